import { buildLines, type Line } from "../../text/lines.ts";
import { colonsReadAsMarks } from "../../text/colon-column.ts";
import { dateOrderOf, type DateOrder } from "../../text/values/dates.ts";
import type { DecimalMark } from "../../text/values/amounts.ts";
import { findKeyValues, type KeyValue } from "../../structure/key-values.ts";
import { joinStackedLabels } from "../../structure/stacked-labels.ts";
import type { Layout } from "../../types.ts";

/**
 * A document as the readers of its fields see it: its lines, the key-value pairs on them, and how it
 * writes numbers and dates. Built once per document.
 */
export interface DocumentView {
  layout: Layout;
  lines: Line[];
  keyValues: KeyValue[];
  /** Whether OCR read the words: labels then forgive a slip of one letter. */
  ocr: boolean;
  /** The document's decimal mark, where its amounts show it; `undefined` when none does. */
  decimalMark: DecimalMark | undefined;
  /** The order of its numeric dates: as one of its dates shows, else as its country writes them. */
  dateOrder: DateOrder;
  /**
   * What tells the order: a date that reads one way only, the country (an Indian GSTIN, a European
   * VAT id or currency: day first; a US address: month first), or nothing (day first, and an ambiguous date is said so).
   */
  dateOrderBy: "dates" | "country" | "none";
}

/**
 * Amounts that say their decimal mark: "1.234,56" or "104,90" a comma, "1,234.56" or "104.90" a point.
 * On a page read by OCR one amount does not decide: a figure cut off at the picture's edge or a
 * smudge ("11,10" of "11,100") says a comma as readily as a printed one.
 */
function decimalMarkOf(lines: Line[], ocr: boolean): DecimalMark | undefined {
  let comma = 0;
  let point = 0;
  for (const l of lines)
    for (const w of l.words) {
      const t = w.text.replace(/[^\d.,]/g, "");
      if (/^\d{1,3}(?:\.\d{3})*,\d{2}$/.test(t)) comma++;
      else if (/^\d{1,3}(?:,\d{2,3})*\.\d{2}$/.test(t)) point++;
    }
  if (Math.abs(comma - point) < (ocr ? 2 : 1)) return undefined;
  return comma > point ? "," : ".";
}

/**
 * Signs of a country that writes dates day first: India (a GSTIN, rupees, +91), Europe (euros, pounds, a
 * VAT id, an IBAN), and the words of the vocabulary's languages other than English.
 */
const DAY_FIRST_COUNTRY =
  /\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b|₹|\bRs\.?\s?\d|\bINR\b|\+91|€|£|\bEUR\b|\bGBP\b|\b(?:DE|FR|IT|ES|AT|BE|NL)\d{2}[\dA-Z ]{10,}|\b(?:rechnung|facture|factura|fattura|mwst|tva|iva)\b/i;

/**
 * Signs of the United States, which writes dates month first: an address's state and ZIP code
 * ("Denver, CO 80202"), an employer identification number ("EIN 31-4865603"). A dollar alone is not
 * one: Australia, Canada and Singapore write dates day first.
 */
const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";
const MONTH_FIRST_COUNTRY = new RegExp(`,\\s*(?:${US_STATES})\\s+\\d{5}(?:-\\d{4})?\\b|\\bEIN:?\\s*\\d{2}-\\d{7}\\b`);

function dateOrderFrom(lines: Line[]): Pick<DocumentView, "dateOrder" | "dateOrderBy"> {
  const texts = lines.map((l) => l.text);
  const shown = dateOrderOf(texts);
  if (shown) return { dateOrder: shown, dateOrderBy: "dates" };
  if (texts.some((t) => DAY_FIRST_COUNTRY.test(t))) return { dateOrder: "dmy", dateOrderBy: "country" };
  if (texts.some((t) => MONTH_FIRST_COUNTRY.test(t))) return { dateOrder: "mdy", dateOrderBy: "country" };
  return { dateOrder: "dmy", dateOrderBy: "none" };
}

export function viewOf(layout: Layout): DocumentView {
  const built = buildLines(layout);
  const lines = joinStackedLabels(layout.ocrUsed ? colonsReadAsMarks(built) : built);
  return {
    layout,
    lines,
    keyValues: findKeyValues(lines),
    ocr: layout.ocrUsed,
    decimalMark: decimalMarkOf(lines, layout.ocrUsed),
    ...dateOrderFrom(lines),
  };
}
