import { segmentOf, type Line, type Segment } from "../../text/lines.ts";
import { labelsAt, labelsIn, type LabelMatch } from "../common/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";

/**
 * The headings that open a party's block ("Bill To", "Sold By", "क्रेता / Buyer", a letter's "To,"), whatever
 * their wording.
 */

export interface Heading {
  line: Line;
  seg: Segment;
  end: number;
  concept: Concept;
}

export const BUYER_HEADINGS: readonly Concept[] = ["party.buyer", "party.ship_to"];

export const SELLER_HEADINGS: readonly Concept[] = ["party.seller"];

const PARTY_HEADS: readonly Concept[] = [...BUYER_HEADINGS, ...SELLER_HEADINGS];

/**
 * A party's heading compounded with "name", as a bill keys the party's particulars one a line
 * ("Buyer's Name : …", "Name of Recipient : …", rule 49(d)'s name of the recipient), or with "name and
 * address" as a box heads the whole block ("Purchaser's Name & Address", "Name & Address of Customer"):
 * that party's heading, to the end of the compound.
 */
function namedParty(text: string, ocr: boolean): LabelMatch | undefined {
  const all = labelsAt(text, { ocr });
  const first = all[0];
  if (first && PARTY_HEADS.includes(first.concept)) {
    const own = /^(?:['’]s)?\s+name\b\.?(?:\s*(?:&|and)\s*address\b\.?)?/i.exec(text.slice(first.end));
    return own ? { ...first, end: first.end + own[0].length } : undefined;
  }
  // "Party's Name & Address" reads as a name's key run on over "& Address" ("Party Name" keys Marg's
  // buyer); the whole compound, nothing after it, heads the party's box.
  const party = first?.concept === "party.name" ? all.find((m) => PARTY_HEADS.includes(m.concept)) : undefined;
  const box = party && /^(?:['’]s)?\s+name\s*(?:&|and)\s*address\b\.?\s*[:：]?\s*$/i.exec(text.slice(party.end));
  if (party && box) return { ...party, end: text.length };
  const of =
    first?.concept === "party.name"
      ? /^(?:\s*(?:&|and)\s*address)?\s+of\s+(?:the\s+)?/i.exec(text.slice(first.end))
      : null;
  if (!first || !of) return undefined;
  const from = first.end + of[0].length;
  const named = labelsAt(text.slice(from), { ocr })[0];
  return named && PARTY_HEADS.includes(named.concept) ? { ...named, end: from + named.end } : undefined;
}

/**
 * A party's word followed by "Details" heads its block as the word alone does ("Consignee Details"), and
 * so does one followed by "Party", as SAP names its partners ("Sold-to Party", "Ship-to Party"), or by
 * "& Address" after a name's label ("Customer Name & Address").
 */
const DETAILS = /^\s*(?:details?|particulars|information|party|(?:&|and)\s*address)\b\.?/i;

/**
 * The heading a cell is, of one of the concepts: the label alone (with a bracketed qualifier:
 * "Consignee (Ship to)", "Buyer (if other than consignee)"), or followed by punctuation and the
 * party's name ("Bill To: Acme"). A label's word followed by more words is a name ("Lieferant GmbH");
 * "Customer: 2" is a customer's number and "From : DEL" a code, not a name: a name has four letters.
 */
export function headingOf(text: string, ocr: boolean, concepts: readonly Concept[]): LabelMatch | undefined {
  const best = namedParty(text, ocr) ?? labelsAt(text, { ocr })[0];
  if (!best) return undefined;
  if (best.concept === "stmt.to" && concepts.includes("party.buyer")) return addressee(text, best);
  if (!concepts.includes(best.concept)) return undefined;
  const rest = withoutNameKey(text.slice(bilingualEnd(text, best, ocr)), ocr).replace(DETAILS, "");
  const bare = rest.replace(/^\s*\)+/, "").replace(/^\s*\([^)]*\)?/, "");
  // A qualifier set off by a rule before it ("Buyer —— (if other than consignee)", as OCR reads a
  // rule) is the heading's too: no name opens with a bracket.
  const after = bare.replace(/^\s*[:;\-–—.,]+\s*/, "").replace(/^\([^)]*\)?[\s:;\-–—.,]*/, "");
  if (after.trim() === "") return { ...best, end: text.length };
  const letters = after.match(/\p{L}/gu)?.length ?? 0;
  return after !== bare && letters >= 4 ? { ...best, end: text.length - after.length } : undefined;
}

/**
 * A party's label keyed by "Name" ("Seller Name: Acme", "Supplier Name: Acme"): the rest after that key,
 * so the name after its colon follows the heading as after "Seller:". A bare "Name" with no colon after
 * it is left as it stands.
 */
function withoutNameKey(rest: string, ocr: boolean): string {
  const lead = /^\s*/.exec(rest)![0].length;
  const key = labelsAt(rest.slice(lead), { ocr })[0];
  if (key?.concept !== "party.name") return rest;
  const after = rest.slice(lead + key.end);
  return /^\s*[:：\-–]/.test(after) || after.trim() === "" ? after : rest;
}

/**
 * Where a bilingual bill prints a label in two languages ("क्रेता / Buyer", "Buyer / क्रेता"), the end
 * of the second: the same concept after a slash is the label's other wording, not a name.
 */
export function bilingualEnd(text: string, label: LabelMatch, ocr: boolean): number {
  const slash = /^\s*\/\s*/.exec(text.slice(label.end));
  if (!slash) return label.end;
  const from = label.end + slash[0].length;
  const second = labelsAt(text.slice(from), { ocr })[0];
  return second?.concept === label.concept ? from + second.end : label.end;
}

/**
 * "To, Annapurna Logistics Private Limited": a letter's addressee, the buyer. "To" ends a period as
 * often ("To: 31/03/2024"), so only a name after its comma or colon makes it the buyer's heading.
 */
function addressee(text: string, to: LabelMatch): LabelMatch | undefined {
  const m = /^\s*[,:]\s*/.exec(text.slice(to.end));
  const name = m ? text.slice(to.end + m[0].length) : "";
  if (!m || /\d/.test(name) || (name.match(/\p{L}/gu)?.length ?? 0) < 4) return undefined;
  return { ...to, concept: "party.buyer", end: to.end + m[0].length };
}

/**
 * A heading run into the end of a cell ("Order ID: OD4344… Billing Address"), where the block under
 * it starts at the heading's own left edge: the heading as a cell of its own.
 */
function trailingHeading(lines: Line[], line: Line, seg: Segment, ocr: boolean, concepts: readonly Concept[]) {
  for (const m of labelsIn(seg.text, { ocr, concepts })) {
    if (m.start === 0 || seg.text.slice(m.end).trim() !== "") continue;
    const words = seg.words.slice(seg.text.slice(0, m.start).trim().split(/\s+/).length);
    const x0 = words[0]?.x0;
    const below = lines[line.index + 1];
    const h = line.y1 - line.y0;
    if (x0 === undefined || !below || below.page !== line.page || below.y0 - line.y1 > h * 2.5) continue;
    if (!below.segments.some((s) => Math.abs(s.x0 - x0) <= h * 1.5)) continue;
    const cell = segmentOf(words);
    return { line, seg: cell, end: cell.text.length };
  }
  return undefined;
}

/**
 * "To" alone on its line over a name ("From" over the seller, "To" over the buyer, as a challan or a
 * letter sets them): the addressee's heading. "To" ends a period as often, but then a date follows it.
 */
export function bareAddressee(lines: Line[], line: Line, seg: Segment, ocr: boolean): boolean {
  const to = labelsAt(seg.text, { ocr })[0];
  if (to?.concept !== "stmt.to" || !/^[\s,:]*$/.test(seg.text.slice(to.end)) || line.segments.length !== 1)
    return false;
  const h = Math.max(4, line.y1 - line.y0);
  // The next line in the heading's column: a block beside it runs its own lines between.
  const inColumn = (l: Line) => l.segments.find((s) => Math.abs(s.x0 - seg.x0) <= h * 1.5);
  const below = lines.slice(line.index + 1, line.index + 4).find(inColumn);
  const name = below && inColumn(below);
  return (
    below?.page === line.page &&
    below.y0 - line.y1 <= h * 2.6 &&
    name !== undefined &&
    !/\d/.test(name.text) &&
    (name.text.match(/\p{L}/gu)?.length ?? 0) >= 4
  );
}

/** Every heading of the concepts, in reading order. */
export function headings(lines: Line[], ocr: boolean, concepts: readonly Concept[]): Heading[] {
  const out: Heading[] = [];
  for (const line of lines)
    for (const seg of line.segments) {
      const h = headingOf(seg.text, ocr, concepts);
      if (h) out.push({ line, seg, end: h.end, concept: h.concept });
      else if (concepts.includes("party.buyer") && bareAddressee(lines, line, seg, ocr))
        out.push({ line, seg, end: seg.text.length, concept: "party.buyer" });
      else {
        const t = trailingHeading(lines, line, seg, ocr, concepts);
        if (t) out.push({ ...t, concept: concepts[0]! });
      }
    }
  return out;
}

export const firstHeading = (lines: Line[], ocr: boolean, concepts: readonly Concept[]) =>
  headings(lines, ocr, concepts)[0];
