import { buildLines, type Line } from "../../text/lines.ts";
import { cleanValue, valueFor, wordsAfter, type LabelHit } from "../../structure/labels.ts";
import type { Layout } from "../../types.ts";

// Spellings that mean the same in labels.
const SYNONYMS: Record<string, string> = {
  no: "number",
  num: "number",
  nbr: "number",
  "#": "number",
  nos: "number",
  dt: "date",
  dated: "date",
  veh: "vehicle",
  vehicle: "vehicle",
  truck: "vehicle",
  lorry: "vehicle",
  ewb: "eway",
  "e-way": "eway",
  eway: "eway",
  ewaybill: "eway",
  qty: "quantity",
  amt: "amount",
  ref: "reference",
  acct: "account",
  "a/c": "account",
  addr: "address",
  tel: "phone",
  ph: "phone",
  mobile: "phone",
  mob: "phone",
};

function tokens(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/e\s*-\s*way/g, "eway")
    .replace(/[^a-z0-9#/ ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => SYNONYMS[t] ?? t);
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}

const tokenMatch = (a: string, b: string) =>
  a === b ||
  (a.length >= 4 && b.length >= 4 && editDistance(a, b) <= Math.floor(Math.min(a.length, b.length) / 4)) ||
  (a.length >= 3 && b.startsWith(a)) ||
  (b.length >= 3 && a.startsWith(b));

/** How well a label text names the wanted field, 0–1, with where the label ends (in characters). */
function labelScore(want: string[], text: string): { score: number; end: number } {
  const colon = text.search(/[:\-–=]/);
  const head =
    colon > 0 && colon < 50
      ? text.slice(0, colon)
      : text
          .split(/\s+/)
          .slice(0, Math.max(want.length + 1, 2))
          .join(" ");
  const got = tokens(head);
  if (!got.length) return { score: 0, end: 0 };
  let matched = 0;
  for (const w of want) if (got.some((g) => tokenMatch(w, g))) matched++;
  const precision = got.filter((g) => want.some((w) => tokenMatch(w, g))).length / got.length;
  const score = (matched / want.length) * 0.7 + precision * 0.3;
  // With a colon the label ends there; without, after the tokens that matched.
  let end = colon > 0 && colon < 50 ? colon + 1 : 0;
  if (!end) {
    const words = text.split(/\s+/);
    let n = 0;
    for (const w of words) {
      if (want.some((x) => tokenMatch(x, tokens(w)[0] ?? ""))) n++;
      else break;
    }
    end = words.slice(0, n).join(" ").length;
  }
  return { score, end };
}

/** Values for free-worded field names ("Vehicle No", "E-way bill number") by fuzzy label matching. */
export function extractCustomFieldsFromLines(lines: Line[], fields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const want = tokens(field);
    if (!want.length) continue;
    let best: { hit: LabelHit; score: number } | undefined;
    for (const line of lines) {
      line.segments.forEach((seg, segIndex) => {
        const { score, end } = labelScore(want, seg.text);
        if (score < 0.75 || (best && best.score >= score)) return;
        const restRaw = seg.text.slice(end);
        const rest = cleanValue(restRaw);
        best = { score, hit: { line, seg, segIndex, rest, restWords: rest ? wordsAfter(seg, end) : [] } };
      });
    }
    if (!best) continue;
    const found = valueFor(
      lines,
      best.hit,
      (t) => t.length > 0 && t.length < 120,
      (t) => /^[A-Za-z .]{2,30}[:]\s*$/.test(t),
    );
    if (found) out[field] = found.value;
  }
  return out;
}

export function extractCustomFields(layout: Layout, fields: string[]): Record<string, string> {
  return extractCustomFieldsFromLines(buildLines(layout), fields);
}
