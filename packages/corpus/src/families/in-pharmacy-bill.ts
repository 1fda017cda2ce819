// A chemist's retail bill as pharmacy software prints it on A5 (Marg-style): shop name, address,
// D.L. numbers (forms 20B/21B), GSTIN and phone at the top; patient and doctor; bill number and date;
// items with pack, batch, expiry, HSN, quantity, MRP, discount % and amount (GST included in MRP);
// a GST summary by rate under the items (Taxable / CGST / SGST); gross, discount, round off and the
// net amount. Sources in docs/corpus.md.
import type { Rng } from "../random.ts";
import { MEDICINES } from "../data/goods.ts";
import { CONDENSED, SANS } from "../render/fonts.ts";
import { esc, pickLabels } from "../render/html.ts";
import { dayBetween, formatDate } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, roundMinor } from "../format/numbers.ts";
import { priceMinor } from "../model/gst.ts";
import { addressText, indianParty, personName } from "../model/parties.ts";
import { inclusiveBill, inclusiveTaxTruth, type InclusiveLine } from "../model/retail-bill.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

const LABELS = {
  title: ["GST INVOICE", "TAX INVOICE", "CASH MEMO", "RETAIL INVOICE", "CASH/CREDIT BILL"],
  number: ["Bill No.", "Invoice No.", "Bill No", "Inv. No."],
  date: ["Date", "Bill Date", "Dt.", "Inv. Date"],
  patient: ["Patient Name", "Patient", "Name", "Customer"],
  doctor: ["Dr. Name", "Doctor", "Prescribed by", "Ref. By Dr."],
  product: ["Product Name", "Description", "Particulars", "Medicine"],
  net: ["NET AMOUNT", "Net Amount", "NET PAYABLE", "Grand Total", "Net Total"],
  gross: ["Gross Amt", "Total", "MRP Total", "Sub Total"],
  round: ["Round Off", "Rounded Off", "R.Off"],
} as const;

const SHOPS = ["Medical Stores", "Pharmacy", "Chemists & Druggists", "Medicos", "Medical Hall"];

interface Row extends InclusiveLine {
  pack: string;
  batch: string;
  expiry: string;
  discountPct: number;
}

function rows(rng: Rng, date: string): Row[] {
  const year = Number(date.slice(0, 4));
  return rng.sample(MEDICINES, rng.int(1, 8)).map((a) => {
    const qty = rng.int(1, 5);
    const mrp = priceMinor(rng, a.price);
    const discountPct = rng.chance(0.5) ? rng.pick([5, 10, 12, 15]) : 0;
    const rate = roundMinor((mrp * (100 - discountPct)) / 100);
    return {
      description: a.description,
      hsn: a.hsn,
      qty,
      mrp,
      rate,
      amount: qty * rate,
      gstRate: a.rate,
      pack: a.unit === "STRIP" ? rng.pick(["10's", "15's", "1x10", "1x15"]) : rng.pick(["1", "100ml", "1x1"]),
      batch: `${rng.letters(rng.int(1, 3))}${rng.digits(rng.int(3, 6))}`,
      expiry: `${String(rng.int(1, 12)).padStart(2, "0")}/${String(year + rng.int(1, 3)).slice(2)}`,
      discountPct,
    };
  });
}

function build(rng: Rng) {
  const shop = indianParty(rng.fork("shop"), { lines: rng.pick([1, 2] as const) });
  shop.name = `${rng.pick(["Apollo", "Jeevan", "Shree Sai", "Life Care", "New Lakshmi", "Sanjivani"])} ${rng.pick(SHOPS)}`;
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const items = rows(rng.fork("rows"), date);
  const bill = inclusiveBill(items, rng.chance(0.8));
  const mrpTotal = items.reduce((s, x) => s + x.qty * x.mrp, 0);
  const discount = mrpTotal - bill.gross;
  const l = pickLabels(rng, LABELS);
  const style = rng.chance(0.7) ? "plain" : "indian";
  const money = (m: number) => formatMinor(m, style);
  const number = rng.pick([`${rng.letters(1)}${rng.digits(5)}`, String(rng.int(1, 99999)), `CS/${rng.int(1, 9999)}`]);
  const patient = rng.chance(0.8) ? personName(rng.fork("patient")) : undefined;
  const doctor = `Dr. ${personName(rng.fork("doctor"))}`;
  const hsnShown = rng.chance(0.7);
  const dl = `${shop.state.code === "27" ? "MH" : rng.letters(2)}-${rng.letters(3)}-${rng.digits(6)}`;
  const head = `<tr><th>Sn</th><th class="l">${esc(l.product)}</th><th>Pack</th>${hsnShown ? "<th>HSN</th>" : ""}<th>Batch</th><th>Exp.</th><th class="r">Qty</th><th class="r">MRP</th><th class="r">Disc%</th><th class="r">Amount</th></tr>`;
  const body = items
    .map(
      (x, i) =>
        `<tr><td>${i + 1}</td><td class="l">${esc(x.description)}</td><td>${esc(x.pack)}</td>${hsnShown ? `<td>${x.hsn}</td>` : ""}<td>${x.batch}</td><td>${x.expiry}</td><td class="r">${x.qty}</td><td class="r">${money(x.mrp)}</td><td class="r">${x.discountPct ? plainNumber(x.discountPct) : "0"}</td><td class="r">${money(x.amount)}</td></tr>`,
    )
    .join("");
  const summary = bill.rows
    .map(
      (r) =>
        `<tr><td>GST ${plainNumber(r.gstRate)}%</td><td class="r">${money(r.taxable)}</td><td class="r">${money(r.cgst)}</td><td class="r">${money(r.sgst)}</td></tr>`,
    )
    .join("");
  const kv = (k: string, v: string) => `<tr><td>${esc(k)}</td><td class="r">${v}</td></tr>`;
  const html = `<section class="page"><div class="sheet">
<div class="hdr"><div><div class="name">${esc(shop.name)}</div><div>${esc(addressText(shop.addressLines))}</div><div>Ph: ${esc(shop.phone!.printed)}</div></div>
<div class="right"><div>D.L. No.: ${dl}</div><div>${rng.pick(["GSTIN", "GST No", "GSTIN No."])}: ${shop.gstin}</div></div></div>
<div class="title">${esc(l.title)}</div>
<div class="meta"><div>${patient ? `${esc(l.patient)}: ${esc(patient)}` : ""}<br>${esc(l.doctor)}: ${esc(doctor)}</div>
<div>${esc(l.number)}: ${esc(number)}<br>${esc(l.date)}: ${formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "dd-Mon-yyyy", "dd/mm/yy"] as const))}</div></div>
<table class="items">${head}${body}</table>
<div class="foot"><table class="gst"><tr><th class="l">Class</th><th class="r">Taxable</th><th class="r">CGST</th><th class="r">SGST</th></tr>${summary}
<tr class="tot"><td>Total</td><td class="r">${money(bill.taxable)}</td><td class="r">${money(bill.cgst)}</td><td class="r">${money(bill.sgst)}</td></tr></table>
<table class="totals">${kv(l.gross, money(mrpTotal))}${discount ? kv("Less Discount", money(discount)) : ""}${bill.roundOff ? kv(l.round, money(bill.roundOff)) : ""}
<tr class="net"><td>${esc(l.net)}</td><td class="r">${money(bill.net)}</td></tr></table></div>
<div class="small">${rng.pick(["Goods once sold will not be taken back.", "Medicines without batch no. & expiry will not be taken back.", "Get well soon."])} Prices inclusive of GST.</div>
<div class="sign">For ${esc(shop.name)}<br><br>Pharmacist</div>
</div></section>`;
  const font = rng.pick([...SANS, ...CONDENSED]);
  const css = `.sheet{padding:7mm 8mm;font-family:"${font}";font-size:7.5pt;line-height:1.25}
.hdr{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:1.5mm}.name{font-size:13pt;font-weight:bold}.right{text-align:right}
.title{text-align:center;font-weight:bold;margin:1.5mm 0;font-size:9pt}.meta{display:flex;justify-content:space-between;margin-bottom:1.5mm}
table{border-collapse:collapse}.items{width:100%}.items th,.items td{border-bottom:0.5px solid #999;padding:0.6mm 1mm;text-align:center}
.l{text-align:left!important}.r{text-align:right!important}.foot{display:flex;justify-content:space-between;margin-top:2mm}
.gst td,.gst th{padding:0.3mm 1.5mm}.tot td{border-top:0.5px solid #000}.totals td{padding:0.3mm 2mm}.net td{font-weight:bold;font-size:9pt;border-top:1px solid #000}
.small{margin-top:2mm;font-size:6.5pt}.sign{text-align:right;margin-top:2mm}`;
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: shop.name,
      address: addressText(shop.addressLines),
      GSTIN: shop.gstin,
      state_code: shop.state.code,
      phone: shop.phone!.digits,
    }),
    buyer_details: patient ? group({ name: patient }) : undefined,
    line_items: items.map((x) => ({
      description: x.description,
      ...(hsnShown ? { HSN: x.hsn } : {}),
      quantity: String(x.qty),
      unit_price: plainAmount(x.mrp),
      amount: plainAmount(x.amount),
    })),
    tax_calculation: inclusiveTaxTruth(bill, hsnShown ? items[0]!.hsn : undefined),
    total_calculation: group({ sub_total: plainAmount(bill.taxable), grand_total: plainAmount(bill.net) }),
  });
  return {
    truth: { type: "invoice" as const, invoice: truth },
    body: html,
    css,
    page: { widthMm: 210, heightMm: 148 },
  };
}

export const inPharmacyBill: Family = {
  name: "in-pharmacy-bill",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
