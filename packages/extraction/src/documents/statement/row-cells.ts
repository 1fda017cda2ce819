// A line's cells under the transaction header: its amounts (a sign printed apart, digits grouped by a
// space, a point OCR lost put back) and its words that say nothing (a serial number, a value date, a
// time of day, an empty cell's dash), and whether it says anything more. Apart from the reader's row
// assembly since they only read its state.
import type { Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { columnOf, MARK_WORD, within, type Column } from "./columns.ts";
import { datesOn, type DateHit } from "./dates.ts";
import { pointLost, rowAmount } from "./numbers.ts";
import type { LineCells, Row } from "./rows.ts";
import type { ReadContext, ReaderState, RowDate } from "./reader-state.ts";
import { SERIAL, span } from "./row-dates.ts";

const MONEY: Column["kind"][] = ["debit", "credit", "amount", "balance"];
const MOVEMENTS: Column["kind"][] = ["debit", "credit", "amount"];
const DASH = /^[-\u2212\u2013\u2014]$/;
/** Columns whose words are never amounts, whatever their shape: a narration's figures, a reference number. */
const NOT_MONEY: Column["kind"][] = ["description", "date", "value_date", "reference"];
/** A date in brackets: "(14-11)", "(14.11.2024)", "(14 Nov)". */
const BRACKETED_DATE = /^\(\d{1,2}(?:[-./ ]\d{1,2}|[-./ ]?\p{L}{3})(?:[-./ ]\d{2,4})?\)$/u;
/**
 * Whether a movement's bare figures OCR read are followed by two digits set a space apart under the same
 * column ("6504" "44" for 6504.44, the point read as a space): the row's misread movement, not an amount
 * whose point was lost.
 */
function decimalsNext(w: Word, next: Word | undefined, cols: Column[] | undefined): boolean {
  if (!next || next.source !== "ocr" || !/^\d+$/.test(w.text) || !/^\d{2}$/.test(next.text)) return false;
  const c = columnOf(w, cols);
  return !!c && MOVEMENTS.includes(c.kind) && columnOf(next, cols) === c && next.x0 - w.x1 < w.y1 - w.y0;
}

/** A time of day a row prints with its date ("10:42:17 AM": IDBI beside the date, Kotak under it). */
const TIME_OF_DAY = /^\d{1,2}[:.]\d{2}(?:[:.]\d{2})?$/;
const MERIDIEM = /^[AP]\.?M\.?$/i;

/**
 * Whether a dash before an amount is another money column's empty cell ("-" under Deposits, then the
 * balance: IDFC and IDBI prints), not the amount's sign printed apart.
 */
function emptyCellDash(dash: Word, amount: Word, cols: Column[] | undefined): boolean {
  const own = columnOf(amount, cols);
  return !!cols?.some((c) => c !== own && MONEY.includes(c.kind) && within(dash, c) && !within(amount, c));
}

function underMoney(w: Word, cols: Column[] | undefined): boolean {
  const c = columnOf(w, cols);
  const slack = w.y1 - w.y0;
  return !!c && MONEY.includes(c.kind) && w.x1 > c.x0 - slack && w.x0 < c.x1 + slack;
}

/** Reads the cells of lines from the reader's state (see RowReader). */
export class RowCells {
  private readonly at: ReaderState;

  constructor(at: ReaderState) {
    this.at = at;
  }

  private get rows(): Row[] {
    return this.at.rows;
  }

  private get cols(): Column[] | undefined {
    return this.at.cols;
  }

  private get ctx(): ReadContext {
    return this.at.ctx;
  }

  private get taken(): Set<Word> {
    return this.at.taken;
  }

  private get open(): { row: Row } | undefined {
    return this.at.open;
  }

  private get decimals(): boolean {
    return this.at.decimals;
  }

  /** Whether a dated line prints nothing but its date cell, and figures under the reference column. */
  dateCellOnly(line: Line, date: RowDate, cells: LineCells): boolean {
    const referenceFigures = (w: Word) => {
      const c = columnOf(w, this.cols);
      return /^[\d/-]+$/.test(w.text) && c?.kind === "reference" && within(w, c);
    };
    return line.words.every((w) => date.words.includes(w) || cells.skip.has(w) || referenceFigures(w));
  }

  /**
   * The words of a time of day printed in a date's column, beside the row's date or on a line under it
   * ("10:42:17 AM"): they say nothing more than the date does, and are no narration.
   */
  private timesOf(words: Word[]): Word[] {
    const dated = (w: Word) => ["date", "value_date"].includes(columnOf(w, this.cols)?.kind ?? "");
    const out: Word[] = [];
    words.forEach((w, k) => {
      if (TIME_OF_DAY.test(w.text) && dated(w)) out.push(w);
      else if (MERIDIEM.test(w.text) && out.includes(words[k - 1]!)) out.push(w);
    });
    return out;
  }

  /** Whether a word stands in a column headed as the rows' serial numbers ("S No.", "Sl.No."). */
  private underSerial(w: Word): boolean {
    const c = columnOf(w, this.cols);
    return c?.kind === "serial" && within(w, c);
  }

  /**
   * A line's amounts, and its words that say nothing: a serial number before the date, a value date
   * after it, a sign printed apart from its amount ("+ 154,00"). A word under the narration, a date or
   * the reference column is no amount; one under a money column of a text layer may be printed without
   * decimals.
   */
  cellsOf(line: Line, date: RowDate | undefined): LineCells {
    const cells: LineCells = { amounts: new Map(), skip: new Set(), decimal: this.ctx.decimal };
    const words = line.words;
    for (const w of words) if (this.taken.has(w)) cells.skip.add(w);
    const at = date ? words.indexOf(date.words[0]!) : 0;
    // A serial number leads the line: a figure of a narration printed before a date column further right
    // (TD's "Interac purchase - 0111 … MAR13") is the narration's.
    for (const w of words.slice(0, at)) {
      if (!SERIAL.test(w.text)) break;
      cells.skip.add(w);
    }
    // A day's later row printed without its date still leads with its serial number, under the date column.
    const lead = words[0];
    if (!date && lead && words.length > 1 && SERIAL.test(lead.text) && columnOf(lead, this.cols)?.kind === "date")
      cells.skip.add(lead);
    // A number under a serial column, wherever the row prints it (between a cell's two lines too), says nothing.
    for (const w of words) if (SERIAL.test(w.text) && this.underSerial(w)) cells.skip.add(w);
    for (const h of datesOn(line, this.ctx.decimal))
      if (!h.words.some((w) => date?.words.includes(w)) && this.dateCell(h, date, line))
        h.words.forEach((w) => cells.skip.add(w));
    // A value date in brackets under the row's date ("14-11" over "(14-11)", ABN AMRO) says nothing more.
    for (const w of words)
      if (BRACKETED_DATE.test(w.text) && ["date", "value_date"].includes(columnOf(w, this.cols)?.kind ?? ""))
        cells.skip.add(w);
    this.timesOf(words).forEach((w) => cells.skip.add(w));
    const hasMoney = this.cols?.some((c) => MONEY.includes(c.kind));
    // A day's later row, printed without its date, is a row's line too.
    const onRow = !!date || !!this.open || this.laterRow(line);
    words.forEach((w, k) => {
      if (date?.words.includes(w) || cells.skip.has(w)) return;
      // A dash alone under a money column is an empty cell: no amount, and no narration's.
      if (DASH.test(w.text) && this.cols?.some((c) => MONEY.includes(c.kind) && within(w, c))) cells.skip.add(w);
      const head = this.groupHead(w, words[k - 1]);
      const before = words[k - (head ? 2 : 1)];
      const sign =
        before &&
        /^[-+\u2212]$/.test(before.text) &&
        (head ?? w).x0 - before.x1 < 2 * (w.y1 - w.y0) &&
        !emptyCellDash(before, w, this.cols)
          ? before
          : undefined;
      // Without a date, only a balance is taken without decimals: a line of a page's head is no row.
      const loose =
        w.source === "text_layer" &&
        underMoney(w, this.cols) &&
        (!!date || !!this.open || columnOf(w, this.cols)?.kind === "balance");
      const printed = (sign?.text ?? "") + (head?.text ?? "") + this.pointed(w, onRow, words[k + 1]);
      const amount = rowAmount(printed, this.ctx.decimal, loose);
      if (!amount) return;
      const col = columnOf(w, this.cols)?.kind;
      if (hasMoney && col && NOT_MONEY.includes(col)) return;
      cells.amounts.set(w, amount);
      if (sign) cells.skip.add(sign);
      if (head) {
        cells.amounts.delete(head);
        cells.skip.add(head);
      }
    });
    return cells;
  }

  /**
   * The leading digits of an amount grouped by a space ("1 019,14", "5 318,93": French prints), which a
   * text layer gives as a word of their own: set closer than half the words' height, under money.
   */
  private groupHead(w: Word, before: Word | undefined): Word | undefined {
    if (!before || !/^\d{1,3}$/.test(before.text) || !/^\d{3}(?:[.,]\d{3})*[.,]\d{2}[-\u2212]?$/.test(w.text))
      return undefined;
    if (w.x0 - before.x1 > 0.5 * (w.y1 - w.y0)) return undefined;
    // The head of a wide amount may stand nearer the money column before (a Débit's) than its own.
    const money = (x: Word) => MONEY.includes(columnOf(x, this.cols)?.kind ?? "other");
    return money(w) && money(before) ? before : undefined;
  }

  /**
   * A word's text with the decimal point OCR lost put back: bare digits under a money column, on a row's
   * line (or the balance's), of a statement whose amounts print two decimals. The chain checks the reading.
   */
  private pointed(w: Word, onRow: boolean, next?: Word): string {
    if (!this.decimals || w.source === "text_layer" || !underMoney(w, this.cols)) return w.text;
    // Its decimals set apart, the point read as a space ("6504 44"): the chain reads the two together.
    if (decimalsNext(w, next, this.cols)) return w.text;
    if (!onRow && columnOf(w, this.cols)?.kind !== "balance") return w.text;
    return pointLost(w.text, this.ctx.decimal) ?? w.text;
  }

  /**
   * Whether an undated line may be a later row of the day above (a day printed once): rows are read
   * already, and it prints a narration under the narration's column.
   */
  private laterRow(line: Line): boolean {
    return (
      this.rows.length > 0 &&
      line.words.some((w) => /\p{L}{2}/u.test(w.text) && columnOf(w, this.cols)?.kind === "description")
    );
  }

  /** Whether another date on a row's line is a value date: under a date column, or right after the row's date. */
  private dateCell(h: DateHit, date: RowDate | undefined, line: Line): boolean {
    if (!date || h.kind === "cut") return false;
    const kind = columnOf(span(h.words), this.cols)?.kind;
    if (kind === "date" || kind === "value_date") return true;
    return line.words[line.words.indexOf(date.words[date.words.length - 1]!) + 1] === h.words[0];
  }

  /**
   * Whether a line prints words of its own besides its date, amounts and marks: a narration. A mark's
   * word under the narration's column is narration (a UK statement's "CR" payment-type code).
   */
  says(line: Line, cells: LineCells, date: RowDate | undefined): boolean {
    const described = (w: Word) => columnOf(w, this.cols)?.kind === "description";
    const mark = (w: Word) => MARK_WORD.test(w.text) && !described(w);
    // Under the narration's column a code of symbols is narration too (HSBC's ")))" for contactless).
    return line.words.some(
      (w) =>
        !date?.words.includes(w) &&
        !cells.amounts.has(w) &&
        !cells.skip.has(w) &&
        !mark(w) &&
        (/\p{L}/u.test(w.text) || (described(w) && !/\d/.test(w.text))),
    );
  }
}
