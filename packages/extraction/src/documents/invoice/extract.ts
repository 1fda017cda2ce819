import type { ExtractionOutput, Layout, ReadProblem } from "../../types.ts";
import { readBankDetails } from "../common/bank-details.ts";
import { overallConfidence } from "../common/confidence.ts";
import { extractCustomFieldsFromLines } from "../common/custom-fields.ts";
import { keyValuesOut } from "../common/key-values-out.ts";
import { FieldSink } from "../common/output.ts";
import { viewOf } from "../common/view.ts";
import { invoiceAmounts } from "./amounts.ts";
import { checkInvoice } from "./checks.ts";
import { readDetails, reverseCharge } from "./details.ts";
import { mergeEmbedded } from "./embedded-xml.ts";
import { readItems, type Item } from "./items.ts";
import { readParties } from "./parties.ts";
import { mergeSignedQr } from "./signed-qr.ts";
import { readTotals } from "./totals.ts";

/**
 * Whether a part the reading could not get at would have given invoice fields: the reviewer should
 * know why the e-invoice QR or the embedded data is missing.
 */
function concernsInvoice(part: ReadProblem["part"]): boolean {
  switch (part) {
    case "qr_codes":
    case "attachment":
      return true;
  }
}

const itemRecord = (it: Item): Record<string, string> => {
  const o: Record<string, string> = { description: it.description };
  for (const k of ["HSN", "quantity", "unit_price", "amount"] as const) if (it[k]) o[k] = it[k];
  return o;
};

/**
 * Invoice fields from a layout: labels found by their meaning in any of the vocabulary's languages,
 * values by their shape and place, tables by column alignment, and every figure checked against the
 * others; then the machine-readable data in the file (an XML invoice, an e-invoice QR) fills and
 * cross-checks them.
 */
export function extractInvoice(layout: Layout, opts: { customFields?: string[] } = {}): ExtractionOutput {
  const view = viewOf(layout);
  const sink = new FieldSink();
  const details = readDetails(view, sink);
  const parties = readParties(view, sink);
  const { items, endIndex } = readItems(view, sink);
  const totals = readTotals(view, endIndex, sink);
  const amounts = invoiceAmounts(totals, items, sink);
  const rc = reverseCharge(view, sink);
  if (rc) amounts.tax["reverse_charge_applicable"] = rc;
  checkInvoice(amounts, totals, parties, sink);
  const result: Record<string, unknown> = {
    invoice_details: details,
    seller_details: parties.seller,
    buyer_details: parties.buyer,
    line_items: items.map(itemRecord),
    tax_calculation: amounts.tax,
    total_calculation: amounts.total,
    bank_details: readBankDetails(view, sink),
  };
  for (const p of layout.problems ?? []) if (concernsInvoice(p.part)) sink.warn(p.message);
  mergeEmbedded(layout, result, sink);
  const eInvoice = mergeSignedQr(layout, result, sink);
  const out: ExtractionOutput = {
    result,
    extraction: {
      confidence: overallConfidence(sink),
      ocr_used: layout.ocrUsed,
      warnings: sink.warnings,
      fields: sink.fields,
      ...(eInvoice ? { e_invoice: eInvoice } : {}),
      key_values: keyValuesOut(view.keyValues),
    },
  };
  if (opts.customFields?.length)
    out.custom_fields = extractCustomFieldsFromLines(view.lines, opts.customFields, view.keyValues);
  return out;
}
