// Statement families: each a bank's print format as docs/banks.md records it (header wordings, date and
// amount forms, row conventions; sources there: AH, SL, CL, PP, HS, BC, STAN, DE, US, MON, TT and the
// real statements RW; for the four added for layouts not seen before, IDFC, FB and CA too; NLB, AEB and
// IEB for the Dutch, UAE and Irish ones), drawn by statement.ts. Wordings are written here from those
// records, not taken from the extractor. Four of twenty are held out: ICICI and Kotak (Indian layouts with a serial
// number, a value date first, Dr/Cr columns), the US checking statement and the Australian one.
import { CONDENSED, SANS } from "../render/fonts.ts";
import { statementFamily, type StatementSpec } from "./statement.ts";

const INDIAN_WORDS: Omit<StatementSpec["words"], "period" | "title"> = {
  holder: ["Account Holder", "Customer Name", "Name", "Account Name"],
  number: ["Account No", "Account Number", "A/c No.", "Account No."],
  ifsc: ["IFSC", "IFSC Code", "RTGS/NEFT IFSC", "IFS Code"],
  branch: ["Branch", "Account Branch", "Branch Name"],
  opening: ["Opening Balance"],
  closing: ["Closing Balance"],
  bf: ["Balance B/F", "BROUGHT FORWARD", "B/F"],
  cf: ["Balance C/F", "CARRIED FORWARD", "C/F"],
  total: ["Total", "Page Total"],
  summary: ["STATEMENT SUMMARY :-", "Statement Summary"],
};
const INDIAN_PERIODS = [
  "Statement Period : {from} to {to}",
  "From : {from} To : {to}",
  "Statement for the period {from} to {to}",
  "Period : {from} - {to}",
];
const INDIAN_LEDGER: StatementSpec["ledger"] = {
  days: [20, 45],
  count: [8, 40],
  opening: [5_000, 250_000],
  amount: [50, 30_000],
  perDay: [1, 4],
};
const INDIAN_NUMBERS: StatementSpec["numberStyles"] = ["indian", "indian", "plain", "western"];
const NO_DRCR: [string, string][] = [["Dr", "Cr"]];

const SBI: StatementSpec = {
  name: "stmt-in-sbi",
  split: "tune",
  kind: "statement-in",
  languages: ["en-IN"],
  language: "en",
  region: "IN",
  banks: [{ name: "State Bank of India", ifsc: "SBIN" }],
  layouts: [
    [
      ["date", "Txn Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["reference", "Ref No./Cheque No."],
      ["branch", "Branch Code"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd Mon yyyy", "d-Mon-yy"],
  numberStyles: INDIAN_NUMBERS,
  empty: ["", ""],
  drcr: NO_DRCR,
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.5, middle: 0, bfcf: 0.2, pageTotal: 0.2, multi: 0 },
  balances: ["labels", "rows", "none"],
  words: { ...INDIAN_WORDS, period: INDIAN_PERIODS, title: ["Account Statement", "Statement of Account"] },
  lines: [26, 40],
  ledger: INDIAN_LEDGER,
  accountLength: [11, 11],
};

const HDFC: StatementSpec = {
  ...SBI,
  name: "stmt-in-hdfc",
  banks: [{ name: "HDFC Bank", ifsc: "HDFC" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Narration"],
      ["reference", "Chq./Ref.No.", "Chq. / Ref No."],
      ["value_date", "Value Dt", "Value Date"],
      ["debit", "Withdrawal Amt.", "Withdrawal Amount"],
      ["credit", "Deposit Amt.", "Deposit Amount"],
      ["balance", "Closing Balance"],
    ],
  ],
  dateStyles: ["dd/mm/yy", "dd/mm/yyyy"],
  empty: ["", "0.00"],
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.7, middle: 0.6, bfcf: 0, pageTotal: 0, multi: 0 },
  balances: ["summary", "summary", "labels"],
  words: {
    ...INDIAN_WORDS,
    period: ["From : {from} To : {to}", "Statement From : {from} To : {to}"],
    title: ["Statement of account"],
  },
  accountLength: [14, 14],
};

const AXIS: StatementSpec = {
  ...SBI,
  name: "stmt-in-axis",
  banks: [{ name: "Axis Bank", ifsc: "UTIB" }],
  layouts: [
    [
      ["date", "Tran Date"],
      ["reference", "Chq No"],
      ["description", "Particulars"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
      ["branch", "Init. Br"],
    ],
  ],
  dateStyles: ["dd-mm-yyyy"],
  numberStyles: ["plain", "plain", "indian"],
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.5, middle: 0.7, bfcf: 0, pageTotal: 0.3, multi: 0 },
  balances: ["rows", "rows", "labels"],
  words: {
    ...INDIAN_WORDS,
    opening: ["OPENING BALANCE", "Opening Balance"],
    closing: ["CLOSING BALANCE", "Closing Balance"],
    period: ["for the period (From : {from} To : {to})", "Statement Period : {from} to {to}"],
    title: ["Statement of Account"],
  },
  accountLength: [15, 15],
};

/** A co-operative bank's core-banking print (Finacle-style): B/F at each page's top, page totals, grouped dates. */
const COOP: StatementSpec = {
  ...SBI,
  name: "stmt-in-coop",
  banks: [
    { name: "Saraswat Co-operative Bank", ifsc: "SRCB" },
    { name: "Cosmos Co-operative Bank", ifsc: "COSB" },
    { name: "Kalupur Commercial Co-operative Bank", ifsc: "KCCB" },
  ],
  layouts: [
    [
      ["date", "Tran Date", "TRN. Date"],
      ["value_date", "Value Date"],
      ["description", "Particulars", "Narration"],
      ["reference", "Instrument", "Chq/Ref.No", "Chq No."],
      ["debit", "Debit Amt.", "Debit", "Withdrawal"],
      ["credit", "Credit Amt.", "Credit", "Deposit"],
      ["balance", "Balance", "Closing Bal"],
    ],
    [
      ["date", "Date"],
      ["description", "Particulars"],
      ["reference", "Chq No."],
      ["value_date", "Value Date"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd-mm-yyyy", "dd/mm/yyyy"],
  odds: { dateOnce: 0.6, dayEndBalance: 0.4, wrap: 0.4, middle: 0.3, bfcf: 0.8, pageTotal: 0.6, multi: 0.3 },
  balances: ["rows", "labels", "none"],
  words: {
    ...INDIAN_WORDS,
    period: ["Period : {from} - {to}", "From Date : {from} To Date : {to}"],
    title: ["Account Statement", "Statement of Account"],
  },
  accountLength: [12, 15],
  fonts: [...CONDENSED, "DejaVu Sans Mono"],
};

const ICICI: StatementSpec = {
  ...SBI,
  name: "stmt-in-icici",
  split: "heldout",
  banks: [{ name: "ICICI Bank", ifsc: "ICIC" }],
  layouts: [
    [
      ["serial", "S No."],
      ["value_date", "Value Date"],
      ["date", "Transaction Date"],
      ["reference", "Cheque Number"],
      ["description", "Transaction Remarks"],
      ["debit", "Withdrawal Amount (INR )", "Withdrawal Amount (INR)"],
      ["credit", "Deposit Amount (INR )", "Deposit Amount (INR)"],
      ["balance", "Balance (INR )", "Balance (INR)"],
    ],
  ],
  dateStyles: ["dd/mm/yyyy"],
  empty: ["0.00", ""],
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.6, middle: 0.5, bfcf: 0, pageTotal: 0, multi: 0 },
  balances: ["labels", "none"],
  words: {
    ...INDIAN_WORDS,
    period: ["Transaction Date from {from} to {to}"],
    title: ["DETAILED STATEMENT"],
  },
  accountLength: [12, 12],
};

const KOTAK: StatementSpec = {
  ...SBI,
  name: "stmt-in-kotak",
  split: "heldout",
  banks: [{ name: "Kotak Mahindra Bank", ifsc: "KKBK" }],
  layouts: [
    [
      ["serial", "Sl.No."],
      ["date", "Date"],
      ["description", "Description"],
      ["reference", "Chq / Ref number"],
      ["amount", "Amount"],
      ["drcr", "Dr / Cr"],
      ["balance", "Balance"],
      ["balance_drcr", "Dr / Cr"],
    ],
    [
      ["date", "Date"],
      ["description", "Narration"],
      ["reference", "Chq/Ref No."],
      ["debit", "Withdrawal (Dr)"],
      ["credit", "Deposit (Cr)"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd-mm-yyyy", "dd Mon yyyy"],
  numberStyles: ["western", "indian"],
  drcr: [
    ["DR", "CR"],
    ["Dr", "Cr"],
  ],
  odds: { dateOnce: 0.3, dayEndBalance: 0.2, wrap: 0.5, middle: 0.3, bfcf: 0.3, pageTotal: 0, multi: 0 },
  balances: ["labels", "rows"],
  accountLength: [10, 10],
};

/**
 * Public-sector banks' prints (AH, SL): a serial or transaction id first, the value date or the narration
 * last, one amount column with a Dr/Cr type column or a sign, balances with a Cr suffix.
 */
const PSU: StatementSpec = {
  ...SBI,
  name: "stmt-in-psu",
  banks: [
    { name: "Punjab National Bank", ifsc: "PUNB" },
    { name: "Bank of Baroda", ifsc: "BARB" },
    { name: "Canara Bank", ifsc: "CNRB" },
    { name: "Union Bank of India", ifsc: "UBIN" },
  ],
  layouts: [
    [
      ["date", "Transaction Date"],
      ["reference", "Cheque Number"],
      ["debit", "Withdrawal"],
      ["credit", "Deposit"],
      ["balance", "Balance"],
      ["description", "Narration"],
    ],
    [
      ["serial", "S.No"],
      ["date", "Date"],
      ["description", "Description"],
      ["reference", "Cheque No"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
      ["value_date", "Value Date"],
    ],
    [
      ["date", "DATE"],
      ["description", "NARRATION"],
      ["reference", "CHQ.NO."],
      ["amount", "Amount"],
      ["drcr", "Type"],
      ["balance", "BALANCE(INR)"],
    ],
    [
      ["date", "Txn Date", "TRANS DATE"],
      ["value_date", "Value Date", "VALUE DATE"],
      ["reference", "Cheque No.", "REF/CHQ.NO"],
      ["description", "Description", "DESCRIPTION"],
      ["branch", "Branch Code"],
      ["debit", "Debit", "WITHDRAWS"],
      ["credit", "Credit", "DEPOSIT"],
      ["balance", "Balance", "BALANCE"],
    ],
    [
      ["reference", "Tran Id"],
      ["date", "Tran Date"],
      ["description", "Remarks", "Transaction Particulars"],
      ["amount", "Amount (Rs.)"],
      ["balance", "Balance (Rs.)"],
    ],
  ],
  dateStyles: ["dd-mm-yyyy", "dd/mm/yyyy", "dd-Mon-yyyy"],
  drcr: [
    ["DR", "CR"],
    ["Dr", "Cr"],
  ],
  balanceSuffix: ["", " Cr", "Cr"],
  odds: { dateOnce: 0.2, dayEndBalance: 0.2, wrap: 0.5, middle: 0.4, bfcf: 0.3, pageTotal: 0.3, multi: 0 },
  balances: ["labels", "rows", "none"],
  accountLength: [13, 16],
};

/** Private banks' prints (AH, SL, PP): Reference Number, Running Balance, ISO dates, Dr/Cr after the balance. */
const PRIVATE: StatementSpec = {
  ...SBI,
  name: "stmt-in-private",
  banks: [
    { name: "IndusInd Bank", ifsc: "INDB" },
    { name: "Yes Bank", ifsc: "YESB" },
    { name: "Federal Bank", ifsc: "FDRL" },
    { name: "Bandhan Bank", ifsc: "BDBL" },
  ],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Particulars"],
      ["reference", "Chq./Ref.No."],
      ["debit", "Withdrawl"],
      ["credit", "Deposit"],
      ["balance", "Balance"],
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
      ["value_date", "Value Date"],
      ["description", "Particulars"],
      ["reference", "Tran ID"],
      ["debit", "Withdrawals"],
      ["credit", "Deposits"],
      ["balance", "Balance"],
      ["balance_drcr", "Dr/Cr"],
    ],
    [
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["amount", "Amount"],
      ["drcr", "Dr / Cr"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd/mm/yyyy", "yyyy-mm-dd", "dd-Mon-yyyy"],
  numberStyles: ["indian", "western", "plain"],
  drcr: [
    ["Dr", "Cr"],
    ["DR", "CR"],
  ],
  odds: { dateOnce: 0.1, dayEndBalance: 0.1, wrap: 0.6, middle: 0.5, bfcf: 0.2, pageTotal: 0.2, multi: 0 },
  balances: ["labels", "summary", "rows"],
  accountLength: [12, 16],
};

const HSBC_UK: StatementSpec = {
  name: "stmt-uk",
  split: "tune",
  kind: "statement-foreign",
  languages: ["en-GB"],
  language: "en",
  region: "GB",
  banks: [{ name: "HSBC UK" }, { name: "Barclays" }, { name: "Lloyds Bank" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Payment type and details"],
      ["debit", "Paid out"],
      ["credit", "Paid in"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Money out"],
      ["credit", "Money in"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd Mon yy", "dd Mon yyyy"],
  numberStyles: ["western"],
  empty: [""],
  drcr: NO_DRCR,
  odds: { dateOnce: 0.8, dayEndBalance: 0.8, wrap: 0.7, middle: 0, bfcf: 0.7, pageTotal: 0, multi: 0 },
  balances: ["labels", "rows"],
  words: {
    holder: ["Account Name", "Account holder"],
    number: ["Account Number"],
    branch: [],
    period: ["{from} to {to}", "Statement period {from} to {to}"],
    opening: ["Opening Balance", "Start balance", "Previous Balance"],
    closing: ["Closing Balance", "End balance", "New Balance"],
    bf: ["BALANCE BROUGHT FORWARD"],
    cf: ["BALANCE CARRIED FORWARD"],
    total: [],
    summary: [],
    title: ["Your Statement", "Current Account Statement"],
  },
  lines: [26, 40],
  ledger: { days: [25, 31], count: [10, 40], opening: [300, 6_000], amount: [5, 900], perDay: [1, 4] },
  accountLength: [8, 8],
};

const GERMAN: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-de",
  languages: ["de"],
  language: "de",
  region: "DE",
  banks: [{ name: "Sparkasse KölnBonn" }, { name: "Volksbank Mittelhessen" }, { name: "Postbank" }],
  layouts: [
    [
      ["date", "Buchungstag"],
      ["value_date", "Wert", "Valuta"],
      ["description", "Verwendungszweck", "Buchungstext"],
      ["amount", "Betrag (EUR)", "Betrag"],
      ["balance", "Saldo"],
    ],
    [
      ["date", "Buchung"],
      ["value_date", "Wert"],
      ["description", "Vorgang/Buchungsinformation"],
      ["debit", "Soll"],
      ["credit", "Haben"],
    ],
  ],
  dateStyles: ["dd.mm.yyyy"],
  numberStyles: ["dot-comma"],
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.7, middle: 0, bfcf: 0.3, pageTotal: 0, multi: 0 },
  balances: ["labels"],
  words: {
    holder: ["Kontoinhaber"],
    number: ["Kontonummer"],
    branch: [],
    period: ["Kontoauszug vom {from} bis {to}"],
    opening: ["Alter Kontostand", "Alter Saldo"],
    closing: ["Neuer Kontostand", "Neuer Saldo"],
    bf: ["Übertrag"],
    cf: ["Übertrag"],
    total: [],
    summary: [],
    title: ["Kontoauszug"],
  },
  accountLength: [10, 10],
};

const US: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-us",
  split: "heldout",
  languages: ["en-US"],
  region: "US",
  banks: [{ name: "Chase" }, { name: "Wells Fargo" }, { name: "Bank of America" }],
  layouts: [
    [
      ["date", "DATE"],
      ["description", "DESCRIPTION"],
      ["amount", "AMOUNT"],
      ["balance", "BALANCE"],
    ],
    [
      ["date", "Date"],
      ["reference", "Check No."],
      ["description", "Description"],
      ["credit", "Deposits and other credits"],
      ["debit", "Checks and other debits"],
      ["balance", "Daily balance"],
    ],
  ],
  dateStyles: ["mm/dd/yyyy"],
  numberStyles: ["western"],
  odds: { dateOnce: 0, dayEndBalance: 0.6, wrap: 0.4, middle: 0, bfcf: 0, pageTotal: 0, multi: 0.4 },
  balances: ["labels", "rows"],
  words: {
    holder: ["Account holder", "Primary Account Holder"],
    number: ["Account Number", "Account number"],
    branch: [],
    period: ["{from} through {to}", "Statement Period: {from} to {to}"],
    opening: ["Beginning Balance"],
    closing: ["Ending Balance"],
    bf: [],
    cf: [],
    total: [],
    summary: [],
    title: ["CHECKING SUMMARY", "Statement of Account"],
  },
  ledger: { days: [28, 31], count: [8, 30], opening: [500, 9_000], amount: [5, 1_500], perDay: [1, 3] },
  accountLength: [10, 12],
};

const AUSTRALIA: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-au",
  split: "heldout",
  languages: ["en-AU"],
  region: "AU",
  banks: [{ name: "Commonwealth Bank" }, { name: "National Australia Bank" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Transaction"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Date"],
      ["description", "Particulars"],
      ["debit", "Debits"],
      ["credit", "Credits"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd Mon yyyy"],
  numberStyles: ["western"],
  sign: "$",
  balanceSuffix: [" CR", " CR", ""],
  odds: { dateOnce: 0.3, dayEndBalance: 0.3, wrap: 0.4, middle: 0, bfcf: 0.5, pageTotal: 0, multi: 0.3 },
  balances: ["rows", "labels"],
  words: {
    holder: ["Account Name", "Name"],
    number: ["Account Number"],
    branch: [],
    period: ["Statement Period {from} - {to}", "Period {from} to {to}"],
    opening: ["OPENING BALANCE", "Opening Balance"],
    closing: ["CLOSING BALANCE", "Closing Balance"],
    bf: ["Brought forward"],
    cf: ["Carried forward"],
    total: [],
    summary: [],
    title: ["Statement", "Transaction Summary"],
  },
  accountLength: [8, 9],
  fonts: SANS,
};

/**
 * Newer Indian private banks' prints (IDFC: its export's columns and `16-Jan-2025` dates; IDBI: AH):
 * Transaction Date · Value Date · Particulars · Cheque No. · Debit · Credit · Balance, or Date ·
 * Particulars · Chq. no · Withdrawals · Deposits · Balance.
 */
const NEWGEN: StatementSpec = {
  ...SBI,
  name: "stmt-in-newgen",
  banks: [
    { name: "IDFC FIRST Bank", ifsc: "IDFB" },
    { name: "IDBI Bank", ifsc: "IBKL" },
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
      ["reference", "Chq. no"],
      ["debit", "Withdrawals"],
      ["credit", "Deposits"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd-Mon-yyyy", "dd-Mon-yyyy", "dd/mm/yyyy"],
  numberStyles: ["indian", "western", "plain"],
  empty: ["", "-"],
  odds: { dateOnce: 0.1, dayEndBalance: 0.1, wrap: 0.5, middle: 0.4, bfcf: 0.2, pageTotal: 0.3, multi: 0 },
  balances: ["labels", "rows", "summary"],
  words: {
    ...INDIAN_WORDS,
    opening: ["Opening Balance", "OPENING BALANCE"],
    period: ["Statement Period : {from} to {to}", "From {from} To {to}", "Account Statement from {from} to {to}"],
    title: ["Account Statement", "STATEMENT OF ACCOUNT"],
  },
  accountLength: [11, 16],
};

/**
 * Singapore (MON): DBS/POSB (Date · Description · Withdrawal (-) · Deposit (+) · Balance; its consolidated
 * statement of several accounts, `03/08/2026`; its savings print `02 Jul` without a year), UOB (Date ·
 * Description · Withdrawals · Deposits · Balance, `SGD` under the money headers, BALANCE B/F), OCBC
 * (Transaction Date · Value Date · Description · Withdrawal · Deposit · Balance, both dates `02 Jul`).
 */
const SINGAPORE: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-sg",
  languages: ["en-SG"],
  region: "SG",
  banks: [{ name: "DBS Bank Ltd" }, { name: "POSB" }, { name: "United Overseas Bank Limited" }, { name: "OCBC Bank" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Withdrawal (-)"],
      ["credit", "Deposit (+)"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Withdrawals"],
      ["credit", "Deposits"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["debit", "Withdrawal"],
      ["credit", "Deposit"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd Mon", "dd Mon", "dd/mm/yyyy"],
  periodStyle: "dd Mon yyyy",
  numberStyles: ["western"],
  units: "SGD",
  odds: { dateOnce: 0.2, dayEndBalance: 0.3, wrap: 0.8, middle: 0, bfcf: 0.7, pageTotal: 0, multi: 0.4 },
  balances: ["rows", "labels", "none"],
  words: {
    holder: ["Account Name", "Name"],
    number: ["Account No.", "Account Number"],
    branch: [],
    period: ["Period: {from} to {to}", "Statement Period {from} - {to}", "Transaction Details from {from} to {to}"],
    opening: ["Balance Brought Forward", "BALANCE B/F", "Opening Balance"],
    closing: ["Closing Balance", "CLOSING BALANCE"],
    bf: ["Balance Brought Forward", "BALANCE B/F"],
    cf: ["Balance Carried Forward", "BALANCE C/F"],
    total: [],
    summary: [],
    title: ["Consolidated Statement", "Statement of Account", "Account Transaction Details"],
  },
  ledger: { days: [28, 31], count: [8, 35], opening: [800, 20_000], amount: [3, 1_500], perDay: [1, 4] },
  accountLength: [9, 10],
  fonts: SANS,
};

/**
 * France: BNP Paribas's forms (FB: `05.11` without a year, `1.234,56`, Débit and Crédit, no balance) under
 * the columns French guides name (Date de l'opération · Nature de l'opération · Date de valeur · Débit ·
 * Crédit), and Crédit Agricole's (CA: Date opé. · Date valeur · Libellé des opérations · Débit · Crédit);
 * `1 234,56` too; the previous and new balance as rows whose amount stands in Crédit, a total of the
 * movements before the new balance (Ancien solde, Nouveau solde, Total des opérations: CA).
 */
const FRANCE: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-fr",
  languages: ["fr"],
  language: "fr",
  region: "FR",
  banks: [{ name: "BNP Paribas" }, { name: "Crédit Agricole" }, { name: "Société Générale" }],
  layouts: [
    [
      ["date", "Date", "Date de l'opération"],
      ["description", "Nature de l'opération", "Libellé"],
      ["value_date", "Date de valeur"],
      ["debit", "Débit"],
      ["credit", "Crédit"],
    ],
    [
      ["date", "Date opé."],
      ["value_date", "Date valeur"],
      ["description", "Libellé des opérations"],
      ["debit", "Débit"],
      ["credit", "Crédit"],
    ],
  ],
  dateStyles: ["dd.mm"],
  periodStyle: "dd.mm.yyyy",
  numberStyles: ["dot-comma", "space-comma"],
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.6, middle: 0, bfcf: 0, pageTotal: 0.7, multi: 0 },
  balances: ["rows", "rows", "labels"],
  words: {
    holder: ["Titulaire du compte"],
    number: ["Numéro de compte"],
    branch: [],
    period: ["du {from} au {to}", "Relevé du {from} au {to}"],
    opening: ["SOLDE PRECEDENT", "Ancien solde"],
    closing: ["NOUVEAU SOLDE", "Nouveau solde"],
    bf: [],
    cf: [],
    total: ["TOTAL DES OPERATIONS", "Total des opérations"],
    summary: [],
    title: ["RELEVE DE COMPTE", "Relevé de compte courant"],
  },
  ledger: { days: [28, 31], count: [8, 35], opening: [300, 8_000], amount: [5, 1_200], perDay: [1, 3] },
  accountLength: [11, 11],
  fonts: SANS,
};

/**
 * Canada (MON): RBC (Date · Description · Withdrawals ($) · Deposits ($) · Balance ($), `7 May` printed once
 * a day, a balance on some rows, Opening and Closing Balance rows; business: Cheques & Debits ($) ·
 * Deposits & Credits ($)), TD (Description · Withdrawals · Deposits · Date · Balance: the date after the
 * amounts as `MAY1`, a balance at a day's end).
 */
const CANADA: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-ca",
  languages: ["en-CA"],
  region: "CA",
  banks: [{ name: "Royal Bank of Canada" }, { name: "TD Canada Trust" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Withdrawals ($)"],
      ["credit", "Deposits ($)"],
      ["balance", "Balance ($)"],
    ],
    [
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Cheques & Debits ($)"],
      ["credit", "Deposits & Credits ($)"],
      ["balance", "Balance ($)"],
    ],
    [
      ["description", "Description", "DESCRIPTION"],
      ["debit", "Withdrawals", "CHEQUE/DEBIT"],
      ["credit", "Deposits", "DEPOSIT/CREDIT"],
      ["date", "Date", "DATE"],
      ["balance", "Balance", "BALANCE"],
    ],
  ],
  dateStyles: ["d Mon", "dd Mon", "MONd"],
  periodStyle: "Month d, yyyy",
  numberStyles: ["western"],
  odds: { dateOnce: 0.6, dayEndBalance: 0.7, wrap: 0.5, middle: 0, bfcf: 0, pageTotal: 0, multi: 0.2 },
  balances: ["rows", "rows", "labels"],
  words: {
    holder: ["Account holder", "Name"],
    number: ["Account number", "Account No."],
    branch: [],
    period: ["From {from} to {to}", "Statement period {from} - {to}"],
    opening: ["Opening Balance", "Opening balance", "OPENING BALANCE"],
    closing: ["Closing Balance", "Closing balance", "CLOSING BALANCE"],
    bf: [],
    cf: [],
    total: [],
    summary: [],
    title: ["Your account statement", "Business Account Statement", "Statement of Account"],
  },
  ledger: { days: [28, 31], count: [8, 35], opening: [500, 9_000], amount: [5, 1_500], perDay: [1, 4] },
  accountLength: [7, 12],
  fonts: SANS,
};

/**
 * More Indian prints from AH's header list: Bank of India (Transaction Date · Instrument Id · Narration ·
 * Debit · Credit · Balance), Bank of Baroda's serial-numbered one (Serial No · Transaction Date · Value
 * Date · Description · Cheque Number · Debit · Credit · Balance) and Mehsana co-operative bank's (S.No. ·
 * Date · Description · Debit · Credit · Cheque No · Balance: the cheque number after the amounts).
 */
const REGIONAL: StatementSpec = {
  ...SBI,
  name: "stmt-in-regional",
  banks: [
    { name: "Bank of India", ifsc: "BKID" },
    { name: "Bank of Baroda", ifsc: "BARB" },
    { name: "Mehsana Urban Co-operative Bank" },
  ],
  layouts: [
    [
      ["date", "Transaction Date"],
      ["reference", "Instrument Id"],
      ["description", "Narration"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
    [
      ["serial", "Serial No"],
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["reference", "Cheque Number"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Balance"],
    ],
    [
      ["serial", "S.No."],
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["reference", "Cheque No"],
      ["balance", "Balance"],
    ],
  ],
  dateStyles: ["dd-mm-yyyy", "dd/mm/yyyy", "dd-Mon-yyyy"],
  numberStyles: INDIAN_NUMBERS,
  empty: ["", "0.00"],
  balanceSuffix: ["", " Cr"],
  odds: { dateOnce: 0.3, dayEndBalance: 0.3, wrap: 0.5, middle: 0.4, bfcf: 0.4, pageTotal: 0.3, multi: 0.2 },
  balances: ["labels", "rows", "none"],
  accountLength: [12, 15],
};

/**
 * The Netherlands (NLB): ABN AMRO's English statement. Bookdate over "(Value date)", the value date in
 * brackets under the booking date; Description (the transaction type, then IBAN, Naam, Omschrijving lines);
 * Amount debit · Amount credit; dates `14-11` without a year; `1.234,56`; rows newest first; no running
 * balance: the previous and new balance in the account block.
 */
const NETHERLANDS: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-nl",
  languages: ["en-NL"],
  region: "NL",
  banks: [{ name: "ABN AMRO Bank N.V." }],
  layouts: [
    [
      ["date", "Bookdate\n(Value date)"],
      ["description", "Description"],
      ["debit", "Amount debit"],
      ["credit", "Amount credit"],
    ],
  ],
  dateStyles: ["dd-mm"],
  periodStyle: "dd-mm-yyyy",
  numberStyles: ["dot-comma"],
  valueDateBelow: true,
  newestFirst: true,
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.9, middle: 0, bfcf: 0, pageTotal: 0, multi: 0 },
  balances: ["labels"],
  words: {
    holder: ["Account holder"],
    number: ["Account number"],
    branch: [],
    period: ["Period {from} - {to}", "Statement period {from} to {to}"],
    opening: ["Previous balance"],
    closing: ["New balance"],
    bf: [],
    cf: [],
    total: [],
    summary: [],
    title: ["Statement of account"],
  },
  ledger: { days: [28, 31], count: [8, 30], opening: [300, 8_000], amount: [3, 1_200], perDay: [1, 3] },
  accountLength: [9, 10],
  fonts: SANS,
};

/**
 * The United Arab Emirates: Emirates NBD's account statement (ENBD: Date · Description · Debits · Credits ·
 * Balance; `24 Jan 2026`; debits printed with a minus, the balance with `Cr`, no grouping; "STATEMENT OF
 * ACCOUNT FOR THE PERIOD OF … to …"; narrations wrapped below the dated line) and Emirates Islamic's (EI:
 * Transaction Date · Narration · Debit · Credit · Running Balance).
 */
const UAE: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-ae",
  languages: ["en-AE"],
  region: "AE",
  banks: [{ name: "Emirates NBD" }, { name: "Emirates Islamic" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Description"],
      ["debit", "Debits"],
      ["credit", "Credits"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Transaction Date"],
      ["description", "Narration"],
      ["debit", "Debit"],
      ["credit", "Credit"],
      ["balance", "Running Balance"],
    ],
  ],
  dateStyles: ["dd Mon yyyy", "dd/mm/yyyy"],
  numberStyles: ["plain", "western"],
  signedDebits: 0.6,
  balanceSuffix: [" Cr", "Cr", ""],
  odds: { dateOnce: 0, dayEndBalance: 0, wrap: 0.7, middle: 0, bfcf: 0, pageTotal: 0, multi: 0 },
  balances: ["labels", "rows"],
  words: {
    holder: ["Customer Name", "Name"],
    number: ["Account No.", "Account Number"],
    branch: ["Branch"],
    period: ["STATEMENT OF ACCOUNT FOR THE PERIOD OF {from} to {to}", "Statement Period: {from} to {to}"],
    opening: ["Opening Balance"],
    closing: ["Closing Balance"],
    bf: [],
    cf: [],
    total: [],
    summary: [],
    title: ["STATEMENT OF ACCOUNT", "Account Statement"],
  },
  ledger: { days: [28, 31], count: [8, 35], opening: [2_000, 60_000], amount: [10, 8_000], perDay: [1, 4] },
  accountLength: [13, 13],
  fonts: SANS,
};

/**
 * Ireland (IEB): AIB's current account statement. Date · Details · Debit € · Credit € · Balance € (the euro
 * sign a word of its own), `26 Jan 2024` printed once for a day's rows, a balance on some rows, BALANCE
 * FORWARD at the top of the rows (the first the opening balance); "Statement of Account with Allied Irish
 * Banks, p.l.c.".
 */
const IRELAND: StatementSpec = {
  ...HSBC_UK,
  name: "stmt-ie",
  languages: ["en-IE"],
  region: "IE",
  banks: [{ name: "Allied Irish Banks, p.l.c." }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Details"],
      ["debit", "Debit €"],
      ["credit", "Credit €"],
      ["balance", "Balance €"],
    ],
  ],
  dateStyles: ["dd Mon yyyy"],
  numberStyles: ["western"],
  odds: { dateOnce: 0.8, dayEndBalance: 0.7, wrap: 0.4, middle: 0, bfcf: 0.9, pageTotal: 0, multi: 0 },
  balances: ["rows", "labels"],
  words: {
    holder: ["Account Name"],
    number: ["Account Number"],
    branch: ["Branch"],
    period: ["{from} to {to}", "Statement period {from} to {to}"],
    opening: ["BALANCE FORWARD"],
    closing: ["Closing Balance"],
    bf: ["BALANCE FORWARD"],
    cf: [],
    total: [],
    summary: [],
    title: ["Statement of Account"],
  },
  ledger: { days: [28, 31], count: [10, 40], opening: [300, 9_000], amount: [5, 1_500], perDay: [1, 4] },
  accountLength: [8, 8],
  fonts: SANS,
};

export const STATEMENT_FAMILIES = [
  SBI,
  HDFC,
  AXIS,
  COOP,
  PSU,
  PRIVATE,
  ICICI,
  KOTAK,
  HSBC_UK,
  GERMAN,
  US,
  AUSTRALIA,
  NEWGEN,
  SINGAPORE,
  FRANCE,
  CANADA,
  REGIONAL,
  NETHERLANDS,
  UAE,
  IRELAND,
].map(statementFamily);
