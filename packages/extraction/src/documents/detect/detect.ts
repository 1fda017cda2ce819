import { buildLines } from "../../text/lines.ts";
import type { DocumentType, Layout } from "../../types.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { collectEvidence, type Evidence } from "./evidence.ts";

/** The kinds of document each title names. A credit or debit note is an invoice's correction, read as one. */
const TITLE_KIND: Partial<Record<Concept, DocumentType>> = {
  "doc.invoice": "invoice",
  "doc.tax_invoice": "invoice",
  "doc.bill_of_supply": "invoice",
  "doc.retail_bill": "invoice",
  "doc.credit_note": "invoice",
  "doc.debit_note": "invoice",
  "doc.statement": "bank_statement",
  "doc.quotation": "other",
  "doc.proforma": "other",
  "doc.estimate": "other",
  "doc.purchase_order": "other",
  "doc.delivery_note": "other",
  "doc.receipt": "other",
  "doc.payslip": "other",
};

/** How much a quotation's validity label weighs, as a title would: less than an invoice's title at the top. */
const QUOTE_FIELD = 0.7;

/** Labels that invoices print and statements do not, and the reverse; by how telling each is. */
const INVOICE_FIELDS: Partial<Record<Concept, number>> = {
  "invoice.number": 2,
  "invoice.due_date": 1,
  "invoice.place_of_supply": 2,
  "invoice.reverse_charge": 1.5,
  "invoice.po_number": 1,
  "invoice.irn": 2,
  "party.seller": 1,
  "party.buyer": 1.5,
  "party.ship_to": 1,
  "id.gstin": 1,
  "id.vat": 1,
  "total.net": 1.5,
  "total.tax": 1,
  "total.grand": 1.5,
  "total.amount_due": 1,
  "total.in_words": 1,
  "total.round_off": 1,
  "tax.cgst": 1.5,
  "tax.sgst": 1,
  "tax.igst": 1.5,
  "tax.vat": 1.5,
  "item.hsn": 2,
  "item.quantity": 1,
  "item.unit_price": 1,
};
const STATEMENT_FIELDS: Partial<Record<Concept, number>> = {
  "stmt.opening_balance": 2.5,
  "stmt.closing_balance": 2.5,
  "stmt.period": 2,
  "stmt.account_holder": 1,
  "stmt.brought_forward": 1.5,
  "stmt.carried_forward": 1.5,
  "txn.value_date": 1.5,
  "txn.debit": 1.5,
  "txn.credit": 1.5,
  "txn.balance": 1.5,
  "txn.reference": 0.5,
  "txn.drcr": 1,
  // An account block's labels: invoices print them too (their bank details), so they weigh little; a
  // photographed statement's quick reading may show little else beside its title.
  "stmt.account_number": 0.5,
  "bank.ifsc": 0.5,
  "bank.branch": 0.5,
};

interface Scores {
  invoice: number;
  bank_statement: number;
  other: number;
}

const sumOf = (concepts: Set<Concept>, weights: Partial<Record<Concept, number>>) => {
  let s = 0;
  for (const c of concepts) s += weights[c] ?? 0;
  return s;
};

/** Scores each kind from the evidence: titles weigh most, then labels, then the shape of rows. */
function score(e: Evidence): Scores {
  const s: Scores = { invoice: 0, bank_statement: 0, other: 0 };
  for (const t of e.titles) {
    const kind = TITLE_KIND[t.concept];
    if (kind) s[kind] = Math.max(s[kind], 6 * t.weight);
  }
  s.invoice += Math.min(10, sumOf(e.concepts, INVOICE_FIELDS));
  s.bank_statement += Math.min(10, sumOf(e.concepts, STATEMENT_FIELDS));
  if (e.ledgerRows >= 3) s.bank_statement += Math.min(6, e.ledgerRows * 0.5);
  if (e.chainedRows >= 2) s.bank_statement += Math.min(6, e.chainedRows * 1.5);
  // Many rows that start with a day and carry one amount are a ledger: an invoice seldom dates its items.
  if (e.dayRows >= 5) s.bank_statement += Math.min(10, e.dayRows * 0.4);
  if (e.itemRows >= 1) s.invoice += Math.min(3, e.itemRows);
  // A ledger's balances add up too (previous + movement = next): only without a ledger's rows.
  if (e.totalsAddUp && e.ledgerRows < 3) s.invoice += 2;
  s.other += Math.min(6, e.letterPhrases * 2);
  // A bill as shops print it, untitled or photographed: its number and its total.
  const closes = e.concepts.has("total.grand") || e.concepts.has("total.amount_due");
  if (e.concepts.has("invoice.number") && closes) s.invoice += 1.5;
  return s;
}

/**
 * The document type from what it shows, in any of the vocabulary's languages: structured invoice
 * data settles it; else a title, the labels of its fields and the shape of its rows (items, a ledger
 * with a running balance), weighed against the titles of other business documents (a quotation, a
 * purchase order, a delivery note, a receipt) and letters.
 */
export function detectType(layout: Layout): { type: DocumentType; confidence: number } {
  const lines = buildLines(layout);
  const e = collectEvidence(layout, lines);
  if (e.eInvoice) return { type: "invoice", confidence: 0.99 };
  if (e.chars < 20) return { type: "other", confidence: 0.5 };
  // A quotation, a purchase order or a delivery note prints items, taxes and totals as an invoice does:
  // its title says what it is, where no invoice's or statement's title stands as high.
  const titled = (kinds: DocumentType[]) =>
    Math.max(0, ...e.titles.filter((t) => kinds.includes(TITLE_KIND[t.concept]!)).map((t) => t.weight));
  // A quotation's end of validity says what it is as its title would, where OCR lost the title.
  const otherTitle = Math.max(titled(["other"]), e.concepts.has("quote.valid_until") ? QUOTE_FIELD : 0);
  if (otherTitle >= 0.7 && otherTitle > titled(["invoice", "bank_statement"]))
    return { type: "other", confidence: +Math.min(0.95, 0.6 + otherTitle * 0.3).toFixed(2) };
  const s = score(e);
  const best = Math.max(s.invoice, s.bank_statement);
  // A numbered document needs less besides: a photographed bill shows few labels clearly.
  const enough = e.concepts.has("invoice.number") && s.invoice >= s.bank_statement ? 4 : 5;
  if (best < enough || s.other > best) {
    const confidence = Math.min(0.99, 0.6 + Math.max(0, s.other - best) / 20);
    return { type: "other", confidence: +confidence.toFixed(2) };
  }
  const type: DocumentType = s.bank_statement > s.invoice ? "bank_statement" : "invoice";
  const margin = Math.abs(s.bank_statement - s.invoice) / best;
  return { type, confidence: +Math.min(0.99, 0.55 + margin * 0.45 + Math.min(0.2, best / 100)).toFixed(2) };
}
