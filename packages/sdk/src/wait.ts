/** Polling with backoff: how long to wait before the next look at a job. */

export interface Backoff {
  /** First wait, ms (default 250). */
  initialMs?: number;
  /** Longest wait, ms (default 5000). */
  maxMs?: number;
  /** Growth of each wait over the one before (default 1.5). */
  factor?: number;
}

/** The waits, one per call: growing by `factor` up to `maxMs`, back to the start after `reset()` (progress seen). */
export function backoff({ initialMs = 250, maxMs = 5000, factor = 1.5 }: Backoff = {}) {
  let next = initialMs;
  return {
    next(): number {
      const wait = next;
      next = Math.min(maxMs, next * factor);
      return wait;
    },
    reset(): void {
      next = initialMs;
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
