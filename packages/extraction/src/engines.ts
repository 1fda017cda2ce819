// The OCR engines as the package hands them out: the read stage's, with the upload's quick reading
// ended once the type detector (documents/detect) is sure of the type, and a page's language told by the
// vocabulary (documents/common).
import {
  createOcrEngine as createEngine,
  createOcrEngines as createEngines,
  type OcrEngineOptions,
  type OcrEngines,
  type OcrEnginesOptions,
  type PooledEngine,
} from "./read/ocr.ts";
import { OCR_LANGUAGE_OF } from "./read/ocr/options.ts";
import { pageLanguage } from "./documents/common/language.ts";

/** documents/detect/settled.ts, loaded by the PP-OCR threads themselves. */
const TYPE_SETTLED = new URL("./documents/detect/settled.ts", import.meta.url);

/** createOcrEngine of read/ocr.ts, its quick readings stopping once the type is settled. */
export function createOcrEngine(opts: OcrEngineOptions = {}): Promise<PooledEngine> {
  return createEngine({ typeSettled: TYPE_SETTLED, ...opts });
}

/** The tesseract language of a reading's words, as the vocabulary tells it. */
const languageOf = (texts: readonly string[]) => OCR_LANGUAGE_OF[pageLanguage(texts) ?? ""];

/**
 * createOcrEngines of read/ocr.ts, its quick readings stopping once the type is settled, a page read again
 * in its language where the vocabulary tells one.
 */
export function createOcrEngines(opts: OcrEnginesOptions): Promise<OcrEngines> {
  return createEngines({ typeSettled: TYPE_SETTLED, languageOf, ...opts });
}
