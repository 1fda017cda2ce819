// Month-first dates with their year: Indian Bank's "Jan 05 2024", Bandhan's "June30, 2025" (the day run
// into the month), and such a date with its year wrapped below it in a narrow column (docs/banks.md, IB,
// PP). Layouts made up here, not taken from any bank's statement.
import { describe, expect, it } from "@jest/globals";
import { asOcr, endingAt, layoutOf, readStatement, sides } from "../../testing/layout.ts";

type Placed = { x: number; y: number; text: string };

const head = (period: string): Placed[] => [
  { x: 40, y: 30, text: "Riverside Urban Bank" },
  { x: 40, y: 50, text: "Account Number : 40021187765" },
  { x: 40, y: 62, text: period },
  { x: 40, y: 100, text: "Date" },
  { x: 130, y: 100, text: "Particulars" },
  endingAt(380, 100, "Debit"),
  endingAt(460, 100, "Credit"),
  endingAt(540, 100, "Balance"),
];
const row = (y: number, date: string, text: string, debit: string, credit: string, balance: string): Placed[] => [
  { x: 40, y, text: date },
  { x: 130, y, text },
  ...(debit ? [endingAt(380, y, debit)] : []),
  ...(credit ? [endingAt(460, y, credit)] : []),
  endingAt(540, y, balance),
];

describe("month-first dates with a year", () => {
  it("reads 'Jan 05 2024' and the period's 'Jan 01 2024'", () => {
    const { account_info, transactions } = readStatement(
      layoutOf([
        [
          ...head("Statement Period : Jan 01 2024 to Jan 31 2024"),
          ...row(114, "Jan 05 2024", "UPI GROCER", "500.00", "", "9,500.00"),
          ...row(128, "Jan 12 2024", "NEFT SALARY", "", "20,000.00", "29,500.00"),
        ],
      ]),
    );
    expect(account_info["statement_from"]).toBe("2024-01-01");
    expect(transactions.map((t) => t["date"])).toEqual(["2024-01-05", "2024-01-12"]);
  });

  it("reads a day run into its month: 'June30, 2025'", () => {
    const { account_info, transactions } = readStatement(
      layoutOf([
        [
          ...head("Statement Period : June01, 2025 to July01, 2025"),
          ...row(114, "June30, 2025", "UPI GROCER", "500.00", "", "9,500.00"),
          ...row(128, "July01, 2025", "NEFT SALARY", "", "20,000.00", "29,500.00"),
        ],
      ]),
    );
    expect(account_info["statement_from"]).toBe("2025-06-01");
    expect(account_info["statement_to"]).toBe("2025-07-01");
    expect(transactions.map((t) => t["date"])).toEqual(["2025-06-30", "2025-07-01"]);
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, "9500.00"],
      [undefined, "20000.00", "29500.00"],
    ]);
  });

  it("reads 'September28,' whose year wrapped below it, the year from the period", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head("Statement Period : September01, 2024 to September30, 2024"),
          ...row(114, "September28,", "ATM WDL/MG", "3,397.38", "", "1,67,117.39"),
          { x: 40, y: 126, text: "2024" },
          { x: 130, y: 126, text: "ROAD/754167" },
          ...row(142, "September29,", "INT.PD:686144", "", "7,707.56", "1,74,824.95"),
          { x: 40, y: 154, text: "2024" },
        ],
      ]),
    );
    expect(transactions.map((t) => t["date"])).toEqual(["2024-09-28", "2024-09-29"]);
    expect(sides(transactions)).toEqual([
      ["3397.38", undefined, "167117.39"],
      [undefined, "7707.56", "174824.95"],
    ]);
  });

  it("reads such a date OCR ran into its year: 'June30,2025'", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head("Statement Period : June01, 2025 to July01, 2025"),
          ...row(114, "June30,2025", "UPI GROCER", "500.00", "", "9,500.00"),
          ...row(128, "July01,2025", "NEFT SALARY", "", "20,000.00", "29,500.00"),
        ],
      ]),
    );
    expect(transactions.map((t) => t["date"])).toEqual(["2025-06-30", "2025-07-01"]);
  });

  it("reads such dates as OCR garbles them: 'Nov192023' (no spaces), 'Julyo1, 2025' (0 as o)", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head("Statement Period : Nov 01 2023 to Nov 30 2023"),
          ...row(114, "Nov 18 2023", "UPI GROCER", "500.00", "", "9,500.00"),
          ...row(128, "Nov192023", "NEFT SALARY", "", "20,000.00", "29,500.00"),
          ...row(142, "Novo2, 2023", "ATM WDL", "1,000.00", "", "28,500.00"),
        ],
      ]),
    );
    expect(transactions.map((t) => t["date"])).toEqual(["2023-11-18", "2023-11-19", "2023-11-02"]);
  });

  it("leaves a word ending in o before a digit that is no month: 'Mario1, 2025'", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          ...head("Statement Period : June01, 2025 to July01, 2025"),
          ...row(114, "June30, 2025", "UPI GROCER", "500.00", "", "9,500.00"),
          ...row(128, "Mario1, 2025", "NEFT SALARY", "", "20,000.00", "29,500.00"),
        ],
      ]),
    );
    expect(transactions.map((t) => t["date"])).not.toContain("2025-03-01");
  });
});

describe("a period whose date broke across two lines", () => {
  // A narrow cell of the head breaks "08-Aug-2023" after its hyphen, or "July13, 2025" before its year.
  const periodOf = (first: string, second: string) =>
    readStatement(
      layoutOf([
        [
          { x: 40, y: 30, text: "Riverside Urban Bank" },
          { x: 40, y: 50, text: "Account Number : 40021187765" },
          { x: 300, y: 62, text: first },
          { x: 300, y: 74, text: second },
          { x: 40, y: 100, text: "Date" },
          { x: 130, y: 100, text: "Particulars" },
          endingAt(380, 100, "Debit"),
          endingAt(460, 100, "Credit"),
          endingAt(540, 100, "Balance"),
          ...row(114, "12-Jul-2023", "UPI GROCER", "500.00", "", "9,500.00"),
        ],
      ]),
    ).account_info;

  it("joins a date broken after its hyphen", () => {
    const info = periodOf("Statement of account for the period 10-Jul-2023 to 08-", "Aug-2023");
    expect([info["statement_from"], info["statement_to"]]).toEqual(["2023-07-10", "2023-08-08"]);
  });

  it("joins a date whose year went to the next line", () => {
    const info = periodOf("Statement Period : June24, 2023 to July13,", "2023");
    expect([info["statement_from"], info["statement_to"]]).toEqual(["2023-06-24", "2023-07-13"]);
  });

  it("joins a date of two words whose year went to the next line", () => {
    const info = periodOf("Statement Period : Nov 08 2023 to Nov 30", "2023");
    expect([info["statement_from"], info["statement_to"]]).toEqual(["2023-11-08", "2023-11-30"]);
  });

  it("joins a first date broken after its hyphen, the second whole on the next line", () => {
    const info = periodOf("Statement of transactions for the period 03-Jul-", "2023 to 08-Aug-2023");
    expect([info["statement_from"], info["statement_to"]]).toEqual(["2023-07-03", "2023-08-08"]);
    const day = periodOf("Statement of transactions for the period 10-", "Jul-2023 to 08-Aug-2023");
    expect([day["statement_from"], day["statement_to"]]).toEqual(["2023-07-10", "2023-08-08"]);
  });
});

describe("a day and month without a year whose separator OCR lost", () => {
  const read = (second: string, third: string) =>
    readStatement(
      asOcr(
        layoutOf([
          [
            ...head("Statement Period : 05/01/2023 to 05/31/2023"),
            ...row(114, "5/9", "ZELLE FROM J MILLER", "", "400.00", "2,766.31"),
            ...row(128, second, "DEPOSIT", "", "197.40", "2,963.71"),
            ...row(142, third, "CARD PURCHASE SHELL", "356.68", "", "2,607.03"),
          ],
        ]),
      ),
    ).transactions.map((t) => t["date"]);

  it("reads the figures as the one day after the row before's that has them ('514', '5117' for 5/17)", () => {
    expect(read("514", "5117")).toEqual(["2023-05-09", "2023-05-14", "2023-05-17"]);
  });

  it("makes no day of figures that fit more than one ('51': 5/10, 5/11, …)", () => {
    expect(read("51", "5/17")).not.toContain("2023-05-01");
  });
});

describe("a day and month with their separator whose figures OCR garbled", () => {
  const read = (second: string, third: string) =>
    readStatement(
      asOcr(
        layoutOf([
          [
            ...head("Statement Period : 05/01/2023 to 05/31/2023"),
            ...row(114, "05/09", "ZELLE FROM J MILLER", "", "400.00", "2,766.31"),
            ...row(128, second, "DEPOSIT", "", "197.40", "2,963.71"),
            ...row(142, third, "CARD PURCHASE SHELL", "356.68", "", "2,607.03"),
          ],
        ]),
      ),
    ).transactions.map((t) => t["date"]);

  it("is the one day after the row before's that lost a digit ('0/17' for 05/17)", () => {
    expect(read("05/14", "0/17")).toEqual(["2023-05-09", "2023-05-14", "2023-05-17"]);
  });

  it("reads a separator read as a digit between two figures and two ('05217' for 05/17)", () => {
    expect(read("05/14", "05217")).toEqual(["2023-05-09", "2023-05-14", "2023-05-17"]);
    // Twice running: the second is read as the first was.
    expect(read("05214", "05217")).toEqual(["2023-05-09", "2023-05-14", "2023-05-17"]);
  });

  it("makes no day of figures that fit more than one ('0/1': 01/1x, 05/1x, …)", () => {
    expect(read("05/14", "0/1")).toEqual(["2023-05-09", "2023-05-14"]);
  });
});

describe("a date whose month's name OCR garbled", () => {
  const read = (date: string) =>
    readStatement(
      asOcr(
        layoutOf([
          [
            ...head("Statement Period : 01-Jun-2024 to 30-Jun-2024"),
            ...row(114, "17-Jun-2024", "UPI GROCER", "500.00", "", "9,500.00"),
            ...row(128, date, "NEFT STAR ENGINEERING", "2,000.00", "", "7,500.00"),
          ],
        ]),
      ),
    ).transactions.map((t) => t["date"]);

  it("is the one day after the row before's one letter or digit away ('184un-2024' for 18-Jun-2024)", () => {
    expect(read("184un-2024")).toEqual(["2024-06-17", "2024-06-18"]);
    expect(read("18Jn-2024")).toEqual(["2024-06-17", "2024-06-18"]);
  });

  it("makes no day of one further away", () => {
    expect(read("18Xyz-2024")).toEqual(["2024-06-17"]);
  });
});

describe("words OCR ran together, its spaces dropped (PP-OCR)", () => {
  const read = (period: string, dates: string[], ocr = true) => {
    const layout = layoutOf([
      [
        ...head(period),
        ...row(114, dates[0]!, "UPI GROCER", "500.00", "", "9,500.00"),
        ...row(128, dates[1]!, "ATM WDL", "1,000.00", "", "8,500.00"),
      ],
    ]);
    return readStatement(ocr ? asOcr(layout) : layout);
  };

  it("read a period whose dates ran into its words", () => {
    const a = read("FromDate:14-10-2023To Date:20-11-2023", ["16-10-2023", "17-10-2023"]).account_info;
    expect([a["statement_from"], a["statement_to"]]).toEqual(["2023-10-14", "2023-11-20"]);
    const b = read("27Nov24to24Dec24", ["28-11-2024", "29-11-2024"]).account_info;
    expect([b["statement_from"], b["statement_to"]]).toEqual(["2024-11-27", "2024-12-24"]);
  });

  it("date a row whose full date ran into its narration", () => {
    const { transactions } = read("Statement Period : 01/11/2023 to 30/11/2023", [
      "01-Nov-2023",
      "02-Nov-2023NACH/BAJAJ",
    ]);
    expect(transactions.map((t) => t["date"])).toEqual(["2023-11-01", "2023-11-02"]);
  });

  it("leave a text layer's words as printed", () => {
    const { transactions } = read(
      "Statement Period : 01/11/2023 to 30/11/2023",
      ["01-Nov-2023", "02-Nov-2023NACH/BAJAJ"],
      false,
    );
    expect(transactions.map((t) => t["date"])).not.toContain("2023-11-02");
  });
});
