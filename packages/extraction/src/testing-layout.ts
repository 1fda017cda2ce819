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

/**
 * The top of a synthesised statement with Date, Narration, Debit, Credit and Balance columns (headers
 * at y 100, Balance ending at x 531.5): rows start at y 114.
 */
export function debitCreditStatementHead(opts: {
  opening: string;
  name?: string;
  extraColumns?: { x: number; text: string }[];
}) {
  return [
    { x: 40, y: 30, text: "Statement of Account", size: 12 },
    ...(opts.name ? [{ x: 40, y: 50, text: `Account Name : ${opts.name}` }] : []),
    { x: 40, y: 62, text: "Account Number : 50100234567890" },
    { x: 40, y: 74, text: `Opening Balance : ${opts.opening}` },
    { x: 40, y: 100, text: "Date" },
    { x: 100, y: 100, text: "Narration" },
    { x: 330, y: 100, text: "Debit" },
    { x: 420, y: 100, text: "Credit" },
    { x: 500, y: 100, text: "Balance" },
    ...(opts.extraColumns ?? []).map((c) => ({ x: c.x, y: 100, text: c.text })),
  ];
}

/** The same layout as if OCR had read it: what rules meant for OCR misreadings apply to. */
export function asOcr(layout: Layout): Layout {
  return {
    ...layout,
    ocrUsed: true,
    pages: layout.pages.map((p) => ({
      ...p,
      ocr: true,
      words: p.words.map((w) => ({ ...w, source: "ocr", conf: 0.9 })),
    })),
  };
}
