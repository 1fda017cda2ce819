// Whether a page is printed in Devanagari, told from its picture and an English reading's word boxes: an
// English model reads Devanagari as low-confidence noise ("faaror", "HTATER") whose letters tell nothing,
// but the script itself shows. Devanagari hangs its letters from a headline (shirorekha) drawn across the
// top of the whole word; Latin letters stand apart, so no row near a Latin word's top is dark across it.
import type { Word } from "../../types.ts";
import type { Gray } from "./gray.ts";

/** Words under this confidence are the English reading's guesses at another script. */
export const HEADLINE_BELOW_CONF = 0.7;
/** Boxes shorter than this (pixels) are too coarse to find a line in. */
const MIN_HEIGHT = 8;
/** The headline lies in the top part of a word's box (matras above it take the rest). */
const TOP_SHARE = 0.45;
/** One dark run across at least this share of the box's width, in the three-row band of one row. */
export const MIN_RUN_SHARE = 0.75;
/** A box more inked than this is a bar (a redaction, a filled cell), not print: blurred small print reaches 0.6. */
const MAX_INK_SHARE = 0.7;
/** A box this low in contrast (gray levels between its darkest and lightest tenth) holds no print. */
const MIN_CONTRAST = 48;
/** A page is taken for Devanagari with this many headlined words among the unsure ones, at least. */
export const MIN_HEADLINED = 6;
/**
 * ...and this share of the unsure words: generated Hindi scans and photos 0.35–0.67, real English photos
 * and screenshots (realworld india/, photo/) 0.17 at most (a ruled line across a word, a blot).
 */
export const MIN_HEADLINED_SHARE = 0.25;

/** The gray level between a box's ink and its paper: midway between its darkest and lightest tenth. */
function inkLevel(gray: Gray, x0: number, y0: number, x1: number, y1: number): number | undefined {
  const counts = new Uint32Array(256);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) counts[gray.data[y * gray.width + x]!]!++;
  const total = (x1 - x0) * (y1 - y0);
  let seen = 0;
  let low = -1;
  let high = 255;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (low < 0 && seen >= total * 0.1) low = v;
    if (seen >= total * 0.9) {
      high = v;
      break;
    }
  }
  return high - low < MIN_CONTRAST ? undefined : (low + high) / 2;
}

/** A word's box on the picture, in whole pixels, and the gray level under which a pixel is ink. */
interface Box {
  gray: Gray;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  level: number;
}

/** The longest run of ink along row `y`, a pixel counting as ink where the three rows from it hold some. */
function longestRun(box: Box, y: number): number {
  const { gray, x0, x1, y1, level } = box;
  const dark = (x: number, row: number) => row < y1 && gray.data[row * gray.width + x]! < level;
  let run = 0;
  let longest = 0;
  for (let x = x0; x < x1; x++) {
    run = dark(x, y) || dark(x, y + 1) || dark(x, y + 2) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The share of the box that is ink. */
function inkShare(box: Box): number {
  const { gray, x0, y0, x1, y1, level } = box;
  let ink = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (gray.data[y * gray.width + x]! < level) ink++;
  return ink / ((x1 - x0) * (y1 - y0));
}

/**
 * Whether the word's box carries a headline: in its top part, a band of three rows (a slanted photo's
 * line crosses rows) dark in one run across MIN_RUN_SHARE of its width, and no such run below it, the
 * box mostly paper (a redaction bar, a line struck through or under Latin words is dark lower down too).
 */
export function hasHeadline(gray: Gray, word: Pick<Word, "x0" | "y0" | "x1" | "y1">): boolean {
  const [x0, x1] = [Math.max(0, Math.round(word.x0)), Math.min(gray.width, Math.round(word.x1))];
  const [y0, y1] = [Math.max(0, Math.round(word.y0)), Math.min(gray.height, Math.round(word.y1))];
  if (y1 - y0 < MIN_HEIGHT || x1 - x0 < y1 - y0) return false;
  const level = inkLevel(gray, x0, y0, x1, y1);
  if (level === undefined) return false;
  const box = { gray, x0, y0, x1, y1, level };
  const top = y0 + Math.ceil((y1 - y0) * TOP_SHARE);
  const across = (y: number) => longestRun(box, y) >= (x1 - x0) * MIN_RUN_SHARE;
  const rows = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  if (!rows(y0, top + 1).some(across)) return false;
  return !rows(top + 3, y1).some(across) && inkShare(box) <= MAX_INK_SHARE;
}

/** A reading's unsure words of letters (figures and marks read unsure are no other script's). */
export const unsureWords = (words: readonly Word[]) =>
  words.filter((w) => w.conf < HEADLINE_BELOW_CONF && !/^[\d\W]*$/u.test(w.text));

/** The unsure words of a reading and how many of them carry a headline. */
export function headlineCount(gray: Gray, words: readonly Word[]): { unsure: number; headlined: number } {
  const unsure = unsureWords(words);
  return { unsure: unsure.length, headlined: unsure.filter((w) => hasHeadline(gray, w)).length };
}

/** Whether the English reading's words stand on Devanagari print: enough of its unsure words are headlined. */
export function isDevanagari(gray: Gray, words: readonly Word[]): boolean {
  const { unsure, headlined } = headlineCount(gray, words);
  return headlined >= MIN_HEADLINED && headlined >= unsure * MIN_HEADLINED_SHARE;
}

/** The share of the smaller box that two boxes hold in common. */
function overlap(a: Word, b: Word): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.max(1, Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0)));
}

/** Devanagari's letters and signs, not its danda or digits (which the Hindi model also reads Latin print as). */
const DEVANAGARI_LETTER = /[\u0900-\u0963\u0971-\u097F]/u;

/**
 * One reading of a Devanagari page from two: the Hindi reading's words in Devanagari (the labels), and
 * elsewhere the English reading's words (figures, codes, Latin names: the Hindi model garbles them more,
 * a scan's "B-2512" as "8-252" where English reads "8-2512"), then the Hindi reading's where English read
 * nothing. Generated Hindi scans and photos (cached readings): fields F1 0.298 read in English, 0.451 in
 * Hindi, 0.695 so (0.632 keeping English's words by their confidence instead).
 */
export function mergeScripts(english: readonly Word[], hindi: readonly Word[]): Word[] {
  const labels = hindi.filter((w) => DEVANAGARI_LETTER.test(w.text));
  const latin = english.filter((w) => !labels.some((l) => overlap(l, w) > 0.3));
  const rest = hindi.filter((w) => !DEVANAGARI_LETTER.test(w.text) && !latin.some((l) => overlap(l, w) > 0.3));
  return [...labels, ...latin, ...rest].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}
