import type { Line } from "../../text/lines.ts";
import { parseAmount } from "../../text/values/amounts.ts";
import { parseDate } from "../../text/values/dates.ts";
import type { Word } from "../../types.ts";
import { AMOUNT_TOKEN, DATE_START, PARTIAL_DATE_START, SKIP_ROW, dayAfter, flatText } from "./cells.ts";
import {
  balanceMarks,
  columnOf,
  inMarks,
  MARK_WORD,
  markSide,
  underBalance,
  underReference,
  type Column,
  type Header,
  type Side,
} from "./columns.ts";

/** An amount of a row: `value` as printed less its sign; a minus or brackets, or a plus, is kept in `sign`. */
export interface Amount {
  value: number;
  raw: string;
  word: Word;
  mark?: Side;
  sign?: "-" | "+";
}

/** One transaction line as printed, with its continuation lines. */
export interface Row {
  date: string;
  description: string[];
  reference?: string;
  amounts: Amount[];
  /** A number OCR read after the amounts that does not read as one (a balance whose decimal point was lost). */
  unread?: { raw: string; word: Word };
  /** Where the date, description and reference were read: their provenance. */
  from: { date: Word[]; description: Word[]; reference: Word[] };
  words: Word[];
  page: number;
  /** The columns of the header the row was read under: pages may place them differently. */
  cols: Column[] | undefined;
  /** Its one amount sits under the Balance column: the row prints a balance and no movement. */
  balanceOnly?: boolean;
  /** The side a Dr/Cr column gave the row: that of its movement, never of its balance. */
  columnMark?: Side;
}

/** What a row printed: the movement, and the balance after it where one is printed. */
export function partsOf(row: Row): { move?: Amount; balance?: Amount } {
  if (row.amounts.length === 1) return row.balanceOnly ? { balance: row.amounts[0]! } : { move: row.amounts[0]! };
  const move = row.amounts.slice(0, -1).find((a) => a.value !== 0);
  return { ...(move ? { move } : {}), balance: row.amounts[row.amounts.length - 1]! };
}

/**
 * A printed balance as a signed number: a minus, brackets or a Dr mark make it negative (an overdrawn
 * account); a Cr mark or none leaves it positive.
 */
export const balanceValue = (a: Amount): number => (a.sign === "-" || a.mark === "debit" ? -a.value : a.value);

/** The date a line starts with, as printed (`text`) and as read; a date cut short is completed from `after`. */
function dateAtStart(flat: string, after: string | undefined): { text: string; iso: string | null } | undefined {
  const full = DATE_START.exec(flat);
  if (full) return { text: full[1]!, iso: parseDate(full[1]!.replace(/\s+/g, " ")) };
  const partial = PARTIAL_DATE_START.exec(flat);
  if (partial) return { text: partial[0].trim(), iso: dayAfter(Number(partial[1]), after) };
  return undefined;
}

function amountOf(w: Word, clean: string): Amount {
  const mark = /cr\.?$/i.test(clean) ? "credit" : /dr\.?$/i.test(clean) ? "debit" : undefined;
  const read = Number(parseAmount(clean));
  const sign = read < 0 || /^[-\u2212]/.test(clean) ? "-" : /^(?:₹|rs\.?|inr)?\+/i.test(clean) ? "+" : undefined;
  return { value: Math.abs(read), raw: clean, word: w, ...(mark ? { mark } : {}), ...(sign ? { sign } : {}) };
}

/**
 * A mark in a Dr/Cr column is the side of the row's movement, wherever the column stands (before the
 * amounts, after them, or after the balance, where a Type column gives the transaction's side and not
 * the balance's); it is given once the row's movement is known, and never described. Except a column
 * headed Dr/Cr after the Balance column: there it says the balance's side (an overdrawn balance is Dr),
 * as a Dr/Cr printed right after a balance does.
 */
function takeColumnMark(row: Row, w: Word, clean: string): void {
  const prior = row.amounts[row.amounts.length - 1];
  if (prior && !prior.mark && balanceMarks(w, row.cols) && underBalance(prior.word, row.cols))
    prior.mark = markSide(clean);
  else row.columnMark ??= markSide(clean);
}

/** Whether a word is a Dr/Cr printed on its own right after an amount: it marks that amount, not the description. */
function marksAmount(row: Row, w: Word, clean: string, line: Line): boolean {
  const last = row.amounts[row.amounts.length - 1];
  return (
    !!last &&
    !last.mark &&
    /^(?:cr|dr)\.?$/i.test(clean) &&
    line.words[line.words.indexOf(w) - 1] === last.word &&
    w.x0 - last.word.x1 < 2 * (w.y1 - w.y0)
  );
}

/**
 * OCR loses a balance's decimal point or blurs its separators; a text layer prints the number as it
 * is, so a bare number there (a branch code, a serial) is no balance for the chain to guess. Nor is one
 * under another column than the balance's, where the header shows one.
 */
function unreadBalance(row: Row, w: Word, clean: string): boolean {
  const balanceColumn = row.cols?.some((c) => c.kind === "balance");
  return (
    row.amounts.length > 0 &&
    w.source === "ocr" &&
    /^\d{3,}$/.test(clean) &&
    (!balanceColumn || underBalance(w, row.cols))
  );
}

/** Puts a word of a transaction line (after its date) where it belongs: amount, mark, reference or narration. */
function placeWord(row: Row, w: Word, line: Line, amounts: Word[]): void {
  const clean = w.text.replace(/\s/g, "");
  if (amounts.includes(w)) {
    row.amounts.push(amountOf(w, clean));
    return;
  }
  if (MARK_WORD.test(clean) && inMarks(w, row.cols)) {
    takeColumnMark(row, w, clean);
    return;
  }
  if (marksAmount(row, w, clean, line)) {
    row.amounts[row.amounts.length - 1]!.mark = markSide(clean);
    return;
  }
  if (unreadBalance(row, w, clean)) {
    row.unread = { raw: clean, word: w };
    return;
  }
  if (underReference(w, row.cols) && /\d/.test(w.text)) {
    row.reference = row.reference ? `${row.reference}${w.text}` : w.text;
    row.from.reference.push(w);
    return;
  }
  // A second date (value date) is not part of the description.
  if (row.description.length === 0 && parseDate(w.text)) return;
  row.description.push(w.text);
  row.from.description.push(w);
}

/** A transaction line read into a row: the date's words first, then each cell. */
function readRow(line: Line, date: { text: string; iso: string }, amounts: Word[], cols: Column[] | undefined): Row {
  const row: Row = {
    date: date.iso,
    description: [],
    amounts: [],
    from: { date: [], description: [], reference: [] },
    words: line.words,
    page: line.page,
    cols,
  };
  const dateWords = date.text.replace(/\s+/g, " ").split(" ").length;
  line.words.forEach((w, k) => {
    if (k < dateWords) row.from.date.push(w);
    else placeWord(row, w, line, amounts);
  });
  return row;
}

/** A line with no date and no amount right under a transaction continues its description. */
function continues(prev: Row | undefined, line: Line): prev is Row {
  if (!prev || prev.page !== line.page || SKIP_ROW.test(line.text)) return false;
  const lastY = Math.max(...prev.words.map((w) => w.y1));
  const h = Math.max(4, line.y1 - line.y0);
  return line.y0 - lastY < h * 1.6 && (line.segments[0]?.text ?? "").length < 80;
}

/** The words of a line that read as amounts. */
function amountsOn(line: Line): Word[] {
  // The shape alone lets through a few that are no number ("--1.00", "(1,250.00"): they would read as 0.
  return line.words.filter((w) => {
    const clean = w.text.replace(/\s/g, "");
    return AMOUNT_TOKEN.test(clean) && parseAmount(clean) !== null;
  });
}

/**
 * The transaction rows under the statement's headers: a dated line with an amount starts one, a line
 * with neither right under it continues its narration. A header repeated on a later page gives the
 * columns of the rows under it.
 */
export function readRows(
  lines: Line[],
  headers: { first: Header | undefined; headerOn: (line: Line) => Header | undefined },
  statementFrom: string | undefined,
): Row[] {
  let cols = headers.first?.cols;
  const rows: Row[] = [];
  const start = headers.first ? headers.first.line.index + 1 : 0;
  for (const line of lines) {
    if (line.index < start) continue;
    const again = headers.headerOn(line);
    if (again) {
      cols = again.cols;
      continue;
    }
    const date = dateAtStart(flatText(line.text), rows[rows.length - 1]?.date ?? statementFrom);
    const amounts = amountsOn(line);
    if (date && amounts.length >= 1 && !SKIP_ROW.test(line.text)) {
      if (!date.iso) continue;
      const row = readRow(line, { text: date.text, iso: date.iso }, amounts, cols);
      if (row.amounts.length > 0) rows.push(row);
      continue;
    }
    const prev = rows[rows.length - 1];
    if (!date && amounts.length === 0 && continues(prev, line)) {
      prev.description.push(...line.words.map((w) => w.text));
      prev.from.description.push(...line.words);
      prev.words.push(...line.words);
    }
  }
  return rows;
}

/**
 * What each row's amounts are, once every row is read. A row's one amount under the Balance column is
 * a balance printed alone (brought forward, or the day's balance on a row of its own), not a movement:
 * trusted only where the columns are seen to part movements from balances, some amount sitting under a
 * movement column. A Dr/Cr column's mark is the side of the row's movement; a side printed on the amount
 * itself ("1,000.00 Cr") stands.
 */
export function settleRows(rows: Row[]): void {
  const partsMoves = rows.some((r) =>
    r.amounts.some((a) => ["debit", "credit", "amount"].includes(columnOf(a.word, r.cols)?.kind ?? "other")),
  );
  if (partsMoves)
    for (const r of rows) if (r.amounts.length === 1 && underBalance(r.amounts[0]!.word, r.cols)) r.balanceOnly = true;
  for (const r of rows) {
    const { move } = partsOf(r);
    if (r.columnMark && move && !move.mark) move.mark = r.columnMark;
  }
}
