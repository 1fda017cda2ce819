/** Every failure the product reports is one of these; mapped once to HTTP (here) and once to gRPC (./grpc.ts). */
export const ErrorCodes = [
  "INVALID_REQUEST",
  "UNAUTHENTICATED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "SCHEMA_NAME_TAKEN",
  "IDEMPOTENCY_KEY_REUSED",
  "JOB_NOT_COMPLETED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "UNPROCESSABLE_DOCUMENT",
  "PASSWORD_REQUIRED",
  "PASSWORD_INCORRECT",
  "RATE_LIMITED",
  "UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * A database that is down or restarting tells the client to try again, not that we failed: the
 * connection exceptions that say the work did not happen (08000, 08001, 08003, 08004, 08006: the
 * embedded PGlite thread dead or restarting, a server that refused or dropped the connection with that
 * code) and 57P01–57P03 (the server shutting down or starting), on the error or any of its causes
 * (drizzle wraps the driver's error). Not 08007, "transaction resolution unknown": a retry could do the
 * work twice (an Idempotency-Key is released on a failure), so it stays an internal error. Not 08P01,
 * a protocol violation, which is our bug. A connection node-postgres lost without a SQLSTATE is not
 * recognised either. Null for anything else.
 */
export function unavailableDatabase(err: unknown): AppError | null {
  const seen = new Set<unknown>();
  for (let e = err; typeof e === "object" && e !== null && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(0800[0134]|08006|57P0[123])$/.test(code))
      return new AppError("UNAVAILABLE", "the database is unavailable for a moment; try again shortly");
  }
  return null;
}
export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const invalid = (message: string) => new AppError("INVALID_REQUEST", message);

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case "INVALID_REQUEST":
      return 400;
    case "UNAUTHENTICATED":
      return 401;
    case "NOT_FOUND":
      return 404;
    case "METHOD_NOT_ALLOWED":
      return 405;
    case "SCHEMA_NAME_TAKEN":
    case "IDEMPOTENCY_KEY_REUSED":
    case "JOB_NOT_COMPLETED":
      return 409;
    case "PAYLOAD_TOO_LARGE":
      return 413;
    case "UNSUPPORTED_FILE_TYPE":
      return 415;
    case "UNPROCESSABLE_DOCUMENT":
    case "PASSWORD_REQUIRED":
    case "PASSWORD_INCORRECT":
      return 422;
    case "RATE_LIMITED":
      return 429;
    case "UNAVAILABLE":
      return 503;
    case "INTERNAL":
      return 500;
  }
}
