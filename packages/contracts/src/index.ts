export * from "./domain.ts";
export * from "./topics.ts";
export * from "./callback-url.ts";
export * from "./limits.ts";
export * from "./text.ts";
export * from "./password-rules.ts";
export * from "./secret-seal.ts";
