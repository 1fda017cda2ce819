// Busy's standard GST sales invoice as distributors print it: dense condensed columns (S.N., goods,
// HSN/SAC, Qty., Unit, Price, Disc.%, GST%, Amount), "Billed to" / "Shipped to", transport details,
// "Add : CGST / SGST", "Less : Rounded Off", "Grand Total", a tax-rate summary and bank details.
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { CONDENSED } from "../render/fonts.ts";
import { esc, lines, paginateWithFooter, pickLabels } from "../render/html.ts";
import { gstDoc, gstTruth, type GstDoc } from "../model/india-doc.ts";
import { plainNumber } from "../format/numbers.ts";
import type { GstLine } from "../model/gst.ts";
import type { Family } from "./family.ts";

const LABELS = {
  title: ["GST INVOICE", "TAX INVOICE", "Tax Invoice"],
  number: ["Invoice No.", "Inv. No.", "Bill No.", "Invoice No"],
  date: ["Dated", "Dt.", "Date", "Inv. Date"],
  billed: ["Billed to :", "Billed To", "Party :", "Buyer :"],
  shipped: ["Shipped to :", "Consignee :", "Delivery At :"],
  gstin: ["GSTIN / UIN", "GSTIN", "GSTN", "GST No."],
  pos: ["Place of Supply", "Place of Supply", "POS"],
  rc: ["Reverse Charge", "Reverse Charge", "RCM"],
  transport: ["Transport", "Transporter"],
  vehicle: ["Vehicle No.", "Vehicle No", "Veh. No."],
  gr: ["GR/RR No.", "G.R. No.", "L.R. No."],
  grandTotal: ["Grand Total", "Grand Total", "Net Amount", "Bill Amount"],
  bank: ["Bank Details :", "Our Bank :", "Bank :"],
  account: ["A/c No.", "A/c No", "Account No."],
  ifsc: ["IFSC", "IFS Code", "IFSC Code"],
} as const;
type L = Record<keyof typeof LABELS, string>;

function itemRows(doc: GstDoc, rows: GstLine[], start: number, order: string[]): string {
  const cells: Record<string, (r: GstLine, i: number) => string> = {
    sn: (_r, i) => `<td class="c">${start + i + 1}.</td>`,
    desc: (r) => `<td>${esc(r.description)}</td>`,
    hsn: (r) => `<td class="c">${r.hsn}</td>`,
    qty: (r) => `<td class="r">${plainNumber(r.qty)}</td>`,
    unit: (r) => `<td>${esc(r.unit)}</td>`,
    price: (r) => `<td class="r">${doc.money(r.rate)}</td>`,
    disc: (r) => `<td class="r">${r.discountPct ? plainNumber(r.discountPct) : ""}</td>`,
    gst: (r) => `<td class="r">${plainNumber(r.gstRate)}</td>`,
    amount: (r) => `<td class="r">${doc.money(r.taxable)}</td>`,
  };
  return rows.map((r, i) => `<tr>${order.map((k) => cells[k]!(r, i)).join("")}</tr>`).join("");
}

const HEADS: Record<string, string[]> = {
  sn: ["S.N.", "Sr.", "S.No."],
  desc: ["Description of Goods", "Particulars", "Item Name"],
  hsn: ["HSN/SAC Code", "HSN", "HSN Code"],
  qty: ["Qty.", "Qty", "Quantity"],
  unit: ["Unit", "Unit", "UOM"],
  price: ["Price", "Rate", "Price (₹)"],
  disc: ["Disc.%", "Dis%", "Disc %"],
  gst: ["GST%", "Tax%", "GST %"],
  amount: ["Amount(₹)", "Amount", "Taxable Amt."],
};

function summary(doc: GstDoc): string {
  const inter = doc.bill.interState;
  const byRate = new Map<number, { taxable: number; a: number; b: number }>();
  for (const h of doc.bill.hsn) {
    const row = byRate.get(h.gstRate) ?? { taxable: 0, a: 0, b: 0 };
    row.taxable += h.taxable;
    row.a += inter ? h.igst : h.cgst;
    row.b += inter ? 0 : h.sgst;
    byRate.set(h.gstRate, row);
  }
  const head = inter
    ? "<tr><th>Tax Rate</th><th>Taxable Amt.</th><th>IGST Amt.</th><th>Total Tax</th></tr>"
    : "<tr><th>Tax Rate</th><th>Taxable Amt.</th><th>CGST Amt.</th><th>SGST Amt.</th><th>Total Tax</th></tr>";
  const rows = [...byRate.entries()]
    .map(
      ([rate, v]) =>
        `<tr><td>${plainNumber(rate)}%</td><td class="r">${doc.money(v.taxable)}</td><td class="r">${doc.money(v.a)}</td>${inter ? "" : `<td class="r">${doc.money(v.b)}</td>`}<td class="r">${doc.money(v.a + v.b)}</td></tr>`,
    )
    .join("");
  return `<table class="grid sum">${head}${rows}</table>`;
}

function build(rng: Rng) {
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: rng.chance(0.25) ? [16, 30] : [2, 12],
    discount: 0.45,
    numberStyle: rng.pick(["indian", "plain", "indian"]),
    dateStyles: ["dd-mm-yyyy", "dd/mm/yyyy", "dd-Mon-yyyy", "dd.mm.yyyy"],
    wordsStyles: ["rupees-paise-only", "rupees-only-caps"],
    numbering: ["{n}", "GST-{n}", "{fy}/{n}", "BR/{n4}", "A-{n3}"],
    roundToRupee: true,
  });
  const l = pickLabels(rng, LABELS) as L;
  const order = rng.pick([
    ["sn", "desc", "hsn", "qty", "unit", "price", "disc", "amount"],
    ["sn", "desc", "hsn", "gst", "qty", "unit", "price", "disc", "amount"],
    ["sn", "hsn", "desc", "qty", "unit", "price", "gst", "disc", "amount"],
  ]);
  const heads = order.map((k) => rng.pick(HEADS[k]!));
  const b = doc.bill;
  const party = (title: string, p: typeof doc.buyer, pos: boolean) =>
    `<td style="width:50%"><div class="small">${esc(title)}</div><b>${esc(p.name)}</b><br>${lines([
      ...p.addressLines.map(esc),
      p.gstin ? `${esc(l.gstin)} : ${p.gstin}` : `${esc(l.gstin)} : Unregistered`,
      pos ? `${esc(l.pos)} : ${esc(doc.placeOfSupply.name)}` : undefined,
    ])}</td>`;
  const head = `<div class="center small">${rng.chance(0.5) ? "Subject to " + esc(doc.seller.city) + " Jurisdiction" : "&nbsp;"}</div>
<div class="center firm">${esc(doc.seller.name)}</div><div class="center">${esc(doc.seller.addressLines.join(", "))}</div>
<div class="center">${doc.seller.phone ? `Phone : ${esc(doc.seller.phone.printed)} &nbsp; ` : ""}${esc(l.gstin)} : ${doc.seller.gstin}</div>
<div class="center title">${esc(l.title)}</div>
<table class="grid"><tr><td>${esc(l.number)} : <b>${esc(doc.number)}</b><br>${esc(l.date)} : <b>${esc(doc.day(doc.date))}</b><br>${esc(l.rc)} : N</td>
<td>${esc(l.transport)} : ${doc.vehicle ? "SELF" : ""}<br>${esc(l.vehicle)} : ${doc.vehicle ?? ""}<br>${doc.gr ? `${esc(l.gr)} : ${doc.gr.number} Dt. ${esc(doc.day(doc.gr.date))}` : "Station : " + esc(doc.buyer.city)}</td></tr>
<tr>${party(l.billed, doc.buyer, true)}${party(l.shipped, doc.shipTo ?? doc.buyer, false)}</tr></table>`;
  const pages = paginateWithFooter(b.lines, { first: 30, firstLast: 14, next: 50, nextLast: 28 });
  let start = 0;
  const at = (r: number | undefined) => (r === undefined ? "" : ` @ ${plainNumber(r)}%`);
  const rate = b.uniformRate;
  const half = rate === undefined ? undefined : rate / 2;
  const addRows: [string, number][] = b.interState
    ? [[`Add : IGST${at(rate)}`, b.igst]]
    : [
        [`Add : CGST${at(half)}`, b.cgst],
        [`Add : SGST${at(half)}`, b.sgst],
      ];
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const table = `<table class="grid items"><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join("")}</tr>${itemRows(doc, rows, start, order)}</table>`;
      const foot = last
        ? `<table class="grid"><tr><td style="width:60%">${summary(doc)}<div style="margin-top:3px">${esc(doc.words)}</div></td><td><table class="tot">
<tr><td>Total</td><td class="r">${doc.money(b.taxable)}</td></tr>${addRows.map(([k, v]) => `<tr><td>${k}</td><td class="r">${doc.money(v)}</td></tr>`).join("")}
${b.roundOff ? `<tr><td>${b.roundOff < 0 ? "Less" : "Add"} : Rounded Off (${b.roundOff < 0 ? "-" : "+"})</td><td class="r">${doc.money(Math.abs(b.roundOff))}</td></tr>` : ""}
<tr><td><b>${esc(l.grandTotal)}</b></td><td class="r"><b>${doc.money(b.grandTotal)}</b></td></tr></table></td></tr>
<tr><td><b>${esc(l.bank)}</b> ${esc(doc.bank.bank.name)}, ${esc(l.account)} ${doc.bank.account}, ${esc(l.ifsc)} ${doc.bank.ifsc}<br><u>Terms &amp; Conditions</u><br>1. Goods once sold will not be taken back.<br>2. Interest @ 18% p.a. will be charged if not paid within due date.</td>
<td style="text-align:right">Receiver's Signature :<br><br>for ${esc(doc.seller.name)}<br><br><br>Authorised Signatory</td></tr></table>`
        : `<div class="r small">Continued...</div>`;
      start += rows.length;
      return `<section class="page"><div class="sheet">${i === 0 ? head : `<div class="small">${esc(l.number)} ${esc(doc.number)} (${i + 1})</div>`}${table}${foot}</div></section>`;
    })
    .join("");
  const css = `.sheet{padding:8mm;font-family:"${rng.pick(CONDENSED)}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#000}
.center{text-align:center}.firm{font-size:15pt;font-weight:bold}.title{font-weight:bold;font-size:11pt;margin:2px 0;text-decoration:underline}
table.grid{width:100%;border-collapse:collapse;margin-top:-1px}table.grid td,table.grid th{border:0.7px solid #000;padding:1.5px 3px;vertical-align:top}
table.items td{border-top:none;border-bottom:none}table.items{border-bottom:0.7px solid #000}.r{text-align:right;white-space:nowrap}.c{text-align:center}
.small{font-size:0.85em}table.tot{width:100%}table.tot td{border:none;padding:1px}table.sum{font-size:0.9em}`;
  const truth = gstTruth(doc, {
    gr: true,
    placeOfSupply: true,
    sellerPhone: true,
    reverseCharge: true,
    subTotal: true,
    totalTax: false,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inBusy: Family = {
  name: "in-busy",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "heldout",
  variants: ["pdf", "scan", "photo"],
  build,
};
