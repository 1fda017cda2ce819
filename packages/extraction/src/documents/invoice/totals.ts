import { CELL_SEPARATOR, withSegments, type Line, type Segment } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import { parseAmount, percentString, PER_CENT_RATE, type DecimalMark } from "../../text/values/amounts.ts";
import { EU_VAT_ID } from "../../text/values/identifiers.ts";
import { joinedReadings, markAsDigit, pointLost } from "../../text/repair.ts";
import type { Word } from "../../types.ts";
import { labelledValues } from "../common/fields.ts";
import { labelsAt, labelsIn, type LabelFound } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { spaceSpelled } from "../../text/values/words.ts";
import { amountsInWords, chooseInWords } from "./amount-in-words.ts";
import { addTableTaxes, withoutWords } from "./table-totals.ts";
import type { TableTaxes } from "./tax-table.ts";

/** The totals block: taxable value, each tax line, total tax, grand total, the amount in words. */

/** An amount as read, and other readings of it if OCR may have split it in two. */
export interface Reading extends Found {
  alternatives?: Found[];
  /** OCR's other reading of the figure, taken because the totals add up with it. */
  reread?: boolean;
}

export interface TaxLine {
  /** IGST, CGST, SGST, UTGST, CESS, or VAT for a value-added tax of any country. */
  tax: string;
  /** Its rate; none where the line prints none ("Output CGST"), or its rows give several. */
  rate?: string;
  /** The rates of a tax whose rows give several (a tax summary by rate): no single rate. */
  rates?: string[];
  amount: string;
  found: Reading;
  /** Where the rate was read ("18%"). */
  rateFound?: Found;
}

export interface Totals {
  sub?: Reading;
  taxes: TaxLine[];
  totalTax?: Reading;
  grand?: Reading;
  words?: Found;
  /** Printed round-offs: one of them may close the sum to the grand total. */
  rounds?: Reading[];
}

/** Every amount the totals block labels, by what it may be, in reading order: the checks choose among them. */
export interface Candidates {
  subs: Reading[];
  taxes: TaxLine[];
  totalTaxes: Reading[];
  /** A tax printed without its rate ("Zuzügl. USt: 63,84 €"): a total tax, or one rate's amount. */
  unrated: Reading[];
  grands: Reading[];
  /** What is left to pay (after an advance): the grand total where none is labelled so. */
  dues: Reading[];
  /** A printed round-off ("Round Off -0.36"): what the sum to the grand total is rounded by. */
  rounds?: Reading[];
  words?: Found;
}

const TAX_CONCEPTS: Partial<Record<Concept, string>> = {
  "tax.igst": "IGST",
  "tax.cgst": "CGST",
  "tax.sgst": "SGST",
  "tax.utgst": "UTGST",
  "tax.cess": "CESS",
  "tax.vat": "VAT",
};
const TOTAL_CONCEPTS: readonly Concept[] = [
  "total.net",
  "total.tax",
  "total.grand",
  "total.amount_due",
  "total.in_words",
  "total.round_off",
  "total.discount",
  "total.shipping",
  "total.paid",
  ...(Object.keys(TAX_CONCEPTS) as Concept[]),
];

/**
 * A totals label that only begins a longer label of another concept where it stands ("USt" of
 * "USt-IdNr: DE123456789", "MwSt" of "MwSt.-% 19,0"): that longer label is what the text names.
 */
function partOfLonger(text: string, m: LabelFound, ocr: boolean): boolean {
  return labelsAt(text.slice(m.start), { ocr }).some((o) => o.tokens > m.tokens && !TOTAL_CONCEPTS.includes(o.concept));
}

/**
 * A label that three words or more of its cell come before: a sentence that names a tax ("Prijzen zijn
 * inclusief BTW", "Exonération de TVA selon …" has two), not a line of the totals block.
 */
function inProse(text: string, start: number): boolean {
  const cell = text.slice(0, start).split(CELL_SEPARATOR).pop() ?? "";
  return (cell.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3;
}

/** What a line of the totals block names: the first totals or tax label on it, longest there. */
function conceptOf(line: Line, ocr: boolean): { concept: Concept; start: number; end: number } | undefined {
  // A tax named with its rate run into it ("CGST18 (9%)", a billing software's tax group) is that tax.
  const text = line.text.replace(/(?<=\b[A-Za-z]{3,5})(?=\d{1,2}\b)/g, " ");
  const found = labelsIn(text, { ocr, concepts: TOTAL_CONCEPTS }).filter(
    (m) => !partOfLonger(text, m, ocr) && !inProse(text, m.start),
  );
  const sorted = found.sort((a, b) => a.start - b.start || b.tokens - a.tokens);
  // "Output Tax CGST": the tax it names, not the word "Tax" before it.
  const named =
    sorted[0]?.concept === "total.tax" && sorted[0].tokens === 1
      ? sorted.find((m) => TAX_CONCEPTS[m.concept])
      : undefined;
  // "Total Invoice Amount in Words": a total's name that the words' label runs on from names the words.
  const inWords = sorted.find((m) => m.concept === "total.in_words");
  const first =
    inWords && sorted[0] && inWords.start < sorted[0].end && inWords !== sorted[0] ? inWords : (named ?? sorted[0]);
  return first ? { concept: first.concept, start: first.start, end: first.end } : undefined;
}

/** A number split by a space into its thousands ("1 234,56"): the word before joins it. */
function spacedGroup(before: Word | undefined, word: Word): string | undefined {
  if (!before || !/^\d{1,3}$/.test(before.text) || !/^\d{3}(?:[.,]\d{2})?$/.test(word.text)) return undefined;
  return word.x0 - before.x1 < (word.y1 - word.y0) * 0.6 ? `${before.text}${word.text}` : undefined;
}

/**
 * An Indian PIN code rather than an amount: six bare digits (the j-th of the texts) with a place's
 * name after them ("682024 KOCHI") or a dash before them ("Kochi - 682024"), as a stamp or an
 * address prints it.
 */
function pinCode(texts: string[], j: number): boolean {
  if (!/^[1-9]\d{5}$/.test(texts[j] ?? "")) return false;
  const after = texts[j + 1] ?? "";
  const place = /^\p{L}{3,}/u.test(after) && !/^(?:only|rs|inr|rupees)\b/i.test(after);
  return place || /[-–]$/.test(texts[j - 1] ?? "");
}

/**
 * What OCR ran into a figure before it: a table's rule ("VAT total: [75.04 €"), or a rupee sign read as
 * a letter or a mark before a grouped amount with paise ("%6,09,794.00", "X24,72,153.00").
 */
const MARK_BEFORE = /^(?:[[|{](?=\d)|[^\d\s(+\-\u2212.,](?=\d{1,3}(?:,\d{2,3})+\.\d{2}$))/;

/** The amount furthest right on a line (percentages aside, PIN codes too), with OCR's other readings of it. */
export function rightmostAmount(line: Line, mark: DecimalMark | undefined, skipPercent = true): Reading | undefined {
  for (let i = line.segments.length - 1; i >= 0; i--) {
    const toks = line.segments[i]!.words.filter((w) => !(skipPercent && /%/.test(w.text) && !MARK_BEFORE.test(w.text)));
    for (let j = toks.length - 1; j >= 0; j--) {
      const w = toks[j]!;
      const a = parseAmount(w.source === "ocr" ? w.text.replace(MARK_BEFORE, "") : w.text, mark);
      if (a === null || !/\d/.test(w.text) || !(/[.,]/.test(w.text) || w.text.replace(/\D/g, "").length >= 2)) continue;
      if (
        pinCode(
          toks.map((t) => t.text),
          j,
        )
      )
        continue;
      const joined = spacedGroup(toks[j - 1], w);
      if (joined && parseAmount(joined, mark) !== null)
        return { value: parseAmount(joined, mark)!, words: [toks[j - 1]!, w], page: line.page, alternatives: [] };
      return withOcrReadings({ value: a, words: [w], page: line.page, alternatives: [] }, toks[j - 1]);
    }
  }
  return undefined;
}

/** A text layer does not split an amount or lose its point: other readings are OCR's alone. */
function withOcrReadings(found: Reading, before: Word | undefined): Reading {
  const w = found.words[0]!;
  if (w.source !== "ocr") return found;
  if (before)
    for (const value of joinedReadings(before.text, w.text))
      found.alternatives!.push({ value, words: [before, w], page: found.page });
  for (const value of [pointLost(w.text), markAsDigit(w.text)])
    if (value) found.alternatives!.push({ value, words: [w], page: found.page });
  return found;
}

/**
 * The reading of a total that another figure confirms: as read when it agrees, else the one
 * alternative reading (an amount OCR split in two, or whose decimal point it lost) that does; as
 * read when nothing agrees.
 */
export function confirmedBy<T extends Reading>(found: T | undefined, expected: number | null): Reading | undefined {
  if (!found || expected === null || Math.abs(Number(found.value) - expected) <= 1) return found;
  return found.alternatives?.find((a) => Math.abs(Number(a.value) - expected) <= 1) ?? found;
}

const sameAmount = (a: Found, b: Found) => Math.abs(Number(a.value) - Number(b.value)) < 0.005;

/**
 * A whole number that a sentence goes on after ("Exonération de TVA selon article 262 I du Code
 * général des impôts"): an article's or a law's number, not the tax's amount.
 */
function inSentence(line: Line, amt: Reading): boolean {
  const last = amt.words[amt.words.length - 1]!;
  if (/[.,]\d/.test(last.text)) return false;
  return line.words.slice(line.words.indexOf(last) + 1).filter((w) => /\p{L}{2}/u.test(w.text)).length >= 3;
}

/** A rate after "@" without the sign, as ERPNext prints its tax rows ("IGST @ 18.0"). */
const AT_RATE = /@\s*(\d{1,2}(?:[.,]\d{1,3})?)(?![\d.,%])/;

/** The rate a tax line prints: with its per cent sign, else after "@" where it is not the amount. */
function lineRate(line: Line, amt: Reading): RegExpExecArray | null {
  const perCent = PER_CENT_RATE.exec(line.text);
  if (perCent) return perCent;
  const at = AT_RATE.exec(line.text);
  return at && !amt.words.some((w) => w.text.endsWith(at[1]!)) ? at : null;
}

/** A tax line: its kind and rate ("CGST @ 9%", "MwSt. 19 %", "19% VAT", "TVA 20,0%", "IGST @ 18.0"). */
function taxLine(line: Line, tax: string, view: DocumentView, out: Candidates): void {
  const amt = rightmostAmount(line, view.decimalMark);
  if (!amt || inSentence(line, amt)) return;
  const rateMatch = lineRate(line, amt);
  if (!rateMatch) {
    // India's taxes are named apart ("Output CGST"); a VAT line without a rate may be all the taxes.
    if (tax === "VAT") out.unrated.push(amt);
    else if (!out.taxes.some((x) => x.tax === tax && sameAmount(x.found, amt)))
      out.taxes.push({ tax, amount: amt.value, found: amt });
    return;
  }
  const rate = percentString(rateMatch[1]!.replace(",", "."))!;
  if (out.taxes.some((x) => x.tax === tax && x.rate === rate)) return;
  const rateWord = line.words.find(
    (w) =>
      /\d/.test(w.text) &&
      w !== amt.words[0] &&
      percentString(w.text.replace(",", ".").replace(/[^\d.]/g, "")) === rate,
  );
  out.taxes.push({
    tax,
    rate,
    amount: amt.value,
    found: amt,
    ...(rateWord ? { rateFound: { value: rate, words: [rateWord], page: line.page } } : {}),
  });
}

/**
 * "E. & O.E." (errors and omissions excepted), which Tally prints at the end of the amount-in-words
 * line ("Amount Chargeable (in words) E. & O.E"): no part of the words.
 */
const ERRORS_EXCEPTED = /(?:^|\s|\|)E\s*\.?\s*&\s*O\s*\.?\s*E\b\.?/gi;

/** The amount in words, which often wraps onto the next line up to "Only". */
function amountInWords(lines: Line[], line: Line, start: number): Found | undefined {
  const after = line.text
    .slice(start)
    .replace(/^[^:]*?(?:words|worten|lettres|letras|lettere)\)?\s*[:-]?\s*/i, "")
    .replace(ERRORS_EXCEPTED, " ");
  const ocr = line.words.some((w) => w.source === "ocr");
  const spaced = (t: string) => (ocr ? spaceSpelled(t) : t);
  let text = spaced(after.replace(/\s*\|\s*/g, " ").trim());
  const words = [...line.words];
  const next = lines[line.index + 1];
  if (
    text &&
    !/\bonly\b/i.test(text) &&
    next &&
    next.page === line.page &&
    next.text.length < 120 &&
    !/\d[.,]\d{2}/.test(next.text)
  ) {
    text += " " + spaced(next.text.replace(/\s*\|\s*/g, " "));
    words.push(...next.words);
  }
  return /\p{L}{3}/u.test(text) ? { value: text.trim(), words, page: line.page } : undefined;
}

/** "Rupees … Only" without a label: the amount in words all the same. */
const RUPEES_WORDS = /^\s*((?:rupees|inr|indian\s*rupees)\b.*)$/i;

/** A VAT id right after a label, past its colon or point. */
const VAT_ID_AFTER = new RegExp(`^\\W{0,4}${EU_VAT_ID.source}`);

/** Whether the label found also names the grand total, over the same words. */
function alsoGrand(text: string, found: { start: number; end: number }, ocr: boolean): boolean {
  return labelsIn(text, { ocr, concepts: ["total.grand"] }).some((m) => m.start === found.start && m.end === found.end);
}

/** One line of the totals block into `out`, by what its label names. */
function readTotalsLine(lines: Line[], line: Line, view: DocumentView, out: Candidates): void {
  const found = conceptOf(line, view.ocr);
  if (!found) {
    const w = RUPEES_WORDS.exec(line.text);
    if (w && !out.words) out.words = { value: w[1]!.trim(), words: [...line.words], page: line.page };
    return;
  }
  // "TVA: FR11999999998", "MwSt-Nr. DE123456789": the label names the seller's VAT id, not a tax.
  if (VAT_ID_AFTER.test(line.text.slice(found.end))) return;
  const tax = TAX_CONCEPTS[found.concept];
  if (tax) return taxLine(line, tax, view, out);
  if (found.concept === "total.in_words") {
    out.words ??= amountInWords(lines, line, found.start);
    return;
  }
  const amount = rightmostAmount(line, view.decimalMark);
  if (!amount) return;
  if (found.concept === "total.round_off") (out.rounds ??= []).push(amount);
  // A label that names the net and the grand total alike ("Net Amount"): the sums decide which.
  if (found.concept === "total.net" && alsoGrand(line.text, found, view.ocr)) out.grands.push(amount);
  if (found.concept === "total.net") out.subs.push(amount);
  else if (found.concept === "total.tax") out.totalTaxes.push(amount);
  else if (found.concept === "total.grand") out.grands.push(amount);
  else if (found.concept === "total.amount_due") out.dues.push(amount);
}

/**
 * A tax table's header run into a total on one line ("Taxe  Base  Montant   Total HT  530,75 €"): a
 * label followed by cells of words that name no total (column headings), with no amount among them.
 */
function headed(cells: Segment[], view: DocumentView): boolean {
  return cells.some(
    (seg, i) =>
      i > 0 &&
      /\p{L}{2}/u.test(seg.text) &&
      !/\d/.test(seg.text) &&
      labelsAt(seg.text, { ocr: view.ocr, concepts: TOTAL_CONCEPTS }).length === 0,
  );
}

/** Cells that begin with the amount in words' label: the words, in a column beside the totals. */
const namesWords = (cells: Segment[], view: DocumentView) =>
  labelsIn(cells[0]!.text, { ocr: view.ocr, concepts: ["total.in_words"] }).length > 0;

/**
 * A line that prints two totals side by side ("Exclusief BTW € 4.053,67   Subtotaal € 4.904,94"), cut
 * before each cell that starts with a totals label once an amount stands before it: each part is read
 * as a line of its own, so that a label takes its own amount, not the rightmost on the line.
 */
function labelledParts(line: Line, view: DocumentView): Line[] {
  const partOf = (segments: Segment[]): Line => withSegments(line, segments);
  const parts: Segment[][] = [[]];
  for (const seg of line.segments) {
    const current = parts[parts.length - 1]!;
    const labelled = labelsAt(seg.text, { ocr: view.ocr, concepts: TOTAL_CONCEPTS }).length > 0;
    if (
      labelled &&
      current.length &&
      (rightmostAmount(partOf(current), view.decimalMark) || headed(current, view) || namesWords(current, view))
    )
      parts.push([seg]);
    else current.push(seg);
  }
  return parts.length === 1 ? [line] : parts.map(partOf);
}

/** A line of figures alone (a grid's row of amounts): no cell holds a word. */
const figuresOnly = (line: Line) =>
  line.segments.every((seg) => !/\p{L}{2}/u.test(seg.text.replace(/EUR|INR|USD|GBP/g, "")));

/**
 * The total row of a grid's column: a label over rows of figures (one per tax rate) whose last is the
 * sum of those above it ("Nettobetrag" over -4,85 / -2,82 / -7,67) gives that sum; a value on a line
 * with words (its label beside it) is as read.
 */
function columnTotal(view: DocumentView, f: Reading): Reading {
  const first = f.words[0];
  let line = first && view.lines.find((l) => l.words.includes(first));
  if (!line || !figuresOnly(line)) return f;
  const x0 = Math.min(...f.words.map((w) => w.x0));
  const x1 = Math.max(...f.words.map((w) => w.x1));
  const column: Reading[] = [f];
  for (let next = view.lines[line.index + 1]; next; next = view.lines[next.index + 1]) {
    if (next.page !== line.page || next.y0 - line.y1 > (line.y1 - line.y0) * 2.5 || !figuresOnly(next)) break;
    const cells = next.segments.filter((seg) => seg.x0 < x1 && seg.x1 > x0);
    const value = cells.length === 1 ? parseAmount(cells[0]!.text, view.decimalMark) : null;
    if (value === null) break;
    column.push({ value, words: cells[0]!.words, page: next.page });
    line = next;
  }
  const last = column[column.length - 1]!;
  const above = column.slice(0, -1).reduce((t, r) => t + cents(r), 0);
  return column.length >= 3 && above === cents(last) ? last : f;
}

/** Totals printed in a grid (labels over their amounts) or apart from lines: by their labels' values. */
function gridTotals(view: DocumentView, from: number, out: Candidates): void {
  const amountOf = (t: string) =>
    parseAmount(t.split(/\s+/)[0] ?? "", view.decimalMark) !== null && !pinCode(t.split(/\s+/), 0);
  // Totals come after the items: a column's header over its first row ("Taxable Value") is none.
  const end = view.lines[from];
  const after = (f: Found) => !end || f.page > end.page || (f.page === end.page && (f.words[0]?.y0 ?? 0) > end.y0);
  const all = (concept: Concept): Reading[] =>
    labelledValues(view, [concept], amountOf)
      .filter(after)
      .map((f) => columnTotal(view, { ...f, value: parseAmount(f.value.split(/\s+/)[0]!, view.decimalMark)! }));
  if (!out.subs.length) out.subs.push(...all("total.net"));
  if (!out.totalTaxes.length) out.totalTaxes.push(...all("total.tax"));
  if (!out.grands.length) out.grands.push(...all("total.grand"));
  if (!out.dues.length) out.dues.push(...all("total.amount_due"));
}

const cents = (r: Reading | number) => Math.round(Number(typeof r === "number" ? r : r.value) * 100);

/** How many lines after the totals' last labelled figure an unlabelled grand total may stand. */
const GRAND_REACH = 2;

/**
 * A grand total under a label the vocabulary lacks ("Rechnungsbeitrag"): where none is labelled, the
 * amount on one of the lines right after the taxable value and the tax that is their sum to the cent.
 */
function unlabelledGrand(view: DocumentView, c: Candidates): void {
  if (c.grands.length || c.dues.length || c.subs.length !== 1) return;
  const taxes = [...c.totalTaxes, ...c.unrated];
  const tax = taxes.length === 1 ? cents(taxes[0]!) : c.taxes.reduce((t, x) => t + cents(x.found), 0);
  if (taxes.length > 1 || (taxes.length === 0 && c.taxes.length === 0)) return;
  const lineOf = (r: Reading) => view.lines.find((l) => l.words.includes(r.words[0]!));
  const indexes = [c.subs[0]!, ...taxes, ...c.taxes.map((t) => t.found)].map((r) => lineOf(r)?.index ?? -1);
  const last = Math.max(...indexes);
  if (indexes.includes(-1)) return;
  for (const line of view.lines.slice(last + 1, last + 1 + GRAND_REACH)) {
    const amount = rightmostAmount(line, view.decimalMark);
    if (amount && /[.,]\d{2}\b/.test(amount.words[0]!.text) && cents(amount) === cents(c.subs[0]!) + tax) {
      c.grands.push(amount);
      return;
    }
  }
}

type Reconciled = Omit<Totals, "taxes" | "words">;

/** What reconciliation tries: grand totals in order, bases (labelled or the items' sum), taxes. */
interface Trial {
  grands: Reading[];
  bases: { cents: number; sub?: Reading }[];
  /** Each total tax, then none: the tax lines' sum. */
  taxes: (Reading | undefined)[];
  lineSum: number;
  /** Whether a tax of `t` cents (`tax`, or the lines' sum where undefined) may close the sum. */
  taxCounts: (t: number, tax: Reading | undefined) => boolean;
  /** Printed round-offs, each of which may close the sum to the cent. */
  rounds?: Reading[];
}

/** Whether two readings are one printed figure: a figure is the taxable value or the grand total, not both. */
const samePrint = (a: Reading | undefined, b: Reading) => !!a && a.words.some((w) => b.words.includes(w));

/**
 * The first grand total, base and tax with base + tax = grand within `tolerance` cents, or to the
 * cent with a printed round-off added.
 */
function firstThatAddsUp(trial: Trial, tolerance: number): Reconciled | undefined {
  const offsets = [0, ...(trial.rounds ?? []).map((r) => cents(r))];
  for (const grand of trial.grands)
    for (const base of trial.bases)
      for (const tax of trial.taxes) {
        const t = tax ? cents(tax) : trial.lineSum;
        if (samePrint(base.sub, grand) || (tax && samePrint(tax, grand)) || !trial.taxCounts(t, tax)) continue;
        const off = base.cents + t - cents(grand);
        if (Math.abs(off) <= tolerance || (tolerance <= 1 && offsets.some((o) => off + o === 0)))
          return { ...(base.sub ? { sub: base.sub } : {}), grand, ...(tax ? { totalTax: tax } : {}) };
      }
  return undefined;
}

/** A reading with OCR's other readings of it after it (an amount whose decimal point was lost). */
const withOtherReadings = (r: Reading): Reading[] => [
  r,
  ...(r.alternatives ?? []).map((a) => ({ ...a, alternatives: [], reread: true })),
];

/**
 * The trial again with OCR's other readings of each figure ("37048" for 370,48: its decimal mark
 * lost), for a set that adds up to the cent: the sum is what confirms a reading, never the reading alone.
 */
function reread(trial: Trial): Trial {
  return {
    ...trial,
    grands: trial.grands.flatMap(withOtherReadings),
    bases: trial.bases.flatMap((b) =>
      b.sub ? withOtherReadings(b.sub).map((sub) => ({ cents: cents(sub), sub })) : [b],
    ),
    taxes: trial.taxes.flatMap((t) => (t ? withOtherReadings(t) : [undefined])),
  };
}

/**
 * The taxable value, tax and grand total that add up (taxable + tax = grand, to the cent, else within
 * a rupee of rounding): tried among every labelled candidate, the later grand totals first ("Gesamtbetrag der
 * Zuschläge" comes before "Bruttosumme"), the tax also as the tax lines' sum; then, to the cent only,
 * with OCR's other readings of a figure. Where nothing adds up, the first taxable value, the first
 * total tax and the last grand total as printed.
 */
function reconcile(c: Candidates, itemsSum?: number): Reconciled {
  const grands = [...c.grands].reverse().concat([...c.dues].reverse());
  const labelled: Trial = {
    grands,
    bases: c.subs.map((sub) => ({ cents: cents(sub), sub })),
    taxes: [...c.totalTaxes, ...c.unrated, undefined],
    lineSum: c.taxes.reduce((t, x) => t + cents(x.found), 0),
    // A printed total tax, even nil, or tax lines to sum.
    taxCounts: (_, tax) => tax !== undefined || c.taxes.length > 0,
    rounds: c.rounds ?? [],
  };
  // A set that adds up to the cent is taken before one that is only within a rupee of rounding.
  const set = firstThatAddsUp(labelled, 1) ?? firstThatAddsUp(labelled, 100) ?? firstThatAddsUp(reread(labelled), 1);
  if (set) return set;
  // Where no taxable value is labelled, the grand total the items' sum and a tax add up to, the later
  // first: a Tally bill prints it on the item table's total row, and its tax summary's own total row
  // ("Total 1,080.95 54.05 54.05") after it.
  const byItems =
    itemsSum === undefined
      ? undefined
      : firstThatAddsUp({ ...labelled, bases: [{ cents: cents(itemsSum) }], taxCounts: (t) => t > 0 }, 100);
  if (byItems) return byItems;
  const totalTax = c.totalTaxes[0] ?? (c.taxes.length ? undefined : c.unrated[0]);
  return {
    ...(c.subs[0] ? { sub: c.subs[0] } : {}),
    ...(totalTax ? { totalTax } : {}),
    ...(grands[0] ? { grand: grands[0] } : {}),
  };
}

/**
 * The totals block, read from the line after `from` (the items' last line) to the end, past the tax
 * tables' cells; the taxes those tables give fill what its lines do not print; then reconciled.
 */
export function readTotals(
  view: DocumentView,
  from: number,
  sink: FieldSink,
  tables?: TableTaxes,
  itemsSum?: number,
): Totals {
  const c: Candidates = { subs: [], taxes: [], totalTaxes: [], unrated: [], grands: [], dues: [] };
  for (const line of view.lines) {
    if (line.index <= from) continue;
    const rest = tables ? withoutWords(line, tables.used) : line;
    if (rest) for (const part of labelledParts(rest, view)) readTotalsLine(view.lines, part, view, c);
  }
  gridTotals(view, from, c);
  if (tables) addTableTaxes(c, tables);
  unlabelledGrand(view, c);
  const out: Totals = { ...reconcile(c, c.subs.length ? undefined : itemsSum), taxes: c.taxes };
  if (c.rounds?.length) out.rounds = c.rounds;
  for (const [name, r] of [
    ["sub_total", out.sub],
    ["total_tax", out.totalTax],
    ["grand_total", out.grand],
  ] as const)
    if (r?.reread)
      sink.warn(
        `total_calculation.${name} read by OCR as ${r.words.map((w) => w.text).join(" ")}: taken as ${r.value}, with which the totals add up`,
      );
  const words = chooseInWords(c.words, amountsInWords(view.lines), out.grand ? Number(out.grand.value) : null);
  if (words) out.words = words;
  sink.record("total_calculation.sub_total", out.sub);
  sink.record("total_calculation.grand_total", out.grand);
  sink.record("total_calculation.amount_in_words", out.words);
  return out;
}
