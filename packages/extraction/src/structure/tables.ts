import type { Line, Segment } from "../text/lines.ts";
import type { Word } from "../types.ts";

/**
 * Tables found by column alignment, whatever they hold: a header of text cells (on one line, or
 * stacked over two or three) over rows whose cells sit under those columns. What a column means is
 * for the document readers to say.
 */

export interface TableColumn {
  /** The header's words over the column, top to bottom ("Unit Price" over "Excl. VAT"). */
  header: string;
  headerWords: Word[];
  x0: number;
  x1: number;
}

export interface TableRow {
  line: Line;
  /** The row's words by column (the same order as the table's columns); empty where a cell is blank. */
  cells: Word[][];
}

export interface Table {
  page: number;
  /** The header's lines, top to bottom; the last is the one the rows follow. */
  headerLines: Line[];
  columns: TableColumn[];
  rows: TableRow[];
}

const hasDigit = (t: string) => /\d/.test(t);
const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
const heightOf = (l: Line) => Math.max(4, l.y1 - l.y0);

/** A header line: three or more cells, nearly all text. */
function headerLike(line: Line): boolean {
  const segs = line.segments;
  if (segs.length < 3) return false;
  const textual = segs.filter((s) => /\p{L}/u.test(s.text) && !/\d[.,]\d{2}\b/.test(s.text)).length;
  // Headers name columns in words; a digit is rare there ("GST 18%"), a code or a date never.
  return textual >= segs.length - 1 && segs.filter((s) => hasDigit(s.text)).length <= Math.floor(segs.length / 4);
}

/** A body line under a header: two or more of its cells hold digits. */
const bodyLike = (line: Line) => line.segments.filter((s) => hasDigit(s.text)).length >= 2;

/**
 * Header lines stacked right above or below the main header line, their cells inside its columns
 * ("Unit Price" over "Excl. VAT"): close to it and with no digits.
 */
function stackedHeader(lines: Line[], main: Line): Line[] {
  const h = heightOf(main);
  // Stacked header lines nearly touch, and every cell of theirs stands over a column of the main line.
  const near = (l: Line, ref: Line) =>
    l.page === ref.page &&
    Math.max(l.y0 - ref.y1, ref.y0 - l.y1) < h * 0.8 &&
    l.segments.every((s) => main.segments.some((m) => overlap(m, s) > 0) || s.x0 > main.segments[0]!.x0);
  const above: Line[] = [];
  for (let i = main.index - 1; i >= 0 && above.length < 2; i--) {
    const l = lines[i]!;
    const ref = above[0] ?? main;
    if (!near(l, ref) || bodyLike(l) || l.segments.some((s) => /\d[.,]\d/.test(s.text))) break;
    above.unshift(l);
  }
  const below: Line[] = [];
  for (let i = main.index + 1; i < lines.length && below.length < 2; i++) {
    const l = lines[i]!;
    const ref = below[below.length - 1] ?? main;
    if (!near(l, ref) || bodyLike(l) || l.segments.some((s) => hasDigit(s.text))) break;
    below.push(l);
  }
  return [...above, main, ...below];
}

/** The columns a header's lines make: the main line's cells, with the cells stacked over or under each. */
function columnsOf(headerLines: Line[], main: Line): TableColumn[] {
  const columns: TableColumn[] = main.segments.map((s) => ({ header: "", headerWords: [], x0: s.x0, x1: s.x1 }));
  const parts: Segment[][] = columns.map(() => []);
  for (const l of headerLines)
    for (const seg of l.segments) {
      let best = -1;
      let most = 0;
      let over = 0;
      columns.forEach((c, i) => {
        const o = overlap(c, seg);
        if (o > 0) over++;
        if (o > most) [best, most] = [i, o];
      });
      // A stacked cell over two or more columns is a caption over them (or a smudge), not a column's name.
      if (l !== main && over > 1) continue;
      // A stacked cell over no column of the main line starts a column of its own.
      if (best < 0) {
        columns.push({ header: "", headerWords: [], x0: seg.x0, x1: seg.x1 });
        parts.push([seg]);
        continue;
      }
      parts[best]!.push(seg);
    }
  columns.forEach((c, i) => {
    const segs = parts[i]!.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
    c.header = segs.map((s) => s.text).join(" ");
    c.headerWords = segs.flatMap((s) => s.words);
    c.x0 = Math.min(c.x0, ...segs.map((s) => s.x0));
    c.x1 = Math.max(c.x1, ...segs.map((s) => s.x1));
  });
  return columns.sort((a, b) => a.x0 - b.x0);
}

/**
 * The column a word belongs to: the one it overlaps most; else the nearest, numbers by their right
 * edge (amounts are printed right-aligned under their header), text by its left.
 */
export function columnIndexOf(word: Word, columns: TableColumn[]): number {
  let best = 0;
  let most = 0;
  columns.forEach((c, i) => {
    const o = overlap(c, word);
    if (o > most) [best, most] = [i, o];
  });
  if (most > 0) return best;
  const numeric = hasDigit(word.text) && !/\p{L}{2}/u.test(word.text);
  let dist = Infinity;
  columns.forEach((c, i) => {
    const d = numeric ? Math.abs(word.x1 - c.x1) : Math.abs(word.x0 - c.x0);
    if (d < dist) [best, dist] = [i, d];
  });
  return best;
}

function rowOf(line: Line, columns: TableColumn[]): TableRow {
  const cells: Word[][] = columns.map(() => []);
  for (const w of line.words) cells[columnIndexOf(w, columns)]!.push(w);
  return { line, cells };
}

/**
 * The rows of a table: the lines after its header, up to a wide gap, the page's end, or a line that
 * is another table's header. Wrapped text (a line without digits) is a row too: the readers say whether
 * it continues the row before.
 */
function rowsUnder(lines: Line[], last: Line, columns: TableColumn[]): TableRow[] {
  const rows: TableRow[] = [];
  const h = heightOf(last);
  let bottom = last.y1;
  for (let i = last.index + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.page !== last.page || l.y0 - bottom > h * 6 || headerLike(l)) break;
    rows.push(rowOf(l, columns));
    bottom = l.y1;
  }
  return rows;
}

/** Every table the lines show: a header-like line with body lines under it. */
export function findTables(lines: Line[]): Table[] {
  const tables: Table[] = [];
  let after = -1;
  for (const line of lines) {
    if (line.index <= after || !headerLike(line)) continue;
    const next = lines.slice(line.index + 1, line.index + 6).filter((l) => l.page === line.page);
    if (!next.some(bodyLike)) continue;
    const headerLines = stackedHeader(lines, line);
    const columns = columnsOf(headerLines, line);
    const last = headerLines[headerLines.length - 1]!;
    const rows = rowsUnder(lines, last, columns);
    tables.push({ page: line.page, headerLines, columns, rows });
    after = rows[rows.length - 1]?.line.index ?? last.index;
  }
  return tables;
}
