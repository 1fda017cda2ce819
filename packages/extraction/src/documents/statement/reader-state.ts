// What the parts of the row reader share: how the statement prints what rows are read from, and the
// reader's state as it reads, which the date and cell readers read (the date reader adds to `taken`).
import type { Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import type { Column } from "./columns.ts";
import type { DateContext, DateHit } from "./dates.ts";
import type { DecimalMark } from "./numbers.ts";
import type { DateRead, Row } from "./rows.ts";

/** How the statement prints what rows are read from. */
export interface ReadContext {
  dates: DateContext;
  decimal: DecimalMark;
  /** The statement's first day: a date for a balance brought forward before any dated row. */
  from?: string;
}

/**
 * The date a row is read under: the words printing it and the day they say (null where they do not read
 * as one); `read`, the figures as OCR read them where the day was taken otherwise, and why (a warning
 * says so).
 */
export type RowDate = DateHit & { iso: string | null; read?: DateRead };

/** The row reader's state, as its date and cell readers see it. */
export interface ReaderState {
  /** The rows read so far. */
  readonly rows: Row[];
  /** The columns of the header the lines are read under. */
  readonly cols: Column[] | undefined;
  readonly lines: Line[];
  readonly ctx: ReadContext;
  /** Words a row's date took from the line below it (its month wrapped there): no narration's. */
  readonly taken: Set<Word>;
  /** A dated row whose amounts have not come yet. */
  readonly open: { row: Row } | undefined;
  /** The statement prints amounts with two decimals: an OCR'd amount without its point lost it. */
  readonly decimals: boolean;
}
