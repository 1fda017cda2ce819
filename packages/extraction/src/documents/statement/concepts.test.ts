// The statement reader's lookups of the shared vocabulary: which concepts a text names, and where
// among the shared matcher's tokens.
import { describe, expect, it } from "@jest/globals";
import { labelTokens } from "../common/labels.ts";
import { asOcr, endingAt, layoutOf, readStatement, sides } from "../../testing/layout.ts";
import { conceptsIn, tokensBefore, tokensOf } from "./concepts.ts";

describe("statement concepts", () => {
  it("count positions in the shared matcher's tokens, abbreviations expanded", () => {
    expect(tokensOf("A/c No. & Dt.")).toEqual(labelTokens("A/c No. & Dt."));
    expect(tokensOf("A/c No.")).toEqual(["account", "number"]);
    // As OCR reads it, the slash taken for an "l".
    expect(tokensOf("Alc No.")).toEqual(["account", "number"]);
    expect(conceptsIn("Statement of Axis A/c No", ["stmt"])).toEqual([
      { concept: "stmt.account_number", start: 3, end: 5 },
    ]);
  });

  it("take the longest wording where two overlap, and every wording apart", () => {
    expect(conceptsIn("Value Date Transaction Details", ["txn"])).toEqual([
      { concept: "txn.value_date", start: 0, end: 2 },
      { concept: "txn.description", start: 2, end: 4 },
    ]);
    expect(conceptsIn("Closing Balance", ["txn"])).toEqual([{ concept: "txn.balance", start: 0, end: 2 }]);
  });

  it("keep to the kinds asked, the first asked where two concepts share a wording", () => {
    expect(conceptsIn("Closing Balance", ["stmt"])).toEqual([{ concept: "stmt.closing_balance", start: 0, end: 2 }]);
    expect(conceptsIn("Account Number", ["stmt", "bank"])[0]?.concept).toBe("stmt.account_number");
    expect(conceptsIn("Account Number", ["bank", "stmt"])[0]?.concept).toBe("bank.account_number");
    expect(conceptsIn("Email", ["stmt", "party.email"])).toEqual([{ concept: "party.email", start: 0, end: 1 }]);
    expect(conceptsIn("Narration", ["stmt"])).toEqual([]);
  });

  it("part the words of a header that OCR ran together", () => {
    expect(conceptsIn("Withdrawals Deposits RunningBalance", ["txn"]).map((m) => m.concept)).toEqual([
      "txn.debit",
      "txn.credit",
      "txn.balance",
    ]);
    expect(tokensOf("RunningBalance")).toEqual(["running", "balance"]);
  });

  it("read a header cut short as the word it starts", () => {
    expect(conceptsIn("Withdrawal… Deposit Amt.", ["txn"]).map((m) => m.concept)).toEqual(["txn.debit", "txn.credit"]);
  });

  it("read a figure OCR took for a letter inside a header's word as that letter", () => {
    expect(conceptsIn("Withdrawa1s Dep0sits Ba1ance", ["txn"]).map((m) => m.concept)).toEqual([
      "txn.debit",
      "txn.credit",
      "txn.balance",
    ]);
    // A 1 is the i or the l that makes the word a column's name.
    expect(tokensOf("Descr1ption Narrat1on")).toEqual(["description", "narration"]);
    // Positions stand: the text keeps its length.
    expect(tokensBefore("Value Dt Ba1ance", 9)).toBe(2);
  });

  it("leave figures that are no letter's: a reference, a day run into its month", () => {
    expect(tokensOf("UTIBN01 10Jan Rs5")).toEqual(["utibn01", "10jan", "rs5"]);
  });
});

describe("a transaction header whose words OCR garbled with figures", () => {
  // A statement without balances: only its header tells a withdrawal from a deposit.
  it("heads the rows as the words it stands for", () => {
    const { transactions } = readStatement(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "Riverside Urban Bank" },
            { x: 40, y: 50, text: "Account Number : 40021187765" },
            { x: 40, y: 100, text: "Date" },
            { x: 130, y: 100, text: "Narrat1on" },
            endingAt(380, 100, "Withdrawa1s"),
            endingAt(460, 100, "Dep0sits"),
            { x: 40, y: 114, text: "05/01/2024" },
            { x: 130, y: 114, text: "UPI GROCER" },
            endingAt(380, 114, "500.00"),
            { x: 40, y: 128, text: "12/01/2024" },
            { x: 130, y: 128, text: "NEFT SALARY" },
            endingAt(460, 128, "20,000.00"),
            { x: 40, y: 142, text: "15/01/2024" },
            { x: 130, y: 142, text: "ATM CASH" },
            endingAt(380, 142, "2,000.00"),
          ],
        ]),
      ),
    );
    expect(sides(transactions)).toEqual([
      ["500.00", undefined, undefined],
      [undefined, "20000.00", undefined],
      ["2000.00", undefined, undefined],
    ]);
  });
});
