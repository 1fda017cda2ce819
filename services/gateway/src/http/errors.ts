/** The one place where failures become HTTP responses: `{success: false, error, code}`. */
import { AppError, httpStatusOf, isAppError, unavailableDatabase, type ErrorCode } from "@docintake/errors";

export interface HttpFailure {
  status: number;
  code: ErrorCode;
  message: string;
  /** Unexpected: log it with its stack. */
  unexpected: boolean;
}

const GENERIC_INTERNAL = "internal error; quote the x-request-id header when reporting it";

interface FrameworkError {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  validation?: unknown;
}

/** Fastify and plugin errors whose meaning we know, by their code. */
const KNOWN: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "request body too large" },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_REQUEST", message: "malformed JSON body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_REQUEST", message: "empty JSON body" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "INVALID_REQUEST", message: "unsupported Content-Type for this endpoint" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "INVALID_REQUEST", message: "Content-Length does not match the body" },
  FST_REQ_FILE_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "a file exceeds the size limit" },
  FST_FILES_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "too many files in one request" },
  FST_PARTS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "too many parts in one request" },
  FST_FIELDS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "too many form fields in one request" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: "INVALID_REQUEST", message: "expected a multipart/form-data body" },
  FST_PROTO_VIOLATION: { code: "INVALID_REQUEST", message: "forbidden field name in the form" },
};

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return "UNAUTHENTICATED";
    case 404:
      return "NOT_FOUND";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 429:
      return "RATE_LIMITED";
    case 503:
      return "UNAVAILABLE";
    default:
      return status >= 400 && status < 500 ? "INVALID_REQUEST" : "INTERNAL";
  }
}

export function toHttpFailure(err: unknown): HttpFailure {
  if (isAppError(err)) {
    const internal = err.code === "INTERNAL";
    return {
      status: httpStatusOf(err.code),
      code: err.code,
      message: internal ? GENERIC_INTERNAL : err.message,
      unexpected: internal,
    };
  }
  const e = (err ?? {}) as FrameworkError;
  if (e.validation !== undefined) {
    const message = typeof e.message === "string" && e.message !== "" ? e.message : "invalid request";
    return { status: 400, code: "INVALID_REQUEST", message, unexpected: false };
  }
  if (typeof e.code === "string" && KNOWN[e.code]) {
    const known = KNOWN[e.code]!;
    return {
      status: httpStatusOf(known.code),
      code: known.code,
      message: known.message ?? "invalid request",
      unexpected: false,
    };
  }
  const status = typeof e.statusCode === "number" ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = codeForStatus(status);
    const message =
      code === "INVALID_REQUEST" && typeof e.message === "string" && e.message.length < 300 && !/\n/.test(e.message)
        ? e.message
        : defaultMessage(code);
    return { status: httpStatusOf(code), code, message, unexpected: false };
  }
  // Logged like any unexpected failure, but the client is told to retry.
  const down = unavailableDatabase(err);
  if (down) return { status: httpStatusOf(down.code), code: down.code, message: down.message, unexpected: true };
  return { status: 500, code: "INTERNAL", message: GENERIC_INTERNAL, unexpected: true };
}

function defaultMessage(code: ErrorCode): string {
  switch (code) {
    case "UNAUTHENTICATED":
      return "missing or invalid credential";
    case "NOT_FOUND":
      return "not found";
    case "PAYLOAD_TOO_LARGE":
      return "request too large";
    case "RATE_LIMITED":
      return "rate limit exceeded";
    case "UNAVAILABLE":
      return "a dependency is unavailable";
    default:
      return "invalid request";
  }
}

export const failureBody = (f: { code: ErrorCode; message: string }) => ({
  success: false as const,
  error: f.message,
  code: f.code,
});

export const rateLimited = (retryAfterMs: number) =>
  new AppError("RATE_LIMITED", `rate limit exceeded; retry in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`);
