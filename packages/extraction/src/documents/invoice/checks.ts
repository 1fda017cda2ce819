import { amountValue, money } from "../../text/values/amounts.ts";
import { wordsToAmount } from "../../text/values/words.ts";
import { doubt } from "../common/confidence.ts";
import type { FieldSink } from "../common/output.ts";
import type { InvoiceAmounts } from "./amounts.ts";
import type { Totals } from "./totals.ts";

/**
 * Checks an invoice's figures must pass against each other; each failure is a warning a reviewer can
 * act on: the sum, the kind of GST by the parties' states, the amount in words.
 */
export function checkInvoice(
  amounts: InvoiceAmounts,
  totals: Totals,
  parties: { seller: Record<string, string>; buyer: Record<string, string> },
  sink: FieldSink,
): void {
  const { tax, total } = amounts;
  const grand = amountValue(total["grand_total"]);
  const sub = tax["taxable_value"];
  if (sub && grand !== null && (totals.taxes.length || totals.totalTax)) {
    const expect = Number(sub) + amounts.taxSum;
    if (Math.abs(expect - grand) > 1.01) {
      sink.warn(`taxable value + taxes = ${money(expect)}, but the grand total is ${money(grand)}`);
      doubt(sink, ["total_calculation.grand_total", "tax_calculation.taxable_value", "total_calculation.sub_total"]);
    }
  }
  const kinds = new Set(totals.taxes.map((t) => t.tax));
  const { seller, buyer } = parties;
  const sState = seller["GSTIN"]?.slice(0, 2) ?? seller["state_code"];
  const bState = buyer["GSTIN"]?.slice(0, 2) ?? buyer["state_code"];
  if (sState && bState) {
    if (sState === bState && kinds.has("IGST"))
      sink.warn("IGST charged on an intra-state supply (seller and buyer in the same state)");
    if (sState !== bState && (kinds.has("CGST") || kinds.has("SGST")))
      sink.warn("CGST/SGST charged on an inter-state supply");
  }
  if (total["amount_in_words"] && grand !== null) {
    const w = wordsToAmount(total["amount_in_words"]);
    if (w !== null && Math.abs(w - grand) > 0.01)
      sink.warn(`amount in words (${money(w)}) differs from the grand total ${money(grand)}`);
  }
}
