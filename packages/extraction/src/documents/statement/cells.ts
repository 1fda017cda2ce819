/** The shapes marks.ts tells a transaction line by, when it looks at the cells under a Dr/Cr column. */

export const DATE_START =
  /^\s*(\d{1,2}[/.-](?:\d{1,2}|[A-Za-z]{3,9})[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Za-z]{3,9}\s+\d{2,4})/;
// A sign may stand before or after the currency, and a debit may be bracketed. The last form: grouping
// commas and the decimal point blurred into one another on a photo.
export const AMOUNT_TOKEN =
  /^[-+\u2212]?(?:₹|rs\.?|inr)?[-+\u2212]?\(?(?:\d{1,3}(?:,\d{2,3})*|\d+)\.\d{2}\)?(?:(?:cr|dr)\.?)?$|^\d{1,3}(?:[.,]\d{2})*(?:[.,]\d{3})+[.,]\d{2}$/i;

/** A line's text with its cell separators as plain spaces. */
export const flatText = (text: string) => text.replace(/\s*\|\s*/g, " ");
