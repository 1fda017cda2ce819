// The lines of words alone between a statement's rows, and the row each carries on the narration of:
// the one above or below it, whichever it stands nearer to. Apart from the reader's row assembly,
// which hands it such lines and asks where they go.
import type { Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import { describeWith, type Row } from "./rows.ts";

/** The lowest point of a row's words on a page: where a line below it is measured from. */
export const bottomOn = (row: Row, page: number) => (row.end.page === page ? row.end.y1 : Number.NEGATIVE_INFINITY);

/** Lines of words alone, not yet given to a row, and the rows they may carry on. */
export class Narration {
  /** Lines of words alone, not yet given to a row. */
  text: { line: Line; skip: Set<Word> }[] = [];
  private readonly rows: Row[];

  /** `rows`: the reader's rows so far, the last of which is the row above the lines. */
  constructor(rows: Row[]) {
    this.rows = rows;
  }

  /**
   * Whether a line of amounts alone is the middle of a narration that wraps above and below it (cells
   * centred on a row of three lines, a date printed once for the day): the line of words right above
   * it stands nearer to it than to the row before, so it starts a narration rather than ends one.
   */
  narratedAbove(line: Line, prev: Row): boolean {
    const last = this.text[this.text.length - 1]?.line;
    if (!last || last.page !== line.page) return false;
    const h = Math.max(4, last.y1 - last.y0);
    const dNext = line.y0 - last.y1;
    return dNext < h * 1.6 && dNext < last.y0 - bottomOn(prev, line.page);
  }

  /**
   * Gives the lines of words read since the last row to the row above them or to `next` (the row
   * starting at `at`), whichever they stand nearer to, where they stand right by it; others (a page's
   * footer, a title) are no narration.
   */
  attachText(next: Row | undefined, at: Line | undefined, prevRow = this.rows[this.rows.length - 1]): void {
    const above: { line: Line; skip: Set<Word> }[] = [];
    for (const t of this.text) {
      const { line } = t;
      const h = Math.max(4, line.y1 - line.y0);
      if ((line.segments[0]?.text ?? "").length >= 80) continue;
      const dPrev = prevRow ? line.y0 - bottomOn(prevRow, line.page) : Infinity;
      const dNext = at && at.page === line.page ? at.y0 - line.y1 : Infinity;
      if (prevRow && dPrev <= dNext && dPrev < h * 1.6) describeWith(prevRow, line, t.skip);
      else if (next && dNext < h * 1.6) above.push(t);
    }
    for (const t of above.reverse()) describeWith(next!, t.line, t.skip, true);
    this.text = [];
  }
}
