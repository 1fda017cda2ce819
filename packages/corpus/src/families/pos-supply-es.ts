// Three counter and small-trade bills no other tune family sets (issues 15 and 17), one drawn per
// document: an Indian chain store's POS receipt on an 80 mm roll (DMart / Reliance-style prints of
// Gofrugal, Marg POS or Tally POS: bill number, counter and cashier on one line each, one item a row
// with HSN, MRP and rate, "Total Qty", "Net Amt", "Savings", a "Tax Summary" table), a distributor's
// bill of supply under CGST rule 49 (exempt goods or a composition dealer: no tax, the particulars
// the rule lists, the declaration, HSN per line, value after discount, round-off, signature), and a
// Spanish factura under Real Decreto 1619/2012, either completa (NIF of both parties, "Fecha de
// expedición" and sometimes "Fecha de operación", base, IVA and recargo de equivalencia by rate,
// "Total factura", "Forma de pago", IBAN) or simplificada (a ticket, prices "IVA incluido", the base
// and cuota by rate under the items). Sources in docs/corpus.md, "POS receipts, bills of supply and
// Spanish facturas".
import type { Rng } from "../random.ts";
import type { Article } from "../data/goods.ts";
import { GOODS, RETAIL } from "../data/goods.ts";
import { LOCALES } from "../data/abroad.ts";
import { SANS, SERIF } from "../render/fonts.ts";
import { rollStyle } from "../render/roll.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, roundMinor } from "../format/numbers.ts";
import { priceMinor } from "../model/gst.ts";
import { gstDoc, gstTruth } from "../model/india-doc.ts";
import { addressText, indianParty, personName, foreignParty } from "../model/parties.ts";
import { inclusiveBill, inclusiveTaxTruth, type InclusiveLine } from "../model/retail-bill.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import { makeIban, printIban, spanishCompanyNif } from "../ids/europe.ts";
import type { Built, Family } from "./family.ts";

const CHAINS = ["SmartBuy Mart", "Value Bazaar", "Janata Superstore", "Metro Daily", "Kirana King", "FreshWay"];
const CHAIN_LEGAL = ["Retail Ltd.", "Hypermarkets Pvt. Ltd.", "Supermarts Ltd.", "Consumer Stores LLP"];

const POS = {
  title: ["TAX INVOICE", "Tax Invoice", "RETAIL INVOICE", "INVOICE"],
  number: ["Bill No", "Bill No.", "Invoice No", "Bill #", "Receipt No"],
  date: ["Date", "Bill Dt", "Dt.", "Bill Date"],
  cashier: ["Cashier", "Cashier Name", "Operator", "User"],
  counter: ["Counter", "POS No", "Till", "Terminal"],
  item: ["Particulars", "Item Description", "Item", "Description"],
  rate: ["Rate", "Sale Price", "Price", "Our Price"],
  amount: ["Value", "Amt", "Amount", "Net Amt"],
  totalQty: ["Total Qty", "Tot Qty", "Qty", "No. of Qty"],
  items: ["Items", "Total Items", "No. of Items"],
  net: ["Net Amt", "NET AMOUNT", "Net Payable", "Bill Amount", "TOTAL"],
  saved: ["Savings", "You Saved", "Total Savings", "Your Savings"],
  summary: ["Tax Summary", "GST Summary", "TAX DETAILS", "GST Breakup"],
  round: ["Round Off", "Rounding", "R/Off", "Rnd Off"],
} as const;

/** Goods a registered person may sell under a bill of supply because they are exempt (nil-rated). */
const EXEMPT_GOODS: Article[] = [
  { description: "Fresh Potatoes", hsn: "0701", rate: 0, unit: "KGS", price: [18, 32] },
  { description: "Onion (Red)", hsn: "0703", rate: 0, unit: "KGS", price: [22, 45] },
  { description: "Fresh Tomato", hsn: "0702", rate: 0, unit: "KGS", price: [15, 40] },
  { description: "Hen Eggs (Tray of 30)", hsn: "0407", rate: 0, unit: "TRAY", price: [150, 210] },
  { description: "Fresh Milk (Loose)", hsn: "0401", rate: 0, unit: "LTR", price: [48, 62] },
  { description: "Wheat Grain (Unbranded)", hsn: "1001", rate: 0, unit: "QTL", price: [2300, 2800] },
  { description: "Rice (Loose, Unbranded)", hsn: "1006", rate: 0, unit: "QTL", price: [3200, 4100] },
  { description: "Printed Text Books", hsn: "4901", rate: 0, unit: "NOS", price: [120, 480] },
  { description: "Fresh Coconut", hsn: "0801", rate: 0, unit: "NOS", price: [22, 40] },
  { description: "Jute Raw", hsn: "5303", rate: 0, unit: "QTL", price: [4800, 5600] },
];

const SUPPLY = {
  title: ["BILL OF SUPPLY", "Bill of Supply", "BILL OF SUPPLY (Exempted Goods)", "CASH / CREDIT MEMO - BILL OF SUPPLY"],
  number: ["Bill No.", "Bill of Supply No.", "Memo No.", "Serial No.", "Invoice No."],
  date: ["Date", "Date of Issue", "Bill Date", "Dated"],
  to: ["Details of Recipient", "Billed To", "Buyer", "Party", "To,"],
  desc: ["Description of Goods", "Particulars", "Item Name", "Description"],
  hsn: ["HSN Code", "HSN", "HSN/SAC"],
  value: ["Value", "Amount (Rs.)", "Value of Supply", "Amount"],
  total: ["Total", "Total Value", "Sub Total", "Gross Value"],
  net: ["Bill Amount", "Net Payable", "Total Amount", "Net Amount", "Grand Total"],
} as const;

/** Keys of the recipient's name where a bill prints its particulars as keyed lines. */
const BUYER_KEYS = ["Customer Name", "Party Name", "Name", "Buyer's Name", "Name of Recipient"];

const DECLARATIONS = [
  "Composition Taxable Person, not eligible to collect tax on supplies",
  "Composition taxable person, not eligible to collect tax on supplies",
];
const EXEMPT_NOTES = [
  "Supply of exempted goods - no GST charged",
  "Goods exempt vide Notification No. 2/2017-Central Tax (Rate); no tax charged",
  "Nil rated / exempt supply - Bill of Supply under Rule 49 of CGST Rules, 2017",
];

type Layout = "pos" | "supply" | "es-full" | "es-simple";

function posLines(rng: Rng): InclusiveLine[] {
  return rng.sample(RETAIL, rng.int(3, 10)).map((a) => {
    const qty = a.unit === "KG" && rng.chance(0.3) ? rng.int(1, 5) / 2 : rng.int(1, 3);
    const mrp = priceMinor(rng, a.price);
    const rate = rng.chance(0.6) ? mrp - rng.int(1, Math.max(1, Math.floor(mrp / 800))) * 100 : mrp;
    return { description: a.description, hsn: a.hsn, qty, mrp, rate, amount: Math.round(qty * rate), gstRate: a.rate };
  });
}

/** A chain store's roll: header lines, one row an item, counts, net amount, savings, tax summary. */
function pos(rng: Rng): Built {
  const store = indianParty(rng.fork("store"), { lines: rng.pick([1, 2, 3] as const) });
  const trade = rng.pick(CHAINS);
  const legal = `${trade.split(" ")[0]} ${rng.pick(CHAIN_LEGAL)}`;
  const items = posLines(rng.fork("items"));
  const bill = inclusiveBill(items, rng.chance(0.7));
  const date = dayBetween((a, b) => rng.int(a, b), "2023-04-01", "2025-12-31");
  const number = rng.pick([
    `${rng.int(1000, 9999)}${rng.digits(8)}`,
    `${rng.letters(2)}${rng.digits(2)}/${rng.digits(6)}`,
    `T${rng.int(1, 30)}-${rng.digits(6)}`,
  ]);
  const l = pickLabels(rng, POS);
  const money = (m: number) => formatMinor(m, rng.pick(["plain", "western"] as const));
  const hsnCol = rng.chance(0.6);
  const mrpCol = rng.chance(0.7);
  const time = `${String(rng.int(9, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const cols = 3 + (hsnCol ? 1 : 0) + (mrpCol ? 1 : 0);
  const rows = items
    .map((x) => {
      const cells = [
        hsnCol ? `<td>${x.hsn}</td>` : "",
        `<td class="r">${plainNumber(x.qty)}</td>`,
        mrpCol ? `<td class="r">${money(x.mrp)}</td>` : "",
        `<td class="r">${money(x.rate)}</td>`,
        `<td class="r">${money(x.amount)}</td>`,
      ].join("");
      return `<tr><td colspan="${cols}" class="l">${esc(x.description)}</td></tr><tr>${cells}</tr>`;
    })
    .join("");
  const head = [
    hsnCol ? "<th class='l'>HSN</th>" : "",
    '<th class="r">Qty</th>',
    mrpCol ? '<th class="r">MRP</th>' : "",
  ]
    .concat([`<th class="r">${esc(l.rate)}</th>`, `<th class="r">${esc(l.amount)}</th>`])
    .join("");
  const tax = bill.rows
    .map(
      (r) =>
        `<tr><td>GST ${plainNumber(r.gstRate)}%</td><td class="r">${money(r.taxable)}</td><td class="r">${money(r.cgst)}</td><td class="r">${money(r.sgst)}</td><td class="r">${money(r.cgst + r.sgst)}</td></tr>`,
    )
    .join("");
  const kv = (a: string, b: string) => `<div class="kv"><span>${a}</span><span>${b}</span></div>`;
  const qty = items.reduce((s, x) => s + x.qty, 0);
  const mobile = `XXXXXX${rng.digits(4)}`;
  const body = `<section class="page"><div class="roll">
<div class="c big">${esc(trade)}</div><div class="c">(${esc(legal)})</div>
<div class="c">${esc(addressText(store.addressLines))}</div>
<div class="c">GSTIN : ${store.gstin}</div>${rng.chance(0.5) ? `<div class="c">CIN : U52100MH${rng.int(2000, 2020)}PTC${rng.digits(6)}</div>` : ""}
<div class="c">Ph : ${esc(store.phone!.printed)}</div>
<div class="c title">${esc(l.title)}</div><div class="rule"></div>
${kv(`${esc(l.number)} : ${esc(number)}`, "")}
${kv(`${esc(l.date)} : ${formatDate(date, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "dd/mm/yy", "dd-Mon-yyyy"] as const))}`, `Time : ${time}`)}
${kv(`${esc(l.counter)} : ${rng.int(1, 24)}`, `${esc(l.cashier)} : ${esc(personName(rng.fork("cashier")).split(" ")[0]!)}`)}
${rng.chance(0.5) ? kv(`Customer Mob : ${mobile}`, "") : ""}
<div class="rule"></div>
<table><tr><th colspan="${cols}" class="l">${esc(l.item)}</th></tr><tr>${head}</tr>${rows}</table>
<div class="rule"></div>
${kv(`${esc(l.items)} : ${items.length}`, `${esc(l.totalQty)} : ${plainNumber(qty)}`)}
${bill.roundOff !== 0 ? kv("Total", money(bill.gross)) + kv(esc(l.round), money(bill.roundOff)) : ""}
<div class="big">${kv(esc(l.net), money(bill.net))}</div>
<div class="rule"></div>
${kv(rng.pick(["Cash", "UPI", "Card", "Paytm"]), money(bill.net))}
${bill.saved > 0 && mrpCol ? `<div class="c">*** ${esc(l.saved)} : ${money(bill.saved)} ***</div>` : ""}
<div class="rule"></div>
<div class="c">${esc(l.summary)}</div>
<table><tr><th class="l">Desc</th><th class="r">Taxable</th><th class="r">CGST</th><th class="r">SGST</th><th class="r">Tax</th></tr>${tax}
<tr class="tot"><td>Total</td><td class="r">${money(bill.taxable)}</td><td class="r">${money(bill.cgst)}</td><td class="r">${money(bill.sgst)}</td><td class="r">${money(bill.totalTax)}</td></tr></table>
<div class="rule"></div><div class="c">${rng.pick(["Prices are inclusive of all taxes", "Thank you for shopping with us", "Goods once sold will be exchanged within 7 days"])}</div>
</div></section>`;
  const css = rollStyle(rng);
  const invoice = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date }),
    seller_details: group({
      name: trade,
      address: addressText(store.addressLines),
      GSTIN: store.gstin,
      state_code: store.state.code,
      phone: store.phone!.digits,
    }),
    line_items: items.map((x) => ({
      description: x.description,
      ...(hsnCol ? { HSN: x.hsn } : {}),
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.rate),
      amount: plainAmount(x.amount),
    })),
    tax_calculation: inclusiveTaxTruth(bill, hsnCol ? items[0]!.hsn : undefined),
    total_calculation: group({
      sub_total: plainAmount(bill.taxable),
      total_tax: plainAmount(bill.totalTax),
      grand_total: plainAmount(bill.net),
    }),
  });
  return { truth: { type: "invoice", invoice }, body, css, page: { widthMm: 80, heightMm: "auto" } };
}

const SUPPLY_DATES: readonly DateStyle[] = ["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy", "dd-Mon-yyyy", "dd/mm/yy"];

/** A distributor's rule 49 bill of supply: particulars beside the supplier, recipient, items, no tax. */
function supply(rng: Rng): Built {
  const composition = rng.chance(0.5);
  const doc = gstDoc(rng, {
    articles: composition ? GOODS : EXEMPT_GOODS,
    count: [1, 9],
    discount: rng.chance(0.4) ? 0.5 : 0,
    noTax: true,
    interStateShare: 0,
    buyerRegistered: 0.6,
    dateStyles: SUPPLY_DATES,
    wordsStyles: ["inr-only", "rupees-paise-only", "rupees-only-caps"],
    numbering: ["{n}", "BOS/{fy}/{n3}", "{fy}/{n4}", "CM-{n4}", "B{n5}"],
  });
  const l = pickLabels(rng, SUPPLY);
  const d = doc;
  const disc = d.bill.lines.some((x) => x.discount > 0);
  const note = composition ? rng.pick(DECLARATIONS) : rng.pick(EXEMPT_NOTES);
  const unitCol = rng.chance(0.6);
  const words = rng.chance(0.7);
  const sellerBlock = lines([
    `<div class="name">${esc(d.seller.name)}</div>`,
    ...d.seller.addressLines.map(esc),
    `GSTIN : ${d.seller.gstin}`,
    rng.chance(0.5) && `Mob : ${esc(d.seller.phone!.printed)}`,
  ]);
  const particulars = `<table class="kvt"><tr><td>${esc(l.number)}</td><td>: <b>${esc(d.number)}</b></td></tr><tr><td>${esc(l.date)}</td><td>: ${d.day(d.date)}</td></tr><tr><td>State</td><td>: ${esc(d.seller.state.name)} (${d.seller.state.code})</td></tr></table>`;
  // The recipient as a headed block, as keyed lines (rule 49(d): name, address, GSTIN if registered),
  // or beside the supplier with the particulars on one line above both.
  const buyerStyle = rng.pick(["block", "keyed", "beside"] as const);
  const inlineHead = buyerStyle === "beside" || rng.chance(0.3);
  const buyerGstin = d.buyer.gstin
    ? `GSTIN : ${d.buyer.gstin}`
    : rng.pick(["GSTIN : Unregistered", "GSTIN : URP", undefined]);
  const buyer =
    buyerStyle === "keyed"
      ? lines([
          `${esc(rng.pick(BUYER_KEYS))} : ${esc(d.buyer.name)}`,
          `${rng.pick(["Address", "Party Address", "Addr."])} : ${esc(addressText(d.buyer.addressLines))}`,
          buyerGstin,
          `State : ${esc(d.buyer.state.name)} (${d.buyer.state.code})`,
        ])
      : lines([`<b>${esc(l.to)}</b>`, `M/s ${esc(d.buyer.name)}`, ...d.buyer.addressLines.map(esc), buyerGstin]);
  const headLine = `<div class="inline"><span>${esc(l.number)} : <b>${esc(d.number)}</b></span><span>${esc(l.date)} : ${d.day(d.date)}</span></div>`;
  const top =
    buyerStyle === "beside"
      ? `${headLine}<table class="two"><tr><td>${sellerBlock}</td><td>${buyer}</td></tr></table>`
      : `${inlineHead ? headLine : ""}<table class="two"><tr><td>${sellerBlock}</td>${inlineHead ? "" : `<td>${particulars}</td>`}</tr></table><div class="box">${buyer}</div>`;
  // Each column: its header and its cell per line; the unit and discount columns only on some bills.
  const cols: [string, (x: (typeof d.bill.lines)[number], i: number) => string][] = [
    ["Sr.", (_x, i) => String(i + 1)],
    [esc(l.desc), (x) => esc(x.description)],
    [esc(l.hsn), (x) => x.hsn],
    ["Qty", (x) => plainNumber(x.qty)],
    ...(unitCol ? [["Unit", (x) => x.unit] as (typeof cols)[number]] : []),
    ["Rate", (x) => d.money(x.rate)],
    ...(disc ? [["Disc %", (x) => (x.discountPct ? plainNumber(x.discountPct) : "")] as (typeof cols)[number]] : []),
    [esc(l.value), (x) => d.money(x.taxable)],
  ];
  const cls = (k: number) => (k >= 3 ? ' class="r"' : "");
  const rows = d.bill.lines
    .map((x, i) => `<tr>${cols.map(([, cell], k) => `<td${cls(k)}>${cell(x, i)}</td>`).join("")}</tr>`)
    .join("");
  const headCells = cols.map(([h], k) => `<th${cls(k)}>${h}</th>`).join("");
  const totals = [
    [l.total, d.money(d.bill.taxable)],
    ...(d.bill.roundOff ? [["Round Off", d.money(d.bill.roundOff)]] : []),
    [l.net, `Rs. ${d.money(d.bill.grandTotal)}`],
  ]
    .map(([k, v]) => `<tr><td>${esc(k!)}</td><td class="r">${esc(v!)}</td></tr>`)
    .join("");
  const topNote = composition || rng.chance(0.4);
  const body = `<section class="page"><div class="sheet">
${topNote ? `<div class="note">${esc(note)}</div>` : ""}<div class="title">${esc(l.title)}</div>
${top}
<table class="items"><tr>${headCells}</tr>${rows}</table>
<table class="totals">${totals}</table>
${words ? `<div>Amount in words : ${esc(d.words)}</div>` : ""}
${topNote ? "" : `<div class="note">${esc(note)}</div>`}
<div class="bank">Bank : ${esc(d.bank.bank.name)}, A/c No. ${d.bank.account}, IFSC ${d.bank.ifsc}</div>
<div class="sign">For ${esc(d.seller.name)}<br><br><br>Proprietor / Authorised Signatory</div></div></section>`;
  const a5 = rng.chance(0.35) && d.bill.lines.length <= 5;
  const css = `.sheet{padding:9mm 10mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:${a5 ? 8 : rng.pick([8.5, 9])}pt;color:#111}
.note{text-align:center;font-style:italic;margin:1mm 0}.title{text-align:center;font-weight:bold;font-size:12pt;margin:2mm 0;letter-spacing:1px}.name{font-size:13pt;font-weight:bold}
table{border-collapse:collapse}table.two{width:100%;border:0.8px solid #000}table.two>tbody>tr>td{vertical-align:top;padding:2mm;border:0.8px solid #000}
table.kvt td{padding:1px 4px 1px 0}.inline{display:flex;justify-content:space-between;border:0.8px solid #000;border-bottom:none;padding:1.5mm 2mm}.box{border:0.8px solid #000;border-top:none;padding:2mm}
table.items{width:100%;margin-top:2mm}table.items th{border:0.8px solid #000;padding:3px;text-align:left;background:#eee}table.items td{border-left:0.8px solid #000;border-right:0.8px solid #000;padding:3px}
table.items tr:last-child td{border-bottom:0.8px solid #000}.r,th.r{text-align:right !important}table.totals{margin:2mm 0 2mm auto;min-width:45%}table.totals td{padding:2px 6px}
table.totals tr:last-child td{font-weight:bold;border-top:1px solid #000}.bank{margin-top:3mm}.sign{text-align:right;margin-top:6mm}`;
  const truth = gstTruth(doc, {
    due: false,
    po: false,
    subTotal: true,
    totalTax: false,
    lineHsn: true,
    words,
    sellerPhone: false,
  });
  // No tax is charged or printed: the bill states only its HSNs and values.
  truth.tax_calculation = { HSN: d.bill.lines[0]!.hsn };
  truth.bank_details = group({ bank_name: d.bank.bank.name, account_number: d.bank.account, IFSC: d.bank.ifsc });
  return {
    truth: { type: "invoice", invoice: truth },
    body,
    css,
    page: a5 ? { widthMm: 148, heightMm: 210 } : { widthMm: 210, heightMm: 297 },
  };
}

/** Recargo de equivalencia per IVA rate (Ley 37/1992 art. 161). */
const RECARGO: Record<number, number> = { 21: 5.2, 10: 1.4, 4: 0.5 };

const ES = {
  title: ["FACTURA", "Factura", "FACTURA ORDINARIA"],
  number: ["Nº factura", "Factura nº", "Número", "Nº de factura", "Núm. factura"],
  date: ["Fecha de expedición", "Fecha factura", "Fecha", "Fecha de emisión"],
  operation: ["Fecha de operación", "Fecha de la operación", "Fecha de entrega"],
  due: ["Vencimiento", "Fecha de vencimiento", "Vto."],
  client: ["Cliente", "Datos del cliente", "Facturar a", "Destinatario"],
  desc: ["Concepto", "Descripción", "Artículo"],
  qty: ["Cant.", "Cantidad", "Uds."],
  price: ["Precio", "Precio unit.", "P. unitario"],
  amount: ["Importe", "Total", "Importe neto"],
  base: ["Base imponible", "Base Imponible", "Total base imponible"],
  total: ["Total factura", "TOTAL FACTURA", "Total a pagar", "TOTAL"],
  pay: ["Forma de pago", "Forma de pago:", "Método de pago"],
} as const;

const RETAIL_ES = [
  { description: "Aceite de oliva virgen extra 1 L", unit: "ud", price: [6, 11] as [number, number], rate: 10 },
  { description: "Café molido 250 g", unit: "ud", price: [2, 5] as [number, number], rate: 10 },
  { description: "Detergente líquido 3 L", unit: "ud", price: [5, 12] as [number, number], rate: 21 },
  { description: "Pan de molde integral", unit: "ud", price: [1.2, 3] as [number, number], rate: 4 },
  { description: "Leche entera 1 L", unit: "ud", price: [0.9, 1.6] as [number, number], rate: 4 },
  { description: "Papel higiénico 12 rollos", unit: "ud", price: [4, 8] as [number, number], rate: 21 },
  { description: "Agua mineral 1,5 L", unit: "ud", price: [0.4, 0.9] as [number, number], rate: 10 },
  { description: "Bombilla LED 9 W", unit: "ud", price: [2, 7] as [number, number], rate: 21 },
];

interface EsLine {
  description: string;
  qty: number;
  price: number;
  net: number;
  rate: number;
}

function esLines(rng: Rng, simple: boolean): EsLine[] {
  const trade = LOCALES.ES.items.map((x) => ({ ...x, rate: rng.pick([21, 21, 10]) }));
  const pool = simple || rng.chance(0.4) ? RETAIL_ES : trade;
  return rng.sample(pool, rng.int(1, Math.min(6, pool.length))).map((x) => {
    const qty = x.unit === "ud" ? rng.int(1, simple ? 4 : 24) : rng.int(1, 12);
    const price = x.price[1] < 20 ? Math.round(rng.range(x.price[0], x.price[1]) * 100) : priceMinor(rng, x.price);
    return { description: x.description, qty, price, net: roundMinor(qty * price), rate: x.rate };
  });
}

/** Base, IVA and (for a retailer under the recargo regime) the surcharge of each rate. */
function esTaxes(items: EsLine[], recargo: boolean) {
  const rates = [...new Set(items.map((x) => x.rate))].sort((a, b) => b - a);
  return rates.map((rate) => {
    const base = items.filter((x) => x.rate === rate).reduce((s, x) => s + x.net, 0);
    const re = recargo ? RECARGO[rate]! : 0;
    return { rate, base, iva: roundMinor((base * rate) / 100), re, reAmount: roundMinor((base * re) / 100) };
  });
}

function esParty(rng: Rng, person: boolean) {
  const p = foreignParty(rng, LOCALES.ES, { person });
  return { ...p, nif: person ? `${rng.digits(8)}${rng.pick(["X", "K", "R", "T"])}` : spanishCompanyNif(rng) };
}

/** Factura completa (A4) or simplificada (ticket with prices IVA incluido). */
function factura(rng: Rng, simple: boolean): Built {
  const seller = esParty(rng.fork("seller"), false);
  const buyer = esParty(rng.fork("buyer"), rng.chance(0.2));
  const items = esLines(rng.fork("items"), simple);
  const recargo = !simple && rng.chance(0.4);
  const taxes = esTaxes(items, recargo);
  const net = taxes.reduce((s, t) => s + t.base, 0);
  const tax = taxes.reduce((s, t) => s + t.iva + t.reAmount, 0);
  const gross = net + tax;
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const year = date.slice(0, 4);
  const number = simple
    ? `${rng.pick(["T", "FS", "TK"])}${rng.int(1, 9)}-${year}-${String(rng.int(1, 99999)).padStart(6, "0")}`
    : rng.pick([
        `${year}/${String(rng.int(1, 999)).padStart(4, "0")}`,
        `F${year}-${rng.digits(4)}`,
        `A-${rng.digits(5)}`,
      ]);
  const l = pickLabels(rng, ES);
  const money = (m: number) => formatMinor(m, "dot-comma");
  const day = (iso: string) => formatDate(iso, rng.pick(["dd/mm/yyyy", "dd-mm-yyyy", "long-local"] as const), "es");
  const pct = (n: number) => plainNumber(n).replace(".", ",");
  const bank = rng.pick(LOCALES.ES.banks);
  const iban = makeIban(rng, "ES", bank.code);
  const due = simple || rng.chance(0.4) ? undefined : addDays(date, rng.pick([15, 30, 60]));
  const operation = !simple && rng.chance(0.4) ? addDays(date, -rng.int(1, 20)) : undefined;
  if (simple) return ticket(rng, { seller, items, taxes, gross, number, date, day, money, pct });
  const meta = [
    [l.number, number],
    [l.date, day(date)],
    ...(operation ? [[l.operation, day(operation)]] : []),
    ...(due ? [[l.due, day(due)]] : []),
  ];
  const breakdown = taxes
    .map(
      (t) =>
        `<tr><td class="r">${money(t.base)}</td><td class="r">${pct(t.rate)} %</td><td class="r">${money(t.iva)}</td>${recargo ? `<td class="r">${pct(t.re)} %</td><td class="r">${money(t.reAmount)}</td>` : ""}</tr>`,
    )
    .join("");
  const rows = items
    .map(
      (x) =>
        `<tr><td>${esc(x.description)}</td><td class="r">${plainNumber(x.qty)}</td><td class="r">${money(x.price)}</td><td class="r">${pct(x.rate)} %</td><td class="r">${money(x.net)}</td></tr>`,
    )
    .join("");
  const body = `<section class="page"><div class="sheet">
<table class="two"><tr><td>${lines([`<div class="name">${esc(seller.name)}</div>`, `NIF: ${seller.nif}`, ...seller.addressLines.map(esc), seller.phone && `Tel.: ${esc(seller.phone)}`])}</td>
<td><div class="title">${esc(l.title)}</div><table class="meta">${meta.map(([k, v]) => `<tr><td>${esc(k!)}</td><td><b>${esc(v!)}</b></td></tr>`).join("")}</table></td></tr></table>
<div class="box"><div class="muted">${esc(l.client)}</div>${lines([`<b>${esc(buyer.name)}</b>`, `${rng.pick(["NIF", "CIF", "NIF/CIF"])}: ${buyer.nif}`, ...buyer.addressLines.map(esc)])}</div>
<table class="items"><tr><th>${esc(l.desc)}</th><th class="r">${esc(l.qty)}</th><th class="r">${esc(l.price)}</th><th class="r">% IVA</th><th class="r">${esc(l.amount)}</th></tr>${rows}</table>
<table class="tax"><tr><th class="r">${esc(l.base)}</th><th class="r">% IVA</th><th class="r">Cuota IVA</th>${recargo ? '<th class="r">% R.E.</th><th class="r">Cuota R.E.</th>' : ""}</tr>${breakdown}</table>
<table class="totals"><tr class="grand"><td>${esc(l.total)}</td><td class="r">${money(gross)} €</td></tr></table>
<div>${esc(l.pay)} ${esc(rng.pick(["Transferencia bancaria", "Domiciliación bancaria", "Transferencia a 30 días"]))}</div>
<div>${esc(bank.name)} · IBAN: ${printIban(iban)} · BIC: ${bank.bic}</div>
${recargo ? "<div class='muted'>Operación sujeta al régimen especial del recargo de equivalencia.</div>" : ""}
<div class="fine">${esc(seller.name)} · Inscrita en el Registro Mercantil de ${esc(seller.addressLines.at(-1)!.replace(/^\d+\s*/, ""))}, Tomo ${rng.int(1000, 40000)}, Folio ${rng.int(1, 220)}, Hoja ${rng.letters(1)}-${rng.digits(6)}</div>
</div></section>`;
  const css = `.sheet{padding:14mm 15mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:${rng.pick([9, 9.5])}pt;color:#111}
table{border-collapse:collapse}table.two{width:100%}table.two>tbody>tr>td{vertical-align:top;width:50%}.name{font-size:13pt;font-weight:bold}.title{font-size:18pt;font-weight:bold;text-align:right}
table.meta{margin-left:auto}table.meta td{padding:1px 0 1px 8px}.box{border:0.5px solid #999;padding:3mm;margin:6mm 0 4mm 50%}.muted{color:#555;font-size:0.9em}
table.items{width:100%}table.items th{border-bottom:1px solid #000;text-align:left;padding:3px}table.items td{padding:3px;border-bottom:0.5px solid #ccc}.r{text-align:right !important;white-space:nowrap}
table.tax{margin:4mm 0 0 auto;min-width:60%}table.tax th,table.tax td{padding:2px 6px;border:0.5px solid #999}table.totals{margin:2mm 0 4mm auto;min-width:40%}table.totals td{padding:3px 6px;font-weight:bold;border-top:1px solid #000}
.fine{margin-top:10mm;font-size:7pt;color:#555}`;
  const invoice = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date, due_date: due }),
    seller_details: group({ name: seller.name, address: seller.addressLines.join(", "), phone: seller.phone }),
    buyer_details: group({ name: buyer.name, address: buyer.addressLines.join(", ") }),
    line_items: items.map((x) => ({
      description: x.description,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.price),
      amount: plainAmount(x.net),
    })),
    total_calculation: group({
      sub_total: plainAmount(net),
      total_tax: plainAmount(tax),
      grand_total: plainAmount(gross),
    }),
    bank_details: group({ bank_name: bank.name, account_number: iban, SWIFT_CODE: bank.bic }),
  });
  return { truth: { type: "invoice", invoice }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

interface TicketInput {
  seller: ReturnType<typeof esParty>;
  items: EsLine[];
  taxes: ReturnType<typeof esTaxes>;
  gross: number;
  number: string;
  date: string;
  day: (iso: string) => string;
  money: (m: number) => string;
  pct: (n: number) => string;
}

/** Factura simplificada: a ticket whose prices include IVA; base and cuota per rate below. */
function ticket(rng: Rng, t: TicketInput): Built {
  // Shelf prices include IVA: a unit's price is printed, the line is quantity times it.
  const incl = t.items.map((x) => {
    const unit = roundMinor((x.price * (100 + x.rate)) / 100);
    return { ...x, unit, total: x.qty * unit };
  });
  // The ticket's base is carved out of each rate's inclusive total, so it prints what it charges.
  const rates = t.taxes.map((r) => {
    const total = incl.filter((x) => x.rate === r.rate).reduce((s, x) => s + x.total, 0);
    const base = roundMinor((total * 100) / (100 + r.rate));
    return { rate: r.rate, total, base, cuota: total - base };
  });
  const gross = rates.reduce((s, r) => s + r.total, 0);
  const base = rates.reduce((s, r) => s + r.base, 0);
  const time = `${String(rng.int(9, 21)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`;
  const body = `<section class="page"><div class="roll">
<div class="c big">${esc(t.seller.name)}</div><div class="c">NIF: ${t.seller.nif}</div><div class="c">${esc(t.seller.addressLines.join(", "))}</div>
<div class="c title">${rng.pick(["FACTURA SIMPLIFICADA", "Factura simplificada"])}</div>
<div class="kv"><span>${rng.pick(["Nº", "Nº Factura", "Ticket Nº"])}: ${esc(t.number)}</span></div>
<div class="kv"><span>${rng.pick(["Fecha", "Fecha de expedición"])}: ${formatDate(t.date, "dd/mm/yyyy")}</span><span>${time}</span></div>
<div class="rule"></div>
<table><tr><th class="l">${rng.pick(["Descripción", "Artículo"])}</th><th class="r">Uds</th><th class="r">PVP</th><th class="r">Importe</th></tr>
${incl.map((x) => `<tr><td class="l">${esc(x.description)}</td><td class="r">${plainNumber(x.qty)}</td><td class="r">${t.money(x.unit)}</td><td class="r">${t.money(x.total)}</td></tr>`).join("")}</table>
<div class="rule"></div>
<div class="kv big"><span>TOTAL (IVA incluido)</span><span>${t.money(gross)} €</span></div>
<div class="rule"></div>
<table><tr><th class="l">IVA</th><th class="r">Base imponible</th><th class="r">Cuota</th></tr>
${rates.map((r) => `<tr><td class="l">${t.pct(r.rate)} %</td><td class="r">${t.money(r.base)}</td><td class="r">${t.money(r.cuota)}</td></tr>`).join("")}</table>
<div class="rule"></div><div class="kv"><span>${rng.pick(["Efectivo", "Tarjeta", "Bizum"])}</span><span>${t.money(gross)}</span></div>
<div class="c">${rng.pick(["Gracias por su visita", "Conserve este ticket para cambios"])}</div></div></section>`;
  const css = rollStyle(rng);
  const invoice = invoiceTruth({
    invoice_details: group({ invoice_number: t.number, invoice_date: t.date }),
    seller_details: group({ name: t.seller.name, address: t.seller.addressLines.join(", ") }),
    line_items: incl.map((x) => ({
      description: x.description,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.unit),
      amount: plainAmount(x.total),
    })),
    total_calculation: group({
      sub_total: plainAmount(base),
      total_tax: plainAmount(gross - base),
      grand_total: plainAmount(gross),
    }),
  });
  return { truth: { type: "invoice", invoice }, body, css, page: { widthMm: 80, heightMm: "auto" } };
}

function build(rng: Rng): Built {
  const layout = rng.pick<Layout>(["pos", "supply", "supply", "es-full", "es-simple"]);
  if (layout === "pos") return pos(rng);
  if (layout === "supply") return supply(rng);
  return factura(rng, layout === "es-simple");
}

export const posSupplyEs: Family = {
  name: "pos-supply-es",
  type: "invoice",
  kind: "retail",
  languages: ["en-IN", "es"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
