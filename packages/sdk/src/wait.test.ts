import { describe, expect, it } from "@jest/globals";
import { backoff, sleep } from "./wait.ts";

describe("backoff", () => {
  it("grows by its factor up to its bound, and starts again after reset", () => {
    const b = backoff({ initialMs: 100, maxMs: 400, factor: 2 });
    expect([b.next(), b.next(), b.next(), b.next()]).toEqual([100, 200, 400, 400]);
    b.reset();
    expect(b.next()).toBe(100);
  });

  it("stops sleeping when its signal aborts", async () => {
    const controller = new AbortController();
    const slept = sleep(60_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(slept).rejects.toThrow("stop");
  });
});
