import { describe, expect, it } from "@jest/globals";
import { Rng } from "../random.ts";
import { GOODS, MEDICINES, SERVICES } from "../data/goods.ts";
import { gstBill } from "./gst.ts";

describe("GST bill arithmetic", () => {
  it("reconciles: items sum to the taxable value, taxable + taxes + round-off = grand total", () => {
    for (let i = 0; i < 400; i++) {
      const rng = new Rng(`bill/${i}`);
      const bill = gstBill(rng, rng.pick([GOODS, SERVICES, MEDICINES]), {
        count: [1, 20],
        interState: rng.chance(0.5),
        discount: 0.4,
        roundToRupee: rng.chance(0.5),
      });
      expect(bill.lines.reduce((s, l) => s + l.taxable, 0)).toBe(bill.taxable);
      expect(bill.taxable + bill.cgst + bill.sgst + bill.igst + bill.roundOff).toBe(bill.grandTotal);
      expect(Math.abs(bill.roundOff)).toBeLessThanOrEqual(50);
      for (const l of bill.lines) expect(l.gross - l.discount).toBe(l.taxable);
      if (bill.interState) expect(bill.cgst + bill.sgst).toBe(0);
      else expect(bill.igst).toBe(0);
      const hsnTotal = bill.hsn.reduce((s, h) => s + h.taxable + h.cgst + h.sgst + h.igst, 0);
      expect(hsnTotal).toBe(bill.taxable + bill.totalTax);
    }
  });
  it("charges no tax on a bill of supply", () => {
    const bill = gstBill(new Rng("bos"), GOODS, { count: [3, 6], interState: false, noTax: true });
    expect(bill.totalTax).toBe(0);
    expect(bill.grandTotal).toBe(bill.taxable);
  });
});
