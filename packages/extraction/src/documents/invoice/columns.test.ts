import { describe, expect, it } from "@jest/globals";
import type { TableColumn } from "../../structure/tables.ts";
import type { Word } from "../../types.ts";
import { splitJoinedHeaders } from "./columns.ts";

/** A header cell of words set 5 points a character, one space apart, from x. */
function cell(text: string, x: number): TableColumn {
  const words: Word[] = [];
  let at = x;
  for (const t of text.split(" ")) {
    words.push({ text: t, x0: at, x1: at + t.length * 5, y0: 100, y1: 109, conf: 1, source: "text_layer" });
    at += (t.length + 1) * 5;
  }
  return { header: text, headerWords: words, x0: x, x1: at - 5 };
}

const headers = (cols: TableColumn[]) => cols.map((c) => [c.header, c.x0]);

describe("a header cell that names two columns", () => {
  it("is two columns, each over its own words", () => {
    expect(headers(splitJoinedHeaders([cell("Qty", 300), cell("Unit Price Taxes", 380)], false))).toEqual([
      ["Qty", 300],
      ["Unit Price", 380],
      ["Taxes", 435],
    ]);
  });
  it("keeps a label's gloss in a second language with it", () => {
    expect(headers(splitJoinedHeaders([cell("मात्रा / Qty दर / Rate", 300)], false))).toEqual([
      ["मात्रा / Qty", 300],
      ["दर / Rate", 365],
    ]);
    // A price's gloss is no unit after the slash ("दर / Rate" is no price per "Rate").
    expect(headers(splitJoinedHeaders([cell("दर / Rate राशि / Amount", 300)], false))).toEqual([
      ["दर / Rate", 300],
      ["राशि / Amount", 350],
    ]);
  });
  it("keeps a rate's per cent sign with its label", () => {
    expect(headers(splitJoinedHeaders([cell("Taxable Value GST %", 300)], false))).toEqual([
      ["Taxable Value", 300],
      ["GST %", 370],
    ]);
    expect(headers(splitJoinedHeaders([cell("GST % Amount", 300)], false))).toEqual([
      ["GST %", 300],
      ["Amount", 330],
    ]);
  });
  it("cuts two labels apart at a slash", () => {
    expect(headers(splitJoinedHeaders([cell("HSN / Qty", 300)], false))).toEqual([
      ["HSN", 300],
      ["Qty", 330],
    ]);
  });
  it("is a column a label where a narrow grid joins three or more headers", () => {
    expect(headers(splitJoinedHeaders([cell("Qty UQC HSN Rate", 300)], false))).toEqual([
      ["Qty", 300],
      ["UQC", 320],
      ["HSN", 340],
      ["Rate", 360],
    ]);
    // A unit after a price is the price's ("Rate per"), however many labels come before it.
    expect(headers(splitJoinedHeaders([cell("Qty Rate per", 300)], false))).toEqual([["Qty Rate per", 300]]);
  });
  it("leaves a price with its unit and one label alone", () => {
    for (const text of ["Rate per", "Rate / Item", "Taxable Value", "Amount (Rs.)"])
      expect(headers(splitJoinedHeaders([cell(text, 300)], false))).toEqual([[text, 300]]);
  });
  it("leaves a photo's header cells as OCR read them", () => {
    expect(splitJoinedHeaders([cell("Unit Price Taxes", 380)], true)).toHaveLength(2);
    expect(splitJoinedHeaders([cell("Unit Price Taxes", 380)], true, true)).toHaveLength(1);
  });
});
