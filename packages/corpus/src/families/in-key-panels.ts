// GST invoices whose particulars, parties and bank block sit in key panels the other families do not
// draw (issue 15): the particulars as a two-column panel with the labels right-aligned against their
// values, as label-over-value stacks down the right-hand column, as a panel whose values stand flush
// right, or as pairs sharing a line; the buyer under headings such as "Customer Name & Address",
// "Purchaser", "Party's Name & Address" or "Client", its lines plain or keyed ("Name :", "Address :");
// the bank block as a remittance panel ("Remit To", "Payment Instructions", "Beneficiary Name",
// "Beneficiary A/c No.", "In Favour of") with a UPI id beside the account on some. Sources in
// docs/corpus.md, "Key panels".
import type { Rng } from "../random.ts";
import { GOODS, SERVICES } from "../data/goods.ts";
import { SANS, SERIF } from "../render/fonts.ts";
import { esc, lines, pickLabels } from "../render/html.ts";
import { plainNumber } from "../format/numbers.ts";
import { gstDoc, gstTruth, taxHeads, type GstDoc } from "../model/india-doc.ts";
import type { IndianParty } from "../model/parties.ts";
import type { Family } from "./family.ts";

const LABELS = {
  title: ["TAX INVOICE", "Tax Invoice", "INVOICE", "GST INVOICE"],
  number: ["Invoice No.", "Invoice Number", "Inv. No.", "Bill No.", "Invoice #", "Invoice Ref."],
  date: ["Invoice Date", "Date of Invoice", "Inv. Date", "Bill Date", "Date", "Date of Issue"],
  due: ["Due Date", "Payment Due", "Pay By", "Due On"],
  po: ["PO No.", "Order No.", "Customer PO", "Buyer's PO No."],
  pos: ["Place of Supply", "Place Of Supply", "State of Supply"],
  rc: ["Reverse Charge", "Reverse Charge (Y/N)", "Tax payable on Reverse Charge"],
  buyer: [
    "Customer Name & Address",
    "Name & Address of Customer",
    "Purchaser",
    "Purchaser's Name & Address",
    "Party's Name & Address",
    "Buyer's Name & Address",
    "Client",
    "Client Details",
    "Customer Information",
    "Billing Details",
    "Invoice To",
  ],
  shipTo: ["Deliver To", "Delivery Address", "Place of Delivery", "Delivery At", "Ship To"],
  gstin: ["GSTIN", "GSTIN/UIN", "GST No.", "GSTIN No."],
  subTotal: ["Taxable Amount", "Sub Total", "Total Before Tax", "Taxable Value", "Amount Before Tax"],
  taxTotal: ["Total GST", "Total Tax", "GST Total", "Tax Amount"],
  total: ["Invoice Total", "Total Amount", "Amount Payable", "Net Payable", "Grand Total", "Total Invoice Value"],
  words: ["Amount in Words", "Amount (in words)", "Invoice Value in Words", "Total in Words"],
  bank: [
    "Remit To",
    "Payment Instructions",
    "Our Bank Details",
    "Bank Account Details",
    "For NEFT / RTGS / IMPS",
    "Beneficiary Details",
    "Please remit to",
  ],
  holder: ["Beneficiary Name", "A/c Name", "Account Name", "Payee Name", "In Favour of"],
  bankName: ["Bank Name", "Beneficiary Bank", "Bank", "Banker's Name", "Name of Bank"],
  account: ["Beneficiary A/c No.", "A/c No.", "Account No.", "Current A/c No.", "Account Number"],
  ifsc: ["IFSC", "IFSC Code", "IFSC/RTGS Code", "RTGS/NEFT IFSC", "IFS Code"],
  branch: ["Branch", "Branch Name", "Bank Branch"],
  upi: ["UPI ID", "UPI", "VPA"],
  desc: ["Description", "Description of Goods/Services", "Item Description", "Particulars", "Product"],
  hsn: ["HSN/SAC", "HSN Code", "HSN / SAC Code", "SAC/HSN"],
  qty: ["Qty", "Quantity", "Qty."],
  rate: ["Rate", "Unit Price", "Price", "Rate/Unit"],
  amount: ["Taxable Value", "Amount", "Taxable Amt.", "Value"],
} as const;
type L = Record<keyof typeof LABELS, string>;
type Pair = [string, string];

/** How the invoice's particulars are set: right-aligned labels, stacks, flush-right values, shared lines. */
type Panel = "right-labels" | "stack" | "flush-right" | "pairs";
const PANELS: readonly Panel[] = ["right-labels", "stack", "flush-right", "pairs"];

interface Style {
  panel: Panel;
  colon: boolean;
  /** The buyer's lines keyed ("Name :", "Address :"), else name and address as plain lines. */
  keyedBuyer: boolean;
  /** The buyer beside the seller at the top right, else under the seller beside the particulars. */
  buyerTop: boolean;
  /** Key lines or right-aligned labels beside the totals, or labels over values across the page under them. */
  bankPanel: "right-labels" | "lines" | "stack";
  upi: string | undefined;
  branch: boolean;
  accountType: boolean;
  taxTotal: boolean;
}

const UPI_HANDLES = ["okhdfcbank", "okicici", "okaxis", "oksbi", "ybl", "paytm", "icici", "upi"];

function drawStyle(rng: Rng, doc: GstDoc): Style {
  const slug = doc.seller.name
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .slice(0, rng.int(6, 12));
  return {
    panel: rng.pick(PANELS),
    colon: rng.chance(0.5),
    keyedBuyer: rng.chance(0.4),
    buyerTop: rng.chance(0.4),
    bankPanel: rng.pick(["right-labels", "lines", "stack"] as const),
    upi: rng.chance(0.45) ? `${rng.chance(0.3) ? rng.digits(10) : slug}@${rng.pick(UPI_HANDLES)}` : undefined,
    branch: rng.chance(0.5),
    accountType: rng.chance(0.3),
    taxTotal: rng.chance(0.5),
  };
}

function particulars(doc: GstDoc, l: L): Pair[] {
  return [
    [l.number, doc.number],
    [l.date, doc.day(doc.date)],
    ...(doc.dueDate ? [[l.due, doc.day(doc.dueDate)] as Pair] : []),
    ...(doc.po ? [[l.po, doc.po.number] as Pair] : []),
    [l.pos, `${doc.placeOfSupply.name} (${doc.placeOfSupply.code})`],
    [l.rc, "No"],
  ];
}

/** A key panel in one of the styles; `sep` is printed between a label and its value. */
function panel(rows: Pair[], kind: Panel, colon: boolean): string {
  const sep = colon ? ":" : "";
  switch (kind) {
    case "right-labels":
      return `<table class="rl">${rows.map(([k, v]) => `<tr><td class="k">${esc(k)}${sep}</td><td><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
    case "stack":
      return `<div class="stack">${rows.map(([k, v]) => `<div><div class="lab">${esc(k)}</div><b>${esc(v)}</b></div>`).join("")}</div>`;
    case "flush-right":
      return `<table class="fr">${rows.map(([k, v]) => `<tr><td>${esc(k)}${sep}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
    case "pairs": {
      const out: string[] = [];
      for (let i = 0; i < rows.length; i += 2) {
        const cells = rows.slice(i, i + 2).map(([k, v]) => `<td>${esc(k)}${colon ? " :" : ""} <b>${esc(v)}</b></td>`);
        out.push(`<tr>${cells.join("")}</tr>`);
      }
      return `<table class="pairs">${out.join("")}</table>`;
    }
  }
}

function buyerBlock(p: IndianParty, l: L, keyed: boolean): string {
  const gstin = p.gstin ? `${esc(l.gstin)} : ${p.gstin}` : undefined;
  const state = `State : ${esc(p.state.name)}, Code : ${p.state.code}`;
  const body = keyed
    ? `<table class="kv"><tr><td>Name</td><td>: <b>${esc(p.name)}</b></td></tr><tr><td>Address</td><td>: ${p.addressLines.map(esc).join("<br>")}</td></tr>${
        gstin ? `<tr><td>${esc(l.gstin)}</td><td>: ${p.gstin}</td></tr>` : ""
      }<tr><td>State</td><td>: ${esc(p.state.name)} (${p.state.code})</td></tr></table>`
    : lines([`<b>${esc(p.name)}</b>`, ...p.addressLines.map(esc), gstin, state]);
  return `<div class="h">${esc(l.buyer)}</div>${body}`;
}

function shipBlock(p: IndianParty, l: L): string {
  return `<div class="h">${esc(l.shipTo)}</div>${lines([`<b>${esc(p.name)}</b>`, ...p.addressLines.map(esc)])}`;
}

function bankBlock(doc: GstDoc, st: Style, l: L): string {
  const b = doc.bank;
  const rows: Pair[] = [
    [l.holder, b.holder],
    [l.bankName, b.bank.name],
    ...(st.accountType ? [["A/c Type", "Current Account"] as Pair] : []),
    [l.account, b.account],
    [l.ifsc, b.ifsc],
    ...(st.branch ? [[l.branch, b.branch] as Pair] : []),
    ...(st.upi ? [[l.upi, st.upi] as Pair] : []),
  ];
  const body =
    st.bankPanel === "lines"
      ? lines(rows.map(([k, v]) => `${esc(k)} : ${esc(v)}`))
      : st.bankPanel === "stack"
        ? `<table class="bstack"><tr>${rows.map(([k]) => `<td class="lab">${esc(k)}</td>`).join("")}</tr><tr>${rows.map(([, v]) => `<td>${esc(v)}</td>`).join("")}</tr></table>`
        : panel(rows, "right-labels", true);
  return `<div class="bank"><div class="h">${esc(l.bank)}</div>${body}</div>`;
}

function itemsTable(doc: GstDoc, l: L, gstColumn: boolean): string {
  const rows = doc.bill.lines.map(
    (r, i) =>
      `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)} ${esc(r.unit)}</td><td class="r">${doc.money(r.rate)}</td>${
        gstColumn ? `<td class="r">${plainNumber(r.gstRate)}%</td>` : ""
      }<td class="r">${doc.money(r.taxable)}</td></tr>`,
  );
  return `<table class="items"><tr><th>#</th><th>${esc(l.desc)}</th><th>${esc(l.hsn)}</th><th class="r">${esc(l.qty)}</th><th class="r">${esc(l.rate)}</th>${
    gstColumn ? `<th class="r">GST %</th>` : ""
  }<th class="r">${esc(l.amount)}</th></tr>${rows.join("")}</table>`;
}

function totals(doc: GstDoc, st: Style, l: L): string {
  const b = doc.bill;
  const rows: Pair[] = [
    [l.subTotal, doc.money(b.taxable)],
    ...taxHeads(doc).map((t): Pair => [
      `${t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}`,
      doc.money(t.amount),
    ]),
    ...(st.taxTotal ? [[l.taxTotal, doc.money(b.totalTax)] as Pair] : []),
    ...(b.roundOff ? [["Round Off", doc.money(b.roundOff)] as Pair] : []),
    [l.total, `₹ ${doc.money(b.grandTotal)}`],
  ];
  return `<table class="totals">${rows.map(([k, v], i) => `<tr class="${i === rows.length - 1 ? "grand" : ""}"><td class="k">${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>`;
}

function header(doc: GstDoc, st: Style, l: L, meta: string, sellerPhone: boolean): string {
  const s = doc.seller;
  const seller = `<div class="name">${esc(s.name)}</div>${lines([
    ...s.addressLines.map(esc),
    sellerPhone && s.phone ? `Phone : ${esc(s.phone.printed)}` : undefined,
    `${esc(l.gstin)} : ${s.gstin}`,
  ])}`;
  const buyer = buyerBlock(doc.buyer, l, st.keyedBuyer);
  const ship = doc.shipTo ? `<div class="ship">${shipBlock(doc.shipTo, l)}</div>` : "";
  const title = `<div class="title">${esc(l.title)}</div>`;
  if (st.buyerTop)
    return `${title}<div class="row"><div>${seller}</div><div>${buyer}${ship}</div></div><div class="meta ${st.panel}">${meta}</div>`;
  return `${title}<div class="row"><div>${seller}</div></div><div class="row rule"><div>${buyer}${ship}</div><div class="meta ${st.panel}">${meta}</div></div>`;
}

function build(rng: Rng) {
  const doc = gstDoc(rng, {
    articles: rng.chance(0.3) ? SERVICES : GOODS,
    count: [1, 7],
    discount: 0,
    dateStyles: ["dd/mm/yyyy", "dd-Mon-yyyy", "dd Mon yyyy", "dd.mm.yyyy", "dd-mm-yyyy"],
    wordsStyles: ["rupees-paise-only", "inr-only", "rupees-only-caps", "indian-rupee"],
    numbering: ["INV/{fy}/{n3}", "{n4}", "TI-{n4}", "{FY}/{n3}", "GST-{y}-{n4}"],
    buyerRegistered: 0.85,
  });
  const l = pickLabels(rng, LABELS) as L;
  const st = drawStyle(rng.fork("style"), doc);
  const sellerPhone = rng.chance(0.5);
  const gstColumn = rng.chance(0.4);
  const meta = panel(particulars(doc, l), st.panel, st.colon);
  const body = `<section class="page"><div class="sheet">${header(doc, st, l, meta, sellerPhone)}${itemsTable(doc, l, gstColumn)}
<div class="after"><div class="left"><div class="h">${esc(l.words)}</div>${esc(doc.words)}${st.bankPanel === "stack" ? "" : bankBlock(doc, st, l)}</div>${totals(doc, st, l)}</div>${st.bankPanel === "stack" ? bankBlock(doc, st, l) : ""}
<div class="sign">For ${esc(doc.seller.name)}<br><br><br>Authorised Signatory</div></div></section>`;
  const accent = rng.pick(["#222", "#1a4f8b", "#7a1f3d", "#1d6b45"]);
  const css = `.sheet{padding:11mm 11mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:${rng.pick([8.5, 9, 9.5])}pt;color:#1a1a1a}
.title{text-align:center;font-size:14pt;font-weight:bold;color:${accent};margin-bottom:3mm}.name{font-size:14pt;font-weight:bold;color:${accent}}
.row{display:flex;justify-content:space-between;gap:10mm;margin-bottom:3mm}.row>div{flex:1}.rule{border-top:1px solid #999;padding-top:2mm}
.h{font-weight:bold;color:${accent};margin:2mm 0 1px}.lab{font-size:0.85em;color:#555}.ship{margin-top:2mm}
table{border-collapse:collapse}table.rl{margin-left:auto}table.rl td{padding:1px 4px}table.rl td.k{text-align:right;color:#444}
.stack{display:flex;flex-direction:column;align-items:flex-end;text-align:right;gap:1.5mm}
table.fr{margin-left:auto;min-width:62%}table.fr td{padding:1px 3px;border-bottom:0.5px dotted #aaa}
table.pairs{width:100%;margin:1mm 0}table.pairs td{padding:2px 4px;width:50%}table.kv td{padding:0 4px 0 0;vertical-align:top}
.meta.pairs{flex:2}table.items{width:100%;margin-top:3mm}table.items th{border-top:1.2px solid ${accent};border-bottom:1.2px solid ${accent};text-align:left;padding:3px 4px}
table.items td{padding:3px 4px;border-bottom:0.5px solid #ccc;vertical-align:top}.r,table.items th.r{text-align:right;white-space:nowrap}
.after{display:flex;justify-content:space-between;gap:8mm;margin-top:4mm}.left{flex:1}.bank{margin-top:3mm}
table.bstack{width:100%}table.bstack td{padding:1px 8px 1px 0;white-space:nowrap}table.totals{min-width:40%;align-self:flex-start}table.totals td{padding:2px 5px}
table.totals td.k{text-align:right}tr.grand td{font-weight:bold;border-top:1px solid #000}.sign{text-align:right;margin-top:8mm}`;
  const truth = gstTruth(doc, {
    due: true,
    po: true,
    placeOfSupply: true,
    reverseCharge: true,
    sellerPhone,
    subTotal: true,
    totalTax: st.taxTotal,
    bank: true,
    branch: st.branch,
  });
  return { truth: { type: "invoice" as const, invoice: truth }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

export const inKeyPanels: Family = {
  name: "in-key-panels",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["en-IN"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build,
};
