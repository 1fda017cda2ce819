// The OCR engines as the package hands them out: the read stage's, with the upload's quick reading
// ended once the type detector (documents/detect) is sure of the type.
import {
  createOcrEngine as createEngine,
  createOcrEngines as createEngines,
  type OcrEngine,
  type OcrEngineOptions,
  type OcrEngines,
  type OcrEnginesOptions,
} from "./read/ocr.ts";

/** documents/detect/settled.ts, loaded by the PP-OCR threads themselves. */
const TYPE_SETTLED = new URL("./documents/detect/settled.ts", import.meta.url);

/** createOcrEngine of read/ocr.ts, its quick readings stopping once the type is settled. */
export function createOcrEngine(opts: OcrEngineOptions = {}): Promise<OcrEngine & { readonly alive: number }> {
  return createEngine({ typeSettled: TYPE_SETTLED, ...opts });
}

/** createOcrEngines of read/ocr.ts, its quick readings stopping once the type is settled. */
export function createOcrEngines(opts: OcrEnginesOptions): Promise<OcrEngines> {
  return createEngines({ typeSettled: TYPE_SETTLED, ...opts });
}
