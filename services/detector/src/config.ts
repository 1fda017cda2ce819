import { documentReadingConfig, envInt, infraConfig, z } from "@docintake/config";
import { DEFAULT_READ_LIMITS } from "@docintake/extraction/limits";

export const detectorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9467),
  DETECTOR_CONCURRENCY: envInt(2),
  // One OCR thread by default: a process with two went past 400 MB on scans; more OCR throughput comes
  // from more replicas.
  ...documentReadingConfig({ ocrWorkers: 1, layoutThreads: 1, limits: DEFAULT_READ_LIMITS }),
});
export type DetectorConfig = z.infer<typeof detectorConfigSchema>;
