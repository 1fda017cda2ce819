// One renderer for the web-era Indian billing tools (Vyapar, myBillBook, ERPNext, Odoo, services
// invoices from spreadsheets): each family gives its header arrangement, wordings, columns and totals.
import type { Rng } from "../random.ts";
import type { Article } from "../data/goods.ts";
import type { FontFamily } from "../render/fonts.ts";
import { esc, lines, paginateWithFooter, pickLabels, type LabelSets } from "../render/html.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc, type GstDocOptions, type Shown } from "../model/india-doc.ts";
import { plainNumber } from "../format/numbers.ts";
import type { GstLine } from "../model/gst.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Built } from "./family.ts";

export type ModernLabel =
  | "title"
  | "number"
  | "date"
  | "due"
  | "po"
  | "pos"
  | "billTo"
  | "shipTo"
  | "gstin"
  | "phone"
  | "subTotal"
  | "round"
  | "total"
  | "words"
  | "bank"
  | "bankName"
  | "account"
  | "ifsc"
  | "holder"
  | "rc";

export type ColumnKey = "sn" | "desc" | "hsn" | "qty" | "unit" | "rate" | "disc" | "gstPct" | "taxAmt" | "taxable";

export interface ModernSpec {
  labels: LabelSets<ModernLabel>;
  /** Column orders this tool prints; heads per column. */
  columns: readonly ColumnKey[][];
  heads: Record<ColumnKey, readonly string[]>;
  /** seller-left: seller top left, title right; banner: title band on top; partner-right: Odoo's address on the right. */
  header: "seller-left" | "banner" | "partner-right";
  fonts: readonly FontFamily[];
  accents: readonly string[];
  doc: Omit<GstDocOptions, "articles"> & { articles: readonly Article[] };
  /** Tax lines in the totals: "CGST @9%" / "CGST9 (9%)" / "Output Tax CGST @ 9.0"… (`base`: the printed taxable value). */
  taxLine: (head: string, rate: number | undefined, base: string) => string;
  /** A heading over the seller's block ("Billed By"), where the tool prints one. */
  sellerHeading?: readonly string[];
  show: Shown;
  extraMeta?: (doc: GstDoc, rng: Rng) => [string, string][];
  footerNote?: readonly string[];
}

type L = Record<ModernLabel, string>;

function partyBlock(p: IndianParty, l: L, phone: boolean): string {
  return lines([
    `<b>${esc(p.name)}</b>`,
    ...p.addressLines.map(esc),
    p.gstin && `${esc(l.gstin)}: ${p.gstin}`,
    phone && p.phone ? `${esc(l.phone)}: ${esc(p.phone.printed)}` : undefined,
  ]);
}

function cell(doc: GstDoc, key: ColumnKey, r: GstLine, i: number): string {
  switch (key) {
    case "sn":
      return `<td>${i + 1}</td>`;
    case "desc":
      return `<td>${esc(r.description)}</td>`;
    case "hsn":
      return `<td>${r.hsn}</td>`;
    case "qty":
      return `<td class="r">${plainNumber(r.qty)}</td>`;
    case "unit":
      return `<td>${esc(r.unit)}</td>`;
    case "rate":
      return `<td class="r">${doc.money(r.rate)}</td>`;
    case "disc":
      return `<td class="r">${r.discount ? doc.money(r.discount) : "0.00"}</td>`;
    case "gstPct":
      return `<td class="r">${plainNumber(r.gstRate)}%</td>`;
    case "taxAmt":
      return `<td class="r">${doc.money(r.cgst + r.sgst + r.igst)}</td>`;
    case "taxable":
      return `<td class="r">${doc.money(r.taxable)}</td>`;
  }
}

function header(spec: ModernSpec, doc: GstDoc, l: L, meta: [string, string][], sellerHeading?: string): string {
  const seller = lines([
    sellerHeading && `<div class="label">${esc(sellerHeading)}</div>`,
    `<span class="firm">${esc(doc.seller.name)}</span>`,
    ...doc.seller.addressLines.map(esc),
    doc.seller.phone && `${esc(l.phone)}: ${esc(doc.seller.phone.printed)}`,
    `${esc(l.gstin)}: ${doc.seller.gstin}`,
  ]);
  const metaHtml = `<table class="meta">${meta.map(([k, v]) => `<tr><td class="muted">${esc(k)}</td><td><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
  const parties = `<div class="parties"><div><div class="label">${esc(l.billTo)}</div>${partyBlock(doc.buyer, l, spec.show.buyerPhone ?? false)}</div>${
    doc.shipTo ? `<div><div class="label">${esc(l.shipTo)}</div>${partyBlock(doc.shipTo, l, false)}</div>` : ""
  }</div>`;
  switch (spec.header) {
    case "banner":
      return `<div class="banner">${esc(l.title)}</div><div class="row"><div>${seller}</div><div>${metaHtml}</div></div>${parties}`;
    case "seller-left":
      return `<div class="row"><div>${seller}</div><div class="rt"><div class="title">${esc(l.title)}</div>${metaHtml}</div></div>${parties}`;
    case "partner-right":
      return `<div class="row"><div>${seller}</div><div class="partner">${partyBlock(doc.buyer, l, false)}</div></div><div class="title">${esc(l.title)} ${esc(doc.number)}</div>${metaHtml}${
        doc.shipTo
          ? `<div class="parties"><div><div class="label">${esc(l.shipTo)}</div>${partyBlock(doc.shipTo, l, false)}</div></div>`
          : ""
      }`;
  }
}

function totals(spec: ModernSpec, doc: GstDoc, l: L): string {
  const b = doc.bill;
  const rows: [string, string][] = [
    [l.subTotal, doc.money(b.taxable)],
    ...taxHeads(doc).map(
      (t) => [spec.taxLine(t.head, t.rate, doc.money(b.taxable)), doc.money(t.amount)] as [string, string],
    ),
    ...(b.roundOff ? [[l.round, doc.money(b.roundOff)] as [string, string]] : []),
    [l.total, `₹ ${doc.money(b.grandTotal)}`],
  ];
  return `<table class="totals">${rows.map(([k, v], i) => `<tr class="${i === rows.length - 1 ? "grand" : ""}"><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>`;
}

export function buildModern(spec: ModernSpec, rng: Rng): Built {
  const doc = gstDoc(rng, spec.doc);
  const l = pickLabels(rng, spec.labels);
  const order = rng.pick(spec.columns);
  const heads = order.map((k) => rng.pick(spec.heads[k]));
  const sellerHeading = spec.sellerHeading && rng.pick(spec.sellerHeading);
  const meta: [string, string][] = [
    ...(spec.header === "partner-right" ? [] : [[l.number, doc.number] as [string, string]]),
    [l.date, doc.day(doc.date)],
    ...(doc.dueDate && spec.show.due ? [[l.due, doc.day(doc.dueDate)] as [string, string]] : []),
    ...(doc.po && spec.show.po ? [[l.po, doc.po.number] as [string, string]] : []),
    ...(spec.show.placeOfSupply
      ? [
          [
            l.pos,
            spec.header === "partner-right"
              ? doc.placeOfSupply.name
              : `${doc.placeOfSupply.code}-${doc.placeOfSupply.name}`,
          ] as [string, string],
        ]
      : []),
    ...(spec.show.reverseCharge ? [[l.rc, "No"] as [string, string]] : []),
    ...(spec.extraMeta?.(doc, rng) ?? []),
  ];
  const pages = paginateWithFooter(doc.bill.lines, { first: 20, firstLast: 11, next: 32, nextLast: 22 });
  let start = 0;
  const body = pages
    .map((rows, i) => {
      const last = i === pages.length - 1;
      const table = `<table class="items"><thead><tr>${heads.map((h, k) => `<th class="${["qty", "rate", "disc", "gstPct", "taxAmt", "taxable"].includes(order[k]!) ? "r" : ""}">${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
        .map((r, k) => `<tr>${order.map((key) => cell(doc, key, r, start + k)).join("")}</tr>`)
        .join("")}</tbody></table>`;
      const bank = lines([
        `<div class="label">${esc(l.bank)}</div>${esc(l.bankName)}: ${esc(doc.bank.bank.name)}`,
        `${esc(l.account)}: ${doc.bank.account}`,
        `${esc(l.ifsc)}: ${doc.bank.ifsc}`,
        spec.show.branch ? `Branch: ${esc(doc.bank.branch)}` : undefined,
        spec.show.swift ? `SWIFT: ${doc.bank.bank.swift}` : undefined,
        `${esc(l.holder)}: ${esc(doc.bank.holder)}`,
      ]);
      const foot = last
        ? `<div class="after"><div class="left"><div class="label">${esc(l.words)}</div>${esc(doc.words)}<br><br>${bank}${spec.footerNote ? `<br><br><span class="muted">${esc(rng.pick(spec.footerNote))}</span>` : ""}</div>${totals(spec, doc, l)}</div><div class="sign">For ${esc(doc.seller.name)}<br><br><br>Authorised Signatory</div>`
        : "";
      const top =
        i === 0 ? header(spec, doc, l, meta, sellerHeading) : `<div class="muted">${esc(doc.number)} – ${i + 1}</div>`;
      start += rows.length;
      return `<section class="page"><div class="sheet">${top}${table}${foot}</div></section>`;
    })
    .join("");
  const accent = rng.pick(spec.accents);
  const css = `.sheet{padding:11mm 11mm;font-family:"${rng.pick(spec.fonts)}";font-size:${rng.pick([8.5, 9, 9.5])}pt;color:#222}
.row{display:flex;justify-content:space-between;gap:8mm}.row>div{flex:1}.rt{text-align:right}.rt table.meta{margin-left:auto}.firm{font-size:13pt;font-weight:bold;color:${accent}}
.title{font-size:16pt;font-weight:bold;color:${accent};margin:3mm 0}.banner{background:${accent};color:#fff;text-align:center;font-size:14pt;font-weight:bold;padding:2mm;margin-bottom:3mm}
.partner{padding-top:14mm}.parties{display:flex;gap:8mm;margin:4mm 0;padding:2mm 0;border-top:1px solid #ccc;border-bottom:1px solid #ccc}.parties>div{flex:1}
.label{color:${accent};font-weight:bold;font-size:0.9em;text-transform:uppercase}.muted{color:#777}table.meta td{padding:1px 6px 1px 0}
table.items{width:100%;border-collapse:collapse;margin-top:3mm}table.items th{border-top:1.5px solid ${accent};border-bottom:1.5px solid ${accent};padding:4px;text-align:left;background:#f3f3f3}
table.items td{padding:4px;border-bottom:0.5px solid #ddd;vertical-align:top}.r{text-align:right !important;white-space:nowrap}
.after{display:flex;justify-content:space-between;gap:8mm;margin-top:4mm}.left{flex:1}table.totals{width:44%;border-collapse:collapse}table.totals td{padding:3px 5px}
table.totals tr.grand td{border-top:1.5px solid ${accent};font-weight:bold;font-size:1.1em}.sign{text-align:right;margin-top:10mm}`;
  return {
    // A column order without an HSN column prints no HSN: the truth names none.
    truth: {
      type: "invoice",
      invoice: gstTruth(doc, order.includes("hsn") ? spec.show : { ...spec.show, lineHsn: false }),
    },
    body,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}
