import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "../documents/invoice/extract.ts";
import { readLayout } from "./layout.ts";
import type { OcrEngine } from "./ocr.ts";
import { ocrOf } from "../testing/ocr.ts";
import { pdfWithQr, pictureWithQr, signedQrJwt } from "../testing/qr.ts";

const DATA = {
  Irn: "0b7e5d3c1a9f8e6d4c2b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d",
  IrnDt: "2024-11-02 10:15:00",
  SellerGstin: "07AAACN2961M1ZS",
  BuyerGstin: "09AADCP4410Q1Z7",
  DocNo: "NI-2024-3301",
  DocTyp: "INV",
  DocDt: "02/11/2024",
  TotInvVal: 15340.5,
  ItemCnt: 1,
  MainHsnCode: "8471",
};
const JWT = signedQrJwt(DATA);
const LINES = [
  "TAX INVOICE",
  "Nimbus Infotech Pvt Ltd, Okhla Industrial Area Phase II, New Delhi 110020",
  "GSTIN: 07AAACN2961M1ZS",
  `IRN: ${DATA.Irn}`,
  "Ack No: 172410045512345    Ack Date: 02-11-2024",
  "Invoice No: NI-2024-3301",
  "Bill To: Prakash Traders, Civil Lines, Kanpur, Uttar Pradesh 208001",
];
const noOcr: OcrEngine = {
  workers: 0,
  recognize: () => Promise.reject(new Error("no OCR expected")),
  terminate: async () => undefined,
};

describe("e-invoice QR codes in PDFs", () => {
  for (const as of ["image", "mask", "vector"] as const) {
    it(`reads a code drawn as ${{ image: "a grey image", mask: "a 1-bit image mask", vector: "vector paths" }[as]} on a text-layer page, with its box`, async () => {
      const layout = await readLayout(pdfWithQr({ lines: LINES, qr: JWT, as, x: 440, y: 40, side: 110 }), {
        ocr: noOcr,
      });
      expect(layout.codes?.map((c) => c.text)).toEqual([JWT]);
      const [x0, y0, x1, y1] = layout.codes![0]!.box;
      // Page units from the top-left: the code covers 440–550 across and 40–150 down (the drawn
      // image has a two-module white border, so its dark part starts a little inside).
      expect(x0).toBeGreaterThan(436);
      expect(y0).toBeGreaterThan(36);
      expect(x1).toBeLessThan(554);
      expect(y1).toBeLessThan(154);
      expect(x1 - x0).toBeGreaterThan(95);
    });
  }

  it("fills the invoice from the code, source embedded", async () => {
    const layout = await readLayout(pdfWithQr({ lines: LINES, qr: JWT }), { ocr: noOcr });
    const out = extractInvoice(layout);
    expect(out.result["buyer_details"]).toMatchObject({ GSTIN: "09AADCP4410Q1Z7", state_code: "09" });
    expect(out.result["total_calculation"]).toMatchObject({ grand_total: "15340.50" });
    expect(out.result["invoice_details"]).toMatchObject({ invoice_number: "NI-2024-3301", invoice_date: "2024-11-02" });
    expect(out.extraction.fields["total_calculation.grand_total"]).toMatchObject({ page: 1, source: "embedded" });
    expect(out.extraction.e_invoice).toMatchObject({ IRN: DATA.Irn, signature_verified: false });
  });

  it("leaves the code to the full reading in a quick one, which then says it is partial", async () => {
    const quick = await readLayout(pdfWithQr({ lines: LINES, qr: JWT }), { ocr: noOcr, quick: true });
    expect(quick.codes).toBeUndefined();
    expect(quick.partial).toBe(true);
  });

  it("does not render a text page whose words do not suggest an e-invoice", async () => {
    const lines = LINES.filter((l) => !/IRN|Ack/.test(l)).concat(
      "Thank you for your business, we look forward to serving you",
    );
    const layout = await readLayout(pdfWithQr({ lines, qr: JWT }), { ocr: noOcr });
    expect(layout.codes).toBeUndefined();
    // A quick reading of such a page is complete: the detector keeps it for the extractor.
    expect((await readLayout(pdfWithQr({ lines, qr: JWT }), { ocr: noOcr, quick: true })).partial).toBeUndefined();
  });
});

describe("e-invoice QR codes in pictures read by OCR", () => {
  it("reads the code of a scanned page and places it in page units", async () => {
    const png = await pictureWithQr({ lines: LINES, qr: JWT, x: 760, y: 560, side: 400, noise: 25 });
    const layout = await readLayout(new Uint8Array(png), { ocr: ocrOf(LINES) });
    expect(layout.codes?.map((c) => c.text)).toEqual([JWT]);
    const [x0, y0, x1, y1] = layout.codes![0]!.box;
    expect(x0).toBeGreaterThan(750);
    expect(y0).toBeGreaterThan(550);
    expect(x1).toBeLessThan(1170);
    expect(y1).toBeLessThan(970);
    expect(extractInvoice(layout).result["invoice_details"]).toMatchObject({ invoice_date: "2024-11-02" });
  });

  it("does not look for codes in a quick reading", async () => {
    const png = await pictureWithQr({ lines: LINES, qr: JWT, x: 760, y: 560, side: 400 });
    const layout = await readLayout(new Uint8Array(png), { ocr: ocrOf(LINES), quick: true });
    expect(layout.codes).toBeUndefined();
  });
});
