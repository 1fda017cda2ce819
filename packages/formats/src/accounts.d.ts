export const ACCOUNT_FIELDS: readonly string[];
export function kindOfField(name: string): "date" | "amount" | "text";
export interface StatementAccount {
  account_info: Record<string, unknown>;
  transactions: Record<string, unknown>[];
}
export function statementAccounts(results: unknown): StatementAccount[];
export function accountFields(accounts: readonly StatementAccount[]): string[];
