import { ReadBudget } from "./budget.ts";
import { sniffFormat } from "./format.ts";
import { decodeImage, usingPicture } from "./image.ts";
import { pictureCodes } from "./page-codes.ts";
import { ocrPage } from "./page-words.ts";
import { readPdf } from "./pdf-reading.ts";
import { withPictureSlot } from "./picture-slots.ts";
import type { ReadOptions } from "./read-options.ts";
import { recognizeUpright } from "./upright.ts";
import { DocumentError, type DocumentFormat, type Layout } from "../types.ts";

export type { ReadOptions } from "./read-options.ts";
export { deskew, usableTextLayer } from "./page-words.ts";

/**
 * Words with positions for every page: the PDF text layer where it is usable, OCR elsewhere. A
 * document that needs more than its limits fails as `over_budget`, with the limit it passed, whatever
 * else went wrong once pdfjs could no longer afford its work.
 */
export function readLayout(bytes: Uint8Array, opts: ReadOptions): Promise<Layout> {
  const budget = new ReadBudget(opts.limits);
  return budget.run(async () => {
    try {
      const layout = await readWithin(bytes, opts, budget);
      budget.check();
      return layout;
    } catch (err) {
      budget.check();
      throw err;
    }
  });
}

function readWithin(bytes: Uint8Array, opts: ReadOptions, budget: ReadBudget): Promise<Layout> {
  const format = sniffFormat(bytes.subarray(0, 1100));
  if (!format) throw new DocumentError("unsupported", "not a PDF, PNG or JPEG file");
  return format === "PDF" ? readPdf(bytes, opts, budget) : readPicture(bytes, format, opts);
}

/** A photo or a scan as a PNG or JPEG: one page, read by OCR upright, with its QR codes unless quick. */
async function readPicture(bytes: Uint8Array, format: DocumentFormat, opts: ReadOptions): Promise<Layout> {
  const { read, codes, problem } = await withPictureSlot(opts.ocr, async () =>
    usingPicture(await decodeImage(bytes), async (img) => {
      const read = await recognizeUpright(opts.ocr, img, opts.quick);
      return { read, ...(opts.quick ? { codes: [] } : pictureCodes(img, 0, read.result.words, read.rotation, 1)) };
    }),
  );
  opts.onPage?.(1, 1);
  return {
    format,
    pageCount: 1,
    pages: [ocrPage(0, read)],
    ocrUsed: true,
    ...(opts.quick ? { partial: true } : {}),
    ...(codes.length ? { codes } : {}),
    ...(problem ? { problems: [problem] } : {}),
  };
}
