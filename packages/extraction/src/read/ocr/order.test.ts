import { describe, expect, it } from "@jest/globals";
import { lineOf, typeFirst } from "./ppocr.ts";

/** A line's box from its left, top, length and height, level. */
const line = (x: number, y: number, length: number, height: number) =>
  lineOf([
    [x, y],
    [x + length, y],
    [x + length, y + height],
    [x, y + height],
  ]);

describe("the order of a quick reading", () => {
  const address = line(40, 60, 140, 12);
  const itemRow = line(40, 300, 620, 12);
  const label = line(420, 120, 110, 12);
  const title = line(40, 20, 200, 24);
  const terms = line(40, 500, 640, 11);
  const date = line(420, 140, 90, 12);

  it("reads the lines in large type first, then the short ones, then the long ones, each top to bottom", () => {
    const { order, large } = typeFirst([title, address, label, date, itemRow, terms]);
    expect(order).toEqual([title, address, label, date, itemRow, terms]);
    expect(large).toBe(1);
  });

  it("reads a title in body type before the item rows printed above it", () => {
    const row = line(40, 100, 620, 12);
    const bodyTitle = line(40, 200, 120, 12);
    const { order } = typeFirst([row, bodyTitle]);
    expect(order).toEqual([bodyTitle, row]);
  });
});
