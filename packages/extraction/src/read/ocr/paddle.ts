// The PP-OCR engine: a pool of threads, each with the detection and recognition models loaded, started
// when pages come and ended when idle like tesseract's workers.
import { Worker } from "node:worker_threads";
import { errorFromWire } from "../layout-wire.ts";
import type { OcrResult, PooledEngine } from "../ocr.ts";
import type { FromPaddleThread, PaddleThreadData, ToPaddleThread } from "./paddle-wire.ts";
import { createWorkerPool } from "./pool.ts";
import { warmUpPicture } from "./warm-up.ts";
import type { PpOcrModels, PpOcrOptions } from "./ppocr.ts";

const THREAD_MODULE = new URL("./paddle-thread.ts", import.meta.url);
/** A thread asked to stop that has not within this time is ended. */
const STOP_GRACE_MS = 5_000;

interface PaddleThread {
  worker: Worker;
  pending?: { id: number; resolve: (r: OcrResult) => void; reject: (err: Error) => void };
  exited: boolean;
  failure?: string;
}

function startThread(data: PaddleThreadData): Promise<PaddleThread> {
  // A thread starting or reading a page keeps the process alive, an idle one does not.
  const worker = new Worker(THREAD_MODULE, { workerData: data, name: "ppocr" });
  const thread: PaddleThread = { worker, exited: false };
  return new Promise((resolve, reject) => {
    let ready = false;
    worker.on("message", (m: FromPaddleThread) => {
      if (m.type === "ready") {
        ready = true;
        worker.unref();
        resolve(thread);
      } else if (m.type === "cannot-start") reject(errorFromWire(m.error));
      else {
        const pending = thread.pending;
        if (!pending || pending.id !== m.id) return;
        thread.pending = undefined;
        worker.unref();
        if (m.type === "result") pending.resolve(m.result);
        else pending.reject(errorFromWire(m.error));
      }
    });
    worker.on("error", (err) => {
      thread.failure = err.message;
    });
    worker.on("exit", (code) => {
      thread.exited = true;
      const why = new Error(`the PP-OCR thread stopped: ${thread.failure ?? `exit code ${code}`}`);
      if (!ready) reject(why);
      thread.pending?.reject(why);
      thread.pending = undefined;
    });
  });
}

let nextId = 1;

function readOn(thread: PaddleThread, image: Uint8Array, untilTyped: boolean): Promise<OcrResult> {
  if (thread.exited) return Promise.reject(new Error("the PP-OCR thread stopped"));
  const id = nextId++;
  return new Promise<OcrResult>((resolve, reject) => {
    thread.pending = { id, resolve, reject };
    thread.worker.ref();
    // The thread reads a copy: the caller keeps its picture.
    const copy = new Uint8Array(image);
    const read: ToPaddleThread = { type: "read", id, image: copy, ...(untilTyped ? { untilTyped } : {}) };
    thread.worker.postMessage(read, [copy.buffer]);
  });
}

async function stopThread(thread: PaddleThread): Promise<void> {
  if (thread.exited) return;
  const exited = new Promise<void>((resolve) => thread.worker.once("exit", () => resolve()));
  // The thread gives its models' memory back itself, then ends; one that does not is ended.
  thread.worker.ref();
  thread.worker.postMessage({ type: "stop" } satisfies ToPaddleThread);
  const timer = setTimeout(() => void thread.worker.terminate(), STOP_GRACE_MS);
  timer.unref();
  await exited;
  clearTimeout(timer);
}

/**
 * A quick reading's picture, 1000 px across: on real photos it types as many right as at 1300 px
 * (realworld/photo 0.939, india 0.867) for a quarter less CPU; at 800 px photo falls to 0.857.
 * (Tesseract needs the reading's 1300: at 1000 its photo figure falls from 0.816 to 0.673.)
 */
const QUICK_WIDTH = 1000;

export function createPaddleEngine(opts: {
  workers: number;
  idleMs: number;
  /** Threads started by warm() and kept when idle. */
  kept?: number;
  models: PpOcrModels;
  options: PpOcrOptions;
  /** The module whose `typeSettled` ends a reading untilTyped (see OcrEngineOptions.typeSettled). */
  typeSettled?: URL | undefined;
}): PooledEngine {
  const data: PaddleThreadData = {
    models: opts.models,
    options: opts.options,
    ...(opts.typeSettled ? { typeSettled: opts.typeSettled.href } : {}),
  };
  const pool = createWorkerPool<PaddleThread>({
    size: opts.workers,
    idleMs: opts.idleMs,
    kept: opts.kept ?? 0,
    // Quick, then whole: the code both readings run is compiled before the first upload's pictures come.
    warmUp: async (thread) => {
      const picture = await warmUpPicture();
      await readOn(thread, picture, true);
      await readOn(thread, picture, false);
    },
    start: () => startThread(data),
    stop: stopThread,
    usable: (t) => !t.exited,
  });
  return {
    workers: opts.workers,
    quickWidth: QUICK_WIDTH,
    get alive() {
      return pool.alive;
    },
    warm: () => pool.warm(),
    recognize: (image, o) => pool.use((thread) => readOn(thread, image, o?.untilTyped === true)),
    terminate: () => pool.terminate(),
  };
}
