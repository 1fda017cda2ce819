import { Worker } from "node:worker_threads";

export interface PgliteThreadOptions {
  dataDir?: string | undefined;
  conf: string[];
}

export type PgliteRequest =
  | { id: number; op: "ready" | "close" }
  | {
      id: number;
      op: "exec";
      sql: string;
      /** Opens a transaction first, in the same message (the transaction's first statement). */
      begin?: boolean;
    }
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Type ids whose values stay text (what drizzle asks for dates and intervals). */
      textTypes: number[];
      begin?: boolean;
    };

export type PgliteReply =
  | { id: number; ok: true; result: QueryResult | null }
  | { id: number; ok: false; error: { message: string; name: string; fields: Record<string, string | number> } };

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What drizzle's PGlite driver calls on a client, in and out of a transaction. */
interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The embedded PostgreSQL (PGlite) in a worker thread of this process. PGlite is WebAssembly run on the
 * thread that calls it; a busy service would otherwise spend a large share of its one main thread
 * inside the database. Statements are serialised here as PGlite serialises them itself: a transaction
 * holds the database until it ends, and other statements wait.
 *
 * Only identity parsers are honoured (drizzle passes them so that dates stay text); any other parser
 * would have to run here, on the main thread, and none is used.
 */
export class ThreadedPglite implements Queryable {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: QueryResult | null) => void; reject: (e: Error) => void }
  >();
  private lock: Promise<void> = Promise.resolve();
  private failed: Error | undefined;
  readonly waitReady: Promise<void>;

  constructor(opts: PgliteThreadOptions, heapMb?: number) {
    this.worker = new Worker(new URL("./pglite-thread-worker.ts", import.meta.url), {
      workerData: opts,
      ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
    });
    this.worker.on("message", (reply: PgliteReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.error.message), reply.error.fields, { name: reply.error.name }));
    });
    // A dead database thread fails every statement from then on, loudly: the process's readiness check
    // (a query) reports it.
    const die = (err: Error) => {
      this.failed = err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on("error", die);
    this.worker.on("exit", (code) => die(new Error(`the database thread exited (code ${code})`)));
    this.waitReady = this.send({ id: 0, op: "ready" }).then(() => undefined);
  }

  private send(req: PgliteRequest): Promise<QueryResult | null> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  private raw(sql: string, params: unknown[] = [], options: QueryOptions = {}, begin = false): Promise<QueryResult> {
    return this.send({
      id: 0,
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(begin ? { begin } : {}),
    }) as Promise<QueryResult>;
  }

  /** Runs `work` while holding the database; statements of others wait until it is done. */
  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.lock;
    let release!: () => void;
    this.lock = new Promise((r) => (release = r));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.exclusive(() => this.raw(sql, params, options));
  }

  exec(sql: string): Promise<unknown> {
    return this.exclusive(() => this.send({ id: 0, op: "exec", sql }));
  }

  /**
   * BEGIN travels with the transaction's first statement, and BEGIN, COMMIT and ROLLBACK go by the simple
   * protocol: a transaction costs one message between the threads fewer, and its BEGIN and COMMIT about
   * half of what they cost as statements of their own (most transactions here are two or three statements).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      let begun = false;
      const opening = () => {
        const first = !begun;
        begun = true;
        return first;
      };
      const tx: Queryable = {
        query: (sql, params, options) => this.raw(sql, params, options, opening()),
        exec: (sql) => this.send({ id: 0, op: "exec", sql, ...(opening() ? { begin: true } : {}) }),
      };
      try {
        const out = await work(tx);
        if (begun) await this.send({ id: 0, op: "exec", sql: "COMMIT" });
        return out;
      } catch (err) {
        // The work's own error is what the caller must see; a failed ROLLBACK (the thread gone) adds nothing.
        if (begun) await this.send({ id: 0, op: "exec", sql: "ROLLBACK" }).catch(() => undefined);
        throw err;
      }
    });
  }

  async close(): Promise<void> {
    if (!this.failed) await this.exclusive(() => this.send({ id: 0, op: "close" }));
    await this.worker.terminate();
  }
}
