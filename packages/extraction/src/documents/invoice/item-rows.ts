import type { Line, Segment } from "../../text/lines.ts";
import { headerLike } from "../../structure/tables.ts";
import { numberLike } from "../../structure/table-header.ts";
import { parseAmount, type DecimalMark } from "../../text/values/amounts.ts";
import type { Word } from "../../types.ts";
import { labelsAt, labelsIn } from "../common/labels.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { joinWrappedFigures } from "./wrapped-figures.ts";
import {
  amountColumn,
  headerLine,
  headerOnPage,
  type ColumnKind,
  type ItemColumn,
  type ItemsHeader,
} from "./columns.ts";

/**
 * The rows of an item table: each item's line of figures with the lines its description wraps onto,
 * above or below them; the table's total row; where the table ends. Made-up layouts of these habits
 * are in items.test.ts.
 */

export interface ItemRow {
  /** The line that holds the item's figures. */
  anchor: Line;
  /** The anchor and the wrapped lines that belong to it, top to bottom. */
  lines: Line[];
}

export interface ItemRows {
  rows: ItemRow[];
  /** The table's own total row ("Total | 1 | 18069.00 | … | 15499.00"): sums, not an item. */
  total?: Line;
  /** The last line of the items (or the header's, without items): the totals block follows. */
  endIndex: number;
}

/** The words of a line by the column kind they stand under. */
export type Cells = Map<ItemColumn, Word[]>;

/** A number of a row (an amount, a count, a rate), or a per cent sign after one. */
const numeric = (w: Word) => numberLike(w.text) || w.text === "%";

/**
 * A line's cells cut into units that stand under one column each: every number alone (numbers run
 * together, "1182.13 1182.13 15499.00", are several columns' values), and text with the numbers that
 * follow it ("IGST @5.0% : 8.86", "Wire 2.5 sq mm"); "|" and a labelled attribute ("… Joe HSN: 4901")
 * start a new unit.
 */
function unitsOf(line: Line, ocr: boolean): Word[][][] {
  return line.segments.map((seg) => {
    const units: Word[][] = [];
    let cur: Word[] = [];
    const flush = () => {
      if (cur.length) units.push(cur);
      cur = [];
    };
    seg.words.forEach((w, i) => {
      if (/^\|+$/.test(w.text)) {
        flush();
        return;
      }
      const unit = cur.length > 0 && unitOfMeasure(cur, w, ocr) && !startsName(seg.words[i + 1]);
      if (cur.length > 0 && !unit && startsUnit(cur, w, seg, ocr)) flush();
      cur.push(w);
    });
    flush();
    return units;
  });
}

/** A per cent sign or a unit of measure after a number ("9.00 %", "51 COIL", "1.00 Pcs."): the number's. */
function unitOfMeasure(cur: Word[], w: Word, ocr: boolean): boolean {
  if (!numeric(cur[cur.length - 1]!)) return false;
  if (w.text === "%") return true;
  // "2 x Tea" is a count before a name, not a unit.
  return (
    /^\p{L}{1,5}\.?$/u.test(w.text) &&
    !/^[x×]$/i.test(w.text) &&
    labelsAt(w.text, { ocr, concepts: ATTRIBUTES }).length === 0
  );
}

/**
 * Whether the word after a short one goes on in text: then the short word begins a name after its
 * count ("13 Flete y maniobras", where the count's column stands before the description's), while a
 * unit of measure ends its cell ("51 COIL 3908.00", "1.00 Pcs.").
 */
const startsName = (next: Word | undefined) => next !== undefined && /\p{L}/u.test(next.text) && !numeric(next);

/** An HSN or SAC code: four to eight digits. */
const HSN_CODE = /^\d{4}(?:\d{2}){0,2}$/;

/** A unit of measure's word ("NOS", "Pcs."), not the "x" of "2 x Tea". */
const unitWord = (w: Word) => /^\p{L}{1,5}\.?$/u.test(w.text) && !/^[x×]$/i.test(w.text);

/** A count with its unit run into it ("1.00Kg", "12Nos", "1.00|Pcs."): a quantity's cell. */
const countWithUnit = (w: Word) => /^\d+(?:[.,]\d+)?[|/]?\p{L}{1,5}\.?$/u.test(w.text);

/** Whether a word starts a unit of its own after the words before it in its cell. */
function startsUnit(cur: Word[], w: Word, seg: Segment, ocr: boolean): boolean {
  if (cur.every(numeric)) return true;
  // A rate OCR read into the cell of the count before it ("1.00Kg 1,080.95") is the next column's; so is
  // an HSN code after a count and its unit in a narrow grid ("1 NOS 1101 282.86"). A price after them
  // stays ("1 PCS 49,99"): where a grid prints prices with tax, its count's cell reads it as before.
  if (numeric(w) && cur.every((x) => numeric(x) || countWithUnit(x))) return true;
  if (HSN_CODE.test(w.text) && cur.length === 2 && numeric(cur[0]!) && unitWord(cur[1]!)) return true;
  if (numeric(w)) return false;
  const at = offsetOf(seg.words, w);
  return labelsAt(seg.text.slice(at), { ocr, concepts: ATTRIBUTES }).some((m) =>
    /^\s*[:@]/.test(seg.text.slice(at + m.end)),
  );
}

/** Where a word starts in its segment's text (words joined by one space). */
function offsetOf(words: Word[], w: Word): number {
  let pos = 0;
  for (const x of words) {
    if (x === w) return pos;
    pos += x.text.length + 1;
  }
  return pos;
}

const ATTRIBUTES: readonly Concept[] = ["item.hsn", "tax.igst", "tax.cgst", "tax.sgst", "tax.utgst", "tax.cess"];

/** Columns whose cells hold numbers: text that stands under none of them goes to the nearest other. */
const NUMBER_COLUMNS: readonly ColumnKind[] = [
  "sno",
  "quantity",
  "unit_price",
  "mrp",
  "gross",
  "discount",
  "taxable",
  "exempt",
  "amount",
  "tax_rate",
  "tax_amount",
];

const gapTo = (c: ItemColumn, x0: number, x1: number) => Math.max(c.x0 - x1, x0 - c.x1, 0);

/**
 * The column a unit stands under: the one it overlaps most; else, for a number, the one whose right
 * edge is nearest (amounts are right-aligned), for text the nearest column that holds text. A serial
 * number's column holds no words: a name under it is the description's, printed from the column's
 * rule under a centred "Particulars" (a bill book), or under a box PP-OCR drew wide round "S.No.".
 */
export function columnOf(unit: Word[], cols: ItemColumn[]): ItemColumn | undefined {
  // A number with its unit of measure ("778.00 bag") stands where its number does.
  const placed = numeric(unit[0]!) ? unit.filter(numeric) : unit;
  const x0 = Math.min(...placed.map((w) => w.x0));
  const x1 = Math.max(...placed.map((w) => w.x1));
  const isNumber = placed.every(numeric);
  const named = !isNumber && placed.some((w) => /\p{L}{2}/u.test(w.text));
  let best: ItemColumn | undefined;
  let most = 0;
  for (const c of cols) {
    const o = Math.min(c.x1, x1) - Math.max(c.x0, x0);
    if (o > most && !(named && c.kind === "sno")) [best, most] = [c, o];
  }
  if (best) return hsnStacked(unit, best, cols, x0, x1) ?? best;
  const candidates = isNumber ? cols : cols.filter((c) => !NUMBER_COLUMNS.includes(c.kind));
  let dist = Infinity;
  for (const c of candidates.length ? candidates : cols) {
    const d = isNumber ? Math.abs(x1 - c.x1) : gapTo(c, x0, x1);
    if (d < dist) [best, dist] = [c, d];
  }
  return best;
}

/**
 * A code alone under a description heading stacked over the HSN heading ("Item" over "HSN", a
 * receipt's two-row header whose names stand on lines of their own): the HSN column's, which it
 * overlaps too. A name's cell is not one bare code.
 */
function hsnStacked(unit: Word[], best: ItemColumn, cols: ItemColumn[], x0: number, x1: number) {
  if (best.kind !== "description" || unit.length !== 1 || !/^\d{4}(?:\d{2}){0,2}$/.test(unit[0]!.text))
    return undefined;
  return cols.find((c) => c.kind === "HSN" && Math.min(c.x1, x1) - Math.max(c.x0, x0) > 0);
}

/**
 * An HSN code run into the end of the description's cell ("Copper Wire 2.5 sq 8544", the code under
 * the "HSN" header): a unit of its own. A number inside the text's own column ("Laptop Bag 15.6") stays
 * the text's, and so does any other figure: a code is what descriptions run into.
 */
function trailingHsn(unit: Word[], cols: ItemColumn[]): Word[][] {
  const last = unit[unit.length - 1]!;
  if (unit.length < 2 || !/^\d{4}(?:\d{2}){0,2}$/.test(last.text) || numeric(unit[unit.length - 2]!)) return [unit];
  const own = columnOf([unit[0]!], cols);
  const hsn = cols.find((c) => c.kind === "HSN");
  const under = hsn && hsn !== own && Math.min(hsn.x1, last.x1) - Math.max(hsn.x0, last.x0) > (last.x1 - last.x0) / 2;
  return under ? [unit.slice(0, -1), [last]] : [unit];
}

/**
 * A count, its unit and a price run together in a narrow grid ("5 BOX 493.00", "18 PKT 228.00 7.5%"):
 * where the count stands under one figures' column and the price under another, each is its own
 * column's, and so is every figure after the price, as figures run together are (a per cent sign
 * stays its number's).
 */
function countBesidePrice(unit: Word[], cols: ItemColumn[]): Word[][] {
  const rest = unit.slice(2);
  if (rest.length === 0 || !numeric(unit[0]!) || !unitWord(unit[1]!) || !rest.every(numeric)) return [unit];
  const count = columnOf(unit.slice(0, 2), cols);
  const price = columnOf([rest[0]!], cols);
  const figures = [count, price].every((c) => c && NUMBER_COLUMNS.includes(c.kind));
  if (!figures || count === price) return [unit];
  const out: Word[][] = [unit.slice(0, 2)];
  for (const w of rest) {
    if (w.text === "%" && out.length > 1) out[out.length - 1]!.push(w);
    else out.push([w]);
  }
  return out;
}

/** A unit's column; a unit split off a cell ("| Sambrani") that stands under none stays in the cell's column. */
export function cellsOf(line: Line, cols: ItemColumn[], ocr: boolean): Cells {
  const cells: Cells = new Map();
  for (const units of unitsOf(line, ocr)) {
    let prev: ItemColumn | undefined;
    for (const unit of units.flatMap((u) => trailingHsn(u, cols)).flatMap((u) => countBesidePrice(u, cols))) {
      const overlaps = cols.some((c) => Math.min(c.x1, unit.at(-1)!.x1) - Math.max(c.x0, unit[0]!.x0) > 0);
      const c = (!overlaps && !unit.every(numeric) && prev) || columnOf(unit, cols)!;
      cells.set(c, [...(cells.get(c) ?? []), ...unit]);
      prev = c;
    }
  }
  return cells;
}

export const wordsOf = (cells: Cells, kind: ColumnKind): Word[] =>
  [...cells].filter(([c]) => c.kind === kind).flatMap(([, ws]) => ws);

const text = (ws: Word[]) => ws.map((w) => w.text).join(" ");

/** Below this mean word confidence, an OCR line is marks on the picture rather than text. */
export const NOISE_CONFIDENCE = 0.45;

function isNoise(line: Line): boolean {
  if (!/[\p{L}\p{N}]/u.test(line.text)) return true;
  const read = line.words.filter((w) => w.source === "ocr");
  if (read.length < line.words.length) return false;
  return read.reduce((s, w) => s + w.conf, 0) / read.length < NOISE_CONFIDENCE;
}

/** Labels of the totals block: a row that starts with one sums the items ("Total", "Sub Total"). */
export const TOTALS: readonly Concept[] = [
  "total.net",
  "total.tax",
  "total.grand",
  "total.amount_due",
  "total.in_words",
  "total.round_off",
];
const TAXES: readonly Concept[] = ["tax.igst", "tax.cgst", "tax.sgst", "tax.utgst", "tax.cess", "tax.vat"];

/** Whether words hold a figure, not a rate: a number without a per cent sign. */
const hasFigure = (ws: Word[], mark: DecimalMark | undefined) =>
  text(ws)
    .replace(/\d+(?:[.,]\d+)?\s*%/g, "")
    .split(/\s+/)
    .some((t) => /\d/.test(t) && parseAmount(t, mark) !== null);

/**
 * A row of totals: its first cell (past a serial number) starts with a totals label, and stands
 * outside the descriptions or holds nothing but figures after it ("Total", not "Total Station").
 */
function totalRow(line: Line, cols: ItemColumn[], ocr: boolean): "total" | "end" | undefined {
  const seg = line.segments[0];
  if (!seg) return undefined;
  if (inWordsHeading(line, ocr)) return "end";
  const first = seg.text.replace(/^\s*\d{1,3}[.)]?\s+(?=\p{L})/u, "");
  const label = labelsAt(first, { ocr, concepts: TOTALS })[0];
  if (!label) return undefined;
  const onlyFigures = !/\p{L}{2}/u.test(first.slice(label.end).replace(/₹|rs\.?|inr/gi, ""));
  // A total row sums the items: it prints figures; a totals label alone ("AMOUNT IN WORDS") ends them.
  if (!hasFigure(line.words, undefined)) return onlyFigures && line.segments.length === 1 ? "end" : undefined;
  return onlyFigures || columnOf(seg.words, cols)?.kind !== "description" ? "total" : undefined;
}

/**
 * The amount in words' heading on a line of its own, whatever words its own come after ("INVOICE
 * AMOUNT IN WORDS", "Rupees in words", "TOTAL IN WORDS"): no item's name ends so, and the totals
 * labels it starts with (if any) hold letters after them, so it would otherwise wrap the last name.
 */
function inWordsHeading(line: Line, ocr: boolean): boolean {
  const end = line.text.trimEnd().length - 1;
  return (
    line.segments.length === 1 &&
    !hasFigure(line.words, undefined) &&
    labelsIn(line.text, { ocr, concepts: ["total.in_words"] }).some((m) => m.end >= end)
  );
}

/**
 * What a line of the table is: an item's figures; text that wraps; a tax cell of the row above
 * ("CGST @2.5% : 4.52" under "Taxes"); or the end of the items (a total row, a totals line, another
 * table's header).
 */
type LineKind = "anchor" | "text" | "total" | "end";

/**
 * A line of the totals block ("CGST @ 9% | 720.00", "Output Tax CGST | 270.00", "… | Taxable
 * Amount | 2,28,626.00"): a cell names a tax or starts with a totals label, outside the descriptions;
 * under a tax column, a tax's cell that holds its own figures ("IGST @5.0% :Rs.1.52") or stands in
 * a row with an item's figures ("1 | 9,095.76 | 18% IGST | …") is the row's.
 */
function totalsLine(line: Line, cols: ItemColumn[], view: DocumentView, cells: Cells): boolean {
  // An item's own figures beside its amount (a quantity, a rate, a taxable value): a row, whatever it names.
  const itemFigures = [...cells].some(([c, ws]) => ITEM_FIGURES.includes(c.kind) && hasFigure(ws, view.decimalMark));
  return line.segments.some((seg) => {
    // A tax anywhere in the cell ("Output Tax CGST"); a totals label at its start.
    const tax = labelsIn(seg.text, { ocr: view.ocr, concepts: TAXES })[0];
    if (!tax && labelsAt(seg.text, { ocr: view.ocr, concepts: TOTALS }).length === 0) return false;
    // The column of the label's own words: a cell may run over two columns ("177.14 IGST @5% : 8.86").
    const from = tax ? seg.words.slice(seg.text.slice(0, tax.start).split(/\s+/).length - 1) : seg.words;
    const kind = columnOf(from.length ? from : seg.words, cols)?.kind ?? "other";
    if (kind === "description") return false;
    const ownFigures = tax !== undefined && /\d/.test(seg.text.slice(tax.end));
    return !((ownFigures || itemFigures) && (kind === "tax_amount" || kind === "tax_rate"));
  });
}

const ITEM_FIGURES: readonly ColumnKind[] = ["quantity", "unit_price", "gross", "taxable"];

/** Columns whose numbers are not a totals line's figures: codes, text, and a row's own tax cells. */
const NOT_FIGURES: readonly ColumnKind[] = ["tax_amount", "tax_rate", "description", "HSN", "sno"];

/**
 * A line that names a total anywhere in it ("Montant total HT | 278,00") and prints neither an item's
 * description nor its figures (a quantity, a rate): a line of the totals block, not an item.
 */
function namedTotal(line: Line, cells: Cells, view: DocumentView): boolean {
  const described = [...cells].some(([c, ws]) => c.kind === "description" && ws.some((w) => /\p{L}{2}/u.test(w.text)));
  const figures = [...cells].some(([c, ws]) => ITEM_FIGURES.includes(c.kind) && hasFigure(ws, view.decimalMark));
  return !described && !figures && labelsIn(line.text, { ocr: view.ocr, concepts: TOTALS }).length > 0;
}

/**
 * A receipt's count of what was bought under its items ("Items: 4 Qty: 7"): the items' or quantity
 * column's name keyed to a number, the way no item's name is printed.
 */
const COUNTED: readonly Concept[] = ["item.description", "item.quantity"];
function countsLine(line: Line, ocr: boolean): boolean {
  const keyed = [...line.text.matchAll(/(\p{L}[\p{L}. ]*?)\s*:\s*\d+\b/gu)];
  return (
    keyed.length > 0 &&
    line.text.trimStart().startsWith(keyed[0]![1]!) &&
    keyed.every((k) => labelsAt(k[1]!, { ocr }).some((m) => COUNTED.includes(m.concept) && m.end >= k[1]!.length - 1))
  );
}

/**
 * A tax summary's header under the items ("Class | Taxable | CGST | SGST"), a totals block's first
 * figure perhaps beside it: two or more of its cells name a tax or a taxable value.
 */
const SUMMARY_HEADS: readonly Concept[] = ["tax.igst", "tax.cgst", "tax.sgst", "tax.utgst", "item.taxable_value"];
const summaryHeader = (line: Line, ocr: boolean) =>
  headerLike(line) &&
  line.segments.filter((s) =>
    labelsAt(s.text, { ocr, concepts: SUMMARY_HEADS }).some((m) => m.end >= s.text.length - 1),
  ).length >= 2;

function kindOf(line: Line, header: ItemsHeader, view: DocumentView): LineKind {
  const { cols } = header;
  const total = totalRow(line, cols, view.ocr);
  if (total) return total;
  if (countsLine(line, view.ocr) || summaryHeader(line, view.ocr)) return "end";
  const cells = cellsOf(line, cols, view.ocr);
  const amountCol = amountColumn(cols);
  const amount = amountCol ? (cells.get(amountCol) ?? []) : [];
  if (totalsLine(line, cols, view, cells) || namedTotal(line, cells, view)) return "end";
  const rate = wordsOf(cells, "unit_price");
  if (
    parseAmount(text(amount), view.decimalMark) !== null ||
    (rate.length && parseAmount(text(rate), view.decimalMark))
  )
    return "anchor";
  if (headerLike(line) && !headerLine([line], view.ocr)) return "end";
  // Figures outside the tax columns without an item's amount: a line of the totals block.
  const figures = [...cells].filter(([c, ws]) => !NOT_FIGURES.includes(c.kind) && hasFigure(ws, view.decimalMark));
  const taxLabel = labelsIn(line.text, { ocr: view.ocr, concepts: [...TAXES, ...TOTALS] }).length > 0;
  if (figures.length && taxLabel) return "end";
  return "text";
}

interface Entry {
  line: Line;
  kind: LineKind;
}

/** The table's lines from its header on, each with its kind, up to the end of the items. */
function tableLines(view: DocumentView, first: ItemsHeader): { entries: Entry[]; total?: Line } {
  let header = first;
  const h = Math.max(4, header.line.y1 - header.line.y0);
  const entries: Entry[] = [];
  let prevBottom = header.line.y1;
  let page = header.line.page;
  // On a following page, the page's own head (title, number, "Page 2") down to the repeated header.
  let skipTo = -1;
  for (let line of view.lines) {
    if (line.index <= header.line.index || line.index < skipTo) continue;
    if (line.page !== page) {
      [page, prevBottom] = [line.page, line.y0];
      const repeated = view.lines.find((l) => l.page === page && headerLine([l], view.ocr));
      // The page's own head may stand well above the repeated header: the rows are measured from it.
      if (repeated) [skipTo, prevBottom] = [repeated.index, repeated.y0];
      header = headerOnPage(view.lines, view.ocr, first, page);
      if (line.index < skipTo) continue;
    }
    if (line.y0 - prevBottom > h * 6) break;
    // A repeated header on a following page, and rules, stains and shadows OCR turned into characters.
    if (headerLine([line], view.ocr) || isNoise(line)) continue;
    const prev = entries[entries.length - 1];
    const wrapped = prev?.kind === "anchor" ? joinWrappedFigures(prev.line, line) : null;
    if (wrapped) {
      prev!.line = wrapped.row;
      prevBottom = line.y1;
      if (!wrapped.below) continue;
      line = wrapped.below;
    }
    const kind = kindOf(line, header, view);
    if (kind === "total") return { entries, total: line };
    if (kind === "end") break;
    entries.push({ line, kind });
    prevBottom = line.y1;
  }
  return { entries };
}

/**
 * Whether a line starts left of the name on the item's own line (a heading under the table: "Tax
 * Summary" from under the serial numbers): a wrapped name goes on under its first line, or set in.
 */
function leftOfName(line: Line, anchor: Line, cols: ItemColumn[], ocr: boolean, tol: number): boolean {
  const name = [...cellsOf(anchor, cols, ocr)].find(([c]) => c.kind === "description")?.[1] ?? [];
  const first = line.words[0];
  return name.length > 0 && first !== undefined && first.x0 < Math.min(...name.map((w) => w.x0)) - tol;
}

/** Whether an anchor line prints the item's description itself (its wrapped lines then follow it). */
const describedOn = (line: Line, cols: ItemColumn[], ocr: boolean) =>
  [...cellsOf(line, cols, ocr)].some(([c, ws]) => c.kind === "description" && ws.some((w) => /\p{L}{2}/u.test(w.text)));

/**
 * The items' rows: each text line joins the item it is nearer to, the one above (from its last
 * line) or the one below, unless the one below prints its description beside its own figures; text
 * before the first item is its own. Text far below the last item is no longer the table's.
 */
export function itemRows(view: DocumentView, header: ItemsHeader): ItemRows {
  const { entries, total } = tableLines(view, header);
  const h = Math.max(4, header.line.y1 - header.line.y0);
  const rows: ItemRow[] = [];
  let pending: Line[] = [];
  const anchors = entries.filter((e) => e.kind === "anchor").map((e) => e.line);
  // A receipt prints each item's name on a line of its own above its figures: names and figures'
  // lines alternate, a name first, and no figures' line names its item. Each name is the next figures'.
  const namesAbove =
    anchors.length > 1 &&
    entries.slice(0, anchors.length * 2).every((e, i) => e.kind === (i % 2 === 0 ? "text" : "anchor")) &&
    !anchors.some((a) => describedOn(a, header.cols, view.ocr));
  let next = 0;
  for (const e of entries) {
    if (e.kind === "anchor") {
      rows.push({ anchor: e.line, lines: [...pending, e.line] });
      pending = [];
      next++;
      continue;
    }
    const current = rows[rows.length - 1];
    const below = anchors[next];
    if (!current) {
      pending.push(e.line);
      continue;
    }
    const last = pending[pending.length - 1] ?? current.lines[current.lines.length - 1]!;
    const up = last.page === e.line.page ? e.line.y0 - last.y0 : Infinity;
    const down = below && below.page === e.line.page ? below.y0 - e.line.y0 : Infinity;
    if (pending.length || (namesAbove && below) || (down < up && !describedOn(below!, header.cols, view.ocr)))
      pending.push(e.line);
    // After the last item, only text that runs on at a wrapped line's spacing, and not from left of
    // the item's name, is still the item's.
    else if (down < Infinity || (up <= h * 2 && !leftOfName(e.line, current.anchor, header.cols, view.ocr, h)))
      current.lines.push(e.line);
    else break;
  }
  const lastLine = rows[rows.length - 1]?.lines.at(-1);
  return { rows, ...(total ? { total } : {}), endIndex: lastLine ? lastLine.index : header.line.index };
}
