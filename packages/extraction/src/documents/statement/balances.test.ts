// Balances the balance chain settles: opening and closing balances whose rupee sign OCR read as a
// digit, and a number after a movement that OCR may have read without its decimal point; dates OCR read
// without their separators.
import { describe, expect, it } from "@jest/globals";
import {
  asOcr,
  debitCreditStatement,
  debitCreditStatementHead,
  endingAt,
  layoutOf,
  readStatement,
  sides,
  statementLayout,
} from "../../testing/layout.ts";
import type { Layout } from "../../types.ts";
import { balanceReadings } from "./balances.ts";
import { extractStatement } from "./extract.ts";

function statement(opening: string, closing: string, balances = ["10,025.57", "7,525.57"], read = asOcr) {
  const rows = [
    { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: balances[0] },
    { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: balances[1] },
  ];
  const layout = statementLayout(rows, {
    ...debitCreditStatement({ opening, name: "Leela Menon" }),
    closing,
    amountsFrom: { first: 335, second: 425, balance: 495 },
    closingGap: 32,
  });
  return readStatement(read(layout));
}

describe("opening and closing balances read with the rupee sign as a digit", () => {
  it("drops a separate sign token read as 1", () => {
    expect(statement("1 6,025.57", "1 7,525.57").account_info).toMatchObject({
      opening_balance: "6025.57",
      closing_balance: "7525.57",
    });
  });

  it("drops a sign glued to the amount when the chain confirms it", () => {
    expect(statement("16,025.57", "17,525.57").account_info).toMatchObject({
      opening_balance: "6025.57",
      closing_balance: "7525.57",
    });
  });

  it("keeps an amount that really starts with 1 when the chain says so", () => {
    expect(statement("16,025.57", "17,525.57", ["20,025.57", "17,525.57"]).account_info).toMatchObject({
      opening_balance: "16025.57",
      closing_balance: "17525.57",
    });
  });

  it("keeps a text layer's printed balance as printed, even where the chain would drop its first digit", () => {
    expect(statement("16,025.57", "17,525.57", undefined, (l) => l).account_info).toMatchObject({
      opening_balance: "16025.57",
      closing_balance: "17525.57",
    });
  });

  it("reads a balance with the label's colon run into it", () => {
    const word = { text: ":3,108.16", x0: 0, y0: 0, x1: 40, y1: 9, conf: 0.9, source: "ocr" as const };
    expect(balanceReadings({ value: ":3,108.16", words: [word], page: 0 })).toEqual(["3108.16"]);
  });

  it("takes an amount as read when the chain agrees with it", () => {
    expect(statement("6,025.57", "7,525.57").account_info).toMatchObject({
      opening_balance: "6025.57",
      closing_balance: "7525.57",
    });
  });
});

describe("a bare number after a movement", () => {
  // The balance is printed once a day, on the day's last row; a branch code column follows it. The
  // 4th's withdrawal leaves 4,072.00, one digit from the branch code 4071 printed beside it.
  /** The two days, with what the 4th's row prints under the Balance column, if anything. */
  const twoDays = (balanceOn4th?: string) =>
    layoutOf([
      [
        ...debitCreditStatementHead({ opening: "5,000.00", extraColumns: [{ x: 560, text: "Br" }] }),
        { x: 40, y: 114, text: "03/06/2025" },
        { x: 100, y: 114, text: "NEFT ACME TRADERS" },
        { x: 425, y: 114, text: "4,000.00" },
        { x: 495, y: 114, text: "9,000.00" },
        { x: 560, y: 114, text: "4071" },
        { x: 40, y: 128, text: "04/06/2025" },
        { x: 100, y: 128, text: "RTGS KOCHI METALS" },
        { x: 335, y: 128, text: "4,928.00" },
        ...(balanceOn4th ? [{ x: 501, y: 128, text: balanceOn4th }] : []),
        { x: 560, y: 128, text: "4071" },
      ],
    ]);
  const printed = twoDays();
  const transactions = (layout: Layout) => readStatement(layout).transactions;

  it("is not taken for a balance on a text layer, where numbers are as printed", () => {
    expect(transactions(printed)[1]).toMatchObject({ date: "2025-06-04", debit: "4928.00" });
    expect(transactions(printed)[1]!["balance"]).toBeUndefined();
  });

  it("is no balance under another column than the balance's, even where the chain would lead to it", () => {
    expect(transactions(asOcr(printed, 0.85))[1]!["balance"]).toBeUndefined();
  });

  it("is a balance OCR misread under the Balance column when the chain leads to it", () => {
    // OCR lost the balance's separators ("4,072.00" read as "407200"); the branch code stays beside it.
    const misread = twoDays("407200");
    expect(transactions(asOcr(misread, 0.85))[1]).toMatchObject({
      date: "2025-06-04",
      debit: "4928.00",
      balance: "4072.00",
    });
  });
});

describe("an OCR'd amount whose decimal point was lost", () => {
  const rows = (debit: string, balance: string) =>
    statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date: "04/06/2025", text: "CHQ PAID-CLG-RAO", first: debit, balance },
        { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: "7,000.83" },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );

  it("is read with its point put back under a money column, where the statement prints decimals", () => {
    expect(readStatement(asOcr(rows("52474", "9500.83"))).transactions[1]).toMatchObject({
      debit: "524.74",
      balance: "9500.83",
    });
  });

  it("reads grouped digits with two more run on as the amount whose point was lost", () => {
    expect(readStatement(asOcr(rows("1,52474", "8500.83"))).transactions[1]).toMatchObject({
      debit: "1524.74",
      balance: "8500.83",
    });
  });

  it("keeps the minus of a debit printed signed", () => {
    expect(readStatement(asOcr(rows("-52474", "9500.83"))).transactions[1]).toMatchObject({
      debit: "524.74",
      balance: "9500.83",
    });
  });

  it("puts the point back in a balance too", () => {
    expect(readStatement(asOcr(rows("524.74", "950083"))).transactions[1]).toMatchObject({
      debit: "524.74",
      balance: "9500.83",
    });
  });

  it("reads its decimals set a space apart (the point read as a space) as the chain leads to them", () => {
    const { transactions, warnings } = readStatement(asOcr(rows("524 74", "9500.83")));
    expect(transactions[1]).toMatchObject({ debit: "524.74", balance: "9500.83", description: "CHQ PAID-CLG-RAO" });
    expect(warnings).toEqual([
      'transaction 2 (2025-06-04): the amount read as "524 74" is taken as 524.74, which the balances lead to',
    ]);
  });

  it("is not guessed on a text layer, where numbers are as printed", () => {
    expect(readStatement(rows("52474", "9500.83")).transactions[1]!["debit"]).not.toBe("524.74");
  });

  it("reads a labelled balance grouped in lakhs with two more run on (Indian prints)", () => {
    const read = statement("2,06,025.57", "2,07,52557", ["2,10,025.57", "2,07,525.57"]);
    expect(read.account_info).toMatchObject({ opening_balance: "206025.57", closing_balance: "207525.57" });
    expect(read.warnings).toEqual([
      'the closing balance read as "2,07,52557" is taken as 207525.57, its decimal mark lost',
    ]);
  });

  it("is a further reading of a labelled opening balance, which the chain confirms", () => {
    expect(statement("602557", "7,525.57").account_info).toMatchObject({ opening_balance: "6025.57" });
  });
});

describe("an OCR'd date whose separators were lost", () => {
  const rows = (date: string) =>
    statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date, text: "CHQ PAID-CLG-RAO", first: "524.74", balance: "9,500.83" },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );

  it("dates the row where one or both separators are gone", () => {
    for (const date of ["04062025", "0406/2025", "04/062025"])
      expect(readStatement(asOcr(rows(date))).transactions[1]).toMatchObject({ date: "2025-06-04", debit: "524.74" });
  });

  it("is no date on a text layer, where a run of digits is as printed", () => {
    expect(readStatement(rows("04062025")).transactions).toHaveLength(1);
  });

  it("reads October's O read as a zero, run into the day or not", () => {
    for (const date of ["040ct 2025", "04 0ct 2025", "04-0CT-2025"])
      expect(readStatement(asOcr(rows(date))).transactions[1]).toMatchObject({
        date: "2025-10-04",
      });
  });

  it("reads September's S read as a 5 between the day and the year", () => {
    for (const date of ["04-5ep-2025", "04 5EP 2025", "045ep2025"])
      expect(readStatement(asOcr(rows(date))).transactions[1]).toMatchObject({ date: "2025-09-04" });
    expect(readStatement(asOcr(rows("04-5ep"))).transactions).toHaveLength(1);
    expect(readStatement(asOcr(rows("04-5ep-2025"))).warnings).toContain(
      'transaction 2 (2025-09-04): the date read as "04-5ep-2025" is taken as 2025-09-04 (September\'s S read as a 5)',
    );
  });
});

describe("figures OCR misread, read back where the balances before and after them agree", () => {
  const rows = (debit: string, balance: string) =>
    statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date: "04/06/2025", text: "CHQ PAID-CLG-RAO", first: debit, balance },
        { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: "7,000.83" },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );
  const second = (layout: Layout) => readStatement(layout).transactions[1];

  it("reads a movement whose separators were misread from the balance it leads to", () => {
    for (const debit of ["5,2474", "52.474", "5247,"])
      expect(second(asOcr(rows(debit, "9,500.83")))).toMatchObject({ debit: "524.74", balance: "9500.83" });
  });

  it("reads a movement whose first figure OCR read as a letter i, or a speck after it as a mark", () => {
    for (const debit of ["i24:74", "i5247,", "5,24:74%", "524.7,4*"])
      expect(second(asOcr(rows(debit, "9,500.83")))).toMatchObject({ debit: "524.74", balance: "9500.83" });
  });

  it("puts right a movement with one digit misread, where no other would close the chain", () => {
    const read = readStatement(asOcr(rows("624.74", "9,500.83")));
    expect(read.transactions[1]).toMatchObject({ debit: "524.74", balance: "9500.83" });
    expect(read.warnings.join("\n")).toMatch(/read as "624\.74" is taken as 524\.74/);
  });

  it("puts right a balance with one digit misread, which the next balance confirms", () => {
    const read = readStatement(asOcr(rows("524.74", "9,600.83")));
    expect(read.transactions[1]).toMatchObject({ debit: "524.74", balance: "9500.83" });
    expect(read.transactions[2]).toMatchObject({ debit: "2500.00", balance: "7000.83" });
  });

  it("reads a balance run into the figures of the column after it", () => {
    expect(second(asOcr(rows("524.74", "9500.834071")))).toMatchObject({ debit: "524.74", balance: "9500.83" });
  });

  it("reads a balance whose separators were misread", () => {
    expect(second(asOcr(rows("524.74", "9.50083")))).toMatchObject({ debit: "524.74", balance: "9500.83" });
  });

  it("reads a balance whose Cr OCR ran into it after a stroke", () => {
    expect(second(asOcr(rows("524.74", "9,500.83/Cr")))).toMatchObject({ debit: "524.74", balance: "9500.83" });
  });

  it("reads a balance whose point was lost beside the other side's 0.00", () => {
    // "0.00" under the debit column before the credit: the row's one movement is the credit.
    const layout = statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", first: "0.00", second: "35,000.00", balance: "3,19,365.38" },
        { date: "04/06/2025", text: "NEFT SALARY", first: "0.00", second: "35,000.00", balance: "3,54,36538" },
        { date: "05/06/2025", text: "NACH LIC", first: "19,280.91", second: "0.00", balance: "3,35,084.47" },
      ],
      {
        ...debitCreditStatement({ opening: "2,84,365.38", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );
    expect(second(asOcr(layout))).toMatchObject({ credit: "35000.00", balance: "354365.38" });
  });

  it("leaves a text layer's figures as printed: the document disagrees with itself", () => {
    expect(second(rows("624.74", "9,500.83"))).toMatchObject({ debit: "624.74", balance: "9500.83" });
    expect(second(rows("524.74", "9,600.83"))).toMatchObject({ balance: "9600.83" });
    expect(readStatement(rows("5,2474", "9,500.83")).transactions).toHaveLength(2);
  });

  it("takes no reading that the balances do not lead to", () => {
    expect(second(asOcr(rows("5,3474", "9,500.83")))?.["debit"]).not.toBe("534.74");
    expect(second(asOcr(rows("794.74", "9,500.83")))).toMatchObject({ debit: "794.74" });
  });
});

describe("a row whose movement OCR set under the Balance column, its misread balance right of it", () => {
  // A header OCR garbled may set a row's movement under the Balance column; its balance, misread, stands
  // right of the movement.
  const header = (y: number) => [
    { x: 40, y, text: "Date" },
    { x: 110, y, text: "Narration" },
    endingAt(380, y, "Withdrawal Amt."),
    endingAt(460, y, "Deposit Amt."),
    endingAt(540, y, "Closing Balance"),
  ];
  const layout = (balance: string) =>
    layoutOf([
      [
        ...header(100),
        { x: 40, y: 114, text: "01/06/2025" },
        { x: 110, y: 114, text: "NEFT ACME TRADERS" },
        endingAt(460, 114, "5,000.00"),
        endingAt(540, 114, "15,000.00"),
        { x: 40, y: 128, text: "02/06/2025" },
        { x: 110, y: 128, text: "ATM WDL KOCHI" },
        endingAt(498, 128, "524.74"),
        endingAt(556, 128, balance),
        { x: 40, y: 142, text: "03/06/2025" },
        { x: 110, y: 142, text: "UPI RENT" },
        endingAt(380, 142, "475.26"),
        endingAt(540, 142, "14,000.00"),
      ],
    ]);

  it("is a movement and the balance the chain leads to, not a balance printed alone", () => {
    const read = readStatement(asOcr(layout("1,4475.26Cr")));
    expect(sides(read.transactions)).toEqual([
      [undefined, "5000.00", "15000.00"],
      ["524.74", undefined, "14475.26"],
      ["475.26", undefined, "14000.00"],
    ]);
    expect(read.warnings).toEqual([
      'transaction 2 (2025-06-02): the balance read as "1,4475.26Cr" is taken as 14475.26, which the balances lead to',
    ]);
  });
});

describe("a row whose one movement OCR misread past reading as an amount", () => {
  const layout = (debit: string) =>
    asOcr(
      statementLayout(
        [
          { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
          { date: "04/06/2025", text: "CHQ PAID-CLG-RAO", first: debit },
          { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: "7,000.83" },
        ],
        {
          ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
          amountsFrom: { first: 335, second: 425, balance: 495 },
        },
      ),
    );

  it("is a transaction of the amount the next balance needs, where its figures are that amount's digits", () => {
    const read = readStatement(layout("52:4.74"));
    expect(sides(read.transactions)).toEqual([
      [undefined, "4000.00", "10025.57"],
      ["524.74", undefined, undefined],
      ["2500.00", undefined, "7000.83"],
    ]);
    expect(read.warnings).toEqual([
      'transaction 2 (2025-06-04): the amount read as "52:4.74" is taken as 524.74, which the balances lead to',
    ]);
  });

  it("reads a minus before figures printed with the other decimal mark ('-524,74')", () => {
    const read = readStatement(layout("-524,74"));
    expect(sides(read.transactions)[1]).toEqual(["524.74", undefined, undefined]);
    expect(read.warnings.join("\n")).toMatch(/the amount read as "-524,74" is taken as 524\.74/);
  });

  it("is no transaction where they are not: its words carry on the narration above", () => {
    const read = readStatement(layout("62:4.74"));
    expect(read.transactions).toHaveLength(2);
    expect(read.transactions[0]!["description"]).toContain("CHQ PAID-CLG-RAO");
  });
});

describe("a row with a figure more than its movement and balance", () => {
  // A branch code OCR read under the Debit column ("31344" as 313.44) before the row's credit.
  const layout = statementLayout(
    [
      { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
      { date: "04/06/2025", text: "SALARY FOR MAY", first: "313.44", second: "15,932.66", balance: "25,958.23" },
    ],
    {
      ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
      amountsFrom: { first: 335, second: 425, balance: 495 },
    },
  );

  it("takes the figure the balances lead to as the movement, with a warning", () => {
    const read = readStatement(asOcr(layout));
    expect(sides(read.transactions)[1]).toEqual([undefined, "15932.66", "25958.23"]);
    expect(read.warnings).toEqual([
      'transaction 2 (2025-06-04): its movement is taken as 15932.66, which the balances lead to, not "313.44"',
    ]);
  });

  it("leaves a text layer's row as printed", () => {
    expect(sides(readStatement(layout).transactions)[1]).toEqual(["313.44", undefined, "25958.23"]);
  });
});

describe("figures with a letter OCR read for digits", () => {
  const rows = (debit: string, balance: string, last = "6,397.25") =>
    statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date: "04/06/2025", text: "CHQ PAID-CLG-RAO", first: debit, balance },
        { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: last },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );

  it("reads back a movement whose 11 OCR read as N, which the balances lead to, with a warning", () => {
    const read = readStatement(asOcr(rows("N28.32", "8,897.25")));
    expect(read.transactions[1]).toMatchObject({ debit: "1128.32", balance: "8897.25" });
    expect(read.warnings.join("\n")).toMatch(/read as "N28\.32" is taken as 1128\.32/);
  });

  it("gives a mended amount less confidence than one read, and says so", () => {
    const out = extractStatement(asOcr(rows("N28.32", "8,897.25")));
    expect(out.extraction.fields["transactions[1].debit"]?.confidence).toBe(0.5);
    expect(out.extraction.fields["transactions[0].credit"]?.confidence).toBe(0.9);
    const balance = extractStatement(asOcr(rows("1,914.32", "8,1L1.25Cr", "5,611.25")));
    expect(balance.extraction.fields["transactions[1].balance"]?.confidence).toBe(0.5);
    expect(balance.extraction.warnings.join("\n")).toMatch(/the balance read as "8,1L1\.25Cr" is taken as 8111\.25/);
  });

  it("reads back a balance with its rupee code run into it and a first 8 read as S", () => {
    expect(readStatement(asOcr(rows("1,914.32", "INRS,111.25", "5,611.25"))).transactions[1]).toMatchObject({
      debit: "1914.32",
      balance: "8111.25",
    });
  });

  it("reads back a balance with a 1 read as L and its Cr run into it", () => {
    expect(readStatement(asOcr(rows("1,914.32", "8,1L1.25Cr", "5,611.25"))).transactions[1]).toMatchObject({
      debit: "1914.32",
      balance: "8111.25",
    });
  });

  it("reads back a balance with a 7 read as T, and one whose Cr lost its r", () => {
    const t = readStatement(asOcr(rows("1,128.32", "8,89T.25")));
    expect(t.transactions[1]).toMatchObject({ debit: "1128.32", balance: "8897.25" });
    expect(t.warnings.join("\n")).toMatch(/the balance read as "8,89T\.25" is taken as 8897\.25/);
    const c = readStatement(asOcr(rows("1,128.32", "8,897.25C")));
    expect(c.transactions[1]).toMatchObject({ debit: "1128.32", balance: "8897.25" });
  });
});

describe("a movement whose decimals OCR read as a word of their own", () => {
  const layout = (decimals: string) =>
    asOcr(
      layoutOf([
        [
          { x: 40, y: 30, text: "Riverside Urban Bank" },
          { x: 40, y: 50, text: "Account Number : 40021187765" },
          { x: 40, y: 100, text: "Date" },
          { x: 130, y: 100, text: "Particulars" },
          endingAt(380, 100, "Debit"),
          endingAt(460, 100, "Credit"),
          endingAt(540, 100, "Balance"),
          { x: 40, y: 114, text: "03/06/2025" },
          { x: 130, y: 114, text: "NEFT ACME TRADERS" },
          endingAt(460, 114, "4,000.00"),
          endingAt(540, 114, "10,025.57"),
          { x: 40, y: 128, text: "04/06/2025" },
          { x: 130, y: 128, text: "CHQ PAID-CLG-RAO" },
          endingAt(364, 128, "2,500."),
          endingAt(380, 128, decimals),
          endingAt(540, 128, "7,525.12"),
          { x: 40, y: 142, text: "05/06/2025" },
          { x: 130, y: 142, text: "ATM WDL KOCHI" },
          endingAt(380, 142, "1,000.00"),
          endingAt(540, 142, "6,525.12"),
        ],
      ]),
    );

  it("joins them to the figures before, where the balances lead to the amount so read", () => {
    const read = readStatement(layout("45"));
    expect(sides(read.transactions)[1]).toEqual(["2500.45", undefined, "7525.12"]);
    expect(read.warnings.join("\n")).toMatch(/the amount read as "2,500\. 45" is taken as 2500\.45/);
  });

  it("takes no amount the balances do not lead to", () => {
    expect(readStatement(layout("46")).transactions.map((t) => t["debit"])).not.toContain("2500.46");
  });
});

describe("a day's later row whose movement OCR read without its point", () => {
  const layout = (credit: string) =>
    asOcr(
      layoutOf([
        [
          { x: 40, y: 30, text: "Allied Irish Banks, p.l.c." },
          { x: 40, y: 50, text: "Account Number : 12617900" },
          { x: 40, y: 100, text: "Date" },
          { x: 130, y: 100, text: "Details" },
          endingAt(380, 100, "Debit"),
          endingAt(460, 100, "Credit"),
          endingAt(540, 100, "Balance"),
          // No balance before the day's rows: the chain has none to read the figures back from.
          { x: 40, y: 128, text: "15 Nov 2023" },
          { x: 130, y: 128, text: "D/D BORD GAIS" },
          endingAt(380, 128, "1,100.00"),
          // The day's next row, printed without its date.
          { x: 130, y: 142, text: "TRANSFER FROM S BYRNE" },
          endingAt(460, 142, credit),
          endingAt(540, 142, "1,147.49"),
          { x: 40, y: 156, text: "16 Nov 2023" },
          { x: 130, y: 156, text: "POS LIDL CORK" },
          endingAt(380, 156, "47.49"),
          endingAt(540, 156, "1,100.00"),
          { x: 40, y: 170, text: "17 Nov 2023" },
          { x: 130, y: 170, text: "POS TESCO STORES CORK" },
          endingAt(380, 170, "100.00"),
          endingAt(540, 170, "1,000.00"),
        ],
      ]),
    );

  it("reads the figures as the amount with its point put back", () => {
    expect(sides(readStatement(layout("49020")).transactions)).toEqual([
      ["1100.00", undefined, undefined],
      [undefined, "490.20", "1147.49"],
      ["47.49", undefined, "1100.00"],
      ["100.00", undefined, "1000.00"],
    ]);
  });
});

describe("amounts a photo's OCR blurred", () => {
  const rows = (balance: string) =>
    statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date: "04/06/2025", text: "CHQ PAID-CLG-RAO", first: "524.74", balance },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );

  it("reads a balance whose grouping blurred, with its Cr or what is left of it", () => {
    for (const balance of ["9.500,83Cr", "9,500.83r", "0,09.500.83Cr"])
      expect(readStatement(asOcr(rows(balance))).transactions[1]).toMatchObject({ balance: "9500.83" });
  });

  it("reads a labelled balance whose separators blurred past reading by the balance chain", () => {
    expect(statement("6.02557", "7,525.57").account_info).toMatchObject({ opening_balance: "6025.57" });
    expect(statement("6,025.57", "75.2557").account_info).toMatchObject({ closing_balance: "7525.57" });
  });
});

describe("a statement without running balances, whose opening and closing balances OCR blurred", () => {
  // BNP Paribas, Crédit Agricole, Postbank, ABN AMRO: the movements check only the two labelled balances.
  function unbalanced(opening: string, closing: string, read = asOcr) {
    const rows = [
      { date: "03/06/2025", text: "VIR SEPA RECU SALAIRE", second: "1,500.00" },
      { date: "05/06/2025", text: "PRLV SEPA EDF", first: "2,000.00" },
    ];
    const layout = statementLayout(rows, {
      ...debitCreditStatement({ opening, name: "Camille Martin" }),
      closing,
      amountsFrom: { first: 335, second: 425, balance: 495 },
      closingGap: 32,
    });
    return readStatement(read(layout));
  }

  it("takes the one pair of readings the movements lead from one to the other, with a warning", () => {
    const { account_info, warnings } = unbalanced("16,004.65", "5,504.65");
    expect(account_info).toMatchObject({ opening_balance: "6004.65", closing_balance: "5504.65" });
    expect(warnings).toEqual([
      'the opening balance read as "16,004.65" is taken as 6004.65, which the balances and movements lead to',
    ]);
  });

  it("reads both balances' digits where their separators blurred", () => {
    const { account_info, warnings } = unbalanced("6.30020", "580020");
    expect(account_info).toMatchObject({ opening_balance: "6300.20", closing_balance: "5800.20" });
    expect(warnings).toHaveLength(2);
  });

  it("keeps the balances as read where they agree with the movements", () => {
    const { account_info, warnings } = unbalanced("6,004.65", "5,504.65");
    expect(account_info).toMatchObject({ opening_balance: "6004.65", closing_balance: "5504.65" });
    expect(warnings).toEqual([]);
  });

  it("keeps a text layer's balances as printed: the document disagrees with itself", () => {
    const { account_info } = unbalanced("16,004.65", "5,504.65", (l) => l);
    expect(account_info).toMatchObject({ opening_balance: "16004.65", closing_balance: "5504.65" });
  });
});

describe("an opening balance printed only in a summary at the statement's end", () => {
  it("is read under its label where the summary's next keys ran into the label's cell", () => {
    // "Opening Balance Dr Count Cr Count" is one cell; each key's value stands right-aligned under it.
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account Number : 40021187765" },
        { x: 40, y: 100, text: "Date" },
        { x: 110, y: 100, text: "Particulars" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Balance"),
        { x: 40, y: 114, text: "03/06/2025" },
        { x: 110, y: 114, text: "NEFT ACME TRADERS" },
        endingAt(460, 114, "4,000.00"),
        endingAt(540, 114, "10,025.57"),
        { x: 40, y: 128, text: "05/06/2025" },
        { x: 110, y: 128, text: "ATM WDL KOCHI" },
        endingAt(380, 128, "2,500.00"),
        endingAt(540, 128, "7,525.57"),
        { x: 40, y: 170, text: "STATEMENT SUMMARY :-" },
        { x: 40, y: 190, text: "Opening Balance Dr Count Cr Count" },
        endingAt(300, 190, "Debits"),
        endingAt(380, 190, "Credits"),
        endingAt(540, 190, "Closing Balance"),
        endingAt(107, 204, "6,025.57"),
        endingAt(147, 204, "1"),
        endingAt(188, 204, "1"),
        endingAt(300, 204, "2,500.00"),
        endingAt(380, 204, "4,000.00"),
        endingAt(540, 204, "7,525.57"),
      ],
    ]);
    const { account_info, warnings } = readStatement(layout);
    expect(account_info).toMatchObject({ opening_balance: "6025.57", closing_balance: "7525.57" });
    expect(warnings).toEqual([]);
  });
});

describe("a header whose balance column is named 'Closing Bal'", () => {
  it("is no label of the closing balance: the opening balance stands under it", () => {
    const layout = layoutOf([
      [
        { x: 40, y: 62, text: "Account No : 40021187765" },
        { x: 40, y: 100, text: "Date" },
        { x: 110, y: 100, text: "Narration" },
        endingAt(380, 100, "Debit"),
        endingAt(460, 100, "Credit"),
        endingAt(540, 100, "Closing Bal"),
        { x: 110, y: 114, text: "Opening Balance" },
        endingAt(540, 114, "6,025.57"),
        { x: 40, y: 128, text: "03/06/2025" },
        { x: 110, y: 128, text: "NEFT ACME TRADERS" },
        endingAt(460, 128, "4,000.00"),
        endingAt(540, 128, "10,025.57"),
        { x: 40, y: 142, text: "05/06/2025" },
        { x: 110, y: 142, text: "ATM WDL KOCHI" },
        endingAt(380, 142, "2,500.00"),
        endingAt(540, 142, "7,525.57"),
        { x: 110, y: 160, text: "Closing Balance" },
        endingAt(540, 160, "7,525.57"),
      ],
    ]);
    const { account_info, warnings } = readStatement(layout);
    expect(account_info).toMatchObject({ opening_balance: "6025.57", closing_balance: "7525.57" });
    expect(warnings).toEqual([]);
  });
});

describe("a row whose movement and balance OCR both misread", () => {
  // Truth: a debit of 2,150.00 leaves 7,875.57; OCR read "2,1500" and "7,975.57".
  const rows = (debit: string, balance: string, last = "5,375.57") =>
    statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date: "04/06/2025", text: "CHQ PAID-CLG-RAO", first: debit, balance },
        { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: last },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );

  it("takes the balance the next one leads back to, and the movement it needs, naming both", () => {
    const read = readStatement(asOcr(rows("2,1500", "7,975.57")));
    expect(sides(read.transactions)).toEqual([
      [undefined, "4000.00", "10025.57"],
      ["2150.00", undefined, "7875.57"],
      ["2500.00", undefined, "5375.57"],
    ]);
    expect(read.warnings).toEqual([
      'transaction 2 (2025-06-04): the amount read as "2,1500" is taken as 2150.00, which the balances lead to',
      'transaction 2 (2025-06-04): the balance read as "7,975.57" is taken as 7875.57, which the balances after it lead back to',
    ]);
  });

  it("gives both mended figures less confidence", () => {
    const out = extractStatement(asOcr(rows("2,1500", "7,975.57")));
    expect(out.extraction.fields["transactions[1].debit"]?.confidence).toBe(0.5);
    expect(out.extraction.fields["transactions[1].balance"]?.confidence).toBe(0.5);
  });

  it("leaves a balance that leads on to the next one as read", () => {
    const read = readStatement(asOcr(rows("2,1500", "7,875.57")));
    expect(sides(read.transactions)[1]).toEqual(["2150.00", undefined, "7875.57"]);
    expect(read.warnings.join("\n")).not.toMatch(/the balance read as/);
  });

  it("keeps the balance as read where the movement's figures are exactly the one it needs", () => {
    // The next balance misread ("5,275.57") would lead back to 7,775.57 and a movement of 2,250.00.
    const read = readStatement(asOcr(rows("2150:00", "7,875.57", "5,275.57")));
    expect(sides(read.transactions)[1]).toEqual(["2150.00", undefined, "7875.57"]);
    expect(read.warnings.join("\n")).not.toMatch(/lead back to/);
  });

  it("leaves a text layer's row as printed", () => {
    const read = readStatement(rows("2,1500", "7,975.57"));
    expect(read.warnings.join("\n")).not.toMatch(/lead back to/);
  });
});

describe("a day whose doubled digit OCR read once", () => {
  // "1/06/2025" for 11/06/2025, after a row of 10/06/2025: the date goes back.
  const layout = (dates: string[]) =>
    statementLayout(
      [
        { date: dates[0]!, text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
        { date: dates[1]!, text: "CHQ PAID-CLG-RAO", first: "2,500.00", balance: "7,525.57" },
        { date: dates[2]!, text: "ATM WDL KOCHI", first: "1,000.00", balance: "6,525.57" },
      ],
      {
        ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );
  const dates = (l: Layout) => readStatement(l).transactions.map((t) => t["date"]);

  it("is the day with that digit twice, from the row before's on, with a warning and less confidence", () => {
    const ocr = asOcr(layout(["09/06/2025", "10/06/2025", "1/06/2025"]));
    expect(dates(ocr)).toEqual(["2025-06-09", "2025-06-10", "2025-06-11"]);
    const out = extractStatement(ocr);
    expect(out.extraction.warnings).toContain(
      'transaction 3 (2025-06-11): the date read as "1/06/2025", before the row above\'s, is taken as 2025-06-11 (a doubled digit read once)',
    );
    expect(out.extraction.fields["transactions[2].date"]?.confidence).toBe(0.5);
  });

  it("stands as read where the rows do not run forward, or on a text layer", () => {
    expect(dates(asOcr(layout(["12/06/2025", "10/06/2025", "1/06/2025"])))[2]).toBe("2025-06-01");
    expect(dates(layout(["09/06/2025", "10/06/2025", "1/06/2025"]))[2]).toBe("2025-06-01");
  });
});

describe("a balance OCR read with the empty column's dash run into it", () => {
  const layout = (opening: string, rows: [string, string | undefined, string | undefined, string][]) =>
    statementLayout(
      rows.map(([date, first, second, balance]) => ({
        date,
        text: "NEFT ACME TRADERS",
        ...(first ? { first } : {}),
        ...(second ? { second } : {}),
        balance,
      })),
      {
        ...debitCreditStatement({ opening, name: "Leela Menon" }),
        amountsFrom: { first: 335, second: 425, balance: 495 },
      },
    );
  const glued = layout("6,025.57", [
    ["03/06/2025", undefined, "4,000.00", "-10,025.57"],
    ["05/06/2025", "2,500.00", undefined, "7,525.57"],
  ]);

  it("is the balance the movements lead to, without the minus, with a warning and less confidence", () => {
    const out = extractStatement(asOcr(glued));
    expect(sides(readStatement(asOcr(glued)).transactions)).toEqual([
      [undefined, "4000.00", "10025.57"],
      ["2500.00", undefined, "7525.57"],
    ]);
    expect(out.extraction.warnings).toEqual([
      'transaction 1 (2025-06-03): the balance read as "-10,025.57" is taken as 10025.57, its minus the empty column\'s dash, which the balances lead to',
    ]);
    expect(out.extraction.fields["transactions[0].balance"]?.confidence).toBe(0.5);
  });

  it("keeps a balance overdrawn as printed, and a text layer's as printed", () => {
    const overdrawn = layout("1,000.00", [
      ["03/06/2025", "3,000.00", undefined, "-2,000.00"],
      ["05/06/2025", undefined, "500.00", "-1,500.00"],
    ]);
    expect(sides(readStatement(asOcr(overdrawn)).transactions)[0]).toEqual(["3000.00", undefined, "-2000.00"]);
    expect(readStatement(glued).warnings.join("\n")).not.toMatch(/empty column's dash/);
  });
});

describe("an opening balance checked against the rows before the first balance", () => {
  it("passes over a row whose amounts are all zero, with no balance printed", () => {
    const rows = [
      { date: "02/06/2025", text: "CHARGES REVERSED", first: "0.00", second: "0.00" },
      { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00", balance: "10,025.57" },
      { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: "7,525.57" },
    ];
    const layout = statementLayout(rows, {
      ...debitCreditStatement({ opening: "6,025.57", name: "Leela Menon" }),
      closing: "7,525.57",
      amountsFrom: { first: 335, second: 425, balance: 495 },
      closingGap: 32,
    });
    const out = readStatement(asOcr(layout));
    expect(out.account_info).toMatchObject({ opening_balance: "6025.57", closing_balance: "7525.57" });
  });
});
