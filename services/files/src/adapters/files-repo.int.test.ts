// Integration: the drizzle files repository on real PostgreSQL (DATABASE_URL) or, without it, PGlite.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { eq, tables, type DatabaseHandle } from "@docintake/db";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import type { NewFile } from "../domain/files-repository.ts";
import { filesRepository } from "./files-repo.ts";

describe(`files repository on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let repo: ReturnType<typeof filesRepository>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    repo = filesRepository(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const newFile = (userId: string, over: Partial<NewFile> = {}): NewFile => {
    const id = randomUUID();
    return {
      id,
      userId,
      filename: "a.pdf",
      storageName: `1_a.pdf`,
      status: "pending",
      type: "unknown",
      typeReason: null,
      size: 10,
      format: "PDF",
      mime: "application/pdf",
      pageCount: 2,
      blobKey: `users/${userId}/files/${id}`,
      ...over,
    };
  };
  const outboxFor = (key: string) =>
    handle.db
      .select()
      .from(tables.filesOutbox)
      .where(eq(tables.filesOutbox.key, key))
      .then((rows) => rows.map((r) => [r.topic, r.payload, r.headers]));

  it("keeps staged uploads per owner until they are unstaged", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const s = {
      id: randomUUID(),
      userId: alice,
      filename: "a.png",
      blobKey: "staging/a",
      format: "PNG" as const,
      size: 3,
    };
    await repo.stage(s);
    expect(await repo.staged(bob, [s.id])).toEqual([]);
    const [got] = await repo.staged(alice, [s.id, randomUUID()]);
    expect(got).toMatchObject(s);
    expect((await repo.stagedBefore(new Date(Date.now() + 60_000))).map((r) => r.id)).toContain(s.id);
    expect((await repo.stagedBefore(new Date(Date.now() - 60_000))).map((r) => r.id)).not.toContain(s.id);
    await repo.unstage([]);
    await repo.unstage([s.id]);
    expect(await repo.staged(alice, [s.id])).toEqual([]);
  });

  it("commits a file with its event, or neither", async () => {
    const user = randomUUID();
    const kept = newFile(user);
    const stored = await repo.transaction(async (tx) => {
      const f = await tx.insert(kept);
      await tx.enqueue("file.deleted", f.id, { userId: user, fileId: f.id }, { traceparent: "t" });
      return f;
    });
    expect(stored).toMatchObject({ ...kept, layoutKey: null, processedData: null, completedAt: null });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(await outboxFor(kept.id)).toEqual([
      ["file.deleted", { userId: user, fileId: kept.id }, { traceparent: "t" }],
    ]);

    const lost = newFile(user);
    await expect(
      repo.transaction(async (tx) => {
        await tx.insert(lost);
        await tx.enqueue("file.deleted", lost.id, { userId: user, fileId: lost.id }, {});
        throw new Error("after the writes");
      }),
    ).rejects.toThrow("after the writes");
    expect(await repo.find(user, lost.id)).toBeUndefined();
    expect(await outboxFor(lost.id)).toEqual([]);
  });

  it("finds, lists and tombstones a user's files only", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const a1 = await repo.transaction((tx) => tx.insert(newFile(alice)));
    const a2 = await repo.transaction((tx) => tx.insert(newFile(alice, { type: "invoice" })));
    expect(await repo.find(bob, a1.id)).toBeUndefined();
    expect((await repo.list(alice, { page: 1, pageSize: 10 })).files.map((f) => f.id)).toEqual([a2.id, a1.id]);
    expect(await repo.list(alice, { page: 2, pageSize: 1 })).toMatchObject({ total: 2, files: [{ id: a1.id }] });
    expect((await repo.list(alice, { page: 1, pageSize: 10, type: "invoice" })).total).toBe(1);
    await repo.transaction((tx) => tx.tombstone(a1.id));
    expect(await repo.find(alice, a1.id)).toMatchObject({ status: "deleted", blobKey: null, layoutKey: null });
    expect((await repo.list(alice, { page: 1, pageSize: 10 })).files.map((f) => f.id)).toEqual([a2.id]);
    expect((await repo.list(alice, { page: 1, pageSize: 10, status: "deleted" })).files.map((f) => f.id)).toEqual([
      a1.id,
    ]);
  });

  it("changes live files only, once per event", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const f = await repo.transaction((tx) => tx.insert(newFile(alice)));
    const detect = (eventId: string, userId: string) =>
      repo.once("files:test", eventId, (tx) =>
        tx.changeLive(userId, f.id, { type: "invoice", typeConfidence: 0.5, layoutKey: "l", ocrUsed: "no" }),
      );
    expect(await detect(randomUUID(), bob)).toBe(true);
    expect((await repo.find(alice, f.id))!.type).toBe("unknown");
    const eventId = randomUUID();
    expect(await detect(eventId, alice)).toBe(true);
    expect(await repo.find(alice, f.id)).toMatchObject({ type: "invoice", layoutKey: "l", pageCount: 2 });
    expect(await repo.once("files:test", eventId, () => Promise.reject(new Error("must not run")))).toBe(false);
    await repo.transaction((tx) =>
      tx.changeLive(alice, f.id, { status: "completed", processedData: { a: 1 }, completedAt: "now" }),
    );
    expect(await repo.find(alice, f.id)).toMatchObject({ status: "completed", processedData: { a: 1 } });
    expect((await repo.find(alice, f.id))!.completedAt).toBeInstanceOf(Date);
    await repo.transaction((tx) => tx.tombstone(f.id));
    await repo.transaction((tx) => tx.changeLive(alice, f.id, { status: "failed" }));
    expect((await repo.find(alice, f.id))!.status).toBe("deleted");
  });
});
