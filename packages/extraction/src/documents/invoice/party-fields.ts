import type { Line, Segment } from "../../text/lines.ts";
import { captureIn, wordsAfter } from "../../structure/labels.ts";
import { findGstinReadings, gstinValid, validStateCode } from "../../text/values/identifiers.ts";
import { GST_STATES, stateNamed } from "../../text/values/states.ts";
import type { Word } from "../../types.ts";
import { leadingLabel } from "../common/fields.ts";
import { labelsAt, labelsIn } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { isTitle } from "./details.ts";
import {
  ADDRESS_KEYS,
  COPY_MARK,
  LEGAL_FORM,
  PARTY_LABELS,
  SHORT_KEY,
  keyedField,
  readByOcr,
  type PartyBlock,
} from "./party-cells.ts";

/** What a party's block says: its name, its address (the lines before its ids), its GSTIN, state code and phone. */

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

/**
 * An Indian landline as letterheads print it beside a telephone's picture, without a label: a trunk
 * prefix 0, an STD code of two to four digits, a dash, and the subscriber's number, eleven digits in
 * all ("0877-2280786", "044-24345678").
 */
const LANDLINE = /(?:^|[\s,;:(])(0\d{2,4}-\d{6,8})(?![\d-])/;

/**
 * A landline printed unlabelled in a cell of the letterhead (its icon read as a speck or a digit): the
 * seller's phone, where no label gives one. An STD code and its number can be nothing else there.
 */
export function landlineIn(
  seg: Segment,
  line: Line,
  out: Record<string, string>,
  sink: FieldSink,
  group: string,
): boolean {
  const m = LANDLINE.exec(seg.text);
  if (!m || m[1]!.replace(/\D/g, "").length !== 11 || out["phone"]) return false;
  out["phone"] = m[1]!;
  sink.record(`${group}.phone`, captureIn(seg, line.page, /(0\d{2,4}-\d{6,8})/));
  return true;
}

/** A state code or a phone number inside a party's block; whether the cell was one. */
export function blockContact(
  seg: Segment,
  line: Line,
  out: Record<string, string>,
  sink: FieldSink,
  group: string,
): boolean {
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
  return phoneCell(seg, line, out, sink, group) || found;
}

/** A phone number after its label in a cell; whether the cell gave the party's phone. */
export function phoneCell(
  seg: Segment,
  line: Line,
  out: Record<string, string>,
  sink: FieldSink,
  group: string,
): boolean {
  const ph = PHONE.exec(seg.text) ?? phoneAfterLabel(seg.text);
  if (!ph || out["phone"]) return false;
  out["phone"] = phoneOf(ph[1]!);
  sink.record(`${group}.phone`, captureIn(seg, line.page, /(\+?\(?\d[\d\s\-()/]{7,}\d)/));
  return true;
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
