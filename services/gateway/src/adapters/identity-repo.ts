import { activeWebhookSecrets, and, asc, eq, gt, isNull, or, tables, type Database, type DbOrTx } from "@docintake/db";
import { AppError } from "@docintake/errors";
import type { IdentityRepository, IdentityTransaction } from "../domain/identity-repository.ts";

const { users, apiKeys, webhookSecrets } = tables;

const first = <T>(rows: T[]): T | undefined => rows[0];

function inTransaction(tx: DbOrTx): IdentityTransaction {
  return {
    async insertUser(user) {
      const [row] = await tx.insert(users).values(user).returning();
      if (!row) throw new AppError("INTERNAL", "user was not created");
      return row;
    },
    async insertWebhookSecret(secret) {
      await tx.insert(webhookSecrets).values(secret);
    },
    async endWebhookSecretsAt(userId, end) {
      const rows = await tx
        .update(webhookSecrets)
        .set({ expiresAt: end })
        .where(
          and(
            eq(webhookSecrets.userId, userId),
            or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, end)),
          ),
        )
        .returning({ id: webhookSecrets.id });
      return rows.length;
    },
  };
}

/** Users, API keys and webhook secrets on PostgreSQL or PGlite (drizzle). */
export function identityRepository(db: Database): IdentityRepository {
  return {
    listUsers: () => db.select().from(users).orderBy(asc(users.createdAt)),
    findUser: async (id) => first(await db.select().from(users).where(eq(users.id, id)).limit(1)),
    findUserBySubject: async (subject) =>
      first(await db.select().from(users).where(eq(users.subject, subject)).limit(1)),
    async insertKey(key) {
      const [row] = await db.insert(apiKeys).values(key).returning();
      if (!row) throw new AppError("INTERNAL", "key was not created");
      return row;
    },
    listKeys: (userId) =>
      db
        .select()
        .from(apiKeys)
        .where(userId ? eq(apiKeys.userId, userId) : undefined)
        .orderBy(asc(apiKeys.createdAt)),
    findKey: async (id) => first(await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1)),
    findKeyByHash: async (hash) => first(await db.select().from(apiKeys).where(eq(apiKeys.hash, hash)).limit(1)),
    async revokeKey(id, at) {
      await db
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },
    async recordKeyUse(id, at) {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
    },
    // The notifier signs with the same query: one definition of which secrets are active.
    activeWebhookSecrets: (userId, at) => activeWebhookSecrets(db, userId, at),
    transaction: (work) => db.transaction((tx) => work(inTransaction(tx))),
  };
}
