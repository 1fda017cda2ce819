// The statement reader's lookups of the shared vocabulary: which concepts a text names, and where
// among the shared matcher's tokens.
import { describe, expect, it } from "@jest/globals";
import { labelTokens } from "../common/labels.ts";
import { conceptsIn, tokensOf } from "./concepts.ts";

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
});
