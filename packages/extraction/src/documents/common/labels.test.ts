import { describe, expect, it } from "@jest/globals";
import { buildIndex, labelsAt, labelsIn, labelsOf, labelTokens, tokenize } from "./labels.ts";

const index = buildIndex(
  {
    en: {
      "invoice.number": [{ text: "Invoice No.", sources: [] }],
      "invoice.date": [
        { text: "Invoice Date", sources: [] },
        { text: "Date", sources: [] },
      ],
      "bank.account_number": [{ text: "A/c No.", sources: [] }],
      "id.gstin": [{ text: "GSTIN", sources: [] }],
      "txn.drcr": [{ text: "Dr/Cr", sources: [] }],
    },
    de: { "invoice.number": [{ text: "Rechnungs-Nr.", sources: [] }] },
    fr: { "invoice.number": [{ text: "Facture N°", sources: [] }] },
  },
  { no: "number", nr: "number", "#": "number", dt: "date", ac: "account", inv: "invoice", gstn: "gstin" },
);

describe("label tokens", () => {
  it("fold case, accents, points and apostrophes", () => {
    expect(tokenize("Buyer's Order No.").map((t) => t.text)).toEqual(["buyers", "order", "no"]);
    expect(tokenize("N° de facture").map((t) => t.text)).toEqual(["no", "de", "facture"]);
    expect(tokenize("Straße").map((t) => t.text)).toEqual(["strasse"]);
    expect(tokenize("I.F.S.C.").map((t) => t.text)).toEqual(["ifsc"]);
  });
  it("set a rate's '@' apart, as spaced, and keep an address's whole", () => {
    expect(tokenize("CGST@9%").map((t) => t.text)).toEqual(["cgst", "@", "9", "%"]);
    expect(tokenize("CGST @ 9%").map((t) => t.text)).toEqual(["cgst", "@", "9", "%"]);
    expect(tokenize("sales@acme.in").map((t) => t.text)).toEqual(["sales@acmein"]);
  });
  it("end a token at a danda, as at a full stop that ends a Hindi sentence", () => {
    expect(tokenize("धन्यवाद। पुनः पधारें॥").length).toBe(3);
    expect(tokenize("कुल।राशि").length).toBe(2);
  });
  it("join a slash beside a single letter, split it between words", () => {
    expect(tokenize("A/c No").map((t) => t.text)).toEqual(["ac", "no"]);
    expect(tokenize("GSTIN/UIN").map((t) => t.text)).toEqual(["gstin", "uin"]);
    expect(tokenize("Debit/Credit").map((t) => t.text)).toEqual(["debit", "credit"]);
    // Initials after the slash are a word of their own: Colombia's "NIT/C.C." (tax id or citizen's card).
    expect(tokenize("NIT/C.C.").map((t) => t.text)).toEqual(["nit", "cc"]);
    expect(tokenize("A/c. No").map((t) => t.text)).toEqual(["ac", "no"]);
  });
  it("keep hyphens inside numbers and decimal points", () => {
    expect(tokenize("2024-001 Rechnungs-Nr 1.5").map((t) => t.text)).toEqual(["2024-001", "rechnungs", "nr", "1.5"]);
  });
  it("keep each token's span in the original text", () => {
    const [a, b] = tokenize("Inv. No.: 5");
    expect([a!.start, a!.end, b!.start, b!.end]).toEqual([0, 4, 5, 8]);
  });
  it("expand abbreviations", () => {
    expect(labelTokens("Inv. Dt.")).toEqual(["invoice", "date"]);
    expect(labelTokens("Comp. Nro.")).toEqual(["comp", "number"]);
  });
  it("read a word cut short as the word it starts", () => {
    expect(labelTokens("Withdrawal… Deposit Amt.")).toEqual(["withdrawal", "deposit", "amount"]);
  });
  it("read a word named like an object's property as the word it is", () => {
    expect(labelTokens("Building Constructor toString")).toEqual(["building", "constructor", "tostring"]);
  });
});

describe("label matching", () => {
  it("finds a label at the start of a text and where its value starts", () => {
    const text = "Inv # : 2024/77";
    const [m] = labelsAt(text, { index });
    expect(m?.concept).toBe("invoice.number");
    expect(text.slice(m!.end).replace(/^[\s:]+/, "")).toBe("2024/77");
  });
  it("matches other languages' labels", () => {
    expect(labelsAt("Rechnungs-Nr. 4711", { index })[0]?.concept).toBe("invoice.number");
    expect(labelsAt("FACTURE N° : F2026", { index })[0]?.concept).toBe("invoice.number");
  });
  it("prefers the longest label", () => {
    expect(labelsAt("Invoice Date 12.03.2024", { index })[0]?.concept).toBe("invoice.date");
  });
  it("reads a title followed by its number's or date's word as that key", () => {
    // The whole vocabulary: its titles make the keys.
    const at = (t: string, concepts?: NonNullable<Parameters<typeof labelsAt>[1]>["concepts"]) =>
      labelsAt(t, concepts ? { concepts } : {})[0];
    expect(at("Export Invoice No. : EXP/24-25/017")?.concept).toBe("invoice.number");
    expect(at("Export Invoice No. : EXP/24-25/017", ["invoice.number"])?.concept).toBe("invoice.number");
    expect(at("Credit Note No. : CRN/2024-25/0337")?.concept).toBe("invoice.note_number");
    expect(at("Debit Note Date 12-Mar-2024")?.concept).toBe("invoice.note_date");
    // A title with no key word after it stays a title.
    expect(at("Credit Note")?.concept).toBe("doc.credit_note");
  });
  it("runs a number's label on over a word for 'number' after it", () => {
    const text = "Cust. PO No. : PO-7310";
    const [m] = labelsAt(text);
    expect(m?.concept).toBe("invoice.po_number");
    expect(text.slice(m!.end).replace(/^[\s:]+/, "")).toBe("PO-7310");
  });
  it("tells a whole label from a label followed by more", () => {
    expect(labelsOf("A/c No.", { index }).map((m) => m.concept)).toEqual(["bank.account_number"]);
    expect(labelsOf("A/c No. 1234", { index })).toEqual([]);
  });
  it("forgives one OCR slip in a long word, only when asked", () => {
    expect(labelsAt("Invoicc No 5", { index })).toEqual([]);
    expect(labelsAt("Invoicc No 5", { index, ocr: true })[0]?.concept).toBe("invoice.number");
  });
  it("counts two slips between letters that look alike as one", () => {
    expect(labelsAt("lmvoice No. 5", { index, ocr: true })[0]?.concept).toBe("invoice.number");
    expect(labelsAt("lmvoice No. 5", { index })).toEqual([]);
    // Two slips between letters that do not look alike are two.
    expect(labelsAt("Onvoiae No. 5", { index, ocr: true })).toEqual([]);
  });
  it("finds a title OCR ran into the word before it, only in OCR's text", () => {
    expect(labelsIn("CASH/CREDITBILL", { ocr: true }).map((m) => m.concept)).toContain("doc.invoice");
    expect(labelsIn("CASH/CREDITBILL").map((m) => m.concept)).not.toContain("doc.invoice");
    // Long title words end compounds in any text, as German writes them.
    expect(labelsAt("Mietrechnung")[0]?.concept).toBe("doc.invoice");
  });
  it("finds labels anywhere in a text", () => {
    const found = labelsIn("Seller GSTIN: 27AAA and Date 1.1.24", { index });
    expect(found.map((m) => m.concept)).toEqual(["id.gstin", "invoice.date"]);
  });
  it("starts no label inside an abbreviation's expansion", () => {
    // "HT" expands to "hors taxes": its "taxes" is no tax label of its own.
    const concepts = labelsIn("Franco de port (commande > 300 € HT)").map((m) => m.concept);
    expect(concepts).not.toContain("total.tax");
    expect(labelsAt("Total HT")[0]?.concept).toBe("total.net");
  });
});

describe("labels in words OCR ran together", () => {
  const concepts = (text: string, ocr: boolean) => labelsIn(text, { ocr }).map((m) => m.concept);
  it("finds a tax before an at sign and a label of capitalised words without their space", () => {
    expect(concepts("IGST@5%", true)).toContain("tax.igst");
    expect(concepts("TotalAmount", true)).toContain("total.grand");
  });
  it("finds labels run together after an abbreviation's point or a word in capitals", () => {
    expect(concepts("Qty.Unit", true)).toContain("item.unit");
    expect(concepts("CGSTAmt.", true)).toEqual(expect.arrayContaining(["tax.cgst", "item.amount"]));
    // A short capitalised word after the point too: a bank's "Init. Br" (initiating branch) column.
    expect(concepts("Balance Init.Br", true)).toEqual(expect.arrayContaining(["txn.balance", "txn.branch"]));
  });
  it("finds a label whose value OCR ran into it (a bill book's boxes read without their space)", () => {
    expect(labelsAt("No.525", { ocr: true })[0]).toMatchObject({ concept: "invoice.number", end: 3 });
    expect(labelsAt("Date24/11/2025", { ocr: true })[0]).toMatchObject({ concept: "invoice.date", end: 4 });
    // A currency before its amount, and a code in capitals, name nothing.
    expect(concepts("Rs.525", true)).toEqual([]);
    expect(labelsAt("Date24/11/2025")).toEqual([]);
  });
  it("parts a bill book's number from the No. whose raised o OCR lost or ran into it", () => {
    for (const read of ["Bill N7847", "Bill No7847", "Bill Nº7847", "Cash Memo No1234"])
      expect(labelsAt(read, { ocr: true })[0]).toMatchObject({ concept: "invoice.number", end: read.length - 4 });
    // A code of its own, or after a word no number's label starts with, names nothing; nor a text layer.
    expect(concepts("N7847", true)).toEqual([]);
    expect(concepts("Flat N12", true)).toEqual([]);
    expect(concepts("Bill N7847", false)).not.toContain("invoice.number");
  });
  it("finds a tax in capitals whose rate OCR ran into it", () => {
    expect(labelsAt("CGST9%", { ocr: true })[0]).toMatchObject({ concept: "tax.cgst", end: 4 });
    expect(concepts("IGST18%", true)).toContain("tax.igst");
    expect(concepts("SGST2.5%", true)).toContain("tax.sgst");
    // A code in capitals before a figure without a per cent sign stays whole; a text layer is as printed.
    expect(concepts("CGST9", true)).toEqual([]);
    expect(concepts("CGST9%", false)).toEqual([]);
  });
  it("reads a quantity's header whose Q OCR took for a round letter", () => {
    for (const read of ["aty.", "Oty", "0ty"]) expect(concepts(read, true)).toContain("item.quantity");
    expect(concepts("aty.", false)).toEqual([]);
  });
  it("parts a number sign from the title before it", () => {
    expect(concepts("FACTUREN°:", true)).toContain("invoice.number");
    expect(concepts("INVOICE#", true)).toContain("invoice.number");
  });
  it("parts an abbreviation in capitals from the point before it", () => {
    expect(concepts("Zuzugl.USt:75,04", true)).toContain("total.tax");
    expect(concepts("Summe inkl.USt:571,04", true)).toContain("total.grand");
  });
  it("parts a tax's code in capitals from the capitalised word OCR ran it into", () => {
    expect(concepts("OutputSGST  |  4.656.79", true)).toContain("tax.sgst");
    expect(concepts("OutputSGST", false)).not.toContain("tax.sgst");
  });
  it("keeps an abbreviation written in capitals inside a word whole", () => {
    expect(concepts("MwSt. 19%", true)).toContain("tax.vat");
  });
  it("reads a text layer as printed", () => {
    expect(concepts("TotalAmount", false)).not.toContain("total.grand");
  });
  it("parts two words of a label run together in lower case", () => {
    expect(concepts("PlaceofSupply Andhra Pradesh", true)).toContain("invoice.place_of_supply");
    expect(concepts("Totalamount(in words)", true)).toContain("total.in_words");
  });
  it("keeps a compound whose halves no label prints apart", () => {
    expect(labelTokens("Gesamtpreis")).toEqual(["gesamtpreis"]);
    expect(concepts("Gesamtpreis", true)).toEqual(concepts("Gesamtpreis", false));
  });
});

describe("a receipt's rounded total", () => {
  it("is the grand total, not the rounding off", () => {
    expect(labelsAt("Rounded off Invoice Amount 953")[0]?.concept).toBe("total.grand");
    expect(labelsAt("Rounded Off (-) 0.16")[0]?.concept).toBe("total.round_off");
  });
});

describe("the amount in words", () => {
  it('is named by "Total amount (in words)", not a total amount', () => {
    expect(labelsAt("Total amount (in words) Four Thousand Only")[0]?.concept).toBe("total.in_words");
  });
});

describe("a totals line opened by the word that adds it or takes it off", () => {
  it("names the tax or total after it, with or without a colon apart", () => {
    expect(labelsAt("Add : CGST @ 6 %")[0]).toMatchObject({ concept: "tax.cgst", end: "Add : CGST".length });
    expect(labelsAt("Add:SGST 6% 187")[0]?.concept).toBe("tax.sgst");
    expect(labelsAt("Less : Discount")[0]?.concept).toBe("total.discount");
  });
  it("names nothing before an address or a word of no total", () => {
    expect(labelsAt("Add: 12, MG Road")).toEqual([]);
    expect(labelsAt("Add : Ramachandra Nagar")).toEqual([]);
  });
});

describe("two German compounds sharing their last part", () => {
  it("name the second compound's concept, the label ending after it", () => {
    const m = labelsAt("Liefer- und Rechnungsdatum: 11. Juli 2014")[0];
    expect(m).toMatchObject({ concept: "invoice.date", end: "Liefer- und Rechnungsdatum".length });
    expect(labelsOf("Liefer- und Rechnungsdatum")[0]?.concept).toBe("invoice.date");
  });
  it("leave a label printed whole as it is", () => {
    expect(labelsAt("Liefer- und Leistungsdatum: 05.03.2018")[0]?.concept).toBe("invoice.delivery_date");
  });
  it("need the hyphen that marks the shared part", () => {
    expect(labelsAt("Kunde und Rechnungsdatum")).toEqual([]);
  });
});

describe("ERPNext's Posting Date", () => {
  it("is an invoice's date as well as a ledger row's", () => {
    const concepts = labelsAt("Posting Date 2023-05-14").map((m) => m.concept);
    expect(concepts).toContain("invoice.date");
    expect(concepts).toContain("txn.date");
  });
});

describe("transport particulars", () => {
  it("are labels of their own, not values of the label before them", () => {
    expect(labelsAt("Transportation Mode")[0]?.concept).toBe("invoice.transport");
    expect(labelsAt("Vehicle No. MH12AB1234")[0]?.concept).toBe("invoice.transport");
  });
});

describe("the vocabulary's Hindi and Latin American wordings", () => {
  const concept = (text: string) => labelsAt(text)[0]?.concept;
  it("reads a Hindi GST invoice's labels by the law's and the apps' words", () => {
    expect(concept("कर बीजक")).toBe("doc.tax_invoice");
    expect(concept("टैक्स इनवॉइस")).toBe("doc.tax_invoice");
    expect(concept("बीजक सं.: 4243")).toBe("invoice.number");
    expect(concept("बीजक दिनांक 11/12/2024")).toBe("invoice.date");
    expect(concept("क्रेता")).toBe("party.buyer");
    expect(concept("ग्राहक")).toBe("party.buyer");
    expect(concept("आपूर्ति का स्थान")).toBe("invoice.place_of_supply");
    expect(concept("एकीकृत कर @18%")).toBe("tax.igst");
    expect(concept("केन्द्रीय कर")).toBe("tax.cgst");
  });
  it("reads the account number's label with संख्या or नंबर cut short", () => {
    expect(concept("खाता सं.: 7802486979006914")).toBe("bank.account_number");
    expect(concept("खाता नं. 7802486979006914")).toBe("bank.account_number");
  });
  it("reads the apps' transliterated invoice number, नंबर cut short too", () => {
    expect(concept("इनवॉइस नंबर 23-24/4165")).toBe("invoice.number");
    expect(concept("इनवॉइस नं.")).toBe("invoice.number");
    expect(concept("इनवॉइस")).toBe("doc.invoice");
  });
  it("reads the everyday रकम as an item's amount, as राशि", () => {
    expect(concept("रकम")).toBe("item.amount");
    expect(concept("राशि")).toBe("item.amount");
  });
  it("reads CFDI, AFIP and DIAN labels", () => {
    expect(concept("Serie y Folio: A-3734")).toBe("invoice.number");
    expect(concept("Comp. Nro: 00001234")).toBe("invoice.number");
    expect(concept("Receptor")).toBe("party.buyer");
    expect(concept("Adquiriente")).toBe("party.buyer");
    expect(concept("Importe Neto Gravado:")).toBe("total.net");
    expect(concept("Total a pagar")).toBe("total.grand");
    expect(concept("Fecha de Vto. para el pago:")).toBe("invoice.due_date");
  });
  it("reads Tally's voucher labels, Hindi bill particulars and a payee's beneficiary", () => {
    expect(concept("Voucher No.")).toBe("invoice.number");
    expect(concept("Voucher Date: 12-Mar-24")).toBe("invoice.date");
    expect(concept("बीजक क्रमांक 301")).toBe("invoice.number");
    expect(concept("बीजक की तारीख")).toBe("invoice.date");
    expect(concept("Beneficiary : Apex Traders")).toBe("bank.account_holder");
    expect(concept("Beneficiary A/c No. : 50200012345678")).toBe("bank.account_number");
    expect(concept("Bank & Branch : HDFC Bank, Andheri")).toBe("bank.name");
  });
});

describe("a label that runs on after a slash or an ampersand", () => {
  it("runs over the same field's gloss in a second language", () => {
    const m = labelsAt("Rechnungs-Nr. / Invoice No. 4711", { index })[0]!;
    expect(m.concept).toBe("invoice.number");
    expect("Rechnungs-Nr. / Invoice No. 4711".slice(m.end)).toBe(" 4711");
  });
  it("runs over a bare date's label joined to a number's, and stays the number's", () => {
    const text = "Invoice No. & Date : 55/24 dt. 12-Mar-2024";
    const m = labelsAt(text, { index })[0]!;
    expect(m.concept).toBe("invoice.number");
    expect(text.slice(m.end)).toBe(" : 55/24 dt. 12-Mar-2024");
    expect(labelsOf("Invoice No. / Date", { index })[0]?.concept).toBe("invoice.number");
  });
  it("reads the Latin gloss of a label whose first language names nothing known", () => {
    // "आपूर्ति स्थल" is in no table of this index; its English gloss after the slash is.
    const text = "आपूर्ति स्थल / Invoice Date 12.03.2024";
    const m = labelsAt(text, { index })[0]!;
    expect(m.concept).toBe("invoice.date");
    expect(text.slice(m.end)).toBe(" 12.03.2024");
    expect(labelsOf("भुगतान तिथि Invoice Date", { index })[0]?.concept).toBe("invoice.date");
    // A word in another script alone names nothing.
    expect(labelsAt("आपूर्ति स्थल 12.03.2024", { index })).toEqual([]);
  });
  it("runs over a gloss printed after a label in another script without a slash", () => {
    const hi = buildIndex(
      {
        hi: { "invoice.number": [{ text: "बीजक सं.", sources: [] }] },
        en: { "invoice.number": [{ text: "Invoice No.", sources: [] }] },
      },
      {},
    );
    const text = "बीजक सं. Invoice No 4711";
    expect(text.slice(labelsAt(text, { index: hi })[0]!.end)).toBe(" 4711");
    // A value in Latin letters after the label is no gloss.
    expect("बीजक सं. INV-12".slice(labelsAt("बीजक सं. INV-12", { index: hi })[0]!.end)).toBe(" INV-12");
  });
  it("runs over the address joined to a party's label", () => {
    const parties = buildIndex(
      {
        en: {
          "party.buyer": [{ text: "Customer Name", sources: [] }],
          "party.address": [{ text: "Address", sources: [] }],
          "invoice.number": [{ text: "Invoice No.", sources: [] }],
        },
      },
      {},
    );
    expect(labelsOf("Customer Name & Address", { index: parties })[0]?.concept).toBe("party.buyer");
    expect(labelsOf("Invoice No. & Address", { index: parties })).toEqual([]);
  });
  it("stops before another field's label or a longer date label", () => {
    const text = "Invoice No. / Invoice Date";
    expect(labelsAt(text, { index })[0]!.end).toBe("Invoice No.".length);
    expect(labelsAt("GSTIN / A/c No.", { index })[0]!.end).toBe("GSTIN".length);
  });
});
