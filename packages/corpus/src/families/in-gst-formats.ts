// Indian GST invoices as print formats our other families do not set (issues 15 and 17), each
// axis drawn on its own: where and under which heading the recipient stands (Consignor / Consignee,
// From / To, "Details of Recipient" with Name / Address / State & Code keys, Billing / Shipping
// Address), how the invoice's particulars are labelled and placed (a boxed grid, one inline row, a
// titled "Invoice Details" box, rule 46's wordings), how the taxes print ("Add : CGST @ 9%" lines,
// "Output CGST" ledger rows inside the item table, a rate-wise tax summary, Tally's HSN/SAC table with
// Central / State Tax over Rate and Amount, the tax amount in words) and how the bank block reads
// ("A/c Holder's Name", "Branch & IFS Code", "Bank Details of Supplier", "Payment Details").
// Sources in docs/corpus.md, "GST print formats".
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { CONDENSED, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { addDays, type DateStyle } from "../format/dates.ts";
import { plainNumber } from "../format/numbers.ts";
import { amountInWords } from "../format/words.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Family } from "./family.ts";

const LABELS = {
  number: ["Invoice No.", "Invoice Number", "Inv No", "Invoice Serial No.", "Bill No."],
  date: ["Date", "Invoice Date", "Date of Issue", "Date of Invoice", "Inv Date"],
  po: ["Purchase Order No.", "P.O. No.", "Buyer's Order No.", "Order No."],
  pos: ["Place of Supply", "Place of Supply (State)", "Place Of Supply"],
  rc: [
    "Reverse Charge",
    "Reverse Charge Applicable",
    "Tax Payable on Reverse Charge",
    "Tax is payable on reverse charge",
  ],
  gstin: ["GSTIN", "GSTIN/UIN", "GSTIN No.", "GST No."],
  item: ["Description of Goods", "Particulars", "Description of Goods/Services", "Item Description"],
  before: ["Total Amount Before Tax", "Taxable Amount", "Total Taxable Value", "Taxable Value"],
  grand: [
    "Total Invoice Value",
    "Total Amount After Tax",
    "Invoice Total",
    "Net Amount Payable",
    "Total Invoice Amount",
  ],
  words: ["Total Invoice Amount in Words", "Amount Chargeable (in words)", "Invoice Value (in words)", "Rupees"],
  bankName: ["Bank Name", "Bank", "Name of the Bank"],
  account: ["A/c No.", "Account No.", "A/c Number", "Bank A/c No."],
  ifsc: ["IFS Code", "IFSC", "IFSC Code"],
} as const;
type L = Record<keyof typeof LABELS, string>;

type PartyStyle = "consignor" | "from-to" | "recipient" | "billing-shipping";
type RefStyle = "boxed" | "inline" | "details-box";
type TaxStyle = "add-lines" | "ledger-rows" | "rate-summary" | "hsn-central-state";
type BankStyle = "holder" | "supplier" | "payment";
const PARTY_STYLES: readonly PartyStyle[] = ["consignor", "from-to", "recipient", "billing-shipping"];
const REF_STYLES: readonly RefStyle[] = ["boxed", "inline", "details-box"];
const TAX_STYLES: readonly TaxStyle[] = ["add-lines", "ledger-rows", "rate-summary", "hsn-central-state"];
const BANK_STYLES: readonly BankStyle[] = ["holder", "supplier", "payment"];

interface Style {
  party: PartyStyle;
  ref: RefStyle;
  tax: TaxStyle;
  bank: BankStyle;
  po: boolean;
  rc: boolean;
  /** Rule 46 template's supply particulars: transport mode, vehicle, date and time of supply. */
  supply: boolean;
  branch: boolean;
  per: boolean;
}

type Pair = [string, string];

const state = (p: IndianParty, rng: Rng) =>
  rng.pick([
    `State Name : ${p.state.name}, Code : ${p.state.code}`,
    `State & Code : ${p.state.name} (${p.state.code})`,
    `State : ${p.state.name} &nbsp; State Code : ${p.state.code}`,
  ]);

function addressLines(p: IndianParty, l: L, rng: Rng): (string | undefined)[] {
  return [...p.addressLines.map(esc), p.gstin ? `${esc(l.gstin)} : ${p.gstin}` : undefined, state(p, rng)];
}

function letterhead(doc: GstDoc, l: L): string {
  const s = doc.seller;
  return `<div class="lh"><div class="name">${esc(s.name)}</div>${lines([
    ...s.addressLines.map(esc),
    s.phone ? `Ph : ${esc(s.phone.printed)}` : undefined,
    `${esc(l.gstin)} : ${s.gstin}`,
  ])}</div>`;
}

/** Consignor over the seller, Consignee over the buyer, their GSTINs in a row of their own. */
function consignor(doc: GstDoc, l: L): string {
  const s = doc.seller;
  const b = doc.buyer;
  const block = (head: string, p: IndianParty) =>
    `<div class="h">${head}</div><b>${esc(p.name)}</b><br>${lines(p.addressLines.map(esc))}`;
  return `<table class="grid"><tr><td style="width:50%">${block("Consignor", s)}</td><td>${block("Consignee", b)}</td></tr>
<tr><td>Consignor's ${esc(l.gstin)} : <b>${s.gstin}</b></td><td>${b.gstin ? `Consignee's ${esc(l.gstin)} : <b>${b.gstin}</b>` : "&nbsp;"}</td></tr></table>`;
}

/** "From" and "To" stacked in the left column, each with its GSTIN and state line. */
function fromTo(doc: GstDoc, l: L, refs: string, rng: Rng): string {
  const block = (head: string, p: IndianParty) =>
    `<div class="h">${head}</div><b>${esc(p.name)}</b><br>${lines(addressLines(p, l, rng))}`;
  return `<table class="grid"><tr><td style="width:52%">${block("From", doc.seller)}<hr>${block("To", doc.buyer)}</td><td>${refs}</td></tr></table>`;
}

/** A headed block of keys in a column of their own: Name, Address, GSTIN, State & Code. */
function recipient(doc: GstDoc, l: L, rng: Rng): string {
  const b = doc.buyer;
  const head = rng.pick([
    "Details of Recipient",
    "Name & Address of Recipient",
    "Customer Details",
    "Recipient Details",
    "Details of Receiver (Billed to)",
  ]);
  const rows: Pair[] = [
    ["Name", b.name],
    ["Address", b.addressLines.join(", ")],
    ...(b.gstin ? [[l.gstin, b.gstin] as Pair] : []),
    ["State & Code", `${b.state.name} (${b.state.code})`],
  ];
  return `<div class="box"><div class="h">${esc(head)}</div><table class="kv">${rows
    .map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>: ${esc(v)}</td></tr>`)
    .join("")}</table></div>`;
}

/** "Billing Address" beside "Shipping Address", the name on the first line of each. */
function billingShipping(doc: GstDoc, l: L, rng: Rng): string {
  const ship = doc.shipTo ?? doc.buyer;
  const block = (head: string, p: IndianParty) =>
    `<div class="h">${head}</div><b>${esc(p.name)}</b><br>${lines(addressLines(p, l, rng))}`;
  return `<table class="grid"><tr><td style="width:50%">${block("Billing Address", doc.buyer)}</td><td>${block("Shipping Address", ship)}</td></tr></table>`;
}

/** Transport mode, vehicle and the date and time of supply (a date that is not the invoice's). */
function supplyPairs(doc: GstDoc): Pair[] {
  const at = addDays(doc.date, doc.bill.lines.length % 3);
  const time = `${String(9 + (doc.bill.lines.length % 9)).padStart(2, "0")}:${doc.bill.lines.length % 2 ? "30" : "15"}`;
  return [
    ["Transportation Mode", "Road"],
    ...(doc.vehicle ? [["Vehicle No.", doc.vehicle] as Pair] : []),
    ["Date & Time of Supply", `${doc.day(at)} ${time}`],
  ];
}

function refPairs(doc: GstDoc, l: L, st: Style): Pair[] {
  return [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ...(st.po && doc.po ? [[l.po, doc.po.number] as Pair, ["Date", doc.day(doc.po.date)] as Pair] : []),
    [l.pos, `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`],
    ...(st.rc ? [[l.rc, "No"] as Pair] : []),
    ...(st.supply ? supplyPairs(doc) : []),
  ];
}

/** The invoice's particulars: label over value in boxes, in one row, or in a titled box. */
function references(doc: GstDoc, l: L, st: Style): string {
  const pairs = refPairs(doc, l, st);
  switch (st.ref) {
    case "boxed": {
      const rows: string[] = [];
      for (let i = 0; i < pairs.length; i += 2) {
        const row = pairs.slice(i, i + 2).map(([k, v]) => `<td>${esc(k)}<br><b>${esc(v)}</b></td>`);
        rows.push(`<tr>${row.join("")}${row.length < 2 ? "<td></td>" : ""}</tr>`);
      }
      return `<table class="grid cells">${rows.join("")}</table>`;
    }
    case "inline":
      return `<div class="inline">${pairs.map(([k, v]) => `${esc(k)} : <b>${esc(v)}</b>`).join(" &nbsp; &nbsp; ")}</div>`;
    case "details-box":
      return `<div class="box"><div class="h">Invoice Details</div><table class="kv">${pairs
        .map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>: <b>${esc(v)}</b></td></tr>`)
        .join("")}</table></div>`;
  }
}

function header(doc: GstDoc, l: L, st: Style, rng: Rng): string {
  const title = `<div class="title">${rng.pick(["TAX INVOICE", "Tax Invoice", "GST INVOICE"])}</div>`;
  const refs = references(doc, l, st);
  switch (st.party) {
    case "consignor":
      return `${title}${refs}${consignor(doc, l)}`;
    case "from-to":
      return `${title}${fromTo(doc, l, refs, rng)}`;
    case "recipient":
      return `${letterhead(doc, l)}${title}<table class="two"><tr><td style="width:55%">${recipient(doc, l, rng)}</td><td>${refs}</td></tr></table>`;
    case "billing-shipping":
      return `${letterhead(doc, l)}${title}${refs}${billingShipping(doc, l, rng)}`;
  }
}

/** Items; ledger-style invoices carry the taxes, round-off and total as rows of the same table. */
function items(doc: GstDoc, l: L, st: Style): string {
  const b = doc.bill;
  const rows = b.lines.map(
    (r, i) =>
      `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)}${st.per ? "" : ` ${esc(r.unit)}`}</td><td class="r">${doc.money(r.rate)}</td>${st.per ? `<td>${esc(r.unit)}</td>` : ""}<td class="r">${doc.money(r.taxable)}</td></tr>`,
  );
  const span = st.per ? 6 : 5;
  const row = (k: string, v: string) =>
    `<tr class="led"><td></td><td colspan="${span - 1}" class="r">${esc(k)}</td><td class="r">${esc(v)}</td></tr>`;
  if (st.tax === "ledger-rows") {
    rows.push(`<tr class="led"><td colspan="${span}"></td><td class="r sub">${doc.money(b.taxable)}</td></tr>`);
    for (const t of taxHeads(doc))
      rows.push(
        row(`Output ${t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}`, doc.money(t.amount)),
      );
    if (b.roundOff) rows.push(row("Round Off", doc.money(b.roundOff)));
    rows.push(
      `<tr class="tot"><td></td><td colspan="${span - 1}"><b>Total</b></td><td class="r"><b>₹ ${doc.money(b.grandTotal)}</b></td></tr>`,
    );
  }
  return `<table class="items"><tr><th>S.No.</th><th>${esc(l.item)}</th><th>HSN/SAC</th><th class="r">Qty</th><th class="r">Rate</th>${st.per ? "<th>Per</th>" : ""}<th class="r">Amount</th></tr>${rows.join("")}</table>`;
}

/** A rate-wise summary (GST rate, taxable value, each head, total tax) with its total row. */
function rateSummary(doc: GstDoc): string {
  const b = doc.bill;
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const r of b.hsn) {
    const a = byRate.get(r.gstRate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    byRate.set(r.gstRate, {
      taxable: a.taxable + r.taxable,
      cgst: a.cgst + r.cgst,
      sgst: a.sgst + r.sgst,
      igst: a.igst + r.igst,
    });
  }
  const heads = b.interState ? ["IGST"] : ["CGST", "SGST"];
  const cells = (v: { taxable: number; cgst: number; sgst: number; igst: number }) =>
    (b.interState ? [v.igst] : [v.cgst, v.sgst]).map((x) => `<td class="r">${doc.money(x)}</td>`).join("");
  const rows = [...byRate].map(
    ([rate, v]) =>
      `<tr><td>GST ${plainNumber(rate)}%</td><td class="r">${doc.money(v.taxable)}</td>${cells(v)}<td class="r">${doc.money(v.cgst + v.sgst + v.igst)}</td></tr>`,
  );
  const tot = { taxable: b.taxable, cgst: b.cgst, sgst: b.sgst, igst: b.igst };
  return `<div class="h">Tax Summary</div><table class="grid sum"><tr><th>GST Rate</th><th class="r">Taxable Value</th>${heads
    .map((h) => `<th class="r">${h} Amount</th>`)
    .join(
      "",
    )}<th class="r">Total Tax</th></tr>${rows.join("")}<tr><td><b>Total</b></td><td class="r"><b>${doc.money(b.taxable)}</b></td>${cells(tot)}<td class="r"><b>${doc.money(b.totalTax)}</b></td></tr></table>`;
}

/** Tally's HSN/SAC analysis: Central / State (or Integrated) Tax, each over Rate and Amount. */
function hsnCentralState(doc: GstDoc): string {
  const b = doc.bill;
  const heads = b.interState ? ["Integrated Tax"] : ["Central Tax", "State Tax"];
  const amounts = (r: { cgst: number; sgst: number; igst: number }) => (b.interState ? [r.igst] : [r.cgst, r.sgst]);
  const rate = (g: number) => `${plainNumber(b.interState ? g : g / 2)}%`;
  const rows = b.hsn.map(
    (r) =>
      `<tr><td>${r.hsn}</td><td class="r">${doc.money(r.taxable)}</td>${amounts(r)
        .map((a) => `<td class="r">${rate(r.gstRate)}</td><td class="r">${doc.money(a)}</td>`)
        .join("")}<td class="r">${doc.money(r.cgst + r.sgst + r.igst)}</td></tr>`,
  );
  return `<table class="grid sum"><tr><th rowspan="2">HSN/SAC</th><th rowspan="2" class="r">Taxable Value</th>${heads
    .map((h) => `<th colspan="2">${h}</th>`)
    .join(
      "",
    )}<th rowspan="2" class="r">Total Tax Amount</th></tr><tr>${heads.map(() => '<th class="r">Rate</th><th class="r">Amount</th>').join("")}</tr>${rows.join(
    "",
  )}<tr><td><b>Total</b></td><td class="r"><b>${doc.money(b.taxable)}</b></td>${amounts(b)
    .map((a) => `<td></td><td class="r"><b>${doc.money(a)}</b></td>`)
    .join("")}<td class="r"><b>${doc.money(b.totalTax)}</b></td></tr></table>`;
}

function totals(doc: GstDoc, l: L, st: Style, rng: Rng): string {
  const b = doc.bill;
  const words = `<div>${esc(l.words)} : <b>${esc(doc.words)}</b></div>`;
  const taxWords = `<div>${rng.pick(["Tax Amount (in words)", "Total GST Amount In Words"])} : <b>${esc(amountInWords(b.totalTax, "inr-only"))}</b></div>`;
  const block = (rows: Pair[]) =>
    `<table class="totals">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
  const round: Pair[] = b.roundOff ? [["Round Off", doc.money(b.roundOff)]] : [];
  switch (st.tax) {
    case "add-lines":
      return `${block([
        [l.before, doc.money(b.taxable)],
        ...taxHeads(doc).map((t): Pair => [
          `Add : ${t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}`,
          doc.money(t.amount),
        ]),
        ["Total Tax Amount", doc.money(b.totalTax)],
        ...round,
        [l.grand, `₹ ${doc.money(b.grandTotal)}`],
      ])}${words}`;
    case "ledger-rows":
      return `<div class="gap">${words}</div>${hsnCentralState(doc)}${taxWords}`;
    case "rate-summary":
      return `${rateSummary(doc)}${block([[l.before, doc.money(b.taxable)], ["Total GST", doc.money(b.totalTax)], ...round, [l.grand, `₹ ${doc.money(b.grandTotal)}`]])}${words}${taxWords}`;
    case "hsn-central-state":
      return `${block([[l.before, doc.money(b.taxable)], ...round, [l.grand, `₹ ${doc.money(b.grandTotal)}`]])}${words}${hsnCentralState(doc)}${taxWords}`;
  }
}

/** The seller's bank block: Tally's bank ledger fields, the "of supplier" box, or one payment line. */
function bankBlock(doc: GstDoc, l: L, st: Style): string {
  const b = doc.bank;
  const kv = (pairs: Pair[]) => lines(pairs.map(([k, v]) => `${esc(k)} : <b>${esc(v)}</b>`));
  switch (st.bank) {
    case "holder":
      return `<div class="bank"><i>Company's Bank Details</i><br>${kv([
        ["A/c Holder's Name", b.holder],
        [l.bankName, b.bank.name],
        [l.account, b.account],
        st.branch ? ["Branch & IFS Code", `${b.branch} & ${b.ifsc}`] : [l.ifsc, b.ifsc],
      ])}</div>`;
    case "supplier":
      return `<div class="bank box"><div class="h">BANK DETAILS OF SUPPLIER</div><table class="kv">${(
        [
          [l.bankName, b.bank.name],
          ...(st.branch ? [["Branch", b.branch] as Pair] : []),
          [l.account, b.account],
          [l.ifsc, b.ifsc],
        ] as Pair[]
      )
        .map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>: ${esc(v)}</td></tr>`)
        .join("")}</table></div>`;
    case "payment":
      return `<div class="bank"><b>PAYMENT DETAILS</b> &nbsp; ${(
        [
          [l.bankName, b.bank.name],
          [l.account, b.account],
          [l.ifsc, b.ifsc],
          ...(st.branch ? [["Branch", b.branch] as Pair] : []),
        ] as Pair[]
      )
        .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
        .join(", ")}</div>`;
  }
}

const DATE_STYLES: readonly DateStyle[] = [
  "dd/mm/yyyy",
  "dd-mm-yyyy",
  "dd.mm.yyyy",
  "d-Mon-yy",
  "dd-Mon-yyyy",
  "dd Mon yyyy",
];

function build(rng: Rng) {
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: [1, 6],
    discount: 0.2,
    dateStyles: DATE_STYLES,
    wordsStyles: ["inr-only", "rupees-paise-only", "rupees-only-caps", "indian-rupee"],
    numbering: ["{n}", "GST/{fy}/{n}", "{n3}/{FY}", "TI/{n4}", "INV-{y}-{n4}"],
  });
  const l = pickLabels(rng, LABELS) as L;
  const st: Style = {
    party: rng.pick(PARTY_STYLES),
    ref: rng.pick(REF_STYLES),
    tax: rng.pick(TAX_STYLES),
    bank: rng.pick(BANK_STYLES),
    po: rng.chance(0.5),
    rc: rng.chance(0.5),
    supply: rng.chance(0.4),
    branch: rng.chance(0.5),
    per: rng.chance(0.4),
  };
  // One inline row runs the page's width: beside a party block it would wrap mid-value.
  if ((st.party === "from-to" || st.party === "recipient") && st.ref === "inline") st.ref = "details-box";
  const body = `<section class="page"><div class="sheet">${header(doc, l, st, rng)}${items(doc, l, st)}${totals(doc, l, st, rng)}${bankBlock(doc, l, st)}<div class="sign">For ${esc(doc.seller.name)}<br><br>Authorised Signatory</div></div></section>`;
  const font = rng.pick([...SANS, ...SERIF, ...CONDENSED]);
  const css = `.sheet{padding:10mm 11mm;font-family:"${font}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111}
.lh{text-align:center}.lh .name{font-size:${rng.pick([13, 15, 17])}pt;font-weight:bold}.title{text-align:center;font-weight:bold;font-size:11pt;margin:4px 0}
.h{font-weight:bold;margin-bottom:2px}.gap{margin:2mm 0}.inline{margin:2mm 0}.box{border:0.8px solid #000;padding:3px 5px;margin:2mm 0}
table{border-collapse:collapse}table.grid{width:100%;margin:2mm 0}table.grid td,table.grid th{border:0.8px solid #000;padding:3px 5px;vertical-align:top;text-align:left}table.grid td.r{text-align:right}
table.two{width:100%}table.two>tbody>tr>td{vertical-align:top;padding:0 4px 0 0}table.cells td{width:50%}
table.kv td{padding:1px 6px 1px 0;vertical-align:top}td.k{white-space:nowrap}
table.items{width:100%;margin-top:3mm}table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px}
table.items td{padding:3px;border-bottom:0.5px solid #bbb}tr.led td{border-bottom:none}td.sub{border-top:0.8px solid #000}tr.tot td{border-top:1px solid #000;border-bottom:1px solid #000}
.r,table.items th.r,table.grid th.r{text-align:right;white-space:nowrap}table.sum{font-size:0.92em}table.sum td,table.sum th{padding:3px 8px}
table.totals{margin:3mm 0 3mm auto;min-width:45%}table.totals td{padding:2px 6px}.bank{margin-top:4mm}.sign{text-align:right;margin-top:6mm}`;
  const truth = gstTruth(doc, {
    po: st.po,
    placeOfSupply: true,
    sellerPhone: st.party === "recipient" || st.party === "billing-shipping",
    reverseCharge: st.rc,
    subTotal: true,
    totalTax: true,
    branch: st.branch,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inGstFormats: Family = {
  name: "in-gst-formats",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
