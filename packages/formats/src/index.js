export { flattenResult, groupOf } from "./fields.js";
export { fieldsCsv, statementCsv, STATEMENT_COLUMNS, toCsv } from "./csv.js";
export { balanceChain, closesAt } from "./chain.js";
export { concerns, warningsByField, warningTargets } from "./warnings.js";
