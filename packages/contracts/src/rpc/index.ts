// The gRPC contracts (clients, handlers, server), apart from the domain types so that a process that
// does not speak gRPC (the embedded service) never loads @grpc/grpc-js and the protos.
export * from "./core.ts";
export * from "./files.ts";
export * from "./jobs.ts";
export * from "./schemas.ts";
export * from "./server.ts";
