// OCR accuracy as the share of a document's printed codes and amounts that its OCR text holds: tax ids,
// invoice and order numbers, account numbers, IFSC and HSN codes, phone numbers, dates and amounts from
// the truth JSON, each looked for in the text in the forms a page prints it.

export type ValueKind = "code" | "date" | "amount";
export interface PrintedValue {
  field: string;
  kind: ValueKind;
  value: string;
}

const CODE_FIELDS = new Set([
  "GSTIN",
  "invoice_number",
  "PO_number",
  "GR_number",
  "IFSC",
  "account_number",
  "HSN",
  "phone",
  "reference",
]);
const AMOUNT_FIELDS = new Set([
  "amount",
  "unit_price",
  "taxable_value",
  "CGST_amount",
  "SGST_amount",
  "IGST_amount",
  "cess_amount",
  "grand_total",
  "sub_total",
  "total_tax",
  "debit",
  "credit",
  "balance",
  "opening_balance",
  "closing_balance",
]);
const isDateField = (f: string) => /(^|_)date$|_from$|_to$/.test(f);

/** Every code, date and amount of a truth document, wherever it lies in its groups and rows. */
export function printedValues(truth: unknown): PrintedValue[] {
  const out: PrintedValue[] = [];
  const walk = (o: unknown, field: string) => {
    if (Array.isArray(o)) for (const v of o) walk(v, field);
    else if (o && typeof o === "object") for (const [k, v] of Object.entries(o)) walk(v, k);
    else if (typeof o === "string" && o.trim() !== "") {
      if (CODE_FIELDS.has(field)) out.push({ field, kind: "code", value: o });
      else if (AMOUNT_FIELDS.has(field) && Number(o) !== 0) out.push({ field, kind: "amount", value: o });
      else if (isDateField(field) && /^\d{4}-\d{2}-\d{2}$/.test(o)) out.push({ field, kind: "date", value: o });
    }
  };
  walk(truth, "");
  return out;
}

const fold = (s: string) => s.normalize("NFKC").toUpperCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A code is found where its letters and digits appear in order, apart only by separators OCR may put between them. */
function codeFound(code: string, text: string): boolean {
  const chars = fold(code).replace(/[^A-Z0-9]/g, "");
  if (!chars) return false;
  const body = [...chars].map(escape).join("[\\s/\\-.]?");
  return new RegExp(`(?<![A-Z0-9])${body}(?![A-Z0-9])`).test(text);
}

/** The values a number as printed may stand for: `1.234,56` and `1,234.56` alike. */
export function amountReadings(token: string): number[] {
  const t = token.replace(/[.,]+$/, "");
  const seps = [...t.matchAll(/[.,]/g)].map((m) => m.index);
  if (!seps.length) return [Number(t)];
  const last = seps[seps.length - 1]!;
  const decimals = t.length - last - 1;
  const digits = t.replace(/[.,]/g, "");
  const readings: number[] = [];
  // The last separator is the decimal point where one or two digits follow it.
  if (decimals <= 2) readings.push(Number(digits) / 10 ** decimals);
  // Or every separator groups thousands (Indian lakhs group by two).
  if (decimals === 3) readings.push(Number(digits));
  return readings.filter((n) => Number.isFinite(n));
}

function amountFound(value: string, text: string): boolean {
  const want = Number(value);
  for (const m of text.matchAll(/\d[\d.,]*/g))
    if (amountReadings(m[0]).some((n) => Math.abs(n - want) < 0.005)) return true;
  return false;
}

const MONTHS: string[][] = [
  ["JAN", "JANUARY", "JANUAR", "JANVIER"],
  ["FEB", "FEBRUARY", "FEBRUAR", "FEVRIER", "FÉVRIER"],
  ["MAR", "MARCH", "MÄRZ", "MARZ", "MARS"],
  ["APR", "APRIL", "AVRIL"],
  ["MAY", "MAI"],
  ["JUN", "JUNE", "JUNI", "JUIN"],
  ["JUL", "JULY", "JULI", "JUILLET"],
  ["AUG", "AUGUST", "AOUT", "AOÛT"],
  ["SEP", "SEPT", "SEPTEMBER", "SEPTEMBRE"],
  ["OCT", "OCTOBER", "OKT", "OKTOBER", "OCTOBRE"],
  ["NOV", "NOVEMBER", "NOVEMBRE"],
  ["DEC", "DECEMBER", "DEZ", "DEZEMBER", "DECEMBRE", "DÉCEMBRE"],
];

/** A date is found in any of the numeric orders and separators, or with its month named. */
function dateFound(iso: string, text: string): boolean {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const year = `(?:${y}|${String(y).slice(2)})`;
  const day = `0?${d}`;
  const month = `0?${m}`;
  const sep = "\\s*[-/.]\\s*|\\s+";
  const named = `(?:${MONTHS[m - 1]!.join("|")})\\.?`;
  const forms = [
    `${day}(?:${sep})${month}(?:${sep})${year}`,
    `${month}(?:${sep})${day}(?:${sep})${year}`,
    `${y}(?:${sep})${month}(?:${sep})${day}`,
    `${day}(?:\\s*[-/.,]?\\s*)${named}(?:\\s*[-/.,]?\\s*)${year}`,
    `${named}\\s*${day}(?:ST|ND|RD|TH)?,?\\s*${year}`,
  ];
  return new RegExp(`(?<![0-9])(?:${forms.join("|")})(?![0-9])`).test(text);
}

export function valueFound(v: PrintedValue, text: string): boolean {
  const t = fold(text);
  if (v.kind === "code") return codeFound(v.value, t);
  if (v.kind === "amount") return amountFound(v.value, t);
  return dateFound(v.value, t);
}
