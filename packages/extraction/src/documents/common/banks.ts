/**
 * The bank an IFSC names by its first four letters (the bank code of RBI's IFSC scheme): for a statement
 * or an invoice's bank details that print the bank only as a logo. The largest scheduled banks; see
 * docs/banks.md.
 */
const IFSC_BANKS: Record<string, string> = {
  SBIN: "State Bank of India",
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  UTIB: "Axis Bank",
  KKBK: "Kotak Mahindra Bank",
  PUNB: "Punjab National Bank",
  BARB: "Bank of Baroda",
  CNRB: "Canara Bank",
  UBIN: "Union Bank of India",
  IDFB: "IDFC First Bank",
  INDB: "IndusInd Bank",
  YESB: "Yes Bank",
  FDRL: "Federal Bank",
  AUBL: "AU Small Finance Bank",
  IBKL: "IDBI Bank",
  CBIN: "Central Bank of India",
  BKID: "Bank of India",
  IOBA: "Indian Overseas Bank",
  IDIB: "Indian Bank",
  UCBA: "UCO Bank",
  MAHB: "Bank of Maharashtra",
  PSIB: "Punjab & Sind Bank",
  KARB: "Karnataka Bank",
  KVBL: "Karur Vysya Bank",
  CIUB: "City Union Bank",
  SIBL: "South Indian Bank",
  TMBL: "Tamilnad Mercantile Bank",
  RATN: "RBL Bank",
  DCBL: "DCB Bank",
  BDBL: "Bandhan Bank",
  ESFB: "Equitas Small Finance Bank",
  UJVN: "Ujjivan Small Finance Bank",
  SCBL: "Standard Chartered Bank",
  CITI: "Citibank",
  HSBC: "HSBC",
};

export const bankOfIfsc = (ifsc: string): string | undefined => IFSC_BANKS[ifsc.slice(0, 4).toUpperCase()];

const compact = (t: string) => t.toLowerCase().replace(/[^\p{L}\d]/gu, "");
/** The banks above by their names' letters alone, longest first ("bankofindia" after "centralbankofindia"). */
const COMPACT_BANKS = [...new Set(Object.values(IFSC_BANKS))]
  .map((name) => ({ name, letters: compact(name) }))
  .sort((a, b) => b.letters.length - a.letters.length);

/**
 * The bank a text read by OCR spells, its words run together or cut apart ("BankofBarodaA/C",
 * "State Bankof India", "AxisBank"): the bank whose name the text's letters spell, perhaps with the
 * account's key run into it ("A/C"); not one with more words ("HDFC Bank Ltd").
 */
export function bankSpelled(text: string): string | undefined {
  const letters = compact(text);
  return COMPACT_BANKS.find((b) => letters.startsWith(b.letters) && /^a?c?$/.test(letters.slice(b.letters.length)))
    ?.name;
}

/**
 * Banks known by a name without the word "Bank" (a brand), as their statements print it beside the logo
 * or in a sentence ("Statement of Axis Account No"): the brand's words, and the bank's full name. India's
 * from the IFSC list above; the UK's from the retail banks of Wikipedia's "List of banks in the United
 * Kingdom" (HSBC UK, Barclays, Lloyds, NatWest, Santander, Nationwide, Halifax, TSB, Monzo, Starling);
 * the US, Singapore and Australian banks docs/banks.md records (MON, TT); France's largest retail banks
 * (Wikipedia, "List of banks in France"), Canada's "Big Five" (Wikipedia, "Big Five (banks)"), and the
 * Dutch and UAE banks whose statements docs/banks.md records (ABN AMRO; Emirates NBD, Emirates Islamic). Words
 * that are also common nouns or names ("Federal", "Union", "Chase" alone) are left out, or kept only in
 * two words.
 */
const BRANDS: [string, string][] = [
  ["ICICI", "ICICI Bank"],
  ["HDFC", "HDFC Bank"],
  ["Axis", "Axis Bank"],
  ["Kotak", "Kotak Mahindra Bank"],
  ["IndusInd", "IndusInd Bank"],
  ["Canara", "Canara Bank"],
  ["IDFC FIRST", "IDFC First Bank"],
  ["HSBC", "HSBC"],
  ["Barclays", "Barclays"],
  ["Lloyds", "Lloyds Bank"],
  ["NatWest", "NatWest"],
  ["Santander", "Santander"],
  ["Nationwide", "Nationwide"],
  ["Halifax", "Halifax"],
  ["TSB", "TSB"],
  ["Monzo", "Monzo"],
  ["Starling", "Starling Bank"],
  ["JPMorgan Chase", "JPMorgan Chase"],
  ["Chase Bank", "Chase"],
  ["Wells Fargo", "Wells Fargo"],
  ["Citibank", "Citibank"],
  ["Capital One", "Capital One"],
  ["DBS", "DBS Bank"],
  ["POSB", "POSB"],
  ["OCBC", "OCBC Bank"],
  ["UOB", "UOB"],
  ["Westpac", "Westpac"],
  ["ANZ", "ANZ"],
  ["NAB", "National Australia Bank"],
  ["BNP Paribas", "BNP Paribas"],
  ["Crédit Agricole", "Crédit Agricole"],
  ["Société Générale", "Société Générale"],
  ["Crédit Mutuel", "Crédit Mutuel"],
  ["Caisse d'Epargne", "Caisse d'Epargne"],
  ["LCL", "LCL"],
  ["RBC", "Royal Bank of Canada"],
  ["TD Canada Trust", "TD Canada Trust"],
  ["Scotiabank", "Scotiabank"],
  ["CIBC", "CIBC"],
  ["BMO", "BMO"],
  ["ABN AMRO", "ABN AMRO"],
  ["Emirates NBD", "Emirates NBD"],
  ["Emirates Islamic", "Emirates Islamic"],
];
const brandPattern = (brand: string) =>
  new RegExp(`(?<![\\p{L}\\d/])${brand.replace(/ /g, "\\s+")}(?![\\p{L}\\d/])`, "u");
const BRAND_PATTERNS = BRANDS.map(([brand, name]) => ({
  res: [brandPattern(brand), brandPattern(brand.toUpperCase())],
  name,
}));

/** The bank a text names by its brand, printed as the bank writes it or in capitals. */
export function bankOfBrand(text: string): string | undefined {
  return BRAND_PATTERNS.find(({ res }) => res.some((re) => re.test(text)))?.name;
}
