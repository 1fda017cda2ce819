import type { Word } from "../types.ts";

/**
 * Whether a page's text layer spells its glyphs wrongly, so that OCR must read the page instead. A font
 * embedded without a usable Unicode map gives each glyph the character of its code in the font's own
 * encoding: the words keep their boxes but not their letters ("hontoauszugW" for "Kontoauszug:",
 * "OTKMRK" for "27.05."). Two measures that real pages do not combine tell such a layer:
 * - digits stand in for almost none of its characters, where a page that lists figures has many and
 *   every page of prose has some (dates, page numbers, addresses);
 * - many of its words (of three letters or more, some small) turn from a small letter to a capital,
 *   where real words do so rarely (compounds and brands: "MwSt", "QualityHosting", "PhonePe").
 * Measured on the text-layer pages of the dev, generated and realworld corpora: among the 51 pages with
 * digits for under 8% of their characters, such words were at most 3.6%; on the two pages set in such
 * a font (a Postbank statement), 18% and 30%. A Devanagari font so embedded breaks the Hindi words'
 * clusters instead (brokenDevanagari).
 */
export function garbledTextLayer(words: readonly Word[]): boolean {
  return casesTurned(words) || brokenDevanagari(words);
}

/** The first measure above: few digits, and many words that turn from a small letter to a capital. */
function casesTurned(words: readonly Word[]): boolean {
  let lettered = 0;
  let turning = 0;
  let digits = 0;
  let characters = 0;
  for (const { text } of words) {
    characters += countOf(text, /[\p{L}\p{N}]/gu);
    digits += countOf(text, /\p{N}/gu);
    // Words without a small letter (a figure spelled in capitals, an acronym) cannot turn case.
    if (countOf(text, /\p{L}/gu) < MIN_WORD_LETTERS || !/\p{Ll}/u.test(text)) continue;
    lettered++;
    if (/\p{Ll}\p{Lu}/u.test(text)) turning++;
  }
  return (
    lettered >= MIN_LETTERED_WORDS && digits < characters * MAX_DIGIT_SHARE && turning >= lettered * MIN_TURNING_SHARE
  );
}

/** Words of fewer letters (units, initials, "Nr") say little about how a font spells. */
const MIN_WORD_LETTERS = 3;
/** A page of fewer words with small letters is too short to judge: a cover, a stamp, a page number. */
const MIN_LETTERED_WORDS = 20;
/** Under this share of digits among letters and digits a page lists no figures it can be trusted for. */
const MAX_DIGIT_SHARE = 0.05;
/** At or over this share of words turning case inside, the letters are not the printed ones. */
const MIN_TURNING_SHARE = 0.1;

/**
 * Whether a page's Devanagari words are broken clusters, as a Devanagari font without a usable Unicode map
 * gives them: its matra, conjunct and half-form glyphs come out as the characters of their codes (Latin
 * Extended letters, private-use characters) inside the words ("बीŁĺ" for "बीजक"), or a vowel sign stands
 * first, where Unicode writes it after its consonant (an i-matra drawn before it, read in drawing order).
 * Neither happens in Unicode Hindi; a Latin word joined to a Hindi one ("GSTIN/जीएसटीआईएन") is ASCII.
 * Measured: no word of the 7 generated Hindi text-layer pages is so (43–59 Devanagari words each); the
 * same invoice with its ToUnicode maps removed, 23 of its 29.
 */
export function brokenDevanagari(words: readonly Word[]): boolean {
  let devanagari = 0;
  let broken = 0;
  for (const { text } of words) {
    if (!DEVANAGARI.test(text)) continue;
    devanagari++;
    if (LEADING_SIGN.test(text) || FOREIGN_LETTER.test(text)) broken++;
  }
  return broken >= MIN_BROKEN_WORDS && broken >= devanagari * MIN_BROKEN_SHARE;
}

const DEVANAGARI = /[\u0900-\u097f]/u;
/** Devanagari signs that only follow a letter: candrabindu, anusvara, visarga, nukta, vowel signs, virama. */
const LEADING_SIGN = /^[\u0900-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962\u0963]/u;
/** Letters of Latin Extended and IPA, private-use characters and the replacement character. */
const FOREIGN_LETTER = /[\u00c0-\u02ff\p{Co}\ufffd]/u;
/** A few broken words (a stamp, a signature) do not make the page's text layer unreadable. */
const MIN_BROKEN_WORDS = 5;
/** At or over this share of its Devanagari words broken, the page's Hindi is not the printed one. */
const MIN_BROKEN_SHARE = 0.2;

const countOf = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;
