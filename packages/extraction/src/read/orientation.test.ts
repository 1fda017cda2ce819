// Pages fed sideways or upside down are read upright; an upright page is read once.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import { createOcrEngine, type OcrEngine } from "./ocr.ts";
import { readLayout } from "./layout.ts";
import { linesAsOcrWords } from "../testing/ocr.ts";

const LINES = [
  "TAX INVOICE",
  "Supplier: Nilgiri Textiles Private Limited",
  "GSTIN: 33AAACN1234F1Z5",
  "Invoice No: NT/2025/0417    Date: 14/02/2025",
  "Bill To: Coastal Traders, Kochi",
  "Description          Qty     Rate      Amount",
  "Cotton yarn 40s       12    850.00   10,200.00",
  "Grand Total                          12,036.00",
];

function page(rotation: 0 | 90 | 180): Uint8Array {
  const W = 1700;
  const H = 1100;
  const upright = createCanvas(W, H);
  const c = upright.getContext("2d");
  c.fillStyle = "#fff";
  c.fillRect(0, 0, W, H);
  c.fillStyle = "#111";
  c.font = "34px sans-serif";
  LINES.forEach((t, i) => c.fillText(t, 90, 120 + i * 95));
  if (rotation === 0) return upright.toBuffer("image/png");
  const sideways = rotation === 90;
  const out = createCanvas(sideways ? H : W, sideways ? W : H);
  const o = out.getContext("2d");
  o.translate(out.width / 2, out.height / 2);
  o.rotate((rotation * Math.PI) / 180);
  o.drawImage(upright, -W / 2, -H / 2);
  return out.toBuffer("image/png");
}

describe("page orientation", () => {
  let ocr: OcrEngine;
  let calls = 0;
  beforeAll(async () => {
    const real = await createOcrEngine({ workers: 1 });
    ocr = { ...real, recognize: (img) => (calls++, real.recognize(img)), terminate: () => real.terminate() };
  }, 60_000);
  afterAll(async () => ocr.terminate());

  const text = async (bytes: Uint8Array) =>
    (await readLayout(bytes, { ocr })).pages[0]!.words.map((w) => w.text).join(" ");

  it("reads an upright page with one recognition", async () => {
    calls = 0;
    expect(await text(page(0))).toContain("33AAACN1234F1Z5");
    expect(calls).toBe(1);
  }, 60_000);

  it.each([180, 90] as const)(
    "reads a page turned by %i degrees upright",
    async (rotation) => {
      const t = await text(page(rotation));
      // Whole lines read in order show the page upright; a glyph misread after the turn back (Z as 2
      // in some system fonts) is tesseract's, not the orientation's.
      expect(t).toContain("Supplier: Nilgiri Textiles Private Limited");
      expect(t).toContain("Bill To: Coastal Traders, Kochi");
      expect(t).toMatch(/GSTIN: 33AAACN1234F1[Z2]5/);
      expect(t).toMatch(/INVOICE/);
    },
    60_000,
  );
});

describe("a blurred upright photo", () => {
  // An engine that reads the upright picture (its first) as words of little confidence, and the turned
  // ones as marks read more confidently: what OCR makes of a blurred photo read sideways.
  const word = (text: string, k: number, conf: number) => ({
    text,
    x0: 10 + (k % 8) * 60,
    x1: 60 + (k % 8) * 60,
    y0: 10 + Math.floor(k / 8) * 20,
    y1: 24 + Math.floor(k / 8) * 20,
    conf,
    source: "ocr" as const,
  });
  const words = (texts: string[], conf: number) =>
    Array.from({ length: 48 }, (_, k) => word(texts[k % texts.length]!, k, conf));
  const blurred: OcrEngine = {
    workers: 1,
    calls: 0,
    async recognize() {
      const first = this.calls++ === 0;
      return first
        ? { words: words(["Statement", "Account", "Branch", "Balance", "12.50"], 0.45), confidence: 0.45, skew: 0 }
        : { words: words(["HEHE", "i", "§33", "|", "8s", "id"], 0.55), confidence: 0.55, skew: 0 };
    },
    terminate: async () => {},
  } as OcrEngine & { calls: number };

  it("stays upright: words that read as a language outweigh marks read more confidently", async () => {
    const layout = await readLayout(page(0), { ocr: blurred });
    expect(layout.pages[0]!.rotation).toBe(0);
    expect(layout.pages[0]!.words.map((w) => w.text)).toContain("Statement");
  });
});

describe("a quick reading the engine stopped", () => {
  it("is upright: a few words that settled the type are not read turned", async () => {
    const asked: unknown[] = [];
    const stopping: OcrEngine = {
      workers: 1,
      async recognize(_image, opts) {
        asked.push(opts);
        const words = linesAsOcrWords(["TAX INVOICE", "No 7"]).map((w) => ({ ...w, conf: 0.6 }));
        return { words, confidence: 0.6, skew: 0, stopped: true };
      },
      terminate: async () => {},
    };
    const layout = await readLayout(page(0), { ocr: stopping, quick: true });
    expect(asked).toEqual([{ untilTyped: true }]);
    expect(layout.pages[0]!.rotation).toBe(0);
  });

  it("stands as the turn whose reading stopped, and the turns left are not read", async () => {
    let calls = 0;
    // Marks upright and turned by 180 degrees; turned by 90, a few words that settled the type: fewer
    // than a whole page's reading turned by 270 would give, and yet the page as it stands.
    const marks = { words: linesAsOcrWords(["|| §3 i"]).map((w) => ({ ...w, conf: 0.3 })), confidence: 0.3, skew: 0 };
    const settled = linesAsOcrWords(["TAX INVOICE", "No 7"]).map((w) => ({ ...w, conf: 0.95 }));
    const engine: OcrEngine = {
      workers: 1,
      async recognize() {
        return ++calls === 3 ? { words: settled, confidence: 0.95, skew: 0, stopped: true } : marks;
      },
      terminate: async () => {},
    };
    const layout = await readLayout(page(0), { ocr: engine, quick: true });
    expect(calls).toBe(3);
    expect(layout.pages[0]!.rotation).toBe(90);
  });
});

describe("a reading the engine made of the picture turned", () => {
  // An engine that finds the picture upside down on its first reading (PP-OCR's direction classifier)
  // and reads it turned; read again turned, it finds it upright.
  const turning = (firstLines: string[]) => {
    const calls: number[] = [];
    const engine: OcrEngine = {
      workers: 1,
      async recognize() {
        const first = calls.push(calls.length) === 1;
        const words = linesAsOcrWords(first ? firstLines : LINES).map((w) => ({ ...w, conf: 0.95 }));
        return { words, confidence: 0.95, skew: 0, ...(first ? { turned: 180 as const } : {}) };
      },
      terminate: async () => {},
    };
    return { engine, calls };
  };

  it("stands turned by 180 degrees where the whole picture was read", async () => {
    const { engine, calls } = turning(LINES);
    const layout = await readLayout(page(0), { ocr: engine });
    expect(layout.pages[0]!.rotation).toBe(180);
    expect(calls).toHaveLength(1);
  });

  it("is read again from the turned picture's top where only the top was read (the page's foot)", async () => {
    const { engine, calls } = turning(["Grand Total 12,036.00"]);
    const layout = await readLayout(page(0), { ocr: engine, quick: true });
    expect(calls).toHaveLength(2);
    expect(layout.pages[0]!.rotation).toBe(180);
    expect(layout.pages[0]!.words.map((w) => w.text)).toContain("INVOICE");
  });
});

describe("PP-OCR on a page fed upside down", () => {
  let ocr: OcrEngine;
  let calls = 0;
  beforeAll(async () => {
    const real = await createOcrEngine({ engine: "paddle", workers: 1, threads: 1 });
    ocr = { ...real, recognize: (img, o) => (calls++, real.recognize(img, o)), terminate: () => real.terminate() };
  }, 60_000);
  afterAll(async () => ocr.terminate());

  it("reads it upright with one recognition: its direction classifier turns the page", async () => {
    calls = 0;
    const layout = await readLayout(page(180), { ocr });
    const text = layout.pages[0]!.words.map((w) => w.text).join(" ");
    expect(text).toContain("33AAACN1234F1Z5");
    expect(text).toMatch(/INVOICE/);
    expect(layout.pages[0]!.rotation).toBe(180);
    expect(calls).toBe(1);
  }, 60_000);

  it("reads an upright page as it stands", async () => {
    const layout = await readLayout(page(0), { ocr });
    expect(layout.pages[0]!.rotation).toBe(0);
    expect(layout.pages[0]!.words.map((w) => w.text).join(" ")).toContain("33AAACN1234F1Z5");
  }, 60_000);
});

describe("a turned page read with a fallback engine", () => {
  it("tries the turned pictures with the first engine alone, and reads the one kept in full", async () => {
    const asked: unknown[] = [];
    const marks = { words: linesAsOcrWords(["|| §3 i"]).map((w) => ({ ...w, conf: 0.3 })), confidence: 0.3, skew: 0 };
    const good = linesAsOcrWords(LINES).map((w) => ({ ...w, conf: 0.9 }));
    const engine: OcrEngine = {
      workers: 1,
      async recognize(_image, opts) {
        asked.push(opts);
        // The upright picture reads as marks; turned by 180 degrees (the second picture), as the page.
        return asked.length === 2 || asked.length === 5 ? { words: good, confidence: 0.9, skew: 0 } : marks;
      },
      terminate: async () => {},
    };
    const layout = await readLayout(page(0), { ocr: engine });
    expect(asked).toEqual([undefined, { firstOnly: true }, { firstOnly: true }, { firstOnly: true }, undefined]);
    expect(layout.pages[0]!.rotation).toBe(180);
  });
});
