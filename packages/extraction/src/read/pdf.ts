import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Canvas } from "@napi-rs/canvas";
import { releasePicture } from "./image.ts";
import { DocumentError, type Word } from "../types.ts";

type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve("pdfjs-dist/package.json"));
let pdfjs: Promise<PdfJs> | undefined;
const load = () => (pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs"));

/** Opens a PDF from memory; encrypted (password-protected) and damaged files become DocumentErrors. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const lib = await load();
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes);
  try {
    return await lib.getDocument({
      // Options accepted by pdfjs at run time; some are absent from its type declarations.
      ...({ isEvalSupported: false } as object),
      data,

      stopAtErrors: false,
      verbosity: 0,
      standardFontDataUrl: join(PDFJS_DIR, "standard_fonts") + "/",
      cMapUrl: join(PDFJS_DIR, "cmaps") + "/",
      cMapPacked: true,
    }).promise;
  } catch (err) {
    const name = (err as { name?: string }).name ?? "";
    if (name === "PasswordException") throw new DocumentError("encrypted", "the PDF is password-protected");
    throw new DocumentError("corrupt", "the PDF is damaged or truncated");
  }
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * Words of a page's text layer. pdfjs gives runs of text; a run is split into words with boxes
 * proportional to character counts, which is exact for monospaced runs and close for the rest.
 */
export async function pageWords(page: PdfPage): Promise<{ words: Word[]; width: number; height: number }> {
  const vp = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: Word[] = [];
  // Whether the last word ended its run without a space: the next run may continue it.
  let open = false;
  for (const raw of content.items as TextItem[]) {
    if (!raw.str || !raw.str.trim()) {
      open = false;
      continue;
    }
    const [a, b, , d, e, f] = raw.transform as [number, number, number, number, number, number];
    // Rotated text runs (vertical watermarks, stamps) are left out of reading order.
    if (Math.abs(b) > Math.abs(a) * 0.1) continue;
    const size = Math.hypot(b, d) || raw.height || 10;
    const [x, yTop] = vp.convertToViewportPoint(e, f + size * 0.8);
    const [, yBottom] = vp.convertToViewportPoint(e, f - size * 0.2);
    const total = raw.str.length;
    const charW = (raw.width || size * 0.5 * total) / Math.max(1, total);
    const re = /\S+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(raw.str))) {
      const word: Word = {
        text: m[0],
        x0: x! + m.index * charW,
        x1: x! + (m.index + m[0].length) * charW,
        y0: Math.min(yTop!, yBottom!),
        y1: Math.max(yTop!, yBottom!),
        conf: 1,
        source: "text_layer",
      };
      const prev = words[words.length - 1];
      if (open && m.index === 0 && prev && continues(prev, word)) Object.assign(prev, joined(prev, word));
      else words.push(word);
      open = false;
    }
    open = !/\s$/.test(raw.str);
  }
  return { words, width: vp.width, height: vp.height };
}

/**
 * Whether a run continues the word before it: pdfjs starts a new run at a ligature glyph or a change
 * of font ("O" "ffi" "ce" for "Office"); a run that starts where the word ends, on its line, is its.
 */
function continues(prev: Word, next: Word): boolean {
  const h = prev.y1 - prev.y0;
  return Math.abs(next.y0 - prev.y0) < h * 0.2 && Math.abs(next.x0 - prev.x1) < h * 0.08;
}

const joined = (a: Word, b: Word): Partial<Word> => ({
  text: a.text + b.text,
  x1: b.x1,
  y0: Math.min(a.y0, b.y0),
  y1: Math.max(a.y1, b.y1),
});

/** Renders a page for OCR, at a scale that gives roughly `targetWidth` pixels across. */
export async function renderPage(
  doc: PdfDocument,
  page: PdfPage,
  targetWidth = 2200,
): Promise<{ canvas: Canvas; scale: number; width: number; height: number }> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(4, Math.max(1, targetWidth / Math.max(base.width, base.height)));
  const vp = page.getViewport({ scale });
  const factory = (
    doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: unknown; context: unknown } } }
  ).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(vp.width), Math.ceil(vp.height));
  try {
    await page.render({ canvas, canvasContext: context, viewport: vp } as never).promise;
  } catch (err) {
    releasePicture(canvas as Canvas);
    throw err;
  }
  return { canvas: canvas as Canvas, scale, width: vp.width, height: vp.height };
}

export async function closePdf(doc: PdfDocument): Promise<void> {
  await (doc as unknown as { loadingTask: { destroy(): Promise<void> } }).loadingTask.destroy();
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** An attached file that could not be read, by name; none where the list of attached files was unreadable. */
export interface DamagedAttachment {
  name?: string;
  message: string;
}

/**
 * Files attached to the PDF (e.g. a Factur-X / ZUGFeRD invoice XML), by name, and a sentence for each
 * that could not be read. A damaged attachment must not cost the document its text or the other
 * files; its name lets the caller judge whether its data is missing from the result.
 */
export async function attachments(
  doc: PdfDocument,
): Promise<{ files: Record<string, Uint8Array>; damaged: DamagedAttachment[] }> {
  const files: Record<string, Uint8Array> = {};
  const damaged: DamagedAttachment[] = [];
  let entries: [string, { filename: string; content?: Uint8Array }][];
  try {
    // pdfjs 6 answers a Map keyed by the name-tree key; older versions a plain object.
    const found = (await doc.getAttachments()) as
      | Map<string, { filename: string; content?: Uint8Array }>
      | Record<string, { filename: string; content?: Uint8Array }>
      | null;
    // Duck-typed: a Map made in another realm (a test sandbox) fails instanceof.
    entries =
      found && typeof (found as Map<string, unknown>).get === "function"
        ? [...(found as Map<string, { filename: string; content?: Uint8Array }>).entries()]
        : Object.entries(found ?? {});
  } catch (err) {
    return { files, damaged: [{ message: `the files attached to the PDF cannot be read: ${reasonOf(err)}` }] };
  }
  for (const [id, a] of entries) {
    // pdfjs calls a file whose description is lost "unnamed": the name-tree key says more.
    const name = a.filename && a.filename !== "unnamed" ? a.filename : id;
    try {
      const content =
        a.content ??
        (await (
          doc as unknown as { getAttachmentContent(id: string): Promise<Uint8Array | undefined> }
        ).getAttachmentContent(id));
      // pdfjs answers no content for a file whose stream is missing, and none decoded for a broken one.
      if (content?.byteLength) files[name] = content;
      else damaged.push({ name, message: `the file attached to the PDF (${name}) is damaged or empty` });
    } catch (err) {
      damaged.push({ name, message: `the file attached to the PDF (${name}) cannot be read: ${reasonOf(err)}` });
    }
  }
  return { files, damaged };
}

export type { PdfDocument, PdfPage };
