// A shop's printed bill book filled in by hand, as people photograph it: the header (shop name,
// address, phone, sometimes GSTIN) is printed; number, date, customer, items and total are written
// in ink. Made only as phone photos.
import type { Rng } from "../random.ts";
import { GOODS, RETAIL } from "../data/goods.ts";
import { HAND, SANS, SERIF } from "../render/fonts.ts";
import { esc } from "../render/html.ts";
import { dayBetween, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount } from "../format/numbers.ts";
import { indianParty, addressText, personName } from "../model/parties.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

function build(rng: Rng) {
  const shop = indianParty(rng.fork("shop"), { lines: 1 });
  shop.name = `${rng.pick(["Shree", "Jai Bharat", "New", "Raja", "Gupta", "Sai"])} ${rng.pick(["Hardware", "Electricals", "Cloth Centre", "Tailors", "Caterers", "Paint House", "Mobile Shop", "Sweets"])}`;
  const showGstin = rng.chance(0.5);
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const number = String(rng.int(1, 999));
  const customer = rng.chance(0.7) ? personName(rng.fork("customer")) : undefined;
  const items = rng.sample([...GOODS, ...RETAIL], rng.int(1, 6)).map((a) => {
    const qty = rng.int(1, 12);
    const price = Math.round(rng.range(Math.min(a.price[0], 900), Math.min(a.price[1], 1500))) * 100;
    return { description: a.description.split(" ").slice(0, rng.int(2, 3)).join(" "), qty, price, amount: qty * price };
  });
  const total = items.reduce((s, x) => s + x.amount, 0);
  const hand = rng.pick(HAND);
  const ink = rng.pick(["#1a3a8a", "#1b2a5e", "#222", "#0b4f9c"]);
  const tilt = () => `transform:rotate(${rng.range(-2.5, 2.5).toFixed(1)}deg);display:inline-block`;
  const w = (text: string) => `<span class="ink" style="${tilt()}">${esc(text)}</span>`;
  const rupees = (m: number) => (m % 100 === 0 && rng.chance(0.6) ? `${m / 100}/-` : formatMinor(m, "plain"));
  const blank = Math.max(0, 9 - items.length);
  const rows =
    items
      .map(
        (x, i) =>
          `<tr><td>${w(String(i + 1))}</td><td>${w(x.description)}</td><td class="r">${w(String(x.qty))}</td><td class="r">${w(rupees(x.price))}</td><td class="r">${w(rupees(x.amount))}</td></tr>`,
      )
      .join("") + "<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td></tr>".repeat(blank);
  const title = rng.pick(["CASH MEMO", "BILL", "CASH / CREDIT MEMO", "INVOICE"]);
  const body = `<section class="page"><div class="pad">
<div class="top"><span>${showGstin ? `GSTIN: ${shop.gstin}` : ""}</span><span>Mob: ${esc(shop.phone!.printed)}</span></div>
<div class="memo">${title}</div><div class="shop">${esc(shop.name)}</div><div class="addr">${esc(addressText(shop.addressLines))}</div>
<div class="meta"><span>No. ${w(number)}</span><span>Date ${w(formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yy"] as const)))}</span></div>
<div class="to">M/s. ${customer ? w(customer) : ""}</div>
<table><tr><th style="width:8%">S.No.</th><th>Particulars</th><th style="width:10%">Qty.</th><th style="width:15%">Rate</th><th style="width:18%">Amount</th></tr>${rows}
<tr><td></td><td class="r"><b>Total</b></td><td></td><td></td><td class="r">${w(rupees(total))}</td></tr></table>
<div class="foot"><span>E. &amp; O.E.</span><span>Signature ${w("~" + shop.name.split(" ")[0]!.slice(0, 5))}</span></div></div></section>`;
  const print = rng.pick([...SANS, ...SERIF]);
  const tone = rng.pick(["#b22222", "#1e4d8c", "#2f6b2f", "#222"]);
  const css = `.pad{padding:7mm;font-family:"${print}";font-size:9pt;color:${tone};background:${rng.pick(["#fffef6", "#fdf8ec", "#ffffff", "#f3f7ff"])};height:100%;box-sizing:border-box}
.top{display:flex;justify-content:space-between;font-size:7.5pt}.memo{text-align:center;font-size:8pt;border:0.8px solid ${tone};width:30mm;margin:1mm auto;border-radius:3mm}
.shop{text-align:center;font-size:19pt;font-weight:bold}.addr{text-align:center;font-size:8pt}.meta{display:flex;justify-content:space-between;margin-top:3mm}.to{margin:2mm 0;border-bottom:0.6px dotted ${tone}}
table{width:100%;border-collapse:collapse}th,td{border:0.8px solid ${tone};padding:1.5mm 2px;height:5mm}.r{text-align:right}
.ink{font-family:"${hand}";color:${ink};font-size:${hand === "Caveat" ? 15 : 12}pt;line-height:1}.foot{display:flex;justify-content:space-between;margin-top:5mm}`;
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: shop.name,
      address: addressText(shop.addressLines),
      GSTIN: showGstin ? shop.gstin : undefined,
      state_code: showGstin ? shop.state.code : undefined,
      phone: shop.phone!.digits,
    }),
    buyer_details: customer ? group({ name: customer }) : undefined,
    line_items: items.map((x) => ({
      description: x.description,
      quantity: String(x.qty),
      unit_price: plainAmount(x.price),
      amount: plainAmount(x.amount),
    })),
    total_calculation: group({ grand_total: plainAmount(total) }),
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 148, heightMm: 210 } };
}

export const inShopPhoto: Family = {
  name: "in-shop-photo",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN"],
  split: "tune",
  variants: ["photo"],
  build,
};
