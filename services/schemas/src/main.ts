import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import { protoPackage, schemasHandlers, startGrpcServer, traceFrom } from "@docintake/contracts/rpc";
import { openDatabase } from "@docintake/db";
import { inSpan, serveProcess, startProcessKit } from "@docintake/telemetry";
import { buildSchemasService } from "./app.ts";
import { schemasConfigSchema } from "./config.ts";

const config = loadConfig(schemasConfigSchema, process.env);
const kit = await startProcessKit("schemas", config);
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
      onUnexpected: (err) => kit.log.error({ err }, "schemas call failed"),
      around: (method, md, fn) => inSpan("schemas", method, traceFrom(md), () => fn()),
    }),
  );
});
await serveProcess(kit, {
  host: config.GRPC_HOST,
  port: config.METRICS_PORT,
  checks: { database: () => database.ping() },
  stop: async () => {
    await grpcServer.stop();
    await database.close();
  },
});
