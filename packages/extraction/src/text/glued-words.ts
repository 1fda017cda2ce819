import type { Word } from "../types.ts";

/** Fewest characters in a word worth parting: shorter runs are codes and amounts as often as words. */
const MIN_GLUED = 6;
/** How far (in its own height) a guide word may reach past the glued word's box and still lie inside it. */
const REACH = 0.3;
/** How many of a piece's characters the guide word must read alike: the two engines read the same print. */
const ALIKE = 0.5;

const centreY = (w: Word) => (w.y0 + w.y1) / 2;

/** Characters tesseract reads a table's rule as where the rule touches a word ("[VIVO", "1.00]"). */
const RULE_MARKS = /^[[\]|]+|[[\]|]+$/g;

/**
 * A guide word without the rule marks it opens or ends with where the word it guides has none there: the
 * rule beside a cell is no character of its words, and would make the lengths miss by one.
 */
function withoutRuleMarks(g: Word, w: Word): Word {
  if (/^[[\]|]|[[\]|]$/.test(w.text)) return g;
  const text = g.text.replace(RULE_MARKS, "");
  return text && text !== g.text ? { ...g, text } : g;
}

/** The guide's words that lie within a word's box, on its row, left to right. */
function wordsInside(w: Word, guide: readonly Word[]): Word[] {
  const slack = (w.y1 - w.y0) * REACH;
  return guide
    .filter(
      (g) =>
        g.x0 >= w.x0 - slack && g.x1 <= w.x1 + slack && centreY(g) > w.y0 && centreY(g) < w.y1 && g.text.trim() !== "",
    )
    .map((g) => withoutRuleMarks(g, w))
    .sort((a, b) => a.x0 - b.x0);
}

/** How many characters two equally long readings share, place by place, ignoring case. */
function alike(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i]!.toLowerCase() === b[i]!.toLowerCase()) n++;
  return n;
}

/**
 * A word cut where the guide's words part it: the pieces as long as the guide's words, each boxed over its
 * share of the word's width. None where the lengths do not add up to the word's or a piece reads unlike
 * its guide word (another word, not the same print read twice).
 */
function partedAs(w: Word, inside: readonly Word[]): Word[] | undefined {
  const lengths = inside.map((g) => g.text.length);
  if (lengths.reduce((a, b) => a + b, 0) !== w.text.length) return undefined;
  const perChar = (w.x1 - w.x0) / w.text.length;
  const out: Word[] = [];
  let at = 0;
  for (const [i, g] of inside.entries()) {
    const text = w.text.slice(at, at + lengths[i]!);
    if (alike(text, g.text) < text.length * ALIKE) return undefined;
    out.push({ ...w, text, x0: w.x0 + at * perChar, x1: w.x0 + (at + text.length) * perChar });
    at += text.length;
  }
  return out;
}

/** Fewest letters in a guide word that marks a seam by itself: shorter ones recur inside other words. */
const MIN_ANCHOR_LETTERS = 3;
/** Least confidence of such a word: tesseract parts a word it is unsure of anywhere ("Buc" "hhaltungs…"). */
const MIN_ANCHOR_CONFIDENCE = 0.6;
const anchorWord = (g: Word) =>
  g.conf >= MIN_ANCHOR_CONFIDENCE && (g.text.match(/\p{L}/gu)?.length ?? 0) >= MIN_ANCHOR_LETTERS;

/**
 * A word cut where the guide's words that read exactly alike open or close it, one after another from
 * its start and from its end, where their lengths do not add up (the guide misread or lost a word
 * between: "Websitemaintenance(monthlyretainer)" over "Website" "maintenance" "(monthly" "fetame:").
 * Only words of letters mark a seam: a guide's figures are misread too often ("155" for "15S").
 */
function partedAtAnchors(w: Word, inside: readonly Word[]): Word[] | undefined {
  const low = w.text.toLowerCase();
  const guides = inside.filter(anchorWord).map((g) => g.text.toLowerCase());
  const cuts = new Set<number>();
  let start = 0;
  for (const g of guides) {
    // A hyphen or stop the guide read as a word of its own, or not at all, stays on the piece before.
    const from = low.startsWith(g, start)
      ? start
      : start + (/^[^\p{L}\p{N}]+/u.exec(low.slice(start))?.[0].length ?? 0);
    if (!low.startsWith(g, from) || from + g.length >= low.length) break;
    if (from > start && start > 0) {
      cuts.delete(start);
      cuts.add(from);
    }
    start = from + g.length;
    cuts.add(start);
  }
  let end = low.length;
  for (const g of [...guides].reverse()) {
    if (end - g.length <= start || low.slice(end - g.length, end) !== g) break;
    end -= g.length;
    cuts.add(end);
  }
  // What lies between the two chains is a word of its own: a letter or two left over ("Pl" between
  // "Siddhi" and "astics") is a word the guide parted wrongly.
  if (cuts.size === 0 || (end > start && (low.slice(start, end).match(/[\p{L}\p{N}]/gu)?.length ?? 0) < 3))
    return undefined;
  const at = [0, ...[...cuts].sort((a, b) => a - b), low.length];
  const perChar = (w.x1 - w.x0) / w.text.length;
  return at.slice(1).map((to, i) => ({
    ...w,
    text: w.text.slice(at[i], to),
    x0: w.x0 + at[i]! * perChar,
    x1: w.x0 + to * perChar,
  }));
}

/**
 * Whether a piece goes back onto the one before it: punctuation alone ("Certified" ")"), or a unit after
 * the count a word starts with ("1.00" "Kg"): a quantity's cell reads as its count and unit run together.
 */
const joinsBack = (before: readonly Word[], piece: string) =>
  !/[\p{L}\p{N}]/u.test(piece) ||
  (before.length === 1 && /^\d+(?:[.,]\d+)?$/.test(before[0]!.text) && /^\p{L}{1,3}\.?$/u.test(piece));

/** Pieces with those that join back merged into the piece before them. */
function merged(pieces: Word[]): Word[] {
  const out: Word[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (last && joinsBack(out, p.text)) out[out.length - 1] = { ...last, text: last.text + p.text, x1: p.x1 };
    else out.push(p);
  }
  return out;
}

/**
 * A reading's words with those it ran together parted where another reading of the same picture parts
 * them: PP-OCR reads a line and splits it at the gaps it sees, so narrow spaces are lost
 * ("PARACETAMOL650TAB15S", "SANITIZER500ML"), where tesseract keeps each word ("PARACETAMOL" "650" "TAB"
 * "155"). The guide's characters may be misread ("155" for "15S"): only its word lengths are taken, and
 * only where they add up to the glued word's length, so the reading's own characters stay.
 */
export function partGluedWords(words: readonly Word[], guide: readonly Word[]): Word[] {
  if (guide.length === 0) return [...words];
  return words.flatMap((w) => {
    if (w.text.length < MIN_GLUED || /\s/.test(w.text)) return [w];
    const inside = wordsInside(w, guide);
    if (inside.length < 2) return [w];
    const parts = merged(partedAs(w, inside) ?? partedAtAnchors(w, inside) ?? [w]);
    return parts.length > 1 ? parts : [w];
  });
}
