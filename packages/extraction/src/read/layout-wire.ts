// What a layout thread and its parent say to each other: the messages, errors as plain data, and
// moving byte buffers between threads without copying them where that is possible.
import type { DocumentInfo, InspectLimits } from "./format.ts";
import type { readLayout } from "./layout.ts";
import type { OcrResult } from "./ocr.ts";
import { DocumentError, type Layout } from "../types.ts";

/** readLayout's options that travel to a thread: plain data only (the OCR engine and the callback stay). */
export type WireReadOptions = Omit<Parameters<typeof readLayout>[1], "ocr" | "onPage">;

export type ToLayoutThread =
  | { type: "read"; id: number; bytes: Uint8Array; options: WireReadOptions; progress: boolean }
  | { type: "inspect"; id: number; bytes: Uint8Array; limits: InspectLimits }
  | { type: "ocr-result"; id: number; result: OcrResult }
  | { type: "ocr-failed"; id: number; error: WireError };

export type FromLayoutThread =
  /** The thread's modules (pdfjs, the canvas) loaded: from now on a crash is a document's doing. */
  | { type: "ready" }
  | { type: "page"; id: number; done: number; total: number }
  | { type: "done"; id: number; layout: Layout }
  | { type: "inspected"; id: number; info: DocumentInfo }
  | { type: "failed"; id: number; error: WireError }
  /**
   * A page image to recognise on the parent's OCR engine (its quick reading's, for a quick read);
   * answered by ocr-result or ocr-failed.
   */
  | { type: "ocr"; id: number; image: Uint8Array; quick?: boolean; untilTyped?: boolean; firstOnly?: boolean };

/** What the thread was given when it started. */
export interface LayoutThreadData {
  /** Threads of the parent's OCR engine, reported by the engine the thread reads with. */
  ocrWorkers: number;
  /** Threads of the parent's engine for quick readings, where it has one of its own. */
  quickOcrWorkers?: number;
  /** The quick reading's picture width each engine asks for, where it asks (OcrEngine.quickWidth). */
  quickWidths?: { ocr?: number | undefined; quickOcr?: number | undefined };
}

export interface WireError {
  name: string;
  message: string;
  stack?: string;
  reason?: DocumentError["reason"];
}

export function errorToWire(err: unknown): WireError {
  if (err instanceof DocumentError) return { name: err.name, message: err.message, reason: err.reason };
  if (err instanceof Error) return { name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}) };
  return { name: "Error", message: String(err) };
}

/** A DocumentError comes back as one, with its reason, so callers tell an unreadable document from a fault. */
export function errorFromWire(w: WireError): Error {
  if (w.reason) return new DocumentError(w.reason, w.message);
  const err = new Error(w.message);
  err.name = w.name;
  if (w.stack) err.stack = w.stack;
  return err;
}

interface PostTarget {
  postMessage(value: unknown, transfer?: readonly ArrayBuffer[]): void;
}

/**
 * Posts a message that carries bytes, moving their buffer to the other thread when it can be moved: the
 * view must cover the whole buffer (a slice of Node's shared pool must not take its neighbours along),
 * and the memory must belong to V8 (an image encoded by a native module cannot be moved). Otherwise a
 * copy of the bytes is moved: one copy, where a plain post would clone them.
 */
export function postBytes(target: PostTarget, bytes: Uint8Array, message: (bytes: Uint8Array) => object): void {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    try {
      target.postMessage(message(bytes), [bytes.buffer as ArrayBuffer]);
      return;
    } catch (err) {
      if ((err as { name?: string }).name !== "DataCloneError") throw err;
    }
  }
  const copy = new Uint8Array(bytes);
  target.postMessage(message(copy), [copy.buffer]);
}
