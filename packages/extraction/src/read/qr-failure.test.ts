// A QR code search that fails (the decoder throws) costs no page its words, and the user learns why
// the e-invoice code is missing: the layout names the page, and the invoice's warnings say it.
import { describe, expect, it, jest } from "@jest/globals";
import type { OcrEngine } from "./ocr.ts";
import { ocrOf } from "../testing/ocr.ts";
import { pdfWithQr, pictureWithQr } from "../testing/qr.ts";

jest.unstable_mockModule("./qr.ts", () => ({
  readQrCodes: () => {
    throw new Error("the picture could not be copied for decoding");
  },
  turnedBox: () => [0, 0, 0, 0],
}));
// Imported once the decoder is replaced: these reach it through their own imports.
const { readLayout } = await import("./layout.ts");
const { extractInvoice } = await import("../documents/invoice/extract.ts");

const LINES = [
  "TAX INVOICE",
  "Nimbus Infotech Pvt Ltd, Okhla Industrial Area Phase II, New Delhi 110020",
  "GSTIN: 07AAACN2961M1ZS",
  "IRN: 0b7e5d3c1a9f8e6d4c2b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d",
  "Ack No: 172410045512345    Ack Date: 02-11-2024",
  "Invoice No: NI-2024-3301",
  "Bill To: Prakash Traders, Civil Lines, Kanpur, Uttar Pradesh 208001",
];
const FAILED = {
  part: "qr_codes",
  message: "page 1 could not be searched for a QR code: the picture could not be copied for decoding",
};

const noOcr: OcrEngine = {
  workers: 0,
  recognize: () => Promise.reject(new Error("no OCR expected")),
  terminate: async () => undefined,
};

describe("a QR code search that fails", () => {
  it("is reported for a text-layer page of an e-invoice, whose words are kept", async () => {
    const layout = await readLayout(pdfWithQr({ lines: LINES, qr: "any" }), { ocr: noOcr });
    expect(layout.pages[0]!.words.length).toBeGreaterThan(20);
    expect(layout.codes).toBeUndefined();
    expect(layout.problems).toEqual([FAILED]);
    const out = extractInvoice(layout);
    expect(out.extraction.warnings).toContain(FAILED.message);
    expect(out.result["invoice_details"]).toMatchObject({ invoice_number: "NI-2024-3301" });
  });

  it("is reported for a scanned PDF page read by OCR", async () => {
    const layout = await readLayout(pdfWithQr({ lines: [], qr: "any" }), { ocr: ocrOf(LINES) });
    expect(layout.pages[0]!.ocr).toBe(true);
    expect(layout.problems).toEqual([FAILED]);
    expect(extractInvoice(layout).extraction.warnings).toContain(FAILED.message);
  });

  it("is reported for a picture read by OCR", async () => {
    const png = await pictureWithQr({ lines: LINES, qr: "any", x: 760, y: 560, side: 400 });
    const layout = await readLayout(new Uint8Array(png), { ocr: ocrOf(LINES) });
    expect(layout.pages[0]!.words.length).toBeGreaterThan(20);
    expect(layout.problems).toEqual([FAILED]);
    expect(extractInvoice(layout).extraction.warnings).toContain(FAILED.message);
  });
});
