// The pool of layout threads behind workerLayoutReader: threads that read layouts off the caller's event
// loop, with the retries and the blame that a thread stopping mid-read calls for.
import { Worker } from "node:worker_threads";
import type { ReadLimits } from "./budget.ts";
import type { DocumentInfo, InspectLimits } from "./format.ts";
import type { OcrEngine } from "./ocr.ts";
import {
  errorFromWire,
  errorToWire,
  postBytes,
  type FromLayoutThread,
  type LayoutThreadData,
  type ToLayoutThread,
  type WireReadOptions,
} from "./layout-wire.ts";
import { DocumentError, type Layout } from "../types.ts";
import type { LayoutPool, LayoutReadOptions } from "./layout-reader.ts";

/**
 * A layout thread stopped (an uncaught error or out of memory) while reading. The pool retries what the
 * thread had in flight, since a thread reads several documents at once and any of them may have stopped
 * it; this is the cause of the DocumentError of a document that stopped a thread on its own.
 */
export class LayoutThreadCrash extends Error {
  readonly detail: string;
  /** It was stopped for the memory it took: its heap limit, or the buffers it held. */
  readonly memory: boolean;
  constructor(detail: string, memory = false) {
    super(`a layout thread stopped while reading the document (${detail})`);
    this.name = "LayoutThreadCrash";
    this.detail = detail;
    this.memory = memory;
  }
}

/** A layout thread that stopped unasked, and what became of what it had in flight: for the service's log. */
export interface LayoutThreadStop {
  thread: string;
  cause: string;
  /** Whether its modules had loaded: a thread that stops before cannot have been stopped by a document. */
  started: boolean;
  /** Jobs in flight on it, and what became of them. */
  retried: number;
  failed: number;
}

export interface LayoutThreadPoolOptions {
  ocr: OcrEngine;
  /** The engine of quick readings (the upload's type detection), where it is another. */
  quickOcr?: OcrEngine;
  threads: number;
  /**
   * Reads a thread takes at once; more wait in a queue. Above one, a thread whose document waits for OCR
   * (seconds on the OCR threads) reads others meanwhile; a bound keeps a burst from holding every
   * document's pages in one thread's memory.
   */
  readsPerThread?: number;
  /**
   * Inspections a thread takes at once, besides its reads: they have a lane of their own, served first,
   * so that an upload (a person waiting on HTTP) does not wait behind seconds of OCR. Each holds its
   * document in the thread's heap while pdfjs counts its pages, hence a bound of its own.
   */
  inspectionsPerThread?: number;
  /** Old-generation limit of each thread's heap in MB; absent or 0: V8's default. */
  heapMb?: number;
  /**
   * ArrayBuffers a thread may hold, in MB (absent or 0: no limit): decoded streams and images live
   * there, outside the heap its limit bounds. A thread past it is stopped like one past its heap limit.
   * The limits of each reading (`limits`) stop a document well before; this is what holds should a
   * decoder escape them.
   */
  buffersMb?: number;
  /** What reading each document may cost (DEFAULT_READ_LIMITS where absent). */
  limits?: Partial<ReadLimits>;
  /** The thread's entry module; tests substitute one that can be made to fail. */
  workerModule?: URL;
  /** Told of every thread that stops unasked: otherwise a thread at its heap limit would pass unseen. */
  onThreadStop?: (stop: LayoutThreadStop) => void;
}

type Job = {
  /** Kept until the job is answered, so that it can be tried again on another thread. */
  bytes: Uint8Array;
  /** Threads that stopped while it was in flight on them. */
  crashes: number;
  reject: (err: Error) => void;
} & (
  | {
      kind: "read";
      options: WireReadOptions;
      onPage: ((done: number, total: number) => void) | undefined;
      resolve: (layout: Layout) => void;
    }
  | { kind: "inspect"; limits: InspectLimits; resolve: (info: DocumentInfo) => void }
);

interface Thread {
  worker: Worker;
  /** Reads and inspections in flight, by message id. */
  jobs: Map<number, Job>;
  /** Why it stopped, once an uncaught error was reported or its memory stopped it. */
  failure?: string;
  /** It was stopped for the memory it took. */
  outOfMemory?: boolean;
  stopping: boolean;
  /** Its modules loaded: a stop before that is the thread's own failure, not a document's. */
  ready: boolean;
  /** Its memory is being measured: one measurement at a time. */
  measuring?: boolean;
  /**
   * It read a document past its limits: it takes no more work and ends once idle, giving back at once
   * what that document made it allocate (an idle thread seldom collects its garbage).
   */
  retiring?: boolean;
}

/** How often the buffers of a thread with work are measured. */
const BUFFERS_WATCH_MS = 100;

/** Threads in a row that stop before they are ready, after which what waits is failed rather than retried. */
const START_FAILURES_TO_GIVE_UP = 2;

const WORKER_MODULE = new URL("./layout-worker.ts", import.meta.url);

/**
 * A pool of worker threads that read layouts, so that the caller's thread (an event loop that also serves
 * HTTP, a database and a bus) keeps only the OCR engine, which has threads of its own. Page images that
 * need OCR come back from the threads to `ocr` (a quick reading's to `quickOcr`, where given), so one
 * engine serves the process for each kind of reading. A document's bytes stay here until it is answered
 * (its thread reads a copy), so that what a thread that stops had in flight is tried again on its
 * replacement, rather than failed for another document's fault.
 */
export class LayoutThreadPool implements LayoutPool {
  readonly threads: number;
  readonly #opts: LayoutThreadPoolOptions;
  readonly #perThread: { read: number; inspect: number };
  readonly #slots: (Thread | undefined)[];
  /** Waiting work, by lane; inspections are served first. */
  readonly #waiting = { inspect: [] as Job[], read: [] as Job[] };
  readonly #watch: NodeJS.Timeout | undefined;
  #nextId = 1;
  #closed = false;
  /** Threads in a row that stopped before they were ready (a broken install, no memory to load pdfjs). */
  #startFailures = 0;

  constructor(opts: LayoutThreadPoolOptions) {
    this.#opts = opts;
    this.threads = Math.max(1, opts.threads);
    this.#perThread = {
      read: Math.max(1, opts.readsPerThread ?? 4),
      inspect: Math.max(1, opts.inspectionsPerThread ?? 2),
    };
    this.#slots = Array.from({ length: this.threads }, () => undefined);
    this.#watch = opts.buffersMb ? this.#watchBuffers(opts.buffersMb) : undefined;
    // Started up front: the first document should not wait for a thread to load pdfjs and the canvas.
    for (let i = 0; i < this.threads; i++) this.#spawn(i);
  }

  read(bytes: Uint8Array, readOpts: LayoutReadOptions = {}): Promise<Layout> {
    if (this.#closed) return Promise.reject(new Error("the layout reader was terminated"));
    const { transferBytes, onPage, ...rest } = readOpts;
    const options = { limits: this.#opts.limits, ...rest };
    return new Promise<Layout>((resolve, reject) => {
      // Bytes the caller keeps are copied now, so that changing them afterwards cannot change the reading.
      this.#waiting.read.push({
        kind: "read",
        bytes: transferBytes ? takeOver(bytes) : new Uint8Array(bytes),
        crashes: 0,
        options,
        onPage,
        resolve,
        reject,
      });
      this.#dispatch();
    });
  }

  inspect(bytes: Uint8Array, inspectLimits: InspectLimits = {}): Promise<DocumentInfo> {
    if (this.#closed) return Promise.reject(new Error("the layout reader was terminated"));
    const limits = { ...this.#opts.limits, ...inspectLimits };
    return new Promise<DocumentInfo>((resolve, reject) => {
      // The thread gets its own copy: the caller keeps its bytes.
      this.#waiting.inspect.push({
        kind: "inspect",
        bytes: new Uint8Array(bytes),
        crashes: 0,
        limits,
        resolve,
        reject,
      });
      this.#dispatch();
    });
  }

  async terminate(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#watch);
    const ended = new Error("the layout reader was terminated");
    for (const job of this.#takeWaiting()) job.reject(ended);
    await Promise.all(
      this.#slots.map(async (thread) => {
        if (!thread) return;
        thread.stopping = true;
        for (const job of thread.jobs.values()) job.reject(ended);
        thread.jobs.clear();
        await thread.worker.terminate();
      }),
    );
  }

  #takeWaiting(): Job[] {
    return [...this.#waiting.inspect.splice(0), ...this.#waiting.read.splice(0)];
  }

  #spawn(slot: number): Thread {
    const quick = this.#opts.quickOcr;
    const data: LayoutThreadData = {
      ocrWorkers: this.#opts.ocr.workers,
      ...(quick ? { quickOcrWorkers: quick.workers } : {}),
      quickWidths: { ocr: this.#opts.ocr.quickWidth, quickOcr: quick?.quickWidth },
    };
    const heapMb = this.#opts.heapMb;
    const worker = new Worker(this.#opts.workerModule ?? WORKER_MODULE, {
      workerData: data,
      name: `layout-${slot}`,
      ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}),
    });
    const thread: Thread = { worker, jobs: new Map(), stopping: false, ready: false };
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on("message", (m: FromLayoutThread) => this.#onMessage(thread, m));
    worker.on("error", (err) => {
      thread.failure ??= err.message;
      if ((err as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") thread.outOfMemory = true;
    });
    worker.on("exit", (code) => this.#onExit(thread, slot, code));
    this.#slots[slot] = thread;
    return thread;
  }

  /** A thread ended: asked to, or stopped, when what it had in flight is retried or blamed. */
  #onExit(thread: Thread, slot: number, code: number): void {
    if (this.#slots[slot] === thread) this.#slots[slot] = undefined;
    if (thread.stopping) return;
    const crash = new LayoutThreadCrash(thread.failure ?? `exit code ${code}`, thread.outOfMemory);
    const jobs = [...thread.jobs.values()];
    thread.jobs.clear();
    const { retried, failed } = thread.ready ? this.#afterCrash(jobs, crash) : this.#afterFailedStart(jobs, crash);
    this.#opts.onThreadStop?.({
      thread: `layout-${slot}`,
      cause: crash.detail,
      started: thread.ready,
      retried,
      failed,
    });
    // Its replacement starts when there is work for it, so a thread that cannot start does not spin.
    this.#dispatch();
  }

  /**
   * A thread stopped before it was ready: no document got to it and none is blamed. What it had is tried
   * again on the next thread, unless threads keep failing to start, when what waits fails with the crash
   * (a caller's retry comes later) rather than being reported unreadable.
   */
  #afterFailedStart(jobs: Job[], crash: LayoutThreadCrash): { retried: number; failed: number } {
    this.#startFailures++;
    if (this.#startFailures < START_FAILURES_TO_GIVE_UP) return this.#requeue(jobs);
    const cannotStart = new LayoutThreadCrash(`no layout thread could start: ${crash.detail}`);
    const failing = [...jobs, ...this.#takeWaiting()];
    for (const job of failing) job.reject(cannotStart);
    return { retried: 0, failed: failing.length };
  }

  /**
   * A thread stopped while reading. Only a job alone on its thread is known to have stopped it; once is not
   * enough to give up on a document (a thread may stop for another reason), twice is. Any other job in
   * flight is tried again, first in its lane; #admits() makes it run alone, or nearly, so the next stop tells.
   */
  #afterCrash(jobs: Job[], crash: LayoutThreadCrash): { retried: number; failed: number } {
    if (jobs.length === 1 && jobs[0]!.crashes > 0) {
      jobs[0]!.reject(unreadable(crash));
      return { retried: 0, failed: 1 };
    }
    for (const job of jobs) job.crashes++;
    return this.#requeue(jobs);
  }

  /** Puts jobs back at the head of their lanes. */
  #requeue(jobs: Job[]): { retried: number; failed: number } {
    for (const kind of ["read", "inspect"] as const)
      this.#waiting[kind].unshift(...jobs.filter((j) => j.kind === kind));
    return { retried: jobs.length, failed: 0 };
  }

  #onMessage(thread: Thread, m: FromLayoutThread): void {
    switch (m.type) {
      case "ready":
        thread.ready = true;
        this.#startFailures = 0;
        return;
      case "page": {
        const job = thread.jobs.get(m.id);
        if (job?.kind === "read") job.onPage?.(m.done, m.total);
        return;
      }
      case "done":
      case "inspected":
      case "failed":
        this.#onAnswer(thread, m);
        return;
      case "ocr":
        this.#recognize(thread, m);
        return;
      default: {
        const unknown: never = m;
        throw new Error(`unknown message ${JSON.stringify(unknown)}`);
      }
    }
  }

  #onAnswer(thread: Thread, m: Extract<FromLayoutThread, { type: "done" | "inspected" | "failed" }>): void {
    const job = thread.jobs.get(m.id);
    thread.jobs.delete(m.id);
    if (m.type === "failed" && m.error.reason === "over_budget") thread.retiring = true;
    if (thread.jobs.size === 0) thread.worker.unref();
    if (thread.retiring && thread.jobs.size === 0) this.#retire(thread);
    if (job) settle(job, m);
    this.#dispatch();
  }

  /** A page image a thread needs read: one OCR engine serves the process (one a kind of reading). */
  #recognize(thread: Thread, m: Extract<FromLayoutThread, { type: "ocr" }>): void {
    const image = Buffer.from(m.image.buffer, m.image.byteOffset, m.image.byteLength);
    const answer = (reply: ToLayoutThread) => {
      // A thread that stopped meanwhile has nobody left to answer.
      if (this.#slots.includes(thread)) thread.worker.postMessage(reply);
    };
    const engine = m.quick && this.#opts.quickOcr ? this.#opts.quickOcr : this.#opts.ocr;
    const opts = m.untilTyped || m.firstOnly ? { untilTyped: m.untilTyped, firstOnly: m.firstOnly } : undefined;
    engine.recognize(image, opts).then(
      (result) => answer({ type: "ocr-result", id: m.id, result }),
      (err: unknown) => answer({ type: "ocr-failed", id: m.id, error: errorToWire(err) }),
    );
  }

  /** Ends an idle thread on purpose; its slot takes a new one when there is work. */
  #retire(thread: Thread): void {
    const slot = this.#slots.indexOf(thread);
    if (slot >= 0) this.#slots[slot] = undefined;
    thread.stopping = true;
    void thread.worker.terminate();
  }

  /**
   * Whether the thread in a slot can take the job now (an empty slot, never started or crashed, is an idle
   * thread). A job that was in flight when a thread stopped runs where a next stop can be blamed on it: a
   * read with no other read (inspections are small, and an upload should not wait for a recovery), and
   * after a second stop in company, any job entirely alone.
   */
  #admits(thread: Thread | undefined, job: Job): boolean {
    // Stopping: its exit is on the way.
    if (thread?.failure !== undefined || thread?.retiring) return false;
    const jobs = [...(thread?.jobs.values() ?? [])];
    if (jobs.some((j) => j.crashes > 1)) return false;
    if (job.crashes > 1) return jobs.length === 0;
    if (job.kind === "inspect") return inFlight(thread, "inspect") < this.#perThread.inspect;
    if (jobs.some((j) => j.kind === "read" && j.crashes > 0)) return false;
    return inFlight(thread, "read") < (job.crashes > 0 ? 1 : this.#perThread.read);
  }

  /**
   * The slot for a job, or -1 while no thread admits it: the one with the fewest jobs of its kind in
   * flight, then the fewest jobs.
   */
  #choose(job: Job): number {
    let best = -1;
    let bestSame = Infinity;
    let bestAll = Infinity;
    for (let i = 0; i < this.threads; i++) {
      const thread = this.#slots[i];
      if (!this.#admits(thread, job)) continue;
      const same = inFlight(thread, job.kind);
      const all = thread?.jobs.size ?? 0;
      if (same < bestSame || (same === bestSame && all < bestAll)) [best, bestSame, bestAll] = [i, same, all];
    }
    return best;
  }

  #dispatch(): void {
    while (!this.#closed) {
      // Inspections first: an upload's check is awaited by a person over HTTP, a read by a queue.
      const lanes = [this.#waiting.inspect, this.#waiting.read];
      // A job that must run alone waits for a thread to empty and nothing starts meanwhile, or a stream of
      // uploads could keep every thread busy for ever.
      const lane = lanes.find((l) => (l[0]?.crashes ?? 0) > 1) ?? lanes.find((l) => l[0] && this.#choose(l[0]) >= 0);
      const slot = lane?.[0] ? this.#choose(lane[0]) : -1;
      if (!lane || slot < 0) return;
      this.#start(lane.shift()!, slot);
    }
  }

  #start(job: Job, slot: number): void {
    let thread = this.#slots[slot];
    try {
      thread ??= this.#spawn(slot);
    } catch (err) {
      job.reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    const id = this.#nextId++;
    thread.jobs.set(id, job);
    thread.worker.ref();
    try {
      // A copy: the job keeps its bytes in case the thread stops.
      postBytes(thread.worker, new Uint8Array(job.bytes), (bytes): ToLayoutThread =>
        job.kind === "read"
          ? { type: "read", id, bytes, options: job.options, progress: job.onPage !== undefined }
          : { type: "inspect", id, bytes, limits: job.limits },
      );
    } catch (err) {
      // Options that cannot be cloned (a function): the caller's mistake, not the thread's.
      thread.jobs.delete(id);
      if (thread.jobs.size === 0) thread.worker.unref();
      job.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /**
   * Stops a thread whose buffers passed their limit: V8 bounds a thread's heap, not the ArrayBuffers
   * its heap points to. The measurement interrupts the thread's JavaScript, even a long synchronous
   * decode, and so does the stop.
   */
  #watchBuffers(limitMb: number): NodeJS.Timeout {
    const timer = setInterval(() => {
      for (const thread of this.#slots) {
        if (!thread || thread.jobs.size === 0 || thread.measuring || thread.failure !== undefined) continue;
        thread.measuring = true;
        thread.worker
          .getHeapStatistics()
          .then(({ external_memory }) => {
            const mb = Math.round(external_memory / 2 ** 20);
            if (mb <= limitMb || thread.failure !== undefined) return;
            thread.failure = `its buffers reached ${mb} MB, above their limit of ${limitMb} MB`;
            thread.outOfMemory = true;
            return thread.worker.terminate();
          })
          // A thread that ended meanwhile has nothing to measure.
          .catch(() => undefined)
          .finally(() => (thread.measuring = false));
      }
    }, BUFFERS_WATCH_MS);
    timer.unref();
    return timer;
  }
}

function settle(job: Job, m: Extract<FromLayoutThread, { type: "done" | "inspected" | "failed" }>): void {
  if (m.type === "failed") job.reject(errorFromWire(m.error));
  else if (m.type === "done" && job.kind === "read") job.resolve(m.layout);
  else if (m.type === "inspected" && job.kind === "inspect") job.resolve(m.info);
  else job.reject(new Error(`a layout thread answered a ${job.kind} with ${m.type}`));
}

const inFlight = (thread: Thread | undefined, kind: Job["kind"]) => {
  let n = 0;
  for (const job of thread?.jobs.values() ?? []) if (job.kind === kind) n++;
  return n;
};

/** A document that stopped a layout thread twice, the last time alone on it. */
function unreadable(crash: LayoutThreadCrash): DocumentError {
  const err = crash.memory
    ? new DocumentError("over_budget", `reading the document takes more memory than allowed (${crash.detail})`)
    : new DocumentError(
        "corrupt",
        `the document could not be read: it stopped the layout thread reading it (${crash.detail})`,
      );
  err.cause = crash;
  return err;
}

/**
 * Bytes handed over: their buffer is detached from the caller's array and kept without a copy when the
 * array is all of it; a part of a larger buffer is copied, so as not to keep its neighbours alive.
 */
function takeOver(bytes: Uint8Array): Uint8Array {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    try {
      return new Uint8Array(buffer.transfer());
    } catch {
      // Memory V8 cannot detach (allocated by a native module): copied below.
    }
  }
  return new Uint8Array(bytes);
}
