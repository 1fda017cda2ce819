// Integration: a PostgreSQL session ended under a checked-out client (what a server restart does to every
// session) fails that client's work, not the process, and the pool serves the next query. Needs DATABASE_URL.
import { describe, expect, it } from "@jest/globals";
import { openDatabase, sql } from "./index.ts";

const url = process.env["DATABASE_URL"];
const maybe = url ? describe : describe.skip;

maybe("the PostgreSQL pool when a session is ended", () => {
  it("keeps the process up and answers the next query", async () => {
    const handle = await openDatabase({ url: url!, poolSize: 2 });
    const other = await openDatabase({ url: url!, poolSize: 1 });
    const unhandled: unknown[] = [];
    const onError = (err: unknown) => void unhandled.push(err);
    process.on("uncaughtException", onError);
    try {
      const inside = handle.db.transaction(async (tx) => {
        const res = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        // The session is ended while this client is checked out and idle between two statements.
        await other.db.execute(sql`select pg_terminate_backend(${res.rows[0]!.pid})`);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(inside).rejects.toThrow();
      await handle.ping();
      expect(unhandled).toEqual([]);
    } finally {
      process.off("uncaughtException", onError);
      await other.close();
      await handle.close();
    }
  });
});
