import { afterEach, describe, expect, it } from "@jest/globals";
import {
  createLayoutReader,
  inThreadLayoutReader,
  LayoutThreadCrash,
  workerLayoutReader,
  type LayoutReader,
  type LayoutThreadStop,
} from "./layout-reader.ts";
import type { OcrEngine, OcrResult, RecognizeOptions } from "./ocr.ts";
import { linesAsOcrWords } from "../testing/ocr.ts";
import { pdfWithQr, pictureWithQr, signedQrJwt } from "../testing/qr.ts";
import { DocumentError } from "../types.ts";

const JWT = signedQrJwt({ Irn: "ab".repeat(32), SellerGstin: "07AAACN2961M1ZS", DocNo: "X-1", TotInvVal: 100 });
const LINES = [
  "TAX INVOICE",
  "Seller: Lakeview Components Pvt Ltd, Peenya Industrial Area, Bengaluru 560058",
  "GSTIN: 29AABCL1234M1Z5",
  "IRN: 0b7e5d3c1a9f8e6d4c2b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d",
  "Ack No: 182410045512345    Ack Date: 02-11-2024",
  "Invoice No: LC/24/0917   Invoice Date: 02-11-2024",
  "Grand Total: 1,180.00",
];
const HELD_WORKER = new URL("../testing/held-layout-worker.ts", import.meta.url);
/** Bytes whose inspection waits for the OCR engine on HELD_WORKER's threads. */
const held = (bytes: Uint8Array) => Buffer.concat([Buffer.from("HELD"), bytes]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * OCR stand-in on the parent's thread: answers the printed lines, confidently (so one reading is
 * enough), records what it was given, and can be held to see what waits for it.
 */
function standInOcr(opts: { fail?: string } = {}) {
  const given: Buffer[] = [];
  const options: (RecognizeOptions | undefined)[] = [];
  const held: (() => void)[] = [];
  let hold = false;
  let running = 0;
  let mostAtOnce = 0;
  const engine: OcrEngine = {
    workers: 3,
    async recognize(png, o): Promise<OcrResult> {
      given.push(png);
      options.push(o);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        if (hold) await new Promise<void>((r) => held.push(r));
        if (opts.fail) throw new Error(opts.fail);
        return { words: linesAsOcrWords(LINES), confidence: 0.95, skew: 0 };
      } finally {
        running--;
      }
    },
    terminate: async () => undefined,
  };
  return {
    engine,
    given,
    options,
    hold: () => void (hold = true),
    release: () => {
      hold = false;
      for (const r of held.splice(0)) r();
    },
    waiting: () => held.length,
    mostAtOnce: () => mostAtOnce,
  };
}

/** Waits for `cond`; the bound only ends a test that would hang, generous for busy machines. */
const until = async (cond: () => boolean, ms = 50_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
};

const readers: LayoutReader[] = [];
const pool = (o: Parameters<typeof workerLayoutReader>[0]) => {
  const r = workerLayoutReader(o);
  readers.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.terminate()));
});

describe("a pool of layout threads", () => {
  it("reads a text-layer PDF as the caller's thread does, e-invoice code included", async () => {
    const ocr = standInOcr();
    const pdf = pdfWithQr({ lines: LINES, qr: JWT });
    const pages: string[] = [];
    const here = await inThreadLayoutReader(ocr.engine).read(pdf);
    const there = await pool({ ocr: ocr.engine, threads: 1 }).read(pdf, {
      onPage: (done, total) => pages.push(`${done}/${total}`),
    });
    expect(there).toEqual(here);
    expect(there.codes?.map((c) => c.text)).toEqual([JWT]);
    expect(pages).toEqual(["1/1"]);
    expect(ocr.given).toHaveLength(0);
    // Kept by the caller unless handed over.
    expect(pdf.byteLength).toBeGreaterThan(1000);
  });

  it("reads a picture and a scanned PDF on the parent's OCR engine, with the same result", async () => {
    const png = new Uint8Array(await pictureWithQr({ lines: LINES, qr: JWT, x: 760, y: 560, side: 400 }));
    const scan = pdfWithQr({ lines: [], qr: JWT, as: "image", x: 100, y: 100, side: 300 });
    const ocr = standInOcr();
    const threads = pool({ ocr: ocr.engine, threads: 1 });
    for (const doc of [png, scan]) {
      const here = await inThreadLayoutReader(ocr.engine).read(doc);
      const pages: number[] = [];
      const there = await threads.read(doc, { onPage: (done) => pages.push(done) });
      expect(there).toEqual(here);
      expect(there.ocrUsed).toBe(true);
      expect(there.pages[0]!.words.map((w) => w.text)).toContain("GSTIN:");
      expect(pages).toEqual([1]);
    }
    expect(png.subarray(0, 8)).toEqual(new Uint8Array(PNG_SIGNATURE));
    // Page images reached the parent's engine whole, as the gray PGM pictures OCR is given.
    expect(ocr.given.length).toBeGreaterThanOrEqual(4);
    for (const b of ocr.given) {
      expect(Buffer.isBuffer(b)).toBe(true);
      const header = /^P5\n(\d+) (\d+)\n255\n/.exec(b.subarray(0, 32).toString("latin1"));
      expect(header).not.toBeNull();
      expect(b.length).toBe(header![0].length + Number(header![1]) * Number(header![2]));
    }
  });

  it("reads quickly when asked (partial)", async () => {
    const png = new Uint8Array(await pictureWithQr({ lines: LINES, qr: JWT, x: 760, y: 560, side: 400 }));
    const ocr = standInOcr();
    const quick = await pool({ ocr: ocr.engine, threads: 1 }).read(png, { quick: true });
    expect(quick).toEqual(await inThreadLayoutReader(ocr.engine).read(png, { quick: true }));
    expect(quick.partial).toBe(true);
    expect(quick.codes).toBeUndefined();
  });

  it("sends a quick reading's pictures to the quick readings' engine, where there is one", async () => {
    const png = new Uint8Array(await pictureWithQr({ lines: LINES, qr: JWT, x: 760, y: 560, side: 400 }));
    const full = standInOcr();
    const quick = standInOcr();
    for (const reader of [
      pool({ ocr: full.engine, quickOcr: quick.engine, threads: 1 }),
      inThreadLayoutReader(full.engine, {}, quick.engine),
    ]) {
      const before = { full: full.given.length, quick: quick.given.length };
      await reader.read(png, { quick: true });
      expect(full.given.length).toBe(before.full);
      expect(quick.given.length).toBeGreaterThan(before.quick);
      await reader.read(png);
      expect(full.given.length).toBeGreaterThan(before.full);
    }
  });

  it("lets the engine stop a quick reading once the type is settled, on a thread as on the caller's", async () => {
    const png = new Uint8Array(await pictureWithQr({ lines: LINES }));
    for (const [reader, ocr] of [
      (() => {
        const o = standInOcr();
        return [pool({ ocr: o.engine, threads: 1 }), o] as const;
      })(),
      (() => {
        const o = standInOcr();
        return [inThreadLayoutReader(o.engine), o] as const;
      })(),
    ]) {
      await reader.read(png, { quick: true });
      expect(ocr.options).toEqual([{ untilTyped: true }]);
      await reader.read(png);
      // A full reading reads every line.
      expect(ocr.options[1]).toBeUndefined();
    }
  });

  it("gives a quick reading's picture the size its engine asks for, on a thread as on the caller's", async () => {
    const png = new Uint8Array(await pictureWithQr({ lines: LINES }));
    const quick = standInOcr();
    const narrow: OcrEngine = { ...quick.engine, quickWidth: 1000 };
    const sides = () => quick.given.map((b) => /^P5\n(\d+) (\d+)\n/.exec(b.subarray(0, 32).toString("latin1"))!);
    await inThreadLayoutReader(quick.engine).read(png, { quick: true });
    await inThreadLayoutReader(standInOcr().engine, {}, narrow).read(png, { quick: true });
    await pool({ ocr: standInOcr().engine, quickOcr: narrow, threads: 1 }).read(png, { quick: true });
    expect(sides().map((m) => Math.max(Number(m[1]), Number(m[2])) / 0.7)).toEqual([
      expect.closeTo(1300, -2),
      expect.closeTo(1000, -2),
      expect.closeTo(1000, -2),
    ]);
  });

  it("takes handed-over bytes over instead of copying them", async () => {
    const pdf = pdfWithQr({ lines: LINES });
    const threads = pool({ ocr: standInOcr().engine, threads: 1 });
    const layout = await threads.read(pdf, { transferBytes: true });
    expect(layout.pageCount).toBe(1);
    expect(pdf.byteLength).toBe(0);
    // A slice of a larger buffer is copied: its neighbours stay.
    const big = Buffer.alloc(4096 * 4);
    const within = pdfWithQr({ lines: LINES });
    big.set(within, 100);
    const view = big.subarray(100, 100 + within.byteLength);
    expect((await threads.read(view, { transferBytes: true })).pageCount).toBe(1);
    expect(big.byteLength).toBe(4096 * 4);
  });

  it("passes a DocumentError back with its reason, and other errors as errors", async () => {
    const ocr = standInOcr({ fail: "the OCR engine is down" });
    const threads = pool({ ocr: ocr.engine, threads: 1 });
    const unsupported = await threads.read(new TextEncoder().encode("hello, not a document")).catch((e: unknown) => e);
    expect(unsupported).toBeInstanceOf(DocumentError);
    expect(unsupported).toMatchObject({ reason: "unsupported" });
    const truncated = pdfWithQr({ lines: LINES }).subarray(0, 200);
    expect(await threads.read(truncated).catch((e: unknown) => e)).toMatchObject({ reason: "corrupt" });
    const png = new Uint8Array(await pictureWithQr({ lines: LINES }));
    const fault = await threads.read(png).catch((e: unknown) => e);
    expect(fault).toBeInstanceOf(Error);
    expect(fault).not.toBeInstanceOf(DocumentError);
    expect((fault as Error).message).toBe("the OCR engine is down");
    // The thread is still fine.
    expect((await threads.read(pdfWithQr({ lines: LINES }))).pageCount).toBe(1);
  });

  it("queues reads beyond the threads' capacity", async () => {
    const ocr = standInOcr();
    ocr.hold();
    const threads = pool({ ocr: ocr.engine, threads: 2, readsPerThread: 1 });
    const pngs = await Promise.all([1, 2, 3, 4, 5].map((n) => pictureWithQr({ lines: [...LINES, `Page ${n}`] })));
    const reads = pngs.map((p) => threads.read(new Uint8Array(p)));
    await until(() => ocr.waiting() === 2);
    // Two threads, one read each: the other three wait and send nothing to the OCR engine.
    await new Promise((r) => setTimeout(r, 300));
    expect(ocr.waiting()).toBe(2);
    ocr.release();
    const layouts = await Promise.all(reads);
    expect(layouts.map((l) => l.pages[0]!.ocr)).toEqual([true, true, true, true, true]);
    expect(ocr.mostAtOnce()).toBe(2);
  });

  it("answers an inspection while slow reads fill the threads and more wait: inspections have their own lane", async () => {
    const ocr = standInOcr();
    ocr.hold();
    const threads = pool({ ocr: ocr.engine, threads: 1, readsPerThread: 2 });
    const png = new Uint8Array(await pictureWithQr({ lines: LINES }));
    const reads = [1, 2, 3].map(() => threads.read(png));
    await until(() => ocr.waiting() === 2);
    // Both of the thread's reads wait for OCR and a third waits for one of them: the inspection goes by.
    expect(await threads.inspect(pdfWithQr({ lines: LINES }))).toEqual({ format: "PDF", pageCount: 1 });
    await expect(threads.inspect(Buffer.from("plain text"))).rejects.toMatchObject({ reason: "unsupported" });
    expect(ocr.waiting()).toBe(2);
    // Nor did the inspections take the read's place: the third read has not started.
    expect(ocr.given).toHaveLength(2);
    ocr.release();
    expect((await Promise.all(reads)).every((l) => l.ocrUsed)).toBe(true);
  });

  it("bounds the inspections a thread takes at once, apart from its reads", async () => {
    const ocr = standInOcr();
    ocr.hold();
    const threads = pool({ ocr: ocr.engine, threads: 1, inspectionsPerThread: 1, workerModule: HELD_WORKER });
    const pdf = pdfWithQr({ lines: LINES });
    const inspections = [threads.inspect(held(pdf)), threads.inspect(held(pdf))];
    await until(() => ocr.waiting() === 1);
    // The thread answers in order: had it been given the second inspection, its picture would have come
    // to the OCR engine before this read's answer.
    expect((await threads.read(pdf)).pageCount).toBe(1);
    expect(ocr.waiting()).toBe(1);
    ocr.release();
    expect(await Promise.all(inspections)).toEqual([
      { format: "PDF", pageCount: 1 },
      { format: "PDF", pageCount: 1 },
    ]);
  });

  it("tries again what was in flight on a crashed thread, on its replacement; fails the document that stopped it", async () => {
    const ocr = standInOcr();
    const stops: LayoutThreadStop[] = [];
    const threads = pool({
      ocr: ocr.engine,
      threads: 1,
      readsPerThread: 2,
      workerModule: HELD_WORKER,
      onThreadStop: (s) => stops.push(s),
    });
    ocr.hold();
    const bystander = threads.read(new Uint8Array(await pictureWithQr({ lines: LINES })));
    const inspection = threads.inspect(held(pdfWithQr({ lines: LINES })));
    await until(() => ocr.waiting() === 2);
    const culprit = threads.read(new TextEncoder().encode("CRASH")).catch((e: unknown) => e);
    const queued = threads.read(pdfWithQr({ lines: LINES }));
    // The read and the inspection started again on the replacement: the crashed thread's two OCR requests
    // are still held, and two new ones came. The culprit waits: it runs with no other read.
    await until(() => ocr.waiting() === 4);
    ocr.release();
    expect(await inspection).toEqual({ format: "PDF", pageCount: 1 });
    expect((await bystander).ocrUsed).toBe(true);
    // Alone on a thread, it stopped it again: the document cannot be read, and says why.
    const err = await culprit;
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({
      reason: "corrupt",
      message: expect.stringMatching(/could not be read.*simulated crash/),
    });
    expect((err as Error).cause).toBeInstanceOf(LayoutThreadCrash);
    // Each stop was told, with what became of the work it had.
    expect(stops).toEqual([
      { thread: "layout-0", cause: expect.stringMatching(/simulated crash/), started: true, retried: 3, failed: 0 },
      { thread: "layout-0", cause: expect.stringMatching(/simulated crash/), started: true, retried: 0, failed: 1 },
    ]);
    expect((await queued).pageCount).toBe(1);
    expect((await threads.read(pdfWithQr({ lines: LINES }))).pages[0]!.words.length).toBeGreaterThan(10);
  });

  it("answers an inspection that was in flight through two crashes of another document's", async () => {
    const ocr = standInOcr();
    const threads = pool({ ocr: ocr.engine, threads: 1, readsPerThread: 1, workerModule: HELD_WORKER });
    ocr.hold();
    const inspection = threads.inspect(held(pdfWithQr({ lines: LINES })));
    await until(() => ocr.waiting() === 1);
    const culprit = threads.read(new TextEncoder().encode("CRASH")).catch((e: unknown) => e);
    // The inspection and the culprit start again together and the thread stops again; then the inspection
    // runs alone (a third start, held too) and the culprit waits for it.
    await until(() => ocr.waiting() === 3);
    ocr.release();
    expect(await inspection).toEqual({ format: "PDF", pageCount: 1 });
    expect(await culprit).toMatchObject({ reason: "corrupt", message: expect.stringMatching(/could not be read/) });
  });

  it("keeps only as many pictures in hand as the OCR engine can use: one more than its workers", async () => {
    const ocr = standInOcr(); // 3 workers
    ocr.hold();
    const png = new Uint8Array(await pictureWithQr({ lines: LINES }));
    for (const reader of [inThreadLayoutReader(ocr.engine), pool({ ocr: ocr.engine, threads: 1, readsPerThread: 6 })]) {
      const reads = Array.from({ length: 6 }, () => reader.read(png));
      await until(() => ocr.waiting() === 4);
      // The other two pictures are not even decoded while four wait for the engine.
      await new Promise((r) => setTimeout(r, 300));
      expect(ocr.waiting()).toBe(4);
      ocr.release();
      ocr.hold();
      await until(() => ocr.waiting() === 2);
      ocr.release();
      expect((await Promise.all(reads)).every((l) => l.ocrUsed)).toBe(true);
      ocr.hold();
    }
    ocr.release();
  });

  it("holds each thread to its heap limit: a read that exceeds it fails, the pool goes on", async () => {
    const threads = pool({
      ocr: standInOcr().engine,
      threads: 1,
      heapMb: 64,
      workerModule: new URL("../testing/layout-worker.ts", import.meta.url),
    });
    // Tried twice, alone: the document cannot be read.
    const err = await threads.read(new TextEncoder().encode("HOG")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({
      reason: "over_budget",
      message: expect.stringMatching(/more memory than allowed.*heap/i),
    });
    expect((await threads.read(pdfWithQr({ lines: LINES }))).pageCount).toBe(1);
  }, 60_000);

  it("holds each thread to its buffers, which its heap limit does not bound: the read fails, the pool goes on", async () => {
    const threads = pool({
      ocr: standInOcr().engine,
      threads: 1,
      buffersMb: 64,
      workerModule: new URL("../testing/layout-worker.ts", import.meta.url),
    });
    const err = await threads.read(new TextEncoder().encode("BUFFERS")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({
      reason: "over_budget",
      message: expect.stringMatching(/more memory than allowed .*buffers reached \d+ MB, above their limit of 64 MB/),
    });
    expect((await threads.read(pdfWithQr({ lines: LINES }))).pageCount).toBe(1);
  }, 60_000);

  it("blames no document when threads cannot start: what waits fails with the crash, to be retried later", async () => {
    const threads = pool({
      ocr: standInOcr().engine,
      threads: 1,
      workerModule: new URL("../testing/broken-layout-worker.ts", import.meta.url),
    });
    const pdf = pdfWithQr({ lines: LINES });
    const failures = await Promise.all([
      threads.read(pdf).catch((e: unknown) => e),
      threads.read(pdf).catch((e: unknown) => e),
      threads.inspect(pdf).catch((e: unknown) => e),
    ]);
    for (const err of failures) {
      expect(err).toBeInstanceOf(LayoutThreadCrash);
      expect((err as Error).message).toMatch(/no layout thread could start: simulated failure to load/);
    }
    // A later document is tried on a new thread again, not refused for good.
    await expect(threads.read(pdf)).rejects.toBeInstanceOf(LayoutThreadCrash);
  }, 60_000);

  it("terminates: reads running or waiting fail, later ones are refused", async () => {
    const ocr = standInOcr();
    ocr.hold();
    const threads = workerLayoutReader({ ocr: ocr.engine, threads: 1, readsPerThread: 1 });
    const png = new Uint8Array(await pictureWithQr({ lines: LINES }));
    const running = threads.read(png).catch((e: unknown) => e);
    const waiting = threads.read(png).catch((e: unknown) => e);
    await until(() => ocr.waiting() === 1);
    await threads.terminate();
    expect(await running).toMatchObject({ message: "the layout reader was terminated" });
    expect(await waiting).toMatchObject({ message: "the layout reader was terminated" });
    await expect(threads.read(png)).rejects.toThrow("terminated");
    ocr.release();
  });

  it("inspects uploads on a thread as the caller's thread does: page count, and refusals with their reason", async () => {
    const threads = pool({ ocr: standInOcr().engine, threads: 1 });
    const here = inThreadLayoutReader(standInOcr().engine);
    const pdf = pdfWithQr({ lines: LINES });
    for (const reader of [threads, here]) {
      expect(await reader.inspect(pdf)).toEqual({ format: "PDF", pageCount: 1 });
      // The caller keeps its bytes.
      expect(pdf.byteLength).toBeGreaterThan(0);
      const truncated = reader.inspect(pdf.subarray(0, 200)).catch((e: unknown) => e);
      expect(await truncated).toBeInstanceOf(DocumentError);
      expect(await truncated).toMatchObject({ reason: "corrupt" });
      await expect(reader.inspect(Buffer.from("plain text"))).rejects.toMatchObject({ reason: "unsupported" });
      const bomb = Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13]), Buffer.from("IHDR")]);
      const header = Buffer.alloc(8);
      header.writeUInt32BE(20_000, 0);
      header.writeUInt32BE(20_000, 4);
      await expect(reader.inspect(Buffer.concat([bomb, header]), { maxPixels: 1_000_000 })).rejects.toMatchObject({
        reason: "too_many_pixels",
      });
    }
  });

  it("reads on the caller's thread when configured with none", async () => {
    const reader = createLayoutReader({ ocr: standInOcr().engine, threads: 0 });
    expect(reader.threads).toBe(0);
    expect((await reader.read(pdfWithQr({ lines: LINES }))).pageCount).toBe(1);
  });
});
