import {
  callbackDeliveryConfig,
  documentReadingConfig,
  documentSecretConfig,
  typeDetectionConfig,
  envBool,
  envInt,
  z,
} from "@docintake/config";
import { LIMITS } from "@docintake/contracts";
import { DEFAULT_READ_LIMITS } from "@docintake/extraction/limits";

/** What the single-process deployment adds to the services' own settings. */
export const embeddedConfigSchema = z.object({
  DATA_DIR: z.string().default(".data"),
  HTTP_HOST: z.string().default("127.0.0.1"),
  HTTP_PORT: envInt(8080),
  ...documentReadingConfig({ ocrWorkers: 0, layoutThreads: 1, limits: DEFAULT_READ_LIMITS }),
  ...typeDetectionConfig(),
  WORKER_CONCURRENCY: envInt(2),
  /** The embedded PostgreSQL on a thread of its own, so that it does not compete with the API and workers. */
  PGLITE_THREAD: envBool(true),
  /**
   * Old-generation limit of the PGlite thread's JavaScript heap, in MB (0: V8's default); its database
   * memory is apart. Reaching it ends the database thread and the service must be restarted, so it is
   * set far above the thread's live data (about 30 MB).
   */
  PGLITE_THREAD_HEAP_MB: envInt(512).refine((n) => n === 0 || n >= 64, "expected 0 or at least 64"),
  ...callbackDeliveryConfig,
  ...documentSecretConfig(),
  MAX_FILE_BYTES: envInt(LIMITS.fileBytes),
  MAX_PAGES: envInt(LIMITS.pagesPerDocument),
  MAX_IMAGE_PIXELS: envInt(LIMITS.imagePixels),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
});
export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;
