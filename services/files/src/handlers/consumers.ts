import { DEFAULT_RETRY, once, type Bus } from "@docintake/bus";
import { tables, type Database } from "@docintake/db";
import type { FilesDomain } from "../domain/files.ts";

const GROUP = "files";

/** The files service follows detection and job outcomes to keep each record's type and status. */
export function registerFilesConsumers(bus: Bus, db: Database, domain: FilesDomain): void {
  bus.consume({
    group: GROUP,
    topic: "file.detected",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: (d) =>
      once(db, tables.filesInbox, `${GROUP}:${d.topic}`, d.id, (tx) => domain.applyDetected(tx, d.payload)).then(
        () => undefined,
      ),
  });
  bus.consume({
    group: GROUP,
    topic: "parse.requested",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: (d) =>
      once(db, tables.filesInbox, `${GROUP}:${d.topic}`, d.id, (tx) => domain.applyParseRequested(tx, d.payload)).then(
        () => undefined,
      ),
  });
  bus.consume({
    group: GROUP,
    topic: "job.finished",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: 4,
    handle: (d) =>
      once(db, tables.filesInbox, `${GROUP}:${d.topic}`, d.id, (tx) => domain.applyJobFinished(tx, d.payload)).then(
        () => undefined,
      ),
  });
}
