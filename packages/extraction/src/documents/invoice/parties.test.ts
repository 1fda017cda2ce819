// Both parties wherever they are printed, on layouts made up for these tests: marketplace, distributor
// and airline habits, not any one document.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { gstinCheckChar } from "../../text/values/identifiers.ts";
import { asOcr, endingAt, layoutOf } from "../../testing/layout.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const SELLER = gstin("27AAFCT4417K1Z");
const PLATFORM = gstin("29AACCF0683K1Z");
const BUYER = gstin("06PKUPV7612R1Z");

type Placed = Parameters<typeof layoutOf>[0][number];
const partiesOf = (lines: Placed) => {
  const r = extractInvoice(layoutOf([lines])).result;
  return { seller: r["seller_details"] as Record<string, string>, buyer: r["buyer_details"] as Record<string, string> };
};

describe("a marketplace invoice", () => {
  const { seller, buyer } = partiesOf([
    { x: 250, y: 12, text: "Tax Invoice" },
    { x: 11, y: 26, text: "Sold By: Tarapur Home Appliances Pvt Ltd ," },
    { x: 11, y: 39, text: "Ship-from Address: Gala 12, Bhiwandi Logistics Park," },
    { x: 11, y: 51, text: "Thane, Maharashtra - 421302" },
    { x: 11, y: 63, text: `GSTIN - ${SELLER}` },
    { x: 11, y: 100, text: "Order ID: OD3293689" },
    { x: 180, y: 100, text: "Shipping Address" },
    { x: 330, y: 100, text: "Billing Address" },
    { x: 180, y: 112, text: "Ravi Iyer" },
    { x: 330, y: 112, text: "Meena Iyer" },
    { x: 180, y: 124, text: "Flat 4B, Lake View Apartments" },
    { x: 330, y: 124, text: "Telephone Nagar, 2nd Cross" },
    { x: 180, y: 136, text: "Pune 411001" },
    { x: 330, y: 136, text: "Nashik 422001" },
    { x: 330, y: 148, text: "GSTIN: URP" },
    { x: 14, y: 700, text: `Sold through Cartwala Marketplace Pvt Ltd, GSTIN ${PLATFORM}` },
  ]);

  it("takes the seller from Sold By, its address from the ship-from line, without its punctuation", () => {
    expect(seller).toMatchObject({
      name: "Tarapur Home Appliances Pvt Ltd",
      address: "Gala 12, Bhiwandi Logistics Park, Thane, Maharashtra - 421302",
      GSTIN: SELLER,
    });
  });
  it("takes the buyer from the billing block, not the shipping block beside it", () => {
    expect(buyer).toMatchObject({ name: "Meena Iyer", address: "Telephone Nagar, 2nd Cross, Nashik 422001" });
  });
  it("gives an unregistered buyer no GSTIN, not the marketplace's", () => {
    expect(buyer["GSTIN"]).toBeUndefined();
  });
});

describe("blocks stacked as a distributor prints them", () => {
  it("takes the buyer from Bill to when a Ship to block comes first", () => {
    const { buyer } = partiesOf([
      { x: 29, y: 40, text: "Kaveri Paper Products" },
      { x: 29, y: 52, text: "Patna, Bihar 800007" },
      { x: 29, y: 80, text: "Consignee (Ship to)" },
      { x: 29, y: 90, text: "Ganesh Textiles LLP" },
      { x: 29, y: 100, text: "Faridabad, Haryana 121765" },
      { x: 29, y: 130, text: "Buyer (Bill to)" },
      { x: 29, y: 140, text: "MOBILE SOLUTION CENTRE" },
      { x: 29, y: 150, text: "H.No. 311, Rajaji Nagar" },
      { x: 29, y: 160, text: `GSTIN : ${BUYER}` },
      { x: 29, y: 170, text: "Place of Supply : Haryana" },
    ]);
    expect(buyer).toMatchObject({ name: "MOBILE SOLUTION CENTRE", address: "H.No. 311, Rajaji Nagar", GSTIN: BUYER });
  });

  it("reads a block set flush right under its heading", () => {
    const right = (y: number, text: string) => ({ x: 567 - text.length * 4.5, y, text });
    const { buyer } = partiesOf([
      { x: 28, y: 40, text: "ShopKart" },
      { x: 28, y: 69, text: "Sold By :" },
      { x: 28, y: 78, text: "Krishna Packaging Pvt. Ltd." },
      right(69, "Billing Address :"),
      right(78, "Vikram Rao"),
      right(88, "H.No. 110, Nehru Nagar"),
      right(98, "Cuttack, Odisha - 753921"),
    ]);
    expect(buyer).toMatchObject({ name: "Vikram Rao", address: "H.No. 110, Nehru Nagar, Cuttack, Odisha - 753921" });
  });

  it("finds a heading run into the end of a cell, over its block", () => {
    const { buyer } = partiesOf([
      // "Billing" starts at x 128, over the block.
      { x: 11, y: 116, text: "Order ID: OD4344320421234 Billing Address" },
      { x: 11, y: 131, text: "Order Date: 17-05-2025" },
      { x: 128, y: 131, text: "Ayantika Dhar" },
      { x: 128, y: 143, text: "Station Road, Katwa 713130" },
    ]);
    expect(buyer).toMatchObject({ name: "Ayantika Dhar", address: "Station Road, Katwa 713130" });
  });
});

describe("a passenger's invoice", () => {
  it("takes the passenger's name, and no address from the keys under it", () => {
    const { buyer } = partiesOf([
      { x: 420, y: 12, text: "InterGlobe Aviation Limited" },
      { x: 42, y: 58, text: "Number : DL1232402DO21075" },
      { x: 42, y: 98, text: "Passenger Name : Mohammad Ehshan Khan" },
      { x: 42, y: 110, text: "PNR : GZ9W3Q" },
      { x: 126, y: 110, text: "Flight No : 6E - 5603" },
      { x: 230, y: 110, text: "From : DEL" },
    ]);
    expect(buyer).toEqual({ name: "Mohammad Ehshan Khan" });
  });
});

describe("what a party's block prints", () => {
  it("ends the address where an id is keyed inside a line, and drops a mobile number's grouping dash", () => {
    const { seller } = partiesOf([
      { x: 14, y: 29, text: "Sold By: Flipkart Internet Private Limited ," },
      { x: 14, y: 42, text: "Ship-from Address: Embassy Tech Village, Outer Ring Road," },
      { x: 14, y: 54, text: "Bengaluru, Karnataka, IN - 560103, CIN: U51109KA2012PTC066107" },
      { x: 14, y: 65, text: "Contact : 62155-02276" },
    ]);
    expect(seller).toMatchObject({
      name: "Flipkart Internet Private Limited",
      address: "Embassy Tech Village, Outer Ring Road, Bengaluru, Karnataka, IN - 560103",
      phone: "6215502276",
    });
  });
});

describe("a customer keyed by name", () => {
  it("takes the address keyed under the name, and ends it at a licence number", () => {
    const { buyer } = partiesOf([
      { x: 34, y: 65, text: "Punjabi Cafe" },
      { x: 40, y: 141, text: "Customer Name: Rahul Pillai" },
      { x: 40, y: 153, text: "Delivery Address: Door No. 271, MIDC Bhosari, Guwahati 781126" },
      { x: 40, y: 165, text: "DL No. 20B-12731, 21B-50629" },
    ]);
    expect(buyer).toEqual({ name: "Rahul Pillai", address: "Door No. 271, MIDC Bhosari, Guwahati 781126" });
  });
});

describe("a heading with no party under it", () => {
  it("stands for no buyer, and ends no block in another column", () => {
    const { seller, buyer } = partiesOf([
      { x: 31, y: 35, text: "Royal Chemicals & Sons" },
      { x: 380, y: 44, text: "TAX INVOICE ORIGINAL FOR" },
      { x: 31, y: 54, text: "H.No. 120, MIDC Bhosari" },
      { x: 31, y: 67, text: "Patna, Bihar 800244" },
      { x: 488, y: 70, text: "RECIPIENT" },
      { x: 31, y: 81, text: "Mobile: 63733-57685" },
      { x: 468, y: 105, text: "Invoice No. 24-25/420" },
      { x: 31, y: 188, text: "BILL TO" },
      { x: 31, y: 201, text: "Prime Traders Private Limited" },
      { x: 31, y: 214, text: "Office 379, Transport Nagar" },
    ]);
    expect(seller).toMatchObject({ name: "Royal Chemicals & Sons", phone: "6373357685" });
    expect(buyer).toMatchObject({ name: "Prime Traders Private Limited", address: "Office 379, Transport Nagar" });
  });
});

describe("blocks set in from their headings", () => {
  it("reads each party's block indented under its heading", () => {
    const { seller, buyer } = partiesOf([
      { x: 40, y: 40, text: "Seller", size: 8 },
      { x: 54, y: 52, text: "Nordwerk Papier GmbH" },
      { x: 54, y: 64, text: "Hafenweg 12" },
      { x: 54, y: 76, text: "28195 Bremen" },
      { x: 40, y: 110, text: "Bill to", size: 8 },
      { x: 54, y: 122, text: "Kessler Druck AG" },
      { x: 54, y: 134, text: "Ringstraße 4, 90402 Nürnberg" },
    ]);
    expect(seller).toMatchObject({ name: "Nordwerk Papier GmbH", address: "Hafenweg 12, 28195 Bremen" });
    expect(buyer).toMatchObject({ name: "Kessler Druck AG", address: "Ringstraße 4, 90402 Nürnberg" });
  });
});

describe("keys under a party's heading", () => {
  it("passes over a key whose colon stands apart, to the party's name", () => {
    const { seller } = partiesOf([
      { x: 49, y: 281, text: "Seller:" },
      { x: 49, y: 290, text: "Number" },
      { x: 115, y: 290, text: ": 549910" },
      { x: 49, y: 299, text: "Nordwerk Papier GmbH" },
      { x: 49, y: 308, text: "Hafenweg 12" },
    ]);
    expect(seller).toMatchObject({ name: "Nordwerk Papier GmbH", address: "Hafenweg 12" });
  });
});

describe("a letter's window address", () => {
  it("is the buyer's, under the sender's line that names the seller and its address", () => {
    const { seller, buyer } = partiesOf([
      { x: 300, y: 40, text: "Nordwerk Papier GmbH", size: 14 },
      { x: 71, y: 129, text: "Nordwerk Papier GmbH · Hafenweg 12 · 28195 Bremen", size: 7 },
      { x: 71, y: 145, text: "Kessler Druck AG" },
      { x: 71, y: 159, text: "Ringstraße 4" },
      { x: 71, y: 173, text: "90402 Nürnberg" },
    ]);
    expect(seller).toMatchObject({ name: "Nordwerk Papier GmbH", address: "Hafenweg 12, 28195 Bremen" });
    expect(buyer).toMatchObject({ name: "Kessler Druck AG", address: "Ringstraße 4, 90402 Nürnberg" });
  });
});

describe("a phone number with its area code in brackets", () => {
  it("is read whole, its dash kept", () => {
    const { seller } = partiesOf([
      { x: 46, y: 43, text: "Bluebird Cleaning Services Co." },
      { x: 46, y: 60, text: "82 Elm Street" },
      { x: 46, y: 74, text: "Denver, CO 80202" },
      { x: 46, y: 88, text: "Tel. (102) 061-7292" },
      { x: 321, y: 175, text: "Bill To:" },
      { x: 321, y: 188, text: "Summit Web Studio LLC" },
    ]);
    expect(seller).toMatchObject({ name: "Bluebird Cleaning Services Co.", phone: "(102) 061-7292" });
  });
});

describe("an addressee beside the letterhead", () => {
  it("is the buyer after 'To,', the letterhead left of it the seller", () => {
    const { seller, buyer } = partiesOf([
      { x: 380, y: 19, text: "GST INVOICE" },
      { x: 23, y: 21, text: "Siddhi Distributors" },
      { x: 536, y: 19, text: "To, New India Packaging", size: 8 },
      { x: 23, y: 34, text: "Door No. 248, M.G. Road" },
      { x: 536, y: 29, text: "Shop No. 204, Anna Salai", size: 8 },
      { x: 23, y: 45, text: "Patna - 800777, Bihar" },
      { x: 536, y: 39, text: "Indore 452893", size: 8 },
    ]);
    expect(seller).toMatchObject({ name: "Siddhi Distributors" });
    expect(buyer).toMatchObject({ name: "New India Packaging", address: "Shop No. 204, Anna Salai, Indore 452893" });
  });
  it("is no heading where 'To' ends a period", () => {
    const { buyer } = partiesOf([
      { x: 23, y: 21, text: "Siddhi Distributors" },
      { x: 400, y: 60, text: "To: 31/03/2024" },
    ]);
    expect(buyer["name"]).toBeUndefined();
  });
});

describe("a letterhead beside the particulars' key cells", () => {
  it("goes on past a line whose key cell 'POS' could name an item's number", () => {
    const { seller } = partiesOf([
      { x: 33, y: 46, text: "Balaji Traders Limited", size: 12 },
      { x: 292, y: 46, text: "Invoice No." },
      { x: 465, y: 46, text: ": 1021/2023-24" },
      { x: 33, y: 59, text: "Unit 264, Civil Lines" },
      { x: 292, y: 59, text: "Invoice Date" },
      { x: 465, y: 59, text: ": 28/09/2023" },
      { x: 33, y: 69, text: "Faridabad 121729" },
      { x: 292, y: 69, text: "POS" },
      { x: 465, y: 69, text: ": Haryana (06)" },
      { x: 33, y: 79, text: "Ph. 070941 64604" },
      { x: 33, y: 89, text: `GSTIN : ${BUYER}` },
    ]);
    expect(seller).toMatchObject({
      name: "Balaji Traders Limited",
      address: "Unit 264, Civil Lines, Faridabad 121729",
      GSTIN: BUYER,
    });
  });
  it("goes on past such a key cell on a line of its own between the letterhead's lines", () => {
    const { seller } = partiesOf([
      { x: 290, y: 48, text: "Bill No. / Date" },
      { x: 442, y: 48, text: ": INV-2025-0977 dt. 14-09-2025" },
      { x: 33, y: 49, text: "Star Traders", size: 12 },
      { x: 290, y: 60, text: "POS" },
      { x: 442, y: 60, text: ": Karnataka (29)" },
      { x: 33, y: 67, text: "H.No. 316, Okhla Phase I" },
      { x: 33, y: 77, text: "Hubballi 580972" },
      { x: 33, y: 96, text: `GSTIN : ${BUYER}` },
    ]);
    expect(seller).toMatchObject({ name: "Star Traders", address: "H.No. 316, Okhla Phase I, Hubballi 580972" });
  });
});

describe("a drug licence written with points", () => {
  it("ends the buyer's address like 'DL No.'", () => {
    const { buyer } = partiesOf([
      { x: 31, y: 35, text: "Royal Chemicals & Sons" },
      { x: 31, y: 188, text: "BILL TO" },
      { x: 31, y: 201, text: "New India Packaging" },
      { x: 31, y: 214, text: "Shop No. 204, Anna Salai" },
      { x: 31, y: 227, text: "D.L.No. 20B-41116, 21B-92803" },
    ]);
    expect(buyer).toMatchObject({ name: "New India Packaging", address: "Shop No. 204, Anna Salai" });
  });
});

describe("a title wrapped over two lines beside the letterhead", () => {
  it("is no seller's name, however large; the regime line under the id is no address", () => {
    const { seller } = partiesOf([
      { x: 40, y: 37, text: "Ferretería del Valle S.A.S.", size: 12 },
      { x: 306, y: 44, text: "FACTURA ELECTRÓNICA DE", size: 15 },
      { x: 40, y: 53, text: "NIT: 900.481.227-5" },
      { x: 40, y: 65, text: "Calle 9 # 23-15" },
      { x: 306, y: 65, text: "VENTA", size: 15 },
      { x: 40, y: 78, text: "Cali, Valle del Cauca" },
      { x: 40, y: 91, text: "Responsable de IVA" },
    ]);
    expect(seller).toMatchObject({
      name: "Ferretería del Valle S.A.S.",
      address: "Calle 9 # 23-15, Cali, Valle del Cauca",
    });
  });
});

describe("an id keyed with an alternative after a slash", () => {
  it("is passed over before the address, as the id alone is", () => {
    const { buyer } = partiesOf([
      { x: 31, y: 35, text: "Papelería Andina S.A.S." },
      { x: 31, y: 188, text: "ADQUIRIENTE" },
      { x: 31, y: 201, text: "Lucía Herrera Gómez" },
      { x: 31, y: 214, text: "NIT/C.C.: 79.412.880-3" },
      { x: 31, y: 227, text: "Dirección: Carrera 15 # 88-21" },
    ]);
    expect(buyer).toMatchObject({ name: "Lucía Herrera Gómez", address: "Carrera 15 # 88-21" });
  });
});

describe("a shop's letterhead without a seller's heading", () => {
  it("takes the name printed largest at the top, not a tagline or contact above it", () => {
    const { seller } = partiesOf([
      { x: 20, y: 20, text: `GSTIN: ${SELLER}` },
      { x: 400, y: 20, text: "Mob. 98470 12345" },
      { x: 40, y: 34, text: "Dealers in Sarees, Silks and Dress Materials", size: 8 },
      { x: 120, y: 48, text: "Lakshmi Silk House", size: 18 },
      { x: 100, y: 72, text: "Main Road, Kochi - 682024" },
      { x: 20, y: 110, text: "M/s. Rahul Menon", size: 16 },
    ]);
    expect(seller["name"]).toBe("Lakshmi Silk House");
  });
  it("keeps the first name where nothing is printed clearly larger", () => {
    const { seller } = partiesOf([
      { x: 20, y: 20, text: "Kaveri Paper Products" },
      { x: 20, y: 32, text: "Patna, Bihar 800007" },
      { x: 300, y: 32, text: "Invoice No. 41" },
      { x: 20, y: 120, text: "Customer Signature", size: 11 },
    ]);
    expect(seller["name"]).toBe("Kaveri Paper Products");
  });
  it("does not take a customer's name written in large below it", () => {
    const { seller } = partiesOf([
      { x: 20, y: 20, text: "Kaveri Paper Products" },
      { x: 20, y: 32, text: "Patna, Bihar 800007" },
      { x: 20, y: 90, text: "Name Ravi Traders Pvt", size: 20 },
    ]);
    expect(seller["name"]).toBe("Kaveri Paper Products");
  });
});

describe("a shop's bill without party headings", () => {
  const { seller, buyer } = partiesOf([
    { x: 20, y: 20, text: `GSTIN: ${SELLER}` },
    { x: 400, y: 20, text: "Mob: +91 89564 39836" },
    { x: 120, y: 40, text: "Raja Paint House", size: 18 },
    { x: 100, y: 64, text: "209, Ground Floor, Patna 800189" },
    { x: 20, y: 90, text: "No. 385" },
    { x: 400, y: 90, text: "Date 27/06/2024" },
    { x: 20, y: 110, text: "M/s. Deepak Verma" },
  ]);
  it("takes the buyer from the name after M/s.", () => {
    expect(buyer["name"]).toBe("Deepak Verma");
  });
  it("gives the seller the phone printed above its name", () => {
    expect(seller).toMatchObject({ name: "Raja Paint House", phone: "+91 89564 39836" });
  });
});

describe("a letter read by OCR", () => {
  const ocrPartiesOf = (lines: Placed) => {
    const layout = layoutOf([lines]);
    for (const p of layout.pages) p.words = p.words.map((w) => ({ ...w, source: "ocr" as const, conf: 0.9 }));
    const r = extractInvoice({ ...layout, ocrUsed: true }).result;
    return {
      seller: r["seller_details"] as Record<string, string>,
      buyer: r["buyer_details"] as Record<string, string>,
    };
  };
  it("reads the sender's line whose bullets OCR read as letters, and no logo's mark for a name", () => {
    const { seller, buyer } = ocrPartiesOf([
      { x: 450, y: 40, text: "Es", size: 20 },
      { x: 450, y: 62, text: "Nordwerk Papier GmbH" },
      { x: 450, y: 76, text: "Hafenweg 12" },
      { x: 450, y: 90, text: "28195 Bremen" },
      { x: 450, y: 104, text: "fon (0421) 23 78 -0" },
      { x: 71, y: 129, text: "Nordwerk Papier GmbH» Hafenweg 12 eo 28195 Bremen eo Deutschland", size: 7 },
      { x: 71, y: 145, text: "Kessler Druck AG" },
      { x: 71, y: 159, text: "Ringstraße 4" },
      { x: 71, y: 173, text: "90402 Nürnberg" },
    ]);
    expect(seller).toMatchObject({ name: "Nordwerk Papier GmbH" });
    expect(buyer).toMatchObject({ name: "Kessler Druck AG", address: "Ringstraße 4, 90402 Nürnberg" });
  });
  it("reads a sender's line whose place OCR ran into its postcode", () => {
    const { seller, buyer } = ocrPartiesOf([
      { x: 451, y: 122, text: "Bei Spiel GmbH" },
      { x: 64, y: 135, text: "2014-05-22" },
      { x: 451, y: 135, text: "Ecke 12" },
      { x: 101, y: 153, text: "Bei Spiel GmbH · Ecke 12 · 12345Stadthausen", size: 7 },
      { x: 451, y: 153, text: "12345Stadthausen" },
      { x: 71, y: 170, text: "Theodor Est", size: 13 },
      { x: 451, y: 170, text: "fon (555)2387-0" },
      { x: 449, y: 191, text: "fax(555)2387-51" },
      { x: 72, y: 199, text: "Bahnstr. 42", size: 13 },
      { x: 449, y: 214, text: "info@localhost.local" },
      { x: 70, y: 240, text: "88802 Spielkreis", size: 13 },
      { x: 57, y: 439, text: "Rechnung # RE-20140522/501 vom 22.05.2014" },
    ]);
    expect(seller).toMatchObject({ name: "Bei Spiel GmbH" });
    expect(buyer).toMatchObject({ name: "Theodor Est" });
  });
});

describe("a contact person under a company's name", () => {
  it("is not a line of its address", () => {
    const { buyer } = partiesOf([
      { x: 300, y: 40, text: "Nordwerk Papier GmbH", size: 14 },
      { x: 71, y: 129, text: "Nordwerk Papier GmbH · Hafenweg 12 · 28195 Bremen", size: 7 },
      { x: 71, y: 145, text: "Kessler Druck AG" },
      { x: 71, y: 159, text: "Julia Fischer" },
      { x: 71, y: 173, text: "Ringstraße 4" },
      { x: 71, y: 187, text: "90402 Nürnberg" },
    ]);
    expect(buyer).toMatchObject({ name: "Kessler Druck AG", address: "Ringstraße 4, 90402 Nürnberg" });
  });
  it("is not a place's words under a person's own name", () => {
    const { buyer } = partiesOf([
      { x: 40, y: 40, text: "Bill To:" },
      { x: 40, y: 54, text: "Ravi Kumar" },
      { x: 40, y: 68, text: "Near City Mall" },
      { x: 40, y: 82, text: "Shop No. 12, Pune 411001" },
    ]);
    expect(buyer["address"]).toBe("Near City Mall, Shop No. 12, Pune 411001");
  });
});

describe("parties on a photo whose words OCR ran together", () => {
  const lines: Placed = [
    { x: 250, y: 12, text: "Tax Invoice" },
    { x: 11, y: 26, text: "Sold By: Shri Ganesh CateringServices" },
    { x: 11, y: 39, text: "Near Gandhi Ganj, SaidpurRoad, Tirupati" },
    { x: 11, y: 63, text: `GSTIN - ${SELLER}` },
  ];
  it("parts a name and an address where the case shows the seam", () => {
    const seller = extractInvoice(asOcr(layoutOf([lines]))).result["seller_details"] as Record<string, string>;
    expect(seller).toMatchObject({
      name: "Shri Ganesh Catering Services",
      address: "Near Gandhi Ganj, Saidpur Road, Tirupati",
    });
  });
  it("keeps a text layer's spelling", () => {
    const seller = extractInvoice(layoutOf([lines])).result["seller_details"] as Record<string, string>;
    expect(seller["name"]).toBe("Shri Ganesh CateringServices");
  });
});

describe("a letterhead centred on the page", () => {
  it("takes the centred lines under the name for its address", () => {
    const { seller } = partiesOf([
      { x: 20, y: 21, text: `GSTIN : ${SELLER}` },
      { x: 250, y: 33, text: "TAX INVOICE" },
      { x: 221, y: 46, text: "NEW ANURAG MOBILE", size: 18 },
      { x: 273, y: 68, text: "BRAHAM ROAD" },
      { x: 20, y: 88, text: "Invoice No. : 46/2025-26" },
    ]);
    expect(seller).toMatchObject({ name: "NEW ANURAG MOBILE", address: "BRAHAM ROAD" });
  });
});

describe("a bill book's letterhead that names the shop's trade", () => {
  it("leaves the trade and its goods out of the address, which ends at the buyer's M/s.", () => {
    const { seller } = partiesOf([
      { x: 120, y: 20, text: "Surendra Jewellers", size: 18 },
      { x: 130, y: 44, text: "Seller of : Gold & Silver Jewellery" },
      { x: 130, y: 56, text: "Silver Ornaments, Coins and Utensils" },
      { x: 110, y: 68, text: "Near Gandhi Ganj, Saidpur Road, Gulaothi - 203408" },
      { x: 20, y: 84, text: "M/s." },
      { x: 60, y: 84, text: "Kritika Sharma" },
    ]);
    expect(seller).toMatchObject({
      name: "Surendra Jewellers",
      address: "Near Gandhi Ganj, Saidpur Road, Gulaothi - 203408",
    });
  });
  it("keeps a line after the address that only starts with such a word", () => {
    const { seller } = partiesOf([
      { x: 120, y: 20, text: "Kaveri Paper Products", size: 18 },
      { x: 120, y: 44, text: "12, Ring Road, Surat 395002" },
      { x: 120, y: 56, text: "Wholesale Market Yard" },
    ]);
    expect(seller["address"]).toBe("12, Ring Road, Surat 395002, Wholesale Market Yard");
  });
});

describe("a copy's marking OCR ran together", () => {
  it("is no seller's name", () => {
    const { seller } = extractInvoicePartiesOcr([
      { x: 260, y: 20, text: "Tax Invoice" },
      { x: 470, y: 20, text: "(ORIGINALFORRECIPIENT)" },
      { x: 30, y: 34, text: "Star Foods Private Limited" },
      { x: 30, y: 44, text: "193/B, Peenya 2nd Stage, Lucknow - 226100" },
    ]);
    expect(seller["name"]).toBe("Star Foods Private Limited");
  });
});

function extractInvoicePartiesOcr(lines: Placed) {
  const r = extractInvoice(asOcr(layoutOf([lines]))).result;
  return { seller: r["seller_details"] as Record<string, string> };
}

describe("a bill book titled with two kinds at once", () => {
  it("takes no title for the seller's name, however OCR read its slash", () => {
    for (const title of ["BILL / CASH", "BILLICASH", "CASH/CREDIT BILL"]) {
      const { seller } = extractInvoicePartiesOcr([
        // Printed as large as the name: only its words tell it is no name.
        { x: 200, y: 10, text: title, size: 14 },
        { x: 150, y: 40, text: "HOTEL SAGAR VIEW", size: 14 },
        { x: 170, y: 60, text: "BILASPUR (H.P.)" },
      ]);
      expect(seller["name"]).toBe("HOTEL SAGAR VIEW");
    }
  });
  it("takes no title for the seller's name where a dash joins the book's kind to the GST kind", () => {
    const { seller } = partiesOf([
      { x: 150, y: 10, text: "CASH / CREDIT MEMO - BILL OF SUPPLY", size: 12 },
      { x: 40, y: 40, text: "Siddhi Agro Traders" },
      { x: 40, y: 52, text: "80/B, Okhla Phase I" },
      { x: 40, y: 64, text: `GSTIN : ${SELLER}` },
    ]);
    expect(seller["name"]).toBe("Siddhi Agro Traders");
  });
  it("takes no title with a bracketed qualifier after it for the seller's name", () => {
    const { seller } = partiesOf([
      { x: 150, y: 10, text: "BILL OF SUPPLY (Exempted Goods)", size: 12 },
      { x: 40, y: 40, text: "Annapurna Agro Traders" },
      { x: 40, y: 52, text: "80/B, Okhla Phase I" },
      { x: 40, y: 64, text: `GSTIN : ${SELLER}` },
    ]);
    expect(seller["name"]).toBe("Annapurna Agro Traders");
  });
  it("ends the address at a web address, as at an e-mail", () => {
    const { seller } = partiesOf([
      { x: 150, y: 40, text: "HOTEL SAGAR VIEW", size: 14 },
      { x: 150, y: 60, text: "Main Bazaar, Bilaspur 174001" },
      { x: 150, y: 72, text: "Visit us at: www.sagarview.com" },
      { x: 150, y: 84, text: "Near Bus Stand" },
    ]);
    expect(seller["address"]).toBe("Main Bazaar, Bilaspur 174001");
  });
});

describe("a bill book's buyer after M/s.", () => {
  const bill = (buyer: Placed) => [
    { x: 20, y: 20, text: `GSTIN: ${SELLER}` },
    { x: 400, y: 20, text: "Mob: +91 89564 39836" },
    { x: 120, y: 40, text: "Raja Paint House", size: 18 },
    { x: 100, y: 64, text: "209, Ground Floor, Patna 800189" },
    { x: 20, y: 90, text: "No. 385" },
    { x: 400, y: 90, text: "Date 27/06/2024" },
    ...buyer,
  ];
  it("is the name written apart from the printed mark", () => {
    const { buyer } = partiesOf(
      bill([
        { x: 20, y: 110, text: "M/s." },
        { x: 90, y: 110, text: "Kritika Sharma" },
      ]),
    );
    expect(buyer["name"]).toBe("Kritika Sharma");
  });
  it("is the name after the mark PP-OCR read without its slash, run into it", () => {
    const r = extractInvoice(asOcr(layoutOf([bill([{ x: 20, y: 110, text: "Ms.Pooja Mehta" }])]))).result;
    expect((r["buyer_details"] as Record<string, string>)["name"]).toBe("Pooja Mehta");
  });
});

describe("a letterhead's name wrapped onto a second line", () => {
  it("ends with the legal form on that line, and the address starts after it", () => {
    const { seller } = partiesOf([
      { x: 71, y: 83, text: "MVM Musterhafter" },
      { x: 71, y: 95, text: "Versicherungsverein Musterstadt a.G." },
      { x: 71, y: 107, text: "Musterstr. 12, 12345 Musterstadt" },
      { x: 71, y: 290, text: "Beitragsrechnung" },
    ]);
    expect(seller).toMatchObject({
      name: "MVM Musterhafter Versicherungsverein Musterstadt a.G.",
      address: "Musterstr. 12, 12345 Musterstadt",
    });
  });
  it("is not joined by an address line under a name", () => {
    const { seller } = partiesOf([
      { x: 71, y: 83, text: "Sri Balaji Traders" },
      { x: 71, y: 95, text: "Station Road, Pune" },
      { x: 71, y: 290, text: "Tax Invoice" },
    ]);
    expect(seller).toMatchObject({ name: "Sri Balaji Traders", address: "Station Road, Pune" });
  });
});

describe("a contact person under a partnership's or a simplified company's name", () => {
  it("is no line of its address, whatever the company's legal form", () => {
    for (const name of [
      "Colombo Arredamenti S.n.c.",
      "Rossi Impianti S.r.l.s.",
      "Bergmann Logistik UG (haftungsbeschränkt)",
    ]) {
      const { buyer } = partiesOf([
        { x: 40, y: 40, text: "Nordwerk Papier GmbH", size: 14 },
        { x: 312, y: 166, text: "Cessionario/Committente" },
        { x: 312, y: 177, text: name },
        { x: 312, y: 190, text: "Sara Gallo" },
        { x: 312, y: 203, text: "Via Garibaldi, 27" },
        { x: 312, y: 216, text: "50123 Firenze" },
      ]);
      expect(buyer).toMatchObject({ name, address: "Via Garibaldi, 27, 50123 Firenze" });
    }
  });
});

describe("the e-invoice as the IRP prints it", () => {
  const { seller, buyer } = partiesOf([
    { x: 250, y: 20, text: "e-Invoice" },
    { x: 30, y: 60, text: "3. Party Details" },
    { x: 30, y: 75, text: "Seller Details :" },
    { x: 300, y: 75, text: "Recipient Details :" },
    { x: 30, y: 85, text: `GSTIN : ${SELLER}` },
    { x: 300, y: 85, text: `GSTIN : ${BUYER}` },
    { x: 30, y: 95, text: "Vardhman Sales Corporation LLP" },
    { x: 300, y: 95, text: "Star Pharma Distributors" },
    { x: 30, y: 105, text: "274, Ground Floor, Park Street" },
    { x: 300, y: 105, text: "322/B, Linking Road" },
    { x: 30, y: 115, text: "Pune 411001" },
    { x: 300, y: 115, text: "Gurugram, Haryana - 122001" },
    { x: 30, y: 140, text: "4. Details of Goods / Services" },
  ]);

  it("takes the section's heading over both blocks for neither party", () => {
    expect(seller["name"]).toBe("Vardhman Sales Corporation LLP");
    expect(buyer["name"]).toBe("Star Pharma Distributors");
    expect(buyer["GSTIN"]).toBe(BUYER);
  });

  it("ends each block at the blank line before the next section", () => {
    expect(seller["address"]).toBe("274, Ground Floor, Park Street, Pune 411001");
    expect(buyer["address"]).toBe("322/B, Linking Road, Gurugram, Haryana - 122001");
  });
});

describe("a party's ids and VAT standing printed between its name and its address", () => {
  const { seller, buyer } = partiesOf([
    { x: 40, y: 30, text: "Comercializadora del Bajío S.A. de C.V." },
    { x: 40, y: 42, text: "RFC: CTD881206GAN" },
    { x: 40, y: 54, text: "Régimen Fiscal: 601 - General de Ley Personas Morales" },
    { x: 40, y: 66, text: "Calle Hidalgo 45, Col. Centro" },
    { x: 40, y: 78, text: "Guadalajara, Jal., C.P. 44110" },
    { x: 400, y: 30, text: "FACTURA" },
    { x: 400, y: 42, text: "Folio: A-3734" },
    { x: 40, y: 110, text: "Receptor" },
    { x: 40, y: 122, text: "Distribuidora Tlaloc S.A. de C.V." },
    { x: 40, y: 134, text: "RFC: DTL950312AB1" },
    { x: 40, y: 146, text: "Av. Vallarta 3233, Col. Vallarta Poniente" },
    { x: 40, y: 158, text: "Puebla, Pue., C.P. 72000" },
    { x: 40, y: 170, text: "Uso CFDI: G03 - Gastos en general" },
  ]);
  it("passes them over: the address is the lines after them", () => {
    expect(seller["address"]).toBe("Calle Hidalgo 45, Col. Centro, Guadalajara, Jal., C.P. 44110");
    expect(buyer["name"]).toBe("Distribuidora Tlaloc S.A. de C.V.");
    expect(buyer["address"]).toBe("Av. Vallarta 3233, Col. Vallarta Poniente, Puebla, Pue., C.P. 72000");
  });
});

describe("a phone number after a label in another language", () => {
  it("is the party's phone, whatever language its label is in", () => {
    const { seller } = partiesOf([
      { x: 40, y: 30, text: "Bharat Polymers Pvt. Ltd." },
      { x: 40, y: 42, text: "365/B, M.G. Road" },
      { x: 40, y: 54, text: "Patna, Bihar 800380" },
      { x: 40, y: 66, text: "फ़ोन: +91-8667653739" },
      { x: 40, y: 78, text: `GSTIN: ${SELLER}` },
      { x: 400, y: 30, text: "कर बीजक" },
    ]);
    expect(seller["phone"]).toBe("+918667653739");
    expect(seller["address"]).toBe("365/B, M.G. Road, Patna, Bihar 800380");
  });
});

describe("a supermarket receipt's letterhead", () => {
  const { seller, buyer } = partiesOf([
    // A roll's lines centred on the page.
    { x: 270, y: 10, text: "Fresh Mart", size: 11 },
    { x: 237, y: 24, text: "Fresh Mart Retail Pvt. Ltd." },
    { x: 205, y: 36, text: "Gala No. 168, Ambattur Industrial Estate," },
    { x: 259, y: 48, text: "Coimbatore 641045" },
    { x: 248, y: 60, text: `GSTIN: ${gstin("33WSVFK2084U1Z")}` },
    { x: 8, y: 80, text: "Bill No.: Y9919164" },
    { x: 120, y: 80, text: "Dt: 21/11/2023" },
    { x: 8, y: 92, text: "Counter: 12" },
    { x: 8, y: 104, text: "Cashier: Kavita" },
    { x: 8, y: 120, text: "Description" },
    { x: 100, y: 120, text: "Qty" },
    { x: 130, y: 120, text: "Rate" },
    { x: 160, y: 120, text: "Amount" },
    { x: 8, y: 132, text: "1 0405 Amul Butter 500g" },
    { x: 104, y: 144, text: "2" },
    { x: 126, y: 144, text: "262.00" },
    { x: 160, y: 144, text: "524.00" },
    { x: 8, y: 156, text: "2 1512 Fortune Oil 1L" },
    { x: 104, y: 168, text: "1" },
    { x: 126, y: 168, text: "154.00" },
    { x: 160, y: 168, text: "154.00" },
  ]);
  it("names the store, its company's line kept out of the address", () => {
    expect(seller["name"]).toBe("Fresh Mart");
    expect(seller["address"]).toBe("Gala No. 168, Ambattur Industrial Estate, Coimbatore 641045");
  });
  it("reads no address block in the items", () => {
    expect(buyer["name"]).toBeUndefined();
  });
  it("keeps its company's name out of the address where brackets hold it", () => {
    const { seller: bracketed } = partiesOf([
      { x: 270, y: 10, text: "Fresh Mart", size: 11 },
      { x: 232, y: 24, text: "(Fresh Mart Retail Pvt. Ltd.)" },
      { x: 205, y: 36, text: "Gala No. 168, Ambattur Industrial Estate," },
      { x: 259, y: 48, text: "Coimbatore 641045" },
      { x: 248, y: 60, text: `GSTIN: ${gstin("33WSVFK2084U1Z")}` },
      { x: 8, y: 80, text: "Bill No.: Y9919164" },
      { x: 120, y: 80, text: "Dt: 21/11/2023" },
      { x: 8, y: 120, text: "Description" },
      { x: 100, y: 120, text: "Qty" },
      { x: 130, y: 120, text: "Rate" },
      { x: 160, y: 120, text: "Amount" },
      { x: 8, y: 132, text: "1 0405 Amul Butter 500g" },
      { x: 104, y: 144, text: "2" },
      { x: 126, y: 144, text: "262.00" },
      { x: 160, y: 144, text: "524.00" },
    ]);
    expect(bracketed["name"]).toBe("Fresh Mart");
    expect(bracketed["address"]).toBe("Gala No. 168, Ambattur Industrial Estate, Coimbatore 641045");
  });
});

describe("a chemist's bill made out to the patient", () => {
  const { seller, buyer } = partiesOf([
    { x: 40, y: 20, text: "Sanjivani Medical Hall", size: 13 },
    { x: 40, y: 36, text: "195/B, Sadar Bazar, Patna, Bihar - 800222" },
    { x: 400, y: 20, text: "D.L. No.: BR-PAT-966685" },
    { x: 40, y: 70, text: "Patient: Arun Gupta" },
    { x: 400, y: 70, text: "Bill No: F52815" },
    { x: 40, y: 82, text: "Doctor: Dr. Amit Banerjee" },
    { x: 400, y: 82, text: "Date: 13/10/2024" },
  ]);
  it("gives the patient as the buyer", () => {
    expect([seller["name"], buyer["name"]]).toEqual(["Sanjivani Medical Hall", "Arun Gupta"]);
  });
});

describe("a letterhead beside a date's key stacked over its date (Xero's UK invoice)", () => {
  const { seller } = partiesOf([
    { x: 300, y: 40, text: "Invoice Date" },
    { x: 430, y: 40, text: "Thistle & Oak Interiors Ltd" },
    { x: 40, y: 52, text: "INVOICE" },
    { x: 300, y: 52, text: "06/01/2024" },
    { x: 430, y: 52, text: "27 Queen Street" },
    { x: 430, y: 64, text: "Cardiff CF10 1DD" },
    { x: 300, y: 76, text: "Invoice Number" },
    { x: 300, y: 88, text: "INV-0016" },
    { x: 40, y: 88, text: "Brightwater Facilities LLP" },
    { x: 40, y: 100, text: "2 Temple Row" },
  ]);

  it("takes the name beside the key for the seller's, not for the date", () => {
    expect(seller).toMatchObject({ name: "Thistle & Oak Interiors Ltd" });
    expect(seller["address"]).toContain("27 Queen Street");
  });
});

describe("a payment advice slip under the items (Xero)", () => {
  const { seller, buyer } = partiesOf([
    { x: 40, y: 40, text: "TAX INVOICE" },
    { x: 430, y: 40, text: "Thistle & Oak Interiors Ltd" },
    { x: 430, y: 52, text: "27 Queen Street" },
    { x: 430, y: 64, text: "Cardiff CF10 1DD" },
    { x: 430, y: 76, text: "Tel: 0161 742 5742" },
    { x: 40, y: 64, text: "Brightwater Facilities LLP" },
    { x: 40, y: 76, text: "2 Temple Row" },
    { x: 40, y: 88, text: "Bristol BS1 6AA" },
    { x: 40, y: 140, text: "Description" },
    { x: 280, y: 140, text: "Quantity" },
    { x: 360, y: 140, text: "Unit Price" },
    { x: 480, y: 140, text: "Amount GBP" },
    { x: 40, y: 154, text: "Installation labour" },
    { x: 280, y: 154, text: "2" },
    { x: 360, y: 154, text: "40.00" },
    { x: 480, y: 154, text: "80.00" },
    { x: 40, y: 400, text: "PAYMENT ADVICE" },
    { x: 40, y: 414, text: "To: Thistle & Oak Interiors Ltd" },
    { x: 40, y: 426, text: "27 Queen Street" },
    { x: 40, y: 438, text: "Cardiff CF10 1DD" },
  ]);

  it("does not take the slip's 'To:', the payee, for the buyer's heading", () => {
    expect(seller).toMatchObject({ name: "Thistle & Oak Interiors Ltd" });
    expect(buyer).toMatchObject({ name: "Brightwater Facilities LLP" });
  });
});

describe("a recipient keyed line by line under the supplier", () => {
  it("is named by a key that compounds the party with its name", () => {
    for (const key of ["Buyer's Name", "Name of Recipient", "Name of the Buyer"]) {
      const { seller, buyer } = partiesOf([
        { x: 200, y: 10, text: "BILL OF SUPPLY", size: 12 },
        { x: 40, y: 30, text: "Sai Agro Distributors", size: 13 },
        { x: 40, y: 46, text: "Door No. 188, Anna Salai, Indore 452142" },
        { x: 40, y: 58, text: `GSTIN : ${SELLER}` },
        { x: 40, y: 80, text: `${key} : Kohinoor Foods LLP` },
        { x: 40, y: 92, text: "Address : Door No. 31, GIDC Estate, Varanasi 221460" },
        { x: 40, y: 104, text: "GSTIN : Unregistered" },
      ]);
      expect(seller["name"]).toBe("Sai Agro Distributors");
      expect(buyer).toMatchObject({
        name: "Kohinoor Foods LLP",
        address: "Door No. 31, GIDC Estate, Varanasi 221460",
      });
    }
  });
});

describe("a Spanish invoice's client block", () => {
  it("is headed by its data's heading, its CIF passed over before the address", () => {
    const { buyer } = partiesOf([
      { x: 40, y: 20, text: "Suministros López S.A.", size: 13 },
      { x: 40, y: 36, text: "NIF: B61269056" },
      { x: 40, y: 48, text: "Calle Mayor, 36" },
      { x: 40, y: 60, text: "41001 Sevilla" },
      { x: 400, y: 20, text: "FACTURA", size: 16 },
      { x: 300, y: 90, text: "Datos del cliente" },
      { x: 300, y: 102, text: "Distribuciones Sánchez S.L." },
      { x: 300, y: 114, text: "CIF: B70150305" },
      { x: 300, y: 126, text: "Calle Alcalá, 64" },
      { x: 300, y: 138, text: "48001 Bilbao" },
    ]);
    expect(buyer).toMatchObject({ name: "Distribuciones Sánchez S.L.", address: "Calle Alcalá, 64, 48001 Bilbao" });
  });
});

describe("parties keyed by name and address (a quick-commerce seller's invoice)", () => {
  it("reads the name after 'Seller Name:' and the address after 'Customer Address:'", () => {
    const { seller, buyer } = partiesOf([
      { x: 28, y: 30, text: "Tax Invoice" },
      { x: 28, y: 50, text: "Invoice To: Deepak Sharma" },
      { x: 320, y: 50, text: "Seller Name: Metro Daily Retail Pvt. Ltd." },
      { x: 28, y: 62, text: "Customer Address: Door No. 160, Park Street, Udaipur 313286" },
      { x: 320, y: 62, text: `Seller GSTIN: ${SELLER}` },
      { x: 28, y: 74, text: "Order ID: 04451502374680" },
      { x: 320, y: 74, text: "Address: 95, Ground Floor, Ring Road, Jodhpur 342651" },
      { x: 28, y: 86, text: "Invoice No: DYYK6650217785" },
    ]);
    expect(seller).toMatchObject({ name: "Metro Daily Retail Pvt. Ltd.", GSTIN: SELLER });
    expect(buyer).toMatchObject({ name: "Deepak Sharma", address: "Door No. 160, Park Street, Udaipur 313286" });
  });
});

describe("a title that says what the invoice bills ('Hotel Invoice')", () => {
  it("is no seller's name: the name under it is", () => {
    const { seller } = partiesOf([
      { x: 28, y: 30, text: "Hotel Invoice" },
      { x: 28, y: 50, text: "Green Leaf Business Hotel" },
      { x: 320, y: 50, text: "Invoice No. NB/2291/33110" },
      { x: 28, y: 62, text: "357, Ground Floor, Laxmi Road" },
      { x: 28, y: 74, text: "Amritsar, Punjab - 143951" },
      { x: 28, y: 86, text: `GSTIN: ${SELLER}` },
    ]);
    expect(seller).toMatchObject({ name: "Green Leaf Business Hotel", GSTIN: SELLER });
  });
});

describe("a GSTIN keyed as the customer's, printed before the supplier's (a telecom bill)", () => {
  it("is the buyer's; the seller's is the one printed at the foot", () => {
    const { seller, buyer } = partiesOf([
      { x: 28, y: 30, text: "TAX INVOICE" },
      { x: 400, y: 30, text: "Sampark Broadband Services Ltd" },
      { x: 28, y: 60, text: "Billing Address" },
      { x: 300, y: 60, text: "Invoice Number DUM986633Z988938" },
      { x: 28, y: 72, text: "Sagar Hardware & Co." },
      { x: 28, y: 84, text: "53/B, Shivaji Nagar, Howrah 711193" },
      { x: 28, y: 120, text: `Customer GSTIN : ${BUYER}` },
      { x: 28, y: 132, text: "Place of Supply : West Bengal" },
      { x: 28, y: 700, text: `Sampark Broadband Services Ltd GSTIN Details: Siliguri, GST Number: ${SELLER}` },
    ]);
    expect(seller["GSTIN"]).toBe(SELLER);
    expect(buyer["GSTIN"]).toBe(BUYER);
  });
});

describe("a state's code printed after its name", () => {
  it("reads Tally's 'State Name : …, Code : 27' in each party's block", () => {
    const { seller, buyer } = partiesOf([
      { x: 20, y: 20, text: "Tax Invoice" },
      { x: 20, y: 40, text: "Kaveri Foods Pvt Ltd" },
      { x: 20, y: 52, text: "12 MG Road, Pune" },
      { x: 20, y: 64, text: "State Name : Maharashtra, Code : 27" },
      { x: 300, y: 40, text: "Invoice No. 4417" },
      { x: 20, y: 100, text: "Buyer (Bill to)" },
      { x: 20, y: 112, text: "Nilgiri Traders" },
      { x: 20, y: 124, text: "State Name : Karnataka, Code:29" },
    ]);
    expect(seller["state_code"]).toBe("27");
    expect(buyer["state_code"]).toBe("29");
  });
  it("reads it where OCR set the key's value apart in a cell of its own", () => {
    const { buyer } = partiesOf([
      { x: 300, y: 20, text: "Invoice No. 4417" },
      { x: 20, y: 100, text: "Buyer (Bill to)" },
      { x: 20, y: 112, text: "Nilgiri Traders" },
      { x: 20, y: 124, text: "State Name" },
      { x: 140, y: 124, text: ": Karnataka, Code:29" },
    ]);
    expect(buyer["state_code"]).toBe("29");
  });
  it("reads a code in brackets after the name, but not one that is another state's", () => {
    const at = (state: string) =>
      partiesOf([
        { x: 20, y: 20, text: "Shri Ganesh Caterers" },
        { x: 20, y: 32, text: `State ${state}` },
        { x: 300, y: 20, text: "Invoice No. 118" },
      ]).seller["state_code"];
    expect(at("Andhra Pradesh(37)")).toBe("37");
    expect(at("Andhra Pradesh (36)")).toBeUndefined();
  });
  it("reads none from a state printed without its key, as a place of supply's value is", () => {
    const { seller } = partiesOf([
      { x: 20, y: 20, text: "Place of Supply" },
      { x: 20, y: 32, text: "Uttar Pradesh (09)" },
      { x: 20, y: 60, text: "Consignor" },
      { x: 20, y: 72, text: "New India Packaging Limited" },
      { x: 20, y: 84, text: "Chennai, Tamil Nadu 600016" },
    ]);
    expect(seller["state_code"]).toBeUndefined();
  });
});

describe("a party's heading with 'Details' after its word, and the rule 46 template's receiver", () => {
  it("reads the consignee's block under 'Consignee Details' as the buyer's where no bill-to is printed", () => {
    const { buyer } = partiesOf([
      { x: 20, y: 20, text: "Shree Plastics" },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: "Consignee Details" },
      { x: 20, y: 92, text: "Harbourside Electrical Pty Ltd" },
      { x: 20, y: 104, text: "75 Queen Street" },
      { x: 20, y: 116, text: "Parramatta NSW 2150" },
      { x: 20, y: 140, text: "Description" },
      { x: 300, y: 140, text: "Amount" },
    ]);
    expect(buyer).toMatchObject({ name: "Harbourside Electrical Pty Ltd" });
  });
  it("reads the buyer under 'Receiver (Billed To)'", () => {
    const { buyer } = partiesOf([
      { x: 20, y: 20, text: "Sunrise Marketing Pvt. Ltd." },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: "Receiver (Billed To)" },
      { x: 20, y: 92, text: "Orbit Polymers & Sons" },
      { x: 20, y: 104, text: "Main Bazar, Hyderabad - 500646" },
      { x: 20, y: 116, text: `GSTIN : ${BUYER}` },
    ]);
    expect(buyer).toMatchObject({ name: "Orbit Polymers & Sons", GSTIN: BUYER });
  });
});

describe("a buyer's block that points at the consignee's", () => {
  it("takes the consignee as the buyer where the buyer's block says 'Same as Consignee'", () => {
    const { buyer } = partiesOf([
      { x: 20, y: 20, text: "Krishna Electricals" },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: "Consignee" },
      { x: 300, y: 80, text: "Buyer (if other than consignee)" },
      { x: 20, y: 92, text: "Becker & Partner e.K." },
      { x: 300, y: 92, text: "Same as Consignee" },
      { x: 20, y: 104, text: "Gartenweg 150" },
      { x: 20, y: 116, text: "40213 Düsseldorf" },
    ]);
    expect(buyer).toMatchObject({ name: "Becker & Partner e.K." });
  });
});

describe("SAP's partner headings", () => {
  it("reads the buyer under 'Sold-to Party', past its customer code, beside the 'Ship-to Party'", () => {
    const { buyer } = partiesOf([
      { x: 20, y: 20, text: "Ganesh Logistics Limited" },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: "Sold-to Party" },
      { x: 300, y: 80, text: "Ship-to Party" },
      { x: 20, y: 92, text: "Customer Code : 2769240" },
      { x: 300, y: 92, text: "Apex Electricals" },
      { x: 20, y: 104, text: "Sunrise Engineering Works" },
      { x: 300, y: 104, text: "Unit 18, Nehru Nagar" },
      { x: 20, y: 116, text: "Plot No. 94, Hubballi 580367" },
      { x: 20, y: 128, text: `GSTIN : ${BUYER}` },
    ]);
    expect(buyer).toMatchObject({ name: "Sunrise Engineering Works", GSTIN: BUYER });
  });
});

describe("a buyer's box headed by its name and address", () => {
  const block = (heading: string) =>
    partiesOf([
      { x: 20, y: 20, text: "Navkar Polymers" },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: heading },
      { x: 20, y: 92, text: "Orbit Agencies & Sons" },
      { x: 20, y: 104, text: "Khasra No. 128, Park Street" },
      { x: 20, y: 116, text: `GSTIN : ${BUYER}` },
    ]).buyer;
  it.each(["Purchaser's Name & Address", "Customer Name & Address", "Name & Address of Customer", "Purchaser"])(
    "reads the buyer under '%s'",
    (heading) => expect(block(heading)).toMatchObject({ name: "Orbit Agencies & Sons", GSTIN: BUYER }),
  );
});

describe("a keyed buyer's grid beside a stacked particulars panel", () => {
  it("passes over the panel's lines that fall between the grid's rows", () => {
    const { buyer } = partiesOf([
      { x: 20, y: 20, text: "Pioneer Plastics" },
      { x: 20, y: 32, text: `GSTIN No. : ${SELLER}` },
      { x: 20, y: 80, text: "Purchaser's Name & Address" },
      { x: 410, y: 86, text: "0931" },
      { x: 20, y: 92, text: "Name" },
      { x: 60, y: 92, text: ": Kohinoor Sales Corporation" },
      { x: 20, y: 104, text: "Address" },
      { x: 60, y: 104, text: ": Office 78, 2nd Floor, Anna Salai" },
      { x: 400, y: 110, text: "15 May 2025" },
      { x: 62, y: 116, text: "Warangal 506221" },
      { x: 20, y: 128, text: "State" },
      { x: 60, y: 128, text: ": Telangana (36)" },
    ]);
    expect(buyer).toMatchObject({
      name: "Kohinoor Sales Corporation",
      address: "Office 78, 2nd Floor, Anna Salai, Warangal 506221",
    });
  });
});

describe("a keyed buyer's name wrapped in its cell", () => {
  const grid = (rows: Placed) =>
    partiesOf([
      { x: 20, y: 20, text: "Royal Enterprises & Co." },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: "Purchaser's Name & Address" },
      ...rows,
    ]).buyer;
  it("joins the name's next line where the address is keyed below it", () => {
    const buyer = grid([
      { x: 20, y: 92, text: "Name" },
      { x: 60, y: 92, text: ": Vardhman Sales" },
      { x: 62, y: 104, text: "Corporation Limited" },
      { x: 20, y: 116, text: "Address" },
      { x: 60, y: 116, text: ": 204, Ground Floor, Transport Nagar" },
      { x: 20, y: 128, text: "GSTIN" },
      { x: 60, y: 128, text: `: ${BUYER}` },
    ]);
    expect(buyer).toMatchObject({
      name: "Vardhman Sales Corporation Limited",
      address: "204, Ground Floor, Transport Nagar",
    });
  });
  it("keeps the lines after the name as the address where no address key follows", () => {
    const buyer = grid([
      { x: 20, y: 92, text: "Name" },
      { x: 60, y: 92, text: ": Vardhman Sales" },
      { x: 62, y: 104, text: "204, Ground Floor, Transport Nagar" },
      { x: 20, y: 116, text: "GSTIN" },
      { x: 60, y: 116, text: `: ${BUYER}` },
    ]);
    expect(buyer).toMatchObject({ name: "Vardhman Sales", address: "204, Ground Floor, Transport Nagar" });
  });
});

describe("a buyer's box under 'Party's Name & Address', keyed as OCR reads it", () => {
  it("reads the grid whose keys OCR ran into their values ('GSTIN :…', 'State: …')", () => {
    const lines: Placed = [
      { x: 20, y: 20, text: "Laxmi Steel Industries Limited" },
      { x: 20, y: 32, text: `GSTIN : ${SELLER}` },
      { x: 20, y: 80, text: "Party's Name & Address" },
      { x: 400, y: 74, text: "Bill No. GST-2023-0872" },
      { x: 20, y: 92, text: "Name" },
      { x: 60, y: 92, text: ": Shiv Shakti Sales Corporation LLP" },
      { x: 20, y: 104, text: "Address : Office 247, 2nd Floor, Transport Nagar" },
      { x: 62, y: 116, text: "Ahmedabad, Gujarat 380875" },
      { x: 20, y: 128, text: `GSTIN :${BUYER}` },
      { x: 20, y: 140, text: "State: Haryana (06)" },
    ];
    const buyer = extractInvoice(asOcr(layoutOf([lines]))).result["buyer_details"];
    expect(buyer).toMatchObject({ name: "Shiv Shakti Sales Corporation LLP", GSTIN: BUYER });
  });
});

describe("a letter's address blocks without headings", () => {
  it("takes the sender's block set flush right, its place after a blank line, and no page number for a name", () => {
    const { seller, buyer } = partiesOf([
      { x: 57, y: 31, text: "Invoice 204417", size: 14 },
      { x: 57, y: 58, text: "March 4, 2025" },
      { x: 57, y: 71, text: "Page 1 / 2" },
      { x: 57, y: 112, text: "Halvorsen Trading Ltd" },
      endingAt(567, 112, "Brennwerk Süd"),
      { x: 57, y: 126, text: "Quay Street, 8" },
      endingAt(567, 126, "Lindenplatz 7"),
      { x: 57, y: 141, text: "23552 Lübeck" },
      endingAt(567, 141, "Feldkirchen"),
      endingAt(567, 170, "85622 Feldkirchen"),
      endingAt(567, 184, "Deutschland"),
    ]);
    expect(seller["name"]).toBe("Brennwerk Süd");
    expect(buyer["name"]).toBe("Halvorsen Trading Ltd");
  });

  it("parts the letterhead from the window's address at the blank line, and keeps the addressee's salutation", () => {
    const { seller, buyer } = partiesOf([
      { x: 71, y: 106, text: "Hanseatische Feuerkasse" },
      { x: 71, y: 118, text: "Versicherungsverein Kiel a.G." },
      { x: 71, y: 141, text: "Frau" },
      { x: 71, y: 152, text: "Erika Beispiel" },
      { x: 71, y: 164, text: "Lindenweg 3" },
      { x: 71, y: 175, text: "24103 Kiel" },
      { x: 71, y: 325, text: "Sehr geehrte Frau Beispiel," },
      {
        x: 71,
        y: 336,
        text: "für den Zeitraum vom 01.01.2025 bis 31.12.2025 berechnen wir Ihnen den folgenden Beitrag:",
      },
      { x: 71, y: 348, text: "Versicherungsort: Lindenweg 3, 24103 Kiel" },
    ]);
    expect(seller["name"]).toBe("Hanseatische Feuerkasse Versicherungsverein Kiel a.G.");
    expect(buyer["name"]).toBe("Frau Erika Beispiel");
  });

  it("takes no column of keyed values in the window's place for the addressee's block", () => {
    const { seller, buyer } = partiesOf([
      { x: 31, y: 34, text: "Meridian Tools & Sons", size: 13 },
      { x: 31, y: 49, text: "12/C Station Road" },
      { x: 31, y: 58, text: "Salem, Tamil Nadu - 636001" },
      { x: 309, y: 72, text: "Kaveri Traders Private Limited" },
      { x: 31, y: 78, text: "Tel: 0427 2440911" },
      { x: 309, y: 82, text: "Plot 9, SIPCOT Phase II" },
      { x: 309, y: 91, text: "Hosur, Tamil Nadu - 635126" },
      { x: 31, y: 121, text: "Tax Invoice INV/2024/0412", size: 14 },
      { x: 33, y: 150, text: "Invoice Date" },
      { x: 130, y: 150, text: "11 Sep 2024" },
      { x: 33, y: 163, text: "Place of supply" },
      { x: 130, y: 163, text: "Tamil Nadu" },
    ]);
    expect(seller["name"]).toBe("Meridian Tools & Sons");
    expect(buyer["name"]).toBe("Kaveri Traders Private Limited");
  });

  it("takes the first of two blocks heading the page above any window for the seller's", () => {
    const { seller, buyer } = partiesOf([
      { x: 31, y: 30, text: "Sagar Polymers LLP" },
      { x: 324, y: 30, text: "Konkan Freight Private Limited" },
      { x: 31, y: 41, text: "Plot 14, Station Road" },
      { x: 324, y: 41, text: "Unit 9, Harbour Lane" },
      { x: 31, y: 51, text: "Thane - 400601" },
      { x: 324, y: 51, text: "Mumbai 400009" },
      { x: 31, y: 95, text: "Invoice INV/2025/0142", size: 14 },
    ]);
    expect(seller["name"]).toBe("Sagar Polymers LLP");
    expect(buyer["name"]).toBe("Konkan Freight Private Limited");
  });

  it("keeps the salutation OCR read as 'Herm' as the 'Herrn' it is", () => {
    const r = extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 71, y: 106, text: "Hanseatische Feuerkasse" },
            { x: 71, y: 118, text: "Versicherungsverein Kiel a.G." },
            { x: 71, y: 141, text: "Herm" },
            { x: 71, y: 152, text: "Jan Beispiel" },
            { x: 71, y: 164, text: "Lindenweg 3" },
            { x: 71, y: 175, text: "24103 Kiel" },
          ],
        ]),
      ),
    ).result;
    expect((r["buyer_details"] as Record<string, string>)["name"]).toBe("Herrn Jan Beispiel");
  });
});
