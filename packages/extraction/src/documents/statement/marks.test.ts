// One amount column followed by a narrow column of Dr/Cr (or D/C) marks, under the many headers banks
// give that column. Layouts synthesised here, not from the corpus.
import { describe, expect, it } from "@jest/globals";
import { endingAt, layoutOf, readStatement, sides, statementLayout, type StatementRow } from "../../testing/layout.ts";
import type { Layout } from "../../types.ts";

const HEADERS = ["Dr/Cr", "Dr / Cr", "Cr/Dr", "DR/CR", "Debit/Credit", "Type", "Txn Type", "D/C"];
const MARKS = [
  { debit: "Dr", credit: "Cr" },
  { debit: "D", credit: "C" },
  { debit: "DR", credit: "CR" },
];

type ReadOpts = { balance?: boolean; opening?: string; markAt?: number };

/**
 * A statement whose Amount header ends at x 380, with a mark column starting 20 points to its right and,
 * unless `balance` is false, a Balance column ending at x 540.
 */
function layoutOfRead(mark: string, rows: StatementRow[], opts: ReadOpts = {}): Layout {
  const balance = opts.balance ?? true;
  return statementLayout(rows, {
    account: { title: "Kaveri Cooperative Bank", name: "Meera Joshi", number: "00120045531" },
    ...(opts.opening ? { opening: opts.opening } : {}),
    headers: {
      date: "Date",
      description: "Particulars",
      first: "Amount",
      mark,
      ...(balance ? {} : { balance: false as const }),
    },
    at: {
      description: 110,
      first: 380 - "Amount".length * 4.5,
      second: 0,
      balanceEnd: 540,
      mark: opts.markAt ?? 400,
    },
  });
}

const read = (mark: string, rows: StatementRow[], opts: ReadOpts = {}) => readStatement(layoutOfRead(mark, rows, opts));

/** The narrations of rowsOf's rows: a mark never ends up in them. */
const NARRATIONS = ["NEFT CLIENT RECEIPT", "SERVICE FEE", "UPI REFUND", "ATM WDL"];
const descriptions = (transactions: Record<string, unknown>[]) => transactions.map((t) => t["description"]);

const rowsOf = (m: { debit: string; credit: string }, balance: boolean): StatementRow[] =>
  [
    { date: "03/07/2025", text: "NEFT CLIENT RECEIPT", first: "1,000.00", mark: m.credit, balance: "6,000.00" },
    { date: "04/07/2025", text: "SERVICE FEE", first: "6,000.00", mark: m.debit, balance: "0.00" },
    { date: "05/07/2025", text: "UPI REFUND", first: "250.00", mark: m.credit, balance: "250.00" },
    { date: "06/07/2025", text: "ATM WDL", first: "50.00", mark: m.debit, balance: "200.00" },
  ].map((r) => (balance ? r : { ...r, balance: undefined }));

describe.each(HEADERS)("a mark column headed %s after one amount column", (header) => {
  describe.each(MARKS)("with marks $debit and $credit", (m) => {
    it("gives each amount the side of its mark, with balances", () => {
      const { transactions, warnings } = read(header, rowsOf(m, true), { opening: "5,000.00" });
      expect(sides(transactions)).toEqual([
        [undefined, "1000.00", "6000.00"],
        ["6000.00", undefined, "0.00"],
        [undefined, "250.00", "250.00"],
        ["50.00", undefined, "200.00"],
      ]);
      expect(descriptions(transactions)).toEqual(NARRATIONS);
      expect(warnings).toEqual([]);
    });

    it("gives each amount the side of its mark where no balance checks it", () => {
      const { transactions, warnings } = read(header, rowsOf(m, true), {});
      expect(sides(transactions)).toEqual([
        [undefined, "1000.00", "6000.00"],
        ["6000.00", undefined, "0.00"],
        [undefined, "250.00", "250.00"],
        ["50.00", undefined, "200.00"],
      ]);
      expect(warnings.filter((w) => /no printed side/.test(w))).toEqual([]);
    });

    // Without a Balance column only a header that names a Dr/Cr column and nothing else heads the
    // transactions: "Type" or "Debit/Credit" heads summary tables as often.
    const named = !["Debit/Credit", "Type", "Txn Type"].includes(header);
    if (named)
      it("gives each amount the side of its mark in a statement without a balance column", () => {
        const { transactions, warnings } = read(header, rowsOf(m, false), { balance: false });
        expect(sides(transactions)).toEqual([
          [undefined, "1000.00", undefined],
          ["6000.00", undefined, undefined],
          [undefined, "250.00", undefined],
          ["50.00", undefined, undefined],
        ]);
        expect(descriptions(transactions)).toEqual(NARRATIONS);
        expect(warnings).toEqual([]);
      });
    else
      it("takes no side from it in a statement without a balance column", () => {
        const { transactions, warnings } = read(header, rowsOf(m, false), { balance: false });
        expect(sides(transactions)).toEqual([
          ["1000.00", undefined, undefined],
          ["6000.00", undefined, undefined],
          ["250.00", undefined, undefined],
          ["50.00", undefined, undefined],
        ]);
        expect(descriptions(transactions)).toEqual([
          `NEFT CLIENT RECEIPT ${m.credit}`,
          `SERVICE FEE ${m.debit}`,
          `UPI REFUND ${m.credit}`,
          `ATM WDL ${m.debit}`,
        ]);
        expect(warnings).toEqual([
          "transactions 1–4 (2025-07-03 to 2025-07-06): no printed side and no balances to tell debit from credit; taken as debits",
        ]);
      });
  });
});

describe("a mark column under a header that does not name it", () => {
  it("is a mark column when every one of its cells is a mark", () => {
    const { transactions, warnings } = read("Flag", rowsOf({ debit: "D", credit: "C" }, true), {});
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["6000.00", undefined, "0.00"],
      [undefined, "250.00", "250.00"],
      ["50.00", undefined, "200.00"],
    ]);
    expect(descriptions(transactions)).toEqual(NARRATIONS);
    expect(warnings.filter((w) => /no printed side/.test(w))).toEqual([]);
  });
});

describe("a mark column before the amounts", () => {
  it("gives its mark to the amount after it", () => {
    const { transactions, warnings } = read("Dr/Cr", rowsOf({ debit: "D", credit: "C" }, false), {
      balance: false,
      markAt: 300,
    });
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", undefined],
      ["6000.00", undefined, undefined],
      [undefined, "250.00", undefined],
      ["50.00", undefined, undefined],
    ]);
    expect(descriptions(transactions)).toEqual(NARRATIONS);
    expect(warnings).toEqual([]);
  });
});

describe("words that only look like marks", () => {
  it("leaves a narration's D, C or Type where no mark column stands", () => {
    const { transactions } = read(
      "Remarks",
      [
        { date: "03/07/2025", text: "D MART PURCHASE", first: "1,000.00", balance: "4,000.00" },
        { date: "04/07/2025", text: "VITAMIN C STORE", first: "500.00", balance: "3,500.00" },
        { date: "05/07/2025", text: "CARD TYPE CHANGE FEE", first: "100.00", balance: "3,400.00" },
      ],
      { opening: "5,000.00" },
    );
    expect(descriptions(transactions)).toEqual(["D MART PURCHASE", "VITAMIN C STORE", "CARD TYPE CHANGE FEE"]);
    expect(sides(transactions)).toEqual([
      ["1000.00", undefined, "4000.00"],
      ["500.00", undefined, "3500.00"],
      ["100.00", undefined, "3400.00"],
    ]);
  });

  it("keeps the words of a Type column that are no marks", () => {
    const { transactions } = read(
      "Type",
      [
        { date: "03/07/2025", text: "CLIENT RECEIPT", first: "1,000.00", mark: "NEFT", balance: "6,000.00" },
        { date: "04/07/2025", text: "GROCERY", first: "600.00", mark: "UPI", balance: "5,400.00" },
      ],
      { opening: "5,000.00" },
    );
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
    ]);
    expect(descriptions(transactions)).toEqual(["CLIENT RECEIPT NEFT", "GROCERY UPI"]);
  });

  it("does not take a lone C in a Type column of transfer kinds for a mark", () => {
    // A column of transfer kinds that happens to hold a "C" once is no mark column: the balances side it.
    const { transactions, warnings } = read(
      "Type",
      [
        { date: "03/07/2025", text: "CLIENT RECEIPT", first: "1,000.00", mark: "NEFT", balance: "4,000.00" },
        { date: "04/07/2025", text: "GROCERY", first: "600.00", mark: "C", balance: "3,400.00" },
      ],
      { opening: "5,000.00" },
    );
    expect(sides(transactions)).toEqual([
      ["1000.00", undefined, "4000.00"],
      ["600.00", undefined, "3400.00"],
    ]);
    // Taken for a mark, the C would make the second row a credit that the balances then overrule, warning.
    expect(warnings).toEqual([]);
    expect(descriptions(transactions)).toEqual(["CLIENT RECEIPT NEFT", "GROCERY C"]);
  });

  it("does not take a lone C in a Type column for a mark where no balance checks it", () => {
    // Rows that print no balance: a C taken for a mark would silently make the second row a credit.
    const { transactions, warnings } = read("Type", [
      { date: "03/07/2025", text: "CLIENT RECEIPT", first: "1,000.00", mark: "NEFT" },
      { date: "04/07/2025", text: "GROCERY", first: "600.00", mark: "C" },
    ]);
    expect(sides(transactions)).toEqual([
      ["1000.00", undefined, undefined],
      ["600.00", undefined, undefined],
    ]);
    expect(descriptions(transactions)).toEqual(["CLIENT RECEIPT NEFT", "GROCERY C"]);
    expect(warnings).toEqual([
      "transactions 1–2 (2025-07-03 to 2025-07-04): no printed side and no balances to tell debit from credit; taken as debits",
    ]);
  });

  it("does not take a single mark under a header that names nothing for a mark column", () => {
    // One "Cr" under a Flag column is as likely a stray word as a mark: two rows are needed.
    const { transactions, warnings } = read("Flag", [
      { date: "03/07/2025", text: "CLIENT RECEIPT", first: "1,000.00", mark: "Cr" },
      { date: "04/07/2025", text: "GROCERY", first: "600.00" },
    ]);
    expect(sides(transactions)).toEqual([
      ["1000.00", undefined, undefined],
      ["600.00", undefined, undefined],
    ]);
    expect(descriptions(transactions)).toEqual(["CLIENT RECEIPT Cr", "GROCERY"]);
    expect(warnings).toEqual([
      "transactions 1–2 (2025-07-03 to 2025-07-04): no printed side and no balances to tell debit from credit; taken as debits",
    ]);
  });
});

describe("a Type column of marks after the Balance column", () => {
  // Date | Narration | Amount | Balance | Type: the marks are the transactions' sides, not the balances'.
  const layout = (opening?: string) =>
    statementLayout(
      [
        { date: "03/07/2025", text: "NEFT CLIENT RECEIPT", first: "1,000.00", balance: "6,000.00", mark: "CR" },
        { date: "04/07/2025", text: "SERVICE FEE", first: "600.00", balance: "5,400.00", mark: "DR" },
        { date: "05/07/2025", text: "UPI REFUND", first: "250.00", balance: "5,650.00", mark: "CR" },
        { date: "06/07/2025", text: "ATM WDL", first: "50.00", balance: "5,600.00", mark: "DR" },
      ],
      {
        account: { title: "Kaveri Cooperative Bank", name: "Meera Joshi", number: "00120045531" },
        ...(opening ? { opening } : {}),
        headers: { date: "Date", description: "Narration", first: "Amount", mark: "Type" },
        at: { description: 110, first: 380 - "Amount".length * 4.5, second: 0, balanceEnd: 500, mark: 530 },
      },
    );
  const expected = [
    [undefined, "1000.00", "6000.00"],
    ["600.00", undefined, "5400.00"],
    [undefined, "250.00", "5650.00"],
    ["50.00", undefined, "5600.00"],
  ];

  it.each([
    ["with", "5,000.00"],
    ["without", undefined],
  ])("gives each mark to the movement, never to the balance, %s an opening balance", (_, opening) => {
    const { transactions, warnings } = readStatement(layout(opening));
    expect(sides(transactions)).toEqual(expected);
    expect(descriptions(transactions)).toEqual(NARRATIONS);
    expect(warnings).toEqual([]);
  });
});

describe("a Dr/Cr column after the Balance column", () => {
  // Date | Narration | Amount | Balance | Dr/Cr: the marks are the balances' sides (Dr: overdrawn), and the
  // movements' sides come from the balances, as when the Dr/Cr is printed right after each balance.
  const layout = (marks: string[], balances: string[], opening: string) =>
    statementLayout(
      [
        { date: "03/07/2025", text: "NEFT CLIENT RECEIPT", first: "1,000.00", balance: balances[0]!, mark: marks[0]! },
        { date: "04/07/2025", text: "SERVICE FEE", first: "600.00", balance: balances[1]!, mark: marks[1]! },
        { date: "05/07/2025", text: "ATM WDL", first: "50.00", balance: balances[2]!, mark: marks[2]! },
      ],
      {
        account: { title: "Kaveri Cooperative Bank", name: "Meera Joshi", number: "00120045531" },
        opening,
        headers: { date: "Date", description: "Narration", first: "Amount", mark: "Dr/Cr" },
        at: { description: 110, first: 380 - "Amount".length * 4.5, second: 0, balanceEnd: 500, mark: 530 },
      },
    );

  it("reads a savings account's Cr balances as they are, the movements' sides from the balances", () => {
    const { transactions, warnings } = readStatement(
      layout(["Cr", "Cr", "Cr"], ["6,000.00", "5,400.00", "5,350.00"], "5,000.00 Cr"),
    );
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
      ["50.00", undefined, "5350.00"],
    ]);
    expect(descriptions(transactions)).toEqual(["NEFT CLIENT RECEIPT", "SERVICE FEE", "ATM WDL"]);
    expect(warnings).toEqual([]);
  });

  it("reads an overdrawn account's Dr balances as negative", () => {
    const { transactions, warnings } = readStatement(
      layout(["Dr", "Dr", "Dr"], ["4,000.00", "4,600.00", "4,650.00"], "5,000.00 Dr"),
    );
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "-4000.00"],
      ["600.00", undefined, "-4600.00"],
      ["50.00", undefined, "-4650.00"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a Tran Type column of transaction kinds (Finacle's C cash, T transfer, L clearing)", () => {
  const cash: StatementRow[] = [
    { date: "03/07/2025", text: "CASH DEPOSIT", first: "1,000.00", mark: "C", balance: "6,000.00" },
    { date: "04/07/2025", text: "CASH WDL", first: "600.00", mark: "C", balance: "5,400.00" },
  ];
  const mixed: StatementRow[] = [
    { date: "03/07/2025", text: "CASH DEPOSIT", first: "1,000.00", mark: "C", balance: "6,000.00" },
    { date: "04/07/2025", text: "NEFT OUT", first: "600.00", mark: "T", balance: "5,400.00" },
    { date: "05/07/2025", text: "CHQ CLG", first: "400.00", mark: "L", balance: "5,800.00" },
  ];
  const unbalanced = (rows: StatementRow[]) => rows.map((r) => ({ ...r, balance: undefined }));
  /** Two one-page statements as the pages of one. */
  const twoPages = (a: Layout, b: Layout): Layout => ({
    ...a,
    pageCount: 2,
    pages: [a.pages[0]!, { ...b.pages[0]!, index: 1 }],
  });
  const allDebits = (n: number) =>
    `transactions 1–${n} (2025-07-03 to 2025-07-0${2 + n}): no printed side and no balances to tell debit from credit; taken as debits`;

  it("does not read a column of cash rows alone as credits: the balances side them", () => {
    const { transactions, warnings } = read("Tran Type", cash, { opening: "5,000.00" });
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
    ]);
    expect(descriptions(transactions)).toEqual(["CASH DEPOSIT C", "CASH WDL C"]);
    expect(warnings).toEqual([]);
  });

  it("does not read a column of cash rows alone as credits where no balance sides them", () => {
    const { transactions, warnings } = read("Tran Type", unbalanced(cash), { balance: false });
    expect(sides(transactions)).toEqual([
      ["1000.00", undefined, undefined],
      ["600.00", undefined, undefined],
    ]);
    expect(descriptions(transactions)).toEqual(["CASH DEPOSIT C", "CASH WDL C"]);
    expect(warnings).toEqual([allDebits(2)]);
  });

  it("leaves C, T and L to the narration, with and without balances", () => {
    const withBalances = read("Tran Type", mixed, { opening: "5,000.00" });
    expect(sides(withBalances.transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
      [undefined, "400.00", "5800.00"],
    ]);
    expect(withBalances.transactions.map((t) => t["description"])).toEqual([
      "CASH DEPOSIT C",
      "NEFT OUT T",
      "CHQ CLG L",
    ]);
    expect(withBalances.warnings).toEqual([]);
    const without = read("Tran Type", unbalanced(mixed), { balance: false });
    expect(sides(without.transactions)).toEqual([
      ["1000.00", undefined, undefined],
      ["600.00", undefined, undefined],
      ["400.00", undefined, undefined],
    ]);
    expect(without.warnings).toEqual([allDebits(3)]);
  });

  it("does not read a last page of one cash row as a credit: the column is the statement's, not the page's", () => {
    const last: StatementRow = {
      date: "06/07/2025",
      text: "CASH WDL",
      first: "800.00",
      mark: "C",
      balance: "5,000.00",
    };
    const withBalances = readStatement(
      twoPages(layoutOfRead("Tran Type", mixed, { opening: "5,000.00" }), layoutOfRead("Tran Type", [last])),
    );
    expect(sides(withBalances.transactions)[3]).toEqual(["800.00", undefined, "5000.00"]);
    expect(withBalances.transactions[3]!["description"]).toEqual("CASH WDL C");
    expect(withBalances.warnings).toEqual([]);
    const without = readStatement(
      twoPages(
        layoutOfRead("Tran Type", unbalanced(mixed), { balance: false }),
        layoutOfRead("Tran Type", unbalanced([last]), { balance: false }),
      ),
    );
    expect(sides(without.transactions)).toEqual([
      ["1000.00", undefined, undefined],
      ["600.00", undefined, undefined],
      ["400.00", undefined, undefined],
      ["800.00", undefined, undefined],
    ]);
    expect(without.warnings).toEqual([allDebits(4)]);
  });
});

describe("a tight Debit and Credit header over two columns", () => {
  /** "Debit", then a separator, then "Credit" in one header cell: debits end under Debit, credits under Credit. */
  const tight = (header: string) => {
    const debitEnd = 300 + "Debit".length * 4.5;
    const creditEnd = 300 + header.length * 4.5;
    return layoutOf([
      [
        { x: 40, y: 30, text: "Kaveri Cooperative Bank", size: 12 },
        { x: 40, y: 62, text: "Account Number : 00120045531" },
        { x: 40, y: 100, text: "Date" },
        { x: 110, y: 100, text: "Narration" },
        { x: 300, y: 100, text: header },
        endingAt(540, 100, "Balance"),
        { x: 40, y: 114, text: "03/07/2025" },
        { x: 110, y: 114, text: "CLIENT RECEIPT" },
        endingAt(creditEnd, 114, "1,000.00"),
        endingAt(540, 114, "6,000.00"),
        { x: 40, y: 128, text: "04/07/2025" },
        { x: 110, y: 128, text: "RENT" },
        endingAt(debitEnd, 128, "600.00"),
        endingAt(540, 128, "5,400.00"),
      ],
    ]);
  };

  it.each(["Debit / Credit", "Debit | Credit"])("is split into Debit and Credit columns when spaced: %s", (header) => {
    const { transactions, warnings } = readStatement(tight(header));
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("heads one column of amounts of either side as one word, Debit/Credit", () => {
    // No opening balance and no mark: nothing sides the first amount, which is taken as a debit and said so.
    const { transactions, warnings } = readStatement(tight("Debit/Credit"));
    expect(sides(transactions)).toEqual([
      ["1000.00", undefined, "6000.00"],
      ["600.00", undefined, "5400.00"],
    ]);
    expect(warnings).toEqual([
      "transaction 1 (2025-07-03 to 2025-07-03): no printed side and no balances to tell debit from credit; taken as a debit",
    ]);
  });
});

describe("a small table before the transactions", () => {
  /** A one-row table (standing instructions) headed `header`, then the statement's own table with balances. */
  const layout = (header: string, balances: boolean) => {
    const balance = (y: number, text: string) => (balances ? [endingAt(540, y, text)] : []);
    return layoutOf([
      [
        { x: 40, y: 30, text: "Kaveri Cooperative Bank", size: 12 },
        { x: 40, y: 62, text: "Account Number : 00120045531" },
        { x: 40, y: 74, text: "Opening Balance : 5,000.00" },
        { x: 40, y: 90, text: "Standing Instructions" },
        { x: 40, y: 104, text: "Date" },
        { x: 110, y: 104, text: "Description" },
        { x: 300, y: 104, text: header },
        endingAt(440, 104, "Amount"),
        { x: 40, y: 118, text: "10/07/2025" },
        { x: 110, y: 118, text: "RD INSTALMENT" },
        { x: 300, y: 118, text: "DR" },
        endingAt(440, 118, "2,000.00"),
        { x: 40, y: 150, text: "Date" },
        { x: 110, y: 150, text: "Narration" },
        endingAt(440, 150, "Amount"),
        { x: 460, y: 150, text: "Dr/Cr" },
        ...balance(150, "Balance"),
        { x: 40, y: 164, text: "03/07/2025" },
        { x: 110, y: 164, text: "NEFT CLIENT RECEIPT" },
        endingAt(440, 164, "1,000.00"),
        { x: 460, y: 164, text: "Cr" },
        ...balance(164, "6,000.00"),
        { x: 40, y: 178, text: "04/07/2025" },
        { x: 110, y: 178, text: "SERVICE FEE" },
        endingAt(440, 178, "600.00"),
        { x: 460, y: 178, text: "Dr" },
        ...balance(178, "5,400.00"),
      ],
    ]);
  };

  it.each(["Type", "Dr/Cr"])("is not read as transactions when a later header has a Balance column: %s", (header) => {
    const { transactions, warnings } = readStatement(layout(header, true));
    expect(descriptions(transactions)).toEqual(["NEFT CLIENT RECEIPT", "SERVICE FEE"]);
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("under a Type header does not head a statement without balances: the one that names its Dr/Cr column does", () => {
    const { transactions, warnings } = readStatement(layout("Type", false));
    expect(descriptions(transactions)).toEqual(["NEFT CLIENT RECEIPT", "SERVICE FEE"]);
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", undefined],
      ["600.00", undefined, undefined],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a narration ending in a word like a mark", () => {
  it("keeps the word where it stops short of a mark column before the amounts", () => {
    const { transactions, warnings } = read(
      "Dr/Cr",
      [
        {
          date: "03/07/2025",
          text: "TRANSFER FROM SAVINGS ACCOUNT CR",
          first: "1,000.00",
          mark: "C",
          balance: "6,000.00",
        },
        { date: "04/07/2025", text: "SERVICE FEE", first: "600.00", mark: "D", balance: "5,400.00" },
      ],
      { opening: "5,000.00", markAt: 300 },
    );
    expect(descriptions(transactions)).toEqual(["TRANSFER FROM SAVINGS ACCOUNT CR", "SERVICE FEE"]);
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["600.00", undefined, "5400.00"],
    ]);
    expect(warnings).toEqual([]);
  });
});
