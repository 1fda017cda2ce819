import type { ReadLimits } from "./budget.ts";
import type { OcrEngine } from "./ocr.ts";

export interface ReadOptions {
  ocr: OcrEngine;
  onPage?: (done: number, total: number) => void;
  /**
   * A fast, low-resolution reading that is enough to tell the document's type but not to extract
   * fields: what the upload waits for. Reads the first pages only.
   */
  quick?: boolean;
  /** What the reading may cost (DEFAULT_READ_LIMITS where absent); a document that needs more fails. */
  limits?: Partial<ReadLimits>;
  /** Passwords to open an encrypted PDF with, tried in turn (see openPdf). */
  passwords?: readonly string[];
}
