// Retail bills: a thermal-printer receipt (80 mm roll, monospace, prices inclusive of GST with a GST
// breakup), and a composition dealer's bill of supply ("Composition taxable person, not eligible to
// collect tax on supplies", no tax charged).
import type { Rng } from "../random.ts";
import { GOODS, RETAIL } from "../data/goods.ts";
import { MONO, SANS } from "../render/fonts.ts";
import { esc, pickLabels } from "../render/html.ts";
import { dayBetween, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, roundMinor } from "../format/numbers.ts";
import { amountInWords } from "../format/words.ts";
import { indianParty, addressText } from "../model/parties.ts";
import { gstBill } from "../model/gst.ts";
import { invoiceNumber } from "../model/india-doc.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

const THERMAL = {
  title: ["TAX INVOICE", "RETAIL INVOICE", "CASH BILL", "INVOICE"],
  number: ["Bill No", "Bill No.", "Inv No", "Invoice No"],
  date: ["Date", "Dt", "Date"],
  item: ["Item", "Particulars", "Description"],
  total: ["Net Amount", "NET AMT", "Grand Total", "TOTAL"],
  gst: ["GSTIN", "GSTIN", "GST No"],
} as const;

function thermal(rng: Rng) {
  const l = pickLabels(rng, THERMAL);
  const shop = indianParty(rng.fork("shop"), { lines: 2 });
  shop.name = `${rng.pick(["Sri Ganesh", "New Sagar", "Balaji", "Apna", "Fresh"])} ${rng.pick(["Super Market", "Kirana Stores", "Mart", "General Stores", "Provision Stores"])}`;
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const number = invoiceNumber(rng, ["{n}", "{n5}", "B{n4}", "{fy}/{n}"], date);
  const lines2 = rng.sample(RETAIL, rng.int(2, 10)).map((a) => {
    const qty = rng.int(1, 4);
    const price = Math.round(rng.range(a.price[0], a.price[1])) * 100;
    return { description: a.description, qty, price, amount: qty * price, rate: a.rate };
  });
  const total = lines2.reduce((s, x) => s + x.amount, 0);
  const byRate = new Map<number, { taxable: number; half: number }>();
  for (const x of lines2) {
    const taxable = Math.round((x.amount * 100) / (100 + x.rate));
    const e = byRate.get(x.rate) ?? { taxable: 0, half: 0 };
    e.taxable += taxable;
    e.half += roundMinor((x.amount - taxable) / 2);
    byRate.set(x.rate, e);
  }
  const taxable = [...byRate.values()].reduce((s, v) => s + v.taxable, 0);
  const half = [...byRate.values()].reduce((s, v) => s + v.half, 0);
  const grand = Math.round(total / 100) * 100;
  const money = (m: number) => formatMinor(m, "plain");
  const w = 32;
  const pad = (a: string, b: string) => a + " ".repeat(Math.max(1, w - a.length - b.length)) + b;
  const dash = "-".repeat(w);
  const time = `${String(rng.int(9, 21)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const text = [
    `<div class="c b big">${esc(shop.name)}</div>`,
    ...shop.addressLines.map((x) => `<div class="c">${esc(x)}</div>`),
    `<div class="c">Ph: ${esc(shop.phone!.printed)}</div>`,
    `<div class="c">${l.gst}: ${shop.gstin}</div>`,
    dash,
    `<div class="c b">${esc(l.title)}</div>`,
    pad(`${l.number}: ${number}`, ""),
    pad(`${l.date}: ${formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "d-Mon-yy"] as const))}`, time),
    dash,
    pad(`${l.item}`, "Qty   Rate    Amt"),
    dash,
    ...lines2.flatMap((x) => [
      esc(x.description),
      pad("", `${String(x.qty).padStart(3)} ${money(x.price).padStart(7)} ${money(x.amount).padStart(8)}`),
    ]),
    dash,
    pad(`Items: ${lines2.length}  Qty: ${lines2.reduce((s, x) => s + x.qty, 0)}`, money(total)),
    ...(grand !== total ? [pad("Round Off", money(grand - total))] : []),
    `<div class="b">${esc(pad(l.total, `₹${money(grand)}`))}</div>`,
    dash,
    "GST% Taxable   CGST    SGST",
    ...[...byRate.entries()].map(
      ([r, v]) =>
        `${String(r).padEnd(4)} ${money(v.taxable).padStart(8)} ${money(v.half).padStart(7)} ${money(v.half).padStart(7)}`,
    ),
    pad("Total GST", money(2 * half)),
    dash,
    pad(rng.pick(["Cash", "UPI", "Card"]), money(grand)),
    `<div class="c">Prices are inclusive of GST</div>`,
    `<div class="c">Thank You! Visit Again</div>`,
  ];
  const body = `<section class="page"><div class="roll">${text.map((t) => (t.startsWith("<div") ? t : `<div>${t}</div>`)).join("")}</div></section>`;
  const font = rng.pick(MONO);
  const css = `.roll{padding:3mm 3mm 6mm;font-family:"${font}";font-size:${font === "VT323" ? 11 : 8}pt;line-height:1.25;color:#111;white-space:pre}.c{text-align:center}.b{font-weight:bold}.big{font-size:1.2em}`;
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: shop.name,
      address: addressText(shop.addressLines),
      GSTIN: shop.gstin,
      state_code: shop.state.code,
      phone: shop.phone!.digits,
    }),
    line_items: lines2.map((x) => ({
      description: x.description,
      quantity: String(x.qty),
      unit_price: plainAmount(x.price),
      amount: plainAmount(x.amount),
    })),
    tax_calculation: group({
      taxable_value: plainAmount(taxable),
      // The breakup prints the GST rate, not CGST's and SGST's halves: amounts only.
      CGST_amount: plainAmount(half),
      SGST_amount: plainAmount(half),
    }),
    total_calculation: group({ total_tax: plainAmount(2 * half), grand_total: plainAmount(grand) }),
  });
  return {
    truth: { type: "invoice" as const, invoice: truth },
    body,
    css,
    page: { widthMm: 80, heightMm: "auto" as const },
  };
}

const BOS = {
  title: ["BILL OF SUPPLY", "Bill of Supply", "BILL OF SUPPLY (Composition Dealer)"],
  number: ["Bill No.", "Bill No", "Invoice No.", "S. No."],
  date: ["Date", "Dated", "Bill Date"],
  to: ["M/s.", "Buyer:", "Name:", "Customer:"],
  total: ["Total", "Grand Total", "Net Amount", "Total Amount"],
} as const;

function billOfSupply(rng: Rng) {
  const l = pickLabels(rng, BOS);
  const seller = indianParty(rng.fork("seller"), { lines: 2 });
  const registered = rng.chance(0.4);
  const buyer = indianParty(rng.fork("buyer"), { state: seller.state, registered, person: !registered, lines: 1 });
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const number = invoiceNumber(rng, ["{n}", "BOS/{n3}", "{fy}/{n}", "CB-{n4}"], date);
  const bill = gstBill(rng.fork("bill"), [...GOODS, ...RETAIL], {
    count: [1, 10],
    interState: false,
    noTax: true,
    roundToRupee: false,
    qty: [1, 25],
  });
  const money = (m: number) => formatMinor(m, rng.chance(0.5) ? "indian" : "plain");
  const words = amountInWords(bill.grandTotal, rng.pick(["rupees-paise-only", "rupees-only-caps"] as const));
  const rows = bill.lines
    .map(
      (x, i) =>
        `<tr><td>${i + 1}</td><td>${esc(x.description)}</td><td>${x.hsn}</td><td class="r">${plainNumber(x.qty)}</td><td class="r">${money(x.rate)}</td><td class="r">${money(x.taxable)}</td></tr>`,
    )
    .join("");
  const body = `<section class="page"><div class="sheet"><div class="decl">Composition Taxable Person, not eligible to collect tax on supplies</div>
<div class="c title">${esc(l.title)}</div><div class="c firm">${esc(seller.name)}</div><div class="c">${esc(addressText(seller.addressLines))}</div>
<div class="c">GSTIN: ${seller.gstin} &nbsp; Mob: ${esc(seller.phone!.printed)}</div>
<table class="meta"><tr><td>${esc(l.number)} <b>${esc(number)}</b></td><td class="r">${esc(l.date)} <b>${esc(formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy"] as const)))}</b></td></tr>
<tr><td colspan="2">${esc(l.to)} <b>${esc(buyer.name)}</b>, ${esc(addressText(buyer.addressLines))}${buyer.gstin ? ` &nbsp; GSTIN: ${buyer.gstin}` : ""}</td></tr></table>
<table class="items"><tr><th>S.No.</th><th>Particulars</th><th>HSN</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Amount</th></tr>${rows}
<tr class="tot"><td colspan="5">${esc(l.total)}</td><td class="r">₹ ${money(bill.grandTotal)}</td></tr></table>
<p>${esc(words)}</p><div class="sign">For ${esc(seller.name)}<br><br><br>Signature</div></div></section>`;
  const css = `.sheet{padding:8mm 9mm;font-family:"${rng.pick(SANS)}";font-size:9pt}.decl{text-align:center;font-size:8pt;border:0.6px solid #000;padding:1mm}.c{text-align:center}.title{font-weight:bold;font-size:12pt;margin-top:2mm}
.firm{font-size:15pt;font-weight:bold}table.meta{width:100%;margin:3mm 0;border-top:0.6px solid #000;border-bottom:0.6px solid #000}table.items{width:100%;border-collapse:collapse}
table.items th,table.items td{border:0.6px solid #000;padding:2px 4px}tr.tot td{font-weight:bold}.r{text-align:right !important;white-space:nowrap}.sign{text-align:right;margin-top:8mm}`;
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: seller.name,
      address: addressText(seller.addressLines),
      GSTIN: seller.gstin,
      state_code: seller.state.code,
      phone: seller.phone!.digits,
    }),
    buyer_details: group({
      name: buyer.name,
      address: addressText(buyer.addressLines),
      GSTIN: buyer.gstin,
      state_code: buyer.gstin ? buyer.state.code : undefined,
    }),
    line_items: bill.lines.map((x) => ({
      description: x.description,
      HSN: x.hsn,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.rate),
      amount: plainAmount(x.taxable),
    })),
    tax_calculation: group({ HSN: bill.lines[0]!.hsn }),
    total_calculation: group({ grand_total: plainAmount(bill.grandTotal), amount_in_words: words }),
  });
  const a5 = bill.lines.length <= 6 && rng.chance(0.6);
  return {
    truth: { type: "invoice" as const, invoice: truth },
    body,
    css,
    page: a5 ? { widthMm: 148, heightMm: 210 } : { widthMm: 210, heightMm: 297 },
  };
}

export const inThermal: Family = {
  name: "in-thermal-receipt",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN"],
  split: "heldout",
  variants: ["pdf", "scan", "photo"],
  build: thermal,
};

export const inBillOfSupply: Family = {
  name: "in-bill-of-supply",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN"],
  split: "heldout",
  variants: ["pdf", "scan", "photo"],
  build: billOfSupply,
};
