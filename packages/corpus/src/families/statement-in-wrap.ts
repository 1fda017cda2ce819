// Indian private and public-sector prints whose header stands on the first page only and whose narrations
// wrap over several lines beside reference and value-date columns (docs/banks.md, sources AH, PP, IDFC,
// CNP): IDFC FIRST (Transaction Date · Value Date · Particulars · Cheque No. · Debit · Credit · Balance,
// `16-Jan-2025`, a dash in the empty side), Canara's newer print (Date · Particulars · Deposits ·
// Withdrawals · Balance, deposits first, `05-01-2024`) and its older one (TRANS DATE · VALUE DATE · BRANCH ·
// REF/CHQ.NO · DESCRIPTION · WITHDRAWS · DEPOSIT · BALANCE), Bank of Baroda (DATE · NARRATION · CHQ.NO. ·
// WITHDRAWAL(DR) · DEPOSIT(CR) · BALANCE(INR)), Yes Bank (Transaction Date · Value Date · Description ·
// Reference Number · Withdrawals · Deposits · Running Balance, `2024-01-15`, multi-line descriptions,
// continuation pages without a header) and IndusInd (Date · Particulars · Chq./Ref.No. · Withdrawl ·
// Deposit · Balance). Wordings are written here from those records, not taken from the extractor.
import { statementFamily, type StatementSpec } from "./statement.ts";

const WORDS: StatementSpec["words"] = {
  holder: ["Customer Name", "Account Name", "Name"],
  number: ["Account Number", "Account No", "A/C No"],
  ifsc: ["IFSC", "IFSC Code"],
  branch: ["Branch", "Branch Name", "Home Branch"],
  period: [
    "Statement Period : {from} to {to}",
    "Statement for the period {from} to {to}",
    "Account Statement from {from} to {to}",
  ],
  opening: ["Opening Balance"],
  closing: ["Closing Balance"],
  bf: ["Balance B/F", "B/F"],
  cf: ["Balance C/F", "C/F"],
  total: ["Total"],
  summary: ["Account Summary", "Statement Summary"],
  title: ["Account Statement", "Statement of Account"],
};

const STMT_IN_WRAP: StatementSpec = {
  name: "stmt-in-wrap",
  split: "tune",
  kind: "statement-in",
  languages: ["en-IN"],
  language: "en",
  region: "IN",
  banks: [
    { name: "IDFC FIRST Bank", ifsc: "IDFB" },
    { name: "Canara Bank", ifsc: "CNRB" },
    { name: "Bank of Baroda", ifsc: "BARB" },
    { name: "Yes Bank", ifsc: "YESB" },
    { name: "IndusInd Bank", ifsc: "INDB" },
  ],
  layouts: [
    [
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Particulars"],
      ["reference", "Cheque No."],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Date"],
      ["description", "Particulars"],
      ["credit", "Deposits"],
      ["debit", "Withdrawals"],
      ["balance", "Balance"],
    ],
    [
      ["date", "TRANS DATE"],
      ["value_date", "VALUE DATE"],
      ["branch", "BRANCH"],
      ["reference", "REF/CHQ.NO"],
      ["description", "DESCRIPTION"],
      ["debit", "WITHDRAWS"],
      ["credit", "DEPOSIT"],
      ["balance", "BALANCE"],
    ],
    [
      ["date", "DATE"],
      ["description", "NARRATION"],
      ["reference", "CHQ.NO."],
      ["debit", "WITHDRAWAL(DR)"],
      ["credit", "DEPOSIT(CR)"],
      ["balance", "BALANCE(INR)"],
    ],
    [
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["reference", "Reference Number"],
      ["debit", "Withdrawals"],
      ["credit", "Deposits"],
      ["balance", "Running Balance"],
    ],
    [
      ["date", "Date"],
      ["description", "Particulars"],
      ["reference", "Chq./Ref.No."],
      ["debit", "Withdrawl"],
      ["credit", "Deposit"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd-Mon-yyyy", "dd-mm-yyyy", "dd/mm/yyyy", "yyyy-mm-dd"],
  numberStyles: ["indian", "western", "plain"],
  empty: ["", "-"],
  balanceSuffix: ["", "", " Cr"],
  drcr: [["Dr", "Cr"]],
  headOnce: 0.7,
  odds: { dateOnce: 0.15, dayEndBalance: 0.15, wrap: 0.7, middle: 0.4, bfcf: 0.15, pageTotal: 0.15, multi: 0 },
  balances: ["labels", "summary", "rows"],
  words: WORDS,
  lines: [22, 34],
  ledger: { days: [20, 45], count: [20, 45], opening: [5_000, 250_000], amount: [50, 30_000], perDay: [1, 4] },
  accountLength: [11, 16],
};

/** Indian statements with the header on page 1 only and narrations wrapped beside references (tune). */
export const stmtInWrap = statementFamily(STMT_IN_WRAP);
