// Whether a picture's words read so far settle its type: the upload's quick reading of a scan or photo
// stops there (read/ocr/ppocr.ts), which spares most of a page's line recognition, its costliest part.
import { deskew } from "../../read/page-words.ts";
import type { OcrResult } from "../../read/ocr.ts";
import { detectType } from "./detect.ts";

/**
 * The detector's confidence at which the type is settled: a title or field labels of one kind and none
 * of another's (an invoice's title and number reach 0.99); what is still unsure reads on.
 */
export const SETTLED_CONFIDENCE = 0.9;

/**
 * The type the words of a picture read so far (its pixels, `size` its size) give is settled: an invoice
 * or a statement, confidently. Another document is told as much by what it lacks as by its title, which
 * only the rest of the picture shows.
 */
export function typeSettled(read: Pick<OcrResult, "words" | "skew">, size: { width: number; height: number }): boolean {
  // The words as the reading's page will hold them (read/page-words.ts): the type asked about is the one
  // the upload will be given.
  const words = deskew(read.words, read.skew);
  const page = { index: 0, width: size.width, height: size.height, words, ocr: true, rotation: 0 };
  const layout = { format: "PNG" as const, pageCount: 1, pages: [page], ocrUsed: true, partial: true };
  const { type, confidence } = detectType(layout);
  return type !== "other" && confidence >= SETTLED_CONFIDENCE;
}
