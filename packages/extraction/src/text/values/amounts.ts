/** Amounts as documents print them → plain decimals; comparing and formatting them. */

/** A money amount anywhere in a string: ₹, Rs., INR, Indian or western grouping, Dr/Cr. */
export const AMOUNT_PATTERN = /(?:₹|rs\.?|inr)?\s*-?\(?\d{1,3}(?:[,\s]\d{2,3})*(?:\.\d{1,2})?\)?|\d+(?:\.\d{1,2})?/gi;

export function parseAmount(raw: string): string | null {
  let s = raw.trim();
  if (!s) return null;
  s = s.replace(/(₹|rs\.?|inr|\/-)/gi, "").replace(/\s+/g, "");
  s = s.replace(/(cr|dr)\.?$/i, "");
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
  // OCR reads digits as letters in numbers.
  s = s.replace(/[Oo]/g, "0").replace(/[lI]/g, "1");
  // Photos blur commas into points and back ("6,17.678.60"). With two or more separators and two
  // final digits, only the last can be the decimal point: a number has one, and groups are 2–3 digits.
  const grouped = /^(\d{1,3}(?:[.,]\d{2})*(?:[.,]\d{3})+)[.,](\d{2})$/.exec(s);
  if (grouped) s = `${grouped[1]!.replace(/[.,]/g, "")}.${grouped[2]}`;
  if (!/^\d{1,3}(,\d{2,3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(s)) return null;
  s = s.replace(/,/g, "");
  return (negative ? "-" : "") + s;
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

export function percentString(raw: string): string | null {
  const m = /(\d+(?:\.\d+)?)\s*%?/.exec(raw);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n) || n > 100) return null;
  return String(n);
}
