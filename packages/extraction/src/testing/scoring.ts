/**
 * Field scoring with the rules of the shared accuracy tool (../shared/tools/eval.mjs): codes exact
 * without spaces, dates ISO, amounts numerically, free text by token overlap ≥ 0.8.
 */
const CODE = new Set([
  "GSTIN",
  "IFSC",
  "SWIFT_CODE",
  "account_number",
  "HSN",
  "invoice_number",
  "PO_number",
  "GR_number",
  "state_code",
  "reference",
  "currency",
  "phone",
]);
const DATE = new Set(["invoice_date", "due_date", "GR_date", "statement_from", "statement_to", "date"]);
const NUM = new Set([
  "quantity",
  "unit_price",
  "amount",
  "taxable_value",
  "IGST_percentage",
  "IGST_amount",
  "CGST_percentage",
  "CGST_amount",
  "SGST_percentage",
  "SGST_amount",
  "sub_total",
  "total_tax",
  "grand_total",
  "opening_balance",
  "closing_balance",
  "debit",
  "credit",
  "balance",
]);
const num = (v: unknown) => {
  const s = String(v).replace(/(cr|dr|inr|rs\.?|₹|%|,|\s)/gi, "");
  const x = Number(s);
  return s === "" || !Number.isFinite(x) ? null : x;
};
const words = (v: unknown) =>
  String(v)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^(mr|mrs|ms|m s|shri|smt|dr) /, "");

export function same(field: string, want: unknown, got: unknown): boolean {
  if (got === undefined || got === null) return false;
  if (typeof got !== "string" && typeof got !== "number") return false;
  if (CODE.has(field)) {
    const p = (x: unknown) => String(x).replace(/[\s+]/g, "").toUpperCase();
    return field === "phone"
      ? p(want).replace(/^91/, "").slice(-10) === p(got).replace(/^91/, "").slice(-10)
      : p(want) === p(got);
  }
  if (DATE.has(field)) return String(got).trim() === want;
  if (NUM.has(field)) {
    const a = num(want);
    const b = num(got);
    return a !== null && b !== null && Math.abs(a - b) < 0.006;
  }
  if (field === "reverse_charge_applicable") return words(want)[0] === words(got)[0];
  const a = words(want);
  const b = words(got);
  if (a === b) return true;
  const A = new Set(a.split(" "));
  const B = new Set(b.split(" "));
  let k = 0;
  for (const t of A) if (B.has(t)) k++;
  return k / Math.max(A.size, B.size) >= 0.8;
}

const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== "";

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}
export type Tallies = Record<string, Tally>;

export function scoreGroup(
  t: Tallies,
  g: string,
  want: Record<string, unknown> = {},
  gotRaw: unknown = {},
  misses?: string[],
): void {
  const got = (gotRaw && typeof gotRaw === "object" ? gotRaw : {}) as Record<string, unknown>;
  const s = (t[g] ??= { tp: 0, fp: 0, fn: 0 });
  for (const [k, v] of Object.entries(want)) {
    if (!present(v)) continue;
    if (present(got[k]) && same(k, v, got[k])) s.tp++;
    else {
      s.fn++;
      if (present(got[k])) s.fp++;
      misses?.push(`${g}.${k}: want ${JSON.stringify(v)} got ${JSON.stringify(got[k])}`);
    }
  }
  for (const [k, v] of Object.entries(got))
    if (present(v) && !present(want[k]) && Object.prototype.hasOwnProperty.call(want, k)) s.fp++;
}

export function scoreRows(
  t: Tallies,
  g: string,
  want: Record<string, unknown>[] = [],
  gotRaw: unknown = [],
  key: string[],
  misses?: string[],
): void {
  const got = (Array.isArray(gotRaw) ? gotRaw : []) as Record<string, unknown>[];
  const s = (t[g] ??= { tp: 0, fp: 0, fn: 0 });
  const used = new Set<number>();
  let tp = 0;
  for (const w of want) {
    const j = got.findIndex(
      (r, i) => !used.has(i) && r && key.every((f) => (present(w[f]) ? same(f, w[f], r[f]) : !present(r[f]))),
    );
    if (j >= 0) {
      used.add(j);
      tp++;
    } else misses?.push(`${g}: missing ${JSON.stringify(w)}`);
  }
  s.tp += tp;
  s.fn += want.length - tp;
  s.fp += got.length - tp;
}

export const f1 = ({ tp, fp, fn }: Tally) => {
  const p = tp / Math.max(1, tp + fp);
  const r = tp / Math.max(1, tp + fn);
  return p + r ? (2 * p * r) / (p + r) : 0;
};

export const sum = (t: Tallies, groups: string[]): Tally =>
  groups
    .filter((g) => t[g])
    .reduce((a, g) => ({ tp: a.tp + t[g]!.tp, fp: a.fp + t[g]!.fp, fn: a.fn + t[g]!.fn }), { tp: 0, fp: 0, fn: 0 });

export const INVOICE_GROUPS = [
  "invoice_details",
  "seller_details",
  "buyer_details",
  "tax_calculation",
  "total_calculation",
  "bank_details",
];
