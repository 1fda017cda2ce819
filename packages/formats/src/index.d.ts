export { flattenResult, groupOf, type FieldValue } from "./fields.js";
export { accountLabel, fieldsCsv, statementCsv, STATEMENT_COLUMNS, toCsv } from "./csv.js";
export { ACCOUNT_FIELDS, accountFields, kindOfField, statementAccounts, type StatementAccount } from "./accounts.js";
export { balanceChain, closesAt, type ChainLink } from "./chain.js";
export { concerns, warningsByField, warningTargets } from "./warnings.js";
