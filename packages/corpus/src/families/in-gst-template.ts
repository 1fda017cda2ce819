// The GST invoice template businesses fill in a spreadsheet or word processor, laid out after CGST
// rule 46's list of particulars: a boxed form with "Details of Receiver (Billed to)" and "Details of
// Consignee (Shipped to)" holding "Name:", "Address:", "GSTIN:" and "State: … Code: …" lines, taxes as
// columns of the item table (CGST / SGST / IGST, each with a Rate and an Amount under it), and a
// totals box ("Total Amount before Tax", "Add: CGST", "Total Tax Amount", "Total Amount after Tax",
// "Amount of Tax Subject to Reverse Charge").
import type { Rng } from "../random.ts";
import { GOODS, SERVICES } from "../data/goods.ts";
import { SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, paginateWithFooter, pickLabels, type LabelSets } from "../render/html.ts";
import { gstDoc, gstTruth, type GstDoc, type Shown } from "../model/india-doc.ts";
import { plainNumber } from "../format/numbers.ts";
import type { IndianParty } from "../model/parties.ts";
import type { GstLine } from "../model/gst.ts";
import type { Built, Family } from "./family.ts";

type Label =
  | "title"
  | "number"
  | "date"
  | "rc"
  | "state"
  | "pos"
  | "billed"
  | "shipped"
  | "name"
  | "address"
  | "gstin"
  | "before"
  | "add"
  | "totalTax"
  | "after"
  | "rcTax"
  | "words"
  | "bank"
  | "account"
  | "ifsc"
  | "transport"
  | "vehicle";

const LABELS: LabelSets<Label> = {
  title: ["TAX INVOICE", "Tax Invoice", "GST INVOICE"],
  number: ["Invoice No.", "Serial No. of Invoice", "Invoice Serial No.", "Inv. No."],
  date: ["Invoice Date", "Date of Invoice", "Date of Issue", "Inv. Dt."],
  rc: ["Reverse Charge", "Reverse Charge (Y/N)", "Whether tax is payable on reverse charge"],
  state: ["State", "State Name"],
  pos: ["Place of Supply", "Place of Supply (State)"],
  billed: ["Details of Receiver (Billed to)", "Billed to", "Details of Receiver (Billed to)"],
  shipped: ["Details of Consignee (Shipped to)", "Shipped to", "Details of Consignee (Shipped to)"],
  name: ["Name", "Name", "M/s"],
  address: ["Address", "Address"],
  gstin: ["GSTIN", "GSTIN/UIN", "GSTIN / Unique ID"],
  before: ["Total Amount before Tax", "Total Taxable Value", "Taxable Amount"],
  add: ["Add:", "Add :", ""],
  totalTax: ["Total Tax Amount", "Total GST", "Tax Amount : GST"],
  after: ["Total Amount after Tax", "Total Invoice Value", "Grand Total", "Total Invoice Value (in figure)"],
  rcTax: ["Amount of Tax Subject to Reverse Charge", "Tax payable on Reverse Charge"],
  words: ["Total Invoice Amount in Words", "Total Invoice Value (in words)", "Rupees in words"],
  bank: ["Bank Details", "Our Bank Details"],
  account: ["Bank A/C", "Bank A/c No.", "A/c No."],
  ifsc: ["Bank IFSC", "IFSC", "IFS Code"],
  transport: ["Transportation Mode", "Transport Mode"],
  vehicle: ["Vehicle Number", "Vehicle No."],
};

type L = Record<Label, string>;

function partyBox(heading: string, p: IndianParty, l: L): string {
  return `<td class="pty"><div class="h">${esc(heading)}</div>${lines([
    `${esc(l.name)}: <b>${esc(p.name)}</b>`,
    `${esc(l.address)}: ${esc(p.addressLines.join(", "))}`,
    `${esc(l.gstin)}: ${p.gstin ?? ""}`,
    `${esc(l.state)}: ${esc(p.state.name)} &nbsp; Code: ${p.state.code}`,
  ])}</td>`;
}

/** Heads in two rows: the taxes span a Rate and an Amount column each. */
function itemHead(doc: GstDoc, heads: Record<string, string>): string {
  const taxes = doc.bill.interState ? ["IGST"] : ["CGST", heads.sgst!];
  const single = [
    "S.No",
    heads.desc!,
    heads.hsn!,
    heads.uom!,
    "Qty",
    heads.rate!,
    "Amount",
    heads.disc!,
    heads.taxable!,
  ];
  return `<tr>${single.map((h) => `<th rowspan="2">${esc(h)}</th>`).join("")}${taxes.map((t) => `<th colspan="2">${esc(t)}</th>`).join("")}<th rowspan="2">Total</th></tr><tr>${taxes.map(() => `<th>Rate</th><th>Amount</th>`).join("")}</tr>`;
}

function itemRow(doc: GstDoc, r: GstLine, i: number): string {
  const m = doc.money;
  const taxes = doc.bill.interState
    ? [[r.gstRate, r.igst]]
    : [
        [r.gstRate / 2, r.cgst],
        [r.gstRate / 2, r.sgst],
      ];
  const cells = [
    `${i + 1}`,
    esc(r.description),
    r.hsn,
    esc(r.unit),
    plainNumber(r.qty),
    m(r.rate),
    m(r.gross),
    m(r.discount),
    m(r.taxable),
  ];
  return `<tr>${cells.map((c, k) => `<td class="${k >= 4 ? "r" : ""}">${c}</td>`).join("")}${taxes
    .map(([rate, amt]) => `<td class="r">${plainNumber(rate!)}%</td><td class="r">${m(amt!)}</td>`)
    .join("")}<td class="r">${m(r.total)}</td></tr>`;
}

function totalRow(doc: GstDoc): string {
  const b = doc.bill;
  const m = doc.money;
  const gross = b.lines.reduce((s, x) => s + x.gross, 0);
  const disc = b.lines.reduce((s, x) => s + x.discount, 0);
  const taxes = b.interState ? [b.igst] : [b.cgst, b.sgst];
  const total = b.lines.reduce((s, x) => s + x.total, 0);
  return `<tr class="tot"><td colspan="4"><b>Total</b></td><td class="r">${plainNumber(b.lines.reduce((s, x) => s + x.qty, 0))}</td><td></td><td class="r">${m(gross)}</td><td class="r">${m(disc)}</td><td class="r">${m(b.taxable)}</td>${taxes
    .map((t) => `<td></td><td class="r">${m(t)}</td>`)
    .join("")}<td class="r">${m(total)}</td></tr>`;
}

function totalsBox(doc: GstDoc, l: L): string {
  const b = doc.bill;
  const m = doc.money;
  const heads = b.interState
    ? [["IGST", b.igst]]
    : [
        ["CGST", b.cgst],
        ["SGST", b.sgst],
      ];
  const rows: [string, string][] = [
    [l.before, m(b.taxable)],
    ...heads.map(([h, v]) => [`${l.add} ${h}`.trim(), m(v as number)] as [string, string]),
    [l.totalTax, m(b.totalTax)],
    ...(b.roundOff ? [["Round Off", m(b.roundOff)] as [string, string]] : []),
    [l.after, m(b.grandTotal)],
    [l.rcTax, "0.00"],
  ];
  return `<table class="box">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>`;
}

function build(rng: Rng): Built {
  const doc = gstDoc(rng, {
    articles: [...GOODS, ...SERVICES],
    count: [1, 10],
    discount: 0.35,
    dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy", "dd-Mon-yyyy"],
    wordsStyles: ["rupees-paise-only", "rupees-only-caps", "inr-only"],
    numbering: ["{n3}/{fy}", "{n}", "GST-{n4}", "{FY}/{n3}"],
    buyerRegistered: 0.85,
  });
  const l = pickLabels(rng, LABELS);
  const heads = {
    desc: rng.pick(["Product Description", "Description of Goods/Services", "Name of Product / Service"]),
    hsn: rng.pick(["HSN code", "HSN/SAC", "HSN / SAC Code"]),
    uom: rng.pick(["UOM", "Unit", "Units (UQC)"]),
    rate: rng.pick(["Rate", "Rate per unit", "Unit Rate"]),
    disc: rng.pick(["Discount", "Disc.", "Less: Discount"]),
    taxable: rng.pick(["Taxable Value", "Taxable Amt", "Taxable Value (Rs.)"]),
    sgst: rng.pick(["SGST", "SGST/UTGST"]),
  };
  const ship = doc.shipTo ?? doc.buyer;
  const meta = `<table class="grid"><tr><td>${lines([
    `${esc(l.rc)}: No`,
    `${esc(l.number)}: <b>${esc(doc.number)}</b>`,
    `${esc(l.date)}: <b>${esc(doc.day(doc.date))}</b>`,
    `${esc(l.state)}: ${esc(doc.seller.state.name)} &nbsp; Code: ${doc.seller.state.code}`,
  ])}</td><td>${lines([
    `${esc(l.transport)}: ${rng.pick(["Road", "By Hand", "Courier"])}`,
    `${esc(l.vehicle)}: ${doc.vehicle ?? ""}`,
    `Date of Supply: ${esc(doc.day(doc.date))}`,
    `${esc(l.pos)}: ${esc(doc.placeOfSupply.name)}`,
  ])}</td></tr><tr>${partyBox(l.billed, doc.buyer, l)}${partyBox(l.shipped, ship, l)}</tr></table>`;
  const top = `<div class="seller"><div class="firm">${esc(doc.seller.name)}</div>${lines([
    esc(doc.seller.addressLines.join(", ")),
    doc.seller.phone && `Tel: ${esc(doc.seller.phone.printed)}`,
    `GSTIN: ${doc.seller.gstin}`,
  ])}</div><div class="title">${esc(l.title)}</div>`;
  const pages = paginateWithFooter(doc.bill.lines, { first: 12, firstLast: 7, next: 30, nextLast: 22 });
  let start = 0;
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const table = `<table class="items">${itemHead(doc, heads)}${rows.map((r, k) => itemRow(doc, r, start + k)).join("")}${last ? totalRow(doc) : ""}</table>`;
      start += rows.length;
      const bank = lines([
        `<b>${esc(l.bank)}</b>`,
        `Bank: ${esc(doc.bank.bank.name)}`,
        `${esc(l.account)}: ${doc.bank.account}`,
        `${esc(l.ifsc)}: ${doc.bank.ifsc}`,
      ]);
      const foot = last
        ? `<table class="grid"><tr><td style="width:58%"><div class="h">${esc(l.words)}</div><b>${esc(doc.words)}</b><br><br>${bank}</td><td>${totalsBox(doc, l)}</td></tr>
<tr><td><u>Terms &amp; Conditions</u><br>Certified that the particulars given above are true and correct.</td><td class="sign">For ${esc(doc.seller.name)}<br><br><br>Authorised Signatory</td></tr></table>`
        : "";
      const head =
        i === 0 ? `${top}${meta}` : `<div class="small">${esc(l.number)}: ${esc(doc.number)} (continued)</div>`;
      return `<section class="page"><div class="sheet">${head}${table}${foot}</div></section>`;
    })
    .join("");
  const css = `.sheet{padding:9mm 9mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:${rng.pick([7.5, 8, 8.5])}pt;color:#000}
.seller{text-align:center}.firm{font-size:15pt;font-weight:bold}.title{text-align:center;font-weight:bold;font-size:12pt;border:1px solid #000;border-bottom:none;padding:1mm;margin-top:2mm}
table.grid,table.items{width:100%;border-collapse:collapse}table.grid td{border:1px solid #000;padding:1.5mm;vertical-align:top}.pty .h,.h{font-weight:bold;text-decoration:underline}
table.items th{border:1px solid #000;padding:1mm;font-size:0.9em;background:#eee}table.items td{border:1px solid #000;padding:1mm;vertical-align:top}.r{text-align:right;white-space:nowrap}
tr.tot td{font-weight:bold}table.box{width:100%;border-collapse:collapse}table.box td{padding:0.8mm 1mm;border-bottom:0.5px solid #999}.sign{text-align:right}.small{font-size:0.85em}`;
  const show: Shown = {
    placeOfSupply: true,
    reverseCharge: true,
    sellerPhone: true,
    subTotal: true,
    totalTax: true,
  };
  return {
    truth: { type: "invoice", invoice: gstTruth(doc, show) },
    body,
    css,
    page: { widthMm: 297, heightMm: 210 },
  };
}

export const inGstTemplate: Family = {
  name: "in-gst-template",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
