import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import {
  FilesClient,
  SchemasClient,
  jobsHandlers,
  protoPackage,
  startGrpcServer,
  traceFrom,
} from "@docintake/contracts";
import { openDatabase } from "@docintake/db";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import {
  busHooks,
  checkAll,
  createLogger,
  createMetrics,
  inSpan,
  onShutdown,
  startOpsServer,
  startTracing,
  traceHeaders,
} from "@docintake/telemetry";
import { buildJobsService } from "./app.ts";
import { jobsConfigSchema } from "./config.ts";

const config = loadConfig(jobsConfigSchema, process.env);
const log = createLogger({ service: "jobs", level: config.LOG_LEVEL });
const stopTracing = await startTracing({ service: "jobs", otlpEndpoint: process.env["OTEL_EXPORTER_OTLP_ENDPOINT"] });
const metrics = createMetrics("jobs");
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "jobs",
});
const bus = createBus({
  kafka: kafkaOptionsFrom(
    config,
    "jobs",
    (level, msg) => log[level](msg),
    (group, topic, lag) => metrics.consumerLag.set({ group, topic }, lag),
  ),
  hooks: busHooks("jobs", log),
});
const files = new FilesClient(config.FILES_GRPC_URL, traceHeaders);
const schemas = new SchemasClient(config.SCHEMAS_GRPC_URL, traceHeaders);
const service = buildJobsService({
  db: database.db,
  bus,
  files,
  schemas,
  log,
  callbackPolicy: { allowLoopback: config.CALLBACK_ALLOW_LOOPBACK, allowPrivate: config.CALLBACK_ALLOW_PRIVATE },
  outboxIntervalMs: config.OUTBOX_INTERVAL_MS,
  traceHeaders,
  onFinished: (job) =>
    metrics.jobDuration.observe(
      { kind: job.kind, status: job.status },
      (Date.parse(job.updatedAt) - Date.parse(job.createdAt)) / 1000,
    ),
});
const grpcServer = await startGrpcServer(config.GRPC_HOST, config.GRPC_PORT, (server) => {
  server.addService(
    protoPackage().docintake.v1.JobsService.service,
    jobsHandlers(service.api, {
      onUnexpected: (err) => log.error({ err }, "jobs call failed"),
      around: (method, md, fn) => inSpan("jobs", method, traceFrom(md), () => fn()),
    }),
  );
});
await bus.start();
service.start();
const ops = await startOpsServer({
  host: config.GRPC_HOST,
  port: config.METRICS_PORT,
  registry: metrics.registry,
  readiness: () => checkAll({ database: () => database.ping(), bus: () => bus.ping() }),
});
log.info({ grpc: grpcServer.port, ops: config.METRICS_PORT }, "jobs service listening");
onShutdown(log, async () => {
  await grpcServer.stop();
  await bus.stop();
  await service.stop();
  files.close();
  schemas.close();
  ops.close();
  await database.close();
  await stopTracing();
});
