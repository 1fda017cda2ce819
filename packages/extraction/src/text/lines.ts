import type { Layout, Word } from "../types.ts";

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

/** How a line's text joins its cells: rules that read a line's text find its cells by it. */
export const CELL_SEPARATOR = "  |  ";

/**
 * The line with other cells (some dropped, split or joined): its words and text follow them; with
 * `reframe`, its top and bottom too.
 */
export function withSegments(line: Line, segments: Segment[], reframe = false): Line {
  const out = {
    ...line,
    segments,
    words: segments.flatMap((s) => s.words),
    text: segments.map((s) => s.text).join(CELL_SEPARATOR),
  };
  if (!reframe) return out;
  return { ...out, y0: Math.min(...segments.map((s) => s.y0)), y1: Math.max(...segments.map((s) => s.y1)) };
}

/** A cell made of the given words, in their order. */
export function segmentOf(words: Word[]): Segment {
  return {
    text: words.map((w) => w.text).join(" "),
    words,
    x0: Math.min(...words.map((w) => w.x0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y0: Math.min(...words.map((w) => w.y0)),
    y1: Math.max(...words.map((w) => w.y1)),
  };
}

/** Steepest residual slope looked for, in degrees: deskewing before OCR leaves less than this. */
const MAX_RESIDUAL_DEG = 3;

/**
 * The slope (tan of the angle) at which a read page's rows still run: deskewing from the OCR
 * baselines leaves some on photos (a page curled or shot at an angle). Projection profile: the
 * word centres projected along the right slope pile up in sharp rows. Level unless another slope
 * is clearly sharper.
 */
export function residualSlope(words: Word[], h: number): number {
  if (words.length < 12) return 0;
  const bin = Math.max(1, h / 4);
  const sharpness = (t: number) => {
    const counts = new Map<number, number>();
    for (const w of words) {
      const k = Math.round(((w.y0 + w.y1) / 2 - ((w.x0 + w.x1) / 2) * t) / bin);
      counts.set(k, (counts.get(k) ?? 0) + 1);
      counts.set(k - 1, (counts.get(k - 1) ?? 0) + 0.5);
      counts.set(k + 1, (counts.get(k + 1) ?? 0) + 0.5);
    }
    let s = 0;
    for (const c of counts.values()) s += c * c;
    return s;
  };
  const level = sharpness(0);
  let bestDeg = 0;
  let bestScore = level;
  const search = (from: number, to: number, step: number) => {
    for (let deg = from; deg <= to + step / 2; deg += step) {
      const score = sharpness(Math.tan((deg * Math.PI) / 180));
      if (score > bestScore) {
        bestDeg = deg;
        bestScore = score;
      }
    }
  };
  search(-MAX_RESIDUAL_DEG, MAX_RESIDUAL_DEG, 0.1);
  // Rows printed close together also pile up at the slope that lays each row onto the one a row or two
  // below it across the page: the slope neighbouring words show keeps the search near the true one.
  const local = neighbourSlope(words, h);
  if (local !== undefined && Math.abs(bestDeg - local) > 1) {
    bestDeg = 0;
    bestScore = level;
    search(Math.max(-MAX_RESIDUAL_DEG, local - 1), Math.min(MAX_RESIDUAL_DEG, local + 1), 0.1);
  }
  search(bestDeg - 0.1, bestDeg + 0.1, 0.02);
  return bestScore > level * 1.1 ? Math.tan((bestDeg * Math.PI) / 180) : 0;
}

/**
 * The slope, in degrees, between each word and the next on its row (the nearest word starting a little
 * to its right at about its height), the median over a page; undefined with too few such pairs to tell.
 */
function neighbourSlope(words: Word[], h: number): number | undefined {
  const slopes: number[] = [];
  for (const w of words) {
    const cy = (w.y0 + w.y1) / 2;
    let next: Word | undefined;
    for (const v of words) {
      const gap = v.x0 - w.x1;
      if (gap < 0 || gap > 6 * h || Math.abs((v.y0 + v.y1) / 2 - cy) > h / 2) continue;
      if (!next || v.x0 < next.x0) next = v;
    }
    const dx = next ? (next.x0 + next.x1) / 2 - (w.x0 + w.x1) / 2 : 0;
    if (next && dx > 2 * h) slopes.push((Math.atan(((next.y0 + next.y1) / 2 - cy) / dx) * 180) / Math.PI);
  }
  return slopes.length >= 12 ? median(slopes) : undefined;
}

/** Word boxes turned about the page centre so that rows of the given slope lie level; sizes kept. */
function levelled(words: Word[], slope: number, width: number, height: number): Word[] {
  const a = -Math.atan(slope);
  const c = Math.cos(a);
  const s = Math.sin(a);
  const mx = width / 2;
  const my = height / 2;
  return words.map((w) => {
    const cx = (w.x0 + w.x1) / 2 - mx;
    const cy = (w.y0 + w.y1) / 2 - my;
    const nx = mx + cx * c - cy * s;
    const ny = my + cx * s + cy * c;
    const hw = (w.x1 - w.x0) / 2;
    const hh = (w.y1 - w.y0) / 2;
    return { ...w, x0: nx - hw, x1: nx + hw, y0: ny - hh, y1: ny + hh };
  });
}

/** How far two boxes overlap across (negative: the gap between them). */
export const overlapX = (a: { x0: number; x1: number }, b: { x0: number; x1: number }): number =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/**
 * A table's vertical rule that OCR read as a word ("|", "||"): it is no text, and bridging the gap
 * between two cells it would join them into one ("12 | 156,487.34 | 253,190.58"); it parts them.
 */
const tableRule = (w: Word) => w.source === "ocr" && /^[|¦]+$/.test(w.text.trim());

/** Whether a table's rule stands between two words of a line: it parts their cells, however close. */
const ruleBetween = (rules: Word[], a: Word, b: Word) =>
  rules.some((r) => {
    const cx = (r.x0 + r.x1) / 2;
    return cx > a.x1 - 1 && cx < b.x0 + 1 && r.y0 < Math.max(a.y1, b.y1) && r.y1 > Math.min(a.y0, b.y0);
  });

/** A word read with some confidence, of two letters or figures at least: no speck, rule or noise of a scan. */
const readWord = (w: Word) => w.conf >= 0.5 && /[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(w.text);

/**
 * Whether a word stands under (or over) a word of a row in print of its size: they share most of their
 * width and their centres lie half a height apart or more. Two lines of a photo printed closer than
 * PP-OCR's padded boxes are high drift into one row by a cell set between them ("Phone: …" over
 * "GSTIN: …" beside "Dated 22 March 2025"); such a word starts the next row.
 */
function stacked(r: Word, w: Word): boolean {
  const hr = r.y1 - r.y0;
  const hw = w.y1 - w.y0;
  if (!readWord(r) || !readWord(w) || Math.max(hr, hw) > 1.5 * Math.min(hr, hw)) return false;
  if (overlapX(r, w) <= 0.5 * Math.min(r.x1 - r.x0, w.x1 - w.x0)) return false;
  return Math.abs((r.y0 + r.y1) / 2 - (w.y0 + w.y1) / 2) >= 0.5 * Math.min(hr, hw);
}

/**
 * Words in rows, top to bottom: a word whose centre lies within half a height of the row's. The height is
 * the page's usual one, or the word's and the row's where both are taller: PP-OCR boxes the lines of a
 * large letterhead name or title, or a row of a photo, at heights that differ by a third ("TATA STARBUCKS
 * PRIVATE" over 51 px, "LTD." over 37), whose centres lie further apart than the page's small print allows.
 */
function rowsOf(words: Word[], h: number, ocr: boolean): Word[][] {
  const height = (w: Word) => w.y1 - w.y0;
  const sorted = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  const rows: Word[][] = [];
  for (const w of sorted) {
    const row = rows[rows.length - 1];
    if (row) {
      const rc = median(row.map((r) => (r.y0 + r.y1) / 2));
      const tall = Math.min(height(w), median(row.map(height)));
      const under = ocr && row.some((r) => stacked(r, w));
      if (!under && Math.abs((w.y0 + w.y1) / 2 - rc) < Math.max(h, tall) * 0.5) {
        row.push(w);
        continue;
      }
    }
    rows.push([w]);
  }
  return rows;
}

/**
 * Groups words into lines by vertical overlap and splits each line where the gap between words is
 * wider than a few spaces: what the eye reads as separate cells or columns. `rulesPartCells`: OCR's
 * table rules part cells and are no words (a ledger's columns; an invoice's item table reads better
 * with them kept: generated scans' invoice F1 0.734 without, 0.720 with).
 */
export function buildLines(layout: Layout, opts: { rulesPartCells?: boolean } = {}): Line[] {
  const out: Line[] = [];
  for (const page of layout.pages) {
    const isRule = (w: Word) => !!opts.rulesPartCells && tableRule(w);
    let words = page.words.filter((w) => w.text.trim() !== "" && !isRule(w));
    const rules = page.words.filter(isRule);
    const heights = words.map((w) => w.y1 - w.y0).filter((h) => h > 0);
    const h = median(heights) || 10;
    // Rows of a photo that still slope would split into pieces of neighbouring rows; boxes (and so
    // provenance) are then given in the levelled page, as deskewing before OCR already does.
    if (page.ocr) {
      const slope = residualSlope(words, h);
      if (slope !== 0) words = levelled(words, slope, page.width, page.height);
    }
    for (const row of rowsOf(words, h, page.ocr)) {
      row.sort((a, b) => a.x0 - b.x0);
      const charW = median(row.map((w) => (w.x1 - w.x0) / Math.max(1, w.text.length))) || h * 0.5;
      const gap = Math.max(charW * 2.2, h * 0.9);
      const segments: Segment[] = [];
      let cur: Word[] = [];
      for (const w of row) {
        const prev = cur[cur.length - 1];
        if (prev && (w.x0 - prev.x1 > gap || ruleBetween(rules, prev, w))) {
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
        text: segments.map((s) => s.text).join(CELL_SEPARATOR),
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
