import { documentReadingConfig, envInt, infraConfig, typeDetectionConfig, z } from "@docintake/config";
import { DEFAULT_READ_LIMITS } from "@docintake/extraction/limits";

export const detectorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9467),
  DETECTOR_CONCURRENCY: envInt(2),
  // One OCR thread by default: a process with two went past 400 MB on scans; more OCR throughput comes
  // from more replicas.
  ...documentReadingConfig({ ocrWorkers: 1, layoutThreads: 1, limits: DEFAULT_READ_LIMITS }),
  // tesseract until PP-OCR keeps up here: with PP-OCR the distributed detector's one OCR worker left 28 of
  // the dev corpus's 80 uploads untyped at the 20 s deadline (50 files a request, 2 cores), tesseract none.
  ...typeDetectionConfig("tesseract"),
});
export type DetectorConfig = z.infer<typeof detectorConfigSchema>;
