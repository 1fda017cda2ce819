import { segmentOf, type Line, type Segment } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import type { Found } from "../../structure/labels.ts";
import { leadingLabel, startsWithLabel } from "../common/fields.ts";
import type { Concept } from "../common/vocabulary/types.ts";
import type { DocumentView } from "../common/view.ts";
import { isTitle } from "./details.ts";
import { MESSRS } from "./messrs.ts";
import { headerLine } from "./columns.ts";
import { SHORT_KEY, idLike, type PartyBlock } from "./party-cells.ts";

/**
 * Parties of an invoice printed as a business letter (DIN 5008, the French and Spanish letter), where
 * no heading says which is which: the recipient's address stands in the envelope's window, often under
 * a small line with the sender's own address; the sender's name heads the letterhead, its address and
 * contact details beside it or in the footer.
 */

/**
 * A line of an address that holds a postcode and a place ("80333 München", "75018 PARIS", "D-50667 Köln"),
 * or a place run into its postcode, as PP-OCR drops the space ("12345Stadthausen").
 */
const POSTCODE =
  /(?:^|[\s,])(?:[A-Z]{1,2}[- ])?\d{4,6}\s+\p{Lu}[\p{L}.' -]{2,}|(?:^|[\s,])\d{4,6}\p{Lu}\p{Ll}{2,}|\b\p{Lu}[\p{L}.' -]{2,}\s+\d{4,6}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/u;
/** Separators of a sender's line printed above the window address ("Bei Spiel GmbH ● Ecke 12 ● 12345 Stadthausen"). */
const SENDER_SEPARATOR = /\s[●•·|–]\s|\s-\s/g;
/** Contact details: they mark the sender's own block. */
const CONTACT = /\b(?:tel|tél|fon|phone|fax|e-?mail|www\.|http|ust|vat|tva|siret|siren|iban|steuer|hrb)\b|@/i;
/** A salutation line above the name ("Herrn", "Firma", "Monsieur"): part of the address, not the name. */
const SALUTATION =
  /^(?:herrn?|herm|frau|firma|fa\.|mr\.?|mrs\.?|ms\.?|m\.|mme\.?|monsieur|madame|sr\.?|sra\.?|sig\.?(?:ra)?|spett\.le|attn\.?:?|z\.\s*hd\.?)$/i;
/**
 * A German person's salutation ("Herrn", "Frau"), on its own line over the name: it addresses the person
 * and stays with the name, as e-invoices of such letters give it ("Herrn Max Mustermann") and a
 * statement's holder keeps an honorific; a firm's ("Firma") or an attention line's does not.
 */
const PERSON_SALUTATION = /^(?:herrn?|herm|frau)$/i;

/** A salutation as printed: OCR reads the "rn" of "Herrn" as an "m" ("Herm"). */
const salutation = (text: string) => text.trim().replace(/^herm$/i, "Herrn");

interface Block {
  cells: { line: Line; seg: Segment }[];
}

/**
 * Cells stacked at one edge with small gaps: a block of text such as an address, set flush left or, in
 * a sender's block at the right margin, flush right. A blank line ends a block, as it parts the sender's
 * block from the window's address under it; a blank line over the postcode's line does not, as German
 * addresses printed it before DIN 5008 (1996) left it out, nor one over the sender's contact lines.
 */
function stackedBlocks(lines: Line[], maxY: number): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    if (line.page !== lines[0]?.page || line.y0 > maxY) continue;
    const h = Math.max(4, line.y1 - line.y0);
    for (const seg of line.segments) {
      const under = (b: Block, edge: "x0" | "x1") => {
        const last = b.cells[b.cells.length - 1]!.seg;
        const close = seg.y0 - last.y1 < h * 2.6 && seg.y0 > last.y0 && !afterBlankLine(b, seg);
        return close && Math.abs(last[edge] - seg[edge]) < h * 1.2;
      };
      const flushRight = seg.x1 > line.pageWidth * RIGHT_MARGIN;
      const open =
        blocks.findLast((b) => under(b, "x0")) ?? (flushRight ? blocks.findLast((b) => under(b, "x1")) : undefined);
      if (open) open.cells.push({ line, seg });
      else blocks.push({ cells: [{ line, seg }] });
    }
  }
  return blocks.filter((b) => b.cells.length >= 2 && b.cells.length <= 8);
}

/** Where a cell ends across the page to stand at its right margin, as a block set flush right does. */
const RIGHT_MARGIN = 0.75;

/** How much wider than a block's line pitch a step down is to leave a blank line. */
const BLANK_LINE = 1.6;

/** Whether a cell stands a blank line under its block, whose pitch is the median step between its lines. */
function afterBlankLine(block: Block, seg: Segment): boolean {
  // Contact lines set off under a sender's address are still its block ("Tel.", "E-Mail", its VAT id).
  // A sender's line over the window's address sets no pitch: it is set apart in smaller type.
  const cells = block.cells.filter((c) => !sendersLine(c));
  if (cells.length < 2 || POSTCODE.test(seg.text) || CONTACT.test(seg.text)) return false;
  const ys = cells.map((c) => c.seg.y0);
  const steps = ys.slice(1).map((y, i) => y - ys[i]!);
  const pitch = steps.sort((a, b) => a - b)[Math.floor(steps.length / 2)]!;
  return seg.y0 - ys[ys.length - 1]! > pitch * BLANK_LINE;
}

/**
 * A postcode's line; not a title's number ("Invoice 103767") nor a key's value ("Page 2", "Kennz.: FB 99"),
 * which read as a place and its postcode.
 */
function postcodeLine(text: string): boolean {
  const before = text.replace(/\s*\d[\s\S]*$/, "");
  const label = leadingLabel(before);
  // A party's own key keeps its line an address's ("Address: 12 MG Road, Pune 411001").
  const keyed = before && (isTitle(before) || (label ? !label.concept.startsWith("party.") : SHORT_KEY.test(before)));
  return POSTCODE.test(text) && !keyed;
}
/**
 * The most characters an address's line holds: the window of a C5/6 or DL envelope is 90 mm wide, some
 * 45 characters of 10-point type. A block of two longer cells is a letter's prose; one may be an
 * address written on one line ("Plot No. 12, Industrial Area Phase II, Chandigarh - 160002, Punjab").
 */
const ADDRESS_LINE = 60;

const isAddress = (b: Block) =>
  b.cells.some((c) => postcodeLine(c.seg.text)) &&
  b.cells.filter((c) => c.seg.text.length > ADDRESS_LINE && !sendersLine(c)).length <= 1;
/** A block opened by "M/s." ("Messrs"): addressed to the buyer, whatever contact details it carries. */
const addressed = (b: Block) => MESSRS.test(b.cells[0]!.seg.text);
const hasContact = (b: Block) => b.cells.some((c) => CONTACT.test(c.seg.text));

/** Whether a block's cell is a sender's line, its bullets printed or read by OCR as letters. */
const sendersLine = ({ line, seg }: { line: Line; seg: Segment }) =>
  senderOf(seg) !== undefined || senderOf(ocrSenderCell(line) ?? seg) !== undefined;

/** A separator of a sender's line as OCR reads a bullet: a letter or two alone ("e", "eo", "»"). */
const OCR_BULLET = /^[eo»«*•●·]{1,2}$/;

/**
 * A sender's line as OCR reads it: its bullets read as letters, its parts cut into cells ("Bei Spiel
 * GmbH» | Ecke12 | e | 12345 Stadthausen e | Germany"): one cell again, each bullet a "●".
 */
function ocrSenderCell(line: Line): Segment | undefined {
  const words = line.words;
  if (!words.some((w) => w.source === "ocr")) return undefined;
  const out: Word[] = [];
  let bullets = 0;
  words.forEach((w, i) => {
    const inner = i > 0 && i < words.length - 1;
    if (inner && OCR_BULLET.test(w.text)) out.push({ ...w, text: "●" });
    // A bullet run into the word before it ("GmbH»").
    else if (inner && /\p{L}[»«]$/u.test(w.text)) out.push({ ...w, text: w.text.slice(0, -1) }, { ...w, text: "●" });
    else return out.push(w);
    bullets++;
  });
  return bullets >= 2 ? segmentOf(out) : undefined;
}

/** A sender's line: one cell that lists name, street and place between separators. */
export function senderOf(seg: Segment): string | undefined {
  const parts = seg.text.split(SENDER_SEPARATOR);
  if (parts.length < 3 || !POSTCODE.test(seg.text)) return undefined;
  const name = parts[0]!.trim();
  return /\p{L}{2}/u.test(name) ? name : undefined;
}

const PARTY_HEADINGS: readonly Concept[] = ["party.buyer", "party.seller"];

/**
 * A party's heading run into its name with no punctuation between them ("Party  Orbit Logistics", Marg's
 * small "Party" before the name in bold): the words after the heading, a name of letters only.
 */
function nameAfterHeading(seg: Segment): { value: string; words: Word[] } | undefined {
  const label = leadingLabel(
    seg.text,
    seg.words.some((w) => w.source === "ocr"),
  );
  if (!label || !PARTY_HEADINGS.includes(label.concept)) return undefined;
  const rest = seg.text.slice(label.end);
  if (!/^\s+\p{L}/u.test(rest) || /\d/.test(rest) || (rest.match(/\p{L}/gu)?.length ?? 0) < 4) return undefined;
  if (startsWithLabel(rest.trim())) return undefined;
  const words = seg.words.slice(seg.words.length - rest.trim().split(/\s+/).length);
  return {
    value: rest
      .trim()
      .replace(MESSRS, "")
      .replace(/[\s,;]+$/, ""),
    words,
  };
}

/** The name of an address block, after a person's salutation on the line over it. */
function nameOf(block: Block): { found: Found; from: number } | undefined {
  const named = firstName(block);
  const above = named && block.cells[named.from - 1]?.seg;
  if (!named || !above || !PERSON_SALUTATION.test(above.text.trim())) return named;
  const { value, words, page } = named.found;
  return {
    found: { value: `${salutation(above.text)} ${value}`, words: [...above.words, ...words], page },
    from: named.from,
  };
}

/** A block's first line that is not a salutation, a title or a label. */
function firstName(block: Block): { found: Found; from: number } | undefined {
  for (let i = 0; i < block.cells.length; i++) {
    const { line, seg } = block.cells[i]!;
    const text = seg.text.trim();
    // The sender's line above the window holds a postcode too: it is passed over, not the block's end.
    if (sendersLine(block.cells[i]!)) continue;
    if (POSTCODE.test(text)) return undefined;
    const headed = nameAfterHeading(seg);
    if (headed) return { found: { ...headed, page: line.page }, from: i };
    if (SALUTATION.test(text) || isTitle(text) || startsWithLabel(text) || !/\p{L}{2}/u.test(text) || idLike(text))
      continue;
    // A logo or a stray mark that OCR read as a letter or two ("Es") heads the block: no name.
    if (seg.words.some((w) => w.source === "ocr") && (text.match(/\p{L}/gu)?.length ?? 0) < 3) continue;
    return {
      found: {
        value: text.replace(/^firma\s+/i, "").replace(MESSRS, ""),
        words: seg.words,
        page: line.page,
      },
      from: i,
    };
  }
  return undefined;
}

const toParty = (block: Block): PartyBlock | undefined => {
  const name = nameOf(block);
  if (!name) return undefined;
  return {
    nameFound: name.found,
    lines: block.cells.slice(name.from + 1).map((c) => ({ line: c.line, segs: [c.seg] })),
  };
};

/** A separator of a sender's line, printed as a word of its own. */
const SEPARATOR_WORD = /^[●•·|–-]$/;

/**
 * The seller from a sender's line above an address: its name, and its address from the parts after
 * the name ("Hauptstraße 77 · 10115 Berlin"), each an address line.
 */
export function senderParty(lines: Line[]): PartyBlock | undefined {
  for (const line of lines.filter((l) => l.page === lines[0]?.page))
    for (const seg of [...line.segments, ...[ocrSenderCell(line)].filter((c) => c !== undefined)]) {
      const name = senderOf(seg);
      if (!name) continue;
      const parts: Word[][] = [[]];
      for (const w of seg.words)
        if (SEPARATOR_WORD.test(w.text)) parts.push([]);
        else parts[parts.length - 1]!.push(w);
      const words = seg.words.slice(0, name.split(/\s+/).length);
      const address = parts.slice(1).filter((p) => p.length > 0);
      return {
        nameFound: { value: name, words, page: line.page },
        lines: address.length === parts.length - 1 ? [{ line, segs: address.map(segmentOf) }] : [],
      };
    }
  return undefined;
}

/** How much larger a letterhead's name is printed than the other blocks' first lines. */
const LARGER_HEAD = 1.2;

/**
 * Of address blocks without contact marks, the one headed by a name in larger type than every other
 * block's first line: the letterhead, the sender's, wherever it stands.
 */
function largerHead(blocks: Block[]): Block | undefined {
  if (blocks.length < 2) return undefined;
  const height = (b: Block) => b.cells[0]!.seg.y1 - b.cells[0]!.seg.y0;
  const top = blocks.reduce((a, b) => (height(b) > height(a) ? b : a));
  return blocks.every((b) => b === top || height(top) >= height(b) * LARGER_HEAD) ? top : undefined;
}

/**
 * Where on an A4 page an envelope's window lets the address show: from 27 mm down in DIN 5008's form A
 * (45 mm in form B) to 72 mm (90 mm), a Swiss right-hand window about as low. A block above it heads the
 * page; one that starts under it is the letter's body.
 */
const WINDOW_TOP = 27 / 297;
const WINDOW_BOTTOM = 90 / 297;

const inWindow = (b: Block) => {
  const { seg, line } = b.cells[0]!;
  return seg.y0 >= line.pageHeight * WINDOW_TOP && seg.y0 < line.pageHeight * WINDOW_BOTTOM;
};

/**
 * Of blocks in the window's place, the window's address: the one that starts lowest, as a header's
 * address stands above it (Odoo's company over the partner's address in a right-hand window, as Swiss
 * letters place it); of blocks side by side, the left one, DIN 5008's window beside the sender's block.
 */
function windowAddress(blocks: Block[]): Block | undefined {
  const top = (b: Block) => b.cells[0]!.seg.y0;
  const low = Math.max(...blocks.map(top));
  const line = (b: Block) => b.cells[0]!.seg.y1 - b.cells[0]!.seg.y0;
  return blocks
    .filter((b) => low - top(b) < line(b))
    .reduce<Block | undefined>((a, b) => (a && a.cells[0]!.seg.x0 <= b.cells[0]!.seg.x0 ? a : b), undefined);
}

/**
 * Seller and buyer of a letter-style invoice, or nothing where the page does not look like one: two
 * address blocks in the top half of the first page, the sender's marked by its contact details or by
 * the sender's line above the recipient's.
 */
export function letterParties(view: DocumentView): { seller?: PartyBlock; buyer?: PartyBlock } | undefined {
  const height = view.lines[0]?.pageHeight ?? 842;
  // Addresses stand above the items: a block that runs into them (a receipt's "Cashier: …" over its
  // rows, "1 0405 Amul Butter") is no address.
  const items = headerLine(view.lines, view.ocr)?.line;
  const itemsAt = items && items.page === view.lines[0]?.page ? items.y0 : Infinity;
  const blocks = stackedBlocks(view.lines, height * 0.5).filter(
    (b) => isAddress(b) && b.cells.every((c) => c.line.y0 < itemsAt),
  );
  if (blocks.length === 0) return undefined;
  const sender = senderParty(view.lines);
  const own = blocks.filter((b) => hasContact(b) && !addressed(b));
  const letterhead = own.length === 0 ? largerHead(blocks) : undefined;
  const others = blocks.filter((b) => !own.includes(b) && b !== letterhead);
  // Where no block stands in the window's place, the first heads the page: the sender's.
  const windowless = others.length > 1 && !letterhead && own.length === 0 ? others[1] : others[0];
  // A block that names no party (a column of values keyed to its left: a date over a state) is no address.
  const windowed = others.filter((b) => inWindow(b) && toParty(b) !== undefined);
  const buyerBlock = windowAddress(windowed) ?? windowless ?? (own.length > 1 ? own[1] : undefined);
  const sellerBlock = own[0] ?? letterhead ?? others.find((b) => b !== buyerBlock);
  const buyer = buyerBlock && toParty(buyerBlock);
  const seller = sender ?? (sellerBlock && sellerBlock !== buyerBlock ? toParty(sellerBlock) : undefined);
  return { ...(seller ? { seller } : {}), ...(buyer ? { buyer } : {}) };
}
