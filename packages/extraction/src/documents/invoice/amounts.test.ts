// A tax's rate a bill leaves unprinted, worked out from its amount on layouts made up for these tests.
import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../../testing/layout.ts";
import { extractInvoice } from "./extract.ts";

/** A jeweller's bill book: the rate after "CGST @" written in by hand and not read. */
const bill = (taxable: string, cgst: string, sgst: string, total: string, rate = "") =>
  extractInvoice(
    asOcr(
      layoutOf([
        [
          { x: 40, y: 20, text: "Tax Invoice" },
          { x: 40, y: 40, text: "Surya Jewellers" },
          { x: 300, y: 60, text: "Invoice No. 26" },
          { x: 40, y: 300, text: "Total Amount" },
          { x: 300, y: 300, text: taxable },
          { x: 40, y: 320, text: `CGST @${rate}` },
          { x: 300, y: 320, text: cgst },
          { x: 40, y: 340, text: `SGST @${rate}` },
          { x: 300, y: 340, text: sgst },
          { x: 40, y: 360, text: "Total Amount of Invoice" },
          { x: 300, y: 360, text: total },
        ],
      ]),
      0.9,
    ),
  );

describe("a tax's rate not printed", () => {
  it("is the GST rate that gives its amount on the taxable value, with a warning", () => {
    const out = bill("8,400.00", "126.00", "126.00", "8,652.00");
    expect(out.result["tax_calculation"]).toMatchObject({ CGST_percentage: "1.5", SGST_percentage: "1.5" });
    expect(out.extraction.warnings.join(" ")).toMatch(/CGST rate not printed or not read: taken as 1.5%/);
    expect(out.extraction.fields["tax_calculation.CGST_percentage"]!.confidence).toBeLessThanOrEqual(0.5);
  });
  it("is none where two rates give the amount alike", () => {
    const out = bill("20.00", "0.30", "0.30", "20.60");
    expect(out.result["tax_calculation"]).not.toHaveProperty("CGST_percentage");
  });
  it("leaves a printed rate as printed", () => {
    const out = bill("8,400.00", "126.00", "126.00", "8,652.00", " 1.5%");
    expect(out.result["tax_calculation"]).toMatchObject({ CGST_percentage: "1.5" });
    expect(out.extraction.warnings.join(" ")).not.toMatch(/rate not printed/);
  });
});

/** A dry-fruit seller's bill book: its totals' rates written in by hand, SGST's "6%" read as "62". */
const pairBill = (cgst: string, sgst: string) =>
  extractInvoice(
    asOcr(
      layoutOf([
        [
          { x: 40, y: 20, text: "Tax Invoice" },
          { x: 40, y: 40, text: "Noor Dry Fruits" },
          { x: 300, y: 60, text: "Invoice No. 001" },
          { x: 40, y: 300, text: "Total Amount Before Tax" },
          { x: 40, y: 320, text: "Add : CGST 6%" },
          { x: 300, y: 320, text: cgst },
          { x: 40, y: 340, text: "Add : SGST 62" },
          { x: 300, y: 340, text: sgst },
          { x: 40, y: 360, text: "Total Amount After Tax" },
        ],
      ]),
      0.9,
    ),
  );

describe("a paired tax's rate not read", () => {
  it("is its pair's where their amounts are the same, with a warning", () => {
    const out = pairBill("187.00", "187.00");
    expect(out.result["tax_calculation"]).toMatchObject({ CGST_percentage: "6", SGST_percentage: "6" });
    expect(out.extraction.warnings.join(" ")).toMatch(/SGST rate not read: taken as 6%, CGST's/);
    expect(out.extraction.fields["tax_calculation.SGST_percentage"]!.confidence).toBeLessThanOrEqual(0.5);
  });
  it("is none where their amounts differ", () => {
    const out = pairBill("187.00", "178.00");
    expect(out.result["tax_calculation"]).not.toHaveProperty("SGST_percentage");
  });
});
