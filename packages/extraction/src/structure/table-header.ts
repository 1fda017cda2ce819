import { overlapX, segmentOf, type Line, type Segment } from "../text/lines.ts";
import type { Word } from "../types.ts";

/**
 * A table's columns from its header: the cells of its header lines, one column per cell of the main
 * line, with the cells stacked over or under it joined to its name. Two printing habits are read as
 * such: a header cell run over several columns ("Qty. Gross", "Tax % Amount") is split where the
 * numbers under it stand in separate columns; a cell printed over a group of columns ("CGST" over
 * "Rate" and "Amount") is their caption, not a column of its own.
 */

export interface TableColumn {
  /** The header's words over the column, top to bottom ("Unit Price" over "Excl. VAT"); captions apart. */
  header: string;
  headerWords: Word[];
  /** A heading printed over this column and its neighbours ("Central Tax" over "Rate" and "Amount"). */
  caption?: string;
  x0: number;
  x1: number;
}

interface Span {
  x0: number;
  x1: number;
}

const centre = (s: Span) => (s.x0 + s.x1) / 2;

/** A number as a table prints it: digits with separators, a sign, a currency or a per cent, no words. */
export const numberLike = (text: string) =>
  /\d/.test(text) && !/\p{L}/u.test(text.replace(/₹|rs\.?|inr|usd|eur|\/-/gi, ""));

/**
 * Where a table's numbers stand: the x-extents of its number words, merged across rows. Only lines of
 * several cells are rows: a sentence under the table ("Registered Address: …, 313713") has no columns.
 */
export function numberSpans(rows: Line[]): Span[] {
  const numbers = (l: Line) => l.words.filter((w) => numberLike(w.text));
  const cells = rows.filter((l) => l.segments.length > 1);
  // Where rows print two or more numbers, they alone place the columns: a totals line under them has
  // one, often wider ("Gross Amount  2,168.00"), that would run two columns' spans into one.
  const itemLike = cells.filter((l) => numbers(l).length > 1);
  const spans = (itemLike.length ? itemLike : cells)
    .flatMap(numbers)
    .map((w) => ({ x0: w.x0, x1: w.x1 }))
    .sort((a, b) => a.x0 - b.x0);
  const out: Span[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.x0 <= last.x1) last.x1 = Math.max(last.x1, s.x1);
    else out.push({ ...s });
  }
  return out;
}

/** The number column a word stands over, by most overlap; -1 over none. */
function spanOf(w: Word, spans: Span[]): number {
  let best = -1;
  let most = 0;
  spans.forEach((s, i) => {
    const o = overlapX(s, w);
    if (o > most) [best, most] = [i, o];
  });
  return best;
}

/**
 * A header cell split where its words stand over different number columns ("Qty. Gross" over "1" and
 * "203.00"); words over no number column stay with the word before them. Text of the rows that runs
 * across a place keeps the cell whole there ("Description of Goods" over "SAMSUNG A10S 2/32").
 */
export function splitOverNumbers(seg: Segment, spans: Span[], texts: Span[] = []): Segment[] {
  if (seg.words.length < 2) return [seg];
  const parts: Word[][] = [];
  let lastSpan = -1;
  seg.words.forEach((w, i) => {
    const s = spanOf(w, spans);
    const prev = seg.words[i - 1];
    const at = prev ? (prev.x1 + w.x0) / 2 : 0;
    const crossed = texts.some((t) => t.x0 < at - 1 && t.x1 > at + 1);
    if (parts.length === 0 || (s >= 0 && lastSpan >= 0 && s !== lastSpan && !crossed)) parts.push([]);
    parts[parts.length - 1]!.push(w);
    if (s >= 0) lastSpan = s;
  });
  return parts.map(segmentOf);
}

/**
 * Where the rows print text (cells with words, not numbers): a header is not split across it. Only
 * lines of several cells are rows; a sentence under the table (terms, an address) is not.
 */
export function textSpans(rows: Line[]): Span[] {
  return rows
    .filter((l) => l.segments.length > 1)
    .flatMap((l) => l.segments.filter((s) => s.words.some((w) => /\p{L}{2}/u.test(w.text) && !numberLike(w.text))));
}

/**
 * The cells of an adjacent header line that a cell is the caption of: two or more, between the cell's
 * neighbours on its own line and under no cell of a third line, spanning the cell with it near their
 * middle.
 */
function captionRun(cell: Segment, own: Segment[], adjacent: Segment[], others: Segment[]): Segment[] | undefined {
  const i = own.indexOf(cell);
  const left = own[i - 1];
  const right = own[i + 1];
  const width = cell.x1 - cell.x0;
  const run = adjacent.filter(
    (s) =>
      (!left || s.x0 > left.x1) &&
      (!right || s.x1 < right.x0) &&
      centre(s) > cell.x0 - width &&
      centre(s) < cell.x1 + width,
  );
  if (run.length < 2) return undefined;
  // Cells another header line already names ("Amount" under "Gross") have no caption here.
  if (run.some((s) => others.some((o) => overlapX(o, s) > 0))) return undefined;
  // A cell mostly inside one of them continues that one's name ("SGST" over "/UTGST").
  if (run.some((s) => overlapX(s, cell) > width / 2)) return undefined;
  // A caption reaches across a gap between two of them.
  if (!run.some((a, k) => run[k + 1] && cell.x0 < run[k + 1]!.x0 && cell.x1 > a.x1)) return undefined;
  const x0 = Math.min(...run.map((s) => s.x0));
  const x1 = Math.max(...run.map((s) => s.x1));
  const tol = cell.y1 - cell.y0;
  const third = (x1 - x0) / 3;
  const c = centre(cell);
  if (c < x0 + third || c > x1 - third || cell.x0 < x0 - tol || cell.x1 > x1 + tol) return undefined;
  return run;
}

/**
 * The cells of an adjacent header line under a caption set flush left in its span, the names under
 * it set right in theirs (a bordered grid's "Central Tax" over "Rate | Amount"): two or more short
 * names from the caption's left edge up to the next cell on its line, the first under the caption.
 */
function flushLeftRun(cell: Segment, own: Segment[], adjacent: Segment[], others: Segment[]): Segment[] | undefined {
  const right = own[own.indexOf(cell) + 1];
  const tol = cell.y1 - cell.y0;
  const run = adjacent.filter((s) => s.x0 >= cell.x0 - tol && (!right || s.x1 < right.x0));
  if (run.length < 2 || run[0]!.x0 > cell.x1 || run.some((s) => s.words.length > 2)) return undefined;
  if (run.some((s) => others.some((o) => overlapX(o, s) > 0))) return undefined;
  // Each name starts past the caption's own start: a name flush with it continues its words.
  return run.every((s) => s.x0 > cell.x0 + tol / 2) ? run : undefined;
}

/** Captions among the header's cells: each caption cell with the cells it stands over or under. */
function captionsOf(lines: Segment[][]): Map<Segment, Segment> {
  const captionOf = new Map<Segment, Segment>();
  lines.forEach((own, i) => {
    for (const cell of own)
      for (const j of [i + 1, i - 1]) {
        const adjacent = lines[j];
        if (!adjacent) continue;
        const others = lines.filter((_, k) => k !== i && k !== j).flat();
        const run =
          captionRun(cell, own, adjacent, others) ??
          (j === i + 1 ? flushLeftRun(cell, own, adjacent, others) : undefined);
        if (!run) continue;
        for (const s of run) captionOf.set(s, cell);
        break;
      }
  });
  return captionOf;
}

interface Building {
  parts: Segment[];
  captions: Segment[];
  x0: number;
  x1: number;
}

/**
 * The columns a header's lines make (its cells already split over the numbers): the main line's
 * cells, or the cells a caption on it stands over; each other cell joins the column it overlaps,
 * starts a column where it overlaps none, and is a caption where it overlaps several.
 */
export function columnsOf(lines: Segment[][], mainAt: number): TableColumn[] {
  const captionOf = captionsOf(lines);
  const captions = new Set(captionOf.values());
  const leaves = lines[mainAt]!.flatMap((c) =>
    captions.has(c) ? [...captionOf].filter(([, cap]) => cap === c).map(([s]) => s) : [c],
  );
  const columns: Building[] = leaves.map((s) => ({ parts: [s], captions: [], x0: s.x0, x1: s.x1 }));
  for (const [leaf, cap] of captionOf) columns.find((c) => c.parts[0] === leaf)?.captions.push(cap);
  for (const line of lines)
    for (const seg of line) {
      if (leaves.includes(seg) || captions.has(seg)) continue;
      const over = columns.filter((c) => overlapX(c, seg) > 0);
      if (over.length > 1) for (const c of over) c.captions.push(seg);
      else if (over.length === 1) over[0]!.parts.push(seg);
      else columns.push({ parts: [seg], captions: [], x0: seg.x0, x1: seg.x1 });
    }
  return columns.map(finished).sort((a, b) => a.x0 - b.x0);
}

function finished(c: Building): TableColumn {
  const parts = c.parts.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const caption = c.captions
    .sort((a, b) => a.y0 - b.y0)
    .map((s) => s.text)
    .join(" ");
  return {
    header: parts.map((s) => s.text).join(" "),
    headerWords: parts.flatMap((s) => s.words),
    ...(caption ? { caption } : {}),
    x0: Math.min(...parts.map((s) => s.x0)),
    x1: Math.max(...parts.map((s) => s.x1)),
  };
}
