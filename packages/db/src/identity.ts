import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "./index.ts";
import { webhookSecrets } from "./schema/identity.ts";

/**
 * A user's webhook secrets that still sign, newest first: the current one, and during 24 h after a
 * rotation the previous one. Read by the gateway's CLI and by the notifier.
 */
export async function activeWebhookSecrets(db: Database, userId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .select({ secret: webhookSecrets.secret })
    .from(webhookSecrets)
    .where(
      and(eq(webhookSecrets.userId, userId), or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, now))),
    )
    .orderBy(desc(webhookSecrets.createdAt));
  return rows.map((r) => r.secret);
}
