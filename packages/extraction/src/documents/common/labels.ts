import type { Abbreviations, Concept, LabelTable, Lang } from "./vocabulary/types.ts";
import { lookAlike } from "../../text/lookalikes.ts";
import { ABBREVIATIONS, LABELS } from "./vocabulary/index.ts";
import { memoByText } from "../../text/memo.ts";

/**
 * Label matching by tokens, not by exact patterns: a text and every label of the vocabulary are folded
 * the same way (case, accents, punctuation, spacing) and their abbreviations expanded, so that
 * "Inv. Dt.", "Invoice Date" and "INVOICE DT" are one label, and "Rechnungs-Nr." another of the same
 * concept. OCR slips of one letter in a longer word are forgiven.
 */

/** A token of a folded text, with the characters of the original text it came from. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

/** A label found at the start of a text (`prefix`) or covering it (`whole`). */
export interface LabelMatch {
  concept: Concept;
  lang: Lang;
  /** How many of the text's tokens the label covers. */
  tokens: number;
  /** Where the label ends in the original text: its value starts after this. */
  end: number;
  /** 1 for an exact match of every token; less for each OCR slip forgiven. */
  score: number;
}

const SPLIT = new Set([
  " ",
  "!",
  "\t",
  "\n",
  ":",
  ",",
  ";",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "|",
  "\u00a0",
  "*",
  "=",
  '"',
  "“",
  "”",
  // A header cut short ("Withdrawal…") is the word it starts.
  "…",
  // Devanagari full stops (danda, double danda) end a Hindi sentence or label as "." ends none.
  "।",
  "॥",
]);

/** One character folded: lower case, without accents; "ß" as "ss", the ordinal signs as "o". */
function foldChar(c: string): string {
  // Most characters are ASCII: lower-cased without normalising.
  const code = c.charCodeAt(0);
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c;
  if (c === "ß") return "ss";
  if (c === "°" || c === "º" || c === "№") return c === "№" ? "no" : "o";
  return c.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const isLetter = (c: string | undefined) => {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 0x80) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /\p{L}/u.test(c);
};
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** Length of the run of letters ending before `i` (backwards) or starting after `i` (forwards). */
function letterRun(text: string, i: number, dir: -1 | 1): number {
  let n = 0;
  for (let k = i + dir; k >= 0 && k < text.length && isLetter(text[k]); k += dir) n++;
  return n;
}

/** Whether the letter after `i` opens initials written with points ("C.C.", "U.I.N."): more than one letter. */
const initialsAfter = (text: string, i: number) => text[i + 2] === "." && isLetter(text[i + 3]);

/**
 * Whether a character splits tokens where it stands: separators always; a hyphen except inside a
 * number; a slash except beside a single letter ("A/c", "B/F": one token), not initials ("NIT/C.C.").
 */
function splitsAt(text: string, i: number): boolean {
  const c = text[i]!;
  if (SPLIT.has(c)) return true;
  if (c === "-" || c === "–" || c === "—") return !(isDigit(text[i - 1]) && isDigit(text[i + 1]));
  if (c === "/" || c === "\\") {
    const joined = isLetter(text[i - 1]) && isLetter(text[i + 1]);
    const single = letterRun(text, i, -1) === 1 || (letterRun(text, i, 1) === 1 && !initialsAfter(text, i));
    return !(joined && single);
  }
  return false;
}

/** Characters dropped inside a token: a point or an apostrophe ("No." → "no", "Buyer's" → "buyers"). */
const DROPPED = new Set([".", "'", "’", "`", "/", "\\"]);

/** The folded tokens of a text, each with its span in the original text. "&", "#", "%" and a rate's "@" are tokens of their own. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let cur = "";
  let start = -1;
  // Where a run of ASCII letters and digits, most of a text, started: folded at once when it ends.
  let run = -1;
  const take = (end: number) => {
    if (run >= 0) cur += text.slice(run, end).toLowerCase();
    run = -1;
  };
  const flush = (end: number) => {
    take(end);
    if (cur) out.push({ text: cur, start, end });
    cur = "";
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) {
      if (start < 0) start = i;
      if (run < 0) run = i;
      continue;
    }
    const c = text[i]!;
    if (splitsAt(text, i)) {
      flush(i);
      continue;
    }
    // "@" before a rate ("CGST@9%", as billing apps print a tax line) stands apart as in "CGST @ 9%";
    // in an address ("sales@acme.in") it joins its words.
    if (c === "&" || c === "#" || c === "%" || (c === "@" && isDigit(text[i + 1]))) {
      flush(i);
      out.push({ text: c, start: i, end: i + 1 });
      continue;
    }
    // A point between digits is a decimal point; elsewhere it is dropped.
    if (DROPPED.has(c) && !(c === "." && isDigit(text[i - 1]) && isDigit(text[i + 1]))) {
      take(i);
      if (start >= 0 && i === text.length - 1) flush(i + 1);
      continue;
    }
    take(i);
    if (start < 0) start = i;
    cur += foldChar(c);
  }
  flush(text.length);
  return out;
}

/**
 * An abbreviations table as a map, made once: its own keys only (a word such as "constructor" is no
 * abbreviation), each expansion split into its tokens.
 */
function expansionsOf(abbreviations: Abbreviations): Map<string, string[]> {
  let expansions = EXPANSIONS.get(abbreviations);
  if (!expansions) {
    expansions = new Map(Object.entries(abbreviations).map(([short, long]) => [short, long.split(" ")]));
    EXPANSIONS.set(abbreviations, expansions);
  }
  return expansions;
}
const EXPANSIONS = new WeakMap<Abbreviations, Map<string, string[]>>();

/**
 * An abbreviation OCR read with its slash as a letter ("A/c" as "Alc", "A1c", "Ale"): the two letters
 * around it, where they make an abbreviation.
 */
function slashRead(token: string, expansions: Map<string, string[]>): string[] | undefined {
  if (token.length !== 3 || !/[l1i|]/.test(token[1]!)) return undefined;
  for (const last of new Set([token[2]!, token[2] === "e" ? "c" : token[2]!])) {
    const long = expansions.get(token[0]! + last);
    if (long) return long;
  }
  return undefined;
}

/**
 * An abbreviation OCR read with its capital Q as the round letter it resembles ("Qty." as "aty.",
 * "Oty", "0ty": PP-OCR on bill books and photographed invoices).
 */
const roundQRead = (token: string, expansions: Map<string, string[]>): string[] | undefined =>
  /^[ao0]ty$/.test(token) ? expansions.get(`q${token.slice(1)}`) : undefined;

/** Tokens with abbreviations expanded; an expansion keeps the span of the token it replaces. */
export function expand(tokens: Token[], abbreviations: Abbreviations = ABBREVIATIONS, ocr = false): Token[] {
  const expansions = expansionsOf(abbreviations);
  const out: Token[] = [];
  for (const t of tokens) {
    const long =
      expansions.get(t.text) ?? (ocr ? (slashRead(t.text, expansions) ?? roundQRead(t.text, expansions)) : undefined);
    if (!long) out.push(t);
    else for (const text of long) out.push({ text, start: t.start, end: t.end });
  }
  return out;
}

/**
 * A number sign run into the word before it ("FACTUREN°", "INVOICE#"), and an abbreviation in capitals
 * after another's point ("inkl.USt", "Zuzügl.USt"): PP-OCR drops the space.
 */
const SIGNS_RUN_IN = /(?<=\p{L}{3})(?=N[°º]|#)|(?<=\p{L}{2}\.)(?=\p{Lu}{2})/gu;

/**
 * A bill book's number after "No" (its "o" small or raised, "Nº", so OCR may lose it) with no space:
 * "Bill N7847", "Memo No1234"; only after a word a label of the vocabulary puts before "No."
 * ("Bill No.", "Memo No."), as a code of its own ("N7847", "Flat N12") is no label.
 */
const NUMBER_SIGN_RUN_IN = /(?<=^N[oº°]?)(?=\d{2,}$)/gu;

/** Whether a text ends in a word that heads a number's label in the vocabulary ("bill" of "Bill No."). */
function headsNumber(before: string): boolean {
  const last = /(\p{L}{3,})\.?\s+$/u.exec(before)?.[1];
  const word = last && tokenize(last)[0]?.text;
  return !!word && vocabulary().pairs.has(`${word} number`);
}

/** A tax's rate run into its code in capitals ("CGST9" before "%"). */
const RATE_RUN_IN = /(?<=^\p{Lu}{3,})(?=\d{1,2}(?:[.,]\d{1,2})?$)/gu;

/**
 * OCR's tokens split where it ran words together without a space: a capitalised word of three letters
 * or more after a word ("TotalAmount", "CGSTAmt."; not "MwSt"), a code in capitals ending a
 * capitalised word ("OutputSGST"), a capitalised word after an
 * abbreviation's point ("Qty.Unit", "Init.Br"), an at sign ("IGST@5%"), a rate after a tax in capitals
 * ("CGST9%") and a number sign; and a value's
 * digits after a label's word ("No.525", "Date24/11/2025": PP-OCR drops the space of a bill book's boxes).
 * Values keep their spelling; only labels are looked for in the parts.
 */
function unglue(text: string, tokens: Token[]): Token[] {
  return tokens.flatMap((t) => {
    const raw = text.slice(t.start, t.end);
    const cuts = [
      ...raw.matchAll(
        /(?<=\p{L}{2}\p{Ll}|\p{Lu}{3})(?=\p{Lu}\p{Ll}{2})|(?<=\p{L}{2}\.)(?=\p{Lu}\p{Ll}|\d)|(?<=\p{Lu}\p{Ll}{3,})(?=\d|\p{Lu}{3,5}$)|@/gu,
      ),
      ...raw.matchAll(SIGNS_RUN_IN),
      ...(headsNumber(text.slice(0, t.start)) ? raw.matchAll(NUMBER_SIGN_RUN_IN) : []),
      ...(text[t.end] === "%" ? raw.matchAll(RATE_RUN_IN) : []),
    ]
      .map((m) => m.index)
      .sort((a, b) => a - b);
    if (cuts.length === 0) return [t];
    const out: Token[] = [];
    let from = 0;
    for (const at of [...cuts, raw.length]) {
      for (const p of tokenize(raw.slice(from, at).replace(/^@/, " ")))
        out.push({ text: p.text, start: t.start + from + p.start, end: t.start + from + p.end });
      from = at;
    }
    return out;
  });
}

/**
 * A text's folded tokens with the abbreviations expanded. The vocabulary's own reading of a text is
 * kept, in a bounded memory: a document asks about the same cells' texts over and over.
 */
function readTokens(text: string, abbreviations: Abbreviations, ocr: boolean, glued = ocr): Token[] {
  if (glued) return expand(unglue(text, tokenize(text)), abbreviations, ocr);
  if (abbreviations !== ABBREVIATIONS) return expand(tokenize(text), abbreviations, ocr);
  return vocabularyTokens(text);
}
const vocabularyTokens = memoByText((text) => expand(tokenize(text)));

/** The folded, expanded tokens of a text, with their spans: what labels are compared by. */
export const labelSpans = (text: string): readonly Token[] => readTokens(text, ABBREVIATIONS, false);

/** The folded, expanded words of a text. */
export const labelTokens = (text: string): string[] => labelSpans(text).map((t) => t.text);

/**
 * A text's tokens as labelSpans gives them, with words run together parted (see unglue): a statement's
 * header cells, which PP-OCR often reads without their spaces ("RunningBalance").
 */
export const ungluedSpans: (text: string) => readonly Token[] = memoByText((text) =>
  readTokens(text, ABBREVIATIONS, false, true),
);

interface Entry {
  concept: Concept;
  lang: Lang;
  tokens: string[];
}

/** Letters of a one-word title that ends a compound word, and of one OCR ran into the word before it. */
const COMPOUND_TITLE = 6;
const OCR_GLUED_TITLE = 4;

/** The vocabulary as token sequences, by first token, longest first. */
export interface LabelIndex {
  byFirst: Map<string, Entry[]>;
  /** One-word titles that may end a compound ("Miet|rechnung", "Eind|factuur"), or OCR's run of words ("CREDIT|BILL"). */
  compoundTitles: Entry[];
  /** Two words that follow each other in a label ("place of", "total amount"): OCR may run them together. */
  pairs: ReadonlySet<string>;
  abbreviations: Abbreviations;
}

export function buildIndex(
  tables: Partial<Record<Lang, LabelTable>>,
  abbreviations: Abbreviations = ABBREVIATIONS,
): LabelIndex {
  const byFirst = new Map<string, Entry[]>();
  const seen = new Set<string>();
  for (const [lang, table] of Object.entries(tables) as [Lang, LabelTable][])
    for (const [concept, entries] of Object.entries(table) as [Concept, LabelTable[Concept]][])
      for (const e of entries ?? []) {
        const tokens = expand(tokenize(e.text), abbreviations).map((t) => t.text);
        const key = `${concept} ${tokens.join(" ")}`;
        if (tokens.length === 0 || seen.has(key)) continue;
        seen.add(key);
        const list = byFirst.get(stem(tokens[0]!)) ?? [];
        list.push({ concept, lang, tokens });
        byFirst.set(stem(tokens[0]!), list);
      }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const compoundTitles = [...byFirst.values()]
    .flat()
    .filter((e) => e.concept.startsWith("doc.") && e.tokens.length === 1 && e.tokens[0]!.length >= OCR_GLUED_TITLE);
  const pairs = new Set(
    [...byFirst.values()].flat().flatMap((e) => e.tokens.slice(1).map((t, i) => `${e.tokens[i]} ${t}`)),
  );
  return { byFirst, compoundTitles, pairs, abbreviations };
}

/** A plural's "s" does not make another word ("amounts", "charges"). */
const stem = (t: string) => (t.length > 3 && t.endsWith("s") ? t.slice(0, -1) : t);

/** A look-alike slip ("lmvoice" for "invoice") costs half an edit: a word with two still counts as one slip. */
const substitution = (a: string, b: string) => (a === b ? 0 : lookAlike(a, b) ? 0.5 : 1);

/** Edits (insert, delete, substitute, swap) between two short words, up to `max` (more is max + 1). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + substitution(a[i - 1]!, b[j - 1]!));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
    }
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

/** How well a text's token stands for a label's: 1 the same, 0.8 one OCR slip in a long word, 0 not. */
function tokenScore(read: string, label: string, ocr: boolean): number {
  if (read === label || stem(read) === stem(label)) return 1;
  if (!ocr || label.length < 5 || /\d/.test(label)) return 0;
  return editDistance(read, label, 1) <= 1 ? 0.8 : 0;
}

/**
 * Whether an OCR token is a label's word run into what follows it ("chargeNo", "Date12/03"): the word,
 * then a capital or a digit as printed.
 */
function gluedTo(token: Token, raw: string, label: string): boolean {
  if (label.length < 4 || token.text.length <= label.length || !token.text.startsWith(label)) return false;
  const next = raw.slice(token.start, token.end)[label.length];
  return next !== undefined && /[\p{Lu}\d]/u.test(next);
}

function candidates(index: LabelIndex, first: string, ocr: boolean): Entry[] {
  const exact = index.byFirst.get(stem(first)) ?? [];
  if (!ocr || first.length < 5) return exact;
  let near = NEAR.get(index);
  if (!near) NEAR.set(index, (near = new Map()));
  let found = near.get(first);
  if (!found) {
    // A full pass over the vocabulary's first words for each OCR'd word was most of the upload's type
    // detection's CPU beside the models: the same words come back at every check of a quick reading.
    if (near.size >= NEAR_CACHED) near.clear();
    found = [...exact, ...nearFirsts(index, stem(first))];
    near.set(first, found);
  }
  return found;
}

/** The labels whose first word is one slip from `first` (a stem), not the same. */
function nearFirsts(index: LabelIndex, first: string): Entry[] {
  const near: Entry[] = [];
  for (const [k, list] of index.byFirst)
    if (k !== first && k.length >= 5 && editDistance(first, k, 1) <= 1) near.push(...list);
  return near;
}

/** OCR'd words whose near labels are kept, per index: a bound on memory, far above a document's words. */
const NEAR_CACHED = 20_000;
const NEAR = new WeakMap<LabelIndex, Map<string, Entry[]>>();

let defaultIndex: LabelIndex | undefined;
const vocabulary = () => (defaultIndex ??= buildIndex(LABELS));

interface MatchOptions {
  /** Forgive a slip of one letter in words of five letters or more (and part words run together). */
  ocr?: boolean;
  /** Part words run together ("RunningBalance"), without forgiving slips. */
  unglue?: boolean;
  concepts?: readonly Concept[];
  index?: LabelIndex;
}

/** The concepts asked for, as a set made once per list. */
function allowedOf(concepts: readonly Concept[] | undefined): ReadonlySet<Concept> | undefined {
  if (!concepts) return undefined;
  let allowed = ALLOWED.get(concepts);
  if (!allowed) ALLOWED.set(concepts, (allowed = new Set(concepts)));
  return allowed;
}
const ALLOWED = new WeakMap<readonly Concept[], ReadonlySet<Concept>>();

/**
 * A label whose last word stands inside its own bracket ("Reverse Charge (Y/N)"): its end past the closing
 * bracket, which is the label's, not its value's ("Reverse Charge (Y/N) No").
 */
function pastOwnBracket(raw: string, start: number, end: number): number {
  const text = raw.slice(start, end);
  if ((text.match(/[([]/g)?.length ?? 0) <= (text.match(/[)\]]/g)?.length ?? 0)) return end;
  const close = /^\s*[)\]]/.exec(raw.slice(end));
  return close ? end + close[0].length : end;
}

/** The labels that start at token `at`, longest and best first. */
function matchAt(tokens: Token[], raw: string, at: number, index: LabelIndex, opts: MatchOptions): LabelMatch[] {
  const ocr = opts.ocr ?? false;
  const allowed = allowedOf(opts.concepts);
  const out: LabelMatch[] = [];
  for (const e of candidates(index, tokens[at]!.text, ocr)) {
    if (allowed && !allowed.has(e.concept) && !keysAllowed(e.concept, allowed)) continue;
    if (at + e.tokens.length > tokens.length) continue;
    let score = 1;
    const last = e.tokens.length - 1;
    for (let k = 0; k < last && score > 0; k++) score *= tokenScore(tokens[at + k]!.text, e.tokens[k]!, ocr);
    if (score === 0) continue;
    const tail = tokens[at + last]!;
    const whole = tokenScore(tail.text, e.tokens[last]!, ocr);
    if (whole > 0) {
      const end = pastOwnBracket(raw, tokens[at]!.start, tail.end);
      out.push({ concept: e.concept, lang: e.lang, tokens: e.tokens.length, end, score: score * whole });
    } else if (ocr && gluedTo(tail, raw, e.tokens[last]!))
      // OCR ran the label into its value ("reverse chargeNo"): the label ends inside the token.
      out.push({
        concept: e.concept,
        lang: e.lang,
        tokens: e.tokens.length,
        end: tail.start + e.tokens[last]!.length,
        score: score * 0.8,
      });
  }
  if (out.length === 0) return compoundTitle(tokens[at]!, index, opts);
  const keyed = [...titleKeys(out, tokens, at), ...out.map((m) => withNumberWord(m, tokens, at))].filter(
    (m) => !allowed || allowed.has(m.concept),
  );
  return keyed.length > 1 ? keyed.sort((a, b) => b.tokens - a.tokens || b.score - a.score) : keyed;
}

/**
 * A document's title followed by "No." or "Date" keys the document's own number or date ("Export
 * Invoice No.", "Commercial Invoice Date", "Credit Note No."). A credit or debit note's keys are the
 * note's (rule 53: a note prints its own serial number and date beside its invoice's).
 */
const TITLE_KEYS: Partial<Record<Concept, { number: Concept; date: Concept }>> = {
  "doc.invoice": { number: "invoice.number", date: "invoice.date" },
  "doc.tax_invoice": { number: "invoice.number", date: "invoice.date" },
  "doc.bill_of_supply": { number: "invoice.number", date: "invoice.date" },
  "doc.retail_bill": { number: "invoice.number", date: "invoice.date" },
  "doc.credit_note": { number: "invoice.note_number", date: "invoice.note_date" },
  "doc.debit_note": { number: "invoice.note_number", date: "invoice.note_date" },
};

function keysAllowed(concept: Concept, allowed: ReadonlySet<Concept>): boolean {
  const keys = TITLE_KEYS[concept];
  return keys !== undefined && (allowed.has(keys.number) || allowed.has(keys.date));
}

/**
 * A number's label followed by a word for "number" it does not hold ("Customer's Purchase Order No."):
 * the label runs on over that word, so that the value starts after it.
 */
function withNumberWord(m: LabelMatch, tokens: readonly Token[], at: number): LabelMatch {
  const next = tokens[at + m.tokens];
  if (!next || next.text !== "number" || !/(?:^|_)number$/.test(m.concept.split(".")[1] ?? "")) return m;
  if (tokens[at + m.tokens - 1]!.end > next.start) return m;
  return { ...m, tokens: m.tokens + 1, end: next.end };
}

/** The number's or date's key each title match followed by its word makes, one token longer. */
function titleKeys(found: readonly LabelMatch[], tokens: readonly Token[], at: number): LabelMatch[] {
  const out: LabelMatch[] = [];
  for (const m of found) {
    const keys = TITLE_KEYS[m.concept];
    const next = tokens[at + m.tokens];
    if (!keys || !next || tokens[at + m.tokens - 1]!.end > next.start) continue;
    const concept = next.text === "number" ? keys.number : next.text === "date" ? keys.date : undefined;
    if (!concept || found.some((f) => f.concept === concept && f.tokens === m.tokens + 1)) continue;
    out.push({ ...m, concept, tokens: m.tokens + 1, end: next.end });
  }
  return out;
}

/**
 * A title that ends a compound word ("Mietrechnung", "Handelsrechnung", "Eindfactuur"): German and
 * Dutch write a kind of invoice as one word. Titles only: a field's label ending a compound is as
 * often another field ("Positions|summe"). OCR runs words together too ("CASH/CREDITBILL", PP-OCR
 * more than tesseract): on its text a shorter title word after a word of four letters or more.
 */
function compoundTitle(token: Token, index: LabelIndex, opts: MatchOptions): LabelMatch[] {
  const out: LabelMatch[] = [];
  // A compound is three letters or more longer than a title of six or more (OCR's run of words: four
  // or more longer than one of four or more): most tokens are no compound.
  if (token.text.length < (opts.ocr ? OCR_GLUED_TITLE + 4 : COMPOUND_TITLE + 3)) return out;
  for (const e of index.compoundTitles) {
    const word = e.tokens[0]!;
    if (opts.concepts && !opts.concepts.includes(e.concept)) continue;
    const glued = opts.ocr && word.length >= OCR_GLUED_TITLE && token.text.length - word.length >= 4;
    if (!glued && word.length < COMPOUND_TITLE) continue;
    if (token.text.length - word.length >= 3 && token.text.endsWith(word)) {
      out.push({ concept: e.concept, lang: e.lang, tokens: 1, end: token.end, score: 0.7 });
    }
  }
  return out;
}

/** A text's folded, expanded tokens under an index. */
const tokensOf = (text: string, index: LabelIndex, opts: MatchOptions) => {
  const ocr = opts.ocr ?? false;
  const tokens = readTokens(text, index.abbreviations, ocr, ocr || (opts.unglue ?? false));
  return ocr ? tokens.flatMap((t) => partedWords(t, index.pairs)) : tokens;
};

/**
 * Two words of a label that OCR ran together in lower case, where no capital shows the seam ("Placeof
 * Supply", "Totalamount (in words)"): parted where the halves follow each other in a label. A compound
 * that a language writes as one word ("Gesamtpreis") has no label of its halves apart, and stays whole.
 */
function partedWords(t: Token, pairs: ReadonlySet<string>): Token[] {
  if (t.text.length < 6 || /\d/.test(t.text)) return [t];
  for (let at = 2; at <= t.text.length - 2; at++) {
    const left = t.text.slice(0, at);
    const right = t.text.slice(at);
    if (!pairs.has(`${left} ${right}`)) continue;
    // The seam in the printed text: the token's span keeps its characters one for one where it has no points.
    const seam = t.end - t.start === t.text.length ? t.start + at : t.end;
    return [
      { text: left, start: t.start, end: seam },
      { text: right, start: seam, end: t.end },
    ];
  }
  return [t];
}

/**
 * The labels a text starts with, longest and best first: "Invoice No.: 123" gives invoice.number,
 * ending before ": 123".
 */
export function labelsAt(text: string, opts: MatchOptions = {}): LabelMatch[] {
  const index = opts.index ?? vocabulary();
  return matchStart(tokensOf(text, index, opts), text, index, opts);
}

/** The labels at the start of a text's tokens; past a compound's first part that shares the label's last. */
function matchStart(tokens: Token[], text: string, index: LabelIndex, opts: MatchOptions): LabelMatch[] {
  const found = tokens.length ? matchAt(tokens, text, 0, index, opts) : [];
  const g = glossStart(text, tokens);
  // A label read inside the first script's words ("कुल" of "कुल देय राशि / Total Amount Payable") names
  // less than the gloss after them does.
  const glossed = g && !found.some((m) => m.tokens >= g) ? matchAt(tokens, text, g, index, opts) : [];
  const k = glossed.length
    ? g
    : found.length
      ? 0
      : elidedStart(text, tokens) || operatorStart(text, tokens, index, opts);
  const out = k ? matchAt(tokens, text, k, index, opts).map((m) => ({ ...m, tokens: m.tokens + k })) : found;
  return out.length ? [runOn(out[0]!, tokens, text, index, opts), ...out.slice(1)] : out;
}

/** Letters of a script other than Latin, with no Latin letter or digit: one language of a bilingual label. */
const OTHER_SCRIPT = /^(?=.*\p{L})[^A-Za-z0-9]+$/u;

/**
 * A label printed in two languages, the first in another script ("आपूर्ति स्थल / Place of Supply", or
 * the Hindi over the English in one cell): where the first's words name nothing we know, the Latin
 * gloss after them does. The index of the gloss's first token, or 0.
 */
function glossStart(text: string, tokens: readonly Token[]): number {
  let k = 0;
  while (k < tokens.length && OTHER_SCRIPT.test(text.slice(tokens[k]!.start, tokens[k]!.end))) k++;
  if (k === 0 || k === tokens.length) return 0;
  return /^[A-Za-z]/.test(text.slice(tokens[k]!.start, tokens[k]!.end)) ? k : 0;
}

/**
 * What a label runs on over, after a slash or "&" (its value starts after both):
 * - the same field named again in a second language ("बिल नं. / Bill No.", "बीजक की तारीख / Invoice
 *   Date"): bilingual prints gloss each label;
 * - a number's label joined to a date's ("Invoice No. & Date", "Bill No. / Date"): the cell gives the
 *   number, then its date; the label stays the number's;
 * - a party's label joined to "Address" ("Customer Name & Address"): the block gives both.
 */
function runOn(best: LabelMatch, tokens: Token[], text: string, index: LabelIndex, opts: MatchOptions): LabelMatch {
  const joint = /^\s*(?:\/|&|and)\s*/i.exec(text.slice(best.end)) ?? scriptChange(text, best.end);
  if (!joint) return best;
  const k = tokens.findIndex((t) => t.start >= best.end + joint[0].length);
  if (k < 0) return best;
  const next = matchAt(tokens, text, k, index, { ...opts, concepts: undefined });
  const gloss = next.find((m) => m.concept === best.concept);
  const ownDate = NUMBER_DATE[best.concept];
  // Only the bare word ("Date", "Dt."): a longer label after the joint is a field of its own.
  const dated = ownDate && next.find((m) => m.tokens === 1 && (m.concept === ownDate || m.concept === "invoice.date"));
  // A party's name and address headed as one ("Customer Name & Address", "Buyer's Name and Address").
  const addressed = best.concept.startsWith("party.") && next.find((m) => m.concept === "party.address");
  const more = gloss ?? dated ?? addressed;
  return more ? { ...best, end: more.end, tokens: k + more.tokens } : best;
}

/**
 * A label in another script followed at once by Latin words ("बीजक सं. Invoice No", the Hindi over
 * the English in one cell): the space between is a joint as a slash is, where a gloss follows.
 */
function scriptChange(text: string, end: number): RegExpExecArray | null {
  if (!OTHER_SCRIPT.test(text.slice(0, end).replace(/[\s.:]/g, ""))) return null;
  return /^\s+(?=[A-Za-z])/.exec(text.slice(end));
}

/** A number's label and the label of its date, printed joined as one ("Invoice No. & Date"). */
const NUMBER_DATE: Partial<Record<Concept, Concept>> = {
  "invoice.number": "invoice.date",
  "invoice.po_number": "invoice.po_date",
  "invoice.gr_number": "invoice.gr_date",
};

/**
 * Two German compounds that share their last part, printed once ("Liefer- und Rechnungsdatum": the
 * delivery and the invoice date): the label is the second compound's, past the first word and "und".
 * The index of the second compound's token, or 0.
 */
function elidedStart(text: string, tokens: readonly Token[]): number {
  const m = /^\s*\p{L}{2,}-\s+(?:und|oder|bzw\.?|u\.|&|\/)\s+(?=\p{L})/u.exec(text);
  if (!m) return 0;
  const k = tokens.findIndex((t) => t.start >= m[0].length);
  return k > 0 ? k : 0;
}

/** A bill's totals lines that say how they count: "Add : CGST @ 6 %", "Less: Discount". */
const OPERATOR = /^\s*(?:add|less|plus)\s*[:：.]?\s*(?=\p{L})/iu;

/**
 * A tax or total's label after the word that adds it to the sum or takes it off ("Add : CGST", "Add:SGST",
 * "Less : Discount"), as bill books and Indian billing software print their totals: the label is the
 * tax's or total's. The word alone names nothing ("add" is as often an address's "Add."). The index of
 * the label's first token, or 0.
 */
function operatorStart(text: string, tokens: readonly Token[], index: LabelIndex, opts: MatchOptions): number {
  const m = OPERATOR.exec(text);
  if (!m) return 0;
  const k = tokens.findIndex((t) => t.start >= m[0].length);
  if (k <= 0) return 0;
  const after = matchAt(tokens as Token[], text, k, index, opts);
  return after.some((l) => l.concept.startsWith("tax.") || l.concept.startsWith("total.")) ? k : 0;
}

/** The concepts a whole text names ("Invoice Date", "Rechnungsdatum"): labels covering every token. */
export function labelsOf(text: string, opts: MatchOptions = {}): LabelMatch[] {
  const index = opts.index ?? vocabulary();
  const tokens = tokensOf(text, index, opts);
  return matchStart(tokens, text, index, opts).filter((m) => m.tokens === tokens.length);
}

/** A label found inside a text: where it starts in the text, and at which of its tokens (`labelTokens`). */
export interface LabelFound extends LabelMatch {
  start: number;
  /** The index of its first token among the text's folded, expanded tokens. */
  token: number;
}

/** Every label found anywhere in a text, with where it starts: what a page speaks of. */
export function labelsIn(text: string, opts: MatchOptions = {}): LabelFound[] {
  const index = opts.index ?? vocabulary();
  const tokens = tokensOf(text, index, opts);
  const out: LabelFound[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // A label starts at a printed word, not inside an abbreviation's expansion ("taxes" of "HT").
    if (i > 0 && tokens[i]!.start === tokens[i - 1]!.start) continue;
    for (const m of matchAt(tokens, text, i, index, opts)) out.push({ ...m, start: tokens[i]!.start, token: i });
  }
  return out;
}
