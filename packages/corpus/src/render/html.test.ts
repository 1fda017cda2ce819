import { describe, expect, it } from "@jest/globals";
import { paginateWithFooter } from "./html.ts";

describe("paginateWithFooter", () => {
  const cap = { first: 10, firstLast: 4, next: 20, nextLast: 8 };
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
  it("keeps short tables on one page", () => {
    expect(paginateWithFooter(rows(4), cap)).toEqual([rows(4)]);
  });
  it("keeps every row once, in order, within each page's capacity", () => {
    for (let n = 5; n < 80; n++) {
      const pages = paginateWithFooter(rows(n), cap);
      expect(pages.flat()).toEqual(rows(n));
      expect(pages[0]!.length).toBeLessThanOrEqual(cap.first);
      expect(pages.at(-1)!.length).toBeLessThanOrEqual(pages.length === 1 ? cap.firstLast : cap.nextLast);
      expect(pages.at(-1)!.length).toBeGreaterThan(0);
    }
  });
});
