// Tax carved out of inclusive prices: the breakup adds up to the bill, rates only when uniform.
import { describe, expect, it } from "@jest/globals";
import { inclusiveBill, inclusiveTaxTruth, type InclusiveLine } from "./retail-bill.ts";

const line = (amount: number, gstRate: number, mrp = amount): InclusiveLine => ({
  description: "x",
  hsn: "1905",
  qty: 1,
  mrp,
  rate: amount,
  amount,
  gstRate,
});

describe("inclusiveBill", () => {
  it("splits each rate's inclusive total into taxable value and equal halves", () => {
    const bill = inclusiveBill([line(11800, 18), line(10500, 5), line(2500, 0)], false);
    expect(bill.rows.map((r) => [r.gstRate, r.taxable, r.cgst, r.sgst])).toEqual([
      [0, 2500, 0, 0],
      [5, 10000, 250, 250],
      [18, 10000, 900, 900],
    ]);
    expect(bill.taxable + bill.totalTax).toBe(bill.gross);
    expect(bill.uniformRate).toBeUndefined();
  });
  it("rounds the net amount to the rupee and counts what the MRPs would have cost more", () => {
    const bill = inclusiveBill([line(9950, 12, 10500)], true);
    expect([bill.net, bill.roundOff, bill.saved]).toEqual([10000, 50, 550]);
    expect(inclusiveTaxTruth(bill, "1905")).toEqual({
      HSN: "1905",
      taxable_value: "88.84",
      CGST_percentage: "6",
      CGST_amount: "5.33",
      SGST_percentage: "6",
      SGST_amount: "5.33",
    });
  });
});
