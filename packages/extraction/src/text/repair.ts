/** Numbers OCR misread, put right only where the document's own arithmetic confirms one reading. */
import { money, parseAmount } from "./values/amounts.ts";

/**
 * Letters OCR reads for digits where they stand alone among figures ("N228.32" for 11,228.32, "n823"
 * for 118.23, "78L.70", "107847.7T7"): a run of letters ("Cr", "INR") is a word, not figures.
 */
const LOOKALIKE: Record<string, string> = { L: "1", n: "11", N: "11", S: "5", T: "7" };

/** The digits of a reading, with OCR's letters for digits read as digits, after a rupee code or sign run into them. */
export const digitsOf = (read: string) =>
  read
    .replace(/^(?:INR|Rs\.?|₹)/, "")
    .replace(/[Oo]/g, "0")
    .replace(/[lI|]/g, "1")
    .replace(/(?<![A-Za-z])[A-Za-z](?![A-Za-z])/g, (c) => LOOKALIKE[c] ?? c)
    .replace(/[^0-9]/g, "");

/** Whether two digit strings differ by at most one digit changed, dropped or added. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Whether a value could have been printed where `read` was read: the same digits but for one
 * (changed, dropped or added), or the decimal point lost or moved.
 */
export function couldReadAs(read: string, value: number): boolean {
  const got = digitsOf(read);
  if (!got) return false;
  const forms = new Set([money(value)]);
  // A reading that shows decimals ("10,664.25") had its point seen: it is not a whole number's.
  if (!/[.,]\d{1,2}\s*$/.test(read)) forms.add(String(Math.round(value * 1000) / 1000));
  return [...forms].some((f) => withinOneEdit(got, digitsOf(f)));
}

/** Whether a reading holds exactly the value's digits: only its separators were lost or misread. */
export const sameDigits = (read: string, value: number) => {
  const got = digitsOf(read);
  return got !== "" && got === digitsOf(money(value));
};

/**
 * The values among `values` that `read` could have been printed as: those with exactly its digits where
 * any has them, else those a one-digit slip or a lost point away.
 */
export function readingsOf(read: string, values: Iterable<number>): number[] {
  const all = [...values];
  const exact = all.filter((v) => sameDigits(read, v));
  return exact.length ? exact : all.filter((v) => couldReadAs(read, v));
}

export type ItemNumber = "quantity" | "unit_price" | "amount";

const quantityString = (q: number) => String(Math.round(q * 1000) / 1000);

/**
 * An item's quantity × unit price should give its amount. When the three readings disagree (or one
 * of them cannot be read as a number) and exactly one of them, changed by a single digit or the
 * place of its decimal point, makes the product come out exact, that is the reading taken.
 */
export function reconcileItem(read: Partial<Record<ItemNumber, string>>): { field: ItemNumber; value: string } | null {
  const q = parseAmount(read.quantity ?? "");
  const r = parseAmount(read.unit_price ?? "");
  const a = parseAmount(read.amount ?? "");
  const num = (v: string | null) => (v === null ? null : Number(v));
  const qn = num(q);
  const rn = num(r);
  const an = num(a);
  // Agreeing up to the rounding of a unit price (to the paisa) leaves nothing to repair.
  if (qn !== null && rn !== null && an !== null && Math.abs(qn * rn - an) <= Math.max(0.011, qn * 0.005)) return null;
  const fixes: { field: ItemNumber; value: string }[] = [];
  if (rn && an !== null && read.quantity) {
    const v = Math.round((an / rn) * 1000) / 1000;
    if (v > 0 && Math.abs(v * rn - an) <= 0.011 && v !== qn && couldReadAs(read.quantity, v))
      fixes.push({ field: "quantity", value: quantityString(v) });
  }
  if (qn && an !== null && read.unit_price) {
    const v = Math.round((an / qn) * 100) / 100;
    if (v > 0 && Math.abs(v * qn - an) <= Math.max(0.011, qn * 0.005) && v !== rn && couldReadAs(read.unit_price, v))
      fixes.push({ field: "unit_price", value: money(v) });
  }
  if (qn !== null && rn !== null && read.amount) {
    const v = Math.round(qn * rn * 100) / 100;
    if (v > 0 && v !== an && couldReadAs(read.amount, v)) fixes.push({ field: "amount", value: money(v) });
  }
  return fixes.length === 1 ? fixes[0]! : null;
}

/** A whole number as read that may be an amount whose decimal point was lost ("3130284" for 31302.84). */
export function pointLost(read: string): string | null {
  return /^\d{3,}$/.test(read) ? `${read.slice(0, -2)}.${read.slice(-2)}` : null;
}

/**
 * A handwritten whole amount whose "/-" OCR read as one more digit ("15291" for 1529/-): the number
 * without its last digit, for a check against other figures to confirm.
 */
export function markAsDigit(read: string): string | null {
  return /^\d{4,}$/.test(read) ? read.slice(0, -1) : null;
}

/**
 * Readings of an amount that OCR split in two ("47 47,715.77" for 47,47,715.77, "64,661 86" for
 * 64,661.86): the two pieces joined by the separator that was lost, where that makes a well-formed
 * amount. Only a check against other figures can say whether one of them is right.
 */
export function joinedReadings(before: string, last: string): string[] {
  if (!/^\d[\d,.]*$/.test(before) || !/^\d[\d,.]*$/.test(last)) return [];
  const out = new Set<string>();
  const tries = /^\d{2}$/.test(last) && !/[.,]\d{1,2}$/.test(before) ? [`${before}.${last}`] : [];
  tries.push(`${before},${last}`, `${before}${last}`);
  for (const t of tries) {
    const v = parseAmount(t);
    if (v !== null) out.add(v);
  }
  return [...out];
}

/**
 * A code OCR ran into the word after it, where PP-OCR dropped the space ("RE-20140519/499vom",
 * "RE-20151008/504von08.10.2015", "…/507issued"): the code ends at its last digit where what follows is
 * a small word, perhaps with a date after it. A code itself hardly ends in small letters after digits.
 */
export function codeBeforeGluedWord(read: string): string {
  const m = /^(.*\d)\p{Ll}{2,}(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4})?$/u.exec(read);
  if (m && /\d{3}/.test(m[1]!)) return m[1]!;
  return codeBeforeGluedDate(read);
}

/**
 * A code OCR ran into the date printed after it in the next cell, its year perhaps cut off or blanked
 * ("OD11442207638475400013-Jan-", Tally's "Buyer's Order No." beside its "Dated" 13-Jan-2019): the code
 * ends before the date's day, of two digits where they make a day of the month ("05-Mar" as often as "5-Mar"). No code ends in a
 * month's name.
 */
function codeBeforeGluedDate(read: string): string {
  const m = /^(.*\d)(\d)-(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*(?:-\d{0,4})?$/iu.exec(read);
  if (!m) return read;
  const day = Number(m[1]!.slice(-1) + m[2]);
  const twoDigitDay = day >= 1 && day <= 31;
  const code = twoDigitDay ? m[1]!.slice(0, -1) : m[1]!;
  return /\d{3}/.test(code) ? code : read;
}

/**
 * Digits print and scan alike in pairs (a 1 and a 7, a 3 and an 8, a 5 and a 6, a 0 and an 8): the
 * slips OCR makes in amounts on scans and photos, each way.
 */
const CONFUSED_DIGITS = new Set(["17", "71", "38", "83", "56", "65", "08", "80"]);

/** Whether `read` is `form` with one digit added: a rupee sign read as 2 or 7 before it, or a digit doubled. */
function oneDigitAdded(read: string, form: string): boolean {
  if (read.length !== form.length + 1) return false;
  if (/^[27]/.test(read) && read.slice(1) === form) return true;
  return [...read].some((d, i) => read[i - 1] === d && read.slice(0, i) + read.slice(i + 1) === form);
}

/** Whether two digit strings of one length differ in one place, by digits OCR confuses. */
function oneDigitConfused(read: string, form: string): boolean {
  if (read.length !== form.length) return false;
  const at = [...read].flatMap((d, i) => (d === form[i] ? [] : [i]));
  return at.length === 1 && CONFUSED_DIGITS.has(read[at[0]!]! + form[at[0]!]!);
}

/**
 * Whether OCR could have read `value`, as printed, as `read` by one of the slips it makes in amounts:
 * the separators alone misread (a decimal mark lost or doubled, a comma read as a point), two digits
 * confused (1/7, 3/8, 5/6, 0/8), a digit lost, a digit doubled, a rupee sign read as a leading 2 or
 * 7, or a minus lost. Stricter than `couldReadAs`: only the invoice's arithmetic names the value.
 */
export function confusable(read: string, value: number): boolean {
  const got = digitsOf(read);
  if (!got || (value < 0 && /[-\u2212(]/.test(read))) return false;
  const abs = Math.abs(value);
  const forms = [digitsOf(money(abs))];
  if (Number.isInteger(Math.round(abs * 100) / 100) && !/[.,]\d{1,2}\s*$/.test(read)) forms.push(String(abs));
  return forms.some(
    (form) =>
      got === form ||
      oneDigitConfused(got, form) ||
      (withinOneEdit(form, got) && form.length === got.length + 1) ||
      oneDigitAdded(got, form),
  );
}
