// Where the parties stand on layouts made up for these tests: keyed grids, a centred letterhead over a
// buyer set on the right, a buyer keyed by "Name" without a heading.
import { describe, expect, it } from "@jest/globals";
import { extractInvoice } from "./extract.ts";
import { gstinCheckChar } from "../../text/values/identifiers.ts";
import { asOcr, layoutOf } from "../../testing/layout.ts";

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const SELLER = gstin("24GMPFG0794P1Z");
const BUYER = gstin("06EMPFA8564Y1Z");

type Placed = Parameters<typeof layoutOf>[0][number][number];
const partiesOf = (lines: Placed[]) => {
  const r = extractInvoice(layoutOf([lines])).result;
  return { seller: r["seller_details"] as Record<string, string>, buyer: r["buyer_details"] as Record<string, string> };
};

const ITEMS: Placed[] = [
  { x: 33, y: 300, text: "Sl.   Description of Goods" },
  { x: 280, y: 300, text: "HSN/SAC" },
  { x: 500, y: 300, text: "Amount" },
  { x: 33, y: 315, text: "1     Ceiling Fan 1200 mm" },
  { x: 280, y: 315, text: "8414" },
  { x: 500, y: 315, text: "5,804.00" },
];

describe("parties as grids of keyed cells (CGST rule 46's form)", () => {
  const { buyer } = partiesOf([
    { x: 230, y: 34, text: "Laxmi Hardware", size: 14 },
    { x: 242, y: 54, text: "Plot No. 157, Okhla Phase I" },
    { x: 239, y: 66, text: `GSTIN : ${SELLER}` },
    { x: 36, y: 171, text: "Details of Receiver (Billed to)" },
    { x: 302, y: 171, text: "Details of Consignee (Shipped to)" },
    { x: 36, y: 183, text: "Name" },
    { x: 85, y: 183, text: "Apex Hardware Private Limited" },
    { x: 302, y: 183, text: "Name" },
    { x: 351, y: 183, text: "Annapurna Auto Parts" },
    { x: 36, y: 196, text: "Address" },
    { x: 85, y: 196, text: "Unit 409, Residency Road," },
    { x: 302, y: 196, text: "Address" },
    { x: 351, y: 196, text: "Office 156, Sadar Bazar," },
    { x: 85, y: 208, text: "Gurugram - 122099" },
    { x: 351, y: 208, text: "Faridabad 121049" },
    { x: 36, y: 220, text: "GSTIN" },
    { x: 85, y: 220, text: BUYER },
    { x: 302, y: 220, text: "GSTIN" },
    { x: 351, y: 220, text: "URP" },
    { x: 36, y: 233, text: "State" },
    { x: 85, y: 233, text: "Haryana" },
    { x: 302, y: 233, text: "State" },
    { x: 351, y: 233, text: "Haryana" },
    ...ITEMS,
  ]);

  it("takes the name and the address from the cells beside their keys, the address's wrapped line too", () => {
    expect(buyer).toMatchObject({
      name: "Apex Hardware Private Limited",
      address: "Unit 409, Residency Road, Gurugram - 122099",
      GSTIN: BUYER,
    });
  });
});

describe("a letterhead centred above a buyer's block set on the right", () => {
  const { seller, buyer } = partiesOf([
    { x: 186, y: 35, text: "Ganesh Sales Corporation & Sons", size: 14 },
    { x: 263, y: 57, text: "H.No. 250, Civil Lines" },
    { x: 251, y: 70, text: "Vadodara, Gujarat - 390503" },
    { x: 251, y: 96, text: `GSTIN : ${SELLER}` },
    { x: 265, y: 112, text: "TAX INVOICE" },
    { x: 31, y: 132, text: "Invoice No : 3373" },
    { x: 301, y: 188, text: "BILL TO" },
    { x: 301, y: 201, text: "Mahalaxmi Hardware" },
    { x: 301, y: 213, text: "Office 396, Old Market" },
    { x: 301, y: 226, text: "Surat 395459" },
    ...ITEMS,
  ]);

  it("takes the letterhead's name for the seller, not a line under the buyer's block", () => {
    expect(seller).toMatchObject({ name: "Ganesh Sales Corporation & Sons", GSTIN: SELLER });
    expect(buyer).toMatchObject({ name: "Mahalaxmi Hardware" });
  });
});

describe("a bill book's name centred under its top right corner", () => {
  it("takes the centred name, not the corner's cell read as taller type", () => {
    // The corner's "Mob." with its number written in by hand, OCR read as letters ("Moh Nat") in tall boxes.
    const { seller } = partiesOf([
      { x: 20, y: 20, text: `GSTIN No. ${SELLER}` },
      { x: 250, y: 20, text: "TAX INVOICE" },
      { x: 470, y: 16, text: "Moh Nat", size: 18 },
      { x: 217, y: 45, text: "NOOR DATES & DRY FRUITS", size: 14 },
      { x: 221, y: 65, text: "Indira Bridge, Nishatganj, Lucknow" },
      { x: 20, y: 90, text: "Invoice No. 001" },
      ...ITEMS,
    ]);
    expect(seller).toMatchObject({ name: "NOOR DATES & DRY FRUITS", address: "Indira Bridge, Nishatganj, Lucknow" });
  });
});

describe("a centred letterhead in large type over a bill book's form", () => {
  it("ends the seller's address before the form's lines at the page's margin", () => {
    const { seller } = partiesOf([
      { x: 192, y: 20, text: "Surya Jewellers", size: 28 },
      { x: 230, y: 55, text: "Near Gandhi Ganj, Saidpur Road" },
      { x: 160, y: 75, text: "Name ........ Kritika" },
      { x: 400, y: 75, text: "State : Uttar Pradesh" },
      { x: 160, y: 90, text: "Address ........" },
      { x: 160, y: 105, text: "Party GSTIN / UIN ........" },
      ...ITEMS,
    ]);
    expect(seller).toMatchObject({ name: "Surya Jewellers", address: "Near Gandhi Ganj, Saidpur Road" });
  });
});

describe("a landline printed unlabelled over a letterhead's name", () => {
  it("is the seller's phone, its telephone's picture read as a speck", () => {
    const { seller } = partiesOf([
      { x: 20, y: 20, text: `GSTIN: ${SELLER}` },
      { x: 380, y: 20, text: "' 0877-2280786, 0877-2285786" },
      { x: 120, y: 40, text: "RANGA SILK EMPORIUM", size: 16 },
      { x: 150, y: 62, text: "K.T. Road, Tirupati - 517 501" },
      { x: 20, y: 90, text: "Invoice No. 582" },
      ...ITEMS,
    ]);
    expect(seller).toMatchObject({ name: "RANGA SILK EMPORIUM", phone: "0877-2280786" });
  });
  it("is not a code that only starts like one", () => {
    const { seller } = partiesOf([
      { x: 380, y: 20, text: "Ref 0877-22807861" },
      { x: 120, y: 40, text: "RANGA SILK EMPORIUM", size: 16 },
      { x: 20, y: 90, text: "Invoice No. 582" },
      ...ITEMS,
    ]);
    expect(seller).not.toHaveProperty("phone");
  });
});

describe("a buyer keyed by Name, without a party heading", () => {
  const { seller, buyer } = partiesOf([
    { x: 200, y: 34, text: "National Medical Agencies Limited", size: 14 },
    { x: 250, y: 52, text: "H.No. 46, Peenya 2nd Stage" },
    { x: 250, y: 64, text: "New Delhi, Delhi 110960" },
    { x: 250, y: 76, text: `GSTIN No. : ${SELLER}` },
    { x: 36, y: 110, text: "Name : M/s. Sai Pharma Distributors Limited" },
    { x: 380, y: 110, text: "Bill No. : INV-0610" },
    { x: 36, y: 122, text: "Khasra No. 86, Sector 18" },
    { x: 36, y: 134, text: "New Delhi, Delhi 110653" },
    { x: 36, y: 146, text: "GSTIN No. : URP" },
    ...ITEMS,
  ]);

  it("takes the keyed name and the lines under it for the buyer", () => {
    expect(buyer).toMatchObject({
      name: "Sai Pharma Distributors Limited",
      address: "Khasra No. 86, Sector 18, New Delhi, Delhi 110653",
    });
    expect(buyer["GSTIN"]).toBeUndefined();
    expect(seller).toMatchObject({ name: "National Medical Agencies Limited" });
  });
});

describe("a buyer's heading with its qualifier set off by a rule", () => {
  it("takes the name under the heading, not the qualifier", () => {
    const r = extractInvoice(
      asOcr(
        layoutOf([
          [
            { x: 20, y: 30, text: "Kaveri Paper Products", size: 12 },
            { x: 20, y: 46, text: "Patna, Bihar 800007" },
            { x: 20, y: 60, text: `GSTIN/UIN : ${SELLER}` },
            { x: 18, y: 290, text: "Buyer —— (if other than consignee)" },
            { x: 23, y: 303, text: "Flipkart Internet Pvt Ltd" },
            { x: 23, y: 316, text: "Bhiwandi, Thane 421302" },
            { x: 25, y: 331, text: "State Name : Maharashtra, Code : 27" },
          ],
        ]),
      ),
    ).result;
    expect(r["buyer_details"]).toMatchObject({ name: "Flipkart Internet Pvt Ltd" });
  });
});

describe("a buyer's heading run into its name (Marg's small \"Party\" before the name)", () => {
  it("takes the name after the heading and the lines under it", () => {
    const { buyer } = partiesOf([
      { x: 23, y: 19, text: "Krishna Foods Private Limited" },
      { x: 250, y: 19, text: "GST INVOICE" },
      { x: 400, y: 19, text: "Party  Orbit Logistics" },
      { x: 23, y: 31, text: "Unit 106, GIDC Estate" },
      { x: 250, y: 31, text: "INVOICE NO : GST/4566" },
      { x: 400, y: 31, text: "Office 355, Shivaji Nagar" },
      { x: 23, y: 43, text: "Bhiwandi, Maharashtra 421276" },
      { x: 400, y: 43, text: "Bhiwandi - 421328, Maharashtra" },
      { x: 23, y: 55, text: "Phone: +91 86286 18519" },
      ...ITEMS,
    ]);
    expect(buyer).toMatchObject({
      name: "Orbit Logistics",
      address: "Office 355, Shivaji Nagar, Bhiwandi - 421328, Maharashtra",
    });
  });
});

describe("a letterhead over an unheaded partner address (Odoo's report)", () => {
  it("takes the block headed in larger type for the seller, the other for the buyer", () => {
    const { seller, buyer } = partiesOf([
      { x: 31, y: 30, text: "Ganesh Chemicals", size: 15 },
      { x: 31, y: 50, text: "Unit 272, Sadar Bazar" },
      { x: 31, y: 62, text: "Chennai, Tamil Nadu - 600329" },
      { x: 31, y: 74, text: "Ph: 91511 52523" },
      { x: 300, y: 110, text: "Rahul Sharma" },
      { x: 300, y: 122, text: "Shop No. 287, Kamla Market" },
      { x: 300, y: 134, text: "Guwahati - 781255, Assam" },
      { x: 31, y: 170, text: "Tax Invoice INV/2024/00042", size: 14 },
      ...ITEMS,
    ]);
    expect(seller).toMatchObject({ name: "Ganesh Chemicals" });
    expect(buyer).toMatchObject({
      name: "Rahul Sharma",
      address: "Shop No. 287, Kamla Market, Guwahati - 781255, Assam",
    });
  });
});

describe("a delivery address under its heading beside an unheaded partner address", () => {
  it("takes the unheaded block for the buyer, not the ship-to", () => {
    const { buyer } = partiesOf([
      { x: 31, y: 35, text: "Sagar Distributors", size: 14 },
      { x: 31, y: 52, text: "375/B, Subhash Marg" },
      { x: 31, y: 65, text: "Mysuru, Karnataka 570144" },
      { x: 35, y: 116, text: "SHIPPING ADDRESS:" },
      { x: 301, y: 116, text: "Pioneer Distributors" },
      { x: 35, y: 129, text: "Balaji Marketing LLP" },
      { x: 301, y: 129, text: "H.No. 419, Kamla Market" },
      { x: 35, y: 142, text: "233/B, Rajaji Nagar" },
      { x: 301, y: 142, text: "Bengaluru, Karnataka - 560605" },
      { x: 35, y: 155, text: "Mysuru, Karnataka 570321" },
      { x: 31, y: 208, text: "Tax Invoice 1672", size: 14 },
      ...ITEMS,
    ]);
    expect(buyer).toMatchObject({
      name: "Pioneer Distributors",
      address: "H.No. 419, Kamla Market, Bengaluru, Karnataka - 560605",
    });
  });
});

describe("an unheaded partner block opened by M/s., with a phone label", () => {
  it("takes the M/s. block for the buyer, the letterhead for the seller", () => {
    const { seller, buyer } = partiesOf([
      { x: 31, y: 35, text: "Mahalaxmi Marketing & Sons", size: 14 },
      { x: 31, y: 52, text: "Khasra No. 311, Anna Salai" },
      { x: 31, y: 65, text: "Coimbatore - 641941, Tamil Nadu" },
      { x: 31, y: 78, text: "Ph: 9828442705" },
      { x: 301, y: 117, text: "M/s. Sunrise Textiles Pvt. Ltd." },
      { x: 301, y: 129, text: "Unit 80, Linking Road" },
      { x: 301, y: 142, text: "Madurai 625913" },
      { x: 301, y: 155, text: "Phone No. : +91-9611273740" },
      { x: 31, y: 195, text: "Tax Invoice 2687", size: 14 },
      ...ITEMS,
    ]);
    expect(seller).toMatchObject({ name: "Mahalaxmi Marketing & Sons" });
    expect(buyer).toMatchObject({
      name: "Sunrise Textiles Pvt. Ltd.",
      address: "Unit 80, Linking Road, Madurai 625913",
    });
  });
});

describe("a title OCR split in two, at the top right above a buyer set on the right", () => {
  it("is no letterhead name, however large its type", () => {
    const { seller } = partiesOf([
      { x: 464, y: 26, text: "FATTU RA", size: 14 },
      { x: 48, y: 42, text: "Ferrari Forniture S.r.l." },
      { x: 48, y: 58, text: "Piazza del Duomo, 66" },
      { x: 48, y: 71, text: "80133 Napoli" },
      { x: 314, y: 166, text: "Spett.le" },
      { x: 314, y: 177, text: "Ferrari Forniture S.a.s." },
      { x: 314, y: 190, text: "Via Roma, 11" },
      { x: 314, y: 202, text: "20121 Milano" },
      ...ITEMS,
    ]);
    expect(seller).toMatchObject({ name: "Ferrari Forniture S.r.l." });
  });
});

describe("a bilingual bill's labels, each in two languages", () => {
  const { seller, buyer } = partiesOf([
    { x: 230, y: 20, text: "कर बीजक / TAX INVOICE", size: 12 },
    { x: 31, y: 40, text: "Shree Ganesh Traders" },
    { x: 31, y: 52, text: "Sadar Bazar, Jaipur 302001" },
    { x: 31, y: 100, text: "क्रेता / Buyer" },
    { x: 31, y: 112, text: "Om Textiles" },
    { x: 31, y: 124, text: "Civil Lines, Kota 324001" },
    ...ITEMS,
  ]);

  it("takes a heading in two languages for one heading, the name under it for the buyer's", () => {
    expect(buyer).toMatchObject({ name: "Om Textiles", address: "Civil Lines, Kota 324001" });
  });
  it("takes a title in two languages for no seller's name", () => {
    expect(seller).toMatchObject({ name: "Shree Ganesh Traders" });
  });
});

describe("a keyed grid beside the invoice's particulars, each value's colon in its own column", () => {
  const { buyer } = partiesOf([
    { x: 230, y: 34, text: "Ganesh Distributors", size: 14 },
    { x: 242, y: 54, text: `GSTIN : ${SELLER}` },
    { x: 36, y: 120, text: "Recipient Details" },
    { x: 324, y: 120, text: "Invoice No. : INV-2024-2043" },
    { x: 324, y: 130, text: "Place of Supply : Haryana (06)" },
    { x: 36, y: 135, text: "Name" },
    { x: 87, y: 135, text: ": Balaji Logistics & Co." },
    { x: 36, y: 147, text: "Address" },
    { x: 87, y: 147, text: ": 159, Transport Nagar," },
    { x: 87, y: 158, text: "Gurugram 122001" },
    { x: 36, y: 170, text: "GSTIN" },
    { x: 87, y: 170, text: `: ${BUYER}` },
    ...ITEMS,
  ]);
  it("reads past the other block's lines between its rows, the colons left out", () => {
    expect(buyer).toMatchObject({
      name: "Balaji Logistics & Co.",
      address: "159, Transport Nagar, Gurugram 122001",
      GSTIN: BUYER,
    });
  });
});

describe("'From' over the seller and 'To' over the buyer", () => {
  const { seller, buyer } = partiesOf([
    { x: 260, y: 30, text: "Tax Invoice" },
    { x: 36, y: 56, text: "From" },
    { x: 36, y: 66, text: "Kohinoor Hardware Limited" },
    { x: 36, y: 77, text: "Door No. 300, Civil Lines" },
    { x: 36, y: 88, text: `GSTIN : ${SELLER}` },
    { x: 36, y: 110, text: "To" },
    { x: 36, y: 122, text: "Matrix Infotech Solutions Pvt. Ltd." },
    { x: 36, y: 134, text: "Khasra No. 411, Ring Road" },
    { x: 36, y: 146, text: `GSTIN : ${BUYER}` },
    ...ITEMS,
  ]);
  it("takes the name under 'To' alone on its line for the buyer", () => {
    expect(seller).toMatchObject({ name: "Kohinoor Hardware Limited", GSTIN: SELLER });
    expect(buyer).toMatchObject({
      name: "Matrix Infotech Solutions Pvt. Ltd.",
      address: "Khasra No. 411, Ring Road",
      GSTIN: BUYER,
    });
  });
  it("takes no buyer from a 'To' over a date", () => {
    const { buyer: none } = partiesOf([
      { x: 36, y: 56, text: "Period" },
      { x: 36, y: 66, text: "To" },
      { x: 36, y: 78, text: "31/03/2024" },
      ...ITEMS,
    ]);
    expect(none?.["name"]).toBeUndefined();
  });
});

describe("'To' over the buyer beside the invoice's particulars", () => {
  const { seller, buyer } = partiesOf([
    { x: 260, y: 30, text: "GST INVOICE" },
    { x: 36, y: 56, text: "From" },
    { x: 36, y: 66, text: "Apex Auto Parts Limited" },
    { x: 36, y: 77, text: "Gala No. 284, Anna Salai" },
    { x: 36, y: 88, text: `GSTIN : ${SELLER}` },
    { x: 36, y: 99, text: "State & Code : Gujarat (24)" },
    { x: 36, y: 120, text: "To" },
    { x: 318, y: 126, text: "Date & Time of Supply : 12.09.2023 14:30" },
    { x: 36, y: 133, text: "Om Textiles Private Limited" },
    { x: 36, y: 145, text: "Kolkata, West Bengal 700880" },
    { x: 36, y: 157, text: "State : West Bengal State Code : 19" },
    ...ITEMS,
  ]);
  it("takes the name under 'To' past a line of the block beside it", () => {
    expect(buyer).toMatchObject({ name: "Om Textiles Private Limited", address: "Kolkata, West Bengal 700880" });
  });
  it("ends the seller's block at 'To': the buyer's state code is not the seller's", () => {
    expect(seller).toMatchObject({ name: "Apex Auto Parts Limited", state_code: "24" });
    const { seller: first } = partiesOf([
      { x: 36, y: 56, text: "From" },
      { x: 36, y: 65, text: "Om Engineering Works" },
      { x: 317, y: 65, text: "Bill No." },
      { x: 440, y: 65, text: "Date" },
      { x: 36, y: 75, text: "Door No. 43, Main Bazar" },
      { x: 317, y: 75, text: "1887" },
      { x: 440, y: 75, text: "31-Dec-2023" },
      { x: 36, y: 89, text: "Bhubaneswar 751178" },
      { x: 317, y: 89, text: "Place of Supply" },
      { x: 36, y: 99, text: `GSTIN/UIN : ${SELLER}` },
      { x: 317, y: 99, text: "West Bengal (19)" },
      { x: 36, y: 110, text: "State & Code : Gujarat (24)" },
      { x: 36, y: 130, text: "To" },
      { x: 36, y: 142, text: "Om Textiles Private Limited" },
      { x: 36, y: 153, text: "H.No. 306, Old Market" },
      { x: 36, y: 163, text: "Kolkata, West Bengal 700880" },
      { x: 36, y: 174, text: "State : West Bengal State Code : 19" },
      ...ITEMS,
    ]);
    expect(first).toMatchObject({ name: "Om Engineering Works", state_code: "24" });
  });
});

describe("a shop's bill that prints its contacts at its foot", () => {
  const bill = (head: Placed[]) => [
    ...head,
    { x: 40, y: 120, text: "No. 471" },
    { x: 400, y: 120, text: "Date: 19/03/2022" },
    { x: 40, y: 140, text: "Customer Name: Meena" },
    ...ITEMS,
    { x: 400, y: 400, text: "Total" },
    { x: 500, y: 400, text: "5,804.00" },
    { x: 150, y: 720, text: "#9, 4th Cross Street, Gandhi Nagar, Cuddalore" },
    { x: 150, y: 735, text: "Ph : 04142 - 223115, 96559 93355" },
  ];
  it("takes the phone there for the seller where its letterhead prints its name alone", () => {
    const { seller, buyer } = partiesOf(bill([{ x: 230, y: 40, text: "Varna Silks", size: 16 }]));
    expect(seller).toMatchObject({ name: "Varna Silks", phone: "04142 - 223115" });
    expect(buyer["phone"]).toBeUndefined();
  });
  it("keeps the letterhead's own phone", () => {
    const { seller } = partiesOf(
      bill([
        { x: 230, y: 40, text: "Varna Silks", size: 16 },
        { x: 230, y: 60, text: "Mob: 98470 12345" },
      ]),
    );
    expect(seller["phone"]).toBe("98470 12345");
  });
  it("leaves it where a heading names the seller: a marketplace's foot is its own", () => {
    const { seller } = partiesOf(
      bill([
        { x: 40, y: 40, text: "Sold By:" },
        { x: 40, y: 55, text: "Varna Silks" },
        { x: 40, y: 70, text: "Gandhi Road, Cuddalore" },
      ]),
    );
    expect(seller["phone"]).toBeUndefined();
  });
});
