// The arithmetic of a counter bill whose prices include GST (MRP and shelf prices, CGST rule 35):
// each rate's tax is carved out of its lines' inclusive total, so the GST breakup printed under the
// items adds up to the bill. Paise throughout.
import { plainAmount, plainNumber, roundMinor } from "../format/numbers.ts";
import { group, type Group } from "./truth.ts";

export interface InclusiveLine {
  description: string;
  hsn: string;
  qty: number;
  /** Price printed on the pack, paise. */
  mrp: number;
  /** Price charged a unit, tax included, paise. */
  rate: number;
  /** qty × rate, tax included. */
  amount: number;
  gstRate: number;
}

export interface RateRow {
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  /** Tax-inclusive value of the rate's lines. */
  total: number;
}

export interface InclusiveBill {
  lines: InclusiveLine[];
  rows: RateRow[];
  taxable: number;
  cgst: number;
  sgst: number;
  totalTax: number;
  /** Sum of the lines, before the round-off. */
  gross: number;
  roundOff: number;
  net: number;
  /** What the MRPs would have cost more: "You saved". */
  saved: number;
  uniformRate: number | undefined;
}

/** Splits each rate's inclusive total into taxable value and two equal halves of tax. */
export function inclusiveBill(lines: InclusiveLine[], roundToRupee: boolean): InclusiveBill {
  const rates = [...new Set(lines.map((l) => l.gstRate))].sort((a, b) => a - b);
  const rows = rates.map((gstRate) => {
    const total = lines.filter((l) => l.gstRate === gstRate).reduce((s, l) => s + l.amount, 0);
    const taxable = roundMinor((total * 100) / (100 + gstRate));
    const cgst = roundMinor((total - taxable) / 2);
    return { gstRate, taxable, cgst, sgst: total - taxable - cgst, total };
  });
  const sum = (f: (r: RateRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const gross = sum((r) => r.total);
  const net = roundToRupee ? Math.round(gross / 100) * 100 : gross;
  return {
    lines,
    rows,
    taxable: sum((r) => r.taxable),
    cgst: sum((r) => r.cgst),
    sgst: sum((r) => r.sgst),
    totalTax: sum((r) => r.cgst + r.sgst),
    gross,
    roundOff: net - gross,
    net,
    saved: lines.reduce((s, l) => s + l.qty * (l.mrp - l.rate), 0),
    uniformRate: rates.length === 1 ? rates[0] : undefined,
  };
}

/** The tax group of such a bill as its breakup table prints it: totals, rates only when uniform. */
export function inclusiveTaxTruth(bill: InclusiveBill, firstHsn: string | undefined): Group | undefined {
  const half = bill.uniformRate === undefined ? undefined : plainNumber(bill.uniformRate / 2);
  return group({
    HSN: firstHsn,
    taxable_value: plainAmount(bill.taxable),
    CGST_percentage: half,
    CGST_amount: plainAmount(bill.cgst),
    SGST_percentage: half,
    SGST_amount: plainAmount(bill.sgst),
  });
}
