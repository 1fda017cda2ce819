import { randomBytes } from "node:crypto";
import {
  assertCallbackAllowed,
  blobKeys,
  schemaFieldNames,
  type Batch,
  type Caller,
  type CallbackPolicy,
  type CreateJobInput,
  type FileRecord,
  type FilesApi,
  type Job,
  type JobKind,
  type JobsApi,
  type SchemasApi,
  type TopicPayload,
} from "@docintake/contracts";
import { AppError, invalid, notFound } from "@docintake/errors";
import { enqueue, type OutboxRelay } from "@docintake/bus";
import { and, asc, eq, inArray, isNull, sql, tables, type Database, type DbOrTx } from "@docintake/db";
import { batchOf, jobsRepo, toJob } from "../adapters/jobs-repo.ts";

export const BATCH_LIMITS: Record<JobKind, number> = { invoice: 50, bank_statement: 10 };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

interface Prepared {
  file: FileRecord;
  kind: JobKind;
}

/** Parse jobs: created against a stored document, driven to an end by extraction events. */
export class JobsDomain implements JobsApi {
  private readonly db: Database;
  private readonly files: FilesApi;
  private readonly schemas: SchemasApi;
  private readonly relay: OutboxRelay;
  private readonly callbackPolicy: CallbackPolicy;
  private readonly traceHeaders: () => Record<string, string>;
  private readonly onFinished: (job: Job) => void;

  constructor(deps: {
    db: Database;
    files: FilesApi;
    schemas: SchemasApi;
    relay: OutboxRelay;
    callbackPolicy: CallbackPolicy;
    traceHeaders?: () => Record<string, string>;
    onFinished?: (job: Job) => void;
  }) {
    this.db = deps.db;
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

  private async prepare(caller: Caller, documentId: string, route: CreateJobInput["route"]): Promise<Prepared> {
    const file = await this.files.get(caller, documentId);
    if (route !== "auto") return { file, kind: route };
    switch (file.type) {
      case "invoice":
      case "bank_statement":
        return { file, kind: file.type };
      case "other":
        throw new AppError("UNPROCESSABLE_DOCUMENT", "the document is neither an invoice nor a bank statement");
      case "unknown":
        throw new AppError("UNPROCESSABLE_DOCUMENT", "the document's type is not detected yet; retry shortly");
    }
  }

  private async insertJobs(
    tx: DbOrTx,
    caller: Caller,
    items: Prepared[],
    extra: { batchId: string | null; callbackUrl: string | null; schemaId: string | null; customFields: string[] },
  ) {
    const out = [];
    for (const [position, { file, kind }] of items.entries()) {
      const id = newId("job");
      const [row] = await tx
        .insert(tables.jobs)
        .values({
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
        })
        .returning();
      await enqueue(
        tx,
        tables.jobsOutbox,
        "parse.requested",
        file.id,
        {
          userId: caller.userId,
          jobId: id,
          fileId: file.id,
          blobKey: blobKeys.document(caller.userId, file.id),
          kind,
          customFields: extra.customFields,
        },
        this.traceHeaders(),
      );
      out.push(row!);
    }
    return out;
  }

  async create(caller: Caller, input: CreateJobInput): Promise<Job> {
    if (input.callbackUrl) await assertCallbackAllowed(input.callbackUrl, this.callbackPolicy);
    const prepared = await this.prepare(caller, input.documentId, input.route);
    const customFields = await this.customFields(caller, input.schemaId);
    const [row] = await this.db.transaction((tx) =>
      this.insertJobs(tx, caller, [prepared], {
        batchId: null,
        callbackUrl: input.callbackUrl ?? null,
        schemaId: input.schemaId ?? null,
        customFields,
      }),
    );
    this.relay.kick();
    return toJob(row!);
  }

  async createBatch(
    caller: Caller,
    input: { kind: JobKind; documentIds: string[]; callbackUrl?: string; schemaId?: string },
  ): Promise<Batch> {
    const limit = BATCH_LIMITS[input.kind];
    if (input.documentIds.length === 0) throw invalid("files must hold at least one document");
    if (input.documentIds.length > limit) throw invalid(`a batch holds at most ${limit} documents`);
    if (new Set(input.documentIds).size !== input.documentIds.length) throw invalid("duplicate document_id in batch");
    if (input.callbackUrl) await assertCallbackAllowed(input.callbackUrl, this.callbackPolicy);
    // Every document is checked before anything is created: an unknown one rejects the whole batch.
    const prepared: Prepared[] = [];
    for (const id of input.documentIds) prepared.push(await this.prepare(caller, id, input.kind));
    const customFields = await this.customFields(caller, input.schemaId);
    const batchId = newId("batch");
    const { batch, rows } = await this.db.transaction(async (tx) => {
      const [b] = await tx
        .insert(tables.batches)
        .values({ id: batchId, userId: caller.userId, kind: input.kind })
        .returning();
      const rows = await this.insertJobs(tx, caller, prepared, {
        batchId,
        callbackUrl: input.callbackUrl ?? null,
        schemaId: input.schemaId ?? null,
        customFields,
      });
      return { batch: b!, rows };
    });
    this.relay.kick();
    return batchOf(batch, rows);
  }

  async get(caller: Caller, jobId: string, kind?: JobKind): Promise<Job> {
    const row = await jobsRepo.find(this.db, caller.userId, jobId);
    if (!row || row.purgedAt || (kind && row.kind !== kind)) throw notFound("job");
    // The document's deletion reaches this service as an event; until it lands, ask the owner of files.
    try {
      await this.files.get(caller, row.documentId);
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") throw notFound("job");
      throw err;
    }
    return toJob(row);
  }

  async getBatch(caller: Caller, batchId: string, kind: JobKind): Promise<Batch> {
    const [b] = await this.db
      .select()
      .from(tables.batches)
      .where(
        and(eq(tables.batches.id, batchId), eq(tables.batches.userId, caller.userId), eq(tables.batches.kind, kind)),
      );
    if (!b) throw notFound("batch");
    const rows = await this.db
      .select()
      .from(tables.jobs)
      .where(eq(tables.jobs.batchId, batchId))
      .orderBy(asc(tables.jobs.batchPosition), asc(tables.jobs.id));
    return batchOf(b, rows);
  }

  // ---- state changes driven by extraction events; each is safe to apply twice ----

  async applyProgress(tx: DbOrTx, e: TopicPayload<"parse.progress">): Promise<void> {
    await tx
      .update(tables.jobs)
      .set({
        status: "processing",
        progress: sql`greatest(${tables.jobs.progress}, ${Math.max(0, Math.min(99, Math.round(e.progress)))})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tables.jobs.id, e.jobId), inArray(tables.jobs.status, ["pending", "processing"])));
  }

  async applyOutcome(
    tx: DbOrTx,
    e: TopicPayload<"parse.completed"> | TopicPayload<"parse.failed">,
    outcome: "completed" | "failed",
  ): Promise<Job | null> {
    const set =
      outcome === "completed"
        ? {
            status: "completed",
            progress: 100,
            result: (e as TopicPayload<"parse.completed">).result,
            extraction: (e as TopicPayload<"parse.completed">).extraction,
            error: null,
            updatedAt: sql`now()`,
          }
        : { status: "failed", error: (e as TopicPayload<"parse.failed">).error, updatedAt: sql`now()` };
    const [row] = await tx
      .update(tables.jobs)
      .set(set)
      .where(
        and(
          eq(tables.jobs.id, e.jobId),
          inArray(tables.jobs.status, ["pending", "processing"]),
          isNull(tables.jobs.purgedAt),
        ),
      )
      .returning();
    if (!row) return null;
    const job = toJob(row);
    await enqueue(
      tx,
      tables.jobsOutbox,
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
      },
      this.traceHeaders(),
    );
    return job;
  }

  afterOutcome(job: Job | null): void {
    this.relay.kick();
    if (job) this.onFinished(job);
  }

  async applyCallbackOutcome(tx: DbOrTx, e: TopicPayload<"callback.outcome">): Promise<void> {
    await tx
      .update(tables.jobs)
      .set({ callbackStatus: e.status, callbackAttempts: e.attempts, callbackError: e.lastError })
      .where(and(eq(tables.jobs.id, e.jobId), eq(tables.jobs.userId, e.userId)));
  }

  async applyFileDeleted(tx: DbOrTx, e: TopicPayload<"file.deleted">): Promise<void> {
    await tx
      .update(tables.jobs)
      .set({ purgedAt: sql`now()`, result: null, extraction: null, updatedAt: sql`now()` })
      .where(and(eq(tables.jobs.documentId, e.fileId), eq(tables.jobs.userId, e.userId)));
  }
}
