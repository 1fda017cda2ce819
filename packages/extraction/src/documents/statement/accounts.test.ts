// Account information as statements print it, statements of several accounts, and card statements.
// Layouts made up here, not taken from any bank's statement.
import { describe, expect, it } from "@jest/globals";
import { extractStatement } from "./extract.ts";
import { asOcr, endingAt, layoutOf, readStatement, sides } from "../../testing/layout.ts";

type Placed = { x: number; y: number; text: string };

const header = (y: number): Placed[] => [
  { x: 40, y, text: "Date" },
  { x: 110, y, text: "Narration" },
  endingAt(380, y, "Withdrawal Amt."),
  endingAt(460, y, "Deposit Amt."),
  endingAt(540, y, "Closing Balance"),
];
const row = (y: number, date: string, text: string, debit: string, credit: string, balance: string): Placed[] => [
  { x: 40, y, text: date },
  { x: 110, y, text },
  ...(debit ? [endingAt(380, y, debit)] : []),
  ...(credit ? [endingAt(460, y, credit)] : []),
  endingAt(540, y, balance),
];

describe("account information without labels, or in a grid", () => {
  const layout = layoutOf([
    [
      { x: 330, y: 30, text: "Account Branch : LAKE ROAD" },
      { x: 330, y: 42, text: "RTGS/NEFT IFSC : HDFC0001234" },
      { x: 40, y: 54, text: "MR." },
      { x: 60, y: 54, text: "ARJUN MENON" },
      { x: 40, y: 66, text: "14 GARDEN STREET" },
      { x: 40, y: 78, text: "PUNE 411001" },
      { x: 330, y: 66, text: "Product" },
      { x: 420, y: 66, text: "Sanction Limit" },
      { x: 330, y: 78, text: "SAVINGS" },
      { x: 420, y: 78, text: "0.00" },
      { x: 40, y: 96, text: "From : 01/06/2025" },
      { x: 140, y: 96, text: "To : 30/06/2025" },
      { x: 330, y: 96, text: "Statement of account" },
      ...header(120),
      ...row(134, "02/06/25", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
    ],
  ]);

  it("reads the addressee, the period, the branch and the bank the IFSC names", () => {
    const { account_info } = readStatement(layout);
    expect(account_info).toMatchObject({
      account_holder: "MR. ARJUN MENON",
      bank_name: "HDFC Bank",
      IFSC: "HDFC0001234",
      branch: "LAKE ROAD",
      statement_from: "2025-06-01",
      statement_to: "2025-06-30",
    });
  });

  it("reads a value under its label in a row of labels", () => {
    const grid = layoutOf([
      [
        { x: 40, y: 40, text: "MEERA TRADERS" },
        { x: 250, y: 40, text: "Branch" },
        { x: 380, y: 40, text: "Sanction Limit" },
        { x: 500, y: 40, text: "ROI" },
        { x: 40, y: 54, text: "22 MILL ROAD" },
        { x: 250, y: 54, text: "OLD TOWN" },
        { x: 420, y: 54, text: "0" },
        { x: 500, y: 54, text: "3.25" },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);
    expect(readStatement(grid).account_info).toMatchObject({ account_holder: "MEERA TRADERS", branch: "OLD TOWN" });
  });

  it("takes a bank named in one word (Volksbank) for the bank, not the addressee", () => {
    const head = layoutOf([
      [
        { x: 40, y: 30, text: "Riedtal Volksbank" },
        { x: 40, y: 44, text: "Kontoauszug" },
        { x: 40, y: 60, text: "Jonas Keller" },
        { x: 40, y: 72, text: "Lindenallee 12" },
        { x: 40, y: 84, text: "50667 Köln" },
        { x: 300, y: 60, text: "Kontonummer : 4002118776" },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);
    expect(readStatement(head).account_info).toMatchObject({
      account_holder: "Jonas Keller",
      bank_name: "Riedtal Volksbank",
    });
  });

  it("takes a bank known by its brand beside the logo for the bank, not the addressee", () => {
    const head = layoutOf([
      [
        { x: 40, y: 30, text: "Barclays" },
        { x: 40, y: 44, text: "Current Account Statement" },
        { x: 40, y: 60, text: "Ms. Ada Price" },
        { x: 40, y: 72, text: "9 Mill Lane" },
        { x: 40, y: 84, text: "York YO1 7AB" },
        { x: 300, y: 60, text: "Account Number : 40221187" },
        ...header(120),
        ...row(134, "02/06/2025", "BP T WARD", "", "50.00", "150.00"),
      ],
    ]);
    expect(readStatement(head).account_info).toMatchObject({ account_holder: "Ms. Ada Price", bank_name: "Barclays" });
  });

  it("names the bank a sentence of the head names by its brand", () => {
    const head = layoutOf([
      [
        {
          x: 40,
          y: 40,
          text: "Statement of Axis Account No : 912010044417 for the period (From : 01-06-2025 To : 30-06-2025)",
        },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);
    expect(readStatement(head).account_info).toMatchObject({ bank_name: "Axis Bank" });
  });

  it("reads a period whose two labelled dates OCR read as one cell", () => {
    const head = layoutOf([
      [
        { x: 40, y: 40, text: "From Date : 14-10-2023 To Date : 20-11-2023" },
        ...header(120),
        ...row(134, "16/10/2023", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);
    expect(readStatement(head).account_info).toMatchObject({
      statement_from: "2023-10-14",
      statement_to: "2023-11-20",
    });
  });

  it("reads the holder printed after the account number and a dash", () => {
    const head = layoutOf([
      [
        { x: 40, y: 40, text: "Account Number" },
        { x: 160, y: 40, text: "000912345678(INR) - NEHA JOSHI" },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);
    expect(readStatement(head).account_info).toMatchObject({
      account_holder: "NEHA JOSHI",
      account_number: "000912345678",
    });
  });
});

describe("a table that prints its narration last", () => {
  // Date · Withdrawal · Deposit · Balance · Narration: a balance row prints its label after the amount.
  const narrationLast = (first: string, side = "Cr") =>
    layoutOf([
      [
        { x: 40, y: 40, text: "Account Number : 61234567890123" },
        { x: 40, y: 100, text: "Date" },
        endingAt(230, 100, "Withdrawal"),
        endingAt(300, 100, "Deposit"),
        endingAt(380, 100, "Balance"),
        { x: 400, y: 100, text: "Narration" },
        endingAt(380, 114, `15,711.85 ${side}`),
        { x: 400, y: 114, text: first },
        { x: 40, y: 128, text: "27-05-2024" },
        endingAt(300, 128, "1,000.00"),
        endingAt(380, 128, `16,711.85 ${side}`),
        { x: 400, y: 128, text: "IMPS/P2A/0447239881/BHARAT" },
        { x: 40, y: 142, text: "28-05-2024" },
        endingAt(230, 142, "711.85"),
        endingAt(380, 142, `16,000.00 ${side}`),
        { x: 400, y: 142, text: "ATM WDL/MG ROAD/100535" },
        endingAt(380, 156, `16,000.00 ${side}`),
        { x: 400, y: 156, text: "Closing Balance" },
      ],
    ]);

  it("reads the opening and closing balances printed before their labels, not the row under them", () => {
    for (const first of ["Opening Balance", "B/F"]) {
      const { account_info, transactions } = readStatement(narrationLast(first));
      expect(account_info).toMatchObject({ opening_balance: "15711.85", closing_balance: "16000.00" });
      expect(sides(transactions)).toEqual([
        [undefined, "1000.00", "16711.85"],
        ["711.85", undefined, "16000.00"],
      ]);
    }
  });
  it("reads them with their side in brackets after the amount (Union Bank: UBN)", () => {
    const { account_info, transactions } = readStatement(narrationLast("Opening Balance", "(Cr)"));
    expect(account_info).toMatchObject({ opening_balance: "15711.85", closing_balance: "16000.00" });
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "16711.85"],
      ["711.85", undefined, "16000.00"],
    ]);
  });
});

describe("an available balance labelled where no closing balance is", () => {
  // Equitas and Union Bank print an Available Balance (docs/banks.md, EQ, UBN): the closing balance only
  // where the rows end at it, since a lien or uncleared funds may set it apart.
  const layout = (available: string) =>
    layoutOf([
      [
        { x: 40, y: 40, text: "Account Number : 61234567890123" },
        { x: 40, y: 52, text: "Opening Balance : 15,711.85" },
        { x: 40, y: 64, text: `Available Balance : ${available}` },
        { x: 40, y: 100, text: "Date" },
        { x: 110, y: 100, text: "Narration" },
        endingAt(230, 100, "Withdrawal"),
        endingAt(300, 100, "Deposit"),
        endingAt(380, 100, "Balance"),
        { x: 40, y: 114, text: "27-05-2024" },
        { x: 110, y: 114, text: "IMPS/P2A/0447239881/BHARAT" },
        endingAt(300, 114, "1,000.00"),
        endingAt(380, 114, "16,711.85"),
        { x: 40, y: 128, text: "28-05-2024" },
        { x: 110, y: 128, text: "ATM WDL/MG ROAD" },
        endingAt(230, 128, "711.85"),
        endingAt(380, 128, "16,000.00"),
      ],
    ]);

  it("is the closing balance where the last balance printed is it", () => {
    expect(readStatement(layout("16,000.00")).account_info).toMatchObject({ closing_balance: "16000.00" });
  });

  it("is none where the rows end elsewhere", () => {
    const { account_info, warnings } = readStatement(layout("15,500.00"));
    expect(account_info["closing_balance"]).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe("a statement of two accounts", () => {
  const account = (number: string, currency: string, y: number, rows: Placed[][]): Placed[] => [
    { x: 40, y, text: `Account Number : ${number}` },
    { x: 300, y, text: `Currency : ${currency}` },
    ...header(y + 24),
    ...rows.flat(),
  ];
  const layout = layoutOf([
    [
      { x: 40, y: 20, text: "Consolidated Statement", size: 12 } as Placed,
      ...account("50100200300", "INR", 50, [
        row(88, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
        row(102, "03/06/2025", "UPI GROCER", "400.00", "", "14,600.00"),
      ]),
    ],
    account("50100200311", "USD", 50, [row(88, "05/06/2025", "WIRE INWARD", "", "1,200.00", "3,200.00")]),
  ]);

  it("gives each account its information and transactions, the first also at the top", () => {
    const out = extractStatement(layout);
    const r = out.result as {
      account_info: Record<string, string>;
      transactions: Record<string, string>[];
      accounts: { account_info: Record<string, string>; transactions: Record<string, string>[] }[];
    };
    expect(r.account_info).toMatchObject({ account_number: "50100200300", currency: "INR" });
    expect(r.transactions.map((t) => t.description)).toEqual(["NEFT CR-ORBIT", "UPI GROCER"]);
    expect(r.accounts).toHaveLength(2);
    expect(r.accounts[1]!.account_info).toMatchObject({ account_number: "50100200311", currency: "USD" });
    expect(sides(r.accounts[1]!.transactions)).toEqual([[undefined, "1200.00", "3200.00"]]);
    expect(out.extraction.fields["accounts[1].transactions[0].credit"]).toMatchObject({ page: 2 });
  });

  it("keeps one account whose number is printed on every page", () => {
    const same = layoutOf([
      account("50100200300", "INR", 50, [row(88, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00")]),
      account("50100200300", "INR", 50, [row(88, "05/06/2025", "UPI GROCER", "400.00", "", "14,600.00")]),
    ]);
    const out = extractStatement(same);
    expect(out.result["accounts"]).toBeUndefined();
    expect((out.result["transactions"] as unknown[]).length).toBe(2);
  });
});

describe("a card statement", () => {
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "STATEMENT DATE" },
      { x: 160, y: 30, text: "PAYMENT DUE DATE" },
      { x: 300, y: 30, text: "TOTAL CREDIT LIMIT" },
      { x: 40, y: 42, text: "01-08-2024" },
      { x: 160, y: 42, text: "24-08-2024" },
      { x: 300, y: 42, text: "S$12,000" },
      { x: 40, y: 80, text: "TRANSACTION DATE" },
      { x: 150, y: 80, text: "DESCRIPTION" },
      endingAt(540, 80, "AMOUNT (SGD)"),
      { x: 150, y: 94, text: "PREVIOUS BALANCE" },
      endingAt(540, 94, "300.00"),
      { x: 40, y: 108, text: "02/07" },
      { x: 150, y: 108, text: "PAYMENT BY GIRO" },
      endingAt(540, 108, "(300.00)"),
      { x: 40, y: 122, text: "05/07" },
      { x: 150, y: 122, text: "CAFE ORCHARD" },
      endingAt(540, 122, "12.50"),
      { x: 40, y: 136, text: "20/07" },
      { x: 150, y: 136, text: "BOOK SHOP" },
      endingAt(540, 136, "40.00"),
      { x: 150, y: 160, text: "TOTAL AMOUNT DUE" },
      endingAt(540, 160, "52.50"),
    ],
  ]);

  it("reads a bracketed amount as a payment (credit) and the others as charges (debits)", () => {
    const { transactions, account_info, warnings } = readStatement(layout);
    expect(transactions.map((t) => [t.date, t["debit"], t["credit"]])).toEqual([
      ["2024-07-02", undefined, "300.00"],
      ["2024-07-05", "12.50", undefined],
      ["2024-07-20", "40.00", undefined],
    ]);
    expect(account_info).toMatchObject({ opening_balance: "300.00", closing_balance: "52.50", currency: "SGD" });
    expect(warnings).toEqual([]);
  });
});

describe("an account number OCR read with the colon before it as a 1", () => {
  const statement = (repeated: boolean) =>
    layoutOf([
      [
        { x: 40, y: 40, text: "Account Number :14023456789" },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
      [
        ...(repeated ? [{ x: 40, y: 40, text: "Riverside Bank - Account Number 4023456789 - 2" }] : []),
        ...header(120),
        ...row(134, "03/06/2025", "ATM WDL", "1,000.00", "", "14,000.00"),
      ],
    ]);
  const number = (layout: ReturnType<typeof layoutOf>) => readStatement(layout).account_info["account_number"];

  it("is read without it where the pages' running header prints the number so", () => {
    expect(number(asOcr(statement(true)))).toBe("4023456789");
  });

  it("is read as printed where nothing else prints it, or on a text layer", () => {
    expect(number(asOcr(statement(false)))).toBe("14023456789");
    expect(number(statement(true))).toBe("14023456789");
  });
});

describe("an account number OCR read with the colon run into it, where the labels beside it print theirs", () => {
  // The labels' values start after a colon set apart; the number's colon, run into its figures, read as a 1.
  const statement = (number: string, x: number) =>
    layoutOf([
      [
        { x: 300, y: 40, text: "Account Number" },
        { x, y: 40, text: number },
        { x: 300, y: 54, text: "Branch" },
        { x: 400, y: 54, text: ": Kanpur Main" },
        { x: 300, y: 68, text: "Opening Balance" },
        { x: 400, y: 68, text: ": 10,000.00" },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);

  it("is read without the 1 that stands where the colons beside it stand, with a warning and less confidence", () => {
    const out = extractStatement(asOcr(statement("194588567820", 400)));
    expect((out.result as { account_info: Record<string, string> }).account_info["account_number"]).toBe("94588567820");
    expect(out.extraction.warnings).toEqual([
      'the account number read as "194588567820" is taken as 94588567820: its first 1 stands where the colons of the labels beside it stand',
    ]);
    expect(out.extraction.fields["account_info.account_number"]?.confidence).toBe(0.5);
  });

  it("is read as printed where it stands where the values beside it stand, or on a text layer", () => {
    expect(readStatement(asOcr(statement("194588567820", 409))).account_info["account_number"]).toBe("194588567820");
    expect(readStatement(statement("194588567820", 400)).account_info["account_number"]).toBe("194588567820");
  });
});

describe("an IFSC OCR read with a mark before it or a stroke in it", () => {
  const statement = (ifsc: string) =>
    layoutOf([
      [
        { x: 300, y: 40, text: "Account Number : 4023456789" },
        { x: 300, y: 54, text: `IFSC Code ${ifsc}` },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT CR-ORBIT", "", "5,000.00", "15,000.00"),
      ],
    ]);

  it("skips a colon read as a mark of its own before the code", () => {
    expect(readStatement(asOcr(statement("+ SRCB0510010"))).account_info["IFSC"]).toBe("SRCB0510010");
    expect(readStatement(asOcr(statement("~~: SRCBO510010"))).account_info["IFSC"]).toBe("SRCB0510010");
  });

  it("reads a stroke as the I or 1 that gives the one code, with a warning and less confidence", () => {
    const out = extractStatement(asOcr(statement(":|OBA0332323")));
    expect((out.result as { account_info: Record<string, string> }).account_info).toMatchObject({
      IFSC: "IOBA0332323",
      bank_name: "Indian Overseas Bank",
    });
    expect(out.extraction.warnings).toEqual([
      'the IFSC read as "|OBA0332323" is taken as IOBA0332323, its stroke read for an I or a 1',
    ]);
    expect(out.extraction.fields["account_info.IFSC"]?.confidence).toBe(0.5);
  });

  it("drops a stroke that the code reads without (a rule after it), with no warning", () => {
    const read = readStatement(asOcr(statement(": SBIN0001234|")));
    expect(read.account_info["IFSC"]).toBe("SBIN0001234");
    expect(read.warnings).toEqual([]);
  });
});

describe("an account number followed by a dash set apart", () => {
  it("ends at the dash: a page's running header prints the page's number after it", () => {
    // OCR ran the first page's label into one word: the running header's label is the one found.
    const layout = layoutOf([
      [
        { x: 40, y: 40, text: "Riverside Bank" },
        { x: 330, y: 60, text: "AccountNo :4023456789" },
        ...header(120),
        ...row(134, "02/06/2025", "NEFT SALARY", "", "15,000.00", "15,000.00"),
      ],
      [
        { x: 40, y: 40, text: "Riverside Bank - Account No 4023456789 - 2" },
        ...header(120),
        ...row(134, "03/06/2025", "ATM WDL", "1,000.00", "", "14,000.00"),
      ],
    ]);
    expect(readStatement(asOcr(layout)).account_info["account_number"]).toBe("4023456789");
  });
});

describe("a period printed in a cell beside the address", () => {
  it("is read though the line's other cell says nothing of a period", () => {
    // Barclays-style head: the address's last line on the left, the bare period on the right.
    const layout = layoutOf([
      [
        { x: 31, y: 30, text: "Barclays", size: 14 },
        { x: 31, y: 60, text: "Ms. Sarah Collins" },
        { x: 313, y: 60, text: "Account Number : 61367091" },
        { x: 31, y: 71, text: "14 Elm Grove" },
        { x: 31, y: 82, text: "Leeds LS6 2AB" },
        { x: 309, y: 82, text: "19 May 2024 to 15 Jun 2024" },
        { x: 33, y: 110, text: "Date" },
        { x: 139, y: 110, text: "Description" },
        endingAt(420, 110, "Money out"),
        endingAt(490, 110, "Money in"),
        endingAt(560, 110, "Balance"),
        { x: 33, y: 124, text: "21 May 2024" },
        { x: 139, y: 124, text: "TESCO STORES" },
        endingAt(420, 124, "20.00"),
        endingAt(560, 124, "1,697.23"),
      ],
    ]);
    expect(readStatement(layout).account_info).toMatchObject({
      statement_from: "2024-05-19",
      statement_to: "2024-06-15",
    });
  });
});

describe("a UAE bank's account statement", () => {
  // Emirates NBD's print (docs/banks.md): the brand without the word "Bank" over the addressee, a branch
  // named by its place, the period's second date wrapped onto the line below, debits with a minus.
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Emirates NBD", size: 12 },
      { x: 40, y: 50, text: "Fatima Al Hashimi" },
      { x: 40, y: 61, text: "Villa 14, Street 23, Al Barsha 1" },
      { x: 40, y: 72, text: "Dubai, United Arab Emirates" },
      { x: 330, y: 50, text: "Account No. : 1015816965601" },
      { x: 330, y: 61, text: "Branch : Jumeirah Branch" },
      { x: 40, y: 90, text: "STATEMENT OF ACCOUNT FOR THE PERIOD OF 01/01/2026 to" },
      { x: 40, y: 100, text: "31/01/2026" },
      { x: 40, y: 120, text: "Date" },
      { x: 110, y: 120, text: "Description" },
      endingAt(380, 120, "Debits"),
      endingAt(460, 120, "Credits"),
      endingAt(540, 120, "Balance"),
      { x: 40, y: 134, text: "24/01/2026" },
      { x: 110, y: 134, text: "DEWA BILL PAYMENT" },
      endingAt(380, 134, "-385.24"),
      endingAt(540, 134, "3341.06 Cr"),
    ],
  ]);

  it("reads the brand as the bank, the place-named branch and the wrapped period", () => {
    const { account_info, transactions } = readStatement(layout);
    expect(account_info).toMatchObject({
      account_holder: "Fatima Al Hashimi",
      bank_name: "Emirates NBD",
      branch: "Jumeirah Branch",
      statement_from: "2026-01-01",
      statement_to: "2026-01-31",
    });
    expect(sides(transactions)).toEqual([["385.24", undefined, "3341.06"]]);
  });
});

describe("an Irish bank's statement", () => {
  // AIB's print (docs/banks.md): "Allied Irish Banks, p.l.c." over the account block, the euro sign a
  // word of its own in the money headers, BALANCE FORWARD before the first dated row, a date once a day.
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Allied Irish Banks, p.l.c.", size: 12 },
      { x: 40, y: 50, text: "Aoife Murphy" },
      { x: 40, y: 61, text: "12 Seapoint Avenue" },
      { x: 40, y: 72, text: "Blackrock, Co. Dublin" },
      { x: 330, y: 50, text: "Account Number : 33151210" },
      { x: 40, y: 120, text: "Date" },
      { x: 110, y: 120, text: "Details" },
      endingAt(380, 120, "Debit €"),
      endingAt(460, 120, "Credit €"),
      endingAt(540, 120, "Balance €"),
      { x: 110, y: 134, text: "BALANCE FORWARD" },
      endingAt(540, 134, "6,813.43"),
      { x: 40, y: 148, text: "22 May 2024" },
      { x: 110, y: 148, text: "D/D ELECTRIC IRELAND" },
      endingAt(380, 148, "766.25"),
      { x: 110, y: 162, text: "SALARY ACME LTD" },
      endingAt(460, 162, "1,000.00"),
      endingAt(540, 162, "7,047.18"),
    ],
  ]);

  it("names the bank by its plural name and opens with the balance brought forward", () => {
    const { account_info, transactions, warnings } = readStatement(layout);
    expect(account_info).toMatchObject({
      account_holder: "Aoife Murphy",
      bank_name: "Allied Irish Banks, p.l.c.",
      opening_balance: "6813.43",
    });
    expect(sides(transactions)).toEqual([
      ["766.25", undefined, undefined],
      [undefined, "1000.00", "7047.18"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a label's value OCR set on a line of its own, a little lower", () => {
  // On a scan the value may stand a little lower than a label that ends its line, and OCR read it as a
  // line of its own: ". Andheri East" beside "Branch", its middle within the label's line.
  const layout = (dy: number) =>
    asOcr(
      layoutOf([
        [
          { x: 40, y: 30, text: "Riverside Urban Bank", size: 12 },
          { x: 310, y: 88, text: "Account No : 7116112931240163" },
          { x: 40, y: 113, text: "Noida, Uttar Pradesh 201301" },
          { x: 310, y: 117, text: "Branch" },
          { x: 361, y: 117 + dy, text: ". Andheri East" },
          { x: 40, y: 160, text: "Date" },
          { x: 110, y: 160, text: "Particulars" },
          endingAt(380, 160, "Debit"),
          endingAt(540, 160, "Balance"),
          { x: 40, y: 174, text: "03/06/2025" },
          { x: 110, y: 174, text: "ATM WDL" },
          endingAt(380, 174, "500.00"),
          endingAt(540, 174, "9,500.00"),
        ],
      ]),
    );

  it("is the label's value", () => {
    expect(readStatement(layout(4)).account_info).toMatchObject({ branch: "Andheri East" });
  });
});
