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
