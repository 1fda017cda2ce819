import type { DocumentTypeName, FileFormat, FileListQuery, FileStatus, TypeReason } from "@docintake/contracts";
import { enqueue, once } from "@docintake/bus";
import { and, count, desc, eq, inArray, lt, ne, sql, tables, type Database, type DbOrTx } from "@docintake/db";
import type {
  FilesRepository,
  FilesTransaction,
  LiveFileChange,
  StagedFile,
  StoredFile,
} from "../domain/files-repository.ts";

type FileRow = typeof tables.files.$inferSelect;
type StagingRow = typeof tables.staging.$inferSelect;

// The columns hold only values this service wrote from the typed domain, hence the narrowing casts.
const toStoredFile = (r: FileRow): StoredFile => ({
  id: r.id,
  userId: r.userId,
  filename: r.filename,
  storageName: r.storageName,
  type: r.type as DocumentTypeName,
  typeReason: r.typeReason as TypeReason | null,
  status: r.status as FileStatus,
  size: r.size,
  format: r.format as FileFormat,
  mime: r.mime,
  pageCount: r.pageCount,
  blobKey: r.blobKey,
  layoutKey: r.layoutKey,
  processedData: r.processedData,
  createdAt: r.createdAt,
  completedAt: r.completedAt,
});

const toStagedFile = (r: StagingRow): StagedFile => ({ ...r, format: r.format as FileFormat });

// Every file query is scoped by its owner, except the few that act on an id just read that way.
async function find(db: DbOrTx, userId: string, id: string): Promise<StoredFile | undefined> {
  const rows = await db
    .select()
    .from(tables.files)
    .where(and(eq(tables.files.userId, userId), eq(tables.files.id, id)));
  return rows[0] && toStoredFile(rows[0]);
}

async function unstage(db: DbOrTx, stagingIds: string[]): Promise<void> {
  if (stagingIds.length === 0) return;
  await db.delete(tables.staging).where(inArray(tables.staging.id, stagingIds));
}

function columnsOf(change: LiveFileChange) {
  const { completedAt, ...rest } = change;
  return completedAt === "now" ? { ...rest, completedAt: sql`now()` } : rest;
}

function inTransaction(tx: DbOrTx): FilesTransaction {
  return {
    find: (userId, id) => find(tx, userId, id),
    async insert(file) {
      const [row] = await tx.insert(tables.files).values(file).returning();
      return toStoredFile(row!);
    },
    unstage: (stagingIds) => unstage(tx, stagingIds),
    async tombstone(id) {
      await tx
        .update(tables.files)
        .set({ status: "deleted", deletedAt: sql`now()`, processedData: null, blobKey: null, layoutKey: null })
        .where(eq(tables.files.id, id));
    },
    async changeLive(userId, id, change) {
      await tx
        .update(tables.files)
        .set(columnsOf(change))
        .where(and(eq(tables.files.id, id), eq(tables.files.userId, userId), sql`${tables.files.status} <> 'deleted'`));
    },
    async enqueue(topic, key, payload, headers) {
      await enqueue(tx, tables.filesOutbox, topic, key, payload, headers);
    },
  };
}

/** The files records on PostgreSQL or PGlite (drizzle), with the service's outbox and inbox tables. */
export function filesRepository(db: Database): FilesRepository {
  return {
    find: (userId, id) => find(db, userId, id),
    async list(userId: string, q: FileListQuery) {
      const where = and(
        eq(tables.files.userId, userId),
        q.status ? eq(tables.files.status, q.status) : ne(tables.files.status, "deleted"),
        q.type ? eq(tables.files.type, q.type) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(tables.files)
          .where(where)
          .orderBy(desc(tables.files.createdAt), desc(tables.files.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(tables.files).where(where),
      ]);
      return { files: rows.map(toStoredFile), total: Number(totals[0]?.n ?? 0) };
    },
    async typesOf(userId, ids) {
      if (ids.length === 0) return {};
      const rows = await db
        .select({ id: tables.files.id, type: tables.files.type })
        .from(tables.files)
        .where(and(eq(tables.files.userId, userId), inArray(tables.files.id, ids)));
      return Object.fromEntries(rows.map((r) => [r.id, r.type as DocumentTypeName]));
    },
    async stage(file) {
      await db.insert(tables.staging).values(file);
    },
    async staged(userId, stagingIds) {
      if (stagingIds.length === 0) return [];
      const rows = await db
        .select()
        .from(tables.staging)
        .where(and(eq(tables.staging.userId, userId), inArray(tables.staging.id, stagingIds)));
      return rows.map(toStagedFile);
    },
    async stagedBefore(cutoff) {
      const rows = await db.select().from(tables.staging).where(lt(tables.staging.createdAt, cutoff));
      return rows.map(toStagedFile);
    },
    unstage: (stagingIds) => unstage(db, stagingIds),
    transaction: (work) => db.transaction((tx) => work(inTransaction(tx))),
    once: (consumer, eventId, work) => once(db, tables.filesInbox, consumer, eventId, (tx) => work(inTransaction(tx))),
  };
}
