import type { Line } from "../../text/lines.ts";
import { parseAmount, type DecimalMark } from "../../text/values/amounts.ts";
import type { Word } from "../../types.ts";
import type { DocumentView } from "../common/view.ts";
import type { Item } from "./items.ts";

/**
 * Items printed as a count, a times sign and the name, the amount at the line's end, under no column
 * header ("2 x Paneer Butter Masala   ₹ 340.00"): food-delivery order summaries, quick-commerce and
 * café receipts print their items so.
 */

/** A count run into its times sign ("2x", "1×"), or the count alone before a sign of its own. */
const COUNT_TIMES = /^(\d{1,3})[x×X]$/u;
const COUNT = /^\d{1,3}$/;
const TIMES = /^[x×X]$/u;
/** An amount as a receipt prints it: digits with their paise, or whole rupees after a rupee sign. */
const AMOUNT = /^(?:(?:₹|Rs\.?|INR)\s*\d[\d,]*(?:[.,]\d{2})?|\d[\d,]*[.,]\d{2})$/;
const RUPEE = /^(?:₹|Rs\.?|INR)$/;

/** The count's words and value at the start of a line, or none. */
function countAt(words: Word[]): { count: string; used: number } | undefined {
  const first = words[0]?.text ?? "";
  const glued = COUNT_TIMES.exec(first);
  if (glued) return { count: glued[1]!, used: 1 };
  if (COUNT.test(first) && TIMES.test(words[1]?.text ?? "")) return { count: first, used: 2 };
  return undefined;
}

/** The item a line prints as "count x name … amount", or none. */
function countedItem(line: Line, mark: DecimalMark | undefined): Item | undefined {
  const words = line.words;
  const head = countAt(words);
  const last = words[words.length - 1];
  if (!head || !last || words.length < head.used + 2) return undefined;
  // A rupee sign printed apart from its amount ("₹ 340.00") belongs to the amount, not the name.
  const sign = words.length - 2 > head.used && RUPEE.test(words[words.length - 2]!.text);
  const name = words.slice(head.used, words.length - (sign ? 2 : 1));
  const printed = sign ? `${words[words.length - 2]!.text}${last.text}` : last.text;
  const amount = AMOUNT.test(printed) ? parseAmount(printed, mark) : null;
  if (amount === null || !name.some((w) => /\p{L}{2}/u.test(w.text))) return undefined;
  return {
    description: name.map((w) => w.text).join(" "),
    quantity: head.count,
    amount,
    page: line.page,
    from: { description: name, quantity: words.slice(0, head.used), amount: [last] },
    taxes: [],
    unbounded: true,
  };
}

/** The items of lines printed as "count x name … amount", and the last such line: the totals follow it. */
export function itemsByCount(view: DocumentView): { items: Item[]; endIndex: number } {
  const rows = view.lines.flatMap((line) => {
    const item = countedItem(line, view.decimalMark);
    return item ? [{ item, line }] : [];
  });
  return { items: rows.map((r) => r.item), endIndex: rows.at(-1)?.line.index ?? -1 };
}
