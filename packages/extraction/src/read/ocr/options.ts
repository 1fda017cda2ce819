// The OCR settings' vocabulary, apart from the engines so that configuration can import it cheaply.

/** `auto`: PP-OCR where every language asked for is one it reads, tesseract otherwise. */
export const OCR_ENGINES = ["tesseract", "paddle", "auto"] as const;
export type OcrEngineName = (typeof OCR_ENGINES)[number];

/**
 * tesseract: on the dev corpus's scans and photos PP-OCR's readings score invoice F1 0.916 and statement
 * F1 0.921 (tesseract 0.990, 0.993), though on real Indian photos they score 0.457 (tesseract 0.312).
 */
export const DEFAULT_OCR_ENGINE: OcrEngineName = "tesseract";

/**
 * The engine of the upload's quick reading, which decides a scan's or photo's type: PP-OCR. On real
 * photos it types more of them right, sooner (`pnpm bench extraction`, figures in the README); on the
 * dev corpus's synthetic scans both type every one right.
 */
export const DEFAULT_DETECTION_ENGINE: OcrEngineName = "paddle";

/** The engine that reads again a page the OCR engine read unsure of itself, or none. */
export const OCR_FALLBACK_ENGINES = ["paddle", "tesseract", "none"] as const;
export type OcrFallbackName = (typeof OCR_FALLBACK_ENGINES)[number];

/**
 * PP-OCR reads again what tesseract reads unsure of itself, and its reading is kept where it holds more whole
 * values (withFallback). Real photos and screenshots read that way (realworld/india's 15: tesseract's mean
 * word confidence 0.32–0.86, median 0.46), the dev corpus's clean synthetic scans and photos mostly do not
 * (0.83–0.96). Offline, on cached readings of both engines, invoice F1 with this rule below 0.85 against
 * keeping PP-OCR's reading below 0.75: realworld/photo 0.654 (0.611), india's photos 0.513 (0.478), the
 * generated corpus's scans and photos 0.645 (0.645), statements 0.942 (0.950), dev unchanged (0.990, 0.993).
 */
export const DEFAULT_OCR_FALLBACK: OcrFallbackName = "paddle";
export const DEFAULT_OCR_FALLBACK_BELOW = 0.85;

/**
 * Under this mean word confidence (and at or above OCR_FALLBACK_BELOW) the fallback reads the page too,
 * but only to fill the key fields the first reading lacks or fails to check (fillKeys): a sure reading
 * may still garble one band of a page, a shaded header's cells. Off by default (at OCR_FALLBACK_BELOW):
 * at 0.95 it read most clean scans twice, parses of the dev corpus took half as long again, and in the
 * embedded service those readings held the PP-OCR workers that type uploads. Figures in docs/ocr.md.
 */
export const DEFAULT_OCR_CONSULT_BELOW = DEFAULT_OCR_FALLBACK_BELOW;

/** Languages tesseract reads here, each from its @tesseract.js-data package. */
export const OCR_LANGUAGES = ["eng", "deu", "fra", "hin"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/**
 * Languages a page is read again in (by tesseract, with English beside), where its first reading shows it
 * is in one: Latin-script ones by their words (documents/common/language.ts), which an English reading
 * keeps whole but for their accents; Hindi by its script (ocr/devanagari.ts), whose Devanagari an English
 * reading turns into noise.
 */
export const OCR_PAGE_LANGUAGES = ["deu", "fra", "hin"] as const satisfies readonly OcrLanguage[];
export type OcrPageLanguage = (typeof OCR_PAGE_LANGUAGES)[number];
export const DEFAULT_OCR_PAGE_LANGUAGES: readonly OcrPageLanguage[] = ["deu", "fra", "hin"];

/** The tesseract language of each ISO 639-1 code the vocabulary names its languages by. */
export const OCR_LANGUAGE_OF: Readonly<Record<string, OcrLanguage>> = { en: "eng", de: "deu", fr: "fra", hi: "hin" };

/** The languages PP-OCR's recognition model reads (its alphabet is Chinese and Latin without most accents). */
export const PADDLE_LANGUAGES: readonly OcrLanguage[] = ["eng"];
