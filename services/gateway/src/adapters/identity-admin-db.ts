/** The operator's identity management straight on the database: for when the service is not running. */
import { migrate, openDatabase } from "@docintake/db";
import {
  createApiKey,
  createUser,
  listKeys,
  listUsers,
  revokeApiKey,
  rotateWebhookSecret,
} from "../domain/identity.ts";
import type { IdentityAdmin } from "../domain/identity-admin.ts";
import { adminKey, adminUser } from "../domain/present.ts";
import { identityRepository } from "./identity-repo.ts";

/** PostgreSQL at `url`, else the embedded PGlite in `pgDir` (which admits one process at a time). */
export async function databaseIdentityAdmin(opts: { url?: string; pgDir: string }): Promise<IdentityAdmin> {
  const handle = await openDatabase({
    url: opts.url,
    dataDir: opts.url ? undefined : opts.pgDir,
    poolSize: 1,
    applicationName: "docintake-cli",
  });
  await migrate(handle);
  const identity = identityRepository(handle.db);
  return {
    via: opts.url ? "the PostgreSQL database (DATABASE_URL)" : `the embedded database in ${opts.pgDir}`,
    listUsers: async () => (await listUsers(identity)).map(adminUser),
    async createUser(name) {
      const { user, webhookSecret } = await createUser(identity, { name });
      return { ...adminUser(user), webhook_secret: webhookSecret };
    },
    listKeys: async (userId) => (await listKeys(identity, userId ? { userId } : {})).map(adminKey),
    async createKey(userId, name) {
      const { key, info } = await createApiKey(identity, { userId, ...(name ? { name } : {}) });
      return { ...adminKey(info), key };
    },
    revokeKey: async (keyId) => adminKey(await revokeApiKey(identity, keyId)),
    async rotateWebhookSecret(userId) {
      const { secret, previousExpiresAt } = await rotateWebhookSecret(identity, userId);
      return { webhook_secret: secret, previous_expires_at: previousExpiresAt };
    },
    close: () => handle.close(),
  };
}
