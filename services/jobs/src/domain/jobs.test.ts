// The jobs domain on an in-memory repository: routing, batches, the job state machine and the events that
// announce each change, without a database.
import { beforeEach, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import {
  BATCH_LIMITS,
  blobKeys,
  type Caller,
  type DocumentTypeName,
  type FileRecord,
  type FilesApi,
  type Job,
  type SchemaRecord,
  type SchemasApi,
  type TopicPayload,
} from "@docintake/contracts";
import { notFound } from "@docintake/errors";
import { appErrorCode as code } from "@docintake/testing";
import { JobsDomain } from "./jobs.ts";
import { fileRecord } from "../testing/file-record.ts";
import { MemoryJobsRepository } from "../testing/memory-jobs-repository.ts";

const alice: Caller = { userId: randomUUID() };
const bob: Caller = { userId: randomUUID() };

/** The files service as the jobs domain sees it: owner-scoped records, deletable. */
class StubFiles implements Pick<FilesApi, "get" | "keepSecret" | "forgetSecret"> {
  readonly records = new Map<string, FileRecord>();
  /** Passwords kept, by job id: a locked document's is kept, as the files service does once it opens it. */
  readonly secrets = new Set<string>();
  add(caller: Caller, type: DocumentTypeName): FileRecord {
    const rec = fileRecord(caller, type);
    this.records.set(rec.id, rec);
    return rec;
  }
  async get(caller: Caller, id: string): Promise<FileRecord> {
    const rec = this.records.get(id);
    if (!rec || rec.userId !== caller.userId) throw notFound("file");
    return rec;
  }
  async keepSecret(caller: Caller, input: { documentId: string; jobId: string }): Promise<boolean> {
    const rec = await this.get(caller, input.documentId);
    if (rec.typeReason !== "PASSWORD_REQUIRED") return false;
    this.secrets.add(input.jobId);
    return true;
  }
  async forgetSecret(_caller: Caller, jobId: string): Promise<void> {
    this.secrets.delete(jobId);
  }
}

class StubSchemas implements Pick<SchemasApi, "get"> {
  readonly records = new Map<string, SchemaRecord>();
  add(caller: Caller, fields: unknown): SchemaRecord {
    const rec: SchemaRecord = {
      id: randomUUID(),
      userId: caller.userId,
      name: "s",
      type: "invoice",
      description: null,
      definition: { fields },
      version: 1,
      isActive: true,
      createdAt: "",
      updatedAt: "",
    };
    this.records.set(rec.id, rec);
    return rec;
  }
  async get(caller: Caller, id: string): Promise<SchemaRecord> {
    const rec = this.records.get(id);
    if (!rec || rec.userId !== caller.userId) throw notFound("schema");
    return rec;
  }
}

let repo: MemoryJobsRepository;
let files: StubFiles;
let schemas: StubSchemas;
let kicks: number;
let finished: Job[];
let jobs: JobsDomain;
let eventSeq = 0;

beforeEach(() => {
  repo = new MemoryJobsRepository();
  files = new StubFiles();
  schemas = new StubSchemas();
  kicks = 0;
  finished = [];
  jobs = new JobsDomain({
    repo,
    files: files as unknown as FilesApi,
    schemas: schemas as unknown as SchemasApi,
    relay: { kick: () => void kicks++ },
    callbackPolicy: { allowLoopback: true, allowPrivate: false },
    traceHeaders: () => ({ traceparent: "00-trace" }),
    onFinished: (job) => void finished.push(job),
  });
});

/** Delivers an extraction event the way the consumers do: once per event id, then the after-commit step. */
async function deliver(topic: "parse.completed" | "parse.failed", e: object, eventId = `e${++eventSeq}`) {
  let job: Job | null = null;
  const applied = await repo.once(`jobs:${topic}`, eventId, async (tx) => {
    job = await jobs.applyOutcome(
      tx,
      e as TopicPayload<"parse.completed"> | TopicPayload<"parse.failed">,
      topic === "parse.completed" ? "completed" : "failed",
    );
  });
  jobs.afterOutcome(job);
  return { applied, job: job as Job | null };
}
const progress = (jobId: string, value: number) =>
  repo.once("jobs:parse.progress", `e${++eventSeq}`, (tx) =>
    jobs.applyProgress(tx, { userId: alice.userId, jobId, fileId: "f", progress: value }),
  );
const completed = (job: Job) => ({
  userId: job.userId,
  jobId: job.id,
  fileId: job.documentId,
  kind: job.kind,
  result: { invoice_details: { number: "1" } },
  extraction: { warnings: [] },
});
const failed = (job: Job) => ({ userId: job.userId, jobId: job.id, fileId: job.documentId, error: "bad", code: "X" });

describe("create", () => {
  it("routes by the detected type and announces the parse request with the schema's fields", async () => {
    const doc = files.add(alice, "bank_statement");
    const schema = schemas.add(alice, ["PO number", 3, " "]);
    const job = await jobs.create(alice, { route: "auto", documentId: doc.id, schemaId: schema.id });
    expect(job).toMatchObject({
      userId: alice.userId,
      documentId: doc.id,
      batchId: null,
      kind: "bank_statement",
      status: "pending",
      fileId: doc.fileId,
      progress: 0,
      result: null,
      callback: null,
      schemaId: schema.id,
    });
    expect(job.id).toMatch(/^job_[0-9a-f]{24}$/);
    expect(repo.outbox).toEqual([
      {
        topic: "parse.requested",
        key: doc.id,
        payload: {
          userId: alice.userId,
          jobId: job.id,
          fileId: doc.id,
          blobKey: blobKeys.document(alice.userId, doc.id),
          kind: "bank_statement",
          customFields: ["PO number"],
          secretKey: null,
        },
        headers: { traceparent: "00-trace" },
      },
    ]);
    expect(kicks).toBe(1);
  });

  it("takes the route it is given, and refuses documents it cannot route or does not know", async () => {
    const other = files.add(alice, "other");
    expect((await jobs.create(alice, { route: "invoice", documentId: other.id })).kind).toBe("invoice");
    expect(await code(jobs.create(alice, { route: "auto", documentId: other.id }))).toBe("UNPROCESSABLE_DOCUMENT");
    const undetected = files.add(alice, "unknown");
    expect(await code(jobs.create(alice, { route: "auto", documentId: undetected.id }))).toBe("UNPROCESSABLE_DOCUMENT");
    expect(await code(jobs.create(bob, { route: "invoice", documentId: other.id }))).toBe("NOT_FOUND");
    const doc = files.add(alice, "invoice");
    expect(
      await code(jobs.create(alice, { route: "auto", documentId: doc.id, callbackUrl: "http://10.0.0.1/hook" })),
    ).toBe("INVALID_REQUEST");
    expect(repo.jobs).toHaveLength(1);
    expect(repo.outbox).toHaveLength(1);
  });

  it("creates one job per request key: a retry under it answers the first job", async () => {
    const doc = files.add(alice, "invoice");
    const first = await jobs.create(alice, { route: "auto", documentId: doc.id, requestKey: "k1" });
    const again = await jobs.create(alice, { route: "auto", documentId: doc.id, requestKey: "k1" });
    expect(again.id).toBe(first.id);
    expect(first.id).toMatch(/^job_[0-9a-f]{24}$/);
    expect(repo.jobs).toHaveLength(1);
    expect(repo.outbox).toHaveLength(1);
    const other = await jobs.create(alice, { route: "auto", documentId: doc.id, requestKey: "k2" });
    expect(other.id).not.toBe(first.id);
  });

  it("creates no job when its event cannot be written (one transaction)", async () => {
    const doc = files.add(alice, "invoice");
    repo.failOn = "enqueue";
    await expect(jobs.create(alice, { route: "auto", documentId: doc.id })).rejects.toThrow("injected failure");
    expect([repo.jobs, repo.outbox, kicks]).toEqual([[], [], 0]);
  });
});

describe("batches", () => {
  it("checks the batch's size and documents before creating anything", async () => {
    const doc = files.add(alice, "invoice");
    const batch = (documentIds: string[]) => jobs.createBatch(alice, { kind: "invoice", documentIds });
    expect(await code(batch([]))).toBe("INVALID_REQUEST");
    expect(await code(batch([doc.id, doc.id]))).toBe("INVALID_REQUEST");
    const many = Array.from({ length: BATCH_LIMITS.invoice + 1 }, () => files.add(alice, "invoice").id);
    expect(await code(batch(many))).toBe("INVALID_REQUEST");
    expect(await code(batch([doc.id, randomUUID()]))).toBe("NOT_FOUND");
    expect([repo.jobs, repo.batches, repo.outbox]).toEqual([[], [], []]);
  });

  it("deletes the passwords kept for a batch whose later document is refused, and keeps those of jobs created", async () => {
    const locked = () => ({ ...files.add(alice, "bank_statement"), typeReason: "PASSWORD_REQUIRED" as const });
    const [a, b] = [locked(), locked()];
    files.records.set(a.id, a);
    files.records.set(b.id, b);
    const batch = (documentIds: string[]) =>
      jobs.createBatch(alice, { kind: "bank_statement", documentIds, sealedSecret: "sealed" });
    expect(await code(batch([a.id, b.id, randomUUID()]))).toBe("NOT_FOUND");
    expect([...files.secrets]).toEqual([]);
    const created = await batch([a.id, b.id]);
    expect([...files.secrets].sort()).toEqual([...created.jobIds].sort());
    // A single job whose schema is unknown keeps nothing either.
    expect(
      await code(
        jobs.create(alice, { documentId: a.id, route: "auto", sealedSecret: "sealed", schemaId: randomUUID() }),
      ),
    ).toBe("NOT_FOUND");
    expect(files.secrets.size).toBe(2);
  });

  it("creates one job per document in the listed order, and the batch follows its jobs", async () => {
    const docs = [files.add(alice, "invoice"), files.add(alice, "other"), files.add(alice, "invoice")];
    const batch = await jobs.createBatch(alice, { kind: "invoice", documentIds: docs.map((d) => d.id) });
    expect(batch).toMatchObject({ kind: "invoice", status: "pending", counts: { pending: 3 } });
    expect(batch.id).toMatch(/^batch_[0-9a-f]{24}$/);
    expect(repo.outbox.map((e) => e.key)).toEqual(docs.map((d) => d.id));
    const batchJobs = await Promise.all(batch.jobIds.map((id) => jobs.get(alice, id)));
    expect(batchJobs.map((j) => j.documentId)).toEqual(docs.map((d) => d.id));
    const [a, b, c] = batchJobs;
    const status = async () => (await jobs.getBatch(alice, batch.id, "invoice")).status;

    await progress(a!.id, 10);
    expect(await status()).toBe("processing");
    await deliver("parse.completed", completed(a!));
    await deliver("parse.failed", failed(b!));
    expect(await status()).toBe("processing");
    repo.now = () => new Date(Date.now() + 60_000);
    await deliver("parse.completed", completed(c!));
    const done = await jobs.getBatch(alice, batch.id, "invoice");
    expect(done).toMatchObject({ status: "partially_failed", counts: { pending: 0, completed: 2, failed: 1 } });
    expect(done.updatedAt).toBe((await jobs.get(alice, c!.id)).updatedAt);

    expect(await code(jobs.getBatch(alice, batch.id, "bank_statement"))).toBe("NOT_FOUND");
    expect(await code(jobs.getBatch(bob, batch.id, "invoice"))).toBe("NOT_FOUND");
  });

  it("creates one batch per request key: a retry under it answers the first batch and its jobs", async () => {
    const docs = [files.add(alice, "invoice"), files.add(alice, "invoice")];
    const input = { kind: "invoice" as const, documentIds: docs.map((d) => d.id), requestKey: "b1" };
    const first = await jobs.createBatch(alice, input);
    const again = await jobs.createBatch(alice, input);
    expect(again.id).toBe(first.id);
    expect(again.jobIds).toEqual(first.jobIds);
    expect(first.id).toMatch(/^batch_[0-9a-f]{24}$/);
    expect(first.jobIds.every((id) => /^job_[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(repo.jobs).toHaveLength(2);
    expect((await jobs.createBatch(alice, { ...input, requestKey: "b2" })).id).not.toBe(first.id);
  });

  it("is completed or failed when every job ended that way", async () => {
    const docs = [files.add(alice, "invoice"), files.add(alice, "invoice")];
    const one = await jobs.createBatch(alice, { kind: "invoice", documentIds: [docs[0]!.id] });
    const two = await jobs.createBatch(alice, { kind: "invoice", documentIds: [docs[1]!.id] });
    await deliver("parse.completed", completed(await jobs.get(alice, one.jobIds[0]!)));
    await deliver("parse.failed", failed(await jobs.get(alice, two.jobIds[0]!)));
    expect((await jobs.getBatch(alice, one.id, "invoice")).status).toBe("completed");
    expect((await jobs.getBatch(alice, two.id, "invoice")).status).toBe("failed");
  });

  it("leaves out the jobs of deleted documents, and is not found once they are all deleted", async () => {
    const docs = [files.add(alice, "invoice"), files.add(alice, "invoice")];
    const batch = await jobs.createBatch(alice, { kind: "invoice", documentIds: docs.map((d) => d.id) });
    const [first, second] = batch.jobIds;
    // One deletion has reached this service as an event, the other only the files service so far.
    await repo.once("jobs:file.deleted", "d1", (tx) =>
      jobs.applyFileDeleted(tx, { userId: alice.userId, fileId: docs[0]!.id }),
    );
    files.records.delete(docs[0]!.id);
    expect(await jobs.getBatch(alice, batch.id, "invoice")).toMatchObject({
      jobIds: [second],
      counts: { pending: 1, processing: 0, completed: 0, failed: 0 },
    });
    expect(await code(jobs.get(alice, first!))).toBe("NOT_FOUND");
    files.records.delete(docs[1]!.id);
    expect(await code(jobs.getBatch(alice, batch.id, "invoice"))).toBe("NOT_FOUND");
  });

  it("tells an unknown document before looking the callback host up", async () => {
    const doc = files.add(alice, "invoice");
    const unresolvable = "http://callback.invalid/hook";
    const input = { kind: "invoice" as const, callbackUrl: unresolvable };
    expect(await code(jobs.createBatch(alice, { ...input, documentIds: [doc.id, randomUUID()] }))).toBe("NOT_FOUND");
    expect(
      await code(jobs.create(alice, { route: "invoice", documentId: randomUUID(), callbackUrl: unresolvable })),
    ).toBe("NOT_FOUND");
  });

  it("creates no batch when one of its events cannot be written", async () => {
    const docs = [files.add(alice, "invoice"), files.add(alice, "invoice")];
    repo.failOn = "enqueue";
    await expect(jobs.createBatch(alice, { kind: "invoice", documentIds: docs.map((d) => d.id) })).rejects.toThrow();
    expect([repo.jobs, repo.batches, repo.outbox]).toEqual([[], [], []]);
  });
});

describe("the job's state machine", () => {
  let job: Job;
  beforeEach(async () => {
    job = await jobs.create(alice, { route: "auto", documentId: files.add(alice, "invoice").id });
    repo.outbox.length = 0;
  });

  it("raises progress while processing, within 0..99, never down", async () => {
    await progress(job.id, 42.4);
    expect(await jobs.get(alice, job.id)).toMatchObject({ status: "processing", progress: 42 });
    await progress(job.id, 10);
    expect((await jobs.get(alice, job.id)).progress).toBe(42);
    await progress(job.id, 250);
    expect((await jobs.get(alice, job.id)).progress).toBe(99);
  });

  it("completes once, announces it with the result, and stays completed", async () => {
    const first = await deliver("parse.completed", completed(job));
    const got = await jobs.get(alice, job.id);
    expect(got).toMatchObject({
      status: "completed",
      progress: 100,
      result: { invoice_details: { number: "1" } },
      extraction: { warnings: [] },
      error: null,
    });
    expect(first.job).toEqual(got);
    expect(repo.outbox).toEqual([
      {
        topic: "job.finished",
        key: job.documentId,
        payload: {
          userId: alice.userId,
          jobId: job.id,
          documentId: job.documentId,
          kind: "invoice",
          status: "completed",
          callbackUrl: null,
          createdAt: got.createdAt,
          updatedAt: got.updatedAt,
          result: { invoice_details: { number: "1" } },
          error: null,
          errorCode: null,
        },
        headers: { traceparent: "00-trace" },
      },
    ]);
    expect([finished, kicks]).toEqual([[got], 2]);

    // The same event redelivered is skipped by the inbox; a different late event by the state machine.
    expect((await deliver("parse.completed", completed(job), `e${eventSeq}`)).applied).toBe(false);
    expect((await deliver("parse.failed", failed(job))).job).toBeNull();
    await progress(job.id, 5);
    expect(await jobs.get(alice, job.id)).toEqual(got);
    expect(repo.outbox).toHaveLength(1);
    expect(finished).toHaveLength(1);
  });

  it("fails with the extractor's error and its code, and announces them without a result", async () => {
    await deliver("parse.failed", failed(job));
    expect(await jobs.get(alice, job.id)).toMatchObject({
      status: "failed",
      error: "bad",
      errorCode: "X",
      result: null,
      progress: 0,
    });
    expect(repo.outbox[0]!.payload).toMatchObject({ status: "failed", error: "bad", errorCode: "X", result: null });
  });

  it("does not end a job whose event cannot be written", async () => {
    repo.failOn = "enqueue";
    await expect(deliver("parse.completed", completed(job))).rejects.toThrow("injected failure");
    repo.failOn = undefined;
    expect((await jobs.get(alice, job.id)).status).toBe("pending");
    // The failed delivery left no inbox record: its retry applies.
    expect((await deliver("parse.completed", completed(job), `e${eventSeq}`)).applied).toBe(true);
  });

  it("shows the callback's final outcome", async () => {
    await repo.once("jobs:callback.outcome", "c1", (tx) =>
      jobs.applyCallbackOutcome(tx, {
        userId: alice.userId,
        jobId: job.id,
        deliveryId: "d",
        status: "dead",
        attempts: 3,
        lastError: "HTTP 500",
      }),
    );
    expect((await jobs.get(alice, job.id)).callback).toEqual({ status: "dead", attempts: 3, lastError: "HTTP 500" });
  });

  it("forgets a job whose document was deleted, and ends it no more", async () => {
    await repo.once("jobs:file.deleted", "d1", (tx) =>
      jobs.applyFileDeleted(tx, { userId: alice.userId, fileId: job.documentId }),
    );
    expect(await code(jobs.get(alice, job.id))).toBe("NOT_FOUND");
    expect((await deliver("parse.completed", completed(job))).job).toBeNull();
    expect(repo.outbox).toEqual([]);
  });

  it("answers NOT_FOUND for another user, another kind, or a document the files service no longer has", async () => {
    expect(await code(jobs.get(bob, job.id))).toBe("NOT_FOUND");
    expect(await code(jobs.get(alice, job.id, "bank_statement"))).toBe("NOT_FOUND");
    expect((await jobs.get(alice, job.id, "invoice")).id).toBe(job.id);
    files.records.delete(job.documentId);
    expect(await code(jobs.get(alice, job.id))).toBe("NOT_FOUND");
  });
});
