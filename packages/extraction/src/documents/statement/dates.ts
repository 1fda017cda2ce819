import type { Line } from "../../text/lines.ts";
import { parseDate } from "../../text/values/dates.ts";
import type { Word } from "../../types.ts";
import type { DecimalMark } from "./numbers.ts";

/**
 * Month names statements print besides the English ones parseDate knows (German, French, Spanish,
 * Italian), folded to lower case without accents → the English abbreviation.
 */
const MONTHS: Record<string, string> = {
  januar: "jan",
  janner: "jan",
  februar: "feb",
  marz: "mar",
  mrz: "mar",
  mai: "may",
  juni: "jun",
  juli: "jul",
  okt: "oct",
  oktober: "oct",
  dez: "dec",
  dezember: "dec",
  janv: "jan",
  janvier: "jan",
  fevr: "feb",
  fevrier: "feb",
  mars: "mar",
  avr: "apr",
  avril: "apr",
  juin: "jun",
  juil: "jul",
  juillet: "jul",
  aout: "aug",
  septembre: "sep",
  octobre: "oct",
  novembre: "nov",
  decembre: "dec",
  ene: "jan",
  enero: "jan",
  abr: "apr",
  ago: "aug",
  dic: "dec",
  gen: "jan",
  mag: "may",
  giu: "jun",
  lug: "jul",
  set: "sep",
  ott: "oct",
};
const MONTH_NAME =
  "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|0ct|nov|dec|januar|janner|februar|marz|märz|mrz|mai|juni|juli|okt|oktober|dez|dezember|janv|janvier|fevr|févr|fevrier|février|mars|avr|avril|juin|juil|juillet|aout|août|septembre|octobre|novembre|decembre|décembre|ene|enero|abr|ago|dic|gen|mag|giu|lug|set|ott)[a-zäéû]*\\.?";

const FULL = [
  "\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}",
  "\\d{4}-\\d{1,2}-\\d{1,2}",
  `\\d{1,2}(?:st|nd|rd|th)?[\\s/.,-]*${MONTH_NAME}[\\s/.,-]*'?\\d{2,4}`,
  // "Jan 05 2024" (Indian Bank), "June30, 2025" (Bandhan: the day run into the month; OCR may drop the
  // space after the comma).
  `${MONTH_NAME}\\s*\\d{1,2}(?:st|nd|rd|th)?(?:,\\s*|\\s+)\\d{4}`,
  // The same with both spaces lost to OCR: "Nov192023".
  `${MONTH_NAME}\\d{2}(?:19|20)\\d{2}`,
  // September's S read as a 5 ("02-5ep-2025"): only between a day and a year, where nothing else reads so.
  "\\d{1,2}[\\s/.,-]*5ep[\\s/.,-]*'?\\d{2,4}",
];
/**
 * Dates printed without a year: "19.01.", "02/07", "07 / 07", "14-11" (ABN AMRO; not after a word or a
 * dash: "NEFT-12-10" is a narration's), "01 Jan" (OCR may run it together: "15Feb"), and month first
 * "May 07", "MAY1" (TD).
 */
const YEARLESS = [
  `\\d{1,2}\\.\\d{1,2}\\.(?!\\d)`,
  `\\d{1,2} ?/ ?\\d{1,2}(?![\\d/])`,
  `(?<![\\w-])\\d{1,2}-\\d{1,2}(?![\\d-])`,
  `\\d{1,2}[\\s-]?${MONTH_NAME}(?![\\s-]*'?\\d)`,
  // "September28," with its year wrapped below it in a narrow column.
  `${MONTH_NAME} ?\\d{1,2}(?:,(?!\\s*\\d))?(?![\\d,]|\\s*\\d)`,
];
/** A date cut short by a narrow column ("13-…", "13-Se…"): only the day is left. */
const CUT = "\\d{1,2}[/.-](?:[A-Za-z]{0,3})?(?:\\.{2,3}|…)";
const candidate = (yearless: string[]) =>
  new RegExp(`(?<![\\d.,/])(?:(${FULL.join("|")})|(${yearless.join("|")})|(${CUT}))(?![\\d,]|\\.\\d)`, "gi");
const CANDIDATE = candidate(YEARLESS);
/**
 * In a statement whose amounts take a decimal comma, "05.11" is no amount: a French print's day and month
 * (BNP Paribas, Crédit Agricole: docs/banks.md). Elsewhere it reads as an amount, never as a date.
 */
const CANDIDATE_COMMA = candidate([...YEARLESS, `\\d{1,2}\\.\\d{1,2}(?![\\d.])`]);

/**
 * Month names folded to English abbreviations; OCR's "0ct" (the O read as a zero, often run into the day:
 * "010ct") is October, and "5ep" after a day September.
 */
const foldMonth = (s: string) =>
  s
    .replace(/(\d)0ct/gi, "$1 Oct")
    .replace(/(\d[\s/.,-]*)5ep/gi, "$1Sep")
    .replace(/(^|[\s/.-])0ct/gi, "$1Oct")
    .replace(/[a-zäéû]+/gi, (m) => {
      const k = m
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
      return MONTHS[k] ?? m;
    });

/** How a statement prints its dates: day or month first, and the dates that give a year to those without one. */
export interface DateContext {
  order: "dmy" | "mdy";
  /** The statement's period, where it says one. */
  from?: string;
  to?: string;
  /** The latest full date printed anywhere on the statement: a year for dates printed without one. */
  latest?: string;
}

/** A date printed on a line: its words, its text, and how completely it is printed. */
export interface DateHit {
  words: Word[];
  text: string;
  kind: "full" | "yearless" | "cut";
}

/** The dates printed on a line, left to right, with the words they cover, in a statement of that decimal mark. */
export function datesOn(line: Line, decimal: DecimalMark = "."): DateHit[] {
  const cache = DATES[decimal];
  let hits = cache.get(line);
  if (!hits) cache.set(line, (hits = findDates(line, decimal === "," ? CANDIDATE_COMMA : CANDIDATE)));
  return hits;
}
/** Each line's dates, once found: the reader, the headers and the date context all ask. */
const DATES: Record<DecimalMark, WeakMap<Line, DateHit[]>> = { ".": new WeakMap(), ",": new WeakMap() };

/**
 * A line's words in runs that a date may span: a gap wider than one and a half times the words' height
 * is a column's edge, so "28 Jul" under Txn Date and "28 Jul" under Value Date are two dates, not "28 Jul 28".
 */
function runsOf(words: Word[]): Word[][] {
  const runs: Word[][] = [];
  for (const w of words) {
    const run = runs.at(-1);
    const prev = run?.at(-1);
    const height = prev ? Math.max(prev.y1 - prev.y0, w.y1 - w.y0) : 0;
    if (run && prev && w.x0 - prev.x1 <= 1.5 * height) run.push(w);
    else runs.push([w]);
  }
  return runs;
}

function findDates(line: Line, pattern: RegExp): DateHit[] {
  return runsOf(line.words).flatMap((run) => {
    const hits = datesIn(run, pattern);
    const lost = run.flatMap((w) => (hits.some((h) => h.words.includes(w)) ? [] : separatorsLost(w)));
    return lost.length ? [...hits, ...lost].sort((a, b) => a.words[0]!.x0 - b.words[0]!.x0) : hits;
  });
}

/** A day, month and year in digits with one or both separators OCR dropped: "2810-2024", "07112024". */
const SEPARATORS_LOST = /^(\d{2})([/.-]?)(\d{2})([/.-]?)((?:19|20)\d{2})$/;

/**
 * A date OCR read without a separator, as a full day-first date: only a word OCR read, whose day and
 * month are in range, so that a text layer's reference number never reads as one.
 */
function separatorsLost(w: Word): DateHit[] {
  const m = w.source === "ocr" ? SEPARATORS_LOST.exec(w.text) : null;
  if (!m || (m[2] && m[4])) return [];
  const [day, month] = [Number(m[1]), Number(m[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12) return [];
  return [{ words: [w], text: `${m[1]}-${m[3]}-${m[5]}`, kind: "full" }];
}

/** The dates among words printed close together, left to right. */
function datesIn(run: Word[], pattern: RegExp): DateHit[] {
  const starts: number[] = [];
  let text = "";
  for (const w of run) {
    if (text) text += " ";
    starts.push(text.length);
    text += w.text;
  }
  const out: DateHit[] = [];
  for (const m of text.matchAll(pattern)) {
    const from = m.index;
    const to = from + m[0].length;
    const words = run.filter((w, k) => starts[k]! < to && starts[k]! + w.text.length > from);
    // A date is whole words: not the tail of a reference ("REF12/04") nor part of a longer number; but
    // OCR may run a full date into the narration after it ("01-Nov-2023NACH/BAJAJ": PP-OCR drops spaces).
    if (!words.length || starts[run.indexOf(words[0]!)] !== from) continue;
    const last = words[words.length - 1]!;
    const ranOn = !!m[1] && last.source === "ocr" && /^\p{L}/u.test(text[to] ?? "");
    if (starts[run.indexOf(last)]! + last.text.length !== to && !/^[.,;:)]$/.test(text[to] ?? "") && !ranOn) continue;
    out.push({ words, text: m[0], kind: m[1] ? "full" : m[2] ? "yearless" : "cut" });
  }
  return out;
}

/**
 * A day's leading zero that OCR read as the letter o, run into the month before it ("Julyo1, 2025" for
 * July01, 2025): put back where what comes before the o is a month's name.
 */
function dayZeroAsO(text: string): string {
  return text.replace(/^([a-z]+)[oO](\d)(?!\d)/i, (m, name: string, d: string) =>
    parseDate(`${foldMonth(name)} 01, 2000`) ? `${name}0${d}` : m,
  );
}

/** A full date, read in the statement's order: "01/02/2024" is 1 February, or 2 January in a US statement. */
function readFull(text: string, order: DateContext["order"]): string | null {
  // A day run into its month ("June30, 2025"), a year into the comma ("June30,2025"): read as printed apart.
  const t = foldMonth(dayZeroAsO(text.replace(/\s+/g, " ").trim()))
    .replace(/^([a-z]+\.?)(\d)/i, "$1 $2")
    .replace(/,(\d{4})$/, ", $1")
    .replace(/^([a-z]+\.? )(\d{2})((?:19|20)\d{2})$/i, "$1$2, $3");
  const m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2,4})$/.exec(t);
  if (m && order === "mdy") return parseDate(`${m[3]}/${m[1]}/${m[4]}`);
  return parseDate(t);
}

const DAY = 86400000;

/** Day and month of a date printed without a year, completed with the year that puts it in the statement's time. */
function readYearless(text: string, ctx: DateContext, after: string | undefined): string | null {
  const t = foldMonth(text.replace(/\s+/g, " ").trim()).replace(/,$/, "");
  const numeric = /^(\d{1,2}) ?[/.-] ?(\d{1,2})\.?$/.exec(t);
  const named = /^(\d{1,2})[\s-]?([a-z]+)\.?$/i.exec(t);
  const monthFirst = /^([a-z]+)\.? ?(\d{1,2})$/i.exec(t);
  let day: number;
  let month: string;
  if (numeric) {
    [day, month] = ctx.order === "mdy" ? [Number(numeric[2]), numeric[1]!] : [Number(numeric[1]), numeric[2]!];
  } else if (named) [day, month] = [Number(named[1]), named[2]!];
  else if (monthFirst) [day, month] = [Number(monthFirst[2]), monthFirst[1]!];
  else return null;
  const end = ctx.to ?? ctx.latest ?? after;
  if (!end) return null;
  const endYear = Number(end.slice(0, 4));
  // The latest year that does not put the date well after the statement's end (a statement of
  // December and January prints both years' days without either year).
  for (const y of [endYear, endYear - 1]) {
    const iso = parseDate(`${day}/${month}/${y}`) ?? parseDate(`${day} ${month} ${y}`);
    if (iso && Date.parse(iso) <= Date.parse(end) + 31 * DAY) return iso;
  }
  return null;
}

/**
 * The first date on or after `after` that falls on `day`: transactions are in date order, so a
 * truncated date is completed from the one before it (or the statement's start).
 */
function dayAfter(day: number, after: string | undefined): string | null {
  if (!after || day < 1 || day > 31) return null;
  const [y, m, d] = after.split("-").map(Number) as [number, number, number];
  for (let k = 0; k < 3; k++) {
    const month = m - 1 + (day < d ? 1 : 0) + k;
    const dt = new Date(Date.UTC(y, month, day));
    if (dt.getUTCDate() === day) return dt.toISOString().slice(0, 10);
  }
  return null;
}

/** A printed date as YYYY-MM-DD; `after` is the date of the row before (or the statement's start). */
export function readDate(hit: DateHit, ctx: DateContext, after: string | undefined): string | null {
  if (hit.kind === "full") return readFull(hit.text, ctx.order);
  if (hit.kind === "yearless") return readYearless(hit.text, ctx, after);
  return dayAfter(Number(/^\d+/.exec(hit.text.trim())![0]), after);
}

/**
 * How the statement prints its dates: month first only where some numeric date (with its year or
 * without) cannot be day first (a first part over 12) and none cannot be month first; the latest full
 * date, for dates without a year.
 */
export function dateContextOf(lines: Line[], period: { from?: string; to?: string }): DateContext {
  let dayFirst = false;
  let monthFirst = false;
  const numeric: string[] = [];
  for (const l of lines)
    for (const hit of datesOn(l)) {
      // A date without its year tells the order too: a US statement's "01/17" is month first.
      const m =
        hit.kind === "full"
          ? /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}$/.exec(hit.text)
          : hit.kind === "yearless"
            ? /^(\d{1,2}) ?[/-] ?(\d{1,2})$/.exec(hit.text.trim())
            : null;
      if (!m) continue;
      numeric.push(hit.text);
      if (Number(m[1]) > 12) dayFirst = true;
      if (Number(m[2]) > 12) monthFirst = true;
    }
  const order = monthFirst && !dayFirst ? "mdy" : "dmy";
  let latest: string | undefined;
  for (const l of lines)
    for (const hit of datesOn(l)) {
      const iso = hit.kind === "full" ? readFull(hit.text, order) : null;
      if (iso && (!latest || iso > latest)) latest = iso;
    }
  return { order, ...period, ...(latest ? { latest } : {}) };
}
