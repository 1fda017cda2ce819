import { availableParallelism } from "node:os";
import type { Word } from "../types.ts";
import {
  DEFAULT_OCR_ENGINE,
  DEFAULT_OCR_FALLBACK,
  DEFAULT_OCR_FALLBACK_BELOW,
  PADDLE_LANGUAGES,
  type OcrEngineName,
  type OcrFallbackName,
  type OcrLanguage,
} from "./ocr/options.ts";
import { createPaddleEngine } from "./ocr/paddle.ts";
import { packagedModels } from "./ocr/ppocr.ts";
import { createTesseractEngine } from "./ocr/tesseract.ts";

export { LANG_PATH } from "./ocr/tesseract.ts";

export interface OcrResult {
  words: Word[];
  /** Mean word confidence, 0–1. */
  confidence: number;
  /** Median slope of the text lines, in radians (positive: lines fall to the right). */
  skew: number;
  /** The reading stopped before the page's last line, the words read being enough (RecognizeOptions.untilTyped). */
  stopped?: boolean;
  /**
   * The engine found the picture upside down and read it turned by 180 degrees: the words stand on the
   * turned picture.
   */
  turned?: 180;
  /** Another engine's reading of the same picture, made because this one was unsure of itself. */
  alternate?: OcrResult;
}

export interface RecognizeOptions {
  /**
   * The upload's quick reading: the engine may stop once the words read settle the document's type
   * (PP-OCR does; tesseract reads the whole picture at once).
   */
  untilTyped?: boolean;
}

/** OCR workers (threads of their own); a page waits for a free one. */
export interface OcrEngine {
  /** An encoded picture: PGM (what prepareForOcr makes), PNG or JPEG. */
  recognize(image: Buffer, opts?: RecognizeOptions): Promise<OcrResult>;
  readonly workers: number;
  /**
   * Pixels across the long side of a quick reading's picture, where the engine needs other than the
   * reading's default: PP-OCR types photos as well from fewer.
   */
  readonly quickWidth?: number;
  terminate(): Promise<void>;
}

export interface OcrEngineOptions {
  /** `auto`: PP-OCR where every language is one it reads, tesseract otherwise. Default: DEFAULT_OCR_ENGINE. */
  engine?: OcrEngineName;
  /** Languages the pages are in; tesseract reads them all at once. Default: English. */
  languages?: readonly OcrLanguage[];
  /** Pages read at once, each on a worker of its own. Default (or 0): one per core. */
  workers?: number;
  /** A worker idle this long ends. */
  idleMs?: number;
  /** PP-OCR: threads each worker reads a page with. Default (or 0): the cores shared among the workers. */
  threads?: number;
  /** PP-OCR: pixels across the long side of the picture its text detection reads. Default (or 0): DEFAULT_DETECTION_SIZE. */
  detectionSize?: number;
  /**
   * PP-OCR: the module exporting `typeSettled` (an EnoughWords, run on the OCR threads), which ends a
   * reading untilTyped once the words read settle the type; none: such readings read every line. The
   * package's entry point names documents/detect/settled.ts.
   */
  typeSettled?: URL;
}

/**
 * A worker idle this long ends. Each holds tens of MB to over a hundred (models, and WebAssembly memory
 * that only grows), so a burst of scans would otherwise leave a process that mostly reads digital PDFs
 * that much larger.
 */
const DEFAULT_IDLE_MS = 60_000;
/** Large enough for the small print of a phone photo's line items; measured in `pnpm bench extraction`. */
export const DEFAULT_DETECTION_SIZE = 1280;

/** The engine `auto` stands for, given the languages. */
export function resolveEngine(engine: OcrEngineName, languages: readonly OcrLanguage[]): "tesseract" | "paddle" {
  if (engine !== "auto") return engine;
  return languages.every((l) => PADDLE_LANGUAGES.includes(l)) ? "paddle" : "tesseract";
}

/** Nothing starts until the first page: a deployment that never sees a scan never pays for OCR. */
export async function createOcrEngine(opts: OcrEngineOptions = {}): Promise<OcrEngine & { readonly alive: number }> {
  const languages = opts.languages?.length ? opts.languages : (["eng"] as const);
  const workers = Math.max(1, opts.workers || availableParallelism());
  const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
  if (resolveEngine(opts.engine ?? DEFAULT_OCR_ENGINE, languages) === "tesseract")
    return createTesseractEngine({ workers, idleMs, languages });
  const threads = Math.max(1, opts.threads || Math.floor(availableParallelism() / workers));
  const detectionSize = opts.detectionSize || DEFAULT_DETECTION_SIZE;
  return createPaddleEngine({
    workers,
    idleMs,
    models: packagedModels(),
    options: { threads, detectionSize },
    typeSettled: opts.typeSettled,
  });
}

/** A process's OCR engines: its readings', and its quick readings' where another engine reads those. */
export interface OcrEngines {
  ocr: OcrEngine;
  quickOcr?: OcrEngine;
  terminate(): Promise<void>;
}

/**
 * An engine that reads each picture with `primary` and, where that reading's mean confidence is under
 * `below`, again with `fallback`, whose reading comes with the first as its `alternate` (not for the
 * upload's quick reading, which types the document from the first reading's words). Which of the
 * two to keep is for extraction to say (the one it reads more fields from): two engines' confidences
 * do not compare, and one engine splits or garbles the figures the other reads whole. The fallback
 * belongs to its caller, who ends it.
 */
export function withFallback(primary: OcrEngine, fallback: OcrEngine, below: number): OcrEngine {
  return {
    workers: primary.workers,
    ...(primary.quickWidth !== undefined ? { quickWidth: primary.quickWidth } : {}),
    async recognize(image, opts) {
      const first = await primary.recognize(image, opts);
      // A quick reading only types the document, from its own words: a second one would go unread.
      if (first.confidence >= below || opts?.untilTyped) return first;
      const { alternate: _, ...second } = await fallback.recognize(image, opts);
      // A reading of the picture turned stands elsewhere than the first one's words: the caller's turned
      // retries read that page.
      return second.words.length > 0 && !second.turned ? { ...first, alternate: second } : first;
    },
    terminate: () => primary.terminate(),
  };
}

export interface OcrEnginesOptions extends OcrEngineOptions {
  /** The engine of the upload's quick readings, where another. */
  quickEngine?: OcrEngineName;
  /** The engine that reads again a page `engine` read unsure of itself. Default: DEFAULT_OCR_FALLBACK. */
  fallback?: OcrFallbackName;
  /** The mean word confidence under which the fallback reads the page. Default: DEFAULT_OCR_FALLBACK_BELOW. */
  fallbackBelow?: number;
}

/**
 * The engines for `engine` and, for the upload's quick reading, `quickEngine`: one engine where both
 * come to the same. Full readings fall back to `fallback` where it is another engine that reads the
 * languages asked for; it is the quick readings' engine where that is the same. None starts before its
 * first page, so a detector never starts the others.
 */
export async function createOcrEngines(opts: OcrEnginesOptions): Promise<OcrEngines> {
  const { quickEngine, fallback = DEFAULT_OCR_FALLBACK, fallbackBelow = DEFAULT_OCR_FALLBACK_BELOW, ...options } = opts;
  const languages = options.languages?.length ? options.languages : (["eng"] as const);
  const main = resolveEngine(options.engine ?? DEFAULT_OCR_ENGINE, languages);
  const primary = await createOcrEngine(options);
  const quick = quickEngine !== undefined ? resolveEngine(quickEngine, languages) : main;
  const quickOcr = quick !== main ? await createOcrEngine({ ...options, engine: quick }) : undefined;
  // PP-OCR's alphabet lacks the accents and scripts of the other languages: it falls back for English only.
  const readable = fallback === "tesseract" || languages.every((l) => PADDLE_LANGUAGES.includes(l));
  const second = fallback === "none" || fallback === main || !readable ? undefined : fallback;
  const own =
    second !== undefined && second !== quick ? await createOcrEngine({ ...options, engine: second }) : undefined;
  const fallbackOcr = second === undefined ? undefined : (own ?? quickOcr ?? primary);
  return {
    ocr: fallbackOcr ? withFallback(primary, fallbackOcr, fallbackBelow) : primary,
    ...(quickOcr ? { quickOcr } : {}),
    terminate: async () => {
      await Promise.all([primary.terminate(), quickOcr?.terminate(), own?.terminate()]);
    },
  };
}
