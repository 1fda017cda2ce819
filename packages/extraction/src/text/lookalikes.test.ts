import { describe, expect, it } from "@jest/globals";
import { lettersOf, lookAlike } from "./lookalikes.ts";

describe("glyphs OCR reads one for another", () => {
  it("pairs the glyphs of a group both ways, and nothing else", () => {
    expect(lookAlike("l", "i")).toBe(true);
    expect(lookAlike("1", "i")).toBe(true);
    expect(lookAlike("n", "m")).toBe(true);
    expect(lookAlike("0", "o")).toBe(true);
    expect(lookAlike("a", "a")).toBe(false);
    expect(lookAlike("a", "o")).toBe(false);
  });

  it("gives the letters a figure may stand for, likeliest first", () => {
    expect(lettersOf("1")).toEqual(["l", "i"]);
    expect(lettersOf("0")).toEqual(["o"]);
    expect(lettersOf("5")).toEqual(["s"]);
    expect(lettersOf("7")).toEqual([]);
  });
});
