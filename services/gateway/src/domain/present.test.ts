// How a job is shown: a failed job's message, and its error code where its failure gave one.
import { describe, expect, it } from "@jest/globals";
import type { Job } from "@docintake/contracts";
import { invoiceJobStatus, statementJobStatus } from "./present.ts";

const job = (over: Partial<Job>): Job => ({
  id: "job_1",
  userId: "u",
  documentId: "d",
  batchId: null,
  kind: "bank_statement",
  status: "pending",
  fileId: "f.pdf",
  progress: 0,
  result: null,
  extraction: null,
  error: null,
  errorCode: null,
  callbackUrl: null,
  schemaId: null,
  callback: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("a failed job", () => {
  it("carries its error code beside its message", () => {
    const failed = job({ status: "failed", error: "the PDF is password-protected", errorCode: "PASSWORD_REQUIRED" });
    expect(statementJobStatus(failed)).toMatchObject({ error: failed.error, error_code: "PASSWORD_REQUIRED" });
    expect(invoiceJobStatus(failed)).toMatchObject({ error_code: "PASSWORD_REQUIRED" });
  });

  it("has no code where its failure gave none, and a job that did not fail has neither", () => {
    expect(statementJobStatus(job({ status: "failed", error: "x" }))).not.toHaveProperty("error_code");
    const done = statementJobStatus(job({ status: "completed", errorCode: "INTERNAL" }));
    expect(done).not.toHaveProperty("error");
    expect(done).not.toHaveProperty("error_code");
  });
});
