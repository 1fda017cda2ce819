// The process around a document worker (detector, extractor): its own package, so that telemetry, which
// every process loads, does not depend on the blob, bus and extraction packages.
import { join } from "node:path";
import { createBlobStore, s3OptionsFrom, type BlobStore } from "@docintake/blob";
import { createBus, kafkaOptionsFrom, type Bus } from "@docintake/bus";
import { createLayoutReader, createOcrEngines, WARM_READY_LIMIT_MS, type LayoutReader } from "@docintake/extraction";
import type { OcrEngineName, OcrFallbackName, OcrLanguage, OcrPageLanguage } from "@docintake/extraction/ocr-options";
import type { Logger } from "pino";
import { documentSecretKey } from "@docintake/contracts";
import { serveProcess, settledOrAfter, startProcessKit, type Metrics } from "@docintake/telemetry";

/** What a document worker is built on. */
export interface DocumentWorkerDeps {
  bus: Bus;
  blobs: BlobStore;
  /** Opens the passwords kept for documents (DOCUMENT_SECRET_KEY). */
  secretKey: Buffer;
  layouts: LayoutReader;
  log: Logger;
  metrics: Metrics;
  concurrency: number;
}

export type DocumentWorkerConfig = Parameters<typeof startProcessKit>[1] &
  Parameters<typeof s3OptionsFrom>[0] &
  Parameters<typeof kafkaOptionsFrom>[0] & {
    DATA_DIR: string;
    DOCUMENT_SECRET_KEY?: string | undefined;
    METRICS_PORT: number;
    /** 0: one OCR worker per core. */
    OCR_WORKERS: number;
    OCR_WORKER_IDLE_MS: number;
    OCR_ENGINE: OcrEngineName;
    /** The engine of the upload's quick reading (the detector's); absent: OCR_ENGINE's. */
    DETECTION_OCR_ENGINE?: OcrEngineName;
    /** Workers of the quick reading's engine started at once and kept when idle; absent: none. */
    DETECTION_OCR_KEPT?: number;
    OCR_LANGUAGES: OcrLanguage[];
    /** Languages a page is read again in where its first reading shows one; absent: the engine's default. */
    OCR_PAGE_LANGUAGES?: OcrPageLanguage[];
    OCR_FALLBACK_ENGINE: OcrFallbackName;
    OCR_FALLBACK_BELOW: number;
    OCR_CONSULT_BELOW: number;
    OCR_CLEAR_RULES: boolean;
    OCR_FLATTEN: boolean;
    /** 0: the cores shared among the OCR workers. */
    OCR_THREADS: number;
    /** 0: the engine's default. */
    OCR_DETECTION_SIZE: number;
    /** 0: layouts are read on the event loop's thread. */
    LAYOUT_THREADS: number;
    /** 0: V8's default heap limit for the layout threads. */
    LAYOUT_THREAD_HEAP_MB: number;
    /** 0: no limit on the ArrayBuffers of a layout thread. */
    LAYOUT_THREAD_BUFFERS_MB: number;
    MAX_DECODED_BYTES: number;
    MAX_RENDER_PIXELS: number;
  };

/**
 * Runs a process that consumes bus events about documents, reads their bytes from the blob store and
 * may OCR them (the detector, the extractor): adapters chosen from configuration, `build` registers the
 * consumers, then ops endpoints until SIGTERM, when consumers finish their messages before the layout
 * and OCR threads end.
 */
export async function runDocumentWorker(
  service: string,
  config: DocumentWorkerConfig,
  opts: { concurrency: number; build: (deps: DocumentWorkerDeps) => void },
): Promise<void> {
  const kit = await startProcessKit(service, config);
  const blobs = await createBlobStore({ s3: s3OptionsFrom(config), dir: join(config.DATA_DIR, "blobs") });
  const bus = await createBus({
    kafka: kafkaOptionsFrom(config, service, kit.bus.kafkaLog, kit.bus.onLag),
    hooks: kit.bus.hooks,
  });
  const engines = await createOcrEngines({
    engine: config.OCR_ENGINE,
    ...(config.DETECTION_OCR_ENGINE ? { quickEngine: config.DETECTION_OCR_ENGINE } : {}),
    ...(config.DETECTION_OCR_KEPT ? { quickKept: config.DETECTION_OCR_KEPT } : {}),
    languages: config.OCR_LANGUAGES,
    ...(config.OCR_PAGE_LANGUAGES ? { pageLanguages: config.OCR_PAGE_LANGUAGES } : {}),
    workers: config.OCR_WORKERS,
    idleMs: config.OCR_WORKER_IDLE_MS,
    threads: config.OCR_THREADS,
    detectionSize: config.OCR_DETECTION_SIZE,
    fallback: config.OCR_FALLBACK_ENGINE,
    fallbackBelow: config.OCR_FALLBACK_BELOW,
    consultBelow: config.OCR_CONSULT_BELOW,
    clearRules: config.OCR_CLEAR_RULES,
    flatten: config.OCR_FLATTEN,
  });
  const layouts = createLayoutReader({
    ocr: engines.ocr,
    ...(engines.quickOcr ? { quickOcr: engines.quickOcr } : {}),
    threads: config.LAYOUT_THREADS,
    heapMb: config.LAYOUT_THREAD_HEAP_MB,
    buffersMb: config.LAYOUT_THREAD_BUFFERS_MB,
    limits: { maxDecodedBytes: config.MAX_DECODED_BYTES, maxRenderPixels: config.MAX_RENDER_PIXELS },
    onThreadStop: (stop) => kit.log.warn(stop, "a layout thread stopped; it is replaced"),
  });
  const secretKey = documentSecretKey(config.DOCUMENT_SECRET_KEY, config.DATA_DIR);
  opts.build({ bus, blobs, secretKey, layouts, log: kit.log, metrics: kit.metrics, concurrency: opts.concurrency });
  await bus.start();
  // The kept OCR workers start beside the first messages; readiness waits for them.
  const warming = engines.warm();
  warming.catch((err: unknown) => kit.log.warn({ err }, "an OCR worker kept for detection did not start"));
  await serveProcess(kit, {
    host: "0.0.0.0",
    port: config.METRICS_PORT,
    checks: { blobs: () => blobs.ping(), bus: () => bus.ping(), ocr: settledOrAfter(warming, WARM_READY_LIMIT_MS) },
    stop: async () => {
      await bus.stop();
      // The layout threads may still be waiting on the OCR engine: they end first.
      await layouts.terminate();
      await engines.terminate();
    },
  });
}
