// When a PDF page's text layer is read as it is rather than by OCR.
import { describe, expect, it } from "@jest/globals";
import { usableTextLayer } from "./page-words.ts";
import type { Word } from "../types.ts";

const wordsOf = (text: string): Word[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t, i) => ({ text: t, x0: i * 40, x1: i * 40 + 35, y0: 0, y1: 9, conf: 1, source: "text_layer" }));

describe("usableTextLayer", () => {
  it("keeps a page of Hindi prose, whose vowel signs are combining marks", () => {
    const hindi =
      "सभी शर्तें और नियम लागू होंगे। किसी भी विवाद की स्थिति में न्यायालय का क्षेत्राधिकार दिल्ली होगा। " +
      "माल एक बार बिकने के बाद वापस नहीं लिया जाएगा।";
    expect(usableTextLayer(wordsOf(hindi))).toBe(true);
  });

  it("keeps a page of English words", () => {
    expect(
      usableTextLayer(wordsOf("Tax Invoice No. INV-204 Date 12/03/2024 Buyer Sharma Traders Total 1,180.00")),
    ).toBe(true);
  });

  it("sets aside a scan's few stray characters and a layer of punctuation", () => {
    expect(usableTextLayer(wordsOf("| ~ . ."))).toBe(false);
    expect(usableTextLayer(wordsOf("-- .. ,, ;; :: || // ** -- .. ,, ;; a1 .. --"))).toBe(false);
  });
});
