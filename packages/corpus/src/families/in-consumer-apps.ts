// GST invoices that consumer apps e-mail: an airline's fare invoice (wide SAC/taxable/non-taxable/
// IGST/CGST/SGST/cess columns, state-wise GSTIN), a ride's two invoices (the driver's transport
// invoice under section 9(5), then the platform's own fee invoice), a quick-commerce order (the dark
// store seller's item invoice with per-item tax and cess columns, often followed by the platform's
// handling-fee invoice), a telecom/broadband bill (account summary, sub-total, taxes, amount due) and
// a hotel's room invoice. One issuer style per document. Sources: docs/corpus.md "Consumer apps".
import type { Rng } from "../random.ts";
import { RETAIL } from "../data/goods.ts";
import { SANS } from "../render/fonts.ts";
import { esc, lines } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, roundMinor } from "../format/numbers.ts";
import { amountInWords } from "../format/words.ts";
import { STATES, type IndianState } from "../data/india.ts";
import { indianParty, personName, addressText } from "../model/parties.ts";
import { group, invoiceTruth, type InvoiceTruth, type InvoiceEntryTruth } from "../model/truth.ts";
import type { Built, Family } from "./family.ts";

const AIRLINES = ["SkyBharat Airways Limited", "Indus Air Aviation Limited", "Kestrel Airlines Private Limited"];
const RIDE_APPS = ["Safar Mobility India Pvt. Ltd.", "GoCab Technologies Private Limited", "Chalo Rides Pvt. Ltd."];
const QUICK_APPS = ["Dashcart Commerce Private Limited", "TenMin Retail Technologies Pvt. Ltd."];
const TELCOS = ["Bharat Telelink Limited", "Jyoti Digital Networks Limited", "Sampark Broadband Services Ltd"];
const HOTELS = ["Hotel Sagar Residency", "The Orchid Stay Inn", "Comfort Suites Lodging", "Green Leaf Business Hotel"];

/** One charge in paise: its taxable value, any value outside GST, and its GST rate. */
interface Charge {
  description: string;
  hsn?: string;
  qty?: number;
  unit?: string;
  rate?: number; // unit price, where printed
  taxable: number;
  exempt: number;
  gst: number;
  cess: number;
}

interface Bill {
  seller: { name: string; addressLines: string[]; gstin?: string; state: IndianState };
  buyer: { name: string; address?: string; gstin?: string };
  number: string;
  date: string;
  placeOfSupply?: string;
  inter: boolean;
  charges: Charge[];
}

interface Sums {
  taxable: number;
  exempt: number;
  cgst: number;
  igst: number;
  cess: number;
  total: number;
}

const half = (c: Charge) => roundMinor((c.taxable * c.gst) / 200);
const whole = (c: Charge) => roundMinor((c.taxable * c.gst) / 100);

function sums(b: Bill): Sums {
  let taxable = 0;
  let exempt = 0;
  let cgst = 0;
  let cess = 0;
  let igst = 0;
  for (const c of b.charges) {
    igst += whole(c);
    taxable += c.taxable;
    exempt += c.exempt;
    cgst += half(c);
    cess += c.cess;
  }
  if (!b.inter) igst = 0;
  const total = taxable + exempt + (b.inter ? igst : 2 * cgst) + cess;
  return { taxable, exempt, cgst: b.inter ? 0 : cgst, igst, cess, total };
}

/** The truth of one bill: percentages only where every taxed charge has the same rate (issue 17). */
function truthOf(
  b: Bill,
  s: Sums,
  opts: { subTotal?: boolean; words?: string; lineAmount?: "taxable" | "all" },
): InvoiceTruth {
  const taxed = b.charges.filter((c) => c.taxable > 0);
  const rates = new Set(taxed.map((c) => c.gst));
  const uniform = rates.size === 1 ? taxed[0]!.gst : undefined;
  const pct = (r: number | undefined) => (r === undefined ? undefined : plainNumber(r));
  return invoiceTruth({
    invoice_details: group({ invoice_number: b.number, invoice_date: b.date, place_of_supply: b.placeOfSupply }),
    seller_details: group({
      name: b.seller.name,
      address: addressText(b.seller.addressLines),
      GSTIN: b.seller.gstin,
      state_code: b.seller.gstin ? b.seller.gstin.slice(0, 2) : undefined,
    }),
    buyer_details: group({
      name: b.buyer.name,
      address: b.buyer.address,
      GSTIN: b.buyer.gstin,
      state_code: b.buyer.gstin?.slice(0, 2),
    }),
    line_items: b.charges.map((c) => ({
      description: c.description,
      ...(c.hsn ? { HSN: c.hsn } : {}),
      ...(c.qty !== undefined ? { quantity: String(c.qty) } : {}),
      ...(c.rate !== undefined ? { unit_price: plainAmount(c.rate) } : {}),
      amount: plainAmount(c.taxable > 0 ? c.taxable : c.exempt),
    })),
    tax_calculation: group({
      HSN: b.charges.find((c) => c.hsn)?.hsn,
      taxable_value: plainAmount(s.taxable),
      IGST_percentage: b.inter ? pct(uniform) : undefined,
      IGST_amount: b.inter ? plainAmount(s.igst) : undefined,
      CGST_percentage: b.inter ? undefined : pct(uniform === undefined ? undefined : uniform / 2),
      CGST_amount: b.inter ? undefined : plainAmount(s.cgst),
      SGST_percentage: b.inter ? undefined : pct(uniform === undefined ? undefined : uniform / 2),
      SGST_amount: b.inter ? undefined : plainAmount(s.cgst),
    }),
    total_calculation: group({
      sub_total: opts.subTotal ? plainAmount(s.taxable) : undefined,
      grand_total: plainAmount(s.total),
      amount_in_words: opts.words,
    }),
  });
}

interface Ctx {
  rng: Rng;
  money: (m: number) => string;
  day: (iso: string) => string;
  date: string;
  state: IndianState;
}

function company(rng: Rng, name: string, state: IndianState, lines: 1 | 2 | 3 = 2): Bill["seller"] {
  const p = indianParty(rng, { state, lines });
  return { name, addressLines: p.addressLines, gstin: p.gstin, state };
}

const STATE_ABBR = (s: IndianState) =>
  s.name
    .replace(/[^A-Z]/g, "")
    .padEnd(2, s.name[1]!.toUpperCase())
    .slice(0, 2);

/** The airline's fare invoice: one row of taxed air travel, one of airport charges outside GST. */
function airline(c: Ctx): { html: string; truth: InvoiceTruth } {
  const { rng, money } = c;
  const origin = rng.pick(STATES);
  const seller = company(rng.fork("airline"), rng.pick(AIRLINES), origin, 1);
  seller.addressLines = [
    `${rng.pick(["International Airport", "Airport, Domestic Terminal", "Airport Terminal 1"])}`,
    ...seller.addressLines,
  ];
  const corporate = rng.chance(0.4) ? indianParty(rng.fork("corp"), { lines: 2 }) : undefined;
  const passenger = personName(rng.fork("pax"));
  const business = rng.chance(0.2);
  const fare: Charge = {
    description: "Air Travel and related charges",
    hsn: "996425",
    taxable: rng.int(2500, 24000) * 100,
    exempt: 0,
    gst: business ? 12 : 5,
    cess: 0,
  };
  const airport: Charge = {
    description: "Airport Charges",
    taxable: 0,
    exempt: rng.int(300, 1500) * 100,
    gst: 0,
    cess: 0,
  };
  const charges = [fare, airport];
  const inter = corporate !== undefined && corporate.state.code !== origin.code;
  const number = `${STATE_ABBR(origin)}${rng.digits(7)}${rng.letters(2)}${rng.digits(5)}`;
  const bill: Bill = {
    seller,
    buyer: corporate ? { name: corporate.name, gstin: corporate.gstin } : { name: passenger },
    number,
    date: c.date,
    placeOfSupply: (corporate?.state ?? origin).name,
    inter,
    charges,
  };
  const s = sums(bill);
  const cell = (ch: Charge, head: "i" | "c") => {
    const on = head === "i" ? inter : !inter;
    const r = on && ch.taxable ? (head === "i" ? ch.gst : ch.gst / 2) : 0;
    const amt = on && ch.taxable ? (head === "i" ? whole(ch) : half(ch)) : 0;
    return `<td class="r">${r.toFixed(2)}</td><td class="r">${money(amt)}</td>`;
  };
  const rowTotal = (ch: Charge) => ch.taxable + ch.exempt + (inter ? whole(ch) : 2 * half(ch));
  const rows = charges
    .map(
      (ch) =>
        `<tr><td>${esc(ch.description)}</td><td>${ch.hsn ?? ""}</td><td class="r">${money(ch.taxable)}</td><td class="r">${money(ch.exempt)}</td><td class="r">${money(ch.taxable + ch.exempt)}</td>${cell(ch, "i")}${cell(ch, "c")}${cell(ch, "c")}<td class="r">0</td><td class="r">0.00</td><td class="r">${money(rowTotal(ch))}</td></tr>`,
    )
    .join("");
  const tax = (v: number) => `<td></td><td class="r">${money(v)}</td>`;
  const html = `<div class="row"><div><div class="title">Tax Invoice</div><div class="c">(Original For Recipient)</div></div><div class="rt"><b>${esc(seller.name)}</b><br>${lines(seller.addressLines.map(esc))}<br>GSTIN : ${seller.gstin}</div></div>
<p>Number : ${esc(number)}<br>Date : ${esc(c.day(c.date))}<br>Passenger Name : ${esc(passenger)}</p>
<p>PNR : ${rng.letters(6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")} &nbsp; Flight No : ${rng.letters(2)} - ${rng.int(100, 9999)} &nbsp; From : ${rng.letters(3)} &nbsp; To : ${rng.letters(3)} &nbsp; Place of Supply : ${esc(bill.placeOfSupply!)}</p>
<p>GSTIN of Customer : ${corporate?.gstin ?? ""}<br>GSTIN Customer Name : ${esc(corporate?.name ?? "")}</p><p class="rt">Currency : INR</p>
<table class="items"><tr><th rowspan="2">Description</th><th rowspan="2">SAC Code</th><th rowspan="2">Taxable Value</th><th rowspan="2">Non Taxable/Exempted Value</th><th rowspan="2">Total</th><th colspan="2">IGST</th><th colspan="2">CGST</th><th colspan="2">SGST/UGST</th><th colspan="2">CESS</th><th rowspan="2">Total (Incl Taxes)</th></tr>
<tr><th>Tax %</th><th>Amount</th><th>Tax %</th><th>Amount</th><th>Tax %</th><th>Amount</th><th>Tax %</th><th>Amount</th></tr>${rows}
<tr class="sum"><td colspan="2"><b>Grand Total</b></td><td class="r">${money(s.taxable)}</td><td class="r">${money(s.exempt)}</td><td class="r">${money(s.taxable + s.exempt)}</td>${tax(s.igst)}${tax(s.cgst)}${tax(s.cgst)}${tax(0)}<td class="r"><b>${money(s.total)}</b></td></tr></table>
<p class="note">1. Air Travel and related charges: includes all charges related to air transportation of passengers.<br>2. Airport Charges: user development, passenger service and other airport fees collected on behalf of the airport operator.<br>3. Amounts have been rounded off.</p>`;
  return { html, truth: truthOf(bill, s, {}) };
}

/** A bill's own page: heading, seller block, particulars, customer, charge table and totals. */
function simplePage(
  c: Ctx,
  b: Bill,
  o: { title: string; extra: string[]; meta: [string, string][]; custLabel: string; note: string; words: boolean },
) {
  const { money } = c;
  const s = sums(b);
  const rows = b.charges
    .map(
      (ch) =>
        `<tr><td>${esc(ch.description)}</td><td>${ch.hsn ?? ""}</td><td class="r">${ch.qty ?? ""}</td><td class="r">${ch.rate !== undefined ? money(ch.rate) : ""}</td><td class="r">${money(ch.taxable)}</td></tr>`,
    )
    .join("");
  const rate = b.charges[0]!.gst;
  const taxes: [string, number][] = b.inter
    ? [[`IGST @ ${plainNumber(rate)}%`, s.igst]]
    : [
        [`CGST @ ${plainNumber(rate / 2)}%`, s.cgst],
        [`SGST/UTGST @ ${plainNumber(rate / 2)}%`, s.cgst],
      ];
  const words = amountInWords(s.total, c.rng.pick(["rupees-paise-only", "inr-only"] as const));
  const html = `<div class="title">${esc(o.title)}</div>
<div class="row"><div><b>${esc(b.seller.name)}</b><br>${lines([...b.seller.addressLines.map(esc), b.seller.gstin ? `GSTIN: ${b.seller.gstin}` : undefined, ...o.extra.map(esc)])}</div>
<div><table class="meta">${o.meta.map(([k, v]) => `<tr><td>${esc(k)}</td><td><b>${esc(v)}</b></td></tr>`).join("")}</table></div></div>
<div class="cust"><b>${esc(o.custLabel)}</b> ${esc(b.buyer.name)}${b.buyer.address ? `<br>${esc(b.buyer.address)}` : ""}${b.buyer.gstin ? `<br>Customer GSTIN: ${b.buyer.gstin}` : ""}</div>
<table class="items"><tr><th>Description</th><th>SAC</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Taxable Value</th></tr>${rows}
<tr class="sum"><td colspan="4">Taxable Amount</td><td class="r">${money(s.taxable)}</td></tr>${taxes.map(([k, v]) => `<tr><td colspan="4">${esc(k)}</td><td class="r">${money(v)}</td></tr>`).join("")}
<tr class="sum"><td colspan="4"><b>Total Amount</b></td><td class="r"><b>₹ ${money(s.total)}</b></td></tr></table>
${o.words ? `<p>Amount in words: ${esc(words)}</p>` : ""}<p class="note">${esc(o.note)}</p>`;
  return { html, truth: truthOf(b, s, { subTotal: true, words: o.words ? words : undefined }) };
}

/** A ride: the driver's transport invoice (tax paid by the platform), then the platform's fee invoice. */
function ride(c: Ctx): { pages: { html: string; truth: InvoiceTruth }[] } {
  const { rng } = c;
  const app = company(rng.fork("app"), rng.pick(RIDE_APPS), c.state);
  const rider = { name: personName(rng.fork("rider")) };
  const driver = personName(rng.fork("driver"));
  const trip = rng.letters(3) + rng.digits(9);
  const fare = rng.int(90, 1400) * 100;
  const transport: Bill = {
    seller: { name: driver, addressLines: [], state: c.state },
    buyer: rider,
    number: `${rng.letters(2)}${rng.digits(10)}`,
    date: c.date,
    placeOfSupply: c.state.name,
    inter: false,
    charges: [
      {
        description: rng.pick(["Transportation Service", "Ride Fare", "Passenger Transport Service"]),
        hsn: "996412",
        taxable: fare,
        exempt: 0,
        gst: 5,
        cess: 0,
      },
    ],
  };
  const fee = rng.pick([1500, 2000, 2500, 3000, 4000]);
  const platform: Bill = {
    seller: app,
    buyer: rider,
    number: `${rng.letters(3)}/${rng.digits(2)}-${rng.digits(2)}/${rng.digits(7)}`,
    date: c.date,
    placeOfSupply: c.state.name,
    inter: false,
    charges: [
      {
        description: rng.pick(["Booking Fee", "Platform Fee", "Convenience Fee"]),
        hsn: "998599",
        taxable: fee,
        exempt: 0,
        gst: 18,
        cess: 0,
      },
    ],
  };
  const vehicle = `${STATE_ABBR(c.state)} ${rng.digits(2)} ${rng.letters(2)} ${rng.digits(4)}`;
  const meta = (b: Bill): [string, string][] => [
    ["Invoice No.", b.number],
    ["Invoice Date", c.day(c.date)],
    ["Trip ID", trip],
    ["Place of Supply", c.state.name],
  ];
  const p1 = simplePage(c, transport, {
    title: "Tax Invoice",
    extra: [
      `Vehicle Number: ${vehicle}`,
      `Tax collected by e-commerce operator ${app.name}, GSTIN ${app.gstin}, under section 9(5) of the CGST Act`,
    ],
    meta: meta(transport),
    custLabel: "Customer Name:",
    note: "Passenger transportation service supplied by the driver through the platform.",
    words: false,
  });
  const p2 = simplePage(c, platform, {
    title: "Tax Invoice",
    extra: [`PAN: ${app.gstin!.slice(2, 12)}`],
    meta: meta(platform),
    custLabel: "Customer Name:",
    note: "This is a computer generated invoice and does not need a signature.",
    words: rng.chance(0.5),
  });
  return { pages: [p1, p2] };
}

/** A quick-commerce order: the dark store's item invoice, then (often) the platform's handling fee invoice. */
function quick(c: Ctx): { pages: { html: string; truth: InvoiceTruth }[] } {
  const { rng, money } = c;
  const store = company(
    rng.fork("store"),
    `${rng.pick(["Kiranakart", "Swift Basket", "Urban Pantry", "Metro Daily"])} ${rng.pick(["Retail Pvt. Ltd.", "Supply Chain LLP", "Trading Private Limited"])}`,
    c.state,
    2,
  );
  const customer = indianParty(rng.fork("cust"), { state: c.state, lines: 2, registered: false });
  const buyer = { name: personName(rng.fork("custname")), address: addressText(customer.addressLines) };
  const charges: Charge[] = rng.sample(RETAIL, rng.int(2, 5)).map((a) => {
    const qty = rng.int(1, 3);
    const mrp = rng.int(a.price[0], a.price[1]) * 100;
    const net = Math.round((mrp * 100) / (100 + a.rate));
    const taxable = net * qty;
    const cess = 0;
    return {
      description: a.description,
      hsn: a.hsn,
      qty,
      unit: "NOS",
      rate: net,
      taxable,
      exempt: 0,
      gst: a.rate,
      cess,
    };
  });
  const orderId = rng.digits(rng.pick([12, 14, 16]));
  const bill: Bill = {
    seller: store,
    buyer,
    number: `${rng.letters(4)}${rng.digits(2)}${rng.digits(8)}`,
    date: c.date,
    placeOfSupply: c.state.name,
    inter: false,
    charges,
  };
  const s = sums(bill);
  const rows = charges
    .map(
      (ch, i) =>
        `<tr><td>${i + 1}</td><td>${esc(ch.description)}</td><td class="r">${ch.qty}</td><td>${ch.unit}</td><td>${ch.hsn}</td><td class="r">${money(ch.rate!)}</td><td class="r">${money(ch.taxable)}</td><td class="r">${plainNumber(ch.gst / 2)}</td><td class="r">${money(half(ch))}</td><td class="r">${plainNumber(ch.gst / 2)}</td><td class="r">${money(half(ch))}</td><td class="r">0</td><td class="r">0.00</td><td class="r">${money(ch.taxable + 2 * half(ch))}</td></tr>`,
    )
    .join("");
  const words = amountInWords(s.total, rng.pick(["rupees-paise-only", "inr-only"] as const));
  const html = `<div class="title">Tax Invoice</div>
<div class="row"><div><b>Invoice To:</b> ${esc(buyer.name)}<br><b>Customer Address:</b> ${esc(buyer.address)}<br><b>Order ID:</b> ${orderId}<br><b>Invoice No:</b> ${esc(bill.number)}<br><b>Date of Invoice:</b> ${esc(c.day(c.date))}<br><b>Place of Supply:</b> ${esc(c.state.name)}</div>
<div><b>Seller Name:</b> ${esc(store.name)}<br><b>Seller GSTIN:</b> ${store.gstin}<br><b>FSSAI:</b> ${rng.digits(14)}<br><b>Address:</b> ${esc(addressText(store.addressLines))}</div></div>
<table class="items"><tr><th>Sr. No</th><th>Description</th><th>Qty</th><th>UQC</th><th>HSN</th><th>Rate</th><th>Taxable Value</th><th>CGST %</th><th>CGST Amt</th><th>SGST/UTGST %</th><th>SGST/UTGST Amt</th><th>Cess %</th><th>Cess Amt</th><th>Total Amount</th></tr>${rows}
<tr class="sum"><td colspan="6"><b>Invoice Value</b></td><td class="r">${money(s.taxable)}</td><td></td><td class="r">${money(s.cgst)}</td><td></td><td class="r">${money(s.cgst)}</td><td></td><td class="r">0.00</td><td class="r"><b>${money(s.total)}</b></td></tr></table>
<p>Amount in words: ${esc(words)}</p><p class="note">Goods sold by the seller named above through the ${esc(rng.pick(QUICK_APPS))} app. This is a computer generated invoice.</p>`;
  const pages = [{ html, truth: truthOf(bill, s, { words }) }];
  if (rng.chance(0.6)) {
    const app = company(rng.fork("qapp"), rng.pick(QUICK_APPS), c.state);
    const fee: Bill = {
      seller: app,
      buyer,
      number: `${rng.letters(2)}${rng.digits(12)}`,
      date: c.date,
      placeOfSupply: c.state.name,
      inter: false,
      charges: [
        {
          description: rng.pick(["Handling Fee", "Handling Charges", "Small Cart Fee"]),
          hsn: "999799",
          taxable: rng.pick([1017, 1271, 1525, 2034]),
          exempt: 0,
          gst: 18,
          cess: 0,
        },
      ],
    };
    pages.push(
      simplePage(c, fee, {
        title: "Tax Invoice",
        extra: [`PAN: ${app.gstin!.slice(2, 12)}`],
        meta: [
          ["Invoice No:", fee.number],
          ["Date of Invoice:", c.day(c.date)],
          ["Order ID:", orderId],
        ],
        custLabel: "Invoice To:",
        note: "Whether tax is payable under reverse charge: No",
        words: false,
      }),
    );
  }
  return { pages };
}

/** A telecom or broadband bill: account summary, charges, sub-total, taxes and the amount due. */
function telecom(c: Ctx): { html: string; truth: InvoiceTruth } {
  const { rng, money } = c;
  const telco = company(rng.fork("telco"), rng.pick(TELCOS), c.state, 2);
  const business = rng.chance(0.4) ? indianParty(rng.fork("biz"), { state: c.state, lines: 2 }) : undefined;
  const person = indianParty(rng.fork("sub"), { state: c.state, lines: 2, registered: false });
  const buyer = {
    name: business?.name ?? personName(rng.fork("subname")),
    address: addressText((business ?? person).addressLines),
    gstin: business?.gstin,
  };
  const plan = rng.pick([39900, 49900, 59900, 79900, 99900, 149900]);
  const charges: Charge[] = [
    {
      description: rng.pick(["Monthly Rental", "Recurring Charges", "Plan Charges"]),
      hsn: rng.pick(["998422", "9984"]),
      taxable: plan,
      exempt: 0,
      gst: 18,
      cess: 0,
    },
  ];
  if (rng.chance(0.5))
    charges.push({
      description: rng.pick(["Usage Charges", "One Time Charges", "Add-on Pack"]),
      hsn: charges[0]!.hsn,
      taxable: rng.int(20, 400) * 100,
      exempt: 0,
      gst: 18,
      cess: 0,
    });
  const bill: Bill = {
    seller: telco,
    buyer,
    number: `${rng.letters(3)}${rng.digits(6)}${rng.letters(1)}${rng.digits(6)}`,
    date: c.date,
    placeOfSupply: c.state.name,
    inter: false,
    charges,
  };
  const s = sums(bill);
  const due = addDays(c.date, rng.pick([15, 20, 21]));
  const from = addDays(c.date, -30);
  const words = amountInWords(s.total, "rupees-paise-only");
  const rows = charges
    .map((ch) => `<tr><td>${esc(ch.description)}</td><td class="r">${money(ch.taxable)}</td></tr>`)
    .join("");
  const html = `<div class="row"><div class="title">${rng.pick(["Original Copy for Recipient: Tax Invoice", "TAX INVOICE"])}</div><div class="rt"><b>${esc(telco.name)}</b></div></div>
<div class="row"><div><b>Billing Address</b><br>${esc(buyer.name)}<br>${lines((business ?? person).addressLines.map(esc))}</div>
<div><table class="meta"><tr><td>Account Number</td><td>${rng.digits(10)}</td></tr><tr><td>Invoice Number</td><td><b>${esc(bill.number)}</b></td></tr><tr><td>Invoice Date</td><td>${esc(c.day(c.date))}</td></tr><tr><td>Bill Period</td><td>${esc(c.day(from))} to ${esc(c.day(addDays(c.date, -1)))}</td></tr><tr><td>Due Date</td><td>${esc(c.day(due))}</td></tr></table></div></div>
<p>Customer GSTIN : ${buyer.gstin ?? "Not Available"}<br>Place of Supply : ${esc(c.state.name)}<br>State Code : ${c.state.code}<br>HSN : ${charges[0]!.hsn}</p>
<table class="items"><tr><th>Invoice Summary</th><th class="r">Amount (₹)</th></tr>${rows}
<tr class="sum"><td>Sub-Total</td><td class="r">${money(s.taxable)}</td></tr><tr><td>CGST @ 9%</td><td class="r">${money(s.cgst)}</td></tr><tr><td>SGST/UTGST @ 9%</td><td class="r">${money(s.cgst)}</td></tr><tr><td>Total Taxes</td><td class="r">${money(2 * s.cgst)}</td></tr>
<tr class="sum"><td><b>Total (₹)</b></td><td class="r"><b>${money(s.total)}</b></td></tr></table>
<p>Amount in Words: ${esc(words)}</p><p>No tax payable on reverse charge basis.</p>
<p class="note">${esc(telco.name)} GSTIN Details: ${esc(addressText(telco.addressLines))}, STATE: ${esc(c.state.name)}, STATE CODE: ${c.state.code}, GST Number: ${telco.gstin}</p>`;
  return { html, truth: truthOf(bill, s, { subTotal: true, words }) };
}

/** A hotel's invoice for a stay: nights at a room rate, extra bed, 12% GST. */
function hotel(c: Ctx): { html: string; truth: InvoiceTruth } {
  const { rng } = c;
  const h = company(rng.fork("hotel"), rng.pick(HOTELS), c.state, 2);
  const corp = rng.chance(0.4) ? indianParty(rng.fork("guestco"), { lines: 2 }) : undefined;
  const guest = personName(rng.fork("guest"));
  const nights = rng.int(1, 4);
  const tariff = rng.int(18, 70) * 10000;
  const charges: Charge[] = [
    {
      description: `Room Charges (${rng.pick(["Deluxe", "Executive", "Standard"])} Room)`,
      hsn: "996311",
      qty: nights,
      rate: tariff,
      taxable: nights * tariff,
      exempt: 0,
      gst: 12,
      cess: 0,
    },
  ];
  if (rng.chance(0.3))
    charges.push({
      description: "Extra Bed",
      hsn: "996311",
      qty: nights,
      rate: 50000,
      taxable: nights * 50000,
      exempt: 0,
      gst: 12,
      cess: 0,
    });
  const checkout = addDays(c.date, 0);
  const checkin = addDays(c.date, -nights);
  const bill: Bill = {
    seller: h,
    buyer: corp ? { name: corp.name, address: addressText(corp.addressLines), gstin: corp.gstin } : { name: guest },
    number: `${rng.letters(2)}/${rng.digits(4)}/${rng.digits(5)}`,
    date: c.date,
    placeOfSupply: c.state.name,
    inter: false,
    charges,
  };
  const page = simplePage(c, bill, {
    title: rng.pick(["Tax Invoice", "TAX INVOICE", "Hotel Invoice"]),
    extra: [`Phone: ${rng.digits(10)}`],
    meta: [
      ["Invoice No.", bill.number],
      ["Invoice Date", c.day(c.date)],
      ["Booking ID", rng.pick(["NH", "HT", "00"]) + rng.digits(10)],
      ["Guest Name", guest],
      ["Check-in", c.day(checkin)],
      ["Check-out", c.day(checkout)],
      ["Place of Supply", c.state.name],
    ],
    custLabel: corp ? "Bill To:" : "Guest:",
    note: "Rooms with a tariff up to Rs. 7,500 per night attract GST at 12%.",
    words: rng.chance(0.6),
  });
  return page;
}

type Style = "airline" | "ride" | "quick" | "telecom" | "hotel";

function build(rng: Rng): Built {
  const style = rng.pick<Style>(["airline", "ride", "quick", "telecom", "hotel"]);
  const dateStyle = rng.pick<DateStyle>(["dd-Mon-yyyy", "dd/mm/yyyy", "dd Mon yyyy", "dd-mm-yyyy"]);
  const c: Ctx = {
    rng: rng.fork(style),
    money: (m) => formatMinor(m, rng.pick(["indian", "western"] as const)),
    day: (iso) => formatDate(iso, dateStyle),
    date: dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-08-31"),
    state: rng.pick(STATES),
  };
  const moneyStyle = rng.pick(["indian", "western"] as const);
  c.money = (m) => formatMinor(m, moneyStyle);
  const pages =
    style === "ride"
      ? ride(c).pages
      : style === "quick"
        ? quick(c).pages
        : [style === "airline" ? airline(c) : style === "telecom" ? telecom(c) : hotel(c)];
  const body = pages.map((p) => `<section class="page"><div class="sheet ${style}">${p.html}</div></section>`).join("");
  const invoices: InvoiceEntryTruth[] = pages.map((p, i) => ({ pages: { from: i + 1, to: i + 1 }, ...p.truth }));
  const font = rng.pick(SANS.filter((f) => f !== "Hind"));
  const css = `.sheet{padding:10mm;font-family:"${font}";font-size:${style === "airline" || style === "quick" ? "7.5pt" : "9pt"};color:#222}.title{font-size:13pt;font-weight:bold;margin-bottom:2mm}.c{font-size:8pt}
.row{display:flex;justify-content:space-between;gap:8mm;margin:2mm 0}.row>div{flex:1}.rt{text-align:right}table.meta td{padding:1px 4px}.cust{margin:4mm 0;padding:2mm;background:#f4f4f4}
table.items{width:100%;border-collapse:collapse;margin-top:3mm}table.items th{border:0.5px solid #888;padding:2px;text-align:left;background:#eee}table.items td{padding:2px 3px;border:0.5px solid #ccc}
tr.sum td{border-top:1px solid #333}.r{text-align:right !important;white-space:nowrap}.note{font-size:7pt;color:#555;margin-top:5mm}`;
  return {
    truth: { type: "invoice", invoice: pages[0]!.truth, ...(pages.length > 1 ? { invoices } : {}) },
    body,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const inConsumerApps: Family = {
  name: "in-consumer-apps",
  type: "invoice",
  kind: "consumer-apps",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
