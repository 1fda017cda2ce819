// The tiering switch around PGlite's compile: always switched back on, once, whatever the compile does.
import { describe, expect, it } from "@jest/globals";
import { withBaselineWasm } from "./baseline-wasm.ts";

const OFF = ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"];
const ON = ["--wasm-tier-up", "--wasm-dynamic-tiering"];

describe("withBaselineWasm", () => {
  it("switches the optimising tier off for the compile and on again after it", async () => {
    const set: string[] = [];
    const seenDuring: string[][] = [];
    const out = await withBaselineWasm(
      async () => {
        seenDuring.push([...set]);
        return 42;
      },
      [],
      (f) => void set.push(f),
    );
    expect(out).toBe(42);
    expect(seenDuring).toEqual([OFF]);
    expect(set).toEqual([...OFF, ...ON]);
  });

  it("switches it on again when the compile fails, and passes the failure on", async () => {
    const set: string[] = [];
    await expect(
      withBaselineWasm(
        () => Promise.reject(new Error("initdb failed")),
        [],
        (f) => void set.push(f),
      ),
    ).rejects.toThrow("initdb failed");
    expect(set).toEqual([...OFF, ...ON]);
  });

  it("keeps one window for overlapping compiles: on again only after the last one ends", async () => {
    const set: string[] = [];
    const record = (f: string) => void set.push(f);
    let finishFirst!: () => void;
    const first = withBaselineWasm(() => new Promise<void>((r) => (finishFirst = r)), [], record);
    const second = withBaselineWasm(() => Promise.reject(new Error("second failed")), [], record);
    await expect(second).rejects.toThrow("second failed");
    expect(set).toEqual(OFF);
    finishFirst();
    await first;
    expect(set).toEqual([...OFF, ...ON]);
  });

  it("leaves the tiers alone when the command line sets a tiering flag", async () => {
    const set: string[] = [];
    await withBaselineWasm(
      async () => undefined,
      ["--liftoff-only"],
      (f) => void set.push(f),
    );
    expect(set).toEqual([]);
  });
});
