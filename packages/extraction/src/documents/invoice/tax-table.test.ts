// Taxes printed as tables, on layouts made up for these tests: tax columns of the item table, a tax
// summary by HSN, a column of every tax a row charges.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { endingAt, layoutOf } from "../../testing/layout.ts";

type Placed = Parameters<typeof layoutOf>[0][number];
const read = (lines: Placed) => {
  const out = extractInvoice(layoutOf([lines]));
  return {
    tax: out.result["tax_calculation"] as Record<string, string>,
    total: out.result["total_calculation"] as Record<string, string>,
    items: out.result["line_items"] as Record<string, string>[],
    warnings: out.extraction.warnings,
  };
};

describe("tax columns of the item table", () => {
  it("sum each tax over the rows and give the rate they share", () => {
    const row = (y: number, name: string, v: [string, string, string, string]) => [
      { x: 40, y, text: name },
      endingAt(300, y, v[0]),
      endingAt(345, y, "9.00 %"),
      endingAt(400, y, v[1]),
      endingAt(445, y, "9.00 %"),
      endingAt(500, y, v[2]),
      endingAt(560, y, v[3]),
    ];
    const lines1: Placed = [
      { x: 40, y: 100, text: "Description of Goods" },
      { x: 250, y: 100, text: "Taxable Value" },
      { x: 320, y: 100, text: "CGST" },
      { x: 370, y: 100, text: "CGST" },
      { x: 420, y: 100, text: "SGST" },
      { x: 470, y: 100, text: "SGST" },
      { x: 520, y: 100, text: "Amount" },
      { x: 320, y: 110, text: "Rate" },
      { x: 370, y: 110, text: "Amount" },
      { x: 420, y: 110, text: "Rate" },
      { x: 470, y: 110, text: "Amount" },
      ...row(125, "Steel Almirah", ["10,000.00", "900.00", "900.00", "11,800.00"]),
      ...row(140, "Office Table", ["5,000.00", "450.00", "450.00", "5,900.00"]),
      { x: 400, y: 180, text: "Grand Total" },
      endingAt(560, 180, "17,700.00"),
    ];
    const { tax, total } = read(lines1);
    expect(tax).toMatchObject({
      taxable_value: "15000.00",
      CGST_percentage: "9",
      CGST_amount: "1350.00",
      SGST_percentage: "9",
      SGST_amount: "1350.00",
    });
    expect(total).toMatchObject({ total_tax: "2700.00", grand_total: "17700.00" });
  });

  it("read a column of every tax a row charges, its continued cells and the table's total", () => {
    const { tax, total } = read([
      { x: 40, y: 100, text: "SN." },
      { x: 64, y: 100, text: "Description" },
      { x: 230, y: 100, text: "Qty" },
      { x: 330, y: 100, text: "Taxable Value" },
      { x: 400, y: 100, text: "Taxes" },
      { x: 500, y: 100, text: "Total" },
      { x: 40, y: 115, text: "1" },
      { x: 64, y: 115, text: "Sandalwood Incense" },
      endingAt(245, 115, "1"),
      endingAt(390, 115, "180.95"),
      { x: 400, y: 115, text: "SGST @2.5% :Rs.4.52" },
      endingAt(540, 115, "190.00"),
      { x: 400, y: 127, text: "CGST @2.5% :Rs.4.52" },
      { x: 40, y: 142, text: "2" },
      { x: 64, y: 142, text: "OTHER CHARGES" },
      endingAt(390, 142, "7.62"),
      { x: 400, y: 142, text: "SGST @2.5% :Rs.0.19" },
      endingAt(540, 142, "8.00"),
      { x: 400, y: 154, text: "CGST @2.5% :Rs.0.19" },
      { x: 40, y: 170, text: "Total" },
      { x: 400, y: 170, text: "Rs.9.42" },
      endingAt(540, 170, "Rs.198"),
    ]);
    expect(tax).toMatchObject({
      CGST_percentage: "2.5",
      CGST_amount: "4.71",
      SGST_percentage: "2.5",
      SGST_amount: "4.71",
    });
    expect(total).toMatchObject({ total_tax: "9.42", grand_total: "198" });
  });
});

describe("a marketplace invoice's tax type column", () => {
  const table = (rows: [string, string, string, string][]): Placed => [
    { x: 20, y: 100, text: "Sl. No" },
    { x: 60, y: 100, text: "Description" },
    { x: 250, y: 100, text: "Unit Price" },
    { x: 310, y: 100, text: "Qty" },
    { x: 340, y: 100, text: "Net Amount" },
    { x: 410, y: 100, text: "Tax Rate" },
    { x: 460, y: 100, text: "Tax Type" },
    { x: 510, y: 100, text: "Tax Amount" },
    { x: 570, y: 100, text: "Total Amount" },
    ...rows.flatMap(([name, net, rate, tax], i): Placed => {
      const y = 115 + i * 15;
      const total = (Number(net) + Number(tax)).toFixed(2);
      return [
        { x: 20, y, text: String(i + 1) },
        { x: 60, y, text: name },
        endingAt(300, y, net),
        endingAt(325, y, "1"),
        endingAt(400, y, net),
        { x: 420, y, text: rate },
        { x: 465, y, text: "IGST" },
        endingAt(560, y, tax),
        endingAt(620, y, total),
      ];
    }),
  ];
  it("gives the rate and amount columns the tax each row names", () => {
    const { tax } = read(
      table([
        ["Redmi 13C 5G", "9095.76", "18%", "1637.24"],
        ["Induction Cooktop", "1907.63", "18%", "343.37"],
      ]),
    );
    expect(tax).toMatchObject({ IGST_percentage: "18", IGST_amount: "1980.61" });
  });
  it("gives the amount without a rate where the rows' rates differ", () => {
    const { tax } = read(
      table([
        ["Yoga Mat", "1208.48", "18%", "217.52"],
        ["Story Book", "353.00", "5%", "17.65"],
      ]),
    );
    expect(tax).toMatchObject({ IGST_amount: "235.17" });
    expect(tax["IGST_percentage"]).toBeUndefined();
  });
});

describe("a cess column beside the taxes of a GST rate", () => {
  it("takes the GST rate for CGST's and SGST's halves, not for the cess", () => {
    const { tax, warnings } = read([
      { x: 40, y: 100, text: "Description" },
      { x: 200, y: 100, text: "Qty" },
      { x: 240, y: 100, text: "Rate" },
      { x: 290, y: 100, text: "Taxable Value" },
      { x: 360, y: 100, text: "GST %" },
      { x: 400, y: 100, text: "CGST" },
      { x: 450, y: 100, text: "SGST" },
      { x: 500, y: 100, text: "Cess" },
      { x: 540, y: 100, text: "Amount" },
      { x: 40, y: 115, text: "Aerated Soft Drink 2 L" },
      endingAt(215, 115, "10"),
      endingAt(270, 115, "500.00"),
      endingAt(345, 115, "5,000.00"),
      endingAt(385, 115, "28%"),
      endingAt(435, 115, "700.00"),
      endingAt(485, 115, "700.00"),
      endingAt(530, 115, "600.00"),
      endingAt(590, 115, "7,000.00"),
    ]);
    expect(tax).toMatchObject({ CGST_percentage: "14", SGST_percentage: "14" });
    expect(tax["CESS_percentage"]).toBeUndefined();
    expect(warnings.join(" ")).not.toContain("CESS is charged");
  });
});

describe("a tax summary under the items", () => {
  const summary: Placed = [
    { x: 40, y: 100, text: "Particulars" },
    { x: 240, y: 100, text: "HSN/SAC" },
    { x: 300, y: 100, text: "Quantity" },
    { x: 370, y: 100, text: "Rate" },
    { x: 460, y: 100, text: "Amount" },
    { x: 40, y: 115, text: "Copper Wire 2.5 sq mm" },
    { x: 240, y: 115, text: "8544" },
    endingAt(335, 115, "51"),
    endingAt(400, 115, "2,190.00"),
    endingAt(490, 115, "1,11,690.00"),
    { x: 40, y: 130, text: "LED Bulb 9W" },
    { x: 240, y: 130, text: "8539" },
    endingAt(335, 130, "20"),
    endingAt(400, 130, "120.00"),
    endingAt(490, 130, "2,400.00"),
    { x: 380, y: 150, text: "Output CGST" },
    endingAt(490, 150, "10,196.10"),
    { x: 380, y: 165, text: "Output SGST" },
    endingAt(490, 165, "10,196.10"),
    { x: 380, y: 180, text: "Total" },
    endingAt(490, 180, "1,34,482.20"),
    { x: 48, y: 220, text: "HSN/SAC" },
    { x: 127, y: 220, text: "Taxable Value" },
    { x: 243, y: 220, text: "Central Tax" },
    { x: 371, y: 220, text: "State Tax" },
    { x: 482, y: 220, text: "Total Tax Amount" },
    { x: 214, y: 234, text: "Rate" },
    { x: 271, y: 234, text: "Amount" },
    { x: 338, y: 234, text: "Rate" },
    { x: 395, y: 234, text: "Amount" },
    { x: 29, y: 248, text: "8544" },
    endingAt(194, 248, "1,11,690.00"),
    endingAt(240, 248, "9%"),
    endingAt(319, 248, "10,052.10"),
    endingAt(364, 248, "9%"),
    endingAt(443, 248, "10,052.10"),
    endingAt(566, 248, "20,104.20"),
    { x: 29, y: 262, text: "8539" },
    endingAt(194, 262, "2,400.00"),
    endingAt(240, 262, "6%"),
    endingAt(319, 262, "144.00"),
    endingAt(364, 262, "6%"),
    endingAt(443, 262, "144.00"),
    endingAt(566, 262, "288.00"),
    { x: 79, y: 276, text: "Total" },
    endingAt(194, 276, "1,14,090.00"),
    endingAt(319, 276, "10,196.10"),
    endingAt(443, 276, "10,196.10"),
    endingAt(566, 276, "20,392.20"),
  ];

  it("gives the taxes without one rate where the rates differ, and says so", () => {
    const { tax, total, warnings } = read(summary);
    expect(tax).toMatchObject({ taxable_value: "114090.00", CGST_amount: "10196.10", SGST_amount: "10196.10" });
    expect(tax["CGST_percentage"]).toBeUndefined();
    expect(warnings).toContain("CGST is charged at several rates (9%, 6%): no single CGST rate given");
    // The summary's total row is not the invoice's grand total.
    expect(total).toMatchObject({ grand_total: "134482.20", total_tax: "20392.20" });
  });

  it("halves a rate of the taxes together for CGST and SGST", () => {
    const { tax } = read([
      { x: 40, y: 100, text: "Description" },
      { x: 300, y: 100, text: "Qty" },
      { x: 400, y: 100, text: "Rate" },
      { x: 500, y: 100, text: "Amount" },
      { x: 40, y: 115, text: "Printer Toner" },
      endingAt(315, 115, "4"),
      endingAt(430, 115, "2,500.00"),
      endingAt(530, 115, "10,000.00"),
      { x: 400, y: 140, text: "Grand Total" },
      endingAt(530, 140, "11,800.00"),
      { x: 40, y: 170, text: "Tax Rate" },
      { x: 100, y: 170, text: "Taxable Amt." },
      { x: 170, y: 170, text: "CGST Amt." },
      { x: 230, y: 170, text: "SGST Amt." },
      { x: 290, y: 170, text: "Total Tax" },
      { x: 40, y: 182, text: "18%" },
      endingAt(160, 182, "10,000.00"),
      endingAt(215, 182, "900.00"),
      endingAt(275, 182, "900.00"),
      endingAt(330, 182, "1,800.00"),
    ]);
    expect(tax).toMatchObject({
      taxable_value: "10000.00",
      CGST_percentage: "9",
      CGST_amount: "900.00",
      SGST_percentage: "9",
      SGST_amount: "900.00",
    });
  });
});

describe("tax lines of the totals block", () => {
  it("read the tax a line names after the word Tax", () => {
    const { tax } = read([
      { x: 40, y: 100, text: "Description" },
      { x: 300, y: 100, text: "Qty" },
      { x: 400, y: 100, text: "Rate" },
      { x: 500, y: 100, text: "Amount" },
      { x: 40, y: 115, text: "Ceiling Fan" },
      endingAt(315, 115, "2"),
      endingAt(430, 115, "1,500.00"),
      endingAt(530, 115, "3,000.00"),
      { x: 333, y: 140, text: "Output Tax CGST" },
      endingAt(530, 140, "270.00"),
      { x: 333, y: 152, text: "Output Tax SGST" },
      endingAt(530, 152, "270.00"),
      { x: 333, y: 164, text: "Grand Total" },
      endingAt(530, 164, "3,540.00"),
    ]);
    expect(tax).toMatchObject({ CGST_amount: "270.00", SGST_amount: "270.00" });
  });

  it("read a tax named with its rate run into it", () => {
    const { tax } = read([
      { x: 40, y: 100, text: "Item & Description" },
      { x: 300, y: 100, text: "Qty" },
      { x: 400, y: 100, text: "Rate" },
      { x: 500, y: 100, text: "Amount" },
      { x: 40, y: 115, text: "Office Chair Revolving" },
      endingAt(315, 115, "68"),
      endingAt(430, 115, "5,179.00"),
      endingAt(550, 115, "3,52,172.00"),
      { x: 400, y: 140, text: "Subtotal" },
      endingAt(550, 140, "3,52,172.00"),
      { x: 385, y: 152, text: "CGST18 (9%)" },
      endingAt(550, 152, "31,695.48"),
      { x: 385, y: 164, text: "SGST18 (9%)" },
      endingAt(550, 164, "31,695.48"),
      { x: 420, y: 176, text: "Total" },
      endingAt(550, 176, "4,15,562.96"),
    ]);
    expect(tax).toMatchObject({ CGST_percentage: "9", CGST_amount: "31695.48", SGST_percentage: "9" });
  });
});

describe("VAT summaries of European invoices", () => {
  // The items: quantity, product, VAT rate, price, amount.
  const items: Placed = [
    { x: 60, y: 100, text: "Menge" },
    { x: 120, y: 100, text: "Produkt" },
    { x: 290, y: 100, text: "USt." },
    { x: 346, y: 100, text: "Preis" },
    { x: 420, y: 100, text: "Gesamtbetrag" },
    endingAt(90, 115, "1,00"),
    { x: 120, y: 115, text: "Gestaltung" },
    { x: 290, y: 115, text: "7%" },
    endingAt(390, 115, "160,00 €"),
    endingAt(496, 115, "160,00 €"),
    endingAt(90, 130, "400,00"),
    { x: 120, y: 130, text: "Luftballon" },
    { x: 290, y: 130, text: "19%" },
    endingAt(390, 130, "0,84 €"),
    endingAt(496, 130, "336,00 €"),
    { x: 60, y: 150, text: "Nettobetrag: 496,00 €" },
  ];

  it("take a summary's labelled total row as its total, not as one more rate's row", () => {
    const { total } = read([
      ...items,
      { x: 60, y: 170, text: "USt. Satz" },
      { x: 140, y: 170, text: "Nettopreis" },
      { x: 210, y: 170, text: "USt.-Betrag" },
      { x: 60, y: 185, text: "7%" },
      endingAt(182, 185, "160,00 €"),
      endingAt(256, 185, "11,20 €"),
      { x: 60, y: 200, text: "19%" },
      endingAt(182, 200, "336,00 €"),
      endingAt(256, 200, "63,84 €"),
      { x: 60, y: 215, text: "USt. Gesamt: 75,04 €" },
      { x: 60, y: 230, text: "Gesamtbetrag: 571,04 €" },
    ]);
    expect(total).toMatchObject({ sub_total: "496.00", total_tax: "75.04", grand_total: "571.04" });
  });

  it("read no tax from a column of VAT ids", () => {
    const { total } = read([
      { x: 60, y: 60, text: "USt-IdNr" },
      { x: 140, y: 60, text: ":" },
      { x: 200, y: 60, text: "Kunden-Nr." },
      { x: 60, y: 72, text: "DE123456789" },
      { x: 200, y: 72, text: "009420" },
      ...items,
      { x: 60, y: 165, text: "zuzüglich 19% USt. 63,84 €" },
      { x: 60, y: 180, text: "zuzüglich 7% USt. 11,20 €" },
      { x: 60, y: 195, text: "Gesamtbetrag: 571,04 €" },
    ]);
    expect(total["total_tax"]).not.toBe("9420.00");
    expect(total).toMatchObject({ sub_total: "496.00", grand_total: "571.04" });
  });
});

describe("a receipt's GST summary", () => {
  it("takes the one figure of its total row for all the taxes, not for the column it stands under", () => {
    const { tax, total } = read([
      { x: 8, y: 10, text: "Apna Super Market" },
      { x: 8, y: 30, text: "Inv No: 619" },
      { x: 8, y: 250, text: "GST% Taxable" },
      { x: 80, y: 250, text: "CGST" },
      { x: 119, y: 250, text: "SGST" },
      { x: 8, y: 260, text: "18" },
      endingAt(69, 260, "264.40"),
      endingAt(108, 260, "23.81"),
      endingAt(147, 260, "23.81"),
      { x: 8, y: 270, text: "5" },
      endingAt(69, 270, "302.86"),
      endingAt(108, 270, "7.58"),
      endingAt(147, 270, "7.58"),
      { x: 8, y: 280, text: "Total GST" },
      endingAt(166, 280, "62.78"),
    ]);
    expect(tax).toMatchObject({ CGST_amount: "31.39", SGST_amount: "31.39" });
    expect(total["total_tax"]).toBe("62.78");
  });
});

describe("items priced with their taxes", () => {
  // A mobile shop's bill: the tax columns stand before the row's amount, which includes them.
  const bill = (taxEach: string, amount: string): Placed => {
    const row = (y: number, name: string, tax: string, amount: string) => [
      { x: 40, y, text: name },
      endingAt(230, y, "1.00"),
      endingAt(300, y, "9.00 %"),
      endingAt(360, y, tax),
      endingAt(420, y, "9.00 %"),
      endingAt(480, y, tax),
      endingAt(560, y, amount),
    ];
    return [
      { x: 40, y: 100, text: "Description of Goods" },
      { x: 200, y: 100, text: "Qty." },
      { x: 260, y: 100, text: "CGST" },
      { x: 320, y: 100, text: "CGST" },
      { x: 380, y: 100, text: "SGST" },
      { x: 440, y: 100, text: "SGST" },
      { x: 520, y: 100, text: "Amount" },
      { x: 260, y: 110, text: "Rate" },
      { x: 320, y: 110, text: "Amount" },
      { x: 380, y: 110, text: "Rate" },
      { x: 440, y: 110, text: "Amount" },
      ...row(125, "VIVO Y19", taxEach, amount),
      { x: 400, y: 180, text: "Grand Total" },
      endingAt(560, 180, amount),
    ];
  };

  it("have for taxable value the grand total less the taxes the rates give", () => {
    const { tax, warnings } = read(bill("941.95", "12,350.00"));
    expect(tax).toMatchObject({ taxable_value: "10466.10", CGST_amount: "941.95", SGST_amount: "941.95" });
    expect(warnings.join(" ")).toMatch(/include the taxes/);
  });

  it("are not assumed where the rates fit the items' sum", () => {
    const { tax } = read(bill("900.00", "10,000.00"));
    expect(tax["taxable_value"]).toBe("10000.00");
  });
});

describe("a counter bill's GST breakup under its items", () => {
  it("gives the taxable value and each tax from its total row, the totals printed beside it apart", () => {
    const { tax, total, items } = read([
      { x: 40, y: 30, text: "Sanjivani Medical Hall" },
      { x: 40, y: 100, text: "Sn" },
      { x: 60, y: 100, text: "Product Name" },
      { x: 250, y: 100, text: "Qty" },
      { x: 300, y: 100, text: "MRP" },
      { x: 380, y: 100, text: "Amount" },
      { x: 40, y: 112, text: "1" },
      { x: 60, y: 112, text: "PARACETAMOL 650 TAB" },
      endingAt(264, 112, "5"),
      endingAt(327, 112, "26.00"),
      endingAt(407, 112, "130.00"),
      { x: 40, y: 124, text: "2" },
      { x: 60, y: 124, text: "HAND SANITIZER 500ML" },
      endingAt(264, 124, "4"),
      endingAt(327, 124, "216.00"),
      endingAt(407, 124, "864.00"),
      { x: 40, y: 140, text: "Class" },
      { x: 80, y: 140, text: "Taxable" },
      { x: 130, y: 140, text: "CGST" },
      { x: 170, y: 140, text: "SGST" },
      { x: 300, y: 140, text: "Gross Amt" },
      endingAt(407, 140, "994.00"),
      { x: 40, y: 150, text: "GST 12%" },
      endingAt(112, 150, "116.07"),
      endingAt(148, 150, "6.97"),
      endingAt(188, 150, "6.96"),
      { x: 300, y: 155, text: "Round Off" },
      endingAt(407, 155, "0.00"),
      { x: 40, y: 160, text: "GST 18%" },
      endingAt(112, 160, "732.20"),
      endingAt(148, 160, "65.90"),
      endingAt(188, 160, "65.90"),
      { x: 40, y: 172, text: "Total" },
      endingAt(112, 172, "848.27"),
      endingAt(148, 172, "72.87"),
      endingAt(188, 172, "72.86"),
      { x: 300, y: 172, text: "Net Payable" },
      endingAt(407, 172, "994.00"),
    ]);
    expect(tax).toMatchObject({ taxable_value: "848.27", CGST_amount: "72.87", SGST_amount: "72.86" });
    expect(tax["CGST_percentage"]).toBeUndefined();
    expect(total["grand_total"]).toBe("994.00");
    // The summary's header, a figure of the totals beside it under the amounts, is no item.
    expect(items.map((i) => i["amount"])).toEqual(["130.00", "864.00"]);
  });
});

describe("a restaurant bill's SAC printed once under its name", () => {
  it("is the bill's first HSN where no item prints one", () => {
    const { tax } = read([
      { x: 60, y: 10, text: "Cafe Madras" },
      { x: 40, y: 22, text: "SAC: 996331" },
      { x: 8, y: 50, text: "Item" },
      { x: 100, y: 50, text: "Qty" },
      { x: 130, y: 50, text: "Rate" },
      { x: 170, y: 50, text: "Amount" },
      { x: 8, y: 62, text: "Masala Dosa" },
      endingAt(110, 62, "2"),
      endingAt(155, 62, "120.00"),
      endingAt(197, 62, "240.00"),
      { x: 8, y: 80, text: "Sub Total" },
      endingAt(197, 80, "240.00"),
      { x: 8, y: 92, text: "CGST @ 2.5%" },
      endingAt(197, 92, "6.00"),
      { x: 8, y: 104, text: "SGST @ 2.5%" },
      endingAt(197, 104, "6.00"),
      { x: 8, y: 116, text: "Grand Total" },
      endingAt(197, 116, "252.00"),
    ]);
    expect(tax).toMatchObject({ HSN: "996331", taxable_value: "240.00", CGST_percentage: "2.5" });
  });
});

describe("a rate whose decimal point was lost", () => {
  it("is the tenth that gives the tax line's amount, with a warning", () => {
    const { tax, warnings } = read([
      { x: 8, y: 50, text: "Item" },
      { x: 100, y: 50, text: "Qty" },
      { x: 130, y: 50, text: "Rate" },
      { x: 170, y: 50, text: "Amount" },
      { x: 8, y: 62, text: "Chicken Biryani" },
      endingAt(110, 62, "2"),
      endingAt(155, 62, "291.00"),
      endingAt(197, 62, "582.00"),
      { x: 8, y: 80, text: "Sub Total" },
      endingAt(197, 80, "582.00"),
      { x: 8, y: 92, text: "CGST @ 25%" },
      endingAt(197, 92, "14.55"),
      { x: 8, y: 104, text: "SGST @ 25%" },
      endingAt(197, 104, "14.55"),
      { x: 8, y: 116, text: "Grand Total" },
      endingAt(197, 116, "611.10"),
    ]);
    expect(tax).toMatchObject({ CGST_percentage: "2.5", CGST_amount: "14.55", SGST_percentage: "2.5" });
    expect(warnings.join(" ")).toMatch(/CGST rate read as 25%: taken as 2.5%/);
  });
});

describe("a GST breakup with a row OCR garbled", () => {
  it("still reads its total row under it", () => {
    const { tax } = read([
      { x: 8, y: 50, text: "Item" },
      { x: 100, y: 50, text: "Qty" },
      { x: 130, y: 50, text: "Rate" },
      { x: 170, y: 50, text: "Amount" },
      { x: 8, y: 62, text: "Toor Dal 1kg" },
      endingAt(110, 62, "1"),
      endingAt(155, 62, "178.00"),
      endingAt(197, 62, "178.00"),
      { x: 8, y: 74, text: "Fortune Oil 1L" },
      endingAt(110, 74, "2"),
      endingAt(155, 74, "153.00"),
      endingAt(197, 74, "306.00"),
      { x: 8, y: 86, text: "Net Amount" },
      endingAt(197, 86, "484.00"),
      { x: 8, y: 104, text: "GST%" },
      { x: 60, y: 104, text: "Taxable" },
      { x: 110, y: 104, text: "CGST" },
      { x: 160, y: 104, text: "SGST" },
      { x: 8, y: 116, text: "0%" },
      endingAt(92, 116, "178.00"),
      endingAt(128, 116, "0.00"),
      endingAt(178, 116, "0.00"),
      { x: 8, y: 128, text: "Sv _....Ju.43 7.29 7.28" },
      { x: 8, y: 140, text: "Total" },
      endingAt(92, 140, "469.43"),
      endingAt(128, 140, "7.29"),
      endingAt(178, 140, "7.28"),
    ]);
    expect(tax).toMatchObject({ taxable_value: "469.43", CGST_amount: "7.29", SGST_amount: "7.28" });
  });
});

describe("a breakdown of the tax by rate under the items (base, rate, tax amount)", () => {
  const items: Placed = [
    { x: 40, y: 100, text: "Concepto" },
    { x: 300, y: 100, text: "Cant." },
    { x: 420, y: 100, text: "Importe" },
    { x: 40, y: 115, text: "Material eléctrico" },
    endingAt(320, 115, "22"),
    endingAt(460, 115, "1.595,00"),
    { x: 40, y: 130, text: "Mantenimiento mensual" },
    endingAt(320, 130, "11"),
    endingAt(460, 130, "6.270,00"),
  ];
  const breakdown = (after: Placed): Placed => [
    ...items,
    { x: 250, y: 170, text: "Base imponible" },
    { x: 340, y: 170, text: "% IVA" },
    { x: 400, y: 170, text: "Cuota IVA" },
    endingAt(320, 185, "1.595,00"),
    endingAt(370, 185, "21 %"),
    endingAt(460, 185, "334,95"),
    endingAt(320, 200, "6.270,00"),
    endingAt(370, 200, "10 %"),
    endingAt(460, 200, "627,00"),
    ...after,
  ];

  it("gives the bases' and the cuotas' sums where no total row follows", () => {
    const { total } = read(breakdown([{ x: 250, y: 230, text: "Total factura" }, endingAt(460, 230, "8.826,95 €")]));
    expect(total).toMatchObject({ sub_total: "7865.00", total_tax: "961.95", grand_total: "8826.95" });
  });

  it("takes no line without a base whose figure exceeds the bases for the total of its taxes", () => {
    const { total } = read(breakdown([{ x: 250, y: 230, text: "TOTAL" }, endingAt(460, 230, "8.826,95 €")]));
    expect(total).toMatchObject({ sub_total: "7865.00", total_tax: "961.95", grand_total: "8826.95" });
  });
});
