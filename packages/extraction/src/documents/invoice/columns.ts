import type { Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { findTables, type Table, type TableColumn } from "../../structure/tables.ts";
import { labelsAt, labelsIn } from "../common/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";

/**
 * What the columns of an item table hold, from their headers' meaning: the item's fields, the value
 * before tax (gross, discount, taxable value) and after it, and each tax's rate and amount, whether a
 * column names its tax ("CGST Amt."), a caption over it does ("Central Tax" over "Rate | Amount"), or
 * it holds every tax of a row ("Taxes": "IGST @5% : 8.86").
 */

export type ColumnKind =
  | "sno"
  | "description"
  | "HSN"
  | "quantity"
  | "unit"
  | "unit_price"
  | "mrp"
  | "gross"
  | "discount"
  | "taxable"
  | "exempt"
  | "amount"
  | "tax_rate"
  | "tax_amount"
  | "other";

/** A tax a column or a cell names: one of India's GSTs, a cess, or "GST" for the taxes together. */
export type TaxName = "IGST" | "CGST" | "SGST" | "UTGST" | "CESS" | "GST";

export interface ItemColumn {
  kind: ColumnKind;
  /** The tax of a tax column; "GST" where the column holds the taxes together or names none. */
  tax?: TaxName;
  x0: number;
  x1: number;
}

export const TAX_OF: Partial<Record<Concept, TaxName>> = {
  "tax.igst": "IGST",
  "tax.cgst": "CGST",
  "tax.sgst": "SGST",
  "tax.utgst": "UTGST",
  "tax.cess": "CESS",
  "tax.vat": "GST",
};

/** What each header concept is as a column; the most telling first when a cell names two. */
const COLUMN_OF: [Concept, ColumnKind][] = [
  ["item.description", "description"],
  ["item.exempt_value", "exempt"],
  ["item.taxable_value", "taxable"],
  ["item.gross", "gross"],
  ["item.discount", "discount"],
  ["item.tax_rate", "tax_rate"],
  ["tax.rate", "tax_rate"],
  ["item.tax_amount", "tax_amount"],
  ["total.tax", "tax_amount"],
  ["item.amount", "amount"],
  ["total.grand", "amount"],
  ["item.hsn", "HSN"],
  // "No." heads serial numbers as often as quantities ("Nos"): a serial number when a cell says no more.
  ["item.serial", "sno"],
  ["item.quantity", "quantity"],
  // A price and its unit run together in one header ("Rate per", Tally's "Rate" and "per" cells) head prices.
  ["item.unit_price", "unit_price"],
  ["item.unit", "unit"],
  ["item.mrp", "mrp"],
];

/**
 * In an item table, a column headed as the net total ("Imponibile", "Net total") holds each item's
 * value before tax; in a tax summary the same words head the labels of its totals ("SUB TOTAL" over
 * "IGST PAYABLE").
 */
const ITEM_COLUMN_OF: [Concept, ColumnKind][] = [...COLUMN_OF, ["total.net", "taxable"]];

/** Whether a header names a rate: its words ("Rate", "Tax %") or a per cent sign. */
const namesRate = (concepts: Set<Concept>, text: string) =>
  /%/.test(text) || ["item.tax_rate", "tax.rate", "item.unit_price"].some((c) => concepts.has(c as Concept));

/** The labels a text holds, less those inside a longer one ("Taxes" inside "Total (Incl Taxes)"). */
function outerLabels(text: string, ocr: boolean) {
  const found = labelsIn(text, { ocr });
  return found.filter(
    (m) => !found.some((o) => o !== m && o.tokens > m.tokens && o.start <= m.start && o.end >= m.end),
  );
}

/** A price per something, its unit after a slash ("Rate/Item", "Price / Kg"): a unit price, not a description. */
function perUnitPrice(header: string, ocr: boolean): boolean {
  const m = /^\s*([^/]+?)\s*\/\s*\p{L}/u.exec(header);
  return !!m && labelsAt(m[1]!, { ocr }).some((l) => l.concept === "item.unit_price" && l.end >= m[1]!.length - 1);
}

/**
 * The labels that name a column: those before a trailing bracketed qualifier when there are any, so
 * "Total (excl. VAT)" is a total whose qualifier names the VAT it leaves out, not the VAT's rate.
 */
function namingLabels(header: string, ocr: boolean) {
  const head = /^(.*?\S)\s*\([^()]*\)\s*$/.exec(header)?.[1];
  const before = head ? outerLabels(head, ocr) : [];
  return before.length > 0 ? before : outerLabels(header, ocr);
}

/** A column by its header and caption ("Central Tax" over "Rate" is CGST's rate). */
export function classifyColumn(
  column: Pick<TableColumn, "header" | "caption">,
  ocr: boolean,
  table: "items" | "taxes" = "taxes",
): Omit<ItemColumn, "x0" | "x1"> {
  const own = namingLabels(column.header, ocr);
  const captioned = outerLabels(column.caption ?? "", ocr);
  const concepts = new Set(own.map((m) => m.concept));
  // A tax the header starts with ("CGST Amt.", "CGST Rate") or its caption names; "Amount (Excl.
  // GST)" is an amount.
  const all = labelsIn(column.header, { ocr });
  const start = Math.min(...all.map((m) => m.start));
  const atStart = all.filter((m) => m.start === start);
  // Unless the longest label there names something else: "USt-IdNr" is a VAT id, not the VAT.
  const longest = Math.max(...atStart.map((m) => m.tokens));
  const names = atStart.filter((m) => m.tokens === longest).some((m) => /^(?:tax|item|total)\./.test(m.concept));
  const tax =
    (names ? atStart.map((m) => TAX_OF[m.concept]).find((t) => t) : undefined) ??
    captioned.map((m) => TAX_OF[m.concept]).find((t) => t);
  const kind = perUnitPrice(column.header, ocr)
    ? "unit_price"
    : ((table === "items" ? ITEM_COLUMN_OF : COLUMN_OF).find(([c]) => concepts.has(c))?.[1] ?? "other");
  if (tax && kind !== "taxable" && kind !== "description") {
    return { kind: namesRate(concepts, column.header) ? "tax_rate" : "tax_amount", tax };
  }
  if (kind === "tax_rate" || kind === "tax_amount") return { kind, tax: "GST" };
  return { kind };
}

const KEY_COLUMNS: readonly ColumnKind[] = ["description", "HSN", "quantity", "unit_price", "amount", "taxable"];

const itemFields = (cols: ItemColumn[]) => new Set(cols.map((c) => c.kind).filter((k) => KEY_COLUMNS.includes(k))).size;

export interface ItemsHeader {
  /** The header's last line: the rows follow it. */
  line: Line;
  cols: ItemColumn[];
}

/** Points between the two words of one header cell read as two ("GST" | "Rate"): about a space. */
const SPLIT_HEADER_GAP = 10;

/**
 * A second "Rate" column set just before a tax's amount column is that tax's rate, not a second unit
 * price: the rule 46 form prints each tax as "Rate | Amount" under its name, and the name, centred
 * over the two, may stand over the amount's cell alone. So is one just after a tax's rate column,
 * the rest of its header ("VAT rate" split in two).
 */
export function taxRatesBeside(cols: ItemColumn[]): ItemColumn[] {
  return cols.map((c, i) => {
    const next = cols[i + 1];
    const prev = cols[i - 1];
    const priced = cols.slice(0, i).some((o) => o.kind === "unit_price");
    if (c.kind !== "unit_price" || !priced) return c;
    // "VAT | rate": a tax's name and "Rate" read as two cells of one header. "GST | Rate" too, where
    // the name alone read as the tax's amount: the two words stand a space apart.
    if (prev?.kind === "tax_rate" && prev.tax) return { ...c, kind: "tax_rate", tax: prev.tax };
    if (prev?.kind === "tax_amount" && prev.tax && c.x0 - prev.x1 < SPLIT_HEADER_GAP)
      return { ...c, kind: "tax_rate", tax: prev.tax };
    if (next?.kind !== "tax_amount" || !next.tax || next.tax === "GST") return c;
    return { ...c, kind: "tax_rate", tax: next.tax };
  });
}

/** A header cell that is only a bracketed qualifier: "(ex GST)", "(Rs)", "(incl. VAT)". */
const QUALIFIER = /^\s*\([^()]{1,16}\)\s*$/;

/**
 * Columns whose header is only a qualifier joined to the column on their left, on the same line and
 * close to it ("Unit Price" | "(ex GST)"): figures set flush right under the whole header split it
 * in two, and the qualifier alone would name a tax.
 */
export function withQualifiers(columns: TableColumn[]): TableColumn[] {
  const out: TableColumn[] = [];
  for (const c of columns) {
    const left = out[out.length - 1];
    const word = c.headerWords[0];
    const last = left?.headerWords[left.headerWords.length - 1];
    const h = word ? word.y1 - word.y0 : 0;
    const beside = !!word && !!last && Math.abs(last.y0 - word.y0) < h / 2 && word.x0 - last.x1 < h * 1.5;
    if (left && beside && QUALIFIER.test(c.header) && !/\)\s*$/.test(left.header))
      out[out.length - 1] = {
        ...left,
        header: `${left.header} ${c.header}`,
        headerWords: [...left.headerWords, ...c.headerWords],
        x1: c.x1,
      };
    else out.push(c);
  }
  return out;
}

/** Column kinds a header cell may name one of two of: not a unit ("Rate per" heads prices) nor nothing. */
const SPLITTABLE: readonly ColumnKind[] = [
  "sno",
  "description",
  "HSN",
  "quantity",
  "unit_price",
  "discount",
  "taxable",
  "tax_rate",
  "tax_amount",
  "amount",
];

interface LabelSpan {
  concept: Concept;
  start: number;
  end: number;
}

/**
 * The labels along a header cell, each where it starts, the longest there; a label's gloss in a second
 * language ("मात्रा / Qty") is one label with it.
 */
function labelSpans(text: string, ocr: boolean): LabelSpan[] {
  const out: LabelSpan[] = [];
  for (const m of outerLabels(text, ocr).sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = out[out.length - 1];
    if (last && m.start < last.end) continue;
    if (last && last.concept === m.concept && /^[\s/]*$/.test(text.slice(last.end, m.start))) last.end = m.end;
    else out.push({ concept: m.concept, start: m.start, end: m.end });
  }
  return out;
}

/**
 * One header cell that names two or more columns, set close together ("Rate Taxes": a price's header
 * flush right beside the taxes' flush left; "मात्रा / Qty दर / Rate" on a bilingual form; "HSN / Qty";
 * a narrow grid's "Qty UQC HSN Rate"): a column per label, cut where each next label starts, each over
 * its own words. The labels must cover the cell and name different columns.
 */
export function splitJoinedHeaders(columns: TableColumn[], ocr: boolean, photo = false): TableColumn[] {
  // Not on a phone photo: on the one where OCR joined two headers, its garbled row then read as a
  // wrong item instead of none (realworld india 0.833 -> 0.832).
  if (photo) return columns;
  return columns.flatMap((c) => {
    const words = c.headerWords;
    const text = words.map((w) => w.text).join(" ");
    const found = labelSpans(text, ocr);
    if (c.caption || found.length < 2 || words.length < found.length || text !== c.header) return [c];
    // A rate's per cent sign after its label ("Taxable Value GST %") is the label's.
    if (found[0]!.start !== 0 || !/^[\s.:%]*$/.test(text.slice(found[found.length - 1]!.end))) return [c];
    for (const [i, b] of found.slice(1).entries()) {
      const between = text.slice(found[i]!.end, b.start);
      // Apart by spaces or a slash; a price per unit ("Rate / Item") is one column.
      if (!/^\s*%?[\s/]+$/.test(between)) return [c];
      if (between.includes("/") && perUnitPrice(text.slice(found[i]!.start, b.end), ocr)) return [c];
    }
    const parts = cutAtLabels(words, found);
    if (!parts) return [c];
    const kinds = parts.map((p) => classifyColumn(p, ocr, "items").kind);
    return joinedKinds(kinds) ? parts : [c];
  });
}

/**
 * Whether the parts of a joined header name different columns an item row prints: a unit's column
 * ("UQC") among them, but not a unit after a price ("Rate per"), which is the price's.
 */
function joinedKinds(kinds: ColumnKind[]): boolean {
  if (new Set(kinds).size !== kinds.length) return false;
  return kinds.every(
    (k, i) => SPLITTABLE.includes(k) || (k === "unit" && kinds.length > 2 && kinds[i - 1] !== "unit_price"),
  );
}

/** A header's words cut where each label after the first starts; the slashes between belong to none. */
function cutAtLabels(words: Word[], found: LabelSpan[]): TableColumn[] | undefined {
  const starts: number[] = [];
  let pos = 0;
  for (const w of words) {
    starts.push(pos);
    pos += w.text.length + 1;
  }
  const cuts = found.slice(1).map((b) => starts.findIndex((at) => at >= b.start));
  if (cuts.some((k, i) => k <= 0 || (i > 0 && k <= cuts[i - 1]!))) return undefined;
  const bounds = [0, ...cuts, words.length];
  const bare = (ws: Word[]) => ws.filter((w, i) => w.text !== "/" || (i > 0 && i < ws.length - 1));
  return bounds.slice(1).map((to, i) => {
    const ws = bare(words.slice(bounds[i], to));
    return {
      header: ws.map((w) => w.text).join(" "),
      headerWords: ws,
      x0: Math.min(...ws.map((w) => w.x0)),
      x1: Math.max(...ws.map((w) => w.x1)),
    };
  });
}

/**
 * A scan's header cells less those OCR read from a table's rules alone ("|", "[", "—"): a mark
 * right of the last name would take the right-aligned figures under it from their column. A cell
 * with no header at all stays, for columns found by their content.
 */
function namedOrBlank<C extends { header: string }>(columns: C[], ocr: boolean): C[] {
  return ocr ? columns.filter((c) => c.header.trim() === "" || /[\p{L}\p{N}]/u.test(c.header)) : columns;
}

/**
 * The items' header: a table (structure/tables) whose columns name three or more of an item's
 * fields, its header perhaps stacked over several lines; else the first line whose cells do.
 */
export function findItemsHeader(
  lines: Line[],
  ocr: boolean,
  tables: Table[] = findTables(lines),
  photo = false,
): ItemsHeader | undefined {
  for (const t of tables) {
    // A header's first lines read as a table of no rows where the same header read whole has rows.
    const fuller = tables.some((o) => o !== t && o.rows.length > 0 && o.headerLines.includes(t.headerLines[0]!));
    if (t.rows.length === 0 && fuller) continue;
    const cols = taxRatesBeside(
      splitJoinedHeaders(withQualifiers(namedOrBlank(t.columns, ocr)), ocr, photo).map((c) => ({
        ...classifyColumn(c, ocr, "items"),
        x0: c.x0,
        x1: c.x1,
      })),
    );
    if (itemFields(cols) >= 3) return { line: t.headerLines[t.headerLines.length - 1]!, cols };
  }
  return headerLine(lines, ocr, photo);
}

/** The first line whose cells name three or more of an item's fields. */
export function headerLine(lines: Line[], ocr: boolean, photo = false): ItemsHeader | undefined {
  for (const line of lines) {
    const heads = namedOrBlank(
      line.segments.map((seg) => ({ header: seg.text, headerWords: seg.words, x0: seg.x0, x1: seg.x1 })),
      ocr,
    );
    const cols = splitJoinedHeaders(heads, ocr, photo).map((c) => ({
      ...classifyColumn(c, ocr, "items"),
      x0: c.x0,
      x1: c.x1,
    }));
    if (itemFields(cols) >= 3) return { line, cols };
  }
  return undefined;
}

/**
 * The column that gives an item's amount, its value before tax: the taxable value where printed;
 * else an amount column before the taxes; else the last amount column (which may include them).
 */
export function amountColumn(cols: ItemColumn[]): ItemColumn | undefined {
  const taxable = cols.find((c) => c.kind === "taxable");
  if (taxable) return taxable;
  const amounts = cols.filter((c) => c.kind === "amount");
  const firstTax = cols.find((c) => c.kind === "tax_amount" || c.kind === "tax_rate");
  const beforeTax = firstTax ? amounts.filter((c) => c.x1 <= firstTax.x0) : [];
  return beforeTax[beforeTax.length - 1] ?? amounts[amounts.length - 1];
}

/** Each document's tables, found once: the item reader asks for them page by page. */
const tablesOf = new WeakMap<Line[], Table[]>();

/**
 * The items' header a page's rows are read under: where a following page repeats it with the same
 * columns laid out anew (a table printed from HTML sizes its columns to each page's contents), that
 * page's columns, with the kinds the first header was given (a quantity found by arithmetic too).
 */
export function headerOnPage(
  lines: Line[],
  ocr: boolean,
  header: ItemsHeader,
  page: number,
  photo = false,
): ItemsHeader {
  if (page === header.line.page) return header;
  if (!tablesOf.has(lines)) tablesOf.set(lines, findTables(lines));
  const tables = tablesOf.get(lines)!.filter((t) => t.page === page);
  const own = findItemsHeader(
    lines.filter((l) => l.page === page),
    ocr,
    tables,
    photo,
  );
  const kinds = (c: ItemColumn, i: number) =>
    c.kind === header.cols[i]!.kind || (c.kind === "other" && header.cols[i]!.kind === "quantity");
  if (!own || own.cols.length !== header.cols.length || !own.cols.every(kinds)) return header;
  return { line: own.line, cols: own.cols.map((c, i) => ({ ...header.cols[i]!, x0: c.x0, x1: c.x1 })) };
}
