// Uploads whose request never finished (the client went away, the gateway or this service was killed): their
// bytes and records are removed once they are older than any upload still running could be.
import type { BlobStore } from "@docintake/blob";
import type { Logger } from "@docintake/telemetry";
import type { FilesRepository } from "./files-repository.ts";

export interface SweepDeps {
  repo: FilesRepository;
  blobs: BlobStore;
  log: Logger;
}

/** Removes what uploads begun before the cutoff left behind; answers how many staged uploads it removed. */
export async function sweepAbandonedUploads(deps: SweepDeps, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const rows = await deps.repo.stagedBefore(cutoff);
  await Promise.all(
    rows.map((r) =>
      deps.blobs
        .delete(r.blobKey)
        .catch((err: unknown) => deps.log.error({ err, key: r.blobKey, why: "abandoned upload" }, "blob left behind")),
    ),
  );
  await deps.repo.unstage(rows.map((r) => r.id));
  return rows.length;
}
