/**
 * Hostile documents (helpers/hostile.ts): bombs, loops, lies and disguises. Each is answered clearly, a 4xx
 * at upload or a job that ends (failed with the reason where it cannot be read), and the service stays ready.
 * Their memory is `pnpm bench hostile`'s to measure.
 */
import { expect, it } from "@jest/globals";
import { contractDescribe } from "./env.ts";
import { expectFailure, expectStatus, expectSuccess } from "./helpers/assert.ts";
import { root, upload, uploadLarge } from "./helpers/client.ts";
import { MAX_FILE_BYTES, uniqueName } from "./helpers/fixtures.ts";
import { HOSTILE_PROBES, type HostileProbe } from "./helpers/hostile.ts";
import { filesSince, invoiceJobRequest, startInvoiceJob, waitInvoiceJob } from "./helpers/service.ts";
import type { UploadData } from "./helpers/types.ts";

/** The probe's file name made unique to this run, its extension (which may lie) kept. */
function nameOf(probe: HostileProbe): string {
  const dot = probe.filename.lastIndexOf(".");
  return uniqueName(probe.filename.slice(0, dot), probe.filename.slice(dot + 1));
}

async function send(probe: HostileProbe, filename: string) {
  const parts = [{ filename, data: probe.bytes() }];
  // A body the service stops reading early (over the size limit) needs a sender that waits for the answer.
  return probe.bytes().length > MAX_FILE_BYTES ? uploadLarge(parts) : upload(parts);
}

async function answers(probe: HostileProbe): Promise<void> {
  const since = Date.now();
  const filename = nameOf(probe);
  const res = await send(probe, filename);
  const expected = probe.expect;
  if (expected.upload === "refused") {
    const body = expectFailure(res, expected.status, expected.code);
    if (expected.error) expect(body.error).toMatch(expected.error);
    const stored = (await filesSince(since)).filter((f) => f.filename === filename);
    expect(stored).toEqual([]);
    return;
  }
  const [file] = expectSuccess<UploadData>(res, 200).files;
  if (expected.upload === "locked") {
    expect({ type: file!.type, type_reason: file!.type_reason }).toEqual({
      type: "unknown",
      type_reason: "PASSWORD_REQUIRED",
    });
    expectFailure(await invoiceJobRequest(file!.doc_id), 422, "PASSWORD_REQUIRED");
    return;
  }
  // Whatever its detected type, an invoice parse reads the whole document.
  const job = await waitInvoiceJob(await startInvoiceJob(file!.doc_id));
  expect({ probe: probe.name, status: job.status }).toEqual({ probe: probe.name, status: expected.job });
  if (job.status === "failed") {
    expect(typeof job.error).toBe("string");
    if (expected.error) expect(job.error).toMatch(expected.error);
  }
}

contractDescribe("hostile documents", ["apiKey"], () => {
  for (const probe of HOSTILE_PROBES) {
    const outcome =
      probe.expect.upload === "refused"
        ? `refused with ${probe.expect.status} ${probe.expect.code}`
        : probe.expect.upload === "locked"
          ? "stored waiting for its password, a parse without it refused with 422 PASSWORD_REQUIRED"
          : `taken, and its job ${probe.expect.job === "failed" ? "fails with the limit named" : probe.expect.job}`;
    it(`${probe.name} (${probe.what}): ${outcome}; the service stays ready`, async () => {
      await answers(probe);
      expectStatus(await root("/readyz"), 200);
    });
  }
});
