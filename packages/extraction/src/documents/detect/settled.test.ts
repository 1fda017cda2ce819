// When the words a quick reading has read so far settle a picture's type, so that it may stop.
import { describe, expect, it } from "@jest/globals";
import { linesAsOcrWords } from "../../testing/ocr.ts";
import { typeSettled } from "./settled.ts";

const size = { width: 1000, height: 700 };
const settled = (lines: string[]) => typeSettled({ words: linesAsOcrWords(lines), skew: 0 }, size);

describe("a picture's type settled by the words read so far", () => {
  it("is settled by an invoice's title and the labels of its fields", () => {
    expect(settled(["Sharma Traders", "TAX INVOICE", "Invoice No: ST/24/118", "GSTIN: 29AABCS1234M1Z5"])).toBe(true);
  });

  it("is settled by a bank statement's title and its balances", () => {
    expect(settled(["STATEMENT OF ACCOUNT", "Opening Balance 12,000.00", "Closing Balance 9,500.00"])).toBe(true);
  });

  it("is settled by a title run into its number's key at the head of the page, as OCR may glue it", () => {
    expect(settled(["FACTUREN: F20200027", "LOGO Vendeur Date: 15/01/2020"])).toBe(true);
    expect(settled(["Rechnung Nr. 4711", "Muster GmbH"])).toBe(true);
  });

  it("is not settled by an invoice's number keyed lower down, as a delivery note refers to it", () => {
    expect(settled(["Sharma Traders", "12 MG Road, Bengaluru 560001", "Invoice No: ST/24/118"])).toBe(false);
  });

  it("is not settled by a seller's letterhead alone", () => {
    expect(settled(["Sharma Traders", "12 MG Road, Bengaluru 560001", "Phone 080 2222 3333"])).toBe(false);
  });

  it("is not settled where words of both kinds weigh alike", () => {
    const lines = ["Invoice No: 118", "GSTIN: 29AABCS1234M1Z5", "Grand Total 9,500.00"];
    expect(settled([...lines, "Opening Balance 12,000.00", "Closing Balance 9,500.00"])).toBe(false);
  });

  it("is never settled as another document: what says so may be read again lower down", () => {
    expect(settled(["QUOTATION", "Quotation No: Q-17", "Valid until 31/03/2025"])).toBe(false);
  });
});
