// Invoices as OCR reads them from photos: misread characters and numbers that the document's own
// checks (GSTIN check character, quantity × rate, the items' sum) can put right. Made-up layouts.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./invoice/extract.ts";
import { extractStatement } from "./statement/extract.ts";
import { gstinCheckChar } from "../text/values/identifiers.ts";
import { layoutOf } from "../testing/layout.ts";
import type { Layout } from "../types.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);

/** The layout as OCR would return it from a photo. */
export function photographed(layout: Layout, conf = 0.85): Layout {
  return {
    ...layout,
    format: "JPEG",
    ocrUsed: true,
    pages: layout.pages.map((p) => ({
      ...p,
      ocr: true,
      words: p.words.map((w) => ({ ...w, source: "ocr" as const, conf })),
    })),
  };
}

describe("GSTINs misread on a photo", () => {
  const seller = gstin("08MNOPF6128K1Z");
  const buyer = gstin("08QRSTC9081L1Z");
  // The seller's 8 read as S (in a digit position, where S would be taken for 5); the buyer's first 0 read as "(".
  const sellerRead = seller.slice(0, 10) + "S" + seller.slice(11);
  // (and the label's slash lost, no colon after it)
  const buyerRead = "(" + buyer.slice(1);
  const out = extractInvoice(
    photographed(
      layoutOf([
        [
          { x: 40, y: 30, text: "Aravali Agro Implements", size: 14 },
          { x: 40, y: 50, text: "Jaipur, Rajasthan" },
          { x: 40, y: 62, text: `GSTINUIN ${sellerRead} State Code 08` },
          { x: 40, y: 100, text: "Bill To:" },
          { x: 40, y: 112, text: "Hadoti Farm Supplies" },
          { x: 40, y: 124, text: "Kota, Rajasthan" },
          { x: 40, y: 136, text: `GSTIN: ${buyerRead}` },
        ],
      ]),
    ),
  );
  const r = out.result as Record<string, Record<string, string>>;

  it("repairs them by the check character and says which one was chosen", () => {
    expect(seller[10]).toBe("8");
    expect(r["seller_details"]!["GSTIN"]).toBe(seller);
    expect(r["buyer_details"]!["GSTIN"]).toBe(buyer);
    expect(out.extraction.warnings).toContain(
      `seller_details.GSTIN ${seller}: one unclear character was chosen by the check digit, verify it`,
    );
    // "(" for 0 at a digit position is read by position alone, not guessed.
    expect(out.extraction.warnings.join("\n")).not.toContain(`buyer_details.GSTIN`);
  });
});

describe("item numbers misread on a photo", () => {
  const out = extractInvoice(
    photographed(
      layoutOf([
        [
          { x: 40, y: 30, text: "Sahyadri Fasteners", size: 14 },
          { x: 40, y: 100, text: "S.No" },
          { x: 80, y: 100, text: "Item" },
          { x: 260, y: 100, text: "HSN" },
          { x: 320, y: 100, text: "Qty" },
          { x: 380, y: 100, text: "Rate" },
          { x: 470, y: 100, text: "Amount" },
          // 26 × 1,411.75 printed; the rate's 1 read as 7.
          { x: 40, y: 115, text: "1" },
          { x: 80, y: 115, text: "Hex Bolt M12 x 60" },
          { x: 260, y: 115, text: "7318" },
          { x: 320, y: 115, text: "26" },
          { x: 380, y: 115, text: "1,417.75" },
          { x: 470, y: 115, text: "36,705.50" },
          // 73 × 640.50 printed; the quantity's 3 lost.
          { x: 40, y: 130, text: "2" },
          { x: 80, y: 130, text: "Spring Washer M12" },
          { x: 260, y: 130, text: "7318" },
          { x: 320, y: 130, text: "7" },
          { x: 380, y: 130, text: "640.50" },
          { x: 470, y: 130, text: "46,756.50" },
          // Commas read as points, and the decimal point of the amount lost.
          { x: 40, y: 145, text: "3" },
          { x: 80, y: 145, text: "Anchor Fastener 10mm" },
          { x: 260, y: 145, text: "7318" },
          { x: 320, y: 145, text: "9" },
          { x: 380, y: 145, text: "2.115.30" },
          { x: 470, y: 145, text: "1903770" },
          { x: 300, y: 170, text: "Sub Total" },
          { x: 470, y: 170, text: "1,02,499.70" },
        ],
      ]),
    ),
  );

  it("takes the reading that quantity × rate confirms", () => {
    expect(out.result["line_items"]).toMatchObject([
      { quantity: "26", unit_price: "1411.75", amount: "36705.50" },
      { quantity: "73", unit_price: "640.50", amount: "46756.50" },
      { quantity: "9", unit_price: "2115.30", amount: "19037.70" },
    ]);
    expect(out.extraction.warnings.join("\n")).not.toMatch(/line item|add up/);
  });
  it("keeps the box of the words the repaired number was read from", () => {
    expect(out.extraction.fields["line_items[1].quantity"]).toMatchObject({ bbox: [320, 130, 324.5, 139] });
    expect(out.extraction.fields["line_items[2].amount"]).toMatchObject({ bbox: [470, 145, 501.5, 154] });
  });
});

describe("totals that OCR split in two", () => {
  const layout = (subTotal: string, sgst: string) =>
    photographed(
      layoutOf([
        [
          { x: 40, y: 30, text: "Konkan Cold Storage", size: 14 },
          { x: 40, y: 100, text: "Description" },
          { x: 300, y: 100, text: "Qty" },
          { x: 370, y: 100, text: "Rate" },
          { x: 460, y: 100, text: "Amount" },
          { x: 40, y: 115, text: "Blast freezing per pallet" },
          { x: 300, y: 115, text: "310" },
          { x: 370, y: 115, text: "3,950.00" },
          { x: 460, y: 115, text: "12,24,500.00" },
          { x: 40, y: 130, text: "Cold room rent per sq ft" },
          { x: 300, y: 130, text: "1,850" },
          { x: 370, y: 130, text: "7.50" },
          { x: 460, y: 130, text: "13,875.00" },
          { x: 300, y: 160, text: "Sub Total" },
          { x: 450, y: 160, text: subTotal },
          { x: 300, y: 172, text: "CGST @ 9%" },
          { x: 460, y: 172, text: "1,11,453.75" },
          { x: 300, y: 184, text: "SGST @ 9%" },
          { x: 460, y: 184, text: sgst },
          { x: 300, y: 196, text: "Grand Total" },
          { x: 460, y: 196, text: "14,61,282.50" },
        ],
      ]),
    );

  it("joins the pieces when the items' sum and the tax rate confirm it", () => {
    const out = extractInvoice(layout("12 38,375.00", "1,11,453 75"));
    expect(out.result["total_calculation"]).toMatchObject({
      sub_total: "1238375.00",
      CGST_at_9_percentage: "111453.75",
      SGST_at_9_percentage: "111453.75",
      total_tax: "222907.50",
      grand_total: "1461282.50",
    });
    expect(out.extraction.warnings).toEqual([]);
    // The joined reading's box covers both pieces.
    expect(out.extraction.fields["total_calculation.sub_total"]?.bbox).toEqual([450, 160, 450 + 12 * 4.5, 169]);
  });
  it("puts back a decimal point the tax rate confirms", () => {
    const out = extractInvoice(layout("12,38,375.00", "11145375"));
    expect(out.result["tax_calculation"]).toMatchObject({ SGST_amount: "111453.75" });
    expect(out.extraction.warnings).toEqual([]);
  });
  it("takes no joined reading that nothing confirms, but the items' sum that the grand total confirms", () => {
    const out = extractInvoice(layout("12 38,000.00", "1,11,453.75"));
    // Neither 38,000.00 nor a joined 12,38,000.00 adds up; the items' 12,38,375.00 and the taxes do.
    expect(out.result["total_calculation"]).toMatchObject({ sub_total: "1238375.00" });
    expect(out.extraction.warnings.join("\n")).toMatch(/add up to 1238375\.00/);
    expect(out.extraction.warnings.join("\n")).toMatch(/taxable value taken as 1238375\.00, the items' sum/);
  });
});

describe("bank details on a photo", () => {
  it('reads the account number after "A/c No." as OCR reads it', () => {
    for (const label of ["Alc No.", "A1c No :", "Ale No."]) {
      const out = extractInvoice(
        photographed(
          layoutOf([
            [
              { x: 40, y: 30, text: "Deccan Spice Traders", size: 14 },
              { x: 40, y: 300, text: "Bank Name: Canara Bank" },
              { x: 40, y: 312, text: `${label} 1120457789031` },
              { x: 40, y: 324, text: "IFSC: CNRB0004471" },
            ],
          ]),
        ),
      );
      expect(out.result["bank_details"]).toMatchObject({ account_number: "1120457789031", IFSC: "CNRB0004471" });
    }
  });
});

describe("an items table whose rows still slope on the photo", () => {
  it("reads each row as one item", () => {
    const layout = photographed(
      layoutOf([
        [
          { x: 40, y: 100, text: "Description" },
          { x: 300, y: 100, text: "Qty" },
          { x: 370, y: 100, text: "Rate" },
          { x: 460, y: 100, text: "Amount" },
          { x: 40, y: 112, text: "Jute sacks 50 kg" },
          { x: 300, y: 112, text: "400" },
          { x: 370, y: 112, text: "38.00" },
          { x: 460, y: 112, text: "15,200.00" },
          { x: 40, y: 124, text: "Twine roll" },
          { x: 300, y: 124, text: "25" },
          { x: 370, y: 124, text: "140.00" },
          { x: 460, y: 124, text: "3,500.00" },
          { x: 40, y: 136, text: "Pallet wrap film" },
          { x: 300, y: 136, text: "12" },
          { x: 370, y: 136, text: "615.00" },
          { x: 460, y: 136, text: "7,380.00" },
          { x: 300, y: 160, text: "Sub Total" },
          { x: 460, y: 160, text: "26,080.00" },
        ],
      ]),
    );
    // 1.6° down to the right: across the table that is more than half a row.
    const t = Math.tan((1.6 * Math.PI) / 180);
    layout.pages[0]!.words = layout.pages[0]!.words.map((w) => ({ ...w, y0: w.y0 + w.x0 * t, y1: w.y1 + w.x0 * t }));
    const out = extractInvoice(layout);
    expect(out.result["line_items"]).toMatchObject([
      { description: "Jute sacks 50 kg", quantity: "400", amount: "15200.00" },
      { description: "Twine roll", quantity: "25", amount: "3500.00" },
      { description: "Pallet wrap film", quantity: "12", amount: "7380.00" },
    ]);
    expect(out.result["total_calculation"]).toMatchObject({ sub_total: "26080.00" });
  });
});

describe("a statement photographed", () => {
  const out = extractStatement(
    photographed(
      layoutOf([
        [
          { x: 40, y: 30, text: "Karur Vysya Bank", size: 14 },
          { x: 40, y: 60, text: "Account Number : 1754135000008822" },
          { x: 40, y: 72, text: "Opening Balance : 52,310.40" },
          { x: 40, y: 100, text: "Date" },
          { x: 110, y: 100, text: "Narration" },
          { x: 300, y: 100, text: "Chq No" },
          { x: 370, y: 100, text: "Debit" },
          { x: 430, y: 100, text: "Credit" },
          { x: 500, y: 100, text: "Balance" },
          { x: 40, y: 114, text: "02-07-2024" },
          { x: 110, y: 114, text: "NEFT MADURAI TEXTILES" },
          // Commas read as points.
          { x: 425, y: 114, text: "1.18.250.00" },
          { x: 495, y: 114, text: "1,70,560.40" },
          { x: 40, y: 128, text: "03-07-2024" },
          { x: 110, y: 128, text: "CHQ PAID" },
          { x: 300, y: 128, text: "004417" },
          { x: 365, y: 128, text: "20,000.00" },
          // The balance's decimal point lost: 1,50,560.40.
          { x: 495, y: 128, text: "15056040" },
          { x: 40, y: 142, text: "05-07-2024" },
          { x: 110, y: 142, text: "ATM CASH" },
          { x: 365, y: 142, text: "5,000.00" },
          { x: 495, y: 142, text: "1,45,560.40" },
        ],
      ]),
    ),
  );
  const r = out.result as { transactions: Record<string, string>[] };

  it("reads blurred separators and a balance the chain confirms", () => {
    expect(r.transactions.map((t) => [t["date"], t["debit"], t["credit"], t["balance"]])).toEqual([
      ["2024-07-02", undefined, "118250.00", "170560.40"],
      ["2024-07-03", "20000.00", undefined, "150560.40"],
      ["2024-07-05", "5000.00", undefined, "145560.40"],
    ]);
    expect(r.transactions[1]).toMatchObject({ description: "CHQ PAID", reference: "004417" });
    expect(out.extraction.warnings).toEqual([]);
  });
});

describe("a bill filled in by hand", () => {
  it("returns the values OCR read with low confidence, with that confidence and a warning", () => {
    const printed = layoutOf([
      [
        { x: 200, y: 40, text: "Alwin Tailors", size: 14 },
        { x: 60, y: 80, text: "Bill No. 7847" },
        { x: 60, y: 120, text: "Particulars" },
        { x: 400, y: 120, text: "Amount" },
        { x: 60, y: 140, text: "Blouse stitching" },
        { x: 400, y: 140, text: "950" },
        { x: 300, y: 200, text: "Total" },
        { x: 400, y: 200, text: "950" },
      ],
    ]);
    // The printed form reads well; the figures written in by hand do not.
    const read = photographed(printed);
    read.pages[0]!.words = read.pages[0]!.words.map((w) => (w.text === "950" ? { ...w, conf: 0.35 } : w));
    const out = extractInvoice(read);
    expect(out.result["total_calculation"]).toMatchObject({ grand_total: "950" });
    expect(out.extraction.fields["total_calculation.grand_total"]).toMatchObject({ confidence: 0.35, source: "ocr" });
    const warning = out.extraction.warnings.find((w) => w.startsWith("read with low confidence"));
    expect(warning).toContain("total_calculation.grand_total (0.35)");
    expect(warning).not.toContain("invoice_details.invoice_number");
  });
});
