// A restaurant's bill from its POS (Petpooja-style, 80 mm thermal roll or an A5 sheet): name, address,
// GSTIN and FSSAI licence at the top without a label; bill number, date, table, KOT numbers, covers,
// steward; items priced before tax (Item / Qty / Rate / Amount); "Sub Total", CGST and SGST at 2.5 %
// each (18 % in hotel restaurants), an optional service charge (taxed with the food), "Round off" and
// the grand total. Dine-in guests are not named.
import type { Rng } from "../random.ts";
import { FOOD } from "../data/goods.ts";
import { MONO, SANS } from "../render/fonts.ts";
import { esc, pickLabels } from "../render/html.ts";
import { dayBetween, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount, roundMinor } from "../format/numbers.ts";
import { addressText, indianParty, personName } from "../model/parties.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

const LABELS = {
  number: ["Bill No", "Bill No.", "Invoice No", "Bill #", "Inv No."],
  date: ["Date", "Dt", "Bill Dt", "Bill Date"],
  sub: ["Sub Total", "Subtotal", "Total", "Sub-Total"],
  grand: ["Grand Total", "Net Amount", "Net Payable", "Total Amount", "Net Total"],
  round: ["Round off", "Round Off", "Rounding"],
  item: ["Item", "Item Name", "Particulars", "Description"],
  rate: ["Rate", "Price"],
  amount: ["Amount", "Amt", "Total"],
} as const;

const NAMES = [
  "Sagar Ratna",
  "Hotel Annapurna",
  "Cafe Madras",
  "Bikaner Sweets & Restaurant",
  "The Curry Leaf",
  "Punjab Grill House",
];

function build(rng: Rng) {
  const place = indianParty(rng.fork("restaurant"), { lines: rng.pick([1, 2] as const) });
  const name = rng.pick(NAMES);
  const hotel = rng.chance(0.2);
  const rate = hotel ? 18 : 5;
  const dishes = rng.sample(FOOD, rng.int(2, 7)).map((a) => {
    const qty = rng.int(1, 3);
    const price = rng.int(a.price[0], a.price[1]) * 100;
    return { description: a.description, qty, price, amount: qty * price };
  });
  const food = dishes.reduce((s, d) => s + d.amount, 0);
  const serviceRate = rng.chance(0.3) ? rng.pick([5, 10]) : 0;
  const service = roundMinor((food * serviceRate) / 100);
  const taxable = food + service;
  const half = roundMinor((taxable * rate) / 200);
  const beforeRound = taxable + 2 * half;
  const grand = rng.chance(0.75) ? Math.round(beforeRound / 100) * 100 : beforeRound;
  const l = pickLabels(rng, LABELS);
  const money = (m: number) => formatMinor(m, "western");
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const number = rng.pick([
    String(rng.int(1, 99999)),
    `${rng.letters(2)}${rng.digits(5)}`,
    `R${rng.int(1, 9)}-${rng.digits(4)}`,
  ]);
  const sac = rng.chance(0.4);
  const showTax = rng.chance(0.5);
  const thermal = rng.chance(0.7);
  const rows = dishes
    .map(
      (d) =>
        `<tr><td>${esc(d.description)}</td><td class="r">${d.qty}</td><td class="r">${money(d.price)}</td><td class="r">${money(d.amount)}</td></tr>`,
    )
    .join("");
  const kv = (k: string, v: string) => `<div class="kv"><span>${esc(k)}</span><span>${v}</span></div>`;
  const body = `<section class="page"><div class="sheet">
<div class="c big">${esc(name)}</div>
<div class="c">${esc(addressText(place.addressLines))}</div>
<div class="c">${rng.pick(["Ph", "Tel", "Mob"])}: ${esc(place.phone!.printed)}</div>
<div class="c">GSTIN: ${place.gstin}</div>${rng.chance(0.7) ? `<div class="c">FSSAI No: ${rng.digits(14)}</div>` : ""}${sac ? '<div class="c">SAC: 996331</div>' : ""}
<div class="c title">${rng.pick(["TAX INVOICE", "Tax Invoice", "BILL", "INVOICE"])}</div>
<div class="rule"></div>
<div class="kv"><span>${esc(l.number)}: ${esc(number)}</span><span>${rng.pick(["Dine In", "Table", "Tbl"])}: ${rng.int(1, 40)}</span></div>
<div class="kv"><span>${esc(l.date)}: ${formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "dd/mm/yy", "d-Mon-yy"] as const))} ${String(rng.int(12, 23))}:${rng.int(10, 59)}</span><span>Pax: ${rng.int(1, 8)}</span></div>
<div class="kv"><span>KOT No: ${rng.int(1, 400)}${rng.chance(0.4) ? `,${rng.int(401, 800)}` : ""}</span><span>${rng.pick(["Steward", "Captain", "Waiter"])}: ${esc(personName(rng.fork("steward")).split(" ")[0]!)}</span></div>
<div class="rule"></div>
<table><tr><th class="l">${esc(l.item)}</th><th class="r">Qty</th><th class="r">${esc(l.rate)}</th><th class="r">${esc(l.amount)}</th></tr>${rows}</table>
<div class="rule"></div>
${kv(l.sub, money(food))}
${service ? kv(`Service Charge @ ${serviceRate}%`, money(service)) : ""}
${kv(`CGST @ ${rate / 2}%`, money(half))}
${kv(`SGST @ ${rate / 2}%`, money(half))}
${showTax ? kv("Total Tax", money(2 * half)) : ""}
${grand !== beforeRound ? kv(l.round, money(grand - beforeRound)) : ""}
<div class="rule"></div>
<div class="kv big"><span>${esc(l.grand)}</span><span>${rng.chance(0.5) ? "₹ " : ""}${money(grand)}</span></div>
<div class="rule"></div>
<div class="c">${rng.pick(["Thank You! Visit Again", "Thank you for dining with us", "Have a nice day"])}</div>
</div></section>`;
  const font = thermal ? rng.pick(MONO) : rng.pick(SANS);
  const size = font === "VT323" ? 11 : thermal ? rng.pick([7.5, 8]) : 9;
  const css = `.sheet{padding:${thermal ? "4mm 3mm" : "10mm 12mm"};font-family:"${font}";font-size:${size}pt;line-height:1.3}
.c{text-align:center}.big{font-size:${size + 2}pt;font-weight:bold}.title{margin-top:1.5mm;font-weight:bold}
.rule{border-top:1px dashed #333;margin:1.2mm 0}.kv{display:flex;justify-content:space-between}
table{width:100%;border-collapse:collapse}th,td{padding:0 1px;font-weight:normal}.r{text-align:right}.l{text-align:left}`;
  // Tax is charged on the service charge too; the sub-total printed is the food's, and the taxable
  // value (food + service) is then printed nowhere, so the truth leaves it out.
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name,
      address: addressText(place.addressLines),
      GSTIN: place.gstin,
      state_code: place.state.code,
      phone: place.phone!.digits,
    }),
    line_items: dishes.map((d) => ({
      description: d.description,
      quantity: String(d.qty),
      unit_price: plainAmount(d.price),
      amount: plainAmount(d.amount),
    })),
    tax_calculation: group({
      HSN: sac ? "996331" : undefined,
      taxable_value: service ? undefined : plainAmount(taxable),
      CGST_percentage: String(rate / 2),
      CGST_amount: plainAmount(half),
      SGST_percentage: String(rate / 2),
      SGST_amount: plainAmount(half),
    }),
    total_calculation: group({
      sub_total: plainAmount(food),
      total_tax: showTax ? plainAmount(2 * half) : undefined,
      grand_total: plainAmount(grand),
    }),
  });
  const page = thermal ? { widthMm: 80, heightMm: "auto" as const } : { widthMm: 148, heightMm: 210 };
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page };
}

export const inRestaurantBill: Family = {
  name: "in-restaurant-bill",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
