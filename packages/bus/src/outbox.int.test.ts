// Integration: the transactional outbox and inbox on real PostgreSQL (DATABASE_URL) or, without it, PGlite.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { tables, type DatabaseHandle } from "@docintake/db";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import { InProcessBus } from "./in-process.ts";
import { enqueue, once, OutboxRelay } from "./outbox.ts";

describe(`outbox and inbox on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("publishes only committed events, each once, in order", async () => {
    const bus = new InProcessBus();
    const got: string[] = [];
    const key = randomUUID();
    bus.consume({
      group: "t",
      topic: "file.deleted",
      retry: { attempts: 1, initialBackoffMs: 1, maxBackoffMs: 1 },
      deadLetter: true,
      handle: async (d) => {
        if (d.key === key) got.push(d.payload.userId);
      },
    });
    await bus.start();
    const db = handle.db;
    await db.transaction(async (tx) => {
      await enqueue(tx, tables.filesOutbox, "file.deleted", key, { userId: "a", fileId: key });
      await enqueue(tx, tables.filesOutbox, "file.deleted", key, { userId: "b", fileId: key });
    });
    await db
      .transaction(async (tx) => {
        await enqueue(tx, tables.filesOutbox, "file.deleted", key, { userId: "rolled-back", fileId: key });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    const relay = new OutboxRelay({ db, outbox: tables.filesOutbox, bus, intervalMs: 20 });
    relay.start();
    const deadline = Date.now() + 10_000;
    while (got.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    await relay.stop();
    await bus.stop();
    expect(got).toEqual(["a", "b"]);
  });

  it("applies an event once however often it is delivered", async () => {
    const id = randomUUID();
    let applied = 0;
    const first = await once(handle.db, tables.filesInbox, "t", id, async () => void applied++);
    const second = await once(handle.db, tables.filesInbox, "t", id, async () => void applied++);
    expect([first, second, applied]).toEqual([true, false, 1]);
  });
});
