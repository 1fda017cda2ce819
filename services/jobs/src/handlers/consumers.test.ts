// The jobs consumers on the in-process bus: what happens to a job whose completed result the store refuses.
import { describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { InProcessBus } from "@docintake/bus";
import type { Caller, FilesApi, SchemasApi } from "@docintake/contracts";
import { JobsDomain } from "../domain/jobs.ts";
import type { JobsRepository, JobsTransaction } from "../domain/jobs-repository.ts";
import { fileRecord } from "../testing/file-record.ts";
import { MemoryJobsRepository } from "../testing/memory-jobs-repository.ts";
import { registerJobsConsumers } from "./consumers.ts";

const alice: Caller = { userId: randomUUID() };

/** The repository as PostgreSQL behaves with a result it cannot hold (a NUL in jsonb text): it refuses it. */
function refusingResults(repo: MemoryJobsRepository): JobsRepository {
  const refusing = (tx: JobsTransaction): JobsTransaction =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== "transition") return Reflect.get(target, prop, receiver) as unknown;
        return (...args: Parameters<JobsTransaction["transition"]>) => {
          if (args[1].to === "completed") throw new Error("unsupported Unicode escape sequence");
          return target.transition(...args);
        };
      },
    });
  return Object.assign(Object.create(repo) as JobsRepository, {
    once: (consumer: string, id: string, fn: (tx: JobsTransaction) => Promise<void>) =>
      repo.once(consumer, id, (tx) => fn(refusing(tx))),
  });
}

describe("a completed result the store refuses", () => {
  it("fails its job with a clear error once the retries are used, and dead-letters the event", async () => {
    const repo = new MemoryJobsRepository();
    const record = fileRecord(alice, "invoice");
    const files = { get: async () => record } as unknown as FilesApi;
    const domain = new JobsDomain({
      repo,
      files,
      schemas: {} as SchemasApi,
      relay: { kick: () => undefined },
      callbackPolicy: { allowLoopback: true, allowPrivate: false },
      traceHeaders: () => ({}),
      onFinished: () => undefined,
    });
    const job = await domain.create(alice, { route: "auto", documentId: record.id });
    const bus = new InProcessBus();
    registerJobsConsumers(bus, refusingResults(repo), domain);
    await bus.start();
    await bus.publish([
      {
        id: "e1",
        topic: "parse.completed",
        key: record.id,
        payload: {
          userId: alice.userId,
          jobId: job.id,
          fileId: record.id,
          kind: "invoice",
          result: { invoice_details: { number: "1\u0000" } },
          extraction: {},
        },
      },
    ]);
    await bus.stop();
    expect(await domain.get(alice, job.id)).toMatchObject({
      status: "failed",
      errorCode: "INTERNAL",
      error: "the extraction result could not be stored; please parse the document again",
      result: null,
    });
    expect(repo.outbox.map((e) => [e.topic, e.payload])).toContainEqual([
      "job.finished",
      expect.objectContaining({ status: "failed", errorCode: "INTERNAL" }),
    ]);
    expect(bus.deadLetters.map((d) => d.headers["x-error"])).toEqual(["unsupported Unicode escape sequence"]);
  });
});
