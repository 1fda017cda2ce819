import type { Word } from "../../types.ts";
import { labelsIn } from "../common/labels.ts";
import type { Concept } from "../common/vocabulary/types.ts";

/**
 * An item's description from the lines of its description cell, apart from the attributes printed
 * among them: a code or a rate after its label ("HSN: 49011010 | IGST: 18%", "CGST: 9.0 %"), and the
 * lines of keyed details under the name ("Warranty: 1 Year", "IMEI/Serial No: …"), which end it.
 */

export interface Attribute {
  /** The concept its label names (HSN, a tax), where the vocabulary knows it. */
  concept?: Concept;
  text: string;
  words: Word[];
}

export interface Described {
  words: Word[];
  attributes: Attribute[];
}

/** Labels whose value an item's cell may print after them. */
const ATTRIBUTE_CONCEPTS: readonly Concept[] = [
  "item.hsn",
  "tax.igst",
  "tax.cgst",
  "tax.sgst",
  "tax.utgst",
  "tax.cess",
  "tax.vat",
];

/** A line that starts with a key of a few words and a colon, perhaps after an enumerator: "1. [IMEI No: …". */
const KEYED_LINE = /^\s*(?:\d{1,3}[.)]\s*)?\[?\s*\p{L}[^\s:]*(?:\s+[^\s:]+){0,2}\s*:/u;

/** A code before a wrapped line's key ("KGF-SANDAL-BLACK-4 IMEI/SrNo: …", a seller's SKU): the name's. */
const CODE = /^[^\s:]*\d[^\s:]*$/;

/** The words of a line's parts: between "|" separators, and cells apart ("SAC: 998599" | "Platform Fee"). */
function parts(words: Word[]): Word[][] {
  const out: Word[][] = [[]];
  words.forEach((w, i) => {
    const prev = words[i - 1];
    if (/^\|+$/.test(w.text)) out.push([]);
    else {
      if (prev && w.x0 - prev.x1 > (w.y1 - w.y0) * 1.5) out.push([]);
      out[out.length - 1]!.push(w);
    }
  });
  return out.filter((p) => p.length > 0);
}

/** A part's attributes, one from each label with its value after it ("HSN: 4901 IGST: 0.00%"). */
function attributesIn(part: Word[], ocr: boolean): Attribute[] {
  const out: Attribute[] = [];
  let rest = part;
  for (let start = attributeStart(rest, ocr); start; start = attributeStart(rest, ocr)) {
    const after = rest.slice(start.at + 1);
    const next = attributeStart(after, ocr);
    const end = next ? start.at + 1 + next.at : rest.length;
    out.push(attribute(rest.slice(start.at, end), start.concept));
    rest = rest.slice(end);
  }
  return out;
}

/** Where in a part a labelled value starts ("HSN: …", "IGST @5%"): its label's first word, and the concept. */
function attributeStart(part: Word[], ocr: boolean): { at: number; concept: Concept } | undefined {
  const text = part.map((w) => w.text).join(" ");
  for (const m of labelsIn(text, { ocr, concepts: ATTRIBUTE_CONCEPTS })) {
    if (!/^\s*[:@=-]/.test(text.slice(m.end))) continue;
    let pos = 0;
    for (let k = 0; k < part.length; k++) {
      if (pos + part[k]!.text.length > m.start) return { at: k, concept: m.concept };
      pos += part[k]!.text.length + 1;
    }
  }
  return undefined;
}

const attribute = (words: Word[], concept?: Concept): Attribute => ({
  ...(concept ? { concept } : {}),
  text: words.map((w) => w.text).join(" "),
  words,
});

/**
 * The description and the attributes of an item's cell, line by line (top to bottom). A keyed line
 * after the first ends the description: what follows it are the item's details.
 */
export function describe(lines: Word[][], ocr: boolean): Described {
  const words: Word[] = [];
  const attributes: Attribute[] = [];
  let detailsFrom = Infinity;
  lines.forEach((whole, i) => {
    let line = whole;
    const lineText = line.map((w) => w.text).join(" ");
    if (i > detailsFrom || (words.length > 0 && KEYED_LINE.test(lineText))) {
      // The details start at the key, past a code printed before it on the line.
      const code = i <= detailsFrom && line.length > 1 && CODE.test(line[0]!.text);
      if (code && KEYED_LINE.test(lineText.slice(line[0]!.text.length))) {
        words.push(line[0]!);
        line = line.slice(1);
      }
      detailsFrom = Math.min(detailsFrom, i);
    }
    for (const part of parts(line)) {
      const start = attributeStart(part, ocr);
      const at = start?.at ?? part.length;
      const before = part.slice(0, at);
      if (i < detailsFrom) words.push(...before);
      else if (before.length) attributes.push(attribute(before));
      if (start) attributes.push(...attributesIn(part.slice(at), ocr));
    }
  });
  return { words, attributes };
}
