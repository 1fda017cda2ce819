import type { Line } from "../../text/lines.ts";
import { amountValue, money, parseAmount, type DecimalMark } from "../../text/values/amounts.ts";
import { reconcileItem } from "../../text/repair.ts";
import { spaceCaseSeams } from "../../text/values/words.ts";
import type { Word } from "../../types.ts";
import { doubt, MENDED_CONFIDENCE } from "../common/confidence.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import { itemsByCount } from "./counted-lines.ts";
import { itemsByArithmetic } from "./arithmetic-items.ts";
import {
  amountColumn,
  findItemsHeader,
  headerOnPage,
  type ColumnKind,
  type ItemColumn,
  type ItemsHeader,
  type TaxName,
} from "./columns.ts";
import { cellsOf, itemRows, wordsOf, type Cells, type ItemRow } from "./item-rows.ts";
import { describe, type Attribute } from "./item-text.ts";
import { mergeTaxes, taxAttribute, taxCell, taxNamedIn, type RowTax } from "./tax-cells.ts";

/** The line items: the table under a header that names items' columns, read by column alignment. */

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
  /** The taxes the row prints, by tax. */
  taxes: RowTax[];
  /** The part of the amount no GST is charged on (an exempt column's figure): not taxable value. */
  exempt?: number;
  /**
   * Read from its line's own arithmetic where no header bounds the table: the items found so may be
   * some of them only, and their sum is the taxable value only where a printed figure confirms it.
   */
  unbounded?: boolean;
  /** A count OCR did not read, given by the amount divided by the rate: said in a warning. */
  countByDivision?: boolean;
  /** The one figure OCR read for the count and the rate run together, split where they make the amount. */
  runTogether?: string;
}

/** An item's taxable value: its amount less its exempt part; null without an amount. */
export const taxableOf = (it: Item): number | null => {
  const a = amountValue(it.amount);
  return a === null ? null : a - (it.exempt ?? 0);
};

export interface ItemTable {
  items: Item[];
  /** The last line of the items: the totals block follows. */
  endIndex: number;
  header?: ItemsHeader;
  /** The table's own total row, where it prints one. */
  total?: Line;
}

const HSN_CODE = /^\d{4,8}$/;
const SERIAL = /^\d{1,3}[.)]?$/;
/** A serial number run into the name by OCR ("1.Dry Fruits Pack"): the name's first word without it. */
const unglued = (w: Word): Word => {
  const m = /^\d{1,3}[.)](?=\p{L}{2})/u.exec(w.text);
  return m && w.source === "ocr" ? { ...w, text: w.text.slice(m[0].length) } : w;
};
/** "2 x Veg Biryani": a count before the name, where no quantity column gives it. */
const TIMES = /^(\d{1,4}(?:\.\d+)?)\s*[x×]\s+(?=\S)/i;

const text = (ws: Word[] | undefined) => (ws ?? []).map((w) => w.text).join(" ");
const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");

/** Each line's words under the columns of one kind, top to bottom. */
const linesUnder = (cells: Cells[], col: ItemColumn) => cells.map((c) => c.get(col) ?? []);

/**
 * The item's description: of its description columns, the last that holds text once details are
 * set apart (a first column may print a category or a code, the next the item's own name); with the
 * details and attributes of every description column.
 */
function description(cells: Cells[], cols: ItemColumn[], ocr: boolean): { words: Word[]; attributes: Attribute[] } {
  let words: Word[] = [];
  const attributes: Attribute[] = [];
  for (const col of cols.filter((c) => c.kind === "description")) {
    const d = describe(linesUnder(cells, col), ocr);
    attributes.push(...d.attributes);
    // A serial number read into the description is not part of it; a count before an "x" is ("2 x Tea").
    const serial = d.words.length > 1 && SERIAL.test(d.words[0]!.text) && !/^[x×]$/i.test(d.words[1]!.text);
    const own = (serial ? d.words.slice(1) : d.words).map((w, i) => (i === 0 ? unglued(w) : w));
    if (own.some((w) => /\p{L}/u.test(w.text))) words = own;
  }
  // HSN/SAC codes are 4–8 digits; letters that spilled into that column belong to the description.
  const spilled = cells
    .flatMap((c) => wordsOf(c, "HSN"))
    .filter((w) => !HSN_CODE.test(w.text) && /\p{L}{2}/u.test(w.text) && parseAmount(countOf(w.text)) === null);
  return { words: [...words, ...spilled], attributes };
}

/** The HSN: its column's code, else one printed after its label among the item's details. */
function hsnOf(cells: Cells[], attributes: Attribute[]): Word[] {
  const column = cells.flatMap((c) => wordsOf(c, "HSN")).filter((w) => HSN_CODE.test(w.text));
  if (column.length) return column.slice(0, 1);
  for (const a of attributes)
    if (a.concept === "item.hsn") {
      // The code as a word of its own, or run into its label ("HSN:85171300").
      const code = a.words.find(
        (w) => HSN_CODE.test(w.text.replace(/[^\d]/g, "")) && /^\W*\d/.test(w.text.replace(/^(?:hsn|sac)\W*/i, "")),
      );
      if (code) return [code];
    }
  return [];
}

/** The taxes of a row: its tax columns' cells on each of its lines, and tax rates among its details. */
function taxesOf(
  row: ItemRow,
  cells: Cells[],
  cols: ItemColumn[],
  view: DocumentView,
  attributes: Attribute[],
): RowTax[] {
  const found: RowTax[] = [];
  const named = new Set<TaxName>();
  cells.forEach((c, i) => {
    for (const col of cols.filter((k) => k.kind === "tax_rate" || k.kind === "tax_amount")) {
      const words = c.get(col) ?? [];
      const t = taxCell(words, col, row.lines[i]!.page, view.decimalMark, view.ocr);
      if (t) found.push(t);
      const tax = taxNamedIn(words, row.lines[i]!.page, view.ocr);
      if (tax) named.add(tax);
    }
  });
  for (const a of attributes) {
    const t = a.concept?.startsWith("tax.") ? taxAttribute(a.text, a.words, row.anchor.page, view.ocr) : undefined;
    if (t) found.push(t);
  }
  return mergeTaxes(found, named.size === 1 ? [...named][0] : undefined);
}

/**
 * A name printed on a line of its own runs over the empty figure columns of a narrow receipt ("3 1101
 * Aashirvaad Atta 5kg" over Qty and MRP): a line of the row other than its figures', of one run of
 * text without an amount, that starts in a description column is that column's whole.
 */
function ownLineName(line: Line, row: ItemRow, cells: Cells, cols: ItemColumn[]): Cells {
  if (line === row.anchor || line.segments.length !== 1) return cells;
  const first = [...cells].find(([, ws]) => ws.includes(line.words[0]!))?.[0];
  if (first?.kind !== "description" || line.words.some((w) => /\d[.,]\d{2}$/.test(w.text))) return cells;
  return new Map(cols.includes(first) ? [[first, line.words]] : []);
}

/**
 * A receipt whose header names no description column (its "Item Description" heading on a row of its
 * own, over the figures' headings) prints each name on a line of its own above the figures: the row's
 * other lines of one run of text without an amount are its name, whatever columns their words cross.
 */
function namesOwnLine(row: ItemRow, cols: ItemColumn[]): Word[] | undefined {
  if (cols.some((c) => c.kind === "description")) return undefined;
  const own = row.lines.filter(
    (l) => l !== row.anchor && l.segments.length === 1 && !l.words.some((w) => /\d[.,]\d{2}$/.test(w.text)),
  );
  const words = own.flatMap((l) => l.words);
  return words.some((w) => /\p{L}{2}/u.test(w.text)) ? words : undefined;
}

/**
 * An HSN printed at the head of the name where no column gives one ("0902 Red Label Tea 500g", as
 * receipts print it): a code of 4, 6 or 8 digits before a word, not a measure ("1200 mm").
 */
const LEADING_HSN = /^(\d{4}|\d{6}|\d{8})$/;
const MEASURE = /^(mm|cm|m|ml|l|ltr|g|gm|kg|w|v|pcs|nos|sheets?)\b/i;
function leadingHsn(desc: Word[], cols: ItemColumn[]): Word | undefined {
  if (cols.some((c) => c.kind === "HSN") || desc.length < 2) return undefined;
  const [code, next] = desc as [Word, Word];
  return LEADING_HSN.test(code.text) && /\p{L}{2}/u.test(next.text) && !MEASURE.test(next.text) ? code : undefined;
}

/** An item from its row: description, HSN, quantity, rate, value before tax, and its taxes. */
function itemOf(row: ItemRow, header: ItemsHeader, view: DocumentView): Item {
  const { cols } = header;
  const cells = row.lines.map((l) => ownLineName(l, row, cellsOf(l, cols, view.ocr), cols));
  const named = namesOwnLine(row, cols);
  const desc = named ? { words: named, attributes: [] } : description(cells, cols, view.ocr);
  const headCode = leadingHsn(desc.words, cols);
  if (headCode) desc.words = desc.words.slice(1);
  // PP-OCR runs a name's words together ("LaptopBag15.6"): parted where the case shows the seam.
  let descText = view.ocr ? spaceCaseSeams(text(desc.words).trim()) : text(desc.words).trim();
  const item: Item = { description: descText, page: row.anchor.page, from: { description: desc.words }, taxes: [] };
  const hsn = headCode ? [headCode] : hsnOf(cells, desc.attributes);
  if (hsn.length) {
    item.HSN = hsn[0]!.text.replace(/[^\d]/g, "");
    item.from.HSN = hsn;
  }
  const anchor = cells[row.lines.indexOf(row.anchor)]!;
  readNumbers(item, anchor, cols, view.decimalMark);
  if (view.ocr) countByDivision(item, anchor, cols, view.decimalMark);
  const times = item.quantity === undefined ? TIMES.exec(descText) : null;
  if (times) {
    item.quantity = parseAmount(times[1]!)!;
    item.from.quantity = desc.words.slice(0, 1);
    descText = descText.slice(times[0].length);
    item.description = descText;
  }
  item.taxes = taxesOf(row, cells, cols, view, desc.attributes);
  return item;
}

/** A count less its unit run into it ("12Nos", "1.00|Pcs.", a rule between them read as a bar). */
const countOf = (text: string) => text.replace(/[|/]?[a-z]+\.?$/i, "");

/** A cell's words less a unit of measure after its number ("coil", "Pcs."): the number as printed. */
const numbersIn = (ws: Word[]) =>
  ws.some((w) => /\d/.test(w.text)) ? ws.filter((w) => !/^\p{L}{1,5}\.?$/u.test(w.text)) : ws;

/** An item's quantity, rate and amount; OCR's misread digit put right by quantity × rate = amount. */
function readNumbers(item: Item, cells: Cells, cols: ItemColumn[], mark: DecimalMark | undefined): void {
  // "12 Nos": the count is the first word; a unit after it is not part of the value.
  // Without a quantity column, a count with decimals under the HSN's header is a quantity: an HSN code
  // has none, and OCR runs a stacked "HSN/SAC" into the "Quantity" beside it.
  const qtyWord =
    wordsOf(cells, "quantity").find((w) => /\d/.test(w.text)) ??
    (cols.some((c) => c.kind === "quantity")
      ? undefined
      : wordsOf(cells, "HSN").find((w) => /^\d{1,6}[.,]\d{1,3}$/.test(countOf(w.text))));
  const q = qtyWord ? parseAmount(countOf(qtyWord.text), mark) : null;
  // "2,190.00 coil": a rate per unit; the unit is not part of the value.
  // The rate charged; the printed maximum retail price where no rate is printed.
  const rateWords = numbersIn(
    cols.some((c) => c.kind === "unit_price") ? wordsOf(cells, "unit_price") : wordsOf(cells, "mrp"),
  );
  const amountCol = amountColumn(cols);
  const amountWords = numbersIn(amountCol ? (cells.get(amountCol) ?? []) : []);
  const rate = parseAmount(text(rateWords), mark);
  const amount = parseAmount(text(amountWords), mark);
  if (q !== null) item.quantity = q;
  if (rate !== null) item.unit_price = rate;
  if (amount !== null) withExempt(item, amount, amountCol, cells, mark);
  // Where each number was read, even one that does not parse: arithmetic may still repair it.
  if (qtyWord) item.from.quantity = [qtyWord];
  if (rateWords.length) item.from.unit_price = rateWords;
  if (amountWords.length) item.from.amount = amountWords;
  // Only OCR misreads a digit: a text layer's numbers are as printed, and a printed item whose
  // arithmetic is wrong must reach the reviewer as a warning, not be put right silently.
  const fix = readByOcr([...(qtyWord ? [qtyWord] : []), ...rateWords, ...amountWords])
    ? reconcileItem({
        quantity: qtyWord && countOf(qtyWord.text),
        unit_price: text(rateWords),
        amount: text(amountWords),
      })
    : null;
  if (fix) item[fix.field] = fix.value;
}

/**
 * A count OCR did not read under a quantity column (a light or shaded cell): where the amount, or the
 * gross before a discount, divided by the rate is a whole number, that is the count printed.
 */
function countByDivision(item: Item, cells: Cells, cols: ItemColumn[], mark: DecimalMark | undefined): void {
  const rate = amountValue(item.unit_price);
  if (item.quantity !== undefined || !rate || !cols.some((c) => c.kind === "quantity")) return;
  const read = (kind: ColumnKind) => amountValue(parseAmount(text(numbersIn(wordsOf(cells, kind))), mark));
  for (const value of [amountValue(item.amount), read("gross"), read("amount")]) {
    const count = value === null ? 0 : Math.round(value / rate);
    if (count >= 1 && Math.abs(count * rate - value!) <= 0.011) {
      item.quantity = String(count);
      item.countByDivision = true;
      return;
    }
  }
}

/**
 * An item's value before tax with the part of it no GST is charged on ("NonTaxable/Exempted Value"
 * beside "Taxable Value": an airline's airport charges): both are what the item costs before tax.
 */
function withExempt(
  item: Item,
  amount: string,
  col: ItemColumn | undefined,
  cells: Cells,
  mark: DecimalMark | undefined,
): void {
  item.amount = amount;
  const exempt = amountValue(parseAmount(text(numbersIn(wordsOf(cells, "exempt"))), mark) ?? undefined);
  const taxable = amountValue(amount);
  if (col?.kind !== "taxable" || !exempt || taxable === null) return;
  item.amount = money(taxable + exempt);
  item.exempt = exempt;
}

/** Each item's arithmetic checked, and its values' provenance recorded. */
function recordItems(items: Item[], sink: FieldSink): void {
  items.forEach((it, i) => {
    const q = amountValue(it.quantity);
    const r = amountValue(it.unit_price);
    const a = amountValue(it.amount);
    const broken = q !== null && r !== null && a !== null && Math.abs(q * r - a) > Math.max(1, a * 0.005);
    if (broken)
      sink.warn(`line item ${i + 1}: quantity × rate (${money(q! * r!)}) differs from its amount ${it.amount}`);
    if (it.countByDivision)
      sink.warn(`line item ${i + 1}: quantity not read; ${it.quantity} is its amount divided by its rate`);
    if (it.runTogether)
      sink.warn(
        `line item ${i + 1}: quantity and rate read as one figure "${it.runTogether}": taken as ${it.quantity} × ${it.unit_price}, which makes its amount`,
      );
    for (const f of ITEM_FIELDS) {
      const value = it[f];
      const words = it.from[f] ?? [];
      // A split of what OCR read as one figure is a mend: it claims at most half its words' confidence.
      const mended = it.runTogether && (f === "quantity" || f === "unit_price");
      const confidence = mended ? Math.min(1, ...words.map((w) => w.conf)) * MENDED_CONFIDENCE : undefined;
      if (value) sink.record(`line_items[${i}].${f}`, { value, words, page: it.page }, confidence);
    }
    // One of the three is misread, which one unknown: each is in doubt.
    if (broken)
      doubt(
        sink,
        ["quantity", "unit_price", "amount"].map((f) => `line_items[${i}].${f}`),
      );
  });
}

type Role = "quantity" | "amount";

/**
 * An unnamed column found by arithmetic: the "other" column (or, for the count, a "unit" one) whose
 * figure on every row that prints them makes count × rate − discount = amount, standing in for the
 * quantity or the amount its header did not name. Unnamed columns are tried from the right for an amount (it is printed last).
 */
function columnByArithmetic(view: DocumentView, header: ItemsHeader, rows: ItemRow[], role: Role): ItemsHeader {
  const { cols } = header;
  const rate = cols.find((c) => c.kind === "unit_price");
  const discount = cols.find((c) => c.kind === "discount");
  const known = role === "quantity" ? amountColumn(cols) : cols.find((c) => c.kind === "quantity");
  const named = role === "quantity" ? cols.some((c) => c.kind === "quantity") : amountColumn(cols) !== undefined;
  if (named || !rate || !known) return header;
  const cells = rows.map((r) => cellsOf(r.anchor, cols, view.ocr));
  const num = (c: Cells, col: ItemColumn) =>
    amountValue(parseAmount(text(numbersIn(c.get(col) ?? [])), view.decimalMark));
  const less = (c: Cells) => (discount ? (num(c, discount) ?? 0) : 0);
  // "Units" names the unit of measure in one print and the count of units in another.
  const others = cols.filter((c) => c.kind === "other" || (role === "quantity" && c.kind === "unit"));
  for (const col of role === "amount" ? others.reverse() : others) {
    const checked = cells
      .map((c) => {
        const [q, a] = role === "quantity" ? [num(c, col), num(c, known)] : [num(c, known), num(c, col)];
        return [q, num(c, rate), a, less(c)] as const;
      })
      .filter((v): v is readonly [number, number, number, number] => v.every((x) => x !== null));
    const fits = ([q, r, a, d]: readonly [number, number, number, number]) =>
      q > 0 && a > 0 && Math.abs(q * r - d - a) <= Math.max(0.01, a * 0.005);
    // OCR misreads a digit here and there: one row of three or more that does not fit is its misreading.
    const misfits = checked.filter((v) => !fits(v)).length;
    if (checked.length > 0 && (misfits === 0 || (misfits === 1 && checked.length >= 3 && view.ocr)))
      return { ...header, cols: cols.map((c) => (c === col ? { ...c, kind: role } : c)) };
  }
  return header;
}

/**
 * The description column where no header names one ("सामान का नाम", "Detalle"): the leftmost unnamed
 * column that holds a name, words of letters, on every row; a table's items are named before their
 * figures.
 */
function descriptionByContent(view: DocumentView, header: ItemsHeader, rows: ItemRow[]): ItemsHeader {
  const { cols } = header;
  if (rows.length === 0 || cols.some((c) => c.kind === "description")) return header;
  const cells = rows.map((r) => cellsOf(r.anchor, cols, view.ocr));
  const named = (ws: Word[] | undefined) => (ws ?? []).some((w) => /\p{L}{3}/u.test(w.text));
  const col = cols.find((c) => c.kind === "other" && cells.every((cell) => named(cell.get(c))));
  if (col) return { ...header, cols: cols.map((c) => (c === col ? { ...c, kind: "description" as const } : c)) };
  const lost = view.ocr ? namesLeftOfHeader(rows, cols) : undefined;
  return lost ? { ...header, cols: [lost, ...cols] } : header;
}

/**
 * A scan's description column whose heading OCR lost with the header's left part ("Sl No. |
 * Particulars" unread before "HSN/SAC | Quantity | …"): every row prints a name left of the first
 * column read, which would otherwise run into that column's cell. Spans those names.
 */
function namesLeftOfHeader(rows: ItemRow[], cols: ItemColumn[]): ItemColumn | undefined {
  const first = Math.min(...cols.map((c) => c.x0));
  const names = rows.map((r) => r.anchor.words.filter((w) => w.x1 < first && /\p{L}{2}/u.test(w.text)));
  if (names.some((ws) => ws.length === 0)) return undefined;
  const words = names.flat();
  return { kind: "description", x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)) };
}

/**
 * Items less a last row that only sums the ones above it: a total under a label the vocabulary does
 * not know ("Valor bruto") prints no count or rate, and its amount is their sum.
 */
function withoutSumRow(items: Item[]): Item[] {
  const last = items.at(-1);
  if (!last || items.length < 2 || last.quantity || last.unit_price) return items;
  const amount = amountValue(last.amount);
  const sum = items.slice(0, -1).reduce((s, it) => s + (amountValue(it.amount) ?? NaN), 0);
  return amount !== null && Math.abs(amount - sum) < 0.005 ? items.slice(0, -1) : items;
}

/** How many counts, rates and amounts items hold. */
const figuresRead = (items: Item[]) =>
  items.reduce((n, it) => n + [it.quantity, it.unit_price, it.amount].filter((v) => v !== undefined).length, 0);

/** Whether two readings of the items give the same rows: each row's amount alike, in order. */
const sameRows = (a: Item[], b: Item[]) =>
  a.every((it, i) => amountValue(it.amount) !== null && amountValue(it.amount) === amountValue(b[i]?.amount));

/**
 * Items found by their arithmetic where no header, or no row under it, gives any; else lines that
 * print a count, a times sign and the name ("2 x Paneer Tikka … 340.00").
 */
function headerless(view: DocumentView, sink: FieldSink): ItemTable {
  const reconciled = itemsByArithmetic(view);
  const { items, endIndex } = reconciled.items.length ? reconciled : itemsByCount(view);
  recordItems(items, sink);
  return { items, endIndex };
}

export function readItems(view: DocumentView, sink: FieldSink): ItemTable {
  const photo = view.layout.format !== "PDF";
  const found = findItemsHeader(view.lines, view.ocr, undefined, photo);
  if (!found) return headerless(view, sink);
  const { rows, total, endIndex } = itemRows(view, found);
  // "Hours", "Nights", "संख्या" for the count; a heading the vocabulary lacks for the amount.
  const counted = columnByArithmetic(view, descriptionByContent(view, found, rows), rows, "quantity");
  const header = columnByArithmetic(view, counted, rows, "amount");
  const read = rows
    .map((r) => itemOf(r, headerOnPage(view.lines, view.ocr, header, r.anchor.page, photo), view))
    .filter((it) => it.description || it.amount);
  const items = withoutSumRow(read);
  if (items.length === 0) return headerless(view, sink);
  // A header OCR read in part misplaces its columns and runs rows together: lines whose own figures
  // reconcile, more of them than the rows read under it (or as many, with more of their figures), are the items.
  const reconciled = itemsByArithmetic(view);
  const more = reconciled.items.length - items.length;
  if (
    more > 0 ||
    (more === 0 && view.ocr && sameRows(items, reconciled.items) && figuresRead(reconciled.items) > figuresRead(items))
  ) {
    recordItems(reconciled.items, sink);
    const end = Math.max(endIndex, reconciled.endIndex);
    return { items: reconciled.items, endIndex: end, header, ...(total ? { total } : {}) };
  }
  recordItems(items, sink);
  return { items, endIndex, header, ...(total ? { total } : {}) };
}
