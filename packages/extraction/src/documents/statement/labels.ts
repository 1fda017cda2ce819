import { overlapX, segmentOf, type Line, type Segment } from "../../text/lines.ts";
import { cleanValue, SEPARATOR, valueFor, wordsAfter, type Found, type LabelHit } from "../../structure/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { conceptsIn, tokensBefore, tokensOf } from "./concepts.ts";
import { memoByText } from "../../text/memo.ts";

/**
 * The labels an account block prints: the statement's and the bank's, and the holder's contacts (known
 * so that a value stops before them).
 */
const LABEL_KINDS = ["stmt", "bank", "party.name", "party.email", "party.phone", "party.address"];
/**
 * The account's labels: on a statement, those bank details print ("A/c Holder's Name", "A/c No.") and a
 * bare "Name" are the account's own.
 */
export const HOLDER_LABELS: readonly Concept[] = ["stmt.account_holder", "bank.account_holder", "party.name"];
export const NUMBER_LABELS: readonly Concept[] = ["stmt.account_number", "bank.account_number"];
/** Words a label may be qualified by before its wording ("RTGS/NEFT IFSC", "Statement of Axis Account No"). */
const MAX_QUALIFIERS = 3;
/** Wordings too common to be a label unless a separator follows them ("Name:", "From :", "To -"). */
const BARE = new Set([
  "name",
  "from",
  "to",
  "holder",
  "till",
  "von",
  "vom",
  "bis",
  "du",
  "au",
  "al",
  "dal",
  "desde",
  "hasta",
]);

/** Punctuation after a label's words ("Bank: X", "Bank - X"). */
const PUNCTUATED = /^\s*[:;\-–—#.=>]/;

/** A label at the start of a segment: its concept, and the text after it. */
interface LabelAt {
  concept: Concept;
  /** Characters of the segment's text the label (and its separator) takes. */
  chars: number;
}

/**
 * Wordings that start a name as often as they label one ("Bank of Baroda", "Bank Details", "Gravy Toast
 * Bank", "Allied Irish Banks, p.l.c." read as "Bank" with a letter more): a label only before punctuation ("Bank: HDFC Bank") or alone in its cell (over its value).
 */
const NAME_WORDS = new Set(["bank", "banks"]);

/**
 * The concept a label names as a whole: its wording ends the label, after a few qualifying words at
 * most. The label is the first `n` tokens of `text` (its first words); `after`, the rest of its cell.
 */
function conceptOfLabel(text: string, n: number, after: string): Concept | undefined {
  if (!n) return undefined;
  const m = conceptsIn(text, LABEL_KINDS, n).find((k) => k.end === n && k.start <= MAX_QUALIFIERS);
  if (!m) return undefined;
  // A name qualified ("Nominee Name", "Father's Name") is someone else's than the holder's.
  if (m.concept === "party.name" && m.start > 0) return undefined;
  const said = tokensOf(text).slice(m.start, m.end).join(" ");
  if (NAME_WORDS.has(said)) return PUNCTUATED.test(after) || (!after && m.start === 0) ? m.concept : undefined;
  return BARE.has(said) && after && !SEPARATOR.test(after) ? undefined : m.concept;
}

/**
 * The label a segment starts with: the text before its colon, or else its first words (up to six) that
 * end in a wording. "Account Branch : X" is a branch's; "Branch Code : 9" is another label.
 */
export function labelAt(seg: Segment): LabelAt | undefined {
  if (LABELS.has(seg)) return LABELS.get(seg) ?? undefined;
  const at = findLabel(seg);
  LABELS.set(seg, at ?? null);
  return at;
}

/** What each segment's label is, once looked for: every field's lookup goes over every segment. */
const LABELS = new WeakMap<Segment, LabelAt | null>();

function findLabel(seg: Segment): LabelAt | undefined {
  const colon = seg.text.indexOf(":");
  if (colon > 0) {
    const before = seg.text.slice(0, colon);
    const concept = conceptOfLabel(before, tokensOf(before).length, seg.text.slice(colon));
    if (concept) return { concept, chars: colon + 1 };
  }
  // The first words, longest first: one lookup of the six words' text, cut after each word.
  const words = seg.words.slice(0, 6).map((w) => w.text);
  const head = words.join(" ");
  let chars = head.length;
  for (let k = words.length; k >= 1; k--) {
    const concept = conceptOfLabel(head, tokensBefore(head, chars), seg.text.slice(chars));
    if (concept) return { concept, chars };
    chars -= words[k - 1]!.length + 1;
  }
  return undefined;
}

/** Whether a text is a label (of any concept the account block prints): a value stops before it. */
export const isLabel: (text: string) => boolean = memoByText(
  (text) => !!findLabel({ text, words: text.split(/\s+/).map((t) => ({ text: t })) } as Segment),
  4096,
);

/**
 * The value OCR set on a line of its own beside a label that ends its line: a scan's value standing a
 * little lower than its label (". Andheri East" beside "Branch"), read as a line whose middle falls
 * within the label's line and that starts right after the label, near it.
 */
function splitBeside(
  lines: Line[],
  hit: LabelHit,
  accept: (t: string) => boolean,
  label: (t: string) => boolean,
): Found | undefined {
  const { line, seg } = hit;
  const h = Math.max(4, line.y1 - line.y0);
  const beside = lines.find((l) => {
    const first = l.segments[0];
    const mid = (l.y0 + l.y1) / 2;
    if (l === line || l.page !== line.page || !first || mid < line.y0 || mid > line.y1) return false;
    return first.x0 >= seg.x1 - 1 && first.x0 - seg.x1 < 4 * h;
  });
  const cell = beside?.segments[0];
  if (!cell || label(cell.text)) return undefined;
  const v = cleanValue(cell.text);
  return v && accept(v) ? { value: v, words: cell.words, page: line.page } : undefined;
}

/**
 * The line of values under a row of labels (a grid): two of its cells at least are labels, and the line
 * below prints cells under them; or, for a line's last label, the line right below it.
 */
function gridRow(lines: Line[], line: Line, last: boolean): Line | undefined {
  const below = lines.find((l) => l.page === line.page && l.index > line.index && l.y0 > line.y1 - 1);
  if (!below || below.y0 - line.y1 > 3 * (line.y1 - line.y0)) return undefined;
  // The line's last label: its value may stand below it even where the line is no grid.
  if (last) return below;
  if (line.segments.filter((s) => isLabel(s.text)).length < 2) return undefined;
  const under = line.segments.filter((s) => below.segments.some((b) => overlapX(s, b) > 0)).length;
  return under >= 2 ? below : undefined;
}

/**
 * The value under a label of a grid: the cells below that overlap it, and for the line's last label
 * every cell below from where it starts (a value right-aligned under a short label).
 */
function gridValue(hit: LabelHit, below: Line, accept: (t: string) => boolean): Found | undefined {
  const last = hit.segIndex === hit.line.segments.length - 1;
  const cells = below.segments.filter((b) => overlapX(hit.seg, b) > 0 || (last && b.x1 > hit.seg.x0));
  const v = cleanValue(cells.map((c) => c.text).join(" "));
  return v && accept(v) ? { value: v, words: cells.flatMap((c) => c.words), page: below.page } : undefined;
}

/**
 * The value under a label whose grid's next keys ran into its cell ("Opening Balance Dr Count Cr Count"
 * over "95,913.63 | 18 | 13", HDFC's statement summary): the cells below the label's own words, and
 * under none of the words after it.
 */
function runTogether(lines: Line[], hit: LabelHit, accept: (t: string) => boolean): Found | undefined {
  if (!hit.rest || /\d/.test(hit.rest) || !hit.restWords.length) return undefined;
  const below = gridRow(lines, hit.line, false);
  if (!below) return undefined;
  const key = segmentOf(hit.seg.words.filter((w) => !hit.restWords.includes(w)));
  const after = segmentOf(hit.restWords);
  const cells = below.segments.filter((b) => overlapX(key, b) > 0 && overlapX(after, b) <= 0);
  const v = cleanValue(cells.map((c) => c.text).join(" "));
  return cells.length && accept(v) ? { value: v, words: cells.flatMap((c) => c.words), page: below.page } : undefined;
}

/** The cells right of a label up to the next label, as one value: "Neuer Kontostand | EUR | + 3.089,50". */
function lineRest(hit: LabelHit, accept: (t: string) => boolean): Found | undefined {
  if (hit.rest) return undefined;
  const cells: Line["segments"] = [];
  for (const seg of hit.line.segments.slice(hit.segIndex + 1)) {
    if (isLabel(seg.text)) break;
    cells.push(seg);
  }
  const v = cleanValue(cells.map((c) => c.text).join(" "));
  return cells.length > 1 && accept(v)
    ? { value: v, words: cells.flatMap((c) => c.words), page: hit.line.page }
    : undefined;
}

/**
 * The day a balance's label names is the label's, not its value ("Beginning balance on August 1, 2024
 * $4,185.20", "Balance as of 01/31/24": US statements); the amount follows it. OCR may drop the
 * space after the day's comma ("August 23,2024").
 */
const DATED_LABEL =
  /^\s*(?:on|as of|as at)\s+(?:[a-z]{3,9}\.?\s+\d{1,2}(?:,\s*|\s+)\d{4}|\d{1,2}\s+[a-z]{3,9}\.?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})\s*:?/i;

/** Every label of the concepts on the lines, as a hit valueFor can take. */
function hitsOf(lines: Line[], concepts: readonly Concept[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of lines)
    line.segments.forEach((seg, segIndex) => {
      const at = labelAt(seg);
      if (!at || !concepts.includes(at.concept)) return;
      const dated = DATED_LABEL.exec(seg.text.slice(at.chars));
      const chars = at.chars + (dated?.[0].length ?? 0);
      const restRaw = seg.text.slice(chars);
      const rest = cleanValue(restRaw);
      const skipped = seg.text.length - restRaw.replace(SEPARATOR, "").length;
      hits.push({ line, seg, segIndex, rest, restWords: rest ? wordsAfter(seg, skipped) : [] });
    });
  return hits;
}

/** A value whose first word is a negative amount keeps its minus, which a label's separators are trimmed of. */
function withSign(f: Found): Found {
  const first = f.words[0]?.text ?? "";
  return /^[-\u2212]\d/.test(first) && !/^[-\u2212]/.test(f.value) ? { ...f, value: `-${f.value}` } : f;
}

/**
 * The value of the first label of the concept(s) that has one `accept` takes: after it, to its right,
 * or under it (in a grid of labels over values, under it first).
 */
export function labelled(
  lines: Line[],
  concept: Concept | readonly Concept[],
  accept: (t: string) => boolean,
  label: (t: string) => boolean = isLabel,
): Found | undefined {
  return labelledAll(lines, concept, accept, true, label)[0];
}

/** The value of every label of the concept(s) that has one, with the line of its label, in reading order. */
export function labelledAll(
  lines: Line[],
  concept: Concept | readonly Concept[],
  accept: (t: string) => boolean,
  first = false,
  /** What is a label, which a value does not run into: a field's own values may read as one ("Deira Branch"). */
  label: (t: string) => boolean = isLabel,
): (Found & { line: number })[] {
  const out: (Found & { line: number })[] = [];
  for (const hit of hitsOf(lines, typeof concept === "string" ? [concept] : concept)) {
    // Under the label first only where nothing but another label (or nothing) stands to its right.
    const right = hit.line.segments[hit.segIndex + 1];
    const alone = !hit.rest && (!right || isLabel(right.text));
    const below = alone ? gridRow(lines, hit.line, !right) : undefined;
    const f =
      (!right && !hit.rest ? splitBeside(lines, hit, accept, label) : undefined) ??
      (below && gridValue(hit, below, accept)) ??
      runTogether(lines, hit, accept) ??
      valueFor(lines, hit, accept, label) ??
      lineRest(hit, accept);
    if (f) out.push({ ...withSign(f), line: hit.line.index });
    if (f && first) break;
  }
  return out;
}
