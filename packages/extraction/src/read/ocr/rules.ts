// Ruled lines taken out of a page picture before tesseract reads it. A rule under a row of figures
// touches them (a rule under "2045.61" costs its decimal point, one over a heading its tops), and
// tesseract reads a word run into a rule as noise or not at all (tesseract-ocr/tesseract#1979, #2813;
// OCRmyPDF#316). Only rules across are cleared: rules down part a table's cells, and where they were
// cleared too, the generated held-out scans lost line items (0.53 → 0.34) that read right with them.
import { decodeGray, type Gray } from "./gray.ts";

/** Limits of what counts as a rule, as fractions of the picture it is drawn in. */
export const RULE_LIMITS = {
  /** A rule is at least this share of the picture's width long (OpenCV's line example takes 1/30). */
  minLength: 1 / 20,
  /** And at most this share of the picture's longer side thick (thicker runs are bars, shading, glyphs). */
  maxThickness: 1 / 400,
  /** A pixel is ink where it is darker than this share of its neighbourhood's paper. */
  inkBelow: 0.85,
  /** A rule's run is thin at this share of its pixels at least (the rest: glyphs standing on it). */
  thinShare: 0.8,
  /** The neighbourhood whose paper level is taken, in pixels square. */
  block: 32,
  /** The paper level of a neighbourhood: this quantile of its gray levels. */
  paperQuantile: 0.9,
} as const;

/**
 * The paper's gray level around each block of the picture: a high quantile of the block's levels, so that
 * shadows and uneven light in a photo move it while the ink on the paper does not.
 */
export function paperLevels(gray: Gray, block: number = RULE_LIMITS.block): Uint8Array {
  const bw = Math.ceil(gray.width / block);
  const bh = Math.ceil(gray.height / block);
  const levels = new Uint8Array(bw * bh);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      histogram.fill(0);
      const x1 = Math.min(gray.width, (bx + 1) * block);
      const y1 = Math.min(gray.height, (by + 1) * block);
      for (let y = by * block; y < y1; y++)
        for (let x = bx * block; x < x1; x++) histogram[gray.data[y * gray.width + x]!]!++;
      const wanted = (x1 - bx * block) * (y1 - by * block) * (1 - RULE_LIMITS.paperQuantile);
      let level = 255;
      for (let seen = histogram[255]!; seen < wanted && level > 0; seen += histogram[--level]!);
      levels[by * bw + bx] = level;
    }
  return levels;
}

/**
 * How thick the ink is down each column at each pixel: the length of the unbroken run of ink down the
 * column holding it (255 for any longer), 0 off ink. Only thin runs are told apart, so a byte a pixel
 * will do (a 4000-pixel square page: 16 MB).
 */
export function columnRuns(ink: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let start = 0;
    for (let y = 0; y <= height; y++) {
      if (y < height && ink[y * width + x]) continue;
      const length = Math.min(255, y - start);
      for (let j = start; j < y; j++) out[j * width + x] = length;
      start = y + 1;
    }
  }
  return out;
}

/**
 * How thick the rule a run of ink across a row belongs to is: the median thickness of its thin pixels,
 * where nearly all of them are thin; undefined where the run is no rule (a row through bold type whose
 * letters run together is thick at the letters' stems). A decimal point or a comma standing on the rule
 * is thicker than the rule there.
 */
export function ruleThickness(thickness: Uint8Array, first: number, length: number, thin: number): number | undefined {
  const counts = new Uint32Array(thin + 1);
  let thinPixels = 0;
  for (let i = first; i < first + length; i++)
    if (thickness[i]! <= thin) {
      counts[thickness[i]!]!++;
      thinPixels++;
    }
  if (thinPixels < length * RULE_LIMITS.thinShare) return undefined;
  let seen = 0;
  let median = 1;
  while (seen + counts[median]! < thinPixels / 2) seen += counts[median++]!;
  return median;
}

/**
 * Draws the page's rules across in the paper's colour: runs of ink along a row, a rule's length at least,
 * nearly all thin down, cleared where they are no thicker than the rule. A glyph (or its point) standing
 * on or hanging from a rule is thicker there and keeps its ink. Returns how many pixels were cleared; the
 * picture is changed in place.
 */
export function removeRules(gray: Gray): number {
  const { width, height, data } = gray;
  const block = RULE_LIMITS.block;
  const bw = Math.ceil(width / block);
  const paper = paperLevels(gray, block);
  const paperAt = (i: number) => paper[Math.floor(i / width / block) * bw + Math.floor((i % width) / block)]!;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = data[i]! < paperAt(i) * RULE_LIMITS.inkBelow ? 1 : 0;
  const thickness = columnRuns(ink, width, height);
  const thin = Math.max(3, Math.round(Math.max(width, height) * RULE_LIMITS.maxThickness));
  // A tiny picture's rules are still several times longer than thick.
  const long = Math.max(4 * thin, Math.round(width * RULE_LIMITS.minLength));
  let cleared = 0;
  for (let y = 0; y < height; y++) {
    let start = 0;
    for (let x = 0; x <= width; x++) {
      if (x < width && ink[y * width + x]) continue;
      const first = y * width + start;
      const rule = x - start >= long ? ruleThickness(thickness, first, x - start, thin) : undefined;
      for (let i = first; rule !== undefined && i < y * width + x; i++)
        if (thickness[i]! <= rule + 1) {
          data[i] = paperAt(i);
          cleared++;
        }
      start = x + 1;
    }
  }
  return cleared;
}

/** A binary PGM picture with its rules across taken out; any other picture as it is. */
export async function withoutRules(image: Buffer): Promise<Buffer> {
  if (image[0] !== 0x50 || image[1] !== 0x35) return image;
  const gray = await decodeGray(image);
  if (!removeRules(gray)) return image;
  const header = Buffer.from(`P5\n${gray.width} ${gray.height}\n255\n`, "latin1");
  return Buffer.concat([header, gray.data]);
}
