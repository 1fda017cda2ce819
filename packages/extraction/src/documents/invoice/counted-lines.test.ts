// Items printed as "count x name … amount" under no column header, on receipts made up for these tests.
import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../../testing/layout.ts";
import { extractInvoice } from "./extract.ts";

type Placed = Parameters<typeof layoutOf>[0][number][number];
const line = (y: number, ...cells: [number, string][]): Placed[] => cells.map(([x, text]) => ({ x, y, text }));
const itemsOf = (rows: Placed[][], ocr = false) => {
  const layout = layoutOf([rows.flat()]);
  return extractInvoice(ocr ? asOcr(layout, 0.9) : layout).result["line_items"];
};

/** A café's receipt: its items as counted lines, then its totals. */
const cafe = (items: Placed[][]) => [
  line(20, [110, "CAFE MOCHA"]),
  line(34, [90, "GSTIN: 06AAECT0606Q1Z6"]),
  line(48, [20, "Invoice No: TS17464"]),
  ...items,
  line(112, [20, "Sub Total"], [220, "972.00"]),
  line(126, [20, "CGST 2.5%"], [225, "24.30"]),
  line(140, [20, "SGST 2.5%"], [225, "24.30"]),
  line(154, [20, "Total"], [210, "1,020.60"]),
];

describe("items printed as a count, a times sign and the name", () => {
  it("are read with their count and amount", () => {
    const items = itemsOf(
      cafe([
        line(66, [20, "1 x Sparkling Cold Brew"], [220, "456.00"]),
        line(80, [20, "2x Banana Cake"], [220, "336.00"]),
        line(94, [20, "1 × Almond Biscotti"], [205, "₹ 180.00"]),
      ]),
    );
    expect(items).toEqual([
      { description: "Sparkling Cold Brew", quantity: "1", amount: "456.00" },
      { description: "Banana Cake", quantity: "2", amount: "336.00" },
      { description: "Almond Biscotti", quantity: "1", amount: "180.00" },
    ]);
  });
  it("are read with whole rupees after a rupee sign", () => {
    const items = itemsOf(
      cafe([line(66, [20, "2 x Paneer Tikka"], [215, "₹340"]), line(80, [20, "1 x Naan"], [210, "₹ 45"])]),
    );
    expect(items).toEqual([
      { description: "Paneer Tikka", quantity: "2", amount: "340" },
      { description: "Naan", quantity: "1", amount: "45" },
    ]);
  });
  it("are read so from a photo's OCR too", () => {
    const items = itemsOf(cafe([line(66, [20, "1 x Sparkling Cold Brew"], [220, "456.00"])]), true);
    expect(items).toEqual([{ description: "Sparkling Cold Brew", quantity: "1", amount: "456.00" }]);
  });
  it("are not a size or a line without its amount's paise", () => {
    const items = itemsOf(
      cafe([line(66, [20, "2 x 4 Plywood Sheet"], [220, "456"]), line(80, [20, "12 x 18 inch frame"])]),
    );
    expect(items).toEqual([]);
  });
});
