import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import type { Word } from "../types.ts";

const require = createRequire(import.meta.url);

interface TesseractWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractWorker {
  recognize(
    image: Buffer,
    options?: object,
    output?: object,
  ): Promise<{ data: { blocks: TesseractBlock[] | null; confidence: number } }>;
  setParameters(p: Record<string, string>): Promise<unknown>;
  terminate(): Promise<unknown>;
}
interface TesseractBlock {
  paragraphs: {
    lines: {
      words: TesseractWord[];
      baseline?: { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
    }[];
  }[];
}

export interface OcrResult {
  words: Word[];
  /** Mean word confidence, 0–1. */
  confidence: number;
  /** Median slope of the text lines, in radians (positive: lines fall to the right). */
  skew: number;
}

/** A pool of tesseract.js workers (one thread each); a page waits for a free worker. */
export interface OcrEngine {
  /** An encoded picture: PGM (what prepareForOcr makes), PNG or JPEG. */
  recognize(image: Buffer): Promise<OcrResult>;
  readonly workers: number;
  terminate(): Promise<void>;
}

/**
 * Language data comes from the @tesseract.js-data/eng package: nothing is downloaded at run time. The
 * LSTM-only integer model: the full 4.0.0 file also carries the legacy engine's data, which this engine
 * (OEM 1) never uses but every worker held in memory (a worker takes about 65 MB instead of 160; the dev
 * corpus scores the same, OCR speed is unchanged).
 */
export const LANG_PATH = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * A worker idle this long ends. Each holds 65–120 MB (the model and WebAssembly memory that only grows),
 * so a burst of scans would otherwise leave a process that mostly reads digital PDFs that much larger.
 */
const DEFAULT_IDLE_MS = 60_000;

export async function createOcrEngine(
  opts: { workers?: number; idleMs?: number } = {},
): Promise<OcrEngine & { readonly alive: number }> {
  const size = Math.max(1, opts.workers ?? availableParallelism());
  const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
  const Tesseract = require("tesseract.js") as {
    createWorker(lang: string, oem: number, options: object): Promise<TesseractWorker>;
  };
  const idle: TesseractWorker[] = [];
  const retiring = new Map<TesseractWorker, NodeJS.Timeout>();
  const waiting: { resolve: (w: TesseractWorker) => void; reject: (err: unknown) => void }[] = [];
  let started = 0;
  let closed = false;

  // Workers start lazily: a deployment that never sees a scan never pays for them.
  async function acquire(): Promise<TesseractWorker> {
    // After terminate() no worker starts: one would take seconds and 65 MB only to be ended.
    if (closed) throw new Error("the OCR engine was terminated");
    const free = idle.pop();
    if (free) {
      clearTimeout(retiring.get(free));
      retiring.delete(free);
      return free;
    }
    if (started < size) {
      started++;
      let w: TesseractWorker;
      try {
        w = await Tesseract.createWorker("eng", 1, {
          langPath: LANG_PATH,
          cacheMethod: "none",
          gzip: true,
          logger: () => undefined,
          errorHandler: () => undefined,
        });
        await w.setParameters({ preserve_interword_spaces: "1", user_defined_dpi: "300" });
      } catch (err) {
        started--;
        // A page queued behind this start would otherwise wait for a worker that never comes.
        const next = waiting.shift();
        if (next) acquire().then(next.resolve, next.reject);
        throw err;
      }
      // The engine ended while this worker started: it ends too.
      if (closed) {
        started--;
        void w.terminate().catch(() => undefined);
        throw new Error("the OCR engine was terminated");
      }
      return w;
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }
  function release(w: TesseractWorker): void {
    if (closed) {
      started--;
      void w.terminate().catch(() => undefined);
      return;
    }
    const next = waiting.shift();
    if (next) {
      next.resolve(w);
      return;
    }
    idle.push(w);
    const timer = setTimeout(() => {
      retiring.delete(w);
      const at = idle.indexOf(w);
      if (at < 0) return;
      idle.splice(at, 1);
      started--;
      // An ending worker's failure leaves nothing to undo: it is no longer counted or handed out.
      void w.terminate().catch(() => undefined);
    }, idleMs);
    // An idle worker's countdown does not keep the process alive.
    timer.unref();
    retiring.set(w, timer);
  }

  return {
    workers: size,
    get alive() {
      return started;
    },
    async recognize(image: Buffer): Promise<OcrResult> {
      const worker = await acquire();
      try {
        const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
        const words: Word[] = [];
        const slopes: number[] = [];
        let sum = 0;
        for (const block of data.blocks ?? [])
          for (const p of block.paragraphs)
            for (const line of p.lines) {
              const b = line.baseline;
              if (b && b.has_baseline !== false && b.x1 - b.x0 > 80) slopes.push(Math.atan2(b.y1 - b.y0, b.x1 - b.x0));
              for (const w of line.words) {
                const text = w.text.trim();
                if (!text) continue;
                words.push({ text, ...w.bbox, conf: w.confidence / 100, source: "ocr" });
                sum += w.confidence / 100;
              }
            }
        slopes.sort((a, b) => a - b);
        const skew = slopes.length >= 3 ? slopes[Math.floor(slopes.length / 2)]! : 0;
        return { words, confidence: words.length ? sum / words.length : 0, skew };
      } finally {
        release(worker);
      }
    },
    async terminate(): Promise<void> {
      closed = true;
      for (const timer of retiring.values()) clearTimeout(timer);
      retiring.clear();
      const ended = new Error("the OCR engine was terminated");
      for (const w of waiting.splice(0)) w.reject(ended);
      const ending = idle.splice(0);
      started -= ending.length;
      await Promise.all(ending.map((w) => w.terminate()));
    },
  };
}
