/**
 * A statement's balance chain: from the opening balance, each transaction's credit adds and its debit takes away;
 * where a transaction prints a balance, it must be what the chain reached. Amounts are compared in cents.
 */
const cents = (v) => {
  if (v === undefined || v === null || v === "") return undefined;
  const n = Number(String(v).replaceAll(",", ""));
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
};

/**
 * One entry per transaction: `expected` (what the chain reached, in the statement's units, or null before any
 * balance is known), `balance` (printed, or null) and `broken` (the printed balance is not what the chain reached).
 * After a break the chain goes on from the printed balance, so one misread marks one row.
 */
export function balanceChain(results) {
  const transactions = Array.isArray(results?.transactions) ? results.transactions : [];
  let running = cents(results?.account_info?.opening_balance);
  return transactions.map((t, index) => {
    const moved = (cents(t?.credit) ?? 0) - (cents(t?.debit) ?? 0);
    const expected = running === undefined ? undefined : running + moved;
    const printed = cents(t?.balance);
    const broken = printed !== undefined && expected !== undefined && printed !== expected;
    running = printed ?? expected;
    return {
      index,
      expected: expected === undefined ? null : (expected / 100).toFixed(2),
      balance: printed === undefined ? null : (printed / 100).toFixed(2),
      broken,
    };
  });
}

/** Whether the last balance reached is the closing balance, when both are known. */
export function closesAt(results) {
  const chain = balanceChain(results);
  const closing = cents(results?.account_info?.closing_balance);
  const last = chain.length > 0 ? chain[chain.length - 1] : undefined;
  const reached = cents(last?.balance ?? last?.expected);
  return closing === undefined || reached === undefined ? null : closing === reached;
}
