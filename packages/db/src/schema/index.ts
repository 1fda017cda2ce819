export * from "./identity.ts";
export * from "./gateway.ts";
export * from "./files.ts";
export * from "./jobs.ts";
export * from "./schemas.ts";
export * from "./notifier.ts";
