import { describe, expect, it } from "@jest/globals";
import { memoByText } from "./memo.ts";

describe("a function of a text remembered per text", () => {
  it("computes a text once, and again only after its bounded memory was forgotten", () => {
    const seen: string[] = [];
    const upper = memoByText((t) => (seen.push(t), t.toUpperCase()), 2);
    expect([upper("a"), upper("a"), upper("b")]).toEqual(["A", "A", "B"]);
    expect(seen).toEqual(["a", "b"]);
    upper("c"); // the memory holds two: it is forgotten whole
    upper("a");
    expect(seen).toEqual(["a", "b", "c", "a"]);
  });
  it("remembers a falsy answer too", () => {
    let calls = 0;
    const none = memoByText(() => (calls++, false));
    none("x");
    none("x");
    expect(calls).toBe(1);
  });
});
