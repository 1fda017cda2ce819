// British and Irish invoices as UK/IE accounting software prints them (sources in docs/corpus.md):
// a Xero-style sheet (meta column "Invoice Date / Invoice Number / Reference / VAT Number", "Amount
// GBP" column, "TOTAL VAT 20%", "Amount Due GBP", a payment advice cut-away), a QuickBooks/Sage-style
// sheet ("Bill to", "Invoice no.", "Tax point", "Terms", "Rate", "Net total", "Balance due") and a
// FreeAgent/Zoho-style sheet. HMRC's VAT Notice 700 §16 and Ireland's VAT Regulations 2010 reg. 20 set
// what each shows: supplier's VAT number, time of supply, unit price excl. VAT, rate, net, VAT, total.
// The UK pays to a sort code and 8-digit account number; Ireland to an IBAN and BIC, in euro.
import type { Rng } from "../random.ts";
import { SANS } from "../render/fonts.ts";
import { esc, lines, pickLabels, type LabelSets } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber } from "../format/numbers.ts";
import { vatBill, type VatBill } from "../model/vat.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import { ibanFromBban, printIban, ukVatNumber } from "../ids/europe.ts";
import type { Built, Family } from "./family.ts";

type Country = "GB" | "IE";
type Layout = "xero" | "qb" | "freeagent";

interface Place {
  streets: readonly string[];
  /** Town with its postcode (GB) or Eircode (IE) line. */
  towns: readonly string[];
  companies: readonly string[];
  people: readonly string[];
  banks: readonly { name: string; code: string; bic: string }[];
  vatRates: readonly number[];
  symbol: string;
  currency: string;
}

const PLACES: Record<Country, Place> = {
  GB: {
    streets: ["Unit 4, Riverside Park", "27 Queen Street", "Suite 3, 110 Deansgate", "14 Mill Lane", "2 Temple Row"],
    towns: ["Manchester M3 4LZ", "Leeds LS1 5DL", "Bristol BS1 6AA", "Birmingham B2 5EP", "Cardiff CF10 1DD"],
    companies: [
      "Harbour Lane Joinery Ltd",
      "Pennine Digital Ltd",
      "Thistle & Oak Interiors Ltd",
      "Brightwater Facilities LLP",
      "Kestrel Print Solutions Ltd",
    ],
    people: ["Oliver Bennett", "Charlotte Hughes", "Rhys Morgan"],
    banks: [
      { name: "Barclays Bank UK PLC", code: "BARC", bic: "BUKBGB22" },
      { name: "Lloyds Bank", code: "LOYD", bic: "LOYDGB21" },
      { name: "NatWest", code: "NWBK", bic: "NWBKGB2L" },
      { name: "HSBC UK Bank plc", code: "HBUK", bic: "HBUKGB4B" },
    ],
    vatRates: [20, 20, 5, 0],
    symbol: "£",
    currency: "GBP",
  },
  IE: {
    streets: ["Unit 12, Sandyford Business Park", "45 Patrick Street", "3 Eyre Square", "Block B, Clonshaugh"],
    towns: ["Dublin 18, D18 W2P5", "Cork, T12 X70A", "Galway, H91 E2K3", "Dublin 17, D17 AY95"],
    companies: [
      "Liffey Software Services Ltd",
      "Corrib Building Supplies Ltd",
      "Shannon Catering Equipment DAC",
      "Wicklow Office Solutions Ltd",
    ],
    people: ["Aoife Byrne", "Cian O'Sullivan", "Niamh Kelly"],
    banks: [
      { name: "Bank of Ireland", code: "BOFI", bic: "BOFIIE2D" },
      { name: "AIB", code: "AIBK", bic: "AIBKIE2D" },
      { name: "Permanent TSB", code: "IPBS", bic: "IPBSIE2D" },
    ],
    vatRates: [23, 23, 13.5, 9],
    symbol: "€",
    currency: "EUR",
  },
};

const ITEMS = [
  { description: "Website maintenance (monthly retainer)", unit: "month", price: [250, 1200] },
  { description: "Consultancy - day rate", unit: "day", price: [350, 900] },
  { description: "Oak skirting board 2.4m", unit: "length", price: [9, 28] },
  { description: "Installation labour", unit: "hour", price: [35, 75] },
  { description: "A4 copier paper (box of 5 reams)", unit: "box", price: [18, 32] },
  { description: "Domestic energy-saving materials", unit: "each", price: [40, 300] },
  { description: "Cloud backup licence (annual)", unit: "licence", price: [120, 600] },
  { description: "Delivery and carriage", unit: "each", price: [10, 60] },
  { description: "Printed leaflets A5 (1,000)", unit: "pack", price: [45, 140] },
  { description: "Commercial kitchen deep clean", unit: "job", price: [180, 950] },
] as const;

type Label =
  | "title"
  | "number"
  | "date"
  | "taxPoint"
  | "reference"
  | "due"
  | "vatNo"
  | "to"
  | "desc"
  | "qty"
  | "price"
  | "vatCol"
  | "amount"
  | "net"
  | "vat"
  | "gross";

const LABELS: Record<Layout, LabelSets<Label>> = {
  xero: {
    title: ["TAX INVOICE", "INVOICE", "VAT INVOICE"],
    number: ["Invoice Number", "Invoice No."],
    date: ["Invoice Date", "Date"],
    taxPoint: ["Tax Date", "Supply Date"],
    reference: ["Reference"],
    due: ["Due Date"],
    vatNo: ["VAT Number", "VAT Registration No.", "VAT Reg No"],
    to: ["", "To:", "Invoice To"],
    desc: ["Description"],
    qty: ["Quantity", "Qty"],
    price: ["Unit Price", "Price"],
    vatCol: ["VAT", "VAT Rate"],
    amount: ["Amount", "Net"],
    net: ["Subtotal", "Sub Total", "Total Net"],
    vat: ["TOTAL VAT", "Total VAT", "VAT"],
    gross: ["TOTAL", "Amount Due", "Invoice Total"],
  },
  qb: {
    title: ["Invoice", "INVOICE", "Tax Invoice"],
    number: ["Invoice no.", "Invoice #", "Inv. No."],
    date: ["Invoice date", "Date of issue", "Date"],
    taxPoint: ["Tax point", "Time of supply", "Date of supply"],
    reference: ["P.O. Number", "Your ref.", "Order ref."],
    due: ["Due date", "Payment due"],
    vatNo: ["VAT Reg. No.", "VAT No.", "VAT registration number"],
    to: ["Bill to", "Invoice to", "Customer"],
    desc: ["Description", "Product/Service"],
    qty: ["Qty", "Quantity"],
    price: ["Rate", "Unit price (excl. VAT)", "Unit Cost"],
    vatCol: ["VAT", "VAT %", "VAT rate"],
    amount: ["Amount", "Net amount", "Total (excl. VAT)"],
    net: ["Net total", "Subtotal", "Total excl. VAT", "Total net amount"],
    vat: ["VAT total", "VAT", "Total VAT"],
    gross: ["Total", "Balance due", "Total incl. VAT", "Amount payable"],
  },
  freeagent: {
    title: ["Invoice", "Sales Invoice"],
    number: ["Invoice Reference", "Invoice Number", "Invoice No"],
    date: ["Dated", "Invoice Date", "Issue Date"],
    taxPoint: ["Date of Supply", "Tax Point Date"],
    reference: ["Project", "Reference", "Customer Ref."],
    due: ["Due", "Payment Due", "Due Date"],
    vatNo: ["VAT Reg. Number", "VAT No", "VAT Number"],
    to: ["Invoice for", "Billed To", "For"],
    desc: ["Details", "Item", "Description"],
    qty: ["Qty", "Quantity", "Units"],
    price: ["Price", "Unit Price", "Rate"],
    vatCol: ["VAT", "VAT %"],
    amount: ["Subtotal", "Net", "Amount"],
    net: ["Net", "Total (ex VAT)", "Subtotal"],
    vat: ["VAT", "Plus VAT", "Total VAT"],
    gross: ["Total", "Total Due", "Amount Due", "Total Value"],
  },
};

interface Party {
  name: string;
  address: string[];
  phone?: string;
}

interface Doc {
  country: Country;
  place: Place;
  l: Record<Label, string>;
  seller: Party;
  buyer: Party;
  vatNo: string;
  companyNo: string;
  number: string;
  reference: string;
  date: string;
  taxPoint: string | undefined;
  due: string | undefined;
  bill: VatBill;
  bank: Place["banks"][number];
  sortCode: string;
  account: string;
  iban: string;
  money: (minor: number) => string;
  day: (iso: string) => string;
}

/** A party; the buyer never shares the seller's name or street (`not`). */
function party(rng: Rng, place: Place, person: boolean, country: Country, not?: Party): Party {
  const phone = country === "GB" ? `0161 ${rng.digits(3)} ${rng.digits(4)}` : `01 ${rng.digits(3)} ${rng.digits(4)}`;
  const other = <T>(xs: readonly T[], taken: T | undefined) => rng.pick(xs.filter((x) => x !== taken));
  return {
    name: person ? rng.pick(place.people) : other(place.companies, not?.name),
    address: [other(place.streets, not?.address[0]), other(place.towns, not?.address[1])],
    phone: rng.chance(0.6) ? phone : undefined,
  };
}

/** GB VAT numbers are 9 digits printed "GB 123 4567 89"; Irish ones 7 digits and one or two letters. */
function vatNumber(rng: Rng, country: Country): string {
  if (country === "IE") return `IE${rng.digits(7)}${rng.pick(["T", "W", "H", "FA", "WA"])}`;
  const n = ukVatNumber(rng);
  return rng.chance(0.5) ? `GB${n}` : `GB ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`;
}

const DATE_STYLES: DateStyle[] = ["d Month yyyy", "dd/mm/yyyy", "dd Mon yyyy", "d Mon yyyy"];

function drawDoc(rng: Rng, country: Country, layout: Layout): Doc {
  const place = PLACES[country];
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const dateStyle = rng.pick(DATE_STYLES);
  const items = ITEMS.map((i) => ({ ...i, price: [i.price[0], i.price[1]] as [number, number] }));
  const bank = rng.pick(place.banks);
  const sortCode = `${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}`;
  const account = rng.digits(8);
  const prefix = rng.pick(["INV-", "INV", "SI-", ""]);
  const seller = party(rng.fork("seller"), place, false, country);
  return {
    country,
    place,
    l: pickLabels(rng, LABELS[layout]),
    seller,
    buyer: party(rng.fork("buyer"), place, rng.chance(0.2), country, seller),
    vatNo: vatNumber(rng, country),
    companyNo: country === "GB" ? rng.pick(["0", "1", "SC"]) + rng.digits(6) : rng.digits(6),
    number: `${prefix}${String(rng.int(1, 9999)).padStart(4, "0")}`,
    reference: rng.pick([
      `PO-${rng.int(1000, 99999)}`,
      `${rng.int(100, 999)}/${rng.letters(3, "ABCDEFGHJKLMNPRSTUVWXYZ")}`,
    ]),
    date,
    taxPoint: rng.chance(0.5) ? addDays(date, -rng.int(1, 12)) : undefined,
    due: rng.chance(0.85) ? addDays(date, rng.pick([7, 14, 30])) : undefined,
    bill: vatBill(rng.fork("bill"), items, place.vatRates, [1, 7]),
    bank,
    sortCode,
    account,
    // A GB IBAN carries the sort code and account; an Irish one the bank's NSC and account.
    iban: ibanFromBban(country, bank.code + sortCode.replace(/-/g, "") + account),
    money: (m) => formatMinor(m, "western"),
    day: (iso) => formatDate(iso, dateStyle, "en"),
  };
}

function itemsTable(d: Doc, currencyInHead: boolean): string {
  const amountHead = currencyInHead ? `${d.l.amount} ${d.place.currency}` : d.l.amount;
  const head = [d.l.desc, d.l.qty, d.l.price, d.l.vatCol, amountHead];
  const rows = d.bill.lines
    .map(
      (x) =>
        `<tr><td>${esc(x.description)}</td><td class="r">${plainNumber(x.qty)}</td><td class="r">${d.money(x.price)}</td><td class="r">${x.vatRate === 0 ? "Zero rated" : `${plainNumber(x.vatRate)}%`}</td><td class="r">${d.money(x.net)}</td></tr>`,
    )
    .join("");
  return `<table class="items"><tr>${head.map((h, i) => `<th class="${i === 0 ? "" : "r"}">${esc(h)}</th>`).join("")}</tr>${rows}</table>`;
}

/** VAT per rate ("TOTAL VAT 20%"), then the gross, with the currency code or symbol as the software prints it. */
function totalsTable(d: Doc, codeOnGross: boolean): string {
  const vatRows = d.bill.vat
    .filter((v) => v.rate > 0)
    .map((v) => [`${d.l.vat} ${plainNumber(v.rate)}%`, d.money(v.amount)]);
  const gross = codeOnGross ? `${d.l.gross} ${d.place.currency}` : d.l.gross;
  const rows = [
    [d.l.net, d.money(d.bill.net)],
    ...(vatRows.length ? vatRows : [[d.l.vat, d.money(0)]]),
    [gross, `${codeOnGross ? "" : d.place.symbol}${d.money(d.bill.gross)}`],
  ];
  return `<table class="totals">${rows.map(([k, v], i) => `<tr class="${i === rows.length - 1 ? "grand" : ""}"><td>${esc(k!)}</td><td class="r">${esc(v!)}</td></tr>`).join("")}</table>`;
}

function metaRows(d: Doc, withVat: boolean): [string, string | undefined][] {
  return [
    [d.l.date, d.day(d.date)],
    [d.l.taxPoint, d.taxPoint && d.day(d.taxPoint)],
    [d.l.number, d.number],
    [d.l.reference, d.reference],
    [d.l.due, d.due && d.day(d.due)],
    ...(withVat ? [[d.l.vatNo, d.vatNo] as [string, string]] : []),
  ];
}

function metaTable(rows: [string, string | undefined][], stacked: boolean): string {
  const shown = rows.filter((r): r is [string, string] => r[1] !== undefined);
  if (stacked) return shown.map(([k, v]) => `<div class="st"><b>${esc(k)}</b><br>${esc(v)}</div>`).join("");
  return `<table class="meta">${shown.map(([k, v]) => `<tr><td class="muted">${esc(k)}${k.endsWith(":") ? "" : ":"}</td><td><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
}

/** UK: sort code and account number (the IBAN now and then); Ireland: IBAN and BIC. */
function bankLines(rng: Rng, d: Doc): string[] {
  const name = `Account Name: ${esc(d.seller.name)}`;
  if (d.country === "IE")
    return [`Bank: ${esc(d.bank.name)}`, name, `IBAN: ${printIban(d.iban)}`, `BIC: ${d.bank.bic}`];
  const ukLines = [`Bank: ${esc(d.bank.name)}`, name, `Sort Code: ${d.sortCode}`, `Account Number: ${d.account}`];
  return rng.chance(0.3) ? [...ukLines, `IBAN: ${printIban(d.iban)}`, `BIC: ${d.bank.bic}`] : ukLines;
}

function legalLine(d: Doc): string {
  const where = d.country === "GB" ? "Registered in England and Wales" : "Registered in Ireland";
  return `${esc(d.seller.name)}. ${where}. Company Registration No. ${d.companyNo}. Registered office: ${esc(d.seller.address.join(", "))}. VAT No. ${d.vatNo}`;
}

/** Xero's standard theme: title and buyer at left, meta column, seller address at right; payment advice slip. */
function xero(rng: Rng, d: Doc): string {
  const to = d.l.to ? `<div class="muted">${esc(d.l.to)}</div>` : "";
  const advice = rng.chance(0.6)
    ? `<div class="advice"><div class="title2">PAYMENT ADVICE</div><div class="row"><div>${lines([`To: ${esc(d.seller.name)}`, ...d.seller.address.map(esc)])}</div><div>${metaTable(
        [
          ["Customer", d.buyer.name],
          [d.l.number, d.number],
          ["Amount Due", `${d.place.symbol}${d.money(d.bill.gross)}`],
          [d.l.due, d.due && d.day(d.due)],
          ["Amount Enclosed", " "],
        ],
        false,
      )}</div></div></div>`
    : "";
  return `<div class="row"><div><div class="title">${esc(d.l.title)}</div>${to}${lines([esc(d.buyer.name), ...d.buyer.address.map(esc)])}</div>
<div class="narrow">${metaTable(metaRows(d, true), true)}</div><div>${lines([`<b>${esc(d.seller.name)}</b>`, ...d.seller.address.map(esc), d.seller.phone && `Tel: ${d.seller.phone}`])}</div></div>
${itemsTable(d, true)}<div class="after"><div class="left"></div>${totalsTable(d, rng.chance(0.6))}</div>
${d.due ? `<p><b>${esc(d.l.due)}: ${esc(d.day(d.due))}</b></p>` : ""}<p>${lines(bankLines(rng, d))}</p>
<div class="fine">${legalLine(d)}</div>${advice}`;
}

/** QuickBooks / Sage style: seller letterhead with VAT number, "Bill to" box, meta table at right. */
function quickbooks(rng: Rng, d: Doc): string {
  return `<div class="row"><div>${lines([`<b class="firm">${esc(d.seller.name)}</b>`, ...d.seller.address.map(esc), d.seller.phone && `Tel: ${d.seller.phone}`, `${esc(d.l.vatNo)}: ${d.vatNo}`])}</div><div class="rt"><div class="title">${esc(d.l.title)}</div></div></div>
<div class="row gap"><div class="box"><div class="label">${esc(d.l.to)}</div>${lines([esc(d.buyer.name), ...d.buyer.address.map(esc)])}</div><div>${metaTable(metaRows(d, false), false)}</div></div>
${itemsTable(d, false)}<div class="after"><div class="left">${lines(["<b>Payment details</b>", ...bankLines(rng, d)])}</div>${totalsTable(d, false)}</div>
<div class="fine">${legalLine(d)}</div>`;
}

/** FreeAgent / Zoho style: stacked meta under the title, "Invoice for", totals with the currency code. */
function freeagent(rng: Rng, d: Doc): string {
  return `<div class="row"><div><div class="title">${esc(d.l.title)}</div>${metaTable(metaRows(d, false), false)}</div><div class="rt">${lines([`<b class="firm">${esc(d.seller.name)}</b>`, ...d.seller.address.map(esc), d.seller.phone && d.seller.phone, `${esc(d.l.vatNo)}: ${d.vatNo}`])}</div></div>
<div class="gap"><div class="label">${esc(d.l.to)}</div>${lines([`<b>${esc(d.buyer.name)}</b>`, ...d.buyer.address.map(esc)])}</div>
${itemsTable(d, rng.chance(0.5))}<div class="after"><div class="left"></div>${totalsTable(d, rng.chance(0.5))}</div>
<p>${lines([d.due ? `Payment is due by ${esc(d.day(d.due))}.` : "Payment is due on receipt.", "Please pay by bank transfer to:", ...bankLines(rng, d)])}</p>
<div class="fine">${legalLine(d)}</div>`;
}

const CSS = `.sheet{padding:14mm 16mm;font-size:9pt;color:#111}.row{display:flex;justify-content:space-between;gap:8mm}.row>div{flex:1}.row>div.narrow{flex:0 0 38mm}
.title{font-size:18pt;font-weight:bold;margin-bottom:3mm}.title2{font-size:12pt;font-weight:bold;margin-bottom:2mm}.firm{font-size:12pt}.rt{text-align:right}.muted{color:#555}.gap{margin-top:6mm}
.st{margin-bottom:2mm}.box{border:0.5px solid #888;padding:2mm}.label{font-weight:bold;font-size:0.85em;color:#444;text-transform:uppercase}
table.meta{border-collapse:collapse}table.meta td{padding:1px 6px 1px 0;vertical-align:top}table.meta td:first-child{white-space:nowrap}
table.items{width:100%;border-collapse:collapse;margin-top:6mm}table.items th{border-bottom:1px solid #000;padding:3px;text-align:left}table.items td{padding:3px;border-bottom:0.5px solid #ccc;vertical-align:top}
.r{text-align:right !important;white-space:nowrap}.after{display:flex;justify-content:space-between;gap:6mm;margin-top:3mm}.left{flex:1}
table.totals{border-collapse:collapse;min-width:70mm}table.totals td{padding:2px 4px}table.totals tr.grand td{border-top:1px solid #000;font-weight:bold}
.fine{margin-top:6mm;font-size:7pt;color:#444}.advice{margin-top:8mm;border-top:1px dashed #000;padding-top:3mm}`;

function buildUkIe(rng: Rng): Built {
  const country = rng.pick<Country>(["GB", "GB", "IE"]);
  const layout = rng.pick<Layout>(["xero", "qb", "freeagent"]);
  const d = drawDoc(rng, country, layout);
  const body = { xero, qb: quickbooks, freeagent }[layout](rng, d);
  const printsIban = body.includes("IBAN:");
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: d.number, invoice_date: d.date, due_date: d.due }),
    seller_details: group({ name: d.seller.name, address: d.seller.address.join(", "), phone: d.seller.phone }),
    buyer_details: group({ name: d.buyer.name, address: d.buyer.address.join(", ") }),
    line_items: d.bill.lines.map((x) => ({
      description: x.description,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.price),
      amount: plainAmount(x.net),
    })),
    total_calculation: group({
      sub_total: plainAmount(d.bill.net),
      total_tax: plainAmount(d.bill.totalVat),
      grand_total: plainAmount(d.bill.gross),
    }),
    // The account number is the IBAN where Ireland prints only that; in the UK the 8-digit account.
    bank_details: group({
      bank_name: d.bank.name,
      account_number: d.country === "IE" ? d.iban : d.account,
      SWIFT_CODE: printsIban ? d.bank.bic : undefined,
    }),
  });
  return {
    truth: { type: "invoice", invoice: truth },
    body: `<section class="page"><div class="sheet" style="font-family:'${rng.pick(SANS)}'">${body}</div></section>`,
    css: CSS,
    page: { widthMm: 210, heightMm: 297 },
  };
}

export const ukIeAccounting: Family = {
  name: "uk-ie-accounting",
  type: "invoice",
  kind: "foreign",
  languages: ["en-GB", "en-IE"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build: buildUkIe,
};
