// OCR stand-ins for tests: no tesseract, the words a test says a page shows.
import type { OcrEngine, OcrResult } from "../read/ocr.ts";
import type { Word } from "../types.ts";

/** The printed lines as OCR words, one line per 34 pixels, confidently read (so the page counts as upright). */
export function linesAsOcrWords(lines: string[]): Word[] {
  const words: Word[] = [];
  lines.forEach((l, i) =>
    l.split(/\s+/).forEach((text, j) =>
      words.push({
        text,
        x0: 70 + j * 60,
        x1: 120 + j * 60,
        y0: 70 + i * 34,
        y1: 92 + i * 34,
        conf: 0.95,
        source: "ocr",
      }),
    ),
  );
  return words;
}

/** An engine that reads every picture as `lines`. */
export const ocrOf = (lines: string[]): OcrEngine => ({
  workers: 1,
  recognize: async (): Promise<OcrResult> => ({ words: linesAsOcrWords(lines), confidence: 0.95, skew: 0 }),
  terminate: async () => undefined,
});
