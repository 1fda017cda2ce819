// Line items on layouts made up for these tests: every value carries its own page, box, confidence and source.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { classifyColumn, taxRatesBeside, withQualifiers } from "./columns.ts";
import { asOcr, endingAt, layoutOf } from "../../testing/layout.ts";
import type { Layout } from "../../types.ts";

// layoutOf puts a line's n-th character at x + n × size/2, from y to y + size (size 9 unless given).
const CW = 4.5;

const table = layoutOf([
  [
    { x: 40, y: 30, text: "Kaveri Office Supplies", size: 14 },
    { x: 380, y: 30, text: "Invoice No : KOS-88" },
    { x: 40, y: 100, text: "No." },
    { x: 70, y: 100, text: "Item Description" },
    { x: 250, y: 100, text: "SAC/HSN" },
    { x: 310, y: 100, text: "Qty" },
    { x: 370, y: 100, text: "Price" },
    { x: 460, y: 100, text: "Amount" },
    { x: 40, y: 115, text: "1" },
    { x: 70, y: 115, text: "Ergonomic Mesh Chair" },
    { x: 250, y: 115, text: "9401" },
    { x: 310, y: 115, text: "3 Nos" },
    { x: 370, y: 115, text: "4,200.00" },
    { x: 460, y: 115, text: "12,600.00" },
    { x: 70, y: 127, text: "with lumbar support" },
    { x: 40, y: 142, text: "2" },
    { x: 70, y: 142, text: "Whiteboard Markers" },
    { x: 310, y: 142, text: "40" },
    { x: 370, y: 142, text: "25.00" },
    { x: 460, y: 142, text: "1,000.00" },
    { x: 300, y: 180, text: "Sub Total" },
    { x: 460, y: 180, text: "13,600.00" },
  ],
]);

describe("line item provenance", () => {
  const out = extractInvoice(table);
  const fields = out.extraction.fields;

  it("reads the items", () => {
    expect(out.result["line_items"]).toEqual([
      {
        description: "Ergonomic Mesh Chair with lumbar support",
        HSN: "9401",
        quantity: "3",
        unit_price: "4200.00",
        amount: "12600.00",
      },
      { description: "Whiteboard Markers", quantity: "40", unit_price: "25.00", amount: "1000.00" },
    ]);
  });

  it("gives each value the box of its own cell, not the whole row", () => {
    expect(fields["line_items[0].HSN"]).toEqual({
      page: 1,
      bbox: [250, 115, 250 + 4 * CW, 124],
      confidence: 1,
      source: "text_layer",
    });
    // The unit after the count is not part of the quantity.
    expect(fields["line_items[0].quantity"]?.bbox).toEqual([310, 115, 310 + CW, 124]);
    expect(fields["line_items[0].unit_price"]?.bbox).toEqual([370, 115, 370 + 8 * CW, 124]);
    expect(fields["line_items[0].amount"]?.bbox).toEqual([460, 115, 460 + 9 * CW, 124]);
    expect(fields["line_items[1].amount"]?.bbox).toEqual([460, 142, 460 + 8 * CW, 151]);
  });

  it("boxes a wrapped description across its lines, without the serial number", () => {
    expect(fields["line_items[0].description"]?.bbox).toEqual([70, 115, 70 + 20 * CW, 136]);
    expect(fields["line_items[1].description"]?.bbox).toEqual([70, 142, 70 + 18 * CW, 151]);
  });

  it("records only values that exist", () => {
    const keys = Object.keys(fields).filter((k) => k.startsWith("line_items"));
    expect(keys.sort()).toEqual(
      [
        "line_items[0].description",
        "line_items[0].HSN",
        "line_items[0].quantity",
        "line_items[0].unit_price",
        "line_items[0].amount",
        "line_items[1].description",
        "line_items[1].quantity",
        "line_items[1].unit_price",
        "line_items[1].amount",
      ].sort(),
    );
  });

  it("takes confidence and source from the words read: the weakest word of a value counts", () => {
    const ocr: Layout = {
      ...table,
      ocrUsed: true,
      pages: table.pages.map((p) => ({
        ...p,
        ocr: true,
        words: p.words.map((w) => ({ ...w, source: "ocr" as const, conf: w.text === "lumbar" ? 0.61 : 0.93 })),
      })),
    };
    const f = extractInvoice(ocr).extraction.fields;
    expect(f["line_items[0].description"]).toMatchObject({ confidence: 0.61, source: "ocr" });
    expect(f["line_items[0].amount"]).toMatchObject({ confidence: 0.93, source: "ocr" });
    expect(f["line_items[1].quantity"]).toMatchObject({ page: 1, confidence: 0.93, source: "ocr" });
  });

  it("repairs a misread digit of an item on a read page, but leaves a printed mistake as printed, with a warning", () => {
    // 40 × 25.00 printed as 7,000.00: a digit off, which OCR might have misread or the seller mistyped.
    const mistyped: Layout = {
      ...table,
      pages: table.pages.map((p) => ({
        ...p,
        words: p.words.map((w) => (w.text === "1,000.00" ? { ...w, text: "7,000.00" } : w)),
      })),
    };
    const printed = extractInvoice(mistyped);
    expect((printed.result["line_items"] as Record<string, string>[])[1]).toMatchObject({ amount: "7000.00" });
    expect(printed.extraction.warnings).toContain(
      "line item 2: quantity × rate (1000.00) differs from its amount 7000.00",
    );
    const read = extractInvoice({
      ...mistyped,
      ocrUsed: true,
      pages: mistyped.pages.map((p) => ({
        ...p,
        ocr: true,
        words: p.words.map((w) => ({ ...w, source: "ocr" as const })),
      })),
    });
    expect((read.result["line_items"] as Record<string, string>[])[1]).toMatchObject({ amount: "1000.00" });
    expect(read.extraction.warnings.filter((w) => w.startsWith("line item"))).toEqual([]);
  });

  it("puts in doubt each figure of a read row whose count × rate misses its amount past any slip", () => {
    // A handwritten amount PP-OCR read as another figure with high confidence: which of the three is
    // wrong is not known, so each claims at most half, under the confidence a reviewer is told to check.
    const read = extractInvoice(
      asOcr({
        ...table,
        pages: table.pages.map((p) => ({
          ...p,
          words: p.words.map((w) => (w.text === "1,000.00" ? { ...w, text: "1,860.00" } : w)),
        })),
      }),
    );
    expect(read.extraction.warnings).toContain(
      "line item 2: quantity × rate (1000.00) differs from its amount 1860.00",
    );
    const f = read.extraction.fields;
    for (const k of ["quantity", "unit_price", "amount"]) expect(f[`line_items[1].${k}`]!.confidence).toBe(0.5);
    expect(f["line_items[1].description"]!.confidence).toBe(0.9);
    expect(f["line_items[0].amount"]!.confidence).toBe(0.9);
  });

  it("puts items of a continued table on their own page", () => {
    const header = (y: number) => [
      { x: 40, y, text: "Description" },
      { x: 300, y, text: "Qty" },
      { x: 370, y, text: "Rate" },
      { x: 460, y, text: "Amount" },
    ];
    const two = layoutOf([
      [
        ...header(100),
        { x: 40, y: 115, text: "Copier paper A4" },
        { x: 300, y: 115, text: "10" },
        { x: 370, y: 115, text: "300.00" },
        { x: 460, y: 115, text: "3,000.00" },
      ],
      [
        ...header(40),
        { x: 40, y: 55, text: "Stapler heavy duty" },
        { x: 300, y: 55, text: "2" },
        { x: 370, y: 55, text: "450.00" },
        { x: 460, y: 55, text: "900.00" },
      ],
    ]);
    const f = extractInvoice(two).extraction.fields;
    expect(f["line_items[0].description"]).toMatchObject({ page: 1, bbox: [40, 115, 40 + 15 * CW, 124] });
    expect(f["line_items[1].description"]).toMatchObject({ page: 2, bbox: [40, 55, 40 + 18 * CW, 64] });
    expect(f["line_items[1].unit_price"]).toMatchObject({ page: 2, bbox: [370, 55, 370 + 6 * CW, 64] });
  });
});

/** The layout as OCR would return it, with each word's confidence. */
function asRead(layout: Layout, conf: (text: string) => number): Layout {
  return {
    ...layout,
    format: "JPEG",
    ocrUsed: true,
    pages: layout.pages.map((p) => ({
      ...p,
      ocr: true,
      words: p.words.map((w) => ({ ...w, source: "ocr" as const, conf: conf(w.text) })),
    })),
  };
}

describe("line items on photographed pages", () => {
  const header = [
    { x: 40, y: 100, text: "Sr" },
    { x: 70, y: 100, text: "Particulars" },
    { x: 250, y: 100, text: "HSN" },
    { x: 310, y: 100, text: "Qty" },
    { x: 370, y: 100, text: "Rate" },
    { x: 460, y: 100, text: "Amount" },
  ];

  it("does not take marks on the picture for a wrapped description", () => {
    const noise = new Set(["ww", "Ti", "cE", "=~"]);
    const layout = asRead(
      layoutOf([
        [
          ...header,
          { x: 40, y: 115, text: "1" },
          { x: 70, y: 115, text: "Teak Wood Shelf" },
          { x: 250, y: 115, text: "9403" },
          { x: 310, y: 115, text: "4" },
          { x: 370, y: 115, text: "2,750.00" },
          { x: 460, y: 115, text: "11,000.00" },
          { x: 70, y: 127, text: "walnut finish" },
          { x: 40, y: 142, text: "2" },
          { x: 70, y: 142, text: "Brass Knobs" },
          { x: 250, y: 142, text: "8302" },
          { x: 310, y: 142, text: "24" },
          { x: 370, y: 142, text: "60.00" },
          { x: 460, y: 142, text: "1,440.00" },
          // A shadow across the table, read as letters with almost no confidence.
          { x: 60, y: 150, text: "ww Ti cE =~" },
          { x: 40, y: 162, text: "————" },
          { x: 300, y: 180, text: "Sub Total" },
          { x: 460, y: 180, text: "12,440.00" },
        ],
      ]),
      (t) => (noise.has(t) ? 0.2 : t === "walnut" ? 0.55 : 0.9),
    );
    const out = extractInvoice(layout);
    expect(out.result["line_items"]).toMatchObject([
      { description: "Teak Wood Shelf walnut finish", amount: "11000.00" },
      { description: "Brass Knobs", amount: "1440.00" },
    ]);
    expect(out.extraction.fields["line_items[1].description"]?.bbox).toEqual([70, 142, 70 + 11 * CW, 151]);
  });
});

describe("a quantity column no header names", () => {
  const items = (rows: [string, string, string, string][]) =>
    extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Invoice No : HL-7" },
          { x: 40, y: 100, text: "Description" },
          { x: 250, y: 100, text: "Hours" },
          { x: 330, y: 100, text: "Unit Price" },
          { x: 460, y: 100, text: "Total" },
          ...rows.flatMap(([d, q, r, a], i) => [
            { x: 40, y: 115 + i * 14, text: d },
            { x: 250, y: 115 + i * 14, text: q },
            { x: 330, y: 115 + i * 14, text: r },
            { x: 460, y: 115 + i * 14, text: a },
          ]),
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
  it("is the quantity where its number times the rate gives the amount on every row", () => {
    const got = items([
      ["Site survey", "3", "120.00", "360.00"],
      ["Report writing", "5", "80.00", "400.00"],
    ]);
    expect(got.map((i) => i["quantity"])).toEqual(["3", "5"]);
  });
  it("is the quantity under 'Units' where the column holds counts that the arithmetic confirms", () => {
    const got = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Invoice No : INV-9189" },
          { x: 40, y: 100, text: "Item" },
          { x: 250, y: 100, text: "Units" },
          { x: 330, y: 100, text: "Unit Price" },
          { x: 460, y: 100, text: "Subtotal" },
          { x: 40, y: 115, text: "Installation labour" },
          { x: 250, y: 115, text: "16" },
          { x: 330, y: 115, text: "73.50" },
          { x: 460, y: 115, text: "1,176.00" },
          { x: 40, y: 129, text: "Consultancy" },
          { x: 250, y: 129, text: "1" },
          { x: 330, y: 129, text: "735.00" },
          { x: 460, y: 129, text: "735.00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(got.map((i) => i["quantity"])).toEqual(["16", "1"]);
  });
  it("is no quantity where the arithmetic does not hold", () => {
    const got = items([
      ["Site survey", "3", "120.00", "120.00"],
      ["Report writing", "5", "80.00", "400.00"],
    ]);
    expect(got.map((i) => i["quantity"])).toEqual([undefined, undefined]);
  });
  it("is the quantity where its number times the rate less the row's discount gives the amount", () => {
    const got = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Invoice No : HL-8" },
          { x: 40, y: 100, text: "Description" },
          { x: 250, y: 100, text: "Hours" },
          { x: 320, y: 100, text: "Unit Price" },
          { x: 400, y: 100, text: "Discount" },
          { x: 480, y: 100, text: "Total" },
          { x: 40, y: 115, text: "Site survey" },
          { x: 250, y: 115, text: "3" },
          { x: 320, y: 115, text: "120.00" },
          { x: 400, y: 115, text: "60.00" },
          { x: 480, y: 115, text: "300.00" },
          { x: 40, y: 129, text: "Report writing" },
          { x: 250, y: 129, text: "5" },
          { x: 320, y: 129, text: "80.00" },
          { x: 400, y: 129, text: "0.00" },
          { x: 480, y: 129, text: "400.00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(got.map((i) => i["quantity"])).toEqual(["3", "5"]);
  });
});

describe("a quantity column whose header OCR misread, one count misread too", () => {
  it("is the quantity where every row but one of three fits, that one put right by its arithmetic", () => {
    const got = extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "Invoice No : INV-3305" },
            { x: 40, y: 100, text: "PRODUCT/SERVICE" },
            { x: 200, y: 100, text: "HSN/SAC" },
            { x: 260, y: 100, text: "qry" },
            { x: 330, y: 100, text: "RATE" },
            { x: 460, y: 100, text: "AMOUNT" },
            ...[
              ["Cement OPC 53 Grade", "2523", "59", "370.00", "21,830.00"],
              ["LED Bulb 9W B22", "8539", "3", "55.00", "2,145.00"],
              ["Wall Putty 40 kg", "3214", "41", "654.00", "26,814.00"],
            ].flatMap(([d, h, q, r, a], i) => [
              { x: 40, y: 115 + i * 14, text: d! },
              { x: 200, y: 115 + i * 14, text: h! },
              { x: 260, y: 115 + i * 14, text: q! },
              { x: 330, y: 115 + i * 14, text: r! },
              { x: 460, y: 115 + i * 14, text: a! },
            ]),
          ],
        ]),
      ),
    ).result["line_items"] as Record<string, string>[];
    // "3" for 39: one digit lost, and 39 × 55.00 = 2,145.00.
    expect(got.map((i) => i["quantity"])).toEqual(["59", "39", "41"]);
  });
});

describe("a count OCR did not read under a quantity column", () => {
  const read = (rows: string[][]) =>
    extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "Invoice No : GST-0378" },
            { x: 40, y: 100, text: "Name of Product" },
            { x: 200, y: 100, text: "HSN" },
            { x: 250, y: 100, text: "Qty" },
            { x: 300, y: 100, text: "Rate" },
            { x: 380, y: 100, text: "Amount" },
            { x: 460, y: 100, text: "Taxable Amt" },
            ...rows.flatMap(([d, h, r, a, t], i) => [
              { x: 40, y: 115 + i * 14, text: d! },
              { x: 200, y: 115 + i * 14, text: h! },
              { x: 300, y: 115 + i * 14, text: r! },
              { x: 380, y: 115 + i * 14, text: a! },
              { x: 460, y: 115 + i * 14, text: t! },
            ]),
          ],
        ]),
      ),
    );
  it("is the amount, or the gross before a discount, divided by the rate where that is whole; a warning says so", () => {
    const out = read([
      ["Office Chair Revolving", "9401", "4,080.00", "1,55,040.00", "1,55,040.00"],
      ["Printer Toner Cartridge", "8443", "940.00", "5,640.00", "5,358.00"],
    ]);
    const items = out.result["line_items"] as Record<string, string>[];
    expect(items.map((i) => i["quantity"])).toEqual(["38", "6"]);
    expect(out.extraction.warnings).toContain("line item 2: quantity not read; 6 is its amount divided by its rate");
  });
  it("is none where no figure divided by the rate is whole", () => {
    const items = read([["Office Chair Revolving", "9401", "4,080.00", "1,55,000.00", "1,55,000.00"]]).result[
      "line_items"
    ] as Record<string, string>[];
    expect(items.map((i) => i["quantity"])).toEqual([undefined]);
  });
});

describe("an amount column headed as the net total", () => {
  it("gives each item's value before tax", () => {
    const got = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Fattura n. 12/2025" },
          { x: 40, y: 100, text: "Descrizione" },
          { x: 250, y: 100, text: "Quantità" },
          { x: 330, y: 100, text: "Prezzo unitario" },
          { x: 420, y: 100, text: "% IVA" },
          { x: 480, y: 100, text: "Imponibile" },
          { x: 40, y: 115, text: "Manutenzione impianto" },
          { x: 250, y: 115, text: "4" },
          { x: 330, y: 115, text: "75,00" },
          { x: 420, y: 115, text: "22 %" },
          { x: 480, y: 115, text: "300,00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(got).toEqual([
      { description: "Manutenzione impianto", quantity: "4", unit_price: "75.00", amount: "300.00" },
    ]);
  });
});

describe("a totals line that names its total after another word", () => {
  it("ends the items, and is no item", () => {
    const out = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Facture N° F-2025-12" },
          { x: 40, y: 100, text: "Description" },
          { x: 250, y: 100, text: "Quantité" },
          { x: 330, y: 100, text: "Prix unitaire HT" },
          { x: 480, y: 100, text: "Montant HT" },
          { x: 40, y: 115, text: "Pose de prises" },
          { x: 250, y: 115, text: "4" },
          { x: 330, y: 115, text: "69,50" },
          { x: 480, y: 115, text: "278,00" },
          { x: 330, y: 140, text: "Montant total HT" },
          { x: 480, y: 140, text: "278,00" },
          { x: 330, y: 154, text: "TVA 20 %" },
          { x: 480, y: 154, text: "55,60" },
          { x: 330, y: 168, text: "Total TTC" },
          { x: 480, y: 168, text: "333,60" },
        ],
      ]),
    ).result;
    expect((out["line_items"] as unknown[]).length).toBe(1);
    expect(out["total_calculation"]).toMatchObject({ sub_total: "278.00", grand_total: "333.60" });
  });
});

describe("an HSN run into its label under the description", () => {
  it("is the item's HSN", () => {
    const got = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Invoice Number : ZYX54P5" },
          { x: 40, y: 100, text: "Sl. No" },
          { x: 80, y: 100, text: "Description" },
          { x: 250, y: 100, text: "Unit Price" },
          { x: 320, y: 100, text: "Qty" },
          { x: 400, y: 100, text: "Net Amount" },
          { x: 40, y: 115, text: "1" },
          { x: 80, y: 115, text: "Induction Cooktop PIC 20" },
          { x: 250, y: 115, text: "1,907.63" },
          { x: 320, y: 115, text: "1" },
          { x: 400, y: 115, text: "1,907.63" },
          { x: 80, y: 127, text: "HSN:85166000" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(got[0]).toMatchObject({ description: "Induction Cooktop PIC 20", HSN: "85166000" });
  });
});

describe("a GST table whose header cells OCR ran together", () => {
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Shri Ram Caterers", size: 14 },
      { x: 380, y: 30, text: "Invoice No : 118" },
      { x: 40, y: 100, text: "Item" },
      { x: 200, y: 100, text: "HSN/Quantity" },
      { x: 280, y: 100, text: "Rate/Item" },
      { x: 360, y: 100, text: "Taxable Value" },
      { x: 460, y: 100, text: "Total" },
      { x: 40, y: 115, text: "1.Saffron" },
      { x: 210, y: 115, text: "5.00|Kg" },
      { x: 280, y: 115, text: "800.00" },
      { x: 360, y: 115, text: "4,000.00" },
      { x: 460, y: 115, text: "4,200.00" },
      { x: 300, y: 160, text: "Invoice Total" },
      { x: 460, y: 160, text: "4,200.00" },
    ],
  ]);
  const read: Layout = {
    ...layout,
    ocrUsed: true,
    pages: layout.pages.map((p) => ({ ...p, ocr: true, words: p.words.map((w) => ({ ...w, source: "ocr" })) })),
  };
  const items = extractInvoice(read).result["line_items"] as Record<string, string>[];

  it("reads a price per item as the unit price and a decimal count under the HSN as the quantity, less its unit", () => {
    expect(items).toEqual([expect.objectContaining({ quantity: "5.00", unit_price: "800.00", amount: "4000.00" })]);
  });
  it("leaves out the serial number run into the name", () => {
    expect(items[0]?.["description"]).toBe("Saffron");
  });
});

describe("a thermal receipt's items", () => {
  const items = extractInvoice(
    layoutOf([
      [
        { x: 64, y: 8, text: "Apna Super Market", size: 10 },
        { x: 8, y: 80, text: "Inv No: 619" },
        { x: 8, y: 110, text: "Item" },
        { x: 80, y: 110, text: "Qty" },
        { x: 109, y: 110, text: "Rate" },
        { x: 147, y: 110, text: "Amt" },
        { x: 8, y: 130, text: "Surf Excel 1kg" },
        { x: 80, y: 140, text: "1" },
        { x: 100, y: 140, text: "136.00" },
        { x: 140, y: 140, text: "136.00" },
        { x: 8, y: 150, text: "Parle-G 800g" },
        { x: 80, y: 160, text: "2" },
        { x: 104, y: 160, text: "88.00" },
        { x: 140, y: 160, text: "176.00" },
        { x: 8, y: 170, text: "Sugar 1kg" },
        { x: 80, y: 180, text: "3" },
        { x: 104, y: 180, text: "52.00" },
        { x: 140, y: 180, text: "156.00" },
        { x: 8, y: 200, text: "Items: 3 Qty: 6" },
        { x: 140, y: 200, text: "468.00" },
        { x: 8, y: 210, text: "NET AMT" },
        { x: 135, y: 210, text: "₹ 468.00" },
      ],
    ]),
  ).result["line_items"] as Record<string, string>[];

  it("gives each name printed above its figures to those figures", () => {
    expect(items.map((i) => [i["description"], i["quantity"], i["amount"]])).toEqual([
      ["Surf Excel 1kg", "1", "136.00"],
      ["Parle-G 800g", "2", "176.00"],
      ["Sugar 1kg", "3", "156.00"],
    ]);
  });
});

describe("a receipt whose item heading stands on a row of its own, over the figures' headings", () => {
  it("reads each name's own line whole, though its words cross the HSN and quantity columns", () => {
    const items = extractInvoice(
      layoutOf([
        [
          { x: 64, y: 8, text: "Value Bazaar", size: 10 },
          { x: 8, y: 80, text: "Bill No : 7712" },
          { x: 8, y: 100, text: "Description" },
          { x: 8, y: 110, text: "HSN" },
          { x: 60, y: 110, text: "Qty" },
          { x: 110, y: 110, text: "Rate" },
          { x: 150, y: 110, text: "Amt" },
          { x: 8, y: 125, text: "Parle-G 800g" },
          { x: 8, y: 135, text: "1905" },
          { x: 64, y: 135, text: "3" },
          { x: 107, y: 135, text: "79.50" },
          { x: 146, y: 135, text: "238.50" },
          { x: 8, y: 145, text: "Dettol Soap 4x125g" },
          { x: 8, y: 155, text: "3401" },
          { x: 64, y: 155, text: "1" },
          { x: 107, y: 155, text: "206.00" },
          { x: 146, y: 155, text: "206.00" },
          { x: 8, y: 175, text: "TOTAL" },
          { x: 146, y: 175, text: "444.50" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(items.map((i) => [i["description"], i["HSN"], i["quantity"], i["amount"]])).toEqual([
      ["Parle-G 800g", "1905", "3", "238.50"],
      ["Dettol Soap 4x125g", "3401", "1", "206.00"],
    ]);
  });
});

describe("a receipt whose item heading is stacked over the HSN heading", () => {
  it("gives each code under both headings to the HSN, the name's own line to the description", () => {
    const items = extractInvoice(
      layoutOf([
        [
          { x: 64, y: 8, text: "Janata Superstore", size: 10 },
          { x: 8, y: 80, text: "Bill No : 805750239728" },
          { x: 8, y: 100, text: "Item" },
          { x: 8, y: 110, text: "HSN" },
          { x: 46, y: 110, text: "Qty" },
          { x: 89, y: 110, text: "MRP" },
          { x: 126, y: 110, text: "Sale Price" },
          { x: 203, y: 110, text: "Amt" },
          { x: 8, y: 125, text: "Parle-G 800g" },
          { x: 8, y: 135, text: "1905" },
          { x: 50, y: 135, text: "1" },
          endingAt(103, 135, "90.50"),
          endingAt(174, 135, "85.50"),
          endingAt(218, 135, "85.50"),
          { x: 8, y: 145, text: "Surf Excel 1kg" },
          { x: 8, y: 155, text: "3402" },
          { x: 50, y: 155, text: "2" },
          endingAt(103, 155, "148.00"),
          endingAt(174, 155, "132.00"),
          endingAt(218, 155, "264.00"),
          { x: 8, y: 175, text: "Net Amt" },
          endingAt(218, 175, "349.50"),
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(items.map((i) => [i["description"], i["HSN"], i["quantity"], i["unit_price"], i["amount"]])).toEqual([
      ["Parle-G 800g", "1905", "1", "85.50", "85.50"],
      ["Surf Excel 1kg", "3402", "2", "132.00", "264.00"],
    ]);
  });
});

describe("a supermarket receipt's names over the figure columns", () => {
  const items = extractInvoice(
    layoutOf([
      [
        { x: 64, y: 8, text: "Fresh Mart", size: 10 },
        { x: 8, y: 80, text: "Bill No: 7712" },
        { x: 8, y: 110, text: "Item Name" },
        { x: 60, y: 110, text: "Qty" },
        { x: 85, y: 110, text: "MRP" },
        { x: 110, y: 110, text: "Rate" },
        { x: 140, y: 110, text: "Amount" },
        { x: 8, y: 130, text: "1 0902 Red Label Tea 500g" },
        { x: 64, y: 140, text: "2" },
        { x: 80, y: 140, text: "289.00" },
        { x: 107, y: 140, text: "289.00" },
        { x: 140, y: 140, text: "578.00" },
        { x: 8, y: 150, text: "2 1101 Aashirvaad Atta 5kg" },
        { x: 64, y: 160, text: "1" },
        { x: 80, y: 160, text: "262.00" },
        { x: 107, y: 160, text: "248.00" },
        { x: 140, y: 160, text: "248.00" },
        { x: 8, y: 180, text: "Items: 2 Qty: 3" },
        { x: 8, y: 190, text: "Net Amount" },
        { x: 140, y: 190, text: "826.00" },
      ],
    ]),
  ).result["line_items"] as Record<string, string>[];

  it("reads a name that runs over the empty figure columns whole, its HSN at its head apart", () => {
    expect(items.map((i) => [i["description"], i["HSN"], i["quantity"], i["unit_price"], i["amount"]])).toEqual([
      ["Red Label Tea 500g", "0902", "2", "289.00", "578.00"],
      ["Aashirvaad Atta 5kg", "1101", "1", "248.00", "248.00"],
    ]);
  });
  it("keeps a measure that starts a name in it", () => {
    const [item] = extractInvoice(
      layoutOf([
        [
          { x: 8, y: 110, text: "Item Name" },
          { x: 110, y: 110, text: "Qty" },
          { x: 140, y: 110, text: "Rate" },
          { x: 180, y: 110, text: "Amount" },
          { x: 8, y: 130, text: "1200 mm Ceiling Fan" },
          { x: 114, y: 130, text: "1" },
          { x: 136, y: 130, text: "1800.00" },
          { x: 180, y: 130, text: "1800.00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect([item?.["description"], item?.["HSN"]]).toEqual(["1200 mm Ceiling Fan", undefined]);
  });
});

describe("a rate read into the cell of the count before it", () => {
  it("is the rate column's, the count's unit of measure kept out of both", () => {
    const items = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Tax Invoice" },
          { x: 40, y: 100, text: "No." },
          { x: 70, y: 100, text: "Description of Goods" },
          { x: 250, y: 100, text: "HSN/SAC" },
          { x: 310, y: 100, text: "Qty" },
          { x: 370, y: 100, text: "Rate" },
          { x: 460, y: 100, text: "Amount" },
          { x: 40, y: 115, text: "1" },
          { x: 70, y: 115, text: "Spirulina Powder" },
          { x: 250, y: 115, text: "12122190" },
          { x: 310, y: 115, text: "1.00Kg 1,080.95" },
          { x: 460, y: 115, text: "1,080.95" },
        ],
      ]),
    ).result["line_items"];
    expect(items).toEqual([
      {
        description: "Spirulina Powder",
        HSN: "12122190",
        quantity: "1.00",
        unit_price: "1080.95",
        amount: "1080.95",
      },
    ]);
  });
});

// The rule 46 form: each tax as "Rate | Amount" under its name, centred over the two; a long table
// repeats its header on the next page, its columns sized to that page's contents.
const taxColumns = layoutOf([
  [
    { x: 40, y: 30, text: "Jai Ambe Chemicals", size: 14 },
    { x: 380, y: 30, text: "Invoice No.: 914" },
    { x: 586, y: 92, text: "IGST" },
    { x: 40, y: 100, text: "S.No" },
    { x: 80, y: 100, text: "Product Description" },
    { x: 230, y: 100, text: "HSN code" },
    { x: 300, y: 100, text: "Qty" },
    { x: 340, y: 100, text: "Rate per unit" },
    { x: 440, y: 100, text: "Taxable Value" },
    { x: 660, y: 100, text: "Total" },
    { x: 560, y: 108, text: "Rate" },
    { x: 586, y: 108, text: "Amount" },
    { x: 40, y: 124, text: "1" },
    { x: 80, y: 124, text: "Wall Putty 40 kg" },
    { x: 230, y: 124, text: "3214" },
    { x: 300, y: 124, text: "29" },
    { x: 340, y: 124, text: "673.00" },
    { x: 440, y: 124, text: "19,517.00" },
    { x: 560, y: 124, text: "18%" },
    { x: 586, y: 124, text: "3,513.06" },
    { x: 660, y: 124, text: "23,030.06" },
  ],
  [
    { x: 40, y: 30, text: "Invoice No.: 914 (continued)" },
    { x: 566, y: 92, text: "IGST" },
    { x: 40, y: 100, text: "S.No" },
    { x: 70, y: 100, text: "Product Description" },
    { x: 200, y: 100, text: "HSN code" },
    { x: 260, y: 100, text: "Qty" },
    { x: 300, y: 100, text: "Rate per unit" },
    { x: 420, y: 100, text: "Taxable Value" },
    { x: 640, y: 100, text: "Total" },
    { x: 540, y: 108, text: "Rate" },
    { x: 566, y: 108, text: "Amount" },
    { x: 40, y: 124, text: "2" },
    { x: 70, y: 124, text: "Cement OPC 53 Grade" },
    { x: 200, y: 124, text: "2523" },
    { x: 260, y: 124, text: "19" },
    { x: 300, y: 124, text: "387.00" },
    { x: 420, y: 124, text: "7,353.00" },
    { x: 540, y: 124, text: "28%" },
    { x: 566, y: 124, text: "2,058.84" },
    { x: 640, y: 124, text: "9,411.84" },
    { x: 40, y: 140, text: "3" },
    { x: 70, y: 140, text: "HDPE Granules" },
    { x: 200, y: 140, text: "3901" },
    { x: 260, y: 140, text: "18" },
    { x: 300, y: 140, text: "119.00" },
    { x: 420, y: 140, text: "2,142.00" },
    { x: 540, y: 140, text: "18%" },
    { x: 566, y: 140, text: "385.56" },
    { x: 640, y: 140, text: "2,527.56" },
    { x: 40, y: 156, text: "Total" },
    { x: 420, y: 156, text: "29,012.00" },
    { x: 566, y: 156, text: "5,957.46" },
    { x: 640, y: 156, text: "34,969.46" },
  ],
]);

describe("taxes as Rate | Amount columns under their name", () => {
  const items = extractInvoice(taxColumns).result["line_items"];

  it("reads the rate under a tax's name as the tax's rate, not the unit price", () => {
    expect(items).toContainEqual({
      description: "Wall Putty 40 kg",
      HSN: "3214",
      quantity: "29",
      unit_price: "673.00",
      amount: "19517.00",
    });
  });

  it("reads a following page's rows under that page's own header", () => {
    expect(items).toContainEqual({
      description: "Cement OPC 53 Grade",
      HSN: "2523",
      quantity: "19",
      unit_price: "387.00",
      amount: "7353.00",
    });
  });
});

// The e-invoice's item header over three lines: names that wrap ("HSN" over "Cd", "Unit Price" over
// "(Rs)") with the one-line names centred on the middle line.
describe("an item header stacked over three lines", () => {
  const items = extractInvoice(
    layoutOf([
      [
        { x: 40, y: 30, text: "e-Invoice" },
        { x: 160, y: 100, text: "HSN" },
        { x: 250, y: 100, text: "Unit Price" },
        { x: 320, y: 100, text: "Taxable Amount" },
        { x: 40, y: 105, text: "S.No" },
        { x: 70, y: 105, text: "Description" },
        { x: 210, y: 105, text: "Qty" },
        { x: 420, y: 105, text: "Total" },
        { x: 160, y: 110, text: "Cd" },
        { x: 250, y: 110, text: "(Rs)" },
        { x: 320, y: 110, text: "(Rs)" },
        { x: 40, y: 126, text: "1" },
        { x: 70, y: 126, text: "Detergent Powder" },
        { x: 160, y: 126, text: "3402" },
        { x: 210, y: 126, text: "43" },
        { x: 250, y: 126, text: "90.50" },
        { x: 320, y: 126, text: "3891.50" },
        { x: 420, y: 126, text: "4591.97" },
      ],
    ]),
  ).result["line_items"];

  it("is read whole, not as its first line over no rows", () => {
    expect(items).toEqual([
      { description: "Detergent Powder", HSN: "3402", quantity: "43", unit_price: "90.50", amount: "3891.50" },
    ]);
  });
});

describe("a count, its unit and a price run together in a narrow grid", () => {
  const items = extractInvoice(
    layoutOf([
      [
        { x: 40, y: 30, text: "Tax Invoice", size: 14 },
        { x: 40, y: 100, text: "No." },
        { x: 70, y: 100, text: "Description" },
        { x: 200, y: 100, text: "HSN" },
        { x: 262, y: 100, text: "Qty" },
        { x: 300, y: 100, text: "Rate" },
        { x: 420, y: 100, text: "Amount" },
        { x: 40, y: 120, text: "1" },
        { x: 70, y: 120, text: "Chocolate Bars" },
        { x: 200, y: 120, text: "1806" },
        { x: 258, y: 120, text: "5 BOX 493.00" },
        { x: 420, y: 120, text: "2465.00" },
      ],
    ]),
  ).result["line_items"];

  it("gives the count to the quantity's column and the price to the rate's", () => {
    expect(items).toEqual([
      { description: "Chocolate Bars", HSN: "1806", quantity: "5", unit_price: "493.00", amount: "2465.00" },
    ]);
  });
  it("gives a discount run on after the price to its own column", () => {
    const withDiscount = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Tax Invoice", size: 14 },
          { x: 40, y: 100, text: "No." },
          { x: 70, y: 100, text: "Description" },
          { x: 200, y: 100, text: "HSN" },
          { x: 262, y: 100, text: "Qty" },
          { x: 300, y: 100, text: "Rate" },
          { x: 330, y: 100, text: "Disc." },
          { x: 420, y: 100, text: "Amount" },
          { x: 40, y: 120, text: "1" },
          { x: 70, y: 120, text: "Namkeen Bhujia" },
          { x: 200, y: 120, text: "2106" },
          { x: 254, y: 120, text: "18 PKT 228.00 7.5%" },
          { x: 420, y: 120, text: "3796.20" },
        ],
      ]),
    ).result["line_items"];
    expect(withDiscount).toEqual([
      { description: "Namkeen Bhujia", HSN: "2106", quantity: "18", unit_price: "228.00", amount: "3796.20" },
    ]);
  });
});

describe("a header cell's bracketed qualifier set apart by the figures under it", () => {
  // As the tables stage gives it when figures set flush right sit under "(ex GST)" alone.
  const word = (text: string, x0: number, x1: number) => ({
    text,
    x0,
    x1,
    y0: 241,
    y1: 251,
    conf: 1,
    source: "text_layer" as const,
  });
  const column = (header: string, x0: number, x1: number) => ({ header, headerWords: [word(header, x0, x1)], x0, x1 });
  const cols = withQualifiers([
    column("Qty", 289, 305),
    column("Unit Price", 381, 423),
    column("(ex GST)", 427, 460),
    column("Amount", 513, 548),
  ]);

  it("belongs to the cell before it: a unit price before GST, not a GST column", () => {
    expect(cols.map((c) => [c.header, c.x0, c.x1])).toEqual([
      ["Qty", 289, 305],
      ["Unit Price (ex GST)", 381, 460],
      ["Amount", 513, 548],
    ]);
    expect(classifyColumn(cols[1]!, false, "items").kind).toBe("unit_price");
  });

  it("stays apart from a cell that ends its own bracket", () => {
    expect(withQualifiers([column("Rate (Rs)", 300, 340), column("(%)", 344, 356)]).length).toBe(2);
  });
});

describe("a count printed before the description, as Mexico's CFDI prints it", () => {
  it("keeps a short first word of the name out of the count's unit", () => {
    const items = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Factura" },
          { x: 40, y: 100, text: "Cantidad" },
          { x: 110, y: 100, text: "Descripción" },
          { x: 370, y: 100, text: "Valor unitario" },
          { x: 480, y: 100, text: "Importe" },
          { x: 80, y: 115, text: "13 Flete y maniobras" },
          { x: 390, y: 115, text: "408.79" },
          { x: 480, y: 115, text: "5,314.27" },
          { x: 80, y: 130, text: "2 Caja de tornillos" },
          { x: 390, y: 130, text: "150.00" },
          { x: 480, y: 130, text: "300.00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(items.map((i) => [i["description"], i["quantity"], i["amount"]])).toEqual([
      ["Flete y maniobras", "13", "5314.27"],
      ["Caja de tornillos", "2", "300.00"],
    ]);
  });
});

describe("a last row that only sums the items, under a label not known", () => {
  const itemsOf = (last: string) =>
    extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Factura" },
          { x: 40, y: 100, text: "Descripción" },
          { x: 300, y: 100, text: "Cantidad" },
          { x: 370, y: 100, text: "Precio" },
          { x: 480, y: 100, text: "Importe" },
          { x: 40, y: 115, text: "Toner negro" },
          { x: 300, y: 115, text: "2" },
          { x: 370, y: 115, text: "100.00" },
          { x: 480, y: 115, text: "200.00" },
          { x: 40, y: 130, text: "Papel carta" },
          { x: 300, y: 130, text: "1" },
          { x: 370, y: 130, text: "50.00" },
          { x: 480, y: 130, text: "50.00" },
          { x: 480, y: 150, text: last },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
  it("is no item when its amount is the items' sum", () => {
    expect(itemsOf("250.00").map((i) => i["amount"])).toEqual(["200.00", "50.00"]);
  });
  it("stays an item when its amount is not", () => {
    expect(itemsOf("30.00").map((i) => i["amount"])).toEqual(["200.00", "50.00", "30.00"]);
  });
  it("is no item either with its label read into the description", () => {
    const items = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Factura" },
          { x: 40, y: 100, text: "Descripción" },
          { x: 300, y: 100, text: "Cantidad" },
          { x: 370, y: 100, text: "Precio" },
          { x: 480, y: 100, text: "Importe" },
          { x: 40, y: 115, text: "Toner negro" },
          { x: 300, y: 115, text: "2" },
          { x: 370, y: 115, text: "100.00" },
          { x: 480, y: 115, text: "200.00" },
          { x: 40, y: 130, text: "Papel carta" },
          { x: 300, y: 130, text: "1" },
          { x: 370, y: 130, text: "50.00" },
          { x: 480, y: 130, text: "50.00" },
          { x: 40, y: 150, text: "Valor bruto" },
          { x: 480, y: 150, text: "250.00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
    expect(items.map((i) => i["amount"])).toEqual(["200.00", "50.00"]);
  });
});

describe("an amount column no header names", () => {
  const items = (amounts: [string, string]) =>
    extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Invoice No : HL-9" },
          { x: 40, y: 100, text: "Description" },
          { x: 250, y: 100, text: "Qty" },
          { x: 330, y: 100, text: "Rate" },
          { x: 460, y: 100, text: "Rakam" },
          { x: 40, y: 115, text: "Site survey" },
          { x: 250, y: 115, text: "3" },
          { x: 330, y: 115, text: "120.00" },
          { x: 460, y: 115, text: amounts[0] },
          { x: 40, y: 129, text: "Report writing" },
          { x: 250, y: 129, text: "5" },
          { x: 330, y: 129, text: "80.00" },
          { x: 460, y: 129, text: amounts[1] },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
  it("is the amount where count times rate gives its figure on every row", () => {
    expect(items(["360.00", "400.00"]).map((i) => i["amount"])).toEqual(["360.00", "400.00"]);
  });
  it("is no amount where the arithmetic does not hold", () => {
    expect(items(["360.00", "40.00"]).map((i) => i["amount"])).toEqual([undefined, undefined]);
  });
});

describe("a description column no header names", () => {
  const items = (names: [string, string]) =>
    extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Factura No. FE-1234" },
          { x: 40, y: 100, text: "Cantidad" },
          { x: 110, y: 100, text: "Pormenor" },
          { x: 370, y: 100, text: "Precio" },
          { x: 480, y: 100, text: "Importe" },
          { x: 60, y: 115, text: "2" },
          { x: 110, y: 115, text: names[0] },
          { x: 370, y: 115, text: "100.00" },
          { x: 480, y: 115, text: "200.00" },
          { x: 60, y: 130, text: "1" },
          { x: 110, y: 130, text: names[1] },
          { x: 370, y: 130, text: "50.00" },
          { x: 480, y: 130, text: "50.00" },
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
  it("is the unnamed column that holds a name on every row", () => {
    expect(items(["Toner negro", "Papel carta"]).map((i) => i["description"])).toEqual(["Toner negro", "Papel carta"]);
  });
  it("is none where a row holds no name there", () => {
    expect(items(["Toner negro", "12"]).map((i) => i["description"])).toEqual(["", ""]);
  });
});

describe("UK item headers that name the VAT", () => {
  it("takes a header's bracketed qualifier as a qualifier: 'Total (excl. VAT)' is an amount", () => {
    expect(classifyColumn({ header: "Total (excl. VAT)" }, false, "items").kind).toBe("amount");
    expect(classifyColumn({ header: "VAT" }, false, "items")).toEqual({ kind: "tax_rate", tax: "GST" });
  });
  it("reads 'VAT | rate' split in two cells as the VAT's rate, not a second unit price", () => {
    const col = (kind: "unit_price" | "tax_rate" | "amount", x0: number, tax?: "GST") => ({
      kind,
      x0,
      x1: x0 + 20,
      ...(tax ? { tax } : {}),
    });
    const cols = taxRatesBeside([col("unit_price", 340), col("tax_rate", 410, "GST"), col("unit_price", 427)]);
    expect(cols.map((c) => [c.kind, c.tax])).toEqual([
      ["unit_price", undefined],
      ["tax_rate", "GST"],
      ["tax_rate", "GST"],
    ]);
    expect(taxRatesBeside([col("unit_price", 340)])[0]!.kind).toBe("unit_price");
  });
  it("reads 'GST | Rate' split in two cells as the tax's rate where the name alone read as its amount", () => {
    const col = (kind: "unit_price" | "tax_amount", x0: number, x1: number, tax?: "GST") => ({
      kind,
      x0,
      x1,
      ...(tax ? { tax } : {}),
    });
    const split = taxRatesBeside([
      col("unit_price", 316, 344),
      col("tax_amount", 524, 540, "GST"),
      col("unit_price", 545, 565),
    ]);
    expect(split.map((c) => [c.kind, c.tax])).toEqual([
      ["unit_price", undefined],
      ["tax_amount", "GST"],
      ["tax_rate", "GST"],
    ]);
    // A price column well apart from a tax's amount is a price of its own.
    const apart = taxRatesBeside([
      col("unit_price", 316, 344),
      col("tax_amount", 400, 440, "GST"),
      col("unit_price", 480, 520),
    ]);
    expect(apart[2]!.kind).toBe("unit_price");
  });
});

describe("a rate and its unit in one header", () => {
  it("reads Tally's 'Rate' and 'per' run together ('Rate per') as the unit price, not the unit", () => {
    expect(classifyColumn({ header: "Rate Per" }, false, "items").kind).toBe("unit_price");
    expect(classifyColumn({ header: "per" }, false, "items").kind).toBe("unit");
  });
});

describe("a heading under the item table", () => {
  const descriptions = (under: string, x: number) =>
    (
      extractInvoice(
        layoutOf([
          [
            { x: 40, y: 30, text: "Invoice No : HL-7" },
            { x: 40, y: 100, text: "S.No." },
            { x: 90, y: 100, text: "Description of Goods" },
            { x: 330, y: 100, text: "Qty" },
            { x: 400, y: 100, text: "Rate" },
            { x: 480, y: 100, text: "Amount" },
            { x: 40, y: 115, text: "1" },
            { x: 90, y: 115, text: "Ceiling Fan 1200 mm" },
            { x: 330, y: 115, text: "15" },
            { x: 400, y: 115, text: "3,593.00" },
            { x: 480, y: 115, text: "53,895.00" },
            { x, y: 128, text: under },
          ],
        ]),
      ).result["line_items"] as Record<string, string>[]
    ).map((i) => i["description"]);
  it("is not the last item's wrapped name where it starts under the serial numbers", () => {
    expect(descriptions("Tax Summary", 38)).toEqual(["Ceiling Fan 1200 mm"]);
  });
  it("still wraps a name that goes on under the descriptions", () => {
    expect(descriptions("with regulator", 90)).toEqual(["Ceiling Fan 1200 mm with regulator"]);
  });
  it("ends the items at the amount in words' heading, whatever words come before its own", () => {
    for (const heading of ["INVOICE AMOUNT IN WORDS", "Rupees in words", "TOTAL IN WORDS", "Amount (in words)"])
      expect(descriptions(heading, 90)).toEqual(["Ceiling Fan 1200 mm"]);
  });
});

describe("an HSN code run into the end of the description's cell", () => {
  const itemsOf = (first: string) =>
    extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Invoice No : HL-7" },
          { x: 30, y: 100, text: "Sl" },
          { x: 59, y: 100, text: "Description" },
          { x: 145, y: 100, text: "HSN" },
          { x: 200, y: 100, text: "Qty" },
          { x: 260, y: 100, text: "Rate" },
          { x: 340, y: 100, text: "Amount" },
          { x: 30, y: 115, text: "1" },
          { x: 59, y: 115, text: first },
          endingAt(212, 115, "35"),
          endingAt(290, 115, "2781.00"),
          endingAt(380, 115, "97335.00"),
          { x: 30, y: 130, text: "2" },
          { x: 59, y: 130, text: "Laptop Bag" },
          { x: 145, y: 130, text: "4202" },
          endingAt(212, 130, "58"),
          endingAt(290, 130, "1045.00"),
          endingAt(380, 130, "60610.00"),
        ],
      ]),
    ).result["line_items"] as Record<string, string>[];
  it("is the item's HSN where it stands under the HSN header", () => {
    expect(itemsOf("Copper Wire 2.5 sq 8544")[0]).toMatchObject({ description: "Copper Wire 2.5 sq", HSN: "8544" });
  });
  it("stays the description's where it stands inside the description's column", () => {
    expect(itemsOf("Cable 2.5 sq mm 1000")[0]?.["description"]).toBe("Cable 2.5 sq mm 1000");
  });
});

describe("a narrow grid whose cells run together (a quick-commerce seller's invoice)", () => {
  const out = extractInvoice(
    layoutOf([
      [
        { x: 40, y: 30, text: "Urban Pantry Retail Pvt. Ltd.", size: 14 },
        { x: 380, y: 30, text: "Invoice No: UPRL2401" },
        { x: 40, y: 100, text: "Sr." },
        { x: 60, y: 100, text: "Description" },
        { x: 160, y: 100, text: "Qty UQC HSN Rate" },
        { x: 260, y: 100, text: "Taxable Value" },
        { x: 340, y: 100, text: "CGST Amt" },
        { x: 400, y: 100, text: "SGST Amt" },
        { x: 460, y: 100, text: "Total" },
        { x: 40, y: 115, text: "1" },
        { x: 60, y: 115, text: "Tea 500g" },
        { x: 160, y: 115, text: "3 NOS 0902 290.48" },
        { x: 260, y: 115, text: "871.44" },
        { x: 340, y: 115, text: "21.79" },
        { x: 400, y: 115, text: "21.79" },
        { x: 460, y: 115, text: "915.02" },
        { x: 40, y: 130, text: "2" },
        { x: 60, y: 130, text: "Salt 1kg" },
        { x: 160, y: 130, text: "2 NOS 2501 27.00" },
        { x: 260, y: 130, text: "54.00" },
        { x: 340, y: 130, text: "0.00" },
        { x: 400, y: 130, text: "0.00" },
        { x: 460, y: 130, text: "54.00" },
      ],
    ]),
  );
  it("reads the count, the code and the rate each from its own column", () => {
    expect(out.result["line_items"]).toEqual([
      { description: "Tea 500g", HSN: "0902", quantity: "3", unit_price: "290.48", amount: "871.44" },
      { description: "Salt 1kg", HSN: "2501", quantity: "2", unit_price: "27.00", amount: "54.00" },
    ]);
  });
});

describe("items priced with a tax the rows print only the rate of", () => {
  it("gives no taxable value from their sum, which is the grand total itself", () => {
    const out = extractInvoice(
      layoutOf([
        [
          { x: 40, y: 30, text: "Koffie Service B.V.", size: 14 },
          { x: 380, y: 30, text: "Invoice No: VF1005" },
          { x: 40, y: 100, text: "Description" },
          { x: 250, y: 100, text: "Price VAT Qty" },
          { x: 460, y: 100, text: "Amount" },
          { x: 40, y: 115, text: "Maintenance kit CA6707" },
          { x: 250, y: 115, text: "49.99" },
          { x: 277, y: 115, text: "21 %" },
          { x: 298, y: 115, text: "1 PCS" },
          { x: 460, y: 115, text: "49.99" },
          { x: 300, y: 140, text: "Invoice Total EUR" },
          { x: 460, y: 140, text: "49.99" },
        ],
      ]),
    );
    expect(out.result["line_items"]).toHaveLength(1);
    expect((out.result["total_calculation"] as Record<string, string>)["grand_total"]).toBe("49.99");
    expect((out.result["total_calculation"] as Record<string, string> | undefined)?.["sub_total"]).toBeUndefined();
  });
});

describe("a scanned header read in part (its left cells lost, a rule read as a cell)", () => {
  const row = (y: number, n: string, name: string, hsn: string, qty: string, rate: string, amount: string) => [
    { x: 42, y, text: n },
    { x: 64, y, text: name },
    { x: 262, y, text: hsn },
    { x: 336, y, text: qty },
    { x: 393, y, text: rate },
    { x: 480, y, text: amount },
  ];
  const items = () =>
    extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 40, y: 30, text: "Invoice No : 684/2025-26" },
            // "Sl No." and "Particulars" unread; the table's right rule read as "[ |".
            { x: 254, y: 100, text: "HSN/SAC" },
            { x: 320, y: 100, text: "Quantity" },
            { x: 393, y: 100, text: "Rate" },
            { x: 460, y: 100, text: "Amount" },
            { x: 500, y: 100, text: "[ |" },
            ...row(115, "1", "Detergent Powder 1 kg", "3402", "39", "98.00", "3,822.00"),
            ...row(127, "2", "Ceiling Fan 1200 mm", "8414", "44", "2,097.00", "85,347.90"),
            ...row(139, "3", "Cotton Fabric Roll 60 inch", "5208", "26", "115.00", "2,990.00"),
          ],
        ]),
      ),
    ).result["line_items"];
  it("reads the names left of the first column read as the description, and each amount under Amount", () => {
    expect(items()).toEqual([
      { description: "Detergent Powder 1 kg", HSN: "3402", quantity: "39", unit_price: "98.00", amount: "3822.00" },
      { description: "Ceiling Fan 1200 mm", HSN: "8414", quantity: "44", unit_price: "2097.00", amount: "85347.90" },
      {
        description: "Cotton Fabric Roll 60 inch",
        HSN: "5208",
        quantity: "26",
        unit_price: "115.00",
        amount: "2990.00",
      },
    ]);
  });
});
