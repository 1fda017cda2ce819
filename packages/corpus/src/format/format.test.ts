import { describe, expect, it } from "@jest/globals";
import { formatMinor, plainAmount } from "./numbers.ts";
import { amountInWords, indianWords } from "./words.ts";
import { financialYear, formatDate } from "./dates.ts";

describe("amounts", () => {
  it("prints the grouping styles documents use", () => {
    expect(formatMinor(12345678, "indian")).toBe("1,23,456.78");
    expect(formatMinor(1234567890, "indian")).toBe("1,23,45,678.90");
    expect(formatMinor(12345678, "western")).toBe("123,456.78");
    expect(formatMinor(12345678, "dot-comma")).toBe("123.456,78");
    expect(formatMinor(12345678, "space-comma")).toBe("123\u202f456,78");
    expect(formatMinor(12345678, "apostrophe")).toBe("123'456.78");
    expect(formatMinor(-1600, "indian")).toBe("-16.00");
    expect(plainAmount(123450)).toBe("1234.50");
  });
});

describe("amounts in words", () => {
  it("uses lakh and crore", () => {
    expect(indianWords(2701315)).toBe("Twenty Seven Lakh One Thousand Three Hundred Fifteen");
    expect(indianWords(123456789)).toBe("Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine");
    expect(amountInWords(270131589, "rupees-paise-only")).toBe(
      "Rupees Twenty Seven Lakh One Thousand Three Hundred Fifteen and Eighty Nine Paise Only",
    );
    expect(amountInWords(10000, "inr-only")).toBe("INR One Hundred Only");
  });
});

describe("dates", () => {
  it("prints the forms invoices use", () => {
    expect(formatDate("2024-03-07", "d-Mon-yy")).toBe("7-Mar-24");
    expect(formatDate("2024-03-07", "dd.mm.yyyy")).toBe("07.03.2024");
    expect(formatDate("2024-03-07", "Month d, yyyy")).toBe("March 7, 2024");
    expect(formatDate("2024-03-07", "long-local", "de")).toBe("7. März 2024");
    expect(formatDate("2024-11-27", "dth Mon yyyy")).toBe("27th Nov 2024");
    expect(formatDate("2024-11-22", "dth Month, yyyy")).toBe("22nd November, 2024");
    expect(formatDate("2024-11-13", "Mon dth, yyyy")).toBe("Nov 13th, 2024");
    expect(formatDate("2024-11-01", "dth Mon yyyy")).toBe("1st Nov 2024");
    expect(formatDate("2024-03-07", "long-local", "es")).toBe("7 de marzo de 2024");
    expect(formatDate("2024-03-07", "yyyy/mm/dd")).toBe("2024/03/07");
    expect(formatDate("2024-03-07", "d Month-hi yyyy")).toBe("7 मार्च 2024");
    expect(financialYear("2024-03-07")).toBe("23-24");
    expect(financialYear("2024-04-01", true)).toBe("2024-25");
  });
});
