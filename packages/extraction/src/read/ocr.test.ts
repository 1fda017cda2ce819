import { describe, expect, it } from "@jest/globals";
import { createCanvas } from "@napi-rs/canvas";
import {
  createOcrEngine,
  createOcrEngines,
  resolveEngine,
  withFallback,
  withPageLanguage,
  type OcrEngine,
  type OcrResult,
} from "./ocr.ts";
import { homography, project } from "./flatten.ts";
import type { Quad } from "./ocr/gray.ts";

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
    expect(unsure.alternates?.[0]?.words[0]?.text).toBe("1,250.00");
    const confident = withFallback(engine(reading("1,25O.OO", 0.9)), sure, 0.85);
    expect((await confident.recognize(Buffer.alloc(0))).alternates).toBeUndefined();
    expect(sure.reads).toBe(1);
  });

  it("reads a sure page again under the consulting confidence, marking its alternate as one to fill from", async () => {
    const second = engine(reading("SI/2023-24/2655", 0.99));
    const ocr = withFallback(engine(reading("mbeemberzon", 0.9)), second, 0.85, 0.95);
    const read = await ocr.recognize(Buffer.alloc(0));
    expect(read.alternates?.[0]?.words[0]?.text).toBe("SI/2023-24/2655");
    expect(read.sure).toBe(true);
    const unsure = await withFallback(engine(reading("1,25O.OO", 0.5)), second, 0.85, 0.95).recognize(Buffer.alloc(0));
    expect(unsure.sure).toBeUndefined();
    const surest = withFallback(engine(reading("Invoice", 0.96)), second, 0.85, 0.95);
    expect((await surest.recognize(Buffer.alloc(0))).alternates).toBeUndefined();
    expect(second.reads).toBe(2);
  });

  it("does not read again for the upload's quick reading, which types from the first reading alone", async () => {
    const sure = engine(reading("1,250.00", 0.9));
    const ocr = withFallback(engine(reading("1,25O.OO", 0.5)), sure, 0.85);
    expect((await ocr.recognize(Buffer.alloc(0), { untilTyped: true })).alternates).toBeUndefined();
    expect(sure.reads).toBe(0);
  });

  it("does not read again a turned picture tried, which asks for the first reading only", async () => {
    const sure = engine(reading("1,250.00", 0.9));
    const ocr = withFallback(engine(reading("1,25O.OO", 0.5)), sure, 0.85);
    expect((await ocr.recognize(Buffer.alloc(0), { firstOnly: true })).alternates).toBeUndefined();
    const deu = engine(reading("Rechnung", 0.9));
    const german = withPageLanguage(engine(reading("Rechnung", 0.9)), new Map([["deu", deu]]), () => "deu");
    await german.recognize(Buffer.alloc(0), { firstOnly: true });
    expect(sure.reads + deu.reads).toBe(0);
  });

  it("gives no alternate where the second engine reads no words", async () => {
    const empty = withFallback(engine(reading("first", 0.5)), engine(reading("", 0)), 0.85);
    expect((await empty.recognize(Buffer.alloc(0))).alternates).toBeUndefined();
  });

  it("gives no alternate read on the picture turned: its words stand elsewhere than the first's", async () => {
    const turned = withFallback(
      engine(reading("first", 0.5)),
      engine({ ...reading("1,250.00", 0.9), turned: 180 }),
      0.85,
    );
    expect((await turned.recognize(Buffer.alloc(0))).alternates).toBeUndefined();
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

  it("warm() starts the quick readings' engine's workers kept, and no other", async () => {
    const engines = await createOcrEngines({ engine: "tesseract", quickEngine: "paddle", workers: 2, quickKept: 1 });
    try {
      const quick = engines.quickOcr as OcrEngine & { alive: number };
      await engines.warm();
      expect(quick.alive).toBe(1);
      expect((engines.ocr as OcrEngine & { alive?: number }).alive).toBeUndefined(); // wrapped: tesseract's, none
    } finally {
      await engines.terminate();
    }
  }, 60_000);
});

describe("reading a page again in its language", () => {
  const reading = (text: string, confidence = 0.9): OcrResult => ({
    words: text
      .split(" ")
      .filter(Boolean)
      .map((t, i) => ({
        text: t,
        x0: i * 20,
        y0: 0,
        x1: i * 20 + 15,
        y1: 10,
        conf: confidence,
        source: "ocr" as const,
      })),
    confidence,
    skew: 0,
  });
  const engine = (r: OcrResult) => {
    const e = { workers: 1, reads: 0, recognize: async () => (e.reads++, r), terminate: async () => undefined };
    return e;
  };
  const germanIf = (texts: readonly string[]) => (texts.includes("Rechnung") ? ("deu" as const) : undefined);

  it("takes the reading in the page's language instead, keeping the first's other readings", async () => {
    const english = { ...reading("Rechnung Miinchen"), alternates: [reading("Rechnung Munchen", 0.7)] };
    const deu = engine(reading("Rechnung München"));
    const ocr = withPageLanguage(engine(english), new Map([["deu", deu]]), germanIf);
    const read = await ocr.recognize(Buffer.alloc(0));
    expect(read.words.map((w) => w.text)).toEqual(["Rechnung", "München"]);
    expect(read.alternates?.[0]?.words[1]?.text).toBe("Munchen");
    expect(deu.reads).toBe(1);
    const sure = withPageLanguage(engine({ ...english, sure: true }), new Map([["deu", deu]]), germanIf);
    expect((await sure.recognize(Buffer.alloc(0))).sure).toBe(true);
  });

  it("reads an English page, a language without a reader, and the quick reading once", async () => {
    const deu = engine(reading("Rechnung München"));
    const ocr = withPageLanguage(engine(reading("Invoice Munich")), new Map([["deu", deu]]), germanIf);
    expect((await ocr.recognize(Buffer.alloc(0))).words[0]?.text).toBe("Invoice");
    const german = withPageLanguage(engine(reading("Rechnung Miinchen")), new Map([["deu", deu]]), germanIf);
    expect((await german.recognize(Buffer.alloc(0), { untilTyped: true })).words[1]?.text).toBe("Miinchen");
    const french = withPageLanguage(engine(reading("Rechnung Miinchen")), new Map(), germanIf);
    expect((await french.recognize(Buffer.alloc(0))).words[1]?.text).toBe("Miinchen");
    expect(deu.reads).toBe(0);
  });

  it("keeps a first reading of the picture turned: its words stand elsewhere than the reader's", async () => {
    const deu = engine(reading("Rechnung München"));
    const turned = withPageLanguage(
      engine({ ...reading("Rechnung Miinchen"), turned: 180 }),
      new Map([["deu", deu]]),
      germanIf,
    );
    expect((await turned.recognize(Buffer.alloc(0))).words[1]?.text).toBe("Miinchen");
    expect(deu.reads).toBe(0);
  });

  it("keeps the first reading where the page's language reads no words", async () => {
    const ocr = withPageLanguage(
      engine(reading("Rechnung Miinchen")),
      new Map([["deu", engine(reading(""))]]),
      germanIf,
    );
    expect((await ocr.recognize(Buffer.alloc(0))).words[1]?.text).toBe("Miinchen");
  });

  describe("a Devanagari page", () => {
    /** A PGM of `n` words, each letters' stems hanging from a bar across its top where `headlined`. */
    const picture = (n: number, headlined: boolean) => {
      const [width, height] = [80 * n + 20, 60];
      const data = new Uint8Array(width * height).fill(240);
      const ink = (x0: number, y0: number, x1: number, y1: number) => {
        for (let y = y0; y < y1; y++) data.fill(20, y * width + x0, y * width + x1);
      };
      for (let i = 0; i < n; i++) {
        const x = 10 + i * 80;
        if (headlined) ink(x, 15, x + 60, 18);
        for (let s = x + 4; s < x + 56; s += 12) ink(s, headlined ? 18 : 21, s + (headlined ? 3 : 9), 45);
      }
      return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), data]);
    };
    const unsure = (n: number): OcrResult => ({
      words: Array.from({ length: n }, (_, i) => ({
        text: "faaror",
        ...{ x0: 10 + i * 80, y0: 15, x1: 70 + i * 80, y1: 45 },
        conf: 0.2,
        source: "ocr" as const,
      })),
      confidence: 0.2,
      skew: 0,
    });
    const hindi = (n: number): OcrResult => ({
      ...unsure(n),
      words: unsure(n).words.map((w) => ({ ...w, text: "बीजक", conf: 0.8 })),
    });

    it("is read again in Hindi where its picture shows headlines, its words from that reading", async () => {
      const hin = engine(hindi(8));
      const ocr = withPageLanguage(engine(unsure(8)), new Map([["hin", hin]]), () => undefined);
      const read = await ocr.recognize(picture(8, true));
      expect(read.words.map((w) => w.text)).toEqual(Array(8).fill("बीजक"));
      expect(hin.reads).toBe(1);
    });

    it("is not taken for one where the words stand apart, nor looked at for a quick reading", async () => {
      const hin = engine(hindi(8));
      const ocr = withPageLanguage(engine(unsure(8)), new Map([["hin", hin]]), () => undefined);
      expect((await ocr.recognize(picture(8, false))).words[0]?.text).toBe("faaror");
      expect((await ocr.recognize(picture(8, true), { untilTyped: true })).words[0]?.text).toBe("faaror");
      expect(hin.reads).toBe(0);
    });
  });

  it("has a tesseract reader for each page language the engine does not read already", async () => {
    const languageOf = () => undefined;
    const engines = await createOcrEngines({ engine: "tesseract", fallback: "none", workers: 1, languageOf });
    const off = await createOcrEngines({
      engine: "tesseract",
      fallback: "none",
      workers: 1,
      languageOf,
      pageLanguages: [],
    });
    try {
      expect((engines.ocr as OcrEngine & { alive?: number }).alive).toBeUndefined(); // wrapped
      expect((off.ocr as OcrEngine & { alive?: number }).alive).toBe(0); // tesseract's own
    } finally {
      await Promise.all([engines.terminate(), off.terminate()]);
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

  it("start the workers kept at warm(), which stay however long they idle", async () => {
    const ocr = await createOcrEngine({ engine, workers: 2, idleMs: 300, kept: 1 });
    try {
      expect(ocr.alive).toBe(0);
      await ocr.warm();
      expect(ocr.alive).toBe(1);
      // Two pages at once: a second worker starts for one of them, and one of the two ends idle.
      await Promise.all([ocr.recognize(page()), ocr.recognize(page())]);
      await until(() => ocr.alive === 1);
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(ocr.alive).toBe(1);
      expect((await ocr.recognize(page())).words.map((w) => w.text).join(" ")).toMatch(/Invoice/);
    } finally {
      await ocr.terminate();
    }
    expect(ocr.alive).toBe(0);
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

describe("PP-OCR asked to flatten a photo (OCR_FLATTEN)", () => {
  /** A page printed upright, then photographed in perspective on a dark surface. */
  function photographed(corners: Quad): Buffer {
    const [pw, ph, w, h] = [600, 800, 900, 1000];
    const page = createCanvas(pw, ph);
    const pc = page.getContext("2d");
    pc.fillStyle = "white";
    pc.fillRect(0, 0, pw, ph);
    pc.fillStyle = "black";
    pc.font = "40px sans-serif";
    ["TAX INVOICE", "Invoice No 4711", "Date 12/03/2024", "Total 2360.00"].forEach((t, i) =>
      pc.fillText(t, 60, 120 + i * 150),
    );
    const paper = pc.getImageData(0, 0, pw, ph).data;
    const toPage = homography(corners, [
      [0, 0],
      [pw, 0],
      [pw, ph],
      [0, ph],
    ])!;
    const photo = createCanvas(w, h);
    const image = photo.getContext("2d").createImageData(w, h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const [u, v] = project(toPage, [x + 0.5, y + 0.5]);
        const inside = u >= 0 && v >= 0 && u < pw && v < ph;
        const gray = inside ? paper[(Math.floor(v) * pw + Math.floor(u)) * 4]! : 50;
        image.data.set([gray, gray, gray, 255], (y * w + x) * 4);
      }
    photo.getContext("2d").putImageData(image, 0, 0);
    return photo.toBuffer("image/png");
  }

  it("reads the page flattened and boxes its words where they stand on the photo", async () => {
    const corners: Quad = [
      [230, 90],
      [690, 110],
      [860, 930],
      [60, 900],
    ];
    const ocr = await createOcrEngine({ engine: "paddle", workers: 1, flatten: true });
    try {
      const { words } = await ocr.recognize(photographed(corners));
      const number = words.find((w) => w.text.includes("4711"));
      expect(number).toBeDefined();
      // Its box's centre, taken back onto the page, lies on the line it was printed on.
      const toPage = homography(corners, [
        [0, 0],
        [600, 0],
        [600, 800],
        [0, 800],
      ])!;
      const { x0, y0, x1, y1 } = number!;
      const [, v] = project(toPage, [(x0 + x1) / 2, (y0 + y1) / 2]);
      expect(Math.abs(v - 257)).toBeLessThan(40);
    } finally {
      await ocr.terminate();
    }
  }, 60_000);
});
