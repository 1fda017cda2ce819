// Several invoices in one document, on layouts made up for these tests: a food-delivery order's two
// invoices, and one invoice over two pages.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { endingAt, layoutOf } from "../../testing/layout.ts";

type Placed = Parameters<typeof layoutOf>[0][number];

const invoicePage = (title: string, seller: string, number: string, item: string, amount: string): Placed => [
  { x: 220, y: 37, text: title, size: 12 },
  { x: 34, y: 65, text: seller },
  { x: 313, y: 65, text: "Invoice No." },
  { x: 372, y: 65, text: number },
  { x: 34, y: 76, text: "Linking Road, Guwahati 781982" },
  { x: 313, y: 81, text: "Invoice Date 08-Sep-2024" },
  { x: 40, y: 141, text: "Customer Name: Rahul Pillai" },
  { x: 36, y: 186, text: "Particulars" },
  { x: 312, y: 186, text: "Qty" },
  { x: 366, y: 186, text: "Unit Price" },
  { x: 518, y: 186, text: "Net Value" },
  { x: 36, y: 202, text: item },
  endingAt(327, 202, "1"),
  endingAt(407, 202, amount),
  endingAt(559, 202, amount),
  { x: 36, y: 285, text: "Total" },
  endingAt(559, 285, amount),
];

describe("a document that holds two invoices", () => {
  const out = extractInvoice(
    layoutOf([
      invoicePage("Tax Invoice", "Punjabi Cafe", "RT5124526027", "Margherita Pizza", "648.00"),
      invoicePage("Tax Invoice", "Zestly Foodtech Private Limited", "ZIQ4077099708", "Platform Fee", "10.00"),
    ]),
  );
  const r = out.result as Record<string, unknown>;

  it("keeps the top-level groups for the first", () => {
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "RT5124526027" });
    expect(r["seller_details"]).toMatchObject({ name: "Punjabi Cafe" });
    expect(r["line_items"]).toEqual([
      { description: "Margherita Pizza", quantity: "1", unit_price: "648.00", amount: "648.00" },
    ]);
  });
  it("lists each with its pages and its own groups, and says so", () => {
    const invoices = r["invoices"] as Record<string, Record<string, unknown>>[];
    expect(
      invoices.map((i) => [i["pages"], i["invoice_details"]!["invoice_number"], i["seller_details"]!["name"]]),
    ).toEqual([
      [{ from: "1", to: "1" }, "RT5124526027", "Punjabi Cafe"],
      [{ from: "2", to: "2" }, "ZIQ4077099708", "Zestly Foodtech Private Limited"],
    ]);
    expect(invoices[1]!["total_calculation"]).toMatchObject({ grand_total: "10.00" });
    expect(out.extraction.warnings).toContain(
      "the document holds 2 invoices (page 1, page 2): the result describes the first; each is in invoices",
    );
    expect(out.extraction.fields["invoices[1].invoice_details.invoice_number"]).toMatchObject({ page: 2 });
  });
});

describe("one invoice over two pages", () => {
  it("is one invoice, its number repeated or not", () => {
    const first = invoicePage("Tax Invoice", "Punjabi Cafe", "RT5124526027", "Margherita Pizza", "648.00");
    const repeated: Placed = [
      { x: 313, y: 65, text: "Invoice No." },
      { x: 372, y: 65, text: "RT5124526027" },
      { x: 36, y: 100, text: "Terms and conditions apply." },
    ];
    for (const second of [repeated, [{ x: 36, y: 100, text: "Terms and conditions apply." }]]) {
      const out = extractInvoice(layoutOf([first, second]));
      expect(out.result["invoices"]).toBeUndefined();
    }
  });
  it("is one invoice where the next page continues its items and a number there is an item's", () => {
    const first = invoicePage("Tax Invoice", "Punjabi Cafe", "RT5124526027", "Margherita Pizza", "648.00").filter(
      (w) => !["Total", "648.00"].includes(w.text) || w.y !== 285,
    );
    const items: Placed = [
      { x: 36, y: 60, text: "Particulars" },
      { x: 312, y: 60, text: "Qty" },
      { x: 366, y: 60, text: "Unit Price" },
      { x: 518, y: 60, text: "Net Value" },
      { x: 36, y: 76, text: "Garlic Bread" },
      { x: 36, y: 88, text: "Unsere Art.-" },
      { x: 36, y: 100, text: "Nr.: TB100A4" },
      endingAt(327, 76, "1"),
      endingAt(407, 76, "120.00"),
      endingAt(559, 76, "120.00"),
      { x: 36, y: 160, text: "Total" },
      endingAt(559, 160, "768.00"),
    ];
    const out = extractInvoice(layoutOf([first, items]));
    expect(out.result["invoices"]).toBeUndefined();
    expect(out.result["total_calculation"]).toMatchObject({ grand_total: "768.00" });
  });
});
