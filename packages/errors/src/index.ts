import { status as GrpcStatus } from "@grpc/grpc-js";

/** Every failure the product reports is one of these; mapped once to HTTP and once to gRPC. */
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

export function grpcStatusOf(code: ErrorCode): GrpcStatus {
  switch (code) {
    case "INVALID_REQUEST":
      return GrpcStatus.INVALID_ARGUMENT;
    case "UNAUTHENTICATED":
      return GrpcStatus.UNAUTHENTICATED;
    case "NOT_FOUND":
      return GrpcStatus.NOT_FOUND;
    case "SCHEMA_NAME_TAKEN":
      return GrpcStatus.ALREADY_EXISTS;
    case "PAYLOAD_TOO_LARGE":
      return GrpcStatus.RESOURCE_EXHAUSTED;
    case "UNSUPPORTED_FILE_TYPE":
      return GrpcStatus.FAILED_PRECONDITION;
    case "UNPROCESSABLE_DOCUMENT":
      return GrpcStatus.ABORTED;
    case "RATE_LIMITED":
      return GrpcStatus.RESOURCE_EXHAUSTED;
    case "UNAVAILABLE":
      return GrpcStatus.UNAVAILABLE;
    case "INTERNAL":
      return GrpcStatus.INTERNAL;
  }
}

/** gRPC carries the precise code in trailing metadata; the status alone is ambiguous (413 and 429 share one). */
export const ERROR_CODE_METADATA_KEY = "x-docintake-error-code";

export function errorCodeFromGrpc(grpcCode: number, metadataCode: string | undefined): ErrorCode {
  if (metadataCode && (ErrorCodes as readonly string[]).includes(metadataCode)) return metadataCode as ErrorCode;
  switch (grpcCode) {
    case GrpcStatus.INVALID_ARGUMENT:
      return "INVALID_REQUEST";
    case GrpcStatus.UNAUTHENTICATED:
      return "UNAUTHENTICATED";
    case GrpcStatus.NOT_FOUND:
      return "NOT_FOUND";
    case GrpcStatus.ALREADY_EXISTS:
      return "SCHEMA_NAME_TAKEN";
    case GrpcStatus.UNAVAILABLE:
    case GrpcStatus.DEADLINE_EXCEEDED:
      return "UNAVAILABLE";
    default:
      return "INTERNAL";
  }
}
