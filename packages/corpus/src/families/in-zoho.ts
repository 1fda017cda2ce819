// Zoho Books' standard GST invoice template: organisation block and "TAX INVOICE" with "# INV-…" and
// "Balance Due", "Bill To" / "Ship To", an "Item & Description" table with per-item tax columns,
// "Sub Total", tax lines, "Rounding", "Total", "Total In Words", notes and bank details.
import type { Rng } from "../random.ts";
import { GOODS, SERVICES } from "../data/goods.ts";
import { SANS } from "../render/fonts.ts";
import { esc, lines, paginateWithFooter, pickLabels } from "../render/html.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import { plainNumber } from "../format/numbers.ts";
import type { GstLine } from "../model/gst.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Family } from "./family.ts";

const LABELS = {
  title: ["TAX INVOICE", "Tax Invoice", "INVOICE"],
  number: ["#", "Invoice#", "Invoice No"],
  balance: ["Balance Due", "Balance Due", "Amount Due"],
  billTo: ["Bill To", "Bill To", "Billing Address"],
  shipTo: ["Ship To", "Shipping Address"],
  date: ["Invoice Date", "Invoice Date :", "Date"],
  due: ["Due Date", "Due Date :"],
  terms: ["Terms", "Payment Terms"],
  po: ["P.O.#", "PO Number", "Reference#"],
  pos: ["Place Of Supply", "Place of Supply"],
  item: ["Item & Description", "Item & Description", "Items & Description"],
  subTotal: ["Sub Total", "Sub Total", "Subtotal"],
  rounding: ["Rounding", "Round Off"],
  total: ["Total", "Total"],
  words: ["Total In Words", "Total in Words"],
  bank: ["Bank Details", "Payment Details", "Bank Account Details"],
  account: ["Account Number", "A/c No", "Account No."],
  ifsc: ["IFSC", "IFSC Code", "IFS Code"],
  gstin: ["GSTIN", "GSTIN", "GST No"],
} as const;
type L = Record<keyof typeof LABELS, string>;

function party(p: IndianParty, l: L, withName: boolean): string {
  return lines([
    withName ? `<b class="accent">${esc(p.name)}</b>` : undefined,
    ...p.addressLines.map(esc),
    p.gstin && `${esc(l.gstin)} ${p.gstin}`,
  ]);
}

function itemTable(doc: GstDoc, rows: GstLine[], start: number, l: L, perItemTax: boolean): string {
  const inter = doc.bill.interState;
  const taxHead = perItemTax
    ? inter
      ? `<th colspan="2">IGST</th>`
      : `<th colspan="2">CGST</th><th colspan="2">SGST</th>`
    : "";
  const sub = perItemTax ? (inter ? `<th>%</th><th>Amt</th>` : `<th>%</th><th>Amt</th><th>%</th><th>Amt</th>`) : "";
  const body = rows
    .map((r, i) => {
      const tax = perItemTax
        ? inter
          ? `<td class="r">${plainNumber(r.gstRate)}%</td><td class="r">${doc.money(r.igst)}</td>`
          : `<td class="r">${plainNumber(r.gstRate / 2)}%</td><td class="r">${doc.money(r.cgst)}</td><td class="r">${plainNumber(r.gstRate / 2)}%</td><td class="r">${doc.money(r.sgst)}</td>`
        : "";
      return `<tr><td>${start + i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)}<br><span class="muted">${esc(r.unit.toLowerCase())}</span></td><td class="r">${doc.money(r.rate)}</td>${tax}<td class="r">${doc.money(r.taxable)}</td></tr>`;
    })
    .join("");
  return `<table class="items"><thead><tr><th rowspan="${perItemTax ? 2 : 1}">#</th><th rowspan="${perItemTax ? 2 : 1}">${esc(l.item)}</th><th rowspan="${perItemTax ? 2 : 1}">HSN/SAC</th><th rowspan="${perItemTax ? 2 : 1}" class="r">Qty</th><th rowspan="${perItemTax ? 2 : 1}" class="r">Rate</th>${taxHead}<th rowspan="${perItemTax ? 2 : 1}" class="r">Amount</th></tr>${perItemTax ? `<tr>${sub}</tr>` : ""}</thead><tbody>${body}</tbody></table>`;
}

function totals(doc: GstDoc, l: L): string {
  const b = doc.bill;
  const rows = [
    [l.subTotal, doc.money(b.taxable)],
    ...taxHeads(doc).map((t) => [
      t.rate !== undefined
        ? `${t.head}${plainNumber(t.rate * (t.head === "IGST" ? 1 : 2))} (${plainNumber(t.rate)}%)`
        : t.head,
      doc.money(t.amount),
    ]),
    ...(b.roundOff ? [[l.rounding, doc.money(b.roundOff)]] : []),
    [`<b>${esc(l.total)}</b>`, `<b>₹${doc.money(b.grandTotal)}</b>`],
    [`<b>${esc(l.balance)}</b>`, `<b>₹${doc.money(b.grandTotal)}</b>`],
  ];
  return `<table class="totals">${rows.map(([a, v]) => `<tr><td class="r">${a}</td><td class="r">${v}</td></tr>`).join("")}</table>`;
}

function build(rng: Rng) {
  const services = rng.chance(0.3);
  const doc = gstDoc(rng, {
    articles: services ? SERVICES : GOODS,
    count: rng.chance(0.15) ? [12, 22] : [1, 7],
    qty: services ? [1, 12] : [1, 80],
    dateStyles: ["dd/mm/yyyy", "dd Mon yyyy", "dd-mm-yyyy", "dd/mm/yyyy"],
    wordsStyles: ["indian-rupee", "indian-rupee", "rupees-paise-only"],
    numbering: ["INV-{n6}", "INV-{n6}", "INV/{fy}/{n4}", "{fy}/{n4}"],
  });
  const l = pickLabels(rng, LABELS) as L;
  const perItemTax = rng.chance(0.6);
  const accent = rng.pick(["#1f6fb2", "#333", "#0b7a5a", "#8a2b2b", "#444"]);
  const showPhone = rng.chance(0.5);
  const meta = [
    [l.date, doc.day(doc.date)],
    ...(doc.dueDate
      ? [
          [l.terms, `Net ${Math.round((Date.parse(doc.dueDate) - Date.parse(doc.date)) / 864e5)}`],
          [l.due, doc.day(doc.dueDate)],
        ]
      : []),
    ...(doc.po ? [[l.po, doc.po.number]] : []),
    [l.pos, `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`],
  ];
  const head = `<div class="top"><div class="org"><div class="name">${esc(doc.seller.name)}</div>${lines([
    ...doc.seller.addressLines.map(esc),
    showPhone && doc.seller.phone ? `Phone: ${esc(doc.seller.phone.printed)}` : undefined,
    doc.seller.email && esc(doc.seller.email),
    `${esc(l.gstin)} ${doc.seller.gstin}`,
  ])}</div><div class="doc"><div class="title">${esc(l.title)}</div><div>${esc(l.number)} <b>${esc(doc.number)}</b></div><div class="muted" style="margin-top:8px">${esc(l.balance)}</div><div class="big">₹${doc.money(doc.bill.grandTotal)}</div></div></div>
<div class="parties"><div><div class="muted">${esc(l.billTo)}</div>${party(doc.buyer, l, true)}</div>${doc.shipTo ? `<div><div class="muted">${esc(l.shipTo)}</div>${party(doc.shipTo, l, true)}</div>` : "<div></div>"}
<div><table class="meta">${meta.map(([k, v]) => `<tr><td class="muted">${esc(k!.replace(/\s*:$/, ""))} :</td><td class="r">${esc(v!)}</td></tr>`).join("")}</table></div></div>`;
  const pages = paginateWithFooter(doc.bill.lines, { first: 15, firstLast: 8, next: 24, nextLast: 15 });
  let start = 0;
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const foot = last
        ? `<div class="after"><div class="words"><div class="muted">${esc(l.words)}</div><b><i>${esc(doc.words)}</i></b><div class="muted" style="margin-top:10px">Notes</div>Thanks for your business.<div class="muted" style="margin-top:10px">${esc(l.bank)}</div>${lines(
            [
              `Bank: ${esc(doc.bank.bank.name)}`,
              `${esc(l.account)}: ${doc.bank.account}`,
              `${esc(l.ifsc)}: ${doc.bank.ifsc}`,
            ],
          )}</div>${totals(doc, l)}</div><div class="sign">Authorized Signature</div>`
        : "";
      const html = `<section class="page"><div class="sheet">${i === 0 ? head : `<div class="muted">${esc(doc.number)} · page ${i + 1}</div>`}${itemTable(doc, rows, start, l, perItemTax)}${foot}</div></section>`;
      start += rows.length;
      return html;
    })
    .join("");
  const css = `.sheet{padding:12mm 12mm;font-family:"${rng.pick(SANS)}";font-size:${rng.pick([8.5, 9, 9.5])}pt;color:#222}
.top{display:flex;justify-content:space-between}.org{width:55%}.org .name{font-size:13pt;font-weight:bold;color:${accent}}
.doc{text-align:right}.title{font-size:20pt;letter-spacing:1px;color:#333}.big{font-size:13pt;font-weight:bold}
.parties{display:flex;gap:6mm;margin:7mm 0 4mm}.parties>div{flex:1}.accent{color:${accent}}.muted{color:#777}
table.items{width:100%;border-collapse:collapse}table.items th{background:${accent};color:#fff;padding:4px;font-weight:normal;text-align:left}
table.items td{padding:4px;border-bottom:1px solid #ddd;vertical-align:top}.r{text-align:right;white-space:nowrap}
table.items th.r{text-align:right}.after{display:flex;justify-content:space-between;margin-top:4mm}.words{width:52%}
table.totals{width:42%;border-collapse:collapse}table.totals td{padding:3px 4px}table.meta td{padding:1px 3px}.sign{text-align:right;margin-top:14mm}`;
  const truth = gstTruth(doc, {
    due: true,
    po: true,
    placeOfSupply: true,
    sellerPhone: showPhone,
    subTotal: true,
    totalTax: false,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inZoho: Family = {
  name: "in-zoho",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
