// Where each tax and total figure was read, on a made-up invoice: a figure computed from others
// (a sum) has for source the figures it came from.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./invoice/extract.ts";
import { extractStatement } from "./statement/extract.ts";
import { gstinCheckChar } from "../text/values/identifiers.ts";
import { layoutOf } from "../testing/layout.ts";

const CW = 4.5;
const SELLER = "24GHIJK3344L1Z" + gstinCheckChar("24GHIJK3344L1Z");

describe("provenance of tax and total figures", () => {
  const out = extractInvoice(
    layoutOf([
      [
        { x: 40, y: 30, text: "Sabarmati Ceramics", size: 14 },
        // A header band: the GSTIN is not under a party heading.
        { x: 40, y: 50, text: `GSTIN ${SELLER}` },
        { x: 40, y: 100, text: "Description" },
        { x: 250, y: 100, text: "HSN" },
        { x: 300, y: 100, text: "Qty" },
        { x: 370, y: 100, text: "Rate" },
        { x: 460, y: 100, text: "Amount" },
        { x: 40, y: 115, text: "Wall tiles 12x18" },
        { x: 250, y: 115, text: "6907" },
        { x: 300, y: 115, text: "100" },
        { x: 370, y: 115, text: "42.00" },
        { x: 460, y: 115, text: "4,200.00" },
        { x: 40, y: 130, text: "Tile adhesive 20 kg" },
        { x: 250, y: 130, text: "3214" },
        { x: 300, y: 130, text: "10" },
        { x: 370, y: 130, text: "380.00" },
        { x: 460, y: 130, text: "3,800.00" },
        { x: 300, y: 160, text: "CGST @ 9%" },
        { x: 460, y: 160, text: "720.00" },
        { x: 300, y: 172, text: "SGST @ 9%" },
        { x: 460, y: 172, text: "720.00" },
        { x: 300, y: 184, text: "Grand Total" },
        { x: 460, y: 184, text: "9,440.00" },
      ],
    ]),
  );
  const f = out.extraction.fields;

  it("gives read figures the box they were read from", () => {
    expect(out.result["tax_calculation"]).toMatchObject({ HSN: "6907", CGST_percentage: "9", CGST_amount: "720.00" });
    expect(f["tax_calculation.HSN"]?.bbox).toEqual([250, 115, 250 + 4 * CW, 124]);
    expect(f["tax_calculation.CGST_percentage"]?.bbox).toEqual([300 + 7 * CW, 160, 300 + 9 * CW, 169]);
    expect(f["total_calculation.SGST_at_9_percentage"]?.bbox).toEqual([460, 172, 460 + 6 * CW, 181]);
    expect(f["seller_details.GSTIN"]).toMatchObject({ page: 1, source: "text_layer" });
    expect(f["seller_details.state_code"]).toEqual(f["seller_details.GSTIN"]);
  });
  it("gives sums the union box of what was summed", () => {
    // No printed sub total: the items' amounts.
    expect(out.result["total_calculation"]).toMatchObject({ sub_total: "8000.00", total_tax: "1440.00" });
    expect(f["total_calculation.sub_total"]?.bbox).toEqual([460, 115, 460 + 8 * CW, 139]);
    expect(f["tax_calculation.taxable_value"]).toEqual(f["total_calculation.sub_total"]);
    expect(f["total_calculation.total_tax"]?.bbox).toEqual([460, 160, 460 + 6 * CW, 181]);
  });
  it("gives the page's key-value pairs with both boxes", () => {
    const pairs = out.extraction.key_values ?? [];
    expect(pairs.length).toBeGreaterThan(0);
    for (const kv of pairs) expect([kv.key_bbox.length, kv.value_bbox.length, kv.page]).toEqual([4, 4, 1]);
  });
  it("leaves no value without provenance", () => {
    const r = out.result as Record<string, Record<string, string> | Record<string, string>[]>;
    for (const [group, values] of Object.entries(r)) {
      if (Array.isArray(values))
        values.forEach((row, i) => Object.keys(row).forEach((k) => expect(f[`${group}[${i}].${k}`]).toBeDefined()));
      else
        for (const k of Object.keys(values))
          expect([`${group}.${k}`, f[`${group}.${k}`] !== undefined]).toEqual([`${group}.${k}`, true]);
    }
  });
});

describe("provenance of statement transactions", () => {
  const out = extractStatement(
    layoutOf([
      [
        { x: 40, y: 30, text: "Federal Bank", size: 14 },
        { x: 40, y: 60, text: "Account No : 14470100082233" },
        { x: 40, y: 72, text: "Statement Period : 01/05/2024 to 31/05/2024" },
        { x: 40, y: 100, text: "Date" },
        { x: 110, y: 100, text: "Particulars" },
        { x: 300, y: 100, text: "Ref No" },
        { x: 370, y: 100, text: "Withdrawal" },
        { x: 430, y: 100, text: "Deposit" },
        { x: 500, y: 100, text: "Balance" },
        { x: 40, y: 114, text: "01/05/2024" },
        { x: 110, y: 114, text: "Opening Balance" },
        { x: 495, y: 114, text: "8,000.00" },
        { x: 40, y: 128, text: "04/05/2024" },
        { x: 110, y: 128, text: "NEFT KOCHI SPICES" },
        { x: 300, y: 128, text: "FB7731" },
        { x: 430, y: 128, text: "2,500.00" },
        { x: 495, y: 128, text: "10,500.00" },
        { x: 110, y: 140, text: "INVOICE 118" },
        { x: 40, y: 154, text: "06/05/2024" },
        { x: 110, y: 154, text: "ATM CASH" },
        { x: 365, y: 154, text: "1,000.00" },
        { x: 495, y: 154, text: "9,500.00" },
      ],
    ]),
  );
  const f = out.extraction.fields;

  it("gives every value of a transaction the box it was read from", () => {
    const r = out.result as { transactions: Record<string, string>[] };
    expect(r.transactions[0]).toMatchObject({ date: "2024-05-04", credit: "2500.00", reference: "FB7731" });
    expect(f["transactions[0].date"]?.bbox).toEqual([40, 128, 40 + 10 * CW, 137]);
    // The description wraps onto the next line: the union box.
    expect(f["transactions[0].description"]?.bbox).toEqual([110, 128, 110 + 17 * CW, 149]);
    expect(f["transactions[0].reference"]?.bbox).toEqual([300, 128, 300 + 6 * CW, 137]);
    expect(f["transactions[0].credit"]?.bbox).toEqual([430, 128, 430 + 8 * CW, 137]);
    expect(f["transactions[0].debit"]).toBeUndefined();
    expect(f["transactions[1].debit"]?.bbox).toEqual([365, 154, 365 + 8 * CW, 163]);
    expect(f["account_info.statement_to"]).toEqual(f["account_info.statement_from"]);
  });
});
