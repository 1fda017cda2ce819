// The invoice's own fields on layouts made up for these tests: reverse charge as a key's short value
// or as a sentence, and a place of supply after its state code.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { asOcr, layoutOf } from "../../testing/layout.ts";

const resultOf = (lines: Parameters<typeof layoutOf>[0][number]) => extractInvoice(layoutOf([lines])).result;

describe("reverse charge", () => {
  it("reads a one-letter answer after a colon in the next cell", () => {
    const r = resultOf([
      { x: 19, y: 88, text: "Invoice No." },
      { x: 105, y: 88, text: ": 46/2025-26" },
      { x: 294, y: 100, text: "Reverse Charge" },
      { x: 379, y: 100, text: ": N" },
    ]);
    expect(r["tax_calculation"]).toMatchObject({ reverse_charge_applicable: "No" });
  });
  it("reads the answer after a label that closes its own bracket, with no colon between", () => {
    const r = resultOf([
      { x: 19, y: 88, text: "Invoice No. 46/2025-26" },
      { x: 294, y: 100, text: "Reverse Charge (Y/N) No" },
    ]);
    expect(r["tax_calculation"]).toMatchObject({ reverse_charge_applicable: "No" });
  });
  it("reads the answer to rule 46's question, as the form prints it", () => {
    const r = resultOf([
      { x: 31, y: 113, text: "Whether tax is payable on reverse charge: No" },
      { x: 300, y: 113, text: "Transport Mode: Road" },
    ]);
    expect(r["tax_calculation"]).toMatchObject({ reverse_charge_applicable: "No" });
  });
  it("reads a sentence that says tax is not payable on reverse charge", () => {
    const r = resultOf([
      { x: 40, y: 46, text: "BILL TO: Soumya" },
      { x: 40, y: 94, text: "Place of Supply : 37 Andhra Pradesh" },
      { x: 40, y: 417, text: "Tax is not payable on reverse charge basis" },
    ]);
    expect(r["tax_calculation"]).toMatchObject({ reverse_charge_applicable: "No" });
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "Andhra Pradesh" });
  });
});

describe("a reverse-charge question over two lines", () => {
  it("takes the answer printed beside the two lines", () => {
    for (const [first, second] of [
      ["Whether tax is payable under", "reverse charge"],
      ["Whether tax is payable under reverse", "charge"],
    ]) {
      const r = resultOf([
        { x: 399, y: 97, text: "Invoice No. INV-77" },
        { x: 319, y: 111, text: first! },
        { x: 547, y: 116, text: "No" },
        { x: 399, y: 121, text: second! },
      ]);
      expect(r["tax_calculation"]).toMatchObject({ reverse_charge_applicable: "No" });
    }
  });
});

describe("place of supply", () => {
  it("reads the state under its label where the cell beside it is another heading", () => {
    const r = resultOf([
      { x: 20, y: 60, text: "Apex Medical Agencies" },
      { x: 300, y: 60, text: "Place of Supply" },
      { x: 420, y: 60, text: "LUT ARN" },
      { x: 20, y: 74, text: "Rajaji Nagar" },
      { x: 300, y: 74, text: "Madhya Pradesh (23)" },
      { x: 420, y: 74, text: "AD094897777900" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "Madhya Pradesh" });
  });
  it("reads a state after its code with no colon after the label", () => {
    const r = resultOf([
      { x: 310, y: 77, text: "Invoice No." },
      { x: 371, y: 77, text: "3483" },
      { x: 310, y: 109, text: "Place of supply 24-Gujarat" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "Gujarat" });
  });
  it("takes the state under its label, not the empty cell's title beside it", () => {
    const r = resultOf([
      { x: 310, y: 77, text: "Invoice No." },
      { x: 371, y: 77, text: "3483" },
      { x: 310, y: 109, text: "Place of Supply" },
      { x: 450, y: 109, text: "Delivery Note" },
      { x: 310, y: 121, text: "24-Gujarat" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "Gujarat" });
  });
  it("takes the state under a label with a bracketed qualifier, not the qualifier", () => {
    const r = resultOf([
      { x: 310, y: 77, text: "Invoice No." },
      { x: 371, y: 77, text: "3483" },
      { x: 310, y: 109, text: "Place of Supply (State)" },
      { x: 310, y: 121, text: "West Bengal (19)" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "West Bengal" });
  });
});

describe("dates that read both ways", () => {
  const page = (address: string) => [
    { x: 40, y: 40, text: "Harbor Lane Supplies" },
    { x: 40, y: 52, text: address },
    { x: 400, y: 80, text: "Invoice No. 1042" },
    { x: 400, y: 92, text: "Invoice Date: 03/04/2024" },
  ];
  it("reads them month first on a US invoice, by its address", () => {
    const r = resultOf(page("Portland, OR 97201"));
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2024-03-04" });
  });
  it("reads them day first where nothing tells, and says so", () => {
    const out = extractInvoice(layoutOf([page("Harbour Road 4")]));
    expect(out.result["invoice_details"]).toMatchObject({ invoice_date: "2024-04-03" });
    expect(out.extraction.warnings.join(" ")).toMatch(/03\/04\/2024/);
  });
});

describe("a date after the invoice's number", () => {
  it("is the invoice date where no label names one", () => {
    const r = resultOf([
      { x: 40, y: 40, text: "Nordwerk Papier GmbH" },
      { x: 57, y: 120, text: "Rechnung # RE-2041/77 vom 03.07.2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "RE-2041/77", invoice_date: "2024-07-03" });
  });
});

describe("a number printed after the title", () => {
  it("is read from the cell beside a title that stands alone", () => {
    const r = resultOf([
      { x: 20, y: 20, text: "Kar Klinik", size: 14 },
      { x: 20, y: 60, text: "GSTIN: 32AFAPJ3739G1ZT" },
      { x: 200, y: 60, text: "BILL" },
      { x: 240, y: 60, text: "3409" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "3409" });
  });
  it("is read without the title where OCR ran the two into one word", () => {
    const r = extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 57, y: 31, text: "Invoice103767", size: 16 },
            { x: 57, y: 80, text: "February 17, 2026" },
          ],
        ]),
      ),
    ).result;
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "103767" });
  });
  it("is not a number far across the page", () => {
    const r = resultOf([
      { x: 20, y: 60, text: "BILL" },
      { x: 400, y: 60, text: "3409" },
    ]);
    expect((r["invoice_details"] as Record<string, string> | undefined)?.["invoice_number"]).toBeUndefined();
  });
  it("stands over a number labelled on a later page: an item's code in its description", () => {
    const r = extractInvoice(
      layoutOf([
        [
          { x: 50, y: 60, text: "Handelsrechnung Nr. 471102 vom 05.03.2018", size: 12 },
          { x: 50, y: 120, text: "Lieferant GmbH" },
        ],
        [
          { x: 72, y: 218, text: "4012345001235 Unsere Art.-" },
          { x: 72, y: 229, text: "Nr.: TB100A4" },
        ],
      ]),
    ).result;
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "471102", invoice_date: "2018-03-05" });
  });
});

describe("a due date in a sentence", () => {
  it("reads the date a payment request names, in German and English", () => {
    const de = resultOf([
      { x: 57, y: 375, text: "Rechnung # RE-20140703/502 vom 03.07.2014" },
      { x: 57, y: 555, text: "Bitte überweisen Sie bis zum 24.07.2014:" },
    ]);
    expect(de["invoice_details"]).toMatchObject({ invoice_date: "2014-07-03", due_date: "2014-07-24" });
    const en = resultOf([
      { x: 57, y: 353, text: "Invoice # RE-508 issued at 2020-11-21" },
      { x: 57, y: 366, text: "Date of delivery 2020-11-10" },
      { x: 57, y: 656, text: "Please remit until 2020-12-12." },
    ]);
    expect(en["invoice_details"]).toMatchObject({ invoice_date: "2020-11-21", due_date: "2020-12-12" });
  });
  it("takes no date from a later clause of the sentence", () => {
    const r = resultOf([
      { x: 57, y: 375, text: "Invoice No. 77 Invoice Date: 01.03.2024" },
      { x: 57, y: 555, text: "Payable by bank transfer, quoting the order of 12.02.2024" },
    ]);
    expect(r["invoice_details"]).not.toHaveProperty("due_date");
  });
});

describe("Italian invoice numbers", () => {
  it("read 'N.' as 'Numero' and keep a series printed apart from its number", () => {
    const r = resultOf([
      { x: 471, y: 44, text: "FATTURA" },
      { x: 429, y: 79, text: "N. documento" },
      { x: 497, y: 79, text: "FT 3055/2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "FT 3055/2024" });
  });
  it("read the number after a label repeated under the title's", () => {
    const r = resultOf([
      { x: 433, y: 45, text: "FATTURA N." },
      { x: 461, y: 58, text: "Numero 2025/2992" },
      { x: 445, y: 71, text: "Data fattura 21/05/2025" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "2025/2992", invoice_date: "2025-05-21" });
  });
});

describe("an item table's serial column", () => {
  it("gives no invoice number, though its heading reads as a number's label", () => {
    const r = resultOf([
      { x: 440, y: 40, text: "FATTURA" },
      { x: 49, y: 243, text: "#" },
      { x: 65, y: 243, text: "Descrizione articolo" },
      { x: 376, y: 243, text: "Prezzo unitario" },
      { x: 514, y: 243, text: "Importo" },
      { x: 50, y: 261, text: "1" },
      { x: 65, y: 261, text: "Consulenza tecnica" },
      { x: 421, y: 261, text: "78,50" },
      { x: 515, y: 261, text: "1.413,00" },
      { x: 50, y: 279, text: "2" },
      { x: 65, y: 279, text: "Canone assistenza" },
      { x: 416, y: 279, text: "367,00" },
      { x: 514, y: 279, text: "5.138,00" },
    ]);
    expect((r["invoice_details"] as Record<string, string>)["invoice_number"]).toBeUndefined();
  });
  it("gives no invoice number from an article's code under \"No.\": the title's number stands", () => {
    const r = resultOf([
      { x: 57, y: 31, text: "Invoice 103767" },
      { x: 57, y: 58, text: "February 17, 2026" },
      { x: 57, y: 380, text: "No." },
      { x: 104, y: 380, text: "Description" },
      { x: 278, y: 380, text: "Quantity" },
      { x: 398, y: 380, text: "Unit Price" },
      { x: 520, y: 380, text: "Amount" },
      { x: 57, y: 392, text: "1908-S" },
      { x: 104, y: 392, text: "LONDON Swivel chair" },
      { x: 307, y: 392, text: "3" },
      { x: 398, y: 392, text: "191.00" },
      { x: 542, y: 392, text: "573.00" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "103767" });
  });
});

describe("a title that keys a grid's cell", () => {
  it("names the invoice's number under it, beside the other references", () => {
    const r = resultOf([
      { x: 44, y: 262, text: "Kopie factuur" },
      { x: 44, y: 282, text: "Klant" },
      { x: 160, y: 282, text: "Order" },
      { x: 260, y: 282, text: "Factuur datum" },
      { x: 350, y: 282, text: "Factuur" },
      { x: 450, y: 282, text: "Vervaldatum" },
      { x: 44, y: 295, text: "SCONL0303006280999" },
      { x: 160, y: 295, text: "SCONL000000444" },
      { x: 260, y: 295, text: "8-9-2022" },
      { x: 350, y: 295, text: "VF1005193039" },
      { x: 450, y: 295, text: "22-9-2022" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "VF1005193039", invoice_date: "2022-09-08" });
  });
});

describe("a date at the end of the title's line", () => {
  it("is the invoice date where no label names one, as a letter sets it on its subject line", () => {
    const r = resultOf([
      { x: 71, y: 80, text: "Musterhafter Versicherungsverein a.G." },
      { x: 71, y: 290, text: "Beitragsrechnung" },
      { x: 420, y: 290, text: "24. Januar 2014" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2014-01-24" });
  });
  it("is the invoice date at the end of a subject line that names the contract billed by its number", () => {
    const r = resultOf([
      { x: 71, y: 80, text: "Musterhafter Versicherungsverein a.G." },
      { x: 71, y: 290, text: "Sachversicherungsvertrag Nr: 00.123.456.7" },
      { x: 460, y: 290, text: "18. April 2014" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2014-04-18" });
  });
  it("is none where the subject dates what it names ('Bestellung Nr. 4711 vom')", () => {
    const r = resultOf([
      { x: 71, y: 290, text: "Ihre Bestellung Nr. 4711 vom" },
      { x: 460, y: 290, text: "18. April 2014" },
    ]);
    expect((r["invoice_details"] as Record<string, string> | undefined)?.["invoice_date"]).toBeUndefined();
  });
  it("is none where another cell stands between them", () => {
    const r = resultOf([
      { x: 71, y: 290, text: "Rechnung" },
      { x: 250, y: 290, text: "Lieferung vom" },
      { x: 420, y: 290, text: "24. Januar 2014" },
    ]);
    expect((r["invoice_details"] as Record<string, string> | undefined)?.["invoice_date"]).toBeUndefined();
  });
});

describe("a number OCR ran into the word after it", () => {
  it("ends at its last digit on a scan, and as printed in a text layer", () => {
    const lines = [
      { x: 50, y: 60, text: "Rechnung # RE-20140519/499vom 19.05.2014" },
      { x: 50, y: 120, text: "Bei Spiel GmbH" },
    ];
    const read = (layout: ReturnType<typeof layoutOf>) =>
      (extractInvoice(layout).result["invoice_details"] as Record<string, string>)["invoice_number"];
    expect(read(asOcr(layoutOf([lines]), 0.9))).toBe("RE-20140519/499");
    expect(read(layoutOf([lines]))).toBe("RE-20140519/499vom");
  });
});

describe("a number after the title's word in a sentence", () => {
  it("is another document's where a reference label stands before it", () => {
    const r = resultOf([
      { x: 54, y: 52, text: "Lieferant GmbH" },
      { x: 365, y: 187, text: "Rechnung gemäß Bestellung Nr. 2014-471331 vom" },
      { x: 365, y: 197, text: "01.03.2014." },
    ]);
    expect((r["invoice_details"] as Record<string, string>)["invoice_number"]).toBeUndefined();
  });
  it("is the invoice's after the title and a word for number", () => {
    const r = resultOf([{ x: 50, y: 99, text: "Handelsrechnung (380) Nr. 471102 vom 05.03.2018" }]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "471102", invoice_date: "2018-03-05" });
  });
});

describe("a bill book's date written beside the shop's name", () => {
  const head = [
    { x: 93, y: 27, text: "ADIBANEE" },
    { x: 93, y: 56, text: "Manufacture & General Order Suppliers" },
    { x: 48, y: 97, text: "Agarpara Elias Road, Kolkata - 700058" },
    { x: 40, y: 165, text: "SL NO. DESCRIPTION" },
  ];
  it("is the invoice's date where it is the one date at the top and no label names one", () => {
    // OCR read the date into the name's cell.
    const r = resultOf([{ x: 93, y: 27, text: "ADIBANEE 18:02.2021" }, ...head.slice(1)]);
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2021-02-18" });
    expect(r["seller_details"]).toMatchObject({ name: "ADIBANEE" });
  });
  it("is none where two dates stand there and no label tells them apart", () => {
    const r = resultOf([...head, { x: 260, y: 27, text: "18.02.2021" }, { x: 260, y: 56, text: "18.03.2021" }]);
    expect((r["invoice_details"] as Record<string, string>)["invoice_date"]).toBeUndefined();
  });
});

describe("a speck OCR read as a label's sign", () => {
  it("gives no invoice number: the number after the title does", () => {
    const layout = asOcr(
      layoutOf([
        [
          { x: 29, y: 138, text: "INVOICE: 582" },
          { x: 34, y: 558, text: "# 3a Jurisdiction Only" },
        ],
      ]),
    );
    // The "#" of a bill book's smudge, read with next to no confidence.
    for (const w of layout.pages[0]!.words) if (w.text === "#") w.conf = 0.01;
    expect(extractInvoice(layout).result["invoice_details"]).toMatchObject({ invoice_number: "582" });
  });
});

describe("UK accounting software's date labels", () => {
  it("reads 'Issue Date' as the invoice date and 'Payment Due' as the due date", () => {
    const r = resultOf([
      { x: 40, y: 60, text: "Invoice Number: INV2076" },
      { x: 40, y: 72, text: "Issue Date: 2 Feb 2025" },
      { x: 40, y: 84, text: "Payment Due: 16 Feb 2025" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2025-02-02", due_date: "2025-02-16" });
  });
});

describe("a key stacked over its value with another key's pair to its right", () => {
  it("takes the number under 'Invoice Number', not the phone in 'Tel: 0161 …' beside it", () => {
    const r = resultOf([
      { x: 300, y: 60, text: "Invoice Number" },
      { x: 440, y: 60, text: "Tel: 0161 554 3021" },
      { x: 300, y: 72, text: "SI-3637" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "SI-3637" });
  });
});

describe("a reference's own 'Dated' after its label", () => {
  it("dates the dispatch document in Tally's grid, the invoice keeping its own", () => {
    const r = resultOf([
      { x: 300, y: 60, text: "Invoice No." },
      { x: 420, y: 60, text: "Dated" },
      { x: 300, y: 72, text: "SI/24-25/118" },
      { x: 420, y: 72, text: "12-Mar-2024" },
      { x: 300, y: 96, text: "Dispatch Doc No." },
      { x: 420, y: 96, text: "Dated" },
      { x: 300, y: 108, text: "LR552310" },
      { x: 420, y: 108, text: "14-Mar-2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({
      invoice_number: "SI/24-25/118",
      invoice_date: "2024-03-12",
      GR_number: "LR552310",
      GR_date: "2024-03-14",
    });
  });
  it("leaves a buyer's order's date, on the line under it, out of the invoice's", () => {
    const r = resultOf([
      { x: 300, y: 60, text: "Buyer's Order No. : PO-4711" },
      { x: 300, y: 72, text: "Dated : 02-03-2024" },
      { x: 300, y: 96, text: "Invoice No. : 118" },
      { x: 300, y: 108, text: "Invoice Date : 12-03-2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2024-03-12", PO_number: "PO-4711" });
  });
  it("pairs a right column's 'Dated' with the label above it, past the left column's keys", () => {
    const r = resultOf([
      { x: 300, y: 60, text: "Invoice No. / Date : 2331 Dt. 8-Jun-25" },
      { x: 300, y: 84, text: "Despatch Document No. : LR578490" },
      { x: 40, y: 96, text: "GST No. : 32BKRCO4644K3ZD" },
      { x: 300, y: 96, text: "Dated : 10-Jun-25" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_date: "2025-06-08", GR_date: "2025-06-10" });
  });
});

describe("keys chained in one cell", () => {
  it("takes no two-letter key inside a longer label for a field's", () => {
    const r = resultOf([
      { x: 40, y: 40, text: "FSSAI Lic No: 21174712501177" },
      { x: 40, y: 60, text: "Tax Invoice" },
      { x: 40, y: 80, text: "Bill No: U3630494" },
      { x: 240, y: 80, text: "Dt: 03/11/2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "U3630494", invoice_date: "2024-11-03" });
  });
});

describe("the e-invoice print's POS", () => {
  it("reads the state after 'POS :' as the place of supply, spelled as the code list spells it", () => {
    const r = resultOf([
      { x: 40, y: 60, text: "Doc No. : 2023-24/1088" },
      { x: 40, y: 72, text: "POS : KERALA" },
      { x: 300, y: 72, text: "Invoice Date : 27/09/2023" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "Kerala" });
  });
  it("reads it from the cell beside a key cell 'POS', past the colon and the state's code", () => {
    const r = resultOf([
      { x: 300, y: 60, text: "Invoice No." },
      { x: 420, y: 60, text: ": 2023-24/1088" },
      { x: 300, y: 72, text: "POS" },
      { x: 420, y: 72, text: ": 09-Uttar Pradesh" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ place_of_supply: "Uttar Pradesh" });
  });
  it("takes no till's number beside a key cell 'POS' for one", () => {
    const r = resultOf([
      { x: 40, y: 60, text: "Bill No: U3630494" },
      { x: 40, y: 72, text: "POS" },
      { x: 160, y: 72, text: ": 02" },
    ]);
    expect(r["invoice_details"]).not.toHaveProperty("place_of_supply");
  });
  it("takes no item's position for one", () => {
    const r = resultOf([
      { x: 40, y: 60, text: "Rechnung Nr. 4711" },
      { x: 40, y: 72, text: "Pos. : Bezeichnung" },
    ]);
    expect(r["invoice_details"]).not.toHaveProperty("place_of_supply");
  });
});

describe("the number of a bill of supply or a cash memo", () => {
  it("is read after the bill's own kind and number label", () => {
    for (const [label, number] of [
      ["Bill of Supply No. :", "24-25/1278"],
      ["Memo No. :", "B04701"],
      ["Cash Memo No.", "CM-0330"],
    ]) {
      const r = resultOf([
        { x: 40, y: 20, text: "Kaveri Agro Traders", size: 13 },
        { x: 300, y: 40, text: `${label} ${number}` },
        { x: 300, y: 52, text: "Date : 16/11/2024" },
      ]);
      expect(r["invoice_details"]).toMatchObject({ invoice_number: number });
    }
  });
});

describe("an item row's unit cell", () => {
  it('is no label of the invoice\'s number: the rate beside "NOS" is not its value', () => {
    const r = resultOf([
      { x: 40, y: 20, text: "Pioneer Foods Limited", size: 13 },
      { x: 300, y: 40, text: "Date : 03-Aug-2024" },
      { x: 40, y: 100, text: "Sr." },
      { x: 70, y: 100, text: "Description" },
      { x: 200, y: 100, text: "HSN Code" },
      { x: 260, y: 100, text: "Qty" },
      { x: 300, y: 100, text: "Unit" },
      { x: 340, y: 100, text: "Rate" },
      { x: 420, y: 100, text: "Value" },
      { x: 40, y: 115, text: "1" },
      { x: 70, y: 115, text: "Fresh Coconut" },
      { x: 200, y: 115, text: "0801" },
      { x: 260, y: 115, text: "10" },
      { x: 300, y: 115, text: "NOS" },
      { x: 340, y: 115, text: "38.00" },
      { x: 420, y: 115, text: "380.00" },
    ]);
    expect((r["invoice_details"] as Record<string, string>)["invoice_number"]).toBeUndefined();
  });
});

describe("a bill's number keyed as its serial number (rules 46(b), 49(b))", () => {
  const bill = (cells: Parameters<typeof layoutOf>[0][number]) =>
    resultOf([
      { x: 200, y: 10, text: "BILL OF SUPPLY", size: 12 },
      { x: 40, y: 30, text: "Pioneer Foods Limited", size: 13 },
      ...cells,
      { x: 300, y: 52, text: "Date : 03-Aug-2024" },
      { x: 40, y: 100, text: "S.No." },
      { x: 80, y: 100, text: "Description" },
      { x: 340, y: 100, text: "Rate" },
      { x: 420, y: 100, text: "Value" },
      { x: 40, y: 115, text: "1" },
      { x: 80, y: 115, text: "Fresh Coconut" },
      { x: 340, y: 115, text: "38.00" },
      { x: 420, y: 115, text: "380.00" },
    ])["invoice_details"] as Record<string, string>;

  it("is read after the key and its colon, in its cell or the next", () => {
    expect(bill([{ x: 300, y: 40, text: "Serial No. : 25-26/1770" }])["invoice_number"]).toBe("25-26/1770");
    expect(
      bill([
        { x: 300, y: 40, text: "Serial No." },
        { x: 360, y: 40, text: ": 2010" },
      ])["invoice_number"],
    ).toBe("2010");
  });
  it("is not an item table's counter under its serial number's heading", () => {
    expect(bill([])["invoice_number"]).toBeUndefined();
  });
});

describe("a credit or debit note", () => {
  it("takes the note's own number and date, not those of the invoice it corrects", () => {
    const r = resultOf([
      { x: 300, y: 40, text: "CREDIT NOTE" },
      { x: 300, y: 60, text: "Invoice No." },
      { x: 400, y: 60, text: ": INV/24-25/1925" },
      { x: 300, y: 72, text: "Invoice Date" },
      { x: 400, y: 72, text: ": 13-Mar-2024" },
      { x: 300, y: 84, text: "Credit Note No." },
      { x: 400, y: 84, text: ": CRN/2024-25/0337" },
      { x: 300, y: 108, text: "Credit Note Date" },
      { x: 400, y: 108, text: ": 5th May 2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "CRN/2024-25/0337", invoice_date: "2024-05-05" });
  });
});

describe("a code whose series is a title's word", () => {
  it("is no title with a number after it", () => {
    const r = resultOf([
      { x: 300, y: 40, text: "DEBIT NOTE" },
      { x: 300, y: 60, text: "Against Invoice No." },
      { x: 420, y: 60, text: ": INV/23-24/1841" },
    ]);
    expect(r["invoice_details"] ?? {}).not.toMatchObject({ invoice_number: "/23-24/1841" });
  });
});

describe("the dates on a credit or debit note", () => {
  it("takes no date the corrected invoice's labels give for the note's", () => {
    const r = resultOf([
      { x: 300, y: 40, text: "CREDIT NOTE" },
      { x: 300, y: 60, text: "Credit Note No." },
      { x: 420, y: 60, text: ": CN/25-26/148" },
      { x: 300, y: 72, text: "Against Invoice No." },
      { x: 420, y: 72, text: ": INV/25-26/2130" },
      { x: 300, y: 84, text: "Inv. Date" },
      { x: 420, y: 84, text: ": 02/07/2025" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "CN/25-26/148" });
    expect(r["invoice_details"] ?? {}).not.toHaveProperty("invoice_date");
  });
  it("reads a 'Dated' under the invoice's number as that invoice's date, not the note's", () => {
    const r = resultOf([
      { x: 300, y: 40, text: "CREDIT NOTE" },
      { x: 300, y: 60, text: "Credit Note No." },
      { x: 420, y: 60, text: ": CN/24-25/266" },
      { x: 300, y: 84, text: "Invoice No." },
      { x: 420, y: 84, text: ": 2264" },
      { x: 300, y: 96, text: "Dated" },
      { x: 420, y: 96, text: ": 28-Jun-24" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "CN/24-25/266" });
    expect(r["invoice_details"] ?? {}).not.toHaveProperty("invoice_date");
  });
});

describe("a reference's date in its value", () => {
  it("dates the lorry receipt by the date after its number", () => {
    const r = resultOf([
      { x: 20, y: 60, text: "Invoice No." },
      { x: 120, y: 60, text: ": 90001163" },
      { x: 20, y: 72, text: "LR No. & Date" },
      { x: 120, y: 72, text: ": LR717451 / 10.02.2024" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ GR_number: "LR717451", GR_date: "2024-02-10" });
  });
});

describe("an invoice printed from SAP", () => {
  it("reads the billing document's number and date and the customer reference as the order", () => {
    const r = resultOf([
      { x: 20, y: 60, text: "Billing Doc. No." },
      { x: 160, y: 60, text: "Billing Date" },
      { x: 300, y: 60, text: "Customer Ref. No." },
      { x: 20, y: 72, text: "90001163" },
      { x: 160, y: 72, text: "10.02.2024" },
      { x: 300, y: 72, text: "PO-7455" },
    ]);
    expect(r["invoice_details"]).toMatchObject({
      invoice_number: "90001163",
      invoice_date: "2024-02-10",
      PO_number: "PO-7455",
    });
  });
});

describe("a rule OCR read as a bar between a label and its value", () => {
  it("is no part of the value", () => {
    const r = resultOf([{ x: 300, y: 60, text: "Invoice No. |: 24-25/4682" }]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "24-25/4682" });
  });
});

describe("a particulars panel's and a bank block's other wordings", () => {
  it("reads 'Invoice Ref.', 'Buyer's PO No.' and 'Bank Branch'", () => {
    const r = resultOf([
      { x: 300, y: 40, text: "Invoice Ref. : TI-3971" },
      { x: 300, y: 52, text: "Invoice Date : 22-12-2023" },
      { x: 300, y: 64, text: "Buyer's PO No. : PO-7140" },
      { x: 20, y: 300, text: "Bank Name : State Bank of India" },
      { x: 20, y: 312, text: "A/c No. : 50918720749" },
      { x: 20, y: 324, text: "IFSC : SBIN0001234" },
      { x: 20, y: 336, text: "Bank Branch : Sector 18" },
    ]);
    expect(r["invoice_details"]).toMatchObject({ invoice_number: "TI-3971", PO_number: "PO-7140" });
    expect(r["bank_details"]).toMatchObject({ branch: "Sector 18" });
  });
});

describe("a bank block's labels over their values, with a UPI id last", () => {
  it("takes the branch under its label, not the UPI id's label beside it", () => {
    const r = resultOf([
      { x: 20, y: 300, text: "Beneficiary Name" },
      { x: 150, y: 300, text: "Bank Name" },
      { x: 250, y: 300, text: "A/c No." },
      { x: 350, y: 300, text: "IFSC" },
      { x: 430, y: 300, text: "Branch" },
      { x: 500, y: 300, text: "VPA" },
      { x: 20, y: 312, text: "Balaji Steel Industries" },
      { x: 150, y: 312, text: "IDFC FIRST Bank" },
      { x: 250, y: 312, text: "54959523936" },
      { x: 350, y: 312, text: "IDFB0040101" },
      { x: 430, y: 312, text: "Main Branch" },
      { x: 500, y: 312, text: "balaji@okicici" },
    ]);
    expect(r["bank_details"]).toMatchObject({ branch: "Main Branch", account_number: "54959523936" });
  });
});
