export { flattenResult, groupOf, type FieldValue } from "./fields.js";
export { fieldsCsv, statementCsv, STATEMENT_COLUMNS, toCsv } from "./csv.js";
export { balanceChain, closesAt, type ChainLink } from "./chain.js";
export { concerns, warningsByField, warningTargets } from "./warnings.js";
