import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import { openDatabase } from "@docintake/db";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import {
  busHooks,
  checkAll,
  createLogger,
  createMetrics,
  onShutdown,
  startOpsServer,
  startTracing,
} from "@docintake/telemetry";
import { buildNotifier } from "./app.ts";
import { notifierConfigSchema } from "./config.ts";

const config = loadConfig(notifierConfigSchema, process.env);
const log = createLogger({ service: "notifier", level: config.LOG_LEVEL });
const stopTracing = await startTracing({
  service: "notifier",
  otlpEndpoint: process.env["OTEL_EXPORTER_OTLP_ENDPOINT"],
});
const metrics = createMetrics("notifier");
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "notifier",
});
const bus = createBus({
  kafka: kafkaOptionsFrom(
    config,
    "notifier",
    (level, msg) => log[level](msg),
    (group, topic, lag) => metrics.consumerLag.set({ group, topic }, lag),
  ),
  hooks: busHooks("notifier", log),
});
const notifier = buildNotifier({
  db: database.db,
  bus,
  log,
  metrics,
  pollMs: config.CALLBACK_POLL_MS,
  policy: {
    allowLoopback: config.CALLBACK_ALLOW_LOOPBACK,
    allowPrivate: config.CALLBACK_ALLOW_PRIVATE,
    maxAttempts: config.CALLBACK_MAX_ATTEMPTS,
    initialBackoffMs: config.CALLBACK_INITIAL_BACKOFF_MS,
    maxBackoffMs: config.CALLBACK_MAX_BACKOFF_MS,
    timeoutMs: config.CALLBACK_TIMEOUT_MS,
  },
});
await bus.start();
notifier.start();
const ops = await startOpsServer({
  host: "0.0.0.0",
  port: config.METRICS_PORT,
  registry: metrics.registry,
  readiness: () => checkAll({ database: () => database.ping(), bus: () => bus.ping() }),
});
log.info({ ops: config.METRICS_PORT }, "notifier consuming");
onShutdown(log, async () => {
  await bus.stop();
  await notifier.stop();
  ops.close();
  await database.close();
  await stopTracing();
});
