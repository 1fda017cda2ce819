import type { UprightReading } from "./upright.ts";
import type { Page, Word } from "../types.ts";

/**
 * A text layer is usable when it holds enough readable words; scans often carry none or a few stray ones.
 * A combining mark counts as a letter: Devanagari writes its vowel signs, virama and nasal signs as marks
 * (about a third of a Hindi word's characters), so a page of Hindi prose has letters for only 0.56–0.59
 * of its characters without them, and was read by OCR.
 */
export function usableTextLayer(words: Word[]): boolean {
  let letters = 0;
  let total = 0;
  for (const w of words) {
    for (const ch of w.text) {
      total++;
      if (/[\p{L}\p{M}\p{N}]/u.test(ch)) letters++;
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

/**
 * The page an OCR reading gives, in page units: `unit` is the picture's pixels per page unit before
 * OCR scaled it (1 for a photo, the render scale for a PDF page).
 */
export function ocrPage(index: number, read: UprightReading, unit = 1): Page {
  const { result, rotation, width, height, scale } = read;
  const s = scale * unit;
  const { alternates } = result;
  return {
    index,
    width: width / s,
    height: height / s,
    words: scaled(deskew(result.words, result.skew), s),
    ocr: true,
    rotation,
    ...(alternates?.length ? { alternates: alternates.map((a) => scaled(deskew(a.words, a.skew), s)) } : {}),
    ...(alternates?.length && result.sure ? { sure: true } : {}),
  };
}
