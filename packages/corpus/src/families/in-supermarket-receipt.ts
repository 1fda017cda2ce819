// A supermarket's thermal-roll receipt (80 mm roll, POS software such as Gofrugal or Posist): the
// store's trade name over its legal name, address, GSTIN and FSSAI licence, bill number, date, time,
// counter and cashier; items with HSN, quantity, MRP, the price charged and the amount (GST included
// in every price); the item count, "Rounded off" and the net amount, "You saved", and a GST breakup
// table by rate (GST% / Taxable / CGST / SGST). Buyers are walk-in customers: none is printed.
import type { Rng } from "../random.ts";
import { RETAIL } from "../data/goods.ts";
import { rollStyle } from "../render/roll.ts";
import { esc, pickLabels } from "../render/html.ts";
import { dayBetween, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber } from "../format/numbers.ts";
import { priceMinor } from "../model/gst.ts";
import { addressText, indianParty, personName } from "../model/parties.ts";
import { inclusiveBill, inclusiveTaxTruth, type InclusiveLine } from "../model/retail-bill.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

const STORES = ["Fresh Mart", "Daily Needs", "Apna Bazaar", "Star Hypermarket", "Big Value", "Nilgiris Fresh"];
const LEGAL = ["Retail Pvt. Ltd.", "Supermarket LLP", "Stores", "Trading Co."];

const LABELS = {
  number: ["Bill No", "Bill No.", "Invoice No", "Bill#", "Inv No"],
  date: ["Date", "Bill Dt", "Dt", "Bill Date"],
  items: ["Particulars", "Item Name", "Description", "Item"],
  amount: ["Amount", "Amt", "Value"],
  rate: ["Rate", "S.Price", "Our Price", "Price"],
  net: ["Net Amount", "NET AMT", "Net Payable", "You Pay", "Net Total"],
  round: ["Rounded off", "Round Off", "Rounding", "R/Off"],
  saved: ["You saved", "Your Savings", "Total Savings"],
  title: ["TAX INVOICE", "Tax Invoice", "CASH BILL", "RETAIL INVOICE"],
} as const;

function items(rng: Rng): InclusiveLine[] {
  return rng.sample(RETAIL, rng.int(2, 9)).map((a) => {
    const qty = a.unit === "KG" && rng.chance(0.4) ? rng.int(1, 6) / 2 : rng.int(1, 4);
    const mrp = priceMinor(rng, a.price);
    // Shelf discounts below MRP, in whole rupees, on about half the lines.
    const rate = rng.chance(0.5) ? mrp - rng.int(1, Math.max(1, Math.floor(mrp / 1000))) * 100 : mrp;
    return {
      description: a.description,
      hsn: a.hsn,
      qty,
      mrp,
      rate,
      amount: Math.round(qty * rate),
      gstRate: a.rate,
    };
  });
}

function build(rng: Rng) {
  const store = indianParty(rng.fork("store"), { lines: rng.pick([1, 2] as const) });
  const trade = rng.pick(STORES);
  const legalName = `${trade} ${rng.pick(LEGAL)}`;
  const printTrade = rng.chance(0.6);
  const lines = items(rng.fork("items"));
  const bill = inclusiveBill(lines, rng.chance(0.7));
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const number = rng.pick([
    `${rng.letters(1)}${rng.int(1, 9)}${rng.digits(6)}`,
    String(rng.int(10000, 999999)),
    `${rng.int(1, 20)}/${rng.digits(5)}`,
  ]);
  const l = pickLabels(rng, LABELS);
  const style = rng.chance(0.5) ? "plain" : "western";
  const money = (m: number) => formatMinor(m, style);
  const hsnShown = rng.chance(0.6);
  const mrpShown = rng.chance(0.7);
  const cashier = personName(rng.fork("cashier")).split(" ")[0]!;
  const time = `${String(rng.int(9, 22)).padStart(2, "0")}:${rng.digits(2).replace(/^[6-9]/, "5")}`;
  const exempt = lines.some((x) => x.gstRate === 0);
  const title = exempt && rng.chance(0.5) ? "Tax Invoice cum Bill of Supply" : l.title;
  const itemRows = lines
    .map(
      (x, i) =>
        `<tr><td colspan="${mrpShown ? 5 : 4}">${i + 1} ${hsnShown ? `${x.hsn} ` : ""}${esc(x.description)}</td></tr>` +
        `<tr><td></td><td class="r">${plainNumber(x.qty)}</td>${mrpShown ? `<td class="r">${money(x.mrp)}</td>` : ""}<td class="r">${money(x.rate)}</td><td class="r">${money(x.amount)}</td></tr>`,
    )
    .join("");
  const breakup = bill.rows
    .map(
      (r) =>
        `<tr><td>${plainNumber(r.gstRate)}%</td><td class="r">${money(r.taxable)}</td><td class="r">${money(r.cgst)}</td><td class="r">${money(r.sgst)}</td></tr>`,
    )
    .join("");
  const fssai = rng.digits(14);
  const body = `<section class="page"><div class="roll">
<div class="c big">${esc(printTrade ? trade : legalName)}</div>${printTrade ? `<div class="c">${esc(legalName)}</div>` : ""}
<div class="c">${esc(addressText(store.addressLines))}</div>
<div class="c">Ph: ${esc(store.phone!.printed)}</div>
<div class="c">GSTIN: ${store.gstin}</div>${rng.chance(0.6) ? `<div class="c">FSSAI Lic No: ${fssai}</div>` : ""}
<div class="c title">${esc(title)}</div>
<div class="rule"></div>
<div class="kv"><span>${esc(l.number)}: ${esc(number)}</span><span>${esc(l.date)}: ${formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "dd/mm/yy", "dd-Mon-yyyy"] as const))}</span></div>
<div class="kv"><span>Counter: ${rng.int(1, 12)}</span><span>Time: ${time}</span></div>
<div class="kv"><span>Cashier: ${esc(cashier)}</span><span></span></div>
<div class="rule"></div>
<table><tr><th class="l">${esc(l.items)}</th><th class="r">Qty</th>${mrpShown ? '<th class="r">MRP</th>' : ""}<th class="r">${esc(l.rate)}</th><th class="r">${esc(l.amount)}</th></tr>
${itemRows}</table>
<div class="rule"></div>
<div class="kv"><span>Items: ${lines.length}</span><span>Qty: ${plainNumber(lines.reduce((s, x) => s + x.qty, 0))}</span></div>
<div class="kv"><span>Total</span><span>${money(bill.gross)}</span></div>
${bill.roundOff !== 0 ? `<div class="kv"><span>${esc(l.round)}</span><span>${money(bill.roundOff)}</span></div>` : ""}
<div class="kv big"><span>${esc(l.net)}</span><span>${money(bill.net)}</span></div>
<div class="rule"></div>
<div class="kv"><span>${rng.pick(["Cash", "UPI", "Card"])}</span><span>${money(bill.net)}</span></div>
${bill.saved > 0 && mrpShown ? `<div class="c">** ${esc(l.saved)} Rs. ${money(bill.saved)} **</div>` : ""}
<div class="rule"></div>
<div class="c">GST Breakup Details</div>
<table><tr><th class="l">GST%</th><th class="r">Taxable</th><th class="r">CGST</th><th class="r">SGST</th></tr>${breakup}
<tr class="tot"><td>Total</td><td class="r">${money(bill.taxable)}</td><td class="r">${money(bill.cgst)}</td><td class="r">${money(bill.sgst)}</td></tr></table>
<div class="rule"></div>
<div class="c">${rng.pick(["Thank you! Visit again", "Prices inclusive of all taxes", "No exchange without bill"])}</div>
</div></section>`;
  const css = rollStyle(rng);
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: printTrade ? trade : legalName,
      address: addressText(store.addressLines),
      GSTIN: store.gstin,
      state_code: store.state.code,
      phone: store.phone!.digits,
    }),
    line_items: lines.map((x) => ({
      description: x.description,
      ...(hsnShown ? { HSN: x.hsn } : {}),
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.rate),
      amount: plainAmount(x.amount),
    })),
    tax_calculation: inclusiveTaxTruth(bill, hsnShown ? lines[0]!.hsn : undefined),
    total_calculation: group({ sub_total: plainAmount(bill.taxable), grand_total: plainAmount(bill.net) }),
  });
  return {
    truth: { type: "invoice" as const, invoice: truth },
    body,
    css,
    page: { widthMm: 80, heightMm: "auto" as const },
  };
}

export const inSupermarketReceipt: Family = {
  name: "in-supermarket-receipt",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
