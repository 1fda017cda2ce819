import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import {
  FilesClient,
  SchemasClient,
  jobsHandlers,
  protoPackage,
  startGrpcServer,
  traceFrom,
} from "@docintake/contracts/rpc";
import { openDatabase } from "@docintake/db";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import { inSpan, serveProcess, startProcessKit, traceHeaders } from "@docintake/telemetry";
import { buildJobsService } from "./app.ts";
import { jobsConfigSchema } from "./config.ts";

const config = loadConfig(jobsConfigSchema, process.env);
const kit = await startProcessKit("jobs", config);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "jobs",
});
const bus = await createBus({
  kafka: kafkaOptionsFrom(config, "jobs", kit.bus.kafkaLog, kit.bus.onLag),
  hooks: kit.bus.hooks,
});
const files = new FilesClient(config.FILES_GRPC_URL, traceHeaders);
const schemas = new SchemasClient(config.SCHEMAS_GRPC_URL, traceHeaders);
const service = buildJobsService({
  db: database.db,
  bus,
  files,
  schemas,
  log: kit.log,
  callbackPolicy: { allowLoopback: config.CALLBACK_ALLOW_LOOPBACK, allowPrivate: config.CALLBACK_ALLOW_PRIVATE },
  outboxIntervalMs: config.OUTBOX_INTERVAL_MS,
  traceHeaders,
  onFinished: (job) =>
    kit.metrics.jobDuration.observe(
      { kind: job.kind, status: job.status },
      (Date.parse(job.updatedAt) - Date.parse(job.createdAt)) / 1000,
    ),
});
const grpcServer = await startGrpcServer(config.GRPC_HOST, config.GRPC_PORT, (server) => {
  server.addService(
    protoPackage().docintake.v1.JobsService.service,
    jobsHandlers(service.api, {
      onUnexpected: (err) => kit.log.error({ err }, "jobs call failed"),
      around: (method, md, fn) => inSpan("jobs", method, traceFrom(md), () => fn()),
    }),
  );
});
await bus.start();
service.start();
await serveProcess(kit, {
  host: config.GRPC_HOST,
  port: config.METRICS_PORT,
  checks: { database: () => database.ping(), bus: () => bus.ping() },
  stop: async () => {
    await grpcServer.stop();
    await bus.stop();
    await service.stop();
    files.close();
    schemas.close();
    await database.close();
  },
});
