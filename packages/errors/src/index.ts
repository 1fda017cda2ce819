/** Every failure the product reports is one of these; mapped once to HTTP (here) and once to gRPC (./grpc.ts). */
export const ErrorCodes = [
  "INVALID_REQUEST",
  "UNAUTHENTICATED",
  "NOT_FOUND",
  "SCHEMA_NAME_TAKEN",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "UNPROCESSABLE_DOCUMENT",
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
    case "SCHEMA_NAME_TAKEN":
      return 409;
    case "PAYLOAD_TOO_LARGE":
      return 413;
    case "UNSUPPORTED_FILE_TYPE":
      return 415;
    case "UNPROCESSABLE_DOCUMENT":
      return 422;
    case "RATE_LIMITED":
      return 429;
    case "UNAVAILABLE":
      return 503;
    case "INTERNAL":
      return 500;
  }
}
