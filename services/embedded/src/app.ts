import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import { openDatabase, migrate, preparePglite, type DatabaseHandle } from "@docintake/db";
import { FsBlobStore } from "@docintake/blob";
import { InProcessBus } from "@docintake/bus";
import { documentSecretKey } from "@docintake/contracts";
import { createLayoutReader, createOcrEngines, WARM_READY_LIMIT_MS } from "@docintake/extraction";
import {
  busHooks,
  checkAll,
  createLogger,
  createMetrics,
  settledOrAfter,
  traceHeaders,
  type Logger,
} from "@docintake/telemetry";
import { buildFilesService } from "@docintake/service-files";
import { buildJobsService } from "@docintake/service-jobs";
import { buildSchemasService } from "@docintake/service-schemas";
import { buildDetector } from "@docintake/service-detector";
import { buildExtractor } from "@docintake/service-extractor";
import { buildNotifier } from "@docintake/service-notifier";
import { buildGateway, gatewayConfigSchema } from "@docintake/service-gateway";
import type { FastifyInstance } from "fastify";
import { embeddedConfigSchema, type EmbeddedConfig } from "./config.ts";
import { markRunning, markStopped, replayUnhandled } from "./resume.ts";

export interface Embedded {
  config: EmbeddedConfig;
  gateway: FastifyInstance;
  /** Where the admin API listens: the API's port when 0 (or when it is off: no ADMIN_API_KEY). */
  adminPort: number;
  adminEnabled: boolean;
  database: DatabaseHandle;
  log: Logger;
  stop(): Promise<void>;
}

export const embeddedPaths = (dataDir: string) => ({ pg: join(dataDir, "pg"), blobs: join(dataDir, "blobs") });

type Metrics = ReturnType<typeof createMetrics>;

/** Embedded PostgreSQL (PGlite) migrated, blobs in a folder, and the in-process bus. */
async function openStores(config: EmbeddedConfig, log: Logger) {
  const paths = embeddedPaths(config.DATA_DIR);
  await preparePglite(paths.pg);
  const database = await openDatabase({
    dataDir: paths.pg,
    thread: config.PGLITE_THREAD,
    threadHeapMb: config.PGLITE_THREAD_HEAP_MB,
    // Deaths and restarts of the database thread, in the service's own log.
    log: log.child({ component: "database" }),
  });
  await migrate(database);
  const blobs = new FsBlobStore(paths.blobs);
  const bus = new InProcessBus({
    hooks: busHooks("docintake", log),
    onDeadLetter: (dl) => log.error({ topic: dl.topic, key: dl.key, error: dl.headers["x-error"] }, "dead letter"),
  });
  return { database, db: database.db, blobs, bus };
}

/** The OCR engines and the layout threads the detector and the extractor share. */
async function openReading(config: EmbeddedConfig, log: Logger) {
  // Uploads' quick readings on the detection engine, jobs' full ones on OCR_ENGINE.
  const engines = await createOcrEngines({
    engine: config.OCR_ENGINE,
    quickEngine: config.DETECTION_OCR_ENGINE,
    quickKept: config.DETECTION_OCR_KEPT,
    languages: config.OCR_LANGUAGES,
    pageLanguages: config.OCR_PAGE_LANGUAGES,
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
    onThreadStop: (stop) => log.warn(stop, "a layout thread stopped; it is replaced"),
  });
  return { engines, layouts };
}

type Stores = Awaited<ReturnType<typeof openStores>>;
type Reading = Awaited<ReturnType<typeof openReading>>;
interface Shared {
  config: EmbeddedConfig;
  log: Logger;
  metrics: Metrics;
  secretKey: Buffer;
  stores: Stores;
  reading: Reading;
}

/** The files, schemas and jobs services, called directly through the interfaces gRPC serves elsewhere. */
function buildStateServices({ config, log, metrics, secretKey, stores, reading }: Shared) {
  const { db, blobs, bus } = stores;
  const files = buildFilesService({
    db,
    blobs,
    bus,
    log: log.child({ component: "files" }),
    limits: { maxFileBytes: config.MAX_FILE_BYTES, maxPages: config.MAX_PAGES, maxPixels: config.MAX_IMAGE_PIXELS },
    // On the layout threads, with the rest of pdfjs's work: the event loop's thread never loads it.
    inspector: reading.layouts,
    secretKey,
    outboxIntervalMs: 100,
    traceHeaders,
  });
  const schemas = buildSchemasService({ db });
  const jobs = buildJobsService({
    db,
    bus,
    files: files.api,
    schemas: schemas.api,
    log: log.child({ component: "jobs" }),
    callbackPolicy: callbackPolicy(config),
    outboxIntervalMs: 100,
    traceHeaders,
    onFinished: (job) =>
      metrics.jobDuration.observe(
        { kind: job.kind, status: job.status },
        (Date.parse(job.updatedAt) - Date.parse(job.createdAt)) / 1000,
      ),
  });
  return { files, schemas, jobs };
}

const callbackPolicy = (config: EmbeddedConfig) => ({
  allowLoopback: config.CALLBACK_ALLOW_LOOPBACK,
  allowPrivate: config.CALLBACK_ALLOW_PRIVATE,
});

/** The workers on the bus: detection, extraction, and the notifier's signed callbacks. */
function buildWorkers({ config, log, metrics, secretKey, stores, reading }: Shared) {
  const { bus, blobs, db } = stores;
  const worker = { bus, blobs, layouts: reading.layouts, secretKey, metrics, concurrency: config.WORKER_CONCURRENCY };
  buildDetector({ ...worker, log: log.child({ component: "detector" }) });
  buildExtractor({ ...worker, log: log.child({ component: "extractor" }) });
  return buildNotifier({
    db,
    bus,
    log: log.child({ component: "notifier" }),
    metrics,
    pollMs: config.CALLBACK_POLL_MS,
    policy: {
      ...callbackPolicy(config),
      maxAttempts: config.CALLBACK_MAX_ATTEMPTS,
      initialBackoffMs: config.CALLBACK_INITIAL_BACKOFF_MS,
      maxBackoffMs: config.CALLBACK_MAX_BACKOFF_MS,
      timeoutMs: config.CALLBACK_TIMEOUT_MS,
    },
  });
}

/** After a crash, the events the last run left unhandled go out again before the bus starts. */
async function resumeAfterCrash(config: EmbeddedConfig, db: Stores["db"], log: Logger): Promise<void> {
  const diedAt = markRunning(config.DATA_DIR);
  if (!diedAt) return;
  const replayed = await replayUnhandled(db, diedAt);
  log.warn({ replayed, since: diedAt }, "the last run ended without stopping: its unhandled events are relayed again");
}

/**
 * The whole service in one process: embedded PostgreSQL (PGlite), blobs in a folder, the in-process
 * bus, and every service called directly through the same interfaces the gRPC adapters implement.
 */
export async function buildEmbedded(env: Record<string, string | undefined>): Promise<Embedded> {
  const config = loadConfig(embeddedConfigSchema, env);
  const gatewayConfig = loadConfig(gatewayConfigSchema, env);
  const log = createLogger({ service: "docintake", level: config.LOG_LEVEL });
  const metrics = createMetrics("embedded");
  const secretKey = documentSecretKey(config.DOCUMENT_SECRET_KEY, config.DATA_DIR);
  const stores = await openStores(config, log);
  const reading = await openReading(config, log);
  const shared: Shared = { config, log, metrics, secretKey, stores, reading };
  const { files, schemas, jobs } = buildStateServices(shared);
  const notifier = buildWorkers(shared);
  const { database, blobs, bus } = stores;
  // The kept detection workers load their models meanwhile; readiness waits for them, so the first
  // uploads it lets in are typed within their deadline.
  const warming = reading.engines.warm();
  warming.catch((err: unknown) => log.warn({ err }, "an OCR worker kept for detection did not start"));
  const ocr = settledOrAfter(warming, WARM_READY_LIMIT_MS);
  const gateway = await buildGateway({
    config: gatewayConfig,
    secretKey,
    db: stores.db,
    files: files.api,
    jobs: jobs.api,
    schemas: schemas.api,
    logger: log.child({ component: "gateway" }),
    metrics,
    readiness: () =>
      checkAll({ database: () => database.ping(), blobs: () => blobs.ping(), bus: () => bus.ping(), ocr }),
  });

  await resumeAfterCrash(config, stores.db, log);
  await bus.start();
  files.start();
  jobs.start();
  notifier.start();

  return {
    config,
    gateway,
    adminPort: gatewayConfig.ADMIN_HTTP_PORT,
    adminEnabled: gatewayConfig.ADMIN_API_KEY !== undefined,
    database,
    log,
    async stop() {
      await gateway.close();
      await bus.stop();
      await Promise.all([files.stop(), jobs.stop(), notifier.stop()]);
      await reading.layouts.terminate();
      await reading.engines.terminate();
      await database.close();
      markStopped(config.DATA_DIR);
    },
  };
}
