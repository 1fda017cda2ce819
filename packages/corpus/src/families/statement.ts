// Bank statements: one renderer, each bank's spec (statement-banks.ts) giving its columns and their
// wordings, date and amount forms, and the conventions of its rows (date once a day, balance at a day's
// end, wrapped narrations, B/F and C/F lines, page totals, opening and closing rows, a summary table,
// several accounts). Truth: ../shared/corpus/dev's statement shape, every row's balance only where printed.
import type { Rng } from "../random.ts";
import { SANS, type FontFamily } from "../render/fonts.ts";
import { esc } from "../render/html.ts";
import { dayBetween, formatDate, type DateStyle, type Language } from "../format/dates.ts";
import { formatMinor, plainAmount, type NumberStyle } from "../format/numbers.ts";
import { makeLedger, type Ledger, type Movement } from "../model/ledger.ts";
import { NARRATE, type Region } from "../data/narrations.ts";
import { group, type Group } from "../model/truth.ts";
import type { Built, Family, Split } from "./family.ts";

export type ColKind =
  | "serial"
  | "date"
  | "value_date"
  | "description"
  | "reference"
  | "branch"
  | "debit"
  | "credit"
  | "amount"
  | "drcr"
  | "balance"
  | "balance_drcr"
  | "type";

/** A column: its kind and the wordings its header is printed in (one drawn per document). */
export type Col = [ColKind, ...string[]];

/** Where a statement prints its opening and closing balances. */
export type BalanceSpot = "labels" | "rows" | "summary" | "none";

export interface StatementSpec {
  name: string;
  split: Split;
  kind: string;
  languages: string[];
  language: Language;
  region: Region;
  /** The bank's name as printed at the top, and its IFSC bank code where it has one. */
  banks: { name: string; ifsc?: string }[];
  /** Column maps this bank prints (one drawn per document). */
  layouts: Col[][];
  dateStyles: DateStyle[];
  /** The period's date form, where the rows' dates print no year ("08 May" rows, "01 May 2024 to …"). */
  periodStyle?: DateStyle;
  numberStyles: NumberStyle[];
  /** Printed before every amount ("$"), if any. */
  sign?: string;
  /** Signs one of which a document prints before every amount ("INR ", "£", none), drawn per document. */
  signs?: string[];
  /** The codes a transaction-type column prints for debits and for credits (Lloyds' DD, FPI; Finacle's T, C). */
  types?: { debit: string[]; credit: string[] };
  /** A currency some prints set in a row of its own under the money columns' headers ("SGD"). */
  units?: string;
  /** What an empty debit or credit cell shows. */
  empty: string[];
  /** A credit balance's suffix ("Cr", " CR"), if the bank prints one. */
  balanceSuffix?: string[];
  /** The chance that a document prints its debits with a minus in their own column ("-38564.24": Emirates NBD). */
  signedDebits?: number;
  /** The value date in brackets under the date, in the date's column ("14-11" over "(14-11)": ABN AMRO). */
  valueDateBelow?: boolean;
  /**
   * The chance that a document prints its column header on the first page only (later pages start with
   * rows: PP's Yes Bank and IOB prints, a scanned Canara print); undefined leaves the draws as they were.
   */
  headOnce?: number;
  /** Rows listed newest first (ABN AMRO); only for prints without a running balance. */
  newestFirst?: boolean;
  /** How a single amount column marks a debit: "-1,234.00", or "Dr"/"Cr" in the drcr column. */
  drcr: [string, string][];
  /**
   * Marks a single amount column prints after each amount where no Dr/Cr column stands beside it
   * ("250.00 (Dr)": Union Bank; "0.89 DR": PNB ONE), one pair drawn per document; undefined: a sign.
   */
  amountMarks?: [string, string][];
  /** The chance that a document prints each row's time under its date ("10:42:17 AM": IDBI, Kotak). */
  times?: number;
  /** Footers printed at each page's foot, one drawn per document; "{page}" and "{pages}" are filled in. */
  footers?: string[];
  /** Chances per document of each row convention. */
  odds: {
    dateOnce: number;
    dayEndBalance: number;
    wrap: number;
    middle: number;
    bfcf: number;
    pageTotal: number;
    multi: number;
  };
  balances: BalanceSpot[];
  words: {
    holder: string[];
    number: string[];
    ifsc?: string[];
    branch: string[];
    /** Period templates with {from} and {to}. */
    period: string[];
    opening: string[];
    closing: string[];
    bf: string[];
    cf: string[];
    total: string[];
    /** The heading of a summary table after the rows. */
    summary: string[];
    title: string[];
  };
  /** Printed lines of rows on the first page and on each further page. */
  lines: [number, number];
  ledger: {
    days: [number, number];
    count: [number, number];
    opening: [number, number];
    amount: [number, number];
    perDay: [number, number];
  };
  accountLength: [number, number];
  fonts?: readonly FontFamily[];
}

/** One account's statement as drawn: its ledger, number, and the truth its pages give. */
interface Account {
  number: string;
  ledger: Ledger;
}

/** Everything drawn once per document. */
interface Draw {
  spec: StatementSpec;
  cols: [ColKind, string][];
  bank: { name: string; ifsc?: string };
  ifsc?: string;
  branch: string;
  /** The codes of the branches rows start at: mostly the account's own. */
  branchCodes: string[];
  holder: string;
  address: string[];
  labelledHolder?: string;
  style: NumberStyle;
  dateStyle: DateStyle;
  empty: string;
  suffix?: string;
  drcr: [string, string];
  dateOnce: boolean;
  dayEnd: boolean;
  wrap: boolean;
  middle: boolean;
  bfcf: boolean;
  pageTotal: boolean;
  spot: BalanceSpot;
  w: Record<keyof StatementSpec["words"], string>;
  units?: string;
  signedDebits: boolean;
  sign?: string;
  headOnce: boolean;
  marks?: [string, string];
  times: boolean;
  footer?: string;
}

const money = (d: Draw, minor: number) => `${d.sign ?? d.spec.sign ?? ""}${formatMinor(minor, d.style)}`;
const day = (d: Draw, iso: string) => formatDate(iso, d.dateStyle, d.spec.language);
const periodDay = (d: Draw, iso: string) => formatDate(iso, d.spec.periodStyle ?? d.dateStyle, d.spec.language);
const has = (d: Draw, k: ColKind) => d.cols.some(([c]) => c === k);

function drawDocument(spec: StatementSpec, rng: Rng): Draw {
  const pick = <T>(xs: readonly T[]) => rng.pick(xs);
  const w = {} as Record<keyof StatementSpec["words"], string>;
  for (const [k, v] of Object.entries(spec.words)) w[k as keyof StatementSpec["words"]] = v.length ? pick(v) : "";
  const bank = pick(spec.banks);
  const cols = pick(spec.layouts).map(([k, ...heads]): [ColKind, string] => [k, pick(heads)]);
  const holder = `${pick(["", "", "MR. ", "Mr. ", "Ms. ", "MRS. "])}${pick(PEOPLE[spec.region])}`;
  return {
    spec,
    cols,
    bank,
    ifsc: bank.ifsc && `${bank.ifsc}0${rng.digits(6)}`,
    branch: pick(BRANCHES[spec.region]),
    branchCodes: [...Array<string>(3).fill(rng.digits(rng.int(3, 5))), rng.digits(4)],
    holder,
    address: pick(ADDRESSES[spec.region]),
    labelledHolder: rng.chance(0.5) ? w.holder : undefined,
    style: pick(spec.numberStyles),
    dateStyle: pick(spec.dateStyles),
    empty: pick(spec.empty),
    suffix: spec.balanceSuffix && pick(spec.balanceSuffix),
    drcr: pick(spec.drcr),
    dateOnce: rng.chance(spec.odds.dateOnce),
    dayEnd: rng.chance(spec.odds.dayEndBalance),
    wrap: rng.chance(spec.odds.wrap),
    middle: rng.chance(spec.odds.middle),
    bfcf: rng.chance(spec.odds.bfcf) && cols.some(([k]) => k === "balance"),
    pageTotal: rng.chance(spec.odds.pageTotal),
    spot: pick(spec.balances),
    w,
    // Drawn last, and only where a spec prints units: the other families' draws stay as they were.
    units: spec.units && rng.chance(0.6) ? spec.units : undefined,
    signedDebits: spec.signedDebits !== undefined && rng.chance(spec.signedDebits),
    sign: spec.signs && pick(spec.signs),
    // Drawn after all else, and only where a spec asks: the other families' draws stay as they were.
    headOnce: spec.headOnce !== undefined && rng.chance(spec.headOnce),
    // Drawn after all else too, and only where a spec sets them.
    marks: spec.amountMarks && pick(spec.amountMarks),
    times: spec.times !== undefined && rng.chance(spec.times),
    footer: spec.footers && pick(spec.footers),
  };
}

const PEOPLE: Record<Region, string[]> = {
  IN: ["Arjun Desai", "Priya Nair", "Rahul Verma", "Sneha Kulkarni", "Vikram Singh", "Anita Rao", "Mohammed Irfan"],
  GB: ["James Whitfield", "Sarah Collins", "Oliver Grant", "Emily Hughes"],
  US: ["Michael Turner", "Jessica Ramirez", "David Chen", "Laura Bennett"],
  DE: ["Anna Schneider", "Lukas Becker", "Marie Hoffmann", "Felix Wagner"],
  AU: ["Liam O'Connor", "Chloe Nguyen", "Jack Wilson", "Mia Thompson"],
  SG: ["Tan Wei Ming", "Lim Hui Ling", "Rajesh Kumar", "Nur Aisyah"],
  FR: ["Camille Martin", "Julien Bernard", "Claire Dubois", "Antoine Moreau"],
  CA: ["Émilie Tremblay", "Ryan Campbell", "Priya Sharma", "Marc Gagnon"],
  NL: ["Sanne de Vries", "Daan Jansen", "Lotte Bakker", "Thijs Visser"],
  AE: ["Ahmed Al Mansoori", "Fatima Al Hashimi", "Rohan Mehta", "Sara Khan"],
  IE: ["Aoife Murphy", "Conor Walsh", "Siobhán Kelly", "Darragh Byrne"],
};
const ADDRESSES: Record<Region, string[][]> = {
  IN: [
    ["Flat 12, Shanti Apartments", "MG Road, Pune - 411001"],
    ["H.No. 45, Sector 18", "Noida, Uttar Pradesh 201301"],
    ["22/7 Lake View Road", "Kolkata 700029"],
  ],
  GB: [
    ["14 Elm Grove", "Leeds LS6 2AB"],
    ["Flat 3, 88 High Street", "Bristol BS1 4DJ"],
  ],
  US: [
    ["1820 Maple Ave Apt 4B", "Springfield, IL 62704"],
    ["77 Harbor Drive", "Portland, OR 97201"],
  ],
  DE: [
    ["Lindenallee 12", "50667 Köln"],
    ["Bahnhofstraße 3", "04109 Leipzig"],
  ],
  AU: [
    ["5 Wattle Street", "Newtown NSW 2042"],
    ["19 Beach Road", "St Kilda VIC 3182"],
  ],
  SG: [
    ["Blk 123 Ang Mo Kio Ave 3 #05-67", "Singapore 560123"],
    ["10 Tampines Central 1 #12-04", "Singapore 529536"],
  ],
  FR: [
    ["12 rue des Lilas", "75011 Paris"],
    ["4 avenue Jean Jaurès", "69007 Lyon"],
  ],
  CA: [
    ["220 King St W Apt 1504", "Toronto ON M5H 1K4"],
    ["48 Rue Saint-Denis", "Montréal QC H2X 3K8"],
  ],
  NL: [
    ["Keizersgracht 112", "1015 CV Amsterdam"],
    ["Oudegracht 45", "3511 AB Utrecht"],
  ],
  AE: [
    ["Villa 14, Street 23, Al Barsha 1", "Dubai, United Arab Emirates"],
    ["Flat 1205, Marina Heights", "P.O. Box 50431, Dubai"],
  ],
  IE: [
    ["12 Seapoint Avenue", "Blackrock, Co. Dublin A94 X2Y3"],
    ["4 Mardyke Walk", "Cork T12 K8AF"],
  ],
};
const BRANCHES: Record<Region, string[]> = {
  IN: ["Civil Lines", "MG Road", "Station Road", "Sector 18", "Andheri East", "Koramangala"],
  GB: ["Leeds Briggate", "Bristol Broadmead"],
  US: ["Springfield Main"],
  DE: ["Köln Innenstadt"],
  AU: ["Sydney CBD"],
  SG: ["Raffles Place"],
  FR: ["Paris Bastille"],
  CA: ["Toronto Main"],
  NL: ["Amsterdam Zuid"],
  AE: ["Deira Branch", "Jumeirah Branch"],
  IE: ["Dublin 1"],
};

/** The cells of one movement's row, in the layout's order, and whether its balance is printed. */
function rowCells(d: Draw, m: Movement, i: number, showDate: boolean, showBalance: boolean): string[] {
  const debit = m.side === "debit";
  return d.cols.map(([k]) => {
    switch (k) {
      case "serial":
        return String(i + 1);
      case "date":
        if (!showDate) return "";
        if (d.times) return `${day(d, m.date)}<br>${timeOf(m, i)}`;
        return d.spec.valueDateBelow ? `${day(d, m.date)}<br>(${day(d, m.valueDate)})` : day(d, m.date);
      case "value_date":
        return showDate || m.valueDate !== m.date ? day(d, m.valueDate) : "";
      case "description":
        return m.narration.parts.map(esc).join(d.wrap ? "<br>" : " ");
      case "reference":
        return esc(m.narration.reference ?? "");
      case "branch":
        return d.branchCodes[m.amount % d.branchCodes.length]!;
      case "debit":
        return debit ? money(d, d.signedDebits ? -m.amount : m.amount) : d.empty;
      case "credit":
        return debit ? d.empty : money(d, m.amount);
      case "amount":
        if (d.marks && !has(d, "drcr")) return `${money(d, m.amount)}${debit ? d.marks[0] : d.marks[1]}`;
        return has(d, "drcr") || !debit ? money(d, m.amount) : money(d, -m.amount);
      case "drcr":
        return debit ? d.drcr[0] : d.drcr[1];
      case "balance":
        return showBalance ? `${money(d, m.balance)}${has(d, "balance_drcr") ? "" : (d.suffix ?? "")}` : "";
      case "balance_drcr":
        return showBalance ? d.drcr[1] : "";
      case "type": {
        // Drawn from the amount, not the generator: the other families' draws stay as they were.
        const codes = d.spec.types?.[m.side] ?? [""];
        return codes[m.amount % codes.length]!;
      }
    }
  });
}

/** A row's time of day, from its amount and place: the generator's draws stay as they were. */
function timeOf(m: Movement, i: number): string {
  const minutes = (m.amount * 7 + i * 53) % (12 * 60);
  const seconds = (m.amount + i * 17) % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  const hour = Math.floor(minutes / 60);
  return `${two(hour === 0 ? 12 : hour)}:${two(minutes % 60)}:${two(seconds)} ${(m.amount + i) % 3 ? "AM" : "PM"}`;
}

/**
 * A line that is no movement (B/F, C/F, totals, opening and closing rows): words, and amounts by column.
 * Without a Balance column, a balance stands in the Credit column (French prints: "SOLDE CREDITEUR").
 */
function noteRow(d: Draw, words: string, given: Partial<Record<ColKind, number>>): string {
  const amounts = !has(d, "balance") && given.balance !== undefined ? { credit: given.balance } : given;
  const wordsAt = d.cols.findIndex(([k]) => k === "description");
  const cells = d.cols.map(([k], i) => {
    const a = amounts[k];
    if (a !== undefined) return k === "balance" ? `${money(d, a)}${d.suffix ?? ""}` : money(d, a);
    return i === wordsAt ? `<b>${esc(words)}</b>` : "";
  });
  return `<tr class="note">${cells.map((c, i) => `<td class="${cls(d, i)}">${c}</td>`).join("")}</tr>`;
}

const MONEY_KINDS: ColKind[] = ["debit", "credit", "amount", "balance"];
/** A cell's class: money right-aligned, long words broken, dates kept whole unless printed with spaces. */
function cls(d: Draw, i: number): string {
  const kind = d.cols[i]![0];
  if (MONEY_KINDS.includes(kind)) return "r";
  if (kind === "description" || kind === "reference") return "d";
  return (kind === "date" || kind === "value_date") && !d.dateStyle.includes(" ") ? "t" : "";
}

/** One page's table of an account's rows, with the lines a bank prints around them. */
function pageTable(d: Draw, acct: Account, rows: Movement[], start: number, page: { first: boolean; last: boolean }) {
  const all = acct.ledger.rows;
  const out: string[] = [];
  const before = start === 0 ? acct.ledger.opening : all[start - 1]!.balance;
  if (page.first && d.spot === "rows") out.push(noteRow(d, d.w.opening, { balance: acct.ledger.opening }));
  else if (d.bfcf && (!page.first || d.spot !== "rows")) out.push(noteRow(d, d.w.bf, { balance: before }));
  const truth: Group[] = [];
  rows.forEach((m, j) => {
    const i = start + j;
    const showDate = !d.dateOnce || j === 0 || rows[j - 1]!.date !== m.date;
    const showBalance = !d.dayEnd || i === all.length - 1 || all[i + 1]!.date !== m.date;
    const cells = rowCells(d, m, i, showDate, showBalance);
    out.push(`<tr>${cells.map((c, k) => `<td class="${cls(d, k)}">${c}</td>`).join("")}</tr>`);
    truth.push(movementTruth(m, showBalance && has(d, "balance"), has(d, "reference")));
  });
  const sum = (side: "debit" | "credit") => rows.filter((m) => m.side === side).reduce((s, m) => s + m.amount, 0);
  if (d.pageTotal && has(d, "debit") && has(d, "credit"))
    out.push(noteRow(d, d.w.total, { debit: sum("debit"), credit: sum("credit") }));
  const after = rows.length ? rows[rows.length - 1]!.balance : before;
  if (page.last && d.spot === "rows") out.push(noteRow(d, d.w.closing, { balance: acct.ledger.closing }));
  else if (d.bfcf && !page.last) out.push(noteRow(d, d.w.cf, { balance: after }));
  // A header stacked over two lines is written with a line break ("Bookdate" over "(Value date)").
  const head = d.cols.map(([, h], i) => `<th class="${cls(d, i)}">${esc(h).replace(/\n/g, "<br>")}</th>`).join("");
  const units = d.units
    ? `<tr>${d.cols.map(([k], i) => `<th class="${cls(d, i)}">${MONEY_KINDS.includes(k) ? esc(d.units!) : ""}</th>`).join("")}</tr>`
    : "";
  const thead = d.headOnce && !page.first ? "" : `<thead><tr>${head}</tr>${units}</thead>`;
  // A header on one page only: every page's columns keep the widths page 1 sets, as a bank's print does.
  const fixed = d.headOnce ? ` style="table-layout:fixed">${colWidths(d)}` : ">";
  return {
    html: `<table class="tx"${fixed}${thead}<tbody>${out.join("")}</tbody></table>`,
    truth,
  };
}

/** Fixed column widths (per cent of the table) for prints whose later pages have no header to set them. */
function colWidths(d: Draw): string {
  // A column is as wide as its header's name at least (a character is about 1% of the table at 8-9pt).
  const width = ([k, h]: [ColKind, string]) =>
    k === "description" ? 0 : Math.max(k === "drcr" || k === "balance_drcr" ? 5 : 12, h.length + 2);
  const fixed = d.cols.reduce((s, c) => s + width(c), 0);
  const rest = Math.max(20, 100 - fixed);
  const cols = d.cols.map((c) => `<col style="width:${width(c) || rest}%">`);
  return `<colgroup>${cols.join("")}</colgroup>`;
}

function movementTruth(m: Movement, showBalance: boolean, showReference: boolean): Group {
  return {
    date: m.date,
    description: m.narration.parts.join(" "),
    reference: showReference ? (m.narration.reference ?? "") : "",
    debit: m.side === "debit" ? plainAmount(m.amount) : "",
    credit: m.side === "credit" ? plainAmount(m.amount) : "",
    balance: showBalance ? plainAmount(m.balance) : "",
  };
}

/** The account block: the holder (labelled, or as an addressee over the address) and the labelled details. */
function accountBlock(d: Draw, acct: Account): string {
  const l = acct.ledger;
  const period = d.w.period.replace("{from}", periodDay(d, l.from)).replace("{to}", periodDay(d, l.to));
  const details: [string, string][] = [
    ...(d.labelledHolder ? [[d.labelledHolder, d.holder] as [string, string]] : []),
    [d.w.number, acct.number],
    ...(d.ifsc && d.w.ifsc ? [[d.w.ifsc, d.ifsc] as [string, string]] : []),
    ...(d.w.branch ? [[d.w.branch, d.branch] as [string, string]] : []),
    ...(d.spot === "labels"
      ? [[d.w.opening, money(d, l.opening)] as [string, string], [d.w.closing, money(d, l.closing)] as [string, string]]
      : []),
  ];
  const addressee = d.labelledHolder
    ? d.address.map(esc).join("<br>")
    : `<b>${esc(d.holder)}</b><br>${d.address.map(esc).join("<br>")}`;
  const rows = details.map(([k, v]) => `<tr><td>${esc(k)}</td><td>: ${esc(v)}</td></tr>`).join("");
  return `<div class="acct"><div class="who">${addressee}</div><div><table class="kv">${rows}</table><div class="period">${esc(period)}</div></div></div>`;
}

/** A summary table after the rows (not transactions): opening, counts, sums, closing, labels over values. */
function summary(d: Draw, l: Ledger): string {
  const debits = l.rows.filter((m) => m.side === "debit");
  const credits = l.rows.filter((m) => m.side === "credit");
  const sum = (ms: Movement[]) => ms.reduce((s, m) => s + m.amount, 0);
  const cells: [string, string][] = [
    [d.w.opening, money(d, l.opening)],
    ["Dr Count", String(debits.length)],
    ["Cr Count", String(credits.length)],
    ["Debits", money(d, sum(debits))],
    ["Credits", money(d, sum(credits))],
    [d.w.closing, money(d, l.closing)],
  ];
  return `<div class="sum"><b>${esc(d.w.summary)}</b><table class="grid"><tr>${cells.map(([k]) => `<th>${esc(k)}</th>`).join("")}</tr><tr>${cells.map(([, v]) => `<td class="r">${v}</td>`).join("")}</tr></table></div>`;
}

/** The printed lines a row takes: its narration's, wrapped in a narrow description column. */
function linesOf(d: Draw, m: Movement): number {
  const width = d.cols.length > 6 ? 24 : 34;
  const parts = d.wrap ? m.narration.parts : [m.narration.parts.join(" ")];
  return parts.reduce((n, p) => n + Math.ceil(p.length / width), 0);
}

/** Splits rows over pages by the lines they take: fewer on the first page, under the account block. */
function pagesOf(d: Draw, rows: Movement[]): Movement[][] {
  const [first, next] = d.spec.lines;
  const pages: Movement[][] = [[]];
  let used = 0;
  for (const m of rows) {
    const n = linesOf(d, m);
    if (used + n > (pages.length === 1 ? first : next) && pages.at(-1)!.length) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(m);
    used += n;
  }
  return pages;
}

/** An account's pages and truth. */
function accountPages(
  d: Draw,
  acct: Account,
  first: boolean,
): { pages: string[]; truth: { account_info: Group; transactions: Group[] } } {
  if (d.spec.newestFirst) acct = { ...acct, ledger: { ...acct.ledger, rows: [...acct.ledger.rows].reverse() } };
  const parts = pagesOf(d, acct.ledger.rows);
  const transactions: Group[] = [];
  let start = 0;
  const pages = parts.map((rows, i) => {
    const t = pageTable(d, acct, rows, start, { first: i === 0, last: i === parts.length - 1 });
    start += rows.length;
    transactions.push(...t.truth);
    const top =
      i === 0
        ? `${first ? `<div class="bank">${esc(d.bank.name)}</div><div class="title">${esc(d.w.title)}</div>` : ""}${accountBlock(d, acct)}`
        : `<div class="cont">${esc(d.bank.name)} · ${esc(d.w.number)} ${esc(acct.number)} · ${i + 1}</div>`;
    const end = i === parts.length - 1 && d.spot === "summary" ? summary(d, acct.ledger) : "";
    return `<section class="page"><div class="sheet">${top}${t.html}${end}</div></section>`;
  });
  const l = acct.ledger;
  const printsBalances = d.spot !== "none";
  const account_info = group({
    account_holder: d.holder,
    account_number: acct.number,
    bank_name: d.bank.name,
    IFSC: d.ifsc && d.w.ifsc ? d.ifsc : undefined,
    branch: d.w.branch ? d.branch : undefined,
    statement_from: l.from,
    statement_to: l.to,
    opening_balance: printsBalances || d.bfcf ? plainAmount(l.opening) : undefined,
    closing_balance: printsBalances ? plainAmount(l.closing) : undefined,
  })!;
  return { pages, truth: { account_info, transactions } };
}

function build(spec: StatementSpec, rng: Rng): Built {
  const d = drawDocument(spec, rng.fork("draw"));
  const from = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-09-30");
  const days = rng.int(...spec.ledger.days);
  const count = rng.chance(spec.odds.multi) ? 2 : 1;
  const accounts: Account[] = Array.from({ length: count }, (_, k) => {
    const r = rng.fork(`account-${k}`);
    const number = String(r.int(1, 9)) + r.digits(r.int(...spec.accountLength) - 1);
    const ledger = makeLedger(r, {
      ...spec.ledger,
      from,
      days,
      count: k ? [3, 8] : spec.ledger.count,
      narrate: NARRATE[spec.region],
    });
    return { number, ledger };
  });
  const read = accounts.map((a, k) => accountPages(d, a, k === 0));
  const font = spec.fonts ? rng.pick(spec.fonts) : rng.pick(SANS);
  const css = `.sheet{padding:11mm 11mm;font-family:"${font}";font-size:${rng.pick([8, 8.5, 9])}pt;color:#111}
.bank{font-size:15pt;font-weight:bold}.title{font-size:11pt;margin:1mm 0 3mm}.acct{display:flex;justify-content:space-between;gap:8mm;margin-bottom:4mm}
.acct>div{flex:1}table.kv td{padding:0 3px}.period{margin-top:2mm}.cont{color:#555;margin-bottom:3mm}
table.tx{width:100%;border-collapse:collapse}table.tx th{border-top:1px solid #000;border-bottom:1px solid #000;padding:3px;text-align:left;vertical-align:bottom}
table.tx td{padding:2px 3px;vertical-align:${d.middle ? "middle" : "top"};border-bottom:0.5px solid #ddd}.r{text-align:right !important;white-space:nowrap}
td.d{overflow-wrap:anywhere;min-width:18mm}td.t{white-space:nowrap}.sheet{box-sizing:border-box;width:100%}
.foot{position:absolute;left:11mm;right:11mm;bottom:7mm;color:#444;font-size:7.5pt;display:flex;justify-content:space-between}.sum{margin-top:5mm}table.grid{border-collapse:collapse;margin-top:1mm}table.grid th,table.grid td{border:0.5px solid #888;padding:2px 6px}`;
  const statement = {
    ...read[0]!.truth,
    ...(read.length > 1 ? { accounts: read.map((r) => r.truth) } : {}),
  };
  return {
    truth: { type: "bank_statement", statement },
    body: withFooters(
      d,
      read.flatMap((r) => r.pages),
    ).join(""),
    css,
    page: { widthMm: 210, heightMm: 297 },
  };
}

/** Each page's footer, where the document prints one ("Page 2 of 3", a computer-generated note). */
function withFooters(d: Draw, pages: string[]): string[] {
  if (!d.footer) return pages;
  return pages.map((p, i) => {
    const cells = d
      .footer!.replace("{page}", String(i + 1))
      .replace("{pages}", String(pages.length))
      .split("|");
    const foot = `<div class="foot">${cells.map((c) => `<span>${esc(c.trim())}</span>`).join("")}</div>`;
    return p.replace(/<\/section>$/, `${foot}</section>`);
  });
}

export function statementFamily(spec: StatementSpec): Family {
  return {
    name: spec.name,
    type: "bank_statement",
    kind: spec.kind,
    languages: spec.languages,
    split: spec.split,
    variants: ["pdf", "scan", "photo"],
    build: (rng) => build(spec, rng),
  };
}
