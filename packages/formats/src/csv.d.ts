import type { StatementAccount } from "./accounts.js";
export function toCsv(rows: readonly (readonly unknown[])[]): string;
export const STATEMENT_COLUMNS: readonly ["date", "description", "reference", "debit", "credit", "balance"];
export function statementCsv(results: unknown): string;
export function fieldsCsv(result: unknown): string;
export function accountLabel(account: StatementAccount, index: number): string;
