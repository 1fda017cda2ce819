// Integration (PGlite, or PostgreSQL at DATABASE_URL): after a death, which relayed events are relayed again.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, tables, type DatabaseHandle } from "@docintake/db";
import { openTestDatabase } from "@docintake/testing";
import { markRunning, markStopped, replayUnhandled } from "./resume.ts";

describe("resuming after the embedded process died", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("tells a start after a death from one after a clean stop", () => {
    const dir = mkdtempSync(join(tmpdir(), "resume-"));
    try {
      expect(markRunning(dir, new Date("2026-01-01T00:00:00Z"))).toBeUndefined();
      // Killed: the next start finds the marker of the run before.
      expect(markRunning(dir, new Date("2026-01-02T00:00:00Z"))).toEqual(new Date("2026-01-01T00:00:00Z"));
      markStopped(dir);
      expect(markRunning(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("relays again what the dead run relayed, but not work already done", async () => {
    const db = handle.db;
    const user = randomUUID();
    const file = (type: string) => ({
      id: randomUUID(),
      userId: user,
      filename: "a.pdf",
      storageName: "a.pdf",
      type,
      size: 1,
      format: "PDF",
      mime: "application/pdf",
      pageCount: 1,
    });
    const undetected = file("unknown");
    const detected = file("invoice");
    await db.insert(tables.files).values([undetected, detected]);
    const job = (status: string) => ({
      id: `job_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
      userId: user,
      documentId: detected.id,
      kind: "invoice",
      status,
      fileStorageName: "a.pdf",
    });
    const running = job("processing");
    const ended = job("completed");
    await db.insert(tables.jobs).values([running, ended]);
    const since = new Date(Date.now() - 60_000);
    const before = new Date(since.getTime() - 60_000);
    const event = (topic: string, payload: object, publishedAt: Date) => ({
      id: randomUUID(),
      topic,
      key: "k",
      payload,
      publishedAt,
    });
    const filesEvents = [
      event("file.uploaded", { fileId: undetected.id }, new Date()),
      event("file.uploaded", { fileId: detected.id }, new Date()),
      event("file.uploaded", { fileId: undetected.id }, before),
    ];
    const jobsEvents = [
      event("parse.requested", { jobId: running.id }, new Date()),
      event("parse.requested", { jobId: ended.id }, new Date()),
      event("job.finished", { jobId: ended.id }, new Date()),
    ];
    await db.insert(tables.filesOutbox).values(filesEvents);
    await db.insert(tables.jobsOutbox).values(jobsEvents);

    expect(await replayUnhandled(db, since)).toBeGreaterThanOrEqual(3);
    const unpublished = async (table: typeof tables.filesOutbox | typeof tables.jobsOutbox, ids: string[]) =>
      (await db.select().from(table).where(inArray(table.id, ids)))
        .filter((r) => r.publishedAt === null)
        .map((r) => r.id)
        .sort();
    expect(
      await unpublished(
        tables.filesOutbox,
        filesEvents.map((e) => e.id),
      ),
    ).toEqual([filesEvents[0]!.id]);
    expect(
      await unpublished(
        tables.jobsOutbox,
        jobsEvents.map((e) => e.id),
      ),
    ).toEqual([jobsEvents[0]!.id, jobsEvents[2]!.id].sort());
  });
});
