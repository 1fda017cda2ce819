// The OCR settings' vocabulary, apart from the engines so that configuration can import it cheaply.

/** Languages tesseract reads here, each from its @tesseract.js-data package. */
export const OCR_LANGUAGES = ["eng", "deu", "fra", "hin"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];
