import { and, eq, isNull, lt, tables, type Database } from "@docintake/db";
import type { IdempotencyRepository } from "../domain/idempotency-repository.ts";

const { idempotency } = tables;

const userKey = (userId: string, key: string) => and(eq(idempotency.userId, userId), eq(idempotency.key, key));

/** Idempotency-Key records on PostgreSQL or PGlite (drizzle); (user, key) is the table's primary key. */
export function idempotencyRepository(db: Database): IdempotencyRepository {
  return {
    async insertClaim(claim) {
      const inserted = await db
        .insert(idempotency)
        .values(claim)
        .onConflictDoNothing()
        .returning({ key: idempotency.key });
      return inserted.length > 0;
    },
    async find(userId, key) {
      const [row] = await db.select().from(idempotency).where(userKey(userId, key)).limit(1);
      return row;
    },
    async deleteCreatedAt(userId, key, createdAt) {
      await db.delete(idempotency).where(and(userKey(userId, key), eq(idempotency.createdAt, createdAt)));
    },
    async finish(userId, key, response) {
      await db
        .update(idempotency)
        .set({ statusCode: response.statusCode, response: response.body })
        .where(and(userKey(userId, key), isNull(idempotency.statusCode)));
    },
    async renew(userId, key, at) {
      await db
        .update(idempotency)
        .set({ createdAt: at })
        .where(and(userKey(userId, key), isNull(idempotency.statusCode)));
    },
    async takeOver(userId, key, createdAt, at) {
      const rows = await db
        .update(idempotency)
        .set({ createdAt: at })
        .where(and(userKey(userId, key), eq(idempotency.createdAt, createdAt), isNull(idempotency.statusCode)))
        .returning({ key: idempotency.key });
      return rows.length > 0;
    },
    async deleteCreatedBefore(cutoff) {
      const rows = await db
        .delete(idempotency)
        .where(lt(idempotency.createdAt, cutoff))
        .returning({ key: idempotency.key });
      return rows.length;
    },
  };
}
