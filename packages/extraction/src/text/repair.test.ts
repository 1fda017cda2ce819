import { describe, expect, it } from "@jest/globals";
import {
  codeBeforeGluedWord,
  confusable,
  couldReadAs,
  joinedReadings,
  markAsDigit,
  pointLost,
  readingsOf,
  reconcileItem,
  sameDigits,
} from "./repair.ts";

describe("readings a misread number could come from", () => {
  it("allows one digit changed, dropped or added, or a lost decimal point", () => {
    expect(couldReadAs("7,318.40", 7313.4)).toBe(true);
    expect(couldReadAs("3", 36)).toBe(true);
    expect(couldReadAs("1250", 125)).toBe(true);
    expect(couldReadAs("2964550", 29645.5)).toBe(true);
    expect(couldReadAs("2O,400.00", 20400)).toBe(true);
  });
  it("refuses two changes, and a decimal point that was seen but is not there", () => {
    expect(couldReadAs("7,388.40", 7313.4)).toBe(false);
    expect(couldReadAs("3", 360)).toBe(false);
    expect(couldReadAs("29,645.50", 2964550)).toBe(false);
    expect(couldReadAs("", 5)).toBe(false);
  });
  it("tells a reading that only lost its separators", () => {
    expect(sameDigits("15056040", 150560.4)).toBe(true);
    expect(sameDigits("19056040", 150560.4)).toBe(false);
  });
  it("reads a letter standing alone among figures as the digits it looks like, and a word as no figures", () => {
    expect(sameDigits("N228.32", 11228.32)).toBe(true);
    expect(sameDigits("n823", 118.23)).toBe(true);
    expect(sameDigits("8,89T.25", 8897.25)).toBe(true);
    expect(sameDigits("1,64,78L.70CR", 164781.7)).toBe(true);
    expect(sameDigits("4S0.00", 450)).toBe(true);
    expect(sameDigits("INR 4,500.00", 114500)).toBe(false);
    expect(sameDigits("INR4,500.00", 4500)).toBe(true);
  });
});

describe("quantity × unit price = amount", () => {
  it("leaves agreeing items alone, including a unit price rounded to the paisa", () => {
    expect(reconcileItem({ quantity: "12", unit_price: "95.00", amount: "1,140.00" })).toBeNull();
    expect(reconcileItem({ quantity: "3", unit_price: "33.33", amount: "100.00" })).toBeNull();
  });
  it("repairs the one reading that the other two confirm", () => {
    // A 1 of the unit price read as 7.
    expect(reconcileItem({ quantity: "26", unit_price: "1,417.75", amount: "36,705.50" })).toEqual({
      field: "unit_price",
      value: "1411.75",
    });
  });
  it("repairs a dropped digit of the quantity and a lost decimal point of the amount", () => {
    expect(reconcileItem({ quantity: "7", unit_price: "640.50", amount: "46,756.50" })).toEqual({
      field: "quantity",
      value: "73",
    });
    expect(reconcileItem({ quantity: "9", unit_price: "2,115.30", amount: "1903770" })).toEqual({
      field: "amount",
      value: "19037.70",
    });
  });
  it("reads a quantity OCR could not parse when the product confirms it", () => {
    expect(reconcileItem({ quantity: '1"', unit_price: "310.00", amount: "3,410.00" })).toEqual({
      field: "quantity",
      value: "11",
    });
  });
  it("changes nothing when more than one reading would fit, or none", () => {
    // Amount 100 for 4 × 100: the quantity 1 and the amount 400 are each one digit away.
    expect(reconcileItem({ quantity: "4", unit_price: "100.00", amount: "100.00" })).toBeNull();
    // A discount, not a misreading: no single digit makes the product exact.
    expect(reconcileItem({ quantity: "10", unit_price: "250.00", amount: "2,375.00" })).toBeNull();
    expect(reconcileItem({ quantity: "10", amount: "2,375.00" })).toBeNull();
  });
});

describe("amounts OCR split in two", () => {
  it("joins the pieces by the separator that was lost", () => {
    expect(joinedReadings("12", "38,406.15")).toContain("1238406.15");
    expect(joinedReadings("8,217", "45")).toContain("8217.45");
    expect(joinedReadings("8,217.45", "12")).not.toContain("8217.45");
    expect(joinedReadings("Total", "45")).toEqual([]);
  });
  it("reads a whole number as an amount that lost its decimal point, for a check to confirm", () => {
    expect(pointLost("3130284")).toBe("31302.84");
    expect(pointLost("31,302")).toBeNull();
    expect(pointLost("84")).toBeNull();
  });
  it("reads a whole number as one whose handwritten /- became a digit, for a check to confirm", () => {
    expect(markAsDigit("15291")).toBe("1529");
    expect(markAsDigit("1529.00")).toBeNull();
    expect(markAsDigit("152")).toBeNull();
  });
});

describe("the values a misread figure could have been printed as", () => {
  it("are those with exactly its digits where any has them", () => {
    expect(readingsOf("1102145", [11021.45, 1102.15, 110214.5])).toEqual([11021.45]);
  });
  it("else those one slip away", () => {
    expect(readingsOf("252479", [252.79, 999.99])).toEqual([252.79]);
    expect(readingsOf("252479", [999.99])).toEqual([]);
  });
});

describe("a code OCR ran into the word after it", () => {
  it("ends at its last digit before a small word, and the date after it", () => {
    expect(codeBeforeGluedWord("RE-20140519/499vom")).toBe("RE-20140519/499");
    expect(codeBeforeGluedWord("RE-20151008/504von08.10.2015")).toBe("RE-20151008/504");
    expect(codeBeforeGluedWord("RE-20190610/507issued")).toBe("RE-20190610/507");
  });
  it("ends a code at the day of a date with a month's name run into it", () => {
    expect(codeBeforeGluedWord("PO4455667713-Jan-")).toBe("PO44556677");
    expect(codeBeforeGluedWord("PO445566775-Mar-2019")).toBe("PO44556677");
    expect(codeBeforeGluedWord("PO4455667705-Mar-19")).toBe("PO44556677");
    expect(codeBeforeGluedWord("PO4455667745-Mar-19")).toBe("PO445566774");
    expect(codeBeforeGluedWord("REF-12-Jan")).toBe("REF-12-Jan");
  });
  it("keeps a code that ends in capitals or digits, or has too few digits to tell", () => {
    expect(codeBeforeGluedWord("INV-2024-0045A")).toBe("INV-2024-0045A");
    expect(codeBeforeGluedWord("F20180027")).toBe("F20180027");
    expect(codeBeforeGluedWord("A1bc")).toBe("A1bc");
  });
});

describe("the slips OCR makes in an amount, for the invoice's arithmetic to name the value", () => {
  it("allows separators misread, two digits confused, a digit lost or doubled, a rupee sign read as a digit", () => {
    expect(confusable("4.656.79", 4656.79)).toBe(true);
    expect(confusable("37048", 370.48)).toBe(true);
    expect(confusable("1,71,338.00", 171388)).toBe(true);
    expect(confusable("5,175.00", 6175)).toBe(true);
    expect(confusable("3,29,761.2", 329761.82)).toBe(true);
    expect(confusable("2586/-", 27586)).toBe(true);
    expect(confusable("21,250.00", 1250)).toBe(true);
    expect(confusable("1,2250.00", 1250)).toBe(true);
    expect(confusable("0.30", -0.3)).toBe(true);
  });
  it("refuses other digits, two slips, and a minus that was read", () => {
    expect(confusable("4,256.79", 4656.79)).toBe(false);
    expect(confusable("1,77,338.00", 171388)).toBe(false);
    expect(confusable("31,250.00", 1250)).toBe(false);
    expect(confusable("-0.30", -0.3)).toBe(false);
    expect(confusable("", 5)).toBe(false);
  });
});
