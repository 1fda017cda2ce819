import { availableParallelism } from "node:os";
import type { Word } from "../types.ts";
import {
  DEFAULT_OCR_ENGINE,
  DEFAULT_OCR_FALLBACK,
  DEFAULT_OCR_FALLBACK_BELOW,
  DEFAULT_OCR_CONSULT_BELOW,
  DEFAULT_OCR_PAGE_LANGUAGES,
  PADDLE_LANGUAGES,
  type OcrEngineName,
  type OcrFallbackName,
  type OcrLanguage,
  type OcrPageLanguage,
} from "./ocr/options.ts";
import { isDevanagari, mergeScripts, unsureWords, MIN_HEADLINED } from "./ocr/devanagari.ts";
import { decodeGray } from "./ocr/gray.ts";
import { createPaddleEngine } from "./ocr/paddle.ts";
import { packagedModels } from "./ocr/ppocr.ts";
import { createTesseractEngine } from "./ocr/tesseract.ts";

export { LANG_PATH } from "./ocr/tesseract.ts";

export interface OcrResult {
  words: Word[];
  /** Mean word confidence, 0–1. */
  confidence: number;
  /** Median slope of the text lines, in radians (positive: lines fall to the right). */
  skew: number;
  /** The reading stopped before the page's last line, the words read being enough (RecognizeOptions.untilTyped). */
  stopped?: boolean;
  /**
   * The engine found the picture upside down and read it turned by 180 degrees: the words stand on the
   * turned picture.
   */
  turned?: 180;
  /**
   * Other readings of the same picture: another engine's, made because this one was unsure of itself;
   * the page's language's, made because this reading showed a language other than English.
   */
  alternates?: OcrResult[];
  /** This reading was sure of itself: its alternates only fill the key fields it lacks (Page.sure). */
  sure?: boolean;
}

export interface RecognizeOptions {
  /**
   * The upload's quick reading: the engine may stop once the words read settle the document's type
   * (PP-OCR does; tesseract reads the whole picture at once).
   */
  untilTyped?: boolean;
  /**
   * One of several pictures of a page tried (its orientations): the engine's own reading only, without
   * the second readings (another engine's, the page's language's) that only the picture kept needs.
   */
  firstOnly?: boolean;
}

/** OCR workers (threads of their own); a page waits for a free one. */
export interface OcrEngine {
  /** An encoded picture: PGM (what prepareForOcr makes), PNG or JPEG. */
  recognize(image: Buffer, opts?: RecognizeOptions): Promise<OcrResult>;
  readonly workers: number;
  /**
   * Pixels across the long side of a quick reading's picture, where the engine needs other than the
   * reading's default: PP-OCR types photos as well from fewer.
   */
  readonly quickWidth?: number;
  terminate(): Promise<void>;
}

/** An engine that reads on a pool of workers of its own. */
export interface PooledEngine extends OcrEngine {
  /** Workers started and not yet ended. */
  readonly alive: number;
  /** Starts the workers kept (OcrEngineOptions.kept); rejects with the first that failed to start. */
  warm(): Promise<void>;
}

export interface OcrEngineOptions {
  /** `auto`: PP-OCR where every language is one it reads, tesseract otherwise. Default: DEFAULT_OCR_ENGINE. */
  engine?: OcrEngineName;
  /** Languages the pages are in; tesseract reads them all at once. Default: English. */
  languages?: readonly OcrLanguage[];
  /** Pages read at once, each on a worker of its own. Default (or 0): one per core. */
  workers?: number;
  /** A worker idle this long ends. */
  idleMs?: number;
  /** Workers that warm() starts and that do not end when idle. Default: none. */
  kept?: number;
  /** PP-OCR: threads each worker reads a page with. Default (or 0): the cores shared among the workers. */
  threads?: number;
  /** PP-OCR: pixels across the long side of the picture its text detection reads. Default (or 0): DEFAULT_DETECTION_SIZE. */
  detectionSize?: number;
  /**
   * PP-OCR: the module exporting `typeSettled` (an EnoughWords, run on the OCR threads), which ends a
   * reading untilTyped once the words read settle the type; none: such readings read every line. The
   * package's entry point names documents/detect/settled.ts.
   */
  typeSettled?: URL;
  /**
   * tesseract: clear the page's rules across before reading it (read/ocr/rules.ts). Off by default: the
   * generated scans read better, real scans and photos no better (figures in docs/ocr.md).
   */
  clearRules?: boolean;
  /**
   * PP-OCR: read a photographed page in perspective flattened (read/flatten.ts), its words boxed on the
   * photo. Off by default.
   */
  flatten?: boolean;
}

/**
 * A worker idle this long ends. Each holds tens of MB to over a hundred (models, and WebAssembly memory
 * that only grows), so a burst of scans would otherwise leave a process that mostly reads digital PDFs
 * that much larger.
 */
const DEFAULT_IDLE_MS = 60_000;
/** Large enough for the small print of a phone photo's line items; measured in `pnpm bench extraction`. */
export const DEFAULT_DETECTION_SIZE = 1280;

/** The engine `auto` stands for, given the languages. */
export function resolveEngine(engine: OcrEngineName, languages: readonly OcrLanguage[]): "tesseract" | "paddle" {
  if (engine !== "auto") return engine;
  return languages.every((l) => PADDLE_LANGUAGES.includes(l)) ? "paddle" : "tesseract";
}

/**
 * Nothing starts until the first page (or warm(), for the workers kept): a deployment that never sees a
 * scan never pays for OCR.
 */
export async function createOcrEngine(opts: OcrEngineOptions = {}): Promise<PooledEngine> {
  const languages = opts.languages?.length ? opts.languages : (["eng"] as const);
  const workers = Math.max(1, opts.workers || availableParallelism());
  const idleMs = opts.idleMs ?? DEFAULT_IDLE_MS;
  if (resolveEngine(opts.engine ?? DEFAULT_OCR_ENGINE, languages) === "tesseract")
    return createTesseractEngine({ workers, idleMs, kept: opts.kept ?? 0, languages, clearRules: opts.clearRules });
  const threads = Math.max(1, opts.threads || Math.floor(availableParallelism() / workers));
  const detectionSize = opts.detectionSize || DEFAULT_DETECTION_SIZE;
  return createPaddleEngine({
    workers,
    idleMs,
    kept: opts.kept ?? 0,
    models: packagedModels(),
    options: { threads, detectionSize, ...(opts.flatten ? { flatten: true } : {}) },
    typeSettled: opts.typeSettled,
  });
}

/** How long a process's readiness waits on its kept OCR workers' start (their models load in seconds). */
export const WARM_READY_LIMIT_MS = 60_000;

/** A process's OCR engines: its readings', and its quick readings' where another engine reads those. */
export interface OcrEngines {
  ocr: OcrEngine;
  quickOcr?: OcrEngine;
  /**
   * Starts the quick readings' engine's workers kept (OcrEnginesOptions.quickKept); a process reports
   * ready once this has settled, or after WARM_READY_LIMIT_MS.
   */
  warm(): Promise<void>;
  terminate(): Promise<void>;
}

/** `first` with `more` after its other readings, where `more` read any words. */
function withAlternate(first: OcrResult, more: OcrResult): OcrResult {
  if (more.words.length === 0) return first;
  const { alternates: _, sure: __, ...reading } = more;
  return { ...first, alternates: [...(first.alternates ?? []), reading] };
}

/**
 * An engine that reads each picture with `primary` and, where that reading's mean confidence is under
 * `below`, again with `fallback`, whose reading comes with the first among its `alternates` (not for the
 * upload's quick reading, which types the document from the first reading's words). Which of the
 * readings to keep is for extraction to say (the one it reads more fields from): two engines' confidences
 * do not compare, and one engine splits or garbles the figures the other reads whole. The fallback
 * belongs to its caller, who ends it.
 */
export function withFallback(primary: OcrEngine, fallback: OcrEngine, below: number, consultBelow = below): OcrEngine {
  return {
    workers: primary.workers,
    ...(primary.quickWidth !== undefined ? { quickWidth: primary.quickWidth } : {}),
    async recognize(image, opts) {
      const first = await primary.recognize(image, opts);
      // A quick reading only types the document, from its own words: a second one would go unread.
      if (first.confidence >= Math.max(below, consultBelow) || opts?.untilTyped || opts?.firstOnly) return first;
      const second = await fallback.recognize(image, opts);
      // A reading of the picture turned stands elsewhere than the first one's words: the caller's turned
      // retries read that page.
      if (second.turned) return first;
      const both = withAlternate(first, second);
      return first.confidence >= below && both !== first ? { ...both, sure: true } : both;
    },
    terminate: () => primary.terminate(),
  };
}

/** The language a reading's words are in, where it is one of the vocabulary's (documents/common/language.ts). */
export type LanguageOf = (texts: readonly string[]) => OcrLanguage | undefined;

/**
 * Whether an English reading's words stand on Devanagari print (ocr/devanagari.ts): the picture is looked
 * at only where the reading has enough unsure words to be one.
 */
async function devanagariPage(image: Buffer, words: readonly Word[]): Promise<boolean> {
  if (unsureWords(words).length < MIN_HEADLINED) return false;
  return isDevanagari(await decodeGray(image), words);
}

/**
 * The language a first reading shows its page in: a Latin-script one its words tell (`languageOf`), else
 * Hindi where its picture shows Devanagari and a reader reads Hindi.
 */
async function languageShown(
  image: Buffer,
  first: OcrResult,
  readers: ReadonlyMap<OcrLanguage, OcrEngine>,
  languageOf: LanguageOf,
): Promise<OcrLanguage | undefined> {
  const lang = languageOf(first.words.map((w) => w.text));
  if (lang !== undefined || !readers.has("hin")) return lang;
  return (await devanagariPage(image, first.words)) ? "hin" : undefined;
}

/**
 * An engine that reads each picture with `primary` and, where the words read are in a language one of
 * `readers` reads (a German page read with English data: its labels and function words come through,
 * its umlauts do not), again with that reader, whose reading takes the first's place; the first's
 * other readings stay. The English reading is not kept beside it: where both fill as many fields, the
 * reading in the page's language was right more often, and one that fills more is no better for it
 * (generated scans' invoice F1 0.772 without it, 0.763 with). A Devanagari page takes only its
 * Devanagari words from the Hindi reading, the English reading's elsewhere (mergeScripts): Hindi's model
 * garbles Latin print more. Not for the upload's quick reading. The readers belong to the caller, who ends them.
 */
export function withPageLanguage(
  primary: OcrEngine,
  readers: ReadonlyMap<OcrLanguage, OcrEngine>,
  languageOf: LanguageOf,
): OcrEngine {
  return {
    workers: primary.workers,
    ...(primary.quickWidth !== undefined ? { quickWidth: primary.quickWidth } : {}),
    async recognize(image, opts) {
      const first = await primary.recognize(image, opts);
      // A first reading of the picture turned stands elsewhere than the reader's would.
      if (opts?.untilTyped || opts?.firstOnly || first.turned) return first;
      const lang = await languageShown(image, first, readers, languageOf);
      const reader = lang === undefined ? undefined : readers.get(lang);
      if (!reader) return first;
      const { alternates: _, ...own } = await reader.recognize(image);
      if (own.words.length === 0) return first;
      if (lang === "hin") return { ...first, words: mergeScripts(first.words, own.words) };
      return {
        ...own,
        ...(first.alternates ? { alternates: first.alternates } : {}),
        ...(first.sure ? { sure: true } : {}),
      };
    },
    terminate: () => primary.terminate(),
  };
}

export interface OcrEnginesOptions extends OcrEngineOptions {
  /** The engine of the upload's quick readings, where another. */
  quickEngine?: OcrEngineName;
  /**
   * Workers of the quick readings' engine that warm() starts and that do not end when idle: an upload of
   * scans after a quiet spell is typed as fast as the next one. Default: none.
   */
  quickKept?: number;
  /** The engine that reads again a page `engine` read unsure of itself. Default: DEFAULT_OCR_FALLBACK. */
  fallback?: OcrFallbackName;
  /** The mean word confidence under which the fallback reads the page. Default: DEFAULT_OCR_FALLBACK_BELOW. */
  fallbackBelow?: number;
  /**
   * The mean word confidence under which the fallback reads a page read sure of itself, to fill its key
   * fields only. Default: DEFAULT_OCR_CONSULT_BELOW.
   */
  consultBelow?: number;
  /**
   * Languages a page is read again in where its first reading shows it is in one (and `languages` lacks
   * it). Default: DEFAULT_OCR_PAGE_LANGUAGES.
   */
  pageLanguages?: readonly OcrPageLanguage[];
  /** Tells a reading's language; without it, no page is read again in its language. */
  languageOf?: LanguageOf;
}

/**
 * A tesseract engine for each page language that `options.languages` does not read already, reading it
 * with those: a German page's English words and figures read as well as before.
 */
async function pageReaders(
  pageLanguages: readonly OcrPageLanguage[],
  options: OcrEngineOptions,
): Promise<Map<OcrLanguage, OcrEngine>> {
  const languages = options.languages?.length ? options.languages : (["eng"] as const);
  const readers = new Map<OcrLanguage, OcrEngine>();
  for (const lang of pageLanguages.filter((l) => !languages.includes(l)))
    readers.set(lang, await createOcrEngine({ ...options, engine: "tesseract", languages: [lang, ...languages] }));
  return readers;
}

/**
 * The engines for `engine` and, for the upload's quick reading, `quickEngine`: one engine where both
 * come to the same. Full readings fall back to `fallback` where it is another engine that reads the
 * languages asked for; it is the quick readings' engine where that is the same. Given `languageOf`, a
 * page whose first reading is in one of `pageLanguages` is read again in it. None starts before its
 * first page, so a detector never starts the others.
 */
export async function createOcrEngines(opts: OcrEnginesOptions): Promise<OcrEngines> {
  const {
    quickEngine,
    quickKept = 0,
    fallback = DEFAULT_OCR_FALLBACK,
    fallbackBelow = DEFAULT_OCR_FALLBACK_BELOW,
    consultBelow = DEFAULT_OCR_CONSULT_BELOW,
  } = opts;
  const { pageLanguages = DEFAULT_OCR_PAGE_LANGUAGES, languageOf, ...options } = opts;
  const languages = options.languages?.length ? options.languages : (["eng"] as const);
  const main = resolveEngine(options.engine ?? DEFAULT_OCR_ENGINE, languages);
  const quick = quickEngine !== undefined ? resolveEngine(quickEngine, languages) : main;
  const primary = await createOcrEngine({ ...options, kept: quick === main ? quickKept : 0 });
  const quickOcr = quick !== main ? await createOcrEngine({ ...options, engine: quick, kept: quickKept }) : undefined;
  // PP-OCR's alphabet lacks the accents and scripts of the other languages: it falls back for English only.
  const readable = fallback === "tesseract" || languages.every((l) => PADDLE_LANGUAGES.includes(l));
  const second = fallback === "none" || fallback === main || !readable ? undefined : fallback;
  const own =
    second !== undefined && second !== quick ? await createOcrEngine({ ...options, engine: second }) : undefined;
  const fallbackOcr = second === undefined ? undefined : (own ?? quickOcr ?? primary);
  const readers = languageOf ? await pageReaders(pageLanguages, options) : new Map<OcrLanguage, OcrEngine>();
  // The fallback is asked by the first reading's confidence, as measured; the page's language then reads it.
  const read = fallbackOcr ? withFallback(primary, fallbackOcr, fallbackBelow, consultBelow) : primary;
  return {
    ocr: readers.size && languageOf ? withPageLanguage(read, readers, languageOf) : read,
    ...(quickOcr ? { quickOcr } : {}),
    warm: () => (quickOcr ?? primary).warm(),
    terminate: async () => {
      const all = [primary, quickOcr, own, ...readers.values()];
      await Promise.all(all.map((e) => e?.terminate()));
    },
  };
}
