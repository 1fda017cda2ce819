// The plain item table and totals block of a GST invoice, as the families that vary something else
// (where the parties or the header fields are printed) print them.
import { esc } from "../render/html.ts";
import { plainNumber } from "../format/numbers.ts";
import { taxHeads, type GstDoc } from "../model/india-doc.ts";

/** Sl., description, HSN/SAC, quantity with its unit, rate and taxable amount: one row an item. */
export function plainItems(doc: GstDoc): string {
  const rows = doc.bill.lines
    .map(
      (r, i) =>
        `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td>${r.hsn}</td><td class="r">${plainNumber(r.qty)} ${esc(r.unit)}</td><td class="r">${doc.money(r.rate)}</td><td class="r">${doc.money(r.taxable)}</td></tr>`,
    )
    .join("");
  return `<table class="items"><tr><th>Sl.</th><th>Description of Goods</th><th>HSN/SAC</th><th class="r">Qty</th><th class="r">Rate</th><th class="r">Amount</th></tr>${rows}</table>`;
}

/** Taxable value, each tax head at its rate, total tax, round-off and grand total; then the amount in words. */
export function plainTotals(doc: GstDoc): string {
  const b = doc.bill;
  const rows: [string, string][] = [
    ["Taxable Value", doc.money(b.taxable)],
    ...taxHeads(doc).map((t): [string, string] => [
      `${t.head}${t.rate !== undefined ? ` @ ${plainNumber(t.rate)}%` : ""}`,
      doc.money(t.amount),
    ]),
    ["Total Tax", doc.money(b.totalTax)],
    ...(b.roundOff ? [["Round Off", doc.money(b.roundOff)] as [string, string]] : []),
    ["Grand Total", `₹ ${doc.money(b.grandTotal)}`],
  ];
  return `<table class="totals">${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join("")}</table>
<div>Amount in Words : <b>${esc(doc.words)}</b></div>`;
}
