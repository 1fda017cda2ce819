// The sweep of what interrupted uploads leave behind, on the in-memory repository and blob store.
import { describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { blobKeys } from "@docintake/contracts";
import { createLogger } from "@docintake/telemetry";
import { MemoryFilesRepository } from "../testing/memory-files-repository.ts";
import { MemoryBlobStore } from "../testing/memory-blobs.ts";
import { sweepAbandonedUploads } from "./abandoned-uploads.ts";

const HOUR = 3_600_000;

describe("sweeping abandoned uploads", () => {
  it("drops old bytes whose staging record or file row was never written, and nothing else", async () => {
    const repo = new MemoryFilesRepository();
    const blobs = new MemoryBlobStore();
    const deps = { repo, blobs, log: createLogger({ service: "files-test", level: "silent" }) };
    const user = randomUUID();
    const put = async (key: string, age: number) => {
      await blobs.put(key, Buffer.from("bytes"));
      blobs.written.set(key, new Date(Date.now() - age));
    };
    // Killed between the staged bytes and their record; the same, but recent (an upload still running).
    const lostStaging = blobKeys.staging(user, randomUUID());
    const runningStaging = blobKeys.staging(user, randomUUID());
    await put(lostStaging, 2 * HOUR);
    await put(runningStaging, 0);
    // Staged with its record: the sweep of stale staged uploads handles it once it is old, not before.
    const stagedId = randomUUID();
    await put(blobKeys.staging(user, stagedId), 2 * HOUR);
    await repo.stage({
      id: stagedId,
      userId: user,
      filename: "a.pdf",
      blobKey: blobKeys.staging(user, stagedId),
      format: "PDF",
      size: 5,
    });
    // A commit killed after copying the bytes, before its rows; a layout without its document's row.
    const lostDocument = blobKeys.document(user, randomUUID());
    const lostLayout = blobKeys.layout(user, randomUUID());
    await put(lostDocument, 2 * HOUR);
    await put(lostLayout, 2 * HOUR);
    // Bytes the sweep does not know are not its to drop.
    await put(`users/${user}/other/x`, 2 * HOUR);

    const quick = await sweepAbandonedUploads(deps, HOUR);
    expect(quick).toEqual({ staged: 0, orphans: 1, incomplete: 0 });
    expect(blobs.blobs.has(lostStaging)).toBe(false);
    expect(blobs.blobs.has(lostDocument)).toBe(true);

    expect(await sweepAbandonedUploads(deps, HOUR, { documents: true })).toEqual({
      staged: 0,
      orphans: 2,
      incomplete: 0,
    });
    expect(blobs.blobs.has(lostDocument)).toBe(false);
    expect([...blobs.blobs.keys()].sort()).toEqual(
      [runningStaging, blobKeys.staging(user, stagedId), `users/${user}/other/x`].sort(),
    );
  });
});
