// One account's movements over a period: every figure from one running balance in minor units, so the
// printed balances, the opening and the closing balance always agree.
import type { Rng } from "../random.ts";
import { addDays } from "../format/dates.ts";

export type Side = "debit" | "credit";

/** A narration as printed, in the parts it wraps into, and the reference a row prints beside it. */
export interface Narration {
  parts: string[];
  reference?: string;
}

export interface Movement {
  date: string;
  /** The day the money counts from: the date, or a day or two later for cheques and clearing. */
  valueDate: string;
  side: Side;
  amount: number;
  /** The balance after this movement. */
  balance: number;
  narration: Narration;
}

export interface Ledger {
  from: string;
  to: string;
  opening: number;
  closing: number;
  rows: Movement[];
}

export interface LedgerOptions {
  from: string;
  /** Days the statement covers. */
  days: number;
  count: [number, number];
  /** The opening balance's range, in major units. */
  opening: [number, number];
  /** A movement's range, in major units; salaries and transfers in may be larger. */
  amount: [number, number];
  /** Rows of one day: several per day exercise dates printed once for a group. */
  perDay: [number, number];
  narrate: (rng: Rng, side: Side) => Narration;
}

/** Draws the days that have movements, in order, each as often as it has rows. */
function daysOf(rng: Rng, opts: LedgerOptions, count: number): string[] {
  const out: string[] = [];
  let day = rng.int(0, 2);
  while (out.length < count && day < opts.days) {
    const n = Math.min(rng.int(...opts.perDay), count - out.length);
    for (let i = 0; i < n; i++) out.push(addDays(opts.from, day));
    day += rng.int(1, Math.max(1, Math.floor((opts.days / count) * 2)));
  }
  return out;
}

export function makeLedger(rng: Rng, opts: LedgerOptions): Ledger {
  const count = rng.int(...opts.count);
  const opening = rng.int(opts.opening[0] * 100, opts.opening[1] * 100);
  let balance = opening;
  const rows: Movement[] = [];
  for (const date of daysOf(rng, opts, count)) {
    // Debits only while the balance covers them: a statement of a savings account stays in credit.
    const low = balance < opts.amount[1] * 100;
    const side: Side = low || rng.chance(0.35) ? "credit" : "debit";
    const big = side === "credit" && rng.chance(0.2) ? 4 : 1;
    let amount = rng.int(opts.amount[0] * 100, opts.amount[1] * 100 * big);
    if (rng.chance(0.3)) amount -= amount % 10_000; // round sums: rent, transfers, cash
    if (amount <= 0) amount = 50_000;
    balance += side === "credit" ? amount : -amount;
    const narration = opts.narrate(rng, side);
    const late = narration.reference && rng.chance(0.3) ? rng.int(1, 2) : 0;
    rows.push({ date, valueDate: addDays(date, late), side, amount, balance, narration });
  }
  const to = addDays(opts.from, opts.days - 1);
  return { from: opts.from, to, opening, closing: balance, rows };
}
