// Amounts in words as Indian invoices print them: lakh and crore, "Rupees … and … Paise Only".

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in Indian words: 2701315 → "Twenty Seven Lakh One Thousand Three Hundred Fifteen". */
export function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${crore >= 100 ? indianWords(crore) : belowHundred(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

export type WordsStyle = "rupees-paise-only" | "inr-only" | "rupees-only-caps" | "indian-rupee";

/** The printed phrase for an amount in paise, in one of the forms billing software uses. */
export function amountInWords(minor: number, style: WordsStyle): string {
  const rupees = Math.floor(minor / 100);
  const paise = minor % 100;
  const main = indianWords(rupees);
  const paisePart = paise ? ` and ${belowHundred(paise)} Paise` : "";
  switch (style) {
    case "rupees-paise-only":
      return `Rupees ${main}${paisePart} Only`;
    case "inr-only":
      return `INR ${main}${paisePart} Only`;
    case "rupees-only-caps":
      return `RUPEES ${main.toUpperCase()}${paisePart.toUpperCase()} ONLY`;
    case "indian-rupee":
      return `Indian Rupee ${main}${paisePart} Only`;
  }
}
