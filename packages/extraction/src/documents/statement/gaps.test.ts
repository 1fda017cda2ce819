// Statements that print a balance on some rows only (once a day, at the end of a group): the side of a
// row without a balance, and the balance chain across such rows. Layouts synthesised here, not from the corpus.
import { describe, expect, it } from "@jest/globals";
import {
  asOcr,
  debitCreditStatement,
  readStatement,
  sides,
  statementLayout,
  statementReader,
  type StatementRow,
} from "../../testing/layout.ts";

const statementOf = statementReader({
  account: { title: "Rivermouth Co-operative Bank", name: "Farhan Qureshi", number: "00710200456612" },
  headers: { date: "Txn Date", description: "Particulars" },
  at: { description: 110, first: 300, second: 400, balanceEnd: 512 },
});

describe("a row with one amount and no balance", () => {
  const entries: StatementRow[] = [
    { date: "01/07/2025", text: "CASH DEPOSIT BRANCH", second: "12,000.00" },
    { date: "01/07/2025", text: "POS GROCERY MART", first: "1,845.50", balance: "15,154.50" },
    { date: "02/07/2025", text: "IMPS FROM SISTER", second: "3,000.00" },
    { date: "02/07/2025", text: "ELECTRICITY BILL", first: "2,210.00" },
  ];

  it("is a deposit when it sits in the deposit column, a withdrawal in the withdrawal column", () => {
    const { transactions, warnings } = statementOf({ first: "Withdrawal", second: "Deposit" }, entries, {
      opening: "5,000.00",
    });
    expect(sides(transactions)).toEqual([
      [undefined, "12000.00", undefined],
      ["1845.50", undefined, "15154.50"],
      [undefined, "3000.00", undefined],
      ["2210.00", undefined, undefined],
    ]);
    expect(warnings).toEqual([]);
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

describe("a balance printed once a day", () => {
  // Several rows a day, the balance on the day's last; the last day's rows are settled by the closing balance.
  const days: StatementRow[] = [
    { date: "01/08/2025", text: "UPI KIRANA STORE", first: "1,250.00" },
    { date: "01/08/2025", text: "NEFT SALARY AUG", second: "48,500.00" },
    { date: "01/08/2025", text: "ATM WDL MG ROAD", first: "5,000.00", balance: "62,250.00" },
    { date: "02/08/2025", text: "RENT TO LANDLORD", first: "18,000.00", balance: "44,250.00" },
    { date: "04/08/2025", text: "SB INTEREST", second: "312.40" },
    { date: "04/08/2025", text: "CARD BOOKSHOP", first: "2,899.00" },
    { date: "04/08/2025", text: "REFUND ORDER 88123", second: "450.00", balance: "42,113.40" },
    { date: "05/08/2025", text: "EMI CAR LOAN", first: "9,870.00" },
    { date: "05/08/2025", text: "CASH DEPOSIT", second: "2,000.00" },
  ];
  const read = (entries: StatementRow[], closing = "34,243.40") =>
    statementOf({ first: "Withdrawal", second: "Deposit" }, entries, { opening: "20,000.00", closing });

  it("carries the movements of rows without a balance to the next balance", () => {
    const { transactions, warnings } = read(days);
    expect(sides(transactions)).toEqual([
      ["1250.00", undefined, undefined],
      [undefined, "48500.00", undefined],
      ["5000.00", undefined, "62250.00"],
      ["18000.00", undefined, "44250.00"],
      [undefined, "312.40", undefined],
      ["2899.00", undefined, undefined],
      [undefined, "450.00", "42113.40"],
      ["9870.00", undefined, undefined],
      [undefined, "2000.00", undefined],
    ]);
    expect(warnings).toEqual([]);
  });

  it("warns at the balance that a mistaken amount before it no longer leads to", () => {
    const altered = days.map((e) => (e.first === "2,899.00" ? { ...e, first: "2,989.00" } : e));
    const { transactions, warnings } = read(altered);
    expect(warnings).toEqual([
      "transaction 7 (2025-08-04): balance 42113.40 does not follow from 44250.00 and the movements of transactions 5–6, which print no balance",
    ]);
    // The printed columns still give the sides.
    expect(transactions[5]).toMatchObject({ debit: "2989.00" });
    expect(transactions[6]).toMatchObject({ credit: "450.00", balance: "42113.40" });
  });

  it("warns when the rows after the last balance do not lead to the closing balance", () => {
    expect(read(days, "34,343.40").warnings).toEqual([
      "the closing balance 34343.40 does not follow from the balance 42113.40 and the movements of transactions 8–9, which print no balance",
    ]);
  });

  it("settles the opening balance through rows without a balance", () => {
    // The rupee sign read as a leading 1: only the chain through the first, balance-less row can tell.
    const entries: StatementRow[] = [
      { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00" },
      { date: "05/06/2025", text: "ATM WDL KOCHI", first: "2,500.00", balance: "7,525.57" },
    ];
    const { account_info, warnings } = readStatement(
      asOcr(statementLayout(entries, debitCreditStatement({ opening: "16,025.57" }))),
    );
    expect(account_info).toMatchObject({ opening_balance: "6025.57" });
    expect(warnings).toEqual([
      'the opening balance read as "16,025.57" is taken as 6025.57, which the balances and movements lead to',
    ]);
  });
});

describe("one amount column without Dr/Cr marks, a balance on some rows", () => {
  const read = (entries: StatementRow[]) => statementOf({ first: "Amount" }, entries, { opening: "10,000.00" });

  it("takes the sides from the balance chain where exactly one choice leads to the balance", () => {
    const { transactions, warnings } = read([
      { date: "10/09/2025", text: "GST PAYMENT", first: "2,400.00" },
      { date: "10/09/2025", text: "CLIENT RECEIPT", first: "15,000.00" },
      { date: "10/09/2025", text: "COURIER CHARGES", first: "730.25", balance: "21,869.75" },
      { date: "11/09/2025", text: "TEA VENDOR", first: "869.75", balance: "21,000.00" },
    ]);
    expect(sides(transactions)).toEqual([
      ["2400.00", undefined, undefined],
      [undefined, "15000.00", undefined],
      ["730.25", undefined, "21869.75"],
      ["869.75", undefined, "21000.00"],
    ]);
    expect(warnings).toEqual([]);
  });

  it("settles the rows before the first balance and after the last one, with the opening and closing balances", () => {
    const { account_info, transactions, warnings } = statementOf(
      { first: "Amount" },
      [
        { date: "01/09/2025", text: "GST PAYMENT", first: "2,400.00" },
        { date: "01/09/2025", text: "CLIENT RECEIPT", first: "15,000.00", balance: "22,600.00" },
        { date: "02/09/2025", text: "RENT", first: "8,000.00" },
        { date: "02/09/2025", text: "INTEREST", first: "120.00" },
      ],
      { opening: "10,000.00", closing: "14,720.00" },
    );
    expect(account_info).toMatchObject({ opening_balance: "10000.00", closing_balance: "14720.00" });
    expect(sides(transactions)).toEqual([
      ["2400.00", undefined, undefined],
      [undefined, "15000.00", "22600.00"],
      ["8000.00", undefined, undefined],
      [undefined, "120.00", undefined],
    ]);
    expect(warnings).toEqual([]);
  });

  it("does not guess when more than one choice leads to the balance", () => {
    const { warnings } = read([
      { date: "12/09/2025", text: "TRANSFER IN", first: "500.00" },
      { date: "12/09/2025", text: "TRANSFER OUT", first: "500.00", balance: "10,000.00" },
    ]);
    expect(warnings).toEqual([
      "transactions 1–2 (2025-09-12 to 2025-09-12): more than one choice of debits and credits leads from 10000.00 to 10000.00, so their sides are not certain",
    ]);
  });
});

describe("a balance OCR read without its decimal point after rows without a balance", () => {
  it("is repaired through the movements of those rows", () => {
    const printed = statementLayout(
      [
        { date: "03/06/2025", text: "NEFT ACME TRADERS", second: "4,000.00" },
        { date: "04/06/2025", text: "RTGS KOCHI METALS", first: "1,250.00", balance: "775000" },
      ],
      { ...debitCreditStatement({ opening: "5,000.00" }), amountsFrom: { first: 335, second: 425, balance: 504 } },
    );
    const { transactions, warnings } = readStatement(asOcr(printed, 0.85));
    expect(transactions).toMatchObject([{ credit: "4000.00" }, { debit: "1250.00", balance: "7750.00" }]);
    expect(warnings).toEqual([]);
  });
});

describe("a printed side the balances contradict", () => {
  it("is taken as the balances say, with a warning naming the row and both sides", () => {
    // The 3,000.00 sits in the withdrawal column, but 15,154.50 + 3,000.00 = 18,154.50: a deposit.
    const { transactions, warnings } = statementOf(
      { first: "Withdrawal", second: "Deposit" },
      [
        { date: "01/07/2025", text: "POS GROCERY MART", first: "1,845.50", balance: "15,154.50" },
        { date: "02/07/2025", text: "IMPS FROM SISTER", first: "3,000.00", balance: "18,154.50" },
      ],
      { opening: "17,000.00" },
    );
    expect(sides(transactions)).toEqual([
      ["1845.50", undefined, "15154.50"],
      [undefined, "3000.00", "18154.50"],
    ]);
    expect(warnings).toEqual([
      "transaction 2 (2025-07-02): printed as a debit but the balances make it a credit; taken as a credit",
    ]);
  });
});
