import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql, tables, type Database } from "@docintake/db";

/** Active webhook secrets of a user, newest first; a user first seen through a JWT gets one here. */
export async function activeSecrets(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ secret: tables.webhookSecrets.secret })
    .from(tables.webhookSecrets)
    .where(
      and(
        eq(tables.webhookSecrets.userId, userId),
        or(isNull(tables.webhookSecrets.expiresAt), gt(tables.webhookSecrets.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(tables.webhookSecrets.createdAt));
  if (rows.length > 0) return rows.map((r) => r.secret);
  const secret = `whsec_${randomBytes(24).toString("hex")}`;
  await db.insert(tables.webhookSecrets).values({ id: randomUUID(), userId, secret });
  return [secret];
}
