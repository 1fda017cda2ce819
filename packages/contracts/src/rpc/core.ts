import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import { fileURLToPath } from "node:url";
import { AppError, isAppError, unavailableDatabase } from "@docintake/errors";
import { ERROR_CODE_METADATA_KEY, errorCodeFromGrpc, grpcStatusOf } from "@docintake/errors/grpc";
import type { Caller } from "../domain.ts";
import type { ProtoGrpcType as FilesProto } from "../generated/files.ts";
import type { ProtoGrpcType as JobsProto } from "../generated/jobs.ts";
import type { ProtoGrpcType as SchemasProto } from "../generated/schemas.ts";

const PROTO_ROOT = fileURLToPath(new URL("../../../../protos", import.meta.url));
// Must match the options the types in ../generated were produced with (see package.json "generate").
const LOADER_OPTIONS: protoLoader.Options = {
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

export type DocintakeProto = FilesProto & JobsProto & SchemasProto;

let loaded: DocintakeProto | undefined;
export function protoPackage(): DocintakeProto {
  loaded ??= grpc.loadPackageDefinition(
    protoLoader.loadSync(
      ["docintake/v1/files.proto", "docintake/v1/jobs.proto", "docintake/v1/schemas.proto"],
      LOADER_OPTIONS,
    ),
  ) as unknown as DocintakeProto;
  return loaded;
}

const USER_KEY = "x-user-id";
const REQUEST_KEY = "x-request-id";
/** W3C trace context travels with every call so one trace spans the gateway and the services. */
const TRACE_KEYS = ["traceparent", "tracestate"];

export function callerMetadata(caller: Caller, trace?: Record<string, string>): grpc.Metadata {
  const md = new grpc.Metadata();
  md.set(USER_KEY, caller.userId);
  if (caller.requestId) md.set(REQUEST_KEY, caller.requestId);
  for (const [k, v] of Object.entries(trace ?? {})) if (TRACE_KEYS.includes(k)) md.set(k, v);
  return md;
}

/** A service refuses any call that does not say on whose behalf it is made. */
export function callerFrom(md: grpc.Metadata): Caller {
  const userId = md.get(USER_KEY)[0];
  if (typeof userId !== "string" || userId === "") throw new AppError("UNAUTHENTICATED", "caller user id missing");
  const requestId = md.get(REQUEST_KEY)[0];
  return { userId, ...(typeof requestId === "string" ? { requestId } : {}) };
}

export function traceFrom(md: grpc.Metadata): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of TRACE_KEYS) {
    const v = md.get(k)[0];
    if (typeof v === "string") out[k] = v;
  }
  return out;
}

/** The one place where domain errors become gRPC statuses. */
export function toServiceError(err: unknown, log?: (err: unknown) => void): grpc.ServiceError {
  const app = isAppError(err) ? err : (unavailableDatabase(err) ?? new AppError("INTERNAL", "internal error"));
  if (!isAppError(err)) log?.(err);
  const md = new grpc.Metadata();
  md.set(ERROR_CODE_METADATA_KEY, app.code);
  if (app.details) md.set("x-docintake-error-details", JSON.stringify(app.details));
  return Object.assign(new Error(app.message), { code: grpcStatusOf(app.code), details: app.message, metadata: md });
}

/** The one place where gRPC statuses become domain errors again on the calling side. */
export function fromServiceError(err: unknown): AppError {
  if (isAppError(err)) return err;
  const e = err as Partial<grpc.ServiceError>;
  if (typeof e?.code !== "number") return new AppError("INTERNAL", "internal error");
  const mdCode = e.metadata?.get(ERROR_CODE_METADATA_KEY)[0];
  const code = errorCodeFromGrpc(e.code, typeof mdCode === "string" ? mdCode : undefined);
  const rawDetails = e.metadata?.get("x-docintake-error-details")[0];
  let details: Record<string, unknown> | undefined;
  if (typeof rawDetails === "string") {
    try {
      details = JSON.parse(rawDetails) as Record<string, unknown>;
    } catch {
      details = undefined;
    }
  }
  const message = code === "UNAVAILABLE" ? "a dependency is unavailable" : (e.details ?? e.message ?? "error");
  return new AppError(code, message, details);
}

export interface ServerHooks {
  /** Receives unexpected (non-AppError) failures for logging. */
  onUnexpected?: (err: unknown) => void;
  /** Wraps each call, e.g. to open a trace span from the incoming metadata. */
  around?: <T>(method: string, md: grpc.Metadata, fn: () => Promise<T>) => Promise<T>;
}

type UnaryImpl<Req, Res> = (caller: Caller, req: Req) => Promise<Res>;

/** The interceptor every unary handler goes through: caller check, error mapping, tracing. */
export function unary<Req, Res>(
  method: string,
  impl: UnaryImpl<Req, Res>,
  hooks: ServerHooks,
): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const run = async () => impl(callerFrom(call.metadata), call.request);
    const wrapped = hooks.around ? hooks.around(method, call.metadata, run) : run();
    wrapped.then(
      (res) => callback(null, res),
      (err: unknown) => callback(toServiceError(err, hooks.onUnexpected)),
    );
  };
}

export async function invoke<Res>(
  fn: (md: grpc.Metadata, options: grpc.CallOptions, cb: grpc.requestCallback<Res>) => unknown,
  md: grpc.Metadata,
  timeoutMs = 30_000,
): Promise<Res> {
  return new Promise<Res>((resolve, reject) => {
    fn(md, { deadline: Date.now() + timeoutMs }, (err, res) => {
      if (err) reject(fromServiceError(err));
      else resolve(res as Res);
    });
  });
}

export function channelOptions(): grpc.ChannelOptions {
  return {
    "grpc.max_receive_message_length": 64 * 1024 * 1024,
    "grpc.max_send_message_length": 64 * 1024 * 1024,
    "grpc.keepalive_time_ms": 30_000,
  };
}

export { grpc };
