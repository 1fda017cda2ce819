import type { ReadBudget } from "./budget.ts";
import { usingPicture } from "./image.ts";
import { attachments, closePdf, openPdf, pageWords, releaseCharged, renderPage } from "./pdf.ts";
import { signedQrData, suggestsSignedQr } from "./e-invoice-qr.ts";
import { pdfPageQrCodes } from "./pdf-qr.ts";
import { mayCarryInvoiceData, pictureCodes, qrSearchFailed } from "./page-codes.ts";
import { garbledTextLayer } from "./garbled-text.ts";
import { ocrPage, usableTextLayer } from "./page-words.ts";
import { withPictureSlot } from "./picture-slots.ts";
import type { ReadOptions } from "./read-options.ts";
import { QUICK_WIDTH, recognizeUpright } from "./upright.ts";
import type { Layout, Page, PageCode, ReadProblem } from "../types.ts";

/**
 * Text pages rendered at most per document to look for an e-invoice QR code: the code is on an
 * invoice's first page, and a register listing many IRNs must not have every page rendered.
 */
const QR_TEXT_PAGES = 3;
/** Scanned pages a quick reading OCRs; the rest waits for the full reading. */
const QUICK_PAGES = 1;

type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;
type PageText = Awaited<ReturnType<typeof pageWords>>;

/** Words with positions for every page of a PDF: its text layer where usable, OCR elsewhere. */
export async function readPdf(bytes: Uint8Array, opts: ReadOptions, budget: ReadBudget): Promise<Layout> {
  budget.startPart("opening the PDF");
  const doc = await openPdf(bytes, budget, opts.passwords);
  try {
    const reading = new PdfReading(doc.numPages, opts, budget);
    for (let i = 1; i <= doc.numPages && !reading.failure; i++)
      await reading.readPage(await openPage(doc, i, budget), i - 1);
    const pages = await Promise.all(reading.pages);
    budget.startPart("the files attached to the PDF");
    return reading.layout(pages, await attachments(doc));
  } finally {
    await closePdf(doc);
  }
}

async function openPage(doc: PdfDocument, i: number, budget: ReadBudget): Promise<PdfPage> {
  budget.check();
  budget.startPart(`page ${i} of the PDF`);
  return doc.getPage(i);
}

/** The state of one PDF's reading: pages in hand or on their way, QR codes, problems, the first failure. */
class PdfReading {
  readonly pages: Promise<Page>[] = [];
  /**
   * Once a page fails the reading has failed: no further page is rendered or read and no progress is
   * reported, though pages already with OCR run to their end (their words are not used).
   */
  failure: { err: unknown } | undefined;
  private done = 0;
  private ocrPages = 0;
  private qrPages = 0;
  private partial = false;
  private readonly codes: PageCode[] = [];
  /** By page index: OCR pages finish in any order, and their problems are reported in page order. */
  private readonly qrProblems: (ReadProblem | undefined)[] = [];

  private readonly total: number;
  private readonly opts: ReadOptions;
  private readonly budget: ReadBudget;

  constructor(total: number, opts: ReadOptions, budget: ReadBudget) {
    this.total = total;
    this.opts = opts;
    this.budget = budget;
  }

  /** Reads the page at `index` (from 0); resolves once the next page may be rendered. */
  async readPage(page: PdfPage, index: number): Promise<void> {
    const text = await pageWords(page, this.budget);
    // A text layer whose font spells its glyphs wrongly is read like a scan.
    if (usableTextLayer(text.words) && !garbledTextLayer(text.words)) return this.textPage(page, index, text);
    if (this.opts.quick && this.ocrPages >= QUICK_PAGES) return this.deferredPage(page, index, text);
    return this.scannedPage(page, index);
  }

  private readonly fail = (err: unknown) => void (this.failure ??= { err });

  private progress(): void {
    if (!this.failure) this.opts.onPage?.(++this.done, this.total);
  }

  private async textPage(page: PdfPage, index: number, text: PageText): Promise<void> {
    // Rendering is what makes a text page slow: only where the words point to an e-invoice QR.
    if (this.qrPages < QR_TEXT_PAGES && !this.codes.some((c) => signedQrData(c.text)) && suggestsSignedQr(text.words)) {
      this.qrPages++;
      // A quick reading is what an upload waits for: it leaves the code to the full reading, and
      // says it is partial so that the full reading happens instead of reusing this one.
      if (this.opts.quick) this.partial = true;
      else
        this.codes.push(
          ...(await pdfPageQrCodes(page, index, this.budget).catch((err: unknown) => {
            this.qrProblems[index] = qrSearchFailed(index, err);
            return [];
          })),
        );
    }
    page.cleanup();
    const { width, height, words } = text;
    this.pages.push(Promise.resolve({ index, width, height, words, ocr: false, rotation: 0 }));
    this.progress();
  }

  /** A quick reading OCRs only the first scanned pages; the rest waits for the full reading. */
  private deferredPage(page: PdfPage, index: number, text: PageText): void {
    this.partial = true;
    page.cleanup();
    this.pages.push(
      Promise.resolve({ index, width: text.width, height: text.height, words: [], ocr: true, rotation: 0 }),
    );
    this.progress();
  }

  /**
   * Rendering is sequential (one pdfjs document); recognition runs in parallel on the worker pool,
   * and a page is rendered only once a picture slot is free. Resolves once this page is rendered.
   */
  private async scannedPage(page: PdfPage, index: number): Promise<void> {
    this.ocrPages++;
    if (this.opts.quick) this.partial = true;
    let slotTaken!: () => void;
    const taken = new Promise<void>((resolve) => (slotTaken = resolve));
    const recognized = withPictureSlot(this.opts.ocr, () => this.recognize(page, index, slotTaken));
    const recognizedPage = recognized.then(({ read, found, unit }) => {
      if (found) {
        this.codes.push(...found.codes);
        if (found.problem) this.qrProblems[index] = found.problem;
      }
      this.progress();
      return ocrPage(index, read, unit);
    });
    // Its failure is the reading's, reported by Promise.all; meanwhile it must not count as
    // unhandled, and the pages after it are not worth rendering.
    recognizedPage.catch(this.fail);
    this.pages.push(recognizedPage);
    // The next page is rendered after this one: pdfjs renders one page of a document at a time.
    await taken;
  }

  /** Renders a page once it holds a picture slot, and reads it upright (and its QR codes). */
  private async recognize(page: PdfPage, index: number, slotTaken: () => void) {
    // This page waited for its slot while another failed: it would be read for nothing. It fails
    // with that page's error, so the reading reports the one cause whichever page it looks at first.
    if (this.failure) {
      page.cleanup();
      slotTaken();
      throw this.failure.err;
    }
    const { opts, budget } = this;
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
            : pictureCodes(canvas, index, read.result.words, read.rotation, rendered.scale);
          return { read, found, unit: rendered.scale };
        },
        (canvas) => releaseCharged(budget, canvas),
      );
    } catch (err) {
      // Known before the slot passes on, so that the page waiting for it is not rendered.
      this.fail(err);
      throw err;
    }
  }

  /** The document's layout from its pages, its attached e-invoice XML, QR codes and problems. */
  layout(pages: Page[], { files, damaged }: Awaited<ReturnType<typeof attachments>>): Layout {
    const layout: Layout = { format: "PDF", pageCount: this.total, pages, ocrUsed: pages.some((p) => p.ocr) };
    if (this.partial) layout.partial = true;
    const embedded: Record<string, string> = {};
    for (const [name, content] of Object.entries(files)) {
      if (/\.xml$/i.test(name) && content.byteLength < 5_000_000)
        embedded[name] = Buffer.from(content).toString("utf8");
    }
    if (Object.keys(embedded).length > 0) layout.embedded = embedded;
    const codes = this.codes;
    if (codes.length) layout.codes = codes.sort((a, b) => a.page - b.page);
    // A failed search matters only while no page gave the e-invoice's code: one code is all it has.
    const eInvoiceCode = codes.some((c) => signedQrData(c.text));
    const problems = [
      ...(eInvoiceCode ? [] : this.qrProblems.filter((p): p is ReadProblem => p !== undefined)),
      // Without a name (the list of attached files is unreadable) an e-invoice file may be among them.
      ...damaged
        .filter((d) => d.name === undefined || mayCarryInvoiceData(d.name))
        .map(({ message }): ReadProblem => ({ part: "attachment", message })),
    ];
    if (problems.length) layout.problems = problems;
    return layout;
  }
}
