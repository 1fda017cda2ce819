// TallyPrime's GST tax invoice: a boxed grid with the seller, consignee and buyer on the left and the
// voucher particulars in cells on the right, tax ledgers and round-off inside the item table, an
// HSN/SAC-wise tax analysis below it, "Amount Chargeable (in words)", "E. & O.E", company bank details.
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { SANS } from "../render/fonts.ts";
import { esc, lines, paginateWithFooter, pickLabels } from "../render/html.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import { plainNumber } from "../format/numbers.ts";
import type { GstLine } from "../model/gst.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Family } from "./family.ts";

const LABELS = {
  invoiceNo: ["Invoice No.", "Invoice No", "Voucher No.", "Inv. No."],
  dated: ["Dated", "Date", "Dt."],
  buyerOrder: ["Buyer's Order No.", "Buyer's Order No", "Order No."],
  dispatchDoc: ["Dispatch Doc No.", "Dispatch Document No."],
  lr: ["Bill of Lading/LR-RR No.", "LR/RR No.", "L.R. No."],
  gstin: ["GSTIN/UIN", "GSTIN/UIN:", "GSTIN", "GST No."],
  consignee: ["Consignee (Ship to)", "Consignee"],
  buyer: ["Buyer (Bill to)", "Buyer (if other than consignee)", "Buyer"],
  desc: ["Description of Goods", "Particulars", "Description of Goods and Services"],
  words: ["Amount Chargeable (in words)", "Amount Chargeable (in words):"],
  bankHead: ["Company's Bank Details", "Company's Bank Details:", "Bank Details"],
  bankName: ["Bank Name", "Bank"],
  account: ["A/c No.", "A/c No", "Account No."],
  branchIfsc: ["Branch & IFS Code", "Branch & IFSC", "Branch & IFS Cd"],
} as const;

type L = Record<keyof typeof LABELS, string>;

function partyBlock(heading: string | undefined, p: IndianParty, l: L, pos: boolean, doc: GstDoc): string {
  return `<td class="party" rowspan="3">${heading ? `<div class="small">${esc(heading)}</div>` : ""}<b>${esc(p.name)}</b><br>${lines(
    [
      ...p.addressLines.map(esc),
      p.gstin && `${esc(l.gstin)} : ${p.gstin}`,
      `State Name : ${esc(p.state.name)}, Code : ${p.state.code}`,
      pos ? `Place of Supply : ${esc(doc.placeOfSupply.name)}` : undefined,
      !heading && p.phone ? `Contact : ${esc(p.phone.printed)}` : undefined,
      !heading && p.email ? `E-Mail : ${esc(p.email)}` : undefined,
    ],
  )}</td>`;
}

const cell = (label: string, value = "") =>
  `<td class="cell"><div class="small">${esc(label)}</div><b>${value ? esc(value) : "&nbsp;"}</b></td>`;

function header(doc: GstDoc, l: L): string {
  const ship = doc.shipTo ?? doc.buyer;
  return `<table class="grid">
<tr>${partyBlock(undefined, doc.seller, l, false, doc)}${cell(l.invoiceNo, doc.number)}${cell(l.dated, doc.day(doc.date))}</tr>
<tr>${cell("Delivery Note")}${cell("Mode/Terms of Payment", doc.dueDate ? `${Math.round((Date.parse(doc.dueDate) - Date.parse(doc.date)) / 864e5)} Days` : "")}</tr>
<tr>${cell("Reference No. & Date.")}${cell("Other References")}</tr>
<tr>${partyBlock(l.consignee, ship, l, false, doc)}${cell(l.buyerOrder, doc.po?.number)}${cell(l.dated, doc.po ? doc.day(doc.po.date) : "")}</tr>
<tr>${cell(doc.gr ? l.lr : l.dispatchDoc, doc.gr?.number)}${cell(doc.gr ? l.dated : "Delivery Note Date", doc.gr ? doc.day(doc.gr.date) : "")}</tr>
<tr>${cell("Dispatched through", doc.vehicle ? "By Road" : "")}${cell("Destination", doc.buyer.city)}</tr>
<tr>${partyBlock(l.buyer, doc.buyer, l, true, doc).replace('rowspan="3"', "")}<td class="cell" colspan="2"><div class="small">Terms of Delivery</div>${doc.vehicle ? `Vehicle No. ${doc.vehicle}` : "&nbsp;"}</td></tr>
</table>`;
}

function itemRows(doc: GstDoc, rows: GstLine[], start: number, discount: boolean): string {
  return rows
    .map(
      (r, i) => `<tr><td class="c">${start + i + 1}</td><td><b>${esc(r.description)}</b></td><td class="c">${r.hsn}</td>
<td class="r"><b>${plainNumber(r.qty)} ${esc(r.unit)}</b></td><td class="r">${doc.money(r.rate)}</td><td>${esc(r.unit.toLowerCase())}</td>
${discount ? `<td class="r">${r.discountPct ? `${plainNumber(r.discountPct)} %` : ""}</td>` : ""}<td class="r"><b>${doc.money(r.taxable)}</b></td></tr>`,
    )
    .join("");
}

function ledgerRows(doc: GstDoc, discount: boolean): string {
  const span = discount ? 6 : 5;
  const heads = taxHeads(doc).map(
    (t) =>
      `<tr><td></td><td class="r" colspan="${span - 1}"><b><i>Output ${t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}</i></b></td><td class="r"><b>${doc.money(t.amount)}</b></td></tr>`,
  );
  const round = doc.bill.roundOff
    ? `<tr><td></td><td class="r" colspan="${span - 1}"><i>Round Off</i></td><td class="r">${doc.bill.roundOff < 0 ? "(-)" : ""}${doc.money(Math.abs(doc.bill.roundOff))}</td></tr>`
    : "";
  return heads.join("") + round;
}

function hsnTable(doc: GstDoc): string {
  const inter = doc.bill.interState;
  const rows = doc.bill.hsn
    .map((h) =>
      inter
        ? `<tr><td>${h.hsn}</td><td class="r">${doc.money(h.taxable)}</td><td class="r">${plainNumber(h.gstRate)}%</td><td class="r">${doc.money(h.igst)}</td><td class="r">${doc.money(h.igst)}</td></tr>`
        : `<tr><td>${h.hsn}</td><td class="r">${doc.money(h.taxable)}</td><td class="r">${plainNumber(h.gstRate / 2)}%</td><td class="r">${doc.money(h.cgst)}</td><td class="r">${plainNumber(h.gstRate / 2)}%</td><td class="r">${doc.money(h.sgst)}</td><td class="r">${doc.money(h.cgst + h.sgst)}</td></tr>`,
    )
    .join("");
  const b = doc.bill;
  const head = inter
    ? `<tr><th rowspan="2">HSN/SAC</th><th rowspan="2">Taxable Value</th><th colspan="2">Integrated Tax</th><th rowspan="2">Total Tax Amount</th></tr><tr><th>Rate</th><th>Amount</th></tr>`
    : `<tr><th rowspan="2">HSN/SAC</th><th rowspan="2">Taxable Value</th><th colspan="2">Central Tax</th><th colspan="2">State Tax</th><th rowspan="2">Total Tax Amount</th></tr><tr><th>Rate</th><th>Amount</th><th>Rate</th><th>Amount</th></tr>`;
  const total = inter
    ? `<tr><td class="r"><b>Total</b></td><td class="r"><b>${doc.money(b.taxable)}</b></td><td></td><td class="r"><b>${doc.money(b.igst)}</b></td><td class="r"><b>${doc.money(b.totalTax)}</b></td></tr>`
    : `<tr><td class="r"><b>Total</b></td><td class="r"><b>${doc.money(b.taxable)}</b></td><td></td><td class="r"><b>${doc.money(b.cgst)}</b></td><td></td><td class="r"><b>${doc.money(b.sgst)}</b></td><td class="r"><b>${doc.money(b.totalTax)}</b></td></tr>`;
  return `<table class="grid hsn">${head}${rows}${total}</table>`;
}

function footer(doc: GstDoc, l: L, rng: Rng): string {
  const bank = `<div class="small"><b>${esc(l.bankHead)}</b></div>${lines([
    `${esc(l.bankName)} : <b>${esc(doc.bank.bank.name)}</b>`,
    `${esc(l.account)} : <b>${doc.bank.account}</b>`,
    `${esc(l.branchIfsc)} : <b>${esc(doc.bank.branch)} &amp; ${doc.bank.ifsc}</b>`,
  ])}`;
  return `<table class="grid"><tr><td colspan="2"><div class="small">${esc(l.words)}<span style="float:right">E. &amp; O.E</span></div><b>${esc(doc.words)}</b></td></tr></table>
${hsnTable(doc)}
<table class="grid"><tr><td style="width:55%">${rng.chance(0.5) ? `Company's PAN : <b>${doc.seller.pan ?? ""}</b><br>` : ""}<u>Declaration</u><br>We certify that the particulars given above are true and correct and that the amount shown is the price actually charged.</td>
<td>${bank}<div style="text-align:right;margin-top:10px">for <b>${esc(doc.seller.name)}</b><br><br><br>Authorised Signatory</div></td></tr></table>
<div class="center small">This is a Computer Generated Invoice</div>`;
}

function build(rng: Rng) {
  const long = rng.chance(0.2);
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: long ? [14, 24] : [1, 9],
    discount: 0.25,
    dateStyles: ["d-Mon-yy", "d-Mon-yy", "dd-Mon-yyyy", "dd/mm/yyyy"],
    wordsStyles: ["inr-only", "inr-only", "indian-rupee", "rupees-paise-only"],
    numbering: ["{n}", "{n3}", "GST/{fy}/{n}", "{n}/{FY}", "INV-{n4}", "SI/{n3}/{fy}"],
    roundToRupee: rng.chance(0.8),
  });
  const l = pickLabels(rng, LABELS) as L;
  const discount = doc.bill.lines.some((x) => x.discountPct > 0);
  const pages = paginateWithFooter(doc.bill.lines, { first: 26, firstLast: 9, next: 44, nextLast: 16 });
  let start = 0;
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const top =
        i === 0
          ? header(doc, l)
          : `<div class="small">${esc(l.invoiceNo)} ${esc(doc.number)} ${esc(l.dated)} ${esc(doc.day(doc.date))} (Page ${i + 1})</div>`;
      const head = `<tr><th style="width:6%">Sl No.</th><th>${esc(l.desc)}</th><th style="width:11%">HSN/SAC</th><th style="width:12%">Quantity</th><th style="width:10%">Rate</th><th style="width:5%">per</th>${discount ? `<th style="width:7%">Disc. %</th>` : ""}<th style="width:16%">Amount</th></tr>`;
      const total = last
        ? `${ledgerRows(doc, discount)}<tr class="tot"><td></td><td class="r" colspan="${discount ? 5 : 4}"><b>Total</b></td><td class="r"><b>₹ ${doc.money(doc.bill.grandTotal)}</b></td></tr>`
        : `<tr><td></td><td class="r" colspan="${discount ? 6 : 5}"><i>continued to page number ${i + 2}</i></td></tr>`;
      const html = `<section class="page"><div class="sheet"><div class="title">Tax Invoice</div>${i === 0 && rng.chance(0.5) ? `<div class="copy">(ORIGINAL FOR RECIPIENT)</div>` : ""}
${top}<table class="grid items">${head}${itemRows(doc, rows, start, discount)}${total}</table>${last ? footer(doc, l, rng) : ""}</div></section>`;
      start += rows.length;
      return html;
    })
    .join("");
  const font = rng.pick(SANS);
  const css = `.sheet{padding:9mm 9mm;font-family:"${font}";font-size:${rng.pick([7.5, 8, 8.5])}pt;color:#000}
.title{text-align:center;font-weight:bold;font-size:12pt}.copy{text-align:right;font-size:7pt;margin-top:-14px}
table.grid{width:100%;border-collapse:collapse;margin-top:-1px}table.grid td,table.grid th{border:0.8px solid #000;padding:2px 4px;vertical-align:top}
table.items td{border-top:none;border-bottom:none}table.items tr.tot td{border-top:0.8px solid #000;border-bottom:0.8px solid #000}
table.items th{font-weight:normal}td.party{width:50%}.small{font-size:0.85em}.r{text-align:right;white-space:nowrap}.c{text-align:center}.center{text-align:center;margin-top:4px}
table.hsn{font-size:0.9em}table.hsn th{font-weight:normal}`;
  const truth = gstTruth(doc, {
    po: true,
    gr: true,
    placeOfSupply: true,
    sellerPhone: true,
    subTotal: true,
    totalTax: true,
    branch: true,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inTally: Family = {
  name: "in-tally",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
