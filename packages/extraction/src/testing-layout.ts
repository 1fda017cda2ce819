import type { Layout, Word } from "./types.ts";

/** Builds a text-layer layout from lines placed at (x, y) in points: for tests of unseen layouts. */
export function layoutOf(pages: { x: number; y: number; text: string; size?: number }[][]): Layout {
  return {
    format: "PDF",
    pageCount: pages.length,
    ocrUsed: false,
    pages: pages.map((lines, index) => {
      const words: Word[] = [];
      for (const l of lines) {
        const size = l.size ?? 9;
        const cw = size * 0.5;
        const re = /\S+/g;
        let m: RegExpExecArray | null;
        while ((m = re.exec(l.text))) {
          words.push({
            text: m[0],
            x0: l.x + m.index * cw,
            x1: l.x + (m.index + m[0].length) * cw,
            y0: l.y,
            y1: l.y + size,
            conf: 1,
            source: "text_layer",
          });
        }
      }
      return { index, width: 595, height: 842, words, ocr: false, rotation: 0 };
    }),
  };
}
