// The decimal mark a document's amounts say, on made-up pages.
import { describe, expect, it } from "@jest/globals";
import { layoutOf } from "../../testing/layout.ts";
import { viewOf } from "./view.ts";

const page = (amounts: string[]) => amounts.map((text, i) => ({ x: 300, y: 100 + i * 14, text }));
const read = (amounts: string[], ocr: boolean) => {
  const layout = layoutOf([page(amounts)]);
  return viewOf({ ...layout, ocrUsed: ocr }).decimalMark;
};

describe("the decimal mark", () => {
  it("is told by one amount of a text layer", () => {
    expect(read(["Total 104,90"], false)).toBe(",");
  });
  it("is not told by one amount read by OCR: a figure cut off at the edge reads as a comma", () => {
    expect(read(["30 370 11,10", "TOTAL 11,100"], true)).toBeUndefined();
  });
  it("is told by amounts read by OCR that agree", () => {
    expect(read(["Netto 1.234,56", "MwSt. 234,57", "Gesamt 1.469,13"], true)).toBe(",");
  });
});
