import type { Found } from "../../structure/labels.ts";
import { money, parseAmount, percentString, PER_CENT_RATE, type DecimalMark } from "../../text/values/amounts.ts";
import type { Word } from "../../types.ts";
import { labelsIn } from "../common/labels.ts";
import { TAX_OF, type ItemColumn, type TaxName } from "./columns.ts";

/**
 * The taxes a row of a table prints: each tax's rate and amount, from the tax's own columns ("CGST
 * Rate", "CGST Amount"), from a cell that names them ("IGST @5.0% :Rs.8.86"), or from a rate printed
 * after the tax's label in the description ("CGST: 9.0 %").
 */

export interface RowTax {
  tax: TaxName;
  rate?: Found;
  amount?: Found;
}

const join = (ws: Word[]) => ws.map((w) => w.text).join(" ");

/** The tax a cell's text names, where it names one. */
function namedTax(text: string, ocr: boolean): TaxName | undefined {
  for (const m of labelsIn(text, { ocr })) {
    const tax = TAX_OF[m.concept];
    if (tax) return tax;
  }
  return undefined;
}

/** The words of a per cent sign's number ("9.00 %", "@5.0%"). */
function rateOf(words: Word[], page: number): Found | undefined {
  for (let k = 0; k < words.length; k++) {
    const here = words[k]!.text;
    const withNext = `${here} ${words[k + 1]?.text ?? ""}`;
    const m = PER_CENT_RATE.exec(here) ?? (words[k + 1]?.text === "%" ? PER_CENT_RATE.exec(withNext) : null);
    if (!m) continue;
    const rate = percentString(m[1]!.replace(",", "."));
    if (rate !== null) return { value: rate, words: [words[k]!], page };
  }
  return undefined;
}

/** The last figure of a cell that is not a rate: a tax's amount. */
function amountOf(words: Word[], page: number, mark: DecimalMark | undefined): Found | undefined {
  for (let k = words.length - 1; k >= 0; k--) {
    const w = words[k]!;
    if (/%/.test(w.text) || words[k + 1]?.text === "%") continue;
    const v = parseAmount(w.text.replace(/^[:@=]+/, ""), mark);
    if (v !== null && /\d/.test(w.text)) return { value: v, words: [w], page };
  }
  return undefined;
}

/** One cell of a tax column on one line: the tax it names or its column's, its rate and its amount. */
export function taxCell(
  words: Word[],
  col: ItemColumn,
  page: number,
  mark: DecimalMark | undefined,
  ocr: boolean,
): RowTax | undefined {
  if (words.length === 0) return undefined;
  const text = join(words);
  const named = namedTax(text, ocr);
  const tax = named ?? col.tax ?? "GST";
  const rate = rateOf(words, page);
  // A bare number is what the column says it is; a cell that names its tax, or marks its rate with a
  // per cent sign ("9% 32,214.60" under "CGST % Amt"), says which is which.
  const amount = col.kind === "tax_amount" || named || rate ? amountOf(words, page, mark) : undefined;
  const bareRate =
    !rate && col.kind === "tax_rate" && !named && parseAmount(text, mark) !== null
      ? { value: percentString(parseAmount(text, mark)!)!, words, page }
      : undefined;
  const r = rate ?? bareRate;
  if (!r && !amount) return undefined;
  return { tax, ...(r?.value ? { rate: r } : {}), ...(amount ? { amount } : {}) };
}

/** A rate printed after a tax's label among an item's details ("CGST: 9.0 %"). */
export function taxAttribute(text: string, words: Word[], page: number, ocr: boolean): RowTax | undefined {
  const tax = namedTax(text, ocr);
  const rate = tax ? rateOf(words, page) : undefined;
  return tax && rate ? { tax, rate } : undefined;
}

/**
 * The tax a cell names without its amount: its name alone ("IGST" under a marketplace invoice's "Tax
 * Type") or with its rate only ("18% IGST"). Which tax the row charges, where its other tax columns
 * name none.
 */
export function taxNamedIn(words: Word[], page: number, ocr: boolean): TaxName | undefined {
  const named = words.length ? namedTax(join(words), ocr) : undefined;
  return named && words.every((w) => !/\d/.test(w.text) || rateOf([w], page)) ? named : undefined;
}

/**
 * A row's taxes merged by tax: the first rate and the first amount each tax shows. Where a cell names
 * the row's one tax (`rowTax`, "IGST" under "Tax Type"), the figures of the tax columns that name none
 * ("Tax Rate", "Tax Amount") are that tax's.
 */
export function mergeTaxes(found: RowTax[], rowTax?: TaxName): RowTax[] {
  const others = found.some((t) => t.tax !== "GST" && t.tax !== rowTax);
  const relabel = rowTax && rowTax !== "GST" && !others;
  const out: RowTax[] = [];
  for (const f of found) {
    const t = relabel && f.tax === "GST" ? { ...f, tax: rowTax } : f;
    const same = out.find((o) => o.tax === t.tax);
    if (!same) out.push({ ...t });
    else {
      same.rate ??= t.rate;
      same.amount ??= t.amount;
    }
  }
  return out;
}

/** Amounts summed, with the words of each: a tax's total over rows. */
export function sumFound(found: Found[]): Found | undefined {
  if (found.length === 0) return undefined;
  const value = money(found.reduce((s, f) => s + Number(f.value), 0));
  const page = found[0]!.page;
  return { value, words: found.every((f) => f.page === page) ? found.flatMap((f) => f.words) : [], page };
}
