// What readLayout reports of a PDF it could not read whole: damaged attachments and failed QR searches,
// as far as they cost the result anything. PDFs and OCR engines are made up here.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { OcrEngine, OcrResult } from "./ocr.ts";
import { linesAsOcrWords } from "../testing/ocr.ts";
import { signedQrJwt } from "../testing/qr.ts";

// The real decoder unless a test says otherwise: a test makes one search fail and another find a code.
const real = await import("./qr.ts");
let decode: typeof real.readQrCodes = real.readQrCodes;
jest.unstable_mockModule("./qr.ts", () => ({
  ...real,
  readQrCodes: (...args: Parameters<typeof decode>) => decode(...args),
}));
const { readLayout } = await import("./layout.ts");
const { extractInvoice } = await import("../documents/invoice/extract.ts");
afterEach(() => {
  decode = real.readQrCodes;
});

const LINES = [
  "TAX INVOICE",
  "Seller: Tarapur Polymers Pvt Ltd, MIDC Boisar, Palghar, Maharashtra 401506",
  "GSTIN: 27AAFCT4417K1ZQ",
  "IRN: 5c1f0a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a",
  "Ack No: 112510098765432    Ack Date: 14-01-2025",
  "Invoice No: TP/24-25/0448   Invoice Date: 14-01-2025",
  "Bill To: Meher Packaging, Vapi, Gujarat 396195",
];
const JWT = signedQrJwt({ Irn: "5c".repeat(32), SellerGstin: "27AAFCT4417K1ZQ", DocNo: "TP/24-25/0448" });

/**
 * A PDF whose pages print `lines` as a text layer (a page of no lines is a scan without one), with files
 * attached in its EmbeddedFiles name tree; a file without content is damaged: its stream is missing.
 */
function pdfOf(pages: string[][], files: { name: string; content?: string }[] = []): Uint8Array {
  const objects: string[] = [];
  const add = (o: string) => objects.push(o);
  const pageRef = (k: number) => 4 + 2 * k;
  const fileRef = (k: number) => 4 + 2 * pages.length + 2 * k;
  const names = files.map((f, k) => `(${f.name}) ${fileRef(k)} 0 R`).join(" ");
  add(`<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [${names}] >> >> >>`);
  add(`<< /Type /Pages /Kids [${pages.map((_, k) => `${pageRef(k)} 0 R`).join(" ")}] /Count ${pages.length} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  for (const lines of pages) {
    const text = lines.length ? `BT /F1 9 Tf 40 800 Td 11 TL ${lines.map((l) => `(${l}) Tj T*`).join(" ")} ET` : "";
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length + 2} 0 R >>`,
    );
    add(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  files.forEach((f, k) => {
    const stream = f.content === undefined ? 999 : fileRef(k) + 1;
    add(`<< /Type /Filespec /F (${f.name}) /UF (${f.name}) /EF << /F ${stream} 0 R >> >>`);
    add(`<< /Type /EmbeddedFile /Length ${(f.content ?? "").length} >>\nstream\n${f.content ?? ""}\nendstream`);
  });
  let pdf = "%PDF-1.7\n";
  const offsets = objects.map((o, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

const until = async (cond: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Reads every picture as LINES, confidently: one reading a page. */
const ocrOfLines: OcrEngine = {
  workers: 1,
  recognize: async (): Promise<OcrResult> => ({ words: linesAsOcrWords(LINES), confidence: 0.95, skew: 0 }),
  terminate: async () => undefined,
};

describe("a damaged file attached to a PDF", () => {
  it("is reported where it could carry the invoice's data (XML, JSON), and not where it is a picture", async () => {
    const xml = '<?xml version="1.0"?><rsm:CrossIndustryInvoice xmlns:rsm="urn:x"/>';
    const layout = await readLayout(
      pdfOf(
        [LINES],
        [
          { name: "factur-x.xml", content: xml },
          { name: "letterhead-logo.png" },
          { name: "zugferd-invoice.xml" },
          { name: "einvoice.json" },
        ],
      ),
      { ocr: ocrOfLines },
    );
    expect(layout.embedded).toEqual({ "factur-x.xml": xml });
    const damaged = [
      "the file attached to the PDF (zugferd-invoice.xml) is damaged or empty",
      "the file attached to the PDF (einvoice.json) is damaged or empty",
    ];
    expect(layout.problems).toEqual(damaged.map((message) => ({ part: "attachment", message })));
    const warnings = extractInvoice(layout).extraction.warnings;
    expect(warnings).toEqual(expect.arrayContaining(damaged));
    expect(warnings.join("\n")).not.toContain("letterhead-logo.png");
  });
});

describe("a QR code search that fails on one page", () => {
  /** Fails the first search, and finds the e-invoice's code in the next. */
  const failFirst = () => {
    let calls = 0;
    decode = () => {
      if (calls++ === 0) throw new Error("the picture could not be copied for decoding");
      return [{ text: JWT, box: [10, 10, 110, 110] }];
    };
  };

  it.each([
    ["text-layer", [LINES, LINES]],
    ["scanned", [[], []]],
  ])("is not reported when another page of a %s PDF gave the e-invoice's code", async (_, pages) => {
    failFirst();
    const layout = await readLayout(pdfOf(pages), { ocr: ocrOfLines });
    expect(layout.codes?.map((c) => c.text)).toEqual([JWT]);
    expect(layout.problems).toBeUndefined();
    expect(extractInvoice(layout).extraction.warnings.join("\n")).not.toContain("could not be searched");
  });

  it("is reported for each page when no page gave a code", async () => {
    decode = () => {
      throw new Error("the picture could not be copied for decoding");
    };
    const layout = await readLayout(pdfOf([[], []]), { ocr: ocrOfLines });
    expect(layout.codes).toBeUndefined();
    expect(layout.problems).toEqual(
      [1, 2].map((page) => ({
        part: "qr_codes",
        message: `page ${page} could not be searched for a QR code: the picture could not be copied for decoding`,
      })),
    );
  });
});

describe("a scanned PDF whose OCR fails on one page", () => {
  it("reads no further page and reports no progress once the page failed, whatever pages in hand do", async () => {
    // One worker: two pages are in hand at a time (one read, one waiting), the next waits for a slot.
    const calls: { resolve: () => void; reject: (err: Error) => void }[] = [];
    const ocr: OcrEngine = {
      workers: 1,
      recognize: () =>
        new Promise<OcrResult>((resolve, reject) =>
          calls.push({
            resolve: () => resolve({ words: linesAsOcrWords(LINES), confidence: 0.95, skew: 0 }),
            reject,
          }),
        ),
      terminate: async () => undefined,
    };
    const progress: string[] = [];
    const reading = readLayout(pdfOf([[], [], [], [], [], []]), {
      ocr,
      onPage: (done, total) => progress.push(`${done}/${total}`),
    });
    const settled = reading.then(
      () => undefined,
      (err: unknown) => err,
    );
    await until(() => calls.length === 2);
    // One page is read: its slot goes to the third, the fourth waits.
    calls[1]!.resolve();
    await until(() => calls.length === 3);
    expect(progress).toEqual(["1/6"]);
    calls[0]!.reject(new Error("tesseract ran out of memory"));
    expect(await settled).toEqual(new Error("tesseract ran out of memory"));
    // The page that was being read finishes after the failure: it is not counted.
    calls[2]!.resolve();
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toHaveLength(3);
    expect(progress).toEqual(["1/6"]);
  });
});
