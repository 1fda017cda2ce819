// Marg ERP's pharma distributor bill: a landscape half-sheet grid with drug licence numbers, per-item
// batch, expiry, MRP, free quantity, rate, discount and GST%, a GST class summary and the payable lines.
import type { Rng } from "../random.ts";
import { MEDICINES } from "../data/goods.ts";
import { CONDENSED, MONO } from "../render/fonts.ts";
import { esc, lines, paginateWithFooter, pickLabels } from "../render/html.ts";
import { gstDoc, gstTruth, type GstDoc } from "../model/india-doc.ts";
import { formatDate } from "../format/dates.ts";
import { plainNumber } from "../format/numbers.ts";
import type { GstLine } from "../model/gst.ts";
import type { Family } from "./family.ts";

const LABELS = {
  title: ["GST INVOICE", "TAX INVOICE", "CREDIT INVOICE", "INVOICE"],
  number: ["Inv. No.", "Invoice No.", "Bill No", "INVOICE NO"],
  date: ["Date", "Dt.", "Inv. Date", "DATE"],
  due: ["Due Date", "Due Dt.", "DUE DATE"],
  party: ["Party", "M/s.", "To,", "Buyer"],
  dl: ["D.L.No.", "DL No.", "Drug Lic. No."],
  gstin: ["GSTIN", "GSTIN No.", "GSTN"],
  grand: ["GRAND TOTAL", "NET PAYABLE", "Grand Total"],
} as const;
type L = Record<keyof typeof LABELS, string>;

interface PharmaLine extends GstLine {
  batch: string;
  expiry: string;
  mrp: number;
  free: number;
  pack: string;
}

function itemRows(doc: GstDoc, rows: PharmaLine[], start: number, withGstAmt: boolean): string {
  return rows
    .map(
      (
        r,
        i,
      ) => `<tr><td class="c">${start + i + 1}</td><td class="r">${plainNumber(r.qty)}</td><td class="r">${r.free || ""}</td><td>${esc(r.pack)}</td>
<td>${esc(r.description)}</td><td>${r.batch}</td><td>${r.expiry}</td><td>${r.hsn}</td><td class="r">${doc.money(r.mrp)}</td><td class="r">${doc.money(r.rate)}</td>
<td class="r">${r.discountPct ? plainNumber(r.discountPct) : ""}</td><td class="r">${plainNumber(r.gstRate)}</td>${withGstAmt ? `<td class="r">${doc.money(r.cgst + r.sgst + r.igst)}</td>` : ""}<td class="r">${doc.money(r.taxable)}</td></tr>`,
    )
    .join("");
}

function build(rng: Rng) {
  const doc = gstDoc(rng, {
    articles: MEDICINES,
    count: rng.chance(0.2) ? [10, 14] : [3, 9],
    qty: [2, 60],
    discount: 0.5,
    numberStyle: rng.pick(["plain", "indian"]),
    dateStyles: ["dd-mm-yyyy", "dd/mm/yyyy", "dd-mm-yyyy"],
    wordsStyles: ["rupees-only-caps", "rupees-paise-only"],
    numbering: ["A{n5}", "GST/{n4}", "SA-{n4}", "{n}"],
    interStateShare: 0.15,
    roundToRupee: true,
  });
  const l = pickLabels(rng, LABELS) as L;
  const lines2: PharmaLine[] = doc.bill.lines.map((x) => ({
    ...x,
    batch: rng.letters(rng.int(1, 3)) + rng.digits(rng.int(3, 5)),
    expiry: formatDate(`20${rng.int(25, 28)}-${String(rng.int(1, 12)).padStart(2, "0")}-01`, "dd-mm-yyyy")
      .slice(3)
      .replace("-20", "/"),
    mrp: Math.round((x.rate * rng.range(1.25, 1.6)) / 100) * 100,
    free: rng.chance(0.25) ? rng.int(1, 5) : 0,
    pack: rng.pick(["10'S", "15'S", "1X10", "100ML", "30G", "1'S"]),
  }));
  const withGstAmt = rng.chance(0.5);
  const dl = () => `20B-${rng.digits(5)}, 21B-${rng.digits(5)}`;
  const head = `<table class="grid"><tr><td style="width:36%"><b class="firm">${esc(doc.seller.name)}</b><br>${lines([
    ...doc.seller.addressLines.map(esc),
    doc.seller.phone && `Ph: ${esc(doc.seller.phone.printed)}`,
    `${esc(l.dl)} ${dl()}`,
    `${esc(l.gstin)} : ${doc.seller.gstin}`,
  ])}</td><td style="width:28%;text-align:center"><b class="title">${esc(l.title)}</b><br>${esc(l.number)} : <b>${esc(doc.number)}</b><br>${esc(l.date)} : <b>${esc(doc.day(doc.date))}</b>${doc.dueDate ? `<br>${esc(l.due)} : ${esc(doc.day(doc.dueDate))}` : ""}</td>
<td><span class="small">${esc(l.party)}</span> <b>${esc(doc.buyer.name)}</b><br>${lines([...doc.buyer.addressLines.map(esc), `${esc(l.dl)} ${dl()}`, doc.buyer.gstin ? `${esc(l.gstin)} : ${doc.buyer.gstin}` : undefined])}</td></tr></table>`;
  const heads = [
    "Sr",
    "Qty",
    "Free",
    "Pack",
    "Product Name",
    "Batch",
    "Exp.",
    "HSN",
    "MRP",
    "Rate",
    "Dis%",
    "GST%",
    ...(withGstAmt ? ["GST Amt"] : []),
    "Amount",
  ];
  const pages = paginateWithFooter(lines2, { first: 16, firstLast: 9, next: 24, nextLast: 14 });
  const b = doc.bill;
  let start = 0;
  const classRows = b.hsn.length
    ? [...new Set(b.lines.map((x) => x.gstRate))].map((rate) => {
        const ls = b.lines.filter((x) => x.gstRate === rate);
        const s = (f: (x: GstLine) => number) => ls.reduce((a, x) => a + f(x), 0);
        return `<tr><td>GST ${plainNumber(rate)}%</td><td class="r">${doc.money(s((x) => x.taxable))}</td><td class="r">${doc.money(s((x) => x.discount))}</td><td class="r">${doc.money(s((x) => x.sgst))}</td><td class="r">${doc.money(s((x) => x.cgst))}</td><td class="r">${doc.money(s((x) => x.igst + x.cgst + x.sgst))}</td></tr>`;
      })
    : [];
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const foot = last
        ? `<table class="grid"><tr><td style="width:62%"><table class="cls"><tr><th>CLASS</th><th>TOTAL</th><th>DISC.</th><th>SGST</th><th>CGST</th><th>TOTAL GST</th></tr>${classRows.join("")}</table>${esc(doc.words)}</td>
<td><table class="cls"><tr><td>SUB TOTAL</td><td class="r">${doc.money(b.taxable)}</td></tr>${b.interState ? `<tr><td>IGST PAYABLE</td><td class="r">${doc.money(b.igst)}</td></tr>` : `<tr><td>SGST PAYABLE</td><td class="r">${doc.money(b.sgst)}</td></tr><tr><td>CGST PAYABLE</td><td class="r">${doc.money(b.cgst)}</td></tr>`}
<tr><td>ROUND OFF</td><td class="r">${doc.money(b.roundOff)}</td></tr><tr><td><b>${esc(l.grand)}</b></td><td class="r"><b>${doc.money(b.grandTotal)}</b></td></tr></table></td></tr>
<tr><td colspan="2" class="small">Bank: ${esc(doc.bank.bank.name)} A/C: ${doc.bank.account} IFSC: ${doc.bank.ifsc} &nbsp;|&nbsp; Goods once sold will not be taken back. Subject to ${esc(doc.seller.city)} jurisdiction. <span style="float:right">For ${esc(doc.seller.name)}</span></td></tr></table>`
        : `<div class="small r">Contd...</div>`;
      const html = `<section class="page"><div class="sheet">${i === 0 ? head : `<div class="small">${esc(l.number)} ${esc(doc.number)} page ${i + 1}</div>`}<table class="grid items"><tr>${heads.map((h) => `<th>${h}</th>`).join("")}</tr>${itemRows(doc, rows, start, withGstAmt)}</table>${foot}</div></section>`;
      start += rows.length;
      return html;
    })
    .join("");
  const font = rng.chance(0.3) ? rng.pick(MONO.filter((f) => f !== "VT323")) : rng.pick(CONDENSED);
  const css = `.sheet{padding:6mm 7mm;font-family:"${font}";font-size:${rng.pick([7.5, 8])}pt;color:#000}
.firm{font-size:12pt}.title{font-size:11pt}table.grid{width:100%;border-collapse:collapse;margin-top:-1px}table.grid td,table.grid th{border:0.7px solid #000;padding:1.5px 3px;vertical-align:top}
table.items td{border-top:none;border-bottom:none}table.items{border-bottom:0.7px solid #000}table.items th{font-weight:bold}.r{text-align:right;white-space:nowrap}.c{text-align:center}.small{font-size:0.85em}
table.cls{width:100%;border-collapse:collapse}table.cls td,table.cls th{border:none;padding:0 2px;font-size:0.95em;text-align:left}`;
  const truth = gstTruth(doc, {
    due: true,
    sellerPhone: true,
    subTotal: true,
    totalTax: false,
    words: true,
    taxRates: false,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 297, heightMm: 210 } };
}

export const inMarg: Family = {
  name: "in-marg",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
