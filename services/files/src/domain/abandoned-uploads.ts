// Uploads whose request never finished (the client went away, the gateway or this service was killed): their
// bytes and records are removed once they are older than any upload still running could be.
import { blobKeys } from "@docintake/contracts";
import type { BlobStore } from "@docintake/blob";
import type { Logger } from "@docintake/telemetry";
import type { FilesRepository } from "./files-repository.ts";

export interface SweepDeps {
  repo: FilesRepository;
  blobs: BlobStore;
  log: Logger;
}

export interface SweepOptions {
  /**
   * Also look through every stored document and layout for bytes no file row points to (a commit killed between
   * copying the bytes and committing its rows; a layout written for a document whose row the kill took with it). It reads the whole store: the operator command does it, not the service's
   * periodic sweep.
   */
  documents?: boolean;
}

/** What a sweep removed. */
export interface Swept {
  /** Staged uploads (record and bytes) never committed. */
  staged: number;
  /** Bytes without their record: staged bytes whose record was never written, documents whose commit never ended. */
  orphans: number;
  /** Writes begun and never finished (open multipart uploads, half-written files). */
  incomplete: number;
}

/** Removes what uploads begun before the cutoff left behind. */
export async function sweepAbandonedUploads(
  deps: SweepDeps,
  olderThanMs: number,
  opts: SweepOptions = {},
): Promise<Swept> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const rows = await deps.repo.stagedBefore(cutoff);
  await Promise.all(rows.map((r) => drop(deps, r.blobKey, "abandoned upload")));
  await deps.repo.unstage(rows.map((r) => r.id));
  let orphans = await sweepOrphans(deps, "staging/", cutoff, async (userId, id) => {
    return (await deps.repo.staged(userId, [id])).length > 0;
  });
  if (opts.documents)
    orphans += await sweepOrphans(deps, "users/", cutoff, async (userId, id) => {
      return (await deps.repo.find(userId, id)) !== undefined;
    });
  const incomplete = await deps.blobs.dropIncomplete(olderThanMs);
  return { staged: rows.length, orphans, incomplete };
}

/** Which owner and record a staging, document or layout key names; anything else is left alone. */
function recordOf(key: string): { userId: string; id: string } | undefined {
  const m =
    /^staging\/([^/]+)\/([^/]+)$/.exec(key) ??
    /^users\/([^/]+)\/files\/([^/]+)$/.exec(key) ??
    /^users\/([^/]+)\/layouts\/([^/]+)\.json$/.exec(key);
  if (!m) return undefined;
  const [, userId, id] = m as unknown as [string, string, string];
  const named = [blobKeys.staging(userId, id), blobKeys.document(userId, id), blobKeys.layout(userId, id)];
  return named.includes(key) ? { userId, id } : undefined;
}

async function sweepOrphans(
  deps: SweepDeps,
  prefix: string,
  cutoff: Date,
  hasRecord: (userId: string, id: string) => Promise<boolean>,
): Promise<number> {
  let dropped = 0;
  for await (const b of deps.blobs.list(prefix)) {
    const rec = recordOf(b.key);
    if (!rec || b.modifiedAt > cutoff || (await hasRecord(rec.userId, rec.id))) continue;
    await drop(deps, b.key, "bytes without their record");
    dropped++;
  }
  return dropped;
}

function drop(deps: SweepDeps, key: string, why: string): Promise<void> {
  return deps.blobs.delete(key).catch((err: unknown) => deps.log.error({ err, key, why }, "blob left behind"));
}
