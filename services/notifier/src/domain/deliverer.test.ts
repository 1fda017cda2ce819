// The callback body a finished job sends: a failed job's error code beside its message.
import { describe, expect, it } from "@jest/globals";
import type { TopicPayload } from "@docintake/contracts";
import { callbackPayload } from "./deliverer.ts";

const finished = (over: Partial<TopicPayload<"job.finished">>): TopicPayload<"job.finished"> => ({
  userId: "u",
  jobId: "job_1",
  documentId: "d",
  kind: "bank_statement",
  status: "failed",
  callbackUrl: "https://example.test/hook",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:01.000Z",
  result: null,
  error: "the PDF is password-protected",
  ...over,
});

describe("a failed job's callback", () => {
  it("sends the error code with the message", () => {
    expect(callbackPayload(finished({ errorCode: "PASSWORD_REQUIRED" })).body).toMatchObject({
      event: "job.failed",
      error: "the PDF is password-protected",
      error_code: "PASSWORD_REQUIRED",
    });
  });

  it("sends none from an event written before codes were sent", () => {
    expect(callbackPayload(finished({})).body).not.toHaveProperty("error_code");
  });
});
