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
});
