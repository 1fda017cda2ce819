// The lines among a statement's transactions that are no rows: a summary (a balance brought or carried
// forward, the closing balance, a total), the header printed again on a later page, and the section's
// title above a header that gives its rows their side. Apart from the reader's row assembly, which
// asks them what a line is before making rows of it.
import type { Line } from "../../text/lines.ts";
import type { Column, Side } from "./columns.ts";
import { conceptsIn, tokensOf } from "./concepts.ts";
import type { RowDate } from "./reader-state.ts";

/** What a line that is no transaction says: a balance carried from before, the closing balance, or a total. */
export type Summary = "carried" | "closing" | "total";

/** Summary words anywhere on a line, as the reader has always skipped them; the vocabulary's at its start. */
const SKIP_ROW =
  /\b(opening\s*balance|closing\s*balance|balance\s*(?:b\/f|c\/f|brought|carried)|total|page\s*\d+|statement\s*summary|grand\s*total)\b/i;
/** A word of figures (an amount, with its sign or side) or a Dr/Cr mark alone. */
const AMOUNT_OR_MARK = /^(?:[-+(]?[\d,.]*\d[\d,.]*\)?(?:cr|dr)?\.?|cr\.?|dr\.?)$/i;

/** What kind of summary line a line is, from its first words (after its date): none for a transaction. */
export function summaryOf(line: Line, date: RowDate | undefined): Summary | undefined {
  const skipped = SKIP_ROW.exec(line.text)?.[1]?.toLowerCase();
  if (skipped)
    return /opening|b\/f|brought|c\/f|carried/.test(skipped)
      ? "carried"
      : /closing|summary/.test(skipped)
        ? "closing"
        : "total";
  // Its first words besides its date, amounts and marks: a statement printing the narration last prints
  // "15,711.85 Cr B/F".
  const words = line.words.filter((w) => !date?.words.includes(w) && !AMOUNT_OR_MARK.test(w.text));
  const head = words
    .slice(0, 5)
    .map((w) => w.text)
    .join(" ");
  const tokens = tokensOf(head);
  for (const m of conceptsIn(head, ["stmt"])) {
    if (m.start > 1) continue;
    const said = tokens.slice(m.start, m.end).join(" ");
    if (["stmt.opening_balance", "stmt.brought_forward", "stmt.carried_forward"].includes(m.concept)) return "carried";
    if (m.concept === "stmt.closing_balance") return "closing";
    if (m.concept === "stmt.page_total") return /summary/.test(said) ? "closing" : "total";
  }
  return undefined;
}

/**
 * A header printed again on a later page whose OCR lost the words that told two of its columns apart
 * ("Value" and "Txn Posted" over "Date Date", read as two Date columns): where the header before it has
 * as many columns, each under one of these (the page shifted as a whole), and differs only at
 * the columns the new reading names alike, the names before stand, at the new reading's places.
 */
export function repeatedHeader(cols: Column[], before: Column[] | undefined): Column[] | undefined {
  if (!before || before.length !== cols.length) return undefined;
  const alike = (k: Column["kind"]) => cols.filter((c) => c.kind === k).length > 1;
  const differ = cols.filter((c, i) => c.kind !== before[i]!.kind);
  if (!differ.length || differ.some((c) => !alike(c.kind))) return undefined;
  const mid = (c: Column) => (c.x0 + c.x1) / 2;
  const shifts = cols.map((c, i) => mid(c) - mid(before[i]!)).sort((a, b) => a - b);
  const shift = shifts[Math.floor(shifts.length / 2)]!;
  const lined = cols.every((c, i) => c.x0 - shift < before[i]!.x1 && c.x1 - shift > before[i]!.x0);
  return lined ? cols.map((c, i) => ({ ...before[i]!, x0: c.x0, x1: c.x1 })) : undefined;
}

/**
 * The side of every row under a header of one amount column and no balance, where the title right
 * above the header names one side only: US statements list deposits and withdrawals in sections
 * ("DEPOSITS AND ADDITIONS", "ELECTRONIC WITHDRAWALS"), each under its own header.
 */
export function sectionSide(header: Line, lines: Line[], cols: Column[] | undefined): Side | undefined {
  const kinds = new Set(cols?.map((c) => c.kind));
  if (!kinds.has("amount") || kinds.has("debit") || kinds.has("credit") || kinds.has("balance")) return undefined;
  const above = lines[lines.indexOf(header) - 1];
  const h = Math.max(4, header.y1 - header.y0);
  if (!above || above.page !== header.page || header.y0 - above.y1 > 3 * h || /\d/.test(above.text)) return undefined;
  const sides = new Set(
    conceptsIn(above.text, ["txn.debit", "txn.credit"]).map((m) => (m.concept === "txn.debit" ? "debit" : "credit")),
  );
  return sides.size === 1 ? [...sides][0] : undefined;
}
