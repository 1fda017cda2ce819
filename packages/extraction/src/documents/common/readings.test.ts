import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../../testing/layout.ts";
import type { Layout } from "../../types.ts";
import { extractInvoice } from "../invoice/extract.ts";
import { alternateLayout, filledFields, fromBestReading } from "./readings.ts";

/** A one-page OCR layout whose page also carries a second engine's words. */
function twoReadings(first: string[], second: string[]): Layout {
  const at = (lines: string[]) => lines.map((text, i) => ({ x: 40, y: 60 + i * 16, text }));
  const own = asOcr(layoutOf([at(first)]), 0.6);
  const other = asOcr(layoutOf([at(second)]), 0.9);
  return { ...own, pages: [{ ...own.pages[0]!, alternate: other.pages[0]!.words }] };
}

describe("two OCR readings of a page", () => {
  it("counts the values a result holds, in groups and rows alike", () => {
    expect(filledFields({ a: "1", b: "", c: null, d: { e: "x" }, rows: [{ f: "2" }, { g: " " }] })).toBe(3);
  });

  it("makes the other reading a layout of its own, and none where no page has one", () => {
    const layout = twoReadings(["Invoice"], ["Invoice No. 7"]);
    const other = alternateLayout(layout)!;
    expect(other.pages[0]!.words.map((w) => w.text)).toEqual(["Invoice", "No.", "7"]);
    expect(other.pages[0]!.alternate).toBeUndefined();
    expect(alternateLayout(asOcr(layoutOf([[{ x: 0, y: 0, text: "x" }]])))).toBeUndefined();
  });

  it("keeps the reading that gives more values, and the first on a tie", () => {
    const layout = twoReadings(["a"], ["b"]);
    const byWord = (values: Record<string, string>) => (l: Layout) => ({
      result: { value: values[l.pages[0]!.words[0]!.text] ?? "" },
      extraction: { confidence: 1, ocr_used: true, warnings: [], fields: {} },
    });
    expect(fromBestReading(layout, byWord({ a: "", b: "2" })).result["value"]).toBe("2");
    expect(fromBestReading(layout, byWord({ a: "1", b: "2" })).result["value"]).toBe("1");
  });

  it("reads an invoice from the engine that read its figures whole", () => {
    const garbled = ["TAX INVOICE", "lnv0lce N0 : lNV 2O24", "Dt : l2/O3/2O24", "Tota1 : 1,l 80.0O"];
    const whole = ["TAX INVOICE", "Invoice No : INV-2024", "Date : 12/03/2024", "Total : 1,180.00"];
    const out = extractInvoice(twoReadings(garbled, whole));
    const details = out.result["invoice_details"] as Record<string, string>;
    expect(details["invoice_number"]).toBe("INV-2024");
    expect((out.result["total_calculation"] as Record<string, string>)["grand_total"]).toBe("1180.00");
  });
});
