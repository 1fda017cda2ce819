import type { Found } from "../../structure/labels.ts";
import { confusable } from "../../text/repair.ts";
import { money, parseAmount } from "../../text/values/amounts.ts";
import { wordsToAmount } from "../../text/values/words.ts";
import { labelsIn } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import type { InvoiceAmounts } from "./amounts.ts";
import { GST_RATES } from "./arithmetic-items.ts";
import type { Totals } from "./totals.ts";

/**
 * An invoice's own arithmetic (taxable value + each tax + round-off = grand total; CGST = SGST; the
 * amount in words = the grand total) mends what OCR misread or lost of its figures: a figure that
 * breaks the sum is taken as the one OCR slip of it that makes the sum hold, and a figure not read is
 * taken where the others determine it. Never silently: each such figure has its confidence lowered
 * and a warning names it; never where two mends fit alike.
 */

/** How much of its reading's confidence a figure mended or worked out by the arithmetic keeps. */
const MENDED_CONFIDENCE = 0.5;

/** India's taxes a line may name; VAT and cess are not paired, nor named alone in this way. */
const NAMED_TAXES: Partial<Record<Concept, string>> = {
  "tax.igst": "IGST",
  "tax.cgst": "CGST",
  "tax.sgst": "SGST",
  "tax.utgst": "UTGST",
};
const TAX_KINDS = ["IGST", "CGST", "SGST", "UTGST", "CESS"] as const;

/** A figure of the sum taxable value + taxes + round-off = grand total, as the result holds it. */
interface Figure {
  /** The result's fields that hold it ("tax_calculation.taxable_value", …); none for a round-off. */
  paths: string[];
  value: number;
  /** Where it was read, where it is one printed figure (not a sum or a difference of others). */
  found?: Found;
  /** +1 on the left of the sum, −1 for the grand total. */
  side: 1 | -1;
  /** A tax (or the total tax). */
  tax?: boolean;
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;
/** The confidence of a figure mended or worked out from where it was read: its least sure word's, lowered. */
const mendedConfidence = (from: Found) => Math.min(...from.words.map((w) => w.conf)) * MENDED_CONFIDENCE;
const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
const textOf = (f: Found) => f.words.map((w) => w.text).join("");
const byOcr = (f: Found | undefined) => !!f?.words.some((w) => w.source === "ocr");

/** A figure's reading where it holds the result's value as read, else none (a sum, a derived value). */
const readAs = (found: Found | undefined, value: number | undefined) =>
  found && value !== undefined && same(Number(found.value), value) ? found : undefined;

/** The taxes as figures of the sum: India's by kind, else the total tax. */
function taxFigures(out: InvoiceAmounts, totals: Totals): Figure[] {
  const kinds = TAX_KINDS.filter((k) => out.tax[`${k}_amount`] !== undefined);
  if (kinds.length === 0) {
    const total = num(out.total["total_tax"]);
    if (total === undefined) return [];
    // A single VAT line, its rate's line in the totals too, where no total tax is printed apart.
    const line = totals.taxes.length === 1 && !totals.totalTax ? totals.taxes[0] : undefined;
    const lineKey =
      line?.rate === undefined ? [] : [`total_calculation.VAT_at_${line.rate.replace(".", "_")}_percentage`];
    const found = readAs(totals.totalTax ?? line?.found, total);
    return [{ paths: ["total_calculation.total_tax", ...lineKey], value: total, found, side: 1, tax: true }];
  }
  return kinds.map((k) => {
    const value = Number(out.tax[`${k}_amount`]);
    const lines = totals.taxes.filter((t) => t.tax === k);
    const lineKeys = lines.flatMap((t) =>
      t.rate === undefined ? [] : [`${k}_at_${t.rate.replace(".", "_")}_percentage`],
    );
    const paths = [`tax_calculation.${k}_amount`, ...lineKeys.map((key) => `total_calculation.${key}`)];
    const found = lines.length === 1 ? readAs(lines[0]!.found, value) : undefined;
    return { paths, value, found, side: 1 as const, tax: true };
  });
}

/** The figures of the sum, where the taxable value and the grand total are both known. */
function figuresOf(out: InvoiceAmounts, totals: Totals): Figure[] | undefined {
  const sub = num(out.tax["taxable_value"]);
  const grand = num(out.total["grand_total"]);
  if (sub === undefined || grand === undefined) return undefined;
  // A round-off of a rupee or more is no round-off as printed (its point lost: "036" for 0.36).
  const round =
    totals.rounds?.length === 1 && Math.abs(Number(totals.rounds[0]!.value)) < 1 ? totals.rounds[0] : undefined;
  return [
    {
      paths: ["tax_calculation.taxable_value", "total_calculation.sub_total"],
      value: sub,
      found: readAs(totals.sub, sub),
      side: 1,
    },
    ...taxFigures(out, totals),
    ...(round ? [{ paths: [], value: Number(round.value), found: round, side: 1 as const }] : []),
    { paths: ["total_calculation.grand_total"], value: grand, found: readAs(totals.grand, grand), side: -1 },
  ];
}

/** By how much the sum misses: taxable value + taxes + round-off − grand total. */
const offOf = (figs: Figure[]) => figs.reduce((t, f) => t + f.side * f.value, 0);

/** A grand total in whole rupees with no round-off printed: the sum may miss it by its rounding. */
const rounded = (figs: Figure[]) =>
  figs.every((f) => f.paths.length > 0) && Number.isInteger(figs[figs.length - 1]!.value);

/** Whether the sum holds: to the paisa, or within a rupee of rounding to a whole grand total. */
const holds = (figs: Figure[]) => Math.abs(offOf(figs)) <= (rounded(figs) ? 1 : 0.005);

/** Sets a figure to its mended or worked-out value, in each of its fields, the total tax kept in step. */
function setFigure(f: Figure, value: number, from: Found | undefined, out: InvoiceAmounts, sink: FieldSink): void {
  const delta = value - f.value;
  for (const path of f.paths) {
    const [group, key] = path.split(".") as [string, string];
    (group === "tax_calculation" ? out.tax : out.total)[key] = money(value);
    if (from) sink.record(path, from, mendedConfidence(from));
  }
  if (f.tax) out.taxSum += delta;
  if (f.tax && f.paths[0] !== "total_calculation.total_tax" && out.total["total_tax"] !== undefined)
    out.total["total_tax"] = money(Number(out.total["total_tax"]) + delta);
  f.value = value;
}

/**
 * The value a figure must have for the sum to hold: the sum's miss taken off it (in whole rupees where
 * the grand total is rounded, the grand total itself then rounded).
 */
function targetOf(f: Figure, figs: Figure[]): number {
  const off = offOf(figs);
  if (!rounded(figs)) return Math.round((f.value - f.side * off) * 100) / 100;
  return f.side === -1 ? Math.round(f.value + off) : Math.round((f.value - Math.round(off)) * 100) / 100;
}

/**
 * How many of the other checks hold with the figures' values (one of them, `f`, at `value`): CGST
 * equal to SGST or UTGST (to a paisa of rounding), and each tax printed on one line at its rate of the
 * taxable value (to a rupee).
 */
function otherChecks(figs: Figure[], totals: Totals, f?: Figure, value?: number): number {
  const valueOf = (key: string) => {
    const g = figs.find((x) => x.paths[0] === `tax_calculation.${key}`);
    return g === f && value !== undefined ? value : g?.value;
  };
  const cgst = valueOf("CGST_amount");
  const sgst = valueOf("SGST_amount") ?? valueOf("UTGST_amount");
  let n = cgst !== undefined && sgst !== undefined && Math.abs(cgst - sgst) <= 0.011 ? 1 : 0;
  const sub = valueOf("taxable_value")!;
  for (const k of TAX_KINDS) {
    const lines = totals.taxes.filter((t) => t.tax === k);
    const amount = valueOf(`${k}_amount`);
    const rate = lines.length === 1 ? lines[0]!.rate : undefined;
    if (rate !== undefined && amount !== undefined && Math.abs((sub * Number(rate)) / 100 - amount) <= 1) n++;
  }
  return n;
}

/**
 * The value printed on the figure's own line, beside it: a tax table's row read for its tax line
 * ("19,00% MwSt.: 376,37 71,51 447,88"), whose rightmost figure is the gross.
 */
function besideOnLine(view: DocumentView, found: Found, value: number): Found | undefined {
  const line = view.lines.find((l) => l.words.includes(found.words[0]!));
  const w = line?.words.find((w) => {
    const v = !found.words.includes(w) && /[.,]\d{2}$/.test(w.text) ? parseAmount(w.text, view.decimalMark) : null;
    return v !== null && same(Number(v), value);
  });
  return w && { value: money(value), words: [w], page: line!.page };
}

/** The value of the tax charged with a figure's at one rate on one base: CGST's SGST (or UTGST), and back. */
function pairOf(figs: Figure[], f: Figure): number | undefined {
  const kind = /^tax_calculation\.(CGST|SGST|UTGST)_amount$/.exec(f.paths[0] ?? "")?.[1];
  if (!kind) return undefined;
  const others = kind === "CGST" ? ["SGST", "UTGST"] : ["CGST"];
  return figs.find((g) => others.some((o) => g.paths[0] === `tax_calculation.${o}_amount`))?.value;
}

/**
 * A sum that breaks where exactly one figure, read by OCR, has a slip (`confusable`) whose value makes
 * it hold, or has that value printed beside it on its line or as its paired tax (CGST and SGST): that
 * figure is taken at that value, with a warning.
 */
function mendOneFigure(
  view: DocumentView,
  figs: Figure[],
  totals: Totals,
  out: InvoiceAmounts,
  sink: FieldSink,
): boolean {
  if (holds(figs)) return false;
  const before = otherChecks(figs, totals);
  const fits = figs.flatMap((f) => {
    const target = targetOf(f, figs);
    if (!byOcr(f.found) || same(target, f.value) || (target <= 0 && f.paths.length > 0)) return [];
    const beside = besideOnLine(view, f.found!, target);
    // A mend that breaks a check that held (CGST = SGST, a tax at its rate) is no mend.
    const slip = beside || confusable(textOf(f.found!), target) || same(pairOf(figs, f) ?? NaN, target);
    return slip && otherChecks(figs, totals, f, target) >= before ? [{ f, target, beside }] : [];
  });
  if (fits.length !== 1) return false;
  const { f, target, beside } = fits[0]!;
  // Checked before the figure changes: a value that still missed would change the result unsaid.
  if (!holdsWith(figs, f, target)) return false;
  const read = textOf(f.found!);
  setFigure(f, target, beside ?? f.found, out, sink);
  const name = f.paths[0] ?? "the round-off";
  const how = beside ? "printed beside it" : `read by OCR as ${read}`;
  sink.warn(`${name} taken as ${money(target)} (${how}), with which taxable value + taxes = grand total`);
  return true;
}

/** Whether the sum holds with a figure at another value. */
function holdsWith(figs: Figure[], f: Figure, value: number): boolean {
  const was = f.value;
  f.value = value;
  const ok = holds(figs);
  f.value = was;
  return ok;
}

/**
 * A figure that breaks the sum where its second statement on the invoice makes it hold: the grand total
 * as the amount in words says it (read where it is printed in figures, else from the words), the
 * taxable value as the items add up (a grand total's figure taken for it, a subtotal OCR garbled).
 */
function fromSecondStatement(
  view: DocumentView,
  figs: Figure[],
  totals: Totals,
  items: Found | undefined,
  out: InvoiceAmounts,
  sink: FieldSink,
): void {
  if (holds(figs)) return;
  const inWords = totals.words && wordsToAmount(totals.words.value);
  const grand = figs[figs.length - 1]!;
  if (inWords && holdsWith(figs, grand, inWords)) {
    setFigure(grand, inWords, printedAmount(view, inWords, 0.005) ?? totals.words, out, sink);
    return sink.warn(
      `grand total taken as ${money(inWords)}, the amount in words, with which taxable value + taxes = grand total`,
    );
  }
  const sum = items && Number(items.value);
  if (!sum || !holdsWith(figs, figs[0]!, sum)) return;
  setFigure(figs[0]!, sum, items, out, sink);
  sink.warn(`taxable value taken as ${money(sum)}, the items' sum, with which taxable value + taxes = grand total`);
}

/** A currency sign OCR read as a letter or a mark run into the figure ("X24,72,153.00", "%1,250.00"). */
const SIGN_AS_MARK = /^[^\d\s(+-]\s?(?=\d[\d,.]*[.,]\d{2}$)/;

/**
 * The one amount printed on the pages within `tolerance` of a value (several printing the same value
 * are one), its last print; none where none or two different ones are.
 */
function printedAmount(view: DocumentView, value: number, tolerance: number): Found | undefined {
  const hits: Found[] = [];
  for (const line of view.lines)
    for (const w of line.words) {
      if (!/\d/.test(w.text) || /%/.test(w.text)) continue;
      const read =
        parseAmount(w.text, view.decimalMark) ?? parseAmount(w.text.replace(SIGN_AS_MARK, ""), view.decimalMark);
      if (read !== null && Math.abs(Number(read) - value) <= tolerance)
        hits.push({ value: read, words: [w], page: line.page });
    }
  const values = new Set(hits.map((h) => money(Number(h.value))));
  return values.size === 1 ? hits[hits.length - 1] : undefined;
}

/** The taxes named on the pages (a label, a column's heading), IGST or the CGST pair, each at its first label. */
function namedTaxes(view: DocumentView): Map<string, Found> {
  const named = new Map<string, Found>();
  const concepts = Object.keys(NAMED_TAXES) as Concept[];
  for (const line of view.lines)
    for (const m of labelsIn(line.text, { ocr: view.ocr, concepts }))
      if (!named.has(NAMED_TAXES[m.concept]!))
        named.set(NAMED_TAXES[m.concept]!, { value: "", words: line.words, page: line.page });
  return named;
}

/**
 * Taxes named on the page whose amounts were not read, where the taxable value, round-off and grand
 * total leave what they come to: that amount where it is printed (IGST whole, CGST and SGST or UTGST
 * half each); IGST also unprinted where the sum fixes it to the paisa (a round-off printed, or a grand
 * total with paise).
 */
function missingTaxes(view: DocumentView, figs: Figure[], out: InvoiceAmounts, sink: FieldSink): boolean {
  const rest = Math.round(-offOf(figs) * 100) / 100;
  const named = namedTaxes(view);
  const igst = named.get("IGST");
  const pair = named.has("CGST") && (named.has("SGST") || named.has("UTGST"));
  if (rest <= 0 || !!igst === pair) return false;
  const each = igst ? rest : rest / 2;
  const printed = printedAmount(view, each, rounded(figs) ? 0.5 : 0.005);
  const from = printed ?? (igst && !rounded(figs) ? igst : undefined);
  if (!from) return false;
  const value = printed ? Number(printed.value) : rest;
  const kinds = igst ? ["IGST"] : ["CGST", named.has("SGST") ? "SGST" : "UTGST"];
  for (const k of kinds) {
    out.tax[`${k}_amount`] = money(value);
    sink.record(`tax_calculation.${k}_amount`, from, mendedConfidence(from));
  }
  out.taxSum = value * kinds.length;
  out.total["total_tax"] ??= money(out.taxSum);
  const how = printed ? "printed on the page, which" : "what";
  sink.warn(
    `${kinds.join(" and ")} not read by their labels: taken as ${money(value)} each, ${how} taxable value + taxes = grand total confirms`,
  );
  return true;
}

/**
 * A tax line whose label OCR garbled ("zzgl. 19% USL." for "USt."), where no tax was read: the figure
 * printed on a line between the taxable value's and the grand total's that is what the grand total
 * leaves over the taxable value (and round-off) is the total tax.
 */
function unlabelledTax(view: DocumentView, figs: Figure[], out: InvoiceAmounts, sink: FieldSink): void {
  const [sub, grand] = [figs[0]!.found, figs[figs.length - 1]!.found];
  const rest = Math.round(-offOf(figs) * 100) / 100;
  if (!sub || !grand || rest <= 0) return;
  const lineOf = (f: Found) => view.lines.find((l) => l.words.includes(f.words[0]!))?.index ?? -1;
  const between = view.lines.slice(lineOf(sub) + 1, Math.max(0, lineOf(grand)));
  const tolerance = rounded(figs) ? 0.5 : 0.005;
  const hits = between.flatMap((l) =>
    l.words.flatMap((w) => {
      const v = parseAmount(w.text, view.decimalMark);
      return v !== null && /[.,]\d{2}$/.test(w.text) && Math.abs(Number(v) - rest) <= tolerance
        ? [{ value: v, words: [w], page: l.page }]
        : [];
    }),
  );
  if (lineOf(sub) < 0 || hits.length !== 1) return;
  const value = Number(hits[0]!.value);
  out.total["total_tax"] = money(value);
  out.taxSum = value;
  sink.record("total_calculation.total_tax", hits[0], mendedConfidence(hits[0]!));
  sink.warn(`total tax not read by its label: taken as ${money(value)}, printed between taxable value and grand total`);
}

/**
 * CGST read without its SGST (or UTGST), or the other way round: both are charged at one rate on one
 * base, so the one not read equals the one read, where the grand total does not contradict it.
 */
function pairedTax(figs: Figure[] | undefined, totals: Totals, out: InvoiceAmounts, sink: FieldSink): void {
  const has = (k: string) => out.tax[`${k}_amount`] !== undefined;
  if (has("IGST") || has("CGST") === (has("SGST") || has("UTGST"))) return;
  const [read, missing] = has("CGST") ? ["CGST", "SGST"] : [has("SGST") ? "SGST" : "UTGST", "CGST"];
  const value = Number(out.tax[`${read}_amount`]);
  // A printed total tax of the one tax alone, or a sum that holds without it, says it was not charged.
  if (totals.totalTax && same(Number(totals.totalTax.value), value)) return;
  // Within a rupee: a round-off's minus OCR lost does not contradict it.
  if (figs && (holds(figs) || Math.abs(offOf(figs) + value) > 1)) return;
  const line = totals.taxes.find((t) => t.tax === read);
  const f: Figure = { paths: [`tax_calculation.${missing}_amount`], value, side: 1, tax: true };
  out.tax[`${missing}_amount`] = money(value);
  out.taxSum += value;
  const from = line?.found;
  if (from) sink.record(f.paths[0]!, from, mendedConfidence(from));
  if (!totals.totalTax) out.total["total_tax"] = money(out.taxSum);
  const rate = out.tax[`${read}_percentage`];
  if (rate !== undefined) out.tax[`${missing}_percentage`] ??= rate;
  sink.warn(`${missing} not read: taken as ${money(value)}, as ${read} (both are charged at one rate on one base)`);
  figs?.splice(figs.length - 1, 0, f);
}

/**
 * A grand total not read, where the taxable value and the taxes determine it and it is printed within
 * a rupee of their sum (its rounding): that print, with a warning.
 */
function missingGrand(view: DocumentView, totals: Totals, out: InvoiceAmounts, sink: FieldSink): void {
  const sub = num(out.tax["taxable_value"]);
  if (out.total["grand_total"] !== undefined || sub === undefined || out.taxSum <= 0) return;
  const want = sub + out.taxSum;
  const printed = printedAmount(view, want, 1);
  const inWords = totals.words && wordsToAmount(totals.words.value);
  const from = printed ?? (inWords && Math.abs(inWords - want) <= 1 ? totals.words : undefined);
  if (!from) return;
  const value = printed ? Number(printed.value) : inWords!;
  out.total["grand_total"] = money(value);
  sink.record("total_calculation.grand_total", from, mendedConfidence(from));
  sink.warn(`grand total not read by its label: taken as ${money(value)}, the sum of taxable value and taxes`);
}

/** The share of GST's rate a tax is charged at: CGST and SGST or UTGST half each, in pairs. */
const RATE_SHARE: Readonly<Record<string, number>> = { IGST: 1, CGST: 0.5, SGST: 0.5, UTGST: 0.5, total_tax: 1 };

/** Whether every tax figure is one of GST's rates (its share) of the taxable value, to the rupee. */
function taxesAtGstRates(figs: Figure[]): boolean {
  const sub = figs[0]!.value;
  const taxes = figs.filter((f) => f.tax);
  return (
    taxes.length > 0 &&
    taxes.every((f) => {
      const kind = /(IGST|CGST|SGST|UTGST|total_tax)/.exec(f.paths[0] ?? "")?.[1];
      const share = kind ? RATE_SHARE[kind] : undefined;
      return share !== undefined && GST_RATES.some((r) => Math.abs((sub * r * share) / 100 - f.value) <= 0.5);
    })
  );
}

/**
 * A grand total below the taxable value it adds taxes to cannot be right (a handwritten total PP-OCR
 * read "1862" for 8652): where each tax is one of GST's rates of the taxable value, so that the two
 * confirm each other, the grand total is taken as their sum, with its confidence lowered and a warning.
 */
function grandBelowTaxable(figs: Figure[], out: InvoiceAmounts, sink: FieldSink): boolean {
  const grand = figs[figs.length - 1]!;
  if (holds(figs) || !byOcr(grand.found) || grand.value >= figs[0]!.value || !taxesAtGstRates(figs)) return false;
  const target = targetOf(grand, figs);
  const read = textOf(grand.found!);
  setFigure(grand, target, grand.found, out, sink);
  sink.warn(
    `grand_total taken as ${money(target)}, taxable value + taxes: read by OCR as ${read}, below the taxable value`,
  );
  return true;
}

/**
 * A grand total below the taxes it includes, where no taxable value was read to mend it by: a misread
 * (a handwritten "3500" read "35"), left out with a warning rather than returned as the total.
 */
function grandBelowTaxes(out: InvoiceAmounts, totals: Totals, sink: FieldSink): void {
  const grand = num(out.total["grand_total"]);
  if (grand === undefined || out.taxSum <= 0 || grand >= out.taxSum || !byOcr(totals.grand)) return;
  delete out.total["grand_total"];
  delete sink.fields["total_calculation.grand_total"];
  sink.warn(`grand total read by OCR as ${money(grand)}, below the taxes it includes (${money(out.taxSum)}): left out`);
}

/**
 * The tax and totals groups checked against their own arithmetic and mended where OCR misread or lost
 * one figure that the others determine.
 */
export function mendByArithmetic(
  view: DocumentView,
  totals: Totals,
  out: InvoiceAmounts,
  sink: FieldSink,
  items?: Found,
): void {
  const first = figuresOf(out, totals);
  pairedTax(first, totals, out, sink);
  if (first && !first.some((f) => f.tax) && !missingTaxes(view, first, out, sink))
    unlabelledTax(view, first, out, sink);
  const figs = figuresOf(out, totals);
  if (!figs) {
    grandBelowTaxes(out, totals, sink);
    return missingGrand(view, totals, out, sink);
  }
  fromSecondStatement(view, figs, totals, items, out, sink);
  if (!mendOneFigure(view, figs, totals, out, sink)) grandBelowTaxable(figs, out, sink);
}
