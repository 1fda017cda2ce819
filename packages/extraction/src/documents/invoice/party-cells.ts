import type { Line, Segment } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import type { Word } from "../../types.ts";
import { leadingLabel, startsWithLabel } from "../common/fields.ts";
import { CONCEPTS, type Concept } from "../common/vocabulary/types.ts";
import { isTitle } from "./details.ts";
import { MESSRS } from "./messrs.ts";

/**
 * What a cell of a party's block is: a name, a keyed field, an id; shared by the block, its fields and the
 * letterhead.
 */

export interface PartyBlock {
  nameFound?: Found;
  lines: { line: Line; segs: Segment[] }[];
}

/**
 * The legal form a company's name ends with, in India, Europe and elsewhere: among them Italy's and
 * France's partnerships (s.n.c.), Italy's simplified s.r.l. (s.r.l.s.), Spain's one-member S.L.U., and
 * Germany's UG (haftungsbeschränkt) (GmbHG § 5a), whose words in brackets end the name.
 */
export const LEGAL_FORM =
  /\b(?:gmbh|ag|a\.\s?g|e\.\s?v|kg|ohg|gbr|e\.?\s?k|se|sarl|sas|sasu|eurl|sa|s\.?\s?a\.?\s?s|s\.?\s?n\.?\s?c|s\.?\s?r\.?\s?l(?:\.?\s?s)?|s\.?\s?p\.?\s?a|s\.?\s?l(?:\.?\s?u)?|s\.?\s?a|b\.?\s?v|n\.?\s?v|ltd|limited|llp|llc|inc|corp(?:oration)?|plc|pvt|pte|pty|co|ug\s*\(haftungsbeschr\p{L}+\))\.?\s*$/iu;

/**
 * A copy's marking ("ORIGINAL FOR RECIPIENT", "Duplicate"), printed where a title or a name may stand;
 * PP-OCR may run its words together ("(ORIGINALFORRECIPIENT)").
 */
export const COPY_MARK = /^\s*\(?(?:original|duplicate|triplicate|copy|extra\s*copy)(?:\b|(?=for))/i;

/** Labels inside a party's block that end its address: every tax or company id, and contacts. */
export const PARTY_LABELS: readonly Concept[] = [
  ...CONCEPTS.filter((c) => c.startsWith("id.")),
  "party.phone",
  "party.email",
  "party.state",
  "party.state_code",
];

/** Keys an address line may start with: the address's own, or a heading of the party's ("Ship-from Address"). */
export const ADDRESS_KEYS: readonly Concept[] = ["party.address", "party.seller", "party.buyer", "party.ship_to"];

/** A key of three words or fewer and its colon, at the start of a line. */
export const SHORT_KEY = /^\s*((?:[^\s:：]+\s+){0,2}[^\s:：]+)\s*[:：]\s*/;

export const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");

export const meanConf = (words: readonly Word[]) => words.reduce((s, w) => s + w.conf, 0) / Math.max(1, words.length);

/** The height of a cell's type: its words' median height. */
export function typeHeight(seg: Segment): number {
  const hs = seg.words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  return hs[Math.floor(hs.length / 2)] ?? 0;
}

/** A line of identifiers rather than a name: five digits or more ("GLN 4333741000005 Lief-Nr: 549910"). */
export const idLike = (text: string) => (text.match(/\d/g)?.length ?? 0) >= 5;

/**
 * A field's label with its value after a separator or right after it ("Mobile: 98…", "Mobile 98…"),
 * perhaps with a short alternative after a slash ("NIT/C.C.: 830…", a tax id or a citizen's card).
 */
export function keyedField(text: string): boolean {
  const label = leadingLabel(text);
  if (!label) return false;
  const rest = text.slice(label.end).replace(/^\s*\/\s*[\p{L}.]{1,8}(?=\s*[:：])/u, "");
  return /^\s*(?:[:;=\-–—]|[+(]?\d)/.test(rest) || rest.trim() === "";
}

/** A party's name from a cell: after its heading if the heading shares the cell, never a label or a title. */
export function nameFrom(seg: Segment, page: number, headingEnd?: number, underHeading = false): Found | undefined {
  let text = seg.text;
  let words = seg.words;
  if (headingEnd !== undefined) {
    const rest = text
      .slice(headingEnd)
      .replace(/^[\s:;.\-–—]+/, "")
      .trim();
    if (!rest) return undefined;
    words = words.slice(words.length - rest.split(/\s+/).length);
    text = rest;
  }
  text = text.replace(MESSRS, "").trim();
  // A cell that ends in a colon is a key, whatever its words ("Nummer:"); one that ends in a legal form
  // is a company's name, whatever its first word ("Lieferant GmbH").
  if (!/\p{L}{2}/u.test(text) || /[:：]$/.test(text) || isTitle(text) || COPY_MARK.test(text)) return undefined;
  // Under a party's heading a label's word starts a name as often as a field ("MOBILE SOLUTION"): a
  // field there has its value after a separator or its digits.
  if (startsWithLabel(text) && !LEGAL_FORM.test(text) && !(underHeading && !keyedField(text))) return undefined;
  // Its trailing comma is the address's punctuation, not the name's.
  const clean = text.replace(/[\s,;]+$/, "");
  return { value: clean, words, page };
}
