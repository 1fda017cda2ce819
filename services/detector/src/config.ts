import { envInt, infraConfig, z } from "@docintake/config";

export const detectorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9467),
  DETECTOR_CONCURRENCY: envInt(2),
  OCR_WORKERS: envInt(0),
});
export type DetectorConfig = z.infer<typeof detectorConfigSchema>;
