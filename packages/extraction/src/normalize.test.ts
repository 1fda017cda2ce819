import { describe, expect, it } from "@jest/globals";
import { findGstins, gstinValid, parseAmount, parseDate, repairGstin, repairIfsc, wordsToAmount } from "./normalize.ts";

describe("normalizers", () => {
  it("reads day-first Indian dates", () => {
    expect(parseDate("05/03/2024")).toBe("2024-03-05");
    expect(parseDate("05-Mar-2024")).toBe("2024-03-05");
    expect(parseDate("05.03.2024")).toBe("2024-03-05");
    expect(parseDate("5 March 2024")).toBe("2024-03-05");
    expect(parseDate("2024-03-05")).toBe("2024-03-05");
    expect(parseDate("31/02/2024")).toBeNull();
  });
  it("reads amounts in Indian and western grouping, with currency marks", () => {
    expect(parseAmount("1,23,456.00")).toBe("123456.00");
    expect(parseAmount("₹ 2,445,876.45")).toBe("2445876.45");
    expect(parseAmount("Rs. 500/-")).toBe("500");
    expect(parseAmount("INR 12.5")).toBe("12.5");
    expect(parseAmount("1,378.11 Dr")).toBe("1378.11");
    expect(parseAmount("abc")).toBeNull();
  });
  it("reads grouped amounts whose separators a photo blurred: the last one before two digits is the decimal point", () => {
    expect(parseAmount("3,05.412.75")).toBe("305412.75");
    expect(parseAmount("2.18,390.00")).toBe("218390.00");
    expect(parseAmount("41.07.215.50")).toBe("4107215.50");
    expect(parseAmount("906.118.40")).toBe("906118.40");
    expect(parseAmount("7,512,33")).toBe("7512.33");
    expect(parseAmount("12.345,60")).toBe("12345.60");
    // Not amounts: a date, and groups that cannot come before a decimal part.
    expect(parseAmount("14.08.25")).toBeNull();
    expect(parseAmount("3.14.15.92")).toBeNull();
  });
  it("checks and repairs GSTINs with the check character", () => {
    expect(gstinValid("07RLNPQ5835Y9ZY")).toBe(true);
    expect(gstinValid("07RLNPQ5835Y9ZX")).toBe(false);
    expect(repairGstin("O7RLNPQ5835Y9ZY")).toBe("07RLNPQ5835Y9ZY");
    expect(repairGstin("07RLNPQ5B35Y9ZY")).toBe("07RLNPQ5835Y9ZY");
    expect(findGstins("GSTIN: 08OHOHA7612T5ZN State Code: 08")).toEqual(["08OHOHA7612T5ZN"]);
  });
  it("repairs IFSC codes", () => {
    expect(repairIfsc("SBINO869673")).toBe("SBIN0869673");
    expect(repairIfsc("SBIN086967")).toBeNull();
  });
  it("reads amounts in words, Indian style", () => {
    expect(
      wordsToAmount("Rupees Twenty Seven Lakh One Thousand Three Hundred Fifteen and Eighty Nine Paise Only"),
    ).toBe(2701315.89);
    expect(wordsToAmount("Rupees One Crore Two Lakh Only")).toBe(10200000);
    expect(wordsToAmount("Rupees Five Hundred and Five Only")).toBe(505);
  });
});
