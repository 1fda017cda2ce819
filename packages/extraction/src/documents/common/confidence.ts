import type { FieldSink } from "./output.ts";

/** A result's confidence: its fields' mean, less a twentieth for every warning a reviewer must read. */
export function overallConfidence(sink: FieldSink): number {
  const vals = Object.values(sink.fields).map((f) => f.confidence);
  if (!vals.length) return 0;
  const mean = vals.reduce((a, b) => a + b, 0) / vals.length;
  return Math.round(Math.max(0, mean - sink.warnings.length * 0.05) * 100) / 100;
}

/** Below this, a value OCR read is likely handwriting or a blur: the reviewer is told to check it. */
export const LOW_CONFIDENCE = 0.6;

/**
 * Below this, OCR gave a value next to no confidence: a scribble or a speck read as letters (a
 * handwritten bill's shop name read "fe Syrud & Safwan" at 0.00), which counts for nothing when two
 * readings of a page are compared.
 */
export const NOISE_CONFIDENCE = 0.1;

/**
 * The most a value may claim that the document's own arithmetic put right rather than OCR read (a
 * statement's amount the balance chain mended): it is inferred, so it ranks below what was read well.
 */
export const MENDED_CONFIDENCE = 0.5;

/**
 * The most a value OCR read may claim where a check of the document's own arithmetic fails on it
 * (quantity × rate against the amount, taxable value + taxes against the grand total): PP-OCR gives a
 * handwritten figure it garbled high confidence, so the check, not the engine, puts it in doubt. Under
 * LOW_CONFIDENCE, so the reviewer is told to check it.
 */
export const DOUBTED_CONFIDENCE = 0.5;

/** Puts the values OCR read at these paths in doubt: their confidence at most DOUBTED_CONFIDENCE. */
export function doubt(sink: FieldSink, paths: readonly string[]): void {
  for (const path of paths) {
    const f = sink.fields[path];
    if (f?.source === "ocr") f.confidence = Math.min(f.confidence, DOUBTED_CONFIDENCE);
  }
}

/**
 * A warning naming the values OCR read with low confidence (handwritten or unclear), with their
 * confidence: they are returned, never silently. Undefined when there are none.
 */
export function lowConfidenceWarning(sink: FieldSink, shown = 8): string | undefined {
  const low = Object.entries(sink.fields).filter(([, f]) => f.source === "ocr" && f.confidence < LOW_CONFIDENCE);
  if (low.length === 0) return undefined;
  const named = low.slice(0, shown).map(([path, f]) => `${path} (${f.confidence.toFixed(2)})`);
  const more = low.length > shown ? ` and ${low.length - shown} more` : "";
  return `read with low confidence, perhaps handwritten; check them: ${named.join(", ")}${more}`;
}
