import { segmentOf, withSegments, type Line } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import type { Word } from "../../types.ts";
import type { TableTaxes } from "./tax-table.ts";
import type { Candidates } from "./totals.ts";

/** What the tax tables give the totals block: the taxes its lines do not print, and candidates to reconcile. */

/** A line less the words of a tax table, or undefined where nothing else is printed on it. */
export function withoutWords(line: Line, used: ReadonlySet<Word>): Line | undefined {
  if (!line.words.some((w) => used.has(w))) return line;
  const segments = line.segments
    .map((s) => s.words.filter((w) => !used.has(w)))
    .filter((ws) => ws.length > 0)
    .map(segmentOf);
  if (segments.length === 0) return undefined;
  return withSegments(line, segments);
}

/** The rates a tax's rows give, each once; a zero rate only where no row charges more. */
export function distinctRates(rates: Found[]): Found[] {
  const out: Found[] = [];
  for (const r of rates) if (!out.some((o) => Number(o.value) === Number(r.value))) out.push(r);
  const charged = out.filter((r) => Number(r.value) > 0);
  return charged.length ? charged : out.slice(0, 1);
}

/**
 * The tables' taxes into the totals block's candidates: a tax its lines do not print, with its rate
 * where the rows agree on one; a rate for a line that prints none ("Output CGST"); and the tables'
 * taxable value and total tax, for reconciliation to weigh after the labelled ones.
 */
export function addTableTaxes(c: Candidates, t: TableTaxes): void {
  for (const tax of t.taxes) {
    const rates = distinctRates(tax.rates);
    const rate = rates.length === 1 ? { rate: rates[0]!.value, rateFound: rates[0]! } : {};
    const several = rates.length > 1 ? { rates: rates.map((r) => r.value) } : {};
    const lines = c.taxes.filter((x) => x.tax === tax.tax);
    if (lines.length === 0 && tax.amount)
      c.taxes.push({ tax: tax.tax, amount: tax.amount.value, found: tax.amount, ...rate, ...several });
    for (const l of lines) if (l.rate === undefined) Object.assign(l, rate, several);
  }
  if (t.taxable) c.subs.push(t.taxable);
  if (t.totalTax) c.totalTaxes.push(t.totalTax);
}
