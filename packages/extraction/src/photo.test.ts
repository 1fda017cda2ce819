// Invoices as OCR reads them from photos: misread characters and numbers that the document's own
// checks (GSTIN check character, quantity × rate, the items' sum) can put right. Made-up layouts.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./invoice.ts";
import { gstinCheckChar } from "./normalize.ts";
import { layoutOf } from "./testing-layout.ts";
import type { Layout } from "./types.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);

/** The layout as OCR would return it from a photo. */
export function photographed(layout: Layout, conf = 0.85): Layout {
  return {
    ...layout,
    format: "JPEG",
    ocrUsed: true,
    pages: layout.pages.map((p) => ({
      ...p,
      ocr: true,
      words: p.words.map((w) => ({ ...w, source: "ocr" as const, conf })),
    })),
  };
}

describe("GSTINs misread on a photo", () => {
  const seller = gstin("08MNOPF6128K1Z");
  const buyer = gstin("08QRSTC9081L1Z");
  // The seller's 8 read as S (in a digit position, where S would be taken for 5); the buyer's first 0 read as "(".
  const sellerRead = seller.slice(0, 10) + "S" + seller.slice(11);
  const buyerRead = "(" + buyer.slice(1);
  const out = extractInvoice(
    photographed(
      layoutOf([
        [
          { x: 40, y: 30, text: "Aravali Agro Implements", size: 14 },
          { x: 40, y: 50, text: "Jaipur, Rajasthan" },
          { x: 40, y: 62, text: `GSTIN: ${sellerRead}` },
          { x: 40, y: 100, text: "Bill To:" },
          { x: 40, y: 112, text: "Hadoti Farm Supplies" },
          { x: 40, y: 124, text: "Kota, Rajasthan" },
          { x: 40, y: 136, text: `GSTIN: ${buyerRead}` },
        ],
      ]),
    ),
  );
  const r = out.result as Record<string, Record<string, string>>;

  it("repairs them by the check character and says which one was chosen", () => {
    expect(seller[10]).toBe("8");
    expect(r["seller_details"]!["GSTIN"]).toBe(seller);
    expect(r["buyer_details"]!["GSTIN"]).toBe(buyer);
    expect(out.extraction.warnings).toContain(
      `seller_details.GSTIN ${seller}: one unclear character was chosen by the check digit, verify it`,
    );
    // "(" for 0 at a digit position is read by position alone, not guessed.
    expect(out.extraction.warnings.join("\n")).not.toContain(`buyer_details.GSTIN`);
  });
});
