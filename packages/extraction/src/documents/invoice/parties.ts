import { segmentOf, type Line } from "../../text/lines.ts";
import { findGstins, gstinValid, validStateCode } from "../../text/values/identifiers.ts";
import { spaceCaseSeams } from "../../text/values/words.ts";
import { leadingLabel, startsWithLabel } from "../common/fields.ts";
import { labelsIn } from "../common/labels.ts";
import type { FieldSink } from "../common/output.ts";
import type { DocumentView } from "../common/view.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import { letterParties, senderParty } from "./letter-parties.ts";
import { headerLine } from "./columns.ts";
import { MESSRS, MESSRS_OCR } from "./messrs.ts";
import { footPhone, letterhead, letterheadPhone, withoutTrailingDate } from "./letterhead.ts";
import { blockFrom, blockUnder, type Stop } from "./party-block.ts";
import { idLike, nameFrom, readByOcr, type PartyBlock } from "./party-cells.ts";
import { partyFields } from "./party-fields.ts";
import {
  BUYER_HEADINGS,
  SELLER_HEADINGS,
  bareAddressee,
  firstHeading,
  headingOf,
  headings,
  type Heading,
} from "./party-headings.ts";

/**
 * The seller and the buyer: which block is whose (under a heading, the letterhead, a letter's address
 * block, "M/s."), then what each block says, and the GSTINs printed outside the blocks.
 */

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

/**
 * A block that only points at another party's ("Buyer (if other than consignee): Same as Consignee",
 * "Bill To: Same as above"): the party is the other block's, so it names no buyer of its own.
 */
const sameAsOther = (block: PartyBlock) => /^\s*same\s+as\b/i.test(block.nameFound?.value ?? "");

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
        // The items' header stands in the block's column or opens its line in the page's left third,
        // where a table spanning the page starts; a key cell beside the block ("POS" of the
        // particulars, read as "Pos." an item's number) is no header, even on a line of its own.
        const itemsHead = inColumn || (s === l.segments[0] && s.x0 < l.pageWidth / 3);
        return (
          (h !== undefined && h.concept !== own && inColumn) ||
          to ||
          (MESSRS.test(s.text) && inColumn) ||
          (itemsHead && ["item.serial", "item.description"].includes(leadingLabel(s.text, ocr)?.concept ?? ""))
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
  const chosen = blocks.find((b) => b.block.nameFound && !sameAsOther(b.block)) ?? blocks[0];
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
  // Only a letterhead's issuer owns the foot: under a "Sold By" heading, it is the marketplace's.
  if (!s["phone"] && !sellerHead && !letter) footPhone(first, s, sink);
  // An unregistered buyer ("GSTIN: URP", "Unregistered") has no GSTIN: none printed elsewhere is its.
  looseGstins(first, s, b, sink, !unregistered(buyer, ocr));
  if (ocr)
    for (const party of [s, b]) for (const k of ["name", "address"]) if (party[k]) party[k] = spaceCaseSeams(party[k]);
  return { seller: s, buyer: b };
}
