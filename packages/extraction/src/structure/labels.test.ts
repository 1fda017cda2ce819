// A label's value found by geometry alone, on layouts made up for these tests.
import { describe, expect, it } from "@jest/globals";
import { layoutOf } from "../testing/layout.ts";
import { buildLines } from "../text/lines.ts";
import { findLabels, valueFor } from "./labels.ts";

const amount = (t: string) => /^-?\d+,\d{2}$/.test(t);
const isLabel = (t: string) => /^(?:Tax|Rate|Net)\b/.test(t);

function valueOf(label: RegExp, placed: Parameters<typeof layoutOf>[0][number]) {
  const lines = buildLines(layoutOf([placed]));
  const hit = findLabels(lines, label)[0]!;
  return valueFor(lines, hit, amount, isLabel)?.value;
}

describe("a heading run into the next one in one cell", () => {
  const heads = [
    { x: 300, y: 100, text: "Net" },
    { x: 400, y: 100, text: "Tax amount Rate" },
  ];
  it("heads the column under its own words", () => {
    expect(valueOf(/Tax amount/, [...heads, { x: 410, y: 110, text: "18,00" }, { x: 455, y: 110, text: "9,00" }])).toBe(
      "18,00",
    );
  });
  it("is no value of the heading after it", () => {
    expect(valueOf(/Tax amount/, [...heads, { x: 455, y: 110, text: "9,00" }])).toBeUndefined();
  });
});

describe("a label followed by words that are no label", () => {
  it("has no value under it: the words are its own", () => {
    const placed = [
      { x: 400, y: 100, text: "Tax paid by buyer" },
      { x: 410, y: 110, text: "18,00" },
    ];
    expect(valueOf(/Tax/, placed)).toBeUndefined();
  });
});
