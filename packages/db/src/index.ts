import { fileURLToPath } from "node:url";
import { existsSync, mkdirSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { withBaselineWasm } from "./baseline-wasm.ts";
import type { ThreadLog } from "./pglite-thread.ts";

export * as tables from "./schema/index.ts";
export {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  count,
} from "drizzle-orm";

/** The query interface both PostgreSQL and the embedded PGlite answer. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded thread only: called once if the database is given up on (its thread died more often
   * than the restart bound allows). Nothing in the process can serve any more; its owner should stop.
   */
  onGaveUp?(listener: (err: Error) => void): void;
}

export interface DatabaseOptions {
  /** postgres://… for a server; absent for the embedded PGlite under dataDir. */
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  applicationName?: string;
  /** Embedded only: run PGlite in a worker thread of this process rather than on the caller's thread. */
  thread?: boolean;
  /** Old-generation limit of that thread's JavaScript heap in MB; absent or 0: V8's default. */
  threadHeapMb?: number;
  /** Embedded thread only: where its deaths and restarts are reported (the console when absent). */
  log?: ThreadLog;
}

const MIGRATIONS = fileURLToPath(new URL("../migrations", import.meta.url));

/**
 * An embedded database serves one process: small buffers keep its memory near 200 MB instead of
 * PostgreSQL's server defaults.
 */
const PGLITE_CONF = ["shared_buffers = 16MB", "work_mem = 4MB", "maintenance_work_mem = 16MB", "wal_buffers = 1MB"];

/**
 * Creates and migrates an embedded database folder in a short-lived child process when it does not
 * exist yet: initdb's memory (several hundred MB) then never stays in the service.
 */
export async function preparePglite(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const script = fileURLToPath(new URL("./prepare-pglite.ts", import.meta.url));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir], { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing ${dataDir} failed (exit ${code})`)),
    );
  });
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      application_name: opts.applicationName ?? "docintake",
      idleTimeoutMillis: 30_000,
    });
    // A client's network error (PostgreSQL restarting ends every session) must not take the process down: the
    // idle client's is the pool's to handle, a checked-out one's fails its query and the pool drops it on release.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => void client.on("error", () => undefined));
    const db = drizzle(pool) as unknown as Database;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  if (opts.thread) {
    const { ThreadedPglite } = await import("./pglite-thread.ts");
    const client = new ThreadedPglite(
      { dataDir: opts.dataDir, conf: PGLITE_CONF },
      {
        heapMb: opts.threadHeapMb,
        ...(opts.log ? { log: opts.log } : {}),
        // A restarted thread compiles PGlite again: on the baseline tier too, or its optimising compile
        // would cost the memory the window avoids. A WebAssembly module compiled elsewhere during a
        // restart (an OCR worker starting) then stays on the baseline tier as well.
        starting: (start) => withBaselineWasm(start),
      },
    );
    await client.waitReady;
    // The threaded client answers what drizzle's PGlite driver calls (query, exec, transaction).
    const db = drizzle({ client: client as never }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      // Not ready while the thread is down, without waiting for its restart.
      ping: () => client.ping(),
      close: () => client.close(),
      onGaveUp: (listener) => void client.once("failed", ({ err }: { err: Error }) => listener(err)),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await withBaselineWasm(async () => {
    const started = opts.dataDir
      ? new PGlite(opts.dataDir, { postgresqlconf: PGLITE_CONF })
      : new PGlite({ postgresqlconf: PGLITE_CONF });
    await started.waitReady;
    return started;
  });
  const db = drizzle(client) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

/** Applies every pending migration; a separate step in distributed deployments, automatic when embedded. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
  }
}

export const nowSql = sql`now()`;
export { activeWebhookSecrets } from "./identity.ts";
