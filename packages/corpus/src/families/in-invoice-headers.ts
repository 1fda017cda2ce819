// Indian GST invoices that differ in how they label and place the invoice's own particulars and the
// seller's bank block (issues 15 and 17): Tally's voucher grid with labels over their values, labels
// and values in grid columns of their own, "Invoice No. & Date" in one cell, a right-aligned header
// block, a row of column headings over a row of values, the e-invoice print's IRN / Ack No. / Ack Date
// over the document's own number and date, bilingual Hindi/English labels; dates in many printed
// forms. Sources in docs/corpus.md, "Invoice particulars and bank blocks".
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { DEVANAGARI, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { addDays, type DateStyle } from "../format/dates.ts";
import { gstDoc, gstTruth, type GstDoc } from "../model/india-doc.ts";
import type { Family } from "./family.ts";
import { plainItems, plainTotals } from "./gst-blocks.ts";

const LABELS = {
  number: ["Invoice No.", "Inv. No.", "Invoice #", "Bill No", "Voucher No.", "Doc No.", "Invoice Number", "Bill No."],
  date: ["Dated", "Invoice Date", "Inv. Dt.", "Date", "Bill Date", "Voucher Date", "Date of Issue", "Doc Date"],
  due: ["Due Date", "Due On", "Payment Due Date", "Pay By"],
  po: ["Buyer's Order No.", "P.O. No.", "PO Number", "Purchase Order No.", "P.O. Number"],
  gr: ["Dispatch Doc No.", "LR No.", "L.R. No.", "Bill of Lading/LR-RR No.", "Despatch Document No."],
  pos: ["Place of Supply", "Place Of Supply", "State of Supply"],
  gstin: ["GSTIN", "GSTIN/UIN", "GST No."],
  bankHead: ["Bank Details", "Company's Bank Details", "Our Bank Details", "Payment Details", "Bank Account Details"],
  bankName: ["Bank Name", "Bank", "Name of Bank"],
  account: [
    "A/c No.",
    "Account No.",
    "Bank A/c",
    "A/c Number",
    "Current A/c No.",
    "Account Number",
    "Beneficiary A/c No.",
    "Beneficiary Account Number",
  ],
  ifsc: ["IFSC", "IFSC Code", "IFS Code", "RTGS/NEFT IFSC"],
  branch: ["Branch", "Branch Name"],
  swift: ["SWIFT Code", "SWIFT", "BIC/SWIFT"],
} as const;
type L = Record<keyof typeof LABELS, string>;

/** Bilingual labels of Hindi-belt billing (the Hindi word first, the English gloss after a slash). */
const HINDI = {
  number: ["बीजक क्रमांक / Invoice No.", "बीजक संख्या / Invoice No.", "बिल नं. / Bill No."],
  date: ["बीजक की तारीख / Invoice Date", "दिनांक / Date", "बीजक दिनांक / Date"],
} as const;

type Layout = "grid-above" | "grid-columns" | "combined" | "right-block" | "heading-row" | "einvoice" | "hindi";
const LAYOUTS: readonly Layout[] = [
  "grid-above",
  "grid-columns",
  "combined",
  "right-block",
  "heading-row",
  "einvoice",
  "hindi",
];
type BankStyle = "tally" | "lines" | "one-line" | "table" | "beneficiary";
const BANK_STYLES: readonly BankStyle[] = ["tally", "lines", "one-line", "table", "beneficiary"];

/** What this document prints among the optional particulars. */
interface Shown {
  due: boolean;
  po: boolean;
  gr: boolean;
  branch: boolean;
  swift: boolean;
}

type Pair = [string, string];

/**
 * The particulars a header prints, in the order billing software lists them; a dispatch document's
 * "Dated" right after its number, both in one row of a two-pair grid as Tally sets them.
 */
function particulars(doc: GstDoc, l: L, sh: Shown): Pair[] {
  return [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ...(sh.gr && doc.gr ? [[l.gr, doc.gr.number] as Pair, ["Dated", doc.day(doc.gr.date)] as Pair] : []),
    ...(sh.due && doc.dueDate ? [[l.due, doc.day(doc.dueDate)] as Pair] : []),
    ...(sh.po && doc.po ? [[l.po, doc.po.number] as Pair] : []),
    [l.pos, `${doc.placeOfSupply.code}-${doc.placeOfSupply.name}`],
  ];
}

function letterhead(doc: GstDoc, l: L, align: "left" | "center"): string {
  const s = doc.seller;
  return `<div class="lh" style="text-align:${align}"><div class="name">${esc(s.name)}</div>${lines([
    ...s.addressLines.map(esc),
    s.phone ? `Ph: ${esc(s.phone.printed)}` : undefined,
    `${esc(l.gstin)} : ${s.gstin}`,
  ])}</div>`;
}

function buyerBlock(doc: GstDoc, l: L): string {
  const b = doc.buyer;
  return `<div class="h">Buyer (Bill to)</div>${lines([
    `<b>${esc(b.name)}</b>`,
    ...b.addressLines.map(esc),
    b.gstin ? `${esc(l.gstin)} : ${b.gstin}` : undefined,
    `State Name : ${esc(b.state.name)}, Code : ${b.state.code}`,
  ])}`;
}

/** Tally's voucher cells: each label in small type over its value, two cells a row, some left empty. */
function gridAbove(pairs: Pair[]): string {
  const cells = [...pairs, ["Delivery Note", ""] as Pair, ["Mode/Terms of Payment", ""] as Pair];
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const row = cells
      .slice(i, i + 2)
      .map(([k, v]) => `<td><div class="small">${esc(k)}</div><b>${v ? esc(v) : "&nbsp;"}</b></td>`);
    rows.push(`<tr>${row.join("")}${row.length < 2 ? "<td></td>" : ""}</tr>`);
  }
  return `<table class="grid cells">${rows.join("")}</table>`;
}

/** Labels and values in bordered columns of their own: label | value | label | value. */
function gridColumns(pairs: Pair[]): string {
  const rows: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2).map(([k, v]) => `<td class="k">${esc(k)}</td><td><b>${esc(v)}</b></td>`);
    rows.push(`<tr>${row.join("")}${row.length < 2 ? "<td></td><td></td>" : ""}</tr>`);
  }
  return `<table class="grid">${rows.join("")}</table>`;
}

/** "Invoice No. & Date : GST/24-25/12 dt. 12-Mar-2024": two fields in one cell, the rest as key : value. */
function combined(doc: GstDoc, l: L, pairs: Pair[], rng: Rng): string {
  const label = rng.pick(["Invoice No. & Date", "Inv. No. & Date", "Bill No. & Date", "Invoice No. / Date"]);
  const joiner = rng.pick([" dt. ", " / ", " Dt. ", " dated "]);
  const rest = pairs.slice(2);
  return `<table class="meta"><tr><td>${esc(label)}</td><td>: <b>${esc(doc.number)}${esc(joiner)}${esc(doc.day(doc.date))}</b></td></tr>${rest
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td>: <b>${esc(v)}</b></td></tr>`)
    .join("")}</table>`;
}

/** A right-aligned block: each label and its value right-aligned on the page's right edge. */
function rightBlock(pairs: Pair[], colon: boolean): string {
  return `<table class="meta right">${pairs
    .map(([k, v]) => `<tr><td class="r">${esc(k)}${colon ? ":" : ""}</td><td class="r"><b>${esc(v)}</b></td></tr>`)
    .join("")}</table>`;
}

/** One row of column headings over one row of values, as Zoho, Vyapar and ERP prints set them. */
function headingRow(pairs: Pair[]): string {
  return `<table class="grid heads"><tr>${pairs.map(([k]) => `<th>${esc(k)}</th>`).join("")}</tr><tr>${pairs
    .map(([, v]) => `<td>${esc(v)}</td>`)
    .join("")}</tr></table>`;
}

/** The e-invoice print: IRN (wrapped), Ack No. and Ack Date above the supplier's own number and date. */
function einvoice(doc: GstDoc, pairs: Pair[], rng: Rng): string {
  const irn = Array.from({ length: 64 }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");
  const ack = `${rng.int(11, 17)}${rng.digits(13)}`;
  const ackDate = `${doc.day(addDays(doc.date, rng.int(0, 2)))} ${String(rng.int(9, 19)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  return `<table class="meta irn"><tr><td>IRN</td><td>: ${irn.slice(0, 32)}<br>&nbsp; ${irn.slice(32)}</td></tr>
<tr><td>Ack No.</td><td>: ${ack}</td></tr><tr><td>Ack Date</td><td>: ${esc(ackDate)}</td></tr></table>${gridColumns(pairs)}`;
}

function header(doc: GstDoc, l: L, sh: Shown, layout: Layout, rng: Rng): string {
  const pairs = particulars(doc, l, sh);
  if (layout === "hindi") {
    pairs[0] = [rng.pick(HINDI.number), pairs[0]![1]];
    pairs[1] = [rng.pick(HINDI.date), pairs[1]![1]];
  }
  const side = (left: string, right: string) =>
    `<table class="two grid"><tr><td style="width:52%">${left}</td><td>${right}</td></tr></table>`;
  const title = `<div class="title">${layout === "hindi" ? "कर बीजक / TAX INVOICE" : "TAX INVOICE"}</div>`;
  switch (layout) {
    case "grid-above":
      return `${title}${side(`${letterhead(doc, l, "left")}<hr>${buyerBlock(doc, l)}`, gridAbove(pairs))}`;
    case "grid-columns":
    case "hindi":
      return `${letterhead(doc, l, "center")}${title}${gridColumns(pairs)}${side(buyerBlock(doc, l), "")}`;
    case "combined":
      return `${letterhead(doc, l, "center")}${title}${side(buyerBlock(doc, l), combined(doc, l, pairs, rng))}`;
    case "right-block":
      return `<table class="two"><tr><td>${letterhead(doc, l, "left")}</td><td class="r"><div class="title big r">TAX INVOICE</div>${rightBlock(pairs, rng.chance(0.5))}</td></tr></table>${buyerBlock(doc, l)}`;
    case "heading-row":
      return `${letterhead(doc, l, "center")}${title}${headingRow(pairs)}<div class="gap">${buyerBlock(doc, l)}</div>`;
    case "einvoice":
      return `${letterhead(doc, l, "center")}${title}${einvoice(doc, pairs, rng)}<div class="gap">${buyerBlock(doc, l)}</div>`;
  }
}

/** The seller's bank block in one of the ways Indian billing prints it. */
function bankBlock(doc: GstDoc, l: L, sh: Shown, style: BankStyle): string {
  const b = doc.bank;
  const swift = sh.swift ? ([[l.swift, b.bank.swift]] as Pair[]) : [];
  const kv = (pairs: Pair[]) => lines(pairs.map(([k, v]) => `${esc(k)} : <b>${esc(v)}</b>`));
  switch (style) {
    case "tally":
      return `<div class="bank"><i>${esc(l.bankHead)}</i><br>${kv([
        [l.bankName, b.bank.name],
        [l.account, b.account],
        ...(sh.branch ? [["Branch & IFS Code", `${b.branch} & ${b.ifsc}`] as Pair] : [[l.ifsc, b.ifsc] as Pair]),
        ...swift,
      ])}</div>`;
    case "lines":
      return `<div class="bank"><b>${esc(l.bankHead)}</b><br>${kv([
        [l.bankName, b.bank.name],
        ...(sh.branch ? [[l.branch, b.branch] as Pair] : []),
        [l.account, b.account],
        [l.ifsc, b.ifsc],
        ...swift,
      ])}</div>`;
    case "one-line":
      return `<div class="bank"><b>${esc(l.bankHead)}:</b> ${(
        [
          [l.bankName, b.bank.name],
          [l.account, b.account],
          [l.ifsc, b.ifsc],
          ...(sh.branch ? [[l.branch, b.branch] as Pair] : []),
          ...swift,
        ] as Pair[]
      )
        .map(([k, v]) => `${esc(k)}: ${esc(v)}`)
        .join(" &nbsp;|&nbsp; ")}</div>`;
    case "table":
      return `<div class="bank"><b>${esc(l.bankHead)}</b>${headingRow([
        ["Account Name", b.holder],
        [l.account, b.account],
        [l.ifsc, b.ifsc],
        [l.bankName, b.bank.name],
        ...(sh.branch ? [[l.branch, b.branch] as Pair] : []),
        ...swift,
      ])}</div>`;
    case "beneficiary":
      return `<div class="bank"><b>${esc(l.bankHead)}</b><br>${kv([
        ["Beneficiary", b.holder],
        [sh.branch ? "Bank & Branch" : l.bankName, sh.branch ? `${b.bank.name}, ${b.branch}` : b.bank.name],
        [l.account, b.account],
        [l.ifsc, b.ifsc],
        ...swift,
      ])}</div>`;
  }
}

const DATE_STYLES: readonly DateStyle[] = [
  "dd-Mon-yyyy",
  "d-Mon-yy",
  "dd.mm.yy",
  "dd.mm.yyyy",
  "Month d, yyyy",
  "d Month yyyy",
  "yyyy/mm/dd",
  "dd/mm/yyyy",
  "dd Mon yyyy",
];

function build(rng: Rng) {
  const layout = rng.pick(LAYOUTS);
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: [1, 5],
    dateStyles: layout === "hindi" ? ["d Month-hi yyyy", "dd/mm/yyyy", "dd-mm-yyyy"] : DATE_STYLES,
    wordsStyles: ["inr-only", "rupees-paise-only", "indian-rupee"],
    numbering: ["{n}", "GST/{fy}/{n}", "INV-{n4}", "{n3}/{FY}", "SI/{FY}/{n4}", "TI-{n}"],
  });
  const l = pickLabels(rng, LABELS) as L;
  const sh: Shown = {
    due: rng.chance(0.5),
    po: rng.chance(0.6),
    gr: layout !== "right-block" && layout !== "heading-row" && rng.chance(0.5),
    branch: rng.chance(0.5),
    swift: rng.chance(0.25),
  };
  const bankStyle = rng.pick(BANK_STYLES);
  const body = `<section class="page"><div class="sheet">${header(doc, l, sh, layout, rng)}${plainItems(doc)}${plainTotals(doc)}${bankBlock(doc, l, sh, bankStyle)}<div class="sign">for ${esc(doc.seller.name)}<br><br>Authorised Signatory</div></div></section>`;
  const font = layout === "hindi" ? rng.pick(DEVANAGARI.filter((f) => f !== "Kalam")) : rng.pick([...SANS, ...SERIF]);
  const css = `.sheet{padding:11mm 11mm;font-family:"${font}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111}
.lh .name{font-size:${rng.pick([13, 15, 17])}pt;font-weight:bold}.title{text-align:center;font-weight:bold;font-size:11pt;margin:4px 0}.big{font-size:15pt}
.h{font-size:0.85em;font-weight:bold;margin-bottom:2px}.small{font-size:0.85em}.gap{margin:3mm 0}
table{border-collapse:collapse}table.grid{width:100%}table.grid td,table.grid th{border:0.8px solid #000;padding:3px 5px;vertical-align:top;text-align:left}
table.two{width:100%;margin:3mm 0}table.two>tbody>tr>td,table.two>tr>td{vertical-align:top;padding:3px 5px}
table.cells td{width:50%}td.k{white-space:nowrap;font-size:0.9em}table.meta td{padding:1px 6px 1px 0;vertical-align:top}
table.meta.right{margin-left:auto}table.irn{margin:2mm 0;font-size:0.9em}
table.items{width:100%;margin-top:3mm}table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px}
table.items td{padding:3px;border-bottom:0.5px solid #bbb}.r,table.items th.r{text-align:right;white-space:nowrap}
table.totals{margin:3mm 0 3mm auto;min-width:45%}table.totals td{padding:2px 6px}.bank{margin-top:4mm}.sign{text-align:right;margin-top:6mm}`;
  const truth = gstTruth(doc, {
    due: sh.due,
    po: sh.po,
    gr: sh.gr,
    placeOfSupply: true,
    sellerPhone: true,
    subTotal: true,
    totalTax: true,
    branch: sh.branch,
    swift: sh.swift,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inInvoiceHeaders: Family = {
  name: "in-invoice-headers",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN", "hi"],
  split: "tune",
  variants: ["pdf", "scan"],
  build,
};
