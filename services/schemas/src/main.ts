import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import { protoPackage, schemasHandlers, startGrpcServer, traceFrom } from "@docintake/contracts";
import { openDatabase } from "@docintake/db";
import {
  checkAll,
  createLogger,
  createMetrics,
  inSpan,
  onShutdown,
  startOpsServer,
  startTracing,
} from "@docintake/telemetry";
import { buildSchemasService } from "./app.ts";
import { schemasConfigSchema } from "./config.ts";

const config = loadConfig(schemasConfigSchema, process.env);
const log = createLogger({ service: "schemas", level: config.LOG_LEVEL });
const stopTracing = await startTracing({
  service: "schemas",
  otlpEndpoint: process.env["OTEL_EXPORTER_OTLP_ENDPOINT"],
});
const metrics = createMetrics("schemas");
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "schemas",
});
const service = buildSchemasService({ db: database.db });
const grpcServer = await startGrpcServer(config.GRPC_HOST, config.GRPC_PORT, (server) => {
  server.addService(
    protoPackage().docintake.v1.SchemasService.service,
    schemasHandlers(service.api, {
      onUnexpected: (err) => log.error({ err }, "schemas call failed"),
      around: (method, md, fn) => inSpan("schemas", method, traceFrom(md), () => fn()),
    }),
  );
});
const ops = await startOpsServer({
  host: config.GRPC_HOST,
  port: config.METRICS_PORT,
  registry: metrics.registry,
  readiness: () => checkAll({ database: () => database.ping() }),
});
log.info({ grpc: grpcServer.port, ops: config.METRICS_PORT }, "schemas service listening");
onShutdown(log, async () => {
  await grpcServer.stop();
  ops.close();
  await database.close();
  await stopTracing();
});
