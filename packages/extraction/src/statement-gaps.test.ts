// Statements that print a balance on some rows only (once a day, at the end of a group): the side of a
// row without a balance, and the balance chain across such rows. Layouts synthesised here, not from the corpus.
import { describe, expect, it } from "@jest/globals";
import { extractStatement } from "./statement.ts";
import { layoutOf } from "./testing-layout.ts";

interface Entry {
  date: string;
  text: string;
  /** Printed under the first money column (withdrawals, or the one amount column). */
  first?: string;
  /** Printed under the second money column (deposits). */
  second?: string;
  balance?: string;
}

// layoutOf gives a 9-point character 4.5 points: amounts are placed to end where their header ends.
const CW = 4.5;
const endingAt = (right: number, y: number, text: string) => ({ x: right - text.length * CW, y, text });

function statementOf(
  headers: { first: string; second?: string },
  entries: Entry[],
  opts: { opening?: string; closing?: string } = {},
) {
  const top = [
    { x: 40, y: 30, text: "Rivermouth Co-operative Bank", size: 12 },
    { x: 40, y: 50, text: "Account Name : Farhan Qureshi" },
    { x: 40, y: 62, text: "Account Number : 00710200456612" },
    ...(opts.opening ? [{ x: 40, y: 74, text: `Opening Balance : ${opts.opening}` }] : []),
  ];
  const cols = { first: 300 + headers.first.length * CW, second: 400 + (headers.second?.length ?? 0) * CW, bal: 512 };
  const lines = [
    ...top,
    { x: 40, y: 100, text: "Txn Date" },
    { x: 110, y: 100, text: "Particulars" },
    { x: 300, y: 100, text: headers.first },
    ...(headers.second ? [{ x: 400, y: 100, text: headers.second }] : []),
    { x: 512 - "Balance".length * CW, y: 100, text: "Balance" },
  ];
  let y = 100;
  for (const e of entries) {
    y += 14;
    lines.push({ x: 40, y, text: e.date }, { x: 110, y, text: e.text });
    if (e.first) lines.push(endingAt(cols.first, y, e.first));
    if (e.second) lines.push(endingAt(cols.second, y, e.second));
    if (e.balance) lines.push(endingAt(cols.bal, y, e.balance));
  }
  if (opts.closing) lines.push({ x: 40, y: y + 30, text: `Closing Balance : ${opts.closing}` });
  const out = extractStatement(layoutOf([lines]));
  return {
    transactions: (out.result as { transactions: Record<string, string>[] }).transactions,
    warnings: out.extraction.warnings,
  };
}

const sides = (txs: Record<string, string>[]) => txs.map((t) => [t["debit"], t["credit"], t["balance"]]);

describe("a row with one amount and no balance", () => {
  const entries: Entry[] = [
    { date: "01/07/2025", text: "CASH DEPOSIT BRANCH", second: "12,000.00" },
    { date: "01/07/2025", text: "POS GROCERY MART", first: "1,845.50", balance: "15,154.50" },
    { date: "02/07/2025", text: "IMPS FROM SISTER", second: "3,000.00" },
    { date: "02/07/2025", text: "ELECTRICITY BILL", first: "2,210.00" },
  ];

  it("is a deposit when it sits in the deposit column, a withdrawal in the withdrawal column", () => {
    const { transactions } = statementOf({ first: "Withdrawal", second: "Deposit" }, entries, { opening: "5,000.00" });
    expect(sides(transactions)).toEqual([
      [undefined, "12000.00", undefined],
      ["1845.50", undefined, "15154.50"],
      [undefined, "3000.00", undefined],
      ["2210.00", undefined, undefined],
    ]);
  });

  it("follows the columns whichever order they are printed in", () => {
    const swapped = entries.map(({ first, second, ...e }) => ({
      ...e,
      ...(second ? { first: second } : {}),
      ...(first ? { second: first } : {}),
    }));
    const { transactions } = statementOf({ first: "Credit", second: "Debit" }, swapped, { opening: "5,000.00" });
    expect(sides(transactions)).toEqual([
      [undefined, "12000.00", undefined],
      ["1845.50", undefined, "15154.50"],
      [undefined, "3000.00", undefined],
      ["2210.00", undefined, undefined],
    ]);
  });

  it("keeps its Dr/Cr mark over the column", () => {
    const marked = [{ date: "03/07/2025", text: "REVERSAL CHARGES", second: "59.00 Dr" }];
    const { transactions } = statementOf({ first: "Withdrawal", second: "Deposit" }, marked);
    expect(sides(transactions)).toEqual([["59.00", undefined, undefined]]);
  });
});
