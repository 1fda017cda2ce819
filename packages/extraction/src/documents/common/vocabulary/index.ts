/**
 * The extraction vocabulary: labels by language and concept, the abbreviations the matcher expands,
 * and the sources every label was seen in. See docs/vocabulary.md.
 */
import { LABELS_DE } from "./labels-de.ts";
import { LABELS_EN } from "./labels-en.ts";
import { LABELS_ES } from "./labels-es.ts";
import { LABELS_FR } from "./labels-fr.ts";
import { LABELS_HI } from "./labels-hi.ts";
import { LABELS_IT } from "./labels-it.ts";
import type { LabelTable, Lang } from "./types.ts";

export { ABBREVIATIONS } from "./abbreviations.ts";
export { SOURCES } from "./sources.ts";
export { CONCEPTS, LANGUAGES } from "./types.ts";
export type { Abbreviations, Concept, LabelEntry, LabelTable, Lang, VocabularySource } from "./types.ts";

export const LABELS: Readonly<Record<Lang, LabelTable>> = {
  en: LABELS_EN,
  hi: LABELS_HI,
  de: LABELS_DE,
  fr: LABELS_FR,
  es: LABELS_ES,
  it: LABELS_IT,
};
