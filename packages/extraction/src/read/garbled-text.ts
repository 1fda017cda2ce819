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
 * a font (a Postbank statement), 18% and 30%.
 */
export function garbledTextLayer(words: readonly Word[]): boolean {
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

const countOf = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;
