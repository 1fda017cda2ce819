import { buildLines, type Line } from "../../text/lines.ts";
import { FieldSink } from "../common/output.ts";
import { fromBestReading } from "../common/readings.ts";
import { extractCustomFieldsFromLines } from "../common/custom-fields.ts";
import { MENDED_CONFIDENCE, overallConfidence } from "../common/confidence.ts";
import type { ExtractionOutput, Layout, ReadProblem, Word } from "../../types.ts";
import { readAccount, type LabelledBalance, type Sink } from "./account.ts";
import { BalanceChain, isChainBreak } from "./chain.ts";
import type { Step } from "./chain-state.ts";
import { dateContextOf } from "./dates.ts";
import { transactionHeaders } from "./marks.ts";
import { decimalMarkOf, type DecimalMark } from "./numbers.ts";
import { readRows, type Headers } from "./reader.ts";
import { settleRows, type Amount } from "./rows.ts";
import { accountSections } from "./sections.ts";

/** One account's part of a statement, as the result gives it. */
interface AccountPart {
  account_info: Record<string, string>;
  transactions: Record<string, string>[];
}

/**
 * Bank statement fields: account information by labels, transactions by rows, debit/credit by the
 * balance chain. A statement of several accounts (or currencies) also gives `accounts`, one entry per
 * account; the top level keeps the first.
 */
export function extractStatement(layout: Layout, opts: { customFields?: string[] } = {}): ExtractionOutput {
  return fromBestReading(
    layout,
    (reading) => statementOf(reading, opts),
    // A row that breaks the chain was most likely misread: it counts against its reading as much as a
    // transaction's date, amount, side and balance count for it.
    (out) => 4 * out.extraction.warnings.filter(isChainBreak).length,
  );
}

/** The statement fields of one reading of the layout. */
function statementOf(layout: Layout, opts: { customFields?: string[] }): ExtractionOutput {
  const lines = buildLines(layout, { rulesPartCells: true });
  const sink = new FieldSink();
  const decimal = decimalMarkOf(lines);
  const parts = accountSections(lines, (part) => transactionRows(part, decimal).rows.length > 0);
  const accounts = parts.map((part, k) => readPart(part, k === 0 ? sink : accountSink(sink, k), decimal));
  for (const p of layout.problems ?? []) if (concernsStatement(p.part)) sink.warn(p.message);

  const out: ExtractionOutput = {
    result: { ...accounts[0]!, ...(accounts.length > 1 ? { accounts } : {}) },
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

/** The transaction headers and rows of a part, read before its account information where a part is tried. */
function transactionRows(
  lines: Line[],
  decimal: DecimalMark,
  period: { from?: string; to?: string } = {},
  headers: Headers = transactionHeaders(lines, decimal),
) {
  const dates = dateContextOf(lines, period);
  return { headers, rows: readRows(lines, headers, { dates, decimal, ...(period.from ? { from: period.from } : {}) }) };
}

/** One account's information and transactions: its labels, its rows, and the balance chain over them. */
function readPart(lines: Line[], sink: Sink, decimal: DecimalMark): AccountPart {
  const headers = transactionHeaders(lines, decimal);
  const first = headers.first;
  // The head: what is printed before (and over) the transactions.
  const head = first
    ? lines.filter((l) => l.index <= first.line.index)
    : lines.filter((l) => l.page === lines[0]?.page);
  const { info, opening, closing: labelledClosing, available, owed } = readAccount(lines, head, sink, decimal);
  const period = { from: info["statement_from"], to: info["statement_to"] };
  const { rows } = transactionRows(lines, decimal, period, headers);
  settleRows(rows);
  const chain = new BalanceChain(rows, sink, owed);
  const opened = chain.open(opening, labelledClosing);
  if (opened.value) {
    info["opening_balance"] = opened.value;
    sink.record("account_info.opening_balance", opened.found, pointMended(sink, "opening", opened.found, opened.value));
  }
  for (const row of rows) chain.take(row);
  const closing = labelledClosing ?? chain.endsAt(available);
  const closingValue = chain.close(closing);
  if (closingValue) {
    info["closing_balance"] = closingValue;
    sink.record("account_info.closing_balance", closing, pointMended(sink, "closing", closing, closingValue));
  }
  recordTransactions(chain.steps, sink);
  return { account_info: info, transactions: chain.transactions };
}

/** A labelled balance OCR read with its decimal mark lost ("2,62,52928"): named in warnings, its confidence the mended one's. */
function pointMended(sink: Sink, which: string, found: LabelledBalance | undefined, value: string): number | undefined {
  if (!found?.misread) return undefined;
  sink.warn(`the ${which} balance read as "${found.misread}" is taken as ${value}, its decimal mark lost`);
  return MENDED_CONFIDENCE;
}

/** The sink of a statement's further account: its fields under `accounts[k]`, its warnings naming it. */
function accountSink(sink: Sink, k: number): Sink {
  return {
    record: (path, found, confidence) => sink.record(`accounts[${k}].${path}`, found, confidence),
    warn: (message) => sink.warn(`account ${k + 1}: ${message}`),
  };
}

/** Each transaction value's provenance: the words it was read from. */
function recordTransactions(steps: Step[], sink: Sink): void {
  for (const { row, index: i, tx, move, balance } of steps) {
    const at = (value: string | undefined, words: Word[]) => (value ? { value, words, page: row.page } : undefined);
    // A day the reader took otherwise than OCR read it is inferred too.
    const dated = row.dateRead ? Math.min(...row.from.date.map((w) => w.conf), MENDED_CONFIDENCE) : undefined;
    sink.record(`transactions[${i}].date`, at(tx["date"], row.from.date), dated);
    sink.record(`transactions[${i}].description`, at(tx["description"], row.from.description));
    sink.record(`transactions[${i}].reference`, at(tx["reference"], row.from.reference));
    // An amount the balance chain mended is inferred, not read: it claims no more than that.
    const conf = (a: Amount) => (a.mended ? Math.min(a.word.conf, MENDED_CONFIDENCE) : undefined);
    if (move)
      for (const k of ["debit", "credit"] as const)
        sink.record(`transactions[${i}].${k}`, at(tx[k], [move.word]), conf(move));
    if (balance) sink.record(`transactions[${i}].balance`, at(tx["balance"], [balance.word]), conf(balance));
  }
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
