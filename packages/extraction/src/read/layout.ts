import { ReadBudget, type ReadLimits } from "./budget.ts";
import { sniffFormat } from "./format.ts";
import { decodeImage, prepareForOcr, usingPicture, type Drawable } from "./image.ts";
import type { OcrEngine, OcrResult } from "./ocr.ts";
import { attachments, closePdf, openPdf, pageWords, releaseCharged, renderPage } from "./pdf.ts";
import { signedQrData, suggestsSignedQr } from "./e-invoice-qr.ts";
import { pdfPageQrCodes } from "./pdf-qr.ts";
import { readQrCodes, turnedBox } from "./qr.ts";
import { DocumentError, type Layout, type Page, type PageCode, type ReadProblem, type Word } from "../types.ts";

/**
 * Text pages rendered at most per document to look for an e-invoice QR code: the code is on an
 * invoice's first page, and a register listing many IRNs must not have every page rendered.
 */
const QR_TEXT_PAGES = 3;

/**
 * Pixels across the long side for a quick reading (a third of the work of a full one), unless the
 * engine says what it needs.
 */
const QUICK_WIDTH = 1300;
const QUICK_PAGES = 1;
/**
 * The top of the first page: title, parties and header labels, where a document says what it is. A
 * letter-style invoice (DIN 5008) prints its title under the window address, near the middle.
 */
const QUICK_CROP = 0.7;

/** A text layer is usable when it holds enough readable words; scans often carry none or a few stray ones. */
export function usableTextLayer(words: Word[]): boolean {
  let letters = 0;
  let total = 0;
  for (const w of words) {
    for (const ch of w.text) {
      total++;
      if (/[\p{L}\p{N}]/u.test(ch)) letters++;
    }
  }
  return words.length >= 8 && total >= 40 && letters / total > 0.6;
}

const scaled = (words: Word[], s: number): Word[] =>
  words.map((w) => ({ ...w, x0: w.x0 / s, y0: w.y0 / s, x1: w.x1 / s, y1: w.y1 / s }));

/**
 * Turns word boxes by -skew so that a photographed page's rows are horizontal again: line and
 * table reconstruction then works as on a flat scan. Boxes keep their size; centres move.
 */
export function deskew(words: Word[], skew: number): Word[] {
  if (Math.abs(skew) < 0.003) return words;
  const c = Math.cos(-skew);
  const s = Math.sin(-skew);
  return words.map((w) => {
    const cx = (w.x0 + w.x1) / 2;
    const cy = (w.y0 + w.y1) / 2;
    const nx = cx * c - cy * s;
    const ny = cx * s + cy * c;
    const hw = (w.x1 - w.x0) / 2;
    const hh = (w.y1 - w.y0) / 2;
    return { ...w, x0: nx - hw, x1: nx + hw, y0: ny - hh, y1: ny + hh };
  });
}

/** The share of words that look like words of a Latin-script language: three letters or more, with a vowel. */
function wordlike(words: { text: string }[]): number {
  let n = 0;
  for (const w of words) if (/^[A-Za-z]{3,}[.,:;]?$/.test(w.text) && /[AEIOUaeiou]/.test(w.text)) n++;
  return n / Math.max(1, words.length);
}

/**
 * OCR with orientation: a page read with low confidence is tried turned by 180, 90 and 270 degrees
 * and the best reading wins (scanned pages are fed upside down or sideways).
 */
async function recognizeUpright(
  ocr: OcrEngine,
  img: Drawable,
  quick = false,
): Promise<{ result: OcrResult; rotation: number; width: number; height: number; scale: number }> {
  const targetWidth = quick ? (ocr.quickWidth ?? QUICK_WIDTH) : undefined;
  const cropTop = quick ? QUICK_CROP : undefined;
  const first = await prepareForOcr(img, { targetWidth, cropTop });
  const base = await ocr.recognize(first.image);
  let best = { result: base, rotation: 0, width: first.width, height: first.height, scale: first.scale };
  // A page read sideways can reach an upright reading's confidence with marks for words: words that read
  // as a language's weigh in, so that a blurred upright photo is not turned.
  const score = (r: OcrResult) => r.confidence * Math.min(1, r.words.length / 40) * (0.5 + wordlike(r.words));
  if (base.confidence >= 0.7 && base.words.length >= (quick ? 8 : 20)) return best;
  // A noisy but upright photo reads at 0.6–0.7 with many real words; turned retries would triple its work.
  // A page read sideways can reach that confidence too, but its "words" are marks, not words.
  if (base.confidence >= 0.5 && base.words.length >= 40 && wordlike(base.words) >= 0.2) return best;
  for (const rotation of [180, 90, 270]) {
    const turned = await prepareForOcr(img, { rotation, targetWidth, cropTop });
    const r = await ocr.recognize(turned.image);
    if (score(r) > score(best.result) * 1.15)
      best = { result: r, rotation, width: turned.width, height: turned.height, scale: turned.scale };
  }
  return best;
}

/**
 * A page picture waiting for OCR holds tens of MB of native memory (the decoded or rendered picture and
 * its grayscale copy). Readers sharing an OCR engine keep only as many of them in hand as keep the
 * engine busy, one more than its workers, instead of rendering every page of every document ahead.
 * A layout thread reads through an engine of its own (a proxy of the parent's), so with several
 * layout threads the bound is per thread.
 */
const picturesInHand = new WeakMap<OcrEngine, { free: number; waiting: (() => void)[] }>();

async function withPictureSlot<T>(ocr: OcrEngine, work: () => Promise<T>): Promise<T> {
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

/**
 * Whether an attached file may carry the invoice's own data (a Factur-X / ZUGFeRD XML, an e-invoice's
 * JSON): only such a file's damage costs the result anything. A broken logo or a copy of the invoice
 * as a picture is nothing the user needs to hear of.
 */
const mayCarryInvoiceData = (name: string) => /\.(?:xml|json)$/i.test(name);

/** Why a page's QR codes are missing, for the user: an e-invoice's signed QR may be among them. */
const qrSearchFailed = (index: number, err: unknown): ReadProblem => ({
  part: "qr_codes",
  message: `page ${index + 1} could not be searched for a QR code: ${err instanceof Error ? err.message : String(err)}`,
});

/**
 * QR codes in a page picture that was read by OCR, in page units. The search is cheap where no area
 * looks like a code, and thorough where the words suggest an e-invoice. It never costs a page its
 * words: a failure is answered as a problem instead.
 */
function pictureCodes(
  img: Drawable,
  index: number,
  words: Word[],
  rotation: number,
  unit: number,
): { codes: PageCode[]; problem?: ReadProblem } {
  try {
    const codes = readQrCodes(img, { thorough: suggestsSignedQr(words) }).map((r) => ({
      page: index,
      box: turnedBox(r.box, img.width, img.height, rotation, unit),
      text: r.text,
    }));
    return { codes };
  } catch (err) {
    return { codes: [], problem: qrSearchFailed(index, err) };
  }
}

export interface ReadOptions {
  ocr: OcrEngine;
  onPage?: (done: number, total: number) => void;
  /**
   * A fast, low-resolution reading that is enough to tell the document's type but not to extract
   * fields: what the upload waits for. Reads the first pages only.
   */
  quick?: boolean;
  /** What the reading may cost (DEFAULT_READ_LIMITS where absent); a document that needs more fails. */
  limits?: Partial<ReadLimits>;
  /** Passwords to open an encrypted PDF with, tried in turn (see openPdf). */
  passwords?: readonly string[];
}

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

async function readWithin(bytes: Uint8Array, opts: ReadOptions, budget: ReadBudget): Promise<Layout> {
  const format = sniffFormat(bytes.subarray(0, 1100));
  if (!format) throw new DocumentError("unsupported", "not a PDF, PNG or JPEG file");
  if (format !== "PDF") {
    const { result, rotation, width, height, scale, codes, problem } = await withPictureSlot(opts.ocr, async () => {
      return usingPicture(await decodeImage(bytes), async (img) => {
        const read = await recognizeUpright(opts.ocr, img, opts.quick);
        return { ...read, ...(opts.quick ? { codes: [] } : pictureCodes(img, 0, read.result.words, read.rotation, 1)) };
      });
    });
    opts.onPage?.(1, 1);
    const page: Page = {
      index: 0,
      width: width / scale,
      height: height / scale,
      words: scaled(deskew(result.words, result.skew), scale),
      ocr: true,
      rotation,
    };
    return {
      format,
      pageCount: 1,
      pages: [page],
      ocrUsed: true,
      ...(opts.quick ? { partial: true } : {}),
      ...(codes.length ? { codes } : {}),
      ...(problem ? { problems: [problem] } : {}),
    };
  }
  budget.startPart("opening the PDF");
  const doc = await openPdf(bytes, budget, opts.passwords);
  try {
    const total = doc.numPages;
    let done = 0;
    const pages: Promise<Page>[] = [];
    let ocrPages = 0;
    let partial = false;
    const codes: PageCode[] = [];
    // By page index: OCR pages finish in any order, and their problems are reported in page order.
    const qrProblems: (ReadProblem | undefined)[] = [];
    let qrPages = 0;
    // Once a page fails the reading has failed: no further page is rendered or read and no progress is
    // reported, though pages already with OCR run to their end (their words are not used).
    let failure: { err: unknown } | undefined;
    const fail = (err: unknown) => void (failure ??= { err });
    const progress = () => {
      if (!failure) opts.onPage?.(++done, total);
    };
    for (let i = 1; i <= total && !failure; i++) {
      budget.check();
      budget.startPart(`page ${i} of the PDF`);
      const page = await doc.getPage(i);
      const text = await pageWords(page, budget);
      if (usableTextLayer(text.words)) {
        // Rendering is what makes a text page slow: only where the words point to an e-invoice QR.
        if (qrPages < QR_TEXT_PAGES && !codes.some((c) => signedQrData(c.text)) && suggestsSignedQr(text.words)) {
          qrPages++;
          // A quick reading is what an upload waits for: it leaves the code to the full reading, and
          // says it is partial so that the full reading happens instead of reusing this one.
          if (opts.quick) partial = true;
          else
            codes.push(
              ...(await pdfPageQrCodes(page, i - 1, budget).catch((err: unknown) => {
                qrProblems[i - 1] = qrSearchFailed(i - 1, err);
                return [];
              })),
            );
        }
        page.cleanup();
        pages.push(
          Promise.resolve({
            index: i - 1,
            width: text.width,
            height: text.height,
            words: text.words,
            ocr: false,
            rotation: 0,
          }),
        );
        progress();
        continue;
      }
      if (opts.quick && ocrPages >= QUICK_PAGES) {
        // A quick reading OCRs only the first scanned page; the rest waits for the full reading.
        partial = true;
        page.cleanup();
        pages.push(
          Promise.resolve({ index: i - 1, width: text.width, height: text.height, words: [], ocr: true, rotation: 0 }),
        );
        progress();
        continue;
      }
      ocrPages++;
      if (opts.quick) partial = true;
      // Rendering is sequential (one pdfjs document); recognition runs in parallel on the worker pool,
      // and a page is rendered only once a picture slot is free.
      let slotTaken!: () => void;
      const taken = new Promise<void>((resolve) => (slotTaken = resolve));
      const recognized = withPictureSlot(opts.ocr, async () => {
        // This page waited for its slot while another failed: it would be read for nothing. It fails
        // with that page's error, so the reading reports the one cause whichever page it looks at first.
        if (failure) {
          page.cleanup();
          slotTaken();
          throw failure.err;
        }
        try {
          let rendered;
          try {
            rendered = await renderPage(page, budget, opts.quick ? (opts.ocr.quickWidth ?? QUICK_WIDTH) : undefined);
          } finally {
            page.cleanup();
            slotTaken();
          }
          return await usingPicture(
            rendered.canvas,
            async (canvas) => {
              const read = await recognizeUpright(opts.ocr, canvas, opts.quick);
              const found = opts.quick
                ? undefined
                : pictureCodes(canvas, i - 1, read.result.words, read.rotation, rendered.scale);
              return { read, found, unit: rendered.scale };
            },
            (canvas) => releaseCharged(budget, canvas),
          );
        } catch (err) {
          // Known before the slot passes on, so that the page waiting for it is not rendered.
          fail(err);
          throw err;
        }
      });
      const recognizedPage = recognized.then(({ read: { result, rotation, width, height, scale }, found, unit }) => {
        if (found) {
          codes.push(...found.codes);
          if (found.problem) qrProblems[i - 1] = found.problem;
        }
        progress();
        const s = scale * unit;
        return {
          index: i - 1,
          width: width / s,
          height: height / s,
          words: scaled(deskew(result.words, result.skew), s),
          ocr: true,
          rotation,
        };
      });
      // Its failure is the reading's, reported by Promise.all below; meanwhile it must not count as
      // unhandled, and the pages after it are not worth rendering.
      recognizedPage.catch(fail);
      pages.push(recognizedPage);
      // The next page is rendered after this one: pdfjs renders one page of a document at a time.
      await taken;
    }
    const all = await Promise.all(pages);
    const layout: Layout = { format, pageCount: total, pages: all, ocrUsed: all.some((p) => p.ocr) };
    if (partial) layout.partial = true;
    budget.startPart("the files attached to the PDF");
    const { files, damaged } = await attachments(doc);
    const embedded: Record<string, string> = {};
    for (const [name, content] of Object.entries(files)) {
      if (/\.xml$/i.test(name) && content.byteLength < 5_000_000)
        embedded[name] = Buffer.from(content).toString("utf8");
    }
    if (Object.keys(embedded).length > 0) layout.embedded = embedded;
    if (codes.length) layout.codes = codes.sort((a, b) => a.page - b.page);
    // A failed search matters only while no page gave the e-invoice's code: one code is all it has.
    const eInvoiceCode = codes.some((c) => signedQrData(c.text));
    const problems = [
      ...(eInvoiceCode ? [] : qrProblems.filter((p): p is ReadProblem => p !== undefined)),
      // Without a name (the list of attached files is unreadable) an e-invoice file may be among them.
      ...damaged
        .filter((d) => d.name === undefined || mayCarryInvoiceData(d.name))
        .map(({ message }): ReadProblem => ({ part: "attachment", message })),
    ];
    if (problems.length) layout.problems = problems;
    return layout;
  } finally {
    await closePdf(doc);
  }
}
