import { buildLines } from "../../text/lines.ts";
import { FieldSink } from "../common/output.ts";
import { extractCustomFieldsFromLines } from "../common/custom-fields.ts";
import { overallConfidence } from "../invoice/extract.ts";
import type { ExtractionOutput, Layout, ReadProblem, Word } from "../../types.ts";
import { readAccount } from "./account.ts";
import { BalanceChain, type Step } from "./chain.ts";
import { transactionHeaders } from "./marks.ts";
import { settleRows } from "./rows.ts";
import { readRows } from "./reader.ts";
import { decimalMarkOf } from "./numbers.ts";
import { dateContextOf } from "./dates.ts";

/** Bank statement fields: account information by labels, transactions by rows, debit/credit by the balance chain. */
export function extractStatement(layout: Layout, opts: { customFields?: string[] } = {}): ExtractionOutput {
  const lines = buildLines(layout);
  const sink = new FieldSink();
  const decimal = decimalMarkOf(lines);
  const headers = transactionHeaders(lines, decimal);
  const first = headers.first;
  // The head: what is printed before (and over) the transactions.
  const head = first ? lines.filter((l) => l.index <= first.line.index) : lines.filter((l) => l.page === 0);
  const { info, opening, closing, owed } = readAccount(lines, head, sink, decimal);
  const period = { from: info["statement_from"], to: info["statement_to"] };
  const dates = dateContextOf(lines, period);
  const rows = readRows(lines, headers, { dates, decimal, from: period.from });
  settleRows(rows);

  const chain = new BalanceChain(rows, sink, owed);
  const opened = chain.open(opening);
  if (opened.value) {
    info["opening_balance"] = opened.value;
    sink.record("account_info.opening_balance", opened.found);
  }
  for (const row of rows) chain.take(row);
  const closingValue = chain.close(closing);
  if (closingValue) {
    info["closing_balance"] = closingValue;
    sink.record("account_info.closing_balance", closing);
  }
  recordTransactions(chain.steps, sink);
  for (const p of layout.problems ?? []) if (concernsStatement(p.part)) sink.warn(p.message);

  const out: ExtractionOutput = {
    result: { account_info: info, transactions: chain.transactions },
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

/** Each transaction value's provenance: the words it was read from. */
function recordTransactions(steps: Step[], sink: FieldSink): void {
  for (const { row, index: i, tx, move, balance } of steps) {
    const at = (value: string | undefined, words: Word[]) => (value ? { value, words, page: row.page } : undefined);
    sink.record(`transactions[${i}].date`, at(tx["date"], row.from.date));
    sink.record(`transactions[${i}].description`, at(tx["description"], row.from.description));
    sink.record(`transactions[${i}].reference`, at(tx["reference"], row.from.reference));
    if (move)
      for (const k of ["debit", "credit"] as const) sink.record(`transactions[${i}].${k}`, at(tx[k], [move.word]));
    if (balance) sink.record(`transactions[${i}].balance`, at(tx["balance"], [balance.word]));
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
