import type { Line } from "../../text/lines.ts";
import { parseAmount } from "../../text/values/amounts.ts";
import type { Side } from "./columns.ts";

/** The decimal mark of a statement's amounts: "1,234.56" (Indian, UK, US) or "1.234,56" (German, French, …). */
export type DecimalMark = "." | ",";

/** Currency signs and codes printed on an amount ("$50.00", "S$22,800", "INR34,279.01", "5,90EUR", "€ 12,00"). */
const CURRENCY = /^(?:[A-Z]{1,2}\$|\$|€|£|¥|₹|rs\.?|inr|usd|eur|gbp|sgd|aud|chf)|(?:€|£|\$|eur|usd|gbp|inr|chf)$/i;
/** 1.234,56 · 154,00 · -205,90 · 1.234,56- */
const COMMA_DECIMAL = /^[-+\u2212]?(?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}[-\u2212]?$/;
/** 1,234.56 · 1,00,000.00 · 154.00 */
const POINT_DECIMAL = /^[-+\u2212]?(?:\d{1,3}(?:,\d{2,3})+|\d+)\.\d{2}[-\u2212]?$/;
// A sign may stand before or after the currency, and a debit may be bracketed. The last form: grouping
// commas and the decimal point blurred into one another on a photo.
const STRICT =
  /^[-+\u2212]?(?:₹|rs\.?|inr)?[-+\u2212]?\(?(?:\d{1,3}(?:,\d{2,3})*|\d+)\.\d{2}\)?(?:(?:cr|dr)\.?)?$|^\d{1,3}(?:[.,]\d{2})*(?:[.,]\d{3})+[.,]\d{2}(?:(?:cr|dr)\.?)?$/i;
/** A Cr or Dr glued to an amount, OCR'd without its first letter ("1,85,357.38r"): its side is lost, not its figures. */
const CUT_MARK = /(?<=\d)r\.?$/i;
/** An amount printed with fewer than two decimals ("1200.0", "90,350", "776"): only where a column says it is one. */
const LOOSE = /^[-+\u2212]?\(?(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d{1,2})?\)?(?:(?:cr|dr)\.?)?$/i;

const withoutCurrency = (raw: string) => raw.replace(/\s/g, "").replace(CURRENCY, "").replace(CURRENCY, "");

/** A day and month printed as "05.11": what French statements start their rows with (docs/banks.md). */
const DAY_MONTH = /^(?:0?[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])$/;

/**
 * The statement's decimal mark: a comma where more of its amounts read as 1.234,56 than as 1,234.56.
 * Amounts without decimals ("1.000") tell nothing and are not counted, nor are the day and month a line
 * starts with, and their value date beside them ("17.07 CB FNAC 17.07 1.019,14").
 */
export function decimalMarkOf(lines: Line[]): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const l of lines)
    for (const w of l.words) {
      if (DAY_MONTH.test(w.text) && DAY_MONTH.test(l.words[0]!.text)) continue;
      const t = withoutCurrency(w.text);
      if (COMMA_DECIMAL.test(t)) comma++;
      else if (POINT_DECIMAL.test(t)) point++;
    }
  return comma > point ? "," : ".";
}

/** An amount as the rest of the reader takes it: "1.234,56-" in a comma statement becomes "-1,234.56". */
export function westernAmount(raw: string, mark: DecimalMark): string {
  const t = withoutCurrency(raw);
  if (mark !== "," || !COMMA_DECIMAL.test(t)) return t;
  const trailing = /[-\u2212]$/.test(t);
  const body = t
    .replace(/[-\u2212]$/, "")
    .replace(/\./g, "")
    .replace(",", ".");
  return trailing && !/^[-+\u2212]/.test(body) ? `-${body}` : body;
}

/** An amount of a transaction row as printed: its value less its sign, the sign, and a glued Dr/Cr. */
export interface PrintedAmount {
  value: number;
  /** The amount as read, in the western form. */
  raw: string;
  sign?: "-" | "+";
  mark?: Side;
}

/**
 * A word read as a row's amount, or null. `loose`: the word sits under a money column of a text
 * layer, where an amount may be printed with fewer than two decimals; elsewhere it needs two, lest a
 * reference number or a year read as money.
 */
export function rowAmount(text: string, mark: DecimalMark, loose: boolean): PrintedAmount | null {
  const clean = westernAmount(text.replace(CUT_MARK, ""), mark);
  if (!STRICT.test(clean) && !(loose && LOOSE.test(clean))) return null;
  const read = parseAmount(clean);
  if (read === null) return null;
  const value = Number(read);
  const side: Side | undefined = /cr\.?$/i.test(clean) ? "credit" : /dr\.?$/i.test(clean) ? "debit" : undefined;
  const sign = value < 0 || /^[-\u2212]/.test(clean) ? "-" : /^(?:₹|rs\.?|inr)?\+/i.test(clean) ? "+" : undefined;
  return { value: Math.abs(value), raw: clean, ...(side ? { mark: side } : {}), ...(sign ? { sign } : {}) };
}

/**
 * Whether a statement prints its amounts with two decimals: at least five of its words read so. Where it
 * does, OCR that drops an amount's decimal point ("52474" for 524.74) may be read back (see pointLost).
 */
export function printsDecimals(lines: Line[]): boolean {
  let n = 0;
  for (const l of lines)
    for (const w of l.words)
      if (COMMA_DECIMAL.test(withoutCurrency(w.text)) || POINT_DECIMAL.test(withoutCurrency(w.text))) n++;
  return n >= 5;
}

/**
 * An OCR'd amount whose decimal point was lost: bare digits (three or more) with the point put back, or
 * digits grouped by the other mark with two more run on ("2.24744" for 2.247,44; "1,23456" for 1,234.56).
 */
export function pointLost(text: string, mark: DecimalMark): string | undefined {
  // A sign before the figures stays theirs ("-56143" for -561.43: debits printed with a minus).
  const sign = /^[-+]/.test(text) ? text[0]! : "";
  const figures = text.slice(sign.length);
  const m = /^(\d+)(\d{2})((?:cr|dr)\.?)?$/i.exec(figures);
  if (m) return m[1]!.length <= 9 ? `${sign}${m[1]}${mark}${m[2]}${m[3] ?? ""}` : undefined;
  const g = (mark === "," ? GROUPED_POINT_LOST : GROUPED_COMMA_LOST).exec(figures);
  return g ? `${sign}${g[1]}${mark}${g[2]}${g[3] ?? ""}` : undefined;
}
const GROUPED_POINT_LOST = /^(\d{1,3}(?:\.\d{3})+)(\d{2})((?:cr|dr)\.?)?$/i;
// Grouped in thousands, or in lakhs and crores as Indian statements print ("2,62,52928" for 2,62,529.28).
const GROUPED_COMMA_LOST = /^(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(\d{2})((?:cr|dr)\.?)?$/i;

/** Whether a word of a labelled balance's text is grouped figures whose decimal mark OCR lost ("1,23456"). */
export function pointPutBack(text: string, mark: DecimalMark): boolean {
  const lost = mark === "," ? GROUPED_POINT_LOST : GROUPED_COMMA_LOST;
  return text.split(/\s+/).some((t) => lost.test(t.replace(/^[:;]+/, "")));
}

/** Digits grouped by spaces before a decimal comma ("5 318,93", French prints): the space is no word's end. */
const SPACE_GROUPED = /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=,\d{2}(?!\d))/g;

/**
 * A labelled balance's text in the western form, word by word, so that its readings parse. `grouped`: a
 * text layer's, whose spaces between digit groups are grouping; OCR reads a label's colon as a digit
 * before the amount (": 642,00" as "1 642,00"), so its words stay apart.
 */
export const westernText = (text: string, mark: DecimalMark, grouped = false): string =>
  (mark === "," && grouped ? text.replace(SPACE_GROUPED, (m) => m.replace(/[ \u00a0\u202f]/g, "")) : text)
    .split(/\s+/)
    .map((t) => (/\d/.test(t) ? westernAmount(regrouped(t, mark), mark) : t))
    .join(" ");

/**
 * A word whose figures are grouped with a decimal mark lost between the last group and the decimals
 * ("6.30020" for 6.300,20 in a comma statement, "1,23456" for 1,234.56): the mark put back. A label's
 * colon OCR ran into it stays before it. Other words as they are.
 */
function regrouped(t: string, mark: DecimalMark): string {
  const m = /^([:;]*)(.+)$/.exec(t)!;
  const g = (mark === "," ? GROUPED_POINT_LOST : GROUPED_COMMA_LOST).exec(m[2]!);
  return g ? `${m[1]}${g[1]}${mark}${g[2]}${g[3] ?? ""}` : t;
}
