import { describe, expect, it } from "@jest/globals";
import { Rng } from "../random.ts";
import { gstinCheckChar, isValidGstin, makeGstin, makeIfsc, makePan } from "./india.ts";
import {
  frenchCompanyIds,
  germanVatCheck,
  germanVatId,
  isLuhnValid,
  isValidIban,
  isValidUkVat,
  italianVatNumber,
  makeIban,
  spanishCompanyNif,
  ukVatNumber,
} from "./europe.ts";

describe("Indian identifiers", () => {
  it("computes the GSTIN check character of published examples", () => {
    // GSTINs printed on public invoices (realworld corpus): their 15th character must come out.
    expect(gstinCheckChar("27AADCH8449J1Z")).toBe("4");
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  });
  it("makes GSTINs that validate and carry their PAN and state", () => {
    const rng = new Rng("gstin");
    for (let i = 0; i < 500; i++) {
      const pan = makePan(rng, "C", "Kaveri Foods");
      const gstin = makeGstin(rng, "29", pan);
      expect(isValidGstin(gstin)).toBe(true);
      expect(gstin.slice(0, 2)).toBe("29");
      expect(gstin.slice(2, 12)).toBe(pan);
      expect(pan).toMatch(/^[A-Z]{3}CK\d{4}[A-Z]$/);
    }
  });
  it("rejects a GSTIN with one character changed", () => {
    const gstin = makeGstin(new Rng("x"), "07", "ABCPD1234E");
    const wrong = gstin.slice(0, 14) + (gstin[14] === "A" ? "B" : "A");
    expect(isValidGstin(wrong)).toBe(false);
  });
  it("makes IFSCs of the bank's shape", () => {
    const rng = new Rng("ifsc");
    for (let i = 0; i < 50; i++) expect(makeIfsc(rng, "HDFC")).toMatch(/^HDFC0[A-Z0-9]{6}$/);
  });
});

describe("European identifiers", () => {
  it("makes IBANs whose mod-97 check holds, for every country", () => {
    const rng = new Rng("iban");
    for (const country of ["DE", "FR", "ES", "IT", "GB", "AT"] as const)
      for (let i = 0; i < 100; i++) expect(isValidIban(makeIban(rng, country))).toBe(true);
  });
  it("accepts a published IBAN and rejects a mistyped one", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 01")).toBe(false);
  });
  it("makes German VAT ids with the ISO 7064 check digit", () => {
    // DE136695976 is a published valid USt-IdNr.; recompute its check digit the same way.
    expect(germanVatCheck("13669597")).toBe("6");
    const rng = new Rng("de");
    for (let i = 0; i < 50; i++) {
      const id = germanVatId(rng);
      expect(id).toMatch(/^DE\d{9}$/);
      expect(germanVatCheck(id.slice(2, 10))).toBe(id[10]);
    }
  });
  it("makes French SIREN/SIRET that pass Luhn and a VAT key derived from the SIREN", () => {
    const rng = new Rng("fr");
    for (let i = 0; i < 100; i++) {
      const { siren, siret, vat } = frenchCompanyIds(rng);
      expect(isLuhnValid(siren)).toBe(true);
      expect(isLuhnValid(siret)).toBe(true);
      expect(Number(vat.slice(2, 4))).toBe((12 + 3 * (Number(siren) % 97)) % 97);
    }
  });
  it("makes Spanish NIFs, Italian partite IVA and UK VAT numbers of the right shape and check", () => {
    const rng = new Rng("misc");
    for (let i = 0; i < 100; i++) {
      expect(spanishCompanyNif(rng)).toMatch(/^[AB]\d{8}$/);
      const piva = italianVatNumber(rng);
      expect(piva).toMatch(/^\d{11}$/);
      expect(isValidUkVat(ukVatNumber(rng))).toBe(true);
    }
    // 00743110157 is a published partita IVA (its check digit is 7).
    expect(italianCheck("0074311015")).toBe("7");
  });
});

/** The Italian check digit, written out independently of the generator for the test. */
function italianCheck(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
