/** Amounts as documents print them → plain decimals; comparing and formatting them. */

/** A money amount anywhere in a string: ₹, Rs., INR, Indian or western grouping, Dr/Cr (a first pass; parseAmount decides). */
export const AMOUNT_PATTERN = /(?:₹|rs\.?|inr)?\s*-?\(?\d{1,3}(?:[,\s]\d{2,3})*(?:\.\d{1,2})?\)?|\d+(?:\.\d{1,2})?/gi;

/**
 * Which character a document uses as its decimal separator: a point (India, the US, the UK) or a
 * comma (most of Europe). Only amounts like "1.250" or "1,250" need to be told; every other form
 * says itself which it is.
 */
export type DecimalMark = "." | ",";

/** Currency signs and codes around an amount, and the Indian "/-" after whole rupees. */
const CURRENCY = /(₹|rs\.?|inr|usd|eur|gbp|chf|sgd|aud|cad|jpy|us\$|s\$|a\$|[$€£¥]|\/-)/gi;

/** Grouped by thousands (western) or lakhs (Indian), with a decimal point. */
const POINT_FORM = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3}|\d+)(?:\.\d+)?$/;
/** Grouped by points, spaces (already removed) or apostrophes, with a decimal comma: "1.234,56", "104,90". */
const COMMA_FORM = /^(?:\d{1,3}(?:[.']\d{3})+|\d+)(?:,\d{1,2})?$/;

/**
 * Whole rupees written by hand end in "/-" ("1529/-"); OCR keeps only a part of the mark ("25478-",
 * "22420+", "1529/"). After bare digits that part is the mark, not a sign: a debit's trailing minus
 * follows decimals ("1.234,56-") or grouping.
 */
const RUPEE_MARK_LEFT = /^(\d+)[-+/=\u2212]$/;

/** The sign an amount is printed with and the amount without it: brackets, a leading or trailing minus. */
function unsign(s: string): { s: string; negative: boolean } {
  const whole = RUPEE_MARK_LEFT.exec(s);
  if (whole) return { s: whole[1]!, negative: false };
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  // A typeset minus sign (U+2212) is a minus; a plus sign says only that the amount is not negative.
  if (/^[-\u2212]/.test(s)) {
    negative = true;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  // German statements and ledgers print a debit with the minus after it ("1.234,56-").
  if (/\d[-\u2212]$/.test(s)) {
    negative = true;
    s = s.slice(0, -1);
  }
  return { s, negative };
}

/** The digits of an amount with one separator and three digits after it ("1,250", "1.250"), read by the document's mark. */
function threeAfterOne(s: string, mark: DecimalMark | undefined): string | null {
  const m = /^(\d{1,3})([.,])(\d{3})$/.exec(s);
  if (!m) return null;
  // Without the document's word, a comma groups thousands and a point is decimal, as Indian documents print.
  const decimal = mark ?? ".";
  return m[2] === decimal ? `${m[1]}.${m[3]}` : `${m[1]}${m[3]}`;
}

/**
 * An amount as printed → a plain decimal string ("-1234.50"), or null when it is no amount. Indian,
 * western and European grouping, currency signs and codes, Dr/Cr, brackets and trailing minus.
 * `mark`: the document's decimal separator, for the one form that needs it ("1.250").
 */
export function parseAmount(raw: string, mark?: DecimalMark): string | null {
  let s = raw.trim();
  if (!s) return null;
  s = s.replace(CURRENCY, "").replace(/\s+/g, "");
  s = s.replace(/(cr|dr)\.?$/i, "");
  // A whole amount with a dash for its cents: German "45,– €" or "45,--", Swiss "Fr. 1'234.–".
  s = s.replace(/(?<=\d)([.,])(?:[-–—]{1,2})$/, "$100");
  const signed = unsign(s);
  s = signed.s;
  // OCR reads digits as letters in numbers.
  s = s.replace(/[Oo]/g, "0").replace(/[lI]/g, "1");
  const plain = threeAfterOne(s, mark) ?? readGrouped(s, mark);
  return plain === null ? null : (signed.negative && Number(plain) !== 0 ? "-" : "") + plain;
}

/** An amount without sign or currency, in any grouping, as a plain decimal; null when it is none. */
function readGrouped(s: string, mark: DecimalMark | undefined): string | null {
  // Photos blur commas into points and back ("6,17.678.60"). With two or more separators and two
  // final digits, only the last can be the decimal mark: a number has one, and groups are 2–3 digits.
  const grouped = /^(\d{1,3}(?:[.,]\d{2})*(?:[.,']\d{3})+)[.,](\d{2})$/.exec(s);
  if (grouped) return `${grouped[1]!.replace(/[.,']/g, "")}.${grouped[2]}`;
  if (mark !== "," && POINT_FORM.test(s)) return s.replace(/,/g, "");
  if (COMMA_FORM.test(s)) return s.replace(/[.']/g, "").replace(",", ".");
  if (mark === "," && POINT_FORM.test(s)) return s.replace(/,/g, "");
  return null;
}

export const amountValue = (s: string | undefined | null): number | null => {
  if (s === undefined || s === null) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/**
 * Whether two readings of a field say the same: numbers within half a paisa, otherwise text apart
 * from case, spaces and punctuation ("1,000.00" and "1000.00"; "ABC Ltd." and "abc ltd").
 */
export const sameValue = (a: string, b: string): boolean => {
  const na = Number(a);
  const nb = Number(b);
  if (/^-?[\d.]+$/.test(a) && /^-?[\d.]+$/.test(b) && Number.isFinite(na) && Number.isFinite(nb))
    return Math.abs(na - nb) < 0.006;
  return a.replace(/[\s.,]/g, "").toLowerCase() === b.replace(/[\s.,]/g, "").toLowerCase();
};

export const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** A tax rate with its per cent sign ("9%", "2.5 %", "20,0%"): its figure, one or two digits and decimals. */
export const PER_CENT_RATE = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/;

export function percentString(raw: string): string | null {
  const m = /(\d+(?:\.\d+)?)\s*%?/.exec(raw);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n) || n > 100) return null;
  return String(n);
}
