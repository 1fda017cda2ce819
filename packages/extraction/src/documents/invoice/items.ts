import type { Line } from "../../text/lines.ts";
import { findTables } from "../../structure/tables.ts";
import { amountValue, money, parseAmount, type DecimalMark } from "../../text/values/amounts.ts";
import { reconcileItem } from "../../text/repair.ts";
import type { Word } from "../../types.ts";
import { labelsAt, labelsIn } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";

/** The line items: the table under a header that names items' columns, read by column alignment. */

type Col = "sno" | "description" | "HSN" | "quantity" | "unit_price" | "amount" | "other";
interface Column {
  kind: Col;
  x0: number;
  x1: number;
}

/** What each header concept is as a column of ours; the most telling first when a cell names two. */
const COLUMN_OF: [Concept, Col][] = [
  ["item.description", "description"],
  ["item.taxable_value", "amount"],
  ["item.amount", "amount"],
  ["item.hsn", "HSN"],
  // "No." heads serial numbers as often as quantities ("Nos"): a serial number when a cell says no more.
  ["item.serial", "sno"],
  ["item.quantity", "quantity"],
  ["item.unit_price", "unit_price"],
  ["item.mrp", "unit_price"],
];
/** Columns of taxes, rates and discounts: none of ours, whatever else their cell names. */
const NOT_OURS: readonly Concept[] = [
  "tax.igst",
  "tax.cgst",
  "tax.sgst",
  "tax.utgst",
  "tax.cess",
  "tax.vat",
  "item.tax_rate",
  "item.tax_amount",
  "item.discount",
  "item.unit",
];

function classifyHeader(text: string, ocr: boolean): Col {
  const found = labelsIn(text, { ocr });
  const first = found.sort((a, b) => a.start - b.start || b.tokens - a.tokens)[0];
  if (first && NOT_OURS.includes(first.concept)) return "other";
  const concepts = new Set(found.map((m) => m.concept));
  return COLUMN_OF.find(([c]) => concepts.has(c))?.[1] ?? "other";
}

const KEY_COLUMNS: readonly Col[] = ["description", "HSN", "quantity", "unit_price", "amount"];

const itemColumns = (cols: Column[]) => new Set(cols.map((c) => c.kind).filter((k) => KEY_COLUMNS.includes(k))).size;

/**
 * The items' header: a table (structure/tables) whose columns name three or more columns of items,
 * its header perhaps stacked over several lines; else the first line whose cells do.
 */
export function findItemsHeader(lines: Line[], ocr: boolean): { line: Line; cols: Column[] } | undefined {
  for (const t of findTables(lines)) {
    const cols = t.columns.map((c) => ({ kind: classifyHeader(c.header, ocr), x0: c.x0, x1: c.x1 }));
    if (itemColumns(cols) >= 3) return { line: t.headerLines[t.headerLines.length - 1]!, cols };
  }
  return headerLine(lines, ocr);
}

/** The first line whose cells name three or more columns of items. */
function headerLine(lines: Line[], ocr: boolean): { line: Line; cols: Column[] } | undefined {
  for (const line of lines) {
    const cols = line.segments.map((seg) => ({ kind: classifyHeader(seg.text, ocr), x0: seg.x0, x1: seg.x1 }));
    if (new Set(cols.map((c) => c.kind).filter((k) => KEY_COLUMNS.includes(k))).size >= 3) return { line, cols };
  }
  return undefined;
}

function assignColumn(w: Word, cols: Column[]): Column {
  const cx = (w.x0 + w.x1) / 2;
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i]!;
    const next = cols[i + 1];
    const right = next ? (c.x1 + next.x0) / 2 : Infinity;
    if (cx < right) return c;
  }
  return cols[cols.length - 1]!;
}

const ITEM_FIELDS = ["description", "HSN", "quantity", "unit_price", "amount"] as const;
type ItemField = (typeof ITEM_FIELDS)[number];

export interface Item {
  description: string;
  HSN?: string;
  quantity?: string;
  unit_price?: string;
  amount?: string;
  page: number;
  /** The words each value was read from: its provenance (a wrapped description spans several lines). */
  from: Partial<Record<ItemField, Word[]>>;
}

const HSN_CODE = /^\d{4,8}$/;

/** Below this mean word confidence, an OCR line is marks on the picture rather than text. */
const NOISE_CONFIDENCE = 0.45;

function isNoise(line: Line): boolean {
  if (!/[\p{L}\p{N}]/u.test(line.text)) return true;
  const read = line.words.filter((w) => w.source === "ocr");
  if (read.length < line.words.length) return false;
  return read.reduce((s, w) => s + w.conf, 0) / read.length < NOISE_CONFIDENCE;
}

/** Labels of the totals block: where the items end. Shipping and discounts are items of their own. */
const TOTALS: readonly Concept[] = [
  "total.net",
  "total.tax",
  "total.grand",
  "total.amount_due",
  "total.in_words",
  "total.round_off",
  "tax.igst",
  "tax.cgst",
  "tax.sgst",
  "tax.utgst",
  "tax.cess",
  "tax.vat",
];
const endsItems = (line: Line, ocr: boolean) =>
  line.segments.some((s) => labelsAt(s.text, { ocr }).some((m) => TOTALS.includes(m.concept))) &&
  !/^\s*\d{1,3}\s+\S/.test(line.segments[0]?.text ?? "");

const text = (ws: Word[] | undefined) => (ws ?? []).map((w) => w.text).join(" ");
const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");

/** An item from a row's cells: its description (less a serial number), HSN, quantity, rate and amount. */
function itemOf(line: Line, cells: Partial<Record<Col, Word[]>>, mark: DecimalMark | undefined): Item {
  const descWords = [...(cells.description ?? [])];
  // HSN/SAC codes are 4–8 digits; letters that spilled into that column belong to the description.
  let hsnWords = cells.HSN ?? [];
  if (hsnWords.length && !HSN_CODE.test(text(hsnWords).replace(/\s/g, ""))) {
    descWords.push(...hsnWords.filter((w) => !HSN_CODE.test(w.text)));
    hsnWords = hsnWords.filter((w) => HSN_CODE.test(w.text)).slice(0, 1);
  }
  // A serial number read into the description column is not part of the description.
  if (descWords.length > 1 && /^\d{1,3}[.)]?$/.test(descWords[0]!.text)) descWords.shift();
  const item: Item = {
    description: text(descWords)
      .replace(/^\d{1,3}[.)]?\s+/, "")
      .trim(),
    page: line.page,
    from: { description: descWords },
  };
  if (hsnWords.length) {
    item.HSN = text(hsnWords);
    item.from.HSN = hsnWords;
  }
  readNumbers(item, cells, mark);
  return item;
}

/** An item's quantity, rate and amount; OCR's misread digit put right by quantity × rate = amount. */
function readNumbers(item: Item, cells: Partial<Record<Col, Word[]>>, mark: DecimalMark | undefined): void {
  // "12 Nos": the count is the first word; a unit after it is not part of the value.
  const qtyWord = (cells.quantity ?? []).find((w) => /\d/.test(w.text));
  const q = qtyWord ? parseAmount(qtyWord.text.replace(/[a-z]+\.?$/i, ""), mark) : null;
  const rate = parseAmount(text(cells.unit_price), mark);
  const amount = parseAmount(text(cells.amount), mark);
  if (q !== null) item.quantity = q;
  if (rate !== null) item.unit_price = rate;
  if (amount !== null) item.amount = amount;
  // Where each number was read, even one that does not parse: arithmetic may still repair it.
  if (qtyWord) item.from.quantity = [qtyWord];
  if (cells.unit_price) item.from.unit_price = cells.unit_price;
  if (cells.amount) item.from.amount = cells.amount;
  // Only OCR misreads a digit: a text layer's numbers are as printed, and a printed item whose
  // arithmetic is wrong must reach the reviewer as a warning, not be put right silently.
  const fix = readByOcr([...(qtyWord ? [qtyWord] : []), ...(cells.unit_price ?? []), ...(cells.amount ?? [])])
    ? reconcileItem({
        quantity: qtyWord?.text.replace(/[a-z]+\.?$/i, ""),
        unit_price: text(cells.unit_price),
        amount: text(cells.amount),
      })
    : null;
  if (fix) item[fix.field] = fix.value;
}

/** Each item's arithmetic checked, and its values' provenance recorded. */
function recordItems(items: Item[], sink: FieldSink): void {
  items.forEach((it, i) => {
    const q = amountValue(it.quantity);
    const r = amountValue(it.unit_price);
    const a = amountValue(it.amount);
    if (q !== null && r !== null && a !== null && Math.abs(q * r - a) > Math.max(1, a * 0.005))
      sink.warn(`line item ${i + 1}: quantity × rate (${money(q * r)}) differs from its amount ${it.amount}`);
    for (const f of ITEM_FIELDS) {
      const value = it[f];
      if (value) sink.record(`line_items[${i}].${f}`, { value, words: it.from[f] ?? [], page: it.page });
    }
  });
}

export function readItems(view: DocumentView, sink: FieldSink): { items: Item[]; endIndex: number } {
  const { lines, ocr } = view;
  const header = findItemsHeader(lines, ocr);
  if (!header) return { items: [], endIndex: -1 };
  const items: Item[] = [];
  let end = header.line.index;
  const h = Math.max(4, header.line.y1 - header.line.y0);
  let prevBottom = header.line.y1;
  let page = header.line.page;
  for (const line of lines) {
    if (line.index <= header.line.index) continue;
    if (line.page !== page) {
      page = line.page;
      prevBottom = line.y0;
    }
    if (line.y0 - prevBottom > h * 6 || endsItems(line, ocr)) break;
    // A repeated header on a following page, and rules, stains and shadows OCR turned into characters.
    if (headerLine([line], ocr) || isNoise(line)) continue;
    const cells: Partial<Record<Col, Word[]>> = {};
    for (const w of line.words) (cells[assignColumn(w, header.cols).kind] ??= []).push(w);
    const hasNumbers =
      parseAmount(text(cells.amount), view.decimalMark) !== null ||
      !!parseAmount(text(cells.unit_price), view.decimalMark);
    if (!hasNumbers) {
      // No amount: the description of the item above continues here.
      const last = items[items.length - 1];
      const desc = (cells.description ?? []).concat((cells.HSN ?? []).filter((w) => !HSN_CODE.test(w.text)));
      if (last && desc.length && line.y0 - prevBottom < h * 2) {
        last.description += " " + text(desc);
        // Only words on the item's page can share its box.
        if (line.page === last.page) (last.from.description ??= []).push(...desc);
        prevBottom = line.y1;
        end = line.index;
        continue;
      }
      if (items.length > 0) break;
      continue;
    }
    items.push(itemOf(line, cells, view.decimalMark));
    prevBottom = line.y1;
    end = line.index;
  }
  recordItems(items, sink);
  return { items, endIndex: end };
}
