import type { OcrEngine } from "./ocr.ts";

/**
 * A page picture waiting for OCR holds tens of MB of native memory (the decoded or rendered picture and
 * its grayscale copy). Readers sharing an OCR engine keep only as many of them in hand as keep the
 * engine busy, one more than its workers, instead of rendering every page of every document ahead.
 * A layout thread reads through an engine of its own (a proxy of the parent's), so with several
 * layout threads the bound is per thread.
 */
const picturesInHand = new WeakMap<OcrEngine, { free: number; waiting: (() => void)[] }>();

/** Runs `work` once one of the engine's picture slots is free, and passes the slot on after it. */
export async function withPictureSlot<T>(ocr: OcrEngine, work: () => Promise<T>): Promise<T> {
  let slots = picturesInHand.get(ocr);
  if (!slots) picturesInHand.set(ocr, (slots = { free: Math.max(1, ocr.workers) + 1, waiting: [] }));
  const s = slots;
  if (s.free > 0) s.free--;
  else await new Promise<void>((resolve) => s.waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiting picture, if any.
    const next = s.waiting.shift();
    if (next) next();
    else s.free++;
  }
}
