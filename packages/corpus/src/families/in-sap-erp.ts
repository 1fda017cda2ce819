// A large manufacturer's GST tax invoice printed from an SAP S/4HANA or ECC billing document (Adobe
// form or Smartform), as Indian plants customise it (issue 15): the company's name over the plant's
// division and address with CIN, GSTIN and PAN; the particulars as SAP names them ("Billing Doc. No.",
// "Billing Date", "Cust. PO No.", "Sales Order No. & Date", "Delivery No.", "LR No. & Date",
// "Truck No.", "Transporter"); "Bill-to Party" / "Sold-to Party" beside "Ship-to Party", each with
// its customer code, GSTIN and state; items with a material code beside the HSN, "UoM", "Basic Rate"
// and "Basic Value"; totals as "Total Basic Value" / "Assessable Value", each tax, "Total Tax
// Value", "Round Off", "Net Invoice Value"; dates as SAP prints them (12.03.2024). Sources in
// docs/corpus.md, "SAP-printed invoices".
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { CONDENSED, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { addDays, type DateStyle } from "../format/dates.ts";
import { plainNumber } from "../format/numbers.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Family } from "./family.ts";

const LABELS = {
  number: ["Billing Doc. No.", "Invoice No.", "Billing Document No.", "Document No.", "Inv. No."],
  date: ["Billing Date", "Invoice Date", "Document Date", "Inv. Date", "Date"],
  po: ["Cust. PO No.", "Customer PO No.", "Buyer's Order No.", "Customer Ref. No."],
  so: ["Sales Order No. & Date", "SO No. & Date", "Sales Doc. No. & Date"],
  delivery: ["Delivery No.", "Outbound Delivery No.", "Delivery Doc. No."],
  lr: ["LR No. & Date", "L.R. No. & Date", "GR/LR No. & Date"],
  truck: ["Truck No.", "Vehicle No.", "Veh. No."],
  billTo: ["Bill-to Party", "Sold-to Party", "Billed to Party", "Bill To Party"],
  shipTo: ["Ship-to Party", "Consignee (Ship-to Party)", "Ship To Party"],
  code: ["Customer Code", "Cust. Code", "Customer No."],
  basic: ["Total Basic Value", "Assessable Value", "Total Assessable Value", "Basic Value"],
  taxTotal: ["Total Tax Value", "Total GST", "Total Tax Amount"],
  grand: ["Net Invoice Value", "Total Invoice Value", "Invoice Value (INR)", "Grand Total"],
  words: ["Amount in Words", "Invoice Value in Words", "Rupees in Words"],
  rate: ["Basic Rate", "Rate/Unit", "Unit Price"],
  value: ["Basic Value", "Assessable Value", "Taxable Value"],
} as const;
type L = Record<keyof typeof LABELS, string>;
type Pair = [string, string];

const DIVISIONS = ["Spinning Division-I", "Weaving Division-II", "Packaging Plant", "Unit-III", "Works", "Plant 1100"];
const TRANSPORTERS = ["VRL Logistics Ltd", "TCI Freight", "Gati Ltd", "Safexpress Pvt Ltd", "Om Roadlines"];

interface Style {
  /** The particulars as label-over-value boxes, else as key lines. */
  boxed: boolean;
  /** Bill-to beside ship-to, else the bill-to alone. */
  shipTo: boolean;
  materialCodes: string[];
  cin: string;
  division: string;
  customerCode: string;
}

function drawStyle(rng: Rng, doc: GstDoc): Style {
  return {
    boxed: rng.chance(0.5),
    shipTo: rng.chance(0.6),
    materialCodes: doc.bill.lines.map(() => `${rng.pick(["1", "2", "3"])}${rng.digits(rng.pick([6, 7, 8]))}`),
    cin: `${rng.pick(["U", "L"])}${rng.digits(5)}${doc.seller.state.code === "27" ? "MH" : "DL"}${rng.int(1985, 2015)}${rng.pick(["PTC", "PLC"])}${rng.digits(6)}`,
    division: rng.pick(DIVISIONS),
    customerCode: `${rng.pick(["1", "2"])}${rng.digits(rng.pick([6, 7]))}`,
  };
}

function particulars(doc: GstDoc, l: L, rng: Rng): Pair[] {
  const so = `${rng.pick(["31", "10", "20"])}${rng.digits(6)}`;
  return [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ...(doc.po ? [[l.po, doc.po.number] as Pair] : []),
    [l.so, `${so} / ${doc.day(addDays(doc.date, -rng.int(3, 20)))}`],
    [l.delivery, `8${rng.digits(7)}`],
    ...(doc.gr ? [[l.lr, `${doc.gr.number} / ${doc.day(doc.gr.date)}`] as Pair] : []),
    ...(doc.vehicle ? [[l.truck, doc.vehicle] as Pair] : []),
    ["Transporter", rng.pick(TRANSPORTERS)],
    ["Place of Supply", `${doc.placeOfSupply.code}-${doc.placeOfSupply.name}`],
    ["Tax is payable on reverse charge", "No"],
  ];
}

const keyLines = (rows: Pair[]) =>
  `<table class="kv">${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>: ${esc(v)}</td></tr>`).join("")}</table>`;

const boxes = (rows: Pair[]) => {
  const cells = rows.map(([k, v]) => `<td><div class="lab">${esc(k)}</div><b>${esc(v)}</b></td>`);
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += 3) out.push(`<tr>${cells.slice(i, i + 3).join("")}</tr>`);
  return `<table class="grid">${out.join("")}</table>`;
};

function partyCell(heading: string, p: IndianParty, code: string | undefined, l: L): string {
  return `<div class="h">${esc(heading)}</div>${lines([
    code ? `${esc(l.code)} : ${code}` : undefined,
    `<b>${esc(p.name)}</b>`,
    ...p.addressLines.map(esc),
    p.gstin ? `GSTIN : ${p.gstin}` : "GSTIN : URP",
    `State : ${esc(p.state.name)} &nbsp; State Code : ${p.state.code}`,
  ])}`;
}

function itemsTable(doc: GstDoc, st: Style, l: L): string {
  const rows = doc.bill.lines.map(
    (r, i) =>
      `<tr><td>${(i + 1) * 10}</td><td>${st.materialCodes[i]}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)}</td><td>${esc(r.unit)}</td><td class="r">${doc.money(r.rate)}</td><td class="r">${doc.money(r.taxable)}</td></tr>`,
  );
  return `<table class="items"><tr><th>Item</th><th>Material Code</th><th>Material Description</th><th>HSN</th><th class="r">Qty</th><th>UoM</th><th class="r">${esc(l.rate)}</th><th class="r">${esc(l.value)}</th></tr>${rows.join("")}</table>`;
}

function totals(doc: GstDoc, l: L): string {
  const b = doc.bill;
  const rows: Pair[] = [
    [l.basic, doc.money(b.taxable)],
    ...taxHeads(doc).map((t): Pair => [
      `${t.head === "IGST" ? "IGST" : t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}`,
      doc.money(t.amount),
    ]),
    [l.taxTotal, doc.money(b.totalTax)],
    ...(b.roundOff ? [["Round Off", doc.money(b.roundOff)] as Pair] : []),
    [l.grand, doc.money(b.grandTotal)],
  ];
  return `<table class="totals">${rows.map(([k, v], i) => `<tr class="${i === rows.length - 1 ? "grand" : ""}"><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>
<div>${esc(l.words)} : <b>${esc(doc.words)}</b></div>`;
}

function header(doc: GstDoc, st: Style, rng: Rng): string {
  const s = doc.seller;
  return `<table class="head"><tr><td><div class="name">${esc(s.name)}</div><div>${esc(st.division)}</div>${lines([
    ...s.addressLines.map(esc),
    `CIN : ${st.cin}`,
    `GSTIN : ${s.gstin} &nbsp; PAN : ${s.pan}`,
  ])}</td><td class="r"><div class="title">TAX INVOICE</div><div>${esc(rng.pick(["Original for Recipient", "ORIGINAL FOR BUYER", "Original"]))}</div></td></tr></table>`;
}

const DATE_STYLES: readonly DateStyle[] = ["dd.mm.yyyy", "dd.mm.yyyy", "dd/mm/yyyy", "dd-Mon-yyyy"];

function build(rng: Rng) {
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: [1, 8],
    dateStyles: DATE_STYLES,
    wordsStyles: ["rupees-paise-only", "inr-only", "rupees-only-caps"],
    numbering: ["9{n5}", "90{n6}", "{y}{n5}", "INV{n6}"],
    discount: 0,
    interStateShare: 0.5,
    buyerRegistered: 0.95,
  });
  const l = pickLabels(rng, LABELS) as L;
  const st = drawStyle(rng.fork("style"), doc);
  const rows = particulars(doc, l, rng.fork("particulars"));
  const shipTo = st.shipTo ? (doc.shipTo ?? doc.buyer) : undefined;
  const parties = `<table class="grid"><tr><td style="width:50%">${partyCell(l.billTo, doc.buyer, st.customerCode, l)}</td>${
    shipTo ? `<td>${partyCell(l.shipTo, shipTo, shipTo === doc.buyer ? st.customerCode : undefined, l)}</td>` : ""
  }</tr></table>`;
  const meta = st.boxed ? boxes(rows) : keyLines(rows);
  const body = `<section class="page"><div class="sheet">${header(doc, st, rng)}${meta}${parties}${itemsTable(doc, st, l)}${totals(doc, l)}
<div class="sign">For ${esc(doc.seller.name)}<br><br>Authorised Signatory</div></div></section>`;
  const font = rng.pick([...SANS, ...SERIF, ...CONDENSED]);
  const css = `.sheet{padding:9mm 10mm;font-family:"${font}";font-size:${rng.pick([7.5, 8, 8.5])}pt;color:#111}
.title{font-weight:bold;font-size:13pt}.name{font-size:${rng.pick([13, 15, 17])}pt;font-weight:bold}.h{font-weight:bold;margin:0 0 1px}
.lab{font-size:0.85em;color:#333}table{border-collapse:collapse}table.head{width:100%;margin-bottom:2mm}table.head td{vertical-align:top}
table.grid{width:100%;margin:1mm 0}table.grid td{border:0.8px solid #000;padding:3px 5px;vertical-align:top}
table.kv{margin:1mm 0}table.kv td{padding:1px 8px 1px 0}table.items{width:100%;margin-top:2mm}
table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px 2px}
table.items td{padding:3px 2px;border-bottom:0.5px solid #bbb}.r,table.items th.r{text-align:right;white-space:nowrap}
table.totals{margin:3mm 0 3mm auto;min-width:42%}table.totals td{padding:2px 6px}tr.grand td{font-weight:bold;border-top:1px solid #000}
.sign{text-align:right;margin-top:6mm}`;
  const truth = gstTruth(doc, {
    po: true,
    gr: true,
    placeOfSupply: true,
    reverseCharge: true,
    subTotal: true,
    totalTax: true,
    bank: false,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inSapErp: Family = {
  name: "in-sap-erp",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
