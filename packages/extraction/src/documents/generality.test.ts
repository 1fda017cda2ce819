// Layouts and wordings that are not in the sample corpus: the extraction must not depend on one template.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./invoice/extract.ts";
import { extractStatement } from "./statement/extract.ts";
import { gstinCheckChar } from "../text/values/identifiers.ts";
import { layoutOf } from "../testing/layout.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const SELLER = gstin("27AAACA1234A1Z");
const BUYER = gstin("29BBBCB5678B1Z");

describe("invoices in other wordings", () => {
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Acme Traders Private Limited", size: 14 },
      { x: 420, y: 30, text: "TAX INVOICE", size: 12 },
      { x: 40, y: 50, text: "Plot 7, MIDC Bhosari" },
      { x: 40, y: 62, text: "Pune, Maharashtra 411026" },
      { x: 40, y: 74, text: `GSTIN/UIN : ${SELLER}` },
      { x: 40, y: 86, text: "Tel: 020 2712 3456" },
      { x: 330, y: 50, text: "Bill No. : AT/2024/0192" },
      { x: 330, y: 62, text: "Bill Date : 07-Mar-2024" },
      { x: 330, y: 74, text: "Payment due by : 06-Apr-2024" },
      { x: 330, y: 86, text: "Place of Supply : Karnataka (29)" },
      { x: 40, y: 120, text: "Sold To:" },
      { x: 40, y: 132, text: "Nandi Hardware Stores" },
      { x: 40, y: 144, text: "44 Residency Road" },
      { x: 40, y: 156, text: "Bengaluru, Karnataka 560025" },
      { x: 40, y: 168, text: `GSTIN : ${BUYER}` },
      { x: 40, y: 200, text: "Sl" },
      { x: 70, y: 200, text: "Particulars" },
      { x: 260, y: 200, text: "HSN Code" },
      { x: 330, y: 200, text: "Quantity" },
      { x: 400, y: 200, text: "Unit Rate" },
      { x: 480, y: 200, text: "Value" },
      { x: 40, y: 215, text: "1" },
      { x: 70, y: 215, text: "Stainless Steel Hinges" },
      { x: 260, y: 215, text: "8302" },
      { x: 340, y: 215, text: "200" },
      { x: 400, y: 215, text: "45.50" },
      { x: 470, y: 215, text: "9,100.00" },
      { x: 70, y: 227, text: "(4 inch, brushed)" },
      { x: 40, y: 242, text: "2" },
      { x: 70, y: 242, text: "Door Handle Set" },
      { x: 260, y: 242, text: "8302" },
      { x: 340, y: 242, text: "50" },
      { x: 400, y: 242, text: "320.00" },
      { x: 470, y: 242, text: "16,000.00" },
      { x: 300, y: 280, text: "Total Taxable Value" },
      { x: 470, y: 280, text: "25,100.00" },
      { x: 300, y: 292, text: "IGST @ 18%" },
      { x: 475, y: 292, text: "4,518.00" },
      { x: 300, y: 304, text: "Total Amount Payable" },
      { x: 470, y: 304, text: "29,618.00" },
      { x: 40, y: 330, text: "Amount in words: Rupees Twenty Nine Thousand Six Hundred Eighteen Only" },
      { x: 40, y: 360, text: "Our Bank: HDFC Bank Ltd" },
      { x: 40, y: 372, text: "A/c No. : 50200012345678" },
      { x: 40, y: 384, text: "IFS Code : HDFC0001234" },
    ],
  ]);
  const out = extractInvoice(layout);
  const r = out.result as Record<string, Record<string, string> & { length?: number }>;

  it("finds document fields under other labels", () => {
    expect(r["invoice_details"]).toMatchObject({
      invoice_number: "AT/2024/0192",
      invoice_date: "2024-03-07",
      due_date: "2024-04-06",
      place_of_supply: "Karnataka",
    });
  });
  it("finds both parties", () => {
    expect(r["seller_details"]).toMatchObject({
      name: "Acme Traders Private Limited",
      GSTIN: SELLER,
      state_code: "27",
    });
    expect(r["buyer_details"]).toMatchObject({ name: "Nandi Hardware Stores", GSTIN: BUYER, state_code: "29" });
    expect(r["buyer_details"]!["address"]).toBe("44 Residency Road, Bengaluru, Karnataka 560025");
  });
  it("reads the items table with a wrapped description", () => {
    const items = out.result["line_items"] as Record<string, string>[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ HSN: "8302", quantity: "200", unit_price: "45.50", amount: "9100.00" });
    expect(items[0]!["description"]).toContain("Stainless Steel Hinges");
    expect(items[1]).toMatchObject({ description: "Door Handle Set", amount: "16000.00" });
  });
  it("reads taxes and totals, and the checks pass", () => {
    expect(r["tax_calculation"]).toMatchObject({
      taxable_value: "25100.00",
      IGST_percentage: "18",
      IGST_amount: "4518.00",
    });
    expect(r["total_calculation"]).toMatchObject({ grand_total: "29618.00", IGST_at_18_percentage: "4518.00" });
    expect(r["bank_details"]).toMatchObject({ account_number: "50200012345678", IFSC: "HDFC0001234" });
    expect(out.extraction.warnings).toEqual([]);
  });
});

describe("statements with one amount column and Dr/Cr marks", () => {
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Canara Bank", size: 14 },
      { x: 40, y: 60, text: "Name : Priya Raman" },
      { x: 300, y: 60, text: "A/c No : 0123 4567 8901" },
      { x: 40, y: 72, text: "IFSC : CNRB0001234" },
      { x: 300, y: 72, text: "Branch : T Nagar, Chennai" },
      { x: 40, y: 84, text: "Period : 01/04/2024 to 30/04/2024" },
      { x: 40, y: 110, text: "Date" },
      { x: 100, y: 110, text: "Particulars" },
      { x: 330, y: 110, text: "Chq/Ref No" },
      { x: 420, y: 110, text: "Amount" },
      { x: 500, y: 110, text: "Balance" },
      { x: 40, y: 124, text: "01/04/2024" },
      { x: 100, y: 124, text: "Opening Balance" },
      { x: 490, y: 124, text: "10,000.00 Cr" },
      { x: 40, y: 138, text: "03/04/2024" },
      { x: 100, y: 138, text: "UPI/CR/4098/RAVI" },
      { x: 415, y: 138, text: "2,500.00 Cr" },
      { x: 490, y: 138, text: "12,500.00 Cr" },
      { x: 40, y: 152, text: "05/04/2024" },
      { x: 100, y: 152, text: "NEFT TO SHREE" },
      { x: 330, y: 152, text: "N0912334" },
      { x: 415, y: 152, text: "4,000.00 Dr" },
      { x: 490, y: 152, text: "8,500.00 Cr" },
      { x: 100, y: 164, text: "ELECTRICALS RENT APR" },
      { x: 40, y: 178, text: "10/04/2024" },
      { x: 100, y: 178, text: "ATM CASH WDL" },
      { x: 415, y: 178, text: "1,000.00 Dr" },
      { x: 490, y: 178, text: "7,500.00 Cr" },
      { x: 40, y: 200, text: "Closing Balance : 7,500.00 Cr" },
      { x: 260, y: 800, text: "Page 1 of 1" },
    ],
  ]);
  const out = extractStatement(layout);
  const r = out.result as { account_info: Record<string, string>; transactions: Record<string, string>[] };

  it("reads the account information under other labels", () => {
    expect(r.account_info).toMatchObject({
      account_holder: "Priya Raman",
      account_number: "012345678901",
      IFSC: "CNRB0001234",
      branch: "T Nagar, Chennai",
      statement_from: "2024-04-01",
      statement_to: "2024-04-30",
      bank_name: "Canara Bank",
      closing_balance: "7500.00",
    });
  });
  it("reads every transaction, not the opening line, with Dr/Cr deciding the side", () => {
    expect(r.transactions.map((t) => [t.date, t["debit"], t["credit"], t.balance])).toEqual([
      ["2024-04-03", undefined, "2500.00", "12500.00"],
      ["2024-04-05", "4000.00", undefined, "8500.00"],
      ["2024-04-10", "1000.00", undefined, "7500.00"],
    ]);
    expect(r.transactions[1]!["description"]).toContain("ELECTRICALS RENT APR");
    expect(out.extraction.warnings).toEqual([]);
  });
});

describe("statements over pages with separate withdrawal and deposit columns and no opening balance", () => {
  const header = (y: number) => [
    { x: 40, y, text: "Value Dt" },
    { x: 100, y, text: "Transaction Details" },
    { x: 330, y, text: "Withdrawals" },
    { x: 420, y, text: "Deposits" },
    { x: 500, y, text: "Balance" },
  ];
  const layout = layoutOf([
    [
      { x: 40, y: 30, text: "Statement of Account", size: 12 },
      { x: 40, y: 50, text: "Account Name : Kiran Desai" },
      { x: 40, y: 62, text: "Account Number : 918020045671234" },
      ...header(100),
      { x: 40, y: 114, text: "02-May-24" },
      { x: 100, y: 114, text: "SALARY MAY" },
      { x: 425, y: 114, text: "85,000.00" },
      { x: 495, y: 114, text: "1,35,000.00" },
      { x: 40, y: 128, text: "04-May-24" },
      { x: 100, y: 128, text: "EMI HOME LOAN" },
      { x: 335, y: 128, text: "32,150.00" },
      { x: 495, y: 128, text: "1,02,850.00" },
      { x: 220, y: 800, text: "This is a system generated statement. Page 1" },
    ],
    [
      ...header(40),
      { x: 40, y: 54, text: "09-May-24" },
      { x: 100, y: 54, text: "CARD PURCHASE" },
      { x: 335, y: 54, text: "2,850.00" },
      { x: 495, y: 54, text: "1,00,000.00" },
      { x: 40, y: 68, text: "12-May-24" },
      { x: 100, y: 68, text: "INTEREST CREDIT" },
      { x: 430, y: 68, text: "412.00" },
      { x: 495, y: 68, text: "1,00,412.00" },
      { x: 220, y: 800, text: "This is a system generated statement. Page 2" },
    ],
  ]);
  const out = extractStatement(layout);
  const r = out.result as { account_info: Record<string, string>; transactions: Record<string, string>[] };

  it("reads every transaction across pages, the side from the columns and the balance chain", () => {
    expect(r.account_info).toMatchObject({ account_holder: "Kiran Desai", account_number: "918020045671234" });
    expect(r.transactions.map((t) => [t.date, t["debit"], t["credit"], t.balance])).toEqual([
      ["2024-05-02", undefined, "85000.00", "135000.00"],
      ["2024-05-04", "32150.00", undefined, "102850.00"],
      ["2024-05-09", "2850.00", undefined, "100000.00"],
      ["2024-05-12", undefined, "412.00", "100412.00"],
    ]);
    expect(out.extraction.warnings).toEqual([]);
  });
});

describe("invoices carrying Factur-X / ZUGFeRD data", () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>AT/2024/0192</ram:ID><ram:IssueDateTime><udt:DateTimeString format="102">20240307</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Acme Traders Private Limited</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${SELLER}</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Nandi Hardware Stores</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${BUYER}</ram:ID></ram:SpecifiedTaxRegistration></ram:BuyerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>PO-7781</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>25100.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="INR">4518.00</ram:TaxTotalAmount><ram:GrandTotalAmount>29618.00</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
  const printed = layoutOf([
    [
      { x: 40, y: 30, text: "Acme Traders Private Limited", size: 14 },
      { x: 330, y: 50, text: "Bill No. : AT/2024/0192" },
      { x: 330, y: 62, text: "Bill Date : 07-Mar-2024" },
      { x: 300, y: 304, text: "Grand Total" },
      { x: 470, y: 304, text: "29,681.00" },
    ],
  ]);

  it("fills fields from the embedded data, marks their source, and warns where the print disagrees", () => {
    const out = extractInvoice({ ...printed, embedded: { "factur-x.xml": xml } });
    const r = out.result as Record<string, Record<string, string>>;
    expect(r["invoice_details"]).toMatchObject({
      invoice_number: "AT/2024/0192",
      invoice_date: "2024-03-07",
      PO_number: "PO-7781",
    });
    expect(r["buyer_details"]).toMatchObject({ name: "Nandi Hardware Stores", GSTIN: BUYER, state_code: "29" });
    expect(r["total_calculation"]).toMatchObject({ grand_total: "29618.00", total_tax: "4518.00" });
    expect(out.extraction.fields["buyer_details.GSTIN"]?.source).toBe("embedded");
    expect(out.extraction.warnings.join("\n")).toMatch(/grand_total.*29618\.00.*29681\.00/);
    expect(out.extraction.warnings.join("\n")).not.toMatch(/invoice_number/);
  });
});
