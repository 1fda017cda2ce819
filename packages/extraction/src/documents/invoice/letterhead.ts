import { segmentOf, type Line, type Segment } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import { findGstinReadings } from "../../text/values/identifiers.ts";
import { findDate } from "../../text/values/dates.ts";
import { leadingLabel, startsWithLabel } from "../common/fields.ts";
import type { FieldSink } from "../common/output.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { isTitle } from "./details.ts";
import { MESSRS } from "./messrs.ts";
import { blockFrom, middle, NAME_CONF, type Stop } from "./party-block.ts";
import { LEGAL_FORM, idLike, meanConf, nameFrom, typeHeight, type PartyBlock } from "./party-cells.ts";
import { blockContact, landlineIn, phoneCell } from "./party-fields.ts";
import type { Heading } from "./party-headings.ts";

/**
 * The seller where no heading names one: the letterhead's name, printed largest at the top of the first page, and
 * its phone.
 */

/** How far from the page's middle a letterhead's name may stand to be centred: its lines are then centred too. */
const CENTRED = 0.05;

/**
 * A cell that names no seller: an id (GSTIN, PIN, phone), a contact, a web or mail address, a number
 * keyed by "No." (an invoice's, however OCR read its label), the buyer's name after "M/s.".
 */
const notSellerName = (text: string, ocr: boolean) =>
  idLike(text) ||
  pageMark(text, ocr) ||
  /@|www\.|https?:|\.com\b|\bno\b\.?\s*[:.]?\s*\d/i.test(text) ||
  MESSRS.test(text) ||
  findGstinReadings(text, ocr).length > 0;

/** A page's number, perhaps out of how many ("Page 1 / 1", "Seite 2 von 3"). */
function pageMark(text: string, ocr: boolean): boolean {
  const label = leadingLabel(text, ocr);
  return (
    label?.concept === "stmt.page" && /^\s*[:.]?\s*\d+(?:\s*(?:\/|\p{L}{1,4})\s*\d+)?\s*$/u.test(text.slice(label.end))
  );
}

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
export function withoutTrailingDate(seg: Segment): Segment {
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
export function letterhead(
  first: Line[],
  lines: Line[],
  buyer: Heading | undefined,
  stop: Stop,
  ocr: boolean,
): PartyBlock {
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
  const pick = centredBelowCorner(near) ?? (largest.height >= firstFound.height * LARGER_NAME ? largest : firstFound);
  // A name centred on the page heads address lines centred under it, each as wide as it runs.
  const centred = isCentred(pick);
  const edge = { x0: pick.seg.x0, ...(centred ? { mid: middle(pick.seg) } : {}) };
  const wrapped = nameWrapped(first, pick);
  if (!wrapped) return { nameFound: pick.name, lines: blockFrom(lines, pick.line, edge, stop) };
  return { nameFound: wrapped.name, lines: blockFrom(lines, wrapped.line, edge, stop) };
}

const isCentred = (f: { seg: Segment; line: Line }) =>
  Math.abs(middle(f.seg) - f.line.pageWidth / 2) <= f.line.pageWidth * CENTRED;

/** Where a cell starts, across the page, to stand in its right-hand corner. */
const CORNER = 2 / 3;

/**
 * A bill book's name centred under a cell in the top right corner: the corner holds the contacts and
 * marks printed around the letterhead ("Mob.", a copy mark, its number written in by hand and read as
 * taller type), not the shop's name, which heads the page across its middle.
 */
function centredBelowCorner<T extends { seg: Segment; line: Line; height: number }>(near: T[]): T | undefined {
  const first = near[0]!;
  if (first.seg.x0 < first.line.pageWidth * CORNER) return undefined;
  const centred = near.filter((f) => f !== first && isCentred(f));
  return centred.length ? centred.reduce((a, b) => (b.height > a.height ? b : a)) : undefined;
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

/**
 * A phone printed in the letterhead above the seller's name ("GSTIN: … Mob: 98…" over the shop's
 * name): the seller's, where its block gives none; else a landline printed there unlabelled.
 */
export function letterheadPhone(first: Line[], name: Found, out: Record<string, string>, sink: FieldSink): void {
  const top = name.words[0]!.y0;
  for (const line of first) {
    if (line.y0 >= top) break;
    for (const seg of line.segments) if (blockContact(seg, line, out, sink, "seller_details") && out["phone"]) return;
  }
  for (const line of first) {
    if (line.y0 >= top) break;
    for (const seg of line.segments) if (landlineIn(seg, line, out, sink, "seller_details")) return;
  }
}

/** Where a bill's foot starts, down its first page: a shop prints its address and phone there. */
const FOOT = 0.8;

/**
 * A phone labelled in the first page's foot, where the letterhead gives none: a shop's bill book may
 * head the bill with its name or logo alone and print its address and phone under the bill, as the
 * issuer's (a buyer's phone is written in by the buyer's name, at the top).
 */
export function footPhone(first: Line[], out: Record<string, string>, sink: FieldSink): void {
  for (const line of first) {
    if (line.page !== 0 || line.y0 < line.pageHeight * FOOT) continue;
    for (const seg of line.segments) if (phoneCell(seg, line, out, sink, "seller_details")) return;
  }
}
