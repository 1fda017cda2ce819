import type { SignedQrSummary } from "./read/e-invoice-qr.ts";
import type { KeyValueOut } from "./documents/common/key-values-out.ts";

export type DocumentFormat = "PDF" | "PNG" | "JPEG";
export type DocumentType = "invoice" | "bank_statement" | "other";
export type Source = "text_layer" | "ocr" | "embedded";

/** One word with its box in page units (points for PDFs, pixels for images); y grows downward. */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  conf: number;
  source: "text_layer" | "ocr";
}

export interface Page {
  index: number;
  width: number;
  height: number;
  words: Word[];
  ocr: boolean;
  /** Degrees the page image was turned to read upright (0, 90, 180, 270). */
  rotation: number;
  /**
   * Other OCR readings of the page, each its words: another engine's, read because the first was unsure
   * of itself; the page's language's, read because the first reading showed a language other than
   * English. Extraction keeps the reading it reads more fields from (documents/common/readings.ts).
   */
  alternates?: Word[][];
  /**
   * The first reading was sure of itself (at or above OCR_FALLBACK_BELOW) and its alternates were read
   * only to fill the key fields it lacks or fails to check (OCR_CONSULT_BELOW): they do not compete with it.
   */
  sure?: boolean;
}

/** A code (QR) read from a page: its text and box in page units. */
export interface PageCode {
  /** Index of the page, from 0. */
  page: number;
  box: [number, number, number, number];
  text: string;
}

/**
 * A part of a document that could not be read, with the reason in words for the user: the extraction
 * whose fields it would have given reports it among its warnings.
 */
export interface ReadProblem {
  /** What is missing: the QR codes of a page (an e-invoice's signed QR), or a file attached to a PDF. */
  part: "qr_codes" | "attachment";
  message: string;
}

/** Plain JSON: stored by the detector and reloaded by the extractor. */
export interface Layout {
  format: DocumentFormat;
  pageCount: number;
  pages: Page[];
  ocrUsed: boolean;
  /**
   * Read quickly (OCR of the first page's top only; an e-invoice page's QR code not looked for):
   * enough to detect the type, not to extract.
   */
  partial?: boolean;
  /** Structured data found inside the file (e.g. an e-invoice XML attachment), by name. */
  embedded?: Record<string, string>;
  /** QR codes printed on the pages (an e-invoice's signed QR), looked for where a page suggests one. */
  codes?: PageCode[];
  /** What could not be read, and why; absent when everything was (and from layouts kept before it existed). */
  problems?: ReadProblem[];
}

export interface FieldProvenance {
  page: number;
  bbox: [number, number, number, number];
  confidence: number;
  source: Source;
}

export interface ExtractionOutput {
  result: Record<string, unknown>;
  custom_fields?: Record<string, string>;
  extraction: {
    confidence: number;
    ocr_used: boolean;
    warnings: string[];
    fields: Record<string, FieldProvenance>;
    /** An Indian e-invoice's QR code read from the document (its signature is not verified). */
    e_invoice?: SignedQrSummary;
    /** Every label -> value pair the pages show, with where both were read. */
    key_values?: KeyValueOut[];
  };
}

export class DocumentError extends Error {
  /** over_budget: reading it would cost more than a document may (read/budget.ts); the message says which limit. */
  readonly reason:
    | "password_required"
    | "password_incorrect"
    | "corrupt"
    | "too_many_pages"
    | "too_many_pixels"
    | "unsupported"
    | "over_budget";
  constructor(reason: DocumentError["reason"], message: string) {
    super(message);
    this.name = "DocumentError";
    this.reason = reason;
  }
}
