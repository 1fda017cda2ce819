import { randomUUID } from "node:crypto";
import type { Caller, JobKind, ListQuery, SchemaRecord, SchemasApi } from "@docintake/contracts";
import { AppError, invalid, notFound } from "@docintake/errors";
import { and, count, desc, eq, tables, type Database } from "@docintake/db";

type Row = typeof tables.parsingSchemas.$inferSelect;

function toRecord(r: Row): SchemaRecord {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    type: r.type as JobKind,
    description: r.description,
    definition: r.definition,
    version: r.version,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parsing schemas per user; a name is unique among a user's active schemas. */
export class SchemasDomain implements SchemasApi {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async create(
    caller: Caller,
    input: { name: string; type: JobKind; description?: string; definition: Record<string, unknown> },
  ): Promise<SchemaRecord> {
    const name = input.name.trim();
    if (!name) throw invalid("name must not be empty");
    const fields = input.definition["fields"];
    if (fields !== undefined && (!Array.isArray(fields) || fields.some((f) => typeof f !== "string")))
      throw invalid("schema_string.fields must be an array of strings");
    const existing = await this.db
      .select({ id: tables.parsingSchemas.id })
      .from(tables.parsingSchemas)
      .where(
        and(
          eq(tables.parsingSchemas.userId, caller.userId),
          eq(tables.parsingSchemas.name, name),
          eq(tables.parsingSchemas.isActive, true),
        ),
      );
    if (existing.length > 0) throw new AppError("SCHEMA_NAME_TAKEN", `a schema named "${name}" already exists`);
    try {
      const [row] = await this.db
        .insert(tables.parsingSchemas)
        .values({
          id: randomUUID(),
          userId: caller.userId,
          name,
          type: input.type,
          description: input.description ?? null,
          definition: input.definition,
          version: 1,
          isActive: true,
        })
        .returning();
      return toRecord(row!);
    } catch (err) {
      // Two concurrent creations: the partial unique index decides, the loser hears the same answer.
      if (/schemas_active_name_per_user|duplicate key/.test(String((err as { cause?: unknown }).cause ?? err)))
        throw new AppError("SCHEMA_NAME_TAKEN", `a schema named "${name}" already exists`);
      throw err;
    }
  }

  async list(caller: Caller, q: ListQuery & { type?: JobKind }) {
    const where = and(
      eq(tables.parsingSchemas.userId, caller.userId),
      eq(tables.parsingSchemas.isActive, true),
      q.type ? eq(tables.parsingSchemas.type, q.type) : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(tables.parsingSchemas)
        .where(where)
        .orderBy(desc(tables.parsingSchemas.createdAt), desc(tables.parsingSchemas.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ n: count() }).from(tables.parsingSchemas).where(where),
    ]);
    return { schemas: rows.map(toRecord), total: Number(totals[0]?.n ?? 0) };
  }

  private async find(caller: Caller, id: string): Promise<Row> {
    if (!UUID_RE.test(id)) throw notFound("schema");
    const [row] = await this.db
      .select()
      .from(tables.parsingSchemas)
      .where(
        and(
          eq(tables.parsingSchemas.id, id),
          eq(tables.parsingSchemas.userId, caller.userId),
          eq(tables.parsingSchemas.isActive, true),
        ),
      );
    if (!row) throw notFound("schema");
    return row;
  }

  async get(caller: Caller, id: string): Promise<SchemaRecord> {
    return toRecord(await this.find(caller, id));
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const row = await this.find(caller, id);
    await this.db.delete(tables.parsingSchemas).where(eq(tables.parsingSchemas.id, row.id));
  }
}
