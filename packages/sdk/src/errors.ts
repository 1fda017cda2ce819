/** What the SDK throws: the API's failures with their code, a service out of reach, a job that failed. */
import type { ErrorCode } from "@docintake/errors";

export type { ErrorCode };

/** A failure the API answered: `{success: false, error, code}` with its HTTP status. */
export class DocIntakeError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The request's id (`x-request-id`), to find it in the service's log. */
  readonly requestId: string | undefined;
  /** From Retry-After, on 429 and 503. */
  readonly retryAfterMs: number | undefined;
  constructor(
    message: string,
    init: { status: number; code: ErrorCode; requestId?: string | undefined; retryAfterMs?: number | undefined },
  ) {
    super(message);
    this.name = "DocIntakeError";
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** The service could not be reached (refused, reset, timed out): nothing was answered. */
export class DocIntakeConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DocIntakeConnectionError";
  }
}

/** A parse job that ended `failed`; `job` is its last status. */
export class JobFailedError extends Error {
  readonly job: { job_id: string; status: string; error?: string };
  constructor(job: { job_id: string; status: string; error?: string }) {
    super(`job ${job.job_id} failed: ${job.error ?? "no reason given"}`);
    this.name = "JobFailedError";
    this.job = job;
  }
}

/** A callback whose signature does not check out; `reason` says why. */
export class WebhookVerificationError extends Error {
  readonly reason: "missing" | "malformed" | "expired" | "mismatch";
  constructor(reason: WebhookVerificationError["reason"], message: string) {
    super(message);
    this.name = "WebhookVerificationError";
    this.reason = reason;
  }
}

export const isDocIntakeError = (err: unknown, code?: ErrorCode): err is DocIntakeError =>
  err instanceof DocIntakeError && (code === undefined || err.code === code);

/** Seconds or an HTTP date, as Retry-After gives them. */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
