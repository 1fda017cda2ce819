import { OutboxRelay, type Bus } from "@docintake/bus";
import type { CallbackPolicy, FilesApi, Job, SchemasApi } from "@docintake/contracts";
import { tables, type Database } from "@docintake/db";
import type { Logger } from "@docintake/telemetry";
import { jobsRepository } from "./adapters/jobs-repo.ts";
import { JobsDomain } from "./domain/jobs.ts";
import { registerJobsConsumers } from "./handlers/consumers.ts";

export interface JobsService {
  api: JobsDomain;
  start(): void;
  stop(): Promise<void>;
}

export function buildJobsService(deps: {
  db: Database;
  bus: Bus;
  files: FilesApi;
  schemas: SchemasApi;
  log: Logger;
  callbackPolicy: CallbackPolicy;
  outboxIntervalMs?: number;
  traceHeaders?: () => Record<string, string>;
  onFinished?: (job: Job) => void;
}): JobsService {
  const relay = new OutboxRelay({
    db: deps.db,
    outbox: tables.jobsOutbox,
    bus: deps.bus,
    intervalMs: deps.outboxIntervalMs ?? 250,
    onError: (err) => deps.log.error({ err }, "jobs outbox relay failed"),
  });
  const repo = jobsRepository(deps.db);
  const api = new JobsDomain({
    repo,
    files: deps.files,
    schemas: deps.schemas,
    relay,
    callbackPolicy: deps.callbackPolicy,
    traceHeaders: deps.traceHeaders,
    onFinished: deps.onFinished,
  });
  registerJobsConsumers(deps.bus, repo, api);
  return {
    api,
    start: () => relay.start(),
    stop: () => relay.stop(),
  };
}
