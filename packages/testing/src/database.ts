import { migrate, openDatabase, type DatabaseHandle } from "@docintake/db";

const url = process.env["DATABASE_URL"];

/** What the adapter tests run on, for their titles: a real server when DATABASE_URL names one. */
export const testDatabaseKind = url ? "PostgreSQL" : "PGlite";

/** A migrated database for adapter integration tests: PostgreSQL at DATABASE_URL or, without it, an in-memory PGlite. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url });
  await migrate(handle);
  return handle;
}
