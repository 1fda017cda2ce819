// The OCR settings' vocabulary, apart from the engines so that configuration can import it cheaply.

/** `auto`: PP-OCR where every language asked for is one it reads, tesseract otherwise. */
export const OCR_ENGINES = ["tesseract", "paddle", "auto"] as const;
export type OcrEngineName = (typeof OCR_ENGINES)[number];

/** Languages tesseract reads here, each from its @tesseract.js-data package. */
export const OCR_LANGUAGES = ["eng", "deu", "fra", "hin"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** The languages PP-OCR's recognition model reads (its alphabet is Chinese and Latin without most accents). */
export const PADDLE_LANGUAGES: readonly OcrLanguage[] = ["eng"];
