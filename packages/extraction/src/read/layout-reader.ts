import type { ReadLimits } from "./budget.ts";
import { inspectDocument, type DocumentInfo, type InspectLimits } from "./format.ts";
import { readLayout } from "./layout.ts";
import { LayoutThreadPool, type LayoutThreadPoolOptions } from "./layout-pool.ts";
import type { OcrEngine } from "./ocr.ts";
import type { Layout } from "../types.ts";

export { LayoutThreadCrash, type LayoutThreadPoolOptions, type LayoutThreadStop } from "./layout-pool.ts";

export type LayoutReadOptions = Omit<Parameters<typeof readLayout>[1], "ocr"> & {
  /**
   * The caller hands the bytes over and will not use them again: a thread pool may take their memory over,
   * leaving the caller's array empty, instead of copying them.
   */
  transferBytes?: boolean;
};

/**
 * Reads a document's layout (readLayout's semantics: progress per page, quick mode, a DocumentError for
 * a document that cannot be read, other errors for faults), on the caller's thread or on others.
 */
export interface LayoutReader {
  read(bytes: Uint8Array, opts?: LayoutReadOptions): Promise<Layout>;
  /** Threads that read layouts; 0: the caller's own. */
  readonly threads: number;
  /** Ends the threads; reads still running or waiting fail. */
  terminate(): Promise<void>;
}

/**
 * inspectDocument's check of an upload (format, page count, limits; a DocumentError when it cannot be
 * read). The layout threads offer it too, so that a process that has them never loads pdfjs on its
 * event loop's thread.
 */
export interface DocumentInspector {
  inspect(bytes: Uint8Array, limits?: InspectLimits): Promise<DocumentInfo>;
}

export type LayoutPool = LayoutReader & DocumentInspector;

/** Chooses the adapter once, from configuration: 0 threads reads on the caller's thread. */
export function createLayoutReader(opts: Omit<LayoutThreadPoolOptions, "workerModule">): LayoutPool {
  return opts.threads > 0 ? workerLayoutReader(opts) : inThreadLayoutReader(opts.ocr, opts.limits);
}

/**
 * Reads on the caller's thread: each document is held to its limits by the checks inside the reading
 * (read/budget.ts), with nothing behind them should one be missed.
 */
export function inThreadLayoutReader(ocr: OcrEngine, limits: Partial<ReadLimits> = {}): LayoutPool {
  return {
    threads: 0,
    read: (bytes, opts = {}) => {
      const { transferBytes: _, ...options } = opts;
      return readLayout(bytes, { limits, ...options, ocr });
    },
    inspect: (bytes, inspectLimits = {}) => inspectDocument(bytes, { ...limits, ...inspectLimits }),
    terminate: async () => undefined,
  };
}

/**
 * A pool of worker threads that read layouts, so that the caller's thread (an event loop that also serves
 * HTTP, a database and a bus) keeps only the OCR engine, which has threads of its own (see layout-pool.ts).
 */
export function workerLayoutReader(opts: LayoutThreadPoolOptions): LayoutPool {
  return new LayoutThreadPool(opts);
}
