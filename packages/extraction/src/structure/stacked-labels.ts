import { overlapX, segmentOf, withSegments, type Line, type Segment } from "../text/lines.ts";
import { keyLike } from "./key-values.ts";

/**
 * Labels printed over two lines of one cell, as bilingual forms print a label in two languages (the
 * Hindi over the English) and narrow columns wrap a long one: the second line belongs to the label, and
 * the value beside it stays the label's. Two layouts:
 * - the value on the label's first line ("बीजक क्रमांक | 433" over "Invoice Number"): a cell of table
 *   set at its top;
 * - the value centred between the label's two lines ("केन्द्रीय कर" / "338.76" / "CGST @ 9%"): a cell
 *   set in its middle, where the value is a line of its own.
 * Either way the label's lines become one cell on one line, before its value.
 */

const hasDigit = (s: Segment) => /\d/.test(s.text);
/** A key's text, or a key in two languages ("जारी करने की तिथि / Date of"): each side as short as a key. */
const labelLike = (t: string) => keyLike(t) || (/\s\/\s/.test(t) && t.split(/\s\/\s/).every((p) => keyLike(p)));
/** A figure alone ("338.76", "₹ 4,441.52", "Rs. 12.00"): no key of its own, no words beyond a currency's. */
const figureOnly = (s: Segment) => hasDigit(s) && !/[:：]/.test(s.text) && (s.text.match(/\p{L}/gu)?.length ?? 0) <= 3;
/** A label's line: short lettered cells, none a value. */
const labelOnly = (l: Line) => l.segments.every((s) => labelLike(s.text) && !/[:：]/.test(s.text) && !hasDigit(s));
/** A cell's height of print: its words' median. */
const cellHeight = (s: Segment) => {
  const hs = s.words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  return hs[Math.floor(hs.length / 2)] ?? 0;
};
/** How much taller than the other one line of a label may be printed: a label wraps in its own type. */
const LABEL_TYPE_RATIO = 1.5;
/**
 * Whether two cells are printed in one type: a letterhead's name in large type over a small key under it
 * ("Sri Ganesh Caterers" over "GSTIN") is no label wrapped.
 */
const sameType = (a: Segment, b: Segment) => {
  const [ha, hb] = [cellHeight(a), cellHeight(b)];
  return Math.max(ha, hb) <= LABEL_TYPE_RATIO * Math.max(1, Math.min(ha, hb));
};
/** A line's height of print: its words' tallest, not the span of labels already joined over lines. */
const height = (l: Line) => Math.max(4, ...l.words.map((w) => w.y1 - w.y0));

function joined(top: Line, pairs: [Segment, Segment][], extra: Line[]): Line {
  const segments = top.segments.map((s) => {
    const under = pairs.find(([a]) => a === s)?.[1];
    return under ? segmentOf([...s.words, ...under.words]) : s;
  });
  for (const l of extra) segments.push(...l.segments);
  segments.sort((a, b) => a.x0 - b.x0);
  const all = [top, ...extra, ...pairs.map(([, b]) => b)];
  return {
    ...withSegments(top, segments),
    y0: Math.min(...all.map((x) => x.y0)),
    y1: Math.max(...all.map((x) => x.y1)),
  };
}

/** A label's second line found under it: the label-and-gloss pairs, and the cells of other columns left over. */
interface Glosses {
  pairs: [Segment, Segment][];
  rest: Segment[];
}

/**
 * The second line of labels whose first line holds their values: cells of `next` close under a label
 * of `line` (left edges together) that a value follows, with nothing under the value. Cells of other
 * columns (an address's next line beside the grid) stay where they are. None unless one value at least
 * is a figure: names over their address lines are no labels.
 */
function glossesUnder(line: Line, next: Line): Glosses | undefined {
  const h = height(line);
  if (next.page !== line.page || next.y0 - line.y1 > h * 0.9) return undefined;
  const under = (a: Segment) => next.segments.some((s) => overlapX(a, s) > 0);
  const pairs: [Segment, Segment][] = [];
  const rest: Segment[] = [];
  for (const s of next.segments) {
    const i = line.segments.findIndex((a) => Math.abs(a.x0 - s.x0) < h);
    const [label, value] = [line.segments[i], line.segments[i + 1]];
    // A label that ends in a colon ends there ("Date :" over the next block's heading), and so does one
    // whose colon opens its value's cell ("State | : Kerala (32)" over a "Ship To" heading).
    const open = label && !/[:：]\s*$/.test(label.text) && !(value && /^[:：]/.test(value.text));
    const labelled = open && labelLike(label.text) && !hasDigit(label) && value && !under(value);
    if (labelled && s.x1 < value.x0 && keyLike(s.text) && !/[:：]/.test(s.text) && !hasDigit(s) && sameType(label, s))
      pairs.push([label, s]);
    else if (label && labelled) return undefined;
    else rest.push(s);
  }
  const figured = pairs.some(([a]) => hasDigit(line.segments[line.segments.indexOf(a) + 1]!));
  if (!pairs.length || !figured) return undefined;
  // Cells left over belong to a column before the labels (an address beside them); one under the
  // labels' values makes the lines a table's rows ("Butter Naan | … | 195.00" over "Taxable Amount | 843.00").
  const from = Math.min(...pairs.map(([a]) => a.x0));
  const inGrid = rest.some((r) => line.segments.some((a) => a.x0 >= from && overlapX(a, r) > 0));
  return inGrid ? undefined : { pairs, rest };
}

/**
 * The labels' next line: the next line, or one a little further where those before hold only cells
 * of another column (an address block beside the grid, its lines between the label's).
 */
function glossLine(
  lines: Line[],
  i: number,
  line: Line,
  taken: Map<number, Segment[]>,
): { at: number; g: Glosses } | undefined {
  for (let k = i + 1; k <= i + 4 && k < lines.length; k++) {
    const rest = taken.get(k);
    const cand = rest ? (rest.length ? withSegments(lines[k]!, rest, true) : undefined) : lines[k]!;
    if (!cand) continue;
    const g = glossesUnder(line, cand);
    if (g) return { at: k, g };
    if (cand.segments.some((s) => line.segments.some((a) => overlapX(a, s) > 0))) return undefined;
  }
  return undefined;
}

/**
 * A value line wedged between a label's two lines: `mid` holds only figures, right of both label lines,
 * its middle between theirs, the three lines close together.
 */
function wedged(top: Line, mid: Line, bottom: Line): boolean {
  if (top.page !== mid.page || bottom.page !== mid.page) return false;
  if (top.segments.length !== 1 || bottom.segments.length !== 1 || !labelOnly(top)) return false;
  const [a, b] = [top.segments[0]!, bottom.segments[0]!];
  const h = height(top);
  if (Math.abs(a.x0 - b.x0) >= h || !keyLike(b.text) || bottom.y0 - top.y1 > h * 1.2) return false;
  const left = Math.max(a.x1, b.x1);
  if (!mid.segments.every((s) => figureOnly(s) && s.x0 > left)) return false;
  // Centred in the cell: the figure's middle halfway between the label's lines' middles.
  const c = (l: Line) => (l.y0 + l.y1) / 2;
  return Math.abs(c(mid) - (c(top) + c(bottom)) / 2) < h * 0.2;
}

/** Whether a line close above `line` has a cell over `mid`'s: a grid's keys over their values. */
function headed(above: Line | undefined, line: Line, mid: Line): boolean {
  if (!above || above.page !== line.page || line.y0 - above.y1 > height(line) * 2) return false;
  return above.segments.some((a) => mid.segments.some((m) => overlapX(a, m) > 0));
}

/** The lines with every label printed over several lines joined into one cell on its first line, reindexed. */
export function joinStackedLabels(lines: Line[]): Line[] {
  const out: Line[] = [];
  const taken = new Map<number, Segment[]>();
  for (let i = 0; i < lines.length; i++) {
    const [line, next, after] = [lines[i]!, lines[i + 1], lines[i + 2]];
    const rest = taken.get(i);
    if (rest) {
      if (rest.length) out.push(withSegments(line, rest, true));
      continue;
    }
    let cur = line;
    // A label wrapped over three lines ("बीजक क्रमांक /", "Invoice", "Number") joins line by line.
    for (let gloss = glossLine(lines, i, cur, taken); gloss; gloss = glossLine(lines, i, cur, taken)) {
      cur = joined(cur, gloss.g.pairs, []);
      taken.set(gloss.at, gloss.g.rest);
    }
    if (cur !== line) out.push(cur);
    else if (next && after && wedged(line, next, after) && !headed(lines[i - 1], line, next)) {
      out.push(joined(line, [[line.segments[0]!, after.segments[0]!]], [next]));
      i += 2;
    } else out.push(line);
  }
  return out.map((l, index) => ({ ...l, index }));
}
