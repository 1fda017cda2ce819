import { describe, expect, it } from "@jest/globals";
import { loadImage } from "@napi-rs/canvas";
import { readQrCodes, turnedBox } from "./qr.ts";
import { pictureWithQr, signedQrJwt } from "../testing/qr.ts";

const LINES = [
  "TAX INVOICE",
  "Sahyadri Agro Tools Pvt Ltd, Survey 41, Chakan, Pune 410501",
  "GSTIN: 27AAECS4821K1ZX   State Code: 27",
  "IRN: 5f0c1e7a9b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e",
  "Ack No: 112410034567890   Ack Date: 12-04-2024",
  "Invoice No: SAT/24-25/0042   Date: 12-04-2024",
  "Bill To: Kaveri Farm Supplies, Mysuru, Karnataka 570001",
  "Description              HSN     Qty     Rate       Amount",
  "Power weeder 7 HP        8432      2   48,500.00   97,000.00",
  "Spare tines (set of 4)   8432     10    1,250.00   12,500.00",
  "Taxable value                                    1,09,500.00",
  "IGST @ 12%                                          13,140.00",
  "Grand Total                                      1,22,640.00",
];
const JWT = signedQrJwt({
  AckNo: 112410034567890,
  AckDt: "2024-04-12 11:02:00",
  Irn: "5f0c1e7a9b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e",
  IrnDt: "2024-04-12 11:02:00",
  SellerGstin: "27AAECS4821K1ZX",
  BuyerGstin: "29AAFCK7310L1Z2",
  DocNo: "SAT/24-25/0042",
  DocTyp: "INV",
  DocDt: "12/04/2024",
  TotInvVal: 122640,
  ItemCnt: 2,
  MainHsnCode: "8432",
});

describe("QR codes in pictures", () => {
  it("reads a QR code among the text of a page picture, with its box", async () => {
    const img = await loadImage(await pictureWithQr({ lines: LINES, qr: JWT, x: 860, y: 80, side: 300 }));
    const found = readQrCodes(img);
    expect(found.map((f) => f.text)).toEqual([JWT]);
    const [x0, y0, x1, y1] = found[0]!.box;
    // The box is the code's corner modules' centres: inside the drawn square, close to its edges.
    expect(x0).toBeGreaterThan(850);
    expect(y0).toBeGreaterThan(70);
    expect(x1).toBeLessThan(1170);
    expect(y1).toBeLessThan(390);
    expect(x1 - x0).toBeGreaterThan(270);
  });

  it("reads a code on a photographed page: turned, grainy, JPEG-compressed", async () => {
    // ~3.2 pixels per module, as a 1.3-inch code scanned at 300 dpi.
    for (const rotation of [7, -4, 180]) {
      const img = await loadImage(
        await pictureWithQr({ lines: LINES, qr: JWT, x: 700, y: 620, side: 400, rotation, noise: 40, jpeg: true }),
      );
      expect(readQrCodes(img).map((f) => f.text)).toEqual([JWT]);
    }
    // About 25 s of CPU for the three pictures: on 2 busy cores, past jest's default bound of 60 s.
  }, 180_000);

  it("finds a small code only when asked to look thoroughly", async () => {
    // ~2.5 pixels per module: too fine to stand out as an area on the reduced copy of a large page.
    const img = await loadImage(
      await pictureWithQr({ lines: LINES, qr: "upi://pay?pa=sahyadri@okbank&am=10", side: 120 }),
    );
    expect(readQrCodes(img, { thorough: true }).map((f) => f.text)).toEqual(["upi://pay?pa=sahyadri@okbank&am=10"]);
  });

  it("finds nothing on a page without a code, logos and ruled boxes included", async () => {
    const img = await loadImage(await pictureWithQr({ lines: [...LINES, ...LINES], noise: 20, decoys: true }));
    expect(readQrCodes(img, { thorough: true })).toEqual([]);
  });

  it("places a box found on a sideways picture on the upright page", () => {
    // A 200×100 picture turned 90° clockwise is 100×200; its top-left corner goes to the top right.
    expect(turnedBox([0, 0, 10, 20], 200, 100, 90)).toEqual([80, 0, 100, 10].map((v) => expect.closeTo(v)) as never);
    expect(turnedBox([0, 0, 10, 20], 200, 100, 180, 2)).toEqual(
      [95, 40, 100, 50].map((v) => expect.closeTo(v)) as never,
    );
    expect(turnedBox([5, 5, 15, 25], 200, 100, 0)).toEqual([5, 5, 15, 25]);
  });
});
