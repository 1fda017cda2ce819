import { OutboxRelay, type Bus } from "@docintake/bus";
import type { BlobStore } from "@docintake/blob";
import type { DocumentInspector } from "@docintake/extraction";
import { tables, type Database } from "@docintake/db";
import type { Logger } from "@docintake/telemetry";
import { filesRepository } from "./adapters/files-repo.ts";
import { FilesDomain, type FilesLimits } from "./domain/files.ts";
import { registerFilesConsumers } from "./handlers/consumers.ts";

export interface FilesService {
  api: FilesDomain;
  start(): void;
  stop(): Promise<void>;
}

/** Builds the files service on the given adapters; no ports are opened here. */
export function buildFilesService(deps: {
  db: Database;
  blobs: BlobStore;
  bus: Bus;
  log: Logger;
  limits: FilesLimits;
  /** Opens each upload to check it; a layout thread pool where the process has one. */
  inspector: DocumentInspector;
  /** Opens the passwords the gateway sealed. */
  secretKey: Buffer;
  outboxIntervalMs?: number;
  traceHeaders?: () => Record<string, string>;
}): FilesService {
  const relay = new OutboxRelay({
    db: deps.db,
    outbox: tables.filesOutbox,
    bus: deps.bus,
    intervalMs: deps.outboxIntervalMs ?? 250,
    onError: (err) => deps.log.error({ err }, "files outbox relay failed"),
  });
  const repo = filesRepository(deps.db);
  const api = new FilesDomain({
    repo,
    blobs: deps.blobs,
    relay,
    limits: deps.limits,
    inspector: deps.inspector,
    secretKey: deps.secretKey,
    log: deps.log,
    traceHeaders: deps.traceHeaders,
  });
  registerFilesConsumers(deps.bus, repo, api);
  let sweeper: NodeJS.Timeout | undefined;
  return {
    api,
    start() {
      relay.start();
      sweeper = setInterval(() => {
        api.sweepStaging().catch((err: unknown) => deps.log.warn({ err }, "staging sweep failed"));
      }, 600_000);
      sweeper.unref();
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      await relay.stop();
    },
  };
}
