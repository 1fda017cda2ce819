import type { JobKind } from "@docintake/contracts";
import { and, count, desc, eq, tables, type Database } from "@docintake/db";
import type { SchemasRepository, StoredSchema } from "../domain/schemas-repository.ts";

const { parsingSchemas } = tables;
type Row = typeof parsingSchemas.$inferSelect;

// The type column holds only job kinds this service wrote from the typed domain, hence the narrowing cast.
const toStoredSchema = (r: Row): StoredSchema => ({ ...r, type: r.type as JobKind });

/** A violation of the partial unique index on (user, name) among active schemas, however the driver wraps it. */
const isNameTaken = (err: unknown): boolean =>
  /schemas_active_name_per_user|duplicate key/.test(String((err as { cause?: unknown }).cause ?? err));

/** The parsing schemas on PostgreSQL or PGlite (drizzle). */
export function schemasRepository(db: Database): SchemasRepository {
  return {
    async findActive(userId, id) {
      const [row] = await db
        .select()
        .from(parsingSchemas)
        .where(and(eq(parsingSchemas.id, id), eq(parsingSchemas.userId, userId), eq(parsingSchemas.isActive, true)));
      return row && toStoredSchema(row);
    },
    async activeNameTaken(userId, name) {
      const rows = await db
        .select({ id: parsingSchemas.id })
        .from(parsingSchemas)
        .where(
          and(eq(parsingSchemas.userId, userId), eq(parsingSchemas.name, name), eq(parsingSchemas.isActive, true)),
        );
      return rows.length > 0;
    },
    async insert(schema) {
      try {
        const [row] = await db.insert(parsingSchemas).values(schema).returning();
        return toStoredSchema(row!);
      } catch (err) {
        if (isNameTaken(err)) return "name_taken";
        throw err;
      }
    },
    async listActive(userId, q) {
      const where = and(
        eq(parsingSchemas.userId, userId),
        eq(parsingSchemas.isActive, true),
        q.type ? eq(parsingSchemas.type, q.type) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(parsingSchemas)
          .where(where)
          .orderBy(desc(parsingSchemas.createdAt), desc(parsingSchemas.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(parsingSchemas).where(where),
      ]);
      return { schemas: rows.map(toStoredSchema), total: Number(totals[0]?.n ?? 0) };
    },
    async delete(id) {
      await db.delete(parsingSchemas).where(eq(parsingSchemas.id, id));
    },
  };
}
