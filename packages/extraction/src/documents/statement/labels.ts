import type { Line, Segment } from "../../text/lines.ts";
import { cleanValue, SEPARATOR, valueFor, wordsAfter, type Found, type LabelHit } from "../../structure/labels.ts";
import { conceptsIn, tokensOf, type WordConcept } from "./vocabulary.ts";

/** The kinds of wording an account block's labels are: statement, bank, and others' labels (to stop at them). */
const LABEL_KINDS = ["stmt", "bank", "other"];
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

/** A label at the start of a segment: its concept, and the text after it. */
interface LabelAt {
  concept: WordConcept;
  /** Characters of the segment's text the label (and its separator) takes. */
  chars: number;
}

/** The concept a label text names as a whole: its wording ends the text, after a few qualifying words at most. */
function conceptOfLabel(text: string, separated: boolean): WordConcept | undefined {
  const tokens = tokensOf(text);
  if (!tokens.length) return undefined;
  const m = conceptsIn(text, LABEL_KINDS).find((k) => k.end === tokens.length && k.start <= MAX_QUALIFIERS);
  if (!m) return undefined;
  const said = tokens.slice(m.start, m.end).join(" ");
  return BARE.has(said) && !separated ? undefined : m.concept;
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
    const concept = conceptOfLabel(seg.text.slice(0, colon), true);
    if (concept) return { concept, chars: colon + 1 };
  }
  for (let k = Math.min(6, seg.words.length); k >= 1; k--) {
    const text = seg.words
      .slice(0, k)
      .map((w) => w.text)
      .join(" ");
    const after = seg.text.slice(text.length);
    const concept = conceptOfLabel(text, k === seg.words.length || SEPARATOR.test(after));
    if (concept) return { concept, chars: text.length };
  }
  return undefined;
}

/** Whether a text is a label (of any concept the account block prints): a value stops before it. */
export function isLabel(text: string): boolean {
  let known = TEXTS.get(text);
  if (known === undefined) {
    // A bounded memory: the same few hundred texts are asked about, document after document.
    if (TEXTS.size > 4096) TEXTS.clear();
    known = !!findLabel({ text, words: text.split(/\s+/).map((t) => ({ text: t })) } as Segment);
    TEXTS.set(text, known);
  }
  return known;
}
const TEXTS = new Map<string, boolean>();

const overlapX = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

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

/** Every label of one concept on the lines, as a hit valueFor can take. */
function hitsOf(lines: Line[], concept: WordConcept): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of lines)
    line.segments.forEach((seg, segIndex) => {
      const at = labelAt(seg);
      if (at?.concept !== concept) return;
      const restRaw = seg.text.slice(at.chars);
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
 * The value of the first label of `concept` that has one `accept` takes: after it, to its right, or
 * under it (in a grid of labels over values, under it first).
 */
export function labelled(lines: Line[], concept: WordConcept, accept: (t: string) => boolean): Found | undefined {
  return labelledAll(lines, concept, accept, true)[0];
}

/** The value of every label of `concept` that has one, with the line of its label, in reading order. */
export function labelledAll(
  lines: Line[],
  concept: WordConcept,
  accept: (t: string) => boolean,
  first = false,
): (Found & { line: number })[] {
  const out: (Found & { line: number })[] = [];
  for (const hit of hitsOf(lines, concept)) {
    // Under the label first only where nothing but another label (or nothing) stands to its right.
    const right = hit.line.segments[hit.segIndex + 1];
    const alone = !hit.rest && (!right || isLabel(right.text));
    const below = alone ? gridRow(lines, hit.line, !right) : undefined;
    const f =
      (below && gridValue(hit, below, accept)) ?? valueFor(lines, hit, accept, isLabel) ?? lineRest(hit, accept);
    if (f) out.push({ ...withSign(f), line: hit.line.index });
    if (f && first) break;
  }
  return out;
}
