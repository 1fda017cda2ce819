import { createHash, randomBytes } from "node:crypto";
import {
  assertCallbackAllowed,
  BATCH_LIMITS,
  blobKeys,
  schemaFieldNames,
  type Batch,
  type BatchStatus,
  type Caller,
  type CallbackPolicy,
  type CreateJobInput,
  type FileRecord,
  type FilesApi,
  type Job,
  type JobKind,
  type JobStatus,
  type JobsApi,
  type SchemasApi,
  type TopicPayload,
} from "@docintake/contracts";
import { AppError, invalid, notFound } from "@docintake/errors";
import type { JobsRepository, JobsTransaction, OutboxKick, StoredBatch, StoredJob } from "./jobs-repository.ts";

/** A job moves pending → processing → completed | failed; once ended, no event changes it again. */
const UNFINISHED: readonly JobStatus[] = ["pending", "processing"];

export function toJob(r: StoredJob): Job {
  return {
    id: r.id,
    userId: r.userId,
    documentId: r.documentId,
    batchId: r.batchId,
    kind: r.kind,
    status: r.status,
    fileId: r.fileStorageName,
    progress: r.progress,
    result: r.result,
    extraction: r.extraction,
    error: r.error,
    errorCode: r.errorCode,
    callbackUrl: r.callbackUrl,
    schemaId: r.schemaId,
    callback:
      r.callbackStatus === "delivered" || r.callbackStatus === "dead"
        ? { status: r.callbackStatus, attempts: r.callbackAttempts ?? 0, lastError: r.callbackError }
        : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A batch's status follows its jobs: done when every job has ended, partially failed when some failed. */
export function batchOf(b: StoredBatch, jobs: StoredJob[]): Batch {
  const counts = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const r of jobs) counts[r.status]++;
  const n = jobs.length;
  let status: BatchStatus;
  if (counts.completed === n) status = "completed";
  else if (counts.failed === n) status = "failed";
  else if (counts.completed + counts.failed === n) status = "partially_failed";
  else if (counts.pending === n) status = "pending";
  else status = "processing";
  const updated = jobs.reduce((m, r) => (r.updatedAt > m ? r.updatedAt : m), b.createdAt);
  return {
    id: b.id,
    kind: b.kind,
    status,
    jobIds: jobs.map((r) => r.id),
    counts,
    createdAt: b.createdAt.toISOString(),
    updatedAt: updated.toISOString(),
  };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
/** An id from the request key it was created under: a retry of that request finds the job instead of a twin. */
export const idForRequest = (prefix: "job" | "batch", userId: string, requestKey: string) =>
  `${prefix}_${createHash("sha256").update(`${prefix}\0${userId}\0${requestKey}`).digest("hex").slice(0, 24)}`;

/** The general route's kind: the detected type's. */
function routedKind(file: FileRecord): JobKind {
  switch (file.type) {
    case "invoice":
    case "bank_statement":
      return file.type;
    case "other":
      throw new AppError("UNPROCESSABLE_DOCUMENT", "the document is neither an invoice nor a bank statement");
    case "unknown":
      // A PDF uploaded without its password cannot be typed: the kind must come from the route.
      if (file.typeReason === "PASSWORD_REQUIRED")
        throw new AppError(
          "UNPROCESSABLE_DOCUMENT",
          "the document's type is unknown until it is opened: start the job at /parse/invoices or /parse/statements " +
            "with its password, or upload it again with its password",
        );
      throw new AppError("UNPROCESSABLE_DOCUMENT", "the document's type is not detected yet; retry shortly");
  }
}

interface Prepared {
  file: FileRecord;
  kind: JobKind;
  /** The job's id, chosen before its password is kept under it. */
  id: string;
  /** Blob key of the password kept for the job, or null. */
  secretKey: string | null;
}

/** Parse jobs: created against a stored document, driven to an end by extraction events. */
export class JobsDomain implements JobsApi {
  private readonly repo: JobsRepository;
  private readonly files: FilesApi;
  private readonly schemas: SchemasApi;
  private readonly relay: OutboxKick;
  private readonly callbackPolicy: CallbackPolicy;
  private readonly traceHeaders: () => Record<string, string>;
  private readonly onFinished: (job: Job) => void;

  constructor(deps: {
    repo: JobsRepository;
    files: FilesApi;
    schemas: SchemasApi;
    relay: OutboxKick;
    callbackPolicy: CallbackPolicy;
    traceHeaders?: () => Record<string, string>;
    onFinished?: (job: Job) => void;
  }) {
    this.repo = deps.repo;
    this.files = deps.files;
    this.schemas = deps.schemas;
    this.relay = deps.relay;
    this.callbackPolicy = deps.callbackPolicy;
    this.traceHeaders = deps.traceHeaders ?? (() => ({}));
    this.onFinished = deps.onFinished ?? (() => undefined);
  }

  private async customFields(caller: Caller, schemaId: string | undefined): Promise<string[]> {
    if (!schemaId) return [];
    const schema = await this.schemas.get(caller, schemaId);
    return schemaFieldNames(schema.definition);
  }

  /**
   * The document, the kind of job it gets and its password kept for it. A password that does not open the
   * document, or none for one that needs it, is refused now rather than failing the job later.
   */
  private async prepare(
    caller: Caller,
    documentId: string,
    route: CreateJobInput["route"],
    sealedSecret: string | undefined,
    id: string,
  ): Promise<Prepared> {
    const file = await this.files.get(caller, documentId);
    const locked = file.typeReason === "PASSWORD_REQUIRED";
    if (locked && !sealedSecret)
      throw new AppError("PASSWORD_REQUIRED", "the PDF is password-protected: send its password or password_hints");
    const kind = route === "auto" ? routedKind(file) : route;
    const kept = sealedSecret
      ? await this.files.keepSecret(caller, { documentId: file.id, jobId: id, sealedSecret })
      : false;
    return { file, kind, id, secretKey: kept ? blobKeys.secret(caller.userId, id) : null };
  }

  private async insertJobs(
    tx: JobsTransaction,
    caller: Caller,
    items: Prepared[],
    extra: {
      batchId: string | null;
      callbackUrl: string | null;
      schemaId: string | null;
      customFields: string[];
    },
  ) {
    const out = [];
    for (const [position, { file, kind, id, secretKey }] of items.entries()) {
      const row = await tx.insertJob({
        id,
        userId: caller.userId,
        documentId: file.id,
        batchId: extra.batchId,
        batchPosition: extra.batchId ? position : null,
        kind,
        status: "pending",
        fileStorageName: file.fileId,
        callbackUrl: extra.callbackUrl,
        schemaId: extra.schemaId,
      });
      await tx.enqueue(
        "parse.requested",
        file.id,
        {
          userId: caller.userId,
          jobId: id,
          fileId: file.id,
          blobKey: blobKeys.document(caller.userId, file.id),
          kind,
          customFields: extra.customFields,
          secretKey,
        },
        this.traceHeaders(),
      );
      out.push(row);
    }
    return out;
  }

  async create(caller: Caller, input: CreateJobInput): Promise<Job> {
    const jobId = input.requestKey ? idForRequest("job", caller.userId, input.requestKey) : newId("job");
    const earlier = input.requestKey ? await this.repo.find(caller.userId, jobId) : undefined;
    if (earlier) return toJob(earlier);
    const prepared = await this.prepare(caller, input.documentId, input.route, input.sealedSecret, jobId);
    const [row] = await this.forgettingOnFailure(caller, [prepared], async () => {
      const customFields = await this.customFields(caller, input.schemaId);
      // Last: an unknown document or schema is told without waiting on the callback host's name lookup.
      if (input.callbackUrl) await assertCallbackAllowed(input.callbackUrl, this.callbackPolicy);
      return this.repo.transaction((tx) =>
        this.insertJobs(tx, caller, [prepared], {
          batchId: null,
          callbackUrl: input.callbackUrl ?? null,
          schemaId: input.schemaId ?? null,
          customFields,
        }),
      );
    });
    this.relay.kick();
    return toJob(row!);
  }

  /** A retry under the same request key may have created the job meanwhile: its password is then its own. */
  private async forgetUnlessCreated(caller: Caller, jobId: string): Promise<void> {
    if (!(await this.repo.find(caller.userId, jobId))) await this.files.forgetSecret(caller, jobId);
  }

  /**
   * Runs what creates the jobs of passwords already kept: where it fails, no job will end and delete
   * them, so they are deleted now (a later document of a batch refused, an unknown schema) rather than
   * left for a sweep. A deletion that fails does not hide the failure the caller is told.
   */
  private async forgettingOnFailure<T>(caller: Caller, prepared: Prepared[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await Promise.allSettled(prepared.filter((p) => p.secretKey).map((p) => this.forgetUnlessCreated(caller, p.id)));
      throw err;
    }
  }

  async createBatch(caller: Caller, input: Parameters<JobsApi["createBatch"]>[1]): Promise<Batch> {
    const key = input.requestKey;
    const batchId = key ? idForRequest("batch", caller.userId, key) : newId("batch");
    const earlier = key ? await this.repo.findBatch(caller.userId, batchId, input.kind) : undefined;
    if (earlier) return batchOf(earlier, await this.repo.jobsOfBatch(batchId));
    const limit = BATCH_LIMITS[input.kind];
    if (input.documentIds.length === 0) throw invalid("files must hold at least one document");
    if (input.documentIds.length > limit) throw invalid(`a batch holds at most ${limit} documents`);
    if (new Set(input.documentIds).size !== input.documentIds.length) throw invalid("duplicate document_id in batch");
    // Every document is checked before anything is created: an unknown one rejects the whole batch.
    const prepared: Prepared[] = [];
    const { batch, rows } = await this.forgettingOnFailure(caller, prepared, async () => {
      for (const [i, documentId] of input.documentIds.entries()) {
        // Under a request key, the jobs' ids follow from it and their place, so a retry finds them.
        const jobId = key ? idForRequest("job", caller.userId, `${key}\0${i}`) : newId("job");
        prepared.push(await this.prepare(caller, documentId, input.kind, input.sealedSecret, jobId));
      }
      const customFields = await this.customFields(caller, input.schemaId);
      if (input.callbackUrl) await assertCallbackAllowed(input.callbackUrl, this.callbackPolicy);
      return this.repo.transaction(async (tx) => {
        const b = await tx.insertBatch({ id: batchId, userId: caller.userId, kind: input.kind });
        const rows = await this.insertJobs(tx, caller, prepared, {
          batchId,
          callbackUrl: input.callbackUrl ?? null,
          schemaId: input.schemaId ?? null,
          customFields,
        });
        return { batch: b, rows };
      });
    });
    this.relay.kick();
    return batchOf(batch, rows);
  }

  async get(caller: Caller, jobId: string, kind?: JobKind): Promise<Job> {
    const row = await this.repo.find(caller.userId, jobId);
    if (!row || row.purgedAt || (kind && row.kind !== kind)) throw notFound("job");
    if (!(await this.documentExists(caller, row.documentId))) throw notFound("job");
    return toJob(row);
  }

  /**
   * A batch without the jobs of deleted documents, which answer 404 themselves; a batch whose documents were
   * all deleted is gone like them.
   */
  async getBatch(caller: Caller, batchId: string, kind: JobKind): Promise<Batch> {
    const b = await this.repo.findBatch(caller.userId, batchId, kind);
    if (!b) throw notFound("batch");
    const unpurged = (await this.repo.jobsOfBatch(batchId)).filter((r) => !r.purgedAt);
    const exists = await Promise.all(unpurged.map((r) => this.documentExists(caller, r.documentId)));
    const live = unpurged.filter((_, i) => exists[i]);
    if (live.length === 0) throw notFound("batch");
    return batchOf(b, live);
  }

  /** The document's deletion reaches this service as an event; until it lands, the owner of files is asked. */
  private async documentExists(caller: Caller, documentId: string): Promise<boolean> {
    try {
      await this.files.get(caller, documentId);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") return false;
      throw err;
    }
  }

  // ---- state changes driven by extraction events; each is safe to apply twice ----

  async applyProgress(tx: JobsTransaction, e: TopicPayload<"parse.progress">): Promise<void> {
    await tx.transition(e.jobId, {
      from: UNFINISHED,
      to: "processing",
      progress: { atLeast: Math.max(0, Math.min(99, Math.round(e.progress))) },
    });
  }

  async applyOutcome(
    tx: JobsTransaction,
    e: TopicPayload<"parse.completed"> | TopicPayload<"parse.failed">,
    outcome: "completed" | "failed",
  ): Promise<Job | null> {
    const row = await tx.transition(
      e.jobId,
      outcome === "completed"
        ? {
            from: UNFINISHED,
            unlessPurged: true,
            to: "completed",
            progress: 100,
            result: (e as TopicPayload<"parse.completed">).result,
            extraction: (e as TopicPayload<"parse.completed">).extraction,
            error: null,
            errorCode: null,
          }
        : {
            from: UNFINISHED,
            unlessPurged: true,
            to: "failed",
            error: (e as TopicPayload<"parse.failed">).error,
            errorCode: (e as TopicPayload<"parse.failed">).code,
          },
    );
    if (!row) return null;
    const job = toJob(row);
    await tx.enqueue(
      "job.finished",
      job.documentId,
      {
        userId: job.userId,
        jobId: job.id,
        documentId: job.documentId,
        kind: job.kind,
        status: outcome,
        callbackUrl: job.callbackUrl,
        createdAt: job.createdAt,
        updatedAt: job.updatedAt,
        result: outcome === "completed" ? job.result : null,
        error: outcome === "failed" ? job.error : null,
        errorCode: outcome === "failed" ? job.errorCode : null,
      },
      this.traceHeaders(),
    );
    return job;
  }

  /**
   * Fails the job of a completed extraction whose result the store kept refusing (every retry used): the job ends
   * with a clear error instead of staying `processing` while the event waits in the dead letters.
   */
  async applyUnstoredResult(tx: JobsTransaction, e: TopicPayload<"parse.completed">): Promise<Job | null> {
    const failure: TopicPayload<"parse.failed"> = {
      userId: e.userId,
      jobId: e.jobId,
      fileId: e.fileId,
      error: "the extraction result could not be stored; please parse the document again",
      code: "INTERNAL",
    };
    return this.applyOutcome(tx, failure, "failed");
  }

  afterOutcome(job: Job | null): void {
    this.relay.kick();
    if (job) this.onFinished(job);
  }

  async applyCallbackOutcome(tx: JobsTransaction, e: TopicPayload<"callback.outcome">): Promise<void> {
    await tx.recordCallbackOutcome(e.userId, e.jobId, {
      status: e.status,
      attempts: e.attempts,
      lastError: e.lastError,
    });
  }

  async applyFileDeleted(tx: JobsTransaction, e: TopicPayload<"file.deleted">): Promise<void> {
    await tx.purgeDocument(e.userId, e.fileId);
  }
}
