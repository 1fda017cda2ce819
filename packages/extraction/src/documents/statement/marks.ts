import type { Line } from "../../text/lines.ts";
import { datesOn } from "./dates.ts";
import { rowAmount, type DecimalMark } from "./numbers.ts";
import type { Headers } from "./reader.ts";
import { AMOUNT_TOKEN, DATE_START, flatText } from "./cells.ts";
import {
  balanceTableHeader,
  columnOf,
  findHeader,
  LETTER_MARK,
  MARK_HEADER,
  MARK_WORD,
  within,
  type Column,
  type Header,
} from "./columns.ts";

/** The words under each column of `header` its cells decide, on the transaction rows it heads (up to the next header). */
function cellsUnder(header: Header, lines: Line[], balanceless: boolean): Map<Column, string[]> {
  const { cols } = header;
  const cells = new Map<Column, string[]>();
  if (!cols.some((c) => c.markBy)) return cells;
  const next = findHeader(lines, header.line.index + 1, balanceless)?.line.index ?? Infinity;
  for (const line of lines) {
    if (line.index <= header.line.index || line.index >= next) continue;
    if (!DATE_START.test(flatText(line.text))) continue;
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
export function lettersOf(lines: Line[], balanceless: boolean): Map<string, Set<string>> {
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
export function settleMarks(
  header: Header,
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

/** What a header heads, whatever its words: page headers of one table name the same kinds of column. */
const kindsKey = (h: Header) => [...new Set(h.cols.map((c) => c.kind))].sort().join(",");

/**
 * In a statement with neither a Balance nor a Dr/Cr column, the headers of its transactions: of the
 * tables headed by a date, a narration and amounts, the kind with the most dated lines with an amount
 * under it (a summary or a standing-instructions table has fewer rows than the statement).
 */
function plainHeaders(lines: Line[], decimal: DecimalMark): string | undefined {
  const found: Header[] = [];
  for (let h = findHeader(lines, 0, true, true); h; h = findHeader(lines, h.line.index + 1, true, true)) found.push(h);
  const count = new Map<string, number>();
  found.forEach((h, k) => {
    const end = found[k + 1]?.line.index ?? Infinity;
    const dated = lines.filter(
      (l) =>
        l.index > h.line.index &&
        l.index < end &&
        datesOn(l, decimal).length > 0 &&
        l.words.some((w) => rowAmount(w.text, decimal, false) !== null),
    ).length;
    count.set(kindsKey(h), (count.get(kindsKey(h)) ?? 0) + dated);
  });
  const best = [...count].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > 0 ? best[0] : undefined;
}

const MONEY_KINDS = ["debit", "credit", "amount", "balance"];

/**
 * Whether a header is the table's (of kinds `key`) with a column's name OCR garbled ("Dateopé." for
 * "Date opé." on a page's header): the columns it names are the table's, its money columns all of them,
 * and it heads a column it cannot name for each of the table's kinds it lacks (a further column it
 * names nothing of, "Frequency" beside a standing instruction's amount, is another table's).
 */
function garbledOf(h: Header, key: string): boolean {
  const own = new Set(key.split(","));
  const kinds = h.cols.map((c) => c.kind as string).filter((k) => k !== "other");
  const missing = [...own].filter((k) => !kinds.includes(k)).length;
  return (
    missing > 0 &&
    h.cols.length - kinds.length === missing &&
    kinds.every((k) => own.has(k)) &&
    MONEY_KINDS.every((k) => own.has(k) === kinds.includes(k))
  );
}

/**
 * The statement's transaction headers, their columns settled: `headerOn` gives the one on a line, or
 * none where its cells deny a Balance-less header its marks. A header without a Balance column is taken
 * only in a statement that heads no Balance column anywhere: a table before the transactions (a
 * summary, standing instructions) is not read as them. A statement without balances or Dr/Cr columns
 * is read under the headers of its largest table. `otherTable` tells a header of another table.
 */
export function transactionHeaders(lines: Line[], decimal: DecimalMark): Headers {
  const balanceless = !findHeader(lines);
  const letters = lettersOf(lines, balanceless);
  const settled = (found: Header | undefined): Header | undefined => {
    if (!found) return undefined;
    const cols = settleMarks(found, lines, letters, balanceless);
    return cols.some((c) => c.kind === "balance" || c.kind === "mark") ? { line: found.line, cols } : undefined;
  };
  let first: Header | undefined;
  for (let h = findHeader(lines, 0, balanceless); h && !first; h = findHeader(lines, h.line.index + 1, balanceless))
    first = settled(h);
  // A header line asked about alone, with the line above it: a header stacked over two lines ("Value"
  // over "Date") is read as one on every page, not on the first only.
  const before = new Map(lines.map((l, k) => [l, lines[k - 1]]));
  const alone = (line: Line): Line[] => {
    const above = before.get(line);
    return above ? [above, line] : [line];
  };
  let headerOn = (line: Line) => settled(findHeader(alone(line), line.index, balanceless));
  const plain = !first && balanceless ? plainHeaders(lines, decimal) : undefined;
  if (plain) {
    headerOn = (line: Line) => {
      const h = findHeader(alone(line), line.index, true, true);
      return h && (kindsKey(h) === plain || garbledOf(h, plain)) ? h : undefined;
    };
    first = lines.map(headerOn).find((h) => h);
  }
  const own = first ? kindsKey(first) : undefined;
  const otherTable = (line: Line) => {
    if (balanceTableHeader(line)) return true;
    const h = findHeader(alone(line), line.index, true, true);
    return !!h && kindsKey(h) !== own && !headerOn(line);
  };
  return { first, headerOn, otherTable };
}
