/**
 * India's states and union territories by their GST state code (the first two digits of a GSTIN):
 * the code list of https://gstkanun.in/gst-state-code-list-of-india/ and ClearTax's state master
 * (https://docs.cleartax.in/cleartax-docs/gst-api-1/gst-api-reference/resources-and-masters/place-is-supply-master).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

/** Older names still printed: Orissa (before 2011), Pondicherry, and the two territories merged in 2020. */
const FORMER_NAMES = ["Orissa", "Pondicherry", "Daman and Diu", "Dadra and Nagar Haveli"];

/**
 * Each name as whole words, "and" also as "&", its words perhaps run together by OCR ("UttarPradesh");
 * longest first ("… and Daman and Diu" before "Daman and Diu").
 */
const NAMES = [...Object.values(GST_STATES), ...FORMER_NAMES]
  .sort((a, b) => b.length - a.length)
  .map((name) => {
    const spelled = name
      .split(" ")
      .map((w) => (w === "and" ? "(?:and|&)" : w))
      .join("\\W*");
    return { name, re: new RegExp(`(?<![\\p{L}])${spelled}(?![\\p{L}])`, "iu") };
  });

/**
 * The state a text names where it names one among other marks ("C Chhattisgarh": a speck OCR read
 * before it), as the text prints it, or by its name where OCR ran its words together; null where it
 * names none.
 */
export function stateNamed(text: string): string | null {
  for (const { name, re } of NAMES) {
    const m = re.exec(text);
    if (m) return /\s/.test(name) && !/\W/.test(m[0]) ? name : m[0];
  }
  return null;
}
