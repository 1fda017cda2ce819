import { describe, expect, it } from "@jest/globals";
import { partGluedWords } from "./glued-words.ts";
import type { Word } from "../types.ts";

const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 112, conf = 0.9): Word => ({
  text,
  x0,
  x1,
  y0,
  y1,
  conf,
  source: "ocr",
});

describe("words one reading ran together", () => {
  // A pharmacy bill's item as PP-OCR and tesseract read it (boxes from the generated photo).
  const glued = word("PARACETAMOL650TAB15S", 295, 478, 421, 445);
  const guide = [
    word("PARACETAMOL", 299, 394, 425, 438),
    word("650", 397, 420, 426, 437),
    word("TAB", 423, 448, 426, 438),
    word("155", 452, 475, 426, 438),
  ];

  it("are parted where the other reading parts them, keeping their own characters", () => {
    expect(partGluedWords([glued], guide).map((w) => w.text)).toEqual(["PARACETAMOL", "650", "TAB", "15S"]);
  });

  it("are boxed over their share of the word", () => {
    const parts = partGluedWords([glued], guide);
    expect(parts[0]!.x0).toBe(295);
    expect(parts[3]!.x1).toBeCloseTo(478);
    expect(parts[1]!.x0).toBeGreaterThan(parts[0]!.x1 - 0.001);
  });

  it("keep a figure's unit and a closing bracket on the word before", () => {
    const qty = word("1.00Kg", 300, 360);
    expect(partGluedWords([qty], [word("1.00", 300, 335), word("Kg", 338, 360)]).map((w) => w.text)).toEqual([
      "1.00Kg",
    ]);
    const bracket = word("Certified)", 300, 380);
    const guide = [word("Certified", 300, 370), word(")", 372, 380)];
    expect(partGluedWords([bracket], guide).map((w) => w.text)).toEqual(["Certified)"]);
  });

  it("stay whole where the other reading's lengths do not add up", () => {
    const other = [word("SANITIZER", 339, 407), word("500", 411, 452)];
    expect(partGluedWords([word("SANITIZER500ML", 337, 452)], other).map((w) => w.text)).toEqual(["SANITIZER500ML"]);
  });

  it("stay whole where the other reading reads other words there", () => {
    const other = [word("WXYZQKV", 337, 400), word("PQRSTUV", 402, 452)];
    expect(partGluedWords([word("SANITIZER500ML", 337, 452)], other).map((w) => w.text)).toEqual(["SANITIZER500ML"]);
  });

  it("stay whole where the other reading's word reaches past them", () => {
    const other = [word("DICLOFENACGEL30G", 300, 437)];
    expect(partGluedWords([word("GEL30G", 383, 438)], other).map((w) => w.text)).toEqual(["GEL30G"]);
  });
});
