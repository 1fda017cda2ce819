import { segmentOf, type Line, type Segment } from "../../text/lines.ts";
import { labelsAt } from "../common/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";

/**
 * A party printed as a grid of keyed cells, each key in a column of its own and its value beside it
 * (CGST rule 46's "Details of Receiver (Billed to)" form: "Name | Acme", "Address | …", "GSTIN | …"):
 * the block's rows joined key and value, so the party's fields read as "Key : value" cells.
 */

/** Keys such a grid prints for a party, one a row. */
const GRID_KEYS: readonly Concept[] = [
  "party.name",
  "party.address",
  "id.gstin",
  "id.pan",
  "party.state",
  "party.state_code",
  "party.phone",
  "party.email",
];

/** The grid's key a cell is, alone: its label and nothing after it but punctuation. */
function bareKey(seg: Segment, ocr: boolean): Concept | undefined {
  const m = labelsAt(seg.text, { ocr })[0];
  if (!m || !GRID_KEYS.includes(m.concept)) return undefined;
  return /^[\s:：.\-–—]*$/.test(seg.text.slice(m.end)) ? m.concept : undefined;
}

/** A grid's key run into its value in one cell, a colon between ("GSTIN :24YRFFS5643A2ZW", as OCR joins them). */
function keyedCell(seg: Segment, ocr: boolean): boolean {
  const m = labelsAt(seg.text, { ocr })[0];
  return m !== undefined && GRID_KEYS.includes(m.concept) && /^\s*[:：]\s*\S/.test(seg.text.slice(m.end));
}

/** A key's cell and its value's as one cell, a colon set between them. */
function joined(key: Segment, value: Segment): Segment {
  const last = key.words[key.words.length - 1]!;
  const keyWords = key.words.map((w, i) =>
    i === key.words.length - 1 ? { ...w, text: w.text.replace(/[:：]+$/, "") } : w,
  );
  const colon = { ...last, text: ":", x0: last.x1, x1: last.x1 };
  return segmentOf([...keyWords.filter((w) => w.text !== ""), colon, ...value.words]);
}

/** A value's cell less the colon printed at its start (": Acme", the key's colon set in the value's column). */
function withoutColon(seg: Segment): Segment {
  const [first, ...rest] = seg.words;
  if (!first || !/^[:：]/.test(first.text)) return seg;
  const text = first.text.replace(/^[:：]+\s*/, "");
  return text ? segmentOf([{ ...first, text }, ...rest]) : rest.length ? segmentOf(rest) : seg;
}

export interface GridParty {
  /** The value beside the "Name" key. */
  name: Segment;
  nameLine: Line;
  /** The rows after the name: keyed rows joined, a value's wrapped lines as they are. */
  rows: { line: Line; segs: Segment[] }[];
}

/** How many keyed rows make a grid: a name and one more. */
const MIN_KEYED_ROWS = 2;

/**
 * The grid under a party's heading whose keys stand at `keyX`; undefined where the lines under it are
 * no such grid. A row without a key cell is its value's next line (an address wrapped in its cell).
 */
export function keyedGrid(
  lines: Line[],
  head: Line,
  keyX: number,
  stop: (line: Line) => boolean,
  ocr: boolean,
): GridParty | undefined {
  const h = Math.max(4, head.y1 - head.y0);
  const tol = Math.max(12, h * 1.5);
  let valueX: number | undefined;
  let prevBottom = head.y1;
  let name: { seg: Segment; line: Line } | undefined;
  let keyed = 0;
  const rows: GridParty["rows"] = [];
  // A block beside the heading (the invoice's particulars to its right) runs its own lines between
  // the grid's: a line wholly in that column is the other block's. So is a line whose cells all stand
  // far right of the keys where nothing is beside the heading (a panel's values set under their labels),
  // unless one stands in the values' column.
  const besideX = Math.min(
    ...head.segments.filter((s) => s.x0 > keyX + tol).map((s) => s.x0),
    keyX + head.pageWidth * 0.4,
  );
  const beside = (line: Line) =>
    line.segments.every((s) => s.x0 >= besideX - tol / 2) &&
    !line.segments.some((s) => valueX !== undefined && Math.abs(s.x0 - valueX) <= tol);
  for (const line of lines) {
    if (line.page !== head.page || line.index <= head.index) continue;
    if (line.y0 - prevBottom > h * 2.6 || stop(line) || rows.length >= 9) break;
    if (beside(line)) continue;
    const at = line.segments.findIndex((s) => Math.abs(s.x0 - keyX) <= tol);
    const key = line.segments[at];
    const concept = key && bareKey(key, ocr);
    const cell = concept ? line.segments[at + 1] : undefined;
    const value = cell && withoutColon(cell);
    if (value && valueX === undefined) valueX = value.x0;
    const inColumn = value && valueX !== undefined && Math.abs(value.x0 - valueX) <= tol;
    if (concept === "party.name" && inColumn && !name) name = { seg: value, line };
    else if (key && concept && inColumn) rows.push({ line, segs: [joined(key, value)] });
    else if (key) rows.push({ line, segs: [key] });
    else {
      const cont = valueX === undefined ? undefined : line.segments.find((s) => Math.abs(s.x0 - valueX!) <= tol);
      if (!cont) break;
      rows.push({ line, segs: [cont] });
    }
    if ((concept && inColumn) || (key && !concept && keyedCell(key, ocr))) keyed++;
    prevBottom = line.y1;
  }
  if (!name || keyed < MIN_KEYED_ROWS) return undefined;
  const wrapped = nameWrap(rows, ocr);
  const nameSeg = wrapped.length
    ? segmentOf([...name.seg.words, ...wrapped.flatMap((r) => r.segs[0]!.words)])
    : name.seg;
  return { name: nameSeg, nameLine: name.line, rows: rows.slice(wrapped.length) };
}

/**
 * The name's own wrapped lines: the unkeyed rows right after it, where the grid keys the address on a
 * row of its own further down ("Name : Vardhman Sales" over "Corporation Limited", then "Address : …").
 * Without an address key, the lines after the name are the address.
 */
function nameWrap(rows: GridParty["rows"], ocr: boolean): GridParty["rows"] {
  const keyedAt = rows.findIndex((r) => bareKey(r.segs[0]!, ocr) !== undefined || r.segs[0]!.text.includes(":"));
  const addressKeyed = rows.some((r) => labelsAt(r.segs[0]!.text, { ocr })[0]?.concept === "party.address");
  return keyedAt > 0 && addressKeyed ? rows.slice(0, keyedAt) : [];
}
