import { labelsIn, ungluedSpans } from "../common/labels.ts";
import { lettersOf } from "../../text/lookalikes.ts";
import { memoByText } from "../../text/memo.ts";
import { CONCEPTS, type Concept } from "../common/vocabulary/types.ts";

/**
 * The statement reader's lookups of the shared vocabulary (common/labels.ts): which concepts a text
 * names, by whole tokens, and where among its tokens. Positions count the shared matcher's folded,
 * expanded tokens (`tokensOf`), so "A/c No." is two tokens ("account number") wherever it is asked about.
 */

/** A wording found among a text's tokens: which concept, and which tokens (end exclusive). */
export interface WordMatch {
  concept: Concept;
  start: number;
  end: number;
}

/**
 * The concepts the kinds name, each with its rank, in the order asked: a kind is a concept's prefix
 * ("txn") or a concept ("party.email"). Where two concepts name the same words, the one asked first
 * is taken.
 */
function ranksOf(kinds: readonly string[]): Map<Concept, number> {
  const key = kinds.join(" ");
  let ranks = RANKS.get(key);
  if (!ranks) {
    const concepts = kinds.flatMap((k) => CONCEPTS.filter((c) => c === k || c.startsWith(`${k}.`)));
    ranks = new Map([...new Set(concepts)].map((c, i) => [c, i]));
    RANKS.set(key, ranks);
  }
  return ranks;
}
const RANKS = new Map<string, Map<Concept, number>>();

/**
 * Every wording of the vocabulary a text names, once per text whatever the kinds asked: a statement
 * asks about the same cells' texts over and over, with one kind and another.
 */
const wordingsIn = memoByText((text): readonly WordMatch[] => {
  const labels = labelsIn(unconfused(text), { concepts: ASKED, unglue: true });
  return labels.length ? labels.map((m) => ({ concept: m.concept, start: m.token, end: m.token + m.tokens })) : NONE;
});
const NONE: readonly WordMatch[] = [];

/** The kinds a statement asks about: its own, the bank's, a transaction's columns, and parties' labels. */
const ASKED = CONCEPTS.filter((c) => /^(?:stmt|bank|txn|party)\./.test(c));

/**
 * A figure OCR read for the letter it resembles inside a word of letters ("Ba1ance", "Withdrawa1s",
 * "Dep0sits", "Tota1"): one figure between letters, or one ending a word of three letters or more. Words
 * with figures otherwise ("UTIBN01", "10Jan", "Rs5") are as printed.
 */
const CONFUSED_WORD = /(?<![\p{L}\p{N}])\p{L}+(?:[015]\p{L}+)*[015]?(?![\p{L}\p{N}])/gu;

/**
 * A text with the figures OCR read for letters inside its words put back as letters, character for
 * character, so positions stand: a 1 as the l or the i that makes the word more of a wording of the
 * vocabulary (an l where neither does).
 */
const unconfused = memoByText((text: string): string => {
  if (!/\p{L}[015]|[015]\p{L}/u.test(text)) return text;
  return text.replace(CONFUSED_WORD, (w) => {
    if (!/[015]/.test(w) || w.replace(/[015]/g, "").length < 3) return w;
    const [l, i] = ([0, 1] as const).map((k) =>
      w.replace(/[015]/g, (d) => {
        const letters = lettersOf(d);
        return letters[k] ?? letters[0]!;
      }),
    );
    return l !== i && named(i!) > named(l!) ? i! : l!;
  });
});
const named = (word: string) => labelsIn(word, { concepts: ASKED, unglue: true }).reduce((n, m) => n + m.tokens, 0);

/**
 * The concepts of the given kinds a text names, by whole tokens, longest wording first where two
 * overlap ("closing balance" over "balance", "cheque details" over "details"). `within`: only the
 * wordings among the text's first so many tokens, as if the text ended there.
 */
export function conceptsIn(text: string, kinds: readonly string[], within = Infinity): readonly WordMatch[] {
  const all = wordingsIn(text);
  // Most texts a statement asks about (a row's narration, an amount) name nothing.
  if (all.length === 0) return all;
  const ranks = ranksOf(kinds);
  const found = all.filter((m) => m.end <= within && ranks.has(m.concept));
  if (found.length < 2) return found;
  found.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start || ranks.get(a.concept)! - ranks.get(b.concept)!,
  );
  const kept: WordMatch[] = [];
  for (const m of found) if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  return kept.sort((a, b) => a.start - b.start);
}

/** How many of a text's tokens its first `chars` characters hold: a token never spans a space. */
export function tokensBefore(text: string, chars: number): number {
  let n = 0;
  for (const t of ungluedSpans(unconfused(text))) if (t.start < chars) n++;
  return n;
}

/** The tokens of a text as the shared vocabulary compares them: what `WordMatch` positions count. */
export const tokensOf: (text: string) => string[] = memoByText((text) =>
  ungluedSpans(unconfused(text)).map((t) => t.text),
);
