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

  it("are parted where the other reading read a table's rule into its first word", () => {
    // An item cell beside the serial column's rule: tesseract reads the rule as a bracket on the word.
    const item = word("MODELX2005G8/128", 70, 206);
    const read = [word("[MODEL", 70, 112), word("X200", 117, 148), word("5G", 154, 170), word("8/128", 175, 206)];
    expect(partGluedWords([item], read).map((w) => w.text)).toEqual(["MODEL", "X200", "5G", "8/128"]);
    expect(
      partGluedWords([word("|MODELX31", 70, 140)], [word("|MODEL", 70, 112), word("X31", 117, 140)]).map((w) => w.text),
    ).toEqual(["|MODEL", "X31"]);
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

  it("are parted only after a word of letters read alike where the lengths do not add up", () => {
    const other = [word("SANITIZER", 339, 407), word("500", 411, 452)];
    expect(partGluedWords([word("SANITIZER500ML", 337, 452)], other).map((w) => w.text)).toEqual([
      "SANITIZER",
      "500ML",
    ]);
  });

  it("are parted at the words read alike from either end where the other reading lost one between", () => {
    // A photographed item as PP-OCR and tesseract read it (boxes from the generated photo).
    const item = word("Websitemaintenance(monthlyretainer)", 205, 440, 458, 486);
    const guide = [
      word("Website", 205, 246, 468, 475),
      word("maintenance", 257, 326, 469, 475),
      word("(monthly", 340, 379, 469, 476),
      word("fetame:", 391, 424, 469, 475, 0.17),
    ];
    expect(partGluedWords([item], guide).map((w) => w.text)).toEqual([
      "Website",
      "maintenance",
      "(monthly",
      "retainer)",
    ]);
    const ends = [word("tancy", 243, 270, 515, 522), word("day", 295, 310, 517, 521), word("rate", 316, 326, 515, 522)];
    expect(partGluedWords([word("Consultancy-dayrate", 201, 338, 506, 532)], ends).map((w) => w.text)).toEqual([
      "Consultancy-",
      "day",
      "rate",
    ]);
  });

  it("keep a hyphen on the word before where the other reading read it apart", () => {
    const guide = [word("Domestic", 202, 244), word("energy", 266, 295), word("saving", 318, 336)];
    const glued = word("Domesticenergy-savingmaterials", 201, 403);
    expect(partGluedWords([glued], guide).map((w) => w.text)).toEqual(["Domestic", "energy-", "saving", "materials"]);
  });

  it("stay whole where a letter or two is left over or only a figure reads alike", () => {
    const other = [word("Bhu", 300, 320), word("baneswa", 322, 370)];
    expect(partGluedWords([word("Bhubaneswar", 300, 372)], other).map((w) => w.text)).toEqual(["Bhubaneswar"]);
    // A seller's name whose first word the guide parted wrongly ("Pl" "astics"), where it read nothing of the first.
    const name = [word("astics", 265, 291), word("LLP", 315, 343)];
    expect(partGluedWords([word("PlasticsLLP", 250, 345)], name).map((w) => w.text)).toEqual(["PlasticsLLP"]);
  });

  it("stay whole where the guide's word is one it read unsure of", () => {
    const guide = [word("Lizenz", 217, 238), word("Buc", 265, 289, 100, 112, 0.19), word("hhaltung", 292, 340)];
    expect(partGluedWords([word("LizenzBuchhaltung(12", 213, 360)], guide).map((w) => w.text)).toEqual([
      "Lizenz",
      "Buchhaltung(12",
    ]);
    expect(partGluedWords([word("500MLBOTTLE", 300, 372)], [word("500", 300, 320)]).map((w) => w.text)).toEqual([
      "500MLBOTTLE",
    ]);
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
