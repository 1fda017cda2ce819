// Latin American tax ids with their published check digits: Argentina's CUIT (mod 11), Colombia's
// NIT (DIAN's verification digit, prime weights mod 11), Mexico's RFC (shape only: its homoclave is
// assigned by the SAT).
import type { Rng } from "../random.ts";

/** CUIT verification digit: weights 5 4 3 2 7 6 5 4 3 2, 11 − (sum mod 11), 11 → 0, 10 → 9. */
export function cuitCheck(first10: string): number {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...first10].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const v = 11 - (sum % 11);
  return v === 11 ? 0 : v === 10 ? 9 : v;
}

/** "30-71234567-8": companies start 30/33, people 20/23/27. */
export function makeCuit(rng: Rng, person = false): string {
  const prefix = person ? rng.pick(["20", "27"]) : rng.pick(["30", "30", "33"]);
  const body = `${prefix}${rng.pick(["5", "6", "7"])}${rng.digits(7)}`;
  return `${body.slice(0, 2)}-${body.slice(2)}-${cuitCheck(body)}`;
}

/** DIAN verification digit: digits from the right times 3, 7, 13, 17, 19, 23, 29, 37, 41…, mod 11. */
export function nitCheck(nit: string): number {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const sum = [...nit].reverse().reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const r = sum % 11;
  return r > 1 ? 11 - r : r;
}

/** "900.123.456-7" as Colombian invoices print it. */
export function makeNit(rng: Rng): string {
  const nit = `${rng.pick(["800", "830", "860", "900", "901"])}${rng.digits(6)}`;
  return `${nit.slice(0, 3)}.${nit.slice(3, 6)}.${nit.slice(6)}-${nitCheck(nit)}`;
}

/** A company's RFC: three letters of the name, the founding date YYMMDD, a three-character homoclave. */
export function makeRfc(rng: Rng, person = false): string {
  const alnum = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  const date = `${rng.int(85, 99)}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(1, 28)).padStart(2, "0")}`;
  return `${rng.letters(person ? 4 : 3)}${date}${rng.letters(3, alnum)}`;
}
