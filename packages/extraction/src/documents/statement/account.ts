import type { Line } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import { findDate, parseDate } from "../../text/values/dates.ts";
import { repairIfsc } from "../../text/values/identifiers.ts";
import { balanceReadings } from "./balances.ts";
import { bankOfBrand, bankOfIfsc } from "../common/banks.ts";
import { HOLDER_LABELS, isLabel, labelled, labelledAll, NUMBER_LABELS } from "./labels.ts";
import { findHeader } from "./columns.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { pointPutBack, westernText, type DecimalMark } from "./numbers.ts";
import { periodIn } from "./period.ts";
import { dateContextOf } from "./dates.ts";
import { conceptsIn, tokensOf } from "./concepts.ts";
import { labelsIn } from "../common/labels.ts";
import { MENDED_CONFIDENCE } from "../common/confidence.ts";

const TITLE = { concepts: ["doc.statement"] as Concept[] };

/** Records a field's provenance: the output builder's sink, or one that names another account's fields. */
export interface Sink {
  record(path: string, found: Found | undefined, confidence?: number): void;
  warn(message: string): void;
}

/** A labelled balance in the western number form; `misread`: its text as OCR read it, its decimal mark lost. */
export type LabelledBalance = Found & { misread?: string };

/** A statement's account information, and where its opening and closing balances are labelled. */
export interface AccountRead {
  info: Record<string, string>;
  /** The labelled balances, in the western number form: which reading of each is taken is the balance chain's to confirm. */
  opening?: LabelledBalance;
  closing?: LabelledBalance;
  /** An available balance labelled where no closing balance is: the closing one where the rows end at it. */
  available?: LabelledBalance;
  /** A card statement: its balance is what the holder owes, which a charge raises. */
  owed: boolean;
}

const accountNumberFound = (lines: Line[]) =>
  labelled(lines, NUMBER_LABELS, (t) => /\d{4,}/.test(t.replace(/[\s-]/g, "")));

/** The holder printed after the account number and a dash: "000401774647(INR) - SITESH SHAHU" (ICICI). */
function holderAfterNumber(lines: Line[]): Found | undefined {
  const acct = accountNumberFound(lines);
  if (!acct) return undefined;
  const dash = acct.words.findIndex((w, k) => k > 0 && /^[-–]$/.test(w.text) && /\d{6,}/.test(acct.words[k - 1]!.text));
  const words = dash > 0 ? acct.words.slice(dash + 1) : [];
  const text = words.map((w) => w.text).join(" ");
  if (words.length < 2 || words.length > 6 || !/^[\p{L}][\p{L}.' ]+$/u.test(text) || isLabel(text)) return undefined;
  return { value: text, words, page: acct.page };
}

function readNumber(lines: Line[], info: Record<string, string>, sink: Sink): void {
  const acct = accountNumberFound(lines);
  if (!acct) return;
  // A colon before the number is often read as "1", "l" or "|" by OCR: a lone character is dropped. A
  // dash set apart ends the number: a page's number follows it ("Account No 5893442998622 - 2"), or the
  // holder ("000401774647(INR) - SITESH SHAHU").
  const value = acct.value.split(/\s[-–—]\s/)[0]!;
  const m = /[\dXx*][\dXx*\s-]{3,}\d/.exec(value.replace(/^[1l|!:;i]\s+(?=\d{6,})/, ""));
  if (!m) return;
  const read = m[0].replace(/[\s-]/g, "");
  const number = colonLost(read, acct, lines);
  const aligned = number === read && /^1\d{6,}$/.test(read) && colonAligned(acct, lines);
  info["account_number"] = aligned ? read.slice(1) : number;
  if (aligned)
    sink.warn(
      `the account number read as "${read}" is taken as ${read.slice(1)}: its first 1 stands where the colons of the labels beside it stand`,
    );
  sink.record("account_info.account_number", acct, aligned ? MENDED_CONFIDENCE : undefined);
}

/**
 * Whether the OCR'd word an account number starts with stands where the colons of the labelled lines
 * beside it stand, with no colon of its own before it: its first figure is the colon run into it
 * ("194588567820" at the place of the ":" before "Kanpur Main" and "107,906.60" on the lines below).
 * A colon set apart and then a space put a value a third of a line's height further right at least.
 */
function colonAligned(acct: Found, lines: Line[]): boolean {
  const first = acct.words.find((w) => /\d/.test(w.text));
  const line = first && lines.find((l) => l.words.includes(first));
  if (!first || !line || first.source !== "ocr" || !/^1\d/.test(first.text)) return false;
  if (/:$/.test(line.words[line.words.indexOf(first) - 1]?.text ?? "")) return false;
  const h = first.y1 - first.y0;
  const beside = lines.filter((l) => l !== line && l.page === line.page && Math.abs(l.y0 - line.y0) < 3 * h);
  return beside.some((l) => l.words.some((w) => w.text.startsWith(":") && Math.abs(w.x0 - first.x0) < h / 3));
}

/**
 * An OCR'd account number whose first "1" may be the colon before it run into the number
 * ("Kontonummer :3067765421" read "13067765421"): the number without it, where the statement prints
 * that number elsewhere (a page's running header) and never the one read.
 */
function colonLost(number: string, acct: Found, lines: Line[]): string {
  if (!/^1\d{6,}$/.test(number) || !acct.words.some((w) => w.source === "ocr")) return number;
  const digits = lines
    .filter((l) => !acct.words.some((w) => l.words.includes(w)))
    .map((l) => l.text.replace(/\D+/g, " "));
  const printed = (n: string) => digits.some((d) => ` ${d} `.includes(` ${n} `));
  return printed(number.slice(1)) && !printed(number) ? number.slice(1) : number;
}

/**
 * The IFSC a label's value prints: its first word of letters or figures (a colon OCR read as "+" or "~:"
 * before it says nothing). A stroke in it (`stroke`) is OCR's reading of an I or a 1 ("|OBA0332323"):
 * taken where reading it as either gives one code, and the stroke dropped gives none.
 */
function ifscIn(value: string): { code: string; word: string; stroke: boolean } | undefined {
  const word = value.split(/\s+/).find((t) => /[0-9A-Z]/i.test(t)) ?? "";
  const code = repairIfsc(word);
  if (code) return { code, word, stroke: false };
  if (!word.includes("|")) return undefined;
  const codes = new Set(["I", "1"].map((c) => repairIfsc(word.replace(/\|/g, c))));
  const [only] = codes;
  return codes.size === 1 && only ? { code: only, word, stroke: true } : undefined;
}

/** A bank's name as a phrase ending in "Bank" (and its legal form), printed on its own. */
const BANK_PHRASE =
  /^(?:the\s+)?(?:[\p{L}&.'-]+\s+){0,5}banks?(?:,?\s+(?:of\s+[\p{L}]+|ag|plc|p\.l\.c\.?|n\.?a\.?|ltd\.?|limited))?\.?$/iu;
const LEGAL_FORM = /\s+(?:ltd\.?|limited)\.?$/i;

/**
 * The bank's name: labelled, else a short line near the top that names a bank, else a bank's name
 * printed on its own anywhere on the first page (a footer), else the bank the IFSC's code names, else a
 * bank's brand in the head.
 */
function readBank(lines: Line[], head: Line[], ifsc: string | undefined): Found | undefined {
  const segs = (ls: Line[]) => ls.flatMap((l) => l.segments.map((s) => ({ l, s })));
  const found = (l: Line, s: Line["segments"][number], value = s.text.trim()): Found => ({
    value,
    words: s.words,
    page: l.page,
  });
  const near = segs(lines.slice(0, 12)).find(
    ({ s }) => BANK_WORD.test(s.text) && !/statement|account|ifsc|branch/i.test(s.text) && s.text.length < 60,
  );
  const named = segs(lines.filter((l) => l.page === 0)).find(({ s }) => BANK_PHRASE.test(s.text.trim()));
  const byCode = ifsc ? bankOfIfsc(ifsc) : undefined;
  return (
    labelled(lines, "bank.name", (t) => /[a-z]{3}/i.test(t)) ??
    (near && found(near.l, near.s)) ??
    (named && found(named.l, named.s, named.s.text.trim().replace(LEGAL_FORM, ""))) ??
    (byCode ? { value: byCode, words: [], page: 0 } : undefined) ??
    brandIn(head)
  );
}

/**
 * A bank known by its brand in the head (no "Bank" word): the brand as printed where it stands on its
 * own ("HSBC UK", "Barclays" beside the logo), else the bank's name ("Statement of Axis Account No").
 */
function brandIn(head: Line[]): Found | undefined {
  for (const l of head)
    for (const s of l.segments) {
      const name = bankOfBrand(s.text);
      if (!name) continue;
      const own = s.words.length <= 3 && !isLabel(s.text) && !/\d/.test(s.text);
      return { value: own ? s.text.trim() : name, words: own ? s.words : [], page: l.page };
    }
  return undefined;
}

function readPeriod(lines: Line[], head: Line[], info: Record<string, string>, sink: Sink): void {
  const period = labelled(lines, "stmt.period", (t) => findDate(t) !== null);
  const { order } = dateContextOf(lines, {});
  const dates: string[] = [];
  if (period) {
    const re =
      /(\d{1,2}[/.-](?:\d{1,2}|[A-Za-z]{3,9})[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Za-z]{3,9},?\s+\d{4})/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(period.value))) {
      const d = parseDate(m[1]!, order);
      if (d) dates.push(d);
    }
  }
  // A period label with one date ("Statement From : 27/03/19 | To : 26/04/19"): the line gives both.
  const printed = dates.length < 2 ? periodIn(head, order) : undefined;
  if (printed) {
    info["statement_from"] = printed.from;
    info["statement_to"] = printed.to;
    sink.record("account_info.statement_from", printed.found);
    sink.record("account_info.statement_to", printed.found);
    return;
  }
  if (period) {
    if (dates[0]) info["statement_from"] = dates[0];
    if (dates[1]) info["statement_to"] = dates[1];
    // One label gives both dates: both are read from its value.
    sink.record("account_info.statement_from", period);
    if (dates[1]) sink.record("account_info.statement_to", period);
    return;
  }
  const from = labelled(lines, "stmt.from", (t) => findDate(t) !== null);
  const to = labelled(lines, "stmt.to", (t) => findDate(t) !== null);
  if (from) info["statement_from"] = findDate(from.value)!.iso;
  if (to) info["statement_to"] = findDate(to.value)!.iso;
}

/** A branch named by its place ("Jumeirah Branch", "MG ROAD BRANCH"): a value, though it ends in the label's word. */
const PLACE_BRANCH = /^\p{L}[\p{L} .'-]*\sbranch$/iu;

const HONORIFIC = /^(?:mr|mrs|ms|miss|m\/s|shri|smt|sri|kumari|dr|herrn?|frau|m|mme|mlle|sr|sra)\.?$/i;
/** Words of a postal address: a house number or PIN, or what streets and places are called. */
const ADDRESS =
  /\d|\b(?:road|rd|street|st|marg|nagar|lane|society|colony|floor|flat|house|village|dist|district|taluka|india|sector|block|apartments?|tower|chowk|bazar|market|opp|near|strasse|straße|str|weg|platz|allee|gasse)\b/i;
/** Words a name does not print: those of a bank's or a statement's head. */
/** A bank's word, alone or ending a compound ("Volksbank", "Postbank"), or a savings bank's ("Sparkasse"). */
const BANK_WORD = /(?:\b|\p{Ll})banks?\b|\bsparkasse\b/iu;

const NOT_NAME = new Set([
  "bank",
  "statement",
  "account",
  "branch",
  "page",
  "date",
  "period",
  "summary",
  "limited",
  "ltd",
]);

/**
 * The holder where no label names one: the first line of the addressee block at the head's left, a name
 * (two to six words, no figures) over the lines of a postal address; an honorific before it ("MR.",
 * "Frau") is part of it, and a line of an honorific alone heads the name below.
 */
function addressee(head: Line[]): Found | undefined {
  const page = head.filter((l) => l.page === (head[0]?.page ?? 0));
  for (let k = 0; k < page.length; k++) {
    const line = page[k]!;
    const seg = line.segments[0];
    if (!seg || seg.x0 > line.pageWidth / 2) continue;
    let words = seg.words;
    if (words.every((w) => HONORIFIC.test(w.text))) {
      // "MR. | YASHU PANDEY" on one line, or "Frau" over the name.
      const next = line.segments[1];
      const rest = next && next.x0 - seg.x1 < 30 ? next : page[k + 1]?.segments[0];
      if (rest && rest.x0 < line.pageWidth / 2) words = [...words, ...rest.words];
    }
    const text = words.map((w) => w.text).join(" ");
    const tokens = tokensOf(text);
    if (words.length < 2 || words.length > 7 || /\d/.test(text) || isLabel(text) || text.includes(":")) continue;
    const bankish = BANK_WORD.test(text) || bankOfBrand(text) !== undefined;
    // A statement's title ("Relevé de compte courant") is no name either.
    const named = conceptsIn(text, ["stmt", "bank"]).length > 0 || labelsIn(text, TITLE).length > 0;
    if (tokens.some((t) => NOT_NAME.has(t)) || bankish || named) continue;
    // A name stands apart from the cells beside it (a label's value stands close to its label).
    const beside = line.segments[line.segments.indexOf(seg) + 1];
    if (beside && words.includes(beside.words[0]!) === false && beside.x0 - seg.x1 < 100) continue;
    // The block: the lines below that start where the name starts, each close under the one before
    // (lines of another block printed between them, further right, leave room for themselves).
    const block: Line[] = [];
    let between = 0;
    for (const l of page.slice(k + 1, k + 10)) {
      const above = block[block.length - 1] ?? line;
      if (Math.abs((l.segments[0]?.x0 ?? 0) - seg.x0) >= 12) {
        between++;
        continue;
      }
      if (l.y0 - above.y1 > 1.5 * (line.y1 - line.y0) * (1 + between)) break;
      block.push(l);
      between = 0;
    }
    if (block.some((l) => ADDRESS.test(l.segments[0]!.text))) return { value: text, words, page: line.page };
  }
  return undefined;
}

/** An amount, its side perhaps (in brackets too), then the words of a label: "11,503.47 Cr Opening Balance". */
const AMOUNT_THEN_WORDS = /^([-+]?[\d,]*\d\.\d{2})((?:\s*\(?(?:cr|dr)\.?\)?)?)\s+(\D+)$/i;

/**
 * A balance row of a table that prints its narration last: the amount, then its label ("11,503.47 Cr
 * Opening Balance", "15,711.85 Cr B/F"). A label of that concept alone would take the next row's figures
 * under it.
 */
function amountBeforeLabel(lines: Line[], concept: Concept): Found | undefined {
  for (const l of lines) {
    // The amount and the label in one segment, or in the line's last two.
    const [before, last] = l.segments.slice(-2).length === 2 ? l.segments.slice(-2) : [undefined, l.segments[0]];
    for (const words of [last?.words, before && last ? [...before.words, ...last.words] : undefined]) {
      const m = words && AMOUNT_THEN_WORDS.exec(words.map((w) => w.text).join(" "));
      if (!m) continue;
      const said = tokensOf(m[3]!);
      const named = conceptsIn(m[3]!, ["stmt"]).some(
        (c) => c.concept === concept && c.start === 0 && c.end === said.length,
      );
      const side = m[2]!.replace(/[()]/g, "").trim();
      if (named) return { value: side ? `${m[1]} ${side}` : m[1]!, words: words.slice(0, side ? 2 : 1), page: l.page };
    }
  }
  return undefined;
}

/**
 * The first labelled value of a concept whose label is no column's name in a transactions header: a
 * header's "Closing Bal" would take the opening balance printed under it.
 */
function offHeaders(lines: Line[], concept: Concept, accept: (t: string) => boolean): Found | undefined {
  const header = (index: number) => {
    const line = lines.find((l) => l.index === index);
    return !!line && findHeader([line]) !== undefined;
  };
  return labelledAll(lines, concept, accept).find((f) => !header(f.line));
}

/** Currencies a header prints after its amounts' name: "Balance (INR)", "Betrag (EUR)", "DEBIT/CREDIT(₹)". */
const CURRENCY_SIGNS: Record<string, string> = { "₹": "INR", "€": "EUR", "£": "GBP" };
function headerCurrency(head: Line[]): string | undefined {
  for (const l of head.slice(-3))
    for (const s of l.segments) {
      const m = /\((?:\s*([A-Z]{3})\s*|([₹€£]))\)/.exec(s.text);
      if (m && conceptsIn(s.text, ["txn"]).length) return m[1] ?? CURRENCY_SIGNS[m[2]!];
    }
  return undefined;
}

/** Words of a card statement's head: it reports what the holder owes. */
const CARD = [
  "credit card",
  "card number",
  "minimum amount due",
  "minimum due",
  "total amount due",
  "payment due date",
  "credit limit",
  // Chase's card statement (docs/banks.md, CC).
  "minimum payment due",
  "credit access line",
  "available credit",
];
const isCard = (head: Line[]) => {
  const text = head.map((l) => tokensOf(l.text).join(" ")).join(" | ");
  return CARD.filter((c) => text.includes(c)).length >= 2;
};

/**
 * Account information by its labels: holder, number, bank, IFSC, branch, period, currency and balances;
 * `head`, the lines before the transactions, where unlabelled fields (the addressee, the period) are.
 */
export function readAccount(lines: Line[], head: Line[], sink: Sink, decimal: DecimalMark = "."): AccountRead {
  const info: Record<string, string> = {};
  const take = (field: string, found: Found | undefined, value = found?.value, confidence?: number) => {
    if (!found || value === undefined) return;
    info[field] = value;
    sink.record(`account_info.${field}`, found, confidence);
  };
  // A name labelled in the head first: one labelled among the rows ("Naam: S JANSEN", ABN AMRO's
  // narrations) is a payee's, taken only where the head names no holder at all.
  const holderLabel = (ls: Line[]) =>
    labelled(ls, HOLDER_LABELS, (t) => /[a-z]{2}/i.test(t) && !/\d{4,}/.test(t) && t.length < 80);
  take("account_holder", holderLabel(head) ?? addressee(head) ?? holderAfterNumber(lines) ?? holderLabel(lines));
  readNumber(lines, info, sink);
  const ifsc = labelled(lines, "bank.ifsc", (t) => ifscIn(t) !== undefined);
  const read = ifsc && ifscIn(ifsc.value);
  take("bank_name", readBank(lines, head, read?.code));
  take("IFSC", ifsc, read?.code, read?.stroke ? MENDED_CONFIDENCE : undefined);
  if (read?.stroke)
    sink.warn(`the IFSC read as "${read.word}" is taken as ${read.code}, its stroke read for an I or a 1`);
  // A branch named by its place ends in the label's word ("Deira Branch"): a value all the same.
  const placeBranch = (t: string) => PLACE_BRANCH.test(t.replace(/^[\s:;.-]+/, "").trim());
  take(
    "branch",
    labelled(
      lines,
      "bank.branch",
      (t) => /[a-z]{3}/i.test(t) && t.length < 60 && (!isLabel(t) || placeBranch(t)),
      (t) => isLabel(t) && !placeBranch(t),
    ),
  );
  readPeriod(lines, head, info, sink);
  const isBalance = (t: string) =>
    balanceReadings({ value: westernText(t, decimal), words: [], page: 0 })[0] !== undefined;
  const western = (f: Found | undefined): LabelledBalance | undefined => {
    if (!f) return undefined;
    const ocr = f.words.some((w) => w.source === "ocr");
    const value = westernText(f.value, decimal, !ocr);
    return ocr && pointPutBack(f.value, decimal) ? { ...f, value, misread: f.value } : { ...f, value };
  };
  // A statement's first balance brought forward is its opening; one carried forward is a page's, not the
  // closing balance (the chain checks it as a row).
  const opening = western(
    amountBeforeLabel(lines, "stmt.opening_balance") ??
      labelled(lines, "stmt.opening_balance", isBalance) ??
      amountBeforeLabel(lines, "stmt.brought_forward") ??
      labelled(lines, "stmt.brought_forward", isBalance),
  );
  const closing = western(
    amountBeforeLabel(lines, "stmt.closing_balance") ?? offHeaders(lines, "stmt.closing_balance", isBalance),
  );
  const available =
    closing === undefined
      ? western(
          amountBeforeLabel(lines, "stmt.available_balance") ?? offHeaders(lines, "stmt.available_balance", isBalance),
        )
      : undefined;
  const currency = labelled(lines, "stmt.currency", (t) => /^[A-Z]{3}\b/.test(t));
  const printed = currency?.value.slice(0, 3) ?? headerCurrency(head);
  if (printed) info["currency"] = printed;
  return {
    info,
    ...(opening ? { opening } : {}),
    ...(closing ? { closing } : {}),
    ...(available ? { available } : {}),
    owed: isCard(head),
  };
}
