// A pool of OCR workers (tesseract.js workers, PP-OCR threads) that start when pages come, serve one page
// at a time each, and end when idle, since each holds tens of MB to over a hundred while it lives; but for
// those the pool keeps, started at once, so that the first pages after a quiet spell do not wait for them.

export interface WorkerPool<W> {
  /** Runs `work` on a free worker, starting one if fewer than `size` live; otherwise waits for one. */
  use<T>(work: (worker: W) => Promise<T>): Promise<T>;
  /** Workers started and not yet ended. */
  readonly alive: number;
  /**
   * Starts the workers the pool keeps (`kept`); settles once each is ready or failed to start, and
   * rejects with the first failure (the pool goes on: such a worker starts again at a page).
   */
  warm(): Promise<void>;
  /** Ends the idle workers and fails waiting pages; a busy worker ends when its page is done. */
  terminate(): Promise<void>;
}

export const TERMINATED = "the OCR engine was terminated";

export function createWorkerPool<W>(opts: {
  size: number;
  idleMs: number;
  /** Workers that do not end when idle (at most `size`). Default: none. */
  kept?: number;
  /** What a worker warm() starts does first: a page read ahead of real ones. */
  warmUp?: (worker: W) => Promise<unknown>;
  start: () => Promise<W>;
  stop: (worker: W) => Promise<unknown>;
  /** Whether a worker can still serve (a thread that stopped cannot); one that cannot is replaced. */
  usable?: (worker: W) => boolean;
}): WorkerPool<W> {
  const usable = opts.usable ?? (() => true);
  const kept = Math.min(opts.kept ?? 0, opts.size);
  const idle: W[] = [];
  const retiring = new Map<W, NodeJS.Timeout>();
  const waiting: { resolve: (w: W) => void; reject: (err: unknown) => void }[] = [];
  let started = 0;
  let closed = false;
  // An ending worker's failure leaves nothing to undo: it is no longer counted or handed out.
  const end = (w: W) => void opts.stop(w).catch(() => undefined);

  async function acquire(): Promise<W> {
    // After terminate() no worker starts: one would take seconds and tens of MB only to be ended.
    if (closed) throw new Error(TERMINATED);
    const free = idle.pop();
    if (free) {
      clearTimeout(retiring.get(free));
      retiring.delete(free);
      if (usable(free)) return free;
      started--;
      return acquire();
    }
    if (started >= opts.size) return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    started++;
    let w: W;
    try {
      w = await opts.start();
    } catch (err) {
      started--;
      // A page queued behind this start would otherwise wait for a worker that never comes.
      const next = waiting.shift();
      if (next) acquire().then(next.resolve, next.reject);
      throw err;
    }
    // The pool ended while this worker started: it ends too.
    if (closed) {
      started--;
      end(w);
      throw new Error(TERMINATED);
    }
    return w;
  }

  function release(w: W): void {
    if (closed || !usable(w)) {
      started--;
      end(w);
      // A page waiting for this worker gets a new one.
      const next = closed ? undefined : waiting.shift();
      if (next) acquire().then(next.resolve, next.reject);
      return;
    }
    const next = waiting.shift();
    if (next) {
      next.resolve(w);
      return;
    }
    idle.push(w);
    const timer = setTimeout(() => {
      retiring.delete(w);
      const at = idle.indexOf(w);
      // One of the workers kept: it waits for pages, however long.
      if (at < 0 || started <= kept) return;
      idle.splice(at, 1);
      started--;
      end(w);
    }, opts.idleMs);
    // An idle worker's countdown does not keep the process alive.
    timer.unref();
    retiring.set(w, timer);
  }

  async function use<T>(work: (worker: W) => Promise<T>): Promise<T> {
    const worker = await acquire();
    try {
      return await work(worker);
    } finally {
      release(worker);
    }
  }

  return {
    get alive() {
      return started;
    },
    use,
    async warm(): Promise<void> {
      const first = async (w: W) => void (await opts.warmUp?.(w));
      const starting = Array.from({ length: Math.max(0, kept - started) }, () => use(first));
      const failed = (await Promise.allSettled(starting)).find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
    },
    async terminate(): Promise<void> {
      closed = true;
      for (const timer of retiring.values()) clearTimeout(timer);
      retiring.clear();
      const ended = new Error(TERMINATED);
      for (const w of waiting.splice(0)) w.reject(ended);
      const ending = idle.splice(0);
      started -= ending.length;
      await Promise.all(ending.map((w) => opts.stop(w)));
    },
  };
}
