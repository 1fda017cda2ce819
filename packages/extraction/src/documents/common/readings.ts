import type { ExtractionOutput, Layout } from "../../types.ts";

/** The layout as the other OCR engine read it: each page that has an alternate reading takes its words. */
export function alternateLayout(layout: Layout): Layout | undefined {
  if (!layout.pages.some((p) => p.alternate)) return undefined;
  return {
    ...layout,
    pages: layout.pages.map(({ alternate, ...page }) => (alternate ? { ...page, words: alternate } : page)),
  };
}

/** How many values a result holds: each non-empty leaf, in groups, line items and transactions alike. */
export function filledFields(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + filledFields(v), 0);
  if (typeof value === "object") return Object.values(value).reduce((n: number, v) => n + filledFields(v), 0);
  return String(value).trim() ? 1 : 0;
}

/**
 * What `extract` reads from the layout or, where pages were read by two OCR engines, from the reading
 * it gets more values out of; the first engine's on a tie. Neither engine's confidence says which
 * reading is right (they do not compare), but a garbled reading loses whole fields: a total that no
 * longer reads as an amount, a GSTIN split in two, a row without its date.
 */
export function fromBestReading(layout: Layout, extract: (layout: Layout) => ExtractionOutput): ExtractionOutput {
  const own = extract(layout);
  const other = alternateLayout(layout);
  if (!other) return own;
  const theirs = extract(other);
  const count = (out: ExtractionOutput) => filledFields(out.result) + filledFields(out.custom_fields);
  return count(theirs) > count(own) ? theirs : own;
}
