import { describe, expect, it } from "@jest/globals";
import { readEmbeddedInvoice } from "./embedded.ts";
import { readLayout } from "./layout.ts";
import type { OcrEngine } from "./ocr.ts";

/** A one-page PDF with a text line and an embedded file in its EmbeddedFiles name tree. */
function pdfWithAttachment(name: string, content: string): Uint8Array {
  const text =
    "BT /F1 12 Tf 72 720 Td (Tax Invoice No: PRINTED-1 dated 07-03-2024 for goods supplied under HSN 8302) Tj ET";
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(${name}) 5 0 R] >> >> >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 7 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Type /Filespec /F (${name}) /UF (${name}) /EF << /F 6 0 R >> >>`,
    `<< /Type /EmbeddedFile /Subtype /text#2Fxml /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
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
    const layout = await readLayout(pdfWithAttachment("factur-x.xml", xml), { ocr: noOcr });
    expect(layout.embedded).toEqual({ "factur-x.xml": xml });
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
});
