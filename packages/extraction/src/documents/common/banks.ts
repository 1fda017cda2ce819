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
