import type { Line, Segment } from "../../text/lines.ts";
import { labelsAt, labelsOf } from "../common/labels.ts";
import type { DocumentView } from "../common/view.ts";
import { keyedGrid } from "./party-grid.ts";
import { ADDRESS_KEYS, PARTY_LABELS, SHORT_KEY, idLike, meanConf, nameFrom, type PartyBlock } from "./party-cells.ts";

/**
 * The lines of a party's block by geometry: the edge its cells stand at, from its heading or name down to a gap or
 * another heading.
 */

/**
 * Where a block's cells stand: their left edge, their right edge for a block set flush right, their
 * middle for a letterhead centred on the page.
 */
interface Edge {
  x0: number;
  x1?: number;
  mid?: number;
}

export const middle = (s: { x0: number; x1: number }) => (s.x0 + s.x1) / 2;

/** The least mean confidence of a larger cell's words to be taken for the name: large smudges read poorly. */
export const NAME_CONF = 0.6;

const edgeOf = (s: { x0: number; x1: number }, page: Line): Edge =>
  // A cell that ends near the page's right margin is set flush right ("Billing Address :" and the lines under it).
  s.x1 > page.pageWidth * 0.75 ? { x0: s.x0, x1: s.x1 } : { x0: s.x0 };

function segsNear(line: Line, edge: Edge, tol: number, leftTol = tol): Segment[] {
  return line.segments.filter(
    (s) =>
      Math.abs(s.x0 - edge.x0) <= leftTol ||
      (edge.x1 !== undefined && Math.abs(s.x1 - edge.x1) <= tol / 2) ||
      (edge.mid !== undefined && Math.abs(middle(s) - edge.mid) <= tol / 2 && meanConf(s.words) >= NAME_CONF),
  );
}

/** Whether a line ends a block standing at an edge: another party's heading in its column, say. */
export type Stop = (line: Line, edge: Edge) => boolean;

export /** A party's block: its name, then the lines below aligned with it until a gap or another heading. */
function blockFrom(lines: Line[], start: Line, edge: Edge, stopAt: Stop): PartyBlock["lines"] {
  const out: PartyBlock["lines"] = [];
  const h = Math.max(4, start.y1 - start.y0);
  let prevBottom = start.y1;
  let widest = 0;
  for (const line of lines) {
    if (line.page !== start.page || line.index <= start.index) continue;
    const gap = line.y0 - prevBottom;
    if (gap > h * 2.6) break;
    // A blank line after lines set close together ends the block: the next section's heading follows.
    if (out.length >= 2 && gap > Math.max(h * 1.2, widest * 3)) break;
    if (stopAt(line, edge)) break;
    // A centred letterhead's large type would widen the reach of its left edge past the page's margin,
    // where a bill book's form below it starts ("Recipient Name ……"): that edge is measured in the line's own type.
    const own = edge.mid !== undefined ? Math.min(h, line.y1 - line.y0) : h;
    const segs = segsNear(line, edge, Math.max(12, h * 1.5), Math.max(12, own * 1.5));
    if (segs.length === 0) {
      if (line.segments.some((s) => s.x0 < edge.x0 - 20 && s.x1 > edge.x0)) break;
      continue;
    }
    if (out.length > 0) widest = Math.max(widest, gap);
    out.push({ line, segs });
    prevBottom = line.y1;
    if (out.length >= 9) break;
  }
  return out;
}

/**
 * Where the block under a heading stands: the heading's own edge, or the next line's cell indented
 * under the heading's words ("Rechnungsersteller" over "  Lieferant GmbH"), a block set in from its heading.
 */
function edgeUnder(lines: Line[], head: { line: Line; seg: Segment }): Edge {
  const edge = edgeOf(head.seg, head.line);
  const h = Math.max(4, head.line.y1 - head.line.y0);
  const next = lines[head.line.index + 1];
  if (!next || next.page !== head.line.page || next.y0 - head.line.y1 > h * 2.6) return edge;
  if (segsNear(next, edge, Math.max(12, h * 1.5)).length > 0) return edge;
  const indented = next.segments.find((s) => s.x0 > edge.x0 && s.x0 < Math.min(head.seg.x1, edge.x0 + h * 4));
  return indented ? { x0: indented.x0 } : edge;
}

/**
 * A party's block under its heading: a grid of keyed cells ("Name | Acme"), a labelled name ("Name:
 * Lieferant GmbH"), else the name in the heading's cell, else the first line under it.
 */
export function blockUnder(
  view: DocumentView,
  head: { line: Line; seg: Segment; end: number },
  stop: Stop,
  nameStop: Stop = stop,
): PartyBlock {
  const { lines } = view;
  const edge = edgeUnder(lines, head);
  const grid = keyedGrid(lines, head.line, edge.x0, (l) => stop(l, edge), view.ocr);
  const gridName = grid && nameFrom(grid.name, grid.nameLine.page, undefined, true);
  if (grid && gridName) return { nameFound: gridName, lines: grid.rows };
  const under = blockFrom(lines, head.line, edge, nameStop);
  const labelled = namedByPair(view, under);
  if (labelled) return labelled;
  let name = nameFrom(head.seg, head.line.page, head.end);
  let start = head.line;
  // The name is the first line under the heading, past keys ("Nummer: 12345") and ids ("GLN 4333741000005").
  for (const b of name ? [] : under.slice(0, 3)) {
    const seg = b.segs[0]!;
    if (/[:：]/.test(seg.text) || colonAfter(b.line, seg) || idLike(seg.text)) continue;
    name = nameFrom(seg, b.line.page, undefined, true);
    start = b.line;
    break;
  }
  if (!name) return { lines: [] };
  // A name beside its heading ("Sold By: Acme"): the block's lines stand under the heading.
  const nameCell = { x0: name.words[0]!.x0, x1: Math.max(...name.words.map((w) => w.x1)) };
  const block = blockFrom(lines, start, edgeOf(start === head.line ? head.seg : nameCell, start), stop);
  // A block that goes on with keys of its own ("PNR : GZ9W3Q") holds the party's name only.
  return { nameFound: name, lines: keyedFirst(block) ? [] : block };
}

/** Whether a cell's key has its colon set apart in the next cell ("Nummer   : 549910"). */
function colonAfter(line: Line, seg: Segment): boolean {
  const next = line.segments[line.segments.indexOf(seg) + 1];
  return next !== undefined && /^[:：]/.test(next.text);
}

/** Whether a block's first line is a short key and its value ("PNR : GZ9W3Q"), not an address. */
function keyedFirst(block: PartyBlock["lines"]): boolean {
  const text = block[0]?.segs[0]?.text ?? "";
  const m = SHORT_KEY.exec(text);
  return (
    m !== null &&
    // A code after it ("PNR : GZ9W3Q"), not an address ("Delivery Address: Door No. 271, …") nor the
    // party's own id ("RFC: DTL950312AB1", which Mexican invoices print under the name).
    text.slice(m[0].length).trim().split(/\s+/).length === 1 &&
    !labelsAt(m[1]!).some((l) => ADDRESS_KEYS.includes(l.concept) || PARTY_LABELS.includes(l.concept))
  );
}

/** A name the block labels ("Name: Lieferant GmbH", its value perhaps wrapped): the key-value pair's value, and the lines after it. */
function namedByPair(view: DocumentView, block: PartyBlock["lines"]): PartyBlock | undefined {
  for (const kv of view.keyValues) {
    const at = block.findIndex((b) => b.line.words.includes(kv.keyWords[0]!));
    if (at < 0 || labelsOf(kv.key, { ocr: view.ocr })[0]?.concept !== "party.name") continue;
    return {
      nameFound: { value: kv.value, words: kv.valueWords, page: kv.page },
      lines: block.slice(at + 1).filter((b) => !b.line.words.some((w) => kv.valueWords.includes(w))),
    };
  }
  return undefined;
}
