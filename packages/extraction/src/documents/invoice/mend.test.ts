// An invoice's arithmetic mends the figures OCR misread or lost, on layouts made up for these tests.
import { describe, expect, it } from "@jest/globals";
import { asOcr, endingAt, layoutOf } from "../../testing/layout.ts";
import { extractInvoice } from "./extract.ts";

/** A scanned GST invoice's totals block: label at x 350, figure ending at x 570, a line each. */
function scanned(rows: [string, string][], extra: { x: number; y: number; text: string }[] = []) {
  const lines = rows.flatMap(([label, figure], i) => [
    { x: 350, y: 700 + 12 * i, text: label },
    ...(figure ? [endingAt(570, 700 + 12 * i, figure)] : []),
  ]);
  const out = extractInvoice(asOcr(layoutOf([[{ x: 40, y: 30, text: "Tax Invoice No. 77" }, ...lines, ...extra]])));
  return {
    tax: out.result["tax_calculation"] as Record<string, string>,
    total: out.result["total_calculation"] as Record<string, string>,
    warnings: out.extraction.warnings,
    fields: out.extraction.fields,
  };
}

describe("one figure that breaks the sum", () => {
  it("takes the one OCR slip of it that makes taxable value + taxes = grand total hold, with a warning", () => {
    const r = scanned([
      ["Taxable Value", "10,000.00"],
      ["CGST @ 9%", "900.00"],
      ["SGST @ 9%", "900.00"],
      ["Grand Total", "17,800.00"],
    ]);
    expect(r.total["grand_total"]).toBe("11800.00");
    expect(r.warnings.join(" ")).toMatch(/grand_total taken as 11800.00 \(read by OCR as 17,800.00\)/);
    expect(r.fields["total_calculation.grand_total"]!.confidence).toBeLessThan(0.5);
  });
  it("mends a tax whose digit OCR lost", () => {
    const r = scanned([
      ["Taxable Value", "19,38,167.00"],
      ["IGST", "3,29,761.2"],
      ["Grand Total", "22,67,928.82"],
    ]);
    expect(r.tax["IGST_amount"]).toBe("329761.82");
    expect(r.total["total_tax"]).toBe("329761.82");
  });
  it("takes a tax line's figure printed beside the one read, where it makes the sum hold", () => {
    const r = scanned([
      ["Nettobetrag", "376,37"],
      ["19,00% MwSt.:   376,37   71,51", "447,88"],
      ["Summe gesamt", "447,88"],
    ]);
    expect(r.total).toMatchObject({ sub_total: "376.37", total_tax: "71.51", grand_total: "447.88" });
    expect(r.warnings.join(" ")).toMatch(/total_tax taken as 71.51 \(printed beside it\)/);
  });
  it("takes SGST as CGST where that makes the sum hold, past a rupee sign read as a mark", () => {
    const r = scanned([
      ["Taxable Amount", "5,45,983.00"],
      ["CGST", "31,905.33"],
      ["SGST", "31,005.33"],
      ["Round Off", "0.34"],
      ["TOTAL AMOUNT", "%6,09,794.00"],
    ]);
    expect(r.tax).toMatchObject({ CGST_amount: "31905.33", SGST_amount: "31905.33" });
    expect(r.total["grand_total"]).toBe("609794.00");
  });
  it("passes over a round-off of a rupee or more (its point lost), the sum then rounded", () => {
    const r = scanned([
      ["Net Total", "19,582.00"],
      ["Output Tax CGST", "2027.68"],
      ["Output Tax SGST", "2027.68"],
      ["Rounding Adjustment (INR)", "036"],
      ["Rounded Total", "223,637.00"],
      ["Amount in words:", "Rupees Twenty Three Thousand Six Hundred Thirty Seven Only"],
    ]);
    // The taxable value's lost leading 2 would close the sum too: the amount in words tells.
    expect(r.total["grand_total"]).toBe("23637.00");
  });
  it("mends nothing where two figures could each be the slip", () => {
    // 600 too much: a 1 of the grand total or of the IGST read as 7 would each explain it.
    const r = scanned([
      ["Taxable Value", "1,000.00"],
      ["IGST", "180.00"],
      ["Grand Total", "1,780.00"],
    ]);
    expect(r.total["grand_total"]).toBe("1780.00");
    expect(r.tax["IGST_amount"]).toBe("180.00");
  });
  it("mends no figure into breaking a check that held (a tax at its rate)", () => {
    // 1,100 read for 1,700, or 198 for 798, would close the sum, but 198 is 18% of 1,100.
    const r = scanned([
      ["Taxable Value", "1,100.00"],
      ["IGST @ 18%", "198.00"],
      ["Grand Total", "1,898.00"],
    ]);
    expect(r.tax).toMatchObject({ taxable_value: "1100.00", IGST_amount: "198.00" });
  });
});

describe("a figure not read that the others determine", () => {
  it("takes SGST as CGST where only CGST was read, both charged at one rate on one base", () => {
    const r = scanned([
      ["Taxable Value", "1,000.00"],
      ["CGST @ 6%", "60.00"],
      ["SGST @ 6%", ""],
      ["Grand Total", "1,120.00"],
    ]);
    expect(r.tax).toMatchObject({ CGST_amount: "60.00", SGST_amount: "60.00", SGST_percentage: "6" });
    expect(r.total["total_tax"]).toBe("120.00");
    expect(r.warnings.join(" ")).toMatch(/SGST not read: taken as 60.00, as CGST/);
  });
  it("takes it where the sum holds but for a round-off's lost minus", () => {
    const r = scanned([
      ["Taxable Value", "35,552.00"],
      ["Output Tax CGST @ 9.0", "3,199.68"],
      ["Rounding Adjustment", "0.36"],
      ["Rounded Total", "41,951.00"],
    ]);
    expect(r.tax["SGST_amount"]).toBe("3199.68");
  });
  it("does not where the grand total holds without it", () => {
    const r = scanned([
      ["Taxable Value", "1,000.00"],
      ["CGST @ 6%", "60.00"],
      ["Grand Total", "1,060.00"],
    ]);
    expect(r.tax["SGST_amount"]).toBeUndefined();
  });
  it("takes an IGST named without its amount as what the grand total leaves, to the paisa", () => {
    const r = scanned([
      ["Taxable Amount", "58,047.52"],
      ["IGST", ""],
      ["Round Off", "-0.30"],
      ["Total", "67,525.00"],
    ]);
    expect(r.tax["IGST_amount"]).toBe("9477.78");
    expect(r.warnings.join(" ")).toMatch(/IGST not read by their labels/);
  });
  it("takes a grand total not read by its label where it is printed as the sum", () => {
    const r = scanned(
      [
        ["Taxable Value", "1,000.00"],
        ["IGST @ 18%", "180.00"],
      ],
      [endingAt(570, 760, "1,180.00")],
    );
    expect(r.total["grand_total"]).toBe("1180.00");
  });
  it("takes the amount in words for a grand total that breaks the sum where the words make it hold", () => {
    const r = scanned([
      ["Taxable Value", "20,93,966.00"],
      ["IGST @ 18%", "3,76,913.88"],
      ["Total", "20,93,966.00"],
      ["Amount in words:", "Rupees Twenty Four Lakh Seventy Thousand Eight Hundred Eighty Only"],
    ]);
    expect(r.total["grand_total"]).toBe("2470880.00");
  });
  it("takes as the total tax the figure printed between taxable value and grand total that they leave", () => {
    const r = scanned([
      ["Nettobetrag", "4.168,00"],
      ["zzgl. 19% USL.", "791,92"],
      ["Rechnungsbetrag", "4.959,92"],
    ]);
    expect(r.total).toMatchObject({ sub_total: "4168.00", total_tax: "791.92", grand_total: "4959.92" });
    expect(r.warnings.join(" ")).toMatch(/total tax not read by its label/);
  });
  it("takes the items' sum for a taxable value that breaks the sum where the items' sum makes it hold", () => {
    const item = (y: number, name: string, amount: string) => [{ x: 40, y, text: name }, endingAt(570, y, amount)];
    const r = scanned(
      [
        ["Sub-Total", "BE"],
        ["CGST @ 2.5%", "108.10"],
        ["SGST @ 2.5%", "108.10"],
        ["Net Total", "4,540.20"],
      ],
      [
        { x: 40, y: 600, text: "Item" },
        { x: 300, y: 600, text: "Qty" },
        { x: 400, y: 600, text: "Rate" },
        { x: 530, y: 600, text: "Amount" },
        ...item(612, "Paneer Tikka", "3,024.00"),
        ...item(624, "Butter Naan", "1,300.00"),
      ],
    );
    expect(r.tax["taxable_value"]).toBe("4324.00");
    expect(r.warnings.join(" ")).toMatch(/taxable value taken as 4324.00, the items' sum/);
  });
});

describe("a grand total that cannot be right", () => {
  it("takes taxable value + taxes for a total read below the taxable value, where the taxes are at a GST rate", () => {
    const r = scanned([
      ["Taxable Value", "8400"],
      ["CGST @", "126"],
      ["SGST @", "126"],
      ["Total Amount of Invoice", "1862"],
    ]);
    expect(r.total["grand_total"]).toBe("8652.00");
    expect(r.warnings.join(" ")).toMatch(/grand_total taken as 8652.00, taxable value \+ taxes: read by OCR as 1862/);
    expect(r.fields["total_calculation.grand_total"]!.confidence).toBeLessThan(0.5);
  });
  it("keeps it where the taxes are at no GST rate of the taxable value, so nothing confirms their sum", () => {
    const r = scanned([
      ["Taxable Value", "8400"],
      ["CGST @", "131"],
      ["SGST @", "131"],
      ["Total Amount of Invoice", "1862"],
    ]);
    expect(r.total["grand_total"]).toBe("1862");
  });
  it("leaves out a total read below the taxes it includes, where no taxable value was read", () => {
    const r = scanned([
      ["Add: CGST 6%", "187"],
      ["Add: SGST 6%", "187"],
      ["Total Amount After Tax", "35"],
    ]);
    expect(r.total["grand_total"]).toBeUndefined();
    expect(r.warnings.join(" ")).toMatch(
      /grand total read by OCR as 35.00, below the taxes it includes \(374.00\): left out/,
    );
  });
  it("puts a grand total that misses taxable value + taxes past any mend in doubt, with the taxable value", () => {
    const r = scanned([
      ["Taxable Value", "1,000.00"],
      ["CGST @ 9%", "90.00"],
      ["SGST @ 9%", "90.00"],
      ["Grand Total", "1,234.00"],
    ]);
    expect(r.total["grand_total"]).toBe("1234.00");
    expect(r.warnings).toContain("taxable value + taxes = 1180.00, but the grand total is 1234.00");
    for (const path of ["total_calculation.grand_total", "tax_calculation.taxable_value"])
      expect(r.fields[path]!.confidence).toBeLessThanOrEqual(0.5);
    expect(r.fields["tax_calculation.CGST_amount"]!.confidence).toBeGreaterThan(0.5);
  });
});
