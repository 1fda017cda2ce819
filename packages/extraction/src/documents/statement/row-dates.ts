// The date a line of the transactions is a row of: the date under the header's date column or at the
// line's start, and the mends of a date OCR misread (a doubled digit read once, a garbled day or month, a
// month wrapped below), each checked against the dates of the rows before. Apart from the reader's row
// assembly since they only read its state (but for marking the words a wrapped month takes: `taken`).
import type { Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { columnOf, within, type Column } from "./columns.ts";
import { datesOn, readDate, type DateHit } from "./dates.ts";
import { withinOneEdit } from "../../text/repair.ts";
import type { DateRead, Row } from "./rows.ts";
import type { ReadContext, ReaderState, RowDate } from "./reader-state.ts";

/** A serial number before a row's date. */
export const SERIAL = /^#?\d{1,5}\.?$/;
/** A month's three letters and a day OCR may have read partly as letters: "MAYS", "JUNl0". */
const MISREAD_DAY = /^([A-Z][a-zA-Z]{2})([\dSOIl]{1,2})$/;
/** Figures and separators that could be a garbled full date: five to eight digits, a separator among them. */
const GARBLED_DATE = /^(?=(?:\D*\d){5,8}\D*$)\d+[./-][\d./-]*\d$/;
const DAY_MS = 86400000;

/** A day of one digit first in a day-first date ("1/02/25"), second in a month-first one ("5/1", "5/1/23"). */
const DAY_FIRST_ONE_DIGIT = /^\d(?=[-/. ])/;
const DAY_SECOND_ONE_DIGIT = /(?<=^\d{1,2}[-/.])\d(?=$|[-/. ])/;

/** The days from `from` to a month after it, no later than `to` where that is later than `from`. */
function daysAfter(from: string, to: string | undefined): string[] {
  const start = Date.parse(from);
  const end = Math.min(start + 31 * DAY_MS, to && to >= from ? Date.parse(to) : Infinity);
  const out: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A date's digits as a statement in that order prints them, with a year of four digits and of two. */
function digitForms(iso: string, order: "dmy" | "mdy"): string[] {
  const [y, m, d] = iso.split("-") as [string, string, string];
  const dm = order === "dmy" ? d + m : m + d;
  return [dm + y, dm + y.slice(2)];
}
/**
 * A day and month printed without a year whose separator OCR lost or read as a 1 ("511", "5117" for a
 * US statement's 5/11 and 5/17): three or four digits.
 */
const GARBLED_YEARLESS = /^\d{3,4}$/;
/**
 * A day and month with their separator whose figures OCR garbled: a digit lost ("0/31" for 01/31), or the
 * separator read as a digit ("11217" for 11/17).
 */
const GARBLED_YEARLESS_SEPARATED = /^(?:\d{1,2}[/.-]\d{1,2}|\d{5})$/;
/** A day, letters and a year in one word, as OCR may garble a date with its month's name: "294un-2023". */
const GARBLED_NAMED = /^\d{1,2}[\p{L}\d-]*\p{L}[\p{L}\d-]*(?:19|20)?\d{2}$/u;
const MONTH_ABBR = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A numeric date printed without its year: "5/11", "14.11.", "14-11". */
const YEARLESS_NUMERIC = /^\d{1,2}\s*[/.-]\s*\d{1,2}\.?$/;

/** A date's day and month as a statement in that order prints them without a year, the first with its zero and without. */
function yearlessForms(iso: string, order: "dmy" | "mdy", separator = ""): string[] {
  const [, m, d] = iso.split("-") as [string, string, string];
  const [a, b] = order === "dmy" ? [d, m] : [m, d];
  return [...new Set([a + separator + b, String(Number(a)) + separator + b])];
}
/** One word spanning words read apart. */
export const span = (words: Word[]): Word => ({
  ...words[0]!,
  x0: Math.min(...words.map((w) => w.x0)),
  x1: Math.max(...words.map((w) => w.x1)),
});
/** A date whose month's name OCR read with a figure for its first letter ("02-5ep-2025"): said in a warning. */
const letterRead = (hit: DateHit): { read?: DateRead } =>
  /\d[\s/.,-]*5ep/i.test(hit.text) ? { read: { text: hit.text, why: "September's S read as a 5", unread: true } } : {};

/** Reads the dates of rows from the reader's state (see RowReader). */
export class RowDates {
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

  private get lines(): Line[] {
    return this.at.lines;
  }

  private get ctx(): ReadContext {
    return this.at.ctx;
  }

  private get taken(): Set<Word> {
    return this.at.taken;
  }

  /** The date of the row before: what a date printed without its month or year is completed from. */
  lastDate(): string | undefined {
    for (let k = this.rows.length - 1; k >= 0; k--) if (this.rows[k]!.date) return this.rows[k]!.date;
    return this.ctx.from;
  }

  /**
   * The date a line is a row of: the first under the header's date column, else one at the line's
   * start (after a serial number) that is not under a value-date column beside the date column.
   */
  dateOf(line: Line): RowDate | undefined {
    const hits = datesOn(line, this.ctx.decimal);
    const first = line.words[0];
    const atStart = (h: DateHit) =>
      h.words[0] === first || (!!first && SERIAL.test(first.text) && h.words[0] === line.words[1]);
    // A header whose one date column is the value date ("Value Dt") dates its rows by it.
    const dateColumn = this.cols?.some((c) => c.kind === "date");
    const under = (h: DateHit) => columnOf(span(h.words), this.cols)?.kind;
    const hit =
      hits.find((h) => dateColumn && under(h) === "date") ??
      hits.find((h) => atStart(h) && !(dateColumn && under(h) === "value_date"));
    if (hit) {
      const iso = readDate(hit, this.ctx.dates, this.lastDate());
      const mended = iso ? (this.dayDoubled(hit, iso) ?? this.backByValue(line, hit, iso)) : undefined;
      if (mended) return mended;
      // A day and month OCR garbled into no day at all ("0/31" for 01/31) may still be one digit away from one.
      return (!iso && hit.kind === "yearless" && this.dateGarbled(line)) || { ...hit, iso, ...letterRead(hit) };
    }
    return (
      this.byValueDate(line, hits) ??
      this.dayMisread(line) ??
      this.monthBelow(line) ??
      this.dateGarbled(line) ??
      this.monthGarbled(line)
    );
  }

  /**
   * A date whose day OCR read as one digit, going back before the row above in a statement whose rows
   * run forward ("1/02/25" after 10/02/25, for 11/02/25; month first, "5/1" after 5/11): OCR read a
   * doubled digit once. The day with that digit twice, where it falls from the row before's day to a
   * month after (within the period), is the row's, with a warning; else the date stands as read.
   */
  private dayDoubled(hit: DateHit, iso: string): RowDate | undefined {
    const last = this.lastDate();
    const one = (this.ctx.dates.order === "dmy" ? DAY_FIRST_ONE_DIGIT : DAY_SECOND_ONE_DIGIT).exec(hit.text);
    if (!one || !last || !this.wentBack(hit, iso)) return undefined;
    const text = hit.text.slice(0, one.index) + one[0] + hit.text.slice(one.index);
    const twice = readDate({ ...hit, text }, this.ctx.dates, last);
    if (!twice || !daysAfter(last, this.ctx.dates.to).includes(twice)) return undefined;
    return { ...hit, iso: twice, read: { text: hit.text, why: "a doubled digit read once" } };
  }

  /**
   * A transaction date OCR misread into another day ("20082024" for 29082024), going back before the
   * row above in a statement whose rows run forward, beside a value date that does not go back and whose
   * figures are one figure away from it: the value date is the row's, with a warning.
   */
  private backByValue(line: Line, hit: DateHit, iso: string): RowDate | undefined {
    const last = this.lastDate();
    const value = datesOn(line, this.ctx.decimal).find(
      (h) => h !== hit && columnOf(span(h.words), this.cols)?.kind === "value_date",
    );
    if (!value || !last || !this.wentBack(hit, iso)) return undefined;
    const day = readDate(value, this.ctx.dates, last);
    if (!day || !daysAfter(last, this.ctx.dates.to).includes(day)) return undefined;
    if (!withinOneEdit(hit.text.replace(/\D/g, ""), value.text.replace(/\D/g, ""))) return undefined;
    return { ...hit, iso: day, read: { text: hit.text, why: "the value date beside it, one figure away" } };
  }

  /**
   * Whether an OCR'd date goes back before the row above in rows that have run forward, never back (a
   * statement listed newest first goes back row by row); a text layer's dates are as printed.
   */
  private wentBack(hit: DateHit, iso: string): boolean {
    const last = this.lastDate();
    const rows = this.rows;
    if (!last || iso >= last || hit.words.some((w) => w.source !== "ocr")) return false;
    return rows.some((r) => r.date > rows[0]!.date) && !rows.some((r, k) => k > 0 && r.date < rows[k - 1]!.date);
  }

  /**
   * A full date whose figures OCR garbled ("021.2024" for 02.11.2024: a digit and a separator lost) under
   * the date column: the one day from the row before's to a month after it (within the statement's
   * period) whose digits are one digit changed, dropped or added away from those read. Where the row
   * before printed its date without a year, a day and month that lost their separator ("511" for 5/11)
   * or had it read as a 1 ("5117" for 5/17) are read alike; a day with exactly the digits read wins.
   */
  private dateGarbled(line: Line): RowDate | undefined {
    const w = this.dateCellWord(line);
    const yearless = !!w && GARBLED_YEARLESS.test(w.text) && this.lastYearless();
    if (!w || (!GARBLED_DATE.test(w.text) && !yearless)) return w && this.separatedGarbled(w);
    const order = this.ctx.dates.order;
    const iso = this.dayLike(w.text.replace(/\D/g, ""), (d) =>
      yearless ? yearlessForms(d, order) : digitForms(d, order),
    );
    return iso ? { words: [w], text: w.text, kind: yearless ? "yearless" : "full", iso } : undefined;
  }

  /**
   * A day and month printed with a separator whose figures OCR garbled ("0/31" for 01/31, "11217" for
   * 11/17), where the rows before print theirs so: the one day from the row before's to a month after
   * whose printed form, separator and all, is one character changed, dropped or added away from it.
   */
  private separatedGarbled(w: Word): RowDate | undefined {
    if (!GARBLED_YEARLESS_SEPARATED.test(w.text) || !this.lastYearless()) return undefined;
    const order = this.ctx.dates.order;
    // Five figures are two and two about a separator read as a digit.
    const read = /^\d{5}$/.test(w.text) ? `${w.text.slice(0, 2)}/${w.text.slice(3)}` : w.text.replace(/[.-]/g, "/");
    const iso = this.dayLike(read, (d) => yearlessForms(d, order, "/"));
    return iso ? { words: [w], text: w.text, kind: "yearless", iso } : undefined;
  }

  /**
   * A date with its month's name whose letters OCR garbled ("294un-2023" for 29-Jun-2023, "01ul-2023"):
   * an OCR'd word under the date column with a day, letters and a year, read as the one day whose day,
   * month's three letters and year are one letter or digit away from it.
   */
  private monthGarbled(line: Line): RowDate | undefined {
    const w = this.dateCellWord(line);
    if (!w || !GARBLED_NAMED.test(w.text)) return undefined;
    const iso = this.dayLike(w.text.toLowerCase().replace(/[^a-z0-9]/g, ""), (d) => {
      const [y, m, day] = d.split("-") as [string, string, string];
      const mon = MONTH_ABBR[Number(m) - 1]!;
      return [day + mon + y, day + mon + y.slice(2)];
    });
    return iso ? { words: [w], text: w.text, kind: "full", iso } : undefined;
  }

  /** The word OCR read under the date column of a line, where the rows before it are dated. */
  private dateCellWord(line: Line): Word | undefined {
    const dateCol = this.cols?.find((c) => c.kind === "date");
    if (!dateCol || !this.lastDate()) return undefined;
    return line.words.find((x) => x.source === "ocr" && columnOf(x, this.cols) === dateCol && within(x, dateCol));
  }

  /**
   * Of the days from the row before's to a month after it (within the statement's period), the one whose
   * printed `forms` are exactly `read`, else the one whose forms are one character changed, dropped or
   * added away from it; none where two fit alike.
   */
  private dayLike(read: string, forms: (iso: string) => string[]): string | undefined {
    const days = daysAfter(this.lastDate()!, this.ctx.dates.to);
    const exact = days.filter((iso) => forms(iso).includes(read));
    const fits = exact.length ? exact : days.filter((iso) => forms(iso).some((f) => withinOneEdit(read, f)));
    return fits.length === 1 ? fits[0] : undefined;
  }

  /**
   * Whether the rows before print their dates as figures without a year ("5/9", "14.11."): the last
   * row's date as printed, past those dated here from figures that lost their separator or read it as
   * a digit ("11217").
   */
  private lastYearless(): boolean {
    for (let k = this.rows.length - 1; k >= 0; k--) {
      const printed = this.rows[k]!.from.date.map((w) => w.text).join(" ");
      if (!GARBLED_YEARLESS.test(printed) && !/^\d{5}$/.test(printed)) return YEARLESS_NUMERIC.test(printed);
    }
    return false;
  }

  /**
   * A date whose day and month a narrow column wrapped over two lines ("19" over "Jun"): a day alone
   * under the date column at the line's start, and a month's name (perhaps with its year) under that
   * column on the next line of the page.
   */
  private monthBelow(line: Line): RowDate | undefined {
    const dateCol = this.cols?.find((c) => c.kind === "date");
    const day = line.words[0];
    if (!dateCol || !day || !/^\d{1,2}$/.test(day.text) || columnOf(day, this.cols) !== dateCol) return undefined;
    const next = this.lines[this.lines.indexOf(line) + 1];
    if (!next || next.page !== line.page || next.y0 - line.y1 > line.y1 - line.y0) return undefined;
    const under = next.words.filter((w) => columnOf(w, this.cols) === dateCol && within(w, dateCol));
    if (!under.length || !/^\p{L}{3}/u.test(under[0]!.text)) return undefined;
    const hit: DateHit = {
      words: [day, ...under],
      text: `${day.text} ${under.map((w) => w.text).join(" ")}`,
      kind: under.length > 1 ? "full" : "yearless",
    };
    const iso = readDate(hit, this.ctx.dates, this.lastDate());
    if (!iso) return undefined;
    under.forEach((w) => this.taken.add(w));
    return { ...hit, words: [day], iso };
  }

  /**
   * A month-first date whose day OCR read as letters ("MAYS" for TD's "MAY5", "JUNl"): the one word under
   * the header's date column, an OCR'd month and a day of digits and the letters they are mistaken for.
   */
  private dayMisread(line: Line): RowDate | undefined {
    const dateCol = this.cols?.find((c) => c.kind === "date");
    if (!dateCol) return undefined;
    for (const w of line.words) {
      const m = w.source === "ocr" ? MISREAD_DAY.exec(w.text) : null;
      if (!m || !/[SOIl]/.test(m[2]!) || columnOf(w, this.cols) !== dateCol || !within(w, dateCol)) continue;
      const text = `${m[1]}${m[2]!.replace(/S/g, "5").replace(/O/g, "0").replace(/[Il]/g, "1")}`;
      const hit: DateHit = { words: [w], text, kind: "yearless" };
      const iso = readDate(hit, this.ctx.dates, this.lastDate());
      if (iso) return { ...hit, iso };
    }
    return undefined;
  }

  /**
   * The date of a row whose date cell OCR garbled past reading ("vi lev" for 24-Apr-24) and which prints
   * between two rows of one day: that day, as rows are listed in date order (either way). Between rows
   * of two days nothing says which; a text layer's words are as printed.
   */
  dayBetween(line: Line, cell: Word[]): RowDate | undefined {
    const last = this.lastDate();
    if (!last || cell.some((w) => w.source !== "ocr") || this.nextDate(line) !== last) return undefined;
    const text = cell.map((w) => w.text).join(" ");
    return {
      words: cell,
      text,
      kind: "full",
      iso: last,
      read: { text, why: "the rows before and after it, of one day", unread: true },
    };
  }

  /**
   * The date of the next line of the page that prints words under the date column: none where they
   * read as no date (another garbled cell).
   */
  private nextDate(line: Line): string | undefined {
    const dateCol = this.cols?.find((c) => c.kind === "date");
    if (!dateCol) return undefined;
    for (const next of this.lines.slice(this.lines.indexOf(line) + 1)) {
      if (next.page !== line.page) return undefined;
      const cell = next.words.filter((w) => columnOf(w, this.cols) === dateCol && within(w, dateCol));
      if (!cell.length) continue;
      const hit = datesOn(next, this.ctx.decimal).find((h) => h.words.some((w) => cell.includes(w)));
      return (hit && readDate(hit, this.ctx.dates, this.lastDate())) ?? undefined;
    }
    return undefined;
  }

  /**
   * The date of a row whose transaction date OCR garbled ("ganany" under Date, "25-10-2023" under Value
   * Date): its value date, the day the bank dates its movement, where no earlier than the row before's.
   * A row of a day printed once leaves the date column empty: it is dated by the row before, not here.
   */
  private byValueDate(line: Line, hits: DateHit[]): RowDate | undefined {
    const dateCol = this.cols?.find((c) => c.kind === "date");
    const value = hits.find((h) => columnOf(span(h.words), this.cols)?.kind === "value_date");
    if (!dateCol || !value) return undefined;
    const garbled = line.words.some(
      (w) => w.source === "ocr" && w.x1 > dateCol.x0 && w.x0 < dateCol.x1 && !value.words.includes(w),
    );
    if (!garbled) return undefined;
    const last = this.lastDate();
    const iso = readDate(value, this.ctx.dates, last);
    return { ...value, iso: iso && last && iso < last ? last : iso };
  }
}
