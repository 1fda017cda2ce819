// A US checking statement's print (docs/banks.md, BOA): the period on a line "for … to …", balances
// labelled with their day ("Beginning balance on August 1, 2024 $4,185.20"), deposits and withdrawals in
// sections of their own, then a table of a balance per day that holds no transactions. Layouts made up
// here, not taken from any bank's statement.
import { describe, expect, it } from "@jest/globals";
import { asOcr, endingAt, layoutOf, readStatement, sides } from "../../testing/layout.ts";
import { extractStatement } from "./extract.ts";

const statement = layoutOf([
  [
    { x: 40, y: 20, text: "Prairie National Bank" },
    { x: 40, y: 40, text: "Dana Whitmore" },
    { x: 330, y: 40, text: "for August 1, 2024 to August 31, 2024" },
    { x: 330, y: 52, text: "Account number: 4155 0375 1679" },
    { x: 40, y: 70, text: "Beginning balance on August 1, 2024" },
    endingAt(400, 70, "$1,000.00"),
    { x: 40, y: 82, text: "Ending balance on August 31, 2024" },
    endingAt(400, 82, "$1,150.00"),
    { x: 40, y: 104, text: "Deposits and other additions" },
    { x: 40, y: 118, text: "Date" },
    { x: 120, y: 118, text: "Description" },
    endingAt(540, 118, "Amount"),
    { x: 40, y: 130, text: "08/14/24" },
    { x: 120, y: 130, text: "Direct Deposit PAYROLL" },
    endingAt(540, 130, "400.00"),
    { x: 40, y: 150, text: "Withdrawals and other subtractions" },
    { x: 40, y: 164, text: "Date" },
    { x: 120, y: 164, text: "Description" },
    endingAt(540, 164, "Amount"),
    { x: 40, y: 176, text: "08/20/24" },
    { x: 120, y: 176, text: "Card Purchase GROCER" },
    endingAt(540, 176, "-250.00"),
    { x: 40, y: 196, text: "Daily ledger balances" },
    { x: 40, y: 210, text: "Date" },
    endingAt(200, 210, "Balance ($)"),
    { x: 240, y: 210, text: "Date" },
    endingAt(400, 210, "Balance ($)"),
    { x: 40, y: 222, text: "08/14/24" },
    endingAt(200, 222, "1,400.00"),
    { x: 240, y: 222, text: "08/20/24" },
    endingAt(400, 222, "1,150.00"),
  ],
]);

describe("a statement of sections with a table of daily balances", () => {
  const { account_info, transactions } = readStatement(statement);

  it("reads the period after 'for' and the balances whose label names their day", () => {
    expect(account_info["statement_from"]).toBe("2024-08-01");
    expect(account_info["statement_to"]).toBe("2024-08-31");
    expect(account_info["opening_balance"]).toBe("1000.00");
    expect(account_info["closing_balance"]).toBe("1150.00");
  });

  it("reads the sections' rows and none of the daily balances", () => {
    expect(transactions.map((t) => t["date"])).toEqual(["2024-08-14", "2024-08-20"]);
    expect(sides(transactions)).toEqual([
      [undefined, "400.00", undefined],
      ["250.00", undefined, undefined],
    ]);
  });
});

describe("a balance label whose day OCR read without the space after its comma", () => {
  it("reads 'Beginning balance on August 1,2024 $1,000.00' as the opening balance", () => {
    const { account_info } = readStatement(
      layoutOf([
        [
          { x: 40, y: 20, text: "Prairie National Bank" },
          { x: 330, y: 40, text: "for August 1, 2024 to August 31, 2024" },
          { x: 40, y: 70, text: "Beginning balance on August 1,2024" },
          endingAt(400, 70, "$1,000.00"),
          { x: 40, y: 82, text: "Ending balance on August 31,2024" },
          endingAt(400, 82, "$750.00"),
          { x: 40, y: 100, text: "Date" },
          { x: 120, y: 100, text: "Description" },
          endingAt(540, 100, "Amount"),
          { x: 40, y: 114, text: "08/21/24" },
          { x: 120, y: 114, text: "Card Purchase GROCER" },
          endingAt(540, 114, "-250.00"),
        ],
      ]),
    );
    expect(account_info["opening_balance"]).toBe("1000.00");
    expect(account_info["closing_balance"]).toBe("750.00");
  });
});

describe("a period printed in the statement's month-first order", () => {
  it("reads 'Opening/Closing Date 10/09/23 - 11/08/23' as 9 October to 8 November", () => {
    const { account_info, transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 20, text: "Prairie National Bank" },
          { x: 40, y: 40, text: "Dana Whitmore" },
          { x: 330, y: 40, text: "Opening/Closing Date" },
          { x: 440, y: 40, text: "10/09/23 - 11/08/23" },
          { x: 40, y: 100, text: "Date" },
          { x: 120, y: 100, text: "Description" },
          endingAt(460, 100, "Amount"),
          endingAt(540, 100, "Balance"),
          { x: 40, y: 114, text: "10/21" },
          { x: 120, y: 114, text: "Card Purchase GROCER" },
          endingAt(460, 114, "-250.00"),
          endingAt(540, 114, "750.00"),
        ],
      ]),
    );
    expect(account_info["statement_from"]).toBe("2023-10-09");
    expect(account_info["statement_to"]).toBe("2023-11-08");
    expect(transactions.map((t) => t["date"])).toEqual(["2023-10-21"]);
  });
});

describe("a header whose date column is named over two lines", () => {
  // Chase's card statement (docs/banks.md, CC): "Date of" over "Transaction", the other names on the
  // lower line; no balance column.
  it("finds the header by the names of both lines and reads its rows", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 20, text: "Prairie National Bank" },
          { x: 330, y: 30, text: "Opening/Closing Date 10/09/23 - 11/08/23" },
          { x: 330, y: 42, text: "Credit Access Line $10,000.00" },
          { x: 330, y: 54, text: "Minimum Payment Due $40.00" },
          { x: 330, y: 66, text: "New Balance $1,000.00" },
          { x: 40, y: 86, text: "Date of", size: 8.5 },
          { x: 40, y: 99, text: "Transaction", size: 8.5 },
          { x: 130, y: 99, text: "Merchant Name or Transaction Description", size: 8.5 },
          { ...endingAt(540, 99, "$ Amount"), size: 8.5 },
          { x: 40, y: 114, text: "10/21" },
          { x: 130, y: 114, text: "Payment Thank You - Web" },
          endingAt(540, 114, "-175.20"),
          { x: 40, y: 126, text: "10/23" },
          { x: 130, y: 126, text: "GROCER SEATTLE WA" },
          endingAt(540, 126, "56.10"),
        ],
      ]),
    );
    expect(transactions.map((t) => t["date"])).toEqual(["2023-10-21", "2023-10-23"]);
    expect(sides(transactions)).toEqual([
      [undefined, "175.20", undefined],
      ["56.10", undefined, undefined],
    ]);
  });
});

describe("a month-first day whose doubled digit OCR read once", () => {
  // "5/1" for 5/11 after a row of 5/11, in rows that run forward: the date goes back.
  const layout = (third: string) =>
    layoutOf([
      [
        { x: 40, y: 20, text: "Prairie National Bank" },
        { x: 330, y: 40, text: "Statement period May 7, 2023 - May 31, 2023" },
        { x: 40, y: 100, text: "Date" },
        { x: 120, y: 100, text: "Description" },
        endingAt(460, 100, "Amount"),
        endingAt(540, 100, "Balance"),
        ...[
          ["5/9", "Deposit", "300.00", "1,300.00"],
          ["5/11", "Check # 1200", "-100.00", "1,200.00"],
          [third, "Card Purchase GROCER", "-250.00", "950.00"],
          ["5/14", "ATM Withdrawal", "-50.00", "900.00"],
        ].flatMap(([date, text, amount, balance], k) => [
          { x: 40, y: 114 + 12 * k, text: date! },
          { x: 120, y: 114 + 12 * k, text: text! },
          endingAt(460, 114 + 12 * k, amount!),
          endingAt(540, 114 + 12 * k, balance!),
        ]),
      ],
    ]);
  const dates = (l: ReturnType<typeof layout>) => readStatement(l).transactions.map((t) => t["date"]);

  it("is the day with that digit twice, with a warning and less confidence", () => {
    const ocr = asOcr(layout("5/1"));
    expect(dates(ocr)).toEqual(["2023-05-09", "2023-05-11", "2023-05-11", "2023-05-14"]);
    const out = extractStatement(ocr);
    expect(out.extraction.warnings).toContain(
      'transaction 3 (2023-05-11): the date read as "5/1", before the row above\'s, is taken as 2023-05-11 (a doubled digit read once)',
    );
    expect(out.extraction.fields["transactions[2].date"]?.confidence).toBe(0.5);
  });

  it("stands as read on a text layer, and where the digit twice makes no day", () => {
    expect(dates(layout("5/1"))[2]).toBe("2023-05-01");
    expect(dates(asOcr(layout("5/4")))[2]).toBe("2023-05-04");
  });
});
