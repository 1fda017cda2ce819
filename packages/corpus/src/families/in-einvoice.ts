// The e-invoice as the Invoice Registration Portal prints it: numbered sections (e-Invoice Details
// with IRN, Ack No and Ack Date; Transaction Details; Party Details; Details of Goods / Services),
// field names taken from the e-invoice schema (Supply Type Code, Document No, Document Date, Unit Price,
// Taxable Amount, Tot Inv. Amt), and the value totals printed as a grid of names over figures.
import type { Rng } from "../random.ts";
import { GOODS, SERVICES } from "../data/goods.ts";
import { esc, lines, paginateWithFooter, pickLabels, type LabelSets } from "../render/html.ts";
import { gstDoc, gstTruth, type GstDoc, type Shown } from "../model/india-doc.ts";
import { formatMinor, plainNumber } from "../format/numbers.ts";
import { formatDate } from "../format/dates.ts";
import type { IndianParty } from "../model/parties.ts";
import type { GstLine } from "../model/gst.ts";
import type { Built, Family } from "./family.ts";

type Label =
  | "title"
  | "irn"
  | "ackNo"
  | "ackDate"
  | "supplyType"
  | "docNo"
  | "docType"
  | "docDate"
  | "pos"
  | "rc"
  | "igstIntra"
  | "supplier"
  | "recipient"
  | "shipTo"
  | "gstin";

const LABELS: LabelSets<Label> = {
  title: ["e-Invoice", "E-Invoice", "Tax Invoice (e-Invoice)"],
  irn: ["IRN", "IRN", "IRN No."],
  ackNo: ["Ack No.", "Ack. No", "Acknowledgement No."],
  ackDate: ["Ack Date", "Ack. Date", "Acknowledgement Date"],
  supplyType: ["Supply Type Code", "Supply Type", "Category"],
  docNo: ["Document No", "Document No.", "Doc No.", "Invoice No."],
  docType: ["Document Type", "Doc Type"],
  docDate: ["Document Date", "Doc Date", "Document Dt.", "Invoice Date"],
  pos: ["Place of Supply", "POS"],
  rc: ["Reverse Charge", "Reverse Charge", "RCM Applicable"],
  igstIntra: ["IGST applicable despite Supplier and Recipient located in same State", "IGST on Intra"],
  supplier: ["Supplier", "Supplier Details", "Seller Details"],
  recipient: ["Recipient", "Recipient Details", "Buyer Details"],
  shipTo: ["Ship To", "Shipping Details", "Ship-To Details"],
  gstin: ["GSTIN", "GSTIN"],
};

/** Item columns, by the schema's item fields; `total` is the line's value after tax. */
type Col = "sl" | "desc" | "hsn" | "qty" | "unit" | "price" | "disc" | "taxable" | "rate" | "other" | "total";
const HEADS: Record<Col, readonly string[]> = {
  sl: ["SlNo", "Sl. No", "S.No"],
  desc: ["Item Description", "Product Description", "Description"],
  hsn: ["HSN Code", "HSN", "HSN Cd"],
  qty: ["Quantity", "Qty"],
  unit: ["Unit", "UQC"],
  price: ["Unit Price (Rs)", "Unit Price", "Rate"],
  disc: ["Discount (Rs)", "Discount", "Disc."],
  taxable: ["Taxable Amount (Rs)", "Taxable Amt", "Assessable Value"],
  rate: ["Tax Rate (GST+Cess | State Cess+Cess Non.Advol)", "GST Rate (%)", "Tax Rate"],
  other: ["Other Charges (Rs)", "Other Charges"],
  total: ["Total", "Total Item Value", "Item Total"],
};
const ORDERS: Col[][] = [
  ["sl", "desc", "hsn", "qty", "unit", "price", "disc", "taxable", "rate", "other", "total"],
  ["sl", "desc", "hsn", "qty", "unit", "price", "taxable", "rate", "total"],
  ["sl", "desc", "hsn", "qty", "price", "disc", "taxable", "rate", "total"],
];

type Tot = "taxable" | "cgst" | "sgst" | "igst" | "cess" | "stateCess" | "disc" | "other" | "round" | "total";
const TOTAL_HEADS: Record<Tot, readonly string[]> = {
  taxable: ["Tax'ble Amt", "Taxable Amt", "Total Taxable Value", "Assessable Value"],
  cgst: ["CGST Amt", "CGST", "CGST Amount"],
  sgst: ["SGST Amt", "SGST", "SGST Amount"],
  igst: ["IGST Amt", "IGST", "IGST Amount"],
  cess: ["CESS Amt", "Cess"],
  stateCess: ["State CESS Amt", "State Cess"],
  disc: ["Discount", "Disc."],
  other: ["Other Charges", "Oth. Chrgs"],
  round: ["Round off Amt", "Round Off", "Rounding Amt"],
  total: ["Tot Inv. Amt", "Total Inv. Value", "Total Invoice Value", "Tot. Inv. Val"],
};

function hex(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => "0123456789abcdef"[rng.int(0, 15)]).join("");
}

/** The rate cell: the schema's long head prints GST+cess and the state cesses, "18+0 | 0+0". */
function rateText(head: string, rate: number): string {
  return head.includes("|") ? `${plainNumber(rate)}+0 | 0+0` : plainNumber(rate);
}

function itemCell(col: Col, r: GstLine, i: number, money: (m: number) => string, rateHead: string): string {
  switch (col) {
    case "sl":
      return `<td>${i + 1}</td>`;
    case "desc":
      return `<td>${esc(r.description)}</td>`;
    case "hsn":
      return `<td>${r.hsn}</td>`;
    case "qty":
      return `<td class="r">${plainNumber(r.qty)}</td>`;
    case "unit":
      return `<td>${esc(r.unit)}</td>`;
    case "price":
      return `<td class="r">${money(r.rate)}</td>`;
    case "disc":
      return `<td class="r">${money(r.discount)}</td>`;
    case "taxable":
      return `<td class="r">${money(r.taxable)}</td>`;
    case "rate":
      return `<td class="c">${rateText(rateHead, r.gstRate)}</td>`;
    case "other":
      return `<td class="r">${money(0)}</td>`;
    case "total":
      return `<td class="r">${money(r.total)}</td>`;
  }
}

function party(heading: string, p: IndianParty, l: Record<Label, string>, pos?: string): string {
  return `<div class="party"><div class="h">${esc(heading)} :</div>${lines([
    p.gstin ? `${esc(l.gstin)} : ${p.gstin}` : `${esc(l.gstin)} : URP`,
    `<b>${esc(p.name)}</b>`,
    ...p.addressLines.map(esc),
    pos && `${esc(l.pos)} : ${esc(pos)}`,
  ])}</div>`;
}

/** Pairs three to a row, as the IRP prints them; a long question ("IGST applicable despite …") takes a row of its own. */
function kvGrid(pairs: [string, string][], cols: number): string {
  const cell = ([k, v]: [string, string], span = 1) =>
    `<td${span > 1 ? ` colspan="${span}"` : ""}>${esc(k)} : <b class="v">${esc(v)}</b></td>`;
  const long = pairs.filter(([k]) => k.length > 30);
  const short = pairs.filter(([k]) => k.length <= 30);
  const rows: string[] = [];
  for (let i = 0; i < short.length; i += cols)
    rows.push(
      `<tr>${short
        .slice(i, i + cols)
        .map((p) => cell(p))
        .join("")}</tr>`,
    );
  for (const p of long) rows.push(`<tr>${cell(p, cols)}</tr>`);
  return `<table class="kv">${rows.join("")}</table>`;
}

function totalsGrid(doc: GstDoc, rng: Rng, money: (m: number) => string): string {
  const b = doc.bill;
  const discount = b.lines.reduce((s, x) => s + x.discount, 0);
  const keys: Tot[] = ["taxable", "cgst", "sgst", "igst", "cess", "stateCess", "disc", "other", "round", "total"];
  const value: Record<Tot, number> = {
    taxable: b.taxable,
    cgst: b.cgst,
    sgst: b.sgst,
    igst: b.igst,
    cess: 0,
    stateCess: 0,
    disc: discount,
    other: 0,
    round: b.roundOff,
    total: b.grandTotal,
  };
  const heads = keys.map((k) => rng.pick(TOTAL_HEADS[k]));
  return `<table class="tot"><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join("")}</tr><tr>${keys.map((k) => `<td class="r">${money(value[k])}</td>`).join("")}</tr></table>`;
}

function buildEinvoice(rng: Rng): Built {
  const doc = gstDoc(rng, {
    articles: [...GOODS, ...SERVICES],
    count: [1, 12],
    discount: 0.2,
    numberStyle: "plain",
    dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "dd/mm/yyyy"],
    wordsStyles: ["inr-only"],
    numbering: ["{FY}/{n4}", "INV/{n5}", "GST/{fy}/{n4}", "SI{y}{n5}"],
    buyerRegistered: 1,
  });
  const l = pickLabels(rng, LABELS);
  const money = (m: number) => formatMinor(m, "plain");
  const dateStyle = rng.pick(["dd/mm/yyyy", "dd-mm-yyyy"] as const);
  const ackNo = `${rng.pick(["11", "13", "14", "15"])}${doc.date.slice(2, 4)}${rng.digits(11)}`;
  const ackDate = `${formatDate(doc.date, dateStyle)} ${String(rng.int(9, 20)).padStart(2, "0")}:${rng.digits(2).replace(/^[6-9]/, "5")}:00`;
  const showRc = rng.chance(0.7);
  const tran: [string, string][] = [
    [l.supplyType, "B2B"],
    [l.docNo, doc.number],
    [l.igstIntra, "No"],
    [l.pos, doc.placeOfSupply.name.toUpperCase()],
    [l.docType, "Tax Invoice"],
    [l.docDate, doc.day(doc.date)],
    ...(showRc ? [[l.rc, "No"] as [string, string]] : []),
  ];
  const sideBySide = rng.chance(0.6);
  const parties = `<div class="${sideBySide ? "two" : "one"}">${party(l.supplier, doc.seller, l)}${party(l.recipient, doc.buyer, l)}</div>${
    doc.shipTo ? `<div class="two">${party(l.shipTo, doc.shipTo, l)}<div></div></div>` : ""
  }`;
  const order = rng.pick(ORDERS);
  const heads = order.map((c) => rng.pick(HEADS[c]));
  const rateHead = heads[order.indexOf("rate")] ?? "";
  const pages = paginateWithFooter(doc.bill.lines, { first: 9, firstLast: 6, next: 30, nextLast: 24 });
  let start = 0;
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const table = `<table class="items"><tr>${heads.map((h) => `<th>${esc(h)}</th>`).join("")}</tr>${rows
        .map((r, k) => `<tr>${order.map((c) => itemCell(c, r, start + k, money, rateHead)).join("")}</tr>`)
        .join("")}</table>`;
      start += rows.length;
      const top =
        i === 0
          ? `<div class="title">${esc(l.title)}</div><div class="qr"></div>
<div class="sec qrside">1. e-Invoice Details</div><div class="qrside">${kvGrid(
              [
                [l.irn, hex(rng, 64)],
                [l.ackNo, ackNo],
                [l.ackDate, ackDate],
              ],
              rng.pick([1, 3]),
            )}</div>
<div class="sec">2. Transaction Details</div>${kvGrid(tran, 3)}
<div class="sec">3. Party Details</div>${parties}<div class="sec">4. Details of Goods / Services</div>`
          : `<div class="muted">${esc(l.docNo)} : ${esc(doc.number)} (contd.)</div>`;
      const foot = last ? totalsGrid(doc, rng, money) : "";
      const gen = last
        ? `<div class="muted gen">Generated By : ${doc.seller.gstin} &nbsp; Print Date : ${formatDate(doc.date, dateStyle)}</div>`
        : "";
      return `<section class="page"><div class="sheet">${top}${table}${foot}${gen}</div></section>`;
    })
    .join("");
  const css = `.sheet{padding:10mm 10mm;font-family:"${rng.pick(["Roboto", "Open Sans", "DejaVu Sans", "Lato"])}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111;position:relative}
.title{text-align:center;font-size:14pt;font-weight:bold;margin-bottom:3mm}.qr{position:absolute;top:10mm;right:12mm;width:24mm;height:24mm;background:repeating-linear-gradient(45deg,#000 0 2px,#fff 2px 4px),#fff;border:2px solid #000}
.sec{font-weight:bold;background:#e8e8e8;padding:1mm 2mm;margin-top:3mm;border:0.5px solid #999}table.kv{width:100%;border-collapse:collapse;table-layout:fixed}table.kv td{padding:1mm 2mm;vertical-align:top}.v{white-space:nowrap}
.qrside{margin-right:30mm}.two{display:flex;gap:6mm}.two>div{flex:1}.one>div{margin-bottom:2mm}.party{padding:1mm 2mm}.party .h{font-weight:bold}
table.items,table.tot{width:100%;border-collapse:collapse;margin-top:2mm}table.items th,table.tot th{border:0.5px solid #555;padding:1mm;background:#f2f2f2;font-size:0.9em;text-align:left}
table.items td,table.tot td{border:0.5px solid #555;padding:1mm;vertical-align:top}.r{text-align:right}.c{text-align:center}.muted{color:#555}.gen{margin-top:4mm}`;
  const show: Shown = {
    placeOfSupply: true,
    reverseCharge: showRc,
    subTotal: true,
    totalTax: false,
    words: false,
    bank: false,
    taxRates: false,
  };
  return {
    truth: { type: "invoice", invoice: gstTruth(doc, show) },
    body,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const inEinvoice: Family = {
  name: "in-einvoice",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build: buildEinvoice,
};
