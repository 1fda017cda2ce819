import { partGluedWords } from "../../text/glued-words.ts";
import { gstinValid } from "../../text/values/identifiers.ts";
import type { ExtractionOutput, Layout, Page } from "../../types.ts";
import { NOISE_CONFIDENCE } from "./confidence.ts";
import { umlautsMended } from "./umlauts.ts";

/**
 * The layouts of the pages' other OCR readings (another engine's, the page's language's): the k-th
 * takes each page's k-th alternate where it has one, its own words otherwise. None where no page has one.
 * Words an alternate ran together are parted where the first reading parts them (text/glued-words.ts).
 */
export function alternateLayouts(layout: Layout, of: (page: Page) => boolean = () => true): Layout[] {
  const count = Math.max(0, ...layout.pages.map((p) => (of(p) ? (p.alternates?.length ?? 0) : 0)));
  return Array.from({ length: count }, (_, k) => ({
    ...layout,
    pages: layout.pages.map(({ alternates, ...page }) => {
      const words = of(page) ? alternates?.[k] : undefined;
      return words ? { ...page, words: partGluedWords(words, page.words) } : page;
    }),
  }));
}

/** How many values a result holds: each non-empty leaf, in groups, line items and transactions alike. */
export function filledFields(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + filledFields(v), 0);
  if (typeof value === "object") return Object.values(value).reduce((n: number, v) => n + filledFields(v), 0);
  return String(value).trim() ? 1 : 0;
}

/**
 * How many of a result's values OCR read with next to no confidence (NOISE_CONFIDENCE): specks, rules
 * and scribbles read as letters, which fill a field with nothing a reader would take for its value.
 */
export function noiseFields(out: ExtractionOutput): number {
  const fields = Object.values(out.extraction.fields);
  return fields.filter((f) => f.source === "ocr" && f.confidence < NOISE_CONFIDENCE).length;
}

/**
 * What `extract` reads from the layout or, where pages were read more than once (by two OCR engines, or
 * again in the page's language), from the reading it gets the most values out of, less the values its
 * `doubts` count against it (a statement's rows that break the balance chain, an invoice's values read
 * as noise); the earlier reading on a tie. No engine's confidence says which reading is right (they do
 * not compare), but a garbled reading loses whole fields: a total that no longer reads as an amount, a
 * GSTIN split in two, a row without its date. A sure page's other readings (Page.sure) do not compete:
 * given `keyFields`, they only fill those the reading kept lacks (fillKeys).
 */
export function fromBestReading(
  layout: Layout,
  extract: (layout: Layout) => ExtractionOutput,
  doubts: (out: ExtractionOutput) => number = () => 0,
  keyFields: readonly string[] = [],
): ExtractionOutput {
  const count = (out: ExtractionOutput) => filledFields(out.result) + filledFields(out.custom_fields) - doubts(out);
  layout = umlautsMended(layout);
  let best = extract(layout);
  let most = count(best);
  const all = [best];
  for (const other of alternateLayouts(layout, (p) => !p.sure)) {
    const theirs = extract(other);
    all.push(theirs);
    const n = count(theirs);
    if (n > most) [best, most] = [theirs, n];
  }
  for (const other of all) if (other !== best) fillChecked(best, other);
  if (keyFields.length)
    for (const other of alternateLayouts(layout, (p) => !!p.sure)) fillKeys(best, extract(other), keyFields);
  return best;
}

/**
 * Gives the reading kept the key fields (`group.field`) it has none of from a reading of its sure pages
 * by another engine, and that reading's values that check themselves where its own fail the check: a
 * sure reading may still garble one band of the page (a shaded header's cells), which the other engine
 * reads whole. Its other values stay, since a reading sure of itself spells names and addresses better.
 */
export function fillKeys(best: ExtractionOutput, other: ExtractionOutput, keyFields: readonly string[]): void {
  fillChecked(best, other);
  for (const path of keyFields) {
    const [group, key] = path.split(".") as [string, string];
    const mine = best.result[group];
    const value = (other.result[group] as Record<string, unknown> | undefined)?.[key];
    if (!isGroup(mine) || filledFields(mine[key]) > 0 || typeof value !== "string" || !value.trim()) continue;
    mine[key] = value;
    const from = other.extraction.fields[path];
    if (from) best.extraction.fields[path] = from;
  }
}

/** Fields whose value shows by its shape that it was read whole: a GSTIN by its check character, a date. */
const SELF_CHECKED: readonly [RegExp, (value: string) => boolean][] = [
  [/gstin/i, gstinValid],
  [/date/i, (v) => /^\d{4}-\d{2}-\d{2}$/.test(v)],
];
const selfChecked = (key: string, value: unknown) =>
  typeof value === "string" && SELF_CHECKED.some(([k, ok]) => k.test(key) && ok(value));

const isGroup = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/**
 * Gives the chosen reading, field by field, another reading's value that checks itself where its own
 * has none or fails that check: the engines misread different characters (one a date's year, the other
 * a GSTIN's check character), so a reading may win as a whole while the other holds a field whole.
 * A value of its own that the other's replaces is named in a warning: the readings disagreed there.
 */
export function fillChecked(best: ExtractionOutput, other: ExtractionOutput): void {
  for (const [group, fields] of Object.entries(other.result)) {
    const mine = best.result[group];
    if (!isGroup(fields) || !isGroup(mine)) continue;
    for (const [key, value] of Object.entries(fields)) {
      if (!selfChecked(key, value) || selfChecked(key, mine[key])) continue;
      const own = mine[key];
      if (typeof own === "string" && own.trim() && own !== value)
        best.extraction.warnings.push(
          `${group}.${key}: "${own}" fails its check; another OCR reading's "${String(value)}" was kept`,
        );
      mine[key] = value;
      const from = other.extraction.fields[`${group}.${key}`];
      if (from) best.extraction.fields[`${group}.${key}`] = from;
    }
  }
}
