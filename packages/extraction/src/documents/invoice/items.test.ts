// Line items of wide tables, on layouts made up for these tests: the habits of marketplace, distributor
// and billing-software invoices, not any one document.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { asOcr, endingAt, layoutOf } from "../../testing/layout.ts";

const itemsOf = (lines: Parameters<typeof layoutOf>[0][number]) =>
  extractInvoice(layoutOf([lines])).result["line_items"] as Record<string, string>[];

describe("line items of a wide marketplace table", () => {
  // Product | Title | Qty | Gross | Discount | Taxable Value | CGST | SGST | Total, the title wrapped
  // under its figures, details and the tax rates printed under it, a shipping row and a total row.
  const head = [
    { x: 10, y: 100, text: "Product" },
    { x: 110, y: 100, text: "Title" },
    { x: 270, y: 100, text: "Qty" },
    { x: 300, y: 100, text: "Gross" },
    { x: 345, y: 100, text: "Discount" },
    { x: 400, y: 100, text: "Taxable" },
    { x: 452, y: 100, text: "CGST" },
    { x: 495, y: 100, text: "SGST" },
    { x: 540, y: 100, text: "Total" },
    { x: 300, y: 110, text: "Amount" },
    { x: 400, y: 110, text: "Value" },
  ];
  const figures = (y: number, values: string[]) =>
    [283, 335, 383, 435, 479, 520, 566].map((right, i) => endingAt(right, y, values[i]!));
  const items = itemsOf([
    ...head,
    { x: 10, y: 130, text: "Mixer Grinders" },
    { x: 110, y: 130, text: "Sumeet Mixer Grinder" },
    ...figures(130, ["1", "4990.00", "-450.00", "3847.46", "346.27", "346.27", "4540.00"]),
    { x: 10, y: 142, text: "HSN/SAC: 85094010" },
    { x: 110, y: 142, text: "750 W, 3 Jars (Red)" },
    { x: 110, y: 154, text: "Warranty: 2 Years" },
    { x: 110, y: 166, text: "CGST: 9.0 %" },
    { x: 110, y: 178, text: "SGST/UTGST: 9.0 %" },
    { x: 110, y: 196, text: "Shipping And Handling Charges" },
    ...figures(196, ["1", "40.00", "-40.00", "0.00", "0.00", "0.00", "0.00"]),
    { x: 180, y: 220, text: "Total" },
    ...figures(220, ["1", "5030.00", "-490.00", "3847.46", "346.27", "346.27", "4540.00"]),
    { x: 400, y: 250, text: "Grand Total" },
    endingAt(566, 250, "4540.00"),
  ]);

  it("gives each item its value before tax, its own name and its HSN, details apart", () => {
    expect(items).toEqual([
      {
        description: "Sumeet Mixer Grinder 750 W, 3 Jars (Red)",
        HSN: "85094010",
        quantity: "1",
        amount: "3847.46",
      },
      { description: "Shipping And Handling Charges", quantity: "1", amount: "0.00" },
    ]);
  });
});

describe("descriptions wrapped above and below their figures", () => {
  it("give each line to the nearer item", () => {
    const items = itemsOf([
      { x: 40, y: 100, text: "Description" },
      { x: 300, y: 100, text: "Qty" },
      { x: 360, y: 100, text: "Taxable Value" },
      { x: 460, y: 100, text: "Total" },
      { x: 40, y: 115, text: "The Quiet Garden (Hardcover)" },
      { x: 40, y: 125, text: "Lotus Press, first edition" },
      endingAt(315, 135, "1"),
      endingAt(418, 135, "350.00"),
      endingAt(482, 135, "350.00"),
      { x: 40, y: 145, text: "2021 | LP-QG-HC" },
      { x: 40, y: 165, text: "Packing and" },
      endingAt(315, 175, "1"),
      endingAt(418, 175, "20.00"),
      endingAt(482, 175, "20.00"),
      { x: 40, y: 185, text: "Delivery" },
      { x: 300, y: 210, text: "TOTAL PRICE: 370.00" },
    ]);
    expect(items).toEqual([
      {
        description: "The Quiet Garden (Hardcover) Lotus Press, first edition 2021 LP-QG-HC",
        quantity: "1",
        amount: "350.00",
      },
      { description: "Packing and Delivery", quantity: "1", amount: "20.00" },
    ]);
  });
});

describe("quantities as shops print them", () => {
  it("read a count before its unit and a count before the name", () => {
    const items = itemsOf([
      { x: 40, y: 100, text: "Sl" },
      { x: 70, y: 100, text: "Particulars" },
      { x: 260, y: 100, text: "Quantity" },
      { x: 340, y: 100, text: "Rate" },
      { x: 380, y: 100, text: "per" },
      { x: 460, y: 100, text: "Amount" },
      { x: 40, y: 115, text: "1" },
      { x: 70, y: 115, text: "Wall Putty 40 kg" },
      endingAt(296, 115, "44 BAG"),
      endingAt(392, 115, "778.00 bag"),
      endingAt(487, 115, "34,232.00"),
      { x: 40, y: 130, text: "2" },
      { x: 70, y: 130, text: "2 x Paneer Tikka" },
      endingAt(365, 130, "240.00"),
      endingAt(487, 130, "480.00"),
      { x: 300, y: 160, text: "Total" },
      endingAt(487, 160, "34,712.00"),
    ]);
    expect(items).toEqual([
      { description: "Wall Putty 40 kg", quantity: "44", unit_price: "778.00", amount: "34232.00" },
      { description: "Paneer Tikka", quantity: "2", unit_price: "240.00", amount: "480.00" },
    ]);
  });
});

describe("attributes printed beside or inside a description", () => {
  it("keep the name apart from a code in the cell before it and from rates run together", () => {
    const out = extractInvoice(
      layoutOf([
        [
          { x: 107, y: 100, text: "Description" },
          { x: 274, y: 100, text: "Qty" },
          { x: 405, y: 100, text: "Taxable Value" },
          { x: 482, y: 100, text: "IGST" },
          { x: 532, y: 100, text: "Total" },
          { x: 9, y: 120, text: "SAC: 998599" },
          { x: 107, y: 120, text: "Platform Fee" },
          endingAt(283, 120, "1"),
          endingAt(457, 120, "4.24"),
          endingAt(511, 120, "0.76"),
          endingAt(554, 120, "5.00"),
          { x: 107, y: 132, text: "HSN: 998599 | IGST: 18.0 %" },
          { x: 174, y: 160, text: "Total" },
          endingAt(457, 160, "4.24"),
          endingAt(511, 160, "0.76"),
          endingAt(554, 160, "5.00"),
        ],
      ]),
    );
    expect(out.result["line_items"]).toEqual([
      { description: "Platform Fee", HSN: "998599", quantity: "1", amount: "4.24" },
    ]);
    expect(out.result["tax_calculation"]).toMatchObject({ IGST_percentage: "18", IGST_amount: "0.76" });
  });
});

describe("an item table continued on the next page", () => {
  it("reads on past the next page's head and repeated header, and takes no title for a total", () => {
    const header = (y: number) => [
      { x: 31, y, text: "Sl No." },
      { x: 100, y, text: "Description of Goods" },
      { x: 300, y, text: "Quantity" },
      { x: 380, y, text: "Rate" },
      { x: 511, y, text: "Amount" },
    ];
    const row = (y: number, n: string, name: string, qty: string, rate: string, amount: string) => [
      { x: 40, y, text: n },
      { x: 62, y, text: name },
      endingAt(336, y, qty),
      endingAt(400, y, rate),
      endingAt(541, y, amount),
    ];
    const out = extractInvoice(
      layoutOf([
        [
          { x: 260, y: 27, text: "Tax Invoice" },
          { x: 301, y: 42, text: "Invoice No 3899/2025-26" },
          ...header(100),
          ...row(115, "1", "Ball Bearing 6205 ZZ", "55 PCS", "150.00", "8,250.00"),
          { x: 372, y: 126, text: "continued to page number 2" },
        ],
        [
          { x: 260, y: 27, text: "Tax Invoice" },
          { x: 26, y: 41, text: "Invoice No 3899/2025-26 (Page 2)" },
          ...header(60),
          ...row(75, "2", "HDPE Granules", "14.5 KGS", "113.00", "1,638.50"),
          { x: 380, y: 100, text: "Total" },
          endingAt(541, 100, "9,888.50"),
        ],
      ]),
    );
    expect((out.result["line_items"] as Record<string, string>[]).map((i) => [i["description"], i["amount"]])).toEqual([
      ["Ball Bearing 6205 ZZ", "8250.00"],
      ["HDPE Granules", "1638.50"],
    ]);
    expect(out.result["invoices"]).toBeUndefined();
  });
});

describe("a bill book's names under a centred Particulars", () => {
  it("are the description's, not the serial number column's they start under", () => {
    // Printed from the column's rule, the name runs under the end of a wide "Sr. No." heading.
    const items = itemsOf([
      { x: 20, y: 100, text: "Sr. No." },
      { x: 150, y: 100, text: "Particulars" },
      endingAt(330, 100, "Qty."),
      endingAt(390, 100, "Rate"),
      endingAt(460, 100, "Amount"),
      { x: 22, y: 120, text: "1" },
      { x: 45, y: 120, text: "Surf Excel" },
      endingAt(330, 120, "10"),
      endingAt(390, 120, "151.00"),
      endingAt(460, 120, "1510/-"),
      { x: 22, y: 140, text: "2" },
      { x: 45, y: 140, text: "Office Chair Revolving" },
      endingAt(330, 140, "12"),
      endingAt(390, 140, "932/-"),
      endingAt(460, 140, "11184.00"),
    ]);
    expect(items.map((i) => [i["description"], i["quantity"], i["amount"]])).toEqual([
      ["Surf Excel", "10", "1510"],
      ["Office Chair Revolving", "12", "11184.00"],
    ]);
  });
});

describe("an item's name whose words OCR ran together", () => {
  const page = (name: string) => [
    { x: 20, y: 100, text: "Description" },
    endingAt(330, 100, "Qty."),
    endingAt(390, 100, "Rate"),
    endingAt(460, 100, "Amount"),
    { x: 20, y: 120, text: name },
    endingAt(330, 120, "3"),
    endingAt(390, 120, "1129.00"),
    endingAt(460, 120, "3387.00"),
  ];
  const described = (layout: ReturnType<typeof layoutOf>) =>
    (extractInvoice(layout).result["line_items"] as Record<string, string>[])[0]?.["description"];
  it("is parted where the case shows the seam, on OCR's text only", () => {
    expect(described(asOcr(layoutOf([page("LaptopBag15.6")])))).toBe("Laptop Bag 15.6");
    expect(described(layoutOf([page("PhonePe15.6")]))).toBe("PhonePe15.6");
  });
});

describe("an airline's exempt charges beside the taxable value", () => {
  it("are part of the item's value before tax, not of the taxable value", () => {
    const r = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Tax Invoice" },
          { x: 40, y: 50, text: "Number : DL1232402DO21075" },
          { x: 40, y: 100, text: "Description" },
          { x: 150, y: 100, text: "SAC Code" },
          endingAt(280, 100, "Taxable Value"),
          endingAt(380, 100, "Exempted Value"),
          endingAt(430, 100, "CGST"),
          endingAt(480, 100, "SGST"),
          endingAt(560, 100, "Total"),
          { x: 40, y: 120, text: "Air Travel" },
          { x: 150, y: 120, text: "996425" },
          endingAt(280, 120, "10,800.00"),
          endingAt(380, 120, "0.00"),
          endingAt(430, 120, "270.00"),
          endingAt(480, 120, "270.00"),
          endingAt(560, 120, "11,340.00"),
          { x: 40, y: 140, text: "Airport Charges" },
          endingAt(280, 140, "0.00"),
          endingAt(380, 140, "776.00"),
          endingAt(430, 140, "0.00"),
          endingAt(480, 140, "0.00"),
          endingAt(560, 140, "776.00"),
          { x: 300, y: 170, text: "Grand Total" },
          endingAt(560, 170, "12,116.00"),
        ],
      ]),
    ).result;
    const items = r["line_items"] as Record<string, string>[];
    expect(items.map((i) => [i["description"], i["amount"]])).toEqual([
      ["Air Travel", "10800.00"],
      ["Airport Charges", "776.00"],
    ]);
    expect((r["tax_calculation"] as Record<string, string>)["taxable_value"]).toBe("10800.00");
  });
});
