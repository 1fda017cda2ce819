import type { Line, Segment } from "../../text/lines.ts";
import { captureIn, type Found } from "../../structure/labels.ts";
import { findGstinReadings, findGstins, gstinValid, validStateCode } from "../../text/values/identifiers.ts";
import type { Word } from "../../types.ts";
import { leadingLabel, startsWithLabel } from "../common/fields.ts";
import { labelsAt, labelsOf } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { isTitle } from "./details.ts";
import { letterParties, senderParty } from "./letter-parties.ts";

/** The seller and the buyer: their blocks (under a heading, or the letterhead), and what each block says. */

export interface PartyBlock {
  nameFound?: Found;
  lines: { line: Line; segs: Segment[] }[];
}

/** The legal form a company's name ends with, in India, Europe and elsewhere. */
export const LEGAL_FORM =
  /\b(?:gmbh|ag|kg|ohg|gbr|e\.?\s?k|se|sarl|sas|sasu|eurl|sa|s\.?\s?a\.?\s?s|s\.?\s?r\.?\s?l|s\.?\s?p\.?\s?a|s\.?\s?l|s\.?\s?a|b\.?\s?v|n\.?\s?v|ltd|limited|llp|llc|inc|corp(?:oration)?|plc|pvt|pte|pty|co)\.?\s*$/i;

/** A copy's marking ("ORIGINAL FOR RECIPIENT", "Duplicate"), printed where a title or a name may stand. */
const COPY_MARK = /^\s*\(?(?:original|duplicate|triplicate|copy|extra\s*copy)\b/i;

const BUYER_HEADINGS: readonly Concept[] = ["party.buyer", "party.ship_to"];
const SELLER_HEADINGS: readonly Concept[] = ["party.seller"];
/** Labels inside a party's block that end its address: tax ids, contacts. */
const PARTY_LABELS: readonly Concept[] = [
  "id.gstin",
  "id.pan",
  "id.vat",
  "id.tax_number",
  "id.cin",
  "id.company_register",
  "id.fssai",
  "party.phone",
  "party.email",
  "party.state",
  "party.state_code",
];

const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");

/** The heading concept a cell starts with, if it is a party's heading. */
/**
 * The heading a cell is, of one of the concepts: the label alone, or followed by punctuation and the
 * party's name ("Bill To: Acme"). A label's word followed by more words is a name ("Lieferant GmbH").
 */
function headingOf(text: string, ocr: boolean, concepts: readonly Concept[]) {
  const best = labelsAt(text, { ocr })[0];
  if (!best || !concepts.includes(best.concept)) return undefined;
  const rest = text.slice(best.end);
  // "Customer: 2" is a customer's number, not a heading over the customer.
  const after = rest.replace(/^\s*[:;\-–—.]+\s*/, "");
  return after === "" || (after !== rest && /\p{L}{2}/u.test(after)) ? best : undefined;
}

function segsNear(line: Line, x0: number, tol: number): Segment[] {
  return line.segments.filter((s) => Math.abs(s.x0 - x0) <= tol);
}

/** A party's block: its name, then the lines below aligned with it until a gap or another heading. */
function blockFrom(lines: Line[], start: Line, x0: number, stopAt: (l: Line) => boolean): PartyBlock["lines"] {
  const out: PartyBlock["lines"] = [];
  const h = Math.max(4, start.y1 - start.y0);
  let prevBottom = start.y1;
  for (const line of lines) {
    if (line.page !== start.page || line.index <= start.index) continue;
    if (line.y0 - prevBottom > h * 2.6) break;
    if (stopAt(line)) break;
    const segs = segsNear(line, x0, Math.max(12, h * 1.5));
    if (segs.length === 0) {
      if (line.segments.some((s) => s.x0 < x0 - 20 && s.x1 > x0)) break;
      continue;
    }
    out.push({ line, segs });
    prevBottom = line.y1;
    if (out.length >= 9) break;
  }
  return out;
}

/** A line of identifiers rather than a name: five digits or more ("GLN 4333741000005 Lief-Nr: 549910"). */
export const idLike = (text: string) => (text.match(/\d/g)?.length ?? 0) >= 5;

/** A party's name from a cell: after its heading if the heading shares the cell, never a label or a title. */
export function nameFrom(seg: Segment, page: number, headingEnd?: number): Found | undefined {
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
  text = text.replace(/^(m\/s\.?|messrs\.?)\s*/i, "").trim();
  // A cell that ends in a colon is a key, whatever its words ("Nummer:"); one that ends in a legal form
  // is a company's name, whatever its first word ("Lieferant GmbH").
  if (!/\p{L}{2}/u.test(text) || /[:：]$/.test(text) || isTitle(text) || COPY_MARK.test(text)) return undefined;
  if (startsWithLabel(text) && !LEGAL_FORM.test(text)) return undefined;
  return { value: text, words, page };
}

const GSTIN_LABEL = /^.*?\b(?:gstin|gst|uin)(?:\s*\/?\s*uin)?(?:\s*(?:no|number|in)\b\.?)?\s*[:.-]?/i;

/** A GSTIN inside a party's block, with its check. */
function blockGstin(seg: Segment, line: Line, out: Record<string, string>, sink: FieldSink, group: string): boolean {
  const reading = findGstinReadings(seg.text.replace(GSTIN_LABEL, ""), readByOcr(seg.words))[0];
  const gst = reading?.value;
  const labelled = labelsAt(seg.text).some((m) => m.concept === "id.gstin");
  if (!labelled && !(gst && gstinValid(gst))) return false;
  if (gst && !out["GSTIN"]) {
    out["GSTIN"] = gst;
    sink.record(
      `${group}.GSTIN`,
      captureIn(seg, line.page, /([0-9A-Z][0-9A-Z ]{13,18}[0-9A-Z])\s*$/i) ?? {
        value: gst,
        words: seg.words,
        page: line.page,
      },
    );
    if (!gstinValid(gst)) sink.warn(`${group}.GSTIN ${gst} fails its check digit`);
    else if (reading.guessed)
      sink.warn(`${group}.GSTIN ${gst}: one unclear character was chosen by the check digit, verify it`);
  }
  return true;
}

const PHONE =
  /(?:ph(?:one)?|mob(?:ile)?|tel(?:ephone|efon)?|contact|cell)(?:\s*no)?\.?\s*[:-]?\s*(\+?[\d][\d\s\-()/]{7,}\d)/i;
const STATE_CODE = /state\s*code\s*[:-]?\s*(\d{1,2})\b/i;

/** A state code or a phone number inside a party's block; whether the cell was one. */
function blockContact(seg: Segment, line: Line, out: Record<string, string>, sink: FieldSink, group: string): boolean {
  let found = false;
  const sc = STATE_CODE.exec(seg.text);
  if (sc && !out["state_code"]) {
    out["state_code"] = sc[1]!.padStart(2, "0");
    sink.record(`${group}.state_code`, captureIn(seg, line.page, STATE_CODE));
    found = true;
  }
  const ph = PHONE.exec(seg.text);
  if (ph && !out["phone"]) {
    out["phone"] = ph[1]!.replace(/\s+/g, " ").trim();
    sink.record(`${group}.phone`, captureIn(seg, line.page, /(\+?[\d][\d\s\-()/]{7,}\d)/));
    found = true;
  }
  return found;
}

/** The state code from the GSTIN where none is printed, or a warning where they disagree. */
function stateFromGstin(out: Record<string, string>, sink: FieldSink, group: string): void {
  if (!out["GSTIN"]) return;
  const fromGstin = out["GSTIN"].slice(0, 2);
  if (!out["state_code"] && validStateCode(fromGstin)) {
    out["state_code"] = fromGstin;
    // Read off the GSTIN: its source is the GSTIN's.
    const gstinAt = sink.fields[`${group}.GSTIN`];
    if (gstinAt) sink.fields[`${group}.state_code`] = gstinAt;
  } else if (out["state_code"] && out["state_code"] !== fromGstin)
    sink.warn(`${group}.state_code ${out["state_code"]} differs from the GSTIN's state ${fromGstin}`);
}

/** What a party's block says: name, address (the lines before its ids and contacts), GSTIN, state, phone. */
export function partyFields(block: PartyBlock, sink: FieldSink, group: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (block.nameFound) {
    out["name"] = block.nameFound.value;
    sink.record(`${group}.name`, block.nameFound);
  }
  const address: string[] = [];
  const addrWords: Word[] = [];
  let addressDone = false;
  for (const { line, segs } of block.lines)
    for (const seg of segs) {
      if (blockGstin(seg, line, out, sink, group)) addressDone = true;
      if (blockContact(seg, line, out, sink, group)) addressDone = true;
      const label = leadingLabel(seg.text);
      if ((label && PARTY_LABELS.includes(label.concept)) || /@/.test(seg.text)) addressDone = true;
      if (!addressDone && !isTitle(seg.text) && !COPY_MARK.test(seg.text)) {
        address.push(seg.text.replace(/,\s*$/, ""));
        addrWords.push(...seg.words);
      }
    }
  if (address.length) {
    out["address"] = address.join(", ");
    sink.record(`${group}.address`, { value: out["address"], words: addrWords, page: block.lines[0]!.line.page });
  }
  stateFromGstin(out, sink, group);
  return out;
}

function firstHeading(lines: Line[], ocr: boolean, concepts: readonly Concept[]) {
  for (const line of lines)
    for (const seg of line.segments) {
      const h = headingOf(seg.text, ocr, concepts);
      if (h) return { line, seg, end: h.end };
    }
  return undefined;
}

/** A party's block under its heading: a labelled name ("Name: Lieferant GmbH"), else the name in the heading's cell, else the first line under it. */
function blockUnder(
  view: DocumentView,
  head: { line: Line; seg: Segment; end: number },
  stop: (l: Line) => boolean,
  nameStop: (l: Line) => boolean = stop,
): PartyBlock {
  const { lines } = view;
  const under = blockFrom(lines, head.line, head.seg.x0, nameStop);
  const labelled = namedByPair(view, under);
  if (labelled) return labelled;
  let name = nameFrom(head.seg, head.line.page, head.end);
  let start = head.line;
  // The name is the first line under the heading, past keys ("Nummer: 12345") and ids ("GLN 4333741000005").
  const keys = new Set(view.keyValues.flatMap((kv) => kv.keyWords));
  for (const b of name ? [] : under.slice(0, 3)) {
    const seg = b.segs[0]!;
    if (seg.words.some((w) => keys.has(w)) || idLike(seg.text)) continue;
    name = nameFrom(seg, b.line.page);
    start = b.line;
    break;
  }
  return name ? { nameFound: name, lines: blockFrom(lines, start, name.words[0]!.x0, stop) } : { lines: [] };
}

/** A name the block labels ("Name: Lieferant GmbH", its value perhaps wrapped): the key-value pair's value, and the lines after it. */
function namedByPair(view: DocumentView, block: PartyBlock["lines"]): PartyBlock | undefined {
  for (const kv of view.keyValues) {
    const at = block.findIndex((b) => b.line.words.includes(kv.keyWords[0]!));
    if (at < 0 || labelsOf(kv.key, { ocr: view.ocr })[0]?.concept !== "party.name") continue;
    return {
      nameFound: { value: kv.value, words: kv.valueWords, page: kv.page },
      lines: block.slice(at + 1).filter((b) => !b.line.words.some((w) => kv.valueWords.includes(w))),
    };
  }
  return undefined;
}

/** Without a seller's heading, the first name-like text at the top of the first page: the letterhead. */
function letterhead(first: Line[], lines: Line[], limit: number, stop: (l: Line) => boolean): PartyBlock {
  for (const line of first) {
    if (line.y0 >= limit) break;
    const seg = line.segments.find((s) => !isTitle(s.text) && !startsWithLabel(s.text) && /\p{L}{3}/u.test(s.text));
    if (!seg) continue;
    const name = nameFrom(seg, line.page);
    if (name) return { nameFound: name, lines: blockFrom(lines, line, seg.x0, stop) };
  }
  return { lines: [] };
}

/** GSTINs outside the blocks (a header band): the first belongs to the seller, the next to the buyer. */
function looseGstins(first: Line[], s: Record<string, string>, b: Record<string, string>, sink: FieldSink): void {
  if (s["GSTIN"] && b["GSTIN"]) return;
  const all = first.flatMap((l) =>
    l.segments.flatMap((seg) =>
      findGstins(seg.text, readByOcr(seg.words)).map((g) => ({ value: g, words: seg.words, page: l.page })),
    ),
  );
  const free = all.filter((g) => g.value !== s["GSTIN"] && g.value !== b["GSTIN"]);
  for (const [p, group] of [
    [s, "seller_details"],
    [b, "buyer_details"],
  ] as const) {
    if (p["GSTIN"] || !free[0]) continue;
    const g = free.shift()!;
    p["GSTIN"] = g.value;
    sink.record(`${group}.GSTIN`, g);
    if (!gstinValid(g.value)) sink.warn(`${group}.GSTIN ${g.value} fails its check digit`);
    if (!p["state_code"] && validStateCode(g.value.slice(0, 2))) {
      p["state_code"] = g.value.slice(0, 2);
      sink.record(`${group}.state_code`, g);
    }
  }
}

/** Seller and buyer: under their headings where printed; else the letterhead and the letter's address block. */
export function readParties(
  view: DocumentView,
  sink: FieldSink,
): { seller: Record<string, string>; buyer: Record<string, string> } {
  const { lines, ocr } = view;
  const first = lines.filter((l) => l.page === 0);
  const buyerHead = firstHeading(first, ocr, BUYER_HEADINGS);
  const sellerHead = firstHeading(first, ocr, SELLER_HEADINGS);
  // A party's block ends at another party's heading or at the items' header.
  const stop = (l: Line) =>
    l.segments.some(
      (s) =>
        headingOf(s.text, ocr, [...BUYER_HEADINGS, ...SELLER_HEADINGS]) !== undefined ||
        ["item.serial", "item.description"].includes(leadingLabel(s.text, ocr)?.concept ?? ""),
    );
  // A letter's parties: the sender's line names the seller; without headings, the address blocks tell.
  const letter = !buyerHead && !sellerHead ? letterParties(view) : undefined;
  const seller = sellerHead
    ? blockUnder(view, sellerHead, stop)
    : (senderParty(lines) ??
      letter?.seller ??
      letterhead(first, lines, buyerHead ? buyerHead.line.y0 : Infinity, stop));
  // The buyer's name may follow its heading past another heading's line (a Ship To beside it).
  const buyer = buyerHead ? blockUnder(view, buyerHead, stop, () => false) : (letter?.buyer ?? { lines: [] });
  const s = partyFields(seller, sink, "seller_details");
  const b = partyFields(buyer, sink, "buyer_details");
  looseGstins(first, s, b, sink);
  return { seller: s, buyer: b };
}
