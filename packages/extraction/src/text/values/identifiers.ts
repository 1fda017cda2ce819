/** Identifiers with a shape or a check character (GSTIN, IFSC, SWIFT/BIC), and their OCR repair. */

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
  for (const x of LOOKALIKE_GROUPS.filter((g) => g.includes(c)).join("")) if (!out.has(x)) out.set(x, 1);
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
        const code = ifscShaped(s.slice(0, drop) + s.slice(drop + 1));
        if (code) codes.add(code);
      }
    }
    return codes.size === 1 ? [...codes][0]! : null;
  }
  const code = ifscShaped(s);
  return code ? digitsBranch(code) : null;
}

/** Eleven characters in an IFSC's shape: letters OCR read as digits in the bank's code, its 0 read as a letter. */
function ifscShaped(s: string): string | null {
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

/**
 * A branch code of digits with one letter OCR takes for a digit among them ("S68373" for 568373):
 * branch codes mix letters and digits, but one lookalike letter among five digits is a digit misread.
 */
function digitsBranch(code: string): string {
  const branch = code.slice(5);
  const letters = branch.replace(/\d/g, "");
  if (letters.length !== 1 || !"OISBZGL".includes(letters)) return code;
  return code.slice(0, 5) + branch.replace(letters, TO_DIGIT[letters]!);
}

export const SWIFT_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * An EU VAT id's shape (VIES): a member state's code (Greece's EL, Northern Ireland's XI), then at least
 * eight characters, digits after the first two ("FR11999999998", "ATU12345678", "DE 123456789"). The digits
 * may be printed in groups, as French invoices print the SIREN inside it ("FR 11 123 456 782").
 */
export const EU_VAT_ID =
  /(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)\s?U?[0-9A-Z]{2}\s?\d(?: ?\d){5,}/;

/** An IBAN's mod-97 check (ISO 13616): the country and check digits moved to the end, letters as numbers. */
export function ibanValid(raw: string): boolean {
  const s = raw.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  let rest = 0;
  for (const c of s.slice(4) + s.slice(0, 4)) {
    const v = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}
