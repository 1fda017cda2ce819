import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { ReadBudget } from "./budget.ts";
import { releasePicture } from "./image.ts";
import { ActualTextReader, type ContentItem, type TextRun } from "./actual-text.ts";
import { DocumentError, type Word } from "../types.ts";

type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve("pdfjs-dist/package.json"));
let pdfjs: Promise<PdfJs> | undefined;
const load = () => (pdfjs ??= loadCharged());

/**
 * pdfjs with its decoders charged to the reading they work for. In Node pdfjs runs its "worker" on the
 * caller's thread, from the module imported here (it finds it on globalThis); patches/pdfjs-dist makes its
 * decoders report each allocation before making it, and a budget passed makes that allocation throw.
 */
async function loadCharged(): Promise<PdfJs> {
  const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  if (!worker.DecodeStream) throw new Error("pdfjs-dist lacks its patch (patches/): decoding would have no limit");
  worker.DecodeStream.onAllocate = (bytes) => ReadBudget.current()?.decode(bytes);
  return import("pdfjs-dist/legacy/build/pdf.mjs");
}

interface CanvasEntry {
  canvas: Canvas | null;
  context: SKRSContext2D | null;
}

/**
 * The canvases pdfjs paints a document's pages through (the page's own and its layers: transparency
 * groups, masks, patterns, images), each charged to the document's budget while it lives.
 */
function chargedCanvasFactory(budget: ReadBudget) {
  return class ChargedCanvasFactory {
    create(width: number, height: number): CanvasEntry {
      if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
      const canvas = chargedCanvas(budget, width, height);
      return { canvas, context: canvas.getContext("2d") };
    }
    reset(entry: CanvasEntry, width: number, height: number): void {
      if (!entry.canvas) throw new Error("Canvas is not specified");
      if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
      budget.givePixels(entry.canvas.width * entry.canvas.height);
      budget.takePixels(width * height);
      entry.canvas.width = width;
      entry.canvas.height = height;
    }
    destroy(entry: CanvasEntry): void {
      if (!entry.canvas) throw new Error("Canvas is not specified");
      releaseCharged(budget, entry.canvas);
      entry.canvas = null;
      entry.context = null;
    }
    getNoAlphaContext(canvas: Canvas): SKRSContext2D {
      return canvas.getContext("2d", { alpha: false });
    }
  };
}

/**
 * Opens a PDF from memory, trying each of `passwords` in turn on an encrypted one (none: only a file that
 * opens without a user password). A file no password opens, and a damaged file, become DocumentErrors:
 * `password_required` when no password was given, `password_incorrect` when none of them opened it.
 */
export async function openPdf(
  bytes: Uint8Array,
  budget = new ReadBudget(),
  passwords: readonly string[] = [],
): Promise<PdfDocument> {
  const lib = await load();
  // No password first: a file with an owner password only opens so, and most files are not encrypted.
  for (const password of [undefined, ...passwords]) {
    try {
      return await openWith(lib, bytes, budget, password);
    } catch (err) {
      // pdfjs gives up on a file whose structure its decoders could not afford: that is the reason.
      budget.check();
      if ((err as { name?: string }).name !== "PasswordException")
        throw new DocumentError("corrupt", "the PDF is damaged or truncated");
    }
  }
  throw passwords.length === 0
    ? new DocumentError("password_required", "the PDF is password-protected: its password is needed")
    : new DocumentError("password_incorrect", "the PDF is password-protected and the password given does not open it");
}

function openWith(
  lib: PdfJs,
  bytes: Uint8Array,
  budget: ReadBudget,
  password: string | undefined,
): Promise<PdfDocument> {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes);
  return lib.getDocument({
    // Options accepted by pdfjs at run time; some are absent from its type declarations.
    ...({ isEvalSupported: false, CanvasFactory: chargedCanvasFactory(budget) } as object),
    data,
    ...(password !== undefined ? { password } : {}),
    stopAtErrors: false,
    verbosity: 0,
    standardFontDataUrl: join(PDFJS_DIR, "standard_fonts") + "/",
    cMapUrl: join(PDFJS_DIR, "cmaps") + "/",
    cMapPacked: true,
  }).promise;
}

type TextItem = TextRun;

/**
 * Words of a page's text layer. pdfjs gives runs of text; a run is split into words with boxes
 * proportional to character counts, which is exact for monospaced runs and close for the rest. The text
 * comes in chunks, counted against the budget as they come: a page that holds more than a page may (its
 * content repeats text operators, or forms paint forms) stops pdfjs there, not at the end of its text.
 */
export async function pageWords(
  page: PdfPage,
  budget = new ReadBudget(),
): Promise<{ words: Word[]; width: number; height: number }> {
  const vp = page.getViewport({ scale: 1 });
  const words: Word[] = [];
  let characters = 0;
  // Whether the last word ended its run without a space: the next run may continue it.
  let open = false;
  // Marked content is asked for to read each span's /ActualText in place of its glyphs.
  const reader = page.streamTextContent({ includeMarkedContent: true }).getReader();
  const actual = new ActualTextReader();
  const read = (raw: TextItem) => {
    characters += raw.str?.length ?? 0;
    // Before a run is split (it may be one string of millions of characters), and after.
    budget.countText(page.pageNumber, words.length, characters);
    open = addWords(words, raw, vp, open);
    budget.countText(page.pageNumber, words.length, characters);
  };
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const item of chunk.value.items as ContentItem[]) {
        actual.take(item).forEach(read);
        if (actual.held) budget.countText(page.pageNumber, words.length, characters + actual.held);
      }
    }
    actual.rest().forEach(read);
  } catch (err) {
    // With a reason: pdfjs asserts one, and without it fails later on the chunks already on their way,
    // outside any caller. Cancelled, the page's text stops being made.
    await reader.cancel(err).catch(() => undefined);
    throw err;
  }
  // pdfjs ends a page's text early, without an error, when a decoder could not afford its content.
  budget.check();
  budget.keepWords(words.length);
  return { words, width: vp.width, height: vp.height };
}

type Viewport = ReturnType<PdfPage["getViewport"]>;

// C0 and C1 controls and DEL; whitespace among them is already a word's end.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Adds a run's words; a run that starts where the last one's word ended, with no space, continues it. */
function addWords(words: Word[], raw: TextItem, vp: Viewport, open: boolean): boolean {
  if (!raw.str || !raw.str.trim()) return false;
  const [a, b, , d, e, f] = raw.transform as [number, number, number, number, number, number];
  // Rotated text runs (vertical watermarks, stamps) are left out of reading order.
  if (Math.abs(b) > Math.abs(a) * 0.1) return false;
  const size = Math.hypot(b, d) || raw.height || 10;
  const [x, yTop] = vp.convertToViewportPoint(e, f + size * 0.8);
  const [, yBottom] = vp.convertToViewportPoint(e, f - size * 0.2);
  const total = raw.str.length;
  const charW = (raw.width || size * 0.5 * total) / Math.max(1, total);
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw.str))) {
    // Control characters are no text: fonts without a Unicode map give NULs for some glyphs (seen in
    // Devanagari runs), and no store of results takes them (PostgreSQL's jsonb refuses \u0000).
    const text = m[0].replace(CONTROL_CHARACTERS, "");
    if (!text) continue;
    const word: Word = {
      text,
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
  return !/\s$/.test(raw.str);
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

/**
 * The largest scale at which a page of `width` × `height` units makes a picture of at most `maxPixels`
 * (whole pixels: the canvas rounds its sides up).
 */
export function scaleWithin(width: number, height: number, maxPixels: number): number {
  let scale = Math.sqrt(maxPixels / Math.max(1e-9, width * height));
  while (scale > 0 && Math.ceil(width * scale) * Math.ceil(height * scale) > maxPixels) scale *= 0.999;
  return scale;
}

/** A canvas charged to the document's budget until `releaseCharged` gives it back. */
export function chargedCanvas(budget: ReadBudget, width: number, height: number): Canvas {
  budget.takePixels(width * height);
  return createCanvas(width, height);
}

export function releaseCharged(budget: ReadBudget, canvas: Canvas): void {
  budget.givePixels(canvas.width * canvas.height);
  releasePicture(canvas);
}

/**
 * Renders a page for OCR, at a scale that gives roughly `targetWidth` pixels across and at least 72 dpi,
 * but never more pixels than the budget allows a page: a page of a thousand inches is rendered smaller
 * (its text then too small to read, which OCR reports as no words) rather than at five gigapixels.
 * The canvas is charged to the budget: give it back with `releaseCharged`.
 */
export async function renderPage(
  page: PdfPage,
  budget: ReadBudget,
  targetWidth = 2200,
): Promise<{ canvas: Canvas; scale: number; width: number; height: number }> {
  const base = page.getViewport({ scale: 1 });
  const wanted = Math.min(4, Math.max(1, targetWidth / Math.max(base.width, base.height)));
  const scale = Math.min(wanted, scaleWithin(base.width, base.height, budget.pagePixels));
  const vp = page.getViewport({ scale });
  const canvas = chargedCanvas(budget, Math.max(1, Math.ceil(vp.width)), Math.max(1, Math.ceil(vp.height)));
  try {
    await page.render({ canvas, canvasContext: canvas.getContext("2d"), viewport: vp } as never).promise;
    budget.check();
  } catch (err) {
    releaseCharged(budget, canvas);
    throw err;
  }
  return { canvas, scale, width: vp.width, height: vp.height };
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
