import { describe, expect, it } from "@jest/globals";
import type { CtcChar } from "./ctc.ts";
import { addMissedSpaces, inkColumns } from "./spacing.ts";

/** A line picture 10 high: ink (-1) on paper (1) in the given column ranges, rows 2 to 7. */
function line(width: number, inked: [number, number][]): Float32Array {
  const plane = new Float32Array(width * 10).fill(1);
  for (const [from, to] of inked) for (let y = 2; y < 8; y++) for (let x = from; x < to; x++) plane[y * width + x] = -1;
  return plane;
}
const char = (c: string, step: number): CtcChar => ({ char: c, first: step, last: step, prob: 0.9 });

describe("spaces the recogniser missed", () => {
  it("finds the blank columns and the height of the ink", () => {
    const ink = inkColumns(
      line(12, [
        [0, 3],
        [5, 12],
      ]),
      12,
      10,
    );
    expect([...ink.blank]).toEqual([0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ink.inkHeight).toBe(6);
  });

  it("puts a space where letters read in a row stand a space apart, not between a word's letters", () => {
    // "ab" then "cd": letters 4 columns wide, 1 apart within a word, 4 apart between the words.
    const plane = line(40, [
      [0, 4],
      [5, 9],
      [13, 17],
      [18, 22],
    ]);
    const ink = inkColumns(plane, 40, 10);
    const read = [char("a", 0), char("b", 1), char("c", 3), char("d", 4)];
    // One time step covers 4 columns here; a space is a blank run of a quarter of the ink's height or more.
    const chars = addMissedSpaces(read, ink, { stepWidth: 4, spaceRatio: 0.25 });
    expect(chars.map((c) => c.char).join("")).toBe("ab cd");
  });

  it("never breaks a number, a date or a code, whose narrow digits stand as far apart as words", () => {
    const plane = line(40, [
      [0, 4],
      [5, 9],
      [13, 17],
      [18, 22],
    ]);
    const ink = inkColumns(plane, 40, 10);
    const read = [char("1", 0), char("1", 1), char("2", 3), char("A", 4)];
    expect(
      addMissedSpaces(read, ink, { stepWidth: 4, spaceRatio: 0.25 })
        .map((c) => c.char)
        .join(""),
    ).toBe("112A");
  });

  it("leaves a line without contrast, and spaces already read, as they are", () => {
    const flat = inkColumns(new Float32Array(40).fill(0.5), 10, 4);
    expect(flat.inkHeight).toBe(0);
    const read = [char("a", 0), char(" ", 1), char("b", 2)];
    expect(addMissedSpaces(read, flat, { stepWidth: 4, spaceRatio: 0.25 }).map((c) => c.char)).toEqual(["a", " ", "b"]);
  });

  it("keeps a heading's letters set wide apart in one word, and still parts its words", () => {
    // "abcd ef": letters 4 columns wide and 3 apart (wide letter spacing), the words 9 apart.
    const plane = line(60, [
      [0, 4],
      [7, 11],
      [14, 18],
      [21, 25],
      [34, 38],
      [41, 45],
    ]);
    const ink = inkColumns(plane, 60, 10);
    const read = ["a", "b", "c", "d", "e", "f"].map((c, i) => char(c, [0, 2, 3, 5, 8, 10][i]!));
    const chars = addMissedSpaces(read, ink, { stepWidth: 4, spaceRatio: 0.25 });
    expect(chars.map((c) => c.char).join("")).toBe("abcd ef");
  });
});
