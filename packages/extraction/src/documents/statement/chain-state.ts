// The balance chain's state and arithmetic: a row's movement with its printed side, the sidings of a
// stretch of movements and the net each leads to, the last printed balance and the rows since. Apart from
// the chain's rules (chain.ts) and its OCR mends (chain-mends.ts), which both build on them.
import type { Found } from "../../structure/labels.ts";
import type { Sink } from "./account.ts";
import { balanceReadings } from "./balances.ts";
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
export interface Move {
  value: number;
  side?: Side;
  lean?: Side;
}

export type Ways = { sides: Side[]; net: number }[];

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

export const cents = (v: number) => Math.round(v * 100);

/** More movements of unknown side than this between two printed balances are not tried every way. */
export const MAX_OPEN = 12;

/**
 * Every way of siding `moves` (a given side is kept, the others are tried both ways), with the net
 * movement in paise; undefined when too many are open to try.
 */
export function assignments(moves: Move[]): Ways | undefined {
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

/** What the balance chain keeps as it takes rows, and how it reckons (see BalanceChain). */
export abstract class ChainState {
  readonly transactions: Record<string, string>[] = [];
  readonly steps: Step[] = [];
  private readonly plain: Side | undefined;
  // The opening balance, a misread balance and the closing balance each try every siding of a stretch
  // that the chain then settles, and a stretch with no printed side is tried again without them: up to
  // 2^MAX_OPEN sidings each time, so those of the last stretch tried are kept for the next try.
  private tried: { key: string; ways: Ways | undefined } | undefined;
  /** The last printed balance. */
  protected prev: number | undefined;
  /** The rows since the last printed balance that print none. */
  protected gap: Step[] = [];
  /** The rows since the last printed balance whose movement OCR misread past reading. */
  protected unreadGap: Step[] = [];

  protected readonly rows: Row[];
  protected readonly sink: Sink;
  protected readonly owed: boolean;

  /** `owed`: a card statement, whose balances are what the holder owes; the chain runs on their negatives. */
  constructor(rows: Row[], sink: Sink, owed = false) {
    this.rows = rows;
    this.sink = sink;
    this.owed = owed;
    this.plain = plainSide(rows, owed);
  }

  protected moveOf(a: Amount, row: Row): Move {
    return givenMove(a, row, this.owed, this.plain);
  }

  /** A printed balance on the chain: an amount owed is the account's negative. */
  protected chained(a: Amount): number {
    return this.owed ? -balanceValue(a) : balanceValue(a);
  }

  /** A chain value as the statement prints it. */
  protected printed(v: number): number {
    return this.owed ? -v : v;
  }

  protected waysOf(moves: Move[]): Ways | undefined {
    // What assignments reads of a movement: its amount and printed side.
    const key = moves.map((m) => `${m.value}${m.side ?? ""}`).join(" ");
    if (this.tried?.key !== key) this.tried = { key, ways: assignments(moves) };
    return this.tried.ways;
  }

  /** Whether some siding of the movements, printed sides or not, leads from `from` to `to` (undefined: too many to try). */
  protected reaches(moves: Move[], from: number, to: number): boolean | undefined {
    return this.waysOf(moves.map((m) => ({ value: m.value })))?.some((w) => w.net === cents(to) - cents(from));
  }

  /** The row after a row, if any. */
  protected nextRow(row: Row): Row | undefined {
    return this.rows[this.rows.indexOf(row) + 1];
  }

  /** The movements after a row up to the next printed balance, and that balance. */
  protected nextBalance(row: Row): { after: Move[]; next: Amount | undefined } {
    const after: Move[] = [];
    for (const r of this.rows.slice(this.rows.indexOf(row) + 1)) {
      const parts = partsOf(r);
      if (parts.move && !r.balanceOnly) after.push(this.moveOf(parts.move, r));
      if (parts.balance) return { after, next: parts.balance };
    }
    return { after, next: undefined };
  }

  /** A labelled balance taken otherwise than it reads first (the chain chose another reading): named. */
  protected warnReading(which: "opening" | "closing", labelled: Found | undefined, taken: string | undefined): void {
    const first = balanceReadings(labelled)[0];
    if (labelled && taken !== undefined && first !== undefined && taken !== first)
      this.sink.warn(
        `the ${which} balance read as "${labelled.value}" is taken as ${taken}, which the balances and movements lead to`,
      );
  }
}
