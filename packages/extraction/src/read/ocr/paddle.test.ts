// The PP-OCR engine on pictures drawn here: what it reads, and where it says each word is.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import type { OcrEngine } from "../ocr.ts";
import { packagedModels } from "./ppocr.ts";
import { createPaddleEngine } from "./paddle.ts";

const WORDS = ["Invoice", "No:", "INV-2024-0042", "Total", "12,345.67"];

/** The words drawn on one line, with where each one was drawn. */
function drawnLine(angle = 0): { png: Buffer; boxes: { text: string; x0: number; x1: number }[] } {
  const canvas = createCanvas(1400, 300);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 1400, 300);
  ctx.fillStyle = "#111";
  ctx.font = "40px sans-serif";
  ctx.rotate(angle);
  const boxes: { text: string; x0: number; x1: number }[] = [];
  let x = 80;
  for (const text of WORDS) {
    const width = ctx.measureText(text).width;
    ctx.fillText(text, x, 150);
    boxes.push({ text, x0: x, x1: x + width });
    x += width + 36;
  }
  return { png: canvas.toBuffer("image/png"), boxes };
}

describe("the PP-OCR engine", () => {
  let ocr: OcrEngine;
  beforeAll(() => {
    ocr = createPaddleEngine({
      workers: 1,
      idleMs: 10_000,
      models: packagedModels(),
      options: { threads: 1, detectionSize: 1280 },
    });
  });
  afterAll(async () => ocr.terminate());

  it("reads a printed line word by word, each word's box where it was drawn", async () => {
    const { png, boxes } = drawnLine();
    const result = await ocr.recognize(png);
    expect(result.words.map((w) => w.text)).toEqual(WORDS);
    // Words keep their order along the line and do not overlap.
    for (let i = 1; i < result.words.length; i++)
      expect(result.words[i]!.x0).toBeGreaterThanOrEqual(result.words[i - 1]!.x1);
    result.words.forEach((w, i) => {
      const drawn = boxes[i]!;
      // Within half the text's height (40 px) of where it was drawn, on either side: well inside the gap
      // between two words (36 px).
      expect(Math.abs(w.x0 - drawn.x0)).toBeLessThan(20);
      expect(Math.abs(w.x1 - drawn.x1)).toBeLessThan(20);
      expect(w.y0).toBeLessThan(150);
      expect(w.y1).toBeGreaterThan(140);
      expect(w.conf).toBeGreaterThan(0.8);
      expect(w.source).toBe("ocr");
    });
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(Math.abs(result.skew)).toBeLessThan(0.01);
  }, 60_000);

  it("tells the slope of tilted lines as the page's skew", async () => {
    const canvas = createCanvas(1400, 700);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, 1400, 700);
    ctx.fillStyle = "#111";
    ctx.font = "36px sans-serif";
    ctx.rotate(0.04);
    ["Bill of Supply No 7781", "Amount payable 4,250.00", "Thank you for your business"].forEach((t, i) =>
      ctx.fillText(t, 100, 150 + i * 150),
    );
    const result = await ocr.recognize(canvas.toBuffer("image/png"));
    expect(result.skew).toBeGreaterThan(0.03);
    expect(result.skew).toBeLessThan(0.05);
    expect(result.words.map((w) => w.text).join(" ")).toContain("4,250.00");
  }, 60_000);

  it("stops a reading until typed once the words read settle the type, and says so", async () => {
    const settling = createPaddleEngine({
      workers: 1,
      idleMs: 10_000,
      models: packagedModels(),
      options: { threads: 1, detectionSize: 1280 },
      typeSettled: new URL("../../documents/detect/settled.ts", import.meta.url),
    });
    const lines = ["TAX INVOICE", "Invoice No: ST/24/118", "GSTIN: 29AABCS1234M1Z5", "Place of Supply: Karnataka"];
    const filler = Array.from({ length: 24 }, (_, i) => `Cotton yarn lot ${i + 1} delivered to the warehouse`);
    const canvas = createCanvas(1400, 1900);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, 1400, 1900);
    ctx.fillStyle = "#111";
    ctx.font = "36px sans-serif";
    [...lines, ...filler].forEach((t, i) => ctx.fillText(t, 80, 80 + i * 64));
    const png = canvas.toBuffer("image/png");
    try {
      const whole = await settling.recognize(png);
      const quick = await settling.recognize(png, { untilTyped: true });
      expect(whole.stopped).toBeUndefined();
      expect(whole.words.map((w) => w.text)).toContain("24");
      expect(quick.stopped).toBe(true);
      expect(quick.words.map((w) => w.text).join(" ")).toContain("TAX INVOICE");
      expect(quick.words.length).toBeLessThan(whole.words.length / 2);
    } finally {
      await settling.terminate();
    }
  }, 60_000);

  it("fails a picture it cannot decode with a clear error, and reads the next one", async () => {
    await expect(ocr.recognize(Buffer.from("not a picture"))).rejects.toThrow(/decoded/);
    const { png } = drawnLine();
    expect((await ocr.recognize(png)).words.length).toBe(WORDS.length);
  }, 60_000);
});
