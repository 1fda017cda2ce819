// A Hindi + English GST invoice, as printed in the Hindi-speaking states: every label in Devanagari
// with its English form (or Devanagari alone), values in Latin script.
import { GOODS } from "../data/goods.ts";
import { DEVANAGARI } from "../render/fonts.ts";
import { plainNumber } from "../format/numbers.ts";
import { buildModern, type ModernSpec } from "./modern-gst.ts";
import type { Family } from "./family.ts";

const both = (hi: string, en: string) => [`${hi} / ${en}`, `${hi} (${en})`, hi] as const;

const SPEC: ModernSpec = {
  header: "banner",
  labels: {
    title: ["कर बीजक / TAX INVOICE", "टैक्स इनवॉइस / Tax Invoice", "कर बीजक"],
    number: both("बीजक संख्या", "Invoice No."),
    date: both("दिनांक", "Date"),
    due: both("देय तिथि", "Due Date"),
    po: both("क्रय आदेश सं.", "PO No."),
    pos: both("आपूर्ति का स्थान", "Place of Supply"),
    billTo: both("क्रेता", "Buyer"),
    shipTo: both("प्रेषिती", "Consignee"),
    gstin: ["जीएसटीआईएन / GSTIN", "जीएसटी सं. / GSTIN", "GSTIN"],
    phone: both("फोन", "Phone"),
    subTotal: both("कर योग्य मूल्य", "Taxable Value"),
    round: both("पूर्णांकन", "Round Off"),
    total: both("कुल राशि", "Total Amount"),
    words: both("शब्दों में", "Amount in Words"),
    bank: both("बैंक विवरण", "Bank Details"),
    bankName: both("बैंक", "Bank"),
    account: both("खाता संख्या", "A/c No."),
    ifsc: ["IFSC", "आईएफएससी / IFSC"],
    holder: both("खाताधारक", "Account Holder"),
    rc: both("रिवर्स चार्ज", "Reverse Charge"),
  },
  columns: [
    ["sn", "desc", "hsn", "qty", "unit", "rate", "taxable"],
    ["sn", "desc", "hsn", "qty", "rate", "gstPct", "taxable"],
  ],
  heads: {
    sn: ["क्र.सं. / S.No.", "क्र."],
    desc: ["विवरण / Description", "माल का विवरण", "वस्तु / Item"],
    hsn: ["एचएसएन / HSN", "HSN"],
    qty: ["मात्रा / Qty", "मात्रा"],
    unit: ["इकाई / Unit"],
    rate: ["दर / Rate", "दर"],
    disc: ["छूट / Disc."],
    gstPct: ["जीएसटी % / GST %"],
    taxAmt: ["कर राशि"],
    taxable: ["राशि / Amount", "राशि", "मूल्य / Value"],
  },
  fonts: DEVANAGARI.filter((f) => f !== "Kalam"),
  accents: ["#8a3b12", "#1b4f72", "#444"],
  doc: {
    articles: GOODS,
    count: [1, 8],
    dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy"],
    wordsStyles: ["rupees-paise-only"],
    numbering: ["{n}", "{fy}/{n}", "BL-{n3}"],
    interStateShare: 0.3,
  },
  taxLine: (head, rate) => {
    const hi = { CGST: "केंद्रीय कर", SGST: "राज्य कर", IGST: "एकीकृत कर" }[head] ?? head;
    return rate === undefined ? `${hi} / ${head}` : `${hi} / ${head} @ ${plainNumber(rate)}%`;
  },
  show: {
    due: true,
    po: true,
    placeOfSupply: true,
    reverseCharge: true,
    sellerPhone: true,
    subTotal: true,
    totalTax: false,
  },
  footerNote: ["धन्यवाद! पुनः पधारें।", "भूल-चूक लेनी-देनी। E. & O.E."],
};

export const inBilingual: Family = {
  name: "in-bilingual",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["hi", "en-IN"],
  split: "heldout",
  variants: ["pdf", "scan", "photo"],
  build: (rng) => buildModern(SPEC, rng),
};
