// Indian GST invoices that differ in where and how they print the two parties: Tally's consignee
// stacked over the buyer in the left column, bill-to beside ship-to (either first), the rule-46 grid of
// keyed cells, Marg's one-line "Party :" forms, a buyer cell beside the invoice's particulars, a
// seller under its own heading, and Odoo's partner address on the right with no heading. Buyers registered, unregistered ("URP") or without any GSTIN line.
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { gstDoc, gstTruth, type GstDoc } from "../model/india-doc.ts";
import { indianParty, type IndianParty } from "../model/parties.ts";
import type { Family } from "./family.ts";
import { plainItems, plainTotals } from "./gst-blocks.ts";

const LABELS = {
  billTo: [
    "Bill To",
    "Billed To",
    "Bill To :",
    "Invoice To",
    "Buyer",
    "Customer Details",
    "Sold To",
    "Buyer (Bill to)",
  ],
  shipTo: ["Ship To", "Shipped To", "Consignee (Ship to)", "Consignee", "Shipping Address", "Delivery Address"],
  seller: ["Sold By", "Supplier", "Billed By", "Seller Details", "Supplier Details"],
  gstin: ["GSTIN", "GSTIN/UIN", "GSTIN No.", "GST No."],
  contact: ["Contact", "Mobile", "Ph.", "Phone No."],
  number: ["Invoice No.", "Invoice No", "Bill No.", "Inv. No."],
  date: ["Dated", "Invoice Date", "Date"],
  pos: ["Place of Supply", "Place Of Supply"],
  party: ["Party", "Party Name", "Name"],
} as const;
type L = Record<keyof typeof LABELS, string>;

type Layout = "stacked" | "side" | "grid" | "party-line" | "cell" | "seller-head" | "unheaded";
const LAYOUTS: readonly Layout[] = ["stacked", "side", "grid", "party-line", "cell", "seller-head", "unheaded"];

/** How a document prints what the parties share: the "M/s." before names, the state line, contacts. */
interface Style {
  messrs: boolean;
  stateLine: "tally" | "paren" | "none";
  /** An unregistered buyer's GSTIN line: "URP", "Unregistered", or none printed. */
  urp: "URP" | "Unregistered" | "";
  buyerPhone: boolean;
}

function stateLine(p: IndianParty, st: Style): string | undefined {
  if (st.stateLine === "tally") return `State Name : ${esc(p.state.name)}, Code : ${p.state.code}`;
  if (st.stateLine === "paren") return `State : ${esc(p.state.name)} (${p.state.code})`;
  return undefined;
}

function gstinLine(p: IndianParty, l: L, st: Style): string | undefined {
  if (p.gstin) return `${esc(l.gstin)} : ${p.gstin}`;
  return st.urp ? `${esc(l.gstin)} : ${st.urp}` : undefined;
}

/** A party's lines under its heading: name, address, GSTIN, state, and the buyer's contact. */
function partyLines(p: IndianParty, l: L, st: Style, opts: { buyer?: boolean; pos?: string } = {}): string {
  return lines([
    `<b>${st.messrs && opts.buyer ? "M/s. " : ""}${esc(p.name)}</b>`,
    ...p.addressLines.map(esc),
    gstinLine(p, l, st),
    stateLine(p, st),
    opts.pos,
    opts.buyer && st.buyerPhone && p.phone ? `${esc(l.contact)} : ${esc(p.phone.printed)}` : undefined,
  ]);
}

const head = (text: string) => `<div class="h">${esc(text)}</div>`;

function letterhead(doc: GstDoc, l: L, centred: boolean): string {
  const s = doc.seller;
  return `<div class="lh" style="text-align:${centred ? "center" : "left"}"><div class="name">${esc(s.name)}</div>${lines(
    [...s.addressLines.map(esc), s.phone ? `Ph: ${esc(s.phone.printed)}` : undefined, `${esc(l.gstin)} : ${s.gstin}`],
  )}</div>`;
}

function meta(doc: GstDoc, l: L, pos: boolean): [string, string][] {
  return [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ...(pos ? [[l.pos, `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`] as [string, string]] : []),
  ];
}

const metaTable = (rows: [string, string][]) =>
  `<table class="meta">${rows.map(([k, v]) => `<tr><td>${esc(k.replace(/\s*:$/, ""))}</td><td>: <b>${esc(v)}</b></td></tr>`).join("")}</table>`;

/** Tally's left column: the consignee's block over the buyer's, the invoice's particulars in cells beside them. */
function stacked(doc: GstDoc, ship: IndianParty | undefined, l: L, st: Style): string {
  const cells = meta(doc, l, false)
    .map(([k, v]) => `<div class="cell"><div class="small">${esc(k)}</div><b>${esc(v)}</b></div>`)
    .join("");
  const pos = `${esc(l.pos)} : ${esc(doc.placeOfSupply.name)}`;
  const consignee = ship ? `<td class="pb">${head(l.shipTo)}${partyLines(ship, l, st)}</td>` : "";
  return `<table class="grid"><tr><td class="pb">${letterhead(doc, l, false)}</td><td rowspan="${ship ? 3 : 2}" class="cells">${cells}</td></tr>
${ship ? `<tr>${consignee}</tr>` : ""}<tr><td class="pb">${head(l.billTo)}${partyLines(doc.buyer, l, st, { buyer: true, pos })}</td></tr></table>`;
}

/** Bill-to and ship-to blocks side by side, the ship-to first on some. */
function side(doc: GstDoc, ship: IndianParty | undefined, l: L, st: Style, shipFirst: boolean): string {
  const bill = `<td>${head(l.billTo)}${partyLines(doc.buyer, l, st, { buyer: true })}</td>`;
  const shipCell = ship ? `<td>${head(l.shipTo)}${partyLines(ship, l, st)}</td>` : "<td></td>";
  return `${letterhead(doc, l, true)}<div class="title">TAX INVOICE</div>${metaTable(meta(doc, l, true))}
<table class="two"><tr>${shipFirst ? shipCell + bill : bill + shipCell}</tr></table>`;
}

/** CGST rule 46's form: receiver and consignee as grids of keyed cells ("Name", "Address", "GSTIN", "State"). */
function grid(doc: GstDoc, ship: IndianParty | undefined, l: L, st: Style): string {
  const rows = (p: IndianParty, buyer: boolean) =>
    [
      ["Name", `${st.messrs && buyer ? "M/s. " : ""}${p.name}`],
      ["Address", p.addressLines.join(", ")],
      ...(p.gstin ? [[l.gstin, p.gstin]] : st.urp ? [[l.gstin, st.urp]] : []),
      ["State", `${p.state.name}`],
      ["State Code", p.state.code],
    ]
      .map(([k, v]) => `<tr><td class="k">${esc(k!)}</td><td>${esc(v!)}</td></tr>`)
      .join("");
  const receiver = `<td><div class="h">Details of Receiver (Billed to)</div><table class="kv">${rows(doc.buyer, true)}</table></td>`;
  const consignee = `<td><div class="h">Details of Consignee (Shipped to)</div><table class="kv">${rows(ship ?? doc.buyer, false)}</table></td>`;
  return `${letterhead(doc, l, true)}<div class="title">TAX INVOICE</div>${metaTable(meta(doc, l, true))}
<table class="two grid"><tr>${receiver}${consignee}</tr></table>`;
}

/** Marg's one-line forms: "Party : M/s. …" with the address and GSTIN under it, the bill's particulars to the right. */
function partyLine(doc: GstDoc, l: L, st: Style): string {
  const b = doc.buyer;
  const left = lines([
    `${esc(l.party)} : <b>${st.messrs ? "M/s. " : ""}${esc(b.name)}</b>`,
    ...b.addressLines.map(esc),
    gstinLine(b, l, st),
    stateLine(b, st),
    st.buyerPhone && b.phone ? `${esc(l.contact)} : ${esc(b.phone.printed)}` : undefined,
  ]);
  return `${letterhead(doc, l, true)}<div class="title">GST INVOICE</div>
<table class="two grid"><tr><td style="width:60%">${left}</td><td>${metaTable(meta(doc, l, true))}</td></tr></table>`;
}

/** A bordered buyer cell beside the column of the invoice's particulars. */
function cell(doc: GstDoc, l: L, st: Style): string {
  return `${letterhead(doc, l, false)}<div class="title">TAX INVOICE</div>
<table class="two grid"><tr><td style="width:58%">${head(l.billTo)}${partyLines(doc.buyer, l, st, { buyer: true })}</td><td>${metaTable(meta(doc, l, true))}</td></tr></table>`;
}

/** The seller under a heading of its own beside the buyer's; no letterhead. */
function sellerHead(doc: GstDoc, ship: IndianParty | undefined, l: L, st: Style): string {
  const s = doc.seller;
  const seller = `<td>${head(l.seller)}${lines([
    `<b>${esc(s.name)}</b>`,
    ...s.addressLines.map(esc),
    `${esc(l.gstin)} : ${s.gstin}`,
    s.phone ? `Ph: ${esc(s.phone.printed)}` : undefined,
  ])}</td>`;
  const shipCell = ship ? `<td>${head(l.shipTo)}${partyLines(ship, l, st)}</td>` : "";
  return `<div class="title big">TAX INVOICE</div>${metaTable(meta(doc, l, true))}
<table class="two"><tr>${seller}<td>${head(l.billTo)}${partyLines(doc.buyer, l, st, { buyer: true })}</td>${shipCell}</tr></table>`;
}

/**
 * Odoo's invoice report: the partner's address on the right under the company's header with no heading,
 * a different delivery address on the left under "Shipping Address:", then the title with the number.
 */
function unheaded(doc: GstDoc, ship: IndianParty | undefined, l: L, st: Style): string {
  const partner = `<td style="width:50%">${partyLines(doc.buyer, l, st, { buyer: true })}</td>`;
  const shipping = ship
    ? `<td style="width:50%">${head("Shipping Address:")}${partyLines(ship, l, st)}</td>`
    : "<td></td>";
  return `${letterhead(doc, l, false)}<table class="two"><tr>${shipping}${partner}</tr></table>
<div class="title big" style="text-align:left">Tax Invoice ${esc(doc.number)}</div>${metaTable(meta(doc, l, true).slice(1))}`;
}

function totals(doc: GstDoc): string {
  return `${plainTotals(doc)}
<div class="bank">Bank Details<br>${lines([
    `Bank Name : ${esc(doc.bank.bank.name)}`,
    `A/c No. : ${doc.bank.account}`,
    `IFSC : ${doc.bank.ifsc}`,
  ])}</div><div class="sign">for ${esc(doc.seller.name)}<br><br>Authorised Signatory</div>`;
}

function build(rng: Rng) {
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: [1, 6],
    dateStyles: ["dd/mm/yyyy", "dd-Mon-yyyy", "d-Mon-yy", "dd.mm.yyyy"],
    wordsStyles: ["inr-only", "rupees-paise-only", "indian-rupee"],
    numbering: ["{n}", "GST/{fy}/{n}", "INV-{n4}", "{n3}/{FY}"],
    buyerRegistered: 0.65,
    person: rng.chance(0.15),
  });
  const l = pickLabels(rng, LABELS) as L;
  const layout = rng.pick(LAYOUTS);
  // A ship-to of its own on half the documents; some consignees are registered too.
  const ship =
    doc.shipTo ??
    (rng.chance(0.25)
      ? indianParty(rng.fork("consignee"), { state: doc.buyer.state, registered: rng.chance(0.4) })
      : undefined);
  const st: Style = {
    messrs: rng.chance(0.35),
    stateLine: rng.pick(["tally", "paren", "none"] as const),
    urp: rng.pick(["URP", "Unregistered", ""] as const),
    buyerPhone: layout !== "grid" && rng.chance(0.4),
  };
  const top =
    layout === "stacked"
      ? stacked(doc, ship, l, st)
      : layout === "side"
        ? side(doc, ship, l, st, rng.chance(0.4))
        : layout === "grid"
          ? grid(doc, ship, l, st)
          : layout === "party-line"
            ? partyLine(doc, l, st)
            : layout === "cell"
              ? cell(doc, l, st)
              : layout === "unheaded"
                ? unheaded(doc, ship, l, st)
                : sellerHead(doc, ship, l, st);
  const body = `<section class="page"><div class="sheet">${layout === "stacked" ? `<div class="title">Tax Invoice</div>` : ""}${top}${plainItems(doc)}${totals(doc)}</div></section>`;
  const css = `.sheet{padding:11mm 11mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111}
.lh .name{font-size:${rng.pick([13, 15, 17])}pt;font-weight:bold}.title{text-align:center;font-weight:bold;font-size:11pt;margin:4px 0}.big{font-size:15pt}
.h{font-size:0.85em;font-weight:bold;text-transform:${rng.pick(["none", "uppercase"])};margin-bottom:2px}.small{font-size:0.85em}
table{border-collapse:collapse}table.grid{width:100%}table.grid>tbody>tr>td,table.grid>tr>td{border:0.8px solid #000;padding:3px 5px;vertical-align:top}
table.two{width:100%;margin:4mm 0}table.two>tbody>tr>td,table.two>tr>td{width:50%;vertical-align:top;padding:3px 5px}
td.pb{width:55%}td.cells{vertical-align:top}.cell{border-bottom:0.8px solid #000;padding:2px 0 4px}
table.meta td{padding:1px 6px 1px 0}table.kv td{padding:1px 6px 1px 0;border:none;vertical-align:top}td.k{white-space:nowrap}
table.items{width:100%;margin-top:3mm}table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px}
table.items td{padding:3px;border-bottom:0.5px solid #bbb}.r,table.items th.r{text-align:right;white-space:nowrap}
table.totals{margin:3mm 0 3mm auto;min-width:45%}table.totals td{padding:2px 6px}.bank{margin-top:4mm}.sign{text-align:right;margin-top:6mm}`;
  const truth = gstTruth(doc, {
    placeOfSupply: true,
    sellerPhone: true,
    buyerPhone: st.buyerPhone,
    subTotal: true,
    totalTax: true,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inPartyLayouts: Family = {
  name: "in-party-layouts",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan"],
  build,
};
