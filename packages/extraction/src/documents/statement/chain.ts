import type { Found } from "../../structure/labels.ts";
import { money } from "../../text/values/amounts.ts";
import { couldReadAs, readingsOf, sameDigits } from "../../text/repair.ts";
import type { Sink } from "./account.ts";
import { balanceReadings, confirmedBy } from "./balances.ts";
import { columnSide, type Side } from "./columns.ts";
import { balanceValue, partsOf, type Amount, type Row } from "./rows.ts";

/** One transaction on the balance chain; its side is written into `tx` once the chain settles it. */
export interface Step {
  row: Row;
  index: number;
  tx: Record<string, string>;
  move?: Amount;
  balance?: Amount;
}

/**
 * A movement, with the side its print gives it where it gives one, and else the side the statement's
 * way of printing leans to (`lean`): taken only where no balance settles the side.
 */
interface Move {
  value: number;
  side?: Side;
  lean?: Side;
}

type Ways = { sides: Side[]; net: number }[];

const other = (s: Side): Side => (s === "debit" ? "credit" : "debit");

/**
 * A movement printed with a minus (or in brackets) is a debit, one with a plus a credit; on a card
 * statement (`owed`), whose figures are what the holder owes, a minus is a payment or a refund: a credit.
 */
function signSide(a: Amount, owed: boolean): Side | undefined {
  const side: Side | undefined = a.sign === "-" ? "debit" : a.sign === "+" ? "credit" : undefined;
  return side && owed ? other(side) : side;
}

/** `plain`: the side of an unsigned movement in a statement that signs the movements of one side only. */
function givenMove(a: Amount, row: Row, owed: boolean, plain?: Side): Move {
  const side = a.mark ?? signSide(a, owed) ?? columnSide(a.word, row.cols);
  if (side) return { value: a.value, side };
  return plain && !a.sign ? { value: a.value, lean: plain } : { value: a.value };
}

const cents = (v: number) => Math.round(v * 100);

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

/** More movements of unknown side than this between two printed balances are not tried every way. */
const MAX_OPEN = 12;

/**
 * Every way of siding `moves` (a given side is kept, the others are tried both ways), with the net
 * movement in paise; undefined when too many are open to try.
 */
function assignments(moves: Move[]): Ways | undefined {
  const open = moves.flatMap((m, k) => (!m.side && m.value !== 0 ? [k] : []));
  if (open.length > MAX_OPEN) return undefined;
  const out: Ways = [];
  for (let mask = 0; mask < 1 << open.length; mask++) {
    const sides = moves.map((m): Side => m.side ?? "debit");
    open.forEach((k, bit) => {
      if ((mask >> bit) & 1) sides[k] = "credit";
    });
    const net = moves.reduce((t, m, k) => t + (sides[k] === "credit" ? 1 : -1) * cents(m.value), 0);
    out.push({ sides, net });
  }
  return out;
}

/**
 * A statement with one amount column may sign the movements of one side only ("-1,250.00" for a debit
 * among unsigned credits): its unsigned movements then lean to the other side.
 */
function plainSide(rows: Row[], owed: boolean): Side | undefined {
  const signs = new Set(
    rows.flatMap((r) => {
      const m = partsOf(r).move;
      return m?.sign && !m.mark ? [m.sign] : [];
    }),
  );
  const signed = signs.size === 1 ? signSide({ sign: [...signs][0] } as Amount, owed) : undefined;
  return signed && other(signed);
}

const span = (steps: Step[]) => {
  const [a, b] = [steps[0]!.index + 1, steps[steps.length - 1]!.index + 1];
  return a === b ? `transaction ${a}` : `transactions ${a}–${b}`;
};
const printNone = (steps: Step[]) => `${span(steps)}, which ${steps.length === 1 ? "prints" : "print"} no balance`;

/**
 * Whether a warning says the balance chain broke (the wordings `take` and the closing check give): a
 * reading of the page with fewer such breaks is the likelier one.
 */
export function isChainBreak(warning: string): boolean {
  return /\bdoes not follow from\b|\bdiffers from the (?:balance|closing balance)\b/.test(warning);
}

/**
 * The balance chain: the balance is a row's last amount, the row's movement what moved it. Many
 * statements print a balance on some rows only (the day's last): the next printed balance then settles
 * the movements of every row since the one before. Rows are taken in order; `transactions` are the
 * result's, `steps` tie each to the row it was read from.
 */
export class BalanceChain {
  readonly transactions: Record<string, string>[] = [];
  readonly steps: Step[] = [];
  private readonly plain: Side | undefined;
  // The opening balance, a misread balance and the closing balance each try every siding of a stretch
  // that the chain then settles, and a stretch with no printed side is tried again without them: up to
  // 2^MAX_OPEN sidings each time, so those of the last stretch tried are kept for the next try.
  private tried: { key: string; ways: Ways | undefined } | undefined;
  /** The last printed balance. */
  private prev: number | undefined;
  /** The rows since the last printed balance that print none. */
  private gap: Step[] = [];
  /** The rows since the last printed balance whose movement OCR misread past reading. */
  private unreadGap: Step[] = [];

  private readonly rows: Row[];
  private readonly sink: Sink;
  private readonly owed: boolean;

  /** `owed`: a card statement, whose balances are what the holder owes; the chain runs on their negatives. */
  constructor(rows: Row[], sink: Sink, owed = false) {
    this.rows = rows;
    this.sink = sink;
    this.owed = owed;
    this.plain = plainSide(rows, owed);
  }

  private moveOf(a: Amount, row: Row): Move {
    return givenMove(a, row, this.owed, this.plain);
  }

  /** A printed balance on the chain: an amount owed is the account's negative. */
  private chained(a: Amount): number {
    return this.owed ? -balanceValue(a) : balanceValue(a);
  }

  /** A chain value as the statement prints it. */
  private printed(v: number): number {
    return this.owed ? -v : v;
  }

  private waysOf(moves: Move[]): Ways | undefined {
    // What assignments reads of a movement: its amount and printed side.
    const key = moves.map((m) => `${m.value}${m.side ?? ""}`).join(" ");
    if (this.tried?.key !== key) this.tried = { key, ways: assignments(moves) };
    return this.tried.ways;
  }

  /**
   * The opening balance: the labelled one's reading that the movements up to the first printed balance
   * lead from. Without a label, a balance printed alone before any movement is the one the statement
   * opens with. The chain starts from it.
   */
  open(labelled: Found | undefined, closing?: Found): { value?: string; found?: Found } {
    const rows = this.rows;
    const openedBy = !labelled && rows[0]?.balanceOnly && !rows[0].unreadMove ? rows[0] : undefined;
    const found: Found | undefined = openedBy
      ? { value: openedBy.amounts[0]!.raw, words: [openedBy.amounts[0]!.word], page: openedBy.page }
      : labelled;
    const value = openedBy
      ? money(balanceValue(openedBy.amounts[0]!))
      : (this.openingToClosing(labelled, closing) ?? this.openingReading(labelled));
    this.prev = value !== undefined ? this.printed(Number(value)) : undefined;
    return { ...(value !== undefined ? { value } : {}), ...(found ? { found } : {}) };
  }

  /**
   * A statement that prints no running balance (BNP Paribas, Crédit Agricole, Postbank, ABN AMRO) checks
   * its movements only against its opening and closing balances. Where OCR blurred either label's
   * figures ("16004.65" for 6,004.65, "362595", "6.30020"), the one pair of their readings (a blurred one
   * as its digits with two decimals) that the movements lead from one to the other is taken, with a
   * warning; undefined where the rows print balances, or no single pair fits.
   */
  private openingToClosing(opening: Found | undefined, closing: Found | undefined): string | undefined {
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

  private openingReading(labelled: Found | undefined): string | undefined {
    const rows = this.rows;
    const readings = balanceReadings(labelled);
    const first = rows.findIndex((r) => partsOf(r).balance !== undefined);
    if (first < 0) return readings[0];
    const { move, balance } = partsOf(rows[first]!);
    const before = rows.slice(0, first).map((r) => this.moveOf(partsOf(r).move!, r));
    // A row with no movement adds nothing: left out, the stretch is the one the chain settles.
    const ways = this.waysOf(move ? [...before, this.moveOf(move, rows[first]!)] : before) ?? [];
    const taken = confirmedBy(
      readings,
      ways.map((w) => this.printed(this.chained(balance!) - w.net / 100)),
      labelled,
    );
    this.warnReading("opening", labelled, taken);
    return taken;
  }

  /** A labelled balance taken otherwise than it reads first (the chain chose another reading): named. */
  private warnReading(which: "opening" | "closing", labelled: Found | undefined, taken: string | undefined): void {
    const first = balanceReadings(labelled)[0];
    if (labelled && taken !== undefined && first !== undefined && taken !== first)
      this.sink.warn(
        `the ${which} balance read as "${labelled.value}" is taken as ${taken}, which the balances and movements lead to`,
      );
  }

  /** Takes the next row: a transaction, or a balance printed alone that checks those since the last. */
  take(row: Row): void {
    // A balance printed alone is no transaction: it checks the rows since the last balance, and the
    // chain goes on from it.
    if (row.balanceOnly && !this.recoverMove(row)) {
      const bal = this.chained(row.amounts[0]!);
      const from = this.prev;
      const before = this.withUnread(this.gap, from, bal);
      const [p, q] = [money(this.printed(bal)), money(this.printed(from ?? 0))];
      this.settle(before, from, bal, () =>
        before.length
          ? `the balance ${p} printed alone on ${row.date} does not follow from ${q} and the movements of ${printNone(before)}`
          : `the balance ${p} printed alone on ${row.date} differs from the balance ${q} before it`,
      );
      this.gap = [];
      this.prev = bal;
      return;
    }
    this.recoverBalance(row);
    const tx: Record<string, string> = { date: row.date };
    const desc = row.description.join(" ").replace(/\s+/g, " ").trim();
    if (desc) tx["description"] = desc;
    if (row.reference) tx["reference"] = row.reference;
    const i = this.transactions.push(tx) - 1;
    if (row.dateRead)
      this.sink.warn(
        `transaction ${i + 1} (${row.date}): the date read as "${row.dateRead.text}", before the row above's, is taken as ${row.date} (${row.dateRead.why})`,
      );
    const step: Step = { row, index: i, tx, ...partsOf(row) };
    this.steps.push(step);
    if (!row.amounts.length && row.unreadMove) {
      this.unreadGap.push(step);
      return;
    }
    // A row whose printed movements are all nought moves nothing and is not checked.
    if (!step.move) return;
    if (!step.balance) {
      this.gap.push(step);
      return;
    }
    const from = this.prev;
    this.pickMove(step, from);
    // The stretch ends with this row: the last of the rows in order.
    const before = this.withUnread([...this.gap, step], from, this.chained(step.balance)).slice(0, -1);
    if (from !== undefined) this.unsignBalance([...before, step], from);
    if (from !== undefined) this.mendBalance([...before, step], from);
    const bal = this.chained(step.balance);
    const [p, q, m] = [money(this.printed(bal)), money(this.printed(from ?? 0)), money(step.move.value)];
    this.settle([...before, step], from, bal, () =>
      before.length
        ? `transaction ${i + 1} (${row.date}): balance ${p} does not follow from ${q} and the movements of ${printNone(before)}`
        : `transaction ${i + 1} (${row.date}): balance ${p} does not follow from ${q} and its movement ${m} (either side leads to ${money(this.printed(from! - step.move!.value))} or ${money(this.printed(from! + step.move!.value))})`,
    );
    this.gap = [];
    this.prev = bal;
  }

  /**
   * A movement and, after it, a balance that did not read as an amount: the balance chain says what it
   * must be, and is taken when its digits could have been read so.
   */
  private recoverBalance(row: Row): void {
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
  private pickMove(step: Step, from: number | undefined): void {
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
  private withUnread(stretch: Step[], from: number | undefined, to: number | undefined): Step[] {
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
  private recoverMove(row: Row): boolean {
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

  /** The row after a row, if any. */
  private nextRow(row: Row): Row | undefined {
    return this.rows[this.rows.indexOf(row) + 1];
  }

  /** The movements after a row up to the next printed balance, and that balance. */
  private nextBalance(row: Row): { after: Move[]; next: Amount | undefined } {
    const after: Move[] = [];
    for (const r of this.rows.slice(this.rows.indexOf(row) + 1)) {
      const parts = partsOf(r);
      if (parts.move && !r.balanceOnly) after.push(this.moveOf(parts.move, r));
      if (parts.balance) return { after, next: parts.balance };
    }
    return { after, next: undefined };
  }

  /**
   * A labelled balance the rows end at: the last printed balance, with no movement after it. An available
   * balance is the closing one only so (Union Bank, Equitas: UBN, EQ), since a lien or uncleared funds
   * may set it apart from the ledger's.
   */
  endsAt(labelled: Found | undefined): Found | undefined {
    if (!labelled || this.prev === undefined || this.gap.length) return undefined;
    const last = this.printed(this.prev);
    return balanceReadings(labelled).some((r) => Math.abs(Number(r) - last) < 0.011) ? labelled : undefined;
  }

  /**
   * The closing balance: the labelled one's reading that the last printed balance, and the movements
   * after it, lead to. Those movements are then settled against it.
   */
  close(labelled: Found | undefined): string | undefined {
    const last = this.prev;
    let trailing = this.gap;
    const reached =
      last === undefined
        ? []
        : (this.waysOf(trailing.map((s) => this.moveOf(s.move!, s.row))) ?? []).map((w) =>
            this.printed(last + w.net / 100),
          );
    const closing = confirmedBy(balanceReadings(labelled), reached, labelled);
    this.warnReading("closing", labelled, closing);
    trailing = this.withUnread(trailing, last, closing === undefined ? undefined : this.printed(Number(closing)));
    if (last !== undefined && closing !== undefined)
      this.settle(trailing, last, this.printed(Number(closing)), () =>
        trailing.length
          ? `the closing balance ${closing} does not follow from the balance ${money(this.printed(last))} and the movements of ${printNone(trailing)}`
          : `the last balance ${money(this.printed(last))} differs from the closing balance ${closing}`,
      );
    else if (trailing.length) this.settle(trailing, undefined, undefined, () => "");
    return closing;
  }

  /**
   * Gives each movement of `steps` its side so that they lead from the balance `from` to `to`: the
   * printed sides (Dr/Cr mark, column, sign) when one way of completing them fits, else the one way that
   * fits at all. With none, or more than one, the balances decide nothing: printed sides stand, the rest
   * lean as the statement prints or are taken as debits, and a warning says so.
   */
  private settle(steps: Step[], from: number | undefined, to: number | undefined, broken: () => string): void {
    if (from !== undefined && to !== undefined) this.mendMove(steps, from, to);
    const moves = steps.map((s) => this.moveOf(s.move!, s.row));
    const { sides: fitted, warning }: { sides?: Side[]; warning?: string } =
      from !== undefined && to !== undefined ? this.fit(steps, moves, from, to, broken) : {};
    const sides = fitted ?? this.unchecked(steps, moves, from, warning);
    steps.forEach((s, k) => {
      s.tx[sides[k]!] = money(s.move!.value);
      if (s.balance) s.tx["balance"] = money(balanceValue(s.balance));
    });
    if (warning) this.sink.warn(warning);
  }

  /**
   * A stretch that no siding of its movements leads from `from` to `to` along, where one OCR'd movement
   * could have been printed as the amount that closes it ("252479" for 252.79): that amount is taken,
   * where no other movement (or amount) would close it as well, and a warning says so.
   */
  private mendMove(steps: Step[], from: number, to: number): void {
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

  /** Whether some siding of the movements, printed sides or not, leads from `from` to `to` (undefined: too many to try). */
  private reaches(moves: Move[], from: number, to: number): boolean | undefined {
    return this.waysOf(moves.map((m) => ({ value: m.value })))?.some((w) => w.net === cents(to) - cents(from));
  }

  /**
   * A balance OCR read with a minus that is the dash of the empty column before it, run into its figures
   * ("-1,92,241.27" after "87,259.59" under Deposits and "-" under Withdrawals): where the movements lead
   * from the last balance to the figures unsigned and not to them signed, the minus is dropped, with a
   * warning.
   */
  private unsignBalance(stretch: Step[], from: number): void {
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
  private mendBalance(stretch: Step[], from: number): void {
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

  /** The one siding of `moves` that leads from `from` to `to`, or why there is none. */
  private fit(
    steps: Step[],
    moves: Move[],
    from: number,
    to: number,
    broken: () => string,
  ): { sides?: Side[]; warning?: string } {
    const fitting = (ms: Move[]) => this.waysOf(ms)?.filter((w) => w.net === cents(to) - cents(from));
    const given = fitting(moves);
    // The side the statement's way of printing gives the unsigned movements, where the printed sides
    // alone leave more than one way (or too many to try): it stands where the balances confirm it.
    const leaned = moves.some((m) => !m.side && m.lean)
      ? moves.map((m) => (m.side ? m : { value: m.value, side: m.lean }))
      : undefined;
    const lean = given?.length !== 1 && leaned ? fitting(leaned) : undefined;
    const free =
      given?.length === 0 && lean?.length !== 1 ? fitting(moves.map((m) => ({ value: m.value }))) : undefined;
    const found =
      given?.length === 1 ? given[0] : lean?.length === 1 ? lean[0] : free?.length === 1 ? free[0] : undefined;
    const dates = `${steps[0]?.row.date} to ${steps[steps.length - 1]?.row.date}`;
    if (found) {
      // The balances overrule a printed side only in the open: the print, or our reading of its
      // columns, disagrees with its own balances there.
      if (given?.length === 0 && lean?.length !== 1)
        steps.forEach((s, k) => {
          const printed = moves[k]!.side;
          if (printed && printed !== found.sides[k])
            this.sink.warn(
              `transaction ${s.index + 1} (${s.row.date}): printed as a ${printed} but the balances make it a ${found.sides[k]}; taken as a ${found.sides[k]}`,
            );
        });
      return { sides: found.sides };
    }
    if (given === undefined)
      return {
        warning: `${span(steps)} (${dates}): too many movements without a printed side between balances ${money(from)} and ${money(to)} to tell debits from credits`,
      };
    if (given.length > 1)
      return {
        warning: `${span(steps)} (${dates}): more than one choice of debits and credits leads from ${money(from)} to ${money(to)}, so their sides are not certain`,
      };
    return { warning: broken() };
  }

  /**
   * Sides the balances do not check: printed sides stand, the rest lean as the statement prints or are
   * taken as debits. A balance row the print gives no side: the way its balance moved, after the rows
   * before it.
   */
  private unchecked(steps: Step[], moves: Move[], from: number | undefined, warning: string | undefined): Side[] {
    const sides = moves.map((m) => m.side ?? m.lean ?? "debit");
    const last = steps[steps.length - 1];
    const movedBalance = !!last?.balance && !moves[moves.length - 1]!.side && from !== undefined;
    if (movedBalance) {
      const before = moves.slice(0, -1).reduce((t, m, k) => t + (sides[k] === "credit" ? m.value : -m.value), from);
      sides[sides.length - 1] = this.chained(last!.balance!) < before ? "debit" : "credit";
    }
    // Without balances on both sides nothing checks a side that is neither printed nor implied by how
    // the statement prints its amounts: a finance team must know it was assumed.
    if (warning) return sides;
    const assumed = steps.filter(
      (_, k) =>
        !moves[k]!.side && !moves[k]!.lean && moves[k]!.value !== 0 && !(movedBalance && k === steps.length - 1),
    );
    if (assumed.length > 0)
      this.sink.warn(
        `${span(assumed)} (${assumed[0]!.row.date} to ${assumed[assumed.length - 1]!.row.date}): no printed side and no balances to tell debit from credit; taken as ${assumed.length === 1 ? "a debit" : "debits"}`,
      );
    return sides;
  }
}
