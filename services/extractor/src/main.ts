import { join } from "node:path";
import { availableParallelism } from "node:os";
import { loadConfig } from "@docintake/config";
import { createBlobStore, s3OptionsFrom } from "@docintake/blob";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import { createOcrEngine } from "@docintake/extraction";
import {
  busHooks,
  checkAll,
  createLogger,
  createMetrics,
  onShutdown,
  startOpsServer,
  startTracing,
} from "@docintake/telemetry";
import { buildExtractor } from "./app.ts";
import { extractorConfigSchema } from "./config.ts";

const config = loadConfig(extractorConfigSchema, process.env);
const log = createLogger({ service: "extractor", level: config.LOG_LEVEL });
const stopTracing = await startTracing({
  service: "extractor",
  otlpEndpoint: process.env["OTEL_EXPORTER_OTLP_ENDPOINT"],
});
const metrics = createMetrics("extractor");
const blobs = createBlobStore({ s3: s3OptionsFrom(config), dir: join(config.DATA_DIR, "blobs") });
const bus = createBus({
  kafka: kafkaOptionsFrom(
    config,
    "extractor",
    (level, msg) => log[level](msg),
    (group, topic, lag) => metrics.consumerLag.set({ group, topic }, lag),
  ),
  hooks: busHooks("extractor", log),
});
const ocr = await createOcrEngine({ workers: config.OCR_WORKERS || Math.max(1, availableParallelism()) });
buildExtractor({ bus, blobs, ocr, log, metrics, concurrency: config.EXTRACTOR_CONCURRENCY });
await bus.start();
const ops = await startOpsServer({
  host: "0.0.0.0",
  port: config.METRICS_PORT,
  registry: metrics.registry,
  readiness: () => checkAll({ blobs: () => blobs.ping(), bus: () => bus.ping() }),
});
log.info({ ops: config.METRICS_PORT }, "extractor consuming");
onShutdown(log, async () => {
  await bus.stop();
  await ocr.terminate();
  ops.close();
  await stopTracing();
});
