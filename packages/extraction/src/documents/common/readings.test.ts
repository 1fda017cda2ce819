import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../../testing/layout.ts";
import type { Layout } from "../../types.ts";
import { extractInvoice } from "../invoice/extract.ts";
import { alternateLayouts, filledFields, fromBestReading } from "./readings.ts";

/** A one-page OCR layout whose page also carries other readings' words. */
function readings(first: string[], ...others: string[][]): Layout {
  const at = (lines: string[]) => lines.map((text, i) => ({ x: 40, y: 60 + i * 16, text }));
  const own = asOcr(layoutOf([at(first)]), 0.6);
  const alternates = others.map((lines) => asOcr(layoutOf([at(lines)]), 0.9).pages[0]!.words);
  return { ...own, pages: [{ ...own.pages[0]!, alternates }] };
}
const twoReadings = (first: string[], second: string[]) => readings(first, second);

describe("several OCR readings of a page", () => {
  it("counts the values a result holds, in groups and rows alike", () => {
    expect(filledFields({ a: "1", b: "", c: null, d: { e: "x" }, rows: [{ f: "2" }, { g: " " }] })).toBe(3);
  });

  it("makes each other reading a layout of its own, and none where no page has one", () => {
    const layout = readings(["Invoice"], ["Invoice No. 7"], ["Rechnung"]);
    const others = alternateLayouts(layout);
    expect(others.map((o) => o.pages[0]!.words.map((w) => w.text))).toEqual([["Invoice", "No.", "7"], ["Rechnung"]]);
    expect(others[0]!.pages[0]!.alternates).toBeUndefined();
    expect(alternateLayouts(asOcr(layoutOf([[{ x: 0, y: 0, text: "x" }]])))).toEqual([]);
  });

  it("gives a page without a k-th reading its own words in the k-th layout", () => {
    const layout = readings(["a"], ["b"]);
    const second = { ...layout.pages[0]!, index: 1, alternates: [] };
    const [other] = alternateLayouts({ ...layout, pageCount: 2, pages: [layout.pages[0]!, second] });
    expect(other!.pages.map((p) => p.words[0]!.text)).toEqual(["b", "a"]);
  });

  it("keeps the reading that gives more values, and the first on a tie", () => {
    const layout = twoReadings(["a"], ["b"]);
    const byWord = (values: Record<string, string>) => (l: Layout) => ({
      result: { value: values[l.pages[0]!.words[0]!.text] ?? "" },
      extraction: { confidence: 1, ocr_used: true, warnings: [], fields: {} },
    });
    expect(fromBestReading(layout, byWord({ a: "", b: "2" })).result["value"]).toBe("2");
    expect(fromBestReading(layout, byWord({ a: "1", b: "2" })).result["value"]).toBe("1");
    const three = readings(["a"], ["b"], ["c"]);
    const values = (v: Record<string, string[]>) => (l: Layout) => ({
      result: { v: v[l.pages[0]!.words[0]!.text] ?? [] },
      extraction: { confidence: 1, ocr_used: true, warnings: [], fields: {} },
    });
    expect(fromBestReading(three, values({ a: ["1"], b: ["1", "2"], c: ["1", "2", "3"] })).result["v"]).toHaveLength(3);
    expect(fromBestReading(three, values({ a: ["1"], b: ["1", "2"], c: ["1", "3"] })).result["v"]).toEqual(["1", "2"]);
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
