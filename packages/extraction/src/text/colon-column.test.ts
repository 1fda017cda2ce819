// A key column's colons OCR read as a 1, on a layout made up for this test.
import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../testing/layout.ts";
import { buildLines } from "./lines.ts";
import { colonsReadAsMarks } from "./colon-column.ts";

const texts = (lines: ReturnType<typeof buildLines>) => lines.map((l) => l.segments.map((s) => s.text));

describe("a key column's colon read as a 1", () => {
  const keyed = (first: string) => [
    { x: 20, y: 60, text: "Inv. No." },
    { x: 140, y: 60, text: first },
    { x: 20, y: 74, text: "SO No. & Date" },
    { x: 140, y: 74, text: ": 31029906 / 18/11/2024" },
    { x: 20, y: 88, text: "LR No. & Date" },
    { x: 140, y: 88, text: ":LR882549/ 26/11/2024" },
  ];
  it("is dropped where other values start with a colon in its column", () => {
    const lines = colonsReadAsMarks(buildLines(asOcr(layoutOf([keyed("1902839")]))));
    expect(texts(lines)[0]).toEqual(["Inv. No.", "902839"]);
  });
  it("stays in a text layer, and where no column of colons keys the values", () => {
    expect(texts(colonsReadAsMarks(buildLines(layoutOf([keyed("1902839")]))))[0]).toEqual(["Inv. No.", "1902839"]);
    const unkeyed = [
      { x: 20, y: 60, text: "Inv. No." },
      { x: 140, y: 60, text: "1902839" },
    ];
    expect(texts(colonsReadAsMarks(buildLines(asOcr(layoutOf([unkeyed])))))[0]).toEqual(["Inv. No.", "1902839"]);
  });
});
