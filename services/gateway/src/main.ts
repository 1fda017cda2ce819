/** The gateway as its own process (distributed deployment): HTTP in front of the files, jobs and schemas services over gRPC. */
import { join } from "node:path";
import { loadConfig, z, infraConfig } from "@docintake/config";
import { documentSecretKey, type Caller } from "@docintake/contracts";
import { FilesClient, JobsClient, SchemasClient } from "@docintake/contracts/rpc";
import { openDatabase } from "@docintake/db";
import { isAppError } from "@docintake/errors";
import { checkAll, createLogger, createMetrics, onShutdown, startTracing, traceHeaders } from "@docintake/telemetry";
import { buildGateway } from "./app.ts";
import { gatewayConfigSchema } from "./config.ts";
import { identityRepository } from "./adapters/identity-repo.ts";
import { ensureBootstrapKey } from "./domain/identity.ts";

const mainConfigSchema = gatewayConfigSchema.extend({
  DATABASE_URL: infraConfig.DATABASE_URL,
  DATA_DIR: infraConfig.DATA_DIR,
  LOG_LEVEL: infraConfig.LOG_LEVEL,
  DOCUMENT_SECRET_KEY: infraConfig.DOCUMENT_SECRET_KEY,
  FILES_GRPC_URL: z.string().default("127.0.0.1:50051"),
  JOBS_GRPC_URL: z.string().default("127.0.0.1:50052"),
  SCHEMAS_GRPC_URL: z.string().default("127.0.0.1:50053"),
});

const config = loadConfig(mainConfigSchema, process.env);
const logger = createLogger({ service: "gateway", level: config.LOG_LEVEL });
const stopTracing = await startTracing({
  service: "gateway",
  otlpEndpoint: process.env["OTEL_EXPORTER_OTLP_ENDPOINT"],
});
const metrics = createMetrics("gateway");
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "gateway",
});
if (config.BOOTSTRAP_API_KEY) {
  const b = await ensureBootstrapKey(identityRepository(database.db), config.BOOTSTRAP_API_KEY);
  if (b.created) logger.info({ userId: b.userId }, "bootstrap API key created");
}

const files = new FilesClient(config.FILES_GRPC_URL, traceHeaders);
const jobs = new JobsClient(config.JOBS_GRPC_URL, traceHeaders);
const schemas = new SchemasClient(config.SCHEMAS_GRPC_URL, traceHeaders);

/** A service is reachable when it answers at all: "not found" for a probe is an answer, UNAVAILABLE is not. */
const PROBE: Caller = { userId: "00000000-0000-0000-0000-000000000000", requestId: "readiness" };
const answers = (call: () => Promise<unknown>) => async () => {
  try {
    await call();
  } catch (err) {
    if (!isAppError(err) || err.code === "UNAVAILABLE" || err.code === "INTERNAL") throw err;
  }
};

const app = await buildGateway({
  config,
  secretKey: documentSecretKey(config.DOCUMENT_SECRET_KEY, config.DATA_DIR),
  db: database.db,
  files,
  jobs,
  schemas,
  logger,
  metrics,
  readiness: () =>
    checkAll({
      database: () => database.ping(),
      files: answers(() => files.list(PROBE, { page: 1, pageSize: 1 })),
      jobs: answers(() => jobs.get(PROBE, "readiness-probe")),
      schemas: answers(() => schemas.list(PROBE, { page: 1, pageSize: 1 })),
    }),
});

await app.listen({ host: config.HTTP_HOST, port: config.HTTP_PORT });
logger.info({ host: config.HTTP_HOST, port: config.HTTP_PORT }, "gateway listening");
if (app.adminServer) {
  await app.adminServer.listen({ host: config.HTTP_HOST, port: config.ADMIN_HTTP_PORT });
  logger.info({ host: config.HTTP_HOST, port: config.ADMIN_HTTP_PORT }, "admin API listening");
}

onShutdown(logger, async () => {
  await app.close();
  files.close();
  jobs.close();
  schemas.close();
  await database.close();
  await stopTracing();
});
