import type { Found } from "../../structure/labels.ts";
import { amountValue, money } from "../../text/values/amounts.ts";
import { MENDED_CONFIDENCE } from "../common/confidence.ts";
import type { FieldSink } from "../common/output.ts";
import { labelsIn } from "../common/labels.ts";
import type { DocumentView } from "../common/view.ts";
import { GST_RATES } from "./arithmetic-items.ts";
import { taxableOf, type Item } from "./items.ts";
import { confirmedBy, type TaxLine, type Totals } from "./totals.ts";

/**
 * The tax_calculation and total_calculation groups from the totals block and the items: each figure
 * as printed, unless OCR split it and the others confirm the joined reading; a figure not printed is
 * derived from the ones that are (the items' sum, the tax lines' sum).
 */

export interface InvoiceAmounts {
  tax: Record<string, string>;
  total: Record<string, string>;
  /** The taxes summed from their lines; 0 when none is printed. */
  taxSum: number;
}

/**
 * A value computed from others (a sum) has for source the figures it came from: their union box,
 * when they are on one page.
 */
function derivedFrom(value: string, sources: (Found | undefined)[]): Found | undefined {
  const found = sources.filter((f): f is Found => f !== undefined && f.words.length > 0);
  if (found.length === 0 || found.length < sources.length || found.some((f) => f.page !== found[0]!.page))
    return undefined;
  return { value, words: found.flatMap((f) => f.words), page: found[0]!.page };
}

/**
 * Items whose rows charge a tax rate but print no tax, adding up to the grand total with no tax read
 * anywhere (a shop's "prices include VAT" table): their sum includes the tax, so it is no taxable value.
 */
function pricedWithTax(totals: Totals, items: Item[], itemsSum: number): boolean {
  const grand = amountValue(totals.grand?.value);
  if (grand === null || totals.taxes.length > 0 || totals.totalTax || Math.abs(grand - itemsSum) > 0.005) return false;
  const charged = items.filter((i) => (amountValue(i.amount) ?? 0) > 0);
  return (
    charged.length > 0 &&
    charged.every((i) => i.taxes.some((t) => t.rate && Number(t.rate.value) > 0) && i.taxes.every((t) => !t.amount))
  );
}

/**
 * The taxable value: as printed (confirmed by the items' sum), else the items' sum, where a table's
 * header bounds them (items found by their arithmetic alone may be some of them only).
 */
function taxableValue(totals: Totals, items: Item[], out: InvoiceAmounts, sink: FieldSink): string | undefined {
  const itemsSum = items.reduce((s, i) => s + (taxableOf(i) ?? 0), 0);
  const itemsKnown = items.length > 0 && items.every((i) => i.amount);
  const subFound = confirmedBy(totals.sub, itemsKnown ? itemsSum : null);
  if (subFound !== totals.sub) sink.record("total_calculation.sub_total", subFound);
  const bounded = !items.some((i) => i.unbounded) && !pricedWithTax(totals, items, itemsSum);
  const sub = subFound?.value ?? (itemsKnown && bounded ? money(itemsSum) : undefined);
  if (!sub) return undefined;
  out.tax["taxable_value"] = sub;
  out.total["sub_total"] = sub;
  const source =
    subFound ??
    derivedFrom(
      sub,
      items.map((i) => ({ value: i.amount ?? "", words: i.from.amount ?? [], page: i.page })),
    );
  sink.record("tax_calculation.taxable_value", source);
  if (!subFound) sink.record("total_calculation.sub_total", source);
  if (items.length && Math.abs(itemsSum - Number(sub)) > 1)
    sink.warn(`line items add up to ${money(itemsSum)}, not the taxable value ${sub}`);
  return sub;
}

/**
 * The one rate of each tax, where its lines and rows agree on one; a tax charged at several rates has
 * none, and a warning says so.
 */
function uniformRates(totals: Totals, sink: FieldSink): Map<string, TaxLine> {
  const seen = new Map<string, Set<number>>();
  const first = new Map<string, TaxLine>();
  for (const t of totals.taxes) {
    if (t.tax === "VAT") continue;
    const rates = seen.get(t.tax) ?? seen.set(t.tax, new Set()).get(t.tax)!;
    for (const r of [...(t.rates ?? []), ...(t.rate !== undefined ? [t.rate] : [])]) rates.add(Number(r));
    if (t.rate !== undefined && !first.has(t.tax)) first.set(t.tax, t);
  }
  const out = new Map<string, TaxLine>();
  for (const [tax, rates] of seen) {
    const line = first.get(tax);
    if (rates.size === 1 && line) out.set(tax, line);
    if (rates.size > 1)
      sink.warn(`${tax} is charged at several rates (${[...rates].join("%, ")}%): no single ${tax} rate given`);
  }
  return out;
}

/**
 * What each of CGST and SGST (or UTGST) must come to where neither line prints its rate (a bill book
 * filled in by hand): half of what the grand total leaves over the taxable value, as both are charged
 * at one rate on one base.
 */
function halfOfTax(totals: Totals, sub: string | undefined): number | null {
  if (!sub || !totals.grand || totals.taxes.some((t) => t.rate !== undefined)) return null;
  const kinds = totals.taxes
    .map((t) => t.tax)
    .sort()
    .join(",");
  if (kinds !== "CGST,SGST" && kinds !== "CGST,UTGST") return null;
  const tax = Number(totals.grand.value) - Number(sub);
  return tax > 0 ? tax / 2 : null;
}

/**
 * A rate whose decimal point OCR lost ("CGST @ 25%" for 2.5%): where the taxable value times the rate
 * misses the line's amount and a tenth of the rate gives it to the rupee, the tenth is the rate.
 */
function pointLostRates(totals: Totals, sub: string | undefined, sink: FieldSink): void {
  if (!sub) return;
  const off = (rate: number, amount: number) => Math.abs((Number(sub) * rate) / 100 - amount);
  for (const t of totals.taxes) {
    const rate = Number(t.rate);
    if (t.rate === undefined || !/^\d{2}$/.test(t.rate) || off(rate, Number(t.amount)) <= 1) continue;
    if (off(rate / 10, Number(t.amount)) > 1) continue;
    sink.warn(`${t.tax} rate read as ${t.rate}%: taken as ${rate / 10}%, which gives its amount ${t.amount}`);
    t.rate = String(rate / 10);
  }
}

/** Each tax line: its amount (confirmed by taxable × rate), its rate, and its line in the totals. */
function taxLines(totals: Totals, sub: string | undefined, out: InvoiceAmounts, sink: FieldSink): void {
  pointLostRates(totals, sub, sink);
  const sources: Record<string, Found[]> = {};
  const rates = uniformRates(totals, sink);
  const half = halfOfTax(totals, sub);
  for (const t of totals.taxes) {
    const expected = sub && t.rate !== undefined ? (Number(sub) * Number(t.rate)) / 100 : half;
    const found = confirmedBy(t.found, expected)!;
    t.amount = found.value;
    t.found = found;
    // The schema's tax fields name India's taxes; a VAT of another country is a tax line of its own.
    if (t.tax !== "VAT") {
      const rated = rates.get(t.tax);
      if (rated?.rate !== undefined && out.tax[`${t.tax}_percentage`] === undefined) {
        out.tax[`${t.tax}_percentage`] = rated.rate;
        sink.record(`tax_calculation.${t.tax}_percentage`, rated.rateFound);
      }
      const key = `${t.tax}_amount`;
      out.tax[key] = out.tax[key] ? money(Number(out.tax[key]) + Number(t.amount)) : t.amount;
      // One tax at two rates is one amount summed from both lines.
      (sources[t.tax] ??= []).push(found);
      sink.record(`tax_calculation.${key}`, derivedFrom(out.tax[key]!, sources[t.tax]!));
    }
    out.taxSum += Number(t.amount);
    if (t.rate === undefined) continue;
    const lineKey = `${t.tax}_at_${t.rate.replace(".", "_")}_percentage`;
    out.total[lineKey] = t.amount;
    sink.record(`total_calculation.${lineKey}`, found);
  }
}

/** The total tax: as printed (confirmed by the lines' sum), else their sum. */
function totalTax(totals: Totals, out: InvoiceAmounts, sink: FieldSink): void {
  if (totals.taxes.length) {
    const read = confirmedBy(totals.totalTax, out.taxSum);
    out.total["total_tax"] = read?.value ?? money(out.taxSum);
    sink.record(
      "total_calculation.total_tax",
      read ??
        derivedFrom(
          out.total["total_tax"],
          totals.taxes.map((t) => t.found),
        ),
    );
  } else if (totals.totalTax) {
    out.total["total_tax"] = totals.totalTax.value;
    out.taxSum = Number(totals.totalTax.value);
    sink.record("total_calculation.total_tax", totals.totalTax);
  }
}

/**
 * Items priced with their taxes (B2C and MRP bills, a shop's "Amount" column after the tax columns):
 * where no taxable value is printed, the items add up to the grand total itself, and the tax lines'
 * rates fit the grand total less the taxes (not the items' sum), the taxable value is that difference.
 */
function taxIncludedInItems(totals: Totals, grandFound: Found | undefined, out: InvoiceAmounts, sink: FieldSink): void {
  const grand = amountValue(grandFound?.value);
  const sub = amountValue(out.tax["taxable_value"]);
  const rated = totals.taxes.filter((t) => t.rate !== undefined && Number(t.rate) > 0);
  if (totals.sub || grand === null || sub === null || out.taxSum <= 0 || rated.length === 0) return;
  if (Math.abs(sub - grand) > 0.5) return;
  const net = grand - out.taxSum;
  const fits = (base: number) => rated.every((t) => Math.abs((base * Number(t.rate)) / 100 - Number(t.amount)) <= 1);
  if (!fits(net) || fits(sub)) return;
  const value = money(net);
  setDerivedTaxable(value, [grandFound, ...totals.taxes.map((t) => t.found)], out, sink);
  sink.warn(`the items' amounts include the taxes: taxable value = grand total ${money(grand)} less taxes`);
}

/**
 * The taxable value where none is printed, nor items to sum: the grand total less the tax ("Total for
 * this invoice $4.11" with "Tax $0.00"), derived from the two figures it came from.
 */
function netFromGrand(grand: Found, totals: Totals, out: InvoiceAmounts, sink: FieldSink): void {
  const net = Number(grand.value) - out.taxSum;
  if (!(net > 0) || Number(grand.value) < 0) return;
  const taxFound = totals.totalTax ?? (totals.taxes.length === 1 ? totals.taxes[0]!.found : undefined);
  setDerivedTaxable(money(net), [grand, taxFound], out, sink);
}

/** A taxable value worked out from other figures: it is the sub-total too, and both point at those figures. */
function setDerivedTaxable(value: string, from: (Found | undefined)[], out: InvoiceAmounts, sink: FieldSink): void {
  out.tax["taxable_value"] = value;
  out.total["sub_total"] = value;
  const source = derivedFrom(value, from);
  sink.record("tax_calculation.taxable_value", source);
  sink.record("total_calculation.sub_total", source);
}

const HSN_CODE = /^\d{4}(?:\d{2}){0,2}$/;

/**
 * An HSN or SAC printed once for the whole bill ("SAC: 996331" under a restaurant's name), keyed by
 * its label: the bill's first HSN where no item prints one.
 */
export function keyedHsn(view: DocumentView): Found | undefined {
  const kv = view.keyValues.find(
    (k) =>
      HSN_CODE.test(k.value.trim()) &&
      labelsIn(k.key, { ocr: view.ocr, concepts: ["item.hsn"] }).some(
        (m) => m.start === 0 && m.end >= k.key.trim().length - 1,
      ),
  );
  return kv && { value: kv.value.trim(), words: kv.valueWords, page: kv.page };
}

export function invoiceAmounts(totals: Totals, items: Item[], sink: FieldSink, keyed?: Found): InvoiceAmounts {
  const out: InvoiceAmounts = { tax: {}, total: {}, taxSum: 0 };
  const hsnItem = items.find((i) => i.HSN);
  if (hsnItem?.HSN) {
    out.tax["HSN"] = hsnItem.HSN;
    sink.record("tax_calculation.HSN", { value: hsnItem.HSN, words: hsnItem.from.HSN ?? [], page: hsnItem.page });
  } else if (keyed) {
    out.tax["HSN"] = keyed.value;
    sink.record("tax_calculation.HSN", keyed);
  }
  const sub = taxableValue(totals, items, out, sink);
  taxLines(totals, sub, out, sink);
  totalTax(totals, out, sink);
  const taxed = totals.taxes.length > 0 || totals.totalTax !== undefined;
  const grandFound = confirmedBy(totals.grand, sub && taxed ? Number(sub) + out.taxSum : null);
  if (grandFound !== totals.grand) sink.record("total_calculation.grand_total", grandFound);
  if (grandFound) out.total["grand_total"] = grandFound.value;
  if (!sub && grandFound && taxed) netFromGrand(grandFound, totals, out, sink);
  taxIncludedInItems(totals, grandFound, out, sink);
  if (totals.words) out.total["amount_in_words"] = totals.words.value;
  return out;
}

/** India's taxes whose rate a bill may leave unprinted, and the share of a GST rate each charges. */
const RATE_SHARE: Readonly<Record<string, number>> = { IGST: 1, CGST: 0.5, SGST: 0.5, UTGST: 0.5 };

/**
 * A tax's rate where none of its lines prints one (a bill book's "CGST @" with the rate written in by
 * hand and not read, Tally's "Output CGST"): its amount on the taxable value, where one of GST's rates
 * (half of one for CGST, SGST and UTGST, charged in pairs) gives it to the rupee and no other does.
 * Inferred, never silently: its confidence is lowered and a warning says how it was found.
 */
export function impliedRates(totals: Totals, out: InvoiceAmounts, sink: FieldSink): void {
  const sub = out.tax["taxable_value"];
  const base = Number(sub);
  if (!sub || !(base > 0)) return;
  for (const [tax, share] of Object.entries(RATE_SHARE)) {
    const lines = totals.taxes.filter((t) => t.tax === tax);
    const amount = Number(out.tax[`${tax}_amount`]);
    if (!lines.length || out.tax[`${tax}_percentage`] !== undefined || !(amount > 0)) continue;
    if (lines.some((t) => t.rate !== undefined || t.rates?.length)) continue;
    const fits = GST_RATES.map((r) => r * share).filter((r) => Math.abs((base * r) / 100 - amount) <= 0.5);
    if (fits.length !== 1) continue;
    const rate = String(fits[0]);
    out.tax[`${tax}_percentage`] = rate;
    const found = lines[0]!.found;
    sink.record(
      `tax_calculation.${tax}_percentage`,
      found,
      Math.min(...found.words.map((w) => w.conf), 1) * MENDED_CONFIDENCE,
    );
    sink.warn(
      `${tax} rate not printed or not read: taken as ${rate}%, which gives its amount ${money(amount)} on ${sub}`,
    );
  }
}

/** The taxes charged in pairs, at one rate each: CGST with SGST (a state's supply) or UTGST (a territory's). */
const PAIRS: readonly [string, string][] = [
  ["CGST", "SGST"],
  ["CGST", "UTGST"],
];

/**
 * A paired tax's rate where only its pair's was read (a bill book's "SGST @ 6%" written in by hand and
 * read "62"): CGST and SGST (or UTGST) are charged at one rate on one base, so where their amounts are
 * the same, so are their rates. Inferred, never silently: its confidence is lowered and a warning says so.
 */
export function pairedRates(totals: Totals, out: InvoiceAmounts, sink: FieldSink): void {
  for (const pair of PAIRS)
    for (const [known, missing] of [pair, [pair[1], pair[0]]] as const) {
      const rate = out.tax[`${known}_percentage`];
      const lines = totals.taxes.filter((t) => t.tax === missing);
      const [a, b] = [Number(out.tax[`${known}_amount`]), Number(out.tax[`${missing}_amount`])];
      if (!rate || out.tax[`${missing}_percentage`] !== undefined || !lines.length) continue;
      if (!(a > 0) || Math.abs(a - b) > 0.005) continue;
      out.tax[`${missing}_percentage`] = rate;
      const found = lines[0]!.found;
      sink.record(
        `tax_calculation.${missing}_percentage`,
        found,
        Math.min(...found.words.map((w) => w.conf), 1) * MENDED_CONFIDENCE,
      );
      sink.warn(`${missing} rate not read: taken as ${rate}%, ${known}'s, as their amounts are the same`);
    }
}
