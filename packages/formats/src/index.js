export { flattenResult, groupOf } from "./fields.js";
export { accountLabel, fieldsCsv, statementCsv, STATEMENT_COLUMNS, toCsv } from "./csv.js";
export { statementOfx } from "./ofx.js";
export { ACCOUNT_FIELDS, accountFields, kindOfField, statementAccounts } from "./accounts.js";
export { formatDecimal, parseDecimal, parseIsoDate, signedAmount } from "./values.js";
export { balanceChain, closesAt } from "./chain.js";
export { concerns, warningsByField, warningTargets } from "./warnings.js";
