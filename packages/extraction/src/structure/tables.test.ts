import { describe, expect, it } from "@jest/globals";
import { buildLines } from "../text/lines.ts";
import { endingAt, layoutOf } from "../testing/layout.ts";
import { findTables } from "./tables.ts";

const tablesOf = (lines: { x: number; y: number; text: string }[]) => findTables(buildLines(layoutOf([lines])));

describe("tables by column alignment", () => {
  it("find a header over rows and put each word under its column", () => {
    const [t] = tablesOf([
      { x: 40, y: 100, text: "No." },
      { x: 80, y: 100, text: "Description" },
      { x: 300, y: 100, text: "Quantity" },
      { x: 420, y: 100, text: "Line Amount" },
      { x: 40, y: 115, text: "1" },
      { x: 80, y: 115, text: "Office chair" },
      endingAt(336, 115, "3"),
      endingAt(469, 115, "573.00"),
      { x: 40, y: 127, text: "2" },
      { x: 80, y: 127, text: "Desk lamp" },
      endingAt(336, 127, "10"),
      endingAt(469, 127, "1,250.00"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["No.", "Description", "Quantity", "Line Amount"]);
    expect(t?.rows.map((r) => r.cells.map((c) => c.map((w) => w.text).join(" ")))).toEqual([
      ["1", "Office chair", "3", "573.00"],
      ["2", "Desk lamp", "10", "1,250.00"],
    ]);
  });
  it("keep a header's words together over a number of a sentence under the table", () => {
    const [t] = tablesOf([
      { x: 40, y: 100, text: "Description" },
      { x: 200, y: 100, text: "Qty" },
      { x: 260, y: 100, text: "Tax Rate" },
      { x: 360, y: 100, text: "Amount" },
      { x: 40, y: 115, text: "Office chair" },
      endingAt(214, 115, "3"),
      endingAt(296, 115, "18%"),
      endingAt(387, 115, "573.00"),
      { x: 40, y: 140, text: "Registered office: Plot 12, Phase II, Udaipur 313713" },
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["Description", "Qty", "Tax Rate", "Amount"]);
  });
  it("read a header line of bracketed column numbers under the names as the header's", () => {
    const [t] = tablesOf([
      { x: 40, y: 100, text: "Item" },
      { x: 200, y: 100, text: "Quantity" },
      { x: 300, y: 100, text: "Taxable" },
      { x: 420, y: 100, text: "CGST" },
      { x: 200, y: 110, text: "(2)" },
      { x: 300, y: 110, text: "Value" },
      { x: 420, y: 110, text: "(4)" },
      { x: 40, y: 126, text: "Saffron" },
      endingAt(236, 126, "5.00"),
      endingAt(336, 126, "4,000.00"),
      endingAt(456, 126, "100.00"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["Item", "Quantity (2)", "Taxable Value", "CGST (4)"]);
    expect(t?.rows).toHaveLength(1);
  });
  it("read a header stacked over two lines as one name per column", () => {
    const [t] = tablesOf([
      { x: 300, y: 96, text: "Unit Price" },
      { x: 40, y: 106, text: "Item" },
      { x: 300, y: 106, text: "Excl. VAT" },
      { x: 380, y: 106, text: "VAT %" },
      { x: 440, y: 106, text: "Amount" },
      { x: 40, y: 122, text: "Chair" },
      endingAt(340, 122, "191.00"),
      endingAt(400, 122, "19"),
      endingAt(467, 122, "573.00"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["Item", "Unit Price Excl. VAT", "VAT %", "Amount"]);
  });
  it("take a line of codes and names for no header", () => {
    expect(
      tablesOf([
        { x: 40, y: 40, text: "Acme Traders" },
        { x: 300, y: 40, text: "Invoice #" },
        { x: 420, y: 40, text: "SI-1351" },
        { x: 40, y: 52, text: "Plot 7 MIDC" },
        { x: 300, y: 52, text: "Date" },
        { x: 420, y: 52, text: "25.03.2026" },
      ]),
    ).toEqual([]);
  });
  it("split a header cell run over two columns where their numbers stand apart", () => {
    const [t] = tablesOf([
      { x: 40, y: 100, text: "Item" },
      { x: 200, y: 100, text: "Qty. Gross" },
      { x: 300, y: 100, text: "Taxable" },
      { x: 40, y: 115, text: "Steel rack" },
      endingAt(214, 115, "2"),
      endingAt(250, 115, "800.00"),
      endingAt(331, 115, "720.00"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["Item", "Qty.", "Gross", "Taxable"]);
    expect(t?.rows[0]?.cells.map((c) => c.map((w) => w.text).join(" "))).toEqual([
      "Steel rack",
      "2",
      "800.00",
      "720.00",
    ]);
  });
  it("read a cell printed over a group of columns as their caption", () => {
    const [t] = tablesOf([
      { x: 40, y: 100, text: "HSN/SAC" },
      { x: 120, y: 100, text: "Taxable Value" },
      { x: 243, y: 100, text: "Central Tax" },
      { x: 371, y: 100, text: "State Tax" },
      { x: 214, y: 114, text: "Rate" },
      { x: 271, y: 114, text: "Amount" },
      { x: 338, y: 114, text: "Rate" },
      { x: 395, y: 114, text: "Amount" },
      { x: 40, y: 128, text: "8544" },
      endingAt(184, 128, "1,11,690.00"),
      endingAt(236, 128, "9%"),
      endingAt(319, 128, "10,052.10"),
      endingAt(360, 128, "9%"),
      endingAt(443, 128, "10,052.10"),
    ]);
    expect(t?.columns.map((c) => [c.caption ?? "", c.header])).toEqual([
      ["", "HSN/SAC"],
      ["", "Taxable Value"],
      ["Central Tax", "Rate"],
      ["Central Tax", "Amount"],
      ["State Tax", "Rate"],
      ["State Tax", "Amount"],
    ]);
    expect(t?.rows[0]?.cells.map((c) => c.map((w) => w.text).join(" "))).toEqual([
      "8544",
      "1,11,690.00",
      "9%",
      "10,052.10",
      "9%",
      "10,052.10",
    ]);
  });
  it("read a caption set flush left over names set right, the second header row a row's spacing down", () => {
    const [t] = tablesOf([
      { x: 38, y: 100, text: "HSN/SAC" },
      { x: 152, y: 100, text: "Taxable Value" },
      { x: 208, y: 100, text: "Central Tax" },
      { x: 332, y: 100, text: "State Tax" },
      { x: 504, y: 100, text: "Total Tax Amount" },
      endingAt(242, 115, "Rate"),
      endingAt(319, 115, "Amount"),
      endingAt(365, 115, "Rate"),
      endingAt(442, 115, "Amount"),
      { x: 38, y: 130, text: "4202" },
      endingAt(195, 130, "38,496.00"),
      endingAt(242, 130, "9%"),
      endingAt(319, 130, "3,464.64"),
      endingAt(365, 130, "9%"),
      endingAt(442, 130, "3,464.64"),
      endingAt(557, 130, "6,929.28"),
    ]);
    expect(t?.columns.map((c) => [c.caption ?? "", c.header])).toEqual([
      ["", "HSN/SAC"],
      ["", "Taxable Value"],
      ["Central Tax", "Rate"],
      ["Central Tax", "Amount"],
      ["State Tax", "Rate"],
      ["State Tax", "Amount"],
      ["", "Total Tax Amount"],
    ]);
  });
  it("take two names alone a row's spacing under the header for its second row", () => {
    const [t] = tablesOf([
      { x: 38, y: 100, text: "HSN/SAC" },
      { x: 195, y: 100, text: "Taxable Value" },
      { x: 259, y: 100, text: "Integrated Tax" },
      { x: 494, y: 100, text: "Total Tax Amount" },
      endingAt(305, 118, "Rate"),
      endingAt(405, 118, "Amount"),
      { x: 38, y: 133, text: "9401" },
      endingAt(246, 133, "3,99,276.00"),
      endingAt(305, 133, "18%"),
      endingAt(405, 133, "71,869.68"),
      endingAt(557, 133, "71,869.68"),
    ]);
    expect(t?.headerLines.length).toBe(2);
    expect(t?.rows[0]?.cells.map((c) => c.map((w) => w.text).join(" "))).toContain("71,869.68");
  });
  it("keep a name continued under its own cell, not a caption over its neighbours", () => {
    const [t] = tablesOf([
      { x: 40, y: 100, text: "Title" },
      { x: 300, y: 100, text: "Taxable" },
      { x: 360, y: 100, text: "CGST" },
      { x: 402, y: 100, text: "SGST" },
      { x: 446, y: 100, text: "Total" },
      { x: 396, y: 109, text: "/UTGST" },
      { x: 40, y: 124, text: "Tablet" },
      endingAt(331, 124, "13134.74"),
      endingAt(380, 124, "1182.13"),
      endingAt(424, 124, "1182.13"),
      endingAt(470, 124, "15499.00"),
    ]);
    expect(t?.columns.map((c) => [c.caption ?? "", c.header])).toEqual([
      ["", "Title"],
      ["", "Taxable"],
      ["", "CGST"],
      ["", "SGST /UTGST"],
      ["", "Total"],
    ]);
  });
  it("keep a header cell whole where the rows' text runs across it", () => {
    const [t] = tablesOf([
      { x: 19, y: 100, text: "S.N. Description of Goods" },
      { x: 300, y: 100, text: "Qty" },
      { x: 400, y: 100, text: "Amount" },
      { x: 27, y: 115, text: "1. SAMSUNG A10S 2/32" },
      endingAt(313, 115, "1"),
      endingAt(427, 115, "10,537.00"),
      { x: 27, y: 127, text: "2. OPPO A5X 4/64" },
      endingAt(313, 127, "2"),
      endingAt(427, 127, "17,698.00"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["S.N. Description of Goods", "Qty", "Amount"]);
  });
  it("split a header cell over its numbers though a wider total under them spans both", () => {
    const [t] = tablesOf([
      { x: 8, y: 100, text: "Particulars" },
      { x: 90, y: 100, text: "Qty" },
      { x: 118, y: 100, text: "Price Amount" },
      { x: 8, y: 112, text: "Jeera Rice" },
      endingAt(104, 112, "2"),
      endingAt(145, 112, "191.00"),
      endingAt(178, 112, "382.00"),
      { x: 8, y: 124, text: "Butter Naan" },
      endingAt(104, 124, "1"),
      endingAt(145, 124, "50.00"),
      endingAt(178, 124, "50.00"),
      { x: 8, y: 136, text: "Sub Total" },
      endingAt(178, 136, "₹ 1,02,432.00"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["Particulars", "Qty", "Price", "Amount"]);
  });
  it("keep a title centred over the header out of it", () => {
    const [t] = tablesOf([
      { x: 45, y: 88, text: "GST Breakup Details" },
      { x: 8, y: 100, text: "GST%" },
      { x: 60, y: 100, text: "Taxable" },
      { x: 110, y: 100, text: "CGST" },
      { x: 150, y: 100, text: "SGST" },
      { x: 8, y: 112, text: "5%" },
      endingAt(92, 112, "1758.10"),
      endingAt(128, 112, "43.95"),
      endingAt(168, 112, "43.95"),
    ]);
    expect(t?.columns.map((c) => c.header)).toEqual(["GST%", "Taxable", "CGST", "SGST"]);
  });
});
