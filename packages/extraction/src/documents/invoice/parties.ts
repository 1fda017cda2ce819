import { segmentOf, type Line, type Segment } from "../../text/lines.ts";
import { captureIn, wordsAfter, type Found } from "../../structure/labels.ts";
import { findGstinReadings, findGstins, gstinValid, validStateCode } from "../../text/values/identifiers.ts";
import { findDate } from "../../text/values/dates.ts";
import { GST_STATES, stateNamed } from "../../text/values/states.ts";
import { spaceCaseSeams } from "../../text/values/words.ts";
import type { Word } from "../../types.ts";
import { leadingLabel, startsWithLabel } from "../common/fields.ts";
import { labelsAt, labelsIn, labelsOf, type LabelMatch } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { isTitle } from "./details.ts";
import { letterParties, senderParty } from "./letter-parties.ts";
import { headerLine } from "./columns.ts";
import { keyedGrid } from "./party-grid.ts";
import { MESSRS, MESSRS_OCR } from "./messrs.ts";

/** The seller and the buyer: their blocks (under a heading, or the letterhead), and what each block says. */

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
const COPY_MARK = /^\s*\(?(?:original|duplicate|triplicate|copy|extra\s*copy)(?:\b|(?=for))/i;

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
  "id.drug_licence",
  "party.phone",
  "party.email",
  "party.state",
  "party.state_code",
];

const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");

const PARTY_HEADS: readonly Concept[] = [...BUYER_HEADINGS, ...SELLER_HEADINGS];

/**
 * A party's heading compounded with "name", as a bill keys the party's particulars one a line
 * ("Buyer's Name : …", "Name of Recipient : …", rule 49(d)'s name of the recipient): that party's
 * heading, to the end of the compound.
 */
function namedParty(text: string, ocr: boolean): LabelMatch | undefined {
  const first = labelsAt(text, { ocr })[0];
  if (first && PARTY_HEADS.includes(first.concept)) {
    const own = /^(?:['’]s)?\s+name\b\.?/i.exec(text.slice(first.end));
    return own ? { ...first, end: first.end + own[0].length } : undefined;
  }
  const of = first?.concept === "party.name" ? /^\s+of\s+(?:the\s+)?/i.exec(text.slice(first.end)) : null;
  if (!first || !of) return undefined;
  const from = first.end + of[0].length;
  const party = labelsAt(text.slice(from), { ocr })[0];
  return party && PARTY_HEADS.includes(party.concept) ? { ...party, end: from + party.end } : undefined;
}

/**
 * The heading a cell is, of one of the concepts: the label alone (with a bracketed qualifier:
 * "Consignee (Ship to)", "Buyer (if other than consignee)"), or followed by punctuation and the
 * party's name ("Bill To: Acme"). A label's word followed by more words is a name ("Lieferant GmbH");
 * "Customer: 2" is a customer's number and "From : DEL" a code, not a name: a name has four letters.
 */
function headingOf(text: string, ocr: boolean, concepts: readonly Concept[]): LabelMatch | undefined {
  const best = namedParty(text, ocr) ?? labelsAt(text, { ocr })[0];
  if (!best) return undefined;
  if (best.concept === "stmt.to" && concepts.includes("party.buyer")) return addressee(text, best);
  if (!concepts.includes(best.concept)) return undefined;
  const rest = withoutNameKey(text.slice(bilingualEnd(text, best, ocr)), ocr);
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
 * Where a block's cells stand: their left edge, their right edge for a block set flush right, their
 * middle for a letterhead centred on the page.
 */
interface Edge {
  x0: number;
  x1?: number;
  mid?: number;
}

const middle = (s: { x0: number; x1: number }) => (s.x0 + s.x1) / 2;

/** How far from the page's middle a letterhead's name may stand to be centred: its lines are then centred too. */
const CENTRED = 0.05;

const edgeOf = (s: { x0: number; x1: number }, page: Line): Edge =>
  // A cell that ends near the page's right margin is set flush right ("Billing Address :" and the lines under it).
  s.x1 > page.pageWidth * 0.75 ? { x0: s.x0, x1: s.x1 } : { x0: s.x0 };

function segsNear(line: Line, edge: Edge, tol: number): Segment[] {
  return line.segments.filter(
    (s) =>
      Math.abs(s.x0 - edge.x0) <= tol ||
      (edge.x1 !== undefined && Math.abs(s.x1 - edge.x1) <= tol / 2) ||
      (edge.mid !== undefined && Math.abs(middle(s) - edge.mid) <= tol / 2 && meanConf(s.words) >= NAME_CONF),
  );
}

/** A party's block: its name, then the lines below aligned with it until a gap or another heading. */
/** Whether a line ends a block standing at an edge: another party's heading in its column, say. */
type Stop = (line: Line, edge: Edge) => boolean;

function blockFrom(lines: Line[], start: Line, edge: Edge, stopAt: Stop): PartyBlock["lines"] {
  const out: PartyBlock["lines"] = [];
  const h = Math.max(4, start.y1 - start.y0);
  let prevBottom = start.y1;
  let widest = 0;
  for (const line of lines) {
    if (line.page !== start.page || line.index <= start.index) continue;
    const gap = line.y0 - prevBottom;
    if (gap > h * 2.6) break;
    // A blank line after lines set close together ends the block: the next section's heading follows.
    if (out.length >= 2 && gap > Math.max(h * 1.2, widest * 3)) break;
    if (stopAt(line, edge)) break;
    const segs = segsNear(line, edge, Math.max(12, h * 1.5));
    if (segs.length === 0) {
      if (line.segments.some((s) => s.x0 < edge.x0 - 20 && s.x1 > edge.x0)) break;
      continue;
    }
    if (out.length > 0) widest = Math.max(widest, gap);
    out.push({ line, segs });
    prevBottom = line.y1;
    if (out.length >= 9) break;
  }
  return out;
}

/** A line of identifiers rather than a name: five digits or more ("GLN 4333741000005 Lief-Nr: 549910"). */
export const idLike = (text: string) => (text.match(/\d/g)?.length ?? 0) >= 5;

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

/**
 * A field's label with its value after a separator or right after it ("Mobile: 98…", "Mobile 98…"),
 * perhaps with a short alternative after a slash ("NIT/C.C.: 830…", a tax id or a citizen's card).
 */
function keyedField(text: string): boolean {
  const label = leadingLabel(text);
  if (!label) return false;
  const rest = text.slice(label.end).replace(/^\s*\/\s*[\p{L}.]{1,8}(?=\s*[:：])/u, "");
  return /^\s*(?:[:;=\-–—]|[+(]?\d)/.test(rest) || rest.trim() === "";
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

/** A phone number after its label; it may open with its area code in brackets ("Tel. (102) 061-7292"). */
const PHONE =
  /(?:ph(?:one)?|mob(?:ile)?|tel(?:ephone|efon)?|contact|cell)(?:\s*no)?\.?\s*[:-]?\s*(\+?\(?\d[\d\s\-()/]{7,}\d)/i;
const STATE_CODE = /state\s*code\s*[:-]?\s*(\d{1,2})\b/i;
/** A code printed after a state's name: Tally's ", Code : 27", "(37)" as Zoho and GST templates print it. */
const CODE_AFTER_NAME = /(?:,\s*code\s*[:-]?\s*|\(\s*)(\d{1,2})\b/gi;

/**
 * The state code printed after the state's name ("State Name : Maharashtra, Code : 27", "State
 * Andhra Pradesh (37)"), where the name before it is that code's state: a number in brackets or after
 * "Code" is that state's code only if the two agree.
 */
function codeAfterStateName(text: string): { code: string; re: RegExp } | undefined {
  for (const m of text.matchAll(CODE_AFTER_NAME)) {
    const code = m[1]!.padStart(2, "0");
    const named = stateNamed(text.slice(0, m.index));
    const state = GST_STATES[code];
    if (!state || !named || named.replace(/\W/g, "").toLowerCase() !== state.replace(/\W/g, "").toLowerCase()) continue;
    const key = m[0].slice(0, -m[1]!.length).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return { code, re: new RegExp(`${key}(${m[1]})`) };
  }
  return undefined;
}

/**
 * A phone number as printed, but a mobile number's grouping dash ("62155-02276", "+91-97141 99058"):
 * an Indian mobile number is ten digits, printed in groups that are not part of it.
 */
function phoneOf(raw: string): string {
  const text = raw.replace(/\s+/g, " ").trim();
  const digits = text.replace(/\D/g, "").replace(/^91(?=\d{10}$)/, "");
  // "(846) 482-1334": a North American number, its area code in brackets; its dash is part of it.
  if (/^\(\d{3}\)\s?\d{3}-\d{4}$/.test(text)) return text;
  return /^[6-9]\d{9}$/.test(digits) ? text.replace(/(\d)-(?=\d)/g, "$1").replace(/^\+91-/, "+91 ") : text;
}

/** A number after a phone label in any language the vocabulary knows ("फ़ोन:", "Teléfono:", "Tél."). */
function phoneAfterLabel(text: string): RegExpExecArray | null {
  const label = leadingLabel(text);
  if (label?.concept !== "party.phone") return null;
  return /^\s*[:.-]?\s*(\+?\(?\d[\d\s\-()/]{7,}\d)/.exec(text.slice(label.end));
}

/**
 * A cell keyed as the party's state ("State Name : Kerala, Code : 32", "State & Code : Kerala (32)"),
 * with its value where OCR set that apart in the cell right of it ("State Name" | ": Kerala, Code:32"):
 * the text to read the code from and the cell that holds it. A state printed without its key (a place
 * of supply's value under its label) is none.
 */
function stateCell(line: Line, seg: Segment): { text: string; cell: Segment } | undefined {
  if (leadingLabel(seg.text)?.concept !== "party.state") return undefined;
  if (codeAfterStateName(seg.text)) return { text: seg.text, cell: seg };
  const next = line.segments.find((s) => s.x0 >= seg.x1);
  return next ? { text: `${seg.text} ${next.text}`, cell: next } : undefined;
}

/** A state code or a phone number inside a party's block; whether the cell was one. */
function blockContact(seg: Segment, line: Line, out: Record<string, string>, sink: FieldSink, group: string): boolean {
  let found = false;
  const sc = STATE_CODE.exec(seg.text);
  if (sc && !out["state_code"]) {
    out["state_code"] = sc[1]!.padStart(2, "0");
    sink.record(`${group}.state_code`, captureIn(seg, line.page, STATE_CODE));
    found = true;
  }
  const state = sc ? undefined : stateCell(line, seg);
  const afterName = state && codeAfterStateName(state.text);
  if (state && afterName && !out["state_code"]) {
    out["state_code"] = afterName.code;
    sink.record(`${group}.state_code`, captureIn(state.cell, line.page, afterName.re));
    found = true;
  }
  const ph = PHONE.exec(seg.text) ?? phoneAfterLabel(seg.text);
  if (ph && !out["phone"]) {
    out["phone"] = phoneOf(ph[1]!);
    sink.record(`${group}.phone`, captureIn(seg, line.page, /(\+?\(?\d[\d\s\-()/]{7,}\d)/));
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

/** Keys an address line may start with: the address's own, or a heading of the party's ("Ship-from Address"). */
const ADDRESS_KEYS: readonly Concept[] = ["party.address", "party.seller", "party.buyer", "party.ship_to"];

/** After a party's heading, the end of an "Address" key that follows it ("Customer Address: …"). */
function pastAddressKey(text: string, end: number): number {
  const lead = /^\s*/.exec(text.slice(end))![0].length;
  const key = labelsAt(text.slice(end + lead))[0];
  return key?.concept === "party.address" ? end + lead + key.end : end;
}

/** The words of a cell after its key and a colon, where a value follows. */
function addressAfterKey(seg: Segment, end: number): { text: string; words: Word[] } | undefined {
  const rest = seg.text.slice(end);
  const m = /^\s*[:：\-–—]\s*/.exec(rest);
  if (!m || !/\p{L}|\d/u.test(rest.slice(m[0].length))) return undefined;
  const words = wordsAfter(seg, end + m[0].length);
  return words.length ? { text: words.map((w) => w.text).join(" "), words } : undefined;
}

/** An address line up to an id or contact keyed inside it ("…, 560103, CIN: U51109…"). */
function beforeInlineId(part: { text: string; words: Word[] }): { text: string; words: Word[]; cut: boolean } {
  for (const m of labelsIn(part.text, { concepts: PARTY_LABELS })) {
    if (m.start === 0 || !/^\s*[:：]/.test(part.text.slice(m.end))) continue;
    let pos = 0;
    const words = part.words.filter((w) => {
      const at = pos;
      pos += w.text.length + 1;
      return at < m.start;
    });
    return { text: words.map((w) => w.text).join(" "), words, cut: true };
  }
  return { ...part, cut: false };
}

/** A person's name: two or three capitalised words, perhaps after "z. Hd.", "Attn" or a salutation. */
const PERSON =
  /^(?:(?:z\.\s?hd\.?|attn\.?:?|c\/o)\s+)?(?:(?:herrn?|frau|mr|mrs|ms|mme|sig)\.?\s+)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,2}$/u;

/**
 * A company's contact person printed under its name, before the street ("Kessler Druck AG / Julia
 * Fischer / Ringstraße 4"): the person is whom to address, not a line of the address.
 */
function contactFirst(block: PartyBlock, address: string[]): boolean {
  const company = block.nameFound !== undefined && LEGAL_FORM.test(block.nameFound.value);
  return company && address.length >= 2 && PERSON.test(address[0]!) && /\d/.test(address[1]!);
}

/**
 * The lines of a letterhead that name the shop's trade, under its name and before its address
 * ("Seller of: Gold & Silver Jewellery", "Manufacturers & Suppliers" with the goods listed under it):
 * from a line that starts with the trade's words, each line without a digit; the address's first
 * line holds its number or PIN.
 */
function tradeLines(block: PartyBlock): Set<Line> {
  const out = new Set<Line>();
  // A store's trade name over its company's name ("Fresh Mart" over "Fresh Mart Retail Pvt. Ltd.",
  // or in brackets, "(Avenue Supermarts Ltd.)"): the company line, without a digit, is no line of the address.
  const top = block.lines[0];
  const company = top?.segs.length === 1 ? top.segs[0]!.text.replace(/^\s*\((.*)\)\s*$/, "$1") : "";
  if (top && !/\d/.test(company) && LEGAL_FORM.test(company) && !LEGAL_FORM.test(block.nameFound?.value ?? "."))
    out.add(top.line);
  const first = block.lines.findIndex(
    ({ segs }) => labelsAt(segs[0]!.text, { ocr: readByOcr(segs[0]!.words), concepts: TRADE }).length > 0,
  );
  // Only before the address: a trade line after an address line is left where it is.
  if (first < 0 || block.lines.slice(0, first).some(({ segs }) => segs.some((s) => /\d/.test(s.text)))) return out;
  out.add(block.lines[first]!.line);
  for (const { line, segs } of block.lines.slice(first + 1)) {
    if (segs.some((s) => /\d/.test(s.text))) break;
    out.add(line);
  }
  return out;
}
const TRADE: readonly Concept[] = ["party.trade"];

/** What a party's block says: name, address (the lines before its ids and contacts), GSTIN, state, phone. */
export function partyFields(block: PartyBlock, sink: FieldSink, group: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (block.nameFound) {
    out["name"] = block.nameFound.value;
    sink.record(`${group}.name`, block.nameFound);
  }
  const address: string[] = [];
  const addrWords: Word[][] = [];
  let addressDone = false;
  const trade = tradeLines(block);
  for (const { line, segs } of block.lines)
    for (const seg of segs) {
      if (trade.has(line)) continue;
      const label = leadingLabel(seg.text);
      // "Telephone maidan" is a place; "Telephone: 0877…" a contact; so are an e-mail and a web address.
      const idOrContact = [
        blockGstin(seg, line, out, sink, group),
        blockContact(seg, line, out, sink, group),
        (label && PARTY_LABELS.includes(label.concept) && keyedField(seg.text)) || /@|www\.|https?:/i.test(seg.text),
        label?.concept === "party.tax_status",
      ].some(Boolean);
      // Ids and contacts end the address after it; printed between the name and the address (Mexico's
      // "RFC", Colombia's "NIT", a German "USt-IdNr." under the firm), they are passed over.
      if (idOrContact && address.length === 0 && !addressDone) continue;
      if (idOrContact) addressDone = true;
      // Another field keyed in the block ("Place of Supply : …") ends the address too.
      if (label && !ADDRESS_KEYS.includes(label.concept) && /^\s*[:：]/.test(seg.text.slice(label.end)))
        addressDone = true;
      if (!addressDone && !isTitle(seg.text) && !COPY_MARK.test(seg.text)) {
        // "Ship-from Address: Warehouse …": the address after its key; "…, 560103, CIN: U511…": before an id.
        // A short key of its own before the first line's address ("Delivery Address: Door No. 271, …").
        const key = address.length === 0 && !label ? SHORT_KEY.exec(seg.text) : null;
        const end =
          label && ADDRESS_KEYS.includes(label.concept)
            ? pastAddressKey(seg.text, label.end)
            : key
              ? key[1]!.length
              : undefined;
        const keyed = end !== undefined ? addressAfterKey(seg, end) : undefined;
        const part = beforeInlineId(keyed ?? { text: seg.text, words: seg.words });
        if (part.cut) addressDone = true;
        if (part.words.length) {
          address.push(part.text.replace(/[\s,]+$/, ""));
          addrWords.push(part.words);
        }
      }
    }
  if (contactFirst(block, address)) {
    address.shift();
    addrWords.shift();
  }
  if (address.length) {
    out["address"] = address.join(", ");
    sink.record(`${group}.address`, {
      value: out["address"],
      words: addrWords.flat(),
      page: block.lines[0]!.line.page,
    });
  }
  stateFromGstin(out, sink, group);
  return out;
}

interface Heading {
  line: Line;
  seg: Segment;
  end: number;
  concept: Concept;
}

/**
 * "To" alone on its line over a name ("From" over the seller, "To" over the buyer, as a challan or a
 * letter sets them): the addressee's heading. "To" ends a period as often, but then a date follows it.
 */
function bareAddressee(lines: Line[], line: Line, seg: Segment, ocr: boolean): boolean {
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
function headings(lines: Line[], ocr: boolean, concepts: readonly Concept[]): Heading[] {
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

const firstHeading = (lines: Line[], ocr: boolean, concepts: readonly Concept[]) => headings(lines, ocr, concepts)[0];

/**
 * Where the block under a heading stands: the heading's own edge, or the next line's cell indented
 * under the heading's words ("Rechnungsersteller" over "  Lieferant GmbH"), a block set in from its heading.
 */
function edgeUnder(lines: Line[], head: { line: Line; seg: Segment }): Edge {
  const edge = edgeOf(head.seg, head.line);
  const h = Math.max(4, head.line.y1 - head.line.y0);
  const next = lines[head.line.index + 1];
  if (!next || next.page !== head.line.page || next.y0 - head.line.y1 > h * 2.6) return edge;
  if (segsNear(next, edge, Math.max(12, h * 1.5)).length > 0) return edge;
  const indented = next.segments.find((s) => s.x0 > edge.x0 && s.x0 < Math.min(head.seg.x1, edge.x0 + h * 4));
  return indented ? { x0: indented.x0 } : edge;
}

/**
 * A party's block under its heading: a grid of keyed cells ("Name | Acme"), a labelled name ("Name:
 * Lieferant GmbH"), else the name in the heading's cell, else the first line under it.
 */
function blockUnder(
  view: DocumentView,
  head: { line: Line; seg: Segment; end: number },
  stop: Stop,
  nameStop: Stop = stop,
): PartyBlock {
  const { lines } = view;
  const edge = edgeUnder(lines, head);
  const grid = keyedGrid(lines, head.line, edge.x0, (l) => stop(l, edge), view.ocr);
  const gridName = grid && nameFrom(grid.name, grid.nameLine.page, undefined, true);
  if (grid && gridName) return { nameFound: gridName, lines: grid.rows };
  const under = blockFrom(lines, head.line, edge, nameStop);
  const labelled = namedByPair(view, under);
  if (labelled) return labelled;
  let name = nameFrom(head.seg, head.line.page, head.end);
  let start = head.line;
  // The name is the first line under the heading, past keys ("Nummer: 12345") and ids ("GLN 4333741000005").
  for (const b of name ? [] : under.slice(0, 3)) {
    const seg = b.segs[0]!;
    if (/[:：]/.test(seg.text) || colonAfter(b.line, seg) || idLike(seg.text)) continue;
    name = nameFrom(seg, b.line.page, undefined, true);
    start = b.line;
    break;
  }
  if (!name) return { lines: [] };
  // A name beside its heading ("Sold By: Acme"): the block's lines stand under the heading.
  const nameCell = { x0: name.words[0]!.x0, x1: Math.max(...name.words.map((w) => w.x1)) };
  const block = blockFrom(lines, start, edgeOf(start === head.line ? head.seg : nameCell, start), stop);
  // A block that goes on with keys of its own ("PNR : GZ9W3Q") holds the party's name only.
  return { nameFound: name, lines: keyedFirst(block) ? [] : block };
}

/** Whether a cell's key has its colon set apart in the next cell ("Nummer   : 549910"). */
function colonAfter(line: Line, seg: Segment): boolean {
  const next = line.segments[line.segments.indexOf(seg) + 1];
  return next !== undefined && /^[:：]/.test(next.text);
}

/** A key of three words or fewer and its colon, at the start of a line. */
const SHORT_KEY = /^\s*((?:[^\s:：]+\s+){0,2}[^\s:：]+)\s*[:：]\s*/;

/** Whether a block's first line is a short key and its value ("PNR : GZ9W3Q"), not an address. */
function keyedFirst(block: PartyBlock["lines"]): boolean {
  const text = block[0]?.segs[0]?.text ?? "";
  const m = SHORT_KEY.exec(text);
  return (
    m !== null &&
    // A code after it ("PNR : GZ9W3Q"), not an address ("Delivery Address: Door No. 271, …") nor the
    // party's own id ("RFC: DTL950312AB1", which Mexican invoices print under the name).
    text.slice(m[0].length).trim().split(/\s+/).length === 1 &&
    !labelsAt(m[1]!).some((l) => ADDRESS_KEYS.includes(l.concept) || PARTY_LABELS.includes(l.concept))
  );
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

/** The height of a cell's type: its words' median height. */
function typeHeight(seg: Segment): number {
  const hs = seg.words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  return hs[Math.floor(hs.length / 2)] ?? 0;
}

/**
 * A cell that names no seller: an id (GSTIN, PIN, phone), a contact, a web or mail address, a number
 * keyed by "No." (an invoice's, however OCR read its label), the buyer's name after "M/s.".
 */
const notSellerName = (text: string, ocr: boolean) =>
  idLike(text) ||
  /@|www\.|https?:|\.com\b|\bno\b\.?\s*[:.]?\s*\d/i.test(text) ||
  MESSRS.test(text) ||
  findGstinReadings(text, ocr).length > 0;

const meanConf = (words: readonly Word[]) => words.reduce((s, w) => s + w.conf, 0) / Math.max(1, words.length);
/** The least mean confidence of a larger cell's words to be taken for the name: large smudges read poorly. */
const NAME_CONF = 0.6;

/** How much larger than the first name-like cell a letterhead's name is printed, to be taken before it. */
const LARGER_NAME = 1.2;
/** How many lines below the first name-like cell a larger name may stand. */
const NAME_REACH = 3;

/** Keys whose value is a date: a cell holding none beside one is not its value. */
const DATE_KEYS: readonly Concept[] = ["invoice.date", "invoice.due_date", "invoice.delivery_date", "invoice.po_date"];

/**
 * Whether a key cell earlier on a line takes `cell` as its value. A date's key alone in its cell,
 * stacked over its date (Xero's "Invoice Date" over "06/01/2024", the seller's name to its right), does
 * not take a cell without a date.
 */
function keyOfCell(key: Segment, cell: Segment, ocr: boolean): boolean {
  if (!startsWithLabel(key.text) || isTitle(key.text)) return false;
  const label = leadingLabel(key.text, ocr);
  const bare = !!label && !/[\p{L}\p{N}]/u.test(key.text.slice(label.end));
  return !(bare && DATE_KEYS.includes(label.concept) && !findDate(cell.text));
}

/**
 * A cell without the date that ends it: a bill book's date written beside the shop's name, which OCR
 * read into the name's cell ("ADIBANEE 18:02.2021"), is no part of the name and no id.
 */
function withoutTrailingDate(seg: Segment): Segment {
  const last = seg.words[seg.words.length - 1];
  if (seg.words.length < 2 || !last || findDate(last.text)?.raw !== last.text) return seg;
  return segmentOf(seg.words.slice(0, -1));
}

/**
 * The nearest cell under (dir 1) or over (dir -1) a cell, overlapping it across and set close to it:
 * lines of another column may come between.
 */
function cellAcross(first: Line[], at: number, seg: Segment, dir: 1 | -1): Segment | undefined {
  const line = first[at]!;
  const reach = 1.5 * (line.y1 - line.y0);
  for (let k = at + dir; k >= 0 && k < first.length; k += dir) {
    const other = first[k]!;
    if ((dir === 1 ? other.y0 - line.y1 : line.y0 - other.y1) > reach) return undefined;
    const cell = other.segments.find((s) => s.x0 < seg.x1 && s.x1 > seg.x0);
    if (cell) return cell;
  }
  return undefined;
}

/**
 * Whether a cell is half of a title wrapped over two lines ("FACTURA ELECTRÓNICA DE" over "VENTA"):
 * joined with the cell under it or over it, it names a kind of document.
 */
function wrappedTitle(first: Line[], at: number, seg: Segment): boolean {
  const below = cellAcross(first, at, seg, 1);
  const above = cellAcross(first, at, seg, -1);
  return (
    (below !== undefined && isTitle(`${seg.text} ${below.text}`)) ||
    (above !== undefined && isTitle(`${above.text} ${seg.text}`))
  );
}

/**
 * Without a seller's heading, the letterhead's name: the name-like text at the top of the first page,
 * printed largest. A shop's name stands in larger type than the lines around it (a tagline of its goods,
 * "Mob. 98…", its GSTIN), which may come first; where nothing is clearly larger, the first one. It stands
 * above the buyer's heading, or left of it where the buyer's block is printed beside it; a name centred
 * above a buyer's block set on the right, starting left of it, is still above it.
 */
function letterhead(first: Line[], lines: Line[], buyer: Heading | undefined, stop: Stop, ocr: boolean): PartyBlock {
  const beside = buyer !== undefined && buyer.seg.x0 > buyer.line.pageWidth * 0.5;
  const limit = buyer && !beside ? buyer.line.y0 : Infinity;
  const found: { line: Line; seg: Segment; name: Found; height: number }[] = [];
  const band = Math.min(limit, (first[0]?.pageHeight ?? Infinity) * 0.3);
  for (const [at, line] of first.entries()) {
    if (line.y0 >= limit || (found.length > 0 && line.y0 >= band)) break;
    // A cell after a key on its line is that key's value ("Place of Supply  Gujarat"), not a name.
    const seg = line.segments
      .map(withoutTrailingDate)
      .find(
        (s, i) =>
          !isTitle(s.text) &&
          !wrappedTitle(first, at, s) &&
          !startsWithLabel(s.text) &&
          /\p{L}{3}/u.test(s.text) &&
          !notSellerName(s.text, ocr) &&
          !(beside && s.x1 > buyer.seg.x0 && (line.y0 >= buyer.line.y0 || s.x0 >= buyer.seg.x0)) &&
          !line.segments.slice(0, i).some((k) => keyOfCell(k, s, ocr)),
      );
    const name = seg && nameFrom(seg, line.page);
    if (seg && name) found.push({ line, seg, name, height: typeHeight(seg) });
  }
  const firstFound = found[0];
  if (!firstFound) return { lines: [] };
  // The name heads the letterhead: a larger hand further down (a customer's name written in) is not it.
  // A few large letters are as often a stray mark read as text ("Sei"): a name has five letters or more.
  const near = found.filter(
    (f) =>
      f === firstFound ||
      (f.line.index - firstFound.line.index <= NAME_REACH &&
        (f.name.value.match(/\p{L}/gu)?.length ?? 0) >= 5 &&
        meanConf(f.name.words) >= NAME_CONF),
  );
  const largest = near.reduce((a, b) => (b.height > a.height ? b : a));
  const pick = largest.height >= firstFound.height * LARGER_NAME ? largest : firstFound;
  // A name centred on the page heads address lines centred under it, each as wide as it runs.
  const centred = Math.abs(middle(pick.seg) - pick.line.pageWidth / 2) <= pick.line.pageWidth * CENTRED;
  const edge = { x0: pick.seg.x0, ...(centred ? { mid: middle(pick.seg) } : {}) };
  const wrapped = nameWrapped(first, pick);
  if (!wrapped) return { nameFound: pick.name, lines: blockFrom(lines, pick.line, edge, stop) };
  return { nameFound: wrapped.name, lines: blockFrom(lines, wrapped.line, edge, stop) };
}

/**
 * A letterhead's name wrapped onto the next line, which ends it with the company's legal form ("MVM
 * Musterhafter" over "Versicherungsverein Musterstadt a.G.", "Sri Balaji Traders" over "Private
 * Limited"): that line at the name's left edge, in its type and right under it, with no digit, is the
 * name's end, not its address's first line.
 */
function nameWrapped(
  first: Line[],
  pick: { line: Line; seg: Segment; name: Found },
): { name: Found; line: Line } | undefined {
  if (LEGAL_FORM.test(pick.name.value)) return undefined;
  const line = first.find((l) => l.index === pick.line.index + 1);
  const seg = line?.segments[0];
  if (!line || !seg || /\d|@/.test(seg.text) || !LEGAL_FORM.test(seg.text)) return undefined;
  const h = typeHeight(pick.seg);
  const sameType = Math.abs(typeHeight(seg) - h) <= h * 0.15;
  const under = line.y0 - pick.line.y1 <= h * 0.8 && Math.abs(seg.x0 - pick.seg.x0) <= h;
  if (!sameType || !under) return undefined;
  const value = `${pick.name.value} ${seg.text.replace(/[\s,;]+$/, "")}`;
  return { name: { value, words: [...pick.name.words, ...seg.words], page: pick.name.page }, line };
}

/** Whether a buyer's label keys a GSTIN in its cell ("Customer GSTIN : 19…", "GSTIN of Customer: 19…"). */
function keyedByBuyer(text: string, gstin: string): boolean {
  const at = text.toUpperCase().indexOf(gstin);
  return labelsIn(at >= 0 ? text.slice(0, at) : text, { concepts: ["party.buyer"] }).length > 0;
}

/**
 * GSTINs outside the blocks (a header band): the first belongs to the seller, the next to the buyer,
 * unless the buyer is not registered; one keyed by a buyer's label is the buyer's, never the seller's.
 */
function looseGstins(
  first: Line[],
  s: Record<string, string>,
  b: Record<string, string>,
  sink: FieldSink,
  buyerRegistered: boolean,
): void {
  if (s["GSTIN"] && b["GSTIN"]) return;
  const all = first.flatMap((l) =>
    l.segments.flatMap((seg) =>
      findGstins(seg.text, readByOcr(seg.words))
        // A text layer prints a GSTIN as it is: letters read into a run of digits (an order number) are none.
        .filter((g) => readByOcr(seg.words) || seg.text.toUpperCase().replace(/\s/g, "").includes(g))
        .map((g) => ({ value: g, words: seg.words, page: l.page, buyers: keyedByBuyer(seg.text, g) })),
    ),
  );
  const free = all.filter((g) => g.value !== s["GSTIN"] && g.value !== b["GSTIN"]);
  const parties: [Record<string, string>, string][] = [[s, "seller_details"]];
  if (buyerRegistered) parties.push([b, "buyer_details"]);
  for (const [p, group] of parties) {
    // A GSTIN keyed as the customer's ("Customer GSTIN : …") is the buyer's, wherever it stands.
    const at = group === "seller_details" ? free.findIndex((x) => !x.buyers) : free.findIndex((x) => x.buyers);
    const pick = at >= 0 ? at : group === "seller_details" ? -1 : 0;
    if (p["GSTIN"] || !free[pick]) continue;
    const g = free.splice(pick, 1)[0]!;
    p["GSTIN"] = g.value;
    sink.record(`${group}.GSTIN`, g);
    if (!gstinValid(g.value)) sink.warn(`${group}.GSTIN ${g.value} fails its check digit`);
    if (!p["state_code"] && validStateCode(g.value.slice(0, 2))) {
      p["state_code"] = g.value.slice(0, 2);
      sink.record(`${group}.state_code`, g);
    }
  }
}

/**
 * A phone printed in the letterhead above the seller's name ("GSTIN: … Mob: 98…" over the shop's
 * name): the seller's, where its block gives none.
 */
function letterheadPhone(first: Line[], name: Found, out: Record<string, string>, sink: FieldSink): void {
  const top = name.words[0]!.y0;
  for (const line of first) {
    if (line.y0 >= top) break;
    for (const seg of line.segments) if (blockContact(seg, line, out, sink, "seller_details") && out["phone"]) return;
  }
}

/**
 * The buyer where no heading names one: the name after "M/s." ("Messrs"), which addresses a bill to
 * its buyer, in the top half of the first page and not the seller's own line; in the mark's cell, or
 * the next one where the name is written apart from it.
 */
function messrs(first: Line[], seller: PartyBlock, ocr: boolean): PartyBlock | undefined {
  const mark = ocr ? MESSRS_OCR : MESSRS;
  for (const line of first) {
    if (line.y0 > line.pageHeight / 2) break;
    const segs = line.segments.map(withoutTrailingDate);
    const at = segs.findIndex((x) => mark.test(x.text));
    const own = segs[at];
    if (!own || seller.nameFound?.words.some((w) => own.words.includes(w))) continue;
    const rest = own.text.replace(mark, "");
    const seg = rest ? segmentOf(own.words.slice(own.words.length - rest.split(/\s+/).length)) : segs[at + 1];
    const name = seg && /^\p{L}/u.test(seg.text) ? nameFrom(seg, line.page) : undefined;
    // The mark run into the name's first word ("Ms.Pooja") is no part of it.
    if (name) return { nameFound: { ...name, value: name.value.replace(mark, "") }, lines: [] };
  }
  return undefined;
}

/**
 * A block beside a ship-to heading with no heading of its own (Odoo's partner address, a delivery
 * address under "Shipping Address:" to its left): the billed party's. It starts on the heading's line
 * with a name, not a key, and runs on under it for at least one more line.
 */
function unheadedBeside(lines: Line[], head: Heading, stop: Stop, ocr: boolean): PartyBlock | undefined {
  const h = Math.max(4, head.line.y1 - head.line.y0);
  const seg = head.line.segments.find((s) => s.x0 > head.seg.x1 + h * 2);
  if (!seg || startsWithLabel(seg.text, ocr) || idLike(seg.text)) return undefined;
  const name = nameFrom(seg, head.line.page);
  const block = name && blockFrom(lines, head.line, { x0: seg.x0 }, stop);
  return name && block && block.length >= 2 ? { nameFound: name, lines: block } : undefined;
}

/**
 * Where no party is headed, a name keyed in the top half of the first page ("Name : M/s. …", Marg's
 * "Party Name : …") names the buyer: the seller's own name stands in the letterhead, unkeyed.
 */
function namedBuyer(first: Line[], ocr: boolean, underItems: (h: Heading) => boolean): Heading[] {
  return headings(first, ocr, NAME_KEY).filter((h) => !underItems(h) && h.line.y0 < h.line.pageHeight / 2);
}
const NAME_KEY: readonly Concept[] = ["party.name"];

/** Whether a party's block says the party is not registered for GST ("GSTIN: URP", "Unregistered"). */
const unregistered = (block: PartyBlock, ocr: boolean) =>
  block.lines.some(({ segs }) =>
    segs.some((seg) => labelsIn(seg.text, { ocr, concepts: ["party.unregistered"] }).length > 0),
  );

/** Seller and buyer: under their headings where printed; else the letterhead and the letter's address block. */
export function readParties(
  view: DocumentView,
  sink: FieldSink,
): { seller: Record<string, string>; buyer: Record<string, string> } {
  const { lines, ocr } = view;
  // The first page of the invoice's own pages (of a document that holds several, not always the file's).
  const first = lines.filter((l) => l.page === lines[0]?.page);
  const sellerHead = firstHeading(first, ocr, SELLER_HEADINGS);
  // A party's block ends at another party's heading in its column or at the items' header; a heading
  // of its own party ("Ship-from Address:" under "Sold By:") continues it.
  const stopFor =
    (own: Concept | undefined): Stop =>
    (l, edge) =>
      l.segments.some((s) => {
        const h = headingOf(s.text, ocr, [...BUYER_HEADINGS, ...SELLER_HEADINGS]);
        const inColumn = Math.abs(s.x0 - edge.x0) <= Math.max(12, (l.y1 - l.y0) * 1.5) || s.x0 < edge.x0;
        // A bill book's "M/s. …" line under the letterhead addresses the buyer: the seller's block ends.
        // "To" alone over the buyer's name ends the seller's block above it.
        const to = own !== "party.buyer" && inColumn && bareAddressee(lines, l, s, ocr);
        return (
          (h !== undefined && h.concept !== own && inColumn) ||
          to ||
          (MESSRS.test(s.text) && inColumn) ||
          ["item.serial", "item.description"].includes(leadingLabel(s.text, ocr)?.concept ?? "")
        );
      });
  const stop = stopFor(undefined);
  // The buyer is the billed party: a ship-to block stands for it only where no bill-to block is
  // printed; a heading with no name under it ("RECIPIENT", the end of a copy mark) stands for none.
  // A heading over the parties' own headings ("3. Party Details" over "Supplier :" and "Recipient :",
  // the e-invoice's section) heads both blocks, not the buyer's.
  const overHeadings = (h: Heading) => {
    const next = lines[h.line.index + 1];
    return (
      next?.page === h.line.page &&
      next.segments.some((seg) => headingOf(seg.text, ocr, [...BUYER_HEADINGS, ...SELLER_HEADINGS]) !== undefined)
    );
  };
  // The parties stand above the items: a heading under them is a payment slip's ("To:" the payee).
  const items = headerLine(first, ocr)?.line;
  const underItems = (h: Heading) => items !== undefined && h.line.y0 > items.y1;
  const headed = [...headings(first, ocr, ["party.buyer"]), ...headings(first, ocr, ["party.ship_to"])].filter(
    (h) => !overHeadings(h) && !underItems(h),
  );
  const candidates = headed.length > 0 || sellerHead ? headed : namedBuyer(first, ocr, underItems);
  const blocks = candidates.map((h) => ({ head: h, block: blockUnder(view, h, stopFor(h.concept), () => false) }));
  const chosen = blocks.find((b) => b.block.nameFound) ?? blocks[0];
  const buyerHead = chosen?.head;
  // A letter's parties: the sender's line names the seller; without headings, the address blocks tell.
  const letter = !buyerHead && !sellerHead ? letterParties(view) : undefined;
  const seller = sellerHead
    ? blockUnder(view, sellerHead, stopFor(sellerHead.concept))
    : (senderParty(lines) ?? letter?.seller ?? letterhead(first, lines, buyerHead, stop, ocr));
  // The buyer's name may follow its heading past another heading's line (a Ship To beside it).
  const onlyShipTo = chosen?.head.concept === "party.ship_to" && !candidates.some((h) => h.concept === "party.buyer");
  const billed = onlyShipTo ? unheadedBeside(lines, chosen.head, stop, ocr) : undefined;
  const buyer = billed ?? (chosen ? chosen.block : (letter?.buyer ?? { lines: [] }));
  const s = partyFields(seller, sink, "seller_details");
  const b = partyFields(buyer.nameFound ? buyer : (messrs(first, seller, ocr) ?? buyer), sink, "buyer_details");
  if (!s["phone"] && seller.nameFound) letterheadPhone(first, seller.nameFound, s, sink);
  // An unregistered buyer ("GSTIN: URP", "Unregistered") has no GSTIN: none printed elsewhere is its.
  looseGstins(first, s, b, sink, !unregistered(buyer, ocr));
  if (ocr)
    for (const party of [s, b]) for (const k of ["name", "address"]) if (party[k]) party[k] = spaceCaseSeams(party[k]);
  return { seller: s, buyer: b };
}
