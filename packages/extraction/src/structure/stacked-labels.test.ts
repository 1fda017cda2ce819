import { describe, expect, it } from "@jest/globals";
import { buildLines } from "../text/lines.ts";
import { layoutOf } from "../testing/layout.ts";
import { joinStackedLabels } from "./stacked-labels.ts";

const textsOf = (lines: { x: number; y: number; text: string; size?: number }[]) =>
  joinStackedLabels(buildLines(layoutOf([lines]))).map((l) => l.text);

describe("labels printed over two lines of one cell", () => {
  it("joins a label's second line to the first, where the values stand", () => {
    expect(
      textsOf([
        { x: 40, y: 100, text: "बीजक संख्या" },
        { x: 150, y: 100, text: "2520" },
        { x: 300, y: 100, text: "दिनांक" },
        { x: 420, y: 100, text: "13.08.2025" },
        { x: 40, y: 110, text: "Invoice No." },
        { x: 300, y: 110, text: "Date" },
      ]),
    ).toEqual(["बीजक संख्या Invoice No.  |  2520  |  दिनांक Date  |  13.08.2025"]);
  });
  it("leaves a letterhead's name in large type over a small key under it", () => {
    expect(
      textsOf([
        { x: 150, y: 20, text: "Sri Ganesh Caterers", size: 20 },
        { x: 450, y: 24, text: "Total 4,970.00" },
        { x: 150, y: 44, text: "GSTIN" },
      ]),
    ).toEqual(["Sri Ganesh Caterers  |  Total 4,970.00", "GSTIN"]);
  });
  it("ends a label whose value's cell opens with its colon, over the next block's heading", () => {
    expect(
      textsOf([
        { x: 300, y: 100, text: "State" },
        { x: 340, y: 100, text: ": Kerala (32)" },
        { x: 300, y: 110, text: "Ship To" },
      ]),
    ).toEqual(["State  |  : Kerala (32)", "Ship To"]);
  });
  it("gives a figure centred between a label's two lines to that label", () => {
    expect(
      textsOf([
        { x: 330, y: 500, text: "केन्द्रीय कर" },
        { x: 520, y: 508, text: "338.76" },
        { x: 330, y: 516, text: "CGST @ 9%" },
        { x: 330, y: 540, text: "Grand Total" },
        { x: 520, y: 540, text: "4,441.52" },
      ]),
    ).toEqual(["केन्द्रीय कर CGST @ 9%  |  338.76", "Grand Total  |  4,441.52"]);
  });
  it("joins a label wrapped over three lines, past an address block's lines beside it", () => {
    expect(
      textsOf([
        { x: 300, y: 100, text: "बीजक क्रमांक /" },
        { x: 400, y: 100, text: "23-24/0232" },
        { x: 40, y: 105, text: "Ganesh Steel" },
        { x: 300, y: 110, text: "Invoice" },
        { x: 40, y: 115, text: "Rajkot" },
        { x: 300, y: 120, text: "Number" },
      ]),
    ).toEqual(["बीजक क्रमांक / Invoice Number  |  23-24/0232", "Ganesh Steel", "Rajkot"]);
  });
  it("leaves a table's rows alone", () => {
    const rows = [
      { x: 36, y: 200, text: "Butter Naan" },
      { x: 220, y: 200, text: "996331" },
      { x: 530, y: 200, text: "195.00" },
      { x: 36, y: 210, text: "Taxable Amount" },
      { x: 530, y: 210, text: "843.00" },
    ];
    expect(textsOf(rows)).toEqual(["Butter Naan  |  996331  |  195.00", "Taxable Amount  |  843.00"]);
  });
  it("leaves a name over its address, and values under a grid's keys, alone", () => {
    const lines = [
      { x: 40, y: 100, text: "Kohinoor Hardware" },
      { x: 300, y: 100, text: "Bill Date" },
      { x: 40, y: 110, text: "Civil Lines" },
    ];
    expect(textsOf(lines)).toEqual(["Kohinoor Hardware  |  Bill Date", "Civil Lines"]);
    const grid = [
      { x: 300, y: 88, text: "Invoice Number" },
      { x: 40, y: 100, text: "Kohinoor Hardware" },
      { x: 300, y: 108, text: "TI/1429" },
      { x: 40, y: 116, text: "Door No. 300" },
    ];
    expect(textsOf(grid)).toEqual(["Invoice Number", "Kohinoor Hardware", "TI/1429", "Door No. 300"]);
    // A pair of the block beside, between a heading and the name under it, is no centred figure.
    const beside = [
      { x: 36, y: 120, text: "To" },
      { x: 318, y: 126, text: "Date & Time of Supply : 12.09.2023 14:30" },
      { x: 36, y: 133, text: "Om Textiles Private Limited" },
    ];
    expect(textsOf(beside)).toEqual(["To", "Date & Time of Supply : 12.09.2023 14:30", "Om Textiles Private Limited"]);
  });
});
