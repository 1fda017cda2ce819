import { DEFAULT_RETRY, type Bus } from "@docintake/bus";
import type { FilesDomain } from "../domain/files.ts";
import type { FilesRepository } from "../domain/files-repository.ts";

const GROUP = "files";

/** The files service follows detection and job outcomes to keep each record's type and status. */
export function registerFilesConsumers(bus: Bus, repo: FilesRepository, domain: FilesDomain): void {
  bus.consume({
    group: GROUP,
    topic: "file.detected",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: (d) =>
      repo
        .once(`${GROUP}:${d.topic}`, d.id, (tx) => domain.applyDetected(tx, d.payload))
        .then(() => domain.detectionApplied(d.payload.fileId)),
  });
  bus.consume({
    group: GROUP,
    topic: "parse.requested",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: (d) =>
      repo.once(`${GROUP}:${d.topic}`, d.id, (tx) => domain.applyParseRequested(tx, d.payload)).then(() => undefined),
  });
  bus.consume({
    group: GROUP,
    topic: "job.finished",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: (d) =>
      repo.once(`${GROUP}:${d.topic}`, d.id, (tx) => domain.applyJobFinished(tx, d.payload)).then(() => undefined),
  });
}
