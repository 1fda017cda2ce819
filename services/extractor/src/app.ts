import { randomUUID } from "node:crypto";
import { BlobNotFoundError, type BlobStore } from "@docintake/blob";
import type { Bus } from "@docintake/bus";
import { DocumentError, type LayoutReader } from "@docintake/extraction";
import { keptLayouts } from "@docintake/worker/kept-layouts";
import { traceHeaders, type Logger, type Metrics } from "@docintake/telemetry";
import { ExtractionCrash, runExtraction } from "./domain/extract.ts";

/**
 * The extractor turns parse requests into results. It keeps no state: a request redelivered after a
 * crash is simply extracted again, and the jobs service applies only the first outcome.
 */
export function buildExtractor(deps: {
  bus: Bus;
  blobs: BlobStore;
  layouts: LayoutReader;
  log: Logger;
  metrics?: Metrics;
  concurrency?: number;
}): void {
  const { bus, blobs } = deps;
  const kept = keptLayouts(blobs);
  bus.consume({
    group: "extractor",
    topic: "parse.requested",
    // Nothing worked, retries included: the job must end rather than wait forever.
    onGiveUp: async (d, err) => {
      deps.log.error({ err, jobId: d.payload.jobId }, "extraction given up after retries");
      await bus.publish([
        {
          id: randomUUID(),
          topic: "parse.failed",
          key: d.key,
          payload: {
            userId: d.payload.userId,
            jobId: d.payload.jobId,
            fileId: d.payload.fileId,
            error: "the document could not be processed; please retry later",
            code: "UNAVAILABLE",
          },
          headers: traceHeaders(),
        },
      ]);
    },
    retry: { attempts: 3, initialBackoffMs: 500, maxBackoffMs: 5000 },
    deadLetter: true,
    concurrency: deps.concurrency ?? 2,
    handle: async (d) => {
      const e = d.payload;
      const base = { userId: e.userId, jobId: e.jobId, fileId: e.fileId };
      const emit = (topic: "parse.progress" | "parse.completed" | "parse.failed", payload: Record<string, unknown>) =>
        bus.publish([{ id: randomUUID(), topic, key: d.key, payload: payload as never, headers: traceHeaders() }]);
      try {
        const out = await runExtraction(e, {
          loadDocument: (key) => blobs.getBytes(key),
          loadLayout: (fileId, userId) => kept.find(userId, fileId),
          layouts: deps.layouts,
          progress: (progress) => emit("parse.progress", { ...base, progress }),
        });
        await emit("parse.completed", { ...base, kind: e.kind, ...out });
      } catch (err) {
        // A document that cannot be read will not become readable by retrying: the job fails now.
        if (err instanceof DocumentError) {
          await emit("parse.failed", {
            ...base,
            // A limit passed is named: the other reasons say enough in a word.
            error: `the document could not be read: ${err.reason === "over_budget" ? err.message : err.reason}`,
            code: "UNPROCESSABLE_DOCUMENT",
          });
          return;
        }
        if (err instanceof BlobNotFoundError) {
          await emit("parse.failed", { ...base, error: "the document was deleted", code: "NOT_FOUND" });
          return;
        }
        if (err instanceof ExtractionCrash) {
          // Extraction is deterministic: the same bytes would fail the same way on every retry.
          deps.log.error({ err: err.cause, jobId: e.jobId }, "extraction failed");
          await emit("parse.failed", { ...base, error: "extraction failed on this document", code: "INTERNAL" });
          return;
        }
        throw err;
      }
    },
  });
}
