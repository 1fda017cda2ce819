import { randomUUID } from "node:crypto";
import { BlobNotFoundError, type BlobStore } from "@docintake/blob";
import { DEFAULT_RETRY, type Bus } from "@docintake/bus";
import type { LayoutReader } from "@docintake/extraction";
import { traceHeaders, type Logger, type Metrics } from "@docintake/telemetry";
import { keptLayouts } from "@docintake/worker/kept-layouts";
import { keptSecrets } from "@docintake/worker/kept-secrets";
import { detectDocument, undetected } from "./domain/detect.ts";

/** The detector consumes uploads and answers with the detected type; it holds no state of its own. */
export function buildDetector(deps: {
  bus: Bus;
  blobs: BlobStore;
  secretKey: Buffer;
  layouts: LayoutReader;
  log: Logger;
  metrics?: Metrics;
  concurrency?: number;
}): void {
  const kept = keptLayouts(deps.blobs);
  const secrets = keptSecrets(deps.blobs, deps.secretKey);
  // The upload's password was kept for its detection only: once detection has ended, it goes.
  const forgetSecret = (e: { secretKey?: string | null | undefined; fileId: string }) =>
    secrets.forget(e.secretKey, (err) => deps.log.error({ err, fileId: e.fileId }, "a kept password was left behind"));
  deps.bus.consume({
    group: "detector",
    topic: "file.uploaded",
    retry: DEFAULT_RETRY,
    deadLetter: true,
    concurrency: deps.concurrency ?? 2,
    // Retries did not help (a layout thread kept stopping on this document): it must still leave "unknown".
    onGiveUp: async (d, err) => {
      deps.log.error({ err, fileId: d.payload.fileId }, "detection given up after retries");
      await deps.bus.publish([
        {
          id: randomUUID(),
          topic: "file.detected",
          key: d.key,
          payload: undetected(d.payload, err),
          headers: traceHeaders(),
        },
      ]);
      await forgetSecret(d.payload);
    },
    handle: async (d) => {
      let detected;
      try {
        detected = await detectDocument(d.payload, {
          blobs: deps.blobs,
          layouts: deps.layouts,
          kept,
          secrets,
          onOcrPages: (n) => deps.metrics?.ocrPages.inc(n),
        });
      } catch (err) {
        // Deleted before detection ran: nothing left to detect.
        if (err instanceof BlobNotFoundError) {
          await forgetSecret(d.payload);
          return;
        }
        throw err;
      }
      if (detected.error) deps.log.warn({ fileId: d.payload.fileId, error: detected.error }, "detection failed");
      await deps.bus.publish([
        { id: randomUUID(), topic: "file.detected", key: d.key, payload: detected, headers: traceHeaders() },
      ]);
      await forgetSecret(d.payload);
    },
  });
}
