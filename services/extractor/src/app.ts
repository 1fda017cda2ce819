import { randomUUID } from "node:crypto";
import { BlobNotFoundError, type BlobStore } from "@docintake/blob";
import type { Bus } from "@docintake/bus";
import type { ErrorCode } from "@docintake/errors";
import { DocumentError, type LayoutReader } from "@docintake/extraction";
import { keptLayouts } from "@docintake/worker/kept-layouts";
import { keptSecrets } from "@docintake/worker/kept-secrets";
import { traceHeaders, type Logger, type Metrics } from "@docintake/telemetry";
import { ExtractionCrash, runExtraction } from "./domain/extract.ts";

/**
 * The extractor turns parse requests into results. It keeps no state: a request redelivered after a
 * crash is simply extracted again, and the jobs service applies only the first outcome.
 */
export function buildExtractor(deps: {
  bus: Bus;
  blobs: BlobStore;
  secretKey: Buffer;
  layouts: LayoutReader;
  log: Logger;
  metrics?: Metrics;
  concurrency?: number;
}): void {
  const { bus, blobs } = deps;
  const kept = keptLayouts(blobs);
  const secrets = keptSecrets(blobs, deps.secretKey);
  // A job's password is kept until the job ends, completed or failed, and not a moment longer.
  const forgetSecret = (e: { secretKey?: string | null | undefined; jobId: string }) =>
    secrets.forget(e.secretKey, (err) => deps.log.error({ err, jobId: e.jobId }, "a kept password was left behind"));
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
      await forgetSecret(d.payload);
    },
    retry: { attempts: 3, initialBackoffMs: 500, maxBackoffMs: 5000 },
    deadLetter: true,
    concurrency: deps.concurrency ?? 2,
    handle: async (d) => {
      const e = d.payload;
      const base = { userId: e.userId, jobId: e.jobId, fileId: e.fileId };
      const emit = (topic: "parse.progress" | "parse.completed" | "parse.failed", payload: Record<string, unknown>) =>
        bus.publish([{ id: randomUUID(), topic, key: d.key, payload: payload as never, headers: traceHeaders() }]);
      const outcome = await extractOnce();
      // A retry keeps the password for the next attempt; an ended job (completed or failed) lets it go.
      if (outcome !== "ended") throw outcome.retry;
      await forgetSecret(e);

      async function extractOnce(): Promise<"ended" | { retry: unknown }> {
        try {
          const out = await runExtraction(e, {
            loadDocument: (key) => blobs.getBytes(key),
            loadLayout: (fileId, userId) => kept.find(userId, fileId),
            loadPasswords: (userId, key) => secrets.passwords(userId, key),
            layouts: deps.layouts,
            progress: (progress) => emit("parse.progress", { ...base, progress }),
          });
          await emit("parse.completed", { ...base, kind: e.kind, ...out });
          return "ended";
        } catch (err) {
          const failure = failureOf(err);
          if (!failure) return { retry: err };
          if (err instanceof ExtractionCrash) deps.log.error({ err: err.cause, jobId: e.jobId }, "extraction failed");
          await emit("parse.failed", { ...base, ...failure });
          return "ended";
        }
      }
    },
  });
}

/** How a job that cannot succeed fails; null for a fault that a retry may mend. */
function failureOf(err: unknown): { error: string; code: ErrorCode } | null {
  // A document that cannot be read will not become readable by retrying: the job fails now.
  if (err instanceof DocumentError) {
    switch (err.reason) {
      case "password_required":
        return {
          error: "the PDF is password-protected: send its password with the parse request",
          code: "PASSWORD_REQUIRED",
        };
      case "password_incorrect":
        return {
          error: "the PDF is password-protected and the password given does not open it",
          code: "PASSWORD_INCORRECT",
        };
      default:
        // A limit passed is named: the other reasons say enough in a word.
        return {
          error: `the document could not be read: ${err.reason === "over_budget" ? err.message : err.reason}`,
          code: "UNPROCESSABLE_DOCUMENT",
        };
    }
  }
  if (err instanceof BlobNotFoundError) return { error: "the document was deleted", code: "NOT_FOUND" };
  // Extraction is deterministic: the same bytes would fail the same way on every retry.
  if (err instanceof ExtractionCrash) return { error: "extraction failed on this document", code: "INTERNAL" };
  return null;
}
