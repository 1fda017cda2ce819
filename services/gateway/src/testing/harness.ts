/** A gateway on an in-memory PGlite with fake services, plus two users with API keys: for unit tests. */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { migrate, openDatabase, type DatabaseHandle } from "@docintake/db";
import { createLogger, createMetrics } from "@docintake/telemetry";
import { buildGateway } from "../app.ts";
import { gatewayConfigSchema, type GatewayConfig } from "../config.ts";
import { loadConfig } from "@docintake/config";
import { identityRepository } from "../adapters/identity-repo.ts";
import { createApiKey, createUser } from "../domain/identity.ts";
import type { IdentityRepository } from "../domain/identity-repository.ts";
import { FakeFiles, FakeJobs, FakeSchemas } from "./fakes.ts";

export interface Harness {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The users and keys the gateway authenticates against, in the same database. */
  identity: IdentityRepository;
  files: FakeFiles;
  jobs: FakeJobs;
  schemas: FakeSchemas;
  config: GatewayConfig;
  keyA: string;
  keyB: string;
  userA: string;
  userB: string;
  ready: Record<string, boolean>;
  close(): Promise<void>;
}

let shared: DatabaseHandle | undefined;

/** One database per test file (PGlite start-up is the slow part); each harness gets fresh users. */
export async function sharedDatabase(): Promise<DatabaseHandle> {
  if (!shared) {
    shared = await openDatabase({});
    await migrate(shared);
  }
  return shared;
}

export async function closeSharedDatabase(): Promise<void> {
  await shared?.close();
  shared = undefined;
}

export async function makeHarness(env: Record<string, string> = {}): Promise<Harness> {
  const handle = await sharedDatabase();
  const config = loadConfig(gatewayConfigSchema, {
    AUTH_CACHE_TTL_MS: "0",
    UPLOAD_DETECTION_DEADLINE_MS: "2000",
    ...env,
  });
  const files = new FakeFiles();
  files.maxFileBytes = config.MAX_FILE_BYTES;
  const jobs = new FakeJobs(files);
  const schemas = new FakeSchemas();
  const ready: Record<string, boolean> = { database: true, blob: true, bus: true };
  const app = await buildGateway({
    config,
    secretKey: randomBytes(32),
    db: handle.db,
    files,
    jobs,
    schemas,
    logger: createLogger({ service: "gateway-test", level: "silent" }),
    metrics: createMetrics("gateway-test"),
    readiness: async () => ({ ...ready }),
  });
  const identity = identityRepository(handle.db);
  const tag = randomBytes(4).toString("hex");
  const a = await createUser(identity, { name: `a-${tag}` });
  const b = await createUser(identity, { name: `b-${tag}` });
  const keyA = (await createApiKey(identity, { userId: a.user.id })).key;
  const keyB = (await createApiKey(identity, { userId: b.user.id })).key;
  return {
    app,
    handle,
    identity,
    files,
    jobs,
    schemas,
    config,
    keyA,
    keyB,
    userA: a.user.id,
    userB: b.user.id,
    ready,
    close: () => app.close(),
  };
}

export interface Part {
  field?: string;
  filename: string;
  data: Buffer;
  type?: string;
}

export function multipartBody(parts: Part[], boundary = `----t${randomBytes(8).toString("hex")}`) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? "files"}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
    );
    chunks.push(p.data, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const pdf = (marker = "INVOICE", pad = 0) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${marker}\n`), Buffer.alloc(pad, 0x20), Buffer.from("\n%%EOF\n")]);
export const pngBytes = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
