// The language a page is written in, told from its words, so that OCR can read a page again with its
// language's model (read/ocr.ts withPageLanguage): the first, English, reading garbles umlauts and
// accents but keeps most words whole.
import { FUNCTION_WORDS, LABELS, LANGUAGES, type Lang } from "./vocabulary/index.ts";

/** Words a page must print in its language, more than in any other, to be taken for it. */
export const MIN_TELLING_WORDS = 6;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-zß]+/)
    .filter(Boolean);

/** Latin-script languages only: an English reading of another script holds none of its words. */
const LATIN = LANGUAGES.filter((l) => l !== "hi");

/** A language's words: its function words, and the words of its labels of four letters or more. */
function wordsOf(lang: Lang): Set<string> {
  const labels = Object.values(LABELS[lang]).flatMap((entries) => entries.flatMap((e) => fold(e.text)));
  return new Set([...(FUNCTION_WORDS[lang] ?? []), ...labels.filter((w) => w.length >= 4)]);
}

/**
 * Each word that tells a language, with its weight there: a word several languages write tells each a
 * share. A word English writes tells no other language (labels such as "Total" or "Date" are printed
 * across languages, and an English page must not pass for another).
 */
const TELLING: Map<string, [Lang, number][]> = (() => {
  const english = wordsOf("en");
  const byWord = new Map<string, Lang[]>();
  for (const lang of LATIN)
    for (const word of wordsOf(lang))
      if (lang === "en" || !english.has(word)) byWord.set(word, [...(byWord.get(word) ?? []), lang]);
  return new Map([...byWord].map(([w, langs]) => [w, langs.map((l) => [l, 1 / langs.length] as [Lang, number])]));
})();

/** Each language's share of the words of `texts` that tell one. */
export function languageScores(texts: readonly string[]): Partial<Record<Lang, number>> {
  const scores: Partial<Record<Lang, number>> = {};
  for (const text of texts)
    for (const word of fold(text))
      for (const [lang, w] of TELLING.get(word) ?? []) scores[lang] = (scores[lang] ?? 0) + w;
  return scores;
}

/**
 * The language a page's words are in: the one most of its telling words belong to, at least
 * MIN_TELLING_WORDS of them and more than English's; none where nothing stands out.
 */
export function pageLanguage(texts: readonly string[]): Lang | undefined {
  const ranked = Object.entries(languageScores(texts)).sort((a, b) => b[1] - a[1]) as [Lang, number][];
  const [best, second] = ranked;
  if (!best || best[1] < MIN_TELLING_WORDS) return undefined;
  return second && second[1] >= best[1] ? undefined : best[0];
}
