// Integration: the drizzle jobs repository on real PostgreSQL (DATABASE_URL) or, without it, PGlite.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { eq, tables, type DatabaseHandle } from "@docintake/db";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import type { JobsRepository, JobTransition, NewJob } from "../domain/jobs-repository.ts";
import { jobsRepository } from "./jobs-repo.ts";

describe(`jobs repository on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let repo: JobsRepository;
  beforeAll(async () => {
    handle = await openTestDatabase();
    repo = jobsRepository(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const newJob = (userId: string, over: Partial<NewJob> = {}): NewJob => ({
    id: `job_${randomUUID()}`,
    userId,
    documentId: randomUUID(),
    batchId: null,
    batchPosition: null,
    kind: "invoice",
    status: "pending",
    fileStorageName: "1_a.pdf",
    callbackUrl: null,
    schemaId: null,
    ...over,
  });
  const outboxFor = (key: string) =>
    handle.db
      .select()
      .from(tables.jobsOutbox)
      .where(eq(tables.jobsOutbox.key, key))
      .then((rows) => rows.map((r) => r.topic));
  const UNFINISHED = ["pending", "processing"] as const;

  it("commits a job with its event, or neither", async () => {
    const user = randomUUID();
    const kept = newJob(user);
    const stored = await repo.transaction(async (tx) => {
      const j = await tx.insertJob(kept);
      await tx.enqueue(
        "job.finished",
        j.documentId,
        {
          userId: user,
          jobId: j.id,
          documentId: j.documentId,
          kind: "invoice",
          status: "failed",
          callbackUrl: null,
          createdAt: "",
          updatedAt: "",
          result: null,
          error: "x",
        },
        {},
      );
      return j;
    });
    expect(stored).toMatchObject({ ...kept, progress: 0, result: null, purgedAt: null, callbackStatus: null });
    expect(await outboxFor(kept.documentId)).toEqual(["job.finished"]);
    const lost = newJob(user);
    await expect(
      repo.transaction(async (tx) => {
        await tx.insertJob(lost);
        throw new Error("after the write");
      }),
    ).rejects.toThrow("after the write");
    expect(await repo.find(user, lost.id)).toBeUndefined();
    expect(await repo.find(randomUUID(), kept.id)).toBeUndefined();
  });

  it("keeps a batch's jobs in the listed order, per owner and kind", async () => {
    const user = randomUUID();
    const batchId = `batch_${randomUUID()}`;
    const ids = await repo.transaction(async (tx) => {
      await tx.insertBatch({ id: batchId, userId: user, kind: "bank_statement" });
      const out = [];
      for (const position of [0, 1, 2])
        out.push((await tx.insertJob(newJob(user, { batchId, batchPosition: position, kind: "bank_statement" }))).id);
      return out;
    });
    expect(await repo.findBatch(user, batchId, "bank_statement")).toMatchObject({ id: batchId, userId: user });
    expect(await repo.findBatch(user, batchId, "invoice")).toBeUndefined();
    expect(await repo.findBatch(randomUUID(), batchId, "bank_statement")).toBeUndefined();
    expect((await repo.jobsOfBatch(batchId)).map((j) => j.id)).toEqual(ids);
  });

  it("changes a job only from the states a transition starts from", async () => {
    const user = randomUUID();
    const job = await repo.transaction((tx) => tx.insertJob(newJob(user)));
    const step = (t: JobTransition) => repo.transaction((tx) => tx.transition(job.id, t));
    expect(await step({ from: UNFINISHED, to: "processing", progress: { atLeast: 40 } })).toMatchObject({
      status: "processing",
      progress: 40,
    });
    expect((await step({ from: UNFINISHED, to: "processing", progress: { atLeast: 10 } }))!.progress).toBe(40);
    const done = await step({
      from: UNFINISHED,
      unlessPurged: true,
      to: "completed",
      progress: 100,
      result: { a: 1 },
      extraction: { w: [] },
      error: null,
    });
    expect(done).toMatchObject({ status: "completed", progress: 100, result: { a: 1 }, extraction: { w: [] } });
    expect(done!.updatedAt.getTime()).toBeGreaterThanOrEqual(job.updatedAt.getTime());
    expect(await step({ from: UNFINISHED, unlessPurged: true, to: "failed", error: "late" })).toBeUndefined();
    expect((await repo.find(user, job.id))!.status).toBe("completed");
  });

  it("records callback outcomes and purges a document's jobs, once per event", async () => {
    const user = randomUUID();
    const job = await repo.transaction((tx) => tx.insertJob(newJob(user)));
    await repo.transaction((tx) =>
      tx.recordCallbackOutcome(user, job.id, { status: "delivered", attempts: 2, lastError: null }),
    );
    expect(await repo.find(user, job.id)).toMatchObject({ callbackStatus: "delivered", callbackAttempts: 2 });
    const eventId = randomUUID();
    expect(await repo.once("jobs:test", eventId, (tx) => tx.purgeDocument(user, job.documentId))).toBe(true);
    expect(await repo.once("jobs:test", eventId, () => Promise.reject(new Error("must not run")))).toBe(false);
    expect((await repo.find(user, job.id))!.purgedAt).toBeInstanceOf(Date);
    const late = await repo.transaction((tx) =>
      tx.transition(job.id, { from: UNFINISHED, unlessPurged: true, to: "failed", error: "x" }),
    );
    expect(late).toBeUndefined();
  });
});
