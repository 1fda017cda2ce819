// Indian statements that number their rows and print two dates (docs/banks.md, sources AH, PP, ISR, IAPI,
// IXLS, IDBP, PNBP): a serial column first ("S No.", "Sl. No.", "Sr No", "Serial No"), the value date
// before or after the transaction date, a cheque or reference column, long remarks wrapped over several
// lines, "Withdrawal Amount (INR )" headers, one amount column with its Dr/Cr, balances with or without
// "Cr". Each page repeats the header; an opening balance row or B/F and C/F lines. Wordings are written
// here from those records, not taken from the extractor.
import { statementFamily, type StatementSpec } from "./statement.ts";

const WORDS: StatementSpec["words"] = {
  holder: ["Account Name", "Customer Name", "Name"],
  number: ["Account Number", "Account No", "A/c No."],
  ifsc: ["IFSC Code", "IFSC"],
  branch: ["Branch", "Branch Name", "Account Branch"],
  period: [
    "Statement of transactions in Savings Account for the period {from} to {to}",
    "Statement Period : {from} to {to}",
    "Transactions List from {from} to {to}",
  ],
  opening: ["Opening Balance"],
  closing: ["Closing Balance"],
  bf: ["Balance B/F", "B/F"],
  cf: ["Balance C/F", "C/F"],
  total: ["Total", "Page Total"],
  summary: ["Account Summary"],
  title: ["Detailed Statement", "Account Statement", "Statement of Account"],
};

const STMT_IN_SERIAL: StatementSpec = {
  name: "stmt-in-serial",
  split: "tune",
  kind: "statement-in",
  languages: ["en-IN"],
  language: "en",
  region: "IN",
  banks: [
    { name: "ICICI Bank", ifsc: "ICIC" },
    { name: "Bank of Baroda", ifsc: "BARB" },
    { name: "Axis Bank", ifsc: "UTIB" },
    { name: "IDBI Bank", ifsc: "IBKL" },
    { name: "Punjab National Bank", ifsc: "PUNB" },
    { name: "Union Bank of India", ifsc: "UBIN" },
  ],
  layouts: [
    // ICICI's detailed statement (ISR, AH): the value date before the transaction date.
    [
      ["serial", "S No.", "Sr No", "Sl. No."],
      ["value_date", "Value Date"],
      ["date", "Transaction Date"],
      ["reference", "Cheque Number", "Chq./Ref.No."],
      ["description", "Transaction Remarks"],
      ["debit", "Withdrawal Amount (INR )", "Debit Amount"],
      ["credit", "Deposit Amount (INR )", "Credit Amount"],
      ["balance", "Balance (INR )", "Balance(INR)"],
    ],
    // ICICI's statement as its API and exports name the fields (IAPI, IXLS).
    [
      ["serial", "Sl No.", "No."],
      ["reference", "Tran ID", "Transaction ID"],
      ["value_date", "Value Date"],
      ["date", "Txn Posted Date", "Transaction Posted Date"],
      ["description", "Transaction Remarks", "Description"],
      ["debit", "Withdrawal Amt (INR)"],
      ["credit", "Deposit Amt (INR)"],
      ["balance", "Balance (INR)"],
    ],
    // Bank of Baroda (AH Pattern20): the transaction date first.
    [
      ["serial", "Serial No", "S.No"],
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["reference", "Cheque Number"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
    // Axis Bank (PP): one amount with Debit/Credit, the cheque number after the balance.
    [
      ["serial", "S.No"],
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Particulars"],
      ["amount", "Amount"],
      ["drcr", "Debit/Credit"],
      ["balance", "Balance"],
      ["reference", "Cheque Number"],
    ],
    // IDBI Bank (IDBP): serial, Txn Date, Value Date, Description, Cr./Dr. before the amount.
    [
      ["serial", "Sr No", "S.No."],
      ["date", "Txn Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["reference", "Cheque No"],
      ["drcr", "CR/DR"],
      ["amount", "Amount (INR)"],
      ["balance", "Balance (INR)"],
    ],
    // PNB (PNBP) and Union Bank (AH): a transaction number or id first, the balance's side after it.
    [
      ["serial", "Txn No.", "S.No"],
      ["date", "Txn Date", "Tran Date"],
      ["description", "Description", "Remarks"],
      ["reference", "Cheque No.", "Tran Id"],
      ["debit", "Dr Amount", "Withdrawal"],
      ["credit", "Cr Amount", "Deposit"],
      ["balance", "Balance"],
      ["balance_drcr", "Dr/Cr"],
      ["value_date", "Value Date"],
    ],
  ],
  dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "dd-Mon-yyyy", "dd/mm/yy"],
  numberStyles: ["indian", "plain", "western", "indian"],
  empty: ["", "0.00", "-"],
  balanceSuffix: ["", " Cr", "Cr", " CR"],
  drcr: [
    ["Dr", "Cr"],
    ["DR", "CR"],
    ["Dr.", "Cr."],
  ],
  // Remarks wrap in most prints (UPI/IMPS remarks run to 60 characters and more).
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.8, middle: 0.4, bfcf: 0.3, pageTotal: 0.2, multi: 0 },
  balances: ["rows", "labels", "summary", "rows"],
  words: WORDS,
  lines: [24, 38],
  ledger: { days: [20, 45], count: [12, 45], opening: [5_000, 250_000], amount: [50, 60_000], perDay: [1, 4] },
  accountLength: [12, 16],
};

/** Indian statements with a serial column and two dates (tune). */
export const stmtInSerial = statementFamily(STMT_IN_SERIAL);
