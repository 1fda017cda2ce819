// Indian identifiers in the shapes the tax portal and banks issue, with their check characters.
import type { Rng } from "../random.ts";

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GSTIN's 15th character: Luhn mod 36 over the first 14, weights 1,2,1,2… from the left. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = BASE36.indexOf(first14[i]!.toUpperCase());
    if (value < 0) throw new Error(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(gstin: string): boolean {
  return /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) && gstinCheckChar(gstin) === gstin[14];
}

/** PAN's 4th letter says what the holder is: Company, Person, Firm, HUF, Trust… */
export type PanHolder = "C" | "P" | "F" | "H" | "T" | "A";

/** A PAN: three letters, holder kind, the name's initial, four digits, a letter. */
export function makePan(rng: Rng, holder: PanHolder, name: string): string {
  const initial = (
    name.replace(/^(M\/s\.?|Mr\.?|Ms\.?|Mrs\.?|Shri|Smt\.?)\s+/i, "").match(/[A-Z]/i)?.[0] ?? "A"
  ).toUpperCase();
  return rng.letters(3) + holder + initial + rng.digits(4) + rng.letters(1);
}

export function makeGstin(rng: Rng, stateCode: string, pan: string): string {
  const first14 = stateCode + pan + rng.pick(["1", "1", "1", "2", "3"]) + "Z";
  return first14 + gstinCheckChar(first14);
}

/** IFSC: the bank's four letters, a zero, then six characters for the branch. */
export function makeIfsc(rng: Rng, bankCode: string): string {
  return bankCode + "0" + (rng.chance(0.8) ? rng.digits(6) : rng.letters(3) + rng.digits(3));
}

/** Indian account numbers run 9 to 18 digits depending on the bank. */
export function makeAccountNumber(rng: Rng, length: number): string {
  return String(rng.int(1, 9)) + rng.digits(length - 1);
}

/** A mobile number as printed: "+91 98xxx xxxxx", "98xxxxxxxx", "098xx-xxxxx"… */
export function makeMobile(rng: Rng): { digits: string; printed: string } {
  const digits = String(rng.int(6, 9)) + rng.digits(9);
  const printed = rng.pick([
    `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    digits,
    `+91-${digits}`,
    `${digits.slice(0, 5)}-${digits.slice(5)}`,
    `0${digits.slice(0, 5)} ${digits.slice(5)}`,
  ]);
  return { digits, printed };
}
