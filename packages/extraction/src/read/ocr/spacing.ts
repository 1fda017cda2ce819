// Spaces the recogniser did not read. PP-OCR's recognition model (trained mostly on Chinese, which has no
// spaces) often runs narrowly spaced Latin words together ("PioneerHardwareStores"); the picture still
// shows the gap. Where two characters read one after the other have a run of blank columns between
// them as wide as a space of the line's type, a space is put in.
import type { CtcChar } from "./ctc.ts";

/** The columns of a line's picture with no ink, and the height of its ink, in pixels. */
export interface InkColumns {
  blank: Uint8Array;
  inkHeight: number;
}

/**
 * Ink and paper of a line's picture (one gray plane, `width` × `height`, darker is lower): a pixel is ink
 * where it is nearer the line's darkest tenth than its lightest half.
 */
export function inkColumns(plane: Float32Array, width: number, height: number): InkColumns {
  const sorted = Float32Array.from(plane.subarray(0, width * height)).sort();
  const ink = sorted[Math.floor(sorted.length * 0.05)]!;
  const paper = sorted[Math.floor(sorted.length * 0.6)]!;
  const blank = new Uint8Array(width).fill(1);
  const inkRows = new Uint8Array(height);
  // A line without contrast has no ink to tell gaps by.
  if (paper - ink < 0.2) return { blank: new Uint8Array(width), inkHeight: 0 };
  const threshold = (ink + paper) / 2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (plane[y * width + x]! < threshold) {
        blank[x] = 0;
        inkRows[y] = 1;
      }
  let top = 0;
  let bottom = height - 1;
  while (top < height && !inkRows[top]) top++;
  while (bottom > top && !inkRows[bottom]) bottom--;
  return { blank, inkHeight: Math.max(0, bottom - top + 1) };
}

/**
 * Whether a word may start between these two characters: a letter after a letter or after a comma,
 * semicolon, colon or closing bracket. Never within a number, a date or a code, whose narrow digits
 * ("1") stand as far apart as words do and which a space would break.
 */
function startsWord(prev: string, next: string): boolean {
  return /^\p{L}$/u.test(next) && /^[\p{L},;:)]$/u.test(prev);
}

/** The widest run of blank columns from column `from` to column `to`. */
function widestBlank(blank: Uint8Array, from: number, to: number): number {
  let widest = 0;
  let run = 0;
  for (let x = Math.max(0, from); x < Math.min(blank.length, to); x++) {
    run = blank[x] ? run + 1 : 0;
    widest = Math.max(widest, run);
  }
  return widest;
}

/**
 * The characters with a space put in wherever a word may start between two in a row (startsWord) and
 * they are apart by a blank run of at least
 * `spaceRatio` of the ink's height (a space is about a quarter of the type's height; the gaps between
 * a word's letters are a tenth or less). `stepWidth` is how many columns a time step covers.
 */
export function addMissedSpaces(
  chars: CtcChar[],
  ink: InkColumns,
  opts: { stepWidth: number; spaceRatio: number },
): CtcChar[] {
  const gapAt = (prev: CtcChar, c: CtcChar) => {
    const from = Math.round(((prev.first + prev.last) / 2) * opts.stepWidth);
    const to = Math.round(((c.first + c.last + 1) / 2) * opts.stepWidth);
    return widestBlank(ink.blank, from, to);
  };
  const usual = letterGap(chars, gapAt);
  // Only letters set apart by a fifth of their height or more: running text keeps the plain rule.
  const tracked = usual >= ink.inkHeight * 0.2 ? TRACKED * usual : 0;
  const minGap = Math.max(2, ink.inkHeight * opts.spaceRatio, tracked);
  const out: CtcChar[] = [];
  for (const c of chars) {
    const prev = out[out.length - 1];
    if (prev && startsWord(prev.char, c.char) && gapAt(prev, c) >= minGap)
      out.push({ char: " ", first: prev.last, last: prev.last, prob: Math.min(prev.prob, c.prob) });
    out.push(c);
  }
  return out;
}

/**
 * How far a word's space must stand beyond the line's usual gap between letters: a heading set with
 * wide letter spacing ("N E W  A N U R A G") has gaps between its letters as wide as a space of its type.
 */
const TRACKED = 1.8;

/** The line's usual blank run between two letters read in a row (the median): most pairs are within words. */
function letterGap(chars: CtcChar[], gapAt: (a: CtcChar, b: CtcChar) => number): number {
  const gaps: number[] = [];
  for (let i = 1; i < chars.length; i++)
    if (startsWord(chars[i - 1]!.char, chars[i]!.char)) gaps.push(gapAt(chars[i - 1]!, chars[i]!));
  if (gaps.length < 3) return 0;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}
