import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import { openDatabase } from "@docintake/db";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import { serveProcess, startProcessKit } from "@docintake/telemetry";
import { buildNotifier } from "./app.ts";
import { notifierConfigSchema } from "./config.ts";

const config = loadConfig(notifierConfigSchema, process.env);
const kit = await startProcessKit("notifier", config);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "notifier",
});
const bus = await createBus({
  kafka: kafkaOptionsFrom(config, "notifier", kit.bus.kafkaLog, kit.bus.onLag),
  hooks: kit.bus.hooks,
});
const notifier = buildNotifier({
  db: database.db,
  bus,
  log: kit.log,
  metrics: kit.metrics,
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
await serveProcess(kit, {
  host: "0.0.0.0",
  port: config.METRICS_PORT,
  checks: { database: () => database.ping(), bus: () => bus.ping() },
  stop: async () => {
    await bus.stop();
    await notifier.stop();
    await database.close();
  },
});
