import { describe, expect, it } from "@jest/globals";
import type { Word } from "../../types.ts";
import { hasHeadline, isDevanagari, mergeScripts, MIN_HEADLINED } from "./devanagari.ts";
import type { Gray } from "./gray.ts";

/** A white picture. */
const blank = (width = 400, height = 60): Gray => ({ width, height, data: new Uint8Array(width * height).fill(240) });
const fill = (g: Gray, x0: number, y0: number, x1: number, y1: number, level = 20) => {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * g.width + x] = level;
};
const word = (text: string, x0: number, y0: number, x1: number, y1: number, conf = 0.3): Word => ({
  text,
  x0,
  y0,
  x1,
  y1,
  conf,
  source: "ocr",
});

/** Devanagari-like print: letters' stems hanging from one bar across the word's top. */
function headlined(g: Gray, x0: number, y0: number, x1: number, y1: number, slant = 0): void {
  for (let x = x0; x < x1; x++) {
    const y = y0 + Math.round(((x - x0) / (x1 - x0)) * slant);
    fill(g, x, y, x + 1, y + 3);
  }
  for (let x = x0 + 4; x < x1 - 4; x += 12) fill(g, x, y0 + 3, x + 3, y1);
}
/** Latin-like print: letters standing apart, each its own marks. */
function latin(g: Gray, x0: number, y0: number, x1: number, y1: number): void {
  for (let x = x0; x + 9 <= x1; x += 12) {
    fill(g, x, y0 + 6, x + 9, y0 + 9);
    fill(g, x, y0 + 6, x + 3, y1);
  }
}

describe("a word's headline", () => {
  it("is a dark run across the top of a Devanagari word, level or slanted", () => {
    const g = blank();
    headlined(g, 10, 10, 130, 40);
    headlined(g, 200, 10, 320, 40, 2);
    expect(hasHeadline(g, word("HTATER", 10, 10, 130, 40))).toBe(true);
    expect(hasHeadline(g, word("faaror", 200, 10, 320, 40))).toBe(true);
  });

  it("is not found across Latin letters, on a blank box or a box too small", () => {
    const g = blank();
    latin(g, 10, 10, 130, 40);
    headlined(g, 200, 10, 206, 14);
    expect(hasHeadline(g, word("Invoice", 10, 10, 130, 40))).toBe(false);
    expect(hasHeadline(g, word("a", 150, 10, 190, 40))).toBe(false);
    expect(hasHeadline(g, word("-", 200, 10, 206, 14))).toBe(false);
  });
});

describe("a Devanagari page", () => {
  const page = (headlinedWords: number, latinWords: number) => {
    const g = blank(1600, 80);
    const words: Word[] = [];
    for (let i = 0; i < headlinedWords + latinWords; i++) {
      const x = 10 + i * 70;
      (i < headlinedWords ? headlined : latin)(g, x, 20, x + 60, 50);
      words.push(word(`w${i}`, x, 20, x + 60, 50));
    }
    return { g, words };
  };

  it("is told by enough headlined words among the English reading's unsure ones", () => {
    const { g, words } = page(MIN_HEADLINED, 4);
    expect(isDevanagari(g, words)).toBe(true);
  });

  it("is not told by a few stray headlines, nor by words read sure or figures", () => {
    const few = page(MIN_HEADLINED - 1, 2);
    expect(isDevanagari(few.g, few.words)).toBe(false);
    const among = page(MIN_HEADLINED, 20);
    expect(isDevanagari(among.g, among.words)).toBe(false);
    const sure = page(MIN_HEADLINED, 0);
    expect(
      isDevanagari(
        sure.g,
        sure.words.map((w) => ({ ...w, conf: 0.95 })),
      ),
    ).toBe(false);
    expect(
      isDevanagari(
        sure.g,
        sure.words.map((w) => ({ ...w, text: "1,250" })),
      ),
    ).toBe(false);
  });
});

describe("merging a Devanagari page's two readings", () => {
  it("takes the Hindi reading's Devanagari words and the English reading's elsewhere", () => {
    const english = [word("B-2512", 200, 10, 260, 30, 0.5), word("faaror", 10, 10, 80, 30, 0.2)];
    const hindi = [word("बीजक", 10, 10, 45, 30), word("सं.", 48, 10, 80, 30), word("8-252", 200, 10, 258, 30)];
    expect(mergeScripts(english, hindi).map((w) => w.text)).toEqual(["बीजक", "सं.", "B-2512"]);
  });

  it("takes the Hindi reading's Latin words where English read nothing, a danda not being Devanagari", () => {
    const english = [word("Gala", 10, 10, 60, 30, 0.9)];
    const hindi = [word("Gala", 10, 10, 60, 30), word("23।,", 70, 10, 100, 30), word("5%", 120, 10, 150, 30)];
    expect(mergeScripts(english, hindi).map((w) => w.text)).toEqual(["Gala", "23।,", "5%"]);
  });
});
