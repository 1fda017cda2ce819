// A food-delivery order PDF: page one is the restaurant's tax invoice for the food (5% GST, paid by
// the platform as e-commerce operator under section 9(5)), page two the platform's own invoice for
// its platform fee and delivery charge (18%). Truth: the first invoice at the top level, and both in
// `invoices` with their pages.
import type { Rng } from "../random.ts";
import { FOOD } from "../data/goods.ts";
import { SANS } from "../render/fonts.ts";
import { esc, lines } from "../render/html.ts";
import { dayBetween, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount, roundMinor } from "../format/numbers.ts";
import { STATES } from "../data/india.ts";
import { indianParty, personName, addressText, type IndianParty } from "../model/parties.ts";
import { group, invoiceTruth, type InvoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

const PLATFORMS = [
  "Zestly Foodtech Private Limited",
  "Tiffinly Internet Services Pvt. Ltd.",
  "QuickPlate Technologies Pvt. Ltd.",
];

interface Charge {
  description: string;
  hsn: string;
  qty: number;
  price: number;
  discount: number;
  net: number;
}

function invoicePage(
  title: string,
  seller: IndianParty,
  extra: string[],
  meta: [string, string][],
  customer: { name: string; address: string },
  charges: Charge[],
  rate: number,
  note: string,
  money: (m: number) => string,
): { html: string; taxable: number; half: number; total: number } {
  const taxable = charges.reduce((s, c) => s + c.net, 0);
  const half = roundMinor((taxable * rate) / 200);
  const total = taxable + 2 * half;
  const rows = charges
    .map(
      (c) =>
        `<tr><td>${esc(c.description)}</td><td>${c.hsn}</td><td class="r">${c.qty}</td><td class="r">${money(c.price)}</td><td class="r">${c.discount ? money(c.discount) : "0.00"}</td><td class="r">${money(c.net)}</td></tr>`,
    )
    .join("");
  const html = `<section class="page"><div class="sheet"><div class="title">${esc(title)}</div>
<div class="row"><div><b>${esc(seller.name)}</b><br>${lines([...seller.addressLines.map(esc), `GSTIN: ${seller.gstin}`, ...extra.map(esc)])}</div>
<div><table class="meta">${meta.map(([k, v]) => `<tr><td>${esc(k)}</td><td><b>${esc(v)}</b></td></tr>`).join("")}</table></div></div>
<div class="cust"><b>Customer Name:</b> ${esc(customer.name)}<br><b>Delivery Address:</b> ${esc(customer.address)}</div>
<table class="items"><tr><th>Particulars</th><th>HSN/SAC</th><th class="r">Qty</th><th class="r">Unit Price</th><th class="r">Discount</th><th class="r">Net Value</th></tr>${rows}
<tr class="sum"><td colspan="5">Taxable Amount</td><td class="r">${money(taxable)}</td></tr>
<tr><td colspan="5">CGST (${rate / 2}%)</td><td class="r">${money(half)}</td></tr><tr><td colspan="5">SGST (${rate / 2}%)</td><td class="r">${money(half)}</td></tr>
<tr class="sum"><td colspan="5"><b>Total</b></td><td class="r"><b>₹ ${money(total)}</b></td></tr></table><p class="note">${esc(note)}</p></div></section>`;
  return { html, taxable, half, total };
}

function truthOf(
  number: string,
  date: string,
  seller: IndianParty,
  customer: { name: string; address: string },
  charges: Charge[],
  rate: number,
  t: { taxable: number; half: number; total: number },
): InvoiceTruth {
  return invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: seller.name,
      address: addressText(seller.addressLines),
      GSTIN: seller.gstin,
      state_code: seller.state.code,
    }),
    buyer_details: group({ name: customer.name, address: customer.address }),
    line_items: charges.map((c) => ({
      description: c.description,
      HSN: c.hsn,
      quantity: String(c.qty),
      unit_price: plainAmount(c.price),
      amount: plainAmount(c.net),
    })),
    tax_calculation: group({
      HSN: charges[0]!.hsn,
      taxable_value: plainAmount(t.taxable),
      CGST_percentage: String(rate / 2),
      CGST_amount: plainAmount(t.half),
      SGST_percentage: String(rate / 2),
      SGST_amount: plainAmount(t.half),
    }),
    total_calculation: group({ sub_total: plainAmount(t.taxable), grand_total: plainAmount(t.total) }),
  });
}

function build(rng: Rng) {
  const state = rng.pick(STATES);
  const restaurant = indianParty(rng.fork("restaurant"), { state, lines: 2 });
  restaurant.name = `${rng.pick(["Spice", "Royal", "Punjabi", "Udupi", "Bombay", "Kolkata"])} ${rng.pick(["Kitchen", "Dhaba", "Biryani House", "Cafe", "Tiffins", "Rasoi"])}`;
  const platform = indianParty(rng.fork("platform"), { state, lines: 2 });
  platform.name = rng.pick(PLATFORMS);
  const customer = {
    name: personName(rng.fork("customer")),
    address: addressText(indianParty(rng.fork("addr"), { state, lines: 2, registered: false }).addressLines),
  };
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const orderId = rng.digits(rng.pick([10, 12, 16]));
  const money = (m: number) => formatMinor(m, "western");
  const shown = formatDate(date, rng.pick(["dd/mm/yyyy", "dd-Mon-yyyy", "dd Mon yyyy"] as const));
  const food: Charge[] = rng.sample(FOOD, rng.int(1, 4)).map((a) => {
    const qty = rng.int(1, 3);
    const price = rng.int(a.price[0], a.price[1]) * 100;
    const discount = rng.chance(0.3) ? roundMinor(qty * price * 0.1) : 0;
    return { description: a.description, hsn: a.hsn, qty, price, discount, net: qty * price - discount };
  });
  const fees: Charge[] = [
    { description: "Platform Fee", hsn: "999799", qty: 1, price: rng.pick([500, 600, 1000]), discount: 0, net: 0 },
    { description: "Delivery Charges", hsn: "996813", qty: 1, price: rng.int(20, 60) * 100, discount: 0, net: 0 },
  ].map((c) => {
    const discount = c.description === "Delivery Charges" && rng.chance(0.4) ? c.price / 2 : 0;
    return { ...c, discount, net: c.price - discount };
  });
  const n1 = `${rng.letters(2)}${rng.digits(2)}${rng.digits(8)}`;
  const n2 = `${rng.letters(3)}${rng.digits(10)}`;
  const p1 = invoicePage(
    "Tax Invoice",
    restaurant,
    [`FSSAI: ${rng.digits(14)}`],
    [
      ["Invoice No.", n1],
      ["Invoice Date", shown],
      ["Order ID", orderId],
    ],
    customer,
    food,
    5,
    "GST on restaurant services supplied through the platform is paid by the e-commerce operator under section 9(5) of the CGST Act.",
    money,
  );
  const p2 = invoicePage(
    "Tax Invoice (Platform Services)",
    platform,
    [`PAN: ${platform.pan}`, `CIN: U74999${state.name.slice(0, 2).toUpperCase()}${rng.digits(4)}PTC${rng.digits(6)}`],
    [
      ["Invoice No.", n2],
      ["Invoice Date", shown],
      ["Order ID", orderId],
    ],
    customer,
    fees,
    18,
    "This is a computer generated invoice and does not need a signature.",
    money,
  );
  const first = truthOf(n1, date, restaurant, customer, food, 5, p1);
  const second = truthOf(n2, date, platform, customer, fees, 18, p2);
  const css = `.sheet{padding:12mm;font-family:"${rng.pick(SANS.filter((f) => f !== "Hind"))}";font-size:9pt;color:#222}.title{font-size:14pt;font-weight:bold;text-align:center;margin-bottom:4mm}
.row{display:flex;justify-content:space-between;gap:8mm}.row>div{flex:1}table.meta td{padding:1px 4px}.cust{margin:5mm 0;padding:2mm;background:#f5f5f5}
table.items{width:100%;border-collapse:collapse}table.items th{border-bottom:1px solid #333;text-align:left;padding:3px}table.items td{padding:3px;border-bottom:0.5px solid #ddd}
tr.sum td{border-top:1px solid #333}.r{text-align:right !important;white-space:nowrap}.note{font-size:7.5pt;color:#555;margin-top:6mm}`;
  return {
    truth: {
      type: "invoice" as const,
      invoice: first,
      invoices: [
        { pages: { from: 1, to: 1 }, ...first },
        { pages: { from: 2, to: 2 }, ...second },
      ],
    },
    body: p1.html + p2.html,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const inFoodDelivery: Family = {
  name: "in-food-delivery",
  type: "invoice",
  kind: "food-delivery",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan"],
  build,
};
