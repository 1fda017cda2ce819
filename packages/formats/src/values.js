/**
 * Result values as exports need them: amounts are plain decimals ("1234.50", "-12.5") and dates YYYY-MM-DD
 * (decisions.md). Amounts are added as integers of their smallest digit (BigInt), never as floats.
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A plain decimal as {units, scale} (units × 10^-scale), or null when the text is not one. */
export function parseDecimal(text) {
  if (typeof text !== "string") return null;
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const fraction = m[3] ?? "";
  const units = BigInt(m[2] + fraction);
  return { units: m[1] === "-" ? -units : units, scale: fraction.length };
}

const rescale = (d, scale) => d.units * 10n ** BigInt(scale - d.scale);

export function addDecimals(a, b) {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export const negate = (d) => ({ units: -d.units, scale: d.scale });
const abs = (d) => (d.units < 0n ? negate(d) : d);

/** A decimal as text with a dot and at least two decimals: "-1234.50". */
export function formatDecimal(d) {
  const scale = Math.max(d.scale, 2);
  const units = rescale(d, scale);
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
  const sign = units < 0n ? "-" : "";
  return `${sign}${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}

/**
 * A transaction's movement, signed from the account holder's side: its credit, less its debit (whatever sign
 * the debit was printed with). Null when it has neither amount.
 */
export function signedAmount(tx) {
  const credit = parseDecimal(tx?.credit);
  const debit = parseDecimal(tx?.debit);
  if (!credit && !debit) return null;
  return addDecimals(credit ?? { units: 0n, scale: 0 }, negate(abs(debit ?? { units: 0n, scale: 0 })));
}

/** A YYYY-MM-DD date that exists, as its year, month and day; null otherwise. */
export function parseIsoDate(text) {
  if (typeof text !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return { year: y, month: mo, day: d };
}
