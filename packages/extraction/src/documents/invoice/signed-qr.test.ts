import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { signedQrData } from "../../read/e-invoice-qr.ts";
import { gstinCheckChar } from "../../text/values/identifiers.ts";
import { layoutOf } from "../../testing/layout.ts";
import { signedQrJwt } from "../../testing/qr.ts";
import type { Layout } from "../../types.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const SELLER = gstin("24AAGCM3150D1Z");
const BUYER = gstin("33AABFT6620R1Z");
const IRN = "9c4e2b17d0a85f63e1b94c2d7a6f0e3b8d5c1a7f2e9b4d6c0a3f8e1b5d7c9a2e";
const DATA = {
  AckNo: 162410089912345,
  AckDt: "2024-08-19 16:41:00",
  Irn: IRN,
  IrnDt: "2024-08-19 16:41:00",
  SellerGstin: SELLER,
  BuyerGstin: BUYER,
  DocNo: "MT/0815",
  DocTyp: "INV",
  DocDt: "19/08/2024",
  TotInvVal: 44840,
  ItemCnt: 2,
  MainHsnCode: "7318",
};

/** A printed e-invoice (Gujarat seller, Tamil Nadu buyer) with fields to vary, as a text-layer page. */
function printed(over: { number?: string; buyerGstin?: string | null; sellerGstin?: string; total?: string } = {}) {
  const lines = [
    { x: 40, y: 30, text: "Mehta Fasteners LLP", size: 14 },
    { x: 420, y: 30, text: "TAX INVOICE", size: 12 },
    { x: 40, y: 50, text: "GIDC Phase II, Vatva, Ahmedabad 382445" },
    { x: 40, y: 62, text: `GSTIN : ${over.sellerGstin ?? SELLER}` },
    { x: 330, y: 50, text: `Invoice No : ${over.number ?? "MT/0815"}` },
    { x: 330, y: 62, text: `IRN : ${IRN.slice(0, 32)}` },
    { x: 330, y: 74, text: "Ack No : 162410089912345" },
    { x: 40, y: 110, text: "Bill To:" },
    { x: 40, y: 122, text: "Thangam Engineering Works" },
    { x: 40, y: 134, text: "12 SIDCO Estate, Coimbatore 641021" },
    ...(over.buyerGstin === null ? [] : [{ x: 40, y: 146, text: `GSTIN : ${over.buyerGstin ?? BUYER}` }]),
    { x: 40, y: 180, text: "Sl" },
    { x: 70, y: 180, text: "Description" },
    { x: 260, y: 180, text: "HSN" },
    { x: 330, y: 180, text: "Qty" },
    { x: 400, y: 180, text: "Rate" },
    { x: 480, y: 180, text: "Amount" },
    { x: 40, y: 195, text: "1" },
    { x: 70, y: 195, text: "Hex bolts M12 x 60" },
    { x: 260, y: 195, text: "7318" },
    { x: 340, y: 195, text: "2000" },
    { x: 400, y: 195, text: "14.00" },
    { x: 470, y: 195, text: "28,000.00" },
    { x: 40, y: 210, text: "2" },
    { x: 70, y: 210, text: "Spring washers M12" },
    { x: 260, y: 210, text: "7318" },
    { x: 340, y: 210, text: "5000" },
    { x: 400, y: 210, text: "1.60" },
    { x: 470, y: 210, text: "8,000.00" },
    { x: 300, y: 240, text: "Taxable Value" },
    { x: 470, y: 240, text: "36,000.00" },
    { x: 300, y: 252, text: "IGST @ 18%" },
    { x: 475, y: 252, text: "6,480.00" },
    { x: 300, y: 264, text: "Grand Total" },
    { x: 470, y: 264, text: over.total ?? "42,480.00" },
  ];
  return layoutOf([lines]);
}
const withCode = (layout: Layout, text: string): Layout => ({
  ...layout,
  codes: [{ page: 0, box: [470, 20, 560, 110], text }],
});
const group = (out: ReturnType<typeof extractInvoice>, g: string) => out.result[g] as Record<string, string>;

describe("e-invoice QR payloads", () => {
  it("reads the signed JWT form: the payload's data is the e-invoice JSON as a string", () => {
    expect(signedQrData(signedQrJwt(DATA))).toEqual({ data: DATA, form: "signed_jwt" });
  });
  it("reads the decoded payload printed as plain JSON, with or without the data wrapper", () => {
    expect(signedQrData(JSON.stringify(DATA))).toEqual({ data: DATA, form: "plain_json" });
    expect(signedQrData(JSON.stringify({ data: JSON.stringify(DATA) }))?.data).toEqual(DATA);
  });
  it("ignores other and malformed contents without throwing", () => {
    const b64 = (o: unknown) => Buffer.from(typeof o === "string" ? o : JSON.stringify(o)).toString("base64url");
    for (const text of [
      "",
      "upi://pay?pa=mehta@okbank&pn=Mehta&am=42480",
      "https://einvoice1.gst.gov.in/Others/VSignedInvoice",
      "abc.def.ghi",
      `${b64({ alg: "RS256" })}.${b64("not json")}.sig`,
      `${b64({ alg: "RS256" })}.${b64({ data: "{broken" })}.sig`,
      `${b64({ alg: "HS256" })}.${b64({ sub: "user-1", exp: 1 })}.sig`,
      `${b64({ alg: "RS256" })}.${b64({ data: JSON.stringify([1, 2]) })}.sig`,
      "{not json",
      JSON.stringify({ name: "a contact card" }),
      "x".repeat(20_000),
    ])
      expect(signedQrData(text)).toBeUndefined();
  });
});

describe("e-invoice QR data in an invoice", () => {
  it("fills what the print lacks, with the code's page and box as provenance, and says the signature is unchecked", () => {
    const out = extractInvoice(withCode(printed({ buyerGstin: null }), signedQrJwt(DATA)));
    expect(group(out, "buyer_details")).toMatchObject({ GSTIN: BUYER, state_code: "33" });
    expect(group(out, "invoice_details")).toMatchObject({ invoice_number: "MT/0815", invoice_date: "2024-08-19" });
    expect(out.extraction.fields["buyer_details.GSTIN"]).toEqual({
      page: 1,
      bbox: [470, 20, 560, 110],
      confidence: 0.95,
      source: "embedded",
    });
    expect(out.extraction.fields["invoice_details.invoice_date"]?.source).toBe("embedded");
    // Agreeing values keep the printed text's own provenance.
    expect(out.extraction.fields["invoice_details.invoice_number"]?.source).toBe("text_layer");
    expect(out.extraction.e_invoice).toEqual({
      IRN,
      IRN_date: "2024-08-19 16:41:00",
      page: 1,
      form: "signed_jwt",
      signature_verified: false,
    });
  });

  it("warns on each disagreement and takes the code's value", () => {
    const out = extractInvoice(withCode(printed({ number: "MT/0B15", total: "44,840.00" }), signedQrJwt(DATA)));
    expect(group(out, "invoice_details")["invoice_number"]).toBe("MT/0815");
    expect(out.extraction.warnings).toContain(
      'invoice_details.invoice_number: the e-invoice QR code says "MT/0815", the printed text "MT/0B15"',
    );
    expect(out.extraction.fields["invoice_details.invoice_number"]?.source).toBe("embedded");
    // The printed total agrees with the code here, so only the number is disputed.
    expect(out.extraction.warnings.filter((w) => w.includes("QR"))).toHaveLength(1);
  });

  it("keeps a printed GSTIN that passes its check digit over a code's that fails it, and the reverse", () => {
    const badSeller = SELLER.slice(0, 14) + (SELLER[14] === "A" ? "B" : "A");
    const keepPrinted = extractInvoice(withCode(printed(), signedQrJwt({ ...DATA, SellerGstin: badSeller })));
    expect(group(keepPrinted, "seller_details")["GSTIN"]).toBe(SELLER);
    expect(keepPrinted.extraction.warnings.some((w) => w.startsWith("seller_details.GSTIN: the e-invoice QR"))).toBe(
      true,
    );
    const takeCode = extractInvoice(withCode(printed({ sellerGstin: badSeller }), signedQrJwt(DATA)));
    expect(group(takeCode, "seller_details")["GSTIN"]).toBe(SELLER);
    expect(takeCode.extraction.fields["seller_details.GSTIN"]?.source).toBe("embedded");
  });

  it("cross-checks the total, the number of items and the main HSN code with the printed table", () => {
    const out = extractInvoice(
      withCode(printed({ total: "42,480.00" }), signedQrJwt({ ...DATA, ItemCnt: 3, MainHsnCode: "7326" })),
    );
    expect(group(out, "total_calculation")["grand_total"]).toBe("44840.00");
    expect(out.extraction.warnings).toEqual(
      expect.arrayContaining([
        'total_calculation.grand_total: the e-invoice QR code says "44840.00", the printed text "42480.00"',
        "the e-invoice QR code counts 3 line items, the printed table 2",
        "the e-invoice QR code's main HSN code 7326 is not among the printed items' HSN codes",
      ]),
    );
  });

  it("leaves an invoice alone when its code is not an e-invoice's or cannot be read", () => {
    const plain = extractInvoice(printed());
    for (const text of ["upi://pay?pa=mehta@okbank&am=42480", "eyJhbGciOi.broken.x", JSON.stringify({ Irn: 5 })]) {
      const out = extractInvoice(withCode(printed(), text));
      expect(out).toEqual(plain);
    }
    expect(plain.extraction.e_invoice).toBeUndefined();
  });
});
