import { describe, expect, it } from "@jest/globals";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "./heap-growth.ts";

describe("limitHeapGrowth", () => {
  it("sets the growing factor, unless the command line chose one", () => {
    const set: string[] = [];
    limitHeapGrowth(["--max-semi-space-size=4"], (f) => set.push(f));
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
    limitHeapGrowth(["--heap-growing-percent=100"], (f) => set.push(f));
    limitHeapGrowth(["--heap_growing_percent", "80"], (f) => set.push(f));
    expect(set).toHaveLength(1);
  });
});
