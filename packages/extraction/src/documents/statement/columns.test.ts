// The columns a scanned header heads, where OCR read more than its names.
import { describe, expect, it } from "@jest/globals";
import { buildLines } from "../../text/lines.ts";
import type { Layout, Word } from "../../types.ts";
import { findHeader } from "./columns.ts";

const ocr = (text: string, x0: number, x1: number, conf = 0.95, y0 = 100): Word => ({
  text,
  x0,
  x1,
  y0,
  y1: y0 + 11,
  conf,
  source: "ocr",
});

const headerOf = (words: Word[]) => {
  const layout: Layout = {
    format: "PNG",
    pageCount: 1,
    ocrUsed: true,
    pages: [{ index: 0, width: 600, height: 800, words, ocr: true, rotation: 0 }],
  };
  const cols = findHeader(buildLines(layout, { rulesPartCells: true }))?.cols ?? [];
  return cols.map((c) => [c.kind, c.x0, c.x1]);
};

// A co-operative bank's scanned header (stmt-in-coop scan): the rule under it read as "Hi" and "SR".
const names = [
  ocr("Date", 35, 50),
  ocr("Particulars", 81, 115),
  ocr("Chq", 305, 316, 0.18),
  ocr("No.", 319, 328),
  ocr("Value", 383, 400),
  ocr("Date", 402, 416),
  ocr("Debit", 450, 468),
  ocr("Credit", 498, 515),
  ocr("Balance", 540, 563),
];

describe("a scanned header's columns", () => {
  it("are not widened by a rule OCR read as letters", () => {
    const cols = headerOf([...names, ocr("Hi", 416, 464, 0.31, 103), ocr("SR", 471, 489, 0.23, 103)]);
    expect(cols).toContainEqual(["value_date", 383, 416]);
    expect(cols).toContainEqual(["debit", 450, 468]);
  });

  it("keep a poorly read word that is part of a name", () => {
    expect(headerOf(names)).toContainEqual(["reference", 305, 328]);
  });

  it("keep a well read word beside a name", () => {
    const cols = headerOf([...names, ocr("(INR)", 470, 489, 0.9)]);
    expect(cols).toContainEqual(["debit", 450, 489]);
  });
});

describe("a scanned header stacked over two lines", () => {
  // OCR's boxes hug the letters: "Sl." over "No.", "Value" over "Date" stand a box's height apart.
  const at = (text: string, x0: number, x1: number, y0: number): Word => ({
    ...ocr(text, x0, x1, 0.9, y0),
    y1: y0 + 7,
  });
  const cols = headerOf([
    at("Sl.", 34, 42, 177),
    at("Value", 54, 74, 177),
    at("Transaction", 98, 139, 177),
    at("No.", 34, 46, 190),
    at("Date", 54, 71, 190),
    at("Date", 98, 114, 190),
    at("Remarks", 207, 240, 190),
    at("Withdrawal", 325, 365, 190),
    at("Deposit", 426, 455, 190),
    at("Balance", 512, 540, 190),
  ]);

  it("names its columns with both lines: the serial's, the value date's and the transaction date's", () => {
    expect(cols.slice(0, 3).map(([kind]) => kind)).toEqual(["serial", "value_date", "date"]);
  });
});

describe("a header whose money names OCR ran together into one word", () => {
  // Bank of Baroda's "WITHDRAWAL(DR) DEPOSIT(CR) BALANCE(INR)" (stmt-in-wrap scan): the first two read as one.
  const header = (run: string) =>
    headerOf([
      ocr("DATE", 31, 54),
      ocr("NARRATION", 95, 148),
      ocr("CHQ.NO.", 309, 344),
      ocr(run, 374, 497),
      ocr("BALANCE(INR)", 502, 562),
    ]);

  it("heads a debit, a credit and a balance column, the word's box parted between its names", () => {
    const cols = header("WITHDRAWAL(DRIEPOSIT(CR)");
    expect(cols.map(([kind]) => kind)).toEqual(["date", "description", "reference", "debit", "credit", "balance"]);
    const [, debitFrom, debitTo] = cols[3]!;
    const [, creditFrom, creditTo] = cols[4]!;
    expect([debitFrom, creditTo]).toEqual([374, 497]);
    // Halfway between "WITHDRAWAL" (ending at its 10th character of 24) and "CR" (from its 21st).
    expect(debitTo).toBeCloseTo(374 + (123 * 15.5) / 24, 5);
    expect(creditFrom).toBe(debitTo);
  });

  it("parts names run together without a garble too", () => {
    const kinds = header("WITHDRAWAL(DR)DEPOSIT(CR)").map(([kind]) => kind);
    expect(kinds).toEqual(["date", "description", "reference", "debit", "credit", "balance"]);
  });
});

describe("a header cell over both sides' columns, deposits first", () => {
  // Canara's newer print (docs/banks.md, CNP): "Deposits" then "Withdrawals", read as one cell.
  const header = (first: string, second: string) =>
    headerOf([
      ocr("Date", 34, 55),
      ocr("Particulars", 98, 148),
      ocr(first, 387, 428),
      ocr(second, 438, 497),
      ocr("Balance", 525, 561),
    ]).slice(2, 4);

  it("gives each word the side it names, in the order printed", () => {
    expect(header("Deposits", "Withdrawals")).toEqual([
      ["credit", 387, 428],
      ["debit", 438, 497],
    ]);
    expect(header("Withdrawals", "Deposits")).toEqual([
      ["debit", 387, 428],
      ["credit", 438, 497],
    ]);
  });
});
