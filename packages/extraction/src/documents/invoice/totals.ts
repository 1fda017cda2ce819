import type { Line } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import { parseAmount, percentString, type DecimalMark } from "../../text/values/amounts.ts";
import { joinedReadings, pointLost } from "../../text/repair.ts";
import type { Word } from "../../types.ts";
import { labelledValues } from "../common/fields.ts";
import { labelsIn } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";

/** The totals block: taxable value, each tax line, total tax, grand total, the amount in words. */

/** An amount as read, and other readings of it if OCR may have split it in two. */
export interface Reading extends Found {
  alternatives?: Found[];
}

export interface TaxLine {
  /** IGST, CGST, SGST, UTGST, CESS, or VAT for a value-added tax of any country. */
  tax: string;
  rate: string;
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
  /** What is left to pay, where it differs from the grand total (after an advance). */
  due?: Reading;
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

/** What a line of the totals block names: the first totals or tax label on it, longest there. */
function conceptOf(line: Line, ocr: boolean): { concept: Concept; start: number } | undefined {
  const found = labelsIn(line.text, { ocr, concepts: TOTAL_CONCEPTS });
  const first = found.sort((a, b) => a.start - b.start || b.tokens - a.tokens)[0];
  return first ? { concept: first.concept, start: first.start } : undefined;
}

/** A number split by a space into its thousands ("1 234,56"): the word before joins it. */
function spacedGroup(before: Word | undefined, word: Word): string | undefined {
  if (!before || !/^\d{1,3}$/.test(before.text) || !/^\d{3}(?:[.,]\d{2})?$/.test(word.text)) return undefined;
  return word.x0 - before.x1 < (word.y1 - word.y0) * 0.6 ? `${before.text}${word.text}` : undefined;
}

/** The amount furthest right on a line (percentages aside), with OCR's other readings of it. */
export function rightmostAmount(line: Line, mark: DecimalMark | undefined, skipPercent = true): Reading | undefined {
  for (let i = line.segments.length - 1; i >= 0; i--) {
    const toks = line.segments[i]!.words.filter((w) => !(skipPercent && /%/.test(w.text)));
    for (let j = toks.length - 1; j >= 0; j--) {
      const w = toks[j]!;
      const a = parseAmount(w.text, mark);
      if (a === null || !/\d/.test(w.text) || !(/[.,]/.test(w.text) || w.text.replace(/\D/g, "").length >= 2)) continue;
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
  const pointed = pointLost(w.text);
  if (pointed) found.alternatives!.push({ value: pointed, words: [w], page: found.page });
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

/** A tax line: its kind and rate ("CGST @ 9%", "MwSt. 19 %", "19% VAT", "TVA 20,0%"). */
function taxLine(line: Line, tax: string, view: DocumentView, out: Totals): void {
  const rateRe = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/;
  const rateMatch = rateRe.exec(line.text);
  const amt = rightmostAmount(line, view.decimalMark);
  if (!amt) return;
  if (!rateMatch) {
    // A tax without its rate is the tax total ("Zuzügl. USt: 63,84 €").
    out.totalTax ??= amt;
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

/** The amount in words, which often wraps onto the next line up to "Only". */
function amountInWords(lines: Line[], line: Line, start: number): Found | undefined {
  const after = line.text.slice(start).replace(/^[^:]*?(?:words|worten|lettres|letras|lettere)\)?\s*[:-]?\s*/i, "");
  let text = after.replace(/\s*\|\s*/g, " ").trim();
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
    text += " " + next.text.replace(/\s*\|\s*/g, " ");
    words.push(...next.words);
  }
  return /\p{L}{3}/u.test(text) ? { value: text.trim(), words, page: line.page } : undefined;
}

/** "Rupees … Only" without a label: the amount in words all the same. */
const RUPEES_WORDS = /^\s*((?:rupees|inr|indian\s*rupees)\b.*)$/i;

/** One line of the totals block into `out`, by what its label names. */
function readTotalsLine(lines: Line[], line: Line, view: DocumentView, out: Totals): void {
  const found = conceptOf(line, view.ocr);
  if (!found) {
    const w = RUPEES_WORDS.exec(line.text);
    if (w && !out.words) out.words = { value: w[1]!.trim(), words: [...line.words], page: line.page };
    return;
  }
  const tax = TAX_CONCEPTS[found.concept];
  if (tax) return taxLine(line, tax, view, out);
  if (found.concept === "total.in_words") {
    out.words ??= amountInWords(lines, line, found.start);
    return;
  }
  const amount = rightmostAmount(line, view.decimalMark);
  if (!amount) return;
  if (found.concept === "total.net") out.sub ??= amount;
  else if (found.concept === "total.tax") out.totalTax ??= amount;
  // The last grand total printed is the invoice's: "Gesamtbetrag der Zuschläge" comes before "Bruttosumme".
  else if (found.concept === "total.grand") out.grand = amount;
  else if (found.concept === "total.amount_due") out.due = amount;
}

/** Totals printed in a grid (labels over their amounts) or apart from lines: by their labels' values. */
function gridTotals(view: DocumentView, out: Totals): void {
  const amountOf = (t: string) => parseAmount(t.split(/\s+/)[0] ?? "", view.decimalMark) !== null;
  const last = (concept: Concept) => {
    const all = labelledValues(view, [concept], amountOf);
    const f = all[all.length - 1];
    return f ? { ...f, value: parseAmount(f.value.split(/\s+/)[0]!, view.decimalMark)! } : undefined;
  };
  out.sub ??= last("total.net");
  out.totalTax ??= last("total.tax");
  out.grand ??= last("total.grand") ?? last("total.amount_due");
}

/** The totals block, read from the line after `from` (the items' last line) to the end. */
export function readTotals(view: DocumentView, from: number, sink: FieldSink): Totals {
  const out: Totals = { taxes: [] };
  for (const line of view.lines) if (line.index > from) readTotalsLine(view.lines, line, view, out);
  gridTotals(view, out);
  out.grand ??= out.due;
  sink.record("total_calculation.sub_total", out.sub);
  sink.record("total_calculation.grand_total", out.grand);
  sink.record("total_calculation.amount_in_words", out.words);
  return out;
}
