import { describe, expect, it } from "@jest/globals";
import { checkAll, settledOrAfter } from "./ops.ts";

describe("a readiness check on a start in the background", () => {
  it("fails while the start runs and passes once it has ended", async () => {
    let end!: () => void;
    const check = settledOrAfter(new Promise<void>((r) => (end = r)), 60_000);
    expect(await checkAll({ ocr: check })).toEqual({ ocr: false });
    end();
    await Promise.resolve();
    expect(await checkAll({ ocr: check })).toEqual({ ocr: true });
  });
  it("passes once a failed start has ended: the process works without it", async () => {
    const check = settledOrAfter(Promise.reject(new Error("no model")), 60_000);
    await new Promise((r) => setImmediate(r));
    expect(await checkAll({ ocr: check })).toEqual({ ocr: true });
  });
  it("passes after its limit, whatever the start still does", async () => {
    const check = settledOrAfter(new Promise(() => {}), 0);
    expect(await checkAll({ ocr: check })).toEqual({ ocr: true });
  });
});
