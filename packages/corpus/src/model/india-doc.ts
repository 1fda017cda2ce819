// Everything an Indian GST invoice prints, drawn once per document; templates only lay it out.
import type { Rng } from "../random.ts";
import { BANKS, BRANCHES, STATES, type IndianBank, type IndianState } from "../data/india.ts";
import type { Article } from "../data/goods.ts";
import { makeAccountNumber, makeIfsc } from "../ids/india.ts";
import { addDays, dayBetween, financialYear, formatDate, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, type NumberStyle } from "../format/numbers.ts";
import { amountInWords, type WordsStyle } from "../format/words.ts";
import { gstBill, type BillOptions, type GstBill } from "./gst.ts";
import { addressText, indianParty, type IndianParty } from "./parties.ts";
import { group, invoiceTruth, type Group, type InvoiceTruth, type LineTruth } from "./truth.ts";

export interface BankAccount {
  bank: IndianBank;
  account: string;
  ifsc: string;
  branch: string;
  holder: string;
}

export function bankAccount(rng: Rng, holder: string): BankAccount {
  const bank = rng.pick(BANKS);
  return {
    bank,
    account: makeAccountNumber(rng, bank.accountLength),
    ifsc: makeIfsc(rng, bank.code),
    branch: rng.pick(BRANCHES),
    holder,
  };
}

export interface GstDoc {
  seller: IndianParty;
  buyer: IndianParty;
  shipTo: IndianParty | undefined;
  number: string;
  date: string;
  dueDate: string | undefined;
  po: { number: string; date: string } | undefined;
  gr: { number: string; date: string } | undefined;
  vehicle: string | undefined;
  placeOfSupply: IndianState;
  bill: GstBill;
  bank: BankAccount;
  words: string;
  /** Printers of amounts and dates in this document's style. */
  money: (minor: number) => string;
  day: (iso: string) => string;
}

export interface GstDocOptions extends Omit<BillOptions, "interState"> {
  articles: readonly Article[];
  numberStyle?: NumberStyle;
  dateStyles: readonly DateStyle[];
  wordsStyles: readonly WordsStyle[];
  numbering: readonly string[];
  interStateShare?: number;
  buyerRegistered?: number;
  person?: boolean;
}

/** "{fy}", "{FY}", "{n}" and "{y}" in a series pattern become the year and a serial number. */
export function invoiceNumber(rng: Rng, patterns: readonly string[], iso: string): string {
  const n = rng.int(1, 4800);
  return rng
    .pick(patterns)
    .replace("{fy}", financialYear(iso))
    .replace("{FY}", financialYear(iso, true))
    .replace("{y}", iso.slice(0, 4))
    .replace(/\{n(\d)?\}/, (_m, width: string | undefined) => String(n).padStart(Number(width ?? 1), "0"));
}

export function gstDoc(rng: Rng, opts: GstDocOptions): GstDoc {
  const seller = indianParty(rng.fork("seller"));
  const interState = rng.chance(opts.interStateShare ?? 0.4);
  const buyerState = interState ? rng.pick(STATES.filter((s) => s.code !== seller.state.code)) : seller.state;
  const buyer = indianParty(rng.fork("buyer"), {
    state: buyerState,
    registered: rng.chance(opts.buyerRegistered ?? 0.9),
    person: opts.person ?? false,
  });
  const shipTo = rng.chance(0.35) ? indianParty(rng.fork("ship"), { state: buyerState, registered: false }) : undefined;
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const bill = gstBill(rng.fork("bill"), opts.articles, { ...opts, interState });
  const numberStyle = opts.numberStyle ?? rng.pick<NumberStyle>(["indian", "indian", "indian", "western"]);
  const dateStyle = rng.pick(opts.dateStyles);
  return {
    seller,
    buyer,
    shipTo,
    number: invoiceNumber(rng, opts.numbering, date),
    date,
    dueDate: rng.chance(0.5) ? addDays(date, rng.pick([7, 15, 30, 45, 60])) : undefined,
    po: rng.chance(0.5) ? { number: `PO-${rng.int(100, 9999)}`, date: addDays(date, -rng.int(2, 20)) } : undefined,
    gr: rng.chance(0.35) ? { number: `LR${rng.digits(6)}`, date } : undefined,
    vehicle: rng.chance(0.4)
      ? `${buyerState.code === "07" ? "DL" : "MH"}${rng.int(1, 50)}${rng.letters(2)}${rng.digits(4)}`
      : undefined,
    placeOfSupply: buyerState,
    bill,
    bank: bankAccount(rng.fork("bank"), seller.name),
    words: amountInWords(bill.grandTotal, rng.pick(opts.wordsStyles)),
    money: (minor) => formatMinor(minor, numberStyle),
    day: (iso) => formatDate(iso, dateStyle),
  };
}

/** What a layout printed, so the truth names exactly that. */
export interface Shown {
  due?: boolean;
  po?: boolean;
  gr?: boolean;
  placeOfSupply?: boolean;
  sellerPhone?: boolean;
  buyerPhone?: boolean;
  buyerAddress?: boolean;
  lineHsn?: boolean;
  unitPrice?: boolean;
  reverseCharge?: boolean;
  words?: boolean;
  subTotal?: boolean;
  totalTax?: boolean;
  bank?: boolean;
  branch?: boolean;
  swift?: boolean;
  /** The layout prints each tax head's rate (else the truth gives amounts only). */
  taxRates?: boolean;
}

export function partyTruth(p: IndianParty, show: { address?: boolean; phone?: boolean }): Group | undefined {
  return group({
    name: p.name,
    address: show.address === false ? undefined : addressText(p.addressLines),
    GSTIN: p.gstin,
    state_code: p.gstin ? p.state.code : undefined,
    phone: show.phone ? p.phone?.digits : undefined,
  });
}

export function lineTruth(doc: GstDoc, show: Shown): LineTruth[] {
  return doc.bill.lines.map((l) => ({
    description: l.description,
    ...(show.lineHsn === false ? {} : { HSN: l.hsn }),
    quantity: plainNumber(l.qty),
    ...(show.unitPrice === false ? {} : { unit_price: plainAmount(l.rate) }),
    amount: plainAmount(l.taxable),
  }));
}

export function taxTruth(doc: GstDoc, show: Shown): Group | undefined {
  const b = doc.bill;
  const rate = show.taxRates === false ? undefined : b.uniformRate;
  return group({
    HSN: show.lineHsn === false ? undefined : b.lines[0]?.hsn,
    taxable_value: plainAmount(b.taxable),
    reverse_charge_applicable: show.reverseCharge ? "No" : undefined,
    IGST_percentage: b.interState && rate !== undefined ? plainNumber(rate) : undefined,
    IGST_amount: b.interState ? plainAmount(b.igst) : undefined,
    CGST_percentage: !b.interState && rate !== undefined ? plainNumber(rate / 2) : undefined,
    CGST_amount: !b.interState ? plainAmount(b.cgst) : undefined,
    SGST_percentage: !b.interState && rate !== undefined ? plainNumber(rate / 2) : undefined,
    SGST_amount: !b.interState ? plainAmount(b.sgst) : undefined,
  });
}

/** The truth of a GST invoice as the layout printed it. */
export function gstTruth(doc: GstDoc, show: Shown): InvoiceTruth {
  return invoiceTruth({
    invoice_details: group({
      invoice_number: doc.number,
      invoice_date: doc.date,
      due_date: show.due ? doc.dueDate : undefined,
      PO_number: show.po ? doc.po?.number : undefined,
      GR_number: show.gr ? doc.gr?.number : undefined,
      GR_date: show.gr && doc.gr ? doc.gr.date : undefined,
      place_of_supply: show.placeOfSupply ? doc.placeOfSupply.name : undefined,
    }),
    seller_details: partyTruth(doc.seller, { phone: show.sellerPhone ?? false }),
    buyer_details: partyTruth(doc.buyer, { address: show.buyerAddress ?? true, phone: show.buyerPhone ?? false }),
    line_items: lineTruth(doc, show),
    tax_calculation: taxTruth(doc, show),
    total_calculation: group({
      sub_total: show.subTotal === false ? undefined : plainAmount(doc.bill.taxable),
      total_tax: show.totalTax === false ? undefined : plainAmount(doc.bill.totalTax),
      grand_total: plainAmount(doc.bill.grandTotal),
      amount_in_words: show.words === false ? undefined : doc.words,
    }),
    bank_details:
      show.bank === false
        ? undefined
        : group({
            bank_name: doc.bank.bank.name,
            account_number: doc.bank.account,
            IFSC: doc.bank.ifsc,
            branch: show.branch ? doc.bank.branch : undefined,
            SWIFT_CODE: show.swift ? doc.bank.bank.swift : undefined,
          }),
  });
}

/** "Output CGST @ 9%" style rows: one per tax head, at the uniform rate when there is one. */
export function taxHeads(doc: GstDoc): { head: "CGST" | "SGST" | "IGST"; rate: number | undefined; amount: number }[] {
  const b = doc.bill;
  const r = b.uniformRate;
  return b.interState
    ? [{ head: "IGST", rate: r, amount: b.igst }]
    : [
        { head: "CGST", rate: r === undefined ? undefined : r / 2, amount: b.cgst },
        { head: "SGST", rate: r === undefined ? undefined : r / 2, amount: b.sgst },
      ];
}
