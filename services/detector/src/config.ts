import { documentReadingConfig, envInt, infraConfig, typeDetectionConfig, z } from "@docintake/config";
import { DEFAULT_READ_LIMITS } from "@docintake/extraction/limits";

export const detectorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9467),
  DETECTOR_CONCURRENCY: envInt(2),
  // One OCR thread by default: a process with two went past 400 MB on scans; more OCR throughput comes
  // from more replicas.
  ...documentReadingConfig({ ocrWorkers: 1, layoutThreads: 1, limits: DEFAULT_READ_LIMITS }),
  // PP-OCR, as in the embedded service, since its quick reading stops once the type is settled: one 49-photo
  // upload (realworld/photo, 2 cores) typed 0.653 with it and 0.102 with tesseract (44 left `unknown` at the
  // 20 s deadline); the dev corpus's 80 uploads 1.000 with either.
  ...typeDetectionConfig(),
});
export type DetectorConfig = z.infer<typeof detectorConfigSchema>;
