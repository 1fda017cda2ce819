// The tesseract.js engine: a pool of tesseract.js workers (one thread each), reading the languages asked
// for from the @tesseract.js-data packages, so that nothing is downloaded at run time.
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Word } from "../../types.ts";
import type { OcrResult, PooledEngine } from "../ocr.ts";
import type { OcrLanguage } from "./options.ts";
import { createWorkerPool } from "./pool.ts";
import { withoutRules } from "./rules.ts";

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

/**
 * The folder of a language's model in its @tesseract.js-data package: the LSTM-only integer model. The
 * full 4.0.0 file also carries the legacy engine's data, which this engine (OEM 1) never uses but every
 * worker held in memory (an English worker takes about 65 MB instead of 160; the dev corpus scores the
 * same, OCR speed is unchanged).
 */
const langFolder = (lang: OcrLanguage) =>
  join(dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), "4.0.0_best_int");

/** Where the English model lies. */
export const LANG_PATH = langFolder("eng");

/**
 * One folder holding every language asked for: tesseract.js loads all of a worker's models from one path,
 * and each package has its own. Links to the packaged files, made once per engine.
 */
function linkLanguages(languages: readonly OcrLanguage[]): string {
  const dir = mkdtempSync(join(tmpdir(), "docintake-tessdata-"));
  for (const lang of languages)
    symlinkSync(join(langFolder(lang), `${lang}.traineddata.gz`), join(dir, `${lang}.traineddata.gz`));
  return dir;
}

/** Tesseract's result as words with boxes, its mean confidence and the median slope of its baselines. */
function toOcrResult(blocks: TesseractBlock[]): OcrResult {
  const words: Word[] = [];
  const slopes: number[] = [];
  let sum = 0;
  for (const line of blocks.flatMap((block) => block.paragraphs).flatMap((p) => p.lines)) {
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
}

export function createTesseractEngine(opts: {
  workers: number;
  idleMs: number;
  /** Workers started by warm() and kept when idle. */
  kept?: number;
  languages: readonly OcrLanguage[];
  /** Clear the page's rules across before reading it (rules.ts). */
  clearRules?: boolean;
}): PooledEngine {
  const Tesseract = require("tesseract.js") as {
    createWorker(lang: string, oem: number, options: object): Promise<TesseractWorker>;
  };
  const langs = opts.languages.join("+");
  const single = opts.languages.length === 1 ? langFolder(opts.languages[0]!) : undefined;
  let linked: string | undefined;
  // Workers start lazily: a deployment that never sees a scan never pays for them.
  const pool = createWorkerPool<TesseractWorker>({
    size: opts.workers,
    idleMs: opts.idleMs,
    kept: opts.kept ?? 0,
    start: async () => {
      if (!single) linked ??= linkLanguages(opts.languages);
      const w = await Tesseract.createWorker(langs, 1, {
        langPath: single ?? linked,
        cacheMethod: "none",
        gzip: true,
        logger: () => undefined,
        errorHandler: () => undefined,
      });
      await w.setParameters({ preserve_interword_spaces: "1", user_defined_dpi: "300" });
      return w;
    },
    stop: (w) => w.terminate(),
  });
  return {
    workers: opts.workers,
    get alive() {
      return pool.alive;
    },
    warm: () => pool.warm(),
    async recognize(image) {
      // Outside the pool: the worker's thread is not held while this one clears the rules.
      const read = opts.clearRules ? await withoutRules(image) : image;
      return pool.use(async (worker) => {
        const { data } = await worker.recognize(read, {}, { blocks: true, text: false });
        return toOcrResult(data.blocks ?? []);
      });
    },
    async terminate() {
      await pool.terminate();
      if (linked) rmSync(linked, { recursive: true, force: true });
    },
  };
}
