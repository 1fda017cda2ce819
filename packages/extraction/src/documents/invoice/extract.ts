import type { Found } from "../../structure/labels.ts";
import { money } from "../../text/values/amounts.ts";
import type { ExtractionOutput, Layout, ReadProblem } from "../../types.ts";
import { readBankDetails } from "../common/bank-details.ts";
import { lowConfidenceWarning, overallConfidence } from "../common/confidence.ts";
import { extractCustomFieldsFromLines } from "../common/custom-fields.ts";
import { keyValuesOut } from "../common/key-values-out.ts";
import { FieldSink } from "../common/output.ts";
import { fromBestReading, noiseFields } from "../common/readings.ts";
import { viewOf, type DocumentView } from "../common/view.ts";
import { impliedRates, invoiceAmounts, keyedHsn, pairedRates } from "./amounts.ts";
import { checkInvoice } from "./checks.ts";
import { readDetails, reverseCharge } from "./details.ts";
import { mergeEmbedded } from "./embedded-xml.ts";
import { readItems, taxableOf, type Item } from "./items.ts";
import { mendByArithmetic } from "./mend.ts";
import { invoiceSpans, pagesOf, type PageSpan } from "./split.ts";
import { readParties } from "./parties.ts";
import { mergeSignedQr } from "./signed-qr.ts";
import { tableTaxes } from "./tax-table.ts";
import { readTotals } from "./totals.ts";

/**
 * Whether a part the reading could not get at would have given invoice fields: the reviewer should
 * know why the e-invoice QR or the embedded data is missing.
 */
function concernsInvoice(part: ReadProblem["part"]): boolean {
  switch (part) {
    case "qr_codes":
    case "attachment":
      return true;
  }
}

const itemRecord = (it: Item): Record<string, string> => {
  const o: Record<string, string> = { description: it.description };
  for (const k of ["HSN", "quantity", "unit_price", "amount"] as const) if (it[k]) o[k] = it[k];
  return o;
};

/** The items' amounts added up, where every item has one. */
function itemsSum(items: Item[]): number | undefined {
  if (items.length === 0 || items.some((i) => !i.amount)) return undefined;
  return items.reduce((s, i) => s + (taxableOf(i) ?? 0), 0);
}

/** The items' amounts added up, where every item has one, pointing at them (for the arithmetic's checks). */
function itemsTotal(items: Item[]): Found | undefined {
  const sum = itemsSum(items);
  if (sum === undefined) return undefined;
  return { value: money(sum), words: items.flatMap((i) => i.from.amount ?? []), page: items[0]!.page };
}

/** One invoice's groups, read from a view of its pages. */
function readInvoice(view: DocumentView, sink: FieldSink): Record<string, unknown> {
  const details = readDetails(view, sink);
  const parties = readParties(view, sink);
  const itemTable = readItems(view, sink);
  const totals = readTotals(view, itemTable.endIndex, sink, tableTaxes(view, itemTable), itemsSum(itemTable.items));
  const amounts = invoiceAmounts(totals, itemTable.items, sink, keyedHsn(view));
  mendByArithmetic(view, totals, amounts, sink, itemsTotal(itemTable.items));
  impliedRates(totals, amounts, sink);
  pairedRates(totals, amounts, sink);
  const rc = reverseCharge(view, sink);
  if (rc) amounts.tax["reverse_charge_applicable"] = rc;
  checkInvoice(amounts, totals, parties, sink);
  return {
    invoice_details: details,
    seller_details: parties.seller,
    buyer_details: parties.buyer,
    line_items: itemTable.items.map(itemRecord),
    tax_calculation: amounts.tax,
    total_calculation: amounts.total,
    bank_details: readBankDetails(view, sink),
  };
}

/**
 * Each invoice of a document that holds several, with its pages (from 1) and its own groups; their
 * provenance under `invoices[i].`, their warnings saying which invoice they concern.
 */
function everyInvoice(layout: Layout, spans: PageSpan[], first: Record<string, unknown>, sink: FieldSink) {
  const pagesText = (s: PageSpan) => (s.from === s.to ? `page ${s.from + 1}` : `pages ${s.from + 1}–${s.to + 1}`);
  sink.warn(
    `the document holds ${spans.length} invoices (${spans.map(pagesText).join(", ")}): the result describes the first; each is in invoices`,
  );
  const firstFields = { ...sink.fields };
  return spans.map((span, i) => {
    const own = i === 0 ? sink : new FieldSink();
    const groups = i === 0 ? first : readInvoice(viewOf(pagesOf(layout, span)), own);
    for (const [path, at] of Object.entries(i === 0 ? firstFields : own.fields))
      sink.fields[`invoices[${i}].${path}`] = at;
    if (i > 0) for (const w of own.warnings) sink.warn(`invoice ${i + 1} (${pagesText(span)}): ${w}`);
    return { pages: { from: String(span.from + 1), to: String(span.to + 1) }, ...groups };
  });
}

/**
 * Invoice fields from a layout: labels found by their meaning in any of the vocabulary's languages,
 * values by their shape and place, tables by column alignment, and every figure checked against the
 * others; then the machine-readable data in the file (an XML invoice, an e-invoice QR) fills and
 * cross-checks them. A document that holds several invoices is read invoice by invoice: the groups
 * describe the first, and `invoices` lists each.
 */
export function extractInvoice(layout: Layout, opts: { customFields?: string[] } = {}): ExtractionOutput {
  // A statement's rows are doubted by their balance chain instead: a row read low is still a row.
  return fromBestReading(layout, (reading) => invoiceOf(reading, opts), noiseFields, KEY_FIELDS);
}

/**
 * The fields a reading of a sure page by another engine fills where the first lacks them: the invoice's
 * own keys, which a shaded or boxed header band holds and one engine garbles while the other reads them.
 * Dates and GSTINs come across where they check themselves (fillChecked).
 */
const KEY_FIELDS = [
  "invoice_details.invoice_number",
  "invoice_details.invoice_date",
  "invoice_details.place_of_supply",
];

/** The invoice fields of one reading of the layout. */
function invoiceOf(layout: Layout, opts: { customFields?: string[] }): ExtractionOutput {
  const view = viewOf(layout);
  const sink = new FieldSink();
  const spans = invoiceSpans(view);
  const firstLayout = spans.length > 1 ? pagesOf(layout, spans[0]!) : layout;
  const groups = readInvoice(spans.length > 1 ? viewOf(firstLayout) : view, sink);
  const result: Record<string, unknown> = { ...groups };
  for (const p of layout.problems ?? []) if (concernsInvoice(p.part)) sink.warn(p.message);
  mergeEmbedded(layout, result, sink);
  const eInvoice = mergeSignedQr(firstLayout, result, sink);
  if (spans.length > 1) result["invoices"] = everyInvoice(layout, spans, groups, sink);
  const unsure = lowConfidenceWarning(sink);
  if (unsure) sink.warn(unsure);
  const out: ExtractionOutput = {
    result,
    extraction: {
      confidence: overallConfidence(sink),
      ocr_used: layout.ocrUsed,
      warnings: sink.warnings,
      fields: sink.fields,
      ...(eInvoice ? { e_invoice: eInvoice } : {}),
      key_values: keyValuesOut(view.keyValues),
    },
  };
  if (opts.customFields?.length)
    out.custom_fields = extractCustomFieldsFromLines(view.lines, opts.customFields, view.keyValues);
  return out;
}
