import { envInt, infraConfig, z } from "@docintake/config";

export const extractorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9468),
  EXTRACTOR_CONCURRENCY: envInt(2),
  OCR_WORKERS: envInt(0),
});
export type ExtractorConfig = z.infer<typeof extractorConfigSchema>;
