// The reading's limits on real documents through pdfjs: what a flate bomb, a giant page and a flood of
// text cost, and that each reading pays only for its own document.
import { describe, expect, it } from "@jest/globals";
import { deflateSync } from "node:zlib";
import { ReadBudget } from "./budget.ts";
import { inspectDocument } from "./format.ts";
import { readLayout } from "./layout.ts";
import { closePdf, openPdf, releaseCharged, renderPage } from "./pdf.ts";
import type { OcrEngine, OcrResult } from "./ocr.ts";
import { pdfOf, stream } from "../testing/qr.ts";
import { DocumentError } from "../types.ts";

const MiB = 2 ** 20;

/** A one-page PDF with the given MediaBox and content stream (as stored, with its filter if any). */
function onePage(content: Buffer, opts: { mediaBox?: string; filter?: string } = {}): Uint8Array {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox ${opts.mediaBox ?? "[0 0 595 842]"} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    stream(opts.filter ? `/Filter /${opts.filter}` : "", content),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]);
}

/** Text enough to be a usable text layer. */
const TEXT = Buffer.from(
  "BT /F1 10 Tf 50 800 Td 12 TL (Invoice number 1001 issued by Lakeview Components for services rendered) Tj T* (Total amount due 1,180.00 payable within thirty days) Tj ET\n",
);

/** A page whose content inflates to `bytes` of white space (zero bytes). */
const flateBomb = (bytes: number) => onePage(deflateSync(Buffer.alloc(bytes)), { filter: "FlateDecode" });

/**
 * A PDF whose page tree lives in a compressed object stream followed by `padding` bytes of white space,
 * indexed by a cross-reference stream: opening it decodes the object stream.
 */
function objectStreamPdf(padding: number): Uint8Array {
  const pages = "<< /Type /Pages /Kids [4 0 R] /Count 1 >>";
  const page = "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>";
  const header = `3 0 4 ${pages.length + 1} `;
  const decoded = Buffer.concat([Buffer.from(`${header}${pages} ${page}`), Buffer.alloc(padding, 0x20)]);
  const parts = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  const add = (num: number, body: Buffer | string) => {
    offsets[num] = Buffer.concat(parts).length;
    parts.push(Buffer.from(`${num} 0 obj\n`), Buffer.from(body), Buffer.from("\nendobj\n"));
  };
  add(1, "<< /Type /Catalog /Pages 3 0 R >>");
  add(2, stream(`/Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode`, deflateSync(decoded)));
  const xrefAt = Buffer.concat(parts).length;
  // Entries of 1 + 4 + 2 bytes: type, offset or object stream, generation or index.
  const entry = (type: number, field: number, last: number) => {
    const b = Buffer.alloc(7);
    b.writeUInt8(type, 0);
    b.writeUInt32BE(field, 1);
    b.writeUInt16BE(last, 5);
    return b;
  };
  const rows = [entry(0, 0, 65535), entry(1, offsets[1]!, 0), entry(1, offsets[2]!, 0), entry(2, 2, 0), entry(2, 2, 1)];
  rows.push(entry(1, xrefAt, 0));
  add(5, stream("/Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R", Buffer.concat(rows)));
  parts.push(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

const noOcr: OcrEngine = {
  workers: 1,
  recognize: async (): Promise<OcrResult> => ({ words: [], confidence: 0, skew: 0 }),
  terminate: async () => undefined,
};

describe("the limits of a reading", () => {
  it("stops a page whose streams decode past the limit, as over_budget naming the page", async () => {
    const bomb = flateBomb(8 * MiB);
    const err = await readLayout(bomb, { ocr: noOcr, limits: { maxDecodedBytes: MiB } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({
      reason: "over_budget",
      message: "page 1 of the PDF decodes to more than the 1 MiB allowed",
    });
    // Within the limit the same document reads (its page is blank).
    const layout = await readLayout(bomb, { ocr: noOcr, limits: { maxDecodedBytes: 16 * MiB } });
    expect(layout.pageCount).toBe(1);
  });

  it("charges each reading for its own document only, readings running at once", async () => {
    const limits = { maxDecodedBytes: 2 * MiB };
    const plain = onePage(deflateSync(TEXT), { filter: "FlateDecode" });
    const [bomb, ...others] = await Promise.allSettled([
      readLayout(flateBomb(8 * MiB), { ocr: noOcr, limits }),
      ...Array.from({ length: 4 }, () => readLayout(plain, { ocr: noOcr, limits })),
    ]);
    expect(bomb).toMatchObject({ status: "rejected", reason: { reason: "over_budget" } });
    for (const other of others) expect(other).toMatchObject({ status: "fulfilled", value: { ocrUsed: false } });
  });

  it("holds an upload's inspection to the limit too: an object stream that inflates past it", async () => {
    await expect(inspectDocument(objectStreamPdf(0), { maxDecodedBytes: MiB })).resolves.toMatchObject({
      pageCount: 1,
    });
    await expect(inspectDocument(objectStreamPdf(4 * MiB), { maxDecodedBytes: MiB })).rejects.toMatchObject({
      reason: "over_budget",
      message: "opening the PDF decodes to more than the 1 MiB allowed",
    });
  });

  it("renders a page of a thousand inches within the pixels allowed, and gives them back", async () => {
    const budget = new ReadBudget({ maxRenderPixels: 2_000_000 });
    await budget.run(async () => {
      const doc = await openPdf(onePage(TEXT, { mediaBox: "[0 0 72000 72000]" }), budget);
      try {
        const rendered = await renderPage(await doc.getPage(1), budget);
        expect(rendered.canvas.width * rendered.canvas.height).toBeLessThanOrEqual(2_000_000);
        expect(rendered.canvas.width).toBeGreaterThan(1300);
        releaseCharged(budget, rendered.canvas);
        // Given back: a second page as large fits again, twice over.
        for (let i = 0; i < 3; i++) releaseCharged(budget, (await renderPage(await doc.getPage(1), budget)).canvas);
      } finally {
        await closePdf(doc);
      }
    });
    // The whole reading, OCR path included.
    const layout = await readLayout(onePage(TEXT.subarray(0, 40), { mediaBox: "[0 0 72000 72000]" }), {
      ocr: noOcr,
      limits: { maxRenderPixels: 2_000_000 },
    });
    expect(layout.pages[0]).toMatchObject({ ocr: true });
    expect(layout.pages[0]!.width).toBeCloseTo(72000, -2);
  });

  it("stops a page whose text passes the limit for a page", async () => {
    // Five words at the same place, 5,000 times over (pdfjs leaves out text beyond the page).
    const content = deflateSync(Buffer.from("BT /F1 4 Tf 10 400 Td (ab ab ab ab ab) Tj ET\n".repeat(5000)));
    await expect(readLayout(onePage(content, { filter: "FlateDecode" }), { ocr: noOcr })).rejects.toMatchObject({
      reason: "over_budget",
      message: "page 1 of the PDF holds more than the 20,000 words allowed on a page",
    });
  });
});
