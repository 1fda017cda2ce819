// European and US/UK identifiers with their real check digits: IBAN (ISO 13616 mod 97), VAT ids.
import type { Rng } from "../random.ts";

/** n mod 97 for a long digit string, taken in chunks so it stays within a double. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest;
}

/** Letters become 10..35 as ISO 13616 says. */
function ibanDigits(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

export function ibanFromBban(country: string, bban: string): string {
  const check = 98 - mod97(ibanDigits(bban + country + "00"));
  return country + String(check).padStart(2, "0") + bban;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return mod97(ibanDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** Groups of four, as IBANs are printed. */
export function printIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

/** Spanish account control digits ("DC"): weights 1,2,4,8,5,10,9,7,3,6 mod 11. */
function spanishDc(digits10: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = digits10.split("").reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const d = 11 - (sum % 11);
  return String(d === 11 ? 0 : d === 10 ? 1 : d);
}

/** French RIB key over bank, branch and account (digits only). */
function ribKey(bank: string, branch: string, account: string): string {
  const key = 97 - ((89 * Number(bank) + 15 * Number(branch) + 3 * Number(account)) % 97);
  return String(key).padStart(2, "0");
}

export type Country = "DE" | "FR" | "ES" | "IT" | "GB" | "US" | "AT" | "AU";

export function makeIban(rng: Rng, country: Exclude<Country, "US" | "AU">, bankCode?: string): string {
  switch (country) {
    case "DE":
      return ibanFromBban("DE", (bankCode ?? rng.digits(8)) + rng.digits(10));
    case "AT":
      return ibanFromBban("AT", (bankCode ?? rng.digits(5)) + rng.digits(11));
    case "FR": {
      const bank = bankCode ?? rng.digits(5);
      const branch = rng.digits(5);
      const account = rng.digits(11);
      return ibanFromBban("FR", bank + branch + account + ribKey(bank, branch, account));
    }
    case "ES": {
      const bank = bankCode ?? rng.digits(4);
      const branch = rng.digits(4);
      const account = rng.digits(10);
      return ibanFromBban("ES", bank + branch + spanishDc("00" + bank + branch) + spanishDc(account) + account);
    }
    case "IT":
      return ibanFromBban("IT", rng.letters(1) + (bankCode ?? rng.digits(5)) + rng.digits(5) + rng.digits(12));
    case "GB":
      return ibanFromBban("GB", (bankCode ?? rng.letters(4)) + rng.digits(6) + rng.digits(8));
  }
}

/** German USt-IdNr: DE + 8 digits + ISO 7064 MOD 11,10 check digit. */
export function germanVatId(rng: Rng): string {
  const body = String(rng.int(1, 9)) + rng.digits(7);
  return "DE" + body + germanVatCheck(body);
}

export function germanVatCheck(body: string): string {
  let product = 10;
  for (const d of body) {
    let sum = (Number(d) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  return String((11 - product) % 10);
}

/** Luhn check digit for a digit string (SIREN/SIRET). */
function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(digits: string): boolean {
  return luhnDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** A French company: SIREN (Luhn), SIRET (SIREN + NIC, Luhn) and the intra-EU VAT number. */
export function frenchCompanyIds(rng: Rng): { siren: string; siret: string; vat: string } {
  const sirenBody = String(rng.int(1, 9)) + rng.digits(7);
  const siren = sirenBody + luhnDigit(sirenBody);
  const nicBody = "0" + rng.digits(3);
  const siret = siren + nicBody + luhnDigit(siren + nicBody);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return { siren, siret, vat: "FR" + String(key).padStart(2, "0") + siren };
}

/** Spanish company NIF (old CIF form): letter, seven digits, control digit. */
export function spanishCompanyNif(rng: Rng): string {
  const letter = rng.pick(["A", "B", "B", "B"]);
  const digits = rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  return letter + digits + String((10 - (sum % 10)) % 10);
}

/** Italian partita IVA: ten digits and a Luhn-like check digit. */
export function italianVatNumber(rng: Rng): string {
  const body = rng.digits(7) + rng.pick(["001", "015", "037", "058", "096"]);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** UK VAT registration number: seven digits and two check digits (weights 8..2, mod 97). */
export function ukVatNumber(rng: Rng): string {
  const body = String(rng.int(1, 9)) + rng.digits(6);
  const sum = body.split("").reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  const check = (97 - (sum % 97)) % 97;
  return body + String(check).padStart(2, "0");
}

export function isValidUkVat(number: string): boolean {
  const sum = number
    .slice(0, 7)
    .split("")
    .reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return (sum + Number(number.slice(7))) % 97 === 0;
}

/** US employer identification number, as printed on invoices: "12-3456789". */
/**
 * An Australian Business Number: 11 digits whose weighted sum (10, 1, 3, 5, …, 19), the first digit
 * less one, is a multiple of 89; printed "51 824 753 556".
 */
export function australianAbn(rng: Rng): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const d = (String(rng.int(1, 9)) + rng.digits(10)).split("").map(Number);
    const sum = d.reduce((s, x, i) => s + (i === 0 ? x - 1 : x) * weights[i]!, 0);
    if (sum % 89 === 0) {
      const t = d.join("");
      return `${t.slice(0, 2)} ${t.slice(2, 5)} ${t.slice(5, 8)} ${t.slice(8)}`;
    }
  }
}

export function usEin(rng: Rng): string {
  return `${rng.int(10, 98)}-${rng.digits(7)}`;
}
