import { availableParallelism } from "node:os";
import type { Word } from "../types.ts";
import type { OcrLanguage } from "./ocr/options.ts";
import { createTesseractEngine } from "./ocr/tesseract.ts";

export { LANG_PATH } from "./ocr/tesseract.ts";

export interface OcrResult {
  words: Word[];
  /** Mean word confidence, 0–1. */
  confidence: number;
  /** Median slope of the text lines, in radians (positive: lines fall to the right). */
  skew: number;
}

/** OCR workers (threads of their own); a page waits for a free one. */
export interface OcrEngine {
  /** An encoded picture: PGM (what prepareForOcr makes), PNG or JPEG. */
  recognize(image: Buffer): Promise<OcrResult>;
  readonly workers: number;
  terminate(): Promise<void>;
}

export interface OcrEngineOptions {
  /** Languages the pages are in; tesseract reads them all at once. Default: English. */
  languages?: readonly OcrLanguage[];
  /** Pages read at once, each on a worker of its own. Default (or 0): one per core. */
  workers?: number;
  /** A worker idle this long ends. */
  idleMs?: number;
}

/**
 * A worker idle this long ends. Each holds tens of MB to over a hundred (models, and WebAssembly memory
 * that only grows), so a burst of scans would otherwise leave a process that mostly reads digital PDFs
 * that much larger.
 */
const DEFAULT_IDLE_MS = 60_000;

/** Nothing starts until the first page: a deployment that never sees a scan never pays for OCR. */
export async function createOcrEngine(opts: OcrEngineOptions = {}): Promise<OcrEngine & { readonly alive: number }> {
  const languages = opts.languages?.length ? opts.languages : (["eng"] as const);
  const workers = Math.max(1, opts.workers || availableParallelism());
  const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
  return createTesseractEngine({ workers, idleMs, languages });
}
