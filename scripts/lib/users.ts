import { migrate, openDatabase, preparePglite } from "@docintake/db";
import { createApiKey, createUser, identityRepository } from "@docintake/service-gateway";

export interface TestUser {
  id: string;
  key: string;
  webhookSecret: string;
}

/** Two users with a key each, made in the database before the service starts (PGlite has one owner at a time). */
export async function createTestUsers(pgDir: string | undefined, url?: string): Promise<{ a: TestUser; b: TestUser }> {
  if (pgDir && !url) await preparePglite(pgDir);
  const handle = await openDatabase({ url, dataDir: pgDir });
  try {
    await migrate(handle);
    const identity = identityRepository(handle.db);
    const make = async (name: string): Promise<TestUser> => {
      const { user, webhookSecret } = await createUser(identity, { name });
      const { key } = await createApiKey(identity, { userId: user.id, name: "tests" });
      return { id: user.id, key, webhookSecret };
    };
    return { a: await make("contract-a"), b: await make("contract-b") };
  } finally {
    await handle.close();
  }
}
