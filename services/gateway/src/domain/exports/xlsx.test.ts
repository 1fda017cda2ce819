import { describe, expect, it } from "@jest/globals";
import ExcelJS from "exceljs";
import { cellValue, statementXlsx } from "./xlsx.ts";
import { exportFilename } from "./index.ts";

const first = {
  account_info: {
    account_holder: "Priya Sharma",
    account_number: "00112233445566",
    statement_from: "2024-04-01",
    statement_to: "2024-04-30",
    opening_balance: "10000.00",
    closing_balance: "55250.00",
    nominee: "R. Sharma",
  },
  transactions: [
    { date: "2024-04-02", description: "NEFT SALARY", reference: "N0924011", credit: "50000.00", balance: "60000.00" },
    { date: "31/04", description: '=HYPERLINK("x")', reference: "", debit: "1,250.00", balance: "-58750.5" },
  ],
};
const second = { account_info: { currency: "USD" }, transactions: [{ date: "2024-05-01", credit: "12.5" }] };

async function readBack(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  return book;
}

const rows = (ws: ExcelJS.Worksheet) =>
  ws
    .getSheetValues()
    .slice(1)
    .map((r) => (Array.isArray(r) ? r.slice(1) : []));

describe("statementXlsx", () => {
  it("writes typed cells: amounts as numbers, dates as dates, the rest as the text it was", async () => {
    const book = await readBack(await statementXlsx(first));
    expect(book.worksheets.map((w) => w.name)).toEqual(["Transactions", "Accounts"]);
    const tx = book.getWorksheet("Transactions")!;
    expect(rows(tx)).toEqual([
      ["date", "description", "reference", "debit", "credit", "balance"],
      [new Date(Date.UTC(2024, 3, 2)), "NEFT SALARY", "N0924011", undefined, 50000, 60000],
      // Not a date, not a plain decimal, a formula's text: kept as text, never evaluated.
      ["31/04", '=HYPERLINK("x")', undefined, "1,250.00", undefined, -58750.5],
    ]);
    expect(tx.getCell("A2").numFmt).toBe("yyyy-mm-dd");
    expect(tx.getCell("F2").numFmt).toBe("#,##0.00");
    expect(tx.getCell("B3").type).toBe(ExcelJS.ValueType.String);
    const accounts = book.getWorksheet("Accounts")!;
    const [header, values] = rows(accounts);
    expect(header).toEqual([
      "account_holder",
      "account_number",
      "bank_name",
      "IFSC",
      "branch",
      "statement_from",
      "statement_to",
      "opening_balance",
      "closing_balance",
      "currency",
      "nominee",
    ]);
    const byField = Object.fromEntries((header as string[]).map((h, i) => [h, (values as unknown[])[i]]));
    expect(byField).toMatchObject({
      account_number: "00112233445566",
      statement_from: new Date(Date.UTC(2024, 3, 1)),
      opening_balance: 10000,
      closing_balance: 55250,
      nominee: "R. Sharma",
    });
  });

  it("lists every account's rows, led by the account, and a row per account", async () => {
    const book = await readBack(await statementXlsx({ ...first, accounts: [first, second] }));
    const tx = rows(book.getWorksheet("Transactions")!);
    expect(tx[0]![0]).toBe("account");
    expect(tx.slice(1).map((r) => r[0])).toEqual(["00112233445566", "00112233445566", "2"]);
    expect(tx[3]![5]).toBe(12.5);
    expect(rows(book.getWorksheet("Accounts")!)).toHaveLength(3);
  });

  it("keeps amounts longer than a double holds exactly as text, and an empty result as two header rows", async () => {
    expect(cellValue("balance", "12345678901234567.89")).toBe("12345678901234567.89");
    expect(cellValue("balance", "123456789012.34")).toBe(123456789012.34);
    expect(cellValue("statement_to", "2024-02-30")).toBe("2024-02-30");
    expect(cellValue("account_number", "0012")).toBe("0012");
    const book = await readBack(await statementXlsx({}));
    expect(rows(book.getWorksheet("Transactions")!)).toHaveLength(1);
    expect(rows(book.getWorksheet("Accounts")!)).toHaveLength(2);
  });
});

describe("exportFilename", () => {
  it("names the file after the statement, else after the job", () => {
    expect(exportFilename("1732000000000_april statement.pdf", "job_1", "ofx")).toBe("april statement.ofx");
    expect(exportFilename("1732000000000_.pdf", "job_1", "csv")).toBe("statement-job_1.csv");
  });
});
