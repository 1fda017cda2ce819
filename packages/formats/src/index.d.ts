export { flattenResult, groupOf, type FieldValue } from "./fields.js";
export { accountLabel, fieldsCsv, statementCsv, STATEMENT_COLUMNS, toCsv } from "./csv.js";
export { statementOfx } from "./ofx.js";
export { ACCOUNT_FIELDS, accountFields, kindOfField, statementAccounts, type StatementAccount } from "./accounts.js";
export { formatDecimal, parseDecimal, parseIsoDate, signedAmount, type Decimal } from "./values.js";
export { balanceChain, closesAt, type ChainLink } from "./chain.js";
export { concerns, warningsByField, warningTargets } from "./warnings.js";
