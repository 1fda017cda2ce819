export { appErrorCode } from "./app-error.ts";
export { openTestDatabase, testDatabaseKind } from "./database.ts";
export { MemoryUnitOfWork } from "./memory-unit-of-work.ts";
export { uuidKey } from "./uuid-key.ts";
