import { extractStatement } from "../documents/statement/extract.ts";
import type { Layout, Word } from "../types.ts";

/** Builds a text-layer layout from lines placed at (x, y) in points: for tests of unseen layouts. */
export function layoutOf(pages: { x: number; y: number; text: string; size?: number }[][]): Layout {
  return {
    format: "PDF",
    pageCount: pages.length,
    ocrUsed: false,
    pages: pages.map((lines, index) => {
      const words: Word[] = [];
      for (const l of lines) {
        const size = l.size ?? 9;
        const cw = size * 0.5;
        const re = /\S+/g;
        let m: RegExpExecArray | null;
        while ((m = re.exec(l.text))) {
          words.push({
            text: m[0],
            x0: l.x + m.index * cw,
            x1: l.x + (m.index + m[0].length) * cw,
            y0: l.y,
            y1: l.y + size,
            conf: 1,
            source: "text_layer",
          });
        }
      }
      return { index, width: 595, height: 842, words, ocr: false, rotation: 0 };
    }),
  };
}

type Placed = { x: number; y: number; text: string; size?: number };

// layoutOf gives a 9-point character 4.5 points: this places a cell to end where its header ends.
const CW = 4.5;
export const endingAt = (right: number, y: number, text: string): Placed => ({ x: right - text.length * CW, y, text });

/**
 * The top of a synthesised statement: its title and account lines, then the column headers at y 100. The date
 * column stands at x 40, where every line of the page starts.
 */
export interface StatementHead {
  account: { title: string; name?: string; number: string };
  opening?: string;
  /**
   * The header words; first is withdrawals (or the one amount column), second deposits, mark a column of
   * Dr/Cr marks; balance is "Balance" unless given, and false for a statement without a balance column.
   */
  headers: {
    date: string;
    description: string;
    first: string;
    second?: string;
    mark?: string;
    balance?: string | false;
  };
  /** Where the description, amount and mark headers start, and where the Balance header ends. */
  at: { description: number; first: number; second: number; balanceEnd: number; mark?: number };
  extraColumns?: { x: number; text: string }[];
}

const markAt = (at: StatementHead["at"]) => {
  if (at.mark === undefined) throw new Error("a Dr/Cr mark where no mark column is placed");
  return at.mark;
};

function statementHead({ account, opening, headers, at, extraColumns }: StatementHead): Placed[] {
  return [
    { x: 40, y: 30, text: account.title, size: 12 },
    ...(account.name ? [{ x: 40, y: 50, text: `Account Name : ${account.name}` }] : []),
    { x: 40, y: 62, text: `Account Number : ${account.number}` },
    ...(opening ? [{ x: 40, y: 74, text: `Opening Balance : ${opening}` }] : []),
    { x: 40, y: 100, text: headers.date },
    { x: at.description, y: 100, text: headers.description },
    { x: at.first, y: 100, text: headers.first },
    ...(headers.second ? [{ x: at.second, y: 100, text: headers.second }] : []),
    ...(headers.mark ? [{ x: markAt(at), y: 100, text: headers.mark }] : []),
    ...(headers.balance === false ? [] : [endingAt(at.balanceEnd, 100, headers.balance ?? "Balance")]),
    ...(extraColumns ?? []).map((c) => ({ x: c.x, y: 100, text: c.text })),
  ];
}

/**
 * A statement with Date, Narration, Debit, Credit and Balance columns (headers at y 100, Balance ending at
 * x 531.5): rows start at y 114.
 */
export function debitCreditStatement(opts: {
  opening: string;
  name?: string;
  extraColumns?: { x: number; text: string }[];
}): StatementHead {
  return {
    account: { title: "Statement of Account", name: opts.name, number: "50100234567890" },
    opening: opts.opening,
    headers: { date: "Date", description: "Narration", first: "Debit", second: "Credit" },
    at: { description: 100, first: 330, second: 420, balanceEnd: 531.5 },
    extraColumns: opts.extraColumns,
  };
}

/** The top of debitCreditStatement, for tests that place its rows themselves. */
export function debitCreditStatementHead(opts: Parameters<typeof debitCreditStatement>[0]) {
  return statementHead(debitCreditStatement(opts));
}

/** A row of a synthesised statement: amounts as printed, Dr/Cr marks and signs included. */
export interface StatementRow {
  date: string;
  text: string;
  /** Under the first amount column (withdrawals, or the one amount column). */
  first?: string;
  /** Under the second amount column (deposits). */
  second?: string;
  /** Under the mark column, where the first of its header's letters starts. */
  mark?: string;
  balance?: string;
}

/**
 * A one-page statement: its head, a row every 14 points from y 114, and the closing balance below the last.
 */
export function statementLayout(
  rows: StatementRow[],
  opts: StatementHead & {
    closing?: string;
    /** Where amounts start, for a statement that prints them from fixed points rather than under their header's end. */
    amountsFrom?: { first: number; second: number; balance: number };
    /** How far below the last row the closing balance stands: 30 points unless a test placed it elsewhere. */
    closingGap?: number;
  },
): Layout {
  const { headers, at, amountsFrom } = opts;
  const ends = {
    first: at.first + headers.first.length * CW,
    second: headers.second === undefined ? undefined : at.second + headers.second.length * CW,
    balance: at.balanceEnd,
  };
  const place = (column: keyof typeof ends, y: number, text: string): Placed => {
    if (amountsFrom) return { x: amountsFrom[column], y, text };
    const end = ends[column];
    // Placed under no header, a deposit of a one-column statement would test nothing the test means.
    if (end === undefined) throw new Error(`a ${column} amount where no ${column} column is printed`);
    return endingAt(end, y, text);
  };
  const lines = statementHead(opts);
  let y = 100;
  for (const r of rows) {
    y += 14;
    lines.push({ x: 40, y, text: r.date }, { x: at.description, y, text: r.text });
    if (r.first) lines.push(place("first", y, r.first));
    if (r.second) lines.push(place("second", y, r.second));
    if (r.mark) lines.push({ x: markAt(at), y, text: r.mark });
    if (r.balance) lines.push(place("balance", y, r.balance));
  }
  if (opts.closing) lines.push({ x: 40, y: y + (opts.closingGap ?? 30), text: `Closing Balance : ${opts.closing}` });
  return layoutOf([lines]);
}

/**
 * Reads statements printed by one bank: each test gives the amount headers, the rows and the opening and
 * closing balances, which are what tests of one bank's layout vary.
 */
export function statementReader(
  bank: Omit<StatementHead, "opening" | "headers"> & { headers: { date: string; description: string } },
) {
  return (
    amounts: { first: string; second?: string },
    rows: StatementRow[],
    opts: { opening?: string; closing?: string } = {},
  ) => readStatement(statementLayout(rows, { ...bank, headers: { ...bank.headers, ...amounts }, ...opts }));
}

/** What extractStatement read from a layout, typed for tests. */
export function readStatement(layout: Layout) {
  const out = extractStatement(layout);
  const result = out.result as { account_info: Record<string, string>; transactions: Record<string, string>[] };
  return { ...result, warnings: out.extraction.warnings };
}

/** Each transaction's debit, credit and balance, undefined where it has none: the sides a test checks. */
export const sides = (txs: Record<string, string>[]) => txs.map((t) => [t["debit"], t["credit"], t["balance"]]);

/** The same layout as if OCR had read it: what rules meant for OCR misreadings apply to. */
export function asOcr(layout: Layout, conf = 0.9): Layout {
  return {
    ...layout,
    ocrUsed: true,
    pages: layout.pages.map((p) => ({
      ...p,
      ocr: true,
      words: p.words.map((w) => ({ ...w, source: "ocr", conf })),
    })),
  };
}
