import type { Line } from "../../text/lines.ts";
import { labelledAll, NUMBER_LABELS } from "./labels.ts";

/** An account number as compared across pages: its digits ("XXXX1234" and "1234" are the same account). */
const digitsOf = (v: string) => (/[\dXx*][\dXx*\s-]{3,}\d/.exec(v)?.[0] ?? "").replace(/\D/g, "");

/**
 * Whether two printings of an account number are one account: equal digits, one the masked tail of the
 * other, or, read by OCR, apart by a digit or two (a misread page header is no second account).
 */
function sameAccount(a: string, b: string, ocr: boolean): boolean {
  if (a === b || (a.length >= 4 && b.endsWith(a)) || (b.length >= 4 && a.endsWith(b))) return true;
  if (!ocr) return false;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]! <= 2;
}

/**
 * Where a statement that covers several accounts (or one account in several currencies) starts each:
 * at an account number or a currency other than the one before. A section starts at the top of its
 * label's page where nothing of the section before is printed above it on that page.
 */
function starts(lines: Line[], printsRows: (from: number, to: number) => boolean): number[] {
  const ocr = lines.some((l) => l.words.some((w) => w.source === "ocr"));
  const numbers = labelledAll(lines, NUMBER_LABELS, (t) => digitsOf(t).length >= 4).map((f) => ({
    line: f.line,
    key: digitsOf(f.value),
    kind: "number" as const,
  }));
  const currencies = labelledAll(lines, "stmt.currency", (t) => /^[A-Z]{3}\b/.test(t)).map((f) => ({
    line: f.line,
    key: f.value.slice(0, 3),
    kind: "currency" as const,
  }));
  const out = [0];
  const last: Partial<Record<"number" | "currency", string>> = {};
  for (const m of [...numbers, ...currencies].sort((a, b) => a.line - b.line)) {
    const before = last[m.kind];
    last[m.kind] = m.key;
    if (before === undefined || (m.kind === "number" ? sameAccount(before, m.key, ocr) : before === m.key)) continue;
    const page = lines[m.line]!.page;
    const top = lines.find((l) => l.page === page)!.index;
    const at = printsRows(top, m.line) ? m.line : top;
    if (at > out[out.length - 1]!) out.push(at);
  }
  return out;
}

/**
 * The statement's lines by account: one list for a statement of one account (the usual case), one per
 * account or currency where it covers several. A part that prints no transactions (a summary of the
 * accounts before them) is read with the part after it.
 */
export function accountSections(lines: Line[], printsRows: (part: Line[]) => boolean): Line[][] {
  const cut = starts(lines, (from, to) => printsRows(lines.slice(from, to)));
  if (cut.length === 1) return [lines];
  const parts = cut.map((s, k) => lines.slice(s, cut[k + 1] ?? lines.length));
  const kept: Line[][] = [];
  let carry: Line[] = [];
  for (const p of parts) {
    const part = [...carry, ...p];
    if (printsRows(part)) {
      kept.push(part);
      carry = [];
    } else carry = part;
  }
  // What follows the last account's transactions (a closing summary) is the last account's.
  if (carry.length && kept.length) kept[kept.length - 1]!.push(...carry);
  else if (carry.length) kept.push(carry);
  return kept;
}
