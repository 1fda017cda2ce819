import { describe, expect, it } from "@jest/globals";
import {
  balanceChain,
  closesAt,
  fieldsCsv,
  flattenResult,
  statementCsv,
  warningsByField,
  warningTargets,
} from "./index.js";

describe("flattenResult", () => {
  it("gives leaf values by path, in order", () => {
    expect(flattenResult({ a: { b: "1" }, items: [{ q: "2" }], none: null })).toEqual([
      { path: "a.b", value: "1" },
      { path: "items[0].q", value: "2" },
    ]);
  });
});

describe("csv", () => {
  it("quotes what needs quoting and writes a statement's columns", () => {
    const csv = statementCsv({ transactions: [{ date: "2024-01-02", description: 'NEFT, "ACME"', credit: "10.00" }] });
    expect(csv).toBe('date,description,reference,debit,credit,balance\r\n2024-01-02,"NEFT, ""ACME""",,,10.00,\r\n');
    expect(fieldsCsv({ g: { k: "v\nw" } })).toBe('field,value\r\ng.k,"v\nw"\r\n');
  });

  it("keeps a spreadsheet from running a narration as a formula, and numbers as they are", () => {
    const transactions = [
      { date: "2024-01-02", description: '=HYPERLINK("http://x")', debit: "-5.00" },
      { date: "2024-01-03", description: "@SUM(A1)", reference: "+91 98", balance: "-1,200.50" },
    ];
    expect(statementCsv({ transactions }).split("\r\n").slice(1, 3)).toEqual([
      '2024-01-02,"\'=HYPERLINK(""http://x"")",,-5.00,,',
      `2024-01-03,'@SUM(A1),'+91 98,,,"-1,200.50"`,
    ]);
  });

  it("leads each row with its account when a statement covers several", () => {
    const first = { account_info: { account_number: "111" }, transactions: [{ date: "2024-01-02", debit: "5.00" }] };
    const second = { account_info: {}, transactions: [{ date: "2024-01-03", credit: "7.00" }] };
    expect(statementCsv({ ...first, accounts: [first, second] })).toBe(
      "account,date,description,reference,debit,credit,balance\r\n" +
        "111,2024-01-02,,,5.00,,\r\n" +
        "2,2024-01-03,,,,7.00,\r\n",
    );
  });
});

describe("balanceChain", () => {
  const results = {
    account_info: { opening_balance: "100.00", closing_balance: "130.00" },
    transactions: [
      { credit: "50.00", balance: "150.00" },
      { debit: "20.00", balance: "120.00" },
      { credit: "10.00" },
      { debit: "0.00", balance: "130.00" },
    ],
  };
  it("marks a printed balance the chain does not reach, and goes on from it", () => {
    expect(balanceChain(results).map((l) => l.broken)).toEqual([false, true, false, false]);
    expect(balanceChain(results)[1]).toMatchObject({ expected: "130.00", balance: "120.00" });
    expect(closesAt(results)).toBe(true);
  });
});

describe("warnings", () => {
  it("finds the fields a warning names", () => {
    expect(warningTargets("buyer_details.GSTIN 29ABCDE fails its check digit")).toEqual(["buyer_details.GSTIN"]);
    expect(warningTargets("line item 2: quantity × rate (10.00) differs from its amount 12.00")).toEqual([
      "line_items[1]",
    ]);
    expect(warningTargets("transactions 3–4 (2024-01-01 to 2024-01-02): more than one choice")).toEqual([
      "transactions[2]",
      "transactions[3]",
    ]);
    expect(warningTargets("taxable value + taxes = 118.00, but the grand total is 120.00")).toEqual([
      "total_calculation.grand_total",
      "tax_calculation.taxable_value",
    ]);
  });
  it("sorts warnings by field, and keeps the rest as general", () => {
    const { byField, general } = warningsByField(
      ["line item 1: off", "the e-invoice QR code cannot be read"],
      ["line_items[0].amount", "line_items[10].amount"],
    );
    expect([...byField.keys()]).toEqual(["line_items[0].amount"]);
    expect(general).toEqual(["the e-invoice QR code cannot be read"]);
  });
});
