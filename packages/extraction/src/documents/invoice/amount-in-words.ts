import type { Line, Segment } from "../../text/lines.ts";
import type { Found } from "../../structure/labels.ts";
import { spaceSpelled, spelledShare, wordsToAmount } from "../../text/values/words.ts";

/**
 * The amount in words, found by what it is rather than by its label: a cell whose words nearly all
 * spell a number ("Indian Rupee Three Lakh … Only"), with the lines it wraps onto. Where several do,
 * the one that spells the grand total.
 */

/** The text of a cell after a label that ends in a colon ("Amount in words: Rupees …"). */
const afterLabel = (text: string) => text.replace(/^[^:]{0,40}:\s*/, "");

/** A cell's words as spelled: OCR's run of words without spaces ("RupeesSixtyOneThousand…") parted. */
const wordsOf = (seg: Segment) => (seg.words.some((w) => w.source === "ocr") ? spaceSpelled(seg.text) : seg.text);

const spelled = (text: string) => {
  const { share, count } = spelledShare(afterLabel(text));
  return count >= 3 && share >= 0.7;
};

/** The cells under `seg` at its left edge that go on spelling the amount. */
function wrapped(lines: Line[], line: Line, seg: Segment): { line: Line; seg: Segment }[] {
  const out: { line: Line; seg: Segment }[] = [];
  const h = Math.max(4, line.y1 - line.y0);
  let prev = line;
  for (let i = line.index + 1; i < lines.length && out.length < 2; i++) {
    const l = lines[i]!;
    if (l.page !== line.page || l.y0 - prev.y1 > h * 1.2) break;
    const next = l.segments.find((s) => Math.abs(s.x0 - seg.x0) < h * 2);
    // A line of the column beside it ("Sub Total 29,70,888.00") set between the two: passed over.
    if (!next && l.segments.every((s) => s.x0 > seg.x1)) continue;
    const { share, count } = spelledShare(next ? wordsOf(next) : "");
    if (!next || count < 1 || share < 0.7) break;
    out.push({ line: l, seg: next });
    prev = l;
  }
  return out;
}

export function amountsInWords(lines: Line[]): Found[] {
  const out: Found[] = [];
  for (const line of lines)
    for (const seg of line.segments) {
      if (!spelled(wordsOf(seg))) continue;
      const parts = [{ line, seg }, ...wrapped(lines, line, seg)];
      const joined = parts
        .map((p, k) => (k === 0 ? afterLabel(p.seg.text) : p.seg.text))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim();
      const value = seg.words.some((w) => w.source === "ocr") ? spaceSpelled(joined) : joined;
      if (wordsToAmount(value) !== null) out.push({ value, words: parts.flatMap((p) => p.seg.words), page: line.page });
    }
  return out;
}

/** The amount in words to report: the one spelling the grand total, else the labelled one, else the first found. */
export function chooseInWords(labelled: Found | undefined, found: Found[], grand: number | null): Found | undefined {
  const spells = (f: Found | undefined) =>
    f && grand !== null && Math.abs((wordsToAmount(f.value) ?? -1) - grand) < 0.01;
  if (spells(labelled)) return labelled;
  return found.find(spells) ?? labelled ?? found[0];
}
