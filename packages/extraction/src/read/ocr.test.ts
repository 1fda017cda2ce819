import { describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import { createOcrEngine, resolveEngine } from "./ocr.ts";

const page = () => {
  const canvas = createCanvas(900, 160);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "white";
  ctx.fillRect(0, 0, 900, 160);
  ctx.fillStyle = "black";
  ctx.font = "48px sans-serif";
  ctx.fillText("Invoice Number 2024", 40, 100);
  return canvas.toBuffer("image/png");
};

const until = async (cond: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("choosing the engine", () => {
  it("takes PP-OCR for English and tesseract for the languages only it reads", () => {
    expect(resolveEngine("auto", ["eng"])).toBe("paddle");
    expect(resolveEngine("auto", ["eng", "deu"])).toBe("tesseract");
    expect(resolveEngine("tesseract", ["eng"])).toBe("tesseract");
    expect(resolveEngine("paddle", ["hin"])).toBe("paddle");
  });
});

describe.each(["tesseract", "paddle"] as const)("the %s engine's workers", (engine) => {
  it("start on first use, end when idle, and start again when needed", async () => {
    const ocr = await createOcrEngine({ engine, workers: 1, idleMs: 300 });
    try {
      expect(ocr.alive).toBe(0);
      const first = await ocr.recognize(page());
      expect(first.words.map((w) => w.text).join(" ")).toMatch(/Invoice/);
      expect(ocr.alive).toBe(1);
      await until(() => ocr.alive === 0);
      const again = await ocr.recognize(page());
      expect(again.words.map((w) => w.text).join(" ")).toMatch(/2024/);
      expect(ocr.alive).toBe(1);
    } finally {
      await ocr.terminate();
    }
  }, 60_000);

  it("keeps a worker that is reused before its idle time runs out", async () => {
    const ocr = await createOcrEngine({ engine, workers: 1, idleMs: 5_000 });
    try {
      await ocr.recognize(page());
      await ocr.recognize(page());
      expect(ocr.alive).toBe(1);
    } finally {
      await ocr.terminate();
    }
  }, 60_000);

  it("after terminate, fails pages that wait or come, starts no worker, and ends one that was starting", async () => {
    const ocr = await createOcrEngine({ engine, workers: 1, idleMs: 5_000 });
    // The first page starts the one worker; the second waits for it.
    const starting = expect(ocr.recognize(page())).rejects.toThrow("terminated");
    const waiting = expect(ocr.recognize(page())).rejects.toThrow("terminated");
    await ocr.terminate();
    await starting;
    await waiting;
    await expect(ocr.recognize(page())).rejects.toThrow("terminated");
    expect(ocr.alive).toBe(0);
  }, 60_000);
});
