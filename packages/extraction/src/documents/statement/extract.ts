import { buildLines, type Line } from "../../text/lines.ts";
import { FieldSink } from "../common/output.ts";
import { findLabels, valueFor, type Found } from "../../structure/labels.ts";
import { findDate, parseDate } from "../../text/values/dates.ts";
import { money, parseAmount } from "../../text/values/amounts.ts";
import { repairIfsc } from "../../text/values/identifiers.ts";
import { couldReadAs, sameDigits } from "../../text/repair.ts";
import { extractCustomFieldsFromLines } from "../common/custom-fields.ts";
import { overallConfidence } from "../common/confidence.ts";
import type { ExtractionOutput, Layout, ReadProblem, Word } from "../../types.ts";

const L = {
  account_holder:
    /(?:account\s*holder(?:'?s)?(?:\s*name)?|customer\s*name|account\s*name|name\s*of\s*(?:the\s*)?(?:account\s*)?holder|a\/c\s*name|name(?=\s*[:-]))/i,
  account_number: /(?:account|a[/l1|i][ce]|acct)\.?\s*(?:no\b\.?|number|#|num\b)/i,
  IFSC: /ifs\s*c(?:\s*code)?|ifsc\s*code/i,
  branch: /branch(?:\s*name)?/i,
  bank_name: /bank\s*name/i,
  period:
    /(?:statement\s*(?:period|for\s*the\s*period)|period(?:\s*of\s*statement)?|statement\s*from|for\s*the\s*period)/i,
  from: /(?:statement\s*)?(?:from\s*date|start\s*date|period\s*from)/i,
  to: /(?:statement\s*)?(?:to\s*date|end\s*date|period\s*to)/i,
  opening: /opening\s*(?:balance|bal\.?)|balance\s*(?:b\/f|brought\s*forward)|previous\s*balance/i,
  closing: /closing\s*(?:balance|bal\.?)|balance\s*(?:c\/f|carried\s*forward)|available\s*balance/i,
  currency: /currency/i,
};
const isLabel = (t: string) => Object.values(L).some((r) => new RegExp(`^\\s*(?:${r.source})`, "i").test(t));

function labelled(lines: Line[], label: RegExp, accept: (t: string) => boolean): Found | undefined {
  for (const hit of findLabels(lines, label)) {
    const f = valueFor(lines, hit, accept, isLabel);
    if (f) return f;
  }
  return undefined;
}

/** A date cut short by a narrow column ("13-…", "13-Se…"): only the day is left. */
const PARTIAL_DATE_START = /^\s*(\d{1,2})[/.-](?:[A-Za-z]{0,3})?(?:\.{2,3}|…)/;
const DATE_START =
  /^\s*(\d{1,2}[/.-](?:\d{1,2}|[A-Za-z]{3,9})[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Za-z]{3,9}\s+\d{2,4})/;
// A sign may stand before or after the currency, and a debit may be bracketed. The last form: grouping
// commas and the decimal point blurred into one another on a photo.
const AMOUNT_TOKEN =
  /^[-+\u2212]?(?:₹|rs\.?|inr)?[-+\u2212]?\(?(?:\d{1,3}(?:,\d{2,3})*|\d+)\.\d{2}\)?(?:(?:cr|dr)\.?)?$|^\d{1,3}(?:[.,]\d{2})*(?:[.,]\d{3})+[.,]\d{2}$/i;
const SKIP_ROW =
  /\b(opening\s*balance|closing\s*balance|balance\s*(?:b\/f|c\/f|brought|carried)|total|page\s*\d+|statement\s*summary|grand\s*total)\b/i;

type Side = "debit" | "credit";

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
interface Column {
  /** `mark`: a Dr/Cr column, which gives the side of the amount printed before it. */
  kind: "date" | "description" | "reference" | "debit" | "credit" | "amount" | "balance" | "mark" | "other";
  x0: number;
  x1: number;
  /**
   * Whether the cells under it decide that it is a column of Dr/Cr marks: `header`, its header names
   * such a column as well as another ("Debit/Credit" heads amounts of either side too, "Type" the kind
   * of transfer); `cells`, its header names no column this reader knows.
   */
  markBy?: "header" | "cells";
  /** The header's words, for a column whose cells decide it: the same column under each page's header. */
  name?: string;
  /** A mark column headed Dr/Cr (or D/C) and nothing else: after the Balance column, it is the balance's side. */
  drcr?: boolean;
}

/** A header that names a column of Dr/Cr marks and nothing else: "Dr/Cr", "Dr / Cr", "CR/DR", "D/C". */
const MARK_HEADER = /^\s*(?:(?:dr|cr)\.?\s*[/|&-]?\s*(?:dr|cr)|[dc]\.?\s*[/|&-]\s*[dc])\.?\s*$/i;
/** A header over a column of Dr/Cr marks in some statements and of something else in others. */
const MAYBE_MARK_HEADER =
  /^\s*(?:(?:debit|credit)\s*[/|&-]\s*(?:debit|credit)|(?:(?:txn|tran|transaction|dr\s*\/\s*cr)\.?\s*)?type)\s*$/i;
/**
 * Whether a header cell may head a column of Dr/Cr marks. "Debit/Credit" only as one word: spaced
 * ("Debit / Credit"), it is a tight header over separate Debit and Credit columns, which is split.
 */
const maybeMarks = (seg: { text: string; words: Word[] }) =>
  MAYBE_MARK_HEADER.test(seg.text) && (seg.words.length === 1 || !/debit|credit/i.test(seg.text));
/** A cell of a Dr/Cr column: the side of the amount beside it. */
const MARK_WORD = /^(?:dr|cr|d|c|debit|credit)\.?$/i;
const markSide = (text: string): Side => (/^c/i.test(text) ? "credit" : "debit");
/** A mark of one letter: also a transaction kind in some statements (Finacle's C cash, T transfer, L clearing). */
const LETTER_MARK = /^[dc]\.?$/i;
const columnName = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

function headerKinds(text: string): Column["kind"][] {
  const t = text.toLowerCase();
  const out: Column["kind"][] = [];
  if (/\b(date|txn\s*date|tran\s*date|value\s*date|posting)\b/.test(t)) out.push("date");
  if (/(narration|description|particulars|details|remarks|transaction\s*details)/.test(t)) out.push("description");
  if (/(ref|chq|cheque|instrument)/.test(t)) out.push("reference");
  if (/(withdrawal|debit|\bdr\b|paid\s*out|payments?)/.test(t)) out.push("debit");
  if (/(deposit|credit|\bcr\b|paid\s*in|receipts?)/.test(t)) out.push("credit");
  if (/balance/.test(t)) out.push("balance");
  if (/^\s*amount/.test(t) && !out.length) out.push("amount");
  return out;
}

/**
 * The first header line from `from`: one with a Balance column, or, in a statement that prints no
 * Balance column anywhere (`balanceless`), one with a column its header names a Dr/Cr column and nothing
 * else ("Dr/Cr", "D/C"), which its cells must then confirm (settleMarks): a Type or Debit/Credit header
 * is as often over a summary or standing-instructions table as over the transactions.
 */
function findHeader(lines: Line[], from = 0, balanceless = false): { line: Line; cols: Column[] } | undefined {
  for (const line of lines) {
    if (line.index < from) continue;
    const kinds = new Set(line.segments.flatMap((s) => headerKinds(s.text)));
    const score = ["date", "description", "debit", "credit", "balance", "amount"].filter((k) =>
      kinds.has(k as Column["kind"]),
    ).length;
    // A statement without balances still heads its columns: a column of Dr/Cr marks beside the amounts
    // tells that header line from a line of words.
    const balance = kinds.has("balance");
    if (score < 3 || !(balance || (balanceless && line.segments.some((s) => MARK_HEADER.test(s.text))))) continue;
    const cols: Column[] = [];
    for (const seg of line.segments) {
      const ks = headerKinds(seg.text);
      if (MARK_HEADER.test(seg.text)) {
        // Without a Balance column, only its cells tell a header from a line of words.
        cols.push(
          balance
            ? { kind: "mark", x0: seg.x0, x1: seg.x1, drcr: true }
            : { kind: "other", x0: seg.x0, x1: seg.x1, markBy: "header", name: columnName(seg.text) },
        );
        continue;
      }
      if (maybeMarks(seg)) {
        // "Debit/Credit" cannot be split: it heads one column of amounts of either side, or of their marks.
        cols.push({
          kind: ks.includes("debit") ? "amount" : "other",
          x0: seg.x0,
          x1: seg.x1,
          markBy: "header",
          name: columnName(seg.text),
        });
        continue;
      }
      if (ks.includes("debit") && ks.includes("credit")) {
        // One word ("Withdrawals/Deposits") cannot be split: it heads one column of amounts of either side.
        if (seg.words.length === 1) {
          cols.push({ kind: "amount", x0: seg.x0, x1: seg.x1 });
          continue;
        }
        // One header cell over two columns ("Withdrawal Amt. Deposit Amt."): split it at the gap between them.
        const mid = seg.words.findIndex((w, i) => i > 0 && /deposit|credit|cr\b/i.test(w.text));
        const a = seg.words.slice(0, mid > 0 ? mid : 1);
        const b = seg.words.slice(mid > 0 ? mid : 1);
        cols.push({ kind: "debit", x0: a[0]!.x0, x1: a[a.length - 1]!.x1 });
        cols.push({ kind: "credit", x0: b[0]!.x0, x1: b[b.length - 1]!.x1 });
        continue;
      }
      cols.push(
        ks[0]
          ? { kind: ks[0], x0: seg.x0, x1: seg.x1 }
          : { kind: "other", x0: seg.x0, x1: seg.x1, markBy: "cells", name: columnName(seg.text) },
      );
    }
    return { line, cols };
  }
  return undefined;
}

interface Row {
  date: string;
  description: string[];
  reference?: string;
  /** `value` is the amount as printed less its sign: a minus or brackets, or a plus, is kept in `sign`. */
  amounts: { value: number; raw: string; word: Word; mark?: Side; sign?: "-" | "+" }[];
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

/** The column of one of `kinds` (of any kind where none are given) that a word sits under. */
function columnOf(word: Word, cols: Column[] | undefined, kinds?: Column["kind"][]): Column | undefined {
  const cx = (word.x0 + word.x1) / 2;
  let best: Column | undefined;
  let dist = Infinity;
  for (const c of cols ?? []) {
    if (kinds && !kinds.includes(c.kind)) continue;
    // Amounts are right-aligned under their header: compare right edges, then centres.
    const d = Math.min(Math.abs(word.x1 - c.x1), Math.abs(cx - (c.x0 + c.x1) / 2));
    if (d < dist) {
      dist = d;
      best = c;
    }
  }
  return best;
}

/**
 * Whether a word stands under a column's header: a mark is narrower than most headers over it and is
 * printed at its left, its middle or its right, where columnOf, which matches amounts by their right
 * edges, may give it to the amount column before.
 */
function within(word: Word, c: Column): boolean {
  const cx = (word.x0 + word.x1) / 2;
  const slack = word.y1 - word.y0;
  return cx >= c.x0 - slack && cx <= c.x1 + slack;
}

/**
 * Whether a word stands in a column of Dr/Cr marks: it overlaps the column header's span. Being nearest
 * to it is not enough: a narration ending in "CR" stops short of a mark column printed before the amounts.
 */
const inMarks = (word: Word, cols: Column[] | undefined): boolean =>
  (cols ?? []).some((c) => c.kind === "mark" && word.x1 > c.x0 && word.x0 < c.x1);

/** Whether a word sits in a column headed Dr/Cr that stands after the Balance column: the balance's marks. */
const balanceMarks = (word: Word, cols: Column[] | undefined): boolean =>
  (cols ?? []).some(
    (c) =>
      c.kind === "mark" &&
      c.drcr === true &&
      word.x1 > c.x0 &&
      word.x0 < c.x1 &&
      (cols ?? []).some((b) => b.kind === "balance" && b.x1 <= c.x0),
  );

/** The words under each column of `header` its cells decide, on the transaction rows it heads (up to the next header). */
function cellsUnder(
  header: { line: Line; cols: Column[] },
  lines: Line[],
  balanceless: boolean,
): Map<Column, string[]> {
  const { cols } = header;
  const cells = new Map<Column, string[]>();
  if (!cols.some((c) => c.markBy)) return cells;
  const next = findHeader(lines, header.line.index + 1, balanceless)?.line.index ?? Infinity;
  for (const line of lines) {
    if (line.index <= header.line.index || line.index >= next) continue;
    if (!DATE_START.test(line.text.replace(/\s*\|\s*/g, " "))) continue;
    if (!line.words.some((w) => AMOUNT_TOKEN.test(w.text.replace(/\s/g, "")))) continue;
    for (const w of line.words) {
      const c = cols.find((k) => k.markBy && within(w, k)) ?? columnOf(w, cols);
      if (c?.markBy) cells.set(c, [...(cells.get(c) ?? []), w.text]);
    }
  }
  return cells;
}

/**
 * The one-letter marks under each column its cells decide, over the whole statement (every page's
 * header, by the column's header words).
 */
function lettersOf(lines: Line[], balanceless: boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (let h = findHeader(lines, 0, balanceless); h; h = findHeader(lines, h.line.index + 1, balanceless))
    for (const [c, texts] of cellsUnder(h, lines, balanceless)) {
      const set = out.get(c.name ?? "") ?? new Set<string>();
      for (const t of texts) if (LETTER_MARK.test(t)) set.add(t[0]!.toLowerCase());
      out.set(c.name ?? "", set);
    }
  return out;
}

/**
 * The columns of `header` with those its cells decide settled: one is a column of Dr/Cr marks where
 * every word under it on the transaction rows it heads (up to the next header) is a mark. Narration
 * words stand under the narration's header, so a "D" or "C" there is never taken for a mark; a column
 * whose header names nothing needs marks on two rows, lest one stray letter make it a mark column.
 * One-letter marks under a header that does not say debit or credit ("Type", "Tran Type", or one naming
 * nothing) count only where the statement prints both D and C in that column: Finacle's Tran Type
 * holds C (cash), T and L, and a page of cash rows alone would read every amount as a credit.
 */
function settleMarks(
  header: { line: Line; cols: Column[] },
  lines: Line[],
  letters: Map<string, Set<string>>,
  balanceless: boolean,
): Column[] {
  const { cols } = header;
  if (!cols.some((c) => c.markBy)) return cols;
  const cells = cellsUnder(header, lines, balanceless);
  return cols.map((c) => {
    if (!c.markBy) return c;
    const texts = cells.get(c) ?? [];
    const enough = c.markBy === "header" ? 1 : 2;
    const saysSide = c.markBy === "header" && (/debit|credit/i.test(c.name ?? "") || MARK_HEADER.test(c.name ?? ""));
    const both = letters.get(c.name ?? "")?.size === 2;
    const marks = texts.every((t) => MARK_WORD.test(t) && (saysSide || both || !LETTER_MARK.test(t)));
    const drcr = MARK_HEADER.test(c.name ?? "");
    return texts.length >= enough && marks ? { kind: "mark", x0: c.x0, x1: c.x1, ...(drcr ? { drcr } : {}) } : c;
  });
}

const MONEY: Column["kind"][] = ["debit", "credit", "amount", "balance"];

/** The side a separate withdrawal or deposit column gives an amount; none under the balance or a single amount column. */
function columnSide(word: Word, cols: Column[] | undefined): Side | undefined {
  const kind = columnOf(word, cols, MONEY)?.kind;
  return kind === "debit" || kind === "credit" ? kind : undefined;
}

/**
 * Whether an amount sits under the Balance column: nearer its header than any other column's, and
 * overlapping it, so that a column whose header was not read is not taken for the balance's.
 */
function underBalance(word: Word, cols: Column[] | undefined): boolean {
  const c = columnOf(word, cols);
  const slack = word.y1 - word.y0;
  return c?.kind === "balance" && word.x1 > c.x0 - slack && word.x0 < c.x1 + slack;
}

type Amount = Row["amounts"][number];

/** What a row printed: the movement, and the balance after it where one is printed. */
function partsOf(row: Row): { move?: Amount; balance?: Amount } {
  if (row.amounts.length === 1) return row.balanceOnly ? { balance: row.amounts[0]! } : { move: row.amounts[0]! };
  const move = row.amounts.slice(0, -1).find((a) => a.value !== 0);
  return { ...(move ? { move } : {}), balance: row.amounts[row.amounts.length - 1]! };
}

/**
 * A printed balance as a signed number: a minus, brackets or a Dr mark make it negative (an overdrawn
 * account); a Cr mark or none leaves it positive.
 */
const balanceValue = (a: Amount): number => (a.sign === "-" || a.mark === "debit" ? -a.value : a.value);

/** One transaction on the balance chain; its side is written into `tx` once the chain settles it. */
interface Step {
  row: Row;
  index: number;
  tx: Record<string, string>;
  move?: Amount;
  balance?: Amount;
}

/**
 * A movement, with the side its print gives it where it gives one, and else the side the statement's
 * way of printing leans to (`lean`): taken only where no balance settles the side.
 */
interface Move {
  value: number;
  side?: Side;
  lean?: Side;
}

/** A movement printed with a minus (or in brackets) is a debit, one with a plus a credit. */
const signSide = (a: Amount): Side | undefined => (a.sign === "-" ? "debit" : a.sign === "+" ? "credit" : undefined);

/** `plain`: the side of an unsigned movement in a statement that signs the movements of one side only. */
function givenMove(a: Amount, row: Row, plain?: Side): Move {
  const side = a.mark ?? signSide(a) ?? columnSide(a.word, row.cols);
  if (side) return { value: a.value, side };
  return plain && !a.sign ? { value: a.value, lean: plain } : { value: a.value };
}

const cents = (v: number) => Math.round(v * 100);

/** More movements of unknown side than this between two printed balances are not tried every way. */
const MAX_OPEN = 12;

/**
 * Every way of siding `moves` (a given side is kept, the others are tried both ways), with the net
 * movement in paise; undefined when too many are open to try.
 */
function assignments(moves: Move[]): { sides: Side[]; net: number }[] | undefined {
  const open = moves.flatMap((m, k) => (!m.side && m.value !== 0 ? [k] : []));
  if (open.length > MAX_OPEN) return undefined;
  const out: { sides: Side[]; net: number }[] = [];
  for (let mask = 0; mask < 1 << open.length; mask++) {
    const sides = moves.map((m): Side => m.side ?? "debit");
    open.forEach((k, bit) => {
      if ((mask >> bit) & 1) sides[k] = "credit";
    });
    const net = moves.reduce((t, m, k) => t + (sides[k] === "credit" ? 1 : -1) * cents(m.value), 0);
    out.push({ sides, net });
  }
  return out;
}

/** Bank statement fields: account information by labels, transactions by rows, debit/credit by the balance chain. */
export function extractStatement(layout: Layout, opts: { customFields?: string[] } = {}): ExtractionOutput {
  const lines = buildLines(layout);
  const sink = new FieldSink();
  const info: Record<string, string> = {};

  const holder = labelled(lines, L.account_holder, (t) => /[a-z]{2}/i.test(t) && !/\d{4,}/.test(t) && t.length < 80);
  if (holder) {
    info["account_holder"] = holder.value;
    sink.record("account_info.account_holder", holder);
  }
  const acct = labelled(lines, L.account_number, (t) => /\d{4,}/.test(t.replace(/[\s-]/g, "")));
  if (acct) {
    // A colon before the number is often read as "1", "l" or "|" by OCR: a lone character is dropped.
    const m = /[\dXx*][\dXx*\s-]{3,}\d/.exec(acct.value.replace(/^[1l|!:;i]\s+(?=\d{6,})/, ""));
    if (m) {
      info["account_number"] = m[0].replace(/[\s-]/g, "");
      sink.record("account_info.account_number", acct);
    }
  }
  const bankLabel = labelled(lines, L.bank_name, (t) => /[a-z]{3}/i.test(t));
  const bankTitle =
    bankLabel ??
    lines
      .slice(0, 12)
      .flatMap((l) => l.segments.map((s) => ({ l, s })))
      .filter(
        ({ s }) => /\bbank\b/i.test(s.text) && !/statement|account|ifsc|branch/i.test(s.text) && s.text.length < 60,
      )
      .map(({ l, s }) => ({ value: s.text.trim(), words: s.words, page: l.page }) as Found)[0];
  if (bankTitle) {
    info["bank_name"] = bankTitle.value;
    sink.record("account_info.bank_name", bankTitle);
  }
  const ifsc = labelled(lines, L.IFSC, (t) => repairIfsc(t.split(/\s+/)[0] ?? "") !== null);
  if (ifsc) {
    info["IFSC"] = repairIfsc(ifsc.value.split(/\s+/)[0]!)!;
    sink.record("account_info.IFSC", ifsc);
  }
  const branch = labelled(lines, L.branch, (t) => /[a-z]{3}/i.test(t) && t.length < 60);
  if (branch) {
    info["branch"] = branch.value;
    sink.record("account_info.branch", branch);
  }
  const period = labelled(lines, L.period, (t) => findDate(t) !== null);
  if (period) {
    const dates: string[] = [];
    const re =
      /(\d{1,2}[/.-](?:\d{1,2}|[A-Za-z]{3,9})[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Za-z]{3,9},?\s+\d{4})/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(period.value))) {
      const d = parseDate(m[1]!);
      if (d) dates.push(d);
    }
    if (dates[0]) info["statement_from"] = dates[0];
    if (dates[1]) info["statement_to"] = dates[1];
    // One label gives both dates: both are read from its value.
    sink.record("account_info.statement_from", period);
    if (dates[1]) sink.record("account_info.statement_to", period);
  } else {
    const from = labelled(lines, L.from, (t) => findDate(t) !== null);
    const to = labelled(lines, L.to, (t) => findDate(t) !== null);
    if (from) info["statement_from"] = findDate(from.value)!.iso;
    if (to) info["statement_to"] = findDate(to.value)!.iso;
  }
  const amountOf = (f: Found | undefined) => balanceReadings(f)[0];
  const opening = labelled(lines, L.opening, (t) => amountOf({ value: t, words: [], page: 0 }) !== undefined);
  const closing = labelled(lines, L.closing, (t) => amountOf({ value: t, words: [], page: 0 }) !== undefined);
  const currency = labelled(lines, L.currency, (t) => /^[A-Z]{3}\b/.test(t));
  if (currency) info["currency"] = currency.value.slice(0, 3);

  // ---- transactions ----
  // A header without a Balance column is taken only in a statement that heads no Balance column
  // anywhere: a table before the transactions (a summary, standing instructions) is not read as them.
  const balanceless = !findHeader(lines);
  const letters = lettersOf(lines, balanceless);
  /** The header on `line`, its columns settled; none where its cells deny a Balance-less header its marks. */
  const headerOn = (found: { line: Line; cols: Column[] } | undefined) => {
    if (!found) return undefined;
    const settled = settleMarks(found, lines, letters, balanceless);
    const confirmed = settled.some((c) => c.kind === "balance" || c.kind === "mark");
    return confirmed ? { line: found.line, cols: settled } : undefined;
  };
  let header: { line: Line; cols: Column[] } | undefined;
  for (let h = findHeader(lines, 0, balanceless); h && !header; h = findHeader(lines, h.line.index + 1, balanceless))
    header = headerOn(h);
  let cols = header?.cols;
  const rows: Row[] = [];
  const start = header ? header.line.index + 1 : 0;
  for (const line of lines) {
    if (line.index < start) continue;
    const again = headerOn(findHeader([line], 0, balanceless));
    if (again) {
      cols = again.cols;
      continue;
    }
    const first = line.segments[0]?.text ?? "";
    const flat = line.text.replace(/\s*\|\s*/g, " ");
    const partial = DATE_START.test(flat) ? null : PARTIAL_DATE_START.exec(flat);
    const dm =
      DATE_START.exec(flat) ?? (partial ? ([partial[0], partial[0].trim()] as unknown as RegExpExecArray) : null);
    // The shape alone lets through a few that are no number ("--1.00", "(1,250.00"): they would read as 0.
    const amountsIn = line.words.filter((w) => {
      const clean = w.text.replace(/\s/g, "");
      return AMOUNT_TOKEN.test(clean) && parseAmount(clean) !== null;
    });
    if (dm && amountsIn.length >= 1 && !SKIP_ROW.test(line.text)) {
      const date = partial
        ? dayAfter(Number(partial[1]), rows[rows.length - 1]?.date ?? info["statement_from"])
        : parseDate(dm[1]!.replace(/\s+/g, " "));
      if (!date) continue;
      const row: Row = {
        date,
        description: [],
        amounts: [],
        from: { date: [], description: [], reference: [] },
        words: line.words,
        page: line.page,
        cols,
      };
      let dateChars = dm[1]!.replace(/\s+/g, " ").split(" ").length;
      for (const w of line.words) {
        if (dateChars > 0) {
          dateChars--;
          row.from.date.push(w);
          continue;
        }
        const clean = w.text.replace(/\s/g, "");
        if (amountsIn.includes(w)) {
          const mark = /cr\.?$/i.test(clean) ? "credit" : /dr\.?$/i.test(clean) ? "debit" : undefined;
          const read = Number(parseAmount(clean));
          const sign =
            read < 0 || /^[-\u2212]/.test(clean) ? "-" : /^(?:₹|rs\.?|inr)?\+/i.test(clean) ? "+" : undefined;
          row.amounts.push({
            value: Math.abs(read),
            raw: clean,
            word: w,
            ...(mark ? { mark } : {}),
            ...(sign ? { sign } : {}),
          });
          continue;
        }
        // A mark in a Dr/Cr column is the side of the row's movement, wherever the column stands (before
        // the amounts, after them, or after the balance, where a Type column gives the transaction's side
        // and not the balance's); it is given once the row's movement is known, and never described.
        if (MARK_WORD.test(clean) && inMarks(w, cols)) {
          // Except a column headed Dr/Cr after the Balance column: there it says the balance's side (an
          // overdrawn balance is Dr), as a Dr/Cr printed right after a balance does.
          const prior = row.amounts[row.amounts.length - 1];
          if (prior && !prior.mark && balanceMarks(w, cols) && underBalance(prior.word, cols))
            prior.mark = markSide(clean);
          else row.columnMark ??= markSide(clean);
          continue;
        }
        // A Dr/Cr printed as a word of its own right after an amount marks that amount, not the description.
        const last = row.amounts[row.amounts.length - 1];
        if (
          last &&
          !last.mark &&
          /^(?:cr|dr)\.?$/i.test(clean) &&
          line.words[line.words.indexOf(w) - 1] === last.word &&
          w.x0 - last.word.x1 < 2 * (w.y1 - w.y0)
        ) {
          last.mark = markSide(clean);
          continue;
        }
        // OCR loses a balance's decimal point or blurs its separators; a text layer prints the number
        // as it is, so a bare number there (a branch code, a serial) is no balance for the chain to guess.
        // Nor is one under another column than the balance's, where the header shows one.
        const balanceColumn = cols?.some((c) => c.kind === "balance");
        if (
          row.amounts.length > 0 &&
          w.source === "ocr" &&
          /^\d{3,}$/.test(clean) &&
          (!balanceColumn || underBalance(w, cols))
        ) {
          row.unread = { raw: clean, word: w };
          continue;
        }
        const col = cols
          ? cols.find((c) => c.kind === "reference" && (w.x0 + w.x1) / 2 >= c.x0 - 4 && (w.x0 + w.x1) / 2 <= c.x1 + 30)
          : undefined;
        if (col && /\d/.test(w.text)) {
          row.reference = row.reference ? `${row.reference}${w.text}` : w.text;
          row.from.reference.push(w);
          continue;
        }
        // A second date (value date) is not part of the description.
        if (row.description.length === 0 && parseDate(w.text)) continue;
        row.description.push(w.text);
        row.from.description.push(w);
      }
      if (row.amounts.length === 0) continue;
      rows.push(row);
      continue;
    }
    // A line with no date and no amount right under a transaction continues its description.
    const prev = rows[rows.length - 1];
    if (prev && !dm && amountsIn.length === 0 && !SKIP_ROW.test(line.text) && prev.page === line.page) {
      const lastY = Math.max(...prev.words.map((w) => w.y1));
      const h = Math.max(4, line.y1 - line.y0);
      if (line.y0 - lastY < h * 1.6 && first.length < 80) {
        prev.description.push(...line.words.map((w) => w.text));
        prev.from.description.push(...line.words);
        prev.words.push(...line.words);
      }
    }
  }

  // A row's one amount under the Balance column is a balance printed alone (brought forward, or the
  // day's balance on a row of its own), not a movement: trusted only where the columns are seen to
  // part movements from balances, some amount sitting under a movement column.
  const partsMoves = rows.some((r) =>
    r.amounts.some((a) => ["debit", "credit", "amount"].includes(columnOf(a.word, r.cols)?.kind ?? "other")),
  );
  if (partsMoves)
    for (const r of rows) if (r.amounts.length === 1 && underBalance(r.amounts[0]!.word, r.cols)) r.balanceOnly = true;
  // Which amount is the movement is settled now: a Dr/Cr column's mark is its side. A side printed on the
  // amount itself ("1,000.00 Cr") stands.
  for (const r of rows) {
    const { move } = partsOf(r);
    if (r.columnMark && move && !move.mark) move.mark = r.columnMark;
  }

  // Balance chain: the balance is the last amount; the row's amount is what moved it. Many statements
  // print a balance on some rows only (the day's last): the next printed balance then settles the
  // movements of every row since the one before.
  const transactions: Record<string, string>[] = [];
  // A statement with one amount column may sign the movements of one side only ("-1,250.00" for a
  // debit among unsigned credits): its unsigned movements then lean to the other side.
  const signs = new Set(
    rows.flatMap((r) => {
      const m = partsOf(r).move;
      return m?.sign && !m.mark ? [m.sign] : [];
    }),
  );
  const plain: Side | undefined = signs.size === 1 ? (signs.has("-") ? "credit" : "debit") : undefined;
  const moveOf = (a: Amount, row: Row) => givenMove(a, row, plain);
  // The opening balance, a misread balance and the closing balance each try every siding of a stretch
  // that the chain then settles, and a stretch with no printed side is tried again without them: up to
  // 2^MAX_OPEN sidings each time, so those of the last stretch tried are kept for the next try.
  let tried: { key: string; ways: ReturnType<typeof assignments> } | undefined;
  const waysOf = (moves: Move[]) => {
    // What assignments reads of a movement: its amount and printed side.
    const key = moves.map((m) => `${m.value}${m.side ?? ""}`).join(" ");
    if (tried?.key !== key) tried = { key, ways: assignments(moves) };
    return tried.ways;
  };
  // Without a labelled opening balance, a balance printed alone before any movement is the one the
  // statement opens with.
  const openedBy = !opening && rows[0]?.balanceOnly ? rows[0] : undefined;
  const openingFound: Found | undefined = openedBy
    ? { value: openedBy.amounts[0]!.raw, words: [openedBy.amounts[0]!.word], page: openedBy.page }
    : opening;
  // The opening balance is the reading the movements up to the first printed balance lead from.
  const openingValue = (() => {
    if (openedBy) return money(balanceValue(openedBy.amounts[0]!));
    const readings = balanceReadings(opening);
    const first = rows.findIndex((r) => partsOf(r).balance !== undefined);
    if (first < 0) return readings[0];
    const { move, balance } = partsOf(rows[first]!);
    const before = rows.slice(0, first).map((r) => moveOf(partsOf(r).move!, r));
    // A row with no movement adds nothing: left out, the stretch is the one the chain settles.
    const ways = waysOf(move ? [...before, moveOf(move, rows[first]!)] : before) ?? [];
    return confirmedBy(
      readings,
      ways.map((w) => balanceValue(balance!) - w.net / 100),
    );
  })();
  if (openingValue) {
    info["opening_balance"] = openingValue;
    sink.record("account_info.opening_balance", openingFound);
  }
  const span = (steps: Step[]) => {
    const [a, b] = [steps[0]!.index + 1, steps[steps.length - 1]!.index + 1];
    return a === b ? `transaction ${a}` : `transactions ${a}–${b}`;
  };
  const printNone = (steps: Step[]) => `${span(steps)}, which ${steps.length === 1 ? "prints" : "print"} no balance`;
  /**
   * Gives each movement of `steps` its side so that they lead from the balance `from` to `to`: the
   * printed sides (Dr/Cr mark, column, sign) when one way of completing them fits, else the one way that
   * fits at all. With none, or more than one, the balances decide nothing: printed sides stand, the rest
   * lean as the statement prints or are taken as debits, and a warning says so.
   */
  const settle = (steps: Step[], from: number | undefined, to: number | undefined, broken: () => string) => {
    const moves = steps.map((s) => moveOf(s.move!, s.row));
    let sides: Side[] | undefined;
    let warning: string | undefined;
    if (from !== undefined && to !== undefined) {
      const fitting = (ms: Move[]) => waysOf(ms)?.filter((w) => w.net === cents(to) - cents(from));
      const given = fitting(moves);
      const free = given?.length === 0 ? fitting(moves.map((m) => ({ value: m.value }))) : undefined;
      const found = given?.length === 1 ? given[0] : free?.length === 1 ? free[0] : undefined;
      const dates = `${steps[0]?.row.date} to ${steps[steps.length - 1]?.row.date}`;
      if (found) {
        sides = found.sides;
        // The balances overrule a printed side only in the open: the print, or our reading of its
        // columns, disagrees with its own balances there.
        if (given?.length === 0)
          steps.forEach((s, k) => {
            const printed = moves[k]!.side;
            if (printed && printed !== found.sides[k])
              sink.warn(
                `transaction ${s.index + 1} (${s.row.date}): printed as a ${printed} but the balances make it a ${found.sides[k]}; taken as a ${found.sides[k]}`,
              );
          });
      } else if (given === undefined)
        warning = `${span(steps)} (${dates}): too many movements without a printed side between balances ${money(from)} and ${money(to)} to tell debits from credits`;
      else if (given.length > 1)
        warning = `${span(steps)} (${dates}): more than one choice of debits and credits leads from ${money(from)} to ${money(to)}, so their sides are not certain`;
      else warning = broken();
    }
    if (!sides) {
      sides = moves.map((m) => m.side ?? m.lean ?? "debit");
      // A balance row the print gives no side: the way its balance moved, after the rows before it.
      const last = steps[steps.length - 1];
      const movedBalance = !!last?.balance && !moves[moves.length - 1]!.side && from !== undefined;
      if (movedBalance) {
        const before = moves.slice(0, -1).reduce((t, m, k) => t + (sides![k] === "credit" ? m.value : -m.value), from);
        sides[sides.length - 1] = balanceValue(last!.balance!) < before ? "debit" : "credit";
      }
      // Without balances on both sides nothing checks a side that is neither printed nor implied by how
      // the statement prints its amounts: a finance team must know it was assumed.
      if (!warning) {
        const assumed = steps.filter(
          (_, k) =>
            !moves[k]!.side && !moves[k]!.lean && moves[k]!.value !== 0 && !(movedBalance && k === steps.length - 1),
        );
        if (assumed.length > 0)
          sink.warn(
            `${span(assumed)} (${assumed[0]!.row.date} to ${assumed[assumed.length - 1]!.row.date}): no printed side and no balances to tell debit from credit; taken as ${assumed.length === 1 ? "a debit" : "debits"}`,
          );
      }
    }
    steps.forEach((s, k) => {
      s.tx[sides[k]!] = money(s.move!.value);
      if (s.balance) s.tx["balance"] = money(balanceValue(s.balance));
    });
    if (warning) sink.warn(warning);
  };
  const steps: Step[] = [];
  let prevBalance = openingValue !== undefined ? Number(openingValue) : undefined;
  /** The rows since the last printed balance that print none. */
  let gap: Step[] = [];
  rows.forEach((row) => {
    // A balance printed alone is no transaction: it checks the rows since the last balance, and the
    // chain goes on from it.
    if (row.balanceOnly) {
      const bal = balanceValue(row.amounts[0]!);
      const from = prevBalance;
      const before = gap;
      settle(gap, from, bal, () =>
        before.length
          ? `the balance ${money(bal)} printed alone on ${row.date} does not follow from ${money(from!)} and the movements of ${printNone(before)}`
          : `the balance ${money(bal)} printed alone on ${row.date} differs from the balance ${money(from!)} before it`,
      );
      gap = [];
      prevBalance = bal;
      return;
    }
    // A movement and, after it, a balance that did not read as an amount: the balance chain says
    // what it must be, and is taken when its digits could have been read so.
    if (row.amounts.length === 1 && row.unread && prevBalance !== undefined) {
      const from = prevBalance;
      const ways = waysOf([...gap.map((s) => moveOf(s.move!, s.row)), moveOf(row.amounts[0]!, row)]);
      const reach = [...new Set((ways ?? []).map((w) => cents(from) + w.net))].map((c) => c / 100);
      const exact = reach.filter((v) => sameDigits(row.unread!.raw, v));
      const fits = exact.length ? exact : reach.filter((v) => couldReadAs(row.unread!.raw, v));
      const fit = fits.length === 1 ? Number(money(fits[0]!)) : undefined;
      if (fit !== undefined)
        row.amounts.push({
          value: Math.abs(fit),
          raw: row.unread.raw,
          word: row.unread.word,
          ...(fit < 0 ? { sign: "-" as const } : {}),
        });
    }
    const tx: Record<string, string> = { date: row.date };
    const desc = row.description.join(" ").replace(/\s+/g, " ").trim();
    if (desc) tx["description"] = desc;
    if (row.reference) tx["reference"] = row.reference;
    const i = transactions.push(tx) - 1;
    const step: Step = { row, index: i, tx, ...partsOf(row) };
    steps.push(step);
    // A row whose printed movements are all nought moves nothing and is not checked.
    if (!step.move) return;
    if (!step.balance) {
      gap.push(step);
      return;
    }
    const bal = balanceValue(step.balance);
    const from = prevBalance;
    const before = gap;
    settle([...gap, step], from, bal, () =>
      before.length
        ? `transaction ${i + 1} (${row.date}): balance ${money(bal)} does not follow from ${money(from!)} and the movements of ${printNone(before)}`
        : `transaction ${i + 1} (${row.date}): balance ${money(bal)} does not follow from ${money(from!)}`,
    );
    gap = [];
    prevBalance = bal;
  });
  // The closing balance is the reading the last printed balance, and the movements after it, lead to.
  const last = prevBalance;
  const trailing = gap;
  const reached =
    last === undefined
      ? []
      : (waysOf(trailing.map((s) => moveOf(s.move!, s.row))) ?? []).map((w) => last + w.net / 100);
  const closingValue = confirmedBy(balanceReadings(closing), reached);
  if (closingValue) {
    info["closing_balance"] = closingValue;
    sink.record("account_info.closing_balance", closing);
  }
  if (last !== undefined && closingValue !== undefined)
    settle(trailing, last, Number(closingValue), () =>
      trailing.length
        ? `the closing balance ${closingValue} does not follow from the balance ${money(last)} and the movements of ${printNone(trailing)}`
        : `the last balance ${money(last)} differs from the closing balance ${closingValue}`,
    );
  else if (trailing.length) settle(trailing, undefined, undefined, () => "");
  steps.forEach(({ row, index: i, tx, move, balance }) => {
    const at = (value: string | undefined, words: Word[]) => (value ? { value, words, page: row.page } : undefined);
    sink.record(`transactions[${i}].date`, at(tx["date"], row.from.date));
    sink.record(`transactions[${i}].description`, at(tx["description"], row.from.description));
    sink.record(`transactions[${i}].reference`, at(tx["reference"], row.from.reference));
    if (move)
      for (const k of ["debit", "credit"] as const) sink.record(`transactions[${i}].${k}`, at(tx[k], [move.word]));
    if (balance) sink.record(`transactions[${i}].balance`, at(tx["balance"], [balance.word]));
  });

  for (const p of layout.problems ?? []) if (concernsStatement(p.part)) sink.warn(p.message);

  const out: ExtractionOutput = {
    result: { account_info: info, transactions },
    extraction: {
      confidence: overallConfidence(sink),
      ocr_used: layout.ocrUsed,
      warnings: sink.warnings,
      fields: sink.fields,
    },
  };
  if (opts.customFields?.length) out.custom_fields = extractCustomFieldsFromLines(lines, opts.customFields);
  return out;
}

/** Whether a part the reading could not get at would have given statement fields. */
function concernsStatement(part: ReadProblem["part"]): boolean {
  switch (part) {
    // A statement is read from its printed words alone: neither a QR code nor an attached file feeds it.
    case "qr_codes":
    case "attachment":
      return false;
  }
}

/**
 * The amounts a labelled balance may be, most likely first. An amount with paise comes before a bare
 * number, and OCR often reads the rupee sign in front of an amount as a digit ("₹ 6,025.57" as
 * "1 6,025.57" or "16,025.57"), so an amount without its first digit is a further reading; only the
 * balance chain may pick one of those. A balance marked Dr ("12,345.00 Dr", "12,345.00Dr") is overdrawn:
 * negative.
 */
function balanceReadings(f: Found | undefined): string[] {
  if (!f) return [];
  const words = f.value.split(/\s+/);
  const tokens = words.flatMap((t, i) =>
    /\d/.test(t) && parseAmount(t) !== null
      ? [{ t: t.replace(/(?:cr|dr)\.?$/i, ""), debit: /dr\.?$/i.test(t) || /^dr\.?$/i.test(words[i + 1] ?? "") }]
      : [],
  );
  const read = (t: string, debit: boolean) => {
    const v = parseAmount(t);
    return v !== null && debit && !v.startsWith("-") && Number(v) !== 0 ? `-${v}` : v;
  };
  const withPaise = tokens.filter(({ t }) => /[.,]\d{2}\)?$/.test(t));
  const out: string[] = [];
  for (const { t, debit } of [...withPaise, ...tokens.filter((k) => !withPaise.includes(k))]) out.push(read(t, debit)!);
  // The rupee sign read as a leading 1 or 2 is an OCR misreading: a text layer's digits are as printed,
  // and a chain that disagrees with them is the document's own inconsistency, which stays visible.
  const ocr = f.words.some((w) => w.source === "ocr");
  for (const { t, debit } of ocr ? withPaise : []) {
    const rest = /^[12]\d/.test(t) ? read(t.slice(1), debit) : null;
    if (rest) out.push(rest);
  }
  return [...new Set(out)];
}

/** The reading the balance chain confirms, else the most likely one; a further reading needs the chain. */
function confirmedBy(readings: string[], expected: number[]): string | undefined {
  return readings.find((r) => expected.some((e) => Math.abs(Number(r) - e) < 0.011)) ?? readings[0];
}
