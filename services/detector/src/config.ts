import { envInt, infraConfig, z } from "@docintake/config";

export const detectorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9467),
  DETECTOR_CONCURRENCY: envInt(2),
  OCR_WORKERS: envInt(0),
  /** Threads that read PDFs and pictures (pdfjs, rendering); 0: the event loop's own thread. */
  LAYOUT_THREADS: envInt(1).refine((n) => n >= 0, "expected 0 or more"),
});
export type DetectorConfig = z.infer<typeof detectorConfigSchema>;
