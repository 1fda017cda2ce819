// Rows as real statements print them: a date once for a day's rows, narrations above or below the dated
// line, value dates, reference columns, balances brought and carried forward, totals and summaries.
// Layouts made up here, not taken from any bank's statement.
import { describe, expect, it } from "@jest/globals";
import { asOcr, endingAt, layoutOf, readStatement, sides } from "../../testing/layout.ts";
import { extractStatement } from "./extract.ts";

type Placed = { x: number; y: number; text: string };

/** A statement's head and a header of Date, Particulars, Debit, Credit and Balance (ending at x 540). */
const head = (extra: Placed[] = []): Placed[] => [
  { x: 40, y: 30, text: "Riverside Urban Bank", size: 12 } as Placed,
  { x: 40, y: 50, text: "Account Name : Meher Anand" },
  { x: 40, y: 62, text: "Account Number : 40021187765" },
  ...extra,
  { x: 40, y: 100, text: "Date" },
  { x: 110, y: 100, text: "Particulars" },
  endingAt(380, 100, "Debit"),
  endingAt(460, 100, "Credit"),
  endingAt(540, 100, "Balance"),
];

/** A row at `y`: a date (or none), words, and amounts under the Debit, Credit and Balance columns. */
const row = (y: number, date: string, text: string, debit?: string, credit?: string, balance?: string): Placed[] => [
  ...(date ? [{ x: 40, y, text: date }] : []),
  ...(text ? [{ x: 110, y, text }] : []),
  ...(debit ? [endingAt(380, y, debit)] : []),
  ...(credit ? [endingAt(460, y, credit)] : []),
  ...(balance ? [endingAt(540, y, balance)] : []),
];

const dates = (txs: Record<string, string>[]) => txs.map((t) => t.date);
const descriptions = (txs: Record<string, string>[]) => txs.map((t) => t.description);

describe("a date printed once for a day's rows", () => {
  const layout = layoutOf([
    [
      ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
      ...row(114, "03/06/2025", "UPI GROCER", "500.00"),
      ...row(128, "", "NEFT SALARY", undefined, "20,000.00"),
      ...row(142, "", "ATM WITHDRAWAL", "2,000.00", undefined, "27,500.00"),
      ...row(156, "04/06/2025", "CARD FUEL", "1,500.00", undefined, "26,000.00"),
    ],
  ]);

  it("gives the rows under the date that date, and the day's balance settles their sides", () => {
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-03", "2025-06-03", "2025-06-03", "2025-06-04"]);
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, undefined],
      [undefined, "20000.00", undefined],
      ["2000.00", undefined, "27500.00"],
      ["1500.00", undefined, "26000.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("does not take a line of figures under a total for a row of the day", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head(),
          ...row(114, "03/06/2025", "UPI GROCER", "500.00", undefined, "9,500.00"),
          ...row(128, "", "Total", "500.00", "0.00"),
          ...row(142, "", "Interest rate 3.00 % p.a.", "12.50"),
        ],
      ]),
    );
    expect(descriptions(transactions)).toEqual(["UPI GROCER"]);
  });

  it("does not take a line that prints in the date column for a row of the day before", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head(),
          ...row(114, "03/06/2025", "UPI GROCER", "500.00", undefined, "9,500.00"),
          { x: 40, y: 128, text: "Ref 4471" },
          ...row(128, "", "charges waived", "25.00"),
        ],
      ]),
    );
    expect(descriptions(transactions)).toEqual(["UPI GROCER"]);
  });

  it("takes a row whose narration starts with a payment-type code that is also a mark (CR) for a row of the day", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
          ...row(114, "03/06/2025", "DD", "500.00"),
          ...row(124, "", "CITY WATER"),
          ...row(138, "", "CR", undefined, "2,000.00", "11,500.00"),
          ...row(148, "", "ACME LTD SALARY"),
        ],
      ]),
    );
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, undefined],
      [undefined, "2000.00", "11500.00"],
    ]);
  });

  it("takes a row whose narration starts with a code of symbols (contactless ')))') for a row of the day", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
          ...row(114, "03/06/2025", "DD", "500.00"),
          ...row(124, "", "CITY WATER"),
          ...row(138, "", ")))", "200.00", undefined, "9,300.00"),
          ...row(148, "", "CORNER SHOP"),
        ],
      ]),
    );
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, undefined],
      ["200.00", undefined, "9300.00"],
    ]);
  });
});

describe("a date printed once for a day's rows, with a value date on every row", () => {
  it("takes a line with a narration, amounts and only a value date for a row of the day", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 62, text: "Account Number : 40021187765" },
          { x: 40, y: 100, text: "Tran Date" },
          { x: 110, y: 100, text: "Particulars" },
          { x: 270, y: 100, text: "Value Date" },
          endingAt(400, 100, "Debit"),
          endingAt(470, 100, "Credit"),
          endingAt(540, 100, "Balance"),
          { x: 40, y: 114, text: "13-08-2025" },
          { x: 110, y: 114, text: "CHQ DEP" },
          { x: 270, y: 114, text: "13-08-2025" },
          endingAt(470, 114, "2,000.00"),
          { x: 110, y: 128, text: "NEFT BALAJI" },
          { x: 270, y: 128, text: "14-08-2025" },
          endingAt(470, 128, "1,000.00"),
          endingAt(540, 128, "13,000.00"),
        ],
      ]),
    );
    expect(dates(transactions)).toEqual(["2025-08-13", "2025-08-13"]);
    expect(sides(transactions)).toEqual([
      [undefined, "2000.00", undefined],
      [undefined, "1000.00", "13000.00"],
    ]);
  });
});

describe("narrations that wrap", () => {
  it("joins a line to the row it stands nearer to, above or below the dated line", () => {
    const layout = layoutOf([
      [
        ...head(),
        { x: 110, y: 112, text: "NEFT-HDFC0001-ORBIT" },
        ...row(122, "02/06/2025", "SYSTEMS PVT LTD", undefined, "5,000.00", "15,000.00"),
        { x: 110, y: 132, text: "SALARY JUNE" },
        { x: 110, y: 160, text: "UPI-98110-GROCER" },
        ...row(170, "03/06/2025", "MART", "250.00", undefined, "14,750.00"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(descriptions(transactions)).toEqual([
      "NEFT-HDFC0001-ORBIT SYSTEMS PVT LTD SALARY JUNE",
      "UPI-98110-GROCER MART",
    ]);
  });

  it("reads a row whose amounts are printed on its last line, under a dated line of words", () => {
    const layout = layoutOf([
      [
        ...head([{ x: 40, y: 74, text: "Opening Balance : 1,000.00" }]),
        ...row(114, "05/06/2025", "TO TRANSFER-"),
        ...row(124, "", "UPI/DR/5512/KIRAN", "300.00", undefined, "700.00"),
        ...row(140, "06/06/2025", "BY CLEARING", undefined, "50.00", "750.00"),
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-05", "2025-06-06"]);
    expect(descriptions(transactions)).toEqual(["TO TRANSFER- UPI/DR/5512/KIRAN", "BY CLEARING"]);
    expect(sides(transactions)).toEqual([
      ["300.00", undefined, "700.00"],
      [undefined, "50.00", "750.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("reads a row of the day before whose amounts stand alone between the lines of its narration", () => {
    // Cells centred on a row of three lines: the amounts' line has no words, the narration wraps round it.
    const layout = layoutOf([
      [
        ...head([{ x: 40, y: 74, text: "Opening Balance : 1,000.00" }]),
        ...row(114, "05/06/2025", "ATM WDL/STATION RD", "300.00", undefined, "700.00"),
        { x: 110, y: 130, text: "NEFT-SBIN0001-" },
        ...row(136, "", "", undefined, "2,500.00", "3,200.00"),
        { x: 110, y: 142, text: "ORBIT SYSTEMS" },
        ...row(160, "06/06/2025", "SMS CHARGES", "15.00", undefined, "3,185.00"),
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-05", "2025-06-05", "2025-06-06"]);
    expect(descriptions(transactions)).toEqual(["ATM WDL/STATION RD", "NEFT-SBIN0001- ORBIT SYSTEMS", "SMS CHARGES"]);
    expect(sides(transactions)).toEqual([
      ["300.00", undefined, "700.00"],
      [undefined, "2500.00", "3200.00"],
      ["15.00", undefined, "3185.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("takes the cells of a row printed a little below its date line (a value date, the balance) as its own", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 20, y: 100, text: "Tran Date" },
        { x: 70, y: 100, text: "Value Date" },
        { x: 130, y: 100, text: "Particulars" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Balance"),
        { x: 20, y: 114, text: "30/06/2025" },
        { x: 130, y: 114, text: "INTEREST PAID" },
        endingAt(460, 114, "230.00"),
        { x: 70, y: 119, text: "30/06/2025" },
        endingAt(540, 119, "9,230.00"),
        { x: 20, y: 140, text: "01/07/2025" },
        { x: 70, y: 140, text: "01/07/2025" },
        { x: 130, y: 140, text: "SMS CHARGES" },
        endingAt(380, 140, "15.00"),
        endingAt(540, 140, "9,215.00"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(sides(transactions)).toEqual([
      [undefined, "230.00", "9230.00"],
      ["15.00", undefined, "9215.00"],
    ]);
  });
});

describe("value dates and references beside the transaction date", () => {
  it("takes a header stacked over two lines for what both say ('Value' over 'Date')", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 250, y: 91, text: "Value" },
        { x: 40, y: 100, text: "Date" },
        { x: 110, y: 100, text: "Particulars" },
        { x: 250, y: 100, text: "Date" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Balance"),
        ...row(114, "05/06/2025", "UPI/GROCER", "100.00", undefined, "900.00"),
        { x: 250, y: 114, text: "05/06/2025" },
        // A row of the same day: its value date is the only date it prints.
        ...row(128, "", "CHQ DEP 448120", undefined, "50.00", "950.00"),
        { x: 250, y: 128, text: "07/06/2025" },
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-05", "2025-06-05"]);
  });

  it("splits a cell that heads two date columns where the upper line names the second ('Value' over 'Date')", () => {
    // "Tran Date Date" is one cell: its second "Date" stands under "Value".
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 85, y: 91, text: "Value" },
        { x: 40, y: 100, text: "Tran Date Date" },
        { x: 150, y: 100, text: "Particulars" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Balance"),
        { x: 40, y: 114, text: "05/06/2025 05/06/2025" },
        ...row(114, "", "", "100.00", undefined, "900.00"),
        { x: 150, y: 114, text: "UPI/GROCER" },
        { x: 85, y: 128, text: "07/06/2025" },
        { x: 150, y: 128, text: "CHQ DEP 448120" },
        ...row(128, "", "", undefined, "50.00", "950.00"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-05", "2025-06-05"]);
  });
  it("reads the stacked header so on every page it is printed on", () => {
    const header = (y: number) => [
      { x: 85, y: y - 9, text: "Value" },
      { x: 40, y, text: "Tran Date Date" },
      { x: 150, y, text: "Particulars" },
      endingAt(380, y, "Debit"),
      endingAt(460, y, "Credit"),
      endingAt(540, y, "Balance"),
    ];
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        ...header(100),
        { x: 40, y: 114, text: "05/06/2025 05/06/2025" },
        ...row(114, "", "", "100.00", undefined, "900.00"),
        { x: 150, y: 114, text: "UPI/GROCER" },
      ],
      [
        ...header(40),
        { x: 40, y: 54, text: "06/06/2025 06/06/2025" },
        ...row(54, "", "", "100.00", undefined, "800.00"),
        { x: 150, y: 54, text: "ATM WDL" },
        // A row of the same day: its value date is the only date it prints.
        { x: 85, y: 68, text: "08/06/2025" },
        { x: 150, y: 68, text: "CHQ DEP 448120" },
        ...row(68, "", "", undefined, "50.00", "850.00"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-05", "2025-06-06", "2025-06-06"]);
  });
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Statement of Account", size: 12 },
      { x: 40, y: 62, text: "Account Number : 40021187765" },
      { x: 20, y: 100, text: "S No." },
      { x: 50, y: 100, text: "Value Date" },
      { x: 105, y: 100, text: "Txn Date" },
      { x: 160, y: 100, text: "Cheque No." },
      { x: 220, y: 100, text: "Remarks" },
      endingAt(400, 100, "Withdrawal"),
      endingAt(470, 100, "Deposit"),
      endingAt(540, 100, "Balance"),
      { x: 24, y: 114, text: "1" },
      { x: 50, y: 114, text: "31/05/2025" },
      { x: 105, y: 114, text: "01/06/2025" },
      { x: 160, y: 114, text: "004512" },
      { x: 220, y: 114, text: "CHQ PAID" },
      endingAt(400, 114, "1200.0"),
      endingAt(470, 114, "0.0"),
      endingAt(540, 114, "3800.5"),
    ],
  ]);

  it("dates a row by its transaction date, not its value date, and reads the cheque number apart", () => {
    const { transactions } = readStatement(layout);
    expect(transactions).toEqual([
      { date: "2025-06-01", description: "CHQ PAID", reference: "004512", debit: "1200.00", balance: "3800.50" },
    ]);
  });

  it("reads a date whose year wraps below it apart from the value date beside it", () => {
    // "28 Jul" under Txn Date, "29 Jul" under Value Date, each year on the line below: not "28 Jul 29".
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 62, text: "Account Number : 40021187765" },
          { x: 40, y: 74, text: "Statement Period : 01 Jul 2024 to 31 Jul 2024" },
          { x: 40, y: 100, text: "Txn Date" },
          { x: 100, y: 100, text: "Value Date" },
          { x: 160, y: 100, text: "Description" },
          endingAt(400, 100, "Debit"),
          endingAt(470, 100, "Credit"),
          endingAt(540, 100, "Balance"),
          { x: 40, y: 114, text: "28 Jul" },
          { x: 100, y: 114, text: "29 Jul" },
          { x: 160, y: 114, text: "CHQ DEP" },
          endingAt(470, 114, "500.00"),
          endingAt(540, 114, "4,300.50"),
          { x: 40, y: 126, text: "2024" },
          { x: 100, y: 126, text: "2024" },
        ],
      ]),
    );
    expect(dates(transactions)).toEqual(["2024-07-28"]);
  });

  it("reads a header cell naming the value date, both sides and the balance as four columns", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 62, text: "Account Number : 40021187765" },
          { x: 40, y: 100, text: "Date" },
          { x: 90, y: 100, text: "Narration" },
          // One cell to the reader: its words are a space apart (layoutOf: 4.5 points a character).
          { x: 200, y: 100, text: "Value Dt Withdrawal Amount Deposit Amt. Closing Balance" },
          { x: 40, y: 114, text: "17/05/23" },
          { x: 90, y: 114, text: "CHQ DEP" },
          { x: 200, y: 114, text: "19/05/23" },
          endingAt(317, 114, "0.00"),
          endingAt(375.5, 114, "20771.83"),
          endingAt(447.5, 114, "163450.55"),
          { x: 40, y: 128, text: "18/05/23" },
          { x: 90, y: 128, text: "ATM WDL" },
          { x: 200, y: 128, text: "18/05/23" },
          endingAt(317, 128, "450.55"),
          endingAt(375.5, 128, "0.00"),
          endingAt(447.5, 128, "163000.00"),
        ],
      ]),
    );
    expect(sides(transactions)).toEqual([
      [undefined, "20771.83", "163450.55"],
      ["450.55", undefined, "163000.00"],
    ]);
  });

  it("splits such a cell though a name in it holds a slash (Chq./Ref.No.)", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 62, text: "Account Number : 40021187765" },
          { x: 40, y: 100, text: "Date" },
          { x: 90, y: 100, text: "Narration" },
          // One cell: "Chq./Ref.No." 200-254, "Value Dt" 258.5-294.5, "Withdrawal Amt." -366.5, "Deposit Amt." -425, "Closing Balance" -497.
          { x: 200, y: 100, text: "Chq./Ref.No. Value Dt Withdrawal Amt. Deposit Amt. Closing Balance" },
          { x: 40, y: 114, text: "17/05/23" },
          { x: 90, y: 114, text: "CHQ DEP" },
          { x: 200, y: 114, text: "308158" },
          { x: 258.5, y: 114, text: "19/05/23" },
          endingAt(425, 114, "21002.68"),
          endingAt(497, 114, "114699.53"),
        ],
      ]),
    );
    expect(transactions).toEqual([
      { date: "2023-05-17", description: "CHQ DEP", reference: "308158", credit: "21002.68", balance: "114699.53" },
    ]);
  });

  it("does not take a branch code printed right of the balance for it, its header close to Balance", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 62, text: "Account Number : 40021187765" },
          { x: 40, y: 100, text: "Tran Date" },
          { x: 110, y: 100, text: "Particulars" },
          endingAt(380, 100, "Debit"),
          endingAt(460, 100, "Credit"),
          // "Balance Init. Br": one cell to the reader (layoutOf: 4.5 points a character).
          { x: 470, y: 100, text: "Balance Init. Br" },
          { x: 40, y: 114, text: "21-08-2025" },
          { x: 110, y: 114, text: "POS IRCTC" },
          endingAt(380, 114, "2,795.79"),
          endingAt(501.5, 114, "12,126.49"),
          endingAt(542, 114, "3762"),
          { x: 40, y: 128, text: "22-08-2025" },
          { x: 110, y: 128, text: "NEFT SALARY" },
          endingAt(460, 128, "1,000.00"),
          endingAt(501.5, 128, "13,126.49"),
          endingAt(542, 128, "3762"),
        ],
      ]),
    );
    expect(sides(transactions)).toEqual([
      ["2795.79", undefined, "12126.49"],
      [undefined, "1000.00", "13126.49"],
    ]);
  });
});

describe("a serial number before the date", () => {
  it("does not keep the row from being read", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 20, y: 100, text: "#" },
        { x: 40, y: 100, text: "Transaction Date" },
        { x: 140, y: 100, text: "Transaction Details" },
        endingAt(460, 100, "Debit/Credit(₹)"),
        endingAt(540, 100, "Balance(₹)"),
        { x: 20, y: 114, text: "12" },
        { x: 40, y: 114, text: "05 Apr 2025" },
        { x: 140, y: 114, text: "UPI/GANESH" },
        endingAt(460, 114, "-5,000.00"),
        endingAt(540, 114, "20,757.04"),
        { x: 20, y: 128, text: "13 05 Apr 2025" },
        { x: 140, y: 128, text: "IMPS CREDIT" },
        endingAt(460, 128, "+2,00,000.00"),
        endingAt(540, 128, "2,20,757.04"),
      ],
    ]);
    const { transactions, account_info } = readStatement(layout);
    expect(transactions.map((t) => [t.date, t.description])).toEqual([
      ["2025-04-05", "UPI/GANESH"],
      ["2025-04-05", "IMPS CREDIT"],
    ]);
    expect(sides(transactions)).toEqual([
      ["5000.00", undefined, "20757.04"],
      [undefined, "200000.00", "220757.04"],
    ]);
    expect(account_info["currency"]).toBe("INR");
  });
});

describe("balances brought and carried forward", () => {
  const page = (y0: number, rows: Placed[][]): Placed[] => [
    { x: 40, y: y0, text: "Date" },
    { x: 110, y: y0, text: "Particulars" },
    endingAt(380, y0, "Debit"),
    endingAt(460, y0, "Credit"),
    endingAt(540, y0, "Balance"),
    ...rows.flat(),
  ];

  it("opens the chain with a balance brought forward and checks a page's carried balance", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        ...page(100, [
          row(114, "", "BROUGHT FORWARD :", undefined, undefined, "1,000.00"),
          row(128, "02/06/2025", "NEFT SALARY", undefined, "4,000.00", "5,000.00"),
          row(142, "", "Balance C/F", undefined, undefined, "5,000.00"),
        ]),
      ],
      page(40, [
        row(54, "", "Balance B/F", undefined, undefined, "5,000.00"),
        row(68, "03/06/2025", "RENT", "2,500.00", undefined, "2,500.00"),
        row(82, "", "Page Total", "2,500.00", "4,000.00"),
      ]),
    ]);
    const { transactions, account_info, warnings } = readStatement(layout);
    expect(account_info["opening_balance"]).toBe("1000.00");
    expect(descriptions(transactions)).toEqual(["NEFT SALARY", "RENT"]);
    expect(warnings).toEqual([]);
  });

  it("names the balance brought forward that does not follow from the page before", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        ...page(100, [row(114, "02/06/2025", "NEFT SALARY", undefined, "4,000.00", "5,000.00")]),
      ],
      page(40, [
        row(54, "", "Balance B/F", undefined, undefined, "5,500.00"),
        row(68, "03/06/2025", "RENT", "2,500.00", undefined, "3,000.00"),
      ]),
    ]);
    const { warnings } = readStatement(layout);
    expect(warnings).toContain(
      "the balance 5500.00 printed alone on 2025-06-02 differs from the balance 5000.00 before it",
    );
  });
});

describe("tables that are not the transactions", () => {
  it("stops at the closing balance and a summary after the transactions", () => {
    const layout = layoutOf([
      [
        ...head(),
        ...row(114, "02/06/2025", "NEFT SALARY", undefined, "4,000.00", "5,000.00"),
        { x: 40, y: 140, text: "Closing Balance : 5,000.00" },
        { x: 40, y: 170, text: "STATEMENT SUMMARY" },
        { x: 40, y: 184, text: "Opening Balance" },
        { x: 140, y: 184, text: "Dr Count" },
        { x: 220, y: 184, text: "Cr Count" },
        endingAt(380, 184, "Debits"),
        endingAt(460, 184, "Credits"),
        endingAt(540, 184, "Closing Bal"),
        ...row(198, "02/06/2025", "1,000.00 0 1", "0.00", "4,000.00", "5,000.00"),
      ],
    ]);
    const { transactions, account_info } = readStatement(layout);
    expect(descriptions(transactions)).toEqual(["NEFT SALARY"]);
    expect(account_info["closing_balance"]).toBe("5000.00");
  });

  it("reads a statement without balances under the table with the most dated rows", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 40, y: 84, text: "Standing Instructions" },
        { x: 40, y: 98, text: "Date" },
        { x: 110, y: 98, text: "Description" },
        { x: 300, y: 98, text: "Frequency" },
        endingAt(460, 98, "Amount"),
        ...row(112, "10/07/2025", "RD INSTALMENT", undefined, "2,000.00"),
        { x: 300, y: 112, text: "Monthly" },
        { x: 40, y: 150, text: "Date" },
        { x: 110, y: 150, text: "Description" },
        endingAt(460, 150, "Amount"),
        ...row(164, "03/07/2025", "CARD GROCERY", undefined, "-450.00"),
        ...row(178, "04/07/2025", "REFUND", undefined, "120.00"),
        ...row(192, "05/07/2025", "CARD FUEL", undefined, "-900.00"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(descriptions(transactions)).toEqual(["CARD GROCERY", "REFUND", "CARD FUEL"]);
    expect(sides(transactions)).toEqual([
      ["450.00", undefined, undefined],
      [undefined, "120.00", undefined],
      ["900.00", undefined, undefined],
    ]);
  });
});

describe("a balance that breaks the chain", () => {
  it("is named by its row and the amounts that disagree", () => {
    const layout = layoutOf([
      [
        ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
        ...row(114, "02/06/2025", "UPI GROCER", "500.00", undefined, "9,500.00"),
        ...row(128, "03/06/2025", "CARD FUEL", "1,000.00", undefined, "8,400.00"),
      ],
    ]);
    const { warnings } = readStatement(layout);
    expect(warnings).toEqual([
      "transaction 2 (2025-06-03): balance 8400.00 does not follow from 9500.00 and its movement 1000.00 (either side leads to 8500.00 or 10500.00)",
    ]);
  });
});

describe("a transaction date OCR garbled beside a value date", () => {
  const layout = (date: string) =>
    layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 40, y: 74, text: "Opening Balance : 10,000.00" },
        { x: 20, y: 100, text: "Date" },
        { x: 75, y: 100, text: "Value Date" },
        { x: 140, y: 100, text: "Particulars" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Balance"),
        { x: 20, y: 114, text: "24-10-2023" },
        { x: 75, y: 114, text: "24-10-2023" },
        { x: 140, y: 114, text: "ATM WDL" },
        endingAt(380, 114, "1,000.00"),
        endingAt(540, 114, "9,000.00"),
        ...(date ? [{ x: 20, y: 128, text: date }] : []),
        { x: 75, y: 128, text: "25-10-2023" },
        { x: 140, y: 128, text: "UPI RENT" },
        endingAt(380, 128, "2,200.00"),
        endingAt(540, 128, "6,800.00"),
      ],
    ]);

  it("dates the row by its value date", () => {
    const { transactions } = readStatement(asOcr(layout("2S-1O-2O23")));
    expect(transactions.map((t) => [t["date"], t["debit"], t["balance"]])).toEqual([
      ["2023-10-24", "1000.00", "9000.00"],
      ["2023-10-25", "2200.00", "6800.00"],
    ]);
  });

  it("leaves a row with an empty date column to the date of the row before", () => {
    const { transactions } = readStatement(asOcr(layout("")));
    expect(transactions[1]).toMatchObject({ date: "2023-10-24", debit: "2200.00" });
  });
});

describe("rows of a skewed photo that overlap", () => {
  it("reads a line with its own movement and balance as a row, though the row above reaches below its top", () => {
    const layout = layoutOf([
      [
        ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
        ...row(114, "03/06/2025", "UPI GROCER", "500.00", undefined, "9,500.00"),
        { x: 250, y: 116.5, text: "REF77" },
        ...row(124, "", "ATM WITHDRAWAL", "2,000.00", undefined, "7,500.00"),
      ],
    ]);
    expect(sides(readStatement(asOcr(layout)).transactions)).toEqual([
      ["500.00", undefined, "9500.00"],
      ["2000.00", undefined, "7500.00"],
    ]);
  });
});

describe("a US statement listing deposits and withdrawals in sections", () => {
  // Made up after the sections US checking statements print (see us-statement-guides): a summary,
  // then each kind of movement under its title and its own Date / Description / Amount header.
  const section = (y: number, title: string, rows: [string, string, string][], total: string): Placed[] => [
    { x: 40, y, text: title },
    { x: 40, y: y + 14, text: "DATE" },
    { x: 100, y: y + 14, text: "DESCRIPTION" },
    endingAt(540, y + 14, "AMOUNT"),
    ...rows.flatMap(([date, text, amount], k) => [
      { x: 40, y: y + 28 + 12 * k, text: date },
      { x: 100, y: y + 28 + 12 * k, text },
      endingAt(540, y + 28 + 12 * k, amount),
    ]),
    { x: 40, y: y + 28 + 12 * rows.length, text: `Total ${title.toLowerCase()}` },
    endingAt(540, y + 28 + 12 * rows.length, total),
  ];
  const layout = layoutOf([
    [
      { x: 40, y: 18, text: "January 1, 2024 through January 31, 2024" },
      { x: 40, y: 44, text: "Beginning Balance" },
      endingAt(540, 44, "$1,000.00"),
      { x: 40, y: 56, text: "Ending Balance" },
      endingAt(540, 56, "$2,800.00"),
      ...section(
        90,
        "DEPOSITS AND ADDITIONS",
        [
          ["01/03", "Payroll ACME CORP", "$2,000.00"],
          ["01/17", "Zelle From J Smith", "500.00"],
        ],
        "$2,500.00",
      ),
      ...section(
        170,
        "ELECTRONIC WITHDRAWALS",
        [
          ["01/05", "Con Ed Payment", "$200.00"],
          ["01/20", "Verizon Wireless", "500.00"],
        ],
        "$700.00",
      ),
    ],
  ]);

  it("reads each section's rows, on the side its title names, month first", () => {
    const { transactions, warnings } = readStatement(layout);
    expect(transactions.map((t) => [t["date"], t["debit"], t["credit"]])).toEqual([
      ["2024-01-03", undefined, "2000.00"],
      ["2024-01-17", undefined, "500.00"],
      ["2024-01-05", "200.00", undefined],
      ["2024-01-20", "500.00", undefined],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("the date column after the amounts, month first without a year", () => {
  // TD Canada Trust prints Description · Withdrawals · Deposits · Date · Balance, the date as "MAY1",
  // once for a day's rows (docs/banks.md, MON).
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Statement period March 12, 2025 - April 8, 2025" },
      { x: 40, y: 44, text: "Account No. : 2853596577" },
      { x: 33, y: 70, text: "DESCRIPTION" },
      endingAt(380, 70, "Withdrawals"),
      endingAt(440, 70, "Deposits"),
      { x: 451, y: 70, text: "DATE" },
      endingAt(560, 70, "Balance"),
      { x: 33, y: 84, text: "Payroll Deposit MAPLE LEAF INC" },
      endingAt(440, 84, "1,096.86"),
      { x: 453, y: 84, text: "MAR13" },
      endingAt(560, 84, "8,617.14"),
      { x: 33, y: 98, text: "ATM withdrawal - JW7012" },
      endingAt(380, 98, "1,400.00"),
      { x: 451, y: 98, text: "MAR15" },
      { x: 33, y: 112, text: "e-Transfer received JEAN TREMBLAY" },
      endingAt(440, 112, "2,679.87"),
      endingAt(560, 112, "9,897.01"),
      { x: 33, y: 126, text: "Interac purchase - 0111 TIM HORTONS" },
      endingAt(380, 126, "41.19"),
      { x: 451, y: 126, text: "APR2" },
      endingAt(560, 126, "9,855.82"),
    ],
  ]);

  it("dates each row by the date under the date column, a day's later rows by the row above", () => {
    const { transactions, warnings } = readStatement(layout);
    expect(transactions.map((t) => [t["date"], t["description"]])).toEqual([
      ["2025-03-13", "Payroll Deposit MAPLE LEAF INC"],
      ["2025-03-15", "ATM withdrawal - JW7012"],
      ["2025-03-15", "e-Transfer received JEAN TREMBLAY"],
      ["2025-04-02", "Interac purchase - 0111 TIM HORTONS"],
    ]);
    expect(sides(transactions)).toEqual([
      [undefined, "1096.86", "8617.14"],
      ["1400.00", undefined, undefined],
      [undefined, "2679.87", "9897.01"],
      ["41.19", undefined, "9855.82"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a TD date OCR read with letters for its day", () => {
  it("is the day under the date column: MAYS is MAY5", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 30, text: "Statement period April 26, 2024 - May 24, 2024" },
        { x: 40, y: 44, text: "Account No. : 2853596577" },
        { x: 33, y: 70, text: "DESCRIPTION" },
        endingAt(380, 70, "Withdrawals"),
        endingAt(440, 70, "Deposits"),
        { x: 451, y: 70, text: "DATE" },
        endingAt(560, 70, "Balance"),
        { x: 33, y: 84, text: "Interac purchase - 8462 SHOPPERS" },
        endingAt(380, 84, "30.32"),
        { x: 451, y: 84, text: "MAY3" },
        endingAt(560, 84, "2,705.52"),
        { x: 33, y: 98, text: "Payroll Deposit NORTHERN TECH LTD" },
        endingAt(440, 98, "329.27"),
        { x: 451, y: 98, text: "MAYS" },
        endingAt(560, 98, "3,034.79"),
      ],
    ]);
    const { transactions } = readStatement(asOcr(layout));
    expect(transactions.map((t) => t["date"])).toEqual(["2024-05-03", "2024-05-05"]);
  });
});

describe("cheques named beside debits", () => {
  // TD's business print heads its debits "CHEQUE/DEBIT", RBC's "Cheques & Debits ($)" (docs/banks.md, MON).
  const statement = (debits: string) =>
    layoutOf([
      [
        { x: 40, y: 30, text: "From June 27, 2023 to July 26, 2023" },
        { x: 40, y: 44, text: "Account number : 6029348444" },
        { x: 33, y: 70, text: "DESCRIPTION" },
        endingAt(380, 70, debits),
        endingAt(470, 70, "DEPOSIT/CREDIT"),
        { x: 475, y: 70, text: "DATE" },
        endingAt(562, 70, "BALANCE"),
        { x: 33, y: 84, text: "Opening Balance" },
        endingAt(562, 84, "2,036.81"),
        { x: 33, y: 98, text: "e-Transfer received SARAH WONG" },
        endingAt(470, 98, "636.82"),
        { x: 473, y: 98, text: "28 Jun" },
        endingAt(562, 98, "2,673.63"),
        { x: 33, y: 112, text: "Online Banking payment - 4304 ENBRIDGE GAS" },
        endingAt(380, 112, "648.94"),
        { x: 474, y: 112, text: "28 Jun" },
        endingAt(562, 112, "2,024.69"),
      ],
    ]);

  it.each(["CHEQUE/DEBIT", "Cheques & Debits ($)"])("reads %s as the debits' column", (debits) => {
    const { transactions, warnings } = readStatement(statement(debits));
    expect(sides(transactions)).toEqual([
      [undefined, "636.82", "2673.63"],
      ["648.94", undefined, "2024.69"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a day's later rows that start with a cheque number", () => {
  // A PNB-style print: Transaction Date · Cheque Number · amounts · Narration last, the date once a day;
  // a long reference reaches left into the date header's span.
  it("are rows of that day, not lines printed in the date column", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 30, text: "A/c No. : 74909177890746" },
        { x: 40, y: 44, text: "Period : 01/09/2025 - 24/09/2025" },
        { x: 33, y: 70, text: "Transaction Date" },
        { x: 108, y: 70, text: "Cheque Number" },
        endingAt(236, 70, "Withdrawal"),
        endingAt(276, 70, "Deposit"),
        endingAt(320, 70, "Balance"),
        { x: 330, y: 70, text: "Narration" },
        { x: 33, y: 84, text: "02/09/2025" },
        endingAt(276, 84, "4611.50"),
        endingAt(320, 84, "14960.11"),
        { x: 330, y: 84, text: "UPI/751527935304/ASHOK KUMAR" },
        { x: 103, y: 98, text: "971011" },
        endingAt(276, 98, "1317.67"),
        endingAt(320, 98, "16277.78"),
        { x: 330, y: 98, text: "CHQ DEP-TRIDENT PACKAGING" },
        { x: 103, y: 112, text: "KKBKN55956626546" },
        endingAt(236, 112, "2000.00"),
        endingAt(320, 112, "14277.78"),
        { x: 330, y: 112, text: "NEFT-ICICN70747367954- ARUN RAO" },
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(transactions.map((t) => [t["date"], t["reference"], t["description"]])).toEqual([
      ["2025-09-02", undefined, "UPI/751527935304/ASHOK KUMAR"],
      ["2025-09-02", "971011", "CHQ DEP-TRIDENT PACKAGING"],
      ["2025-09-02", "KKBKN55956626546", "NEFT-ICICN70747367954- ARUN RAO"],
    ]);
    expect(sides(transactions)).toEqual([
      [undefined, "4611.50", "14960.11"],
      [undefined, "1317.67", "16277.78"],
      ["2000.00", undefined, "14277.78"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a day and month a narrow date column wrapped, or OCR ran together", () => {
  // RBC's "7 May" in a narrow Date column: "19" on the row's line, "Jun" under it; OCR's "15Feb".
  it("reads the day with the month below it, and a day glued to its month", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 30, text: "From June 18, 2024 to July 16, 2024" },
        { x: 40, y: 44, text: "Account No. : 540961509420" },
        { x: 34, y: 70, text: "Date" },
        { x: 65, y: 70, text: "Description" },
        endingAt(392, 70, "Debits ($)"),
        endingAt(502, 70, "Credits ($)"),
        endingAt(561, 70, "Balance ($)"),
        { x: 34, y: 84, text: "19" },
        { x: 65, y: 84, text: "Payroll Deposit NORTHERN TECH LTD" },
        endingAt(502, 84, "900.00"),
        endingAt(561, 84, "8,429.95"),
        { x: 33, y: 94, text: "Jun" },
        { x: 34, y: 108, text: "21Jun" },
        { x: 65, y: 108, text: "ATM withdrawal - QW5868" },
        endingAt(392, 108, "967.97"),
        endingAt(561, 108, "7,461.98"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(transactions.map((t) => [t["date"], t["description"]])).toEqual([
      ["2024-06-19", "Payroll Deposit NORTHERN TECH LTD"],
      ["2024-06-21", "ATM withdrawal - QW5868"],
    ]);
  });
});

describe("an empty side printed as 0.00 on a row without its balance", () => {
  // Mehsana co-op's S.No. · Date · Description · Debit · Credit · Cheque No · Balance, the day's balance
  // on its last row only (docs/banks.md, AH).
  it("is neither the balance nor the movement", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 30, text: "Statement for the period 14/02/2023 to 08/03/2023" },
        { x: 40, y: 44, text: "Account No : 402113987766" },
        { x: 33, y: 70, text: "S.No." },
        { x: 62, y: 70, text: "Date" },
        { x: 115, y: 70, text: "Description" },
        endingAt(410, 70, "Debit"),
        endingAt(452, 70, "Credit"),
        { x: 459, y: 70, text: "Cheque No" },
        endingAt(562, 70, "Balance"),
        { x: 115, y: 84, text: "Opening Balance" },
        endingAt(562, 84, "43,230.15"),
        { x: 33, y: 98, text: "1 16/02/2023" },
        { x: 115, y: 98, text: "ATM WDL/CIVIL LINES/853299" },
        endingAt(410, 98, "18,682.88"),
        endingAt(452, 98, "0.00"),
        { x: 33, y: 112, text: "2 16/02/2023" },
        { x: 115, y: 112, text: "IMPS/P2A/913110248590/PRIYA" },
        endingAt(410, 112, "0.00"),
        endingAt(452, 112, "2,375.56"),
        endingAt(562, 112, "26,922.83"),
        { x: 33, y: 126, text: "3 17/02/2023" },
        { x: 115, y: 126, text: "CHQ DEP-LAKSHMI REDDY" },
        endingAt(410, 126, "0.00"),
        endingAt(452, 126, "1,000.00"),
        { x: 459, y: 126, text: "299946" },
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(sides(transactions)).toEqual([
      ["18682.88", undefined, undefined],
      [undefined, "2375.56", "26922.83"],
      [undefined, "1000.00", undefined],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a day's later row that leads with its serial number", () => {
  // S.No. and Date in one header cell, the date printed once a day: the next rows start with a serial.
  it("is a row of that day, the serial no narration", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 30, text: "Statement for the period 30-Jan-2025 to 24-Feb-2025" },
        { x: 40, y: 44, text: "Account No : 402113987766" },
        { x: 33, y: 70, text: "S.No. Date" },
        { x: 114, y: 70, text: "Description" },
        endingAt(357, 70, "Debit"),
        endingAt(411, 70, "Credit"),
        endingAt(562, 70, "Balance"),
        { x: 33, y: 84, text: "1 01-Feb-2025" },
        { x: 114, y: 84, text: "IMPS/P2A/467520964687/MATRIX" },
        endingAt(411, 84, "2,875.98"),
        endingAt(562, 84, "29,114.43"),
        { x: 33, y: 98, text: "2" },
        { x: 114, y: 98, text: "INT.PD:019243" },
        endingAt(411, 98, "64,604.00"),
        endingAt(562, 98, "93,718.43"),
      ],
    ]);
    const { transactions } = readStatement(layout);
    expect(transactions.map((t) => [t["date"], t["description"]])).toEqual([
      ["2025-02-01", "IMPS/P2A/467520964687/MATRIX"],
      ["2025-02-01", "INT.PD:019243"],
    ]);
  });
});

describe("a date cell of two lines with the row's other cells centred on it", () => {
  // IOB prints the value date in brackets under the date in one cell; centred, a row's narration and
  // amounts stand on a line of their own between the two (docs/banks.md, PP).
  const layout = layoutOf([
    [
      ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
      { x: 40, y: 112, text: "03-Jun-2025" },
      ...row(120, "", "UPI GROCER", "500.00", undefined, "9,500.00"),
      { x: 40, y: 128, text: "(03-Jun-2025)" },
      { x: 40, y: 140, text: "05-Jun-2025" },
      ...row(148, "", "NEFT SALARY", undefined, "20,000.00", "29,500.00"),
      { x: 40, y: 156, text: "(06-Jun-2025)" },
    ],
  ]);

  it("dates each row by the date above its amounts, not by the row before", () => {
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-03", "2025-06-05"]);
    expect(descriptions(transactions)).toEqual(["UPI GROCER", "NEFT SALARY"]);
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, "9500.00"],
      [undefined, "20000.00", "29500.00"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a row that prints its time of day with its date", () => {
  // IDBI prints the time beside the date, Kotak under it (docs/banks.md, IDBP): neither is narration.
  it("leaves the time out of the narration, on a line under the date", () => {
    const layout = layoutOf([
      [
        ...head([{ x: 40, y: 74, text: "Opening Balance : 10,000.00" }]),
        ...row(114, "03/06/2025", "UPI GROCER", "500.00", undefined, "9,500.00"),
        { x: 40, y: 124, text: "10:42:17 AM" },
        ...row(140, "05/06/2025", "NEFT SALARY", undefined, "20,000.00", "29,500.00"),
        { x: 40, y: 150, text: "09:05 PM" },
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-03", "2025-06-05"]);
    expect(descriptions(transactions)).toEqual(["UPI GROCER", "NEFT SALARY"]);
    expect(warnings).toEqual([]);
  });

  it("leaves it out beside the date, in a date column wide enough for both", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 50, text: "Account Number : 40021187765" },
        { x: 40, y: 74, text: "Opening Balance : 10,000.00" },
        { x: 40, y: 100, text: "Txn Date" },
        { x: 170, y: 100, text: "Description" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Balance"),
        { x: 40, y: 114, text: "03/06/2025 10:42:17 AM" },
        { x: 170, y: 114, text: "UPI GROCER" },
        endingAt(380, 114, "500.00"),
        endingAt(540, 114, "9,500.00"),
      ],
    ]);
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-03"]);
    expect(descriptions(transactions)).toEqual(["UPI GROCER"]);
    expect(warnings).toEqual([]);
  });
});

describe("a date beside the first figures of a reference wrapped over lines, its amounts lower", () => {
  // Cells centred on a row whose reference wraps: the date and the reference's first figures stand on a
  // line above the amounts (IDBI, Federal Bank prints; docs/banks.md, IDBP, AH).
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Riverside Urban Bank", size: 12 } as Placed,
      { x: 40, y: 50, text: "Account Number : 40021187765" },
      { x: 40, y: 74, text: "Opening Balance : 10,000.00" },
      { x: 40, y: 100, text: "Date" },
      { x: 110, y: 100, text: "Particulars" },
      { x: 250, y: 100, text: "Chq No" },
      endingAt(380, 100, "Debit"),
      endingAt(460, 100, "Credit"),
      endingAt(540, 100, "Balance"),
      { x: 40, y: 114, text: "03/06/2025" },
      { x: 250, y: 114, text: "54986391" },
      { x: 110, y: 122, text: "IMPS/P2A/695013/ORBIT" },
      endingAt(460, 122, "700.00"),
      endingAt(540, 122, "10,700.00"),
      { x: 250, y: 130, text: "6" },
      { x: 40, y: 144, text: "04/06/2025" },
      { x: 110, y: 144, text: "ATM WDL" },
      endingAt(380, 144, "200.00"),
      endingAt(540, 144, "10,500.00"),
    ],
  ]);

  it("dates the row by it and keeps the reference whole", () => {
    const { transactions, warnings } = readStatement(layout);
    expect(dates(transactions)).toEqual(["2025-06-03", "2025-06-04"]);
    expect(transactions[0]).toMatchObject({ reference: "549863916", description: "IMPS/P2A/695013/ORBIT" });
    expect(sides(transactions)).toEqual([
      [undefined, "700.00", "10700.00"],
      ["200.00", undefined, "10500.00"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a row whose date OCR garbled past reading", () => {
  const layout = (next: string) =>
    layoutOf([
      [
        ...head(),
        ...row(114, "24/04/2024", "NEFT ACME TRADERS", "", "5,000.00", "15,000.00"),
        ...row(128, "vi lev", "IMPS KOHINOOR", "2,000.00", "", "13,000.00"),
        ...row(142, next, "UPI RENT", "1,000.00", "", "12,000.00"),
      ],
    ]);

  it("is a row of the day of the rows before and after it, where they are of one day, with a warning", () => {
    const read = readStatement(asOcr(layout("24/04/2024")));
    expect(read.transactions.map((t) => t["date"])).toEqual(["2024-04-24", "2024-04-24", "2024-04-24"]);
    expect(sides(read.transactions)[1]).toEqual(["2000.00", undefined, "13000.00"]);
    expect(read.transactions[1]?.["description"]).toBe("IMPS KOHINOOR");
    const fields = extractStatement(asOcr(layout("24/04/2024"))).extraction.fields;
    expect(fields["transactions[1].date"]?.confidence).toBe(0.5);
    expect(read.warnings).toEqual([
      'transaction 2 (2024-04-24): the date read as "vi lev" is taken as 2024-04-24 (the rows before and after it, of one day)',
    ]);
  });

  it("is no row between rows of two days, nor on a text layer", () => {
    expect(readStatement(asOcr(layout("26/04/2024"))).transactions).toHaveLength(2);
    expect(readStatement(layout("24/04/2024")).transactions).toHaveLength(2);
  });
});
