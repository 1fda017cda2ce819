import { Worker } from "node:worker_threads";
import { inspectDocument, type DocumentInfo, type InspectLimits } from "./format.ts";
import { readLayout } from "./layout.ts";
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
import type { Layout } from "./types.ts";

export type LayoutReadOptions = Omit<Parameters<typeof readLayout>[1], "ocr"> & {
  /**
   * The caller hands the bytes over and will not use them again: a thread pool may move their memory to
   * the thread, leaving the caller's array empty, instead of copying them.
   */
  transferBytes?: boolean;
};

/**
 * Reads a document's layout (readLayout's semantics: progress per page, quick mode, a DocumentError for
 * a document that cannot be read, other errors for faults), on the caller's thread or on others.
 */
export interface LayoutReader {
  read(bytes: Uint8Array, opts?: LayoutReadOptions): Promise<Layout>;
  /** Threads that read layouts; 0: the caller's own. */
  readonly threads: number;
  /** Ends the threads; reads still running or waiting fail. */
  terminate(): Promise<void>;
}

/**
 * inspectDocument's check of an upload (format, page count, limits; a DocumentError when it cannot be
 * read). The layout threads offer it too, so that a process that has them never loads pdfjs on its
 * event loop's thread.
 */
export interface DocumentInspector {
  inspect(bytes: Uint8Array, limits?: InspectLimits): Promise<DocumentInfo>;
}

export type LayoutPool = LayoutReader & DocumentInspector;

/**
 * A layout thread stopped (an uncaught error or out of memory) while reading: the read failed through
 * no fault of its own document, perhaps, since a thread reads several at once; trying again may work.
 */
export class LayoutThreadCrash extends Error {
  constructor(detail: string) {
    super(`a layout thread stopped while reading the document (${detail})`);
    this.name = "LayoutThreadCrash";
  }
}

/** Chooses the adapter once, from configuration: 0 threads reads on the caller's thread. */
export function createLayoutReader(opts: {
  ocr: OcrEngine;
  threads: number;
  readsPerThread?: number;
  inspectionsPerThread?: number;
  heapMb?: number;
}): LayoutPool {
  return opts.threads > 0 ? workerLayoutReader(opts) : inThreadLayoutReader(opts.ocr);
}

export function inThreadLayoutReader(ocr: OcrEngine): LayoutPool {
  return {
    threads: 0,
    read: (bytes, opts = {}) => {
      const { transferBytes: _, ...options } = opts;
      return readLayout(bytes, { ...options, ocr });
    },
    inspect: (bytes, limits = {}) => inspectDocument(bytes, limits),
    terminate: async () => undefined,
  };
}

type Job = {
  bytes: Uint8Array;
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
  /** Why it stopped, once an uncaught error was reported. */
  failure?: string;
  stopping: boolean;
}

const WORKER_MODULE = new URL("./layout-worker.ts", import.meta.url);

/**
 * A pool of worker threads that read layouts, so that the caller's thread (an event loop that also serves
 * HTTP, a database and a bus) keeps only the OCR engine, which has threads of its own. Page images that
 * need OCR come back from the threads to `ocr`, so one engine serves the process.
 */
export function workerLayoutReader(opts: {
  ocr: OcrEngine;
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
  /** The thread's entry module; tests substitute one that can be made to fail. */
  workerModule?: URL;
}): LayoutPool {
  const size = Math.max(1, opts.threads);
  const perThread = {
    read: Math.max(1, opts.readsPerThread ?? 4),
    inspect: Math.max(1, opts.inspectionsPerThread ?? 2),
  };
  const slots: (Thread | undefined)[] = Array.from({ length: size }, () => undefined);
  // Waiting work, by lane; inspections are served first.
  const waiting = { inspect: [] as Job[], read: [] as Job[] };
  let nextId = 1;
  let closed = false;

  function spawn(slot: number): Thread {
    const data: LayoutThreadData = { ocrWorkers: opts.ocr.workers };
    const worker = new Worker(opts.workerModule ?? WORKER_MODULE, {
      workerData: data,
      name: `layout-${slot}`,
      ...(opts.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: opts.heapMb } } : {}),
    });
    const thread: Thread = { worker, jobs: new Map(), stopping: false };
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on("message", (m: FromLayoutThread) => onMessage(thread, m));
    worker.on("error", (err) => {
      thread.failure = err.message;
    });
    worker.on("exit", (code) => {
      if (slots[slot] === thread) slots[slot] = undefined;
      if (thread.stopping) return;
      const crash = new LayoutThreadCrash(thread.failure ?? `exit code ${code}`);
      for (const job of thread.jobs.values()) job.reject(crash);
      thread.jobs.clear();
      // Its replacement starts when there is work for it, so a thread that cannot start does not spin.
      dispatch();
    });
    slots[slot] = thread;
    return thread;
  }

  function onMessage(thread: Thread, m: FromLayoutThread): void {
    switch (m.type) {
      case "page": {
        const job = thread.jobs.get(m.id);
        if (job?.kind === "read") job.onPage?.(m.done, m.total);
        return;
      }
      case "done":
      case "inspected":
      case "failed": {
        const job = thread.jobs.get(m.id);
        thread.jobs.delete(m.id);
        if (thread.jobs.size === 0) thread.worker.unref();
        if (job) settle(job, m);
        dispatch();
        return;
      }
      case "ocr": {
        const image = Buffer.from(m.image.buffer, m.image.byteOffset, m.image.byteLength);
        const answer = (reply: ToLayoutThread) => {
          // A thread that stopped meanwhile has nobody left to answer.
          if (slots.includes(thread)) thread.worker.postMessage(reply);
        };
        opts.ocr.recognize(image).then(
          (result) => answer({ type: "ocr-result", id: m.id, result }),
          (err: unknown) => answer({ type: "ocr-failed", id: m.id, error: errorToWire(err) }),
        );
        return;
      }
      default: {
        const unknown: never = m;
        throw new Error(`unknown message ${JSON.stringify(unknown)}`);
      }
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

  /**
   * The slot for a job of this kind, or -1 while every thread is at its capacity for that kind: the one
   * with the fewest of that kind in flight, then the fewest jobs. An empty slot (never started, or
   * crashed) counts as idle.
   */
  function choose(kind: Job["kind"]): number {
    let best = -1;
    let bestSame = perThread[kind];
    let bestAll = Infinity;
    for (let i = 0; i < size; i++) {
      const same = inFlight(slots[i], kind);
      const all = slots[i]?.jobs.size ?? 0;
      if (same < bestSame || (best >= 0 && same === bestSame && all < bestAll)) {
        [best, bestSame, bestAll] = [i, same, all];
      }
    }
    return best;
  }

  function dispatch(): void {
    // Inspections first: an upload's check is awaited by a person over HTTP, a read by a queue.
    for (const kind of ["inspect", "read"] as const) {
      const lane = waiting[kind];
      while (lane.length > 0 && !closed) {
        const slot = choose(kind);
        if (slot < 0) break;
        start(lane.shift()!, slot);
      }
    }
  }

  function start(job: Job, slot: number): void {
    let thread = slots[slot];
    try {
      thread ??= spawn(slot);
    } catch (err) {
      job.reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    const id = nextId++;
    thread.jobs.set(id, job);
    thread.worker.ref();
    try {
      postBytes(thread.worker, job.bytes, (bytes): ToLayoutThread =>
        job.kind === "read"
          ? { type: "read", id, bytes, options: job.options, progress: job.onPage !== undefined }
          : { type: "inspect", id, bytes, limits: job.limits },
      );
    } catch (err) {
      // Options that cannot be cloned (a function): the caller's mistake, not the thread's.
      thread.jobs.delete(id);
      if (thread.jobs.size === 0) thread.worker.unref();
      job.reject(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    // The thread holds the bytes now (or a copy): the queue entry need not.
    job.bytes = new Uint8Array(0);
  }

  // Started up front: the first document should not wait for a thread to load pdfjs and the canvas.
  for (let i = 0; i < size; i++) spawn(i);

  return {
    threads: size,
    read(bytes, readOpts = {}) {
      if (closed) return Promise.reject(new Error("the layout reader was terminated"));
      const { transferBytes, onPage, ...options } = readOpts;
      return new Promise<Layout>((resolve, reject) => {
        // Bytes the caller keeps are copied now, so that changing them afterwards cannot change the reading.
        waiting.read.push({
          kind: "read",
          bytes: transferBytes ? bytes : new Uint8Array(bytes),
          options,
          onPage,
          resolve,
          reject,
        });
        dispatch();
      });
    },
    inspect(bytes, limits = {}) {
      if (closed) return Promise.reject(new Error("the layout reader was terminated"));
      return new Promise<DocumentInfo>((resolve, reject) => {
        // The thread gets its own copy: the caller keeps its bytes.
        waiting.inspect.push({ kind: "inspect", bytes: new Uint8Array(bytes), limits, resolve, reject });
        dispatch();
      });
    },
    async terminate() {
      closed = true;
      const ended = new Error("the layout reader was terminated");
      for (const job of [...waiting.inspect.splice(0), ...waiting.read.splice(0)]) job.reject(ended);
      await Promise.all(
        slots.map(async (thread) => {
          if (!thread) return;
          thread.stopping = true;
          for (const job of thread.jobs.values()) job.reject(ended);
          thread.jobs.clear();
          await thread.worker.terminate();
        }),
      );
    },
  };
}
