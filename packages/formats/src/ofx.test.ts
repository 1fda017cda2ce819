import { describe, expect, it } from "@jest/globals";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { statementOfx } from "./ofx.js";
import { addDecimals, formatDecimal, parseDecimal, signedAmount } from "./values.js";

const ACCOUNT = {
  account_holder: "Priya Sharma",
  account_number: "0011 2233 4455 66",
  bank_name: "Union Coastal Bank",
  IFSC: "UCBA0004321",
  statement_from: "2024-04-01",
  statement_to: "2024-04-30",
  opening_balance: "10000.00",
  closing_balance: "55250.00",
  currency: "INR",
};
const TRANSACTIONS = [
  {
    date: "2024-04-02",
    description: 'NEFT SALARY <APRIL> & BONUS "Q1" FROM ACME PRIVATE LIMITED',
    reference: "N0924011",
    credit: "50000.00",
    balance: "60000.00",
  },
  { date: "2024-04-05", description: "ATM CASH WITHDRAWAL", reference: "", debit: "2000.00", balance: "58000.00" },
  { date: "2024-04-05", description: "ATM CASH WITHDRAWAL", reference: "", debit: "2000.00", balance: "56000.00" },
  { date: "31/04", description: "UPI GROCERY MART\u0007", reference: "U4410931", debit: "750", balance: "55250.00" },
];
const STATEMENT = { account_info: ACCOUNT, transactions: TRANSACTIONS };
const NOW = new Date("2026-11-25T10:20:30.456Z");

interface Trn {
  TRNTYPE: string;
  DTPOSTED: string;
  TRNAMT: string;
  FITID: string;
  NAME?: string;
  MEMO?: string;
  REFNUM?: string;
}
interface Stmt {
  CURDEF: string;
  BANKACCTFROM: { BANKID: string; BRANCHID?: string; ACCTID: string; ACCTTYPE: string };
  BANKTRANLIST: { DTSTART: string; DTEND: string; STMTTRN?: Trn[] };
  LEDGERBAL: { BALAMT: string; DTASOF: string };
}

/** The document, checked well-formed, and its statements as objects (every value kept as text). */
function read(xml: string): Stmt[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ parseTagValue: false, isArray: (name) => ["STMTTRNRS", "STMTTRN"].includes(name) });
  const doc = parser.parse(xml) as { OFX: { BANKMSGSRSV1: { STMTTRNRS: { STMTRS: Stmt }[] } } };
  return doc.OFX.BANKMSGSRSV1.STMTTRNRS.map((r) => r.STMTRS);
}

const sum = (values: string[]) =>
  formatDecimal(values.reduce((s, v) => addDecimals(s, parseDecimal(v)!), { units: 0n, scale: 0 }));

describe("statementOfx", () => {
  it("writes a well-formed OFX 2 statement whose amounts add up from the opening to the ledger balance", () => {
    const xml = statementOfx(STATEMENT, { now: NOW });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200"')).toBe(true);
    expect(xml).toContain("<DTSERVER>20261125102030.456[0:GMT]</DTSERVER>");
    const [st, ...rest] = read(xml);
    expect(rest).toEqual([]);
    expect(st!.CURDEF).toBe("INR");
    expect(st!.BANKACCTFROM).toEqual({
      BANKID: "UCBA",
      BRANCHID: "004321",
      ACCTID: "00112233445566",
      ACCTTYPE: "CHECKING",
    });
    expect(st!.BANKTRANLIST.DTSTART).toBe("20240401");
    expect(st!.BANKTRANLIST.DTEND).toBe("20240430");
    const trns = st!.BANKTRANLIST.STMTTRN!;
    expect(trns.map((t) => [t.TRNTYPE, t.DTPOSTED, t.TRNAMT])).toEqual([
      ["CREDIT", "20240402", "50000.00"],
      ["DEBIT", "20240405", "-2000.00"],
      ["DEBIT", "20240405", "-2000.00"],
      // A date that is not one takes the day of the row before it.
      ["DEBIT", "20240405", "-750.00"],
    ]);
    expect(sum([ACCOUNT.opening_balance, ...trns.map((t) => t.TRNAMT)])).toBe(st!.LEDGERBAL.BALAMT);
    expect(st!.LEDGERBAL).toEqual({ BALAMT: "55250.00", DTASOF: "20240430" });
  });

  it("escapes text, drops what XML cannot carry, and keeps NAME within 32 characters with the whole text in MEMO", () => {
    const trns = read(statementOfx(STATEMENT, { now: NOW }))[0]!.BANKTRANLIST.STMTTRN!;
    expect(trns[0]!.NAME).toBe('NEFT SALARY <APRIL> & BONUS "Q1"');
    expect(trns[0]!.MEMO).toBe(TRANSACTIONS[0]!.description);
    expect(trns[0]!.REFNUM).toBe("N0924011");
    expect(trns[1]!.MEMO).toBeUndefined();
    expect(trns[1]!.REFNUM).toBeUndefined();
    expect(trns[3]!.NAME).toBe("UPI GROCERY MART");
    for (const t of trns) expect(Array.from(t.NAME ?? "").length).toBeLessThanOrEqual(32);
  });

  it("gives every transaction a FITID of its own that the next export repeats", () => {
    const first = read(statementOfx(STATEMENT, { now: NOW }))[0]!.BANKTRANLIST.STMTTRN!.map((t) => t.FITID);
    const later = read(statementOfx(STATEMENT, { now: new Date() }))[0]!.BANKTRANLIST.STMTTRN!.map((t) => t.FITID);
    expect(new Set(first).size).toBe(first.length);
    expect(later).toEqual(first);
    for (const id of first) expect(id.length).toBeLessThanOrEqual(255);
    // The same rows in a statement that overlaps this one keep their ids.
    const overlap = {
      account_info: { ...ACCOUNT, statement_from: "2024-04-03" },
      transactions: TRANSACTIONS.slice(1, 3),
    };
    const again = read(statementOfx(overlap, { now: NOW }))[0]!.BANKTRANLIST.STMTTRN!.map((t) => t.FITID);
    expect(again).toEqual(first.slice(1, 3));
  });

  it("writes one STMTRS per account of a statement that covers several", () => {
    const usd = {
      account_info: { account_number: "DE89370400440532013000123456", bank_name: "Rhein Bank AG", currency: "usd" },
      transactions: [
        { date: "2024-05-01", description: "WIRE IN", credit: "100.5" },
        { date: "2024-05-03", description: "FEE", debit: "-0.25", balance: "100.25" },
      ],
    };
    const statements = read(statementOfx({ ...STATEMENT, accounts: [STATEMENT, usd] }, { now: NOW }));
    expect(statements).toHaveLength(2);
    const second = statements[1]!;
    expect(second.CURDEF).toBe("USD");
    expect(second.BANKACCTFROM).toEqual({
      BANKID: "RHEINBANK",
      ACCTID: "0400440532013000123456",
      ACCTTYPE: "CHECKING",
    });
    expect(second.BANKTRANLIST.DTSTART).toBe("20240501");
    expect(second.BANKTRANLIST.STMTTRN!.map((t) => t.TRNAMT)).toEqual(["100.50", "-0.25"]);
    // No closing balance printed: the last row's.
    expect(second.LEDGERBAL).toEqual({ BALAMT: "100.25", DTASOF: "20240503" });
  });

  it("still writes a valid document for an empty or unreadable result", () => {
    for (const results of [{}, null, { account_info: {}, transactions: [{}] }]) {
      const [st] = read(statementOfx(results, { now: NOW }));
      expect(st!.CURDEF).toBe("XXX");
      expect(st!.BANKACCTFROM.ACCTID).toBe("UNKNOWN1");
      expect(st!.BANKTRANLIST.DTSTART).toBe("20261125");
      expect(st!.LEDGERBAL.BALAMT).toBe("0.00");
    }
    const odd = read(statementOfx({ account_info: {}, transactions: [{ description: "?" }] }, { now: NOW }))[0]!;
    expect(odd.BANKTRANLIST.STMTTRN![0]).toMatchObject({ TRNTYPE: "OTHER", TRNAMT: "0.00", DTPOSTED: "20261125" });
  });
});

describe("amounts", () => {
  it("reads plain decimals and signs a movement from the holder's side, without floating point", () => {
    expect(parseDecimal("1,234.50")).toBeNull();
    expect(parseDecimal(" -12.5 ")).toEqual({ units: -125n, scale: 1 });
    expect(formatDecimal(parseDecimal("0.1")!)).toBe("0.10");
    expect(formatDecimal(addDecimals(parseDecimal("0.1")!, parseDecimal("0.2")!))).toBe("0.30");
    expect(formatDecimal(parseDecimal("-0.05")!)).toBe("-0.05");
    expect(formatDecimal(signedAmount({ debit: "99999999999999999.99" })!)).toBe("-99999999999999999.99");
    expect(formatDecimal(signedAmount({ credit: "10", debit: "2.5" })!)).toBe("7.50");
    expect(signedAmount({ debit: "", credit: "n/a" })).toBeNull();
  });
});
