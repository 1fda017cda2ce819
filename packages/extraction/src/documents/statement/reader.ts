// Row assembly: reads a statement's transaction lines into rows, line by line (see RowReader). What a
// line's date is (row-dates.ts), what its cells are (row-cells.ts), whether it is a summary or a header
// again (table-lines.ts) and where a line of words alone goes (narration.ts) are asked of their modules.
import type { Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { columnOf, type Column, type Header, type Side } from "./columns.ts";
import { datesOn } from "./dates.ts";
import { printsDecimals } from "./numbers.ts";
import { describeWith, newRow, placeWord, type LineCells, type Row } from "./rows.ts";
import type { ReadContext, ReaderState, RowDate } from "./reader-state.ts";
import { RowDates } from "./row-dates.ts";
import { RowCells } from "./row-cells.ts";
import { bottomOn, Narration } from "./narration.ts";
import { repeatedHeader, sectionSide, summaryOf, type Summary } from "./table-lines.ts";

/** The statement's transaction headers (see marks.ts). */
export interface Headers {
  first: Header | undefined;
  headerOn: (line: Line) => Header | undefined;
  /** Whether a line heads a table that is not the transactions' (a summary, standing instructions). */
  otherTable: (line: Line) => boolean;
}

/**
 * Reads the transaction rows under a statement's headers, line by line. A dated line with an amount
 * starts a row; a dated line with words but no amount starts one whose amounts come on a line below; a
 * line with amounts and words but no date is a row of the same day as the one before (a date printed
 * once for a group); a line with neither carries on the narration of the row it is nearer to, below or
 * above it. Balances brought or carried forward are rows of a balance alone; a closing balance, or
 * another table's header, ends the transactions until a header of theirs comes again.
 */
class RowReader implements ReaderState {
  readonly rows: Row[] = [];
  cols: Column[] | undefined;
  private inTable = true;
  /** A dated row whose amounts have not come yet. */
  open: { row: Row } | undefined;
  /** A total or a balance has been printed since the last row: a line of amounts below it is no row of its day. */
  private summed = false;
  private readonly headers: Headers;
  readonly ctx: ReadContext;
  /** The statement prints amounts with two decimals: an OCR'd amount without its point lost it. */
  decimals = false;
  /** The side a section's title gives the rows of its one amount column ("Deposits and Additions"). */
  private side: Side | undefined;
  lines: Line[] = [];
  /** Words a row's date took from the line below it (its month wrapped there): no narration's. */
  readonly taken = new Set<Word>();
  private readonly dates = new RowDates(this);
  private readonly cells = new RowCells(this);
  private readonly narration = new Narration(this.rows);

  constructor(headers: Headers, ctx: ReadContext) {
    this.headers = headers;
    this.ctx = ctx;
    this.cols = headers.first?.cols;
  }

  read(lines: Line[]): Row[] {
    this.decimals = printsDecimals(lines);
    this.lines = lines;
    if (this.headers.first) this.side = sectionSide(this.headers.first.line, this.lines, this.cols);
    const start = this.headers.first ? this.headers.first.line.index + 1 : 0;
    for (const line of lines) if (line.index >= start) this.take(line);
    this.flush();
    return this.rows;
  }

  private take(line: Line): void {
    const again = this.headers.headerOn(line);
    if (again) {
      this.flush();
      this.cols = repeatedHeader(again.cols, this.cols) ?? again.cols;
      this.side = sectionSide(line, this.lines, this.cols);
      this.inTable = true;
      return;
    }
    if (this.headers.otherTable(line)) {
      this.flush();
      this.inTable = false;
      return;
    }
    if (!this.inTable) return;
    const date = this.dates.dateOf(line);
    const cells = this.cells.cellsOf(line, date);
    const summary = summaryOf(line, date);
    if (summary || date) this.summed = !!summary;
    if (summary) return this.summary(line, summary, date, cells);
    // A date that does not read (the 31st of a short month) makes no row, nor any narration.
    if (date && !date.iso) return;
    if (date && cells.amounts.size) return this.dated(line, date, cells);
    if (date && this.cells.says(line, cells, date)) return this.openRow(line, date, cells);
    // A date alone on its line, its amounts set lower (a date cell of two lines, the value date in
    // brackets under the date, with the row's other cells centred on it: IOB) waits for them too; so does
    // one beside no more than the first figures of a reference the row wraps over lines (IDBI, Federal).
    if (date && this.cells.dateCellOnly(line, date, cells)) return this.openRow(line, date, cells);
    if (cells.amounts.size) return date ? undefined : this.undated(line, cells);
    this.narration.text.push({ line, skip: new Set([...cells.skip, ...(date?.words ?? [])]) });
  }

  /** A row read under the current header: a section's side is its movement's where nothing else marks it. */
  private made(row: Row): Row {
    if (this.side) row.columnMark ??= this.side;
    return row;
  }

  private dated(line: Line, date: RowDate, cells: LineCells): void {
    this.closeOpen();
    const row = this.made(newRow(line, date.iso!, date.words, this.cols));
    if (date.read) row.dateRead = date.read;
    for (const w of line.words) if (!date.words.includes(w)) placeWord(row, w, line.words, cells);
    this.narration.attachText(row, line);
    this.rows.push(row);
  }

  private openRow(line: Line, date: RowDate, cells: LineCells): void {
    this.closeOpen();
    const row = this.made(newRow(line, date.iso!, date.words, this.cols));
    if (date.read) row.dateRead = date.read;
    for (const w of line.words) if (!date.words.includes(w)) placeWord(row, w, line.words, cells);
    this.narration.attachText(row, line);
    this.open = { row };
  }

  /**
   * A line with amounts and no date: the amounts of the open row above it, else a row of the same day
   * as the one before, where it prints a narration and stands right under that row.
   */
  private undated(line: Line, cells: LineCells): void {
    if (this.open) {
      this.complete(this.open.row, line, cells);
      return;
    }
    const prev = this.rows[this.rows.length - 1];
    // A row whose cells are printed a little lower than its date (a value date and the balance on a
    // line of their own) overlaps the row's line: they are its cells.
    if (prev && prev.end.page === line.page && line.y0 < prev.end.y1 - 1 && !this.fills(prev, cells)) {
      for (const w of line.words) placeWord(prev, w, line.words, cells);
      prev.words.push(...line.words);
      prev.end = { page: line.page, y1: Math.max(prev.end.y1, line.y1) };
      return;
    }
    if (!prev?.date || this.summed || prev.end.page !== line.page) return;
    if (!this.cells.says(line, cells, undefined) && !this.narration.narratedAbove(line, prev)) return;
    // A row of the day before leaves the date column empty (its value date may be printed): a line
    // printing there is something else. A word printing there overlaps the column: a narration's short
    // first word right of it ("ATM") is nearer the date column's right edge than the narration's. And it
    // is that column's: a cheque number beside it may reach into its header's span.
    const valueDates = new Set(datesOn(line, this.ctx.decimal).flatMap((h) => h.words));
    const dated = (w: Word) =>
      (this.cols ?? []).some(
        (c) =>
          (c.kind === "date" || (c.kind === "value_date" && !valueDates.has(w))) &&
          w.x0 < c.x1 &&
          w.x1 > c.x0 &&
          columnOf(w, this.cols) === c,
      );
    const dateCell = line.words.filter((w) => !cells.amounts.has(w) && !cells.skip.has(w) && dated(w));
    // Unless what prints there is a date OCR garbled past reading, between rows of one day.
    const garbled = dateCell.length ? this.dates.dayBetween(line, dateCell) : undefined;
    if (garbled) return this.dated(line, garbled, cells);
    if (dateCell.length) return;
    // Right under the row before, or under the lines of words that carry on its narration.
    const h = Math.max(4, line.y1 - line.y0);
    const above = Math.max(bottomOn(prev, line.page), ...this.narration.text.map((t) => t.line.y1));
    if (line.y0 - above > 3 * h) return;
    const row = this.made(newRow(line, prev.date, prev.from.date, this.cols));
    for (const w of line.words) placeWord(row, w, line.words, cells);
    this.narration.attachText(row, line);
    this.rows.push(row);
  }

  /**
   * Whether a line's amounts stand under columns where a row already has one: the line is a row of its
   * own, however near (a skewed photo's rows overlap), not more cells of that row.
   */
  private fills(row: Row, cells: LineCells): boolean {
    const taken = new Set(row.amounts.map((a) => columnOf(a.word, row.cols)));
    return [...cells.amounts.keys()].some((w) => taken.has(columnOf(w, this.cols)));
  }

  /**
   * The open row's amounts, on `line`: the lines of words between them carry on its narration where
   * they stand right by the row or by that line (a narration may run over a page's end).
   */
  private complete(row: Row, line: Line, cells: LineCells): void {
    this.open = undefined;
    for (const t of this.narration.text) {
      const h = Math.max(4, t.line.y1 - t.line.y0);
      const byRow = t.line.y0 - bottomOn(row, t.line.page) < h * 1.6;
      const byLine = t.line.page === line.page && line.y0 - t.line.y1 < h * 1.6;
      if (byRow || byLine) describeWith(row, t.line, t.skip);
    }
    this.narration.text = [];
    for (const w of line.words) placeWord(row, w, line.words, cells);
    row.words.push(...line.words);
    row.end = { page: line.page, y1: line.y1 };
    this.rows.push(row);
  }

  private summary(line: Line, kind: Summary, date: RowDate | undefined, cells: LineCells): void {
    // The closing balance, printed with its amount, or a summary's heading ends the transactions; a
    // note that merely names the closing balance (a page's footnote) does not.
    if (kind === "closing" && (cells.amounts.size > 0 || /summary/i.test(line.text))) {
      this.flush();
      this.inTable = false;
      return;
    }
    if (kind !== "carried") return;
    // A balance brought or carried forward, under the Balance column: the chain checks the rows before it.
    const words = [...cells.amounts.keys()];
    const last = words[words.length - 1];
    if (!last || columnOf(last, this.cols)?.kind !== "balance") return;
    this.flush();
    const row = newRow(line, date?.iso ?? this.dates.lastDate() ?? "", date?.words ?? [], this.cols);
    row.amounts.push({ ...cells.amounts.get(last)!, word: last });
    row.balanceOnly = true;
    this.rows.push(row);
  }

  /**
   * A row whose amounts never came is no transaction: its words carry on the narration above it. But
   * for one with figures OCR misread under a movement column: a transaction whose amount the balances
   * may say.
   */
  private closeOpen(): void {
    if (!this.open) return;
    const { row } = this.open;
    this.open = undefined;
    if (row.unreadMove) {
      this.rows.push(row);
      return;
    }
    const prev = this.rows[this.rows.length - 1];
    if (!prev || prev.end.page !== row.page) return;
    prev.description.push(...row.description);
    prev.from.description.push(...row.from.description);
    prev.words.push(...row.words);
    prev.end = row.end;
  }

  private flush(): void {
    this.closeOpen();
    this.narration.attachText(undefined, undefined);
  }
}

/** The transaction rows under the statement's headers. */
export function readRows(lines: Line[], headers: Headers, ctx: ReadContext): Row[] {
  return new RowReader(headers, ctx).read(lines);
}
