// GST tax invoices printed with Hindi labels: the Hindi localisations of small-business billing apps
// and bills of Hindi-belt traders (sources in docs/corpus.md, "Hindi GST invoices"). Labels are
// Devanagari, alone or with a short English gloss; values (numbers, GSTINs, dates) stay Latin, as
// these apps print them.
import type { Rng } from "../random.ts";
import { GOODS, RETAIL } from "../data/goods.ts";
import { DEVANAGARI } from "../render/fonts.ts";
import { plainNumber } from "../format/numbers.ts";
import { buildModern, type ModernSpec } from "./modern-gst.ts";
import type { Built, Family } from "./family.ts";

// Official Hindi names of the tax heads (CGST Act, Hindi text): केन्द्रीय कर, राज्य कर, एकीकृत कर.
const HEAD_HI: Record<string, string> = { CGST: "केन्द्रीय कर", SGST: "राज्य कर", IGST: "एकीकृत कर" };
// Transliterations printed by apps in their Hindi themes.
const HEAD_TRANSLIT: Record<string, string> = { CGST: "सीजीएसटी", SGST: "एसजीएसटी", IGST: "आईजीएसटी" };

const rate = (r: number | undefined) => (r === undefined ? "" : ` @${plainNumber(r)}%`);

const BASE: Omit<ModernSpec, "taxLine" | "header"> = {
  labels: {
    title: ["कर बीजक", "कर बीजक", "टैक्स इनवॉइस", "बीजक", "कर बीजक / TAX INVOICE"],
    number: ["बीजक संख्या", "बीजक सं.", "बिल नं.", "इनवॉइस नं.", "बीजक क्रमांक"],
    date: ["दिनांक", "बीजक दिनांक", "तारीख", "बीजक की तारीख"],
    due: ["देय तिथि", "भुगतान तिथि"],
    po: ["आदेश संख्या", "क्रय आदेश सं."],
    pos: ["आपूर्ति का स्थान", "आपूर्ति स्थल"],
    billTo: ["क्रेता", "प्राप्तकर्ता का विवरण", "बिल प्राप्तकर्ता", "ग्राहक", "क्रेता (बिल प्राप्तकर्ता)"],
    shipTo: ["परेषिती", "माल भेजने का पता", "परेषिती (शिप टू)"],
    gstin: ["जीएसटीआईएन", "GSTIN", "जीएसटी नं.", "जीएसटीआईएन/यूआईएन"],
    phone: ["फ़ोन", "मोबाइल", "मो."],
    subTotal: ["कर योग्य मूल्य", "कुल कर योग्य राशि", "उप योग", "कर योग्य राशि"],
    round: ["पूर्णांकन", "राउंड ऑफ"],
    total: ["कुल", "कुल राशि", "कुल देय राशि", "सकल योग", "कुल योग"],
    words: ["राशि शब्दों में", "कुल राशि (शब्दों में)", "शब्दों में"],
    bank: ["बैंक विवरण", "बैंक का विवरण", "भुगतान हेतु बैंक विवरण"],
    bankName: ["बैंक का नाम", "बैंक"],
    account: ["खाता संख्या", "खाता सं.", "बैंक खाता नं."],
    ifsc: ["आईएफएससी कोड", "IFSC", "आईएफएससी"],
    holder: ["खाताधारक का नाम", "खाताधारक"],
    rc: ["रिवर्स चार्ज"],
  },
  columns: [
    ["sn", "desc", "hsn", "qty", "unit", "rate", "gstPct", "taxable"],
    ["sn", "desc", "hsn", "qty", "rate", "disc", "taxable"],
    ["sn", "desc", "hsn", "qty", "rate", "gstPct", "taxAmt", "taxable"],
  ],
  heads: {
    sn: ["क्र.", "क्र.सं.", "क्रम"],
    desc: ["विवरण", "माल का विवरण", "वस्तु / सेवा का विवरण", "सामान का नाम"],
    hsn: ["एचएसएन", "HSN/SAC", "एचएसएन/एसएसी"],
    qty: ["मात्रा", "संख्या"],
    unit: ["इकाई"],
    rate: ["दर", "मूल्य/इकाई", "दर (₹)"],
    disc: ["छूट"],
    gstPct: ["जीएसटी %", "कर दर"],
    taxAmt: ["कर राशि", "जीएसटी राशि"],
    taxable: ["कर योग्य मूल्य", "राशि", "रकम", "कर योग्य राशि"],
  },
  fonts: DEVANAGARI.filter((f) => f !== "Kalam"),
  accents: ["#8c2f1b", "#1d4f91", "#2e6b30", "#444"],
  doc: {
    articles: [...GOODS, ...RETAIL.filter((a) => a.rate > 0)],
    count: [1, 9],
    discount: 0.2,
    dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yyyy"],
    wordsStyles: ["rupees-paise-only", "indian-rupee", "inr-only"],
    numbering: ["{n}", "{fy}/{n}", "GST/{fy}/{n3}", "B-{n}"],
    buyerRegistered: 0.8,
  },
  show: { placeOfSupply: true, buyerPhone: false, sellerPhone: true, subTotal: true, totalTax: false, due: true },
  footerNote: ["धन्यवाद। पुनः पधारें।", "बिका हुआ माल वापस नहीं होगा।", "सभी विवाद स्थानीय न्यायालय के अधीन।"],
};

/** Official Hindi names, transliterations, or the Hindi name with the English head in brackets. */
const TAX_LINES: ModernSpec["taxLine"][] = [
  (head, r) => `${HEAD_HI[head] ?? head}${rate(r)}`,
  (head, r) => `${HEAD_TRANSLIT[head] ?? head}${rate(r)}`,
  (head, r) => `${HEAD_HI[head] ?? head} (${head})${rate(r)}`,
];

function buildHindi(rng: Rng): Built {
  const spec: ModernSpec = {
    ...BASE,
    header: rng.pick(["seller-left", "banner"] as const),
    taxLine: rng.pick(TAX_LINES),
  };
  return buildModern(spec, rng);
}

export const inHindiGst: Family = {
  name: "in-hindi-gst",
  type: "invoice",
  kind: "gst-b2b",
  languages: ["hi"],
  split: "tune",
  variants: ["pdf", "scan", "photo"],
  build: buildHindi,
};
