/** The shapes of a transaction row's cells: its date at the start of the line, its amounts. */

/** A date cut short by a narrow column ("13-…", "13-Se…"): only the day is left. */
export const PARTIAL_DATE_START = /^\s*(\d{1,2})[/.-](?:[A-Za-z]{0,3})?(?:\.{2,3}|…)/;
export const DATE_START =
  /^\s*(\d{1,2}[/.-](?:\d{1,2}|[A-Za-z]{3,9})[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Za-z]{3,9}\s+\d{2,4})/;
// A sign may stand before or after the currency, and a debit may be bracketed. The last form: grouping
// commas and the decimal point blurred into one another on a photo.
export const AMOUNT_TOKEN =
  /^[-+\u2212]?(?:₹|rs\.?|inr)?[-+\u2212]?\(?(?:\d{1,3}(?:,\d{2,3})*|\d+)\.\d{2}\)?(?:(?:cr|dr)\.?)?$|^\d{1,3}(?:[.,]\d{2})*(?:[.,]\d{3})+[.,]\d{2}$/i;
/** Lines that print a balance or a total, not a transaction. */
export const SKIP_ROW =
  /\b(opening\s*balance|closing\s*balance|balance\s*(?:b\/f|c\/f|brought|carried)|total|page\s*\d+|statement\s*summary|grand\s*total)\b/i;

/** A line's text with its cell separators as plain spaces. */
export const flatText = (text: string) => text.replace(/\s*\|\s*/g, " ");

/**
 * The first date on or after `after` that falls on `day`: transactions are in date order, so a
 * truncated date is completed from the one before it (or the statement's start).
 */
export function dayAfter(day: number, after: string | undefined): string | null {
  if (!after || day < 1 || day > 31) return null;
  const [y, m, d] = after.split("-").map(Number) as [number, number, number];
  for (let k = 0; k < 3; k++) {
    const month = m - 1 + (day < d ? 1 : 0) + k;
    const dt = new Date(Date.UTC(y, month, day));
    if (dt.getUTCDate() === day) return dt.toISOString().slice(0, 10);
  }
  return null;
}
