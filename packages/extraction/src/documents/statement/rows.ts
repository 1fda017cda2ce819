import type { Line } from "../../text/lines.ts";
import { parseDate } from "../../text/values/dates.ts";
import type { Word } from "../../types.ts";
import {
  balanceMarks,
  columnOf,
  inMarks,
  MARK_WORD,
  markSide,
  underBalance,
  underReference,
  type Column,
  type Side,
} from "./columns.ts";
import type { DecimalMark, PrintedAmount } from "./numbers.ts";

/** An amount of a row: `value` as printed less its sign; a minus or brackets, or a plus, is kept in `sign`. */
export interface Amount {
  value: number;
  raw: string;
  word: Word;
  mark?: Side;
  sign?: "-" | "+";
  /** Not as read: the balance chain put the value right (a warning says so). */
  mended?: true;
}

/** A date OCR read as another day than the row's: its figures as read, and what the reader took instead. */
export interface DateRead {
  text: string;
  why: string;
  /** The figures read as no date at all, rather than as a day before the row above's. */
  unread?: true;
}

/** One transaction line as printed, with its continuation lines. */
export interface Row {
  date: string;
  description: string[];
  reference?: string;
  amounts: Amount[];
  /** A number OCR read after the amounts that does not read as one (a balance whose decimal point was lost). */
  unread?: { raw: string; word: Word };
  /** A number OCR read under a movement column that does not read as an amount: the chain may say what it is. */
  unreadMove?: { raw: string; word: Word };
  /** The date as OCR read it, where the reader took another day, and why: a warning says so. */
  dateRead?: DateRead;
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
  /** Where its last line ends: what a line below it is measured from (a row may run over a page's end). */
  end: { page: number; y1: number };
}

/**
 * What a row printed: the movement, and the balance after it where one is printed. A row with its empty
 * side printed as 0.00 whose last amount is not under the Balance column prints no balance: a row that
 * prints its day's balance only at the day's end leaves that column empty (a co-operative bank's S.No. ·
 * Debit · Credit · Cheque No · Balance).
 */
export function partsOf(row: Row): { move?: Amount; balance?: Amount } {
  if (row.amounts.length === 1) return row.balanceOnly ? { balance: row.amounts[0]! } : { move: row.amounts[0]! };
  const last = row.amounts[row.amounts.length - 1]!;
  const emptySide =
    row.amounts.some((a) => a.value === 0) &&
    row.cols?.some((c) => c.kind === "balance") &&
    !underBalance(last.word, row.cols);
  const move = row.amounts.slice(0, emptySide ? undefined : -1).find((a) => a.value !== 0);
  return { ...(move ? { move } : {}), ...(emptySide ? {} : { balance: last }) };
}

/**
 * A printed balance as a signed number: a minus, brackets or a Dr mark make it negative (an overdrawn
 * account); a Cr mark or none leaves it positive.
 */
export const balanceValue = (a: Amount): number => (a.sign === "-" || a.mark === "debit" ? -a.value : a.value);

/** What a line's words are, before they are placed in a row: its amounts, and words that are neither text nor cells. */
export interface LineCells {
  amounts: Map<Word, PrintedAmount>;
  /** Words that say nothing of their own: a sign printed apart from its amount, a value date, a serial number. */
  skip: Set<Word>;
  decimal: DecimalMark;
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
  // The balance's side never gives the movement's, even where OCR left the balance unread.
  if (!balanceMarks(w, row.cols)) row.columnMark ??= markSide(clean);
  else if (prior && !prior.mark && underBalance(prior.word, row.cols)) prior.mark = markSide(clean);
}

/** A Dr or Cr printed after an amount, bare or in brackets ("250.00 (Dr)": Union Bank's print, UBN). */
const SIDE_AFTER = /^\(?((?:cr|dr)\.?)\)?$/i;

/**
 * The side a word printed on its own right after an amount gives it: Dr or Cr (perhaps in brackets), and
 * in a statement with decimal commas S (Soll, debit) or H (Haben, credit). None for any other word, or
 * one further away.
 */
function markAfter(row: Row, w: Word, clean: string, words: Word[], decimal: DecimalMark): Side | undefined {
  const last = row.amounts[row.amounts.length - 1];
  if (!last || last.mark || words[words.indexOf(w) - 1] !== last.word) return undefined;
  if (w.x0 - last.word.x1 >= 2 * (w.y1 - w.y0)) return undefined;
  const side = SIDE_AFTER.exec(clean);
  if (side) return markSide(side[1]!);
  if (decimal === "," && /^[sh]$/i.test(clean)) return /^h/i.test(clean) ? "credit" : "debit";
  return undefined;
}

/**
 * Figures OCR read with their separators lost, doubled or misread ("1102145", "27,1397", "3.49390",
 * "137-27", "15555:38"): three digits at least, and nothing but separators between them; the first
 * perhaps read as a letter like a stroke ("i1221:31" for 7,221.31, "N228.32" for 11,228.32), one among
 * them as a letter that looks like it ("1,64,78L.70", "107847.7T7"), and perhaps a Cr or Dr run into the
 * last (after a stroke OCR read for the space: "81,259.19/Cr"; its r lost: "234820.51C"), or a speck read
 * as a mark ("37,533:55%", "4,120.50*"); after a rupee code or sign run into them ("INRS,851.42" for INR
 * 8,851.42), or a minus ("-800,00" read with the other decimal mark).
 */
const MISREAD_FIGURES =
  /^(?=(?:\D*\d){3})[-+\u2212]?(?:INR|Rs\.?|₹)?(?:[iIl|nNS][.,]?)?\d(?:[\d.,:;'-]|[OolIL|nNST](?![A-Za-z]))*\d[.,]?(?:[/|]?[CcDd][Rr]?\.?|[%*°])?$/;

/**
 * OCR loses a balance's decimal point or blurs its separators; a text layer prints the number as it
 * is, so a bare number there (a branch code, a serial) is no balance for the chain to guess. Nor is one
 * under another column than the balance's, where the header shows one; without one, only bare digits.
 */
function unreadBalance(row: Row, w: Word, clean: string): boolean {
  const balance = row.cols?.find((c) => c.kind === "balance");
  // A balance run into the next column's figures ("88729.328278", a branch code after it) starts under the balance.
  const startsUnder = (c: Column) => w.x0 >= c.x0 - (w.y1 - w.y0) && w.x0 < c.x1;
  return (
    row.amounts.length > 0 &&
    w.source === "ocr" &&
    (balance
      ? MISREAD_FIGURES.test(clean) && (underBalance(w, row.cols) || startsUnder(balance))
      : /^\d{3,}$/.test(clean))
  );
}

/**
 * Figures OCR misread under a debit, credit or amount column, before any amount of the row: a movement
 * the balance chain may read back (see BalanceChain.recoverMove).
 */
function unreadMovement(row: Row, w: Word, clean: string): boolean {
  if (row.amounts.length > 0 || row.unreadMove || w.source !== "ocr" || !MISREAD_FIGURES.test(clean)) return false;
  const c = columnOf(w, row.cols);
  const slack = w.y1 - w.y0;
  return !!c && ["debit", "credit", "amount"].includes(c.kind) && w.x1 > c.x0 - slack && w.x0 < c.x1 + slack;
}

/**
 * The decimals of a movement OCR read as a word of their own ("23954." then "16", or "6504" then "44"
 * with the point read as a space): two digits right after unread figures that end with the decimal mark
 * or with a digit, before any amount of the row.
 */
function decimalsApart(row: Row, w: Word, clean: string): boolean {
  const read = row.unreadMove;
  if (!read || row.amounts.length > 0 || w.source !== "ocr" || !/^\d{2}$/.test(clean)) return false;
  return /\d[.,]?$/.test(read.raw) && w.x0 - read.word.x1 < w.y1 - w.y0;
}

/** Puts a word of a transaction line where it belongs: amount, mark, reference or narration. */
export function placeWord(row: Row, w: Word, words: Word[], cells: LineCells): void {
  const clean = w.text.replace(/\s/g, "");
  const amount = cells.amounts.get(w);
  if (amount) {
    row.amounts.push({ ...amount, word: w });
    return;
  }
  if (cells.skip.has(w)) return;
  if (MARK_WORD.test(clean) && inMarks(w, row.cols)) {
    takeColumnMark(row, w, clean);
    return;
  }
  const mark = markAfter(row, w, clean, words, cells.decimal);
  if (mark) {
    row.amounts[row.amounts.length - 1]!.mark = mark;
    return;
  }
  if (unreadBalance(row, w, clean)) {
    row.unread = { raw: clean, word: w };
    return;
  }
  if (unreadMovement(row, w, clean)) {
    row.unreadMove = { raw: clean, word: w };
    return;
  }
  if (decimalsApart(row, w, clean)) {
    row.unreadMove!.raw += ` ${clean}`;
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

/** A new row dated `date`, read from `line` whose words `dateWords` print it. */
export function newRow(line: Line, date: string, dateWords: Word[], cols: Column[] | undefined): Row {
  return {
    date,
    description: [],
    amounts: [],
    from: { date: dateWords, description: [], reference: [] },
    words: [...line.words],
    page: line.page,
    cols,
    end: { page: line.page, y1: line.y1 },
  };
}

/** A piece of a reference number: letters and figures, some figure among them. */
const REFERENCE_PIECE = /^[A-Z0-9]*\d[A-Z0-9]*$/i;

/**
 * A piece of a reference broken over lines in a narrow column ("UTIBN9217007480" over "8"): a word of
 * letters and figures set inside the Reference column (as wide as its header or the reference's first
 * line), not one of a narration that runs past the column's edge.
 */
function continuesReference(row: Row, w: Word): boolean {
  const c = row.cols?.find((k) => k.kind === "reference");
  if (!c || !REFERENCE_PIECE.test(w.text)) return false;
  const right = Math.max(c.x1, ...row.from.reference.map((r) => r.x1));
  return w.x0 >= c.x0 - 2 && w.x1 <= right + 2;
}

/**
 * A line that carries on a row's narration: its words, but for those that say nothing (a value date, a
 * serial number), are narration, after the row's (or before, for a narration printed above the dated
 * line).
 */
export function describeWith(row: Row, line: Line, skip: Set<Word>, before = false): void {
  const pieces = line.words.filter((w) => !skip.has(w) && continuesReference(row, w));
  if (pieces.length) {
    const text = pieces.map((w) => w.text).join("");
    row.reference = before ? `${text}${row.reference ?? ""}` : `${row.reference ?? ""}${text}`;
    row.from.reference[before ? "unshift" : "push"](...pieces);
  }
  const words = line.words.filter((w) => !skip.has(w) && !pieces.includes(w));
  if (before) {
    row.description.unshift(...words.map((w) => w.text));
    row.from.description.unshift(...words);
    row.words.unshift(...line.words);
  } else {
    row.description.push(...words.map((w) => w.text));
    row.from.description.push(...words);
    row.words.push(...line.words);
    row.end = { page: line.page, y1: Math.max(line.y1, row.end.page === line.page ? row.end.y1 : line.y1) };
  }
}

/**
 * Whether figures OCR misread stand right of a row's one amount: they are the row's balance, and the
 * amount its movement, though a header OCR garbled set both under the Balance column ("CR/DR Amount
 * (INR) Balance (INR)" read as one name).
 */
const unreadAfter = (r: Row): boolean => !!r.unread && r.unread.word.x0 > r.amounts[0]!.word.x1;

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
    for (const r of rows)
      if (r.amounts.length === 1 && underBalance(r.amounts[0]!.word, r.cols) && !unreadAfter(r)) r.balanceOnly = true;
  for (const r of rows) {
    const { move } = partsOf(r);
    if (r.columnMark && move && !move.mark) move.mark = r.columnMark;
  }
}
