import { describe, expect, it } from "@jest/globals";
import { ActualTextReader, type ContentItem, type TextRun } from "./actual-text.ts";

const run = (str: string, x: number, width: number, y = 700): TextRun => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width,
  height: 10,
});
const begin = (actualText?: string): ContentItem => ({ type: "beginMarkedContentProps", actualText });
const end: ContentItem = { type: "endMarkedContent" };

function read(items: ContentItem[]): TextRun[] {
  const reader = new ActualTextReader();
  return [...items.flatMap((i) => reader.take(i)), ...reader.rest()];
}

describe("ActualText spans", () => {
  it("tells how many characters an open span holds back, none once it closes", () => {
    const reader = new ActualTextReader();
    reader.take(begin("की"));
    reader.take(run("क", 424, 9));
    reader.take(run("\u0000", 433, 0));
    expect(reader.held).toBe(2);
    expect(reader.take(end).map((r) => r.str)).toEqual(["की"]);
    expect(reader.held).toBe(0);
    reader.take(begin("x"));
    reader.take(run("abc", 0, 9));
    expect(reader.rest().map((r) => r.str)).toEqual(["abc"]);
    expect(reader.held).toBe(0);
  });
  it("reads a span's replacement text over its glyphs' width", () => {
    // Chromium's Devanagari: "की" drawn as क and a matra glyph mapped to nothing.
    const out = read([run("बीजक", 400, 20), begin("की"), run("क\u0000", 424, 9), end]);
    expect(out.map((r) => r.str)).toEqual(["बीजक", "की"]);
    expect(out[1]).toMatchObject({ width: 9, transform: [10, 0, 0, 10, 424, 700] });
  });
  it("keeps the space pdfjs puts before the span's first glyph", () => {
    const out = read([begin("सं"), run(" ", 463, 3), run("सं", 465, 6), run("", 471, 0), end]);
    expect(out.map((r) => r.str)).toEqual([" ", "सं", ""]);
  });
  it("joins a span drawn in several runs", () => {
    const out = read([begin("ffi"), run("f", 10, 3), run("\u0000", 13, 4), end, run("ce", 17, 8)]);
    expect(out.map((r) => r.str)).toEqual(["ffi", "ce"]);
    expect(out[0]!.width).toBe(7);
  });
  it("reads spans without replacement text, and nested marked content, as drawn", () => {
    const out = read([begin(), run("Total", 10, 20), begin("x"), run("y", 30, 5), begin(), end, end, end]);
    expect(out.map((r) => r.str)).toEqual(["Total", "x"]);
  });
  it("reads a span that wraps onto another line as drawn", () => {
    const out = read([begin("wrapped text"), run("wrap-", 10, 20, 700), run("ped text", 10, 30, 688), end]);
    expect(out.map((r) => r.str)).toEqual(["wrap-", "ped text"]);
  });
  it("gives the runs of a span left open at the page's end as drawn", () => {
    expect(read([begin("ab"), run("a", 0, 5)]).map((r) => r.str)).toEqual(["a"]);
  });
});
