// The balance chain's mends of what OCR misread: a balance or a movement past reading, a digit changed,
// a branch code taken for the movement, an empty column's dash run into a balance, a labelled balance's
// blurred figures. Each takes the one value the balances lead to where the figures could have printed
// it, and says so in a warning. Apart from the chain's rules (chain.ts), which call them.
import type { Found } from "../../structure/labels.ts";
import { money } from "../../text/values/amounts.ts";
import { couldReadAs, readingsOf, sameDigits } from "../../text/repair.ts";
import { balanceReadings } from "./balances.ts";
import { columnSide, type Side } from "./columns.ts";
import { partsOf, type Amount, type Row } from "./rows.ts";
import { assignments, cents, ChainState, MAX_OPEN, type Step } from "./chain-state.ts";

/** Whether figures read start with a value as printed and run on into other digits ("88729.328278"). */
const gluedAfter = (read: string, v: number) => {
  const plain = read.replace(/,/g, "");
  return /^\d+\.\d{2}\d{2,}$/.test(plain) && plain.startsWith(money(Math.abs(v)));
};

/** Whether figures read are a value's own digits with only their separators lost or misread ("775000"). */
const separatorsOnly = (read: string, v: number) => /^[\d.,:;' -]+$/.test(read) && sameDigits(read, Math.abs(v));

/**
 * A labelled balance's readings, and where OCR read it, its figures' digits with two decimals: the
 * separators of "6 300,20" or "3,625.95" blurred past reading ("6.30020", "362595").
 */
function labelledReadings(f: Found): string[] {
  const readings = balanceReadings(f);
  if (!f.words.some((w) => w.source === "ocr")) return readings;
  const blurred = f.value
    .split(/\s+/)
    .map((t) => t.replace(/[^\d]/g, ""))
    .filter((d) => d.length >= 3 && d.length <= 11)
    .map((d) => money(Number(d) / 100));
  return [...new Set([...readings, ...blurred])];
}

/** The OCR mends the balance chain tries where its balances break (see BalanceChain). */
export abstract class ChainMends extends ChainState {
  /**
   * A statement that prints no running balance (BNP Paribas, Crédit Agricole, Postbank, ABN AMRO) checks
   * its movements only against its opening and closing balances. Where OCR blurred either label's
   * figures ("16004.65" for 6,004.65, "362595", "6.30020"), the one pair of their readings (a blurred one
   * as its digits with two decimals) that the movements lead from one to the other is taken, with a
   * warning; undefined where the rows print balances, or no single pair fits.
   */
  protected openingToClosing(opening: Found | undefined, closing: Found | undefined): string | undefined {
    if (!opening || !closing || this.rows.some((r) => partsOf(r).balance !== undefined)) return undefined;
    const moved = this.rows.flatMap((r) => {
      const m = partsOf(r).move;
      return m ? [this.moveOf(m, r)] : [];
    });
    const nets = new Set((this.waysOf(moved) ?? []).map((w) => w.net));
    const pairs = labelledReadings(opening).flatMap((o) =>
      labelledReadings(closing).flatMap((c) =>
        nets.has(cents(this.printed(Number(c))) - cents(this.printed(Number(o)))) ? [o] : [],
      ),
    );
    const fits = [...new Set(pairs)];
    if (fits.length !== 1) return undefined;
    this.warnReading("opening", opening, fits[0]);
    return fits[0];
  }

  /**
   * A movement and, after it, a balance that did not read as an amount: the balance chain says what it
   * must be, and is taken when its digits could have been read so.
   */
  protected recoverBalance(row: Row): void {
    // The movement alone, beside the other side's "0.00" where the statement prints one (as partsOf reads it).
    const { move, balance } = partsOf(row);
    if (!move || balance || !row.unread || this.prev === undefined) return;
    const from = this.prev;
    const ways = this.waysOf([...this.gap.map((s) => this.moveOf(s.move!, s.row)), this.moveOf(move, row)]);
    const reach = [...new Set((ways ?? []).map((w) => cents(from) + w.net))].map((c) => this.printed(c / 100));
    const near = readingsOf(row.unread!.raw, reach);
    // Run into the next column's figures: the balance as printed, then more digits.
    const fits = near.length ? near : reach.filter((v) => gluedAfter(row.unread!.raw, v));
    if (fits.length !== 1) return;
    const fit = Number(money(fits[0]!));
    row.amounts.push({
      value: Math.abs(fit),
      raw: row.unread.raw,
      word: row.unread.word,
      ...(fit < 0 ? { sign: "-" as const } : {}),
      mended: true,
    });
    // Figures read whole but for their separators are as printed; a digit changed or read from a letter is said.
    if (!separatorsOnly(row.unread.raw, fit))
      this.sink.warn(
        `transaction ${this.transactions.length + 1} (${row.date}): the balance read as "${row.unread.raw}" is taken as ${money(fit)}, which the balances lead to`,
      );
  }

  /**
   * A row that prints more figures than a movement and its balance (a branch code or cheque number OCR
   * placed under a money column: "31344" read as 313.44) and whose first figure, as OCR read it, does
   * not lead from the last balance to its own: the one other figure that does is its movement, with a
   * warning. A text layer's row is as printed.
   */
  protected pickMove(step: Step, from: number | undefined): void {
    const { move, balance } = step;
    if (from === undefined || this.gap.length || !move || !balance || move.word.source !== "ocr") return;
    const moved = Math.abs(cents(this.chained(balance)) - cents(from));
    const fits = (a: Amount) => cents(a.value) === moved;
    const others = step.row.amounts.filter((a) => a !== balance && a !== move && a.value !== 0);
    if (!others.length || fits(move)) return;
    const fit = others.filter(fits);
    if (fit.length !== 1) return;
    step.move = fit[0]!;
    this.sink.warn(
      `transaction ${step.index + 1} (${step.row.date}): its movement is taken as ${money(fit[0]!.value)}, which the balances lead to, not "${move.raw}"`,
    );
  }

  /**
   * A stretch of rows up to a printed balance `to`, with the one row among them whose movement OCR
   * misread past reading ("1.105,7:7") given the amount the balances need, where its figures are that
   * amount's digits and no other amount's: taken, with a warning. A row that shows no amount at all is
   * a weaker witness than one misread digit allows for. Returns the stretch with the row so read, in order.
   */
  protected withUnread(stretch: Step[], from: number | undefined, to: number | undefined): Step[] {
    const unread = this.unreadGap;
    this.unreadGap = [];
    if (!unread.length) return stretch;
    const step = unread.length === 1 && from !== undefined && to !== undefined ? unread[0]! : undefined;
    const read = step && step.row.unreadMove!;
    const side = read && columnSide(read.word, step.row.cols);
    const values = new Set<number>();
    for (const w of step ? (this.waysOf(stretch.map((s) => this.moveOf(s.move!, s.row))) ?? []) : []) {
      const need = cents(to!) - cents(from!) - w.net;
      if (need !== 0 && (!side || (side === "credit") === need > 0)) values.add(Math.abs(need) / 100);
    }
    const fits = read ? [...values].filter((v) => sameDigits(read.raw, v)) : [];
    if (fits.length !== 1) {
      for (const u of [...unread].reverse()) this.unmake(u);
      return stretch;
    }
    const amount: Amount = { value: fits[0]!, raw: read!.raw, word: read!.word, mended: true };
    step!.row.amounts.unshift(amount);
    step!.move = amount;
    this.sink.warn(
      `transaction ${step!.index + 1} (${step!.row.date}): the amount read as "${read!.raw}" is taken as ${money(fits[0]!)}, which the balances lead to`,
    );
    return [...stretch, step!].sort((a, b) => a.index - b.index);
  }

  /**
   * A row with no amount but figures OCR misread, which the balances do not read back: no transaction,
   * as a dated line without amounts is none; its words carry on the narration of the row above it on
   * its page. The rows after it move up.
   */
  private unmake(step: Step): void {
    const k = this.steps.indexOf(step);
    const prev = this.steps[k - 1];
    if (prev && prev.row.page === step.row.page && step.tx["description"]) {
      prev.tx["description"] = [prev.tx["description"], step.tx["description"]].filter(Boolean).join(" ");
      prev.row.from.description.push(...step.row.from.description);
    }
    this.steps.splice(k, 1);
    this.transactions.splice(step.index, 1);
    for (const s of this.steps.slice(k)) s.index--;
  }

  /**
   * A row whose one amount is its balance, and whose movement OCR misread: the movement the balance
   * chain needs to reach that balance from the last, where the misread figures could have printed it
   * and no other value could. The row is then a transaction like any other.
   */
  protected recoverMove(row: Row): boolean {
    const unread = row.unreadMove;
    if (!unread || this.prev === undefined) return false;
    const printedSide = columnSide(unread.word, row.cols);
    const need = (this.waysOf(this.gap.map((s) => this.moveOf(s.move!, s.row))) ?? []).map(
      (w) => cents(this.chained(row.amounts[0]!)) - cents(this.prev!) - w.net,
    );
    const values = new Set<number>();
    for (const n of need)
      for (const side of printedSide ? [printedSide] : (["debit", "credit"] as const))
        if ((side === "credit" ? n : -n) > 0) values.add(Math.abs(n) / 100);
    // Figures that are exactly the movement the balance as read needs confirm that balance.
    const exact = [...values].some((v) => sameDigits(unread.raw, v));
    const back = this.gap.length || exact ? undefined : this.balanceBack(row, printedSide);
    if (back) return this.recoverBoth(row, back);
    const fits = readingsOf(unread.raw, values);
    if (fits.length !== 1) return false;
    row.amounts.unshift({ value: fits[0]!, raw: unread.raw, word: unread.word, mended: true });
    row.balanceOnly = false;
    this.sink.warn(
      `transaction ${this.transactions.length + 1} (${row.date}): the amount read as "${unread.raw}" is taken as ${money(fits[0]!)}, which the balances lead to`,
    );
    return true;
  }

  /**
   * A row whose movement OCR misread past reading and whose balance it misread too ("27,4980" and
   * "123,001.57" for 27,149.80 and 1,23,101.57): where the balance as read does not lead on to the next
   * row's balance, the balance that the next row's leads back to, if the balance and the movement it
   * needs from the last could both have been read so; only where one value fits.
   */
  private balanceBack(row: Row, side: Side | undefined): { balance: number; move: number } | undefined {
    const read = row.amounts[0]!;
    const { after, next } = this.nextBalance(row);
    // Only the next row's balance and movement witness it: further rows bring further misreadings.
    if (read.word.source !== "ocr" || !next || after.length !== 1 || !this.nextRow(row)?.amounts.includes(next))
      return undefined;
    const to = this.chained(next);
    if (this.reaches(after, this.chained(read), to) !== false) return undefined;
    const fits = [...new Set((this.waysOf(after) ?? []).map((w) => cents(to) - w.net))].flatMap((c) => {
      const move = (c - cents(this.prev!)) / 100;
      if (move === 0 || (side && (side === "credit") !== move > 0)) return [];
      const readable =
        couldReadAs(read.raw, Math.abs(this.printed(c / 100))) && couldReadAs(row.unreadMove!.raw, Math.abs(move));
      return readable ? [{ balance: c / 100, move: Math.abs(move) }] : [];
    });
    return fits.length === 1 ? fits[0] : undefined;
  }

  /** Takes a row's misread movement and balance as the chain leads to them (balanceBack), naming both. */
  private recoverBoth(row: Row, back: { balance: number; move: number }): boolean {
    const unread = row.unreadMove!;
    const read = row.amounts[0]!;
    const at = `transaction ${this.transactions.length + 1} (${row.date})`;
    const value = this.printed(back.balance);
    this.sink.warn(
      `${at}: the amount read as "${unread.raw}" is taken as ${money(back.move)}, which the balances lead to`,
    );
    this.sink.warn(
      `${at}: the balance read as "${read.raw}" is taken as ${money(value)}, which the balances after it lead back to`,
    );
    Object.assign(read, { value: Math.abs(value), mended: true });
    if (value < 0) read.sign = "-";
    else delete read.sign;
    delete read.mark;
    row.amounts.unshift({ value: back.move, raw: unread.raw, word: unread.word, mended: true });
    row.balanceOnly = false;
    return true;
  }

  /**
   * A stretch that no siding of its movements leads from `from` to `to` along, where one OCR'd movement
   * could have been printed as the amount that closes it ("252479" for 252.79): that amount is taken,
   * where no other movement (or amount) would close it as well, and a warning says so.
   */
  protected mendMove(steps: Step[], from: number, to: number): void {
    const moves = steps.map((s) => this.moveOf(s.move!, s.row));
    if (steps.length > MAX_OPEN || this.reaches(moves, from, to) !== false) return;
    const fixes: { k: number; value: number; exact: boolean }[] = [];
    steps.forEach((s, k) => {
      if (s.move!.word.source !== "ocr") return;
      const others = moves.filter((_, j) => j !== k).map((m) => ({ value: m.value }));
      const values = new Set<number>();
      for (const w of assignments(others) ?? []) {
        const need = cents(to) - cents(from) - w.net;
        const side = moves[k]!.side;
        if (need !== 0 && (!side || (side === "credit") === need > 0)) values.add(Math.abs(need) / 100);
      }
      for (const v of values)
        if (couldReadAs(s.move!.raw, v)) fixes.push({ k, value: v, exact: sameDigits(s.move!.raw, v) });
    });
    const exact = fixes.filter((f) => f.exact);
    const chosen = exact.length ? exact : fixes;
    if (chosen.length !== 1) return;
    const { k, value } = chosen[0]!;
    const step = steps[k]!;
    this.sink.warn(
      `transaction ${step.index + 1} (${step.row.date}): the amount read as "${step.move!.raw}" is taken as ${money(value)}, which the balances lead to`,
    );
    step.move!.value = value;
    step.move!.mended = true;
  }

  /**
   * A balance OCR read with a minus that is the dash of the empty column before it, run into its figures
   * ("-1,92,241.27" after "87,259.59" under Deposits and "-" under Withdrawals): where the movements lead
   * from the last balance to the figures unsigned and not to them signed, the minus is dropped, with a
   * warning.
   */
  protected unsignBalance(stretch: Step[], from: number): void {
    const step = stretch[stretch.length - 1]!;
    const read = step.balance!;
    if (read.sign !== "-" || read.word.source !== "ocr" || !/^[-\u2212]/.test(read.raw)) return;
    const moves = stretch.map((s) => this.moveOf(s.move!, s.row));
    const bare: Amount = {
      value: read.value,
      raw: read.raw,
      word: read.word,
      ...(read.mark ? { mark: read.mark } : {}),
    };
    const unsigned = this.chained(bare);
    if (this.reaches(moves, from, this.chained(read)) !== false || this.reaches(moves, from, unsigned) !== true) return;
    this.sink.warn(
      `transaction ${step.index + 1} (${step.row.date}): the balance read as "${read.raw}" is taken as ${money(this.printed(unsigned))}, its minus the empty column's dash, which the balances lead to`,
    );
    delete read.sign;
    read.mended = true;
  }

  /**
   * A misread balance ("18,937.72" for 13,937.72) breaks the chain on both its sides: the balance that
   * the movements lead to from the last, where its figures could have been read so and the next printed
   * balance follows from it (and not from the balance as read), is taken, with a warning.
   */
  protected mendBalance(stretch: Step[], from: number): void {
    const step = stretch[stretch.length - 1]!;
    const read = step.balance!;
    const moves = stretch.map((s) => this.moveOf(s.move!, s.row));
    if (read.word.source !== "ocr" || this.reaches(moves, from, this.chained(read)) !== false) return;
    const { after, next } = this.nextBalance(step.row);
    if (!next || after.length > MAX_OPEN || this.reaches(after, this.chained(read), this.chained(next)) !== false)
      return;
    const to = this.chained(next);
    const reached = new Set((this.waysOf(moves) ?? []).map((w) => cents(from) + w.net));
    const fits = [...reached]
      .map((c) => c / 100)
      .filter((v) => couldReadAs(read.raw, Math.abs(this.printed(v))) && this.reaches(after, v, to) === true);
    if (fits.length !== 1) return;
    const value = this.printed(fits[0]!);
    this.sink.warn(
      `transaction ${step.index + 1} (${step.row.date}): the balance read as "${read.raw}" is taken as ${money(value)}, which the balances before and after it lead to`,
    );
    read.value = Math.abs(value);
    read.mended = true;
    if (value < 0) read.sign = "-";
    else delete read.sign;
    delete read.mark;
  }
}
