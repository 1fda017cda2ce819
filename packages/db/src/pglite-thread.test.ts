import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "./index.ts";

describe("PGlite on a worker thread", () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pglite-thread-"));
    handle = await openDatabase({ dataDir: join(dir, "pg"), thread: true });
    await handle.db.execute(sql`create table t (id int primary key, v jsonb, at timestamptz default now())`);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers queries with typed values; dates stay text as drizzle asks", async () => {
    await handle.db.execute(sql`insert into t (id, v) values (1, ${JSON.stringify({ a: [1, 2] })}::jsonb)`);
    const r = (await handle.db.execute(sql`select id, v, at from t where id = 1`)) as unknown as {
      rows: { id: number; v: unknown; at: unknown }[];
    };
    expect(r.rows[0]!.id).toBe(1);
    expect(r.rows[0]!.v).toEqual({ a: [1, 2] });
    expect(typeof r.rows[0]!.at).toBe("string");
  });

  it("commits a transaction, rolls a failed one back, and keeps PostgreSQL's error fields", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (2)`);
      await tx.execute(sql`insert into t (id) values (3)`);
    });
    const err = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (4)`);
        await tx.execute(sql`insert into t (id) values (2)`);
      })
      .catch((e: unknown) => e);
    const cause = ((err as { cause?: unknown }).cause ?? err) as { code?: string; message: string };
    expect(cause.code).toBe("23505");
    const ids = (await handle.db.execute(sql`select id from t order by id`)) as unknown as { rows: { id: number }[] };
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("leaves no transaction open after one that ran nothing or whose first statement failed", async () => {
    expect(await handle.db.transaction(async () => "nothing")).toBe("nothing");
    // A first statement that fails on its own: the row it repeats is inserted here, not by another test.
    await handle.db.execute(sql`insert into t (id) values (19)`);
    const err = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (19)`);
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String((err as { cause?: unknown }).cause ?? err)).toMatch(/duplicate key/);
    // Outside any transaction again: a failing statement here does not undo an earlier one, and a new
    // transaction (BEGIN) does not meet one still open.
    await handle.db.execute(sql`insert into t (id) values (20)`);
    await handle.db.execute(sql`insert into t (id) values (20)`).catch(() => undefined);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (21)`);
    });
    const ids = (await handle.db.execute(sql`select id from t where id >= 19 order by id`)) as unknown as {
      rows: { id: number }[];
    };
    expect(ids.rows.map((r) => r.id)).toEqual([19, 20, 21]);
    await handle.db.execute(sql`delete from t where id >= 19`);
  });

  it("lets no other statement in while a transaction runs", async () => {
    const seen: string[] = [];
    const tx = handle.db.transaction(async (t) => {
      await t.execute(sql`insert into t (id) values (10)`);
      await new Promise((r) => setTimeout(r, 50));
      seen.push("tx done");
      await t.execute(sql`delete from t where id = 10`);
    });
    const outside = handle.db.execute(sql`select count(*)::int as n from t where id = 10`).then((r) => {
      seen.push(`outside saw ${(r as unknown as { rows: { n: number }[] }).rows[0]!.n}`);
    });
    await Promise.all([tx, outside]);
    expect(seen).toEqual(["tx done", "outside saw 0"]);
  });
});
