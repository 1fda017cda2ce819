// Bills as people photograph them, on layouts made up for these tests: typed as invoices where they
// carry a number and a total, other where another document's title says what they are.
import { describe, expect, it } from "@jest/globals";
import { detectType } from "./detect.ts";
import { asOcr, layoutOf } from "../../testing/layout.ts";

type Placed = Parameters<typeof layoutOf>[0][number];
const typeOf = (lines: Placed) => detectType(asOcr(layoutOf([lines]), 0.7)).type;

const shopBill = (title: Placed, address: string): Placed => [
  ...title,
  { x: 200, y: 60, text: "Raja Electricals", size: 14 },
  { x: 150, y: 80, text: address },
  { x: 60, y: 110, text: "No. 922" },
  { x: 400, y: 110, text: "Date 15/12/2025" },
  { x: 60, y: 130, text: "M/s. Farhan Shah" },
  { x: 60, y: 160, text: "Particulars" },
  { x: 400, y: 160, text: "Amount" },
  { x: 60, y: 180, text: "Office Chair" },
  { x: 400, y: 180, text: "932/-" },
  { x: 300, y: 300, text: "Total" },
  { x: 400, y: 300, text: "932.00" },
];

describe("a photographed bill", () => {
  it("is an invoice with its number and its total, whatever its title", () => {
    expect(typeOf(shopBill([], "H.No. 329, Industrial Area, Bengaluru 560669"))).toBe("invoice");
    expect(typeOf(shopBill([{ x: 220, y: 30, text: "CASH/ CREDIT BILL" }], "Market Road, Edappally"))).toBe("invoice");
  });
  it("takes no post office in its address for a purchase order's title", () => {
    expect(typeOf(shopBill([], "Thoppil, Trikkakara po"))).toBe("invoice");
  });
  it("stays other where an estimate's or a receipt's title says so", () => {
    expect(typeOf(shopBill([{ x: 250, y: 30, text: "ESTIMATE", size: 14 }], "Nehru Place, New Delhi"))).toBe("other");
    expect(typeOf(shopBill([{ x: 250, y: 30, text: "RECEIPT", size: 14 }], "Nehru Place, New Delhi"))).toBe("other");
  });
});
