// Item rows found by their arithmetic under a header OCR could not read, on layouts made up for these
// tests: a distributor bill's columns (Sl | Description | HSN | Qty | Rate | per | Disc % | Amount).
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { asOcr, endingAt, layoutOf } from "../../testing/layout.ts";

type Placed = Parameters<typeof layoutOf>[0][number][number];

const row = (y: number, sl: string, name: string, hsn: string, qty: string, rate: string, disc: string, amt: string) =>
  [
    { x: 20, y, text: sl },
    { x: 45, y, text: name },
    { x: 220, y, text: hsn },
    endingAt(300, y, qty),
    endingAt(360, y, rate),
    { x: 370, y, text: "pcs" },
    endingAt(430, y, disc),
    endingAt(520, y, amt),
  ] as Placed[];

const itemsOf = (lines: Placed[], ocr = true) => {
  const layout = layoutOf([
    [
      { x: 20, y: 30, text: "Tax Invoice" },
      { x: 20, y: 50, text: "Invoice No. INV-3940  Date 26-Apr-23" },
      // The header's shaded band read as marks: no column is named.
      { x: 20, y: 90, text: "ee he Sa NEE ee" },
      ...lines,
    ],
  ]);
  return extractInvoice(ocr ? asOcr(layout) : layout).result["line_items"] as Record<string, string>[];
};

describe("item rows without a readable header", () => {
  it("are the lines whose count × rate, less a discount per cent, is their amount", () => {
    const items = itemsOf([
      ...row(120, "1", "LED Bulb 9W B22", "8539", "57 PCS", "69.50", "10 %", "3,565.35"),
      ...row(135, "2", "Tea Leaves CTC 1 kg", "0902", "54 PKT", "428.00", "", "23,112.00"),
      ...row(150, "3", "Cement OPC 53 Grade", "2523", "1", "417.00", "", "417.00"),
      { x: 300, y: 180, text: "Total" },
      endingAt(520, 180, "27,094.35"),
    ]);
    expect(items).toEqual([
      { description: "LED Bulb 9W B22", HSN: "8539", quantity: "57", unit_price: "69.50", amount: "3565.35" },
      { description: "Tea Leaves CTC 1 kg", HSN: "0902", quantity: "54", unit_price: "428.00", amount: "23112.00" },
      // The serial number 1 stands further from the rate than the count 1.
      { description: "Cement OPC 53 Grade", HSN: "2523", quantity: "1", unit_price: "417.00", amount: "417.00" },
    ]);
  });

  it("take the largest amount a count and rate make, not one a name's small figures make", () => {
    // Serial 4 × the name's 4 = 16, the count's figure; 16 × 47.50 = 760.00 is the item's.
    const items = itemsOf([...row(120, "4", "Stainless Steel Hinge 4 inch", "8302", "16 PCS", "47.50", "", "760.00")]);
    expect(items).toEqual([
      {
        description: "Stainless Steel Hinge 4 inch",
        HSN: "8302",
        quantity: "16",
        unit_price: "47.50",
        amount: "760.00",
      },
    ]);
  });

  it("take an amount whose separators OCR misread from the arithmetic that its digits match", () => {
    const items = itemsOf([...row(120, "2", "Cement OPC 53 Grade", "2523", "74", "367.00", "", "27.158.")]);
    expect(items).toEqual([
      { description: "Cement OPC 53 Grade", HSN: "2523", quantity: "74", unit_price: "367.00", amount: "27158.00" },
    ]);
  });

  it("take no line whose figures do not reconcile", () => {
    const items = itemsOf([
      { x: 20, y: 120, text: "Shop No. 12, Sector 18, Noida 201301" },
      { x: 20, y: 135, text: "Phone 9876543210  GSTIN 09ABCDE1234F1Z5" },
      ...row(150, "1", "Wall Putty 40 kg", "3214", "36", "863.00", "", "31,000.00"),
    ]);
    expect(items).toEqual([]);
  });

  it("take no rate of a bare 1 or a count with its unit, which make any two equal figures an item", () => {
    // A bank line: "Kontonr 1234 5678 90 | IBAN DE08 7009 0100 1234 5678 90", the IBAN read "1BANNe".
    const items = itemsOf([
      { x: 20, y: 120, text: "Kontonr" },
      { x: 80, y: 120, text: "1234 5678 90" },
      { x: 160, y: 120, text: "1BANNe" },
      { x: 220, y: 120, text: "DE08 7009 0100 1234 5678 90" },
    ]);
    expect(items).toEqual([]);
  });

  it("take an amount off the product printed between rate and amount as its discount", () => {
    const items = itemsOf([...row(120, "7", "Corrugated Box 5 Ply", "4819", "48", "52.50", "189.00", "2,331.00")]);
    expect(items).toEqual([
      { description: "Corrugated Box 5 Ply", HSN: "4819", quantity: "48", unit_price: "52.50", amount: "2331.00" },
    ]);
  });

  it("take no line whose figures only come near the product (two PIN codes of an address)", () => {
    const items = itemsOf([
      { x: 20, y: 120, text: "Address: H.No. 1, Anna Salai, Bhubaneswar - 751809" },
      { x: 300, y: 120, text: "Gala No. 301, GIDC Estate, Bhubaneswar 751830" },
    ]);
    expect(items).toEqual([]);
  });

  it("give a taxable value printed after the amount and its discount as the amount", () => {
    const items = itemsOf([
      { x: 20, y: 120, text: "Laptop Bag 15.6 inch" },
      { x: 150, y: 120, text: "4202" },
      endingAt(220, 120, "47"),
      endingAt(280, 120, "689.00"),
      endingAt(350, 120, "32,383.00"),
      endingAt(400, 120, "383.00"),
      endingAt(470, 120, "32,000.00"),
      endingAt(520, 120, "37,760.00"),
    ]);
    expect(items).toEqual([
      { description: "Laptop Bag 15.6 inch", HSN: "4202", quantity: "47", unit_price: "689.00", amount: "32000.00" },
    ]);
  });
});

describe("item rows under a header OCR read in part", () => {
  // The description's header lost and "Amount" read left of where the figures end: a short amount
  // stands under no column, and its row runs into the one above.
  const row = (y: number, sl: string, name: string, hsn: string, qty: string, rate: string, amt: string) =>
    [
      { x: 20, y, text: sl },
      { x: 45, y, text: name },
      { x: 220, y, text: hsn },
      endingAt(300, y, qty),
      endingAt(360, y, rate),
      { x: 370, y, text: "pcs" },
      endingAt(520, y, amt),
    ] as Placed[];
  it("are the lines whose figures reconcile, where they are more than the rows read under it", () => {
    const layout = layoutOf([
      [
        { x: 20, y: 30, text: "Tax Invoice" },
        { x: 220, y: 90, text: "HSN/SAC" },
        endingAt(300, 90, "quantity"),
        { x: 330, y: 90, text: "[| Rate [per [ Disc%" },
        { x: 462, y: 90, text: "Amount" },
        { x: 500, y: 90, text: "|" },
        ...row(110, "1", "Lubricant Oil 20W-40 (5 L)", "2710", "31CAN", "1,549.00", "48,019.00"),
        ...row(122, "2", "Detergent Powder 1 kg", "3402", "39PKT", "98.00", "3,822.00"),
        ...row(134, "3", "Cotton Fabric Roll 60 inch", "5208", "26 MTR", "115.00", "2,990.00"),
        ...row(146, "4", "Stainless Steel Hinge 4 inch", "8302", "16 PCS", "47.50", "760.00"),
      ],
    ]);
    const items = extractInvoice(asOcr(layout)).result["line_items"] as Record<string, string>[];
    expect(items.map((i) => [i.description, i.quantity, i.unit_price, i.amount])).toEqual([
      ["Lubricant Oil 20W-40 (5 L)", "31", "1549.00", "48019.00"],
      ["Detergent Powder 1 kg", "39", "98.00", "3822.00"],
      ["Cotton Fabric Roll 60 inch", "26", "115.00", "2990.00"],
      ["Stainless Steel Hinge 4 inch", "16", "47.50", "760.00"],
    ]);
  });
});

describe("a row whose count OCR did not read, without a header", () => {
  it("takes the amount divided by the rate where the total after it is the amount plus GST, and says so", () => {
    const layout = layoutOf([
      [
        { x: 20, y: 30, text: "Tax Invoice (e-Invoice)" },
        { x: 20, y: 110, text: "Interior Design Consultancy" },
        { x: 170, y: 110, text: "998391" },
        { x: 210, y: 110, text: "sifnos" },
        endingAt(300, 110, "108844.00"),
        endingAt(380, 110, "5551044.00"),
        endingAt(420, 110, "18"),
        endingAt(520, 110, "6550231.92"),
      ],
    ]);
    const out = extractInvoice(asOcr(layout));
    expect(out.result["line_items"]).toEqual([
      {
        description: "Interior Design Consultancy",
        HSN: "998391",
        quantity: "51",
        unit_price: "108844.00",
        amount: "5551044.00",
      },
    ]);
    expect(out.extraction.warnings).toContain("line item 1: quantity not read; 51 is its amount divided by its rate");
  });

  it("takes none where no figure after the amount adds GST to it", () => {
    const layout = layoutOf([
      [
        { x: 20, y: 110, text: "Interior Design Consultancy" },
        endingAt(300, 110, "108844.00"),
        endingAt(380, 110, "5551044.00"),
        endingAt(520, 110, "5600000.00"),
      ],
    ]);
    expect(extractInvoice(asOcr(layout)).result["line_items"]).toEqual([]);
  });
});

describe("a ticket's count and price OCR read as one figure", () => {
  // A Spanish ticket's "Uds | PVP | Importe" with the narrow gap between count and price lost.
  const ticket = (rows: [string, string, string][]) =>
    extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 20, y: 30, text: "FACTURA SIMPLIFICADA" },
            { x: 20, y: 90, text: "Dseripcion" },
            { x: 300, y: 90, text: "Uds PVP Importe" },
            ...rows.flatMap(([name, read, amount], i) => [
              { x: 20, y: 110 + 15 * i, text: name },
              endingAt(360, 110 + 15 * i, read),
              endingAt(440, 110 + 15 * i, amount),
            ]),
          ],
        ]),
      ),
    );
  it("is split where one count times the rest makes the amount, with a warning and half the confidence", () => {
    const out = ticket([
      ["Café molido 250 g", "22,53", "5,06"],
      ["Detergente liquido 3 L", "19,67", "9,67"],
    ]);
    expect(out.result["line_items"]).toEqual([
      { description: "Café molido 250 g", quantity: "2", unit_price: "2.53", amount: "5.06" },
      { description: "Detergente liquido 3 L", quantity: "1", unit_price: "9.67", amount: "9.67" },
    ]);
    expect(out.extraction.warnings).toContain(
      'line item 1: quantity and rate read as one figure "22,53": taken as 2 × 2.53, which makes its amount',
    );
    expect(out.extraction.fields["line_items[0].quantity"]?.confidence).toBeCloseTo(0.45);
  });
  it("is left alone where no split makes the amount, or two do", () => {
    expect(ticket([["Papel higienico 12 rollos", "46,04", "24,50"]]).result["line_items"]).toEqual([]);
    // 1 × 11,00 and 11 × 1,00 would both make 11,00.
    expect(ticket([["Pan", "111,00", "11,00"]]).result["line_items"]).toEqual([]);
  });
});

describe("an item's name beside rules OCR read as bars", () => {
  it("is the run of text between them with the most letters", () => {
    const items = itemsOf([
      { x: 20, y: 120, text: "[8 | water Purifier RO 7L" },
      endingAt(300, 120, "46"),
      endingAt(360, 120, "13724.00"),
      endingAt(520, 120, "631304.00"),
    ]);
    expect(items).toEqual([
      { description: "water Purifier RO 7L", quantity: "46", unit_price: "13724.00", amount: "631304.00" },
    ]);
  });
});

describe("a name wrapped under its figures, without a header", () => {
  it("takes the lines under the name up to the next item, and under the last one while they follow closely", () => {
    const items = itemsOf([
      ...row(120, "1", "Spirulina Powder", "12122190", "1.00 Kg", "1,080.95", "", "1,080.95"),
      { x: 45, y: 131, text: "(Organic Certified)" },
      ...row(145, "2", "Corrugated Box 5 Ply", "4819", "48", "52.50", "", "2,520.00"),
      { x: 45, y: 156, text: "18x12x12" },
      { x: 45, y: 167, text: "Batch No SP-180607" },
      { x: 300, y: 178, text: "Output IGST" },
      endingAt(520, 178, "181.05"),
    ]);
    expect(items.map((i) => i["description"])).toEqual([
      "Spirulina Powder (Organic Certified)",
      "Corrugated Box 5 Ply 18x12x12 Batch No SP-180607",
    ]);
  });
});

describe("a ticket's name wrapped over its figures", () => {
  it("names the figures' line from the text right above it, and takes the word wrapped under it", () => {
    const items = itemsOf(
      [
        { x: 20, y: 110, text: "Leche entera 1 L" },
        endingAt(150, 110, "2 1,08"),
        endingAt(200, 110, "2,16"),
        { x: 20, y: 120, text: "Aceite de oliva virgen extra 1" },
        endingAt(150, 130, "4 9,55"),
        endingAt(200, 130, "38,20"),
        { x: 20, y: 140, text: "L" },
        { x: 20, y: 160, text: "TOTAL (IVA incluido)" },
        endingAt(200, 160, "40,36 €"),
      ],
      false,
    );
    expect(items.map((i) => [i["description"], i["quantity"], i["unit_price"], i["amount"]])).toEqual([
      ["Leche entera 1 L", "2", "1.08", "2.16"],
      ["Aceite de oliva virgen extra 1 L", "4", "9.55", "38.20"],
    ]);
  });
});
