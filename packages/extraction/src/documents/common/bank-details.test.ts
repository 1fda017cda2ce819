// A payee's bank details by their labels, and the bank an IFSC names where no bank name is printed.
// Layouts made up here.
import { describe, expect, it } from "@jest/globals";
import { layoutOf } from "../../testing/layout.ts";
import { readBankDetails } from "./bank-details.ts";
import { FieldSink } from "./output.ts";
import { viewOf } from "./view.ts";

const read = (texts: string[]) => {
  const sink = new FieldSink();
  const bank = readBankDetails(viewOf(layoutOf([texts.map((text, i) => ({ x: 40, y: 40 + 14 * i, text }))])), sink);
  return { bank, fields: sink.fields };
};

describe("bank details", () => {
  it("take the printed bank name", () => {
    const { bank } = read(["Bank Name: Saraswat Co-operative Bank", "A/c No. 50200012345678", "IFSC: HDFC0001234"]);
    expect(bank).toMatchObject({ bank_name: "Saraswat Co-operative Bank", IFSC: "HDFC0001234" });
  });

  it("name the bank by its IFSC's code where only a logo names it, read where the IFSC is printed", () => {
    const { bank, fields } = read(["A/c No. 50200012345678", "IFSC: UTIB0000123"]);
    expect(bank).toMatchObject({ bank_name: "Axis Bank", account_number: "50200012345678", IFSC: "UTIB0000123" });
    expect(fields["bank_details.bank_name"]?.bbox).toEqual(fields["bank_details.IFSC"]?.bbox);
  });

  it("keep the words of a bank's name that a key after it would cut off, as its IFSC names the bank", () => {
    const { bank } = read(["Bank: IndusInd Bank A/C: 271072891592 IFSC: INDB0826297"]);
    expect(bank).toMatchObject({ bank_name: "IndusInd Bank", IFSC: "INDB0826297" });
  });

  it("name no bank for a code they do not know", () => {
    expect(read(["IFSC: ZZZZ0000123"]).bank["bank_name"]).toBeUndefined();
  });
});

describe("an IFSC read by OCR", () => {
  it("is found after a joint label with its fifth character read as a letter O", () => {
    const layout = layoutOf([
      [
        { x: 325, y: 439, text: "Bank Name : Kotak Mahindra Bank" },
        { x: 325, y: 460, text: "Branch & IFSC : Sector 18 & KKBKOROW416" },
      ],
    ]);
    for (const p of layout.pages) p.words = p.words.map((w) => ({ ...w, source: "ocr" as const, conf: 0.9 }));
    const bank = readBankDetails(viewOf({ ...layout, ocrUsed: true }), new FieldSink());
    expect(bank).toMatchObject({ IFSC: "KKBK0ROW416" });
  });
  it("is not a word of a text layer that only looks like one", () => {
    const { bank } = read(["Payment by cheque to ACMEOFFICE12 only"]);
    expect(bank["IFSC"]).toBeUndefined();
  });
});
