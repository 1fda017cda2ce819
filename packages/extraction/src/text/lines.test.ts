import { describe, expect, it } from "@jest/globals";
import { buildLines, residualSlope } from "./lines.ts";
import { layoutOf } from "../testing/layout.ts";
import type { Layout } from "../types.ts";

/** A made-up table of `rows` rows and four columns, its rows sloping by `deg` degrees as on a photo. */
function sloped(deg: number, rows = 8, ocr = true): Layout {
  const lines = [];
  for (let r = 0; r < rows; r++) {
    const y = 100 + r * 12;
    lines.push(
      { x: 40, y, text: `Item number ${r + 1}` },
      { x: 250, y, text: String(3 + r) },
      { x: 330, y, text: `${120 + r}.50` },
      { x: 450, y, text: `${(3 + r) * (120 + r)}.00` },
    );
  }
  const layout = layoutOf([lines]);
  const t = Math.tan((deg * Math.PI) / 180);
  const page = layout.pages[0]!;
  page.ocr = ocr;
  page.words = page.words.map((w) => ({ ...w, y0: w.y0 + w.x0 * t, y1: w.y1 + w.x0 * t }));
  return layout;
}

describe("rows that still slope on a photo", () => {
  it("finds the slope, and none on level rows", () => {
    const words = (deg: number) => sloped(deg).pages[0]!.words;
    expect(residualSlope(words(0), 9)).toBe(0);
    expect((Math.atan(residualSlope(words(1.5), 9)) * 180) / Math.PI).toBeCloseTo(1.5, 1);
    expect((Math.atan(residualSlope(words(-2), 9)) * 180) / Math.PI).toBeCloseTo(-2, 1);
  });
  it("keeps each row's cells on one line", () => {
    for (const deg of [-2, 1, 2.5]) {
      const lines = buildLines(sloped(deg));
      expect(lines).toHaveLength(8);
      expect(lines.map((l) => l.segments.length)).toEqual(Array(8).fill(4));
      expect(lines[2]!.text).toBe("Item number 3  |  5  |  122.50  |  610.00");
    }
  });
  it("leaves text-layer pages as they are", () => {
    const lines = buildLines(sloped(1.5, 8, false));
    expect(lines.length).toBeGreaterThan(8);
  });
});
