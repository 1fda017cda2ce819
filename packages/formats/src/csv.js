/** CSV as RFC 4180 writes it: CRLF lines, a field quoted when it holds a comma, a quote or a line break. */
import { statementAccounts } from "./accounts.js";
import { flattenResult } from "./fields.js";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before them) as a formula, and a
 * narration is text the payer chose: such text gets a leading apostrophe (OWASP's advice), numbers stay.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d[\d,]*(\.\d+)?$/;
const inert = (s) => (FORMULA_START.test(s) && !NUMBER.test(s) ? `'${s}` : s);

const cell = (v) => {
  const s = inert(v === undefined || v === null ? "" : String(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function toCsv(rows) {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

export const STATEMENT_COLUMNS = ["date", "description", "reference", "debit", "credit", "balance"];

/**
 * A statement's transactions, one row each, in document order. A statement of several accounts gives every
 * account's, each row led by its account's number (or its place, 1 for the first, where none was read).
 */
export function statementCsv(results) {
  const accounts = statementAccounts(results);
  const row = (t) => STATEMENT_COLUMNS.map((c) => t[c] ?? "");
  if (accounts.length === 1) return toCsv([STATEMENT_COLUMNS, ...accounts[0].transactions.map(row)]);
  return toCsv([
    ["account", ...STATEMENT_COLUMNS],
    ...accounts.flatMap((a, k) => a.transactions.map((t) => [accountLabel(a, k), ...row(t)])),
  ]);
}

/** How an account of a statement is named in an export: its number, else its place from 1. */
export function accountLabel(account, index) {
  const n = account.account_info["account_number"];
  return typeof n === "string" && n.trim() !== "" ? n.trim() : String(index + 1);
}

/** Any result as `field,value` rows (an invoice's groups and line items). */
export function fieldsCsv(result) {
  return toCsv([["field", "value"], ...flattenResult(result).map((f) => [f.path, f.value])]);
}
