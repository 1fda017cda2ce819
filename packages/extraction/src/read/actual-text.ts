// The replacement text of marked-content spans (PDF 32000-1, 14.9.4 /ActualText), read in place of
// their glyphs. Chromium, and so the invoices that Zoho, ERPNext or Odoo print through it, maps
// Devanagari matras, reph and conjunct glyphs to nothing in ToUnicode and writes each cluster's text
// only as ActualText: read glyph by glyph, "की" comes out "क" and "स्थान" "ान".

/** A text run as pdfjs gives it (its marked-content items carry `type` instead). */
export interface TextRun {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export interface MarkedContent {
  type: string;
  actualText?: string;
}

export type ContentItem = TextRun | MarkedContent;

const isMarked = (item: ContentItem): item is MarkedContent => typeof (item as MarkedContent).type === "string";

const blank = (run: TextRun) => !run.str.trim();

/**
 * Runs of one span as one run: its replacement text at its first glyph, over all its width. pdfjs
 * puts the space it infers before a span's first glyph inside the span: blank runs at either end
 * stay as they are, so words keep their gaps.
 */
function spanRun(text: string, runs: TextRun[]): TextRun[] {
  let a = 0;
  while (a < runs.length && blank(runs[a]!)) a++;
  let b = runs.length;
  while (b > a && blank(runs[b - 1]!)) b--;
  const core = runs.slice(a, b);
  const first = core[0];
  if (!first) return runs;
  // A span that wraps onto other lines (a hyphenated paragraph) is read as drawn: one box cannot place it.
  const y = first.transform[5] ?? 0;
  if (core.some((r) => Math.abs((r.transform[5] ?? 0) - y) > Math.max(1, first.height) * 0.5)) return runs;
  const width = core.reduce((s, r) => s + (r.width || 0), 0);
  return [...runs.slice(0, a), { ...first, str: text, width }, ...runs.slice(b)];
}

/** Feeds a page's content items in order; each call gives the runs to read now. */
export class ActualTextReader {
  private depth = 0;
  /** Depth of the open span that has replacement text, or -1. */
  private spanDepth = -1;
  private text = "";
  private runs: TextRun[] = [];
  /**
   * Characters of the runs an open span holds back: they count against the page's budget while held,
   * or a span that never closes could hold a hostile page's text unchecked.
   */
  held = 0;

  take(item: ContentItem): TextRun[] {
    if (!isMarked(item)) {
      if (this.spanDepth < 0) return [item];
      this.runs.push(item);
      this.held += item.str?.length ?? 0;
      return [];
    }
    if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps") {
      this.depth++;
      if (this.spanDepth < 0 && typeof item.actualText === "string") {
        this.spanDepth = this.depth;
        this.text = item.actualText;
        this.runs = [];
        this.held = 0;
      }
      return [];
    }
    if (item.type !== "endMarkedContent") return [];
    const closes = this.depth === this.spanDepth;
    this.depth = Math.max(0, this.depth - 1);
    if (!closes) return [];
    this.spanDepth = -1;
    this.held = 0;
    return spanRun(this.text, this.runs);
  }

  /** Runs of a span left open at the page's end, as drawn. */
  rest(): TextRun[] {
    const runs = this.spanDepth >= 0 ? this.runs : [];
    this.spanDepth = -1;
    this.runs = [];
    this.held = 0;
    return runs;
  }
}
