import { DocumentError, type DocumentFormat } from "../types.ts";
import { ReadBudget, type ReadLimits } from "./budget.ts";
import { closePdf, openPdf } from "./pdf.ts";

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** The format by magic numbers only; a name or a declared type never decides. */
export function sniffFormat(head: Uint8Array): DocumentFormat | null {
  // %PDF- may follow a few bytes of junk; readers accept it within the first kilobyte.
  const limit = Math.min(head.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d], i)) return "PDF";
    if (i >= 8) break;
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "PNG";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "JPEG";
  return null;
}

/** Width and height from the image header, read before decoding so a decompression bomb is never decoded. */
export function imageSize(bytes: Uint8Array, format: "PNG" | "JPEG"): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === "PNG") {
    if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12))
      throw new DocumentError("corrupt", "PNG header is damaged");
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let o = 2;
  while (o + 9 < bytes.length) {
    if (bytes[o] !== 0xff) {
      o++;
      continue;
    }
    const marker = bytes[o + 1]!;
    // Start-of-frame markers carry the dimensions (C0–CF except C4 DHT, C8 JPG, CC DAC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(o + 5), width: view.getUint16(o + 7) };
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      o += 2;
      continue;
    }
    o += 2 + view.getUint16(o + 2);
  }
  throw new DocumentError("corrupt", "JPEG has no frame header");
}

/** An upload's limits, and what opening it may cost (the reading limits: DEFAULT_READ_LIMITS where absent). */
export interface InspectLimits extends Partial<ReadLimits> {
  maxPages?: number;
  maxPixels?: number;
  /** Passwords to open an encrypted PDF with, tried in turn (see openPdf). */
  passwords?: readonly string[];
}

export interface DocumentInfo {
  format: DocumentFormat;
  pageCount: number;
}

/** Fast validation at upload: opens the document without OCR and counts its pages. */
export async function inspectDocument(bytes: Uint8Array, limits: InspectLimits = {}): Promise<DocumentInfo> {
  const format = sniffFormat(bytes.subarray(0, 1100));
  if (!format) throw new DocumentError("unsupported", "not a PDF, PNG or JPEG file");
  if (format === "PDF") {
    const budget = new ReadBudget(limits);
    return budget.run(() => inspectPdf(bytes, limits, budget));
  }
  const { width, height } = imageSize(bytes, format);
  if (width <= 0 || height <= 0) throw new DocumentError("corrupt", "the image has no pixels");
  if (limits.maxPixels && width * height > limits.maxPixels)
    throw new DocumentError("too_many_pixels", `the image has ${width * height} pixels`);
  const { decodeImage, releasePicture } = await import("./image.ts");
  releasePicture(await decodeImage(bytes));
  return { format, pageCount: 1 };
}

async function inspectPdf(bytes: Uint8Array, limits: InspectLimits, budget: ReadBudget): Promise<DocumentInfo> {
  budget.startPart("opening the PDF");
  const doc = await openPdf(bytes, budget, limits.passwords);
  try {
    const pageCount = doc.numPages;
    if (pageCount < 1) throw new DocumentError("corrupt", "the PDF has no pages");
    if (limits.maxPages && pageCount > limits.maxPages)
      throw new DocumentError("too_many_pages", `the PDF has ${pageCount} pages`);
    // Touch the first and last page: a truncated file often opens but cannot give its pages.
    await doc.getPage(1);
    if (pageCount > 1) await doc.getPage(pageCount);
    budget.check();
    return { format: "PDF", pageCount };
  } catch (err) {
    budget.check();
    if (err instanceof DocumentError) throw err;
    throw new DocumentError("corrupt", "the PDF's pages cannot be read");
  } finally {
    await closePdf(doc);
  }
}
