// Bills as people photograph them, on layouts made up for these tests: typed as invoices where they
// carry a number and a total, other where another document's title says what they are.
import { describe, expect, it } from "@jest/globals";
import { detectType } from "./detect.ts";
import { asOcr, layoutOf } from "../../testing/layout.ts";

type Placed = Parameters<typeof layoutOf>[0][number];
const typeOf = (lines: Placed) => detectType(asOcr(layoutOf([lines]), 0.7)).type;

const shopBill = (title: Placed, address: string): Placed => [
  ...title,
  { x: 200, y: 60, text: "Raja Electricals", size: 14 },
  { x: 150, y: 80, text: address },
  { x: 60, y: 110, text: "No. 922" },
  { x: 400, y: 110, text: "Date 15/12/2025" },
  { x: 60, y: 130, text: "M/s. Farhan Shah" },
  { x: 60, y: 160, text: "Particulars" },
  { x: 400, y: 160, text: "Amount" },
  { x: 60, y: 180, text: "Office Chair" },
  { x: 400, y: 180, text: "932/-" },
  { x: 300, y: 300, text: "Total" },
  { x: 400, y: 300, text: "932.00" },
];

describe("a photographed bill", () => {
  it("is an invoice with its number and its total, whatever its title", () => {
    expect(typeOf(shopBill([], "H.No. 329, Industrial Area, Bengaluru 560669"))).toBe("invoice");
    expect(typeOf(shopBill([{ x: 220, y: 30, text: "CASH/ CREDIT BILL" }], "Market Road, Edappally"))).toBe("invoice");
  });
  it("takes no post office in its address for a purchase order's title", () => {
    expect(typeOf(shopBill([], "Thoppil, Trikkakara po"))).toBe("invoice");
  });
  it("stays other where an estimate's or a receipt's title says so", () => {
    expect(typeOf(shopBill([{ x: 250, y: 30, text: "ESTIMATE", size: 14 }], "Nehru Place, New Delhi"))).toBe("other");
    expect(typeOf(shopBill([{ x: 250, y: 30, text: "RECEIPT", size: 14 }], "Nehru Place, New Delhi"))).toBe("other");
  });
});

describe("a bill book photographed with the table around it", () => {
  // The paper starts a third down the frame; under the shop's name, the book's number stamped in larger
  // type than the form's print, its "No." run in.
  const tailors = (number: string): Placed => [
    { x: 200, y: 300, text: "Phone:" },
    { x: 120, y: 320, text: "Star Tailors", size: 13 },
    { x: 130, y: 345, text: "Ladies & Gents" },
    { x: 40, y: 370, text: number, size: 12 },
    { x: 200, y: 370, text: "Kakkanad, Kochi" },
    { x: 40, y: 420, text: "Name....." },
    { x: 40, y: 470, text: "No." },
    { x: 80, y: 470, text: "Particulars" },
    { x: 400, y: 470, text: "Amount" },
    { x: 40, y: 520, text: "1" },
    { x: 80, y: 520, text: "Blouse stitching" },
    { x: 400, y: 520, text: "400" },
  ];
  it("is an invoice by its number's 'Bill No.' in large type in the paper's top band", () => {
    expect(typeOf(tailors("Bill N7847"))).toBe("invoice");
    expect(typeOf(tailors("Bill No. 7847"))).toBe("invoice");
  });
  it("is not by a number that names no kind of document", () => {
    expect(typeOf(tailors("Sl. No. 7847"))).toBe("other");
  });
});

describe("a photographed statement's quick reading", () => {
  // A page photographed sideways and blurred, read quickly: its title stands low, and besides the bank and
  // the account block's labels only words that did not read.
  const head = (labels: Placed): Placed => [
    { x: 200, y: 330, text: "Union Bank of India" },
    { x: 200, y: 345, text: "Statement of Account" },
    { x: 60, y: 380, text: "Kolkata 700029" },
    ...labels,
    { x: 60, y: 460, text: "Tomine Ove tober Wd" },
  ];

  it("is a statement by its title and its account block", () => {
    const block: Placed = [
      { x: 330, y: 380, text: "A/c No. : 7547274237409937" },
      { x: 330, y: 395, text: "IFSC : UBIN0102527" },
      { x: 330, y: 410, text: "Branch : Station Road" },
    ];
    expect(typeOf(head(block))).toBe("bank_statement");
    expect(typeOf(head([]))).toBe("other");
  });

  it("is not made of a bill that prints its bank details", () => {
    const bank: Placed = [
      { x: 60, y: 330, text: "A/c No. : 50200012345678" },
      { x: 60, y: 345, text: "IFSC : HDFC0001234" },
      { x: 60, y: 360, text: "Branch : MG Road" },
    ];
    expect(typeOf([...shopBill([], "MG Road, Pune 411001"), ...bank])).toBe("invoice");
  });
});

describe("a statement's name followed by a colon", () => {
  // A German statement's first page read quickly: its period printed after its name and a colon, then
  // the account holder and a header whose words OCR did not read.
  const page = (title: string): Placed => [
    { x: 60, y: 40, text: "Musterbank" },
    { x: 60, y: 120, text: "Herrn Max Beispiel" },
    { x: 60, y: 135, text: "Lindenweg 4, 04109 Leipzig" },
    { x: 60, y: 300, text: title },
    { x: 60, y: 315, text: "Kontoinhaber: Max Beispiel" },
    { x: 60, y: 350, text: "Buchung Wert" },
    { x: 160, y: 350, text: "Vorgang" },
  ];

  it("is the statement's title where the period it covers follows", () => {
    expect(typeOf(page("Kontoauszug: Giro plus vom 01.03.2024 bis 31.03.2024"))).toBe("bank_statement");
  });

  it("is a reference to a statement where a number follows", () => {
    expect(typeOf(page("Kontoauszug: Nr. 3 / 2024"))).toBe("other");
  });
});

describe("a bill whose header OCR read as one cell", () => {
  it("counts each column name of the cell ('QNTY. RATE')", () => {
    const bill: Placed = [
      { x: 200, y: 30, text: "ADIBANEE", size: 14 },
      { x: 150, y: 50, text: "Agarpara Elias Road, Kolkata 700058" },
      { x: 60, y: 80, text: "No. 3743" },
      { x: 60, y: 120, text: "DESCRIPTION" },
      { x: 300, y: 120, text: "QNTY. RATE" },
      { x: 450, y: 120, text: "AMOUNT" },
      { x: 60, y: 140, text: "Block Print Saree" },
      { x: 300, y: 140, text: "30 370" },
      { x: 450, y: 140, text: "11,100" },
    ];
    expect(typeOf(bill)).toBe("invoice");
  });
});

// An Italian document as accounting software prints it: its title alone in large type, its number on the
// next line, then items, VAT and a total that add up as an invoice's do.
const italianDocument = (title: string, reference: Placed = []): Placed => [
  { x: 40, y: 40, text: "Rossi Impianti S.r.l." },
  { x: 40, y: 52, text: "Via Dante, 127 80133 Napoli" },
  { x: 480, y: 40, text: title, size: 17 },
  { x: 480, y: 64, text: "N. PO-5164" },
  { x: 480, y: 76, text: "Data 28.05.2025" },
  ...reference,
  { x: 40, y: 160, text: "Descrizione" },
  { x: 300, y: 160, text: "Quantità" },
  { x: 450, y: 160, text: "Importo" },
  { x: 40, y: 175, text: "1 Consulenza tecnica" },
  { x: 300, y: 175, text: "40 59,00" },
  { x: 450, y: 175, text: "2.360,00" },
  { x: 350, y: 220, text: "Imponibile" },
  { x: 450, y: 220, text: "2.360,00" },
  { x: 350, y: 235, text: "IVA 22%" },
  { x: 450, y: 235, text: "519,20" },
  { x: 350, y: 250, text: "Totale" },
  { x: 450, y: 250, text: "2.879,20" },
];

describe("an order titled by the one word for it", () => {
  it("is other: 'ORDINE', 'PEDIDO'", () => {
    expect(typeOf(italianDocument("ORDINE"))).toBe("other");
    expect(typeOf(italianDocument("PEDIDO"))).toBe("other");
  });

  it("stays an invoice that refers to its order by number", () => {
    expect(typeOf(italianDocument("FATTURA", [{ x: 40, y: 100, text: "Ordine n. 4711 del 20.05.2025" }]))).toBe(
      "invoice",
    );
  });
});

describe("a quotation whose title OCR lost", () => {
  const quote = (validity: Placed, title: Placed = []): Placed => [
    ...title,
    { x: 40, y: 40, text: "Weber Metallbau GmbH & Co. KG" },
    { x: 40, y: 52, text: "Schillerstraße 17, 70173 Stuttgart" },
    { x: 400, y: 64, text: "Nr. Q-7005" },
    { x: 400, y: 76, text: "Datum 21.07.2023" },
    ...validity,
    { x: 40, y: 160, text: "Bezeichnung" },
    { x: 300, y: 160, text: "Menge" },
    { x: 450, y: 160, text: "Gesamt" },
    { x: 40, y: 175, text: "1 Montage vor Ort" },
    { x: 300, y: 175, text: "34 66,00" },
    { x: 450, y: 175, text: "2.244,00" },
    { x: 350, y: 220, text: "Nettobetrag" },
    { x: 450, y: 220, text: "2.244,00" },
    { x: 350, y: 235, text: "zzgl. 19 % MwSt." },
    { x: 450, y: 235, text: "426,36" },
    { x: 350, y: 250, text: "Gesamtbetrag" },
    { x: 450, y: 250, text: "2.670,36" },
  ];

  it("is other by its end of validity ('Gültig bis', 'Valid Till')", () => {
    expect(typeOf(quote([]))).toBe("invoice");
    expect(typeOf(quote([{ x: 400, y: 88, text: "Gultig bis 20/08/2023" }]))).toBe("other");
    expect(typeOf(quote([{ x: 400, y: 88, text: "Valid Till: 20/08/2023" }]))).toBe("other");
  });

  it("stays an invoice where an invoice's title stands at the top", () => {
    const title: Placed = [{ x: 400, y: 30, text: "RECHNUNG", size: 16 }];
    expect(typeOf(quote([{ x: 400, y: 88, text: "Gültig bis 20/08/2023" }], title))).toBe("invoice");
  });
});

describe("a proforma invoice", () => {
  it("is other however 'pro forma' is spelled, in any language", () => {
    for (const title of ["PRO FORMA INVOICE", "Pro-forma Invoice", "Fattura pro forma", "Facture proforma"])
      expect([title, typeOf(italianDocument(title))]).toEqual([title, "other"]);
    expect(typeOf(italianDocument("FATTURA"))).toBe("invoice");
  });
});
