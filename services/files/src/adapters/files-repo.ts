import type { FileRecord, FileStatus, DocumentTypeName, FileFormat } from "@docintake/contracts";
import { and, count, desc, eq, inArray, ne, tables, type DbOrTx } from "@docintake/db";

type Row = typeof tables.files.$inferSelect;

export function toRecord(r: Row, withData: boolean): FileRecord {
  const rec: FileRecord = {
    id: r.id,
    userId: r.userId,
    filename: r.filename,
    fileId: r.storageName,
    type: r.type as DocumentTypeName,
    status: r.status as FileStatus,
    size: r.size,
    format: r.format as FileFormat,
    mime: r.mime,
    pageCount: r.pageCount,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  };
  if (withData) rec.processedData = r.processedData ?? null;
  return rec;
}

/** All file-table access, always scoped by the owner. */
export const filesRepo = {
  async find(db: DbOrTx, userId: string, id: string): Promise<Row | undefined> {
    const rows = await db
      .select()
      .from(tables.files)
      .where(and(eq(tables.files.userId, userId), eq(tables.files.id, id)));
    return rows[0];
  },
  async list(
    db: DbOrTx,
    userId: string,
    q: { page: number; pageSize: number; type?: string | undefined; status?: string | undefined },
  ) {
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
    return { rows, total: Number(totals[0]?.n ?? 0) };
  },
  async staged(db: DbOrTx, userId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(tables.staging)
      .where(and(eq(tables.staging.userId, userId), inArray(tables.staging.id, ids)));
  },
};
