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
