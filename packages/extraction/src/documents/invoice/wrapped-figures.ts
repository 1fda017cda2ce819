import { segmentOf, withSegments, type Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";

/**
 * Figures a narrow column wrapped: an airline's or a utility's table prints "10,800.00" in a column too
 * narrow for it, as "10,800.0" over "0" or "10,800." over "00". The line under the row then holds the
 * figures' last digits (and perhaps the description's next words); joined back, each figure is whole.
 */

/** A figure cut short of its two decimals ("10,800.0", "10,800."). */
const CUT = /^\d[\d,]*\.\d?$/;

/** A line rebuilt from its words, its segments as they were less the words dropped or swapped. */
function rebuilt(line: Line, swap: Map<Word, Word | undefined>): Line {
  const segments = line.segments
    .map((s) => s.words.flatMap((w) => (swap.has(w) ? (swap.get(w) ? [swap.get(w)!] : []) : [w])))
    .filter((ws) => ws.length > 0)
    .map(segmentOf);
  return withSegments(line, segments, true);
}

/**
 * The row's line with the digits wrapped under its cut figures joined to them, and the line below
 * without them (undefined where nothing else is left on it); null where the line below holds other
 * figures, or digits under no cut figure.
 */
export function joinWrappedFigures(row: Line, below: Line): { row: Line; below?: Line } | null {
  if (below.page !== row.page) return null;
  const tails = below.words.filter((w) => /^\d{1,2}$/.test(w.text));
  if (tails.length === 0 || below.words.some((w) => /\d/.test(w.text) && !tails.includes(w))) return null;
  const swapRow = new Map<Word, Word | undefined>();
  for (const tail of tails) {
    const cut = row.words.find((w) => CUT.test(w.text) && !swapRow.has(w) && tail.x0 < w.x1 && tail.x1 > w.x0);
    if (!cut || cut.text.split(".")[1]!.length + tail.text.length !== 2) return null;
    swapRow.set(cut, {
      ...cut,
      text: cut.text + tail.text,
      x1: Math.max(cut.x1, tail.x1),
      y1: Math.max(cut.y1, tail.y1),
    });
  }
  const rest =
    below.words.length > tails.length ? rebuilt(below, new Map(tails.map((t) => [t, undefined]))) : undefined;
  return { row: rebuilt(row, swapRow), ...(rest ? { below: rest } : {}) };
}
