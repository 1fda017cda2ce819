/**
 * A statement as an Excel workbook (exceljs): a Transactions sheet (every account's rows, led by the account
 * where there are several) and an Accounts sheet (a row per account). Cells are typed: amounts are numbers,
 * dates are dates, wherever the result's text reads as one; anything else stays the text it was.
 */
import ExcelJS from "exceljs";
import {
  accountFields,
  accountLabel,
  kindOfField,
  parseDecimal,
  parseIsoDate,
  STATEMENT_COLUMNS,
  statementAccounts,
  type StatementAccount,
} from "@docintake/formats";

const DATE_FORMAT = "yyyy-mm-dd";
const AMOUNT_FORMAT = "#,##0.00";

/** A result's value as the cell it should be: a Date (UTC midnight), a number, its text, or none when empty. */
export function cellValue(field: string, value: unknown): Date | number | string | null {
  if (value === undefined || value === null || value === "") return null;
  const text = String(value);
  const kind = kindOfField(field);
  if (kind === "date") {
    const d = parseIsoDate(text);
    if (d) return new Date(Date.UTC(d.year, d.month - 1, d.day));
  }
  // A plain decimal of up to 15 digits is exactly the number Excel keeps; longer ones stay text.
  if (kind === "amount" && parseDecimal(text) && text.replace(/\D/g, "").length <= 15) return Number(text);
  return text;
}

interface Column {
  key: string;
  width: number;
}

/** A sheet with a bold, frozen header row of the column names, and the number and date formats per column. */
function sheet(book: ExcelJS.Workbook, name: string, columns: Column[]): ExcelJS.Worksheet {
  const ws = book.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = columns.map((c) => {
    const kind = kindOfField(c.key);
    const numFmt = kind === "date" ? DATE_FORMAT : kind === "amount" ? AMOUNT_FORMAT : undefined;
    return { header: c.key, key: c.key, width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  ws.getRow(1).font = { bold: true };
  return ws;
}

const WIDTHS: Record<string, number> = { date: 12, description: 48, reference: 20, account: 22 };

function transactionsSheet(book: ExcelJS.Workbook, accounts: StatementAccount[]): void {
  const several = accounts.length > 1;
  const keys = [...(several ? ["account"] : []), ...STATEMENT_COLUMNS];
  const ws = sheet(
    book,
    "Transactions",
    keys.map((key) => ({ key, width: WIDTHS[key] ?? 14 })),
  );
  accounts.forEach((a, k) => {
    for (const t of a.transactions) {
      const row: Record<string, unknown> = several ? { account: accountLabel(a, k) } : {};
      for (const c of STATEMENT_COLUMNS) row[c] = cellValue(c, t[c]);
      ws.addRow(row);
    }
  });
}

function accountsSheet(book: ExcelJS.Workbook, accounts: StatementAccount[]): void {
  const fields = accountFields(accounts);
  const ws = sheet(
    book,
    "Accounts",
    fields.map((key) => ({ key, width: Math.max(14, key.length + 2) })),
  );
  for (const a of accounts) ws.addRow(Object.fromEntries(fields.map((f) => [f, cellValue(f, a.account_info[f])])));
}

/** The workbook's bytes. */
export async function statementXlsx(results: unknown): Promise<Buffer> {
  const accounts = statementAccounts(results);
  const book = new ExcelJS.Workbook();
  book.creator = "DocIntake";
  transactionsSheet(book, accounts);
  accountsSheet(book, accounts);
  return Buffer.from(await book.xlsx.writeBuffer());
}
