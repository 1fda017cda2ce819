export * from "./domain.ts";
export * from "./topics.ts";
export * from "./rpc/core.ts";
export * from "./rpc/files.ts";
export * from "./rpc/jobs.ts";
export * from "./rpc/schemas.ts";
export * from "./callback-url.ts";
export * from "./rpc/server.ts";
