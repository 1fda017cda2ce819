import { describe, expect, it } from "@jest/globals";
import { DEFAULT_READ_LIMITS, ReadBudget, TEXT_LIMITS } from "./budget.ts";
import { scaleWithin } from "./pdf.ts";
import { DocumentError } from "../types.ts";

const failure = (f: () => void): unknown => {
  try {
    f();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe("a reading's budget", () => {
  it("lets decoders allocate up to the limit for each part, then fails naming the part, and keeps failing", () => {
    const budget = new ReadBudget({ maxDecodedBytes: 1000 });
    budget.startPart("page 1 of the PDF");
    budget.decode(600);
    budget.decode(400);
    // Each part has its own allowance: what a page decoded is garbage once the next one starts.
    budget.startPart("page 2 of the PDF");
    budget.decode(1000);
    const err = failure(() => budget.decode(1));
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({
      reason: "over_budget",
      message: "page 2 of the PDF decodes to more than the 1000 bytes allowed",
    });
    // pdfjs catches what its decoders throw and goes on: every later allocation fails with the same error.
    expect(failure(() => budget.decode(1))).toBe(err);
    expect(failure(() => budget.check())).toBe(err);
    expect(budget.exceeded).toBe(err);
  });

  it("counts the pixels of the pictures alive at once: twice a page's", () => {
    const budget = new ReadBudget({ maxRenderPixels: 1000 });
    expect(budget.pagePixels).toBe(1000);
    budget.takePixels(1000);
    budget.takePixels(1000);
    budget.givePixels(1000);
    budget.takePixels(1000);
    expect(failure(() => budget.takePixels(1))).toMatchObject({
      reason: "over_budget",
      message: "the PDF's pages need more than the 2,000 pixels of pictures allowed at once",
    });
  });

  it("bounds the text of a page and of the document", () => {
    const page = new ReadBudget();
    page.countText(1, TEXT_LIMITS.pageWords, 10);
    expect(failure(() => page.countText(2, TEXT_LIMITS.pageWords + 1, 10))).toMatchObject({
      message: "page 2 of the PDF holds more than the 20,000 words allowed on a page",
    });
    const characters = new ReadBudget();
    expect(failure(() => characters.countText(1, 1, TEXT_LIMITS.pageCharacters + 1))).toMatchObject({
      message: expect.stringMatching(/characters/),
    });
    const document = new ReadBudget();
    for (let kept = 0; kept + 10_000 <= TEXT_LIMITS.documentWords; kept += 10_000) {
      document.countText(1, 10_000, 10);
      document.keepWords(10_000);
    }
    expect(failure(() => document.countText(99, 1, 1))).toMatchObject({
      message: expect.stringMatching(/the PDF holds/),
    });
  });

  it("is the reading's own: code run under it finds it, code outside does not", async () => {
    const budget = new ReadBudget();
    expect(ReadBudget.current()).toBeUndefined();
    const seen = await budget.run(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return ReadBudget.current();
    });
    expect(seen).toBe(budget);
    expect(new ReadBudget().limits).toEqual(DEFAULT_READ_LIMITS);
  });
});

describe("the scale a page is rendered at", () => {
  it("is the largest that keeps the picture within the pixels allowed, whole pixels counted", () => {
    for (const [w, h, max] of [
      [72_000, 72_000, 40_000_000],
      [595, 842, 1_000_000],
      [14_400, 200, 3_000_000],
    ] as const) {
      const s = scaleWithin(w, h, max);
      expect(Math.ceil(w * s) * Math.ceil(h * s)).toBeLessThanOrEqual(max);
      // Not much smaller than it could be.
      expect(w * h * s * s).toBeGreaterThan(max * 0.95);
    }
    // A sliver: its one pixel of width is rounded up, so its length is what gives.
    const s = scaleWithin(1, 72_000, 10_000);
    expect(Math.ceil(72_000 * s)).toBeLessThanOrEqual(10_000);
  });
});
