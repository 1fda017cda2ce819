import { AsyncLocalStorage } from "node:async_hooks";
import { DocumentError } from "../types.ts";

/** What reading one document may cost in memory; a document that needs more fails as `over_budget`. */
export interface ReadLimits {
  /**
   * Bytes pdfjs's decoders may allocate for one part of a document: opening it (its cross-reference and
   * object streams), one page (its content, fonts and images, JPEG coefficients), its attached files. A
   * flate bomb stops there instead of at the machine's memory. Per part, not for the whole document: a
   * scanned statement of twenty pages decodes a gigabyte of JPEG coefficients over its reading, but never
   * holds more than one page's 50 MB.
   */
  maxDecodedBytes: number;
  /**
   * Pixels a page is rendered at, at most: a larger page (a MediaBox of a thousand inches) is rendered
   * smaller. The layers pdfjs paints a page through count too: a document never holds more than twice
   * this in pictures at once.
   */
  maxRenderPixels: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = { maxDecodedBytes: 256 * 2 ** 20, maxRenderPixels: 40_000_000 };

/**
 * What checking an upload may decode, in a process that only opens documents (the files service, whose
 * pods have 512 MiB): opening any of 478 corpus documents decoded 0.06 MiB at most, where an object-stream
 * bomb allowed 256 MiB took a process to 395 MB.
 */
export const DEFAULT_INSPECT_LIMITS: ReadLimits = { ...DEFAULT_READ_LIMITS, maxDecodedBytes: 32 * 2 ** 20 };

/**
 * Text a document's text layer may give. A dense page holds 2,000–8,000 words and a 500-page statement
 * some 300,000; the text of a page whose content repeats text-showing operators (or forms that paint
 * forms) has no bound but these, and each word costs about 200 bytes of heap.
 */
export const TEXT_LIMITS = { pageWords: 20_000, documentWords: 500_000, pageCharacters: 400_000 } as const;

/** Pages that render a picture of this many pictures at once: a page, and as much again in layers. */
const LAYERS = 2;

const MiB = 2 ** 20;
const size = (bytes: number) => (bytes >= MiB ? `${Math.round(bytes / MiB)} MiB` : `${bytes} bytes`);
const count = (n: number) => n.toLocaleString("en");

/**
 * What one document's reading has spent against its limits. Decoders and canvases far inside pdfjs
 * find the budget of the document they work for through `ReadBudget.current()`; pdfjs catches errors
 * from them and goes on with what it has, so the first limit passed is kept, every later allocation
 * fails with it, and the reader checks it after each call into pdfjs.
 */
export class ReadBudget {
  private static readonly storage = new AsyncLocalStorage<ReadBudget>();
  readonly limits: ReadLimits;
  private decoded = 0;
  /** What is being decoded, for the message: "opening the PDF", "page 3 of the PDF"... */
  private part = "the PDF";
  private pixels = 0;
  private words = 0;
  private passed: DocumentError | undefined;

  constructor(limits: Partial<ReadLimits> = {}) {
    this.limits = { ...DEFAULT_READ_LIMITS, ...limits };
  }

  /** The budget of the reading this code runs for, if any. */
  static current(): ReadBudget | undefined {
    return ReadBudget.storage.getStore();
  }

  /** Runs a reading under this budget: all it starts, pdfjs's work included, is charged to it. */
  run<T>(read: () => Promise<T>): Promise<T> {
    return ReadBudget.storage.run(this, read);
  }

  /** The limit passed, if one was. */
  get exceeded(): DocumentError | undefined {
    return this.passed;
  }

  /** Throws the limit passed, if any. */
  check(): void {
    if (this.passed) throw this.passed;
  }

  /** From now on decoders work for `part` ("page 3 of the PDF"), which has its own allowance. */
  startPart(part: string): void {
    this.part = part;
    this.decoded = 0;
  }

  /** A decoder is about to allocate `bytes` more. */
  decode(bytes: number): void {
    this.check();
    this.decoded += bytes;
    const max = this.limits.maxDecodedBytes;
    if (this.decoded > max) this.fail(`${this.part} decodes to more than the ${size(max)} allowed`);
  }

  /** Pixels a page's picture may have: the page may be rendered at most this large. */
  get pagePixels(): number {
    return this.limits.maxRenderPixels;
  }

  /** A picture of `pixels` is about to be made; `give` them back when it is gone. */
  takePixels(pixels: number): void {
    this.check();
    const max = this.limits.maxRenderPixels * LAYERS;
    if (this.pixels + pixels > max)
      this.fail(`the PDF's pages need more than the ${count(max)} pixels of pictures allowed at once`);
    this.pixels += pixels;
  }

  givePixels(pixels: number): void {
    this.pixels = Math.max(0, this.pixels - pixels);
  }

  /** Page `page` (from 1) has given `words` words in `characters` characters of text so far. */
  countText(page: number, words: number, characters: number): void {
    this.check();
    if (words > TEXT_LIMITS.pageWords)
      this.fail(`page ${page} of the PDF holds more than the ${count(TEXT_LIMITS.pageWords)} words allowed on a page`);
    if (characters > TEXT_LIMITS.pageCharacters)
      this.fail(
        `page ${page} of the PDF holds more than the ${count(TEXT_LIMITS.pageCharacters)} characters allowed on a page`,
      );
    if (this.words + words > TEXT_LIMITS.documentWords)
      this.fail(`the PDF holds more than the ${count(TEXT_LIMITS.documentWords)} words allowed in a document`);
  }

  /** A page's words are kept: they count against the document's. */
  keepWords(words: number): void {
    this.words += words;
  }

  private fail(message: string): never {
    this.passed ??= new DocumentError("over_budget", message);
    throw this.passed;
  }
}
