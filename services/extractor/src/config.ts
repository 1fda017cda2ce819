import { documentReadingConfig, envInt, infraConfig, z } from "@docintake/config";
import { DEFAULT_READ_LIMITS } from "@docintake/extraction/limits";

export const extractorConfigSchema = z.object({
  ...infraConfig,
  METRICS_PORT: envInt(9468),
  EXTRACTOR_CONCURRENCY: envInt(2),
  // One OCR thread by default: a process with two went past 400 MB on scans; more OCR throughput comes
  // from more replicas.
  // One layout thread, as the detector: a hostile document is read where the thread's heap and buffer
  // limits hold it should it escape the reading's own, its garbage goes with the thread, and a document
  // that takes minutes of CPU (forms painting forms) does not stop the event loop, whose Kafka heartbeats
  // would otherwise lapse and hand the document to the next replica. It costs 25 MB idle and 0–30 MB of
  // peak on 16 scans and photos (LAYOUT_THREADS=0 reads on the event loop).
  ...documentReadingConfig({ ocrWorkers: 1, layoutThreads: 1, limits: DEFAULT_READ_LIMITS }),
});
export type ExtractorConfig = z.infer<typeof extractorConfigSchema>;
