import { describe, expect, it } from "@jest/globals";
import { illFormedText, jsonDepth } from "./json-body.ts";

describe("jsonDepth", () => {
  it("counts nesting of arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth(`{"a": [1, {"b": []}]}`, 64)).toBe(4);
    expect(jsonDepth(`{"a": "[[[[{{{{", "b": "\\"[["}`, 64)).toBe(1);
    expect(jsonDepth(`"just text"`, 64)).toBe(0);
  });

  it("stops once past the limit", () => {
    expect(jsonDepth("[".repeat(100_000), 64)).toBe(65);
  });
});

describe("illFormedText", () => {
  it("finds an unpaired surrogate in a value or a key, and names where", () => {
    expect(illFormedText({ a: ["ok", "x\ud800"] })).toBe("body/a/1");
    expect(illFormedText({ a: { ["k\udc00"]: 1 } })).toBe("body/a/k\udc00");
    expect(illFormedText({ a: "\ud83d\ude00", b: [null, 1, true] })).toBeNull();
  });
});
