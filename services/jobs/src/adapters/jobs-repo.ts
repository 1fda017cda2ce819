import type { JobKind, JobStatus } from "@docintake/contracts";
import { enqueue, once } from "@docintake/bus";
import { and, asc, eq, getTableColumns, inArray, isNull, sql, tables, type Database, type DbOrTx } from "@docintake/db";
import type {
  JobsRepository,
  JobsTransaction,
  JobTransition,
  StoredBatch,
  StoredJob,
} from "../domain/jobs-repository.ts";

type JobRow = typeof tables.jobs.$inferSelect;
type BatchRow = typeof tables.batches.$inferSelect;

// The columns hold only values this service wrote from the typed domain, hence the narrowing casts.
const toStoredJob = (r: JobRow): StoredJob => ({
  id: r.id,
  userId: r.userId,
  documentId: r.documentId,
  batchId: r.batchId,
  batchPosition: r.batchPosition,
  kind: r.kind as JobKind,
  status: r.status as JobStatus,
  fileStorageName: r.fileStorageName,
  progress: r.progress,
  result: (r.result as Record<string, unknown> | null) ?? null,
  extraction: (r.extraction as Record<string, unknown> | null) ?? null,
  error: r.error,
  errorCode: r.errorCode,
  callbackUrl: r.callbackUrl,
  schemaId: r.schemaId,
  purgedAt: r.purgedAt,
  callbackStatus: r.callbackStatus,
  callbackAttempts: r.callbackAttempts,
  callbackError: r.callbackError,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const toStoredBatch = (r: BatchRow): StoredBatch => ({ ...r, kind: r.kind as JobKind });

function columnsOf(t: JobTransition) {
  const { from: _from, unlessPurged: _unlessPurged, to, progress, ...rest } = t;
  return {
    ...rest,
    status: to,
    ...(progress === undefined
      ? {}
      : typeof progress === "number"
        ? { progress }
        : { progress: sql`greatest(${tables.jobs.progress}, ${progress.atLeast})` }),
    updatedAt: sql`now()`,
  };
}

// A transition's row comes back without the result documents: the caller wrote them and holds them,
// and a result with its provenance is the largest thing in the table.
const { result: _result, extraction: _extraction, ...leanJobColumns } = getTableColumns(tables.jobs);

function inTransaction(tx: DbOrTx): JobsTransaction {
  return {
    async insertJob(job) {
      const [row] = await tx.insert(tables.jobs).values(job).returning();
      return toStoredJob(row!);
    },
    async insertBatch(batch) {
      const [row] = await tx.insert(tables.batches).values(batch).returning();
      return toStoredBatch(row!);
    },
    async transition(jobId, t) {
      const [row] = await tx
        .update(tables.jobs)
        .set(columnsOf(t))
        .where(
          and(
            eq(tables.jobs.id, jobId),
            inArray(tables.jobs.status, [...t.from]),
            t.unlessPurged ? isNull(tables.jobs.purgedAt) : undefined,
          ),
        )
        .returning(leanJobColumns);
      return row && toStoredJob({ ...row, result: t.result ?? null, extraction: t.extraction ?? null });
    },
    async recordCallbackOutcome(userId, jobId, outcome) {
      await tx
        .update(tables.jobs)
        .set({ callbackStatus: outcome.status, callbackAttempts: outcome.attempts, callbackError: outcome.lastError })
        .where(and(eq(tables.jobs.id, jobId), eq(tables.jobs.userId, userId)));
    },
    async purgeDocument(userId, documentId) {
      await tx
        .update(tables.jobs)
        .set({ purgedAt: sql`now()`, result: null, extraction: null, updatedAt: sql`now()` })
        .where(and(eq(tables.jobs.documentId, documentId), eq(tables.jobs.userId, userId)));
    },
    async enqueue(topic, key, payload, headers) {
      await enqueue(tx, tables.jobsOutbox, topic, key, payload, headers);
    },
  };
}

/** Jobs and batches on PostgreSQL or PGlite (drizzle), with the service's outbox and inbox tables. */
export function jobsRepository(db: Database): JobsRepository {
  return {
    async find(userId, jobId) {
      const rows = await db
        .select()
        .from(tables.jobs)
        .where(and(eq(tables.jobs.userId, userId), eq(tables.jobs.id, jobId)));
      return rows[0] && toStoredJob(rows[0]);
    },
    async findBatch(userId, batchId, kind) {
      const rows = await db
        .select()
        .from(tables.batches)
        .where(and(eq(tables.batches.id, batchId), eq(tables.batches.userId, userId), eq(tables.batches.kind, kind)));
      return rows[0] && toStoredBatch(rows[0]);
    },
    async jobsOfBatch(batchId) {
      const rows = await db
        .select()
        .from(tables.jobs)
        .where(eq(tables.jobs.batchId, batchId))
        .orderBy(asc(tables.jobs.batchPosition), asc(tables.jobs.id));
      return rows.map(toStoredJob);
    },
    transaction: (work) => db.transaction((tx) => work(inTransaction(tx))),
    once: (consumer, eventId, work) => once(db, tables.jobsInbox, consumer, eventId, (tx) => work(inTransaction(tx))),
  };
}
