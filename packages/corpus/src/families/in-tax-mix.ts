// A distributor's A4 GST invoice whose lines carry different tax treatments (issues 15 and 17): rates
// that differ between items (5 / 12 / 18 / 28 %), exempt or nil-rated lines on a rule 46A "Tax Invoice
// cum Bill of Supply" to an unregistered buyer, compensation cess on aerated drinks as a column and a
// line of its own, a trade discount taken before tax (Gross / Disc. / Taxable columns), the tax either
// per line (GST %, CGST, SGST or IGST, Cess) or in a summary by rate or by HSN under the items, and the
// particulars in compact forms ("Inv. No. & Dt.", "Place of Supply: 29-Karnataka", "Tax payable on
// reverse charge: No") beside delivery-challan and order references that are not the invoice's
// number. Sources in docs/corpus.md, "Mixed tax treatments".
import type { Rng } from "../random.ts";
import type { Article } from "../data/goods.ts";
import { CONDENSED, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { addDays, type DateStyle } from "../format/dates.ts";
import { plainNumber, roundMinor } from "../format/numbers.ts";
import { amountInWords } from "../format/words.ts";
import { gstBill, summarise, type GstLine } from "../model/gst.ts";
import { gstDoc, gstTruth, type GstDoc } from "../model/india-doc.ts";
import type { InvoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

/** Goods a grocery and FMCG distributor bills; `cess` is the compensation cess in percent. */
interface Good extends Article {
  cess?: number;
}
const TAXED: readonly Good[] = [
  { description: "Branded Atta 10 kg Bag", hsn: "1101", rate: 5, unit: "BAG", price: [380, 520] },
  { description: "Tea CTC Premium 1 kg", hsn: "0902", rate: 5, unit: "PKT", price: [280, 480] },
  { description: "Mustard Oil 1 L Pouch", hsn: "1514", rate: 5, unit: "PCS", price: [140, 185] },
  { description: "Cow Ghee 1 L Tin", hsn: "0405", rate: 12, unit: "TIN", price: [520, 640] },
  { description: "Mixed Fruit Juice 1 L Tetra", hsn: "2009", rate: 12, unit: "PCS", price: [95, 130] },
  { description: "Namkeen Bhujia 1 kg", hsn: "2106", rate: 12, unit: "PKT", price: [180, 260] },
  { description: "Cream Biscuits (Carton of 48)", hsn: "1905", rate: 18, unit: "CTN", price: [420, 640] },
  { description: "Detergent Powder 1 kg", hsn: "3402", rate: 18, unit: "PCS", price: [95, 150] },
  { description: "Toothpaste 150 g (Pack of 12)", hsn: "3306", rate: 18, unit: "PKT", price: [960, 1280] },
  { description: "Chocolate Bars (Box of 24)", hsn: "1806", rate: 18, unit: "BOX", price: [430, 720] },
  {
    description: "Aerated Soft Drink 2 L (Case of 9)",
    hsn: "22021010",
    rate: 28,
    unit: "CASE",
    price: [520, 690],
    cess: 12,
  },
  { description: "Lemonade 600 ml (Crate of 24)", hsn: "22021020", rate: 28, unit: "CRT", price: [610, 860], cess: 12 },
];
const EXEMPT: readonly Good[] = [
  { description: "Hen Eggs (Tray of 30)", hsn: "0407", rate: 0, unit: "TRAY", price: [150, 210] },
  { description: "Curd Loose (Unbranded)", hsn: "0403", rate: 0, unit: "KGS", price: [55, 75] },
  { description: "Jaggery (Gur) Loose", hsn: "1701", rate: 0, unit: "KGS", price: [45, 70] },
  { description: "Wheat Flour Loose (Unbranded)", hsn: "1101", rate: 0, unit: "KGS", price: [30, 42] },
  { description: "Children's Picture Books", hsn: "4903", rate: 0, unit: "NOS", price: [60, 180] },
];

const LABELS = {
  numberDate: ["Inv. No. & Dt.", "Invoice No. & Date", "Bill No. / Date", "Inv No./Dt."],
  number: ["Inv. No.", "Invoice No.", "Invoice #", "Bill No."],
  date: ["Dt.", "Invoice Date", "Dated", "Date"],
  challan: ["Challan No.", "D.C. No.", "Delivery Challan No."],
  order: ["Order No.", "Buyer's Order No.", "P.O. No."],
  pos: ["Place of Supply", "Place Of Supply", "POS"],
  rc: ["Tax payable on reverse charge", "Reverse Charge (Y/N)", "Whether tax is payable on reverse charge"],
  gstin: ["GSTIN", "GSTIN/UIN", "GST No."],
  buyer: ["Bill To", "Buyer", "Billed To", "Details of Receiver"],
  before: ["Taxable Amount", "Total Value of Supply", "Sub Total", "Amount Before Tax"],
  grand: ["Grand Total", "Invoice Total", "Net Amount", "Total Amount Payable"],
  words: ["Amount in Words", "Rupees", "Invoice Value (in words)"],
  account: ["A/c No.", "Account No.", "Bank A/c"],
  ifsc: ["IFSC", "IFS Code", "IFSC Code"],
} as const;
type L = Record<keyof typeof LABELS, string>;

type Supply = "taxed" | "cum-bos";
type ItemStyle = "per-line" | "rate-column";
type Summary = "by-rate" | "by-hsn" | "none";
type Pair = [string, string];

interface Style {
  supply: Supply;
  items: ItemStyle;
  summary: Summary;
  /** Invoice number and date in one cell ("Inv. No. & Dt. : 123 dt. 12/03/2024"). */
  joined: boolean;
  challan: boolean;
  order: boolean;
  rc: "No" | "N";
  posCodeFirst: boolean;
  exemptWord: string;
}

/** The bill: lines as gstBill drew them, cess on the lines whose goods carry it, totals with the cess. */
interface MixBill {
  lines: GstLine[];
  cess: number[];
  totalCess: number;
}

function drawLines(rng: Rng, supply: Supply, interState: boolean): { lines: GstLine[]; goods: Good[] } {
  const taxed = rng.sample(TAXED, rng.int(2, 5));
  const exempt = supply === "cum-bos" ? rng.sample(EXEMPT, rng.int(1, 3)) : [];
  const goods = rng.shuffle([...taxed, ...exempt]);
  // Every good drawn, in this order: gstBill samples all of a list as long as the count.
  const bill = gstBill(rng.fork("lines"), goods, {
    count: [goods.length, goods.length],
    interState,
    qty: [2, 40],
    discount: 0.5,
    roundToRupee: false,
  });
  const byName = new Map(goods.map((g) => [g.description, g]));
  return { lines: bill.lines, goods: bill.lines.map((l) => byName.get(l.description)!) };
}

function mixBill(rng: Rng, doc: GstDoc, supply: Supply): MixBill {
  const { lines: ls, goods } = drawLines(rng, supply, doc.bill.interState);
  const cess = ls.map((l, i) => roundMinor((l.taxable * (goods[i]!.cess ?? 0)) / 100));
  const totalCess = cess.reduce((s, c) => s + c, 0);
  const sum = summarise(ls, doc.bill.interState, false);
  const beforeRound = sum.beforeRound + totalCess;
  const grandTotal = rng.chance(0.7) ? Math.round(beforeRound / 100) * 100 : beforeRound;
  doc.bill = {
    ...sum,
    totalTax: sum.totalTax + totalCess,
    beforeRound,
    roundOff: grandTotal - beforeRound,
    grandTotal,
  };
  return { lines: ls, cess, totalCess };
}

const money = (doc: GstDoc, v: number) => doc.money(v);

function header(doc: GstDoc, l: L, st: Style, rng: Rng): string {
  const s = doc.seller;
  const title =
    st.supply === "cum-bos"
      ? rng.pick(["TAX INVOICE CUM BILL OF SUPPLY", "Tax Invoice cum Bill of Supply", "INVOICE-CUM-BILL OF SUPPLY"])
      : rng.pick(["TAX INVOICE", "Tax Invoice", "GST TAX INVOICE"]);
  const seller = `<div class="name">${esc(s.name)}</div>${lines([
    ...s.addressLines.map(esc),
    s.phone ? `Ph. ${esc(s.phone.printed)}` : undefined,
    `${esc(l.gstin)} : <b>${s.gstin}</b>`,
  ])}`;
  const pos = st.posCodeFirst
    ? `${doc.placeOfSupply.code}-${doc.placeOfSupply.name}`
    : `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`;
  const refs: Pair[] = [
    ...(st.joined
      ? [[l.numberDate, `${doc.number} dt. ${doc.day(doc.date)}`] as Pair]
      : [[l.number, doc.number] as Pair, [l.date, doc.day(doc.date)] as Pair]),
    ...(st.challan
      ? [[l.challan, `DC/${rng.int(100, 999)}`] as Pair, ["Challan Dt.", doc.day(addDays(doc.date, -1))] as Pair]
      : []),
    ...(st.order && doc.po ? [[l.order, doc.po.number] as Pair, ["Order Dt.", doc.day(doc.po.date)] as Pair] : []),
    [l.pos, pos],
    [l.rc, st.rc],
  ];
  const refTable = `<table class="kv">${refs.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>: <b>${esc(v)}</b></td></tr>`).join("")}</table>`;
  const b = doc.buyer;
  const buyer = `<div class="h">${esc(l.buyer)}</div><b>${esc(b.name)}</b><br>${lines([
    ...b.addressLines.map(esc),
    b.gstin
      ? `${esc(l.gstin)} : ${b.gstin}`
      : rng.pick([`${esc(l.gstin)} : Unregistered`, `${esc(l.gstin)} : URP`, undefined]),
    `State : ${esc(b.state.name)}, Code : ${b.state.code}`,
  ])}`;
  return `<div class="title">${title}</div><table class="grid"><tr><td style="width:48%">${seller}</td><td>${refTable}</td></tr>
<tr><td colspan="2">${buyer}</td></tr></table>`;
}

const rateText = (g: number, st: Style) => (g === 0 ? st.exemptWord : `${plainNumber(g)}%`);
const dash = (v: number, doc: GstDoc) => (v === 0 ? "-" : money(doc, v));

/** Per-line taxes: GST %, each head's amount, cess where any line carries it, the line's total. */
function perLineItems(doc: GstDoc, bill: MixBill, st: Style): string {
  const inter = doc.bill.interState;
  const hasCess = bill.totalCess > 0;
  const heads = inter ? ["IGST"] : ["CGST", "SGST"];
  const rows = bill.lines.map((r, i) => {
    const taxes = (inter ? [r.igst] : [r.cgst, r.sgst]).map((v) => `<td class="r">${dash(v, doc)}</td>`).join("");
    const cess = hasCess ? `<td class="r">${dash(bill.cess[i]!, doc)}</td>` : "";
    return `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)} ${esc(r.unit)}</td><td class="r">${money(doc, r.rate)}</td><td class="r">${r.discountPct ? `${plainNumber(r.discountPct)}%` : "-"}</td><td class="r">${money(doc, r.taxable)}</td><td class="r">${rateText(r.gstRate, st)}</td>${taxes}${cess}<td class="r">${money(doc, r.total + bill.cess[i]!)}</td></tr>`;
  });
  const b = doc.bill;
  const totTaxes = (inter ? [b.igst] : [b.cgst, b.sgst])
    .map((v) => `<td class="r"><b>${money(doc, v)}</b></td>`)
    .join("");
  rows.push(
    `<tr class="tot"><td></td><td colspan="5"><b>Total</b></td><td class="r"><b>${money(doc, b.taxable)}</b></td><td></td>${totTaxes}${hasCess ? `<td class="r"><b>${money(doc, bill.totalCess)}</b></td>` : ""}<td class="r"><b>${money(doc, b.beforeRound)}</b></td></tr>`,
  );
  return `<table class="items"><tr><th>Sl.</th><th>Description of Goods</th><th>HSN</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Disc.</th><th class="r">Taxable Value</th><th class="r">GST %</th>${heads
    .map((h) => `<th class="r">${h}</th>`)
    .join("")}${hasCess ? '<th class="r">Cess</th>' : ""}<th class="r">Amount</th></tr>${rows.join("")}</table>`;
}

/** Rate only on the line (gross, discount, taxable value, GST %); the taxes follow in a summary. */
function rateColumnItems(doc: GstDoc, bill: MixBill, st: Style): string {
  const rows = bill.lines.map(
    (r, i) =>
      `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)}</td><td>${esc(r.unit)}</td><td class="r">${money(doc, r.rate)}</td><td class="r">${money(doc, r.gross)}</td><td class="r">${dash(r.discount, doc)}</td><td class="r">${money(doc, r.taxable)}</td><td class="r">${rateText(r.gstRate, st)}</td></tr>`,
  );
  return `<table class="items"><tr><th>S.No</th><th>Particulars</th><th>HSN Code</th><th class="r">Qty</th><th>Unit</th><th class="r">Rate</th><th class="r">Gross Amt</th><th class="r">Discount</th><th class="r">Taxable Amt</th><th class="r">GST Rate</th></tr>${rows.join("")}</table>`;
}

interface Bucket {
  key: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
}

function buckets(bill: MixBill, by: "rate" | "hsn"): Bucket[] {
  const out: Bucket[] = [];
  bill.lines.forEach((l, i) => {
    const key = by === "rate" ? String(l.gstRate) : `${l.hsn}/${l.gstRate}`;
    let b = out.find((x) => x.key === key);
    if (!b) out.push((b = { key, rate: l.gstRate, taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0 }));
    b.taxable += l.taxable;
    b.cgst += l.cgst;
    b.sgst += l.sgst;
    b.igst += l.igst;
    b.cess += bill.cess[i]!;
  });
  return by === "rate" ? out.sort((a, b) => a.rate - b.rate) : out;
}

/** The tax summary under the items: one row a rate (GST 5%, Exempt…) or an HSN, and a total row. */
function summaryTable(doc: GstDoc, bill: MixBill, st: Style): string {
  const inter = doc.bill.interState;
  const hasCess = bill.totalCess > 0;
  const rows = buckets(bill, st.summary === "by-hsn" ? "hsn" : "rate");
  const heads = inter ? ["IGST"] : ["CGST", "SGST"];
  const cells = (b: { cgst: number; sgst: number; igst: number; cess: number }) =>
    [...(inter ? [b.igst] : [b.cgst, b.sgst]), ...(hasCess ? [b.cess] : [])]
      .map((v) => `<td class="r">${money(doc, v)}</td>`)
      .join("");
  const first = (b: Bucket) =>
    st.summary === "by-hsn"
      ? `<td>${b.key.split("/")[0]}</td><td class="r">${rateText(b.rate, st)}</td>`
      : `<td>${b.rate === 0 ? st.exemptWord : `GST ${plainNumber(b.rate)}%`}</td>`;
  const body = rows.map(
    (b) =>
      `<tr>${first(b)}<td class="r">${money(doc, b.taxable)}</td>${cells(b)}<td class="r">${money(doc, b.cgst + b.sgst + b.igst + b.cess)}</td></tr>`,
  );
  const d = doc.bill;
  const span = st.summary === "by-hsn" ? 2 : 1;
  body.push(
    `<tr class="tot"><td colspan="${span}"><b>Total</b></td><td class="r"><b>${money(doc, d.taxable)}</b></td>${cells({ cgst: d.cgst, sgst: d.sgst, igst: d.igst, cess: bill.totalCess })}<td class="r"><b>${money(doc, d.totalTax)}</b></td></tr>`,
  );
  const lead = st.summary === "by-hsn" ? '<th>HSN/SAC</th><th class="r">GST %</th>' : "<th>Tax Rate</th>";
  return `<div class="h">${st.summary === "by-hsn" ? "HSN-wise Tax Summary" : "GST Summary"}</div><table class="grid sum"><tr>${lead}<th class="r">Taxable Value</th>${heads
    .map((h) => `<th class="r">${h} Amt</th>`)
    .join("")}${hasCess ? '<th class="r">Cess Amt</th>' : ""}<th class="r">Total Tax</th></tr>${body.join("")}</table>`;
}

function totals(doc: GstDoc, bill: MixBill, l: L): string {
  const b = doc.bill;
  const gross = bill.lines.reduce((s, x) => s + x.gross, 0);
  const disc = gross - b.taxable;
  const rows: Pair[] = [
    ...(disc ? [["Gross Amount", money(doc, gross)] as Pair, ["Less : Discount", money(doc, disc)] as Pair] : []),
    [l.before, money(doc, b.taxable)],
    ...(b.interState
      ? [["Add : IGST", money(doc, b.igst)] as Pair]
      : [["Add : CGST", money(doc, b.cgst)] as Pair, ["Add : SGST", money(doc, b.sgst)] as Pair]),
    ...(bill.totalCess ? [["Add : Comp. Cess", money(doc, bill.totalCess)] as Pair] : []),
    ["Total Tax", money(doc, b.totalTax)],
    ...(b.roundOff ? [["Round Off", money(doc, b.roundOff)] as Pair] : []),
    [l.grand, `₹ ${money(doc, b.grandTotal)}`],
  ];
  return `<table class="totals">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join("")}</table>
<div>${esc(l.words)} : <b>${esc(doc.words)}</b></div>`;
}

function bankBlock(doc: GstDoc, l: L): string {
  const k = doc.bank;
  return `<div class="bank"><b>Bank Details</b><br>${lines([
    `Bank : ${esc(k.bank.name)}`,
    `${esc(l.account)} : ${k.account}`,
    `${esc(l.ifsc)} : ${k.ifsc}`,
  ])}</div>`;
}

const DATE_STYLES: readonly DateStyle[] = ["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy", "d-Mon-yy", "dd-Mon-yyyy"];

function drawStyle(rng: Rng): Style {
  const supply: Supply = rng.pick(["taxed", "cum-bos", "cum-bos"]);
  const items: ItemStyle = rng.pick(["per-line", "rate-column"]);
  return {
    supply,
    items,
    // Per-line taxes stand alone or come with a summary; rate-only lines always need one.
    summary:
      items === "per-line"
        ? rng.pick<Summary>(["none", "by-rate", "by-hsn"])
        : rng.pick<Summary>(["by-rate", "by-hsn"]),
    joined: rng.chance(0.5),
    challan: rng.chance(0.6),
    order: rng.chance(0.5),
    rc: rng.pick(["No", "N"]),
    posCodeFirst: rng.chance(0.5),
    exemptWord: rng.pick(["Exempt", "Nil Rated", "Exempted", "0%"]),
  };
}

function truthOf(doc: GstDoc, st: Style): InvoiceTruth {
  return gstTruth(doc, {
    po: st.order,
    placeOfSupply: true,
    sellerPhone: true,
    reverseCharge: true,
    subTotal: true,
    totalTax: true,
  });
}

function build(rng: Rng) {
  const st = drawStyle(rng);
  const doc = gstDoc(rng, {
    articles: TAXED,
    count: [1, 1],
    dateStyles: DATE_STYLES,
    wordsStyles: ["inr-only", "rupees-paise-only", "rupees-only-caps"],
    numbering: ["{n}", "GST/{fy}/{n}", "{n3}/{FY}", "TI/{n4}", "INV-{y}-{n4}", "SB/{fy}/{n3}"],
    interStateShare: st.supply === "cum-bos" ? 0.2 : 0.4,
    // Rule 46A: the invoice-cum-bill of supply goes to an unregistered person.
    buyerRegistered: st.supply === "cum-bos" ? 0 : 0.85,
  });
  const l = pickLabels(rng, LABELS) as L;
  const bill = mixBill(rng.fork("mix"), doc, st.supply);
  doc.words = amountInWords(
    doc.bill.grandTotal,
    rng.pick(["inr-only", "rupees-paise-only", "rupees-only-caps"] as const),
  );
  const items = st.items === "per-line" ? perLineItems(doc, bill, st) : rateColumnItems(doc, bill, st);
  const summary = st.summary === "none" ? "" : summaryTable(doc, bill, st);
  const note =
    st.supply === "cum-bos"
      ? `<div class="note">${esc(rng.pick(["Goods marked Exempt are supplied without tax (bill of supply).", "Nil rated / exempted goods: no tax charged.", "Supply of exempted goods included; no GST charged on them."]))}</div>`
      : "";
  const body = `<section class="page"><div class="sheet">${header(doc, l, st, rng)}${items}${note}${summary}${totals(doc, bill, l)}${bankBlock(doc, l)}<div class="sign">For ${esc(doc.seller.name)}<br><br>Authorised Signatory</div></div></section>`;
  const font = rng.pick([...SANS, ...SERIF, ...CONDENSED]);
  const css = `.sheet{padding:9mm 10mm;font-family:"${font}";font-size:${rng.pick([7.5, 8, 8.5])}pt;color:#111}
.title{text-align:center;font-weight:bold;font-size:11pt;margin:0 0 3px}.name{font-size:${rng.pick([12, 14, 16])}pt;font-weight:bold}
.h{font-weight:bold;margin:2mm 0 1px}.note{margin:1mm 0;font-style:italic}
table{border-collapse:collapse}table.grid{width:100%;margin:1mm 0}table.grid td,table.grid th{border:0.8px solid #000;padding:3px 5px;vertical-align:top;text-align:left}
table.kv td{padding:1px 6px 1px 0;vertical-align:top;white-space:nowrap}
table.items{width:100%;margin-top:2mm}table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px 2px}
table.items td{padding:3px 2px;border-bottom:0.5px solid #bbb}tr.tot td{border-top:1px solid #000;border-bottom:1px solid #000}
.r,table.items th.r,table.grid th.r,table.grid td.r{text-align:right;white-space:nowrap}table.sum{font-size:0.95em}
table.totals{margin:3mm 0 3mm auto;min-width:42%}table.totals td{padding:2px 6px}.bank{margin-top:4mm}.sign{text-align:right;margin-top:6mm}`;
  return {
    truth: { type: "invoice" as const, invoice: truthOf(doc, st) },
    body,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const inTaxMix: Family = {
  name: "in-tax-mix",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
