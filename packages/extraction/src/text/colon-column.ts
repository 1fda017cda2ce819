import { segmentOf, withSegments, type Line, type Segment } from "./lines.ts";
import type { Word } from "../types.ts";

/**
 * A key column's colons that OCR read as a 1 (or l, I, |) run into the value ("Inv. No. | 1902839" for
 * ": 902839"), as tesseract does where the colon stands close to the value. A page that keys its values
 * with a colon before each sets the colons in one column; a value cell that starts there with such a
 * mark, where its line has a key cell to its left and no colon, had its colon misread.
 */

/** Colons at a value cell's start: a column of them is the key column's. */
const COLON_START = /^[:：]/;
/** The marks a colon is misread as, run into a value that follows. */
const MISREAD_COLON = /^[1lI|](?=[\p{L}\p{N}])/u;

/** The x at which each value cell starts with a colon: its first word's left edge. */
function colonStarts(lines: readonly Line[]): { page: number; x: number; h: number }[] {
  const out: { page: number; x: number; h: number }[] = [];
  for (const line of lines)
    for (const seg of line.segments.slice(1))
      if (COLON_START.test(seg.text)) out.push({ page: line.page, x: seg.x0, h: line.y1 - line.y0 });
  return out;
}

/** The cell with its first word's misread colon dropped. */
function withoutColon(seg: Segment): Segment {
  const [first, ...rest] = seg.words as [Word, ...Word[]];
  const width = (first.x1 - first.x0) / Math.max(1, first.text.length);
  const word = { ...first, text: first.text.slice(1), x0: first.x0 + width };
  return segmentOf([word, ...rest]);
}

/** The lines with each value cell's misread colon dropped, where the page keys its values in a column of colons. */
export function colonsReadAsMarks(lines: Line[]): Line[] {
  const colons = colonStarts(lines);
  if (colons.length < 2) return lines;
  return lines.map((line) => {
    let changed = false;
    const segments = line.segments.map((seg, i) => {
      if (i === 0 || !MISREAD_COLON.test(seg.text) || seg.words[0]!.source !== "ocr") return seg;
      const h = Math.max(4, line.y1 - line.y0);
      const inColumn = colons.filter((c) => c.page === line.page && Math.abs(c.x - seg.x0) < Math.min(h, c.h) * 0.6);
      if (inColumn.length < 2) return seg;
      changed = true;
      return withoutColon(seg);
    });
    return changed ? withSegments(line, segments) : line;
  });
}
