import type { Layout, Word } from "./types.ts";

/** Words that sit next to each other on a line: a cell, a label, a value. */
export interface Segment {
  text: string;
  words: Word[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface Line {
  page: number;
  /** Index over the whole document, in reading order. */
  index: number;
  y0: number;
  y1: number;
  words: Word[];
  segments: Segment[];
  text: string;
  pageWidth: number;
  pageHeight: number;
}

const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function segmentOf(words: Word[]): Segment {
  return {
    text: words.map((w) => w.text).join(" "),
    words,
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

/**
 * Groups words into lines by vertical overlap and splits each line where the gap between words is
 * wider than a few spaces: what the eye reads as separate cells or columns.
 */
export function buildLines(layout: Layout): Line[] {
  const out: Line[] = [];
  for (const page of layout.pages) {
    const words = page.words.filter((w) => w.text.trim() !== "");
    const heights = words.map((w) => w.y1 - w.y0).filter((h) => h > 0);
    const h = median(heights) || 10;
    const sorted = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
    const rows: Word[][] = [];
    for (const w of sorted) {
      const cy = (w.y0 + w.y1) / 2;
      const row = rows[rows.length - 1];
      if (row) {
        const rc = median(row.map((r) => (r.y0 + r.y1) / 2));
        if (Math.abs(cy - rc) < h * 0.5) {
          row.push(w);
          continue;
        }
      }
      rows.push([w]);
    }
    for (const row of rows) {
      row.sort((a, b) => a.x0 - b.x0);
      const charW = median(row.map((w) => (w.x1 - w.x0) / Math.max(1, w.text.length))) || h * 0.5;
      const gap = Math.max(charW * 2.2, h * 0.9);
      const segments: Segment[] = [];
      let cur: Word[] = [];
      for (const w of row) {
        const prev = cur[cur.length - 1];
        if (prev && w.x0 - prev.x1 > gap) {
          segments.push(segmentOf(cur));
          cur = [];
        }
        cur.push(w);
      }
      if (cur.length) segments.push(segmentOf(cur));
      out.push({
        page: page.index,
        index: out.length,
        y0: Math.min(...row.map((w) => w.y0)),
        y1: Math.max(...row.map((w) => w.y1)),
        words: row,
        segments,
        text: segments.map((s) => s.text).join("  |  "),
        pageWidth: page.width,
        pageHeight: page.height,
      });
    }
  }
  return out;
}

export function boxOf(words: Word[]): [number, number, number, number] {
  return [
    Math.min(...words.map((w) => w.x0)),
    Math.min(...words.map((w) => w.y0)),
    Math.max(...words.map((w) => w.x1)),
    Math.max(...words.map((w) => w.y1)),
  ];
}
