// The balance chain itself: the opening balance, each row taken in order and settled against the next
// printed balance, the closing balance, and the sides that the balances give the movements. Its state is
// chain-state.ts's, its OCR mends chain-mends.ts's.
import type { Found } from "../../structure/labels.ts";
import { money } from "../../text/values/amounts.ts";
import { balanceReadings, confirmedBy } from "./balances.ts";
import type { Side } from "./columns.ts";
import { balanceValue, partsOf, type Row } from "./rows.ts";
import { cents, type Move, type Step } from "./chain-state.ts";
import { ChainMends } from "./chain-mends.ts";

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
export class BalanceChain extends ChainMends {
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

  private openingReading(labelled: Found | undefined): string | undefined {
    const rows = this.rows;
    const readings = balanceReadings(labelled);
    const first = rows.findIndex((r) => partsOf(r).balance !== undefined);
    if (first < 0) return readings[0];
    const { move, balance } = partsOf(rows[first]!);
    // A row with no movement adds nothing (one OCR read only a date or a narration of, say): left out,
    // the stretch is the one the chain settles.
    const before = rows.slice(0, first).flatMap((r) => {
      const m = partsOf(r).move;
      return m ? [this.moveOf(m, r)] : [];
    });
    const ways = this.waysOf(move ? [...before, this.moveOf(move, rows[first]!)] : before) ?? [];
    const taken = confirmedBy(
      readings,
      ways.map((w) => this.printed(this.chained(balance!) - w.net / 100)),
      labelled,
    );
    this.warnReading("opening", labelled, taken);
    return taken;
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
        `transaction ${i + 1} (${row.date}): the date read as "${row.dateRead.text}"${row.dateRead.unread ? "" : ", before the row above's,"} is taken as ${row.date} (${row.dateRead.why})`,
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
