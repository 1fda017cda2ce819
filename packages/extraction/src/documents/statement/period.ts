import { segmentOf, withSegments, type Line } from "../../text/lines.ts";
import type { Word } from "../../types.ts";
import type { Found } from "../../structure/labels.ts";
import { datesOn, readDate, type DateContext, type DateHit } from "./dates.ts";
import { tokensOf } from "./concepts.ts";

/** Words that join the two dates of a period: "01/04/2024 to 30/04/2024", "vom … bis …", "01 Apr 2024 - 14 Oct 2024". */
const JOINS = new Set(["to", "till", "until", "bis", "au", "al", "a", "hasta", "and", "through", "thru"]);
/** Words that say a line gives the statement's period. */
const CUES = new Set([
  "from",
  // "for August 1, 2024 to August 31, 2024" (Bank of America's account line).
  "for",
  // A card's "Opening/Closing Date 10/09/23 - 11/08/23" (Chase), "Billing Cycle".
  "opening",
  "billing",
  "cycle",
  "period",
  "statement",
  "between",
  "vom",
  "von",
  "zeitraum",
  "kontoauszug",
  "auszug",
  "du",
  "periode",
  "periodo",
  "desde",
  "dal",
]);

export interface Period {
  from: string;
  to: string;
  found: Found;
}

/**
 * The statement's period where a line of its head prints two full dates joined by "to", "bis", a dash
 * and the like, on a line (or in a cell of it) that says it is a period ("Statement From", "vom", "for
 * the period") or prints nothing else. Only the head (before the transactions) is looked at: a narration may join two dates too.
 */
export function periodIn(head: Line[], order: DateContext["order"] = "dmy"): Period | undefined {
  const found = periodOn(head, order);
  if (found) return found;
  const parted = head.map(partedLine);
  return parted.some((l, k) => l !== head[k]) ? periodOn(parted, order) : undefined;
}

/** Where OCR ran words together, the places to part them: between letters and figures, after a colon. */
const GLUED = /(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})|(?<=:)(?=[\p{L}\d])/u;

/**
 * A line whose OCR'd words were run together ("FromDate:14-10-2023To Date:20-11-2023", "27Nov24to24Dec24":
 * PP-OCR drops the spaces) with those words parted, each part its share of the word's width; the line
 * itself where none was.
 */
function partedLine(line: Line): Line {
  const parts = new Map<Word, Word[]>();
  for (const w of line.words) {
    const texts = w.source === "ocr" ? w.text.split(new RegExp(GLUED, "gu")).filter(Boolean) : [];
    if (texts.length < 2) continue;
    const per = (w.x1 - w.x0) / w.text.length;
    let at = 0;
    parts.set(
      w,
      texts.map((text) => {
        const x0 = w.x0 + at * per;
        at += text.length;
        return { ...w, text, x0, x1: x0 + text.length * per };
      }),
    );
  }
  if (!parts.size) return line;
  const segments = line.segments.map((s) => segmentOf(s.words.flatMap((w) => parts.get(w) ?? [w])));
  return withSegments(line, segments);
}

/** The period printed on the head's lines as they read (see periodIn). */
function periodOn(head: Line[], order: DateContext["order"]): Period | undefined {
  // Numeric dates in the statement's order: a US card's "10/09/23 - 11/08/23" is 9 October to 8 November.
  const ctx: DateContext = { order };
  for (const [k, line] of head.entries()) {
    const wrapped =
      wrappedPeriod(line, head[k + 1], ctx) ??
      splitSecondDate(line, head[k + 1], ctx) ??
      splitFirstDate(line, head[k + 1], ctx);
    if (wrapped) return wrapped;
    const dates = datesOn(line).filter((d) => d.kind === "full");
    for (let k = 0; k + 1 < dates.length; k++) {
      const [a, b] = [dates[k]!, dates[k + 1]!];
      const i = line.words.indexOf(a.words[a.words.length - 1]!);
      const j = line.words.indexOf(b.words[0]!);
      const between = line.words.slice(i + 1, j);
      // "From Date : 14-10-2023 To Date : 20-11-2023", read as one cell: the second date's label joins them.
      if (!between.every((w) => tokensOf(w.text).every((t) => JOINS.has(t) || t === "date"))) continue;
      // The words beside them: in their own cell where the line holds another cell of the head too (the
      // address's last line left, "19 May 2024 to 15 Jun 2024" right).
      const cell = line.segments.find((c) => c.words.includes(a.words[0]!) && c.words.includes(b.words[0]!));
      const others = (cell?.words ?? line.words).filter(
        (w) => !a.words.includes(w) && !b.words.includes(w) && !between.includes(w),
      );
      const cued =
        others.some((w) => tokensOf(w.text).some((t) => CUES.has(t))) || others.every((w) => !/\p{L}{2}/u.test(w.text));
      if (!cued) continue;
      const from = readDate(a, ctx, undefined);
      const to = readDate(b, ctx, undefined);
      if (from && to && from <= to)
        return {
          from,
          to,
          found: { value: `${a.text} – ${b.text}`, words: [...a.words, ...b.words], page: line.page },
        };
    }
  }
  return undefined;
}

/**
 * A period whose second date wrapped onto the next line ("… FOR THE PERIOD OF 16/05/2024 to" over
 * "12/06/2024", Emirates NBD): a cued line ending in a full date and a joining word, and right under it
 * a line that is that date alone.
 */
function wrappedPeriod(line: Line, next: Line | undefined, ctx: DateContext): Period | undefined {
  const last = line.words[line.words.length - 1];
  const a = datesOn(line)
    .filter((d) => d.kind === "full")
    .at(-1);
  if (!a || !last || !next || next.page !== line.page || next.y0 - line.y1 > line.y1 - line.y0) return undefined;
  if (line.words.indexOf(a.words[a.words.length - 1]!) !== line.words.length - 2) return undefined;
  if (!tokensOf(last.text).every((t) => JOINS.has(t))) return undefined;
  const b = datesOn(next).find((d) => d.kind === "full");
  if (!b || b.words.length !== next.words.length) return undefined;
  if (!line.words.some((w) => tokensOf(w.text).some((t) => CUES.has(t)))) return undefined;
  const from = readDate(a, ctx, undefined);
  const to = readDate(b, ctx, undefined);
  if (!from || !to || from > to) return undefined;
  return { from, to, found: { value: `${a.text} – ${b.text}`, words: [...a.words, ...b.words], page: line.page } };
}

/**
 * A period whose second date broke across two lines in a narrow cell ("… 10-Jul-2023 to 08-" over
 * "Aug-2023", "… Nov 08 2023 to Nov 30" over "2023"): a cued line ending in a full date, a joining word
 * and the date's start, and right under it a line that is the date's end alone.
 */
function splitSecondDate(line: Line, next: Line | undefined, ctx: DateContext): Period | undefined {
  if (!next || next.page !== line.page || next.y0 - line.y1 > line.y1 - line.y0) return undefined;
  const a = datesOn(line)
    .filter((d) => d.kind === "full")
    .at(-1);
  if (!a) return undefined;
  // The joining word right after the first date, then the second date's start: a word or two ("Nov 30").
  const j = line.words.indexOf(a.words[a.words.length - 1]!) + 1;
  const joins = tokensOf(line.words[j]?.text ?? "");
  const start = line.words.slice(j + 1);
  if (!joins.length || !joins.every((t) => JOINS.has(t)) || start.length < 1 || start.length > 2) return undefined;
  if (next.segments.length !== 1 || next.words.length > 2) return undefined;
  if (!line.words.some((w) => tokensOf(w.text).some((t) => CUES.has(t)))) return undefined;
  // A date broken at its hyphen or slash joins without a space ("08-" + "Aug-2023").
  const head = start.map((w) => w.text).join(" ");
  const text = `${head}${/[-/.]$/.test(head) ? "" : " "}${next.text.trim()}`;
  const b: DateHit = { words: [...start, ...next.words], text, kind: "full" };
  const from = readDate(a, ctx, undefined);
  const to = readDate(b, ctx, undefined);
  if (!from || !to || from > to) return undefined;
  return { from, to, found: { value: `${a.text} – ${text}`, words: [...a.words, ...b.words], page: line.page } };
}

/**
 * A period whose first date broke across two lines in a narrow cell ("… for the period 03-Apr-" over
 * "2024 to 11-May-2024", "… period 10-" over "Aug-2024 to 19-Sep-2024"): a cued line ending in the date's
 * start, and right under it a line of the date's end, a joining word and the second date.
 */
function splitFirstDate(line: Line, next: Line | undefined, ctx: DateContext): Period | undefined {
  if (!next || next.page !== line.page || next.y0 - line.y1 > line.y1 - line.y0 || next.segments.length !== 1)
    return undefined;
  const b = datesOn(next)
    .filter((d) => d.kind === "full")
    .at(-1);
  if (!b || b.words.at(-1) !== next.words.at(-1)) return undefined;
  const j = next.words.indexOf(b.words[0]!) - 1;
  const joins = tokensOf(next.words[j]?.text ?? "");
  if (j < 1 || j > 2 || !joins.length || !joins.every((t) => JOINS.has(t))) return undefined;
  if (!line.words.some((w) => tokensOf(w.text).some((t) => CUES.has(t)))) return undefined;
  const end = next.words.slice(0, j);
  const to = readDate(b, ctx, undefined);
  for (const n of [1, 2]) {
    const start = line.words.slice(-n);
    const head = start.map((w) => w.text).join(" ");
    const text = `${head}${/[-/.]$/.test(head) ? "" : " "}${end.map((w) => w.text).join(" ")}`;
    const from = readDate({ words: [...start, ...end], text, kind: "full" }, ctx, undefined);
    if (from && to && from <= to)
      return {
        from,
        to,
        found: { value: `${text} – ${b.text}`, words: [...start, ...end, ...b.words], page: line.page },
      };
  }
  return undefined;
}
