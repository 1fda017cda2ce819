import { EventEmitter } from "node:events";
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

/** Where deaths and restarts of the thread are reported (a pino logger fits). */
export interface ThreadLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ThreadRecovery {
  /** Pause before the first restart; it doubles with each further death within `windowMs`. */
  delayMs: number;
  maxDelayMs: number;
  /** Restarts allowed within `windowMs`; the death after them leaves the database down for good. */
  maxRestarts: number;
  windowMs: number;
  /** How long a statement that arrives while the thread is down waits for it before it fails. */
  waitMs: number;
  /**
   * How long a restarted thread may take to open the database (crash recovery replays the log) before it
   * is ended and counted as another death; a thread that hangs there would otherwise never serve, be
   * replaced nor be given up on.
   */
  openTimeoutMs: number;
}

/**
 * A thread that died once in a while (a request that outgrew the heap) comes back each time; one that
 * dies again and again (a data directory it cannot open, a heap limit below what it needs) is given up
 * after five restarts within ten minutes, about 15 s of backoff in all, rather than spinning.
 */
export const DEFAULT_RECOVERY: ThreadRecovery = {
  delayMs: 500,
  maxDelayMs: 30_000,
  maxRestarts: 5,
  windowMs: 10 * 60_000,
  waitMs: 20_000,
  openTimeoutMs: 120_000,
};

export interface ThreadSettings {
  /** Old-generation limit of the thread's JavaScript heap in MB; absent or 0: V8's default. */
  heapMb?: number | undefined;
  recovery?: Partial<ThreadRecovery>;
  log?: ThreadLog;
  /** Wraps every start of the thread, up to its database being open (the baseline-compile window). */
  starting?: <T>(start: () => Promise<T>) => Promise<T>;
}

/**
 * SQLSTATE classes a caller can act on: 08007 (transaction resolution unknown) for a statement or COMMIT
 * the thread died under, 08006 (connection failure) for one that never ran or whose transaction is
 * certainly rolled back.
 */
export type ThreadFailure = "outcome unknown" | "rolled back" | "not run";

export class PgliteThreadError extends Error {
  readonly code: "08006" | "08007";
  readonly failure: ThreadFailure;
  constructor(message: string, failure: ThreadFailure) {
    super(message);
    this.name = "PgliteThreadError";
    this.failure = failure;
    this.code = failure === "outcome unknown" ? "08007" : "08006";
  }
}

/** How a statement's fate is told when the thread dies under it. */
type Kind = "open" | "autocommit" | "in transaction" | "commit";

interface Pending {
  kind: Kind;
  resolve: (r: QueryResult | null) => void;
  reject: (e: Error) => void;
}

interface Thread {
  worker: Worker;
  generation: number;
  pending: Map<number, Pending>;
  /** The worker's own error (out of memory, an uncaught exception), reported with its exit. */
  error?: Error;
  exited: Promise<number>;
}

type State = "starting" | "up" | "down" | "failed" | "closed";

/**
 * The embedded PostgreSQL (PGlite) in a worker thread of this process. PGlite is WebAssembly run on the
 * thread that calls it; a busy service would otherwise spend a large share of its one main thread
 * inside the database. Statements are serialised here as PGlite serialises them itself: a transaction
 * holds the database until it ends, and other statements wait.
 *
 * A thread that dies (its heap limit, a crash) is replaced by a new one on the same data directory,
 * whose opening replays the WAL as after any PostgreSQL crash: what committed is there, what did not is
 * gone. What ran when it died fails with a PgliteThreadError saying which of the two it may be; nothing
 * is retried here, since a statement that may have committed is the caller's to repeat or not.
 * Statements that arrive while the thread is down wait for the new one (`waitMs`). Emits "down" (the
 * thread died), "up" (a new one serves) and "failed" (given up, or the first start failed).
 * Reaching the heap limit usually ends only the thread (ERR_WORKER_OUT_OF_MEMORY), but Node now and
 * then aborts the whole process instead (nodejs/node#47224): that case needs a supervisor outside.
 *
 * Only identity parsers are honoured (drizzle passes them so that dates stay text); any other parser
 * would have to run here, on the main thread, and none is used.
 */
export class ThreadedPglite extends EventEmitter implements Queryable {
  private readonly opts: PgliteThreadOptions;
  private readonly heapMb: number | undefined;
  private readonly recovery: ThreadRecovery;
  private readonly log: ThreadLog;
  private readonly starting: <T>(start: () => Promise<T>) => Promise<T>;
  private thread: Thread | undefined;
  private state: State = "starting";
  private generation = 0;
  private nextId = 1;
  private lock: Promise<void> = Promise.resolve();
  /** Why the database stays down: given up, or never started. */
  private failure: Error | undefined;
  /** When the thread died, within the recovery window: the restart bound and backoff count them. */
  private deaths: number[] = [];
  private restarts = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  /** A thread has served once: only then is a death recovered (a first start that fails is reported). */
  private served = false;
  private closing = false;
  private closeDone: Promise<void> | undefined;
  private readonly waiters = new Set<{ resolve: () => void; reject: (e: Error) => void }>();
  readonly waitReady: Promise<void>;

  constructor(opts: PgliteThreadOptions, settings: ThreadSettings = {}) {
    super();
    this.opts = opts;
    this.heapMb = settings.heapMb || undefined;
    this.recovery = { ...DEFAULT_RECOVERY, ...settings.recovery };
    this.log = settings.log ?? consoleLog;
    this.starting = settings.starting ?? ((start) => start());
    this.waitReady = this.start().then(
      () => undefined,
      (err: Error) => {
        // Failing to open at all is a setup problem (a wrong directory, too small a heap): the caller
        // hears of it at once instead of watching restarts.
        this.fail(err);
        throw err;
      },
    );
  }

  /** Starts a thread and opens its database; it serves only once the database is open. */
  private start(): Promise<void> {
    return this.starting(async () => {
      const thread = this.spawn();
      this.thread = thread;
      // A restart only: the first start's hang is the caller's to time (waitReady).
      const hung = this.served
        ? setTimeout(() => {
            thread.error ??= new Error(`the restarted database did not open within ${this.recovery.openTimeoutMs} ms`);
            void thread.worker.terminate();
          }, this.recovery.openTimeoutMs)
        : undefined;
      const reply = await this.post(thread, { id: 0, op: "ready" }, "open")
        .catch((e: Error) => e)
        .finally(() => clearTimeout(hung));
      // It exited while opening: its exit was counted as a death, and `reply` says why.
      if (this.thread !== thread) throw reply instanceof Error ? reply : closedError();
      if (reply instanceof Error) {
        // Open failed with the thread alive: it ends before anything else opens the directory.
        this.thread = undefined;
        await thread.worker.terminate();
        if (this.served && !this.closing) this.died(`opening failed: ${reply.message}`, null, reply);
        throw reply;
      }
      if (this.closing) {
        // close() came while it opened: it was ended by close(), or ends here.
        this.thread = undefined;
        await thread.worker.terminate();
        throw closedError();
      }
      this.state = "up";
      this.served = true;
      for (const w of this.waiters) w.resolve();
      this.waiters.clear();
    });
  }

  private spawn(): Thread {
    const worker = new Worker(new URL("./pglite-thread-worker.ts", import.meta.url), {
      workerData: this.opts,
      ...(this.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } } : {}),
    });
    const thread: Thread = {
      worker,
      generation: ++this.generation,
      pending: new Map(),
      exited: new Promise((resolve) => worker.once("exit", resolve)),
    };
    worker.on("message", (reply: PgliteReply) => {
      const p = thread.pending.get(reply.id);
      if (!p) return;
      thread.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.error.message), reply.error.fields, { name: reply.error.name }));
    });
    worker.on("error", (err) => (thread.error ??= err));
    // A new thread starts only after the old one has exited: two PGlites on one directory would corrupt it.
    worker.on("exit", (code) => this.exited(thread, code));
    return thread;
  }

  private exited(thread: Thread, code: number): void {
    const err = thread.error;
    const cause = err ? `${err.message}${"code" in err ? ` [${String(err.code)}]` : ""}` : `exit code ${code}`;
    for (const p of thread.pending.values()) p.reject(lostError(p.kind, cause));
    thread.pending.clear();
    // Ended on purpose (close(), an open that failed), or a thread already replaced.
    if (this.thread !== thread) return;
    this.thread = undefined;
    if (this.closing) return this.closed();
    // The first start reports its own failure (waitReady).
    if (this.served) this.died(cause, code, err);
  }

  /** Counts a death and restarts the thread after a pause, or gives up past the bound. */
  private died(cause: string, exitCode: number | null, err: Error | undefined): void {
    this.state = "down";
    const now = Date.now();
    this.deaths = [...this.deaths.filter((t) => now - t < this.recovery.windowMs), now];
    const detail = { exitCode, err, restarts: this.restarts, deathsInWindow: this.deaths.length };
    this.emit("down", detail);
    if (!this.opts.dataDir) {
      this.log.error(detail, `the database thread died (${cause}); an in-memory database cannot be recovered`);
      this.fail(
        new PgliteThreadError(
          `the database thread died (${cause}); an in-memory database is not restarted; this statement did not run`,
          "not run",
        ),
      );
      return;
    }
    if (this.deaths.length > this.recovery.maxRestarts) {
      const why = `it died ${this.deaths.length} times within ${this.recovery.windowMs / 1000} s`;
      this.log.error(detail, `the database thread died (${cause}); it stays down, not restarted again: ${why}`);
      this.fail(
        new PgliteThreadError(
          `the database thread died (${cause}) and is not restarted: ${why}; this statement did not run`,
          "not run",
        ),
      );
      return;
    }
    const delay = Math.min(this.recovery.maxDelayMs, this.recovery.delayMs * 2 ** (this.deaths.length - 1));
    this.log.warn({ ...detail, restartInMs: delay }, `the database thread died (${cause}); restarting it`);
    this.restartTimer = setTimeout(() => this.restart(), delay);
  }

  private restart(): void {
    this.restartTimer = undefined;
    if (this.closing || this.state !== "down") return;
    this.restarts++;
    this.state = "starting";
    // A failed start was counted as a death by whoever saw it (the exit, or start itself).
    this.start().then(
      () => {
        const detail = { restarts: this.restarts, generation: this.generation };
        this.log.info(detail, "the database thread was restarted");
        this.emit("up", detail);
      },
      () => undefined,
    );
  }

  private fail(err: Error): void {
    if (this.closing) return;
    this.state = "failed";
    this.failure = err;
    for (const w of this.waiters) w.reject(err);
    this.waiters.clear();
    this.emit("failed", { err });
  }

  /** Nothing runs or starts any more; whoever still waits hears so. */
  private closed(): void {
    this.state = "closed";
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    for (const w of this.waiters) w.reject(closedError());
    this.waiters.clear();
  }

  /** Resolves once a thread serves, waiting for one at most until `deadline` (ms since the epoch). */
  private whenUp(deadline: number): Promise<void> {
    // Closing first: close() may have begun while the state still says up.
    if (this.closing) return Promise.reject(closedError());
    if (this.state === "up") return Promise.resolve();
    if (this.state === "failed") return Promise.reject(this.failure!);
    const wait = deadline - Date.now();
    // Deadline 0 asks not to wait at all (readiness); a later one has passed while the statement queued.
    if (wait <= 0) return Promise.reject(downError(deadline === 0 ? 0 : this.recovery.waitMs));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(downError(this.recovery.waitMs));
      }, wait);
      const waiter = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (e: Error) => (clearTimeout(timer), reject(e)),
      };
      this.waiters.add(waiter);
    });
  }

  private post(thread: Thread, req: PgliteRequest, kind: Kind): Promise<QueryResult | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { kind, resolve, reject });
      thread.worker.postMessage({ ...req, id });
    });
  }

  /** Outside a transaction: on whichever thread serves, waiting for one until `deadline`. */
  private async send(req: PgliteRequest, deadline: number): Promise<QueryResult | null> {
    await this.whenUp(deadline);
    // close() may have taken the thread while this statement waited for its turn.
    const thread = this.thread;
    if (this.closing || !thread) throw closedError();
    return this.post(thread, req, "autocommit");
  }

  /** Inside a transaction: only on the thread it began on, since a new thread knows nothing of it. */
  private sendOn(generation: number, req: PgliteRequest, kind: Kind): Promise<QueryResult | null> {
    const thread = this.thread;
    if (this.state !== "up" || thread?.generation !== generation) {
      return Promise.reject(
        this.closing
          ? closedError()
          : new PgliteThreadError(
              "the database thread died during this transaction: it was rolled back and this statement did not run",
              "rolled back",
            ),
      );
    }
    return this.post(thread, req, kind);
  }

  private queryRequest(sql: string, params: unknown[] = [], options: QueryOptions = {}, begin = false): PgliteRequest {
    return {
      id: 0,
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(begin ? { begin } : {}),
    };
  }

  private deadline(): number {
    return Date.now() + this.recovery.waitMs;
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
    const deadline = this.deadline();
    return this.exclusive(() => this.send(this.queryRequest(sql, params, options), deadline)) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<unknown> {
    const deadline = this.deadline();
    return this.exclusive(() => this.send({ id: 0, op: "exec", sql }, deadline));
  }

  /** For readiness: fails at once while the thread is down rather than waiting for it. */
  ping(): Promise<void> {
    if (this.state !== "up") return this.whenUp(0);
    return this.exclusive(() => this.send(this.queryRequest("select 1"), 0)).then(() => undefined);
  }

  /**
   * BEGIN travels with the transaction's first statement, and BEGIN, COMMIT and ROLLBACK go by the simple
   * protocol: a transaction costs one message between the threads fewer, and its BEGIN and COMMIT about
   * half of what they cost as statements of their own (most transactions here are two or three statements).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const deadline = this.deadline();
    return this.exclusive(async () => {
      // The transaction belongs to the thread that serves when it starts; waiting for one happens here.
      await this.whenUp(deadline);
      if (this.closing || !this.thread) throw closedError();
      const generation = this.thread.generation;
      let begun = false;
      const opening = () => {
        const first = !begun;
        begun = true;
        return first;
      };
      const tx: Queryable = {
        query: (sql, params, options) =>
          this.sendOn(
            generation,
            this.queryRequest(sql, params, options, opening()),
            "in transaction",
          ) as Promise<QueryResult>,
        exec: (sql) =>
          this.sendOn(generation, { id: 0, op: "exec", sql, ...(opening() ? { begin: true } : {}) }, "in transaction"),
      };
      try {
        const out = await work(tx);
        if (begun) await this.sendOn(generation, { id: 0, op: "exec", sql: "COMMIT" }, "commit");
        return out;
      } catch (err) {
        // The work's own error is what the caller must see; a failed ROLLBACK (the thread gone) adds nothing.
        if (begun)
          await this.sendOn(generation, { id: 0, op: "exec", sql: "ROLLBACK" }, "in transaction").catch(
            () => undefined,
          );
        throw err;
      }
    });
  }

  /** Test seam: ends the thread as a crash would (what runs on it fails; it is restarted). */
  async killThread(): Promise<number | undefined> {
    const thread = this.thread;
    if (!thread) return undefined;
    await thread.worker.terminate();
    return thread.exited;
  }

  close(): Promise<void> {
    if (!this.closeDone) {
      this.closing = true;
      this.closeDone = this.shut();
    }
    return this.closeDone;
  }

  private async shut(): Promise<void> {
    if (this.state === "up") {
      // Statements already queued run first; a thread that dies meanwhile is not restarted.
      await this.exclusive(async () => {
        const thread = this.thread;
        if (this.state === "up" && thread)
          // The thread ends below either way; a close that failed (no final checkpoint) leaves recovery to the next open.
          await this.post(thread, { id: 0, op: "close" }, "autocommit").catch((err: unknown) =>
            this.log.warn({ err }, "the database did not close cleanly; the next start recovers it"),
          );
      });
    }
    // A thread still opening (a restart) is ended as it is.
    const thread = this.thread;
    this.thread = undefined;
    this.closed();
    if (thread) await thread.worker.terminate();
  }
}

function lostError(kind: Kind, cause: string): PgliteThreadError {
  switch (kind) {
    case "open":
      return new PgliteThreadError(`the database thread died (${cause}) while it opened the database`, "not run");
    case "in transaction":
      return new PgliteThreadError(
        `the database thread died (${cause}) during this transaction: it was rolled back`,
        "rolled back",
      );
    case "commit":
      return new PgliteThreadError(
        `the database thread died (${cause}) while this transaction committed: whether it committed is unknown`,
        "outcome unknown",
      );
    case "autocommit":
      return new PgliteThreadError(
        `the database thread died (${cause}) while this statement ran: whether it took effect is unknown`,
        "outcome unknown",
      );
  }
}

const downError = (waitedMs: number) =>
  new PgliteThreadError(
    waitedMs > 0
      ? `the database thread is restarting and was not back within ${waitedMs} ms; this statement did not run`
      : "the database thread is restarting; this statement did not run",
    "not run",
  );

const closedError = () => new PgliteThreadError("the database is closed; this statement did not run", "not run");

/** Deaths are never silent, even for a caller that passes no logger. */
const consoleLog: ThreadLog = {
  info: () => undefined,
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};
