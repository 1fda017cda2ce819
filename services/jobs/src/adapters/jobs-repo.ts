import type { Batch, BatchStatus, Job, JobKind, JobStatus } from "@docintake/contracts";
import { and, eq, tables, type DbOrTx } from "@docintake/db";

type Row = typeof tables.jobs.$inferSelect;

export function toJob(r: Row): Job {
  return {
    id: r.id,
    userId: r.userId,
    documentId: r.documentId,
    batchId: r.batchId,
    kind: r.kind as JobKind,
    status: r.status as JobStatus,
    fileId: r.fileStorageName,
    progress: r.progress,
    result: (r.result as Record<string, unknown> | null) ?? null,
    extraction: (r.extraction as Record<string, unknown> | null) ?? null,
    error: r.error,
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

export function batchOf(b: typeof tables.batches.$inferSelect, rows: Row[]): Batch {
  const counts = { pending: 0, processing: 0, completed: 0, failed: 0 };
  for (const r of rows) counts[r.status as JobStatus]++;
  const n = rows.length;
  let status: BatchStatus;
  if (counts.completed === n) status = "completed";
  else if (counts.failed === n) status = "failed";
  else if (counts.completed + counts.failed === n) status = "partially_failed";
  else if (counts.pending === n) status = "pending";
  else status = "processing";
  const updated = rows.reduce((m, r) => (r.updatedAt > m ? r.updatedAt : m), b.createdAt);
  return {
    id: b.id,
    kind: b.kind as JobKind,
    status,
    jobIds: rows.map((r) => r.id),
    counts,
    createdAt: b.createdAt.toISOString(),
    updatedAt: updated.toISOString(),
  };
}

export const jobsRepo = {
  async find(db: DbOrTx, userId: string, id: string): Promise<Row | undefined> {
    const rows = await db
      .select()
      .from(tables.jobs)
      .where(and(eq(tables.jobs.userId, userId), eq(tables.jobs.id, id)));
    return rows[0];
  },
  async byId(db: DbOrTx, id: string): Promise<Row | undefined> {
    const rows = await db.select().from(tables.jobs).where(eq(tables.jobs.id, id));
    return rows[0];
  },
};
