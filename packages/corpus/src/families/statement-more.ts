// More statement families for layouts the others do not cover (docs/banks.md, sources IB, IOB, PP, LL,
// RV, BOA, WF): Indian prints with a month-first date, "INR" before every amount and a "CR" balance, a
// type column, the value date in brackets under the date, an amount with a Dr / Cr column; British prints
// with a type-code column and money in before money out; US checking statements that list deposits,
// withdrawals and checks in sections of their own after an account summary, with a table of daily
// balances that are no transactions, and Wells Fargo's history (credits before debits, a balance at each
// day's end, `1/5` without a year). Wordings are written here from those records, not from the extractor.
import type { Rng } from "../random.ts";
import { SANS } from "../render/fonts.ts";
import { esc } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type DateStyle } from "../format/dates.ts";
import { formatMinor, plainAmount } from "../format/numbers.ts";
import { makeLedger, type Movement } from "../model/ledger.ts";
import { NARRATE } from "../data/narrations.ts";
import { group as group_, type Group } from "../model/truth.ts";
import type { Built, Family } from "./family.ts";
import { statementFamily, type StatementSpec } from "./statement.ts";

const INDIAN_WORDS: StatementSpec["words"] = {
  holder: ["Customer Name", "Account Holder Name", "Name"],
  number: ["Account Number", "Account No", "A/c No."],
  ifsc: ["IFSC", "IFSC Code"],
  branch: ["Branch", "Branch Name", "Home Branch"],
  period: ["Statement Period : {from} to {to}", "Statement of account for the period {from} to {to}"],
  opening: ["Opening Balance"],
  closing: ["Closing Balance", "Ending Balance"],
  bf: ["Brought Forward", "B/F"],
  cf: ["Carried Forward", "C/F"],
  total: ["Total"],
  summary: ["Account Summary"],
  title: ["Account Statement", "Statement of Account"],
};

/**
 * Indian Bank (IB: Date · Transaction Details · Debits · Credits · Balance; `Jan 05 2024`; `INR 3,000.00`;
 * the balance `INR 3,000.00 CR`; a dash in the empty side; Ending Balance), Indian Overseas Bank (PP, IOB:
 * Date(Value Date) with the value date in brackets under the date, `05-Jan-24`; Transaction Type), Bandhan
 * (PP: Amount · Dr / Cr; `June30, 2025`; `INR34,279.01`) and Federal Bank (AH: TranType · Tran ID ·
 * Withdrawals · Deposits · Balance · Dr/Cr). Type codes: Finacle's Transfer / Cash / Clearing.
 */
const INDIA_MORE: StatementSpec = {
  name: "stmt-in-more",
  split: "tune",
  kind: "statement-in",
  languages: ["en-IN"],
  language: "en",
  region: "IN",
  banks: [
    { name: "Indian Bank", ifsc: "IDIB" },
    { name: "Indian Overseas Bank", ifsc: "IOBA" },
    { name: "Bandhan Bank", ifsc: "BDBL" },
    { name: "Federal Bank", ifsc: "FDRL" },
  ],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Transaction Details"],
      ["debit", "Debits"],
      ["credit", "Credits"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Date(Value Date)"],
      ["description", "Particulars"],
      ["reference", "Ref No./Cheque No."],
      ["type", "Transaction Type"],
      ["debit", "Debit(Rs)"],
      ["credit", "Credit(Rs)"],
      ["balance", "Balance(Rs)"],
    ],
    [
      ["date", "Transaction Date"],
      ["value_date", "Value Date"],
      ["description", "Description"],
      ["amount", "Amount"],
      ["drcr", "Dr / Cr"],
      ["balance", "Balance"],
    ],
    [
      ["date", "Date"],
      ["value_date", "Value Date"],
      ["description", "Particulars"],
      ["type", "TranType"],
      ["reference", "Tran ID"],
      ["debit", "Withdrawals"],
      ["credit", "Deposits"],
      ["balance", "Balance"],
      ["balance_drcr", "Dr/Cr"],
    ],
  ],
  dateStyles: ["Mon dd yyyy", "d-Mon-yy", "MonthDD, yyyy", "dd-mm-yyyy"],
  numberStyles: ["indian", "western", "indian"],
  signs: ["", "INR ", "INR"],
  types: { debit: ["Transfer", "Cash", "Clearing"], credit: ["Transfer", "Clearing", "Cash"] },
  empty: ["", "-"],
  balanceSuffix: ["", " CR", " Cr"],
  drcr: [
    ["Dr", "Cr"],
    ["DR", "CR"],
  ],
  odds: { dateOnce: 0.1, dayEndBalance: 0.1, wrap: 0.6, middle: 0.4, bfcf: 0.2, pageTotal: 0.2, multi: 0.1 },
  balances: ["labels", "rows", "summary"],
  words: INDIAN_WORDS,
  lines: [26, 40],
  ledger: { days: [20, 45], count: [8, 40], opening: [5_000, 250_000], amount: [50, 30_000], perDay: [1, 4] },
  accountLength: [10, 15],
};

/** IOB prints its value date in brackets under the date, in the date's column. */
const INDIA_IOB: StatementSpec = {
  ...INDIA_MORE,
  name: "stmt-in-iob",
  banks: [{ name: "Indian Overseas Bank", ifsc: "IOBA" }],
  layouts: [INDIA_MORE.layouts[1]!],
  dateStyles: ["d-Mon-yy", "dd-Mon-yyyy"],
  valueDateBelow: true,
  signs: undefined,
  odds: { ...INDIA_MORE.odds, multi: 0 },
};

/**
 * UK high-street and app banks: Lloyds (LL: Date · Description · Type · Money In (£) · Money Out (£) ·
 * Balance (£), money in before money out, type codes BGC, BP, CD, CHQ, CPT, DD, DEB, FPI, FPO, SO, TFR),
 * NatWest (CA: Date · Type · Description · Paid In · Paid Out · Balance, BROUGHT FORWARD), Revolut (RV:
 * Date · Description · Money out · Money in · Balance, `5 Jan 2024`, `£1,234.56`).
 */
const UK_MORE: StatementSpec = {
  name: "stmt-uk-more",
  split: "tune",
  kind: "statement-foreign",
  languages: ["en-GB"],
  language: "en",
  region: "GB",
  banks: [{ name: "Lloyds Bank" }, { name: "NatWest" }, { name: "Revolut Ltd" }],
  layouts: [
    [
      ["date", "Date"],
      ["description", "Description"],
      ["type", "Type"],
      ["credit", "Money In (£)"],
      ["debit", "Money Out (£)"],
      ["balance", "Balance (£)"],
    ],
    [
      ["date", "Date"],
      ["type", "Type"],
      ["description", "Description"],
      ["credit", "Paid In"],
      ["debit", "Paid Out"],
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
  dateStyles: ["dd Mon yy", "d Mon yyyy", "dd/mm/yyyy"],
  numberStyles: ["western"],
  signs: ["", "£"],
  types: { debit: ["DD", "DEB", "FPO", "SO", "CPT", "BP"], credit: ["FPI", "BGC", "TFR"] },
  empty: [""],
  drcr: [["Dr", "Cr"]],
  odds: { dateOnce: 0.4, dayEndBalance: 0.3, wrap: 0.5, middle: 0, bfcf: 0.5, pageTotal: 0, multi: 0.2 },
  balances: ["labels", "rows"],
  words: {
    holder: ["Account Name", "Name"],
    number: ["Account Number", "Account number"],
    branch: [],
    period: ["{from} to {to}", "Statement period {from} to {to}", "Statement {from} - {to}"],
    opening: ["Opening Balance", "Opening balance"],
    closing: ["Closing Balance", "Closing balance"],
    bf: ["BROUGHT FORWARD", "Balance brought forward"],
    cf: ["CARRIED FORWARD", "Balance carried forward"],
    total: [],
    summary: [],
    title: ["Your Account", "Statement", "GBP Statement"],
  },
  lines: [26, 40],
  ledger: { days: [25, 31], count: [10, 40], opening: [300, 6_000], amount: [5, 900], perDay: [1, 4] },
  accountLength: [8, 8],
  fonts: SANS,
};

/** Wells Fargo's transaction history (WF): credits before debits, `1/5`, the balance at a day's end. */
const US_HISTORY: StatementSpec = {
  ...UK_MORE,
  name: "stmt-us-sections",
  languages: ["en-US"],
  region: "US",
  banks: [{ name: "Wells Fargo Bank, N.A." }],
  layouts: [
    [
      ["date", "Date"],
      ["reference", "Check Number"],
      ["description", "Description"],
      ["credit", "Deposits/ Credits"],
      ["debit", "Withdrawals/ Debits"],
      ["balance", "Ending daily balance"],
    ],
  ],
  dateStyles: ["m/d"],
  periodStyle: "Month d, yyyy",
  signs: undefined,
  types: undefined,
  odds: { dateOnce: 0, dayEndBalance: 1, wrap: 0.6, middle: 0, bfcf: 0, pageTotal: 0, multi: 0 },
  balances: ["labels"],
  words: {
    ...UK_MORE.words,
    holder: ["Account holder"],
    number: ["Account number"],
    period: ["{from} - {to}", "Statement period {from} - {to}"],
    opening: ["Beginning balance"],
    closing: ["Ending balance"],
    title: ["Everyday Checking", "Navigate Business Checking"],
  },
  accountLength: [10, 10],
};

const US_PEOPLE = ["Michael Turner", "Jessica Ramirez", "David Chen", "Laura Bennett"];
const US_ADDRESSES = [
  ["1820 Maple Ave Apt 4B", "Springfield, IL 62704"],
  ["77 Harbor Drive", "Portland, OR 97201"],
];
/** Bank of America's section wordings (BOA): personal, and the business statement's. */
const SECTIONS = [
  {
    deposits: "Deposits and other additions",
    withdrawals: "Withdrawals and other subtractions",
    checks: "Checks",
    daily: "Daily ledger balances",
  },
  {
    deposits: "Deposits and other credits",
    withdrawals: "Withdrawals and other debits",
    checks: "Checks",
    daily: "Daily ledger balances",
  },
];

const SECTION_CSS = (
  rng: Rng,
) => `.sheet{padding:12mm 12mm;font-family:"${rng.pick(SANS)}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111}
.bank{font-size:15pt;font-weight:bold;margin-bottom:3mm}.acct{display:flex;justify-content:space-between;margin-bottom:4mm}
h3{font-size:10pt;margin:4mm 0 1mm}table.kv td{padding:0 4px}table.tx{width:100%;border-collapse:collapse}
table.tx th{border-bottom:1px solid #000;padding:2px 3px;text-align:left;vertical-align:bottom}table.tx td{padding:1px 3px;vertical-align:top}
.r{text-align:right !important;white-space:nowrap}tr.tot td{border-top:0.5px solid #000}`;

/** A printed block of a sectioned statement and the lines it takes. */
interface Block {
  html: string;
  lines: number;
  /** The section a table row belongs to, to repeat its heading and header on the next page. */
  section?: string;
  head?: string;
}

const usd = (minor: number, dollar = false) =>
  `${minor < 0 ? "-" : ""}${dollar ? "$" : ""}${formatMinor(Math.abs(minor), "western")}`;

/** One section's blocks: its heading, its header, a row per movement, its total. */
function sectionBlocks(title: string, head: string[], rows: string[][], total: number): Block[] {
  const th = `<tr>${head.map((h, i) => `<th class="${i === head.length - 1 ? "r" : ""}">${esc(h)}</th>`).join("")}</tr>`;
  const out: Block[] = [
    { html: `<h3>${esc(title)}</h3>`, lines: 2 },
    { html: th, lines: 1, head: th, section: title },
  ];
  for (const r of rows) {
    const tds = r.map((c, i) => `<td class="${i === r.length - 1 ? "r" : ""}">${c}</td>`).join("");
    out.push({ html: `<tr>${tds}</tr>`, lines: r.some((c) => c.includes("<br>")) ? 2 : 1, section: title, head: th });
  }
  out.push({
    html: `<tr class="tot"><td colspan="${head.length - 1}"><b>Total ${esc(title.toLowerCase())}</b></td><td class="r"><b>${usd(total, true)}</b></td></tr>`,
    lines: 1,
    section: title,
    head: th,
  });
  return out;
}

/** Flows blocks into pages; a table broken by a page goes on under its heading, "- continued". */
function flow(blocks: Block[], first: number, next: number): string[] {
  const pages: string[][] = [[]];
  let used = 0;
  let open: string | undefined;
  const close = () => {
    if (open) pages.at(-1)!.push("</table>");
    open = undefined;
  };
  for (const b of blocks) {
    const budget = pages.length === 1 ? first : next;
    if (used + b.lines > budget) {
      close();
      pages.push([]);
      used = 0;
      if (b.section && !b.html.startsWith("<tr><th")) {
        pages.at(-1)!.push(`<h3>${esc(b.section)} - continued</h3>`, `<table class="tx">${b.head}`);
        open = b.section;
        used += 3;
      }
    }
    if (b.section && open !== b.section) {
      close();
      pages.at(-1)!.push(`<table class="tx">`);
      open = b.section;
    } else if (!b.section) close();
    pages.at(-1)!.push(b.html);
    used += b.lines;
  }
  close();
  return pages.map((p) => p.join(""));
}

/** The daily ledger balances: date and balance pairs, three to a line; no transactions. */
function dailyBalances(rows: Movement[], title: string, day: (iso: string) => string): Block[] {
  const ends = rows.filter((m, i) => i === rows.length - 1 || rows[i + 1]!.date !== m.date);
  const lines: string[] = [];
  for (let i = 0; i < ends.length; i += 3) {
    const cells = ends.slice(i, i + 3).flatMap((m) => [day(m.date), usd(m.balance)]);
    while (cells.length < 6) cells.push("");
    lines.push(`<tr>${cells.map((c, k) => `<td class="${k % 2 ? "r" : ""}">${c}</td>`).join("")}</tr>`);
  }
  const th = `<tr>${["Date", "Balance ($)", "Date", "Balance ($)", "Date", "Balance ($)"].map((h, k) => `<th class="${k % 2 ? "r" : ""}">${h}</th>`).join("")}</tr>`;
  return [
    { html: `<h3>${esc(title)}</h3>`, lines: 2 },
    { html: th, lines: 1, section: title, head: th },
    ...lines.map((html) => ({ html, lines: 1, section: title, head: th })),
  ];
}

/**
 * Bank of America's checking statement (BOA): an account summary, then deposits, withdrawals (with a
 * minus) and checks each in a section of its own with its total, then the daily ledger balances.
 * Dates `01/05/24`; no running balance on the rows. Truth: the movements as printed, section by section.
 */
function buildSections(rng: Rng): Built {
  const words = rng.pick(SECTIONS);
  const from = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-09-30");
  const ledger = makeLedger(rng.fork("ledger"), {
    from,
    days: rng.int(28, 31),
    count: [10, 40],
    opening: [500, 9_000],
    amount: [5, 1_500],
    perDay: [1, 3],
    narrate: NARRATE.US,
  });
  const dateStyle: DateStyle = "mm/dd/yy";
  const day = (iso: string) => formatDate(iso, dateStyle);
  const long = (iso: string) => formatDate(iso, "Month d, yyyy");
  const deposits = ledger.rows.filter((m) => m.side === "credit");
  const checks = ledger.rows.filter((m) => m.side === "debit" && m.narration.reference);
  const withdrawals = ledger.rows.filter((m) => m.side === "debit" && !m.narration.reference);
  const sum = (ms: Movement[]) => ms.reduce((s, m) => s + m.amount, 0);
  const text = (m: Movement) => m.narration.parts.map(esc).join(rng.chance(0.5) ? "<br>" : " ");
  const holder = rng.pick(US_PEOPLE);
  const number = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`;
  const summaryRows: [string, string][] = [
    [`Beginning balance on ${long(ledger.from)}`, usd(ledger.opening, true)],
    [words.deposits, usd(sum(deposits))],
    [words.withdrawals, usd(-sum(withdrawals))],
    [words.checks, usd(-sum(checks))],
    [`Ending balance on ${long(ledger.to)}`, usd(ledger.closing, true)],
  ];
  const head = `<div class="bank">Bank of America</div><div class="acct"><div><b>${esc(holder)}</b><br>${rng.pick(US_ADDRESSES).map(esc).join("<br>")}</div><div>${esc(rng.pick(["Your Adv Plus Banking", "Your checking account", "Your Business Advantage Fundamentals Banking"]))}<br>for ${long(ledger.from)} to ${long(ledger.to)}<br>Account number: ${number}</div></div>`;
  const summary = `<h3>Account summary</h3><table class="kv">${summaryRows.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r">${v}</td></tr>`).join("")}</table>`;
  const blocks: Block[] = [
    { html: head + summary, lines: 14 },
    ...sectionBlocks(
      words.deposits,
      ["Date", "Description", "Amount"],
      deposits.map((m) => [day(m.date), text(m), usd(m.amount)]),
      sum(deposits),
    ),
    ...sectionBlocks(
      words.withdrawals,
      ["Date", "Description", "Amount"],
      withdrawals.map((m) => [day(m.date), text(m), usd(-m.amount)]),
      -sum(withdrawals),
    ),
    ...(checks.length
      ? sectionBlocks(
          words.checks,
          ["Date", "Check #", "Amount"],
          checks.map((m) => [day(m.date), esc(m.narration.reference!), usd(-m.amount)]),
          -sum(checks),
        )
      : []),
    ...dailyBalances(ledger.rows, words.daily, day),
  ];
  const pages = flow(blocks, 44, 52);
  const movementTruth = (m: Movement): Group => ({
    date: m.date,
    description: m.narration.parts.join(" "),
    reference: m.narration.reference ?? "",
    debit: m.side === "debit" ? plainAmount(m.amount) : "",
    credit: m.side === "credit" ? plainAmount(m.amount) : "",
    balance: "",
  });
  const account_info = group_({
    account_holder: holder,
    account_number: number.replace(/ /g, ""),
    bank_name: "Bank of America",
    statement_from: ledger.from,
    statement_to: ledger.to,
    opening_balance: plainAmount(ledger.opening),
    closing_balance: plainAmount(ledger.closing),
  })!;
  const css = SECTION_CSS(rng);
  return {
    truth: {
      type: "bank_statement",
      statement: { account_info, transactions: [...deposits, ...withdrawals, ...checks].map(movementTruth) },
    },
    body: pages.map((p) => `<section class="page"><div class="sheet">${p}</div></section>`).join(""),
    css,
    page: { widthMm: 216, heightMm: 279 },
  };
}

const CARD_MERCHANTS = [
  "AMAZON MKTPLACE PMTS",
  "WHOLEFDS MKT",
  "SHELL OIL 57442",
  "UBER *TRIP",
  "NETFLIX.COM",
  "TARGET 00021",
];
const CARD_CITIES = ["SEATTLE WA", "AUSTIN TX", "HOUSTON TX", "LOS GATOS CA", "CHICAGO IL"];
const CARD_PAYMENTS = ["Payment Thank You - Web", "AUTOMATIC PAYMENT - THANK", "Payment Thank You-Mobile"];

/**
 * A US credit card statement (CC): an account summary (Account Number XXXX XXXX XXXX 1234, Previous
 * Balance, Payment, Credits, Purchases, New Balance, Opening/Closing Date `MM/DD/YY - MM/DD/YY`, Credit
 * Access Line; Payment Due Date, Minimum Payment Due), then ACCOUNT ACTIVITY: Date of Transaction ·
 * Merchant Name or Transaction Description · $ Amount, payments and credits with a minus in a group of
 * their own before the purchases, `MM/DD` without a year. Truth: purchases are debits, payments credits;
 * no running balance, no account number (the card's is masked).
 */
function buildCard(rng: Rng): Built {
  const from = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-09-30");
  const to = addDays(from, 30);
  const day = (iso: string) => formatDate(iso, "mm/dd/yy").slice(0, 5);
  const rows = Array.from({ length: rng.int(8, 30) }, () => {
    const payment = rng.chance(0.15);
    return {
      date: addDays(from, rng.int(0, 30)),
      text: payment ? rng.pick(CARD_PAYMENTS) : `${rng.pick(CARD_MERCHANTS)} ${rng.pick(CARD_CITIES)}`,
      amount: payment ? rng.int(2_500, 150_000) : rng.int(150, 45_000),
      payment,
    };
  }).sort((a, b) => a.date.localeCompare(b.date));
  const payments = rows.filter((r) => r.payment);
  const purchases = rows.filter((r) => !r.payment);
  const sum = (rs: typeof rows) => rs.reduce((t, r) => t + r.amount, 0);
  const previous = rng.int(0, 300_000);
  const owed = previous - sum(payments) + sum(purchases);
  const limit = rng.pick([500_000, 1_000_000, 1_500_000]);
  const holder = rng.pick(US_PEOPLE).toUpperCase();
  const summary: [string, string][] = [
    ["Account Number:", `XXXX XXXX XXXX ${rng.digits(4)}`],
    ["Previous Balance", usd(previous, true)],
    ["Payment, Credits", usd(-sum(payments), true)],
    ["Purchases", `+${usd(sum(purchases), true)}`],
    ["Fees Charged", "+$0.00"],
    ["Interest Charged", "+$0.00"],
    ["New Balance", usd(owed, true)],
    ["Opening/Closing Date", `${formatDate(from, "mm/dd/yy")} - ${formatDate(to, "mm/dd/yy")}`],
    ["Credit Access Line", usd(limit, true)],
    ["Available Credit", usd(Math.max(0, limit - owed), true)],
  ];
  const due: [string, string][] = [
    ["New Balance", usd(owed, true)],
    ["Payment Due Date", formatDate(addDays(to, 25), "mm/dd/yy")],
    ["Minimum Payment Due", usd(Math.min(owed, 4_000), true)],
  ];
  const kv = (title: string, pairs: [string, string][]) =>
    `<h3>${title}</h3><table class="kv">${pairs.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r">${esc(v)}</td></tr>`).join("")}</table>`;
  const head = `<div class="bank">JPMorgan Chase Bank, N.A.</div><div class="acct"><div><b>${esc(holder)}</b><br>${rng.pick(US_ADDRESSES).map(esc).join("<br>")}</div><div>${kv("ACCOUNT SUMMARY", summary)}${kv("PAYMENT INFORMATION", due)}</div></div>`;
  const th = `<tr><th>Date of<br>Transaction</th><th>Merchant Name or Transaction Description</th><th class="r">$ Amount</th></tr>`;
  const line = (r: (typeof rows)[number]) =>
    `<tr><td>${day(r.date)}</td><td>${esc(r.text)}</td><td class="r">${usd(r.payment ? -r.amount : r.amount)}</td></tr>`;
  const group = (title: string, rs: typeof rows): Block[] =>
    rs.length
      ? [
          { html: `<tr><td colspan="3"><b>${title}</b></td></tr>`, lines: 1, section: "activity", head: th },
          ...rs.map((r) => ({ html: line(r), lines: 1, section: "activity", head: th })),
        ]
      : [];
  const blocks: Block[] = [
    { html: head, lines: 20 },
    { html: `<h3>ACCOUNT ACTIVITY</h3>`, lines: 2 },
    { html: th, lines: 2, section: "activity", head: th },
    ...group("PAYMENTS AND OTHER CREDITS", payments),
    ...group("PURCHASE", purchases),
  ];
  const pages = flow(blocks, 46, 54);
  const truthOf = (r: (typeof rows)[number]): Group => ({
    date: r.date,
    description: r.text,
    reference: "",
    debit: r.payment ? "" : plainAmount(r.amount),
    credit: r.payment ? plainAmount(r.amount) : "",
    balance: "",
  });
  const account_info = group_({
    account_holder: holder,
    bank_name: "JPMorgan Chase Bank, N.A.",
    statement_from: from,
    statement_to: to,
  })!;
  return {
    truth: {
      type: "bank_statement",
      statement: { account_info, transactions: [...payments, ...purchases].map(truthOf) },
    },
    body: pages.map((p) => `<section class="page"><div class="sheet">${p}</div></section>`).join(""),
    css: SECTION_CSS(rng),
    page: { widthMm: 216, heightMm: 279 },
  };
}

const history = statementFamily(US_HISTORY);
/** US checking statements: Bank of America's sections, or Wells Fargo's transaction history. */
const usSections: Family = {
  ...history,
  build: (rng) => (rng.fork("layout").chance(0.6) ? buildSections(rng) : history.build(rng)),
};

/** US credit card statements (CC): payments and credits apart from purchases, no balance column. */
const usCard: Family = {
  name: "stmt-us-card",
  type: "bank_statement",
  kind: "statement-foreign",
  languages: ["en-US"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build: buildCard,
};

export const MORE_STATEMENT_FAMILIES: readonly Family[] = [
  statementFamily(INDIA_MORE),
  statementFamily(INDIA_IOB),
  statementFamily(UK_MORE),
  usSections,
  usCard,
];
