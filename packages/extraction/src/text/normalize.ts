/** Value normalizers and validators: what makes a found string a trustworthy field value. */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

const pad = (n: number) => String(n).padStart(2, "0");

function valid(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Day-first dates as Indian documents write them → YYYY-MM-DD. */
export const DATE_PATTERN =
  /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}(?:st|nd|rd|th)?[\s\-/.,]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[\s\-/.,]*'?\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b/i;

export function parseDate(raw: string): string | null {
  const s = raw.trim().replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, "0");
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(s);
  if (m) return valid(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.,]*([a-z]+)\.?[\s\-/.,]*'?(\d{2,4})$/i.exec(s);
  if (m) {
    const mon = MONTHS[m[2]!.toLowerCase()] ?? MONTHS[m[2]!.toLowerCase().slice(0, 3)];
    if (mon) return valid(+m[3]!, mon, +m[1]!);
  }
  m = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(s);
  if (m) {
    const mon = MONTHS[m[1]!.toLowerCase()] ?? MONTHS[m[1]!.toLowerCase().slice(0, 3)];
    if (mon) return valid(+m[3]!, mon, +m[2]!);
  }
  return null;
}

/** Finds the first date inside a longer text. */
export function findDate(text: string): { iso: string; raw: string } | null {
  const re = new RegExp(DATE_PATTERN.source, "gi");
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const iso = parseDate(m[1]!);
    if (iso) return { iso, raw: m[1]! };
  }
  return null;
}

/** A money amount anywhere in a string: ₹, Rs., INR, Indian or western grouping, Dr/Cr. */
export const AMOUNT_PATTERN = /(?:₹|rs\.?|inr)?\s*-?\(?\d{1,3}(?:[,\s]\d{2,3})*(?:\.\d{1,2})?\)?|\d+(?:\.\d{1,2})?/gi;

export function parseAmount(raw: string): string | null {
  let s = raw.trim();
  if (!s) return null;
  s = s.replace(/(₹|rs\.?|inr|\/-)/gi, "").replace(/\s+/g, "");
  s = s.replace(/(cr|dr)\.?$/i, "");
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  // A typeset minus sign (U+2212) is a minus; a plus sign says only that the amount is not negative.
  if (/^[-\u2212]/.test(s)) {
    negative = true;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  // OCR reads digits as letters in numbers.
  s = s.replace(/[Oo]/g, "0").replace(/[lI]/g, "1");
  // Photos blur commas into points and back ("6,17.678.60"). With two or more separators and two
  // final digits, only the last can be the decimal point: a number has one, and groups are 2–3 digits.
  const grouped = /^(\d{1,3}(?:[.,]\d{2})*(?:[.,]\d{3})+)[.,](\d{2})$/.exec(s);
  if (grouped) s = `${grouped[1]!.replace(/[.,]/g, "")}.${grouped[2]}`;
  if (!/^\d{1,3}(,\d{2,3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(s)) return null;
  s = s.replace(/,/g, "");
  return (negative ? "-" : "") + s;
}

export const amountValue = (s: string | undefined | null): number | null => {
  if (s === undefined || s === null) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/**
 * Whether two readings of a field say the same: numbers within half a paisa, otherwise text apart
 * from case, spaces and punctuation ("1,000.00" and "1000.00"; "ABC Ltd." and "abc ltd").
 */
export const sameValue = (a: string, b: string): boolean => {
  const na = Number(a);
  const nb = Number(b);
  if (/^-?[\d.]+$/.test(a) && /^-?[\d.]+$/.test(b) && Number.isFinite(na) && Number.isFinite(nb))
    return Math.abs(na - nb) < 0.006;
  return a.replace(/[\s.,]/g, "").toLowerCase() === b.replace(/[\s.,]/g, "").toLowerCase();
};

export const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

export function percentString(raw: string): string | null {
  const m = /(\d+(?:\.\d+)?)\s*%?/.exec(raw);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n) || n > 100) return null;
  return String(n);
}

// ---------- codes ----------

const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const TO_DIGIT: Record<string, string> = {
  O: "0",
  D: "0",
  Q: "0",
  I: "1",
  L: "1",
  Z: "2",
  S: "5",
  B: "8",
  G: "6",
  T: "7",
  A: "4",
};
const TO_LETTER: Record<string, string> = {
  "0": "O",
  "1": "I",
  "2": "Z",
  "5": "S",
  "8": "B",
  "6": "G",
  "7": "T",
  "4": "A",
};

export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = ALNUM.indexOf(first14[i]!);
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return ALNUM[(36 - (sum % 36)) % 36]!;
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const isGstinShape = (g: string) => GSTIN_SHAPE.test(g);
export const gstinValid = (g: string) => isGstinShape(g) && gstinCheckChar(g.slice(0, 14)) === g[14];

/** Valid state codes of GST (01–38, 97 other territory, 99 centre). */
export const validStateCode = (code: string) => {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
};

const GSTIN_KINDS = "DDLLLLLDDDDLAZA"; // D digit, L letter, A alphanumeric, Z the letter Z
const GSTIN_ALLOWED: Record<string, RegExp> = { D: /\d/, L: /[A-Z]/, A: /[0-9A-Z]/, Z: /Z/ };

/** Shapes OCR takes for one another, besides the letter/digit pairs above. */
const LOOKALIKE_GROUPS = ["0ODQUC", "1IJLT7", "2Z7", "5S8B3", "6GC", "4A", "VYU", "MNHW", "EFPBR", "KX"];

/** Lookalikes of each character: 0 for the letter/digit pairs OCR confuses most, 1 for other shapes. */
const LOOKALIKES = new Map<string, Map<string, number>>();
for (const c of ALNUM) {
  const out = new Map<string, number>();
  for (const [a, b] of [...Object.entries(TO_DIGIT), ...Object.entries(TO_LETTER)]) {
    if (a === c) out.set(b, 0);
    if (b === c) out.set(a, 0);
  }
  for (const g of LOOKALIKE_GROUPS) if (g.includes(c)) for (const x of g) if (!out.has(x)) out.set(x, 1);
  out.delete(c);
  LOOKALIKES.set(c, out);
}
const NONE = new Map<string, number>();
const lookalikes = (c: string): Map<string, number> => LOOKALIKES.get(c) ?? NONE;

const PUNCT_AS_DIGIT: Record<string, string> = { "(": "0", ")": "0", "[": "0", "]": "0", "|": "1", "!": "1", $: "5" };
const PUNCT_AS_LETTER: Record<string, string> = { ")": "J", "(": "C", "[": "C", "|": "I", "!": "I", "]": "I", $: "S" };

/** A GSTIN as read; `guessed` when a misread character had to be chosen by the check character. */
export interface GstinReading {
  value: string;
  guessed: boolean;
}

function readGstin(raw: string, search: boolean): GstinReading | null {
  const up = raw.toUpperCase().replace(/\s/g, "");
  // Punctuation OCR reads for a character ("(" for 0, ")" for J, "|" for I), when counting it makes 15.
  const withPunct = up.replace(/[^0-9A-Z()[\]|!$]/g, "");
  const s = withPunct.length === 15 ? withPunct : up.replace(/[^0-9A-Z]/g, "");
  if (s.length !== 15) return null;
  let out = "";
  for (let i = 0; i < 15; i++) {
    const c = s[i]!;
    const k = GSTIN_KINDS[i]!;
    if (k === "D") out += /\d/.test(c) ? c : (TO_DIGIT[c] ?? PUNCT_AS_DIGIT[c] ?? c);
    else if (k === "Z") out += c === "2" || c === "7" ? "Z" : c;
    else if (/[A-Z]/.test(c) || (k === "A" && /\d/.test(c))) out += c;
    else out += TO_LETTER[c] ?? PUNCT_AS_LETTER[c] ?? c;
  }
  if (gstinValid(out) || !search) return isGstinShape(out) ? { value: out, guessed: false } : null;
  // One character may still be misread as another of its shape. The check character catches any
  // single wrong character, but among many lookalike readings one can pass it by chance, so a
  // repair is taken only when one passes (with a valid state code) ahead of all others. Likelier
  // first: the 13th character counts the holder's registrations in the state, a digit unless there
  // are ten or more (so a letter read there may be any digit); then a character that had to be
  // coerced to fit its position (OCR was unsure of it); then the commonest confusions.
  const found = new Map<string, number>();
  for (let i = 0; i < 15; i++) {
    const alts = new Map([...lookalikes(s[i]!), ...lookalikes(out[i]!)]);
    if (i === 12 && /[A-Z]/.test(out[i]!)) for (const d of "123456789") if (!alts.has(d)) alts.set(d, 1);
    for (const [alt, far] of alts) {
      if (alt === out[i] || !GSTIN_ALLOWED[GSTIN_KINDS[i]!]!.test(alt)) continue;
      const cand = out.slice(0, i) + alt + out.slice(i + 1);
      if (!gstinValid(cand) || !validStateCode(cand.slice(0, 2))) continue;
      const coerced = s[i] !== out[i];
      found.set(cand, (/\d/.test(cand[12]!) ? 0 : 4) + (coerced ? 0 : 2) + far);
    }
  }
  const best = Math.min(...found.values());
  const likeliest = [...found].filter(([, rank]) => rank === best);
  if (likeliest.length === 1) return { value: likeliest[0]![0], guessed: true };
  return isGstinShape(out) ? { value: out, guessed: false } : null;
}

/**
 * Repairs a GSTIN read by OCR: each character is coerced to what its position must hold (letters
 * in the PAN's letters, digits in its digits), and when that fails the check character, one
 * misread lookalike is searched for.
 */
export function repairGstin(raw: string): string | null {
  return readGstin(raw, true)?.value ?? null;
}

/**
 * Candidate GSTINs in a text, repaired; valid ones first. Text OCR read (`ocr`, the default) is
 * searched for a misread lookalike or a stray character; a text layer holds the characters as
 * printed, so a GSTIN there is only coerced to its shape and one failing its check is reported as
 * printed (the search costs about a millisecond a page, on every digital document).
 */
export function findGstinReadings(text: string, ocr = true): GstinReading[] {
  const out: GstinReading[] = [];
  const compact = text.toUpperCase();
  const re = /[0-9A-Z([|][0-9A-Z\s()[\]|!$]{12,20}[0-9A-Z)\]|]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(compact))) {
    const chunk = m[0].replace(/\s/g, "");
    let found: GstinReading | null = null;
    for (let i = 0; i + 15 <= chunk.length && !found; i++) found = readGstin(chunk.slice(i, i + 15), ocr);
    // A character read twice (once as its lookalike: "K82ZG"), or a speck read as one: one of 16
    // characters does not belong. Dropping it is a likelier reading than a guessed lookalike.
    if (ocr && (!found || found.guessed || !gstinValid(found.value))) found = withoutStrayChar(chunk) ?? found;
    if (found && !out.some((g) => g.value === found.value)) out.push(found);
  }
  return out.sort((a, b) => Number(gstinValid(b.value)) - Number(gstinValid(a.value)));
}

export const findGstins = (text: string, ocr = true): string[] => findGstinReadings(text, ocr).map((g) => g.value);

function withoutStrayChar(chunk: string): GstinReading | null {
  const valid = new Set<string>();
  for (let i = 0; i + 16 <= chunk.length; i++) {
    const run = chunk.slice(i, i + 16);
    for (let j = 0; j < 16; j++) {
      const r = readGstin(run.slice(0, j) + run.slice(j + 1), false);
      if (r && gstinValid(r.value) && validStateCode(r.value.slice(0, 2))) valid.add(r.value);
    }
  }
  return valid.size === 1 ? { value: [...valid][0]!, guessed: true } : null;
}

export const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function repairIfsc(raw: string): string | null {
  const s = raw.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (s.length === 12) {
    // One character read twice, once as its lookalike ("PUNBO0…"): drop one of the pair when every
    // such drop gives the same code. A character doubled as itself cannot be told from a real pair.
    const codes = new Set<string>();
    for (let i = 0; i + 1 < s.length; i++) {
      const [a, b] = [s[i]!, s[i + 1]!];
      if (TO_DIGIT[a] !== b && TO_DIGIT[b] !== a) continue;
      for (const drop of [i, i + 1]) {
        const code = repairIfsc(s.slice(0, drop) + s.slice(drop + 1));
        if (code) codes.add(code);
      }
    }
    return codes.size === 1 ? [...codes][0]! : null;
  }
  if (s.length !== 11) return null;
  let out = "";
  for (let i = 0; i < 11; i++) {
    const c = s[i]!;
    if (i < 4) out += /[A-Z]/.test(c) ? c : (TO_LETTER[c] ?? c);
    else if (i === 4) out += c === "O" || c === "D" || c === "Q" ? "0" : c;
    else out += c;
  }
  return IFSC_SHAPE.test(out) ? out : null;
}

export const SWIFT_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

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
