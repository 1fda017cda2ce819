import type { Line } from "../../text/lines.ts";
import { findDate } from "../../text/values/dates.ts";
import { parseAmount } from "../../text/values/amounts.ts";
import { signedQrData } from "../../read/e-invoice-qr.ts";
import { looksLikeEInvoice } from "../invoice/embedded-xml.ts";
import { labelsAt, labelsIn, type LabelMatch } from "../common/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import type { Layout } from "../../types.ts";

/** What a document shows of its kind: titles, labels of fields, rows of a ledger, machine-readable data. */
export interface Evidence {
  /**
   * Titles found (a cell that names a kind of document), each with how prominent it is (0–1); `numbered`
   * where the title runs into its number's key ("FACTURE N°: F2020…").
   */
  titles: { concept: Concept; weight: number; numbered?: boolean }[];
  /** The field concepts the document labels, each counted once. */
  concepts: Set<Concept>;
  /** Rows that start with a date and carry two or more amounts. */
  ledgerRows: number;
  /** Of those, rows whose last amount follows from the row before by the row's movement: a running balance. */
  chainedRows: number;
  /** Rows that start with a day and month and carry one amount: a card statement's transactions. */
  dayRows: number;
  /** Rows that start with a serial number and carry two or more amounts: items. */
  itemRows: number;
  /** Three amounts of the totals block add up: taxable value + tax = grand total. */
  totalsAddUp: boolean;
  /** Structured invoice data in the file: a Factur-X/ZUGFeRD/UBL attachment, or an e-invoice QR code. */
  eInvoice: boolean;
  /** Phrases of letters (a salutation, a closing). */
  letterPhrases: number;
  /** How many characters the pages hold: a blank or illegible page says nothing. */
  chars: number;
}

/**
 * A cell that is a title: one that starts with the name of a kind of document ("Mietrechnung (387) Nr.
 * 9314 vom 01.10.2018", "TAX INVOICE"), or a short one that is mostly such a name. A name followed by a
 * colon is a key ("Bestellung: B123", an order's reference), and a longer label at the start names a
 * field ("Invoice No.").
 */
/** A number or date word after another document's name: a reference to it ("Lieferschein-Nr", "PO No"). */
const REFERENCE = /^[\s.-]*(?:n[°ºo]\.?|nr\.?|no\.?|#|num(?:ber|mer|ero)?|datum|date|dt\.?|fecha|data)\b/i;
const INVOICE_TITLES = ["doc.invoice", "doc.tax_invoice", "doc.bill_of_supply", "doc.retail_bill"];

/** A title is written out: an abbreviation ("PO": a post office as often as a purchase order) is none. */
const spelledOut = (text: string, start: number, end: number) =>
  (text.slice(start, end).match(/\p{L}/gu)?.length ?? 0) >= 4;

/**
 * Whether what follows a statement's name and its colon is the period it covers ("Kontoauszug: Giro
 * extra plus vom 02.04.2016 bis 02.06.2016", Postbank's title): a reference to a statement gives a
 * number or one date, not two.
 */
function statementPeriod(concept: Concept, rest: string): boolean {
  if (concept !== "doc.statement") return false;
  const first = findDate(rest);
  return first !== null && findDate(rest.slice(rest.indexOf(first.raw) + first.raw.length)) !== null;
}

function titleIn(text: string, ocr: boolean): LabelMatch | undefined {
  // A code is no title, whatever its letters ("PO-2402").
  if (/^\S*\d\S*$/.test(text.trim())) return undefined;
  const first = labelsAt(text, { ocr })[0];
  if (first) {
    if (!spelledOut(text, 0, first.end)) return undefined;
    if (!first.concept.startsWith("doc.") || first.concept === "doc.letter") return undefined;
    const rest = text.slice(first.end);
    if (/^\s*[:：]/.test(rest) && !statementPeriod(first.concept, rest)) return undefined;
    // An invoice's title is followed by its own number; another document's name by a number refers to it.
    return !INVOICE_TITLES.includes(first.concept) && REFERENCE.test(rest) ? undefined : first;
  }
  const tokens = text.trim().split(/\s+/).length;
  if (tokens > 8) return undefined;
  const found = labelsIn(text, { ocr }).filter((m) => m.concept.startsWith("doc.") && m.concept !== "doc.letter");
  // Overlapping titles ("Proforma Invoice" and its "Invoice"): the longest.
  const best = found.sort((a, b) => b.tokens - a.tokens || b.score - a.score)[0];
  if (!best || /^\s*[:：]/.test(text.slice(best.end)) || !spelledOut(text, best.start, best.end)) return undefined;
  return best.tokens * 2 >= tokens || tokens <= 3 ? best : undefined;
}

/** How prominent a line is as a title: at the top of the first page, in large type. */
function prominence(line: Line, bodyHeight: number): number {
  const top = line.page === 0 ? (line.y0 < line.pageHeight * 0.35 ? 1 : 0.7) : 0.4;
  const large = line.y1 - line.y0 > bodyHeight * 1.25 ? 1.2 : 1;
  return Math.min(1, top * large);
}

/**
 * A cell that runs an invoice's title into its number's key and gives the number ("FACTURE N°: F2020…",
 * "Invoice No. 123", as OCR may glue it, "FACTUREN: F2020…"): the title, where the cell heads the page
 * (see `collectTitles`). Anywhere else such a cell is a field, and another document refers to an
 * invoice by it.
 */
function numberedTitle(text: string, ocr: boolean): LabelMatch | undefined {
  const found = labelsAt(text, { ocr });
  const title = found.find((m) => INVOICE_TITLES.includes(m.concept));
  const key = found[0];
  if (!title || !key || (key.concept !== "invoice.number" && key !== title) || !spelledOut(text, 0, title.end))
    return undefined;
  // The number alone after the key: a code with a digit.
  return /^[\s.:：#-]*[^\s:：]*\d[^\s:：]*\s*$/.test(text.slice(key.end)) ? title : undefined;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 10;

/**
 * The titles of the page's cells. A title run into its number's key counts where it heads the first
 * page (its first line) or stands in large type in the top band, as a title is set.
 */
function collectTitles(lines: Line[], ocr: boolean): Evidence["titles"] {
  const body = median(lines.map((l) => l.y1 - l.y0));
  const out: Evidence["titles"] = [];
  const top = Math.min(...lines.filter((l) => l.page === 0).map((l) => l.y0));
  for (const [i, line] of lines.entries()) {
    // The top band of the paper, which a photo's frame may start well above.
    const band = line.page === 0 && line.y0 - top < (line.pageHeight - top) * 0.35;
    const heads = line.page === 0 && (i === 0 || (band && line.y1 - line.y0 > body * 1.25));
    for (const [k, seg] of line.segments.entries()) {
      const t = titleIn(seg.text, ocr);
      // The number may stand in the next cell, set apart from its key.
      const next = line.segments[k + 1]?.text ?? "";
      const numbered =
        !t && heads ? (numberedTitle(seg.text, ocr) ?? numberedTitle(`${seg.text} ${next}`, ocr)) : undefined;
      const found = t ?? numbered;
      if (found)
        out.push({ concept: found.concept, weight: prominence(line, body) * found.score, numbered: !!numbered });
    }
  }
  return out;
}

/** Field labels at the start of cells (titles aside), each concept once. */
/** Taxes and totals are named inside longer cells too ("Steuerbasisbetrag USt. 7%", "19% VAT"). */
const ANYWHERE: readonly Concept[] = ["tax.cgst", "tax.sgst", "tax.igst", "tax.utgst", "tax.vat", "tax.cess"];

/**
 * The labels of a cell that is a run of labels and nothing else: a table header's column names that
 * PP-OCR read as one cell ("QNTY. RATE"), each a label of the page. Undefined where words remain.
 */
function labelRun(text: string, ocr: boolean): LabelMatch[] | undefined {
  const out: LabelMatch[] = [];
  let rest = text;
  while (rest.trim()) {
    const m = labelsAt(rest, { ocr })[0];
    if (!m || m.concept.startsWith("doc.")) return undefined;
    out.push(m);
    rest = rest.slice(m.end);
  }
  return out;
}

function collectConcepts(lines: Line[], ocr: boolean): Set<Concept> {
  const out = new Set<Concept>();
  for (const line of lines)
    for (const seg of line.segments) {
      for (const m of labelsAt(seg.text, { ocr })) if (!m.concept.startsWith("doc.")) out.add(m.concept);
      if (ocr) for (const m of labelRun(seg.text, ocr)?.slice(1) ?? []) out.add(m.concept);
      // A tax with its rate beside it: a tax line, wherever the cell names it.
      if (/\d\s?%/.test(seg.text)) for (const m of labelsIn(seg.text, { ocr, concepts: ANYWHERE })) out.add(m.concept);
    }
  return out;
}

/** The amount furthest right on each line: where a totals block prints its figures. */
function rightAmounts(lines: Line[]): number[] {
  const out: number[] = [];
  for (const line of lines) {
    const last = amountsOf(line).at(-1);
    if (last !== undefined && last > 0) out.push(last);
  }
  return out;
}

/**
 * Whether the right-hand amounts of three lines add up (a + b = c, c the largest, a and b unequal):
 * a taxable value, its tax and the grand total, the check an invoice passes and other documents
 * seldom print. Only the last 40 such amounts are tried.
 */
function totalsAddUp(lines: Line[]): boolean {
  const xs = rightAmounts(lines)
    .slice(-40)
    .map((x) => Math.round(x * 100));
  const set = new Set(xs);
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++) {
      const [a, b] = [xs[i]!, xs[j]!];
      if (a !== b && a + b > 0 && set.has(a + b) && Math.min(a, b) * 50 > Math.max(a, b)) return true;
    }
  return false;
}

/** Salutations and closings of letters ("Dear", "Sehr geehrte", "Cordialement"). */
const letterPhrases = (text: string) => labelsIn(text, { concepts: ["doc.letter"] }).length;

const AMOUNT = /^[-+(]?[₹$€£]?\d[\d,.' ]*\d(?:[.,]\d{1,2})?\)?-?$/;
const amountsOf = (line: Line) =>
  line.words
    .map((w) => w.text)
    .filter((t) => AMOUNT.test(t) && /[.,]\d{2}\)?-?$/.test(t))
    .map((t) => Number(parseAmount(t)))
    .filter((n) => Number.isFinite(n));

/** Ledger rows, the running balance between them, and item rows. */
/** A day and month without a year at the start of a row ("02/07", "07 / 07", "12 Jan"): a card statement's rows. */
const DAY_MONTH = /^\s*(?:\d{1,2}\s?[/.-]\s?\d{1,2}(?![\d/.-])|\d{1,2}\s+\p{L}{3}\b(?!\s+\d{2,4}))/u;

function collectRows(lines: Line[]): Pick<Evidence, "ledgerRows" | "chainedRows" | "itemRows" | "dayRows"> {
  let ledgerRows = 0;
  let chainedRows = 0;
  let itemRows = 0;
  let dayRows = 0;
  let prevBalance: number | undefined;
  for (const line of lines) {
    const amounts = amountsOf(line);
    const first = line.segments[0]?.text ?? "";
    const dated = findDate(first.slice(0, 24))?.raw !== undefined && /^\s*\d|^\s*\p{L}{3}/u.test(first);
    if (dated && amounts.length >= 2) {
      ledgerRows++;
      const balance = amounts[amounts.length - 1]!;
      const moves = amounts.slice(0, -1);
      if (
        prevBalance !== undefined &&
        moves.some((m) => Math.abs(Math.abs(balance - prevBalance!) - Math.abs(m)) < 0.01)
      )
        chainedRows++;
      prevBalance = balance;
    } else if (/^\s*\d{1,3}[.)]?\s+\p{L}/u.test(line.text) && amounts.length >= 2) itemRows++;
    else if (DAY_MONTH.test(first) && line.segments.length >= 2 && amounts.length === 1) dayRows++;
  }
  return { ledgerRows, chainedRows, itemRows, dayRows };
}

/** Structured invoice data inside the file: an XML invoice attached, or an e-invoice's signed QR code. */
function hasEInvoice(layout: Layout): boolean {
  const xml = Object.values(layout.embedded ?? {}).some(looksLikeEInvoice);
  return xml || (layout.codes ?? []).some((c) => signedQrData(c.text) !== undefined);
}

export function collectEvidence(layout: Layout, lines: Line[]): Evidence {
  const ocr = layout.ocrUsed;
  const titles = collectTitles(lines, ocr);
  const concepts = collectConcepts(lines, ocr);
  // A title with its number keyed labels the number too, however OCR joined them.
  if (titles.some((t) => t.numbered)) concepts.add("invoice.number");
  return {
    titles,
    concepts,
    ...collectRows(lines),
    totalsAddUp: totalsAddUp(lines),
    eInvoice: hasEInvoice(layout),
    letterPhrases: lines.reduce((n, l) => n + letterPhrases(l.text), 0),
    chars: lines.reduce((n, l) => n + l.text.replace(/\s|\|/g, "").length, 0),
  };
}
