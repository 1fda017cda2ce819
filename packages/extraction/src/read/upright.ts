import { prepareForOcr, type Drawable } from "./image.ts";
import type { OcrEngine, OcrResult, RecognizeOptions } from "./ocr.ts";

/**
 * Pixels across the long side for a quick reading (a third of the work of a full one), unless the
 * engine says what it needs.
 */
export const QUICK_WIDTH = 1300;
/**
 * The top of the first page: title, parties and header labels, where a document says what it is. A
 * letter-style invoice (DIN 5008) prints its title under the window address, near the middle.
 */
const QUICK_CROP = 0.7;

/** A page picture's OCR reading, upright, with the picture's size and its scale from the page. */
export interface UprightReading {
  result: OcrResult;
  rotation: number;
  width: number;
  height: number;
  scale: number;
}

/** The share of words that look like words of a Latin-script language: three letters or more, with a vowel. */
function wordlike(words: { text: string }[]): number {
  let n = 0;
  for (const w of words) if (/^[A-Za-z]{3,}[.,:;]?$/.test(w.text) && /[AEIOUaeiou]/.test(w.text)) n++;
  return n / Math.max(1, words.length);
}

interface ReadOptions {
  targetWidth: number | undefined;
  cropTop: number | undefined;
  recognizing: RecognizeOptions | undefined;
}

/**
 * The picture read turned by `rotation`. An engine that found it upside down read it turned further, and
 * its words stand there; where only the picture's top was read, that was the page's foot, so the top of
 * the turned picture is read instead.
 */
async function readTurned(ocr: OcrEngine, img: Drawable, rotation: number, opts: ReadOptions): Promise<UprightReading> {
  const picture = await prepareForOcr(img, { rotation, targetWidth: opts.targetWidth, cropTop: opts.cropTop });
  const result = await ocr.recognize(picture.image, opts.recognizing);
  const { width, height, scale } = picture;
  if (result.turned && opts.cropTop !== undefined) {
    const top = await prepareForOcr(img, {
      rotation: (rotation + 180) % 360,
      targetWidth: opts.targetWidth,
      cropTop: opts.cropTop,
    });
    // Turned again: the classifier is unsure of this page; keep the first reading.
    const again = await ocr.recognize(top.image, opts.recognizing);
    if (!again.turned)
      return {
        result: again,
        rotation: (rotation + 180) % 360,
        width: top.width,
        height: top.height,
        scale: top.scale,
      };
  }
  return { result, rotation: (rotation + (result.turned ?? 0)) % 360, width, height, scale };
}

/**
 * OCR with orientation: a page read with low confidence is tried turned by 180, 90 and 270 degrees
 * and the best reading wins (scanned pages are fed upside down or sideways).
 */
export async function recognizeUpright(ocr: OcrEngine, img: Drawable, quick = false): Promise<UprightReading> {
  const opts: ReadOptions = {
    targetWidth: quick ? (ocr.quickWidth ?? QUICK_WIDTH) : undefined,
    cropTop: quick ? QUICK_CROP : undefined,
    recognizing: quick ? { untilTyped: true } : undefined,
  };
  let best = await readTurned(ocr, img, 0, opts);
  const base = best.result;
  // A page read sideways can reach an upright reading's confidence with marks for words: words that read
  // as a language's weigh in, so that a blurred upright photo is not turned.
  const score = (r: OcrResult) => r.confidence * Math.min(1, r.words.length / 40) * (0.5 + wordlike(r.words));
  // A reading that stopped because its words settled the type read a page's words: it is upright.
  if (base.stopped) return best;
  if (base.confidence >= 0.7 && base.words.length >= (quick ? 8 : 20)) return best;
  // A noisy but upright photo reads at 0.6–0.7 with many real words; turned retries would triple its work.
  // A page read sideways can reach that confidence too, but its "words" are marks, not words.
  if (base.confidence >= 0.5 && base.words.length >= 40 && wordlike(base.words) >= 0.2) return best;
  // Turned tries are read by the first engine alone: a fallback engine would read each unsure try again
  // (three more PP-OCR readings of an unsure photo), where only the picture kept needs a second reading.
  const tries = { ...opts, recognizing: { ...opts.recognizing, firstOnly: true } };
  let kept = false;
  for (const rotation of [180, 90, 270]) {
    const r = await readTurned(ocr, img, rotation, tries);
    // As with the first reading: a turn whose words settled the type is upright, and reading on costs more.
    if (r.result.stopped) return r;
    if (score(r.result) > score(best.result) * 1.15) [best, kept] = [r, true];
  }
  return kept && !quick ? readKept(ocr, img, best, opts) : best;
}

/** The turned picture kept, read as a page is (second readings and all), where it reads so upright still. */
async function readKept(ocr: OcrEngine, img: Drawable, best: UprightReading, opts: ReadOptions) {
  const { rotation } = best;
  const picture = await prepareForOcr(img, { rotation, targetWidth: opts.targetWidth, cropTop: opts.cropTop });
  const result = await ocr.recognize(picture.image, opts.recognizing);
  return result.turned ? best : { ...best, result };
}
