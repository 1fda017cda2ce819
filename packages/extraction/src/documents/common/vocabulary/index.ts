/**
 * The extraction vocabulary: labels by language and concept, the abbreviations the matcher expands,
 * and the sources every label was seen in. See docs/vocabulary.md.
 */
import { LABELS_DE } from "./labels-de.ts";
import { LABELS_EN } from "./labels-en.ts";
import { LABELS_EN_DEV } from "./labels-en-dev.ts";
import { LABELS_ES } from "./labels-es.ts";
import { LABELS_FR } from "./labels-fr.ts";
import { LABELS_HI } from "./labels-hi.ts";
import { LABELS_IT } from "./labels-it.ts";
import { LABELS_NL } from "./labels-nl.ts";
import { LABELS_PT } from "./labels-pt.ts";
import type { LabelTable, Lang } from "./types.ts";

export { ABBREVIATIONS } from "./abbreviations.ts";
export { FUNCTION_WORDS } from "./function-words.ts";
export { SOURCES } from "./sources.ts";
export { CONCEPTS, LANGUAGES } from "./types.ts";
export type { Abbreviations, Concept, LabelEntry, LabelTable, Lang, VocabularySource } from "./types.ts";

/** Two tables of one language as one: each concept's labels from both. */
function merged(a: LabelTable, b: LabelTable): LabelTable {
  const out: Record<string, LabelTable[keyof LabelTable]> = { ...a };
  for (const [concept, entries] of Object.entries(b))
    out[concept] = [...(a[concept as keyof LabelTable] ?? []), ...(entries ?? [])];
  return out as LabelTable;
}

export const LABELS: Readonly<Record<Lang, LabelTable>> = {
  en: merged(LABELS_EN, LABELS_EN_DEV),
  hi: LABELS_HI,
  de: LABELS_DE,
  fr: LABELS_FR,
  es: LABELS_ES,
  it: LABELS_IT,
  nl: LABELS_NL,
  pt: LABELS_PT,
};
