import { describe, expect, it } from "@jest/globals";
import { isSafeText, NON_BLANK_SAFE_TEXT_PATTERN, SAFE_TEXT_PATTERN } from "./text.ts";

describe("safe text", () => {
  it("is any well-formed text without NUL", () => {
    expect(isSafeText("invoice №1 — 😀")).toBe(true);
    expect(isSafeText("a\u0000b")).toBe(false);
    expect(isSafeText("a\ud800")).toBe(false);
    expect(isSafeText("\udc00a")).toBe(false);
  });

  it("says the NUL rule as patterns, one of them also refusing what trimming empties", () => {
    const safe = new RegExp(SAFE_TEXT_PATTERN, "u");
    const nonBlank = new RegExp(NON_BLANK_SAFE_TEXT_PATTERN, "u");
    expect(safe.test("a b")).toBe(true);
    expect(safe.test("a\u0000")).toBe(false);
    for (const blank of ["", " ", "\t\n", "\u00a0\u3000\ufeff", "\u2028"]) {
      expect(blank.trim()).toBe("");
      expect(nonBlank.test(blank)).toBe(false);
    }
    // What trimming keeps makes a name, even characters other engines call white space.
    for (const kept of ["a", " a ", "\u001c", "\u0085"]) {
      expect(kept.trim()).not.toBe("");
      expect(nonBlank.test(kept)).toBe(true);
    }
  });
});
