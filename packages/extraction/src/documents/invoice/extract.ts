import { buildLines, type Line, type Segment } from "../../text/lines.ts";
import { captureIn, findLabels, valueFor, type Found } from "../../structure/labels.ts";
import { FieldSink } from "../common/output.ts";
import { amountValue, money, parseAmount, percentString, sameValue } from "../../text/values/amounts.ts";
import { findDate, parseDate } from "../../text/values/dates.ts";
import {
  findGstinReadings,
  findGstins,
  gstinValid,
  IFSC_SHAPE,
  repairIfsc,
  SWIFT_SHAPE,
  validStateCode,
} from "../../text/values/identifiers.ts";
import { wordsToAmount } from "../../text/values/words.ts";
import { extractCustomFieldsFromLines } from "../common/custom-fields.ts";
import { readEmbeddedInvoice } from "./embedded-xml.ts";
import { mergeSignedQr } from "./signed-qr.ts";
import { joinedReadings, pointLost, reconcileItem } from "../../text/repair.ts";
import type { ExtractionOutput, Layout, ReadProblem, Word } from "../../types.ts";

// ---------- vocabulary ----------
const L = {
  invoice_number:
    /(?:tax\s*)?(?:invoice|inv|bill)\s*(?:no\b\.?|number|num\b|#|sr\.?\s*no\.?|serial\s*no\.?)|invoice\s*id|document\s*no\.?/i,
  invoice_date: /(?:invoice|inv|bill|document)\s*date|dated\b|date\s*of\s*(?:invoice|issue)|date\b(?!\s*of\s*supply)/i,
  due_date: /(?:payment\s*)?due\s*(?:date|on|by)|payment\s*due|pay\s*by/i,
  PO_number: /(?:p\.?\s*o\.?|purchase\s*order|buyer'?s?\s*order|order)\s*(?:no\b\.?|number|#|ref)/i,
  GR_number:
    /(?:g\.?\s*r\.?|l\.?\s*r\.?|goods\s*receipt|lorry\s*receipt|consignment\s*note|e-?way\s*bill)\s*(?:no\b\.?|number|#)/i,
  GR_date: /(?:g\.?\s*r\.?|l\.?\s*r\.?|goods\s*receipt|lorry\s*receipt)\s*date/i,
  place_of_supply: /place\s*of\s*supply|supply\s*place/i,
  reverse_charge: /(?:tax\s*(?:is\s*)?payable\s*(?:on|under)\s*)?reverse\s*charge(?:\s*(?:applicable|\(y\/n\)))?/i,
  bank_name: /bank\s*name|name\s*of\s*(?:the\s*)?bank|bank(?!\s*(?:details|account|a\/c|info))/i,
  // "A/c" as OCR reads it off photos: "Alc", "A1c", "Ale".
  account_number: /(?:bank\s*)?(?:a[/l1|i][ce]|acc(?:oun)?t|acct)\.?\s*(?:no\b\.?|number|#|num\b)/i,
  IFSC: /ifs\s*c(?:\s*code)?|ifsc\s*code|rtgs\s*\/?\s*neft\s*(?:ifsc)?\s*code/i,
  SWIFT_CODE: /swift(?:\s*(?:code|bic))?|bic(?:\s*code)?/i,
  branch: /branch(?:\s*name)?/i,
};
const ANY_LABEL = new RegExp(
  `^\\s*(?:${Object.values(L)
    .map((r) => r.source)
    .join(
      "|",
    )}|gstin|gst\\s*no|state\\s*code|state\\b|ph(?:one)?\\b|mob(?:ile)?\\b|email|pan\\b|due\\s*date|gr\\s*date|total|sub\\s*total)`,
  "i",
);
const isLabel = (t: string) => ANY_LABEL.test(t) && !/\d{3,}/.test(t.slice(0, 12));
const BUYER_HEADING =
  /^\s*(?:details\s*of\s*(?:receiver|recipient|buyer)|billed\s*to|bill\s*to|buyer(?!'?s?\s*(?:order|ref|po\b|p\.o|no\b|purchase))(?:'s)?(?:\s*details)?|customer(?!\s*(?:id|no\b|code|ref))(?:\s*details)?|sold\s*to|invoice\s*to|recipient|consignee|ship(?:ped)?\s*to|client|party(?:\s*details)?)\b\s*[:-]?/i;
const SELLER_HEADING =
  /^\s*(?:seller|supplier|sold\s*by|billed\s*by|from|consignor|details\s*of\s*supplier)\b\s*[:-]?/i;
const TITLE =
  /^\s*(?:tax\s*invoice|invoice|bill\s*of\s*supply|retail\s*invoice|proforma|original|duplicate|triplicate|copy)\b/i;
const PARTY_LABEL =
  /^\s*(?:gstin|gst\s*(?:no|in|number)|uin|state|ph(?:one)?|mob(?:ile)?|tel|email|e-mail|pan|contact|cin|fssai)\b/i;
const TOTALS_LABEL = /(?:sub\s*-?\s*total|taxable|total|[cis]gst|utgst|round|amount\s*(?:chargeable|in\s*words))/i;

// ---------- parties ----------
interface PartyBlock {
  nameFound?: Found;
  lines: { line: Line; segs: Segment[] }[];
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

function firstHeading(lines: Line[], re: RegExp): { line: Line; seg: Segment } | undefined {
  for (const line of lines) for (const seg of line.segments) if (re.test(seg.text)) return { line, seg };
  return undefined;
}

/** Whether OCR read any of these words (a text layer holds the characters as printed). */
const readByOcr = (words: readonly Word[]) => words.some((w) => w.source === "ocr");

const GSTIN_LABEL = /^.*?\b(?:gstin|gst|uin)(?:\s*\/?\s*uin)?(?:\s*(?:no|number|in)\b\.?)?\s*[:.-]?/i;

function partyFields(block: PartyBlock, sink: FieldSink, group: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (block.nameFound) {
    out["name"] = block.nameFound.value;
    sink.record(`${group}.name`, block.nameFound);
  }
  const address: string[] = [];
  const addrWords: Word[] = [];
  let addressDone = false;
  for (const { line, segs } of block.lines) {
    for (const seg of segs) {
      const text = seg.text;
      // After the label ("GSTIN/UIN :", "GST No.", or no separator at all).
      const reading = findGstinReadings(text.replace(GSTIN_LABEL, ""), readByOcr(seg.words))[0];
      const gst = reading?.value;
      if (/gstin|gst\s*(no|in|number)|uin/i.test(text) || (gst && gstinValid(gst))) {
        addressDone = true;
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
      }
      const sc = /state\s*code\s*[:-]?\s*(\d{1,2})\b/i.exec(text);
      if (sc && !out["state_code"]) {
        out["state_code"] = sc[1]!.padStart(2, "0");
        sink.record(`${group}.state_code`, captureIn(seg, line.page, /state\s*code\s*[:-]?\s*(\d{1,2})\b/i));
        addressDone = true;
      }
      const ph =
        /(?:ph(?:one)?|mob(?:ile)?|tel(?:ephone)?|contact)(?:\s*no)?\.?\s*[:-]?\s*(\+?[\d][\d\s\-()]{7,}\d)/i.exec(
          text,
        );
      if (ph && !out["phone"]) {
        out["phone"] = ph[1]!.replace(/\s+/g, " ").trim();
        sink.record(`${group}.phone`, captureIn(seg, line.page, /(\+?[\d][\d\s\-()]{7,}\d)/));
        addressDone = true;
      }
      if (PARTY_LABEL.test(text) || /@/.test(text)) addressDone = true;
      if (!addressDone && !TITLE.test(text)) {
        address.push(text.replace(/,\s*$/, ""));
        addrWords.push(...seg.words);
      }
    }
  }
  if (address.length) {
    out["address"] = address.join(", ");
    sink.record(`${group}.address`, { value: out["address"], words: addrWords, page: block.lines[0]!.line.page });
  }
  if (out["GSTIN"]) {
    const fromGstin = out["GSTIN"].slice(0, 2);
    if (!out["state_code"] && validStateCode(fromGstin)) {
      out["state_code"] = fromGstin;
      // Read off the GSTIN: its source is the GSTIN's.
      const gstinAt = sink.fields[`${group}.GSTIN`];
      if (gstinAt) sink.fields[`${group}.state_code`] = gstinAt;
    } else if (out["state_code"] && out["state_code"] !== fromGstin)
      sink.warn(`${group}.state_code ${out["state_code"]} differs from the GSTIN's state ${fromGstin}`);
  }
  return out;
}

function nameFrom(seg: Segment, page: number, heading?: RegExp): Found | undefined {
  let text = seg.text;
  let words = seg.words;
  if (heading) {
    const m = heading.exec(text);
    if (m) {
      const rest = text.slice(m[0].length).trim();
      if (!rest) return undefined;
      words = words.slice(words.length - rest.split(/\s+/).length);
      text = rest;
    }
  }
  text = text.replace(/^(m\/s\.?|messrs\.?)\s*/i, "").trim();
  if (!/[a-z]{2}/i.test(text) || isLabel(text) || TITLE.test(text)) return undefined;
  return { value: text, words, page };
}

function findParties(
  lines: Line[],
  sink: FieldSink,
): { seller: Record<string, string>; buyer: Record<string, string> } {
  const first = lines.filter((l) => l.page === 0);
  const buyerHead = firstHeading(first, BUYER_HEADING);
  const sellerHead = firstHeading(first, SELLER_HEADING);
  const stop = (l: Line) =>
    l.segments.some(
      (s) =>
        BUYER_HEADING.test(s.text) ||
        SELLER_HEADING.test(s.text) ||
        /^\s*(#|s\.?\s*no|sr\.?\s*no|sl\.?\s*no)\b/i.test(s.text) ||
        /description|particulars/i.test(s.text),
    );

  // Seller: after its heading when there is one, else the first name-like text at the top of the page.
  let seller: PartyBlock = { lines: [] };
  if (sellerHead) {
    let name = nameFrom(sellerHead.seg, sellerHead.line.page, SELLER_HEADING);
    let start = sellerHead.line;
    if (!name) {
      const blk = blockFrom(lines, sellerHead.line, sellerHead.seg.x0, stop);
      if (blk[0]) {
        name = nameFrom(blk[0].segs[0]!, blk[0].line.page);
        start = blk[0].line;
      }
    }
    if (name) seller = { nameFound: name, lines: blockFrom(lines, start, name.words[0]!.x0, stop) };
  } else {
    const limit = buyerHead ? buyerHead.line.y0 : Infinity;
    for (const line of first) {
      if (line.y0 >= limit) break;
      const seg = line.segments.find((s) => !TITLE.test(s.text) && !isLabel(s.text) && /[a-z]{3}/i.test(s.text));
      if (!seg) continue;
      const name = nameFrom(seg, line.page);
      if (name) {
        seller = { nameFound: name, lines: blockFrom(lines, line, seg.x0, stop) };
        break;
      }
    }
  }
  let buyer: PartyBlock = { lines: [] };
  if (buyerHead) {
    let name = nameFrom(buyerHead.seg, buyerHead.line.page, BUYER_HEADING);
    let start = buyerHead.line;
    if (!name) {
      const blk = blockFrom(lines, buyerHead.line, buyerHead.seg.x0, () => false);
      if (blk[0]) {
        name = nameFrom(blk[0].segs[0]!, blk[0].line.page);
        start = blk[0].line;
      }
    }
    if (name) buyer = { nameFound: name, lines: blockFrom(lines, start, name.words[0]!.x0, stop) };
  }
  const s = partyFields(seller, sink, "seller_details");
  const b = partyFields(buyer, sink, "buyer_details");
  // GSTINs outside the blocks (e.g. in a header band): the first belongs to the seller, the next to the buyer.
  if (!s["GSTIN"] || !b["GSTIN"]) {
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
  return { seller: s, buyer: b };
}

// ---------- items table ----------
type Col = "sno" | "description" | "HSN" | "quantity" | "unit_price" | "amount" | "other";
interface Column {
  kind: Col;
  x0: number;
  x1: number;
}

function classifyHeader(text: string): Col[] {
  const t = text.toLowerCase();
  const kinds: Col[] = [];
  if (/^(#|s\.?\s*no|sr\.?\s*no|sl\.?\s*no|no\.)/.test(t)) kinds.push("sno");
  if (/(description|item|particulars|product|goods|services|details)/.test(t)) kinds.push("description");
  if (/(hsn|sac)/.test(t)) kinds.push("HSN");
  if (/\b(qty|quantity|nos)\b/.test(t)) kinds.push("quantity");
  if (/\b(rate|price|unit\s*cost|mrp)\b/.test(t)) kinds.push("unit_price");
  if (/\b(amount|value|total)\b/.test(t) && !/tax(able)?\s*amount|gst/.test(t)) kinds.push("amount");
  if (kinds.length === 0) kinds.push("other");
  return kinds;
}

function findItemsHeader(lines: Line[]): { line: Line; cols: Column[] } | undefined {
  for (const line of lines) {
    const kinds = new Set(line.segments.flatMap((s) => classifyHeader(s.text)));
    const hits = ["description", "HSN", "quantity", "unit_price", "amount"].filter((k) => kinds.has(k as Col)).length;
    if (hits < 3) continue;
    const cols: Column[] = [];
    for (const seg of line.segments) {
      const k = classifyHeader(seg.text);
      // A header cell that names two columns ("# Description"): the wider meaning wins.
      const kind = k.includes("description") ? "description" : k.includes("amount") && k.length > 1 ? "amount" : k[0]!;
      cols.push({ kind, x0: seg.x0, x1: seg.x1 });
    }
    return { line, cols };
  }
  return undefined;
}

function assignColumn(w: Word, cols: Column[]): Column {
  const cx = (w.x0 + w.x1) / 2;
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i]!;
    const next = cols[i + 1];
    const right = next ? (c.x1 + next.x0) / 2 : Infinity;
    if (cx < right) return c;
  }
  return cols[cols.length - 1]!;
}

const ITEM_FIELDS = ["description", "HSN", "quantity", "unit_price", "amount"] as const;
type ItemField = (typeof ITEM_FIELDS)[number];

interface Item {
  description: string;
  HSN?: string;
  quantity?: string;
  unit_price?: string;
  amount?: string;
  page: number;
  /** The words each value was read from: its provenance (a wrapped description spans several lines). */
  from: Partial<Record<ItemField, Word[]>>;
}

const HSN_CODE = /^\d{4,8}$/;

/** Below this mean word confidence, an OCR line is marks on the picture rather than text. */
const NOISE_CONFIDENCE = 0.45;

function isNoise(line: Line): boolean {
  if (!/[\p{L}\p{N}]/u.test(line.text)) return true;
  const read = line.words.filter((w) => w.source === "ocr");
  if (read.length < line.words.length) return false;
  return read.reduce((s, w) => s + w.conf, 0) / read.length < NOISE_CONFIDENCE;
}

function extractItems(lines: Line[], sink: FieldSink): { items: Item[]; endIndex: number } {
  const header = findItemsHeader(lines);
  if (!header) return { items: [], endIndex: -1 };
  const items: Item[] = [];
  let end = header.line.index;
  const h = Math.max(4, header.line.y1 - header.line.y0);
  let prevBottom = header.line.y1;
  let page = header.line.page;
  for (const line of lines) {
    if (line.index <= header.line.index) continue;
    if (line.page !== page) {
      page = line.page;
      prevBottom = line.y0;
    }
    if (line.y0 - prevBottom > h * 6) break;
    const leftText = line.segments[0]?.text ?? "";
    if (TOTALS_LABEL.test(line.text) && !/^\s*\d{1,3}\s+\S/.test(leftText)) break;
    // A repeated header on a following page: skip it.
    if (findItemsHeader([line])) continue;
    // Rules, stains and shadows that OCR turned into characters: no description goes on there.
    if (isNoise(line)) continue;
    const cells: Partial<Record<Col, Word[]>> = {};
    for (const w of line.words) (cells[assignColumn(w, header.cols).kind] ??= []).push(w);
    const text = (ws: Word[] | undefined) => (ws ?? []).map((w) => w.text).join(" ");
    const descWords = [...(cells.description ?? [])];
    // HSN/SAC codes are 4–8 digits; letters that spilled into that column belong to the description.
    let hsnWords = cells.HSN ?? [];
    if (hsnWords.length && !HSN_CODE.test(text(hsnWords).replace(/\s/g, ""))) {
      descWords.push(...hsnWords.filter((w) => !HSN_CODE.test(w.text)));
      hsnWords = hsnWords.filter((w) => HSN_CODE.test(w.text)).slice(0, 1);
    }
    const amount = parseAmount(text(cells.amount));
    const rate = parseAmount(text(cells.unit_price));
    if (amount === null && !rate) {
      // No amount: the description of the item above continues here.
      const last = items[items.length - 1];
      if (last && descWords.length && line.y0 - prevBottom < h * 2) {
        last.description += " " + text(descWords);
        // Only words on the item's page can share its box.
        if (line.page === last.page) (last.from.description ??= []).push(...descWords);
        prevBottom = line.y1;
        end = line.index;
        continue;
      }
      if (items.length > 0) break;
      continue;
    }
    // A serial number read into the description column is not part of the description.
    if (descWords.length > 1 && /^\d{1,3}[.)]?$/.test(descWords[0]!.text)) descWords.shift();
    const item: Item = {
      description: text(descWords)
        .replace(/^\d{1,3}[.)]?\s+/, "")
        .trim(),
      page: line.page,
      from: { description: descWords },
    };
    if (hsnWords.length) {
      item.HSN = text(hsnWords);
      item.from.HSN = hsnWords;
    }
    // "12 Nos": the count is the first word; a unit after it is not part of the value.
    const qtyWord = (cells.quantity ?? []).find((w) => /\d/.test(w.text));
    const q = qtyWord ? parseAmount(qtyWord.text.replace(/[a-z]+\.?$/i, "")) : null;
    if (q !== null) item.quantity = q;
    if (rate !== null) item.unit_price = rate;
    if (amount !== null) item.amount = amount;
    // Where each number was read, even one that does not parse: arithmetic may still repair it.
    if (qtyWord) item.from.quantity = [qtyWord];
    if (cells.unit_price) item.from.unit_price = cells.unit_price;
    if (cells.amount) item.from.amount = cells.amount;
    // Only OCR misreads a digit: a text layer's numbers are as printed, and a printed item whose
    // arithmetic is wrong must reach the reviewer as a warning, not be put right silently.
    const fix = readByOcr([...(qtyWord ? [qtyWord] : []), ...(cells.unit_price ?? []), ...(cells.amount ?? [])])
      ? reconcileItem({
          quantity: qtyWord?.text.replace(/[a-z]+\.?$/i, ""),
          unit_price: text(cells.unit_price),
          amount: text(cells.amount),
        })
      : null;
    if (fix) item[fix.field] = fix.value;
    items.push(item);
    prevBottom = line.y1;
    end = line.index;
  }
  items.forEach((it, i) => {
    const q = amountValue(it.quantity);
    const r = amountValue(it.unit_price);
    const a = amountValue(it.amount);
    if (q !== null && r !== null && a !== null && Math.abs(q * r - a) > Math.max(1, a * 0.005))
      sink.warn(`line item ${i + 1}: quantity × rate (${money(q * r)}) differs from its amount ${it.amount}`);
    for (const f of ITEM_FIELDS) {
      const value = it[f];
      if (value) sink.record(`line_items[${i}].${f}`, { value, words: it.from[f] ?? [], page: it.page });
    }
  });
  return { items, endIndex: end };
}

// ---------- totals ----------
/** An amount as read, and other readings of it if OCR may have split it in two. */
interface Reading extends Found {
  alternatives?: Found[];
}

interface TaxLine {
  tax: string;
  rate: string;
  amount: string;
  found: Reading;
  /** Where the rate was read ("18%"). */
  rateFound?: Found;
}

/**
 * A value computed from others (a sum) has for source the figures it came from: their union box,
 * when they are on one page.
 */
function derivedFrom(value: string, sources: (Found | undefined)[]): Found | undefined {
  const found = sources.filter((f): f is Found => f !== undefined && f.words.length > 0);
  if (found.length === 0 || found.length < sources.length || found.some((f) => f.page !== found[0]!.page))
    return undefined;
  return { value, words: found.flatMap((f) => f.words), page: found[0]!.page };
}

function rightmostAmount(line: Line, skipPercent = true): Reading | undefined {
  for (let i = line.segments.length - 1; i >= 0; i--) {
    const seg = line.segments[i]!;
    const toks = seg.words.filter((w) => !(skipPercent && /%/.test(w.text)));
    for (let j = toks.length - 1; j >= 0; j--) {
      const a = parseAmount(toks[j]!.text);
      if (a !== null && /\d/.test(toks[j]!.text) && (/[.,]/.test(toks[j]!.text) || toks[j]!.text.length >= 2)) {
        const found: Reading = { value: a, words: [toks[j]!], page: line.page, alternatives: [] };
        // A text layer does not split an amount or lose its point: other readings are OCR's alone.
        if (toks[j]!.source !== "ocr") return found;
        const before = toks[j - 1];
        if (before)
          for (const value of joinedReadings(before.text, toks[j]!.text))
            found.alternatives!.push({ value, words: [before, toks[j]!], page: line.page });
        const pointed = pointLost(toks[j]!.text);
        if (pointed) found.alternatives!.push({ value: pointed, words: [toks[j]!], page: line.page });
        return found;
      }
    }
  }
  return undefined;
}

/**
 * The reading of a total that another figure confirms: as read when it agrees, else the one
 * alternative reading (an amount OCR split in two, or whose decimal point it lost) that does; as
 * read when nothing agrees.
 */
function confirmedBy<T extends Reading>(found: T | undefined, expected: number | null): Reading | undefined {
  if (!found || expected === null || Math.abs(Number(found.value) - expected) <= 1) return found;
  return found.alternatives?.find((a) => Math.abs(Number(a.value) - expected) <= 1) ?? found;
}

function extractTotals(lines: Line[], from: number, sink: FieldSink) {
  const out: { sub?: Reading; taxes: TaxLine[]; totalTax?: Reading; grand?: Reading; words?: Found } = {
    taxes: [],
  };
  for (const line of lines) {
    if (line.index <= from) continue;
    const t = line.text;
    const tax = /\b(IGST|CGST|SGST|UTGST)\b\s*(?:@|at|\()?\s*(\d{1,2}(?:\.\d+)?)\s*%/i.exec(t);
    if (tax) {
      const amt = rightmostAmount(line);
      const rate = percentString(tax[2]!)!;
      if (amt && !out.taxes.some((x) => x.tax === tax[1]!.toUpperCase() && x.rate === rate)) {
        const rateWord = line.words.find(
          (w) => /\d/.test(w.text) && w !== amt.words[0] && percentString(w.text.replace(/[^\d.]/g, "")) === rate,
        );
        out.taxes.push({
          tax: tax[1]!.toUpperCase(),
          rate,
          amount: amt.value,
          found: amt,
          ...(rateWord ? { rateFound: { value: rate, words: [rateWord], page: line.page } } : {}),
        });
      }
      continue;
    }
    if (/sub\s*-?\s*total|taxable\s*(value|amount)|total\s*(before|excl\.?|excluding)\s*tax|total\s*taxable/i.test(t)) {
      out.sub ??= rightmostAmount(line);
      continue;
    }
    if (/total\s*(tax|gst)(\s*amount)?\b|tax\s*total/i.test(t)) {
      out.totalTax ??= rightmostAmount(line);
      continue;
    }
    if (
      /grand\s*total|invoice\s*(total|value|amount)|total\s*(amount|invoice\s*value|payable|due)|net\s*(payable|amount)|amount\s*(payable|due)|^\s*total\b/i.test(
        t,
      )
    ) {
      const a = rightmostAmount(line);
      if (a) out.grand = a;
      continue;
    }
    const w =
      /(?:amount\s*(?:chargeable)?\s*\(?in\s*words\)?|in\s*words|amount\s*chargeable)\s*[:-]?\s*(.*)$/i.exec(t) ??
      /^\s*((?:rupees|inr|indian\s*rupees)\b.*)$/i.exec(t);
    if (w && !out.words) {
      let text = w[1]!.replace(/\s*\|\s*/g, " ").trim();
      const words = [...line.words];
      // The words often wrap onto the next line, up to "Only".
      const next = lines[line.index + 1];
      if (
        text &&
        !/\bonly\b/i.test(text) &&
        next &&
        next.page === line.page &&
        next.text.length < 120 &&
        !TOTALS_LABEL.test(next.text) &&
        !/bank/i.test(next.text)
      ) {
        text += " " + next.text.replace(/\s*\|\s*/g, " ");
        words.push(...next.words);
      }
      if (/[a-z]{3}/i.test(text)) out.words = { value: text.trim(), words, page: line.page };
    }
  }
  sink.record("total_calculation.sub_total", out.sub);
  sink.record("total_calculation.grand_total", out.grand);
  sink.record("total_calculation.amount_in_words", out.words);
  return out;
}

// ---------- labelled fields ----------
function labelled(lines: Line[], label: RegExp, accept: (t: string) => boolean): Found | undefined {
  for (const hit of findLabels(lines, label)) {
    const f = valueFor(lines, hit, accept, isLabel);
    if (f) return f;
  }
  return undefined;
}

const hasDigit = (t: string) => /\d/.test(t);
const codeLike = (t: string) => hasDigit(t) && !parseDate(t) && t.length <= 40 && !/\s{2,}/.test(t);
const firstToken = (f: Found | undefined): Found | undefined =>
  f ? { ...f, value: ocrCodePrefix(f.value.split(/\s+/)[0]!, f.words), words: f.words.slice(0, 1) } : undefined;

/**
 * Document numbers usually start with a short letter series ("SI/", "TI-", "PO-"). OCR reads I and O
 * there as 1 and 0; in a read (not text-layer) value, a short prefix that mixes letters with 1/0 is
 * taken as letters.
 */
function ocrCodePrefix(value: string, words: Word[]): string {
  if (!readByOcr(words)) return value;
  const m = /^([A-Za-z0-9]{2,4})([/-].*)$/.exec(value);
  if (!m || !/[A-Za-z]/.test(m[1]!) || !/[01]/.test(m[1]!)) return value;
  return m[1]!.replace(/1/g, "I").replace(/0/g, "O") + m[2];
}

/** Invoice fields from a layout: labels matched to values by geometry, tables by column alignment, values cross-checked. */
export function extractInvoice(layout: Layout, opts: { customFields?: string[] } = {}): ExtractionOutput {
  const lines = buildLines(layout);
  const sink = new FieldSink();
  const result: Record<string, unknown> = {};

  const details: Record<string, string> = {};
  const num = firstToken(labelled(lines, L.invoice_number, codeLike));
  if (num) {
    details["invoice_number"] = num.value.replace(/[.,;]$/, "");
    sink.record("invoice_details.invoice_number", num);
  }
  const dateField = (key: string, label: RegExp) => {
    const f = labelled(lines, label, (t) => findDate(t) !== null);
    const d = f && findDate(f.value);
    if (f && d) {
      details[key] = d.iso;
      sink.record(`invoice_details.${key}`, f);
    }
  };
  dateField("due_date", L.due_date);
  dateField("GR_date", L.GR_date);
  {
    // "Date" alone is the invoice date, but not a due date or GR date read again.
    for (const hit of findLabels(lines, L.invoice_date)) {
      if (
        /due|gr\b|g\.r|lr\b|l\.r|receipt|supply|order/i.test(
          hit.seg.text.slice(0, hit.seg.text.length - hit.rest.length),
        )
      )
        continue;
      const f = valueFor(lines, hit, (t) => findDate(t) !== null, isLabel);
      const d = f && findDate(f.value);
      if (f && d) {
        details["invoice_date"] = d.iso;
        sink.record("invoice_details.invoice_date", f);
        break;
      }
    }
  }
  const po = firstToken(labelled(lines, L.PO_number, codeLike));
  if (po) {
    details["PO_number"] = po.value;
    sink.record("invoice_details.PO_number", po);
  }
  const gr = firstToken(labelled(lines, L.GR_number, codeLike));
  if (gr) {
    details["GR_number"] = gr.value;
    sink.record("invoice_details.GR_number", gr);
  }
  const pos = labelled(lines, L.place_of_supply, (t) => /[a-z]{3}/i.test(t) && t.length < 60);
  if (pos) {
    details["place_of_supply"] = pos.value
      .replace(/\s*\(\d{1,2}\)\s*$/, "")
      .replace(/^\d{2}\s*[-–]\s*/, "")
      .trim();
    sink.record("invoice_details.place_of_supply", pos);
  }
  result["invoice_details"] = details;

  const { seller, buyer } = findParties(lines, sink);
  result["seller_details"] = seller;
  result["buyer_details"] = buyer;

  const { items, endIndex } = extractItems(lines, sink);
  result["line_items"] = items.map((it) => {
    const o: Record<string, string> = { description: it.description };
    if (it.HSN) o["HSN"] = it.HSN;
    if (it.quantity) o["quantity"] = it.quantity;
    if (it.unit_price) o["unit_price"] = it.unit_price;
    if (it.amount) o["amount"] = it.amount;
    return o;
  });

  const totals = extractTotals(lines, endIndex, sink);
  const tax: Record<string, string> = {};
  const total: Record<string, string> = {};
  const hsnItem = items.find((i) => i.HSN);
  if (hsnItem?.HSN) {
    tax["HSN"] = hsnItem.HSN;
    sink.record("tax_calculation.HSN", { value: hsnItem.HSN, words: hsnItem.from.HSN ?? [], page: hsnItem.page });
  }
  const itemsSum = items.reduce((s, i) => s + (amountValue(i.amount) ?? 0), 0);
  const itemsKnown = items.length > 0 && items.every((i) => i.amount);
  // Totals are read as printed, unless OCR split one and the items' sum confirms the joined reading.
  const subFound = confirmedBy(totals.sub, itemsKnown ? itemsSum : null);
  if (subFound !== totals.sub) sink.record("total_calculation.sub_total", subFound);
  const sub = subFound?.value ?? (itemsKnown ? money(itemsSum) : undefined);
  if (sub) {
    tax["taxable_value"] = sub;
    total["sub_total"] = sub;
    const subSource =
      subFound ??
      derivedFrom(
        sub,
        items.map((i) => ({ value: i.amount ?? "", words: i.from.amount ?? [], page: i.page })),
      );
    sink.record("tax_calculation.taxable_value", subSource);
    if (!subFound) sink.record("total_calculation.sub_total", subSource);
    if (items.length && Math.abs(itemsSum - Number(sub)) > 1)
      sink.warn(`line items add up to ${money(itemsSum)}, not the taxable value ${sub}`);
  }
  const rc = labelled(lines, L.reverse_charge, (t) => /^(yes|no|y|n|applicable|not\s*applicable|n\.?a\.?)\b/i.test(t));
  if (rc) {
    tax["reverse_charge_applicable"] = /^(yes|y\b|applicable)/i.test(rc.value) ? "Yes" : "No";
    sink.record("tax_calculation.reverse_charge_applicable", rc);
  }
  let taxSum = 0;
  const taxAmountSources: Record<string, Found[]> = {};
  for (const t of totals.taxes) {
    const found = confirmedBy(t.found, sub ? (Number(sub) * Number(t.rate)) / 100 : null)!;
    t.amount = found.value;
    t.found = found;
    if (tax[`${t.tax}_percentage`] === undefined) {
      tax[`${t.tax}_percentage`] = t.rate;
      sink.record(`tax_calculation.${t.tax}_percentage`, t.rateFound);
    }
    tax[`${t.tax}_amount`] = tax[`${t.tax}_amount`]
      ? money(Number(tax[`${t.tax}_amount`]) + Number(t.amount))
      : t.amount;
    // One tax at two rates is one amount summed from both lines.
    (taxAmountSources[t.tax] ??= []).push(found);
    const parts = taxAmountSources[t.tax]!;
    sink.record(`tax_calculation.${t.tax}_amount`, derivedFrom(tax[`${t.tax}_amount`]!, parts));
    const lineKey = `${t.tax}_at_${t.rate.replace(".", "_")}_percentage`;
    total[lineKey] = t.amount;
    sink.record(`total_calculation.${lineKey}`, found);
    taxSum += Number(t.amount);
  }
  if (totals.taxes.length) {
    const read = confirmedBy(totals.totalTax, taxSum);
    total["total_tax"] = read?.value ?? money(taxSum);
    sink.record(
      "total_calculation.total_tax",
      read ??
        derivedFrom(
          total["total_tax"],
          totals.taxes.map((t) => t.found),
        ),
    );
  } else if (totals.totalTax) {
    total["total_tax"] = totals.totalTax.value;
    sink.record("total_calculation.total_tax", totals.totalTax);
  }
  const grandFound = confirmedBy(totals.grand, sub && totals.taxes.length ? Number(sub) + taxSum : null);
  if (grandFound !== totals.grand) sink.record("total_calculation.grand_total", grandFound);
  if (grandFound) total["grand_total"] = grandFound.value;
  if (totals.words) total["amount_in_words"] = totals.words.value;
  result["tax_calculation"] = tax;
  result["total_calculation"] = total;

  // Cross-checks: each failure is a warning a reviewer can act on.
  const grand = amountValue(total["grand_total"]);
  if (sub && grand !== null && totals.taxes.length) {
    const expect = Number(sub) + taxSum;
    if (Math.abs(expect - grand) > 1.01)
      sink.warn(`taxable value + taxes = ${money(expect)}, but the grand total is ${money(grand)}`);
  }
  const kinds = new Set(totals.taxes.map((t) => t.tax));
  const sState = seller["GSTIN"]?.slice(0, 2) ?? seller["state_code"];
  const bState = buyer["GSTIN"]?.slice(0, 2) ?? buyer["state_code"];
  if (sState && bState) {
    if (sState === bState && kinds.has("IGST"))
      sink.warn("IGST charged on an intra-state supply (seller and buyer in the same state)");
    if (sState !== bState && (kinds.has("CGST") || kinds.has("SGST")))
      sink.warn("CGST/SGST charged on an inter-state supply");
  }
  if (total["amount_in_words"] && grand !== null) {
    const w = wordsToAmount(total["amount_in_words"]);
    if (w !== null && Math.abs(w - grand) > 0.01)
      sink.warn(`amount in words (${money(w)}) differs from the grand total ${money(grand)}`);
  }

  result["bank_details"] = bankDetails(lines, sink);
  for (const p of layout.problems ?? []) if (concernsInvoice(p.part)) sink.warn(p.message);
  mergeEmbedded(layout, result, sink);
  const eInvoice = mergeSignedQr(layout, result, sink);
  const out: ExtractionOutput = {
    result,
    extraction: {
      confidence: overallConfidence(sink),
      ocr_used: layout.ocrUsed,
      warnings: sink.warnings,
      fields: sink.fields,
      ...(eInvoice ? { e_invoice: eInvoice } : {}),
    },
  };
  if (opts.customFields?.length) out.custom_fields = extractCustomFieldsFromLines(lines, opts.customFields);
  return out;
}

/**
 * Whether a part the reading could not get at would have given invoice fields: the reviewer should
 * know why the e-invoice QR or the embedded data is missing.
 */
function concernsInvoice(part: ReadProblem["part"]): boolean {
  switch (part) {
    case "qr_codes":
    case "attachment":
      return true;
  }
}

/**
 * Structured data inside the PDF (Factur-X / ZUGFeRD) is machine-written: it fills what the printed
 * text lacks and wins where they disagree, and every disagreement becomes a warning.
 */
function mergeEmbedded(layout: Layout, result: Record<string, unknown>, sink: FieldSink): void {
  const embedded = readEmbeddedInvoice(layout, (m) => sink.warn(m));
  if (!embedded) return;
  for (const [group, values] of Object.entries(embedded.fields)) {
    const target = (result[group] ??= {}) as Record<string, string>;
    for (const [key, value] of Object.entries(values)) {
      const printed = target[key];
      if (printed !== undefined && !sameValue(printed, value))
        sink.warn(
          `${group}.${key}: the embedded invoice data (${embedded.source}) says "${value}", the printed text "${printed}"`,
        );
      target[key] = value;
      sink.fields[`${group}.${key}`] = { page: 1, bbox: [0, 0, 0, 0], confidence: 1, source: "embedded" };
    }
  }
}

export function bankDetails(lines: Line[], sink: FieldSink, group = "bank_details"): Record<string, string> {
  const bank: Record<string, string> = {};
  const name = labelled(lines, L.bank_name, (t) => /[a-z]{3}/i.test(t) && !/\d{5,}/.test(t) && t.length < 60);
  if (name) {
    bank["bank_name"] = name.value;
    sink.record(`${group}.bank_name`, name);
  }
  const acct = labelled(lines, L.account_number, (t) => /\d{6,}/.test(t.replace(/[\s-]/g, "")));
  if (acct) {
    const m = /[\dXx*][\dXx*\s-]{5,}\d/.exec(acct.value.replace(/^[1l|!:;i]\s+(?=\d{6,})/, ""));
    if (m) {
      bank["account_number"] = m[0].replace(/[\s-]/g, "");
      sink.record(`${group}.account_number`, acct);
    }
  }
  const ifsc = labelled(lines, L.IFSC, (t) => repairIfsc(t.split(/\s+/)[0] ?? "") !== null);
  const ifscValue = ifsc && repairIfsc(ifsc.value.split(/\s+/)[0]!);
  if (ifscValue) {
    bank["IFSC"] = ifscValue;
    sink.record(`${group}.IFSC`, ifsc);
  } else {
    for (const l of lines) {
      const m = /\b([A-Z]{4}0[A-Z0-9]{6})\b/.exec(l.text);
      if (m && IFSC_SHAPE.test(m[1]!)) {
        bank["IFSC"] = m[1]!;
        break;
      }
    }
  }
  const swift = labelled(lines, L.SWIFT_CODE, (t) => SWIFT_SHAPE.test((t.split(/\s+/)[0] ?? "").toUpperCase()));
  if (swift) {
    bank["SWIFT_CODE"] = swift.value.split(/\s+/)[0]!.toUpperCase();
    sink.record(`${group}.SWIFT_CODE`, swift);
  }
  const branch = labelled(lines, L.branch, (t) => /[a-z]{3}/i.test(t) && t.length < 60);
  if (branch) {
    bank["branch"] = branch.value;
    sink.record(`${group}.branch`, branch);
  }
  return bank;
}

export function overallConfidence(sink: FieldSink): number {
  const vals = Object.values(sink.fields).map((f) => f.confidence);
  if (!vals.length) return 0;
  const mean = vals.reduce((a, b) => a + b, 0) / vals.length;
  return Math.round(Math.max(0, mean - sink.warnings.length * 0.05) * 100) / 100;
}
