// Indian prints of banks and statement forms the other families do not draw (docs/banks.md, sources UBN,
// EQ, IDBP, PNBP, AH): Union Bank's newer statement (S.No · Date · Transaction Id · Remarks · Amount(Rs.) ·
// Balance(Rs.), each amount and balance followed by "(Dr)" or "(Cr)", `dd/mm/yyyy`), Equitas Small Finance
// Bank's (Date · Ref No · Narration · Withdrawal · Deposit · Closing Balance, `dd-Mon-yyyy`, Available
// Balance), IDBI's rows with the time under the date (Sr No · Txn Date · Value Date · Description ·
// Cheque No · CR/DR · Amount (INR) · Balance (INR)), PNB ONE's rows (the amount with DR or CR after it, then
// the balance, the narration last) and Federal Bank's print without a Tran ID (Date · Value Date ·
// Particulars · TranType · Cheque Details · Withdrawals · Deposits · Balance). Pages carry a footer ("Page
// 2 of 3", a computer-generated note). Wordings are written here from those records, not from the extractor.
import { statementFamily, type StatementSpec } from "./statement.ts";

const WORDS: StatementSpec["words"] = {
  holder: ["Name", "Customer Name", "Account Holder Name"],
  number: ["Account Number", "Account No", "A/c No."],
  ifsc: ["IFSC", "IFSC Code"],
  branch: ["Home branch", "Branch", "Branch Name"],
  period: ["Statement Period {from} To {to}", "Statement of Account from {from} to {to}", "Period : {from} to {to}"],
  opening: ["Opening Balance"],
  closing: ["Closing Balance", "Available Balance"],
  bf: ["Balance B/F", "B/F"],
  cf: ["Balance C/F", "C/F"],
  total: ["Total"],
  summary: ["Account Summary", "Statement Summary"],
  title: ["Statement of Account", "Account Statement"],
};

const STMT_IN_SFB: StatementSpec = {
  name: "stmt-in-sfb",
  split: "tune",
  kind: "statement-in",
  languages: ["en-IN"],
  language: "en",
  region: "IN",
  banks: [
    { name: "Union Bank of India", ifsc: "UBIN" },
    { name: "Equitas Small Finance Bank", ifsc: "ESFB" },
    { name: "IDBI Bank", ifsc: "IBKL" },
    { name: "Punjab National Bank", ifsc: "PUNB" },
    { name: "Federal Bank", ifsc: "FDRL" },
  ],
  layouts: [
    // Union Bank (UBN): a serial and a transaction id before the remarks, one amount with its side.
    [
      ["serial", "S.No"],
      ["date", "Date"],
      ["reference", "Transaction Id"],
      ["description", "Remarks"],
      ["amount", "Amount(Rs.)"],
      ["balance", "Balance(Rs.)"],
    ],
    // Equitas Small Finance Bank (EQ).
    [
      ["date", "Date"],
      ["reference", "Ref No", "Reference No"],
      ["description", "Narration"],
      ["debit", "Withdrawal"],
      ["credit", "Deposit"],
      ["balance", "Closing Balance"],
    ],
    // IDBI Bank (IDBP): Cr./Dr. before the amount.
    [
      ["serial", "Sr No"],
      ["date", "Txn Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["reference", "Cheque No"],
      ["drcr", "CR/DR", "Cr./Dr."],
      ["amount", "Amount (INR)"],
      ["balance", "Balance (INR)"],
    ],
    // PNB ONE (PNBP): the amount and its side, the balance, the narration last.
    [
      ["date", "Txn Date", "Date"],
      ["amount", "Txn Amount", "Amount"],
      ["balance", "Balance"],
      ["description", "Narration", "Description"],
    ],
    // Federal Bank (AH Pattern19): no Tran ID, no Dr/Cr after the balance.
    [
      ["date", "Date"],
      ["value_date", "Value Date"],
      ["description", "Particulars"],
      ["type", "TranType"],
      ["reference", "Cheque Details"],
      ["debit", "Withdrawals"],
      ["credit", "Deposits"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd/mm/yyyy", "dd-Mon-yyyy", "dd-mm-yyyy"],
  numberStyles: ["plain", "indian", "western"],
  types: { debit: ["TFR", "CLG", "CSH"], credit: ["TFR", "CLG", "CSH"] },
  empty: ["", "-", "0.00"],
  balanceSuffix: ["", " (Cr)", " CR", " Cr"],
  drcr: [
    ["Dr", "Cr"],
    ["DR", "CR"],
    ["Dr.", "Cr."],
  ],
  amountMarks: [
    [" (Dr)", " (Cr)"],
    [" DR", " CR"],
    [" Dr", " Cr"],
  ],
  times: 0.5,
  footers: [
    "Page {page} of {pages}",
    "This is a computer generated statement and does not require a signature. | Page {page} of {pages}",
    "Page {page}",
    "** End of page {page} ** | Generated through Net Banking",
  ],
  headOnce: 0.25,
  odds: { dateOnce: 0.1, dayEndBalance: 0.1, wrap: 0.6, middle: 0.4, bfcf: 0.2, pageTotal: 0.2, multi: 0 },
  balances: ["labels", "rows", "summary"],
  words: WORDS,
  lines: [24, 36],
  ledger: { days: [20, 45], count: [10, 40], opening: [5_000, 250_000], amount: [50, 40_000], perDay: [1, 4] },
  accountLength: [12, 16],
};

/** Union Bank's, Equitas', IDBI's, PNB ONE's and Federal Bank's prints, with page footers (tune). */
export const stmtInSfb = statementFamily(STMT_IN_SFB);
