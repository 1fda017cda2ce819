// Signed amounts, overdrawn balances and rows that print a balance alone. Layouts synthesised here, not
// from the corpus.
import { describe, expect, it } from "@jest/globals";
import { extractStatement } from "./extract.ts";
import { endingAt, layoutOf, readStatement, sides, statementReader } from "../../testing/layout.ts";

const statementOf = statementReader({
  account: { title: "Harbourline Urban Bank", name: "Rukmini Das", number: "30418800213" },
  headers: { date: "Date", description: "Description" },
  at: { description: 110, first: 330, second: 420, balanceEnd: 540 },
});

describe("one amount column whose sign gives the side", () => {
  it("takes a minus for a debit and an unsigned amount for a credit, reported without the sign", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "02/05/2025", text: "UPI GROCERY", first: "-1,250.00", balance: "8,750.00" },
        { date: "03/05/2025", text: "SALARY MAY", first: "42,000.00", balance: "50,750.00" },
        { date: "04/05/2025", text: "RENT", first: "-15,000.00", balance: "35,750.00" },
      ],
      { opening: "10,000.00" },
    );
    expect(sides(transactions)).toEqual([
      ["1250.00", undefined, "8750.00"],
      [undefined, "42000.00", "50750.00"],
      ["15000.00", undefined, "35750.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("reads a bracketed debit and a credit with a plus", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "02/05/2025", text: "CARD FUEL", first: "(1,250.00)", balance: "8,750.00" },
        { date: "03/05/2025", text: "REFUND", first: "+1,000.00", balance: "9,750.00" },
      ],
      { opening: "10,000.00" },
    );
    expect(sides(transactions)).toEqual([
      ["1250.00", undefined, "8750.00"],
      [undefined, "1000.00", "9750.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("takes the unsigned amounts of a statement that signs its debits for credits where no balance settles them", () => {
    const { transactions } = statementOf({ first: "Amount" }, [
      { date: "02/05/2025", text: "UPI GROCERY", first: "-1,250.00" },
      { date: "03/05/2025", text: "SALARY MAY", first: "42,000.00" },
    ]);
    expect(sides(transactions)).toEqual([
      ["1250.00", undefined, undefined],
      [undefined, "42000.00", undefined],
    ]);
  });

  it("still checks a signed movement against the balances", () => {
    // -1,250.00 from 10,000.00 leaves 8,750.00, not the 11,250.00 printed.
    const { transactions, warnings } = statementOf(
      { first: "Amount" },
      [{ date: "02/05/2025", text: "REVERSAL", first: "-1,250.00", balance: "11,250.00" }],
      { opening: "10,000.00" },
    );
    expect(sides(transactions)).toEqual([[undefined, "1250.00", "11250.00"]]);
    expect(warnings).toEqual([
      "transaction 1 (2025-05-02): printed as a debit but the balances make it a credit; taken as a credit",
    ]);
  });
});

describe("an overdrawn balance marked Dr", () => {
  it("is negative in the chain and in the transaction, whether the mark is glued on or a word of its own", () => {
    const { account_info, transactions, warnings } = statementOf(
      { first: "Withdrawal", second: "Deposit" },
      [
        { date: "02/06/2025", text: "ATM WDL", first: "3,000.00", balance: "2,000.00 Cr" },
        { date: "03/06/2025", text: "CHEQUE 1123", first: "4,500.00", balance: "2,500.00 Dr" },
        { date: "05/06/2025", text: "NEFT IN", second: "1,000.00", balance: "1,500.00Dr" },
        { date: "06/06/2025", text: "SALARY JUNE", second: "10,000.00", balance: "8,500.00 Cr" },
      ],
      { opening: "5,000.00 Cr", closing: "8,500.00 Cr" },
    );
    expect(sides(transactions)).toEqual([
      ["3000.00", undefined, "2000.00"],
      ["4500.00", undefined, "-2500.00"],
      [undefined, "1000.00", "-1500.00"],
      [undefined, "10000.00", "8500.00"],
    ]);
    expect(account_info).toMatchObject({ opening_balance: "5000.00", closing_balance: "8500.00" });
    expect(warnings).toEqual([]);
  });

  it("gives the chain the sides of unmarked movements, and makes an opening or closing balance negative", () => {
    const { account_info, transactions, warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "02/06/2025", text: "LOAN EMI", first: "500.00", balance: "1,500.00 Dr" },
        { date: "04/06/2025", text: "TRANSFER IN", first: "3,000.00", balance: "1,500.00 Cr" },
        { date: "09/06/2025", text: "CARD PAYMENT", first: "4,000.00", balance: "2,500.00 Dr" },
      ],
      { opening: "1,000.00 Dr", closing: "2,500.00Dr" },
    );
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, "-1500.00"],
      [undefined, "3000.00", "1500.00"],
      ["4000.00", undefined, "-2500.00"],
    ]);
    expect(account_info).toMatchObject({ opening_balance: "-1000.00", closing_balance: "-2500.00" });
    expect(warnings).toEqual([]);
  });

  it("does not give its mark to the movement before it", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount" },
      [{ date: "02/06/2025", text: "TRANSFER IN", first: "700.00 Cr", balance: "300.00 Dr" }],
      { opening: "1,000.00 Dr" },
    );
    expect(sides(transactions)).toEqual([[undefined, "700.00", "-300.00"]]);
    expect(warnings).toEqual([]);
  });
});

describe("a side in brackets after each amount of one amount column", () => {
  // Union Bank's newer print: "250.00 (Dr)", the balance "12,345.67 (Cr)" (docs/banks.md, UBN).
  it("gives each movement its side, with no balances to settle them, and keeps the marks out of the narration", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount(Rs.)" },
      [
        { date: "02/06/2025", text: "ATM WDL", first: "3,000.00 (Dr)" },
        { date: "03/06/2025", text: "NEFT IN", first: "1,000.00 (Cr)" },
      ],
      {},
    );
    expect(sides(transactions)).toEqual([
      ["3000.00", undefined, undefined],
      [undefined, "1000.00", undefined],
    ]);
    expect(transactions.map((t) => t["description"])).toEqual(["ATM WDL", "NEFT IN"]);
    expect(warnings).toEqual([]);
  });

  it("reads an overdrawn balance marked so", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount(Rs.)" },
      [
        { date: "02/06/2025", text: "ATM WDL", first: "3,000.00 (Dr)", balance: "2,000.00 (Cr)" },
        { date: "03/06/2025", text: "CHEQUE 1123", first: "4,500.00 (Dr)", balance: "2,500.00 (Dr)" },
      ],
      { opening: "5,000.00 Cr" },
    );
    expect(sides(transactions)).toEqual([
      ["3000.00", undefined, "2000.00"],
      ["4500.00", undefined, "-2500.00"],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a row that prints a balance alone", () => {
  it("is no transaction, and the chain goes on from it; before any movement it is the opening balance", () => {
    const { account_info, transactions, warnings } = statementOf({ first: "Withdrawal", second: "Deposit" }, [
      { date: "01/07/2025", text: "B/F", balance: "5,000.00" },
      { date: "02/07/2025", text: "UPI MILK", first: "120.00" },
      { date: "02/07/2025", text: "NEFT RENT", second: "8,000.00", balance: "12,880.00" },
    ]);
    expect(transactions).toMatchObject([
      { date: "2025-07-02", description: "UPI MILK", debit: "120.00" },
      { date: "2025-07-02", description: "NEFT RENT", credit: "8000.00", balance: "12880.00" },
    ]);
    expect(account_info["opening_balance"]).toBe("5000.00");
    expect(warnings).toEqual([]);
  });

  it("settles the sides of the rows before it", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "03/07/2025", text: "CLIENT RECEIPT", first: "1,000.00" },
        { date: "03/07/2025", text: "BANK CHARGES", first: "250.00" },
        { date: "03/07/2025", text: "EOD BALANCE", balance: "10,750.00" },
        { date: "04/07/2025", text: "ATM WDL", first: "750.00", balance: "10,000.00" },
      ],
      { opening: "10,000.00" },
    );
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", undefined],
      ["250.00", undefined, undefined],
      ["750.00", undefined, "10000.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("takes a Dr mark as overdrawn, and warns where it differs from the balance before it", () => {
    const { transactions, warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "05/07/2025", text: "CARRIED OVER", balance: "1,200.00 Dr" },
        { date: "06/07/2025", text: "TRANSFER IN", first: "2,000.00", balance: "800.00 Cr" },
      ],
      { opening: "1,000.00 Dr" },
    );
    expect(sides(transactions)).toEqual([[undefined, "2000.00", "800.00"]]);
    expect(warnings).toEqual([
      "the balance -1200.00 printed alone on 2025-07-05 differs from the balance -1000.00 before it",
    ]);
  });

  it("is still a movement where no amount sits under a movement column's header", () => {
    // The movements' own header was not read, and their column ends under the wide Balance header: the
    // lone amount of a row without a balance overlaps the Balance header but is a movement.
    const { transactions, warnings } = readStatement(
      layoutOf([
        [
          { x: 40, y: 74, text: "Opening Balance : 5,000.00" },
          { x: 40, y: 100, text: "Date" },
          { x: 110, y: 100, text: "Description" },
          endingAt(560, 100, "Running Balance"),
          { x: 40, y: 114, text: "03/07/2025" },
          { x: 110, y: 114, text: "CLIENT RECEIPT" },
          endingAt(505, 114, "1,000.00"),
          endingAt(560, 114, "6,000.00"),
          { x: 40, y: 128, text: "04/07/2025" },
          { x: 110, y: 128, text: "CASH DEPOSIT" },
          endingAt(505, 128, "500.00"),
          { x: 40, y: 160, text: "Closing Balance : 6,500.00" },
        ],
      ]),
    );
    expect(transactions).toMatchObject([
      { date: "2025-07-03", description: "CLIENT RECEIPT" },
      { date: "2025-07-04", description: "CASH DEPOSIT" },
    ]);
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      [undefined, "500.00", undefined],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("a Dr/Cr column beside one amount column", () => {
  const read = (mark: string) =>
    extractStatement(
      layoutOf([
        [
          { x: 40, y: 100, text: "Date" },
          { x: 110, y: 100, text: "Particulars" },
          endingAt(380, 100, "Amount"),
          { x: 400, y: 100, text: mark },
          endingAt(540, 100, "Balance"),
          { x: 40, y: 114, text: "03/07/2025" },
          { x: 110, y: 114, text: "CLIENT RECEIPT" },
          endingAt(380, 114, "1,000.00"),
          { x: 400, y: 114, text: "Cr" },
          endingAt(540, 114, "6,000.00"),
          { x: 40, y: 128, text: "04/07/2025" },
          { x: 110, y: 128, text: "FEE" },
          endingAt(380, 128, "6,000.00"),
          { x: 400, y: 128, text: "Dr" },
          endingAt(540, 128, "0.00"),
        ],
      ]),
    );

  it.each(["Dr/Cr", "Dr / Cr", "CR/DR"])("gives the side of the amount before it under %s", (mark) => {
    const out = read(mark);
    expect(sides((out.result as { transactions: Record<string, string>[] }).transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["6000.00", undefined, "0.00"],
    ]);
    expect(out.extraction.warnings).toEqual([]);
  });

  it("reads a Debit/Credit header of one word as one amount column, which gives no side", () => {
    // Under a column of either side the balances settle the side, and a Cr mark beside an amount gives it.
    const { transactions, warnings } = statementOf(
      { first: "Debit/Credit" },
      [
        { date: "03/07/2025", text: "CLIENT RECEIPT", first: "1,000.00", balance: "6,000.00" },
        { date: "04/07/2025", text: "FEE", first: "6,000.00", balance: "0.00" },
        { date: "05/07/2025", text: "REVERSAL", first: "250.00 Cr" },
      ],
      { opening: "5,000.00" },
    );
    expect(transactions.map((t) => t["description"])).toEqual(["CLIENT RECEIPT", "FEE", "REVERSAL"]);
    expect(sides(transactions)).toEqual([
      [undefined, "1000.00", "6000.00"],
      ["6000.00", undefined, "0.00"],
      [undefined, "250.00", undefined],
    ]);
    expect(warnings).toEqual([]);
  });
});

describe("sides nothing on the page tells", () => {
  it("says so when it takes unmarked amounts without balances for debits", () => {
    const { transactions, warnings } = statementOf({ first: "Amount" }, [
      { date: "02/05/2025", text: "NEFT ACME TRADERS", first: "1,250.00" },
      { date: "03/05/2025", text: "UPI 4471 KIRANA", first: "300.00" },
    ]);
    expect(sides(transactions)).toEqual([
      ["1250.00", undefined, undefined],
      ["300.00", undefined, undefined],
    ]);
    expect(warnings).toEqual([
      "transactions 1–2 (2025-05-02 to 2025-05-03): no printed side and no balances to tell debit from credit; taken as debits",
    ]);
  });

  it("stays quiet where the balances settle the sides", () => {
    const { warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "02/05/2025", text: "NEFT ACME TRADERS", first: "1,250.00", balance: "8,750.00" },
        { date: "03/05/2025", text: "CASH DEPOSIT", first: "300.00", balance: "9,050.00" },
      ],
      { opening: "10,000.00" },
    );
    expect(warnings).toEqual([]);
  });
});

describe("a dash in an empty money cell", () => {
  // IDFC FIRST and IDBI prints fill the empty side with "-", set close before the balance.
  const dashed = statementReader({
    account: { title: "Harbourline Urban Bank", name: "Rukmini Das", number: "30418800213" },
    headers: { date: "Date", description: "Particulars" },
    at: { description: 110, first: 380, second: 445, balanceEnd: 520 },
  });

  it("is neither the balance's sign nor narration", () => {
    const { transactions, warnings } = dashed(
      { first: "Withdrawals", second: "Deposits" },
      [
        {
          date: "06/09/2024",
          text: "CHQ PAID-CLG-KRISHNA FOODS",
          first: "15,254.39",
          second: "-",
          balance: "54,499.31",
        },
        { date: "06/09/2024", text: "NEFT-PUNBN58973274567", first: "-", second: "27,772.44", balance: "82,271.75" },
      ],
      { opening: "69,753.70" },
    );
    expect(sides(transactions)).toEqual([
      ["15254.39", undefined, "54499.31"],
      [undefined, "27772.44", "82271.75"],
    ]);
    expect(transactions.map((t) => t["description"])).toEqual(["CHQ PAID-CLG-KRISHNA FOODS", "NEFT-PUNBN58973274567"]);
    expect(warnings).toEqual([]);
  });
});

describe("a card statement that speaks of its minimum payment and credit line", () => {
  // Chase's card statement (docs/banks.md, CC) prints "Minimum Payment Due", "Credit Access Line" and
  // "Available Credit": its minus amounts are payments, credits to what the holder owes.
  it("reads minus amounts as credits and the others as debits", () => {
    const { transactions } = readStatement(
      layoutOf([
        [
          { x: 40, y: 20, text: "Prairie National Bank" },
          { x: 330, y: 30, text: "Opening/Closing Date 10/09/23 - 11/08/23" },
          { x: 330, y: 42, text: "Credit Access Line $10,000.00" },
          { x: 330, y: 54, text: "Minimum Payment Due $40.00" },
          { x: 40, y: 100, text: "Date" },
          { x: 120, y: 100, text: "Description" },
          endingAt(540, 100, "Amount"),
          { x: 40, y: 114, text: "10/21" },
          { x: 120, y: 114, text: "Payment Thank You - Web" },
          endingAt(540, 114, "-175.20"),
          { x: 40, y: 126, text: "10/23" },
          { x: 120, y: 126, text: "GROCER SEATTLE WA" },
          endingAt(540, 126, "56.10"),
        ],
      ]),
    );
    expect(sides(transactions)).toEqual([
      [undefined, "175.20", undefined],
      ["56.10", undefined, undefined],
    ]);
  });
});
