import { overlapX, type Line } from "../text/lines.ts";
import type { Word } from "../types.ts";
import { columnsOf, numberSpans, splitOverNumbers, textSpans, type TableColumn } from "./table-header.ts";

export type { TableColumn } from "./table-header.ts";

/**
 * Tables found by column alignment, whatever they hold: a header of text cells (on one line, or
 * stacked over two or three) over rows whose cells sit under those columns. What a column means is
 * for the document readers to say.
 */

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

/**
 * Digits of a cell but a column's number in brackets ("(2)"), which GST forms print under their
 * headers: such a line is still a header's.
 */
const hasDigit = (t: string) => /\d/.test(t.replace(/\(\d{1,2}\)/g, ""));
const heightOf = (l: Line) => Math.max(4, l.y1 - l.y0);

/** A header line: three or more cells, nearly all text. */
export function headerLike(line: Line): boolean {
  const segs = line.segments;
  if (segs.length < 3) return false;
  const textual = segs.filter((s) => /\p{L}/u.test(s.text) && !/\d[.,]\d{2}\b/.test(s.text)).length;
  // Headers name columns in words; a digit is rare there ("GST 18%"), a code or a date never.
  return textual >= segs.length - 1 && segs.filter((s) => hasDigit(s.text)).length <= Math.floor(segs.length / 4);
}

/** A body line under a header: two or more of its cells hold digits. */
const bodyLike = (line: Line) => line.segments.filter((s) => hasDigit(s.text)).length >= 2;

/** Digits other than a rate's ("CGST 9%"): a header line has none. */
const digitsBesidesRates = (l: Line) => l.segments.some((s) => hasDigit(s.text.replace(/\d+(?:\.\d+)?\s?%/g, "")));

/**
 * A table's title over its header ("GST Breakup Details" over "GST% | Taxable | CGST | SGST"): one
 * cell across three or more of the header's columns, or across two and centred on the header. A
 * caption over its columns ("Central Tax" over "Rate | Amount") spans one or two, off the centre.
 */
function titleOver(l: Line, main: Line): boolean {
  const seg = l.segments[0]!;
  if (l.segments.length !== 1 || main.segments.length < 3) return false;
  const spanned = main.segments.filter((m) => overlapX(m, seg) > 0).length;
  const x0 = main.segments[0]!.x0;
  const x1 = main.segments[main.segments.length - 1]!.x1;
  const centred = Math.abs((seg.x0 + seg.x1) / 2 - (x0 + x1) / 2) < (x1 - x0) * 0.08;
  return spanned >= 3 || (spanned === 2 && centred);
}

/**
 * Header lines stacked right above or below the main header line, their cells inside its columns
 * ("Unit Price" over "Excl. VAT"): close to it and with no digits. A line of three or more names
 * ("Rate | Amount | Rate | Amount") may stand a line's spacing away, as rows do.
 */
function stackedHeader(lines: Line[], main: Line): Line[] {
  const h = heightOf(main);
  // Stacked header lines nearly touch, and every cell of theirs stands over a column of the main line.
  // One cell of several words a line's spacing away is the first row's text wrapped above its numbers.
  // Two or more short names and nothing else ("Rate | Amount" under "Integrated Tax", a bordered grid's
  // second header row) are a header line as well.
  const names = (l: Line) =>
    l.segments.length >= 2 &&
    l.segments.every((s) => /\p{L}{2}/u.test(s.text) && !/\d/.test(s.text) && s.words.length <= 3);
  const reach = (l: Line) =>
    headerLike(l) || names(l) ? 1.6 : l.segments.length === 1 && l.words.length > 2 ? 0.4 : 0.8;
  const near = (l: Line, ref: Line) =>
    l.page === ref.page &&
    Math.max(l.y0 - ref.y1, ref.y0 - l.y1) < h * reach(l) &&
    l.segments.every((s) => main.segments.some((m) => overlapX(m, s) > 0) || s.x0 > main.segments[0]!.x0);
  const above: Line[] = [];
  for (let i = main.index - 1; i >= 0 && above.length < 2; i--) {
    const l = lines[i]!;
    const ref = above[0] ?? main;
    if (!near(l, ref) || bodyLike(l) || digitsBesidesRates(l) || titleOver(l, main)) break;
    above.unshift(l);
  }
  const below: Line[] = [];
  for (let i = main.index + 1; i < lines.length && below.length < 2; i++) {
    const l = lines[i]!;
    const ref = below[below.length - 1] ?? main;
    if (!near(l, ref) || bodyLike(l) || digitsBesidesRates(l)) break;
    below.push(l);
  }
  return [...above, main, ...below];
}

/**
 * The column a word belongs to: the one it overlaps most; else the nearest, numbers by their right
 * edge (amounts are printed right-aligned under their header), text by its left.
 */
export function columnIndexOf(word: Word, columns: TableColumn[]): number {
  let best = 0;
  let most = 0;
  columns.forEach((c, i) => {
    const o = overlapX(c, word);
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
 * The lines of a table's body: the lines after its header, up to a wide gap, the page's end, or a
 * line that is another table's header. Wrapped text (a line without digits) is a row too: the readers
 * say whether it continues the row before.
 */
function bodyUnder(lines: Line[], last: Line): Line[] {
  const body: Line[] = [];
  const h = heightOf(last);
  let bottom = last.y1;
  for (let i = last.index + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.page !== last.page || l.y0 - bottom > h * 6 || headerLike(l)) break;
    body.push(l);
    bottom = l.y1;
  }
  return body;
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
    const last = headerLines[headerLines.length - 1]!;
    const body = bodyUnder(lines, last);
    const spans = numberSpans(body);
    const texts = textSpans(body);
    const cells = headerLines.map((l) => l.segments.flatMap((s) => splitOverNumbers(s, spans, texts)));
    const columns = columnsOf(cells, headerLines.indexOf(line));
    tables.push({ page: line.page, headerLines, columns, rows: body.map((l) => rowOf(l, columns)) });
    after = body[body.length - 1]?.index ?? last.index;
  }
  return tables;
}
