// The banks' documented password rules (docs/banks.md), applied to hints: each rule's password, nothing else.
import { describe, expect, it } from "@jest/globals";
import { candidatePasswords, PASSWORD_RULES, passwordsFromHints } from "./password-rules.ts";

const HOLDER = {
  name: "Rajesh Kumar",
  date_of_birth: "1985-03-15",
  customer_id: "123456789",
  account_number: "0123 0004 0000 1234",
  mobile: "+91 98765 43210",
  pan: "abcde1234f",
};

describe("password rules", () => {
  it("build each documented form from the hints", () => {
    expect(passwordsFromHints(HOLDER)).toEqual([
      "RAJE1503",
      "RAJE150385",
      "RAJE15031985",
      "150385raje",
      "15031985",
      "123456789",
      "1234567891234",
      "123456789@15031985",
      "0123000400001234",
      "9876543210",
      "ABCDE15031985",
      "abcde1234f15031985",
    ]);
    // One password per rule: every rule used, none twice.
    expect(passwordsFromHints(HOLDER)).toHaveLength(PASSWORD_RULES.length);
  });

  it("make nothing from hints a rule lacks, and never more than the rules", () => {
    expect(passwordsFromHints({ name: "Rajesh" })).toEqual([]);
    expect(passwordsFromHints({ date_of_birth: "1985-03-15" })).toEqual(["15031985"]);
    expect(passwordsFromHints({ date_of_birth: "15/03/1985", name: "Rajesh" })).toEqual([]);
    // A name shorter than four letters has no first four letters.
    expect(passwordsFromHints({ name: "Ram", date_of_birth: "1985-03-15" })).toEqual(["15031985"]);
    expect(passwordsFromHints(HOLDER).length).toBeLessThanOrEqual(PASSWORD_RULES.length);
  });

  it("try the password given first, then the hints' rules, each once", () => {
    expect(
      candidatePasswords({ password: "15031985", hints: { date_of_birth: "1985-03-15", name: "Rajesh" } }),
    ).toEqual(["15031985", "RAJE1503", "RAJE150385", "RAJE15031985", "150385raje"]);
    expect(candidatePasswords({})).toEqual([]);
  });

  it("cite at least one source for every rule, and name its banks", () => {
    for (const r of PASSWORD_RULES) {
      expect(r.sources.length).toBeGreaterThan(0);
      for (const s of r.sources) expect(s).toMatch(/^https:\/\//);
      expect(r.banks.length).toBeGreaterThan(0);
    }
  });
});
