/** Amount in words (Indian system: lakh, crore) → number, or null when it does not read as one. */
export function wordsToAmount(text: string): number | null {
  const units: Record<string, number> = {
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fourty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  };
  const scales: Record<string, number> = {
    hundred: 100,
    thousand: 1e3,
    lakh: 1e5,
    lakhs: 1e5,
    lac: 1e5,
    crore: 1e7,
    crores: 1e7,
    million: 1e6,
  };
  const tokens = text
    .toLowerCase()
    .replace(/[^a-z\s-]/g, " ")
    .split(/[\s-]+/)
    .filter(Boolean);
  let rupees = 0;
  let paise = 0;
  let group = 0;
  let seen = false;
  let inPaise = false;
  let total = 0;
  for (const t of tokens) {
    if (t === "paise" || t === "paisa") {
      paise = total + group;
      total = 0;
      group = 0;
      inPaise = false;
      continue;
    }
    if (t === "and" && seen) {
      // "… Fifteen and Eighty Nine Paise": what follows may be paise.
      rupees = total + group;
      total = 0;
      group = 0;
      inPaise = true;
      continue;
    }
    if (t in units) {
      group += units[t]!;
      seen = true;
    } else if (t === "hundred") {
      group = (group || 1) * 100;
    } else if (t in scales) {
      total += (group || 1) * scales[t]!;
      group = 0;
    }
  }
  if (!seen) return null;
  if (inPaise) {
    // "and" followed by something other than paise: it was part of the rupees.
    rupees += total + group;
  } else if (paise === 0) {
    rupees += total + group;
  }
  return Math.round((rupees + paise / 100) * 100) / 100;
}

/** Words that spell an amount, besides the units and scales: the currency, "and", "only". */
const SPELLING = new Set([
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  "thirty",
  "forty",
  "fourty",
  "fifty",
  "sixty",
  "seventy",
  "eighty",
  "ninety",
  "hundred",
  "thousand",
  "lakh",
  "lakhs",
  "lac",
  "crore",
  "crores",
  "million",
  "and",
  "only",
  "paise",
  "paisa",
  "rupees",
  "rupee",
  "indian",
  "inr",
]);

/** How much of a text spells an amount in words: the share of its words that do, and how many. */
export function spelledShare(text: string): { share: number; count: number } {
  const tokens = text
    .toLowerCase()
    .replace(/[^a-z\s-]/g, " ")
    .split(/[\s-]+/)
    .filter(Boolean);
  const count = tokens.filter((t) => SPELLING.has(t)).length;
  return { share: count / Math.max(1, tokens.length), count };
}

/** A run of letters that is two spelling words run together ("fiveand", "fourthousand"), as the two. */
function splitSpelled(word: string): string | undefined {
  const low = word.toLowerCase();
  if (SPELLING.has(low)) return undefined;
  for (let i = 2; i <= low.length - 2; i++)
    if (SPELLING.has(low.slice(0, i)) && SPELLING.has(low.slice(i))) return `${word.slice(0, i)} ${word.slice(i)}`;
  return undefined;
}

/**
 * Words OCR ran together where the case shows the seam ("CateringServices", "SaidpurRoad",
 * "KunnumpuramJn."): a capital after two small letters and before a small one starts a word ("McKinley"
 * stays); so do digits after two small letters ("Cuttack753256", "Bag15.6"; a model's "Y200" and a
 * unit's power, "cm2", stay). In capitals, a number between words of three letters or more
 * ("CLAV625TAB", "BHUBANESWAR751400"; its unit stays, "ROLL 10CM", "500ML"); a capitalised word
 * after a number ("OPC53Grade"). Outside an e-mail address. For OCR's text only: a text layer
 * spells a brand as it is written ("PhonePe").
 */
export function spaceCaseSeams(text: string): string {
  return text.replace(/\S+/g, (w) => (w.includes("@") ? w : w.replace(CASE_SEAM, " ")));
}
const CASE_SEAM =
  /(?<=\p{Ll}{2})(?=\p{Lu}\p{Ll}|\d(?:[\d\p{L}]|[.,]\d))|(?<=\p{Lu}{3})(?=\d(?:\d|[.,]\d|\p{Lu}|$))|(?<=\d)(?=\p{Lu}{3}|\p{Lu}\p{Ll}{2})/gu;

/**
 * An amount in words with the spaces OCR left out put back ("RupeesTenLakh", "Fiveand Sixty"): before a
 * capital after a small letter, and between two spelling words run together. For OCR's text only: a
 * printed text is as printed.
 */
export function spaceSpelled(text: string): string {
  return text.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, " ").replace(/\p{L}+/gu, (w) => splitSpelled(w) ?? w);
}
