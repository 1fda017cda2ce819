import { describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import {
  createOcrEngine,
  createOcrEngines,
  resolveEngine,
  withFallback,
  type OcrEngine,
  type OcrResult,
} from "./ocr.ts";

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

describe("a fallback engine", () => {
  const reading = (text: string, confidence: number): OcrResult => ({
    words: text ? [{ text, x0: 0, y0: 0, x1: 10, y1: 10, conf: confidence, source: "ocr" }] : [],
    confidence,
    skew: 0,
  });
  const engine = (r: OcrResult) => {
    const e = { workers: 1, reads: 0, recognize: async () => (e.reads++, r), terminate: async () => undefined };
    return e;
  };

  it("reads again a page the first engine read unsure of itself, and gives that reading as its alternate", async () => {
    const sure = engine(reading("1,250.00", 0.9));
    const ocr = withFallback(engine(reading("1,25O.OO", 0.5)), sure, 0.85);
    const unsure = await ocr.recognize(Buffer.alloc(0));
    expect(unsure.words[0]?.text).toBe("1,25O.OO");
    expect(unsure.alternate?.words[0]?.text).toBe("1,250.00");
    const confident = withFallback(engine(reading("1,25O.OO", 0.9)), sure, 0.85);
    expect((await confident.recognize(Buffer.alloc(0))).alternate).toBeUndefined();
    expect(sure.reads).toBe(1);
  });

  it("does not read again for the upload's quick reading, which types from the first reading alone", async () => {
    const sure = engine(reading("1,250.00", 0.9));
    const ocr = withFallback(engine(reading("1,25O.OO", 0.5)), sure, 0.85);
    expect((await ocr.recognize(Buffer.alloc(0), { untilTyped: true })).alternate).toBeUndefined();
    expect(sure.reads).toBe(0);
  });

  it("gives no alternate where the second engine reads no words", async () => {
    const empty = withFallback(engine(reading("first", 0.5)), engine(reading("", 0)), 0.85);
    expect((await empty.recognize(Buffer.alloc(0))).alternate).toBeUndefined();
  });

  it("gives no alternate read on the picture turned: its words stand elsewhere than the first's", async () => {
    const turned = withFallback(
      engine(reading("first", 0.5)),
      engine({ ...reading("1,250.00", 0.9), turned: 180 }),
      0.85,
    );
    expect((await turned.recognize(Buffer.alloc(0))).alternate).toBeUndefined();
  });

  it("is PP-OCR for English only, and shares the quick readings' engine", async () => {
    const english = await createOcrEngines({ engine: "tesseract", quickEngine: "paddle", workers: 1 });
    const german = await createOcrEngines({ engine: "tesseract", languages: ["eng", "deu"], workers: 1 });
    const none = await createOcrEngines({ engine: "tesseract", fallback: "none", workers: 1 });
    try {
      expect((english.ocr as OcrEngine & { alive?: number }).alive).toBeUndefined(); // wrapped
      expect((german.ocr as OcrEngine & { alive?: number }).alive).toBe(0); // tesseract's own
      expect((none.ocr as OcrEngine & { alive?: number }).alive).toBe(0);
    } finally {
      await Promise.all([english.terminate(), german.terminate(), none.terminate()]);
    }
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
