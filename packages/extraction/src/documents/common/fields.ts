import type { Line, Segment } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { cleanValue, SEPARATOR, valueFor, wordsAfter, type Found, type LabelHit } from "../../structure/labels.ts";
import { labelsAt, labelsIn, labelsOf, type LabelFound, type LabelMatch } from "./labels.ts";
import type { DocumentView } from "./view.ts";
import type { Concept } from "./vocabulary/types.ts";

/**
 * Values by their labels' meaning: a cell that starts with a label of one of the concepts gives the
 * value after it, right of it or under it (structure/labels.ts), and a key-value pair whose key is
 * such a label gives its value. Candidates come in reading order; `accept` says whether a text reads
 * as the field (a date, a code).
 */

/**
 * The label of a field (not a document's title) a text starts with, longest first. A label of one or
 * two characters ("#", "No") is a value as often as a label ("No" under "Reverse Charge"): not one here.
 */
export function leadingLabel(text: string, ocr = false): LabelMatch | undefined {
  // Its own length, past punctuation before it (": N" is a "No" under "Reverse Charge", no label).
  const own = (m: LabelMatch) => text.slice(0, m.end).replace(/^[^\p{L}\p{N}#]+/u, "").length;
  return labelsAt(text, { ocr }).find((m) => !m.concept.startsWith("doc.") && own(m) > 2);
}

/**
 * Whether a text starts with a label of a field: such a cell is no value. A label's word run into a
 * code ("GST/25-26/561", an invoice number's series) is the code's, not a label.
 */
export function startsWithLabel(text: string, ocr = false): boolean {
  const label = leadingLabel(text, ocr);
  if (!label) return false;
  const rest = text.slice(label.end);
  // A label set off by a colon is one whatever follows ("Tel: 0161 554 3021").
  if (/^\s*[:：]/.test(rest)) return true;
  if (/\d{3,}/.test(text.slice(0, 12))) return false;
  return /^\s*[:;=\-–—]/.test(rest) || !/\d/.test(rest);
}

/**
 * A mark OCR read as a character with next to no confidence (a speck read as "#"): it may not start a
 * label. A label is printed, and read surely.
 */
const speck = (w: { source: string; conf: number } | undefined) =>
  w !== undefined && w.source === "ocr" && w.conf < SPECK_CONF;
const SPECK_CONF = 0.1;

/**
 * The next key inside a cell's text after a value: a field's label followed by a colon ("Bank: HDFC
 * Bank A/C: 7926 IFSC: HDFC0082638" has "A/C" after "HDFC Bank"). Where it starts, with its match.
 */
function nextKey(rest: string, ocr: boolean): LabelFound | undefined {
  for (const m of labelsIn(rest, { ocr })) {
    if (m.start === 0 || m.concept.startsWith("doc.") || m.end - m.start < 2) continue;
    const before = rest.slice(0, m.start);
    if (!/\S/.test(before.replace(/^[\s:：\-–—]+/, ""))) continue;
    if (/^\s*[:：]/.test(rest.slice(m.end)) || commaKey(before, rest.slice(m.end))) return m;
  }
  return undefined;
}

/**
 * A key after a comma that a code follows without a colon: a line listing its pairs ("Bank : Kotak
 * Mahindra Bank, A/c No. 4028139585, IFSC KKBK0819807"). The code has a digit; a name does not.
 */
function commaKey(before: string, after: string): boolean {
  return /,\s*$/.test(before) && /^[\s.]*[A-Z\d][A-Z\d/-]*\d[A-Z\d/-]*(?:[,\s]|$)/.test(after);
}

/** A value inline after its label ends where the next key of the cell starts. */
function untilNextKey(rest: string, ocr: boolean): string {
  const key = nextKey(rest, ocr);
  // The comma that parts a value from the next key in a list of pairs is neither's.
  return key ? rest.slice(0, key.start).replace(/,\s*$/, "") : rest;
}

/** The words of a segment between two of its characters, as `wordsAfter` counts them. */
function wordsBetween(seg: Segment, from: number, to: number): Word[] {
  const after = wordsAfter(seg, from);
  const before = new Set(wordsAfter(seg, to));
  return after.filter((w) => !before.has(w));
}

export interface ConceptHit extends LabelHit {
  concept: Concept;
  /** Whether punctuation parts the label from the rest of its cell ("Bank: HDFC", not "Bank Details"). */
  separated: boolean;
}

/**
 * The keys after the first in a cell that chains "key: value" pairs ("Bank: Punjab National Bank A/C:
 * 6458… IFSC: PUNB0…", a bank line printed as one cell): each with its value up to the next key.
 */
function chainedHits(line: Line, seg: Segment, segIndex: number, from: number, ocr: boolean): ConceptHit[] {
  const out: ConceptHit[] = [];
  let offset = from;
  for (let key = nextKey(seg.text.slice(offset), ocr); key;) {
    const labelEnd = offset + key.end;
    const after = seg.text.slice(labelEnd);
    const following = nextKey(after, ocr);
    // A bar parts printed cells: the value ends at it ("IFSC: PUNB0123044 | Goods once sold…").
    const restRaw = (following ? after.slice(0, following.start) : after).split(BAR)[0]!;
    // The comma that parts a value from the next key in a list of pairs is neither's.
    const rest = cleanValue(restRaw).replace(/,$/, "");
    const start = labelEnd + restRaw.length - restRaw.replace(SEPARATOR, "").length;
    const words = wordsBetween(seg, start, labelEnd + restRaw.trimEnd().length);
    // A key of two characters ("No:" of "FSSAI Lic No:") ends a longer label as often as it starts one.
    if (rest && words.length && key.end - key.start > 2)
      out.push({ line, seg, segIndex, rest, restWords: words, concept: key.concept, separated: true });
    offset = labelEnd;
    key = following;
  }
  return out;
}

/** A bar or a middle dot between spaces parts printed cells on one line ("Banco Sabadell · IBAN: ES74 …"). */
export const BAR = /\s[|·•]\s/;

/**
 * Where a cell that starts with no label holds "key: value" pairs after bars ("IDFB0024406 | Branch
 * Name: Main Branch", a one-line bank block wrapped): the offset of the first bar before a key, or -1.
 */
function barredKeys(text: string, ocr: boolean): number {
  for (const m of text.matchAll(/\s[|·•]\s*/g)) {
    const at = m.index + m[0].length;
    const label = labelsAt(text.slice(at), { ocr })[0];
    if (label && !label.concept.startsWith("doc.") && /^\s*[:：]/.test(text.slice(at + label.end))) return m.index;
  }
  return -1;
}

/** The label hits of the concepts at the start of each cell (the longest label decides the concept), and of keys chained after it. */
export function labelHits(view: DocumentView, concepts: readonly Concept[]): ConceptHit[] {
  const out: ConceptHit[] = [];
  for (const line of view.lines)
    line.segments.forEach((seg, segIndex) => {
      const best = labelsAt(seg.text, { ocr: view.ocr })[0];
      if (speck(seg.words[0])) return;
      if (!best) {
        const bar = barredKeys(seg.text, view.ocr);
        if (bar >= 0)
          for (const hit of chainedHits(line, seg, segIndex, bar, view.ocr))
            if (concepts.includes(hit.concept)) out.push(hit);
        return;
      }
      if (concepts.includes(best.concept)) {
        const restRaw = untilNextKey(seg.text.slice(best.end), view.ocr);
        const rest = cleanValue(restRaw);
        const skipped = seg.text.length - restRaw.replace(SEPARATOR, "").length;
        const separated = /^\s*[:;=>#\-–—]/.test(restRaw) || /[:.]$/.test(seg.text.slice(0, best.end));
        out.push({
          line,
          seg,
          segIndex,
          rest,
          restWords: rest ? wordsAfter(seg, skipped) : [],
          concept: best.concept,
          separated,
        });
      }
      if (best.concept.startsWith("doc.")) return;
      for (const hit of chainedHits(line, seg, segIndex, best.end, view.ocr))
        if (concepts.includes(hit.concept)) out.push(hit);
    });
  return out;
}

/**
 * How a field's value may be printed: `code` (a number, a date, an amount: it may follow its label
 * without punctuation, "Invoice No 123"); `text` (a name: only after punctuation or in a cell of its own,
 * since a label's word followed by another word is a longer phrase, "Bank Details").
 */
export type ValueKind = "code" | "text";

/** Candidates from key-value pairs whose whole key is a label of the concepts. */
function pairValues(view: DocumentView, concepts: readonly Concept[], accept: (t: string) => boolean): Found[] {
  const out: Found[] = [];
  for (const kv of view.keyValues) {
    const best = labelsOf(kv.key, { ocr: view.ocr })[0];
    if (best && concepts.includes(best.concept) && accept(kv.value))
      out.push({ value: kv.value, words: kv.valueWords, page: kv.page });
  }
  return out;
}

/** Every value labelled as one of the concepts, in reading order, each once. */
export function labelledValues(
  view: DocumentView,
  concepts: readonly Concept[],
  accept: (text: string) => boolean,
  kind: ValueKind = "code",
): Found[] {
  const isLabel = (t: string) => startsWithLabel(t, view.ocr);
  const found: Found[] = [];
  for (const hit of labelHits(view, concepts)) {
    if (kind === "text" && hit.rest && !hit.separated) continue;
    const f = valueFor(view.lines, hit, accept, isLabel);
    if (f) found.push(f);
  }
  for (const f of pairValues(view, concepts, accept))
    if (!found.some((g) => g.words.some((w) => f.words.includes(w)))) found.push(f);
  const order = (f: Found) => f.page * 1e6 + (f.words[0]?.y0 ?? 0) * 1e3 + (f.words[0]?.x0 ?? 0);
  return found.sort((a, b) => order(a) - order(b));
}

/** The first value labelled as one of the concepts. */
export function labelled(
  view: DocumentView,
  concepts: readonly Concept[],
  accept: (text: string) => boolean,
  kind: ValueKind = "code",
): Found | undefined {
  return labelledValues(view, concepts, accept, kind)[0];
}

/** Lines of the view in reading order from a line's index: what follows a heading or a table. */
export const linesAfter = (view: DocumentView, index: number): Line[] => view.lines.slice(index + 1);
