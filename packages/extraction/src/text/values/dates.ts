/** Dates as documents print them → YYYY-MM-DD. */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

const pad = (n: number) => String(n).padStart(2, "0");

function valid(y: number, m: number, d: number): string | null {
  if (y < 100) y += 2000;
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Day-first dates as Indian documents write them → YYYY-MM-DD. */
export const DATE_PATTERN =
  /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}(?:st|nd|rd|th)?[\s\-/.,]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[\s\-/.,]*'?\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b/i;

export function parseDate(raw: string): string | null {
  const s = raw.trim().replace(/[Oo](?=\d)|(?<=\d)[Oo]/g, "0");
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(s);
  if (m) return valid(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.,]*([a-z]+)\.?[\s\-/.,]*'?(\d{2,4})$/i.exec(s);
  if (m) {
    const mon = MONTHS[m[2]!.toLowerCase()] ?? MONTHS[m[2]!.toLowerCase().slice(0, 3)];
    if (mon) return valid(+m[3]!, mon, +m[1]!);
  }
  m = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(s);
  if (m) {
    const mon = MONTHS[m[1]!.toLowerCase()] ?? MONTHS[m[1]!.toLowerCase().slice(0, 3)];
    if (mon) return valid(+m[3]!, mon, +m[2]!);
  }
  return null;
}

/** Finds the first date inside a longer text. */
export function findDate(text: string): { iso: string; raw: string } | null {
  const re = new RegExp(DATE_PATTERN.source, "gi");
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const iso = parseDate(m[1]!);
    if (iso) return { iso, raw: m[1]! };
  }
  return null;
}
