import type { Line, Segment } from "../../text/lines.ts";
import { numberLike } from "../../structure/table-header.ts";
import { digitsOf } from "../../text/repair.ts";
import { money, parseAmount, type DecimalMark } from "../../text/values/amounts.ts";
import type { Word } from "../../types.ts";
import { labelsAt, labelsIn } from "../common/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import type { DocumentView } from "../common/view.ts";
import { NOISE_CONFIDENCE, TOTALS } from "./item-rows.ts";
import type { Item } from "./items.ts";

/**
 * Item rows found by their arithmetic where no header names the table's columns: a scan's shaded
 * header that OCR could not read, a photo whose header line broke up. A line whose figures hold a
 * count, a rate and, after them, an amount that is the count times the rate (less a discount per
 * cent printed between them, as distributor bills print "Disc %") is an item's; its longest text is
 * the item's name. The check is the reconciliation itself, so a line passes only where it holds.
 */

interface Figure {
  word: Word;
  value: number;
  /** The figure as a plain decimal, as parseAmount gives it. */
  text: string;
  percent: boolean;
  /** A count with its unit run into it ("24CTN"): a quantity's cell, never a rate's or an amount's. */
  unit: boolean;
}

/** A count with its unit run into it ("24CTN", "7NOS", "1.00|Pcs."). */
const COUNT_WITH_UNIT = /^(\d+(?:[.,]\d+)?)[|/]?\p{L}{1,5}\.?$/u;

/** A word's figure: an amount, a count (with its unit run into it) or a per cent; rules and brackets apart. */
function figureOf(w: Word, mark: DecimalMark | undefined): Figure | undefined {
  const t = w.text.replace(/^[[(|{]+|[\])|}:.,]+$/g, "");
  const percent = /\d\s*%$/.test(t);
  const counted = percent ? undefined : COUNT_WITH_UNIT.exec(t)?.[1];
  const bare = percent ? t.replace(/\s*%$/, "") : (counted ?? t);
  if (!numberLike(bare)) return undefined;
  const text = parseAmount(bare, mark);
  const value = text === null ? NaN : Number(text);
  return Number.isFinite(value) && value > 0 ? { word: w, value, text: text!, percent, unit: !!counted } : undefined;
}

/** A value within the rounding of a rate to the paisa. */
const near = (value: number, target: number, count = 1) => Math.abs(value - target) <= Math.max(0.011, count * 0.005);

/**
 * Whether a figure gives a computed amount: its value within the rounding of a rate, or its digits
 * exactly the amount's with only the separators misread ("27.158." for 27,158.00, "1.250,00").
 */
function givesAmount(f: Figure, target: number, count: number): boolean {
  if (near(f.value, target, count)) return true;
  const got = digitsOf(f.word.text);
  // A reading that shows its decimals had its point seen: only a whole amount's digits without them.
  const wholeRead = !/[.,]\d{2}\W*$/.test(f.word.text) && Math.abs(target - Math.round(target)) < 0.005;
  const whole = wholeRead ? String(Math.round(target)) : undefined;
  return got === digitsOf(money(target)) || got === whole;
}

/** A count, as quantities are printed: positive, with at most three decimals. */
const countLike = (f: Figure) => !f.percent && /^\d{1,5}(?:\.\d{1,3})?$/.test(f.text);

export interface Reconciled {
  /** The count as read, or (without a word) as the amount divided by the rate gives it. */
  quantity: { text: string; word?: Word };
  rate: Figure;
  /** The item's value before tax: the product (less its discount), or a taxable value after it. */
  amount: { figure: Figure; value: string };
  /** The one figure OCR read for the count and the rate run together ("22,53" for 2 × 2,53). */
  runTogether?: string;
}

/**
 * The taxable value printed after an amount and its discount ("32,383.00 | 500.00 | 31,883.00"): a
 * later figure that is the amount less a figure between them. The amount itself where none is.
 */
function afterDiscount(figs: Figure[], at: number): { figure: Figure; value: string } {
  const gross = figs[at]!.value;
  for (let m = at + 2; m < figs.length; m++)
    for (let l = at + 1; l < m; l++)
      if (!figs[l]!.percent && Math.abs(gross - figs[l]!.value - figs[m]!.value) <= 0.011)
        return { figure: figs[m]!, value: figs[m]!.text };
  return { figure: figs[at]!, value: money(gross) };
}

/**
 * The count, rate and amount of a line's figures, left to right: of the amounts that some count and
 * rate before them make (straight, or less a per cent between rate and amount), the largest, as a
 * name's small figures may make one too ("Hinge 4 inch" after serial 4: 4 × 4 = 16 before 760.00);
 * of counts that make it, the one nearest the rate (a serial number of 1 stands left of the count).
 */
export function reconciledFigures(figs: Figure[]): Reconciled | undefined {
  let found: { product: number; row: Reconciled } | undefined;
  for (let ai = 2; ai < figs.length; ai++) {
    const best = madeBefore(figs, ai);
    if (best && (!found || best.product > found.product)) found = best;
  }
  return found?.row ?? countFromTaxedTotal(figs) ?? countRunIntoRate(figs);
}

/**
 * A ticket's count and price that OCR read as one figure, their narrow gap lost ("2 2,53" read
 * "22,53" before the amount 5,06): the count is the figure's first digit or two where that count
 * times the rest makes the amount to the cent, and only one split does.
 */
function countRunIntoRate(figs: Figure[]): Reconciled | undefined {
  const [r, a] = figs.slice(-2);
  if (!r || !a || !withDecimals(a) || r.unit || r.percent) return undefined;
  const read = r.word.text.replace(/^[[(|{]+|[\])|}:]+$/g, "");
  const parts = /^(\d{2,3})([.,]\d{2})$/.exec(read);
  if (!parts) return undefined;
  const fits: Reconciled[] = [];
  for (let k = 1; k < parts[1]!.length; k++) {
    const count = Number(parts[1]!.slice(0, k));
    const rest = parts[1]!.slice(k);
    const rate = Number(`${rest}.${parts[2]!.slice(1)}`);
    if (count < 1 || (rest.length > 1 && rest.startsWith("0")) || !near(count * rate, a.value, count)) continue;
    const rateFigure = { ...r, value: rate, text: rate.toFixed(2) };
    fits.push({
      quantity: { text: String(count) },
      rate: rateFigure,
      amount: { figure: a, value: a.text },
      runTogether: read,
    });
  }
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * GST's rates in per cent (CBIC rate notifications: 0.1 to 28, and 40 from September 2025): a row's
 * total after tax is its amount grown by one of them.
 */
export const GST_RATES = [0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

/** Printed with two decimals, as rates and amounts are (not a count, a code or a serial number). */
const withDecimals = (f: Figure) => !f.percent && /[.,]\d{2}\W*$/.test(f.word.text);

/**
 * A row whose count OCR did not read (a light cell, "sifnos" for "51 NOS"): a rate and an amount
 * after it that is a whole number of rates, confirmed by a figure after them that is the amount plus
 * GST at one of its rates. The count is then the amount divided by the rate.
 */
function countFromTaxedTotal(figs: Figure[]): Reconciled | undefined {
  for (let ai = figs.length - 2; ai >= 1; ai--) {
    const a = figs[ai]!;
    const taxed = figs
      .slice(ai + 1)
      .some((m) => GST_RATES.some((t) => Math.abs(a.value * (1 + t / 100) - m.value) <= 0.021));
    if (!withDecimals(a) || !taxed) continue;
    // The rate nearest the amount that divides it; one equal to it (a count of 1) only where none does
    // further left, as the amount is printed twice around a discount ("1,55,040.00 | 0.00 | 1,55,040.00").
    let single: Reconciled | undefined;
    for (let ri = ai - 1; ri >= 0; ri--) {
      const r = figs[ri]!;
      const count = Math.round(a.value / r.value);
      if (!withDecimals(r) || r.value < 1 || count < 1 || count > 99999 || Math.abs(count * r.value - a.value) > 0.011)
        continue;
      const row = { quantity: { text: String(count) }, rate: r, amount: { figure: a, value: a.text } };
      if (count > 1) return row;
      single ??= row;
    }
    if (single) return single;
  }
  return undefined;
}

/** The count and rate nearest before an amount that make it, and their product. */
function madeBefore(figs: Figure[], ai: number): { product: number; row: Reconciled } | undefined {
  const a = figs[ai]!;
  if (a.percent || a.unit) return undefined;
  for (let ri = ai - 1; ri >= 1; ri--) {
    const r = figs[ri]!;
    // A bare 1 between two equal figures makes any pair an item ("1234 5678 90 | 1BAN | … 5678").
    if (r.percent || r.unit || (r.value === 1 && !withDecimals(r))) continue;
    for (let qi = ri - 1; qi >= 0; qi--) {
      const q = figs[qi]!;
      if (!countLike(q)) continue;
      const product = q.value * r.value;
      if (givesAmount(a, product, q.value)) {
        const amount = near(a.value, product, q.value) ? afterDiscount(figs, ai) : exact(a, product, q.value);
        return { product, row: { quantity: { text: q.text, word: q.word }, rate: r, amount } };
      }
      // A discount between rate and amount: a per cent of the product, or an amount off it.
      const off = (d: Figure) =>
        d.value < 100 && givesAmount(a, product * (1 - d.value / 100), q.value)
          ? product * (1 - d.value / 100)
          : product - d.value;
      const less = figs.slice(ri + 1, ai).find((d) => d.value < product && givesAmount(a, off(d), q.value));
      if (!less) continue;
      const amount = exact(a, off(less), q.value);
      return { product, row: { quantity: { text: q.text, word: q.word }, rate: r, amount } };
    }
  }
  return undefined;
}

/** The amount as the arithmetic gives it, where its reading lost or misread a separator. */
const exact = (f: Figure, value: number, count: number) => ({
  figure: f,
  value: near(f.value, value, count) ? f.text : money(value),
});

/** HSN and SAC codes as GST invoices print them: 4, 6 or 8 digits. */
const HSN = /^(?:\d{4}|\d{6}|\d{8})$/;
const SERIAL = /^\d{1,3}[.):]?$/;
const RULE = /^[|[\]]+$/;

/** A cell's words parted where OCR read a vertical rule as a word of its own ("|", "[", "]"). */
function runsOf(seg: Segment): Word[][] {
  const runs: Word[][] = [[]];
  for (const w of seg.words) {
    if (RULE.test(w.text)) runs.push([]);
    else runs[runs.length - 1]!.push(w);
  }
  return runs.filter((r) => r.length > 0);
}

const letters = (ws: Word[]) => ws.reduce((n, w) => n + (w.text.match(/\p{L}/gu) ?? []).length, 0);

/**
 * The item's name: the run of text with the most letters left of the rate, cells parted at rules
 * OCR read as bars, less a serial number before it and the figures read after it. Undefined where
 * no run names anything.
 */
function nameOf(line: Line, rate: Word, used: Set<Word>): Word[] | undefined {
  const runs = line.segments
    .filter((s) => s.x0 < rate.x0)
    .flatMap(runsOf)
    .filter((r) => /\p{L}{2}/u.test(r.map((w) => w.text).join(" ")));
  let words = runs.sort((a, b) => letters(b) - letters(a))[0];
  if (!words) return undefined;
  const cut = words.findIndex((w) => used.has(w));
  if (cut >= 0) words = words.slice(0, cut);
  // A serial number before the name.
  while (words.length > 1 && SERIAL.test(words[0]!.text)) words = words.slice(1);
  return words.length && /\p{L}{2}/u.test(words.map((w) => w.text).join(" ")) ? words : undefined;
}

/**
 * A line of nothing but figures, its rate and amount in money, is the item whose name the line right
 * above prints, where that line holds text and no amount: a narrow ticket wraps a long name over its
 * figures.
 */
function nameAbove(line: Line, above: Line | undefined, found: Reconciled): Word[] | undefined {
  if (!above || above.page !== line.page || line.words.some((w) => !/^[\d.,]+$/.test(w.text))) return undefined;
  // Money, not a phone number's groups ("07 08 56"): the rate and the amount print their cents.
  if (![found.rate.word, found.amount.figure.word].every((w) => /[.,]\d{2}$/.test(w.text))) return undefined;
  if (above.words.some((w) => /\d[.,]\d{2}\b/.test(w.text)) || !/\p{L}{3}/u.test(above.text)) return undefined;
  return line.y0 - above.y1 <= Math.max(1, above.y1 - above.y0) ? above.words : undefined;
}

const codeText = (w: Word) => w.text.replace(/^[[(|]+|[\])|]+$/g, "");

/** An item from a line whose figures reconcile, with an HSN code printed outside its name. */
function itemOfLine(line: Line, mark: DecimalMark | undefined, ocr: boolean, above?: Line): Item | undefined {
  const figs = line.words.map((w) => figureOf(w, mark)).filter((f): f is Figure => f !== undefined);
  const found = reconciledFigures(figs);
  if (!found) return undefined;
  const { quantity, rate, amount } = found;
  const used = new Set([rate.word, amount.figure.word, ...(quantity.word ? [quantity.word] : [])]);
  const name = nameOf(line, rate.word, used) ?? nameAbove(line, above, found);
  if (!name) return undefined;
  const description = name.map((w) => w.text).join(" ");
  if (labelsAt(description, { ocr, concepts: TOTALS }).length) return undefined;
  // The longest code: a 4-digit figure is as often an expiry date that lost its slash ("0425").
  const code = line.words
    .filter((w) => w.x1 <= rate.word.x0 && !used.has(w) && !name.includes(w) && HSN.test(codeText(w)))
    .sort((a, b) => codeText(b).length - codeText(a).length)[0];
  const item: Item = {
    description,
    quantity: quantity.text,
    unit_price: rate.text,
    amount: amount.value,
    page: line.page,
    from: {
      description: name,
      ...(quantity.word ? { quantity: [quantity.word] } : {}),
      unit_price: [rate.word],
      amount: [amount.figure.word],
    },
    taxes: [],
    unbounded: true,
    ...(quantity.word || found.runTogether ? {} : { countByDivision: true }),
    ...(found.runTogether ? { runTogether: found.runTogether } : {}),
  };
  if (found.runTogether) item.from.quantity = [rate.word];
  if (code) {
    item.HSN = code.text.replace(/\D/g, "");
    item.from.HSN = [code];
  }
  return item;
}

/** Labels that end an item's wrapped name: the totals block, or a tax line under the items. */
const ENDS_NAME: readonly Concept[] = [
  ...TOTALS,
  "tax.igst",
  "tax.cgst",
  "tax.sgst",
  "tax.utgst",
  "tax.cess",
  "tax.vat",
];

/**
 * The words a line adds to the name above it, where it wraps there ("(Organic Certified)", "Batch No
 * SP-180607" under "Spirulina Powder"): runs of text that start under the name, on a line with no
 * amount and no totals or tax label. None where the line is not such a line.
 */
function wrapOf(line: Line, name: Word[], ocr: boolean): Word[] | "end" | undefined {
  if (line.words.some((w) => /\d[.,]\d{2}\b/.test(w.text))) return "end";
  if (labelsIn(line.text, { ocr, concepts: ENDS_NAME }).length) return "end";
  const h = Math.max(1, name[0]!.y1 - name[0]!.y0);
  const [x0, x1] = [name[0]!.x0 - 3 * h, Math.max(...name.map((w) => w.x1))];
  const words = line.segments
    .flatMap(runsOf)
    .filter((r) => r[0]!.x0 >= x0 && r[0]!.x0 < x1)
    .flat();
  // Rules, stains and shadows OCR turned into characters are read with little confidence.
  const sure = words.reduce((n, w) => n + w.conf, 0) / Math.max(1, words.length) >= NOISE_CONFIDENCE;
  // A text layer's wrap may be a measure's short word ("L", "1 L"); OCR's specks are as short.
  const text = words.map((w) => w.text).join(" ");
  return sure && (/[\p{L}\p{N}]{3}/u.test(text) || (!ocr && /^(?:\d+(?:[.,]\d+)?\s*)?\p{L}{1,3}\.?$/u.test(text)))
    ? words
    : undefined;
}

/**
 * Each item's name with the lines it wraps onto below its figures: up to the next item, and under the
 * last one only while the lines follow at a wrapped line's spacing.
 */
function withWrappedNames(view: DocumentView, rows: { item: Item; line: Line }[]): void {
  rows.forEach(({ item, line }, i) => {
    const name = item.from.description!;
    const next = rows[i + 1]?.line.index ?? Infinity;
    const h = Math.max(1, line.y1 - line.y0);
    let prev = line;
    // The line that names the next item from above its figures is that item's.
    const nextName = rows[i + 1]?.item.from.description?.[0];
    for (const l of view.lines.slice(line.index + 1)) {
      if (l.index >= next || l.page !== line.page || (next === Infinity && l.y0 - prev.y1 > 2 * h)) break;
      if (nextName && l.words.includes(nextName)) break;
      const words = wrapOf(l, name, view.ocr);
      // Figures or a label end the name (an item this reading could not reconcile, the totals).
      if (words === "end" || (!words && next === Infinity)) break;
      if (!words) continue;
      item.description = `${item.description} ${words.map((w) => w.text).join(" ")}`;
      item.from.description = [...item.from.description!, ...words];
      prev = l;
    }
  });
}

/** The items of lines whose figures reconcile, and the last such line: the totals block follows it. */
export function itemsByArithmetic(view: DocumentView): { items: Item[]; endIndex: number } {
  const rows: { item: Item; line: Line }[] = [];
  for (const line of view.lines) {
    const item = itemOfLine(line, view.decimalMark, view.ocr, view.lines[line.index - 1]);
    if (item) rows.push({ item, line });
  }
  withWrappedNames(view, rows);
  return { items: rows.map((r) => r.item), endIndex: rows.at(-1)?.line.index ?? -1 };
}
