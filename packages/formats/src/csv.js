/** CSV as RFC 4180 writes it: CRLF lines, a field quoted when it holds a comma, a quote or a line break. */
import { flattenResult } from "./fields.js";

const cell = (v) => {
  const s = v === undefined || v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function toCsv(rows) {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

export const STATEMENT_COLUMNS = ["date", "description", "reference", "debit", "credit", "balance"];

/** A statement's transactions, one row each, in document order. */
export function statementCsv(results) {
  const transactions = Array.isArray(results?.transactions) ? results.transactions : [];
  return toCsv([STATEMENT_COLUMNS, ...transactions.map((t) => STATEMENT_COLUMNS.map((c) => t?.[c] ?? ""))]);
}

/** Any result as `field,value` rows (an invoice's groups and line items). */
export function fieldsCsv(result) {
  return toCsv([["field", "value"], ...flattenResult(result).map((f) => [f.path, f.value])]);
}
