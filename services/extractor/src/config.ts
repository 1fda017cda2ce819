import { documentReadingConfig, envInt, infraConfig, z } from "@docintake/config";

export const extractorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9468),
  EXTRACTOR_CONCURRENCY: envInt(2),
  // One OCR thread by default: a process with two went past 400 MB on scans; more OCR throughput comes
  // from more replicas.
  // Layouts read on the event loop by default: the extractor reuses the detector's reading of a text
  // layer, so what it reads itself is mostly scans and photos, whose time goes to OCR; a layout thread
  // would add about 45 MB to the process's peak on them.
  ...documentReadingConfig({ ocrWorkers: 1, layoutThreads: 0 }),
});
export type ExtractorConfig = z.infer<typeof extractorConfigSchema>;
