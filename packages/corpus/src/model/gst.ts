// The arithmetic of an Indian GST invoice, in paise: lines, taxes per head, HSN summary, round-off.
// Every printed figure comes from here, so a document's totals always reconcile.
import type { Rng } from "../random.ts";
import type { Article } from "../data/goods.ts";
import { roundMinor } from "../format/numbers.ts";

export interface GstLine {
  description: string;
  hsn: string;
  qty: number;
  unit: string;
  /** Unit price before tax, paise. */
  rate: number;
  gross: number;
  discountPct: number;
  discount: number;
  taxable: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface HsnRow {
  hsn: string;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface GstBill {
  lines: GstLine[];
  interState: boolean;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
  beforeRound: number;
  roundOff: number;
  grandTotal: number;
  /** The one GST rate of every line, or undefined when rates differ. */
  uniformRate: number | undefined;
  hsn: HsnRow[];
}

export interface BillOptions {
  count: [number, number];
  interState: boolean;
  qty?: [number, number];
  /** Probability that a line carries a trade discount. */
  discount?: number;
  roundToRupee?: boolean;
  /** All lines at one rate (services, restaurants). */
  oneRate?: boolean;
  /** No tax at all: bills of supply. */
  noTax?: boolean;
}

/** A unit price as sellers set them: whole rupees for dear things, 50-paise steps for cheap ones. */
export function priceMinor(rng: Rng, [lo, hi]: [number, number]): number {
  const rupees = rng.range(lo, hi);
  if (rupees >= 100) return Math.round(rupees) * 100;
  return Math.round(rupees * 2) * 50;
}

function line(rng: Rng, article: Article, opts: BillOptions, rateOverride?: number): GstLine {
  const [qlo, qhi] = opts.qty ?? [1, 60];
  const qty = article.unit === "KGS" && rng.chance(0.4) ? rng.int(qlo * 2, qhi * 2) / 2 : rng.int(qlo, qhi);
  const rate = priceMinor(rng, article.price);
  const gross = roundMinor(qty * rate);
  const discountPct = opts.discount && rng.chance(opts.discount) ? rng.pick([2, 5, 7.5, 10, 12]) : 0;
  const discount = roundMinor((gross * discountPct) / 100);
  const taxable = gross - discount;
  const gstRate = opts.noTax ? 0 : (rateOverride ?? article.rate);
  const half = roundMinor((taxable * gstRate) / 200);
  const cgst = opts.interState ? 0 : half;
  const sgst = opts.interState ? 0 : half;
  const igst = opts.interState ? roundMinor((taxable * gstRate) / 100) : 0;
  return {
    description: article.description,
    hsn: article.hsn,
    qty,
    unit: article.unit,
    rate,
    gross,
    discountPct,
    discount,
    taxable,
    gstRate,
    cgst,
    sgst,
    igst,
    total: taxable + cgst + sgst + igst,
  };
}

export function summarise(lines: GstLine[], interState: boolean, roundToRupee: boolean): GstBill {
  const sum = (f: (l: GstLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const taxable = sum((l) => l.taxable);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  const totalTax = cgst + sgst + igst;
  const beforeRound = taxable + totalTax;
  const grandTotal = roundToRupee ? Math.round(beforeRound / 100) * 100 : beforeRound;
  const rates = new Set(lines.map((l) => l.gstRate));
  const hsn: HsnRow[] = [];
  for (const l of lines) {
    const row = hsn.find((h) => h.hsn === l.hsn && h.gstRate === l.gstRate);
    if (row) {
      row.taxable += l.taxable;
      row.cgst += l.cgst;
      row.sgst += l.sgst;
      row.igst += l.igst;
    } else hsn.push({ hsn: l.hsn, gstRate: l.gstRate, taxable: l.taxable, cgst: l.cgst, sgst: l.sgst, igst: l.igst });
  }
  return {
    lines,
    interState,
    taxable,
    cgst,
    sgst,
    igst,
    totalTax,
    beforeRound,
    roundOff: grandTotal - beforeRound,
    grandTotal,
    uniformRate: rates.size === 1 ? [...rates][0] : undefined,
    hsn,
  };
}

export function gstBill(rng: Rng, articles: readonly Article[], opts: BillOptions): GstBill {
  const count = Math.min(rng.int(opts.count[0], opts.count[1]), articles.length);
  const chosen = rng.sample(articles, count);
  const oneRate = opts.oneRate ? chosen[0]!.rate : undefined;
  const lines = chosen.map((a) => line(rng, a, opts, oneRate));
  return summarise(lines, opts.interState, opts.roundToRupee ?? rng.chance(0.6));
}
