import { join } from "node:path";
import { loadConfig } from "@docintake/config";
import { documentSecretKey } from "@docintake/contracts";
import { filesHandlers, protoPackage, startGrpcServer, traceFrom } from "@docintake/contracts/rpc";
import { openDatabase } from "@docintake/db";
import { createBlobStore, s3OptionsFrom } from "@docintake/blob";
import { createBus, kafkaOptionsFrom } from "@docintake/bus";
import { inspectDocument } from "@docintake/extraction";
import { inSpan, serveProcess, startProcessKit, traceHeaders } from "@docintake/telemetry";
import { buildFilesService } from "./app.ts";
import { filesConfigSchema } from "./config.ts";

const config = loadConfig(filesConfigSchema, process.env);
const kit = await startProcessKit("files", config);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, "pg"),
  applicationName: "files",
});
const blobs = await createBlobStore({ s3: s3OptionsFrom(config), dir: join(config.DATA_DIR, "blobs") });
const bus = await createBus({
  kafka: kafkaOptionsFrom(config, "files", kit.bus.kafkaLog, kit.bus.onLag),
  hooks: kit.bus.hooks,
});
const service = buildFilesService({
  db: database.db,
  blobs,
  bus,
  log: kit.log,
  limits: { maxFileBytes: config.MAX_FILE_BYTES, maxPages: config.MAX_PAGES, maxPixels: config.MAX_IMAGE_PIXELS },
  // This process does little else: uploads are opened on its own thread.
  inspector: {
    inspect: (bytes, limits) => inspectDocument(bytes, { ...limits, maxDecodedBytes: config.MAX_DECODED_BYTES }),
  },
  secretKey: documentSecretKey(config.DOCUMENT_SECRET_KEY, config.DATA_DIR),
  outboxIntervalMs: config.OUTBOX_INTERVAL_MS,
  traceHeaders,
});
const grpcServer = await startGrpcServer(config.GRPC_HOST, config.GRPC_PORT, (server) => {
  server.addService(
    protoPackage().docintake.v1.FilesService.service,
    filesHandlers(service.api, {
      onUnexpected: (err) => kit.log.error({ err }, "files call failed"),
      around: (method, md, fn) => inSpan("files", method, traceFrom(md), () => fn()),
    }),
  );
});
await bus.start();
service.start();
await serveProcess(kit, {
  host: config.GRPC_HOST,
  port: config.METRICS_PORT,
  checks: { database: () => database.ping(), blobs: () => blobs.ping(), bus: () => bus.ping() },
  stop: async () => {
    await grpcServer.stop();
    await bus.stop();
    await service.stop();
    await database.close();
  },
});
