/** Dates as documents print them → YYYY-MM-DD. */

/**
 * Month names and their usual abbreviations in English, German, French, Spanish, Italian, Dutch and
 * Portuguese, folded (lower case, no accents), and in Hindi as Hindi-locale billing prints them
 * (CLDR "hi" wide months, with the common spellings "सितम्बर", "अक्तूबर"; the map folds these too).
 * A name shared by two languages names the same month.
 */
const MONTH_NAMES: readonly (readonly string[])[] = [
  [
    "jan",
    "january",
    "januar",
    "janner",
    "janvier",
    "janv",
    "enero",
    "ene",
    "gennaio",
    "gen",
    "januari",
    "janeiro",
    "जनवरी",
  ],
  ["feb", "february", "februar", "fevrier", "fevr", "fev", "febrero", "febbraio", "februari", "fevereiro", "फ़रवरी"],
  ["mar", "march", "marz", "maerz", "mrz", "mars", "marzo", "maart", "mrt", "marco", "मार्च"],
  ["apr", "april", "avril", "avr", "abril", "abr", "aprile", "अप्रैल"],
  ["may", "mai", "mayo", "maggio", "mag", "mei", "maio", "मई"],
  ["jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho", "जून"],
  ["jul", "july", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "जुलाई"],
  ["aug", "august", "aout", "agosto", "ago", "augustus", "अगस्त"],
  [
    "sep",
    "sept",
    "september",
    "septembre",
    "septiembre",
    "setiembre",
    "settembre",
    "set",
    "setembro",
    "सितंबर",
    "सितम्बर",
  ],
  ["oct", "october", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "अक्टूबर", "अक्तूबर"],
  ["nov", "november", "novembre", "noviembre", "novembro", "नवंबर", "नवम्बर"],
  ["dec", "december", "dezember", "dez", "decembre", "diciembre", "dic", "dicembre", "dezembro", "दिसंबर", "दिसम्बर"],
];

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\.$/, "");

// Folded as words are: the Hindi names lose their vowel signs as a read word does.
const MONTHS = new Map<string, number>(MONTH_NAMES.flatMap((names, i) => names.map((n) => [fold(n), i + 1] as const)));

/** The month a word names, in any of the languages above; null for none. */
export function monthOf(word: string): number | null {
  const w = fold(word);
  const exact = MONTHS.get(w);
  if (exact) return exact;
  // An abbreviation cut anywhere after three letters ("Sept", "Janv", "Febr"), never a longer word.
  if (w.length < 3) return null;
  for (const [name, month] of MONTHS) if (name.length > w.length && name.startsWith(w)) return month;
  return null;
}

const pad = (n: number) => String(n).padStart(2, "0");

function valid(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * Which of day and month a numeric date prints first. Day first is the rule in India and Europe; a
 * document decides otherwise when one of its dates can only be read month first (see `dateOrderOf`).
 */
export type DateOrder = "dmy" | "mdy";

/**
 * A year as a hand writes it and OCR reads it: four digits, or this century's with its round 0 read as
 * a letter ("2e24", "2o25"): a year written out is 20yy, and nothing else there has a letter.
 */
const HANDWRITTEN_YEAR = "(?:\\d{4}|2[oe]\\d{2})";

/** A month's name or its abbreviation: up to ten letters ("septiembre"), or a Hindi month's name. */
const MONTH_WORD = "(?:[a-zà-ÿ]{3,10}\\.?|[\\u0900-\\u097F]{2,10})";
/** A date inside a text: numeric (day first or month first), ISO, or with the month's name in any of the languages. */
export const DATE_PATTERN = new RegExp(
  "(?<![\\d.])(" +
    [
      "\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}",
      `\\d{1,2}[/.:-]{1,2}\\d{1,2}[/.:-]{1,2}${HANDWRITTEN_YEAR}`,
      "\\d{4}-\\d{1,2}-\\d{1,2}",
      // Year first with slashes or dots ("2024/03/12", "2024.03.12"): East Asian and ERP prints.
      "\\d{4}/\\d{1,2}/\\d{1,2}",
      "\\d{4}\\.\\d{1,2}\\.\\d{1,2}",
      `\\d{1,2}(?:st|nd|rd|th|er|º|°|\\.)?(?:\\s*de)?[\\s\\-/.,]*${MONTH_WORD}(?:\\s*de)?[\\s\\-/.,]*'?\\d{2,4}`,
      `${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*,?\\s+\\d{4}`,
    ].join("|") +
    ")(?![\\d])",
  "i",
);

/**
 * A date written by hand and read by OCR: its separators doubled or mixed, a colon among them
 * ("22-/12-/2024", "18:02.2021"). Only with a four-digit year, which no time of day ("10:05:23") has.
 */
const LOOSE_NUMERIC = new RegExp(`^(\\d{1,2})[/.:-]{1,2}(\\d{1,2})[/.:-]{1,2}(${HANDWRITTEN_YEAR})$`, "i");

/** A numeric date's parts by the order; null when they make no date. */
function numeric(s: string, order: DateOrder): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(s) ?? LOOSE_NUMERIC.exec(s);
  if (!m) return null;
  const [a, b, y] = [+m[1]!, +m[2]!, +m[3]!.replace(/[oe]/i, "0")];
  return order === "mdy" ? valid(y, a, b) : valid(y, b, a);
}

/** A date whose month is a word: "15. März 2024", "3 de marzo de 2024", "March 3, 2026", "07-Mar-24". */
function named(s: string): string | null {
  let m =
    /^(\d{1,2})(?:st|nd|rd|th|er|º|°|\.)?(?:\s*\bde\b)?[\s\-/.,]*([\p{L}\p{M}]+)\.?(?:\s*\bde\b)?[\s\-/.,]*'?(\d{2,4})$/iu.exec(
      s,
    );
  if (m) {
    const mon = monthOf(m[2]!);
    return mon ? valid(+m[3]!, mon, +m[1]!) : null;
  }
  m = /^([\p{L}]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s+(\d{4})$/iu.exec(s);
  if (m) {
    const mon = monthOf(m[1]!);
    return mon ? valid(+m[3]!, mon, +m[2]!) : null;
  }
  return null;
}

/** A date as printed → YYYY-MM-DD, numeric ones read in `order` (day first unless told). */
export function parseDate(raw: string, order: DateOrder = "dmy"): string | null {
  const s = raw
    .trim()
    .replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, "0")
    .replace(/\s+/g, " ");
  const iso = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(s);
  if (iso) return valid(+iso[1]!, +iso[3]!, +iso[4]!);
  return numeric(s, order) ?? named(s);
}

/** Finds the first date inside a longer text. */
export function findDate(text: string, order: DateOrder = "dmy"): { iso: string; raw: string } | null {
  const re = new RegExp(DATE_PATTERN.source, "gi");
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const iso = parseDate(m[1]!, order);
    if (iso) return { iso, raw: m[1]! };
  }
  return null;
}

/**
 * Whether a numeric date reads differently day first and month first ("03/04/2024"): both are dates
 * and they differ.
 */
export function ambiguousDate(raw: string): boolean {
  const s = raw.trim();
  const a = numeric(s, "dmy");
  const b = numeric(s, "mdy");
  return a !== null && b !== null && a !== b;
}

/**
 * The order a document prints its numeric dates in, from the dates that can be read one way only: a
 * first part over 12 is a day, a second part over 12 is a day. `undefined` when none decides.
 */
export function dateOrderOf(texts: Iterable<string>): DateOrder | undefined {
  let dmy = 0;
  let mdy = 0;
  // Not inside a longer code ("INV/08/25/1234"): a date stands apart.
  const re = /(?<![\w./-])(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?![\w/-])/g;
  for (const t of texts)
    for (const m of t.matchAll(re)) {
      const [a, b] = [numeric(m[1]!, "dmy"), numeric(m[1]!, "mdy")];
      if (a && !b) dmy++;
      else if (b && !a) mdy++;
    }
  if (dmy === mdy) return undefined;
  return dmy > mdy ? "dmy" : "mdy";
}
