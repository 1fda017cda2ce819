import { describe, expect, it } from "@jest/globals";
import type { Gray } from "./gray.ts";
import { columnRuns, paperLevels, removeRules, ruleThickness, withoutRules } from "./rules.ts";

const PAPER = 240;
const INK = 30;

/** A sheet of paper with dark rectangles drawn on it (x0, y0, x1, y1; ends excluded). */
function sheet(width: number, height: number, boxes: [number, number, number, number][]): Gray {
  const data = new Uint8Array(width * height).fill(PAPER);
  for (const [x0, y0, x1, y1] of boxes)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = INK;
  return { width, height, data };
}
const at = (g: Gray, x: number, y: number) => g.data[y * g.width + x];

describe("rules taken out before OCR", () => {
  it("measures the paper's level around each block, ink and shadow aside", () => {
    const g = sheet(64, 32, [[0, 0, 10, 32]]);
    for (let i = 0; i < g.data.length; i++) if (i % 64 >= 32) g.data[i] = 180;
    expect([...paperLevels(g, 32)]).toEqual([PAPER, 180]);
  });

  it("gives each pixel the length of its run of ink down its column", () => {
    const ink = Uint8Array.from([1, 1, 0, 1, 0, 0, 1, 1]);
    expect([...columnRuns(ink, 4, 2)]).toEqual([1, 1, 0, 2, 0, 0, 1, 2]);
  });

  it("clears a rule across and keeps the glyph stroke standing on it, and a rule down", () => {
    const g = sheet(400, 200, [
      [20, 100, 380, 102], // a rule across
      [200, 60, 205, 102], // a stem standing on it
      [10, 20, 12, 190], // a rule down, which parts cells
    ]);
    expect(removeRules(g)).toBeGreaterThan(600);
    expect(at(g, 50, 100)).toBe(PAPER);
    expect(at(g, 202, 101)).toBe(INK);
    expect(at(g, 202, 70)).toBe(INK);
    expect(at(g, 11, 150)).toBe(INK);
  });

  it("keeps a decimal point standing on a rule, as thin as it is", () => {
    // A page 2400 pixels across counts ink up to six pixels thick as thin: the point and the rule together.
    const g = sheet(2400, 200, [
      [20, 100, 2380, 102], // a rule two pixels thick
      [150, 96, 154, 100], // a point of four pixels on it
    ]);
    expect(removeRules(g)).toBeGreaterThan(4000);
    expect(at(g, 152, 97)).toBe(INK);
    expect(at(g, 152, 101)).toBe(INK);
    expect(at(g, 100, 101)).toBe(PAPER);
  });

  it("takes a rule's thickness from most of its pixels, and no thickness from a run mostly thick", () => {
    expect(ruleThickness(Uint8Array.from([2, 2, 3, 2, 6, 2, 9, 2]), 0, 8, 6)).toBe(2);
    expect(ruleThickness(Uint8Array.from([2, 9, 9, 2, 9]), 0, 5, 6)).toBeUndefined();
  });

  it("keeps a shaded bar and a line of bold type whose letters run together", () => {
    const stems = Array.from({ length: 36 }, (_, k): [number, number, number, number] => [
      20 + k * 10,
      20,
      24 + k * 10,
      45,
    ]);
    const g = sheet(400, 200, [[20, 150, 380, 171], [20, 30, 380, 33], ...stems]);
    expect(removeRules(g)).toBe(0);
    expect(at(g, 100, 160)).toBe(INK);
    expect(at(g, 26, 31)).toBe(INK);
  });

  it("leaves a picture other than a PGM as it is, and a PGM without rules the same bytes", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    expect(await withoutRules(png)).toBe(png);
    const dash = sheet(100, 10, [[5, 4, 10, 5]]);
    const plain = Buffer.concat([Buffer.from("P5\n100 10\n255\n"), dash.data]);
    expect(await withoutRules(plain)).toBe(plain);
    const ruled = sheet(100, 10, [[5, 4, 95, 5]]);
    const out = await withoutRules(Buffer.concat([Buffer.from("P5\n100 10\n255\n"), ruled.data]));
    expect(out.subarray(out.length - 1000).every((v) => v === PAPER)).toBe(true);
  });
});
