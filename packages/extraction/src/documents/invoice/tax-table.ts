import type { Line } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import { findTables, type Table } from "../../structure/tables.ts";
import { numberLike } from "../../structure/table-header.ts";
import { parseAmount, percentString, type DecimalMark } from "../../text/values/amounts.ts";
import type { Word } from "../../types.ts";
import type { DocumentView } from "../common/view.ts";
import { classifyColumn, type ItemColumn, type TaxName } from "./columns.ts";
import { labelsIn } from "../common/labels.ts";
import { cellsOf, TOTALS, type Cells } from "./item-rows.ts";
import type { ItemTable } from "./items.ts";
import { sumFound, taxCell, type RowTax } from "./tax-cells.ts";

/**
 * Taxes printed as a table rather than as lines of the totals block: the tax columns of the item
 * table (a rate and an amount per row, a total row), and a tax summary under the items (by HSN or by
 * rate, as Tally, Busy and Marg print it). Each tax's amount is its total row's, else its rows' sum;
 * its rate where every row that charges it gives the same one.
 */

export interface TableTax {
  tax: Exclude<TaxName, "GST">;
  amount?: Found;
  /** The rates the rows give, each once, as printed. */
  rates: Found[];
}

export interface TableTaxes {
  taxes: TableTax[];
  /** The taxable value: a summary's or the item table's total, else their rows' sum. */
  taxable?: Found;
  /** The taxes together, where a column holds them all ("Taxes", "Total Tax Amount"). */
  totalTax?: Found;
  /** A rate of the taxes together ("GST 18%"), where the rows give one: halves for CGST and SGST. */
  combinedRates: Found[];
  /** Words of the summary tables: no totals-block line is read from them. */
  used: Set<Word>;
}

interface Rows {
  cols: ItemColumn[];
  rows: { cells: Cells; page: number; taxes: RowTax[] }[];
  total?: { cells: Cells; page: number };
  /** The lines read as its rows and total: the totals block reads none of their figures again. */
  lines: Line[];
  /** Words of its header the totals block is not to read. */
  taxHeads?: Word[];
}

const SPLIT_TAXES = ["CGST", "SGST", "UTGST"] as const;

/** A figure in a cell (the first that parses, rates aside), with its words. */
function figureIn(words: Word[] | undefined, page: number, mark: DecimalMark | undefined): Found | undefined {
  for (const w of words ?? []) {
    if (/%/.test(w.text)) continue;
    const v = parseAmount(w.text, mark);
    if (v !== null && /\d/.test(w.text)) return { value: v, words: [w], page };
  }
  return undefined;
}

/** A rate printed in a row outside its tax columns ("GST 12%", "18%"): the taxes' rate together. */
function combinedRate(cells: Cells, page: number): Found | undefined {
  for (const [col, ws] of cells) {
    if (col.kind === "tax_rate" || col.kind === "tax_amount") continue;
    const w = ws.find((x) => /^\d{1,2}(?:\.\d{1,2})?%$/.test(x.text));
    if (w) return { value: percentString(w.text)!, words: [w], page };
  }
  return undefined;
}

/** The taxes of one table: per tax, its total (or its rows' sum) and its rows' rates. */
function taxesOfRows(t: Rows, view: DocumentView, into: TableTaxes): void {
  const mark = view.decimalMark;
  const byTax = new Map<string, { amounts: Found[]; rates: Found[] }>();
  const entry = (tax: string) => byTax.get(tax) ?? byTax.set(tax, { amounts: [], rates: [] }).get(tax)!;
  for (const r of t.rows) {
    for (const x of r.taxes) {
      if (x.amount) entry(x.tax).amounts.push(x.amount);
      if (x.rate) entry(x.tax).rates.push(x.rate);
    }
    const combined = combinedRate(r.cells, r.page);
    if (combined) entry("GST").rates.push(combined);
  }
  const totalOf = (col: ItemColumn) => t.total && figureIn(t.total.cells.get(col), t.total.page, mark);
  const named = [...byTax.keys()].filter((k) => k !== "GST");
  // One figure under several tax columns ("Total GST  62.78" below CGST and SGST) totals them all.
  const taxCols = t.cols.filter((c) => c.kind === "tax_amount");
  const totalled = taxCols.filter((c) => totalOf(c));
  const allTaxes = taxCols.length > 1 && totalled.length === 1 ? totalOf(totalled[0]!) : undefined;
  if (allTaxes) into.totalTax ??= allTaxes;
  for (const col of t.cols) {
    if (col.kind !== "tax_amount" || !t.total || allTaxes) continue;
    const total = totalOf(col);
    if (!total) continue;
    // A column of all the taxes is one tax's total where the rows charge only that one.
    const tax = col.tax === "GST" && named.length === 1 ? named[0]! : col.tax;
    if (tax === "GST") into.totalTax ??= total;
    else entry(tax!).amounts.splice(0, Infinity, total);
  }
  for (const [tax, v] of byTax) {
    if (tax === "GST") {
      into.combinedRates.push(...v.rates);
      if (!into.totalTax && v.amounts.length && named.length === 0) into.totalTax = sumFound(v.amounts);
      continue;
    }
    if (into.taxes.some((x) => x.tax === tax)) continue;
    const amount = sumFound(v.amounts);
    into.taxes.push({ tax: tax as TableTax["tax"], ...(amount ? { amount } : {}), rates: v.rates });
  }
  const taxable = t.cols.find((c) => c.kind === "taxable");
  if (taxable && !into.taxable) {
    const total = totalOf(taxable);
    const rows = t.rows.map((r) => figureIn(r.cells.get(taxable), r.page, mark)).filter((f) => f !== undefined);
    into.taxable = total ?? sumFound(rows);
  }
}

/** The item table's rows as tax rows: each item's taxes, and the table's total row. */
function itemTableRows(table: ItemTable, view: DocumentView): Rows | undefined {
  if (!table.header) return undefined;
  const cols = table.header.cols;
  if (!table.items.some((i) => i.taxes.length)) return undefined;
  return {
    cols,
    rows: table.items.map((i) => ({ cells: new Map(), page: i.page, taxes: i.taxes })),
    lines: [],
    ...(table.total ? { total: { cells: cellsOf(table.total, cols, view.ocr), page: table.total.page } } : {}),
  };
}

/** A row of a summary that totals it: its first cell names a total ("Total", "USt. Gesamt"). */
const totalLike = (line: Line, ocr: boolean) =>
  labelsIn(line.segments[0]?.text ?? "", { ocr, concepts: TOTALS }).length > 0;

/** Cents of a sum of amounts. */
const centsOf = (found: (Found | undefined)[]) =>
  found.reduce((s, f) => s + Math.round(Number(f?.value ?? 0) * 100), 0);

/**
 * A row whose tax amounts are the sums of the rows above it (two or more): their total, though
 * unlabelled ("457,20 | 448,99 | 70,00 | 518,99" under the rates' rows).
 */
function sumsRowsAbove(taxes: RowTax[], above: Rows["rows"]): boolean {
  if (above.length < 2) return false;
  const amounts = taxes.filter((t) => t.amount);
  return (
    amounts.length > 0 &&
    amounts.every(
      (t) =>
        centsOf([t.amount]) !== 0 &&
        centsOf([t.amount]) ===
          centsOf(above.flatMap((r) => r.taxes.filter((x) => x.tax === t.tax).map((x) => x.amount))),
    )
  );
}

/**
 * Whether a line under a summary whose rows each print a base is still one of its rows: one that
 * prints no base is its total only if no tax figure of it exceeds the bases the taxes are charged on;
 * else it is past the summary, a total of something else ("TOTAL 9.656,68 €" under the cuotas,
 * "Tarjeta 56,41", the payment under a ticket's breakdown).
 */
function rowOfSummary(
  cells: Cells,
  taxes: RowTax[],
  sofar: Rows,
  taxable: ItemColumn | undefined,
  view: DocumentView,
  page: number,
): boolean {
  if (!taxable || sofar.rows.length === 0) return true;
  const baseOf = (c: Cells) => figureIn(c.get(taxable), page, view.decimalMark);
  if (!sofar.rows.every((r) => baseOf(r.cells))) return true;
  if (baseOf(cells)) return true;
  const bases = centsOf(sofar.rows.map((r) => baseOf(r.cells)));
  return taxes.every((t) => centsOf([t.amount]) <= bases);
}

const SUMMARY_KINDS: readonly ItemColumn["kind"][] = ["taxable", "tax_rate", "tax_amount"];

/**
 * A tax summary: a table, other than the items', whose columns name a tax and a taxable value or a
 * rate. Its rows are the lines with figures under it, up to its total row.
 */
function summaryRows(t: Table, view: DocumentView): Rows | undefined {
  // A label and its figure on the header's line ("… | SGST | Gross Amt | 1,010.00") are a totals
  // block's beside the summary, not its columns.
  const figure = t.columns.findIndex((c) => numberLike(c.header));
  const own = figure > 0 ? t.columns.slice(0, figure - 1) : t.columns;
  const cols = own.map((c) => ({ ...classifyColumn(c, view.ocr), x0: c.x0, x1: c.x1 }));
  const named = cols.some((c) => c.kind === "tax_amount");
  if (!named || !cols.some((c) => c.kind === "taxable" || c.kind === "tax_rate" || c.kind === "other"))
    return undefined;
  const out: Rows = { cols, rows: [], lines: [] };
  const taxable = cols.find((c) => c.kind === "taxable");
  // A totals block printed beside the summary interleaves its lines with the summary's rows.
  const right = Math.max(...cols.filter((c) => SUMMARY_KINDS.includes(c.kind)).map((c) => c.x1));
  for (const [i, row] of t.rows.entries()) {
    if (row.line.words.every((w) => w.x0 > right)) continue;
    const cells = cellsOf(row.line, cols, view.ocr);
    const taxes: RowTax[] = [];
    for (const col of cols.filter((c) => c.kind === "tax_rate" || c.kind === "tax_amount")) {
      const x = taxCell(cells.get(col) ?? [], col, row.line.page, view.decimalMark, view.ocr);
      if (x) taxes.push(x);
    }
    const merged = mergeByTax(taxes);
    if (!rowOfSummary(cells, merged, out, taxable, view, row.line.page)) break;
    if (totalLike(row.line, view.ocr) || sumsRowsAbove(merged, out.rows)) {
      out.total = { cells, page: row.line.page };
      out.lines.push(row.line);
      break;
    }
    // A line without taxes ends the summary, unless it holds figures and its total row follows it:
    // a row OCR garbled ("Sv _....Ju.62 18.19 18.19"), not a heading under the summary.
    const next = t.rows[i + 1]?.line;
    const garbled = /\d/.test(row.line.text) && out.rows.length > 0 && next && totalLike(next, view.ocr);
    if (taxes.length === 0 && !garbled) break;
    if (taxes.length === 0) continue;
    out.rows.push({ cells, page: row.line.page, taxes: merged });
    out.lines.push(row.line);
  }
  // With a totals figure on its header's line, the taxes' names there are the summary's: the totals
  // block would read one ("CGST") with that figure.
  if (figure > 0) out.taxHeads = own.filter((_, i) => cols[i]!.kind === "tax_amount").flatMap((c) => c.headerWords);
  return out.rows.length || out.total ? out : undefined;
}

const mergeByTax = (taxes: RowTax[]) =>
  taxes.reduce<RowTax[]>((acc, t) => {
    const same = acc.find((a) => a.tax === t.tax);
    if (!same) acc.push({ ...t });
    else {
      same.rate ??= t.rate;
      same.amount ??= t.amount;
    }
    return acc;
  }, []);

/**
 * The words of a summary's rows, up to its last tax column: the totals block beside it is not its,
 * nor are the lines under it that it did not read.
 */
function usedWords(rows: Rows, into: Set<Word>): void {
  for (const w of rows.taxHeads ?? []) into.add(w);
  const last = Math.max(...rows.cols.filter((c) => c.kind !== "other").map((c) => c.x1));
  for (const line of rows.lines) for (const w of line.words) if (w.x0 <= last + 4) into.add(w);
}

/**
 * Where a combined rate is the only one: the split taxes' rate is half of it, IGST's the whole. A
 * cess is levied apart from GST (the GST Compensation Cess Act, on top of 28 % for aerated drinks):
 * the GST rate is not its.
 */
function applyCombined(into: TableTaxes): void {
  for (const t of into.taxes) {
    if (t.rates.length || !into.combinedRates.length || t.tax === "CESS") continue;
    const half = SPLIT_TAXES.includes(t.tax as (typeof SPLIT_TAXES)[number]);
    t.rates = into.combinedRates.map((r) => ({ ...r, value: String(Number(r.value) / (half ? 2 : 1)) }));
  }
}

export function tableTaxes(view: DocumentView, items: ItemTable): TableTaxes {
  const out: TableTaxes = { taxes: [], combinedRates: [], used: new Set() };
  const itemHeader = items.header?.line;
  for (const t of findTables(view.lines)) {
    if (itemHeader && t.headerLines.includes(itemHeader)) continue;
    const rows = summaryRows(t, view);
    if (!rows) continue;
    taxesOfRows(rows, view, out);
    usedWords(rows, out.used);
  }
  const own = itemTableRows(items, view);
  if (own) taxesOfRows(own, view, out);
  applyCombined(out);
  return out;
}
