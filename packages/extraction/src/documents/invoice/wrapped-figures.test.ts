// Figures a narrow column wrapped onto the line under their row, on a layout made up for this test.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { layoutOf } from "../../testing/layout.ts";

describe("figures wrapped in a narrow column", () => {
  const items = extractInvoice(
    layoutOf([
      [
        { x: 40, y: 30, text: "Tax Invoice" },
        { x: 40, y: 100, text: "Description" },
        { x: 150, y: 100, text: "SAC Code" },
        { x: 200, y: 100, text: "Taxable Value" },
        { x: 480, y: 100, text: "Total" },
        { x: 40, y: 115, text: "Air Travel and" },
        { x: 150, y: 115, text: "996425" },
        { x: 200, y: 115, text: "10,800.0" },
        { x: 480, y: 115, text: "11,340.0" },
        { x: 40, y: 124, text: "related charges" },
        { x: 200, y: 124, text: "0" },
        { x: 480, y: 124, text: "0" },
        { x: 40, y: 140, text: "Airport Charges" },
        { x: 200, y: 140, text: "776.00" },
        { x: 480, y: 140, text: "776.00" },
      ],
    ]),
  ).result["line_items"];
  it("are joined to the row above, whose description goes on under it", () => {
    expect(items).toEqual([
      { description: "Air Travel and related charges", HSN: "996425", amount: "10800.00" },
      { description: "Airport Charges", amount: "776.00" },
    ]);
  });
});
