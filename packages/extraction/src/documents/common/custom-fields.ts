import { buildLines, type Line } from "../../text/lines.ts";
import { cleanValue, valueFor, wordsAfter, type LabelHit } from "../../structure/labels.ts";
import { findKeyValues, type KeyValue } from "../../structure/key-values.ts";
import type { Layout } from "../../types.ts";
import { labelTokens } from "./labels.ts";

/** A field name's or a label's words, folded and with abbreviations expanded as the vocabulary does. */
const tokens = (s: string): string[] => labelTokens(s.replace(/\be\s*-?\s*way\b/gi, "e way"));

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

/** Words a field's name may add that its label often leaves out ("Transporter Name" for "Transporter"). */
const GENERIC = new Set(["name", "number", "details", "value", "code"]);

/** How well a whole key names the wanted field, 0–1: its words found, and no words of its own. */
function keyScore(want: string[], key: string): number {
  const got = tokens(key);
  if (!got.length) return 0;
  const needed = want.filter((w) => !GENERIC.has(w) || got.some((g) => tokenMatch(w, g)));
  const matched = needed.filter((w) => got.some((g) => tokenMatch(w, g))).length;
  const precision = got.filter((g) => want.some((w) => tokenMatch(w, g))).length / got.length;
  return (matched / Math.max(1, needed.length)) * 0.7 + precision * 0.3;
}

/** The key-value pair whose key names the field best, if one names it well enough. */
function fromPairs(want: string[], pairs: KeyValue[]): string | undefined {
  let best: { value: string; score: number } | undefined;
  for (const kv of pairs) {
    const score = keyScore(want, kv.key);
    if (score >= 0.75 && (!best || score > best.score)) best = { value: kv.value, score };
  }
  return best?.value;
}

/**
 * Values for free-worded field names ("Vehicle No", "E-way bill number"): a lookup over the document's
 * key-value pairs by fuzzy label matching, else a label found at the start of a cell.
 */
export function extractCustomFieldsFromLines(
  lines: Line[],
  fields: string[],
  pairs: KeyValue[] = findKeyValues(lines),
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const want = tokens(field);
    if (!want.length) continue;
    const paired = fromPairs(want, pairs);
    if (paired) {
      out[field] = paired;
      continue;
    }
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
