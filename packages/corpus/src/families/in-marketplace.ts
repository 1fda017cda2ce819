// Marketplace seller invoices (the Flipkart- and Amazon-style formats): "Sold By" with the seller's
// GSTIN, billing and shipping addresses of a consumer, per-item gross, discount, taxable value and tax
// columns (IGST, or CGST and SGST), HSN and rate printed in the item cell, a shipping row, a Total row.
import type { Rng } from "../random.ts";
import { CONSUMER } from "../data/goods.ts";
import { SANS } from "../render/fonts.ts";
import { esc, lines } from "../render/html.ts";
import { dayBetween, addDays, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber } from "../format/numbers.ts";
import { indianWords } from "../format/words.ts";
import { STATES, type IndianState } from "../data/india.ts";
import { indianParty, personName, addressText, type IndianParty } from "../model/parties.ts";
import { group, invoiceTruth, type InvoiceTruth } from "../model/truth.ts";
import type { Built, Family } from "./family.ts";

const MARKETPLACES = [
  "ShopKart Internet Private Limited",
  "BazaarHub Retail Pvt. Ltd.",
  "Cartwala Marketplace Pvt. Ltd.",
];

/** One row, in paise: consumer prices include the tax, so the taxable value is backed out of them. */
interface Row {
  title: string;
  hsn: string;
  rate: number;
  qty: number;
  gross: number;
  discount: number;
  unitNet: number;
  taxable: number;
  tax: number;
  cgst: number;
  total: number;
  shipping: boolean;
}

function row(
  title: string,
  hsn: string,
  rate: number,
  qty: number,
  unitPrice: number,
  listPrice: number,
  shipping: boolean,
): Row {
  const total = qty * unitPrice;
  const unitNet = Math.round((unitPrice * 100) / (100 + rate));
  const taxable = unitNet * qty;
  const tax = total - taxable;
  return {
    title,
    hsn,
    rate,
    qty,
    gross: qty * listPrice,
    discount: qty * (listPrice - unitPrice),
    unitNet,
    taxable,
    tax,
    cgst: Math.round(tax / 2),
    total,
    shipping,
  };
}

interface Order {
  seller: IndianParty;
  buyer: IndianParty;
  state: IndianState;
  inter: boolean;
  date: string;
  orderDate: string;
  number: string;
  orderId: string;
  rows: Row[];
}

function order(rng: Rng): Order {
  const seller = indianParty(rng.fork("seller"), { lines: 3 });
  const inter = rng.chance(0.65);
  const state = inter ? rng.pick(STATES.filter((s) => s.code !== seller.state.code)) : seller.state;
  const buyer = {
    ...indianParty(rng.fork("buyer"), { state, registered: false, person: true, lines: 2 }),
    name: personName(rng.fork("name")),
  };
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const items = rng.sample(CONSUMER, rng.int(1, 3)).map((a) => {
    const price = rng.int(Math.round(a.price[0]), Math.round(a.price[1])) * 100;
    const list = price + (rng.chance(0.6) ? rng.int(1, 12) * 5000 : 0);
    return row(a.description, a.hsn, a.rate, rng.chance(0.8) ? 1 : 2, price, list, false);
  });
  const fee = rng.pick([0, 0, 4000, 7900]);
  const shipping = row(
    "Shipping And Handling Charges",
    "996812",
    18,
    1,
    fee,
    fee + (fee ? 0 : rng.pick([0, 4000])),
    true,
  );
  return {
    seller,
    buyer,
    state,
    inter,
    date,
    orderDate: addDays(date, -rng.int(0, 3)),
    number: `${rng.letters(3)}${rng.digits(2)}${rng.letters(1)}${rng.digits(9)}`,
    orderId: rng.chance(0.5) ? `OD${rng.digits(18)}` : `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`,
    rows: [...items, shipping],
  };
}

const sum = (rows: Row[], f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
const money = (m: number) => formatMinor(m, "western");

/** Amazon style: unit price before tax, net amount, tax rate, type and amount per row, words below. */
function unitPriceTable(o: Order, words: string): string {
  const body = o.rows
    .map((r, i) => {
      const rate = o.inter ? `${plainNumber(r.rate)}%` : `${plainNumber(r.rate / 2)}%<br>${plainNumber(r.rate / 2)}%`;
      const amount = o.inter ? `₹${money(r.tax)}` : `₹${money(r.cgst)}<br>₹${money(r.tax - r.cgst)}`;
      return `<tr><td>${i + 1}</td><td>${esc(r.title)}${r.shipping ? "" : `<br>HSN:${r.hsn}`}</td><td class="r">₹${money(r.unitNet)}</td><td class="r">${r.qty}</td><td class="r">₹${money(r.taxable)}</td><td class="r">${rate}</td><td>${o.inter ? "IGST" : "CGST<br>SGST"}</td><td class="r">${amount}</td><td class="r">₹${money(r.total)}</td></tr>`;
    })
    .join("");
  return `<table class="items"><tr><th>Sl. No</th><th>Description</th><th>Unit Price</th><th>Qty</th><th>Net Amount</th><th>Tax Rate</th><th>Tax Type</th><th>Tax Amount</th><th>Total Amount</th></tr>${body}
<tr class="tot"><td colspan="7"><b>TOTAL:</b></td><td class="r"><b>₹${money(sum(o.rows, (r) => r.tax))}</b></td><td class="r"><b>₹${money(sum(o.rows, (r) => r.total))}</b></td></tr>
<tr><td colspan="9"><b>Amount in Words:</b><br><b>${esc(words)}</b></td></tr></table>`;
}

/** Flipkart style: gross, discount, taxable value, tax columns and total per row; HSN and rate in the title cell. */
function grossTable(o: Order): string {
  const taxCells = (r: Row) =>
    o.inter
      ? `<td class="r">${money(r.tax)}</td>`
      : `<td class="r">${money(r.cgst)}</td><td class="r">${money(r.tax - r.cgst)}</td>`;
  const rateNote = (r: Row) =>
    o.inter
      ? `IGST: ${plainNumber(r.rate)}.0 %`
      : `CGST: ${plainNumber(r.rate / 2)} % SGST/UTGST: ${plainNumber(r.rate / 2)} %`;
  const body = o.rows
    .map(
      (r) =>
        `<tr><td>${r.shipping ? "" : esc(r.title.split(" ").slice(0, 2).join(" "))}</td><td>${esc(r.title)}${r.shipping ? "" : `<br><span class="small">HSN/SAC: ${r.hsn} | ${rateNote(r)}</span>`}</td><td class="r">${r.qty}</td><td class="r">${money(r.gross)}</td><td class="r">${r.discount ? "-" + money(r.discount) : "0.00"}</td><td class="r">${money(r.taxable)}</td>${taxCells(r)}<td class="r">${money(r.total)}</td></tr>`,
    )
    .join("");
  const discount = sum(o.rows, (r) => r.discount);
  const totalTax = o.inter
    ? `<td class="r"><b>${money(sum(o.rows, (r) => r.tax))}</b></td>`
    : `<td class="r"><b>${money(sum(o.rows, (r) => r.cgst))}</b></td><td class="r"><b>${money(sum(o.rows, (r) => r.tax - r.cgst))}</b></td>`;
  return `<table class="items"><tr><th>Product</th><th>Title</th><th>Qty</th><th>Gross Amount ₹</th><th>Discounts /Coupons ₹</th><th>Taxable Value ₹</th>${o.inter ? "<th>IGST ₹</th>" : "<th>CGST ₹</th><th>SGST /UTGST ₹</th>"}<th>Total ₹</th></tr>${body}
<tr class="tot"><td></td><td><b>Total</b></td><td class="r"><b>${sum(o.rows, (r) => r.qty)}</b></td><td class="r"><b>${money(sum(o.rows, (r) => r.gross))}</b></td><td class="r"><b>${discount ? "-" : ""}${money(discount)}</b></td><td class="r"><b>${money(sum(o.rows, (r) => r.taxable))}</b></td>${totalTax}<td class="r"><b>${money(sum(o.rows, (r) => r.total))}</b></td></tr></table>
<div class="grand">Grand Total &nbsp; ₹ ${money(sum(o.rows, (r) => r.total))}</div>`;
}

function header(o: Order, amazon: boolean, rng: Rng): string {
  const day = (iso: string) => formatDate(iso, rng.pick(["dd-mm-yyyy", "dd/mm/yyyy", "dd.mm.yyyy"] as const));
  const buyerLines = [esc(o.buyer.name), ...o.buyer.addressLines.map(esc)];
  if (amazon)
    return `<div class="row"><div class="logo">${esc(rng.pick(MARKETPLACES).split(" ")[0]!)}</div><div class="rt"><b>Tax Invoice/Bill of Supply/Cash Memo</b><br>(Original for Recipient)</div></div>
<div class="row"><div><b>Sold By :</b><br>${lines([esc(o.seller.name), ...o.seller.addressLines.map(esc)])}<br><br><b>PAN No:</b> ${o.seller.pan}<br><b>GST Registration No:</b> ${o.seller.gstin}</div>
<div class="rt"><b>Billing Address :</b><br>${lines(buyerLines)}<br><br><b>Shipping Address :</b><br>${lines(buyerLines)}<br><b>Place of supply:</b> ${esc(o.state.name.toUpperCase())}<br><b>Place of delivery:</b> ${esc(o.state.name.toUpperCase())}</div></div>
<div class="row"><div><b>Order Number:</b> ${o.orderId}<br><b>Order Date:</b> ${esc(day(o.orderDate))}</div><div class="rt"><b>Invoice Number :</b> ${o.number}<br><b>Invoice Details :</b> ${o.state.code}-${rng.digits(4)}<br><b>Invoice Date :</b> ${esc(day(o.date))}</div></div>`;
  const party = (title: string) =>
    `<div><b>${title}</b><br>${lines([...buyerLines, o.buyer.phone && `Phone: ${esc(o.buyer.phone.printed)}`])}</div>`;
  return `<div class="title">Tax Invoice</div>
<div class="row"><div><b>Sold By: ${esc(o.seller.name)}</b>,<br>Ship-from Address: ${esc(addressText(o.seller.addressLines))}<br>GSTIN - ${o.seller.gstin}</div><div class="rt">Invoice Number # ${o.number}</div></div>
<div class="row boxed"><div><b>Order ID:</b> ${o.orderId}<br><b>Order Date:</b> ${esc(day(o.orderDate))}<br><b>Invoice Date:</b> ${esc(day(o.date))}<br><b>PAN:</b> ${o.seller.pan}</div>${party("Billing Address")}${party("Shipping Address")}</div>`;
}

function truthOf(o: Order, amazon: boolean, words: string): InvoiceTruth {
  const charged = o.rows.filter((r) => r.total > 0);
  const uniform = new Set(charged.map((r) => r.rate)).size === 1 ? charged[0]!.rate : undefined;
  const tax = sum(o.rows, (r) => r.tax);
  const cgst = sum(o.rows, (r) => r.cgst);
  const pct = (r: number | undefined) => (r === undefined ? undefined : plainNumber(r));
  return invoiceTruth({
    invoice_details: group({
      invoice_number: o.number,
      invoice_date: o.date,
      place_of_supply: amazon ? o.state.name : undefined,
    }),
    seller_details: group({
      name: o.seller.name,
      address: addressText(o.seller.addressLines),
      GSTIN: o.seller.gstin,
      state_code: o.seller.state.code,
    }),
    buyer_details: group({
      name: o.buyer.name,
      address: addressText(o.buyer.addressLines),
      phone: amazon ? undefined : o.buyer.phone?.digits,
    }),
    line_items: o.rows.map((r) => ({
      description: r.title,
      ...(r.shipping ? {} : { HSN: r.hsn }),
      quantity: String(r.qty),
      ...(amazon ? { unit_price: plainAmount(r.unitNet) } : {}),
      amount: plainAmount(r.taxable),
    })),
    tax_calculation: group({
      HSN: o.rows[0]!.hsn,
      taxable_value: plainAmount(sum(o.rows, (r) => r.taxable)),
      IGST_percentage: o.inter ? pct(uniform) : undefined,
      IGST_amount: o.inter ? plainAmount(tax) : undefined,
      CGST_percentage: o.inter ? undefined : pct(uniform === undefined ? undefined : uniform / 2),
      CGST_amount: o.inter ? undefined : plainAmount(cgst),
      SGST_percentage: o.inter ? undefined : pct(uniform === undefined ? undefined : uniform / 2),
      SGST_amount: o.inter ? undefined : plainAmount(tax - cgst),
    }),
    total_calculation: group({
      total_tax: amazon ? plainAmount(tax) : undefined,
      grand_total: plainAmount(sum(o.rows, (r) => r.total)),
      amount_in_words: amazon ? words : undefined,
    }),
  });
}

function build(rng: Rng): Built {
  const o = order(rng);
  const amazon = rng.chance(0.45);
  const words = `${indianWords(Math.floor(sum(o.rows, (r) => r.total) / 100))} only`;
  const table = amazon ? unitPriceTable(o, words) : grossTable(o);
  const foot = `<div class="foot">${esc(o.seller.name)}<br><br>Authorized Signatory</div><div class="small">Seller Registered Address: ${esc(addressText(o.seller.addressLines))}<br>Declaration: The goods sold are intended for end user consumption and not for resale. Sold through ${esc(rng.pick(MARKETPLACES))}.</div>`;
  const css = `.sheet{padding:10mm;font-family:"${rng.pick(SANS.filter((f) => f !== "Hind"))}";font-size:8pt;color:#111}.row{display:flex;justify-content:space-between;gap:6mm;margin:3mm 0}.row>div{flex:1}.rt{text-align:right}
.boxed{border:0.6px solid #999;padding:2mm}.title{text-align:center;font-size:13pt;font-weight:bold}.logo{font-size:18pt;font-weight:bold;color:#232f3e}.small{font-size:0.85em;color:#333;margin-top:4mm}
table.items{width:100%;border-collapse:collapse;margin-top:3mm}table.items th{background:#eee;border:0.6px solid #999;padding:3px;font-weight:bold}table.items td{border:0.6px solid #999;padding:3px;vertical-align:top}
.r{text-align:right;white-space:nowrap}.grand{text-align:right;font-size:12pt;font-weight:bold;margin-top:3mm}.foot{text-align:right;margin-top:6mm}`;
  return {
    truth: { type: "invoice", invoice: truthOf(o, amazon, words) },
    body: `<section class="page"><div class="sheet">${header(o, amazon, rng)}${table}${foot}</div></section>`,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const inMarketplace: Family = {
  name: "in-marketplace",
  type: "invoice",
  kind: "marketplace",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
