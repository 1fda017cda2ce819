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
import { STATES } from "../data/india.ts";
import { indianParty, personName, addressText } from "../model/parties.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

const MARKETPLACES = [
  "ShopKart Internet Private Limited",
  "BazaarHub Retail Pvt. Ltd.",
  "Cartwala Marketplace Pvt. Ltd.",
];

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
  total: number;
  shipping: boolean;
}

function row(
  rng: Rng,
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
  void rng;
  return {
    title,
    hsn,
    rate,
    qty,
    gross: qty * listPrice,
    discount: qty * (listPrice - unitPrice),
    unitNet,
    taxable,
    tax: total - taxable,
    total,
    shipping,
  };
}

function build(rng: Rng) {
  const seller = indianParty(rng.fork("seller"), { lines: 3 });
  const inter = rng.chance(0.65);
  const state = inter ? rng.pick(STATES.filter((s) => s.code !== seller.state.code)) : seller.state;
  const buyer = indianParty(rng.fork("buyer"), { state, registered: rng.chance(0.1), person: true, lines: 2 });
  buyer.name = personName(rng.fork("name"));
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const orderDate = addDays(date, -rng.int(0, 3));
  const items = rng.sample(CONSUMER, rng.int(1, 3)).map((a) => {
    const price = rng.int(Math.round(a.price[0]), Math.round(a.price[1])) * 100;
    const list = price + (rng.chance(0.6) ? rng.int(1, 12) * 5000 : 0);
    return row(rng, a.description, a.hsn, a.rate, rng.chance(0.8) ? 1 : 2, price, list, false);
  });
  const shipFee = rng.pick([0, 0, 4000, 7900]);
  const rows = [
    ...items,
    row(
      rng,
      "Shipping And Handling Charges",
      "996812",
      18,
      1,
      shipFee,
      shipFee + (shipFee ? 0 : rng.pick([0, 4000])),
      true,
    ),
  ];
  const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
  const money = (m: number) => formatMinor(m, "western");
  const day = (iso: string) => formatDate(iso, rng.pick(["dd-mm-yyyy", "dd/mm/yyyy", "dd.mm.yyyy"] as const));
  const number = `${rng.letters(3)}${rng.digits(2)}${rng.letters(1)}${rng.digits(9)}`;
  const orderId = rng.chance(0.5) ? `OD${rng.digits(18)}` : `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`;
  const amazon = rng.chance(0.45);
  const cgst = (r: Row) => Math.round(r.tax / 2);
  const taxCells = (r: Row) =>
    inter
      ? `<td class="r">${money(r.tax)}</td>`
      : `<td class="r">${money(cgst(r))}</td><td class="r">${money(r.tax - cgst(r))}</td>`;
  const words = `${indianWords(Math.floor(sum((r) => r.total) / 100))} only`;
  let table: string;
  if (amazon) {
    const body = rows
      .map(
        (r, i) =>
          `<tr><td>${i + 1}</td><td>${esc(r.title)}${r.shipping ? "" : `<br>HSN:${r.hsn}`}</td><td class="r">₹${money(r.unitNet)}</td><td class="r">${r.qty}</td><td class="r">₹${money(r.taxable)}</td><td class="r">${plainNumber(inter ? r.rate : r.rate / 2)}%${inter ? "" : `<br>${plainNumber(r.rate / 2)}%`}</td><td>${inter ? "IGST" : "CGST<br>SGST"}</td><td class="r">₹${inter ? money(r.tax) : `${money(cgst(r))}<br>₹${money(r.tax - cgst(r))}`}</td><td class="r">₹${money(r.total)}</td></tr>`,
      )
      .join("");
    table = `<table class="items"><tr><th>Sl. No</th><th>Description</th><th>Unit Price</th><th>Qty</th><th>Net Amount</th><th>Tax Rate</th><th>Tax Type</th><th>Tax Amount</th><th>Total Amount</th></tr>${body}
<tr class="tot"><td colspan="7"><b>TOTAL:</b></td><td class="r"><b>₹${money(sum((r) => r.tax))}</b></td><td class="r"><b>₹${money(sum((r) => r.total))}</b></td></tr>
<tr><td colspan="9"><b>Amount in Words:</b><br><b>${esc(words)}</b></td></tr></table>`;
  } else {
    const taxHeads = inter ? "<th>IGST ₹</th>" : "<th>CGST ₹</th><th>SGST /UTGST ₹</th>";
    const body = rows
      .map(
        (r) =>
          `<tr><td>${r.shipping ? "" : esc(r.title.split(" ").slice(0, 2).join(" "))}</td><td>${esc(r.title)}${r.shipping ? "" : `<br><span class="small">HSN/SAC: ${r.hsn} | ${inter ? `IGST: ${plainNumber(r.rate)}.0 %` : `CGST: ${plainNumber(r.rate / 2)} % SGST/UTGST: ${plainNumber(r.rate / 2)} %`}</span>`}</td><td class="r">${r.qty}</td><td class="r">${money(r.gross)}</td><td class="r">${r.discount ? "-" + money(r.discount) : "0.00"}</td><td class="r">${money(r.taxable)}</td>${taxCells(r)}<td class="r">${money(r.total)}</td></tr>`,
      )
      .join("");
    table = `<table class="items"><tr><th>Product</th><th>Title</th><th>Qty</th><th>Gross Amount ₹</th><th>Discounts /Coupons ₹</th><th>Taxable Value ₹</th>${taxHeads}<th>Total ₹</th></tr>${body}
<tr class="tot"><td></td><td><b>Total</b></td><td class="r"><b>${sum((r) => r.qty)}</b></td><td class="r"><b>${money(sum((r) => r.gross))}</b></td><td class="r"><b>${sum((r) => r.discount) ? "-" : ""}${money(sum((r) => r.discount))}</b></td><td class="r"><b>${money(sum((r) => r.taxable))}</b></td>${inter ? `<td class="r"><b>${money(sum((r) => r.tax))}</b></td>` : `<td class="r"><b>${money(sum(cgst))}</b></td><td class="r"><b>${money(sum((r) => r.tax - cgst(r)))}</b></td>`}<td class="r"><b>${money(sum((r) => r.total))}</b></td></tr></table>
<div class="grand">Grand Total &nbsp; ₹ ${money(sum((r) => r.total))}</div>`;
  }
  const party = (title: string) =>
    `<div><b>${title}</b><br>${lines([esc(buyer.name), ...buyer.addressLines.map(esc), buyer.phone && `Phone: ${esc(buyer.phone.printed)}`])}</div>`;
  const head = amazon
    ? `<div class="row"><div class="logo">${esc(rng.pick(MARKETPLACES).split(" ")[0]!)}</div><div class="rt"><b>Tax Invoice/Bill of Supply/Cash Memo</b><br>(Original for Recipient)</div></div>
<div class="row"><div><b>Sold By :</b><br>${lines([esc(seller.name), ...seller.addressLines.map(esc)])}<br><br><b>PAN No:</b> ${seller.pan}<br><b>GST Registration No:</b> ${seller.gstin}</div>
<div class="rt"><b>Billing Address :</b><br>${lines([esc(buyer.name), ...buyer.addressLines.map(esc)])}<br><br><b>Shipping Address :</b><br>${lines([esc(buyer.name), ...buyer.addressLines.map(esc)])}<br><b>Place of supply:</b> ${esc(state.name.toUpperCase())}<br><b>Place of delivery:</b> ${esc(state.name.toUpperCase())}</div></div>
<div class="row"><div><b>Order Number:</b> ${orderId}<br><b>Order Date:</b> ${esc(day(orderDate))}</div><div class="rt"><b>Invoice Number :</b> ${number}<br><b>Invoice Details :</b> ${state.code}-${rng.digits(4)}<br><b>Invoice Date :</b> ${esc(day(date))}</div></div>`
    : `<div class="title">Tax Invoice</div>
<div class="row"><div><b>Sold By: ${esc(seller.name)}</b>,<br>Ship-from Address: ${esc(addressText(seller.addressLines))}<br>GSTIN - ${seller.gstin}</div><div class="rt">Invoice Number # ${number}</div></div>
<div class="row boxed"><div><b>Order ID:</b> ${orderId}<br><b>Order Date:</b> ${esc(day(orderDate))}<br><b>Invoice Date:</b> ${esc(day(date))}<br><b>PAN:</b> ${seller.pan}</div>${party("Billing Address")}${party("Shipping Address")}</div>`;
  const foot = `<div class="foot">${esc(seller.name)}<br><br>Authorized Signatory</div><div class="small">Seller Registered Address: ${esc(addressText(seller.addressLines))}<br>Declaration: The goods sold are intended for end user consumption and not for resale. Sold through ${esc(rng.pick(MARKETPLACES))}.</div>`;
  const css = `.sheet{padding:10mm;font-family:"${rng.pick(SANS.filter((f) => f !== "Hind"))}";font-size:8pt;color:#111}.row{display:flex;justify-content:space-between;gap:6mm;margin:3mm 0}.row>div{flex:1}.rt{text-align:right}
.boxed{border:0.6px solid #999;padding:2mm}.title{text-align:center;font-size:13pt;font-weight:bold}.logo{font-size:18pt;font-weight:bold;color:#232f3e}.small{font-size:0.85em;color:#333;margin-top:4mm}
table.items{width:100%;border-collapse:collapse;margin-top:3mm}table.items th{background:#eee;border:0.6px solid #999;padding:3px;font-weight:bold}table.items td{border:0.6px solid #999;padding:3px;vertical-align:top}
.r{text-align:right;white-space:nowrap}.grand{text-align:right;font-size:12pt;font-weight:bold;margin-top:3mm}.foot{text-align:right;margin-top:6mm}`;
  const uniform =
    new Set(rows.filter((r) => r.total > 0).map((r) => r.rate)).size === 1
      ? rows.find((r) => r.total > 0)!.rate
      : undefined;
  const tax = sum((r) => r.tax);
  const c = sum(cgst);
  const truth = invoiceTruth({
    invoice_details: group({
      invoice_number: number,
      invoice_date: date,
      place_of_supply: amazon ? state.name : undefined,
    }),
    seller_details: group({
      name: seller.name,
      address: addressText(seller.addressLines),
      GSTIN: seller.gstin,
      state_code: seller.state.code,
    }),
    buyer_details: group({
      name: buyer.name,
      address: addressText(buyer.addressLines),
      phone: amazon ? undefined : buyer.phone?.digits,
    }),
    line_items: rows.map((r) => ({
      description: r.title,
      ...(r.shipping ? {} : { HSN: r.hsn }),
      quantity: String(r.qty),
      ...(amazon ? { unit_price: plainAmount(r.unitNet) } : {}),
      amount: plainAmount(r.taxable),
    })),
    tax_calculation: group({
      HSN: rows[0]!.hsn,
      taxable_value: plainAmount(sum((r) => r.taxable)),
      IGST_percentage: inter && uniform !== undefined ? plainNumber(uniform) : undefined,
      IGST_amount: inter ? plainAmount(tax) : undefined,
      CGST_percentage: !inter && uniform !== undefined ? plainNumber(uniform / 2) : undefined,
      CGST_amount: !inter ? plainAmount(c) : undefined,
      SGST_percentage: !inter && uniform !== undefined ? plainNumber(uniform / 2) : undefined,
      SGST_amount: !inter ? plainAmount(tax - c) : undefined,
    }),
    total_calculation: group({
      total_tax: amazon ? plainAmount(tax) : undefined,
      grand_total: plainAmount(sum((r) => r.total)),
      amount_in_words: amazon ? words : undefined,
    }),
  });
  return {
    truth: { type: "invoice" as const, invoice: truth },
    body: `<section class="page"><div class="sheet">${head}${table}${foot}</div></section>`,
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
