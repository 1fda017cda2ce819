import { overlapX, type Line, type Segment } from "../text/lines.ts";
import type { Word } from "../types.ts";

/**
 * Key-value pairs found by geometry and punctuation alone, whatever the words: this layer knows no
 * document type. What a key means is for the document readers to say (with the vocabulary).
 */
export interface KeyValue {
  key: string;
  keyWords: Word[];
  value: string;
  valueWords: Word[];
  page: number;
  /**
   * How the pair is laid out: `inline` ("Key: value" in one cell), `right` (the value in the next cell
   * on the line), `below` (under the key: a grid header over its cell, or a key alone on its line).
   */
  layout: "inline" | "right" | "below";
}

/** A key: a few words that are mostly letters, ending before a colon. */
const MAX_KEY_WORDS = 6;
const MAX_KEY_CHARS = 48;

// Two letters, a vowel sign between them or not: Devanagari writes "दिनांक" with a sign after each consonant.
const hasLetters = (t: string) => /\p{L}\p{M}*\p{L}/u.test(t);
const digitShare = (t: string) => (t.match(/\d/g)?.length ?? 0) / Math.max(1, t.replace(/\s/g, "").length);

/**
 * A sentence ending before another starts ("Thank you. Please pay"): a point after a word in small
 * letters or a long one; a capitalised abbreviation's point ("Tot. Inv. Amt", "Acc. No.") is none.
 */
const SENTENCE_END = /(?:(?<![\p{L}])\p{Ll}\p{L}*|\p{L}{5,})\.\s+\p{Lu}|[!?]\s+\p{Lu}/u;

/** Whether a text reads as a key: short, lettered, hardly any digits, not a sentence. */
export function keyLike(text: string): boolean {
  const t = text.trim().replace(/[:：]$/, "");
  if (!t || t.length > MAX_KEY_CHARS || !hasLetters(t)) return false;
  if (t.split(/\s+/).length > MAX_KEY_WORDS) return false;
  return digitShare(t) < 0.3 && !SENTENCE_END.test(t);
}

/** Whether a text reads as a value printed beside a key: it holds a digit (an amount, a date, a code). */
const valueLike = (text: string) => /\d/.test(text);

const COLON = /[:：]/;
/** A colon that is part of a value: a time ("10:30"), a URL's scheme, an IPv6 group. */
const valueColon = (text: string, i: number) => /\d/.test(text[i - 1] ?? "") && /\d/.test(text[i + 1] ?? "");

/** The colons of a segment that end a key, by character position. */
function keyColons(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) if (COLON.test(text[i]!) && !valueColon(text, i)) out.push(i);
  return out;
}

interface Span {
  text: string;
  words: Word[];
}

/** The words of a segment between two character positions (the segment's words joined by one space). */
function wordsBetween(seg: Segment, from: number, to: number): Word[] {
  let pos = 0;
  const out: Word[] = [];
  for (const w of seg.words) {
    const s = pos;
    pos += w.text.length + 1;
    if (s + w.text.length > from && s < to) out.push(w);
  }
  return out;
}

/** A value's text without the separators around it, and a bracket its key opened ("(Net): 60,00)"). */
const cleanValue = (t: string) =>
  t
    .replace(/^[\s:：\-–—.#=>|]+/, "")
    .replace(/[\s\-–—|]+$/, "")
    .replace(/^([^()]*)\)$/, "$1")
    .replace(/\s+/g, " ")
    .trim();

/** A key's text without a bracket or separators before it, or the colon after it. */
const cleanKey = (t: string) =>
  t
    .replace(/^[\s(\-–—|]+/, "")
    .replace(/[\s:：]+$/, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * "Key: value" pairs inside one segment, several where a segment holds more ("SIREN : 303 - GLN : 58",
 * "Date: 12.03.24 Invoice No: 55"). The key before a second colon is the lettered words that end there;
 * the words before them are the previous pair's value. Texts are cut at the characters; a pair's words
 * are those its text touches ("REF:BUY_01" is one word, key and value).
 */
function inlinePairs(seg: Segment): { key: Span; value: Span }[] {
  const colons = keyColons(seg.text);
  const pairs: { key: Span; value: Span }[] = [];
  let keyStart = 0;
  for (let k = 0; k < colons.length; k++) {
    const at = colons[k]!;
    const nextAt = colons[k + 1];
    const valueEnd = nextAt === undefined ? seg.text.length : trailingKeyWords(seg, at + 1, nextAt);
    const key = cleanKey(seg.text.slice(keyStart, at));
    const value = cleanValue(seg.text.slice(at + 1, valueEnd));
    if (keyLike(key))
      pairs.push({
        key: { text: key, words: wordsBetween(seg, keyStart, at) },
        value: { text: value, words: value ? wordsBetween(seg, at + 1, valueEnd) : [] },
      });
    keyStart = valueEnd;
  }
  return pairs;
}

/** Where the key before the colon at `colon` starts: the lettered words that end there, after a value. */
function trailingKeyWords(seg: Segment, from: number, colon: number): number {
  let pos = 0;
  const starts: { start: number; w: Word }[] = [];
  for (const w of seg.words) {
    if (pos >= from && pos < colon) starts.push({ start: pos, w });
    pos += w.text.length + 1;
  }
  let keyStart = colon;
  let taken = 0;
  for (let i = starts.length - 1; i >= 0 && taken < MAX_KEY_WORDS - 1; i--) {
    const t = starts[i]!.w.text.replace(/[:：]$/, "");
    if (/^[-–—|/]$/.test(t)) break;
    if (/\d/.test(t) && !/^n[°º]?\d*$/i.test(t)) break;
    // The previous value keeps at least one word.
    if (i === 0) break;
    keyStart = starts[i]!.start;
    taken++;
  }
  return keyStart;
}

/** The first segment under `seg` (within a few line heights) that it overlaps: a value printed below its key. */
function below(lines: Line[], line: Line, seg: Segment): Segment | undefined {
  const h = Math.max(4, line.y1 - line.y0);
  for (let i = line.index + 1; i < lines.length; i++) {
    const next = lines[i]!;
    if (next.page !== line.page || next.y0 - line.y1 > h * 2.5) return undefined;
    const under = next.segments.filter((s) => overlapX(s, seg) > Math.min(6, (seg.x1 - seg.x0) / 3));
    if (under.length) return under[0];
  }
  return undefined;
}

/** Whether a line holds nothing left of `x`: no key of its own, only cells of a value column. */
const keyless = (line: Line, x: number, h: number) => line.segments.every((s) => s.x0 >= x - h);

/**
 * A value right of its key with the lines of its column that wrap above or below it ("MVM Musterhafter"
 * over "Name: Versicherungsverein …"): cells at the value's left edge on lines with no key, nearer to
 * this key's line than to another's.
 */
function wrappedValue(lines: Line[], line: Line, key: Segment, value: Segment): Segment[] {
  const h = Math.max(4, line.y1 - line.y0);
  const inColumn = (l: Line) => l.segments.find((s) => Math.abs(s.x0 - value.x0) < h && keyless(l, value.x0, h));
  const keyed = (l: Line) => l.segments.some((s) => s.x0 < value.x0 - h && Math.abs(s.x0 - key.x0) < h);
  const cells: Segment[] = [value];
  const walk = (dir: -1 | 1) => {
    let prev = line;
    for (let i = line.index + dir; i >= 0 && i < lines.length; i += dir) {
      const l = lines[i]!;
      const gap = dir < 0 ? prev.y0 - l.y1 : l.y0 - prev.y1;
      const cell = l.page === line.page && gap < h * 0.9 ? inColumn(l) : undefined;
      if (!cell) return;
      // The next keyed line beyond: a wrapped line nearer to it belongs to that key (a tie to the key above).
      const beyond = lines[i + dir];
      if (beyond && beyond.page === l.page && keyed(beyond)) {
        const [there, here] = [Math.abs(beyond.y0 - l.y0), Math.abs(l.y0 - line.y0)];
        if (there < here || (dir < 0 && there === here)) return;
      }
      if (dir < 0) cells.unshift(cell);
      else cells.push(cell);
      prev = l;
    }
  };
  walk(-1);
  walk(1);
  return cells;
}

/** Pairs from segments that hold a colon: inline, else the value right of the key, else below it. */
function colonPairs(lines: Line[], line: Line): KeyValue[] {
  const out: KeyValue[] = [];
  line.segments.forEach((seg, i) => {
    for (const p of inlinePairs(seg)) {
      if (p.value.text) {
        out.push({
          key: p.key.text,
          keyWords: p.key.words,
          value: p.value.text,
          valueWords: p.value.words,
          page: line.page,
          layout: "inline",
        });
        continue;
      }
      const right = line.segments[i + 1];
      if (right && keyColons(right.text).length === 0) {
        const cells = wrappedValue(lines, line, seg, right);
        out.push({
          key: p.key.text,
          keyWords: p.key.words,
          value: cleanValue(cells.map((c) => c.text).join(" ")),
          valueWords: cells.flatMap((c) => c.words),
          page: line.page,
          layout: "right",
        });
        continue;
      }
      const under = right ? undefined : below(lines, line, seg);
      if (under && keyColons(under.text).length === 0)
        out.push({
          key: p.key.text,
          keyWords: p.key.words,
          value: cleanValue(under.text),
          valueWords: under.words,
          page: line.page,
          layout: "below",
        });
    }
  });
  return out;
}

/**
 * Pairs without a colon on one line: a key-like cell followed by a cell with a digit ("Subtotal |
 * 573.00", "Invoice No | 1234"), alternating along the line ("Total HT | 100,00 | TVA | 20,00").
 */
function adjacentPairs(line: Line): KeyValue[] {
  const segs = line.segments;
  if (segs.some((s) => keyColons(s.text).length > 0)) return [];
  const out: KeyValue[] = [];
  for (let i = 0; i + 1 < segs.length; i += 2) {
    const [k, v] = [segs[i]!, segs[i + 1]!];
    if (!keyLike(k.text) || !valueLike(v.text) || keyLike(v.text)) return i === 0 ? [] : out;
    out.push({
      key: cleanKey(k.text),
      keyWords: k.words,
      value: cleanValue(v.text),
      valueWords: v.words,
      page: line.page,
      layout: "right",
    });
  }
  // A cell left over at the end is not a pair: a table row rather than pairs.
  return segs.length % 2 === 0 ? out : [];
}

/**
 * Whether a line goes on from the text right above it in the same columns: a line inside blocks of
 * text (two addresses side by side), not the header of a grid.
 */
function continuesAbove(lines: Line[], line: Line, h: number): boolean {
  const above = lines[line.index - 1];
  if (!above || above.page !== line.page || line.y0 - above.y1 > h * 0.8) return false;
  return line.segments.filter((s) => above.segments.some((a) => Math.abs(a.x0 - s.x0) < h)).length >= 2;
}

/**
 * Whether the text under a grid's values goes on in the same columns and is not a grid's header
 * again: names over addresses side by side, not keys over their values.
 */
function startsBlock(lines: Line[], values: Line, h: number): boolean {
  const after = lines[values.index + 1];
  if (!after || after.page !== values.page || after.y0 - values.y1 > h * 0.8) return false;
  const aligned = after.segments.filter((s) => values.segments.some((v) => Math.abs(v.x0 - s.x0) < h)).length;
  return aligned >= 2 && !after.segments.every((s) => keyLike(s.text) && !valueLike(s.text));
}

const gridPair = (key: Segment, v: Segment, page: number): KeyValue => ({
  key: cleanKey(key.text),
  keyWords: key.words,
  value: cleanValue(v.text),
  valueWords: v.words,
  page,
  layout: "below",
});

/**
 * A grid of as many values as keys, each value in its key's column: ending past the key's start and
 * before the next key's (a figure set flush right in a wide cell stands apart from its left-set key,
 * "Round Off" over "0.13"). Pairs by order, or none where any value strays from its column.
 */
function columnMates(keys: Segment[], values: Segment[]): [Segment, Segment][] | undefined {
  if (keys.length < 3 || keys.length !== values.length) return undefined;
  const inColumn = values.every((v, i) => {
    const next = keys[i + 1];
    return (
      v.x1 > keys[i]!.x0 && (!next || v.x1 <= next.x0 + (next.x1 - next.x0) / 2) && (i === 0 || v.x0 > keys[i - 1]!.x1)
    );
  });
  return inColumn ? keys.map((k, i) => [k, values[i]!]) : undefined;
}

/**
 * A grid: a line of key-like cells over a line of values aligned with them ("Invoice No. | Date |
 * Due Date" over "F-12 | 01.02.24 | 01.03.24"). Every key is paired with the cell under it.
 */
function gridPairs(lines: Line[], line: Line): KeyValue[] {
  if (line.segments.length < 2 || !line.segments.every((s) => keyLike(s.text) && !COLON.test(s.text.slice(0, -1))))
    return [];
  const next = lines[line.index + 1];
  const h = Math.max(4, line.y1 - line.y0);
  if (continuesAbove(lines, line, h)) return [];
  if (!next || next.page !== line.page || next.y0 - line.y1 > h * 2) return [];
  if (
    !next.segments.some((s) => valueLike(s.text)) ||
    next.segments.every((s) => keyLike(s.text) && !valueLike(s.text))
  )
    return [];
  if (startsBlock(lines, next, h)) return [];
  const byColumn = columnMates(line.segments, next.segments);
  if (byColumn) return byColumn.map(([key, v]) => gridPair(key, v, line.page));
  const out: KeyValue[] = [];
  for (const key of line.segments) {
    const under = next.segments.filter((s) => overlapX(s, key) > 0);
    if (under.length !== 1) continue;
    const v = under[0]!;
    // A value cell under two keys belongs to neither for sure.
    if (line.segments.filter((k) => overlapX(k, v) > 0).length > 1) continue;
    out.push({
      key: cleanKey(key.text),
      keyWords: key.words,
      value: cleanValue(v.text),
      valueWords: v.words,
      page: line.page,
      layout: "below",
    });
  }
  return out.length >= 2 ? out : [];
}

/** Words cut at each "&" that stands alone ("Station Road & ICIC0329119"): the parts, or one part. */
function splitAtAmpersand(words: Word[]): Word[][] {
  const parts: Word[][] = [[]];
  for (const w of words)
    if (w.text === "&") parts.push([]);
    else parts[parts.length - 1]!.push(w);
  return parts;
}

/**
 * A joint key over a joint value ("Branch & IFS Cd : Station Road & ICIC0329119", as Tally prints a
 * bank's branch and code): as many keys as values, each its own pair. Anything else stays one pair.
 */
function jointPairs(kv: KeyValue): KeyValue[] {
  const keys = splitAtAmpersand(kv.keyWords);
  const values = splitAtAmpersand(kv.valueWords);
  if (keys.length !== 2 || values.length !== 2 || [...keys, ...values].some((p) => p.length === 0)) return [kv];
  const text = (ws: Word[]) => ws.map((w) => w.text).join(" ");
  return keys.map((k, i) => ({
    ...kv,
    key: text(k).replace(/[:：]\s*$/, ""),
    keyWords: k,
    value: cleanValue(text(values[i]!)),
    valueWords: values[i]!,
  }));
}

/** Every key-value pair the lines show, in reading order. */
export function findKeyValues(lines: Line[]): KeyValue[] {
  const out: KeyValue[] = [];
  for (const line of lines) {
    const found = colonPairs(lines, line);
    out.push(...(found.length ? found : [...gridPairs(lines, line), ...adjacentPairs(line)]));
  }
  return out.filter((kv) => kv.value !== "" && kv.keyWords.length > 0).flatMap(jointPairs);
}
