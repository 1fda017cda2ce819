// Indian invoices in three print styles our other tune families do not set (issues 15 and 17):
// a PSU / utility tax invoice with Hindi and English labels on one line or stacked (Official
// Languages Act bilingual forms), a composition dealer's or exempt supplier's bill of supply (CGST
// rule 49: no tax charged, the composition declaration on top), and an ERP invoice in the European
// style of Odoo's report (the customer's address on the right, the number in the title, "Invoice Date"
// / "Due Date" / "Source" over their values, taxes as lines under "Untaxed Amount", sometimes "on" a
// base). Labels in the bilingual forms may be Hindi over English or "Hindi / English" on one line.
// Sources in docs/corpus.md, "Print styles".
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { DEVANAGARI, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines } from "../render/html.ts";
import type { DateStyle } from "../format/dates.ts";
import { plainNumber } from "../format/numbers.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Built, Family } from "./family.ts";

type Layout = "psu" | "supply" | "erp";
/** How a label prints: English only, "हिन्दी / English" on one line, or Hindi over English. */
type Lang = "en" | "inline" | "stacked";

/** Per concept, [Hindi, English] pairs as bilingual government and utility forms print them. */
const BI: Record<string, readonly (readonly [string, string])[]> = {
  taxInvoice: [
    ["कर बीजक", "TAX INVOICE"],
    ["कर बीजक", "Tax Invoice"],
  ],
  supplyBill: [
    ["आपूर्ति बिल", "BILL OF SUPPLY"],
    ["आपूर्ति का बिल", "Bill of Supply"],
  ],
  number: [
    ["बीजक संख्या", "Invoice No."],
    ["बीजक सं.", "Invoice No"],
    ["बिल संख्या", "Bill No."],
    ["बीजक क्रमांक", "Invoice Number"],
  ],
  date: [
    ["दिनांक", "Date"],
    ["बीजक दिनांक", "Invoice Date"],
    ["जारी करने की तिथि", "Date of Issue"],
  ],
  due: [
    ["देय तिथि", "Due Date"],
    ["भुगतान की अंतिम तिथि", "Due Date"],
  ],
  pos: [
    ["आपूर्ति का स्थान", "Place of Supply"],
    ["आपूर्ति स्थल", "Place of Supply"],
  ],
  seller: [
    ["विक्रेता", "Seller"],
    ["आपूर्तिकर्ता", "Supplier"],
  ],
  buyer: [
    ["क्रेता", "Buyer"],
    ["प्राप्तकर्ता", "Recipient"],
    ["ग्राहक का नाम व पता", "Customer Name & Address"],
    ["बिल प्राप्तकर्ता", "Billed To"],
  ],
  gstin: [["जीएसटीआईएन", "GSTIN"]],
  state: [["राज्य", "State"]],
  sn: [["क्र.सं.", "S.No."]],
  desc: [
    ["विवरण", "Description"],
    ["माल/सेवा का विवरण", "Description of Goods/Services"],
  ],
  hsn: [["एचएसएन/एसएसी", "HSN/SAC"]],
  qty: [["मात्रा", "Qty"]],
  rate: [["दर", "Rate"]],
  amount: [
    ["राशि", "Amount"],
    ["कर योग्य मूल्य", "Taxable Value"],
  ],
  taxable: [
    ["कर योग्य मूल्य", "Taxable Value"],
    ["कुल कर योग्य मूल्य", "Total Taxable Value"],
  ],
  subTotal: [
    ["उप योग", "Sub Total"],
    ["कुल मूल्य", "Total Value"],
  ],
  round: [["पूर्णांकन", "Round Off"]],
  total: [
    ["कुल बीजक मूल्य", "Total Invoice Value"],
    ["कुल देय राशि", "Total Amount Payable"],
    ["सकल योग", "Grand Total"],
  ],
  supplyTotal: [
    ["कुल राशि", "Net Amount"],
    ["कुल", "Bill Amount"],
    ["सकल योग", "Grand Total"],
  ],
  words: [
    ["राशि शब्दों में", "Amount in Words"],
    ["शब्दों में", "In Words"],
  ],
  bank: [
    ["बैंक विवरण", "Bank Details"],
    ["भुगतान हेतु बैंक विवरण", "Bank Details for Payment"],
  ],
  bankName: [["बैंक का नाम", "Bank Name"]],
  account: [
    ["खाता संख्या", "A/c No."],
    ["खाता सं.", "Account No."],
  ],
  ifsc: [["आईएफएससी", "IFSC"]],
  rc: [["रिवर्स चार्ज", "Reverse Charge"]],
};

// Official Hindi names of the tax heads (CGST Act, Hindi text).
const HEAD_HI: Record<string, string> = { CGST: "केन्द्रीय कर", SGST: "राज्य कर", IGST: "एकीकृत कर" };

const COMPOSITION = [
  "Composition Taxable Person, not eligible to collect tax on supplies",
  "COMPOSITION TAXABLE PERSON, NOT ELIGIBLE TO COLLECT TAX ON SUPPLIES",
  "Composition taxable person, not eligible to collect tax on supplies.",
];
const EXEMPT = ["Supply of exempted goods / services", "Supply of goods exempt from GST", "Exempt supply"];

interface Ctx {
  doc: GstDoc;
  rng: Rng;
  lang: Lang;
  /** One wording per concept for the whole document. */
  pick: Record<string, readonly [string, string]>;
}

/** A label in the document's language mode, escaped, as HTML. */
function label(c: Ctx, key: string): string {
  const [hi, en] = c.pick[key]!;
  if (c.lang === "en") return esc(en);
  if (c.lang === "inline") return `${esc(hi)} / ${esc(en)}`;
  return `${esc(hi)}<br><span class="en">${esc(en)}</span>`;
}

function taxLabel(c: Ctx, head: string, rate: number | undefined): string {
  const r = rate === undefined ? "" : ` @ ${plainNumber(rate)}%`;
  if (c.lang === "en") return `${head}${r}`;
  const hi = HEAD_HI[head] ?? head;
  return c.lang === "inline" ? `${esc(hi)} / ${head}${r}` : `${esc(hi)}<br><span class="en">${head}${r}</span>`;
}

function partyLines(c: Ctx, p: IndianParty): string {
  return lines([
    `<b>${esc(p.name)}</b>`,
    ...p.addressLines.map(esc),
    p.gstin ? `${label(c, "gstin")} : ${p.gstin}` : undefined,
  ]);
}

/** Key cells beside value cells, two pairs a row, as PSU forms box their particulars. */
function kvGrid(pairs: [string, string][]): string {
  const rows: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const cells = pairs.slice(i, i + 2).map(([k, v]) => `<td class="k">${k}</td><td><b>${esc(v)}</b></td>`);
    rows.push(`<tr>${cells.join("")}${cells.length < 2 ? "<td></td><td></td>" : ""}</tr>`);
  }
  return `<table class="grid">${rows.join("")}</table>`;
}

function refPairs(c: Ctx, st: Style): [string, string][] {
  const d = c.doc;
  return [
    [label(c, "number"), d.number],
    [label(c, "date"), d.day(d.date)],
    ...(st.due && d.dueDate ? [[label(c, "due"), d.day(d.dueDate)] as [string, string]] : []),
    [label(c, "pos"), `${d.placeOfSupply.name} (${d.placeOfSupply.code})`],
    ...(st.rc ? [[label(c, "rc"), "No"] as [string, string]] : []),
  ];
}

interface Style {
  layout: Layout;
  due: boolean;
  rc: boolean;
  buyerBeside: boolean;
  taxOn: boolean;
  composition: boolean;
  /** The sales order the invoice came from, as Odoo prints it under "Source". */
  source: boolean;
}

function itemsTable(c: Ctx, withTaxColumn: boolean): string {
  const d = c.doc;
  const rows = d.bill.lines.map(
    (r, i) =>
      `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)} ${esc(r.unit)}</td><td class="r">${d.money(r.rate)}</td>${withTaxColumn ? `<td class="r">GST ${plainNumber(r.gstRate)}%</td>` : ""}<td class="r">${d.money(r.taxable)}</td></tr>`,
  );
  // Odoo sets the figures' headers flush right over them ("text-end"); the forms set every header left.
  const figure = (k: string) => withTaxColumn && (k === "qty" || k === "rate");
  const heads = ["sn", "desc", "hsn", "qty", "rate"].map(
    (k) => `<th${figure(k) ? ' class="r"' : ""}>${label(c, k)}</th>`,
  );
  if (withTaxColumn) heads.push(`<th>${c.lang === "en" ? "Taxes" : `${esc("कर")} / Taxes`}</th>`);
  heads.push(`<th class="r">${label(c, "amount")}</th>`);
  return `<table class="items"><tr>${heads.join("")}</tr>${rows.join("")}</table>`;
}

function moneyRows(rows: [string, string][]): string {
  return `<table class="totals">${rows.map(([k, v]) => `<tr><td>${k}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
}

function bankBlock(c: Ctx): string {
  const b = c.doc.bank;
  return `<div class="bank"><div class="h">${label(c, "bank")}</div>${kvGrid([
    [label(c, "bankName"), b.bank.name],
    [label(c, "account"), b.account],
    [label(c, "ifsc"), b.ifsc],
  ])}</div>`;
}

function words(c: Ctx): string {
  return `<div class="words">${label(c, "words")} : <b>${esc(c.doc.words)}</b></div>`;
}

/** A PSU / utility tax invoice: boxed particulars, buyer block, taxes as labelled lines. */
function psu(c: Ctx, st: Style): string {
  const d = c.doc;
  const b = d.bill;
  const buyer = `<div class="h">${label(c, "buyer")}</div>${partyLines(c, d.buyer)}<br>${label(c, "state")} : ${esc(d.buyer.state.name)} (${d.buyer.state.code})`;
  const refs = kvGrid(refPairs(c, st));
  const parties = st.buyerBeside
    ? `<table class="two"><tr><td class="box" style="width:48%">${buyer}</td><td>${refs}</td></tr></table>`
    : `${refs}<div class="box">${buyer}</div>`;
  const taxRows = taxHeads(d).map((t): [string, string] => [taxLabel(c, t.head, t.rate), d.money(t.amount)]);
  const round: [string, string][] = b.roundOff ? [[label(c, "round"), d.money(b.roundOff)]] : [];
  const totals = moneyRows([
    [label(c, "taxable"), d.money(b.taxable)],
    ...taxRows,
    ...round,
    [label(c, "total"), `₹ ${d.money(b.grandTotal)}`],
  ]);
  return `${header(c, "taxInvoice")}${parties}${itemsTable(c, false)}${totals}${words(c)}${bankBlock(c)}`;
}

function header(c: Ctx, titleKey: string): string {
  const s = c.doc.seller;
  return `<div class="lh"><div class="name">${esc(s.name)}</div>${lines([
    ...s.addressLines.map(esc),
    `${label(c, "gstin")} : ${s.gstin}`,
  ])}</div><div class="title">${label(c, titleKey)}</div>`;
}

/** A bill of supply: the declaration on top, no tax anywhere, a sub-total and the bill amount. */
function supply(c: Ctx, st: Style): string {
  const d = c.doc;
  const b = d.bill;
  const note = `<div class="note">${esc(c.rng.pick(st.composition ? COMPOSITION : EXEMPT))}</div>`;
  const buyer = `<div class="box"><div class="h">${label(c, "buyer")}</div>${partyLines(c, d.buyer)}</div>`;
  const refs = kvGrid(refPairs(c, st));
  const round: [string, string][] = b.roundOff ? [[label(c, "round"), d.money(b.roundOff)]] : [];
  const totals = moneyRows([
    [label(c, "subTotal"), d.money(b.taxable)],
    ...round,
    [label(c, "supplyTotal"), `₹ ${d.money(b.grandTotal)}`],
  ]);
  const parties = st.buyerBeside
    ? `<table class="two"><tr><td style="width:50%">${buyer}</td><td>${refs}</td></tr></table>`
    : `${buyer}${refs}`;
  return `${st.composition ? note : ""}${header(c, "supplyBill")}${st.composition ? "" : note}${parties}${itemsTable(c, false)}${totals}${words(c)}${bankBlock(c)}`;
}

/** Odoo's report: company left, customer address right, number in the title, taxes under untaxed. */
function erp(c: Ctx, st: Style): string {
  const d = c.doc;
  const b = d.bill;
  const s = d.seller;
  const head = c.rng.pick(["", "Customer Address", "Bill To", "Invoicing Address"]);
  const customer = `${head ? `<div class="h">${esc(head)}</div>` : ""}${lines([
    `<b>${esc(d.buyer.name)}</b>`,
    ...d.buyer.addressLines.map(esc),
    d.buyer.gstin ? `GSTIN: ${d.buyer.gstin}` : undefined,
  ])}`;
  const company = lines([`<b>${esc(s.name)}</b>`, ...s.addressLines.map(esc), `GSTIN: ${s.gstin}`]);
  const title = `<h2>${esc(c.rng.pick(["Tax Invoice", "Invoice"]))} ${esc(d.number)}</h2>`;
  const infos: [string, string][] = [
    ["Invoice Date:", d.day(d.date)],
    ...(st.due && d.dueDate ? [["Due Date:", d.day(d.dueDate)] as [string, string]] : []),
    ...(st.source ? [["Source:", `S${c.rng.digits(5)}`] as [string, string]] : []),
    ["Place of Supply:", d.placeOfSupply.name],
  ];
  const info = `<table class="info"><tr>${infos.map(([k]) => `<td><b>${esc(k)}</b></td>`).join("")}</tr><tr>${infos
    .map(([, v]) => `<td>${esc(v)}</td>`)
    .join("")}</tr></table>`;
  const on = (rate: number | undefined) => (st.taxOn && rate !== undefined ? ` on ${d.money(b.taxable)}` : "");
  const taxRows = taxHeads(d).map((t): [string, string] => [
    `${t.head}${t.rate !== undefined ? ` ${plainNumber(t.rate)}%` : ""}${on(t.rate)}`,
    `₹ ${d.money(t.amount)}`,
  ]);
  const round: [string, string][] = b.roundOff ? [["Rounding", `₹ ${d.money(b.roundOff)}`]] : [];
  const totals = moneyRows([
    ["<b>Untaxed Amount</b>", `₹ ${d.money(b.taxable)}`],
    ...taxRows,
    ...round,
    ["<b>Total</b>", `₹ ${d.money(b.grandTotal)}`],
  ]);
  const bank = d.bank;
  const pay = `<div class="bank">Payment terms: ${c.rng.pick(["15 Days", "30 Days", "Immediate Payment"])}<br>Please use the following communication for your payment: <b>${esc(d.number)}</b><br>Bank: ${esc(bank.bank.name)}, Account: ${bank.account}, IFSC: ${bank.ifsc}</div>`;
  return `<table class="two"><tr><td style="width:55%">${company}</td><td>${customer}</td></tr></table>${title}${info}${itemsTable({ ...c, lang: "en" }, true)}${totals}<div class="words">Amount in words: ${esc(d.words)}</div>${pay}`;
}

const DATE_STYLES: readonly DateStyle[] = ["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy", "dd-Mon-yyyy", "yyyy-mm-dd"];

function build(rng: Rng): Built {
  const layout = rng.pick<Layout>(["psu", "supply", "erp"]);
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: [1, 7],
    discount: 0,
    noTax: layout === "supply",
    interStateShare: layout === "supply" ? 0 : 0.4,
    buyerRegistered: layout === "supply" ? 0.5 : 0.9,
    dateStyles: layout === "erp" ? ["dd/mm/yyyy", "yyyy-mm-dd", "dd-Mon-yyyy"] : DATE_STYLES,
    wordsStyles: ["inr-only", "rupees-paise-only", "indian-rupee"],
    numbering: layout === "erp" ? ["INV/{y}/{n5}", "INV/{FY}/{n4}"] : ["{n}", "{fy}/{n4}", "BOS/{n3}", "EB-{y}-{n5}"],
  });
  const lang: Lang = layout === "erp" ? "en" : rng.pick<Lang>(["en", "inline", "stacked", "inline", "stacked"]);
  const pick: Record<string, readonly [string, string]> = {};
  for (const key of Object.keys(BI)) pick[key] = rng.pick(BI[key]!);
  const st: Style = {
    layout,
    due: rng.chance(0.5),
    rc: layout === "psu" && rng.chance(0.5),
    buyerBeside: rng.chance(0.5),
    taxOn: rng.chance(0.5),
    composition: rng.chance(0.7),
    source: rng.chance(0.5),
  };
  const c: Ctx = { doc, rng, lang, pick };
  const inner = layout === "psu" ? psu(c, st) : layout === "supply" ? supply(c, st) : erp(c, st);
  const body = `<section class="page"><div class="sheet">${inner}<div class="sign">For ${esc(doc.seller.name)}<br><br>Authorised Signatory</div></div></section>`;
  const font = lang === "en" ? rng.pick([...SANS, ...SERIF]) : rng.pick(DEVANAGARI.filter((f) => f !== "Kalam"));
  const css = `.sheet{padding:10mm 11mm;font-family:"${font}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111}
.lh{text-align:center}.lh .name{font-size:${rng.pick([13, 15])}pt;font-weight:bold}.title{text-align:center;font-weight:bold;font-size:11pt;margin:4px 0}
.note{text-align:center;font-style:italic;margin:2px 0}.h{font-weight:bold;margin-bottom:2px}.box{border:0.8px solid #000;padding:3px 5px;margin:2mm 0;vertical-align:top}
.en{font-size:0.85em}h2{font-size:14pt;margin:4mm 0 2mm}table{border-collapse:collapse}
table.grid{width:100%;margin:2mm 0}table.grid td{border:0.8px solid #000;padding:3px 5px;vertical-align:top}td.k{width:22%}
table.two{width:100%}table.two>tbody>tr>td{vertical-align:top;padding:0 4px 0 0}
table.info td{padding:1px 14mm 1px 0;vertical-align:top}
table.items{width:100%;margin-top:3mm}table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px;vertical-align:bottom}
table.items td{padding:3px;border-bottom:0.5px solid #bbb}.r,table.items th.r{text-align:right;white-space:nowrap}
table.totals{margin:3mm 0 3mm auto;min-width:45%}table.totals td{padding:2px 6px}.words{margin:2mm 0}.bank{margin-top:3mm}.sign{text-align:right;margin-top:6mm}`;
  const truth = gstTruth(doc, {
    due: st.due,
    po: false,
    placeOfSupply: true,
    reverseCharge: st.rc,
    subTotal: true,
    totalTax: false,
    lineHsn: true,
  });
  if (layout === "supply") {
    // No tax is charged or printed: the bill states only its HSNs and values.
    truth.tax_calculation = { HSN: doc.bill.lines[0]!.hsn };
  }
  return { truth: { type: "invoice", invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inPrintStyles: Family = {
  name: "in-print-styles",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN", "hi"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
