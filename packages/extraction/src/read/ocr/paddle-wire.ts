// What a PP-OCR thread and its engine say to each other.
import type { WireError } from "../layout-wire.ts";
import type { OcrResult } from "../ocr.ts";
import type { PpOcrModels, PpOcrOptions } from "./ppocr.ts";

export interface PaddleThreadData {
  models: PpOcrModels;
  options: PpOcrOptions;
  /** The module (its URL) whose `typeSettled` (an EnoughWords) ends a reading untilTyped; none: such readings read on. */
  typeSettled?: string;
}

export type ToPaddleThread = { type: "read"; id: number; image: Uint8Array; untilTyped?: boolean } | { type: "stop" };

export type FromPaddleThread =
  | { type: "ready" }
  | { type: "cannot-start"; error: WireError }
  | { type: "result"; id: number; result: OcrResult }
  | { type: "failed"; id: number; error: WireError };
