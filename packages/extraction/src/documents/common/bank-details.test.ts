// A payee's bank details by their labels, and the bank an IFSC names where no bank name is printed.
// Layouts made up here.
import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../../testing/layout.ts";
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

  it("read each key of a bank line printed as one cell of chained pairs", () => {
    const { bank } = read([
      "Bank: Punjab National Bank A/C: 6458211763250925 IFSC: PUNB0123044 | Goods once sold will not be taken back.",
    ]);
    expect(bank).toMatchObject({
      bank_name: "Punjab National Bank",
      account_number: "6458211763250925",
      IFSC: "PUNB0123044",
    });
  });

  it("read keys after a bar in a cell that starts with none, each value ending at the next bar", () => {
    const { bank } = read([
      "Bank Name: IDFC FIRST Bank | Bank A/c: 56337540509 | RTGS/NEFT IFSC:",
      "IDFB0024406 | Branch Name: Main Branch | SWIFT Code: IDFBINBB",
    ]);
    expect(bank).toMatchObject({ account_number: "56337540509", branch: "Main Branch", SWIFT_CODE: "IDFBINBB" });
  });

  it("read keys after commas that codes follow without a colon, in a line listing its pairs", () => {
    const { bank } = read(["Bank : Canara Bank, A/c No. 4028139585, IFSC CNRB0819807"]);
    expect(bank).toMatchObject({ bank_name: "Canara Bank", account_number: "4028139585", IFSC: "CNRB0819807" });
  });

  it("read a bank line whose cells middle dots part, the bank's name in the first", () => {
    const { bank } = read(["Banco Ejemplo · IBAN: ES91 2100 0418 4502 0005 1332 · BIC: CAIXESBBXXX"]);
    expect(bank).toMatchObject({
      bank_name: "Banco Ejemplo",
      account_number: "ES9121000418450200051332",
      SWIFT_CODE: "CAIXESBBXXX",
    });
  });

  it("name the bank by the cell whose letters its BIC's bank code begins with", () => {
    const { bank } = read(["BBVA · IBAN: ES91 2100 0418 4502 0005 1332 · BIC: BBVAESMMXXX"]);
    expect(bank).toMatchObject({ bank_name: "BBVA", SWIFT_CODE: "BBVAESMMXXX" });
  });

  it("part a bank's name from the branch printed after it in the same cell", () => {
    const { bank } = read(["Bank Name : Canara Bank, Civil Lines", "A/c No. : 5278141878527", "IFSC : CNRB0000056"]);
    expect(bank).toMatchObject({ bank_name: "Canara Bank", branch: "Civil Lines" });
    expect(read(["Bank : HDFC Bank - Andheri West", "A/c No. 50200012345678"]).bank).toMatchObject({
      bank_name: "HDFC Bank",
      branch: "Andheri West",
    });
    expect(read(["Bank Name : Bank of Baroda, Sector 18"]).bank).toMatchObject({ branch: "Sector 18" });
    // A name whose first part names no bank stays whole.
    expect(read(["Bank Name: Saraswat Co-operative Bank", "A/c No. 50200012345678"]).bank["branch"]).toBeUndefined();
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

  it("read a known bank's name whose spaces OCR lost or moved as that bank's", () => {
    const ocr = (texts: string[]) =>
      readBankDetails(
        viewOf(asOcr(layoutOf([texts.map((text, i) => ({ x: 40, y: 40 + 14 * i, text }))]))),
        new FieldSink(),
      );
    expect(ocr(["Bank: BankofBarodaA/C: 37918338448081"])["bank_name"]).toBe("Bank of Baroda");
    expect(ocr(["Bank Name: State Bankof India"])["bank_name"]).toBe("State Bank of India");
    // A text layer's name stands as printed; a name OCR read that is no known bank's too.
    expect(read(["Bank: AxisBank"]).bank["bank_name"]).toBe("AxisBank");
    expect(ocr(["Bank Name: Saraswat Co-operative Bank"])["bank_name"]).toBe("Saraswat Co-operative Bank");
    expect(ocr(["Bank Name: HDFC BANK LTD"])["bank_name"]).toBe("HDFC BANK LTD");
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

describe("a bank named beside the account without a label", () => {
  it("is the cell near the account that names a bank, after its own key", () => {
    expect(read(["Remit to: Bank of America", "Routing No.: 083257573", "Account No.: 5094489447"]).bank).toMatchObject(
      { bank_name: "Bank of America", account_number: "5094489447" },
    );
    expect(read(["Appoggio bancario: Banco BPM", "IBAN: IT49 Q050 3402 8848 8766 5882 651"]).bank).toMatchObject({
      bank_name: "Banco BPM",
    });
  });
  it("is not the payment block's heading", () => {
    expect(read(["Bank Details", "Account No.: 5094489447"]).bank["bank_name"]).toBeUndefined();
  });
});
