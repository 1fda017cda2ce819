/** A statement's accounts, and what each of their fields holds, for every export of a statement. */

/** The account_info fields a statement result gives (decisions.md), in the order exports show them. */
export const ACCOUNT_FIELDS = [
  "account_holder",
  "account_number",
  "bank_name",
  "IFSC",
  "branch",
  "statement_from",
  "statement_to",
  "opening_balance",
  "closing_balance",
  "currency",
];

const DATE_FIELDS = new Set(["date", "statement_from", "statement_to"]);
const AMOUNT_FIELDS = new Set(["debit", "credit", "balance", "opening_balance", "closing_balance"]);

/** Whether a statement field holds a date (YYYY-MM-DD), an amount (a plain decimal) or text. */
export function kindOfField(name) {
  if (DATE_FIELDS.has(name)) return "date";
  if (AMOUNT_FIELDS.has(name)) return "amount";
  return "text";
}

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

function account(part) {
  const info = isObject(part?.account_info) ? part.account_info : {};
  const transactions = Array.isArray(part?.transactions) ? part.transactions.filter(isObject) : [];
  return { account_info: info, transactions };
}

/**
 * Every account a statement covers: `accounts` when the statement covers several (its first repeats the top
 * level), else the one at the top level.
 */
export function statementAccounts(results) {
  const several = Array.isArray(results?.accounts) ? results.accounts.filter(isObject) : [];
  return several.length > 0 ? several.map(account) : [account(results)];
}

/** The field names to show for these accounts: the known ones first, then any other, as first seen. */
export function accountFields(accounts) {
  const seen = new Set(ACCOUNT_FIELDS);
  const extra = [];
  for (const a of accounts)
    for (const k of Object.keys(a.account_info))
      if (!seen.has(k)) {
        seen.add(k);
        extra.push(k);
      }
  return [...ACCOUNT_FIELDS, ...extra];
}
