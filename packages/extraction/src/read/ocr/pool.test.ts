import { describe, expect, it } from "@jest/globals";
import { createWorkerPool } from "./pool.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a worker pool's kept workers", () => {
  const pool = (kept: number) => {
    const log: string[] = [];
    let n = 0;
    const p = createWorkerPool<number>({
      size: 3,
      idleMs: 50,
      kept,
      start: async () => ++n,
      stop: async (w) => void log.push(`stop ${w}`),
      warmUp: async (w) => void log.push(`warm ${w}`),
    });
    return { p, log };
  };

  it("start at warm(), each reading its warm-up first, and stay however long they idle", async () => {
    const { p, log } = pool(2);
    await p.warm();
    expect(p.alive).toBe(2);
    expect(log).toEqual(["warm 1", "warm 2"]);
    // Three pages at once: a third worker starts, and one worker (whichever idles out first) ends.
    await Promise.all([1, 2, 3].map(() => p.use(() => sleep(10))));
    expect(p.alive).toBe(3);
    await sleep(200);
    expect(p.alive).toBe(2);
    expect(log.filter((l) => l.startsWith("stop"))).toHaveLength(1);
    await p.terminate();
    expect(p.alive).toBe(0);
  });

  it("warm() says when one failed to start, and the pool still starts one at a page", async () => {
    let n = 0;
    const p = createWorkerPool<number>({
      size: 1,
      idleMs: 50,
      kept: 1,
      start: async () => {
        if (++n === 1) throw new Error("no models");
        return n;
      },
      stop: async () => undefined,
    });
    await expect(p.warm()).rejects.toThrow("no models");
    expect(p.alive).toBe(0);
    expect(await p.use(async (w) => w)).toBe(2);
    await p.terminate();
  });

  it("are none by default: warm() starts nothing, and every worker ends idle", async () => {
    const { p, log } = pool(0);
    await p.warm();
    expect(p.alive).toBe(0);
    await p.use(async () => undefined);
    await sleep(200);
    expect(p.alive).toBe(0);
    expect(log).toEqual(["stop 1"]);
  });
});
