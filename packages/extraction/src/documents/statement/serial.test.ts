// Statements that number their rows and print two dates (docs/banks.md: ICICI, Bank of Baroda, Axis,
// IDBI, PNB): a serial column stacked beside the value date, a posted date named over two lines, a
// reference broken over lines in a narrow column, a serial number on a row's second line. Layouts made
// up here, not taken from any bank's statement.
import { describe, expect, it } from "@jest/globals";
import { buildLines } from "../../text/lines.ts";
import { asOcr, endingAt, layoutOf, readStatement } from "../../testing/layout.ts";
import { findHeader, type Column } from "./columns.ts";
import { repeatedHeader } from "./table-lines.ts";

const account = { x: 40, y: 62, text: "Account Number : 40021187765" };
const money = (y: number, debit?: string, credit?: string, balance?: string) => [
  ...(debit ? [endingAt(400, y, debit)] : []),
  ...(credit ? [endingAt(470, y, credit)] : []),
  ...(balance ? [endingAt(540, y, balance)] : []),
];
const moneyHeader = (y: number) => [
  endingAt(400, y, "Withdrawal"),
  endingAt(470, y, "Deposit"),
  endingAt(540, y, "Balance"),
];
const dates = (txs: Record<string, string>[]) => txs.map((t) => t["date"]);

describe("a serial column stacked beside the value date", () => {
  // "Sl." over "No." and "Value" over "Date" print as one cell "No. Date" under "Sl. Value".
  const layout = layoutOf([
    [
      account,
      { x: 20, y: 89, text: "Sl." },
      { x: 40, y: 89, text: "Value" },
      { x: 95, y: 89, text: "Transaction" },
      { x: 210, y: 89, text: "Transaction" },
      { x: 20, y: 100, text: "No." },
      { x: 40, y: 100, text: "Date" },
      { x: 95, y: 100, text: "Date" },
      { x: 150, y: 100, text: "Cheque No." },
      { x: 210, y: 100, text: "Remarks" },
      ...moneyHeader(100),
      { x: 20, y: 114, text: "1" },
      { x: 40, y: 114, text: "03/06/2025" },
      { x: 95, y: 114, text: "02/06/2025" },
      { x: 210, y: 114, text: "UPI/GROCER" },
      ...money(114, "100.00", undefined, "900.00"),
      { x: 20, y: 128, text: "2" },
      { x: 40, y: 128, text: "06/06/2025" },
      { x: 95, y: 128, text: "04/06/2025" },
      { x: 210, y: 128, text: "CHQ DEP" },
      ...money(128, undefined, "50.00", "950.00"),
    ],
  ]);

  it("is no date column: the rows take their transaction dates, not their value dates", () => {
    const { transactions } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-02", "2025-06-04"]);
  });
});

describe.each([
  // "Transaction Posted" over "Date": "Posted" stands over the gap beside the lower word.
  ["a posted date named over two lines after the value date", "Transaction Posted", "Date"],
  // "Transaction" over "Posted Date": one cell, not a title over two.
  ["a posted date whose upper word spans the two words of its cell", "Transaction", "Posted Date"],
])("%s", (_, upper, lower) => {
  const layout = layoutOf([
    [
      account,
      { x: 60, y: 89, text: "Value" },
      { x: 110, y: 89, text: upper },
      { x: 20, y: 100, text: "Tran ID" },
      { x: 60, y: 100, text: "Date" },
      { x: 110, y: 100, text: lower },
      { x: 200, y: 100, text: "Description" },
      ...moneyHeader(100),
      { x: 20, y: 114, text: "S8812" },
      { x: 60, y: 114, text: "05/06/2025" },
      { x: 110, y: 114, text: "04/06/2025" },
      { x: 200, y: 114, text: "NEFT-SALARY" },
      ...money(114, undefined, "1,000.00", "2,000.00"),
    ],
  ]);

  it("heads the transaction dates, and the value date its own column", () => {
    const { transactions } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-04"]);
  });
});

describe("a reference broken over lines in a narrow column", () => {
  const layout = layoutOf([
    [
      account,
      { x: 40, y: 100, text: "Date" },
      { x: 95, y: 100, text: "Ref No." },
      { x: 180, y: 100, text: "Particulars" },
      ...moneyHeader(100),
      { x: 40, y: 114, text: "05/06/2025" },
      { x: 95, y: 114, text: "UTIBN921700748" },
      { x: 180, y: 114, text: "NEFT-UTIBN3752-" },
      ...money(114, "4,000.00", undefined, "6,000.00"),
      // The reference's last figures under its first line, the narration's next words beside them.
      { x: 95, y: 125, text: "08" },
      { x: 180, y: 125, text: "VENKATESH 4417" },
      { x: 40, y: 139, text: "06/06/2025" },
      { x: 180, y: 139, text: "ATM WDL" },
      ...money(139, "500.00", undefined, "5,500.00"),
    ],
  ]);

  it("carries on the row's reference, not its narration", () => {
    const { transactions } = readStatement(layout);
    expect(transactions.map((t) => [t["reference"], t["description"]])).toEqual([
      ["UTIBN92170074808", "NEFT-UTIBN3752- VENKATESH 4417"],
      [undefined, "ATM WDL"],
    ]);
  });
});

describe("a serial number printed on a row's second line", () => {
  // Cells set in the middle of a row of two lines: the serial stands beside the narration's second line.
  const layout = layoutOf([
    [
      account,
      { x: 20, y: 100, text: "S No." },
      { x: 60, y: 100, text: "Txn Date" },
      { x: 120, y: 100, text: "Transaction Remarks" },
      ...moneyHeader(100),
      { x: 60, y: 114, text: "02/06/2025" },
      { x: 120, y: 114, text: "UPI/GROCER" },
      ...money(114, "100.00", undefined, "900.00"),
      { x: 20, y: 125, text: "12" },
      { x: 120, y: 125, text: "SHOP 77" },
    ],
  ]);

  it("is no narration, nor an amount", () => {
    const { transactions } = readStatement(layout);
    expect(transactions.map((t) => [t["description"], t["debit"], t["balance"]])).toEqual([
      ["UPI/GROCER SHOP 77", "100.00", "900.00"],
    ]);
  });
});

describe("a Dr/Cr header set close before the amount's", () => {
  // "CR/DR Amount (INR)" print as one cell: the marks stand in a column of their own before the amounts.
  const layout = layoutOf([
    [
      account,
      { x: 20, y: 100, text: "S.No. Txn Date" },
      { x: 120, y: 100, text: "Description" },
      { x: 330, y: 100, text: "CR/DR Amount (INR)" },
      endingAt(540, 100, "Balance (INR)"),
      { x: 20, y: 114, text: "1 02/06/2025" },
      { x: 120, y: 114, text: "UPI/GROCER" },
      { x: 330, y: 114, text: "DR" },
      endingAt(410, 114, "100.00"),
      endingAt(540, 114, "900.00"),
      { x: 20, y: 128, text: "2 03/06/2025" },
      { x: 120, y: 128, text: "NEFT SALARY" },
      { x: 330, y: 128, text: "CR" },
      endingAt(410, 128, "1,000.00"),
      endingAt(540, 128, "1,900.00"),
    ],
  ]);

  it("heads the marks, which give the sides and are no narration", () => {
    const { transactions } = readStatement(layout);
    expect(transactions.map((t) => [t["description"], t["debit"], t["credit"]])).toEqual([
      ["UPI/GROCER", "100.00", undefined],
      ["NEFT SALARY", undefined, "1000.00"],
    ]);
  });
});

describe("a Dr/Cr header set close between the balance's and the value date's", () => {
  // "Balance Dr/Cr Value Date" print as one cell (PNB): the balance's side stands after it.
  const page = (balance: string) =>
    layoutOf([
      [
        account,
        { x: 20, y: 100, text: "Txn Date" },
        { x: 80, y: 100, text: "Remarks" },
        endingAt(330, 100, "Dr Amount"),
        endingAt(400, 100, "Cr Amount"),
        { x: 430, y: 100, text: "Balance Dr/Cr Value Date" },
        { x: 20, y: 114, text: "02/06/2025" },
        { x: 80, y: 114, text: "UPI/GROCER" },
        endingAt(330, 114, "100.00"),
        endingAt(465, 114, "900.00"),
        { x: 471, y: 114, text: "Cr" },
        { x: 500, y: 114, text: "02/06/2025" },
        { x: 20, y: 128, text: "03/06/2025" },
        { x: 80, y: 128, text: "ATM WDL" },
        endingAt(330, 128, "200.00"),
        endingAt(465, 128, balance),
        { x: 471, y: 128, text: "Cr" },
        { x: 500, y: 128, text: "03/06/2025" },
      ],
    ]);

  it("heads a column of the balances' marks between them", () => {
    const cols = findHeader(buildLines(page("700.00"), { rulesPartCells: true }))?.cols ?? [];
    expect(cols.map((c) => c.kind).slice(-3)).toEqual(["balance", "mark", "value_date"]);
    const { transactions } = readStatement(page("700.00"));
    expect(transactions.map((t) => [t["description"], t["debit"], t["balance"]])).toEqual([
      ["UPI/GROCER", "100.00", "900.00"],
      ["ATM WDL", "200.00", "700.00"],
    ]);
  });

  it("whose mark never gives the movement's side, even beside a balance OCR misread", () => {
    const { transactions } = readStatement(asOcr(page("7,0000")));
    expect(transactions.map((t) => [t["debit"], t["credit"]])).toEqual([
      ["100.00", undefined],
      ["200.00", undefined],
    ]);
  });
});

describe("a header printed again on a later page, its stacked words lost", () => {
  // Page 1: "Value" over "Date", "Txn Posted" over "Date"; page 2's OCR read only "Date Date".
  const header = (y: number, upper: boolean) => [
    ...(upper
      ? [
          { x: 40, y: y - 11, text: "Value" },
          { x: 95, y: y - 11, text: "Txn Posted" },
        ]
      : []),
    { x: 40, y, text: "Date" },
    { x: 95, y, text: "Date" },
    { x: 210, y, text: "Transaction Remarks" },
    ...moneyHeader(y),
  ];
  const row = (y: number, value: string, posted: string, text: string, balance: string) => [
    { x: 40, y, text: value },
    { x: 95, y, text: posted },
    { x: 210, y, text },
    ...money(y, "100.00", undefined, balance),
  ];
  const pages = (upper: boolean) =>
    layoutOf([
      [account, ...header(100, true), ...row(114, "03/06/2025", "02/06/2025", "UPI/GROCER", "900.00")],
      [...header(60, upper), ...row(74, "06/06/2025", "05/06/2025", "ATM WDL", "800.00")],
    ]);

  it("keeps the names the header before it gave its columns: the rows take their posted dates", () => {
    expect(dates(readStatement(asOcr(pages(false))).transactions)).toEqual(["2025-06-02", "2025-06-05"]);
  });

  it("reads as before where the page's header is read whole", () => {
    expect(dates(readStatement(asOcr(pages(true))).transactions)).toEqual(["2025-06-02", "2025-06-05"]);
  });
});

describe("repeatedHeader", () => {
  const col = (kind: Column["kind"], x0: number, x1: number): Column => ({ kind, x0, x1 });
  const before = [col("value_date", 40, 70), col("date", 95, 160), col("balance", 500, 540)];

  it("gives a later page's columns named alike the names before, at their own places", () => {
    const again = [col("date", 44, 64), col("date", 130, 150), col("balance", 505, 545)];
    expect(repeatedHeader(again, before)).toEqual([col("value_date", 44, 64), col("date", 130, 150), again[2]]);
  });

  it("leaves a header whose columns are not under those before, or differ in more than names alike", () => {
    expect(repeatedHeader([col("date", 44, 64), col("date", 200, 220), col("balance", 505, 545)], before)).toBe(
      undefined,
    );
    expect(repeatedHeader([col("date", 44, 64), col("description", 95, 160), col("balance", 505, 545)], before)).toBe(
      undefined,
    );
  });
});

describe("a scanned transaction date misread into an earlier day, beside its value date", () => {
  // "20/08/2024" for 29/08/2024 under Date, after a row of 28/08/2024; the value date reads 29/08/2024.
  const layout = (date: string) =>
    layoutOf([
      [
        account,
        { x: 40, y: 100, text: "Date" },
        { x: 95, y: 100, text: "Value Date" },
        { x: 210, y: 100, text: "Particulars" },
        ...moneyHeader(100),
        { x: 40, y: 114, text: "27/08/2024" },
        { x: 95, y: 114, text: "27/08/2024" },
        { x: 210, y: 114, text: "UPI/GROCER" },
        ...money(114, "100.00", undefined, "900.00"),
        { x: 40, y: 128, text: "28/08/2024" },
        { x: 95, y: 128, text: "28/08/2024" },
        { x: 210, y: 128, text: "CHQ DEP" },
        ...money(128, undefined, "50.00", "950.00"),
        { x: 40, y: 142, text: date },
        { x: 95, y: 142, text: "29/08/2024" },
        { x: 210, y: 142, text: "ATM WDL" },
        ...money(142, "150.00", undefined, "800.00"),
      ],
    ]);

  it("is dated by the value date, one figure away, with a warning", () => {
    const read = readStatement(asOcr(layout("20/08/2024")));
    expect(dates(read.transactions)).toEqual(["2024-08-27", "2024-08-28", "2024-08-29"]);
    expect(read.warnings).toContain(
      'transaction 3 (2024-08-29): the date read as "20/08/2024", before the row above\'s, is taken as 2024-08-29 (the value date beside it, one figure away)',
    );
  });

  it("keeps a date more than one figure from the value date, and a text layer's, as read", () => {
    expect(dates(readStatement(asOcr(layout("20/07/2024"))).transactions)[2]).toBe("2024-07-20");
    expect(dates(readStatement(layout("20/08/2024")).transactions)[2]).toBe("2024-08-20");
  });
});
