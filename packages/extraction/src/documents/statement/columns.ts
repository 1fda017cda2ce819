import { overlapX, segmentOf, type Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { conceptsIn, tokensOf, type WordMatch } from "./concepts.ts";

/** The side of a movement: money out of the account, or into it. */
export type Side = "debit" | "credit";

export interface Column {
  /** `mark`: a Dr/Cr column, which gives the side of the amount printed before it. */
  kind:
    | "date"
    | "value_date"
    | "description"
    | "reference"
    | "debit"
    | "credit"
    | "amount"
    | "balance"
    | "mark"
    | "serial"
    | "other";
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

/** A header line and the columns it heads. */
export interface Header {
  line: Line;
  cols: Column[];
}

/** A header that names a column of Dr/Cr marks and nothing else: "Dr/Cr", "Dr / Cr", "CR/DR", "D/C". */
export const MARK_HEADER = /^\s*(?:(?:dr|cr)\.?\s*[/|&-]?\s*(?:dr|cr)|[dc]\.?\s*[/|&-]\s*[dc])\.?\s*$/i;
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
export const MARK_WORD = /^(?:dr|cr|d|c|debit|credit)\.?$/i;
export const markSide = (text: string): Side => (/^c/i.test(text) ? "credit" : "debit");
/** A mark of one letter: also a transaction kind in some statements (Finacle's C cash, T transfer, L clearing). */
export const LETTER_MARK = /^[dc]\.?$/i;
const columnName = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

type Kind = Column["kind"];

const KIND_OF: Partial<Record<Concept, Kind>> = {
  "txn.date": "date",
  "txn.value_date": "value_date",
  "txn.description": "description",
  "txn.reference": "reference",
  "txn.debit": "debit",
  "txn.credit": "credit",
  "txn.amount": "amount",
  "txn.balance": "balance",
  // Named only so that a cell printed close to another ("Balance Init. Br") is split from it.
  "txn.branch": "other",
  // A serial number's column: its figures are no date, amount or reference ("Sl." over "No.").
  "txn.serial": "serial",
};
/** Which kind a header cell naming several heads, where it cannot be split: "Buchung / Verwendungszweck" is the text. */
const PRIORITY: Kind[] = [
  "balance",
  "reference",
  "value_date",
  "debit",
  "credit",
  "description",
  "date",
  "amount",
  "serial",
];
const MONEY_KINDS: Kind[] = ["debit", "credit", "balance"];

/**
 * The columns a header cell names, with the words of each: "Amount" beside a side or the balance only
 * qualifies it ("Withdrawal Amount", "Balance Amt").
 */
function namedIn(text: string): { kind: Kind; start: number; end: number }[] {
  const found = conceptsIn(text, ["txn"]).flatMap((m) => {
    if (namesBothSides(text, m)) return SPELT_SIDE.test(text) ? bothSides(text, m) : [];
    const kind = KIND_OF[m.concept];
    return kind ? [{ kind, start: m.start, end: m.end }] : [];
  });
  const money = found.some((f) => MONEY_KINDS.includes(f.kind));
  return money ? found.filter((f) => f.kind !== "amount" && !chequesAmong(text, f, found)) : found;
}

const CHEQUES = /^(?:cheque|check)s?$/;
/**
 * Cheques named beside debits are what the column holds, not a cheque number's column: "Cheques &
 * Debits ($)" (RBC), "CHEQUE/DEBIT" (TD), "Checks and other debits" (docs/banks.md, MON, US).
 */
function chequesAmong(text: string, f: { kind: Kind; start: number; end: number }, found: { kind: Kind }[]): boolean {
  if (f.kind !== "reference" || f.end - f.start !== 1 || !CHEQUES.test(tokensOf(text)[f.start] ?? "")) return false;
  return found.every((g) => g === f || g.kind === "debit");
}

/** A side spelt out: "Debit/Credit" heads amounts, "Dr/Cr" (the same words to the vocabulary) their marks. */
const SPELT_SIDE = /\b(?:debit|credit)s?\b/i;

/** Whether a wording is both sides' names together ("Debit/Credit", "Cr/Dr"): the vocabulary reads it as one label. */
const namesBothSides = (text: string, m: WordMatch) => {
  if (m.end - m.start !== 2) return false;
  const [a, b] = tokensOf(text).slice(m.start, m.end);
  return (a === "debit" && b === "credit") || (a === "credit" && b === "debit");
};

/**
 * "Debit/Credit" as the two sides it names, each at its word: whether it heads one column of either
 * side, two columns, or a column of marks is for the header's form and its cells to say (columnsOf).
 */
function bothSides(text: string, m: WordMatch): { kind: Kind; start: number; end: number }[] {
  const first = tokensOf(text)[m.start] === "debit" ? "debit" : "credit";
  return [
    { kind: first, start: m.start, end: m.start + 1 },
    { kind: first === "debit" ? "credit" : "debit", start: m.start + 1, end: m.end },
  ];
}

function headerKinds(text: string): Kind[] {
  const kinds = new Set(namedIn(text).map((f) => f.kind));
  return PRIORITY.filter((k) => kinds.has(k));
}

/**
 * A header line that names dates and balances only, every cell of it a column's name ("Date · Balance ·
 * Date · Balance": Bank of America's daily ledger balances, docs/banks.md BOA): a table of a balance
 * per day, no transactions.
 */
export function balanceTableHeader(line: Line): boolean {
  if (/\d/.test(line.text) || line.segments.length < 2) return false;
  const kinds = line.segments.map((s) => headerKinds(s.text));
  if (kinds.some((k) => k.length === 0)) return false;
  const all = new Set(kinds.flat().map((k) => (k === "value_date" ? "date" : k)));
  return all.size === 2 && all.has("date") && all.has("balance");
}

/**
 * A header cell that names two columns printed close together ("Value Date Transaction Details",
 * "Buchung Wert"), split at the word where the second name starts; none where a slash joins the names
 * ("Buchung / Verwendungszweck" heads one column).
 */
function splitNamed(seg: Line["segments"][number], cut = false): Column[] | undefined {
  const parted = cut ? undefined : partRunTogether(seg);
  if (parted) return splitNamed(parted, true);
  const named = namedIn(seg.text);
  if (named.length < 2 || new Set(named.map((n) => n.kind)).size < 2 || seg.words.length < 2) return undefined;
  // Token positions are over the folded text; a word folds to one token or more (a lone "/" to none).
  const firstToken: number[] = [];
  let t = 0;
  for (const w of seg.words) {
    firstToken.push(t);
    t += tokensOf(w.text).length;
  }
  if (seg.words.some((w, i) => w.text.includes("/") && joinsNames(named, firstToken[i]!, t, w.text))) return undefined;
  const cols: Column[] = [];
  named.forEach((n, k) => {
    const from = k === 0 ? 0 : firstToken.findIndex((ft) => ft >= n.start);
    const next = named[k + 1];
    const to = next ? firstToken.findIndex((ft) => ft >= next.start) : seg.words.length;
    const words = seg.words.slice(from, to < 0 ? seg.words.length : to);
    if (words.length) cols.push({ kind: n.kind, x0: words[0]!.x0, x1: words[words.length - 1]!.x1 });
  });
  return cols.length === named.length ? cols : undefined;
}

/** Where each token of a word stands among its characters, where its runs of letters and figures are its tokens. */
function tokenSpans(text: string): [number, number][] | undefined {
  const runs = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  return runs.length === tokensOf(text).length ? runs : undefined;
}

/**
 * A header cell with each word that holds two columns' names, which OCR ran together over the narrow
 * gap between them ("WITHDRAWAL(DRIEPOSIT(CR)"), cut in two: its text where the later name starts, its
 * box halfway between the names, in proportion to its characters; undefined where no word does.
 */
function partRunTogether(seg: Line["segments"][number]): Line["segments"][number] | undefined {
  const named = namedIn(seg.text);
  let t = 0;
  let parted = false;
  const words = seg.words.flatMap((w) => {
    const first = t;
    const spans = tokenSpans(w.text);
    t += tokensOf(w.text).length;
    const inner = named.find((m) => m.start > first && m.start < t);
    if (!spans || !inner) return [w];
    // The text parts where the name starts; the box halfway between the name before (in this word) and it.
    const at = spans[inner.start - first]![0];
    const before = named.filter((m) => m.end <= inner.start && m.end > first).map((m) => spans[m.end - 1 - first]![1]);
    const x = w.x0 + ((w.x1 - w.x0) * ((before.length ? Math.max(...before) : 0) + at)) / 2 / w.text.length;
    parted = true;
    return [
      { ...w, text: w.text.slice(0, at), x1: x },
      { ...w, text: w.text.slice(at), x0: x },
    ];
  });
  return parted ? segmentOf(words) : undefined;
}

/**
 * Whether a word with a slash joins two names into one column's: it holds tokens of both
 * ("Vorgang/Buchungsinformation"), or, a lone slash, stands between them ("Buchung / Verwendungszweck").
 * A slash inside one name ("Chq./Ref.No.") joins nothing.
 */
function joinsNames(named: { start: number; end: number }[], first: number, total: number, text: string): boolean {
  const count = tokensOf(text).length;
  const of = (tok: number) => named.findIndex((n) => tok >= n.start && tok < n.end);
  if (count === 0) return first > 0 && first < total && of(first - 1) !== of(first);
  return new Set(Array.from({ length: count }, (_, k) => of(first + k))).size > 1;
}

/** Whether a line starts with what a summary table is headed by (Opening Balance, Total), not transactions. */
const summaryHeader = (line: Line) =>
  conceptsIn(line.segments[0]?.text ?? "", ["stmt"]).some(
    (m) => m.start === 0 && ["stmt.opening_balance", "stmt.closing_balance", "stmt.page_total"].includes(m.concept),
  );

/** A header word naming the credit side, and one naming the debit side, where a cell heads both. */
const CREDIT_WORD = /deposit|credit|cr\b/i;
const DEBIT_WORD = /withdraw|debit|dr\b/i;

/** The column(s) one header cell heads. */
function columnsOf(seg: Line["segments"][number], balance: boolean): Column[] {
  const ks = headerKinds(seg.text);
  if (MARK_HEADER.test(seg.text)) return [markColumn(seg, balance)];
  const apart = marksApart(seg);
  if (apart) return apart.flatMap((part) => columnsOf(part, balance));
  if (maybeMarks(seg))
    // "Debit/Credit" cannot be split: it heads one column of amounts of either side, or of their marks.
    return [
      {
        kind: ks.includes("debit") ? "amount" : "other",
        x0: seg.x0,
        x1: seg.x1,
        markBy: "header",
        name: columnName(seg.text),
      },
    ];
  if (ks.includes("debit") && ks.includes("credit")) {
    // One word ("Withdrawals/Deposits") cannot be split: it heads one column of amounts of either side.
    if (seg.words.length === 1) return [{ kind: "amount", x0: seg.x0, x1: seg.x1 }];
    // A cell naming more columns besides ("Value Dt Withdrawal Amount Deposit Amt. Closing Balance"): each at its words.
    const all = namedIn(seg.text).length > 2 ? splitNamed(seg) : undefined;
    if (all) return all;
    // One header cell over two columns ("Withdrawal Amt. Deposit Amt."): split it at the word between
    // them. Either side may come first: Canara prints "Deposits Withdrawals" (docs/banks.md, CNP).
    const creditFirst = CREDIT_WORD.test(seg.words[0]!.text) && !DEBIT_WORD.test(seg.words[0]!.text);
    const later = creditFirst ? DEBIT_WORD : CREDIT_WORD;
    const mid = seg.words.findIndex((w, i) => i > 0 && later.test(w.text));
    const a = seg.words.slice(0, mid > 0 ? mid : 1);
    const b = seg.words.slice(mid > 0 ? mid : 1);
    return [
      { kind: creditFirst ? "credit" : "debit", x0: a[0]!.x0, x1: a[a.length - 1]!.x1 },
      { kind: creditFirst ? "debit" : "credit", x0: b[0]!.x0, x1: b[b.length - 1]!.x1 },
    ];
  }
  const split = splitNamed(seg);
  if (split) return split;
  return [
    ks[0]
      ? { kind: ks[0], x0: seg.x0, x1: seg.x1 }
      : { kind: "other", x0: seg.x0, x1: seg.x1, markBy: "cells", name: columnName(seg.text) },
  ];
}

/** A column headed Dr/Cr and nothing else; without a Balance column, only its cells tell a header from a line of words. */
function markColumn(seg: Line["segments"][number], balance: boolean): Column {
  return balance
    ? { kind: "mark", x0: seg.x0, x1: seg.x1, drcr: true }
    : { kind: "other", x0: seg.x0, x1: seg.x1, markBy: "header", name: columnName(seg.text) };
}

/**
 * A Dr/Cr header printed close to another column's name, before it ("CR/DR Amount (INR)", IDBI) or
 * after it ("Balance Dr/Cr Value Date"): the marks' column and the names beside it, apart, in the order
 * printed; undefined where the cell holds no such name, or words beside it that name no column.
 */
function marksApart(seg: Line["segments"][number]): Line["segments"][number][] | undefined {
  const n = seg.words.length;
  for (let i = 0; i < n; i++) {
    for (let k = 1; k <= Math.min(3, n - i); k++) {
      const marks = seg.words.slice(i, i + k);
      if (k === n || !MARK_HEADER.test(marks.map((w) => w.text).join(" "))) continue;
      const sides = [seg.words.slice(0, i), seg.words.slice(i + k)].map((ws) =>
        ws.length ? segmentOf(ws) : undefined,
      );
      if (sides.some((side) => side && !namedIn(side.text).length)) return undefined;
      return [sides[0], segmentOf(marks), sides[1]].filter((part) => part !== undefined);
    }
  }
  return undefined;
}

/**
 * The first header line from `from`: one with a Balance column, or, in a statement that prints no
 * Balance column anywhere (`balanceless`), one with a column its header names a Dr/Cr column and nothing
 * else ("Dr/Cr", "D/C"), which its cells must then confirm (settleMarks): a Type or Debit/Credit header
 * is as often over a summary or standing-instructions table as over the transactions. `plain`: also one
 * headed by a date, a narration and amounts alone.
 */
export function findHeader(lines: Line[], from = 0, balanceless = false, plain = false): Header | undefined {
  for (const [k, line] of lines.entries()) {
    if (line.index < from) continue;
    // A header stacked over two lines names its columns with both ("Date of" over "Transaction").
    const segments = unnoised(withWordsAbove(line, lines[k - 1]));
    const kinds = new Set(segments.flatMap((s) => headerKinds(s.text)));
    if (kinds.has("value_date")) kinds.add("date");
    const score = ["date", "description", "debit", "credit", "balance", "amount"].filter((k) =>
      kinds.has(k as Column["kind"]),
    ).length;
    if (summaryHeader(line)) continue;
    // A statement without balances still heads its columns: a column of Dr/Cr marks beside the amounts
    // tells that header line from a line of words.
    const balance = kinds.has("balance");
    // `plain`: any table headed by a date, a narration and amounts, whether or not it prints balances.
    const table = kinds.has("date") && ["debit", "credit", "amount"].some((k) => kinds.has(k as Kind));
    const marked = balanceless && line.segments.some((s) => MARK_HEADER.test(s.text));
    if (score < 3 || !(balance || marked || (plain && table))) continue;
    return { line, cols: segments.flatMap((seg) => columnsOf(seg, balance)) };
  }
  return undefined;
}

/** Below this OCR confidence, a header word that names nothing is a rule or shading read as letters. */
const HEADER_NOISE_CONF = 0.4;

/**
 * A header's cells without the OCR noise among them: a rule under a scanned header read as letters
 * ("Debit SR") would widen its column over the next one's amounts. A word inside a name ("Chq" of
 * "Chq No.") stays however poorly it was read.
 */
function unnoised(segments: Line["segments"]): Line["segments"] {
  return segments.flatMap((seg) => {
    const named = namedIn(seg.text);
    let t = 0;
    const kept = seg.words.filter((w) => {
      const from = t;
      t += tokensOf(w.text).length;
      if (w.source !== "ocr" || w.conf >= HEADER_NOISE_CONF) return true;
      return named.some((n) => from < n.end && t > n.start);
    });
    if (kept.length === seg.words.length) return [seg];
    return kept.length ? [segmentOf(kept)] : [];
  });
}

/** How far apart, in the lower line's heights, a header's two stacked lines stand at most: text layer, OCR. */
const STACKED_GAP = 0.75;
const STACKED_OCR_GAP = 1.1;

/**
 * A header's cells with the words printed right over them on the line above, where the header is
 * stacked over two lines ("Value" over "Date", "Chq" over "No."): the lower word alone names another
 * column ("Date" under "Value" is no transaction date). Each upper word goes before the word under it,
 * so that a cell heading two columns ("TRN. Date Date" under "Value") is split as they are. Only a line
 * of a few words without figures, set as tight above as a header's lines are, is its upper half.
 */
function withWordsAbove(line: Line, above: Line | undefined): Line["segments"] {
  const h = Math.max(4, line.y1 - line.y0);
  // OCR's boxes are as tight as the letters: the same two lines stand further apart than a text layer's.
  const apart = line.words.some((w) => w.source === "ocr") ? STACKED_OCR_GAP : STACKED_GAP;
  const stacked =
    above &&
    above.page === line.page &&
    line.y0 - above.y1 < h * apart &&
    above.words.length <= line.segments.length &&
    !/\d/.test(above.text);
  if (!stacked) return line.segments;
  const bracketed = bracketedBelow(line, above);
  if (bracketed) return bracketed;
  // A header's upper word stands over one cell of the lower line ("Transaction" over "Posted Date"); a
  // title's may span two.
  const spans = (u: Word) => line.segments.filter((seg) => seg.words.some((w) => overlapX(u, w) > 0)).length > 1;
  if (above.words.some(spans)) return line.segments;
  const taken = new Set<Word>();
  const merged = line.segments.map((seg) => {
    const words: Word[] = [];
    for (const w of seg.words) {
      for (const u of above.words)
        if (!taken.has(u) && overlapX(u, w) > 0 && taken.add(u)) words.push(u, ...overhang(u, above, line, taken));
      words.push(w);
    }
    return words.length > seg.words.length ? segmentOf(words) : seg;
  });
  // Each word above heads a cell below, and makes one name with the word under it ("Value Date",
  // "Reference Number"): a title over the table spans cells or stands beside them.
  if (taken.size < above.words.length) return line.segments;
  return merged.map((seg, k) => (seg === line.segments[k] || namesAcross(seg, taken) ? seg : line.segments[k]!));
}

/**
 * The words of an upper cell that run on past `u` over no word of the lower line ("Transaction Posted"
 * over "Date": "Posted" stands over the gap beside it), taken with it.
 */
function overhang(u: Word, above: Line, line: Line, taken: Set<Word>): Word[] {
  const seg = above.segments.find((s) => s.words.includes(u));
  const after = seg ? seg.words.slice(seg.words.indexOf(u) + 1) : [];
  const end = after.findIndex((a) => taken.has(a) || line.words.some((w) => overlapX(a, w) > 0));
  const run = end < 0 ? after : after.slice(0, end);
  for (const a of run) taken.add(a);
  return run;
}

/** Words in brackets: "(Value date)". */
const BRACKETED = /^\(.*\)$/;

/**
 * A header whose every upper word stands over a name in brackets ("Bookdate" over "(Value date)", ABN
 * AMRO): the bracketed name is what the column's cells print in brackets under their own value, so the
 * column is the upper name's, as wide as both. The lower line's segments with each bracketed name so
 * replaced; undefined where the upper line is not such.
 */
function bracketedBelow(line: Line, above: Line): Line["segments"] | undefined {
  const swap = new Map<Word, Word>();
  const dropped = new Set<Word>();
  for (const u of above.words) {
    const under = line.words.filter((w) => overlapX(u, w) > 0);
    const text = under.map((w) => w.text).join(" ");
    if (!under.length || !BRACKETED.test(text) || !namedIn(text).length || !namedIn(u.text).length) return undefined;
    const x0 = Math.min(u.x0, ...under.map((w) => w.x0));
    const x1 = Math.max(u.x1, ...under.map((w) => w.x1));
    swap.set(under[0]!, { ...u, x0, x1, y0: under[0]!.y0, y1: under[0]!.y1 });
    under.slice(1).forEach((w) => dropped.add(w));
  }
  return line.segments.map((seg) =>
    seg.words.some((w) => swap.has(w))
      ? segmentOf(seg.words.filter((w) => !dropped.has(w)).map((w) => swap.get(w) ?? w))
      : seg,
  );
}

/** Whether every name a cell holds that starts on the upper line runs on into the lower one. */
function namesAcross(seg: Line["segments"][number], upper: Set<Word>): boolean {
  const owner: boolean[] = [];
  for (const w of seg.words) for (const _ of tokensOf(w.text)) owner.push(upper.has(w));
  const named = namedIn(seg.text);
  const spans = named.filter((n) => owner.slice(n.start, n.end).some(Boolean));
  return (
    spans.length > 0 &&
    spans.every((n) => owner.slice(n.start, n.end).some((up) => !up)) &&
    owner.every((up, t) => !up || named.some((n) => t >= n.start && t < n.end))
  );
}

/** The column of one of `kinds` (of any kind where none are given) that a word sits under. */
export function columnOf(word: Word, cols: Column[] | undefined, kinds?: Column["kind"][]): Column | undefined {
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
export function within(word: Word, c: Column): boolean {
  const cx = (word.x0 + word.x1) / 2;
  const slack = word.y1 - word.y0;
  return cx >= c.x0 - slack && cx <= c.x1 + slack;
}

/**
 * Whether a word stands in a column of Dr/Cr marks: it overlaps the column header's span. Being nearest
 * to it is not enough: a narration ending in "CR" stops short of a mark column printed before the amounts.
 */
export const inMarks = (word: Word, cols: Column[] | undefined): boolean =>
  (cols ?? []).some((c) => c.kind === "mark" && word.x1 > c.x0 && word.x0 < c.x1);

/** Whether a word sits in a column headed Dr/Cr that stands after the Balance column: the balance's marks. */
export const balanceMarks = (word: Word, cols: Column[] | undefined): boolean =>
  (cols ?? []).some(
    (c) =>
      c.kind === "mark" &&
      c.drcr === true &&
      word.x1 > c.x0 &&
      word.x0 < c.x1 &&
      (cols ?? []).some((b) => b.kind === "balance" && b.x1 <= c.x0),
  );

const MONEY: Column["kind"][] = ["debit", "credit", "amount", "balance"];

/** The side a separate withdrawal or deposit column gives an amount; none under the balance or a single amount column. */
export function columnSide(word: Word, cols: Column[] | undefined): Side | undefined {
  const kind = columnOf(word, cols, MONEY)?.kind;
  return kind === "debit" || kind === "credit" ? kind : undefined;
}

/**
 * Whether an amount sits under the Balance column: nearer its header than any other column's, and
 * overlapping it, so that a column whose header was not read is not taken for the balance's.
 */
export function underBalance(word: Word, cols: Column[] | undefined): boolean {
  const c = columnOf(word, cols);
  const slack = word.y1 - word.y0;
  return c?.kind === "balance" && word.x1 > c.x0 - slack && word.x0 < c.x1 + slack;
}

/** Whether a word sits under the Reference column (a cheque or reference number's). */
export function underReference(word: Word, cols: Column[] | undefined): boolean {
  const cx = (word.x0 + word.x1) / 2;
  return (cols ?? []).some((c) => c.kind === "reference" && cx >= c.x0 - 4 && cx <= c.x1 + 30);
}
