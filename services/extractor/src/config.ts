import { envInt, infraConfig, z } from "@docintake/config";

export const extractorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9468),
  EXTRACTOR_CONCURRENCY: envInt(2),
  /**
   * tesseract.js threads; 0: one per core. One by default: each holds 65–120 MB, and a process with two
   * went past 400 MB on scans. More OCR throughput comes from more replicas (or a larger value here).
   */
  OCR_WORKERS: envInt(1),
  /** An OCR worker idle this long ends, giving back its memory (65–120 MB). */
  OCR_WORKER_IDLE_MS: envInt(60_000).refine((n) => n >= 1000, "expected at least 1000"),
  /**
   * Threads that read PDFs and pictures (pdfjs, rendering); 0: the event loop's own thread. None by
   * default: the extractor reuses the detector's reading of a text layer, so what it reads itself is
   * mostly scans and photos, whose time goes to OCR; a layout thread would add about 45 MB to the
   * process's peak on them.
   */
  LAYOUT_THREADS: envInt(0).refine((n) => n >= 0, "expected 0 or more"),
  /**
   * Old-generation limit of each layout thread, in MB (0: V8's default for the machine). V8 lets a heap
   * grow further past its live data the larger its limit is; a thread that reaches it fails its reads
   * (LayoutThreadCrash) and is replaced, the process goes on.
   */
  LAYOUT_THREAD_HEAP_MB: envInt(512).refine((n) => n === 0 || n >= 64, "expected 0 or at least 64"),
});
export type ExtractorConfig = z.infer<typeof extractorConfigSchema>;
