import { describe, expect, it } from "@jest/globals";
import { readEmbeddedInvoice } from "./embedded-xml.ts";
import { extractInvoice } from "./extract.ts";
import { readLayout } from "../../read/layout.ts";
import type { OcrEngine } from "../../read/ocr.ts";
import { extractStatement } from "../statement/extract.ts";
import { detectType } from "../detect/detect.ts";
import type { Layout } from "../../types.ts";

/**
 * A one-page PDF with a text line and files in its EmbeddedFiles name tree. A file may be damaged: its
 * stream not deflate data though it says so, or its stream object missing from the file.
 */
function pdfWithAttachments(
  files: { name: string; content: string; damage?: "not_deflate" | "missing" }[],
): Uint8Array {
  const text =
    "BT /F1 12 Tf 72 720 Td (Tax Invoice No: PRINTED-1 dated 07-03-2024 for goods supplied under HSN 8302) Tj ET";
  const spec = (k: number) => 6 + 2 * k;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [${files.map((f, k) => `(${f.name}) ${spec(k)} 0 R`).join(" ")}] >> >> >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  files.forEach((f, k) => {
    const stream = f.damage === "missing" ? 999 : spec(k) + 1;
    objects.push(`<< /Type /Filespec /F (${f.name}) /UF (${f.name}) /EF << /F ${stream} 0 R >> >>`);
    const filter = f.damage === "not_deflate" ? " /Filter /FlateDecode" : "";
    objects.push(
      `<< /Type /EmbeddedFile /Subtype /text#2Fxml${filter} /Length ${Buffer.byteLength(f.content)} >>\nstream\n${f.content}\nendstream`,
    );
  });
  let pdf = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf));
}

const noOcr: OcrEngine = {
  workers: 0,
  recognize: () => Promise.reject(new Error("no OCR expected")),
  terminate: async () => undefined,
};

describe("embedded files", () => {
  it("reads an XML attachment of a PDF into the layout", async () => {
    const xml = '<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:x"/>';
    const layout = await readLayout(pdfWithAttachments([{ name: "factur-x.xml", content: xml }]), { ocr: noOcr });
    expect(layout.embedded).toEqual({ "factur-x.xml": xml });
    expect(layout.problems).toBeUndefined();
  });
  it("says which attached file is damaged, keeps the others, and warns on the invoice", async () => {
    const xml = '<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:x"/>';
    const layout = await readLayout(
      pdfWithAttachments([
        { name: "factur-x.xml", content: xml },
        { name: "einvoice.xml", content: xml, damage: "not_deflate" },
        { name: "xrechnung.xml", content: xml, damage: "missing" },
      ]),
      { ocr: noOcr },
    );
    expect(layout.embedded).toEqual({ "factur-x.xml": xml });
    const damaged = [
      "the file attached to the PDF (einvoice.xml) is damaged or empty",
      "the file attached to the PDF (xrechnung.xml) is damaged or empty",
    ];
    expect(layout.problems).toEqual(damaged.map((message) => ({ part: "attachment", message })));
    // Plain data: layouts cross threads by structured clone and are kept as JSON.
    expect(JSON.parse(JSON.stringify(layout))).toEqual(layout);
    expect(extractInvoice(layout).extraction.warnings).toEqual(expect.arrayContaining(damaged));
    // A statement is read from its words alone: an attachment is nothing it misses.
    expect(extractStatement(layout).extraction.warnings).toEqual([]);
  });
  it("says why embedded invoice data it cannot parse was not used", () => {
    const warnings: string[] = [];
    const read = readEmbeddedInvoice(
      {
        format: "PDF",
        pageCount: 1,
        pages: [],
        ocrUsed: false,
        embedded: { "factur-x.xml": "<rsm:CrossIndustryInvoice><!-- cut short" },
      },
      (m) => warnings.push(m),
    );
    expect(read).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^the embedded invoice data \(factur-x\.xml\) cannot be read: ./)]);
  });
  it("reads a ZUGFeRD 1.0 invoice, whose elements carry the older names", () => {
    const xml = `<?xml version="1.0"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:r" xmlns:udt="urn:u">
  <rsm:HeaderExchangedDocument><ram:ID>471102</ram:ID>
    <ram:IssueDateTime><udt:DateTimeString format="102">20130305</udt:DateTimeString></ram:IssueDateTime>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunden AG Mitte</ram:Name></ram:BuyerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:ID>AB-312</ram:ID></ram:BuyerOrderReferencedDocument>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:SpecifiedTradePaymentTerms>
        <ram:DueDateDateTime><udt:DateTimeString format="102">20130404</udt:DateTimeString></ram:DueDateDateTime>
      </ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:TaxBasisTotalAmount currencyID="EUR">198.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">37.62</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">235.62</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;
    const read = readEmbeddedInvoice({
      format: "PDF",
      pageCount: 1,
      pages: [],
      ocrUsed: false,
      embedded: { "ZUGFeRD-invoice.xml": xml },
    });
    expect(read?.fields).toMatchObject({
      invoice_details: {
        invoice_number: "471102",
        invoice_date: "2013-03-05",
        due_date: "2013-04-04",
        PO_number: "AB-312",
      },
      seller_details: { name: "Lieferant GmbH" },
      buyer_details: { name: "Kunden AG Mitte" },
      total_calculation: { sub_total: "198.00", total_tax: "37.62", grand_total: "235.62" },
    });
  });
  it("reads a UBL invoice (XRechnung's UBL flavour, Peppol BIS), its own tax total before the accounting one", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>RE-2024-0117</cbc:ID>
  <cbc:IssueDate>2024-05-02</cbc:IssueDate>
  <cbc:DueDate>2024-06-01</cbc:DueDate>
  <cac:OrderReference><cbc:ID>PO-88</cbc:ID></cac:OrderReference>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PostalAddress><cbc:StreetName>Hauptstr. 5</cbc:StreetName><cbc:CityName>Köln</cbc:CityName><cbc:PostalZone>50667</cbc:PostalZone></cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Muster Werkzeuge GmbH</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PartyName><cbc:Name>Stadtwerke Beispiel</cbc:Name></cac:PartyName>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    <cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:TaxTotal><cbc:TaxAmount currencyID="USD">30.10</cbc:TaxAmount></cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">28.50</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">150.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">28.50</cbc:TaxAmount></cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">150.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">150.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">178.50</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">178.50</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
</ubl:Invoice>`;
    const layout: Layout = {
      format: "PDF",
      pageCount: 1,
      pages: [],
      ocrUsed: false,
      embedded: { "xrechnung.xml": xml },
    };
    expect(readEmbeddedInvoice(layout)?.fields).toEqual({
      invoice_details: {
        invoice_number: "RE-2024-0117",
        invoice_date: "2024-05-02",
        due_date: "2024-06-01",
        PO_number: "PO-88",
      },
      seller_details: { name: "Muster Werkzeuge GmbH", address: "Hauptstr. 5, Köln, 50667" },
      buyer_details: { name: "Stadtwerke Beispiel" },
      tax_calculation: { taxable_value: "150.00" },
      total_calculation: { sub_total: "150.00", total_tax: "28.50", grand_total: "178.50" },
      bank_details: { account_number: "DE02120300000000202051" },
    });
    expect(detectType(layout).type).toBe("invoice");
  });
  it("leaves alone an attachment that is other XML", () => {
    const layout: Layout = { format: "PDF", pageCount: 1, pages: [], ocrUsed: false };
    expect(readEmbeddedInvoice({ ...layout, embedded: { "order.xml": "<Order><ID>7</ID></Order>" } })).toBeUndefined();
  });
});
