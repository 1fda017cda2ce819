import { describe, expect, it } from "@jest/globals";
import {
  asOcr,
  debitCreditStatement,
  layoutOf,
  readStatement,
  statementLayout,
  type StatementRow,
} from "../../testing/layout.ts";
import type { ExtractionOutput, Layout } from "../../types.ts";
import { gstinCheckChar } from "../../text/values/identifiers.ts";
import { extractInvoice } from "../invoice/extract.ts";
import { alternateLayouts, filledFields, fromBestReading, noiseFields } from "./readings.ts";

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

  it("parts an other reading's word where the first reading parts it", () => {
    const layout = readings(["PARACETAMOL 650 TAB 155"]);
    const page = layout.pages[0]!;
    // PP-OCR's box of the line spans the first reading's words.
    const glued = { ...page.words[0]!, text: "PARACETAMOL650TAB15S", x1: page.words[3]!.x1 };
    const [other] = alternateLayouts({ ...layout, pages: [{ ...page, alternates: [[glued]] }] });
    expect(other!.pages[0]!.words.map((w) => w.text)).toEqual(["PARACETAMOL", "650", "TAB", "15S"]);
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

  it("counts a reading's doubts against its values", () => {
    const layout = twoReadings(["a"], ["b"]);
    const out = (l: Layout) => ({
      result: { v: l.pages[0]!.words[0]!.text === "a" ? ["1", "2", "3"] : ["1", "2"] },
      extraction: {
        confidence: 1,
        ocr_used: true,
        warnings: l.pages[0]!.words[0]!.text === "a" ? ["x", "y"] : [],
        fields: {},
      },
    });
    expect(fromBestReading(layout, out).result["v"]).toHaveLength(3);
    expect(fromBestReading(layout, out, (o) => o.extraction.warnings.length).result["v"]).toHaveLength(2);
  });

  it("can count the values OCR read with next to no confidence against a reading: a scribble is no name", () => {
    const layout = twoReadings(["a"], ["b"]);
    const sure = { page: 0, bbox: [0, 0, 1, 1] as [number, number, number, number], source: "ocr" as const };
    const out = (l: Layout): ExtractionOutput => {
      const first = l.pages[0]!.words[0]!.text === "a";
      return {
        result: { g: first ? { number: "71", name: "fe Syrud", address: ": TE" } : { number: "471", name: "Varnamm" } },
        extraction: {
          confidence: 1,
          ocr_used: true,
          warnings: [],
          fields: first
            ? {
                "g.number": { ...sure, confidence: 0.71 },
                "g.name": { ...sure, confidence: 0 },
                "g.address": { ...sure, confidence: 0.02 },
              }
            : { "g.number": { ...sure, confidence: 0.8 }, "g.name": { ...sure, confidence: 0.5 } },
        },
      };
    };
    expect(fromBestReading(layout, out).result["g"]).toEqual({ number: "71", name: "fe Syrud", address: ": TE" });
    expect(fromBestReading(layout, out, noiseFields).result["g"]).toEqual({ number: "471", name: "Varnamm" });
  });

  it("takes from the other reading a GSTIN or a date the chosen one lacks or misread, not other values", () => {
    const GSTIN = "27AAFCT4417K1Z" + gstinCheckChar("27AAFCT4417K1Z");
    const layout = twoReadings(["a"], ["b"]);
    const at = {
      page: 0,
      bbox: [0, 0, 1, 1] as [number, number, number, number],
      source: "ocr" as const,
      confidence: 0.9,
    };
    const out = (l: Layout): ExtractionOutput => {
      const first = l.pages[0]!.words[0]!.text === "a";
      const seller = first
        ? { name: "Kaveri Foods", address: "Pune", GSTIN: GSTIN.replace("4417", "4411") }
        : { name: "Kaverl", GSTIN, phone: "98470 12345" };
      const details = first
        ? { invoice_number: "41", total: "100" }
        : { invoice_number: "47", invoice_date: "2024-03-12" };
      return {
        result: { seller_details: seller, invoice_details: details },
        extraction: {
          confidence: 1,
          ocr_used: true,
          warnings: [],
          fields: first ? {} : { "seller_details.GSTIN": at },
        },
      };
    };
    const best = fromBestReading(layout, out);
    expect(best.result).toEqual({
      seller_details: { name: "Kaveri Foods", address: "Pune", GSTIN },
      invoice_details: { invoice_number: "41", total: "100", invoice_date: "2024-03-12" },
    });
    expect(best.extraction.fields["seller_details.GSTIN"]).toEqual(at);
    // The misread GSTIN it replaced is named; the date it lacked needs no warning.
    expect(best.extraction.warnings).toEqual([
      `seller_details.GSTIN: "${GSTIN.replace("4417", "4411")}" fails its check; another OCR reading's "${GSTIN}" was kept`,
    ]);
  });

  it("fills a sure page's key fields it lacks from the other reading, which does not compete with it", () => {
    const layout = twoReadings(["a"], ["b"]);
    const sure: Layout = { ...layout, pages: [{ ...layout.pages[0]!, sure: true }] };
    const out = (l: Layout): ExtractionOutput => {
      const first = l.pages[0]!.words[0]!.text === "a";
      const details = first
        ? { invoice_number: "", buyer: "Ganesh Steel" }
        : { invoice_number: "SI/2023-24/2655", place_of_supply: "Maharashtra", buyer: "Ganesh Stel", po: "PO-1" };
      return {
        result: { invoice_details: details },
        extraction: { confidence: 1, ocr_used: true, warnings: [], fields: {} },
      };
    };
    const keys = ["invoice_details.invoice_number", "invoice_details.place_of_supply"];
    // The other reading fills more fields, but a sure page's first reading is kept as a whole.
    expect(fromBestReading(sure, out, undefined, keys).result["invoice_details"]).toEqual({
      invoice_number: "SI/2023-24/2655",
      buyer: "Ganesh Steel",
      place_of_supply: "Maharashtra",
    });
    expect(alternateLayouts(sure, (p) => !p.sure)).toEqual([]);
    // Without key fields named, a sure page's other reading is not read at all.
    expect(fromBestReading(sure, out).result["invoice_details"]).toEqual({ invoice_number: "", buyer: "Ganesh Steel" });
    // An unsure page's other reading competes as before.
    expect(fromBestReading(layout, out, undefined, keys).result["invoice_details"]).toMatchObject({ po: "PO-1" });
  });

  it("reads a statement from the reading whose balances chain, though another read a row more", () => {
    const rows: StatementRow[] = [
      { date: "01/07/2025", text: "SALARY JULY", second: "50,000.00", balance: "60,000.00" },
      { date: "02/07/2025", text: "RENT TRANSFER", first: "20,000.00", balance: "40,000.00" },
      { date: "03/07/2025", text: "GROCERIES", first: "1,000.00", balance: "39,000.00" },
    ];
    // Specks read as a row of their own, whose balance breaks the chain on both its sides.
    const specks = [
      ...rows.slice(0, 2),
      { date: "02/07/2025", text: "I1I 1I", first: "7.00", balance: "1.11" },
      rows[2]!,
    ];
    const page = (r: StatementRow[]) =>
      asOcr(statementLayout(r, { ...debitCreditStatement({ opening: "10,000.00" }), closing: "39,000.00" })).pages[0]!;
    const first = page(specks);
    const layout = { ...asOcr(layoutOf([[]])), pages: [{ ...first, alternates: [page(rows).words] }] };
    const { transactions, warnings } = readStatement(layout);
    expect(transactions.map((t) => t["balance"])).toEqual(["60000.00", "40000.00", "39000.00"]);
    expect(warnings).toEqual([]);
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
