// The gRPC side of the error codes, apart from the rest so that a process without gRPC (the embedded
// service) does not load @grpc/grpc-js for them.
import { status as GrpcStatus } from "@grpc/grpc-js";
import { ErrorCodes, type ErrorCode } from "./index.ts";

export function grpcStatusOf(code: ErrorCode): GrpcStatus {
  switch (code) {
    case "INVALID_REQUEST":
      return GrpcStatus.INVALID_ARGUMENT;
    case "UNAUTHENTICATED":
      return GrpcStatus.UNAUTHENTICATED;
    case "NOT_FOUND":
      return GrpcStatus.NOT_FOUND;
    case "METHOD_NOT_ALLOWED":
      return GrpcStatus.UNIMPLEMENTED;
    case "SCHEMA_NAME_TAKEN":
    case "IDEMPOTENCY_KEY_REUSED":
      return GrpcStatus.ALREADY_EXISTS;
    case "PAYLOAD_TOO_LARGE":
      return GrpcStatus.RESOURCE_EXHAUSTED;
    case "UNSUPPORTED_FILE_TYPE":
    case "JOB_NOT_COMPLETED":
      return GrpcStatus.FAILED_PRECONDITION;
    case "UNPROCESSABLE_DOCUMENT":
    case "PASSWORD_REQUIRED":
    case "PASSWORD_INCORRECT":
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
