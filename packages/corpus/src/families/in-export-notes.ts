// Indian GST documents whose kind changes what the page says (issue 15), one kind a document: an
// export invoice priced in a foreign currency under a letter of undertaking (rule 46's export
// declaration, IEC, ports, "Buyer (if other than consignee)", an INR equivalent below the total);
// a supply to an SEZ unit, under LUT or on payment of IGST; a credit or debit note under rule 53
// (its own number and date beside the original invoice's); and a professional-services invoice
// whose invoice value is followed by an advance adjusted and TDS to be deducted. Dates with
// ordinals ("27th Nov 2024"), numbers with financial years and slashes. Sources in docs/corpus.md,
// "Exports, SEZ supplies, notes and services".
import type { Rng } from "../random.ts";
import { GOODS, SERVICES, type Article } from "../data/goods.ts";
import { LOCALES, type Locale } from "../data/abroad.ts";
import { CONDENSED, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { addDays, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, roundMinor } from "../format/numbers.ts";
import { amountInWords, indianWords } from "../format/words.ts";
import { gstBill } from "../model/gst.ts";
import { gstDoc, gstTruth, invoiceNumber, partyTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import { foreignParty } from "../model/parties.ts";
import { group, invoiceTruth, type InvoiceTruth } from "../model/truth.ts";
import type { Family } from "./family.ts";

/** What India exports in small consignments; prices in the buyer's currency units. */
const EXPORTS: readonly Article[] = [
  { description: "Cotton Bed Sheet Set (Queen)", hsn: "63041940", rate: 5, unit: "SET", price: [9, 28] },
  { description: "Hand Knotted Wool Rug 5x8 ft", hsn: "57011010", rate: 5, unit: "PCS", price: [120, 480] },
  { description: "Brass Decorative Diya Lamp", hsn: "94055000", rate: 12, unit: "PCS", price: [6, 24] },
  { description: "Turmeric Powder 25 kg Bag", hsn: "09103020", rate: 5, unit: "BAG", price: [40, 90] },
  { description: "Basmati Rice 1121 Sella 20 kg", hsn: "10063020", rate: 5, unit: "BAG", price: [28, 46] },
  { description: "Stainless Steel Flange 2 inch", hsn: "73079190", rate: 18, unit: "NOS", price: [4, 19] },
  { description: "Leather Bi-fold Wallet", hsn: "42023120", rate: 18, unit: "PCS", price: [5, 22] },
  { description: "Jute Shopping Bag Printed", hsn: "42022230", rate: 5, unit: "PCS", price: [1, 4] },
  { description: "Granite Slab Polished (sq m)", hsn: "68022390", rate: 18, unit: "SQM", price: [18, 65] },
  { description: "Cast Iron Pump Casing", hsn: "84139190", rate: 18, unit: "NOS", price: [35, 140] },
];

interface Abroad {
  locale: Locale;
  country: string;
  currency: string;
  symbol: string;
  words: string;
  cents: string;
  port: string;
}
const ABROAD: readonly Abroad[] = [
  {
    locale: LOCALES.US,
    country: "United States",
    currency: "USD",
    symbol: "$",
    words: "US Dollars",
    cents: "Cents",
    port: "New York",
  },
  {
    locale: LOCALES.GB,
    country: "United Kingdom",
    currency: "GBP",
    symbol: "£",
    words: "Pounds Sterling",
    cents: "Pence",
    port: "Felixstowe",
  },
  {
    locale: LOCALES.DE,
    country: "Germany",
    currency: "EUR",
    symbol: "€",
    words: "Euro",
    cents: "Cents",
    port: "Hamburg",
  },
  {
    locale: LOCALES.AU,
    country: "Australia",
    currency: "AUD",
    symbol: "A$",
    words: "Australian Dollars",
    cents: "Cents",
    port: "Melbourne",
  },
];
const PORTS = ["JNPT Nhava Sheva", "Mundra", "Chennai", "Kolkata", "Cochin", "ICD Tughlakabad", "Air Cargo Delhi"];

const LABELS = {
  number: ["Invoice No.", "Invoice No", "Inv. No.", "Invoice Number", "Export Invoice No."],
  date: ["Invoice Date", "Dated", "Date", "Dt.", "Date of Invoice"],
  order: ["Buyer's Order No.", "P.O. No.", "Order Ref.", "Purchase Order No."],
  gstin: ["GSTIN", "GSTIN/UIN", "GST No."],
  consignee: ["Consignee", "Consignee (Ship To)", "Consignee Details"],
  buyer: ["Buyer (if other than consignee)", "Buyer", "Bill To", "Sold To"],
  recipient: ["Details of Receiver", "Recipient", "Details of Recipient", "Receiver (Billed To)", "Party Details"],
  taxable: ["Taxable Value", "Total Taxable Value", "Sub Total", "Value of Supply"],
  account: ["A/c No.", "Account No.", "Account Number", "Bank A/c No."],
  ifsc: ["IFSC", "IFS Code", "IFSC Code"],
  swift: ["SWIFT", "SWIFT Code", "Swift Code", "BIC/SWIFT"],
} as const;
type L = Record<keyof typeof LABELS, string>;

type Kind = "export" | "sez" | "note" | "services";
type Pair = [string, string];

/** A whole number in international words (thousand, million), as foreign-currency totals are spelt. */
function westernWords(n: number): string {
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts = [
    millions ? `${indianWords(millions)} Million` : "",
    thousands ? `${indianWords(thousands)} Thousand` : "",
    rest ? indianWords(rest) : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : "Zero";
}

function foreignWords(minor: number, a: Abroad): string {
  const cents = minor % 100;
  return `${a.words} ${westernWords(Math.floor(minor / 100))}${cents ? ` and ${indianWords(cents)} ${a.cents}` : ""} Only`;
}

const kv = (rows: Pair[]) =>
  `<table class="kv">${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>: <b>${esc(v)}</b></td></tr>`).join("")}</table>`;

/** The particulars as cells with each label over its value, as export commercial invoices box them. */
const boxes = (rows: Pair[], across: number) => {
  const cells = rows.map(([k, v]) => `<td><div class="lab">${esc(k)}</div><b>${esc(v)}</b></td>`);
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += across) out.push(`<tr>${cells.slice(i, i + across).join("")}</tr>`);
  return `<table class="grid">${out.join("")}</table>`;
};

function sellerBlock(doc: GstDoc, l: L, extra: Pair[]): string {
  const s = doc.seller;
  return `<div class="name">${esc(s.name)}</div>${lines([
    ...s.addressLines.map(esc),
    s.phone ? `Tel: ${esc(s.phone.printed)}` : undefined,
    `${esc(l.gstin)} : ${s.gstin}`,
    ...extra.map(([k, v]) => `${esc(k)} : ${esc(v)}`),
  ])}`;
}

function partyBlock(heading: string, name: string, addressLines: string[], extra: string[]): string {
  return `<div class="h">${esc(heading)}</div><b>${esc(name)}</b><br>${lines([...addressLines.map(esc), ...extra.map(esc)])}`;
}

function itemsTable(doc: GstDoc, unitHead: string, amountHead: string, sac: boolean): string {
  const rows = doc.bill.lines.map(
    (r, i) =>
      `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)} ${esc(r.unit)}</td><td class="r">${doc.money(r.rate)}</td><td class="r">${doc.money(r.taxable)}</td></tr>`,
  );
  return `<table class="items"><tr><th>Sr.</th><th>Description</th><th>${sac ? "SAC" : "HSN Code"}</th><th class="r">Qty</th><th class="r">${esc(unitHead)}</th><th class="r">${esc(amountHead)}</th></tr>${rows.join("")}</table>`;
}

const totalsTable = (rows: Pair[], grandAt = rows.length - 1) =>
  `<table class="totals">${rows.map(([k, v], i) => `<tr class="${i === grandAt ? "grand" : ""}"><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>`;

function bankBlock(doc: GstDoc, l: L, swift: boolean, rng: Rng): string {
  const k = doc.bank;
  const rows = [
    `Bank Name : ${esc(k.bank.name)}`,
    `${esc(l.account)} : ${k.account}`,
    `${esc(l.ifsc)} : ${k.ifsc}`,
    swift ? `${esc(l.swift)} : ${k.bank.swift}` : undefined,
    swift && rng.chance(0.5) ? `AD Code : ${rng.digits(7)}` : undefined,
  ];
  return `<div class="bank"><b>${esc(rng.pick(["Bank Details", "Our Bank Details", "Remittance Details"]))}</b><br>${lines(rows)}</div>`;
}

interface Drawn {
  html: string;
  truth: InvoiceTruth;
}

function exportInvoice(rng: Rng, doc: GstDoc, l: L): Drawn {
  const a = rng.pick(ABROAD);
  const bill = gstBill(rng.fork("export"), EXPORTS, { count: [1, 6], interState: true, qty: [5, 120], noTax: true });
  doc.bill = { ...bill, roundOff: 0, grandTotal: bill.taxable, beforeRound: bill.taxable };
  doc.money = (m) => formatMinor(m, "western");
  const consignee = foreignParty(rng.fork("consignee"), a.locale);
  const other = rng.chance(0.5) ? foreignParty(rng.fork("buyer"), a.locale) : undefined;
  const buyer = other ?? consignee;
  const addr = (p: typeof consignee) => [...p.addressLines, a.country];
  const lut = `ARN ${doc.seller.state.code}${rng.digits(2)}${rng.pick(["03", "04"])}${rng.digits(7)}${rng.letters(1)}`;
  const iec = rng.digits(10);
  const terms = rng.pick(["FOB", "CIF", "EXW", "CFR"]);
  const particulars: Pair[] = [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ...(doc.po ? [[l.order, doc.po.number] as Pair] : []),
    ["IEC Code", iec],
    [rng.pick(["LUT ARN No.", "LUT No.", "Bond/LUT ARN"]), lut],
    ["Country of Origin of Goods", "India"],
    ["Country of Final Destination", a.country],
    ["Port of Loading", rng.pick(PORTS)],
    ["Port of Discharge", a.port],
    ["Terms of Delivery", terms],
    ["Currency", a.currency],
  ];
  const parties = `<table class="grid"><tr><td>${partyBlock(l.consignee, consignee.name, addr(consignee), [])}</td><td>${
    other ? partyBlock(l.buyer, other.name, addr(other), []) : `<div class="h">${esc(l.buyer)}</div>Same as Consignee`
  }</td></tr></table>`;
  const declaration = rng.pick([
    "SUPPLY MEANT FOR EXPORT UNDER LUT WITHOUT PAYMENT OF INTEGRATED TAX",
    "Supply meant for export under Letter of Undertaking without payment of IGST",
    "EXPORT UNDER LUT - IGST NOT PAYABLE",
  ]);
  const m = (v: number) => `${a.currency} ${doc.money(v)}`;
  const inr = rng.chance(0.5) ? Math.round((rng.range(78, 108) * 100) / 1) / 100 : undefined;
  const totals: Pair[] = [
    [rng.pick([`Total ${terms} Value`, "Sub Total", `Amount (${a.currency})`]), m(bill.taxable)],
    [
      rng.pick([`Total Invoice Value (${a.currency})`, "Invoice Total", "Grand Total", "Total Amount"]),
      m(bill.taxable),
    ],
  ];
  const rateLine = inr
    ? `<div>Exchange Rate : 1 ${a.currency} = INR ${inr.toFixed(2)} &nbsp; Invoice Value in INR : ${esc(formatMinor(roundMinor(bill.taxable * inr), "indian"))}</div>`
    : "";
  const words = foreignWords(bill.taxable, a);
  const html = `<div class="title">${esc(rng.pick(["EXPORT INVOICE", "TAX INVOICE", "COMMERCIAL INVOICE", "Export Invoice"]))}</div><div class="decl">${esc(declaration)}</div>
<table class="grid"><tr><td style="width:50%"><div class="h">Exporter</div>${sellerBlock(doc, l, [["PAN", doc.seller.pan ?? ""]])}</td><td>${boxes(particulars, 2)}</td></tr></table>
${parties}${itemsTable(doc, `Rate (${a.currency})`, `Amount (${a.currency})`, false)}${totalsTable(totals)}${rateLine}
<div>Amount Chargeable (in words) : <b>${esc(words)}</b></div>${bankBlock(doc, l, true, rng)}`;
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: doc.number, invoice_date: doc.date, PO_number: doc.po?.number }),
    seller_details: partyTruth(doc.seller, { phone: true }),
    buyer_details: group({ name: buyer.name, address: addr(buyer).join(", ") }),
    line_items: doc.bill.lines.map((x) => ({
      description: x.description,
      HSN: x.hsn,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.rate),
      amount: plainAmount(x.taxable),
    })),
    tax_calculation: group({ HSN: bill.lines[0]?.hsn, taxable_value: plainAmount(bill.taxable) }),
    total_calculation: group({
      sub_total: plainAmount(bill.taxable),
      grand_total: plainAmount(bill.taxable),
      amount_in_words: words,
    }),
    bank_details: group({
      bank_name: doc.bank.bank.name,
      account_number: doc.bank.account,
      IFSC: doc.bank.ifsc,
      SWIFT_CODE: doc.bank.bank.swift,
    }),
  });
  return { html, truth };
}

/** The taxes as lines under the taxable value, each head at its rate. */
function taxLines(doc: GstDoc): Pair[] {
  return taxHeads(doc).map((t): Pair => [
    `${t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}`,
    doc.money(t.amount),
  ]);
}

function registeredParty(doc: GstDoc, heading: string, l: L): string {
  const b = doc.buyer;
  return partyBlock(heading, b.name, b.addressLines, [
    `${l.gstin} : ${b.gstin ?? "Unregistered"}`,
    `State : ${b.state.name}, Code : ${b.state.code}`,
  ]);
}

function sezSupply(rng: Rng, doc: GstDoc, l: L): Drawn {
  const lut = rng.chance(0.5);
  doc.bill = gstBill(rng.fork("sez"), GOODS, {
    count: [1, 6],
    interState: true,
    noTax: lut,
    discount: 0.2,
    roundToRupee: !lut && rng.chance(0.5),
  });
  doc.words = amountInWords(doc.bill.grandTotal, rng.pick(["rupees-paise-only", "inr-only", "indian-rupee"] as const));
  const b = doc.bill;
  const declaration = lut
    ? rng.pick([
        "SUPPLY MEANT FOR SEZ UNIT FOR AUTHORISED OPERATIONS UNDER LUT WITHOUT PAYMENT OF INTEGRATED TAX",
        "Supply to SEZ under LUT without payment of IGST",
      ])
    : rng.pick([
        "SUPPLY MEANT FOR SEZ UNIT FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX",
        "Supply to SEZ on payment of IGST",
      ]);
  const particulars: Pair[] = [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ["Place of Supply", `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`],
    ...(doc.po ? [[l.order, doc.po.number] as Pair] : []),
    ...(lut ? [["LUT ARN", `AD${doc.seller.state.code}${rng.digits(10)}`] as Pair] : []),
    ["Reverse Charge", "No"],
  ];
  const totals: Pair[] = [
    [l.taxable, doc.money(b.taxable)],
    ...(lut ? [] : taxLines(doc)),
    ...(b.roundOff ? [["Round Off", doc.money(b.roundOff)] as Pair] : []),
    [rng.pick(["Total Invoice Value", "Invoice Value", "Grand Total", "Total Amount"]), `₹ ${doc.money(b.grandTotal)}`],
  ];
  const html = `<div class="title">${esc(rng.pick(["TAX INVOICE", "Tax Invoice", "TAX INVOICE (SEZ SUPPLY)"]))}</div><div class="decl">${esc(declaration)}</div>
<table class="grid"><tr><td style="width:50%">${sellerBlock(doc, l, [])}</td><td>${rng.chance(0.5) ? kv(particulars) : boxes(particulars, 2)}</td></tr>
<tr><td colspan="2">${registeredParty(doc, `${l.recipient}${rng.chance(0.5) ? " (SEZ Unit)" : ""}`, l)}</td></tr></table>
${itemsTable(doc, "Rate", "Taxable Value", false)}${totalsTable(totals)}<div>Amount in Words : <b>${esc(doc.words)}</b></div>${bankBlock(doc, l, false, rng)}`;
  const truth = gstTruth(doc, { po: true, placeOfSupply: true, reverseCharge: true, subTotal: true, totalTax: false });
  if (lut && truth.tax_calculation) truth.tax_calculation = withoutTax(truth.tax_calculation);
  return { html, truth };
}

/** Under LUT no tax is charged or printed: the truth keeps the taxable value and the HSN. */
function withoutTax(g: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(g).filter(([k]) => !/IGST|CGST|SGST/.test(k)));
}

function note(rng: Rng, doc: GstDoc, l: L): Drawn {
  const credit = rng.chance(0.65);
  const kind = credit ? "Credit" : "Debit";
  // A note's series names its kind (rule 53: its own consecutive serial number).
  doc.number = invoiceNumber(
    rng,
    credit ? ["CN/{fy}/{n3}", "CRN/{FY}/{n4}", "{n3}/CN/{fy}"] : ["DN/{fy}/{n3}", "DRN/{FY}/{n4}", "{n3}/DN/{fy}"],
    doc.date,
  );
  const original = {
    number: invoiceNumber(rng, ["INV/{fy}/{n3}", "GST/{FY}/{n}", "{n4}"], doc.date),
    date: addDays(doc.date, -rng.int(5, 80)),
  };
  const reason = credit
    ? rng.pick(["Sales Return", "Goods returned - damaged in transit", "Post-sale discount", "Rate difference"])
    : rng.pick(["Rate difference", "Short billing of freight", "Price revision"]);
  const particulars: Pair[] = [
    [
      rng.pick([`${kind} Note No.`, `${kind} Note No`, `${credit ? "CN" : "DN"} No.`, "Note No.", "Document No."]),
      doc.number,
    ],
    [rng.pick([`${kind} Note Date`, "Date of Issue", "Dated", "Note Date"]), doc.day(doc.date)],
    [rng.pick(["Against Invoice No.", "Original Invoice No.", "Ref. Invoice No.", "Invoice No."]), original.number],
    [rng.pick(["Invoice Date", "Original Invoice Date", "Dated", "Inv. Date"]), doc.day(original.date)],
    ["Reason", reason],
    ["Place of Supply", doc.placeOfSupply.name],
  ];
  const b = doc.bill;
  const totals: Pair[] = [
    [l.taxable, doc.money(b.taxable)],
    ...taxLines(doc),
    ...(b.roundOff ? [["Round Off", doc.money(b.roundOff)] as Pair] : []),
    [
      rng.pick([
        `Total ${kind} Amount`,
        `Net Amount ${credit ? "Credited" : "Debited"}`,
        `Total ${kind} Value`,
        "Total",
      ]),
      `₹ ${doc.money(b.grandTotal)}`,
    ],
  ];
  const title = rng.pick([`${kind.toUpperCase()} NOTE`, `${kind} Note`, `${kind.toUpperCase()} NOTE (GST)`]);
  const html = `<table class="grid"><tr><td style="width:55%">${sellerBlock(doc, l, [])}</td><td><div class="title">${esc(title)}</div>${kv(particulars)}</td></tr>
<tr><td colspan="2">${registeredParty(doc, rng.pick([l.recipient, "Party", "Customer", "Issued To"]), l)}</td></tr></table>
${itemsTable(doc, "Rate", "Taxable Value", false)}${totalsTable(totals)}<div>${esc(rng.pick(["Amount in Words", "In Words"]))} : <b>${esc(doc.words)}</b></div>`;
  const truth = gstTruth(doc, { placeOfSupply: true, subTotal: true, totalTax: false, bank: false });
  return { html, truth };
}

function services(rng: Rng, doc: GstDoc, l: L): Drawn {
  doc.bill = gstBill(rng.fork("services"), SERVICES, {
    count: [1, 4],
    interState: doc.bill.interState,
    qty: [1, 3],
    oneRate: true,
    roundToRupee: rng.chance(0.5),
  });
  doc.words = amountInWords(doc.bill.grandTotal, rng.pick(["rupees-paise-only", "inr-only", "indian-rupee"] as const));
  const b = doc.bill;
  const advance = rng.chance(0.6) ? roundMinor(b.grandTotal * rng.pick([0.2, 0.25, 0.3, 0.5])) : 0;
  const pct = rng.pick([2, 10]);
  const tds = !advance || rng.chance(0.5) ? roundMinor((b.taxable * pct) / 100) : 0;
  const particulars: Pair[] = [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ["Period of Service", `${doc.day(addDays(doc.date, -30))} to ${doc.day(addDays(doc.date, -1))}`],
    ["Place of Supply", doc.placeOfSupply.name],
    ...(doc.dueDate ? [["Due Date", doc.day(doc.dueDate)] as Pair] : []),
  ];
  const grand = rng.pick(["Total Invoice Value", "Invoice Total", "Total Amount", "Gross Amount Payable"]);
  const totals: Pair[] = [
    [l.taxable, doc.money(b.taxable)],
    ...taxLines(doc),
    ...(b.roundOff ? [["Round Off", doc.money(b.roundOff)] as Pair] : []),
    [grand, doc.money(b.grandTotal)],
    ...(advance
      ? [[`Less : Advance received on ${doc.day(addDays(doc.date, -rng.int(10, 40)))}`, doc.money(advance)] as Pair]
      : []),
    ...(tds ? [[`Less : TDS u/s ${pct === 10 ? "194J" : "194C"} @ ${pct}%`, doc.money(tds)] as Pair] : []),
    [
      rng.pick(["Net Amount Payable", "Balance Due", "Net Receivable", "Amount Payable"]),
      doc.money(b.grandTotal - advance - tds),
    ],
  ];
  const html = `<div class="title">${esc(rng.pick(["TAX INVOICE", "Tax Invoice", "INVOICE"]))}</div>
<table class="grid"><tr><td style="width:50%">${sellerBlock(doc, l, [["PAN", doc.seller.pan ?? ""]])}</td><td>${kv(particulars)}</td></tr>
<tr><td colspan="2">${registeredParty(doc, rng.pick([l.recipient, "Client", "Bill To", "To"]), l)}</td></tr></table>
${itemsTable(doc, "Rate", "Amount", true)}${totalsTable(totals, 2 + taxLines(doc).length + (b.roundOff ? 1 : 0) - 1)}
<div>${esc(grand)} (in words) : <b>${esc(doc.words)}</b></div>${bankBlock(doc, l, false, rng)}`;
  const truth = gstTruth(doc, { due: true, placeOfSupply: true, subTotal: true, totalTax: false, words: true });
  return { html, truth };
}

const DATE_STYLES: readonly DateStyle[] = [
  "dth Mon yyyy",
  "dth Month, yyyy",
  "Mon dth, yyyy",
  "d-Mon-yy",
  "dd/mm/yyyy",
  "dd-Mon-yyyy",
];
const KINDS: readonly Kind[] = ["export", "sez", "note", "services"];

function build(rng: Rng) {
  const kind = rng.pick(KINDS);
  const doc = gstDoc(rng, {
    articles: GOODS,
    count: [1, 5],
    dateStyles: DATE_STYLES,
    wordsStyles: ["rupees-paise-only", "inr-only", "indian-rupee"],
    numbering: {
      export: ["EXP/{fy}/{n3}", "EXP/{FY}/{n4}", "E-{n3}/{fy}"],
      sez: ["SEZ/{fy}/{n3}", "{n3}/{FY}", "GST/{fy}/{n}"],
      note: ["{n}"],
      services: ["PS/{FY}/{n4}", "{fy}/{n3}", "INV/{FY}/{n3}", "SRV/{fy}/{n}"],
    }[kind],
    interStateShare: kind === "sez" ? 1 : 0.4,
    buyerRegistered: 1,
  });
  const l = pickLabels(rng, LABELS) as L;
  const drawn = { export: exportInvoice, sez: sezSupply, note, services }[kind](rng.fork(kind), doc, l);
  const body = `<section class="page"><div class="sheet">${drawn.html}<div class="sign">For ${esc(doc.seller.name)}<br><br>Authorised Signatory</div></div></section>`;
  const font = rng.pick([...SANS, ...SERIF, ...CONDENSED]);
  const css = `.sheet{padding:10mm 11mm;font-family:"${font}";font-size:${rng.pick([7.5, 8, 8.5])}pt;color:#111}
.title{text-align:center;font-weight:bold;font-size:12pt;margin:0 0 2px}.decl{text-align:center;font-size:0.95em;margin:0 0 2mm}
.name{font-size:${rng.pick([12, 13, 15])}pt;font-weight:bold}.h{font-weight:bold;margin:0 0 1px}.lab{font-size:0.85em;color:#333}
table{border-collapse:collapse}table.grid{width:100%;margin:1mm 0}table.grid td{border:0.8px solid #000;padding:3px 5px;vertical-align:top;text-align:left}
table.grid table.grid{margin:0}table.kv td{padding:1px 6px 1px 0;vertical-align:top}
table.items{width:100%;margin-top:2mm}table.items th{border-top:1px solid #000;border-bottom:1px solid #000;text-align:left;padding:3px 2px}
table.items td{padding:3px 2px;border-bottom:0.5px solid #bbb}.r,table.items th.r{text-align:right;white-space:nowrap}
table.totals{margin:3mm 0 3mm auto;min-width:45%}table.totals td{padding:2px 6px}tr.grand td{font-weight:bold;border-top:1px solid #000}
.bank{margin-top:4mm}.sign{text-align:right;margin-top:6mm}`;
  return {
    truth: { type: "invoice" as const, invoice: drawn.truth },
    body,
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const inExportNotes: Family = {
  name: "in-export-notes",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
