// The totals block on made-up pages: what is an amount and what only looks like one.
import { describe, expect, it } from "@jest/globals";
import { layoutOf } from "../../testing/layout.ts";
import { extractInvoice } from "./extract.ts";

const grandOf = (lines: Parameters<typeof layoutOf>[0][number]) =>
  (extractInvoice(layoutOf([lines])).result["total_calculation"] as Record<string, string> | undefined)?.[
    "grand_total"
  ];

describe("a grand total beside a shop's stamp", () => {
  it("is not the stamp's PIN code", () => {
    expect(
      grandOf([
        { x: 20, y: 20, text: "Lakshmi Stores" },
        { x: 20, y: 60, text: "Invoice No. 207" },
        { x: 300, y: 300, text: "TOTAL" },
        { x: 360, y: 300, text: "682024 KOCHI" },
      ]),
    ).toBeUndefined();
  });
  it("is still six digits where nothing names a place", () => {
    expect(
      grandOf([
        { x: 20, y: 20, text: "Lakshmi Stores" },
        { x: 20, y: 60, text: "Invoice No. 207" },
        { x: 300, y: 300, text: "Grand Total 682024" },
      ]),
    ).toBe("682024");
  });
});
