import { overlapX, type Line, type Segment } from "../text/lines.ts";
import type { Word } from "../types.ts";

/** A value found for a field, with where it was read. */
export interface Found {
  value: string;
  words: Word[];
  page: number;
}

/**
 * Punctuation between a label and its value, and a table's rule OCR read as a bar set apart ("No. |:
 * 4682"; a bar run into a code, "|OBA0332323", may be its I); a minus before an amount ("-4,85") is the
 * amount's sign.
 */
export const SEPARATOR = /^(?:[\s:;–—#.=>]|\|(?=[\s:;：]|$)|-(?!\d[\d.,']*[.,]\d{2}\b))+/;

/** Words of a segment after its first `n` characters (label removed), keeping their boxes. */
export function wordsAfter(seg: Segment, chars: number): Word[] {
  let pos = 0;
  const out: Word[] = [];
  for (const w of seg.words) {
    const start = pos;
    pos += w.text.length + 1;
    if (start + w.text.length > chars) out.push(w);
  }
  return out;
}

/** Trims a value taken from a label's right: separators before, another label after. */
export function cleanValue(text: string): string {
  return text.replace(SEPARATOR, "").replace(/\s+/g, " ").trim();
}

export interface LabelHit {
  line: Line;
  seg: Segment;
  segIndex: number;
  /** Text after the label inside the same segment. */
  rest: string;
  restWords: Word[];
}

/** Segments whose text starts with the label. */
export function findLabels(lines: Line[], label: RegExp): LabelHit[] {
  const hits: LabelHit[] = [];
  const anchored = new RegExp(`^\\s*(?:${label.source})`, label.flags.replace("g", ""));
  for (const line of lines) {
    line.segments.forEach((seg, segIndex) => {
      const m = anchored.exec(seg.text);
      if (!m) return;
      const restRaw = seg.text.slice(m[0].length);
      const rest = cleanValue(restRaw);
      const skipped = seg.text.length - restRaw.replace(SEPARATOR, "").length;
      hits.push({ line, seg, segIndex, rest, restWords: rest ? wordsAfter(seg, skipped) : [] });
    });
  }
  return hits;
}

/** A hit's cell without the words after its label: where the label alone stands. */
function labelPart(hit: LabelHit): Segment | undefined {
  const words = hit.seg.words.filter((w) => !hit.restWords.includes(w));
  if (!words.length) return undefined;
  return { ...hit.seg, words, x1: Math.max(...words.map((w) => w.x1)) };
}

/**
 * The value of a label: inline after it, else the next segment to its right, else the segment
 * below it (header row above value row). `accept` says whether a candidate reads as this field.
 */
export function valueFor(
  lines: Line[],
  hit: LabelHit,
  accept: (text: string) => boolean,
  isLabel: (text: string) => boolean,
): Found | undefined {
  if (hit.rest && accept(hit.rest)) return { value: hit.rest, words: hit.restWords, page: hit.line.page };
  // Two column headings run into one cell ("MwSt-Betrag MwSt-%"): the label heads its own words' column.
  const ownColumn = hit.rest !== "" && isLabel(hit.rest) ? labelPart(hit) : undefined;
  if (hit.rest && !ownColumn) return undefined;
  const key = ownColumn ?? hit.seg;
  const right = ownColumn ? undefined : hit.line.segments[hit.segIndex + 1];
  if (right && !isLabel(right.text)) {
    const v = cleanValue(right.text);
    if (v && accept(v)) return { value: v, words: right.words, page: hit.line.page };
  }
  const h = Math.max(4, hit.line.y1 - hit.line.y0);
  for (const below of lines) {
    if (below.page !== hit.line.page || below.index <= hit.line.index) continue;
    if (below.y0 - hit.line.y1 > h * 2.5) break;
    const cands = below.segments.filter((s) => overlapX(s, key) > Math.min(8, (key.x1 - key.x0) / 3));
    for (const s of cands) {
      if (isLabel(s.text)) continue;
      const v = cleanValue(s.text);
      if (v && accept(v)) return { value: v, words: s.words, page: below.page };
    }
    if (cands.length) break;
  }
  return undefined;
}

/** A regex capture inside one segment, with the words it covers. */
export function captureIn(seg: Segment, page: number, re: RegExp, group = 1): Found | undefined {
  const m = re.exec(seg.text);
  if (!m || m[group] === undefined) return undefined;
  const start = m.index + m[0].indexOf(m[group]!);
  const end = start + m[group]!.length;
  let pos = 0;
  const words: Word[] = [];
  for (const w of seg.words) {
    const s = pos;
    pos += w.text.length + 1;
    if (s < end && s + w.text.length > start) words.push(w);
  }
  return { value: m[group]!.trim(), words: words.length ? words : seg.words, page };
}
