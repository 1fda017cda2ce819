/**
 * Which fields a warning of `extraction.warnings` concerns, read from its words: the extractor names a field by
 * its path (`buyer_details.GSTIN ...`), a line item or transaction by its number from 1 (`line item 2`,
 * `transactions 3–5`), or a total by its name (`the grand total`). A warning naming none is about the document.
 */
const NAMED = [
  [/grand total/i, "total_calculation.grand_total"],
  [/amount in words/i, "total_calculation.amount_in_words"],
  [/taxable value/i, "tax_calculation.taxable_value"],
  [/\bIGST\b/, "tax_calculation.IGST_amount"],
  [/\bCGST\b/, "tax_calculation.CGST_amount"],
  [/\bSGST\b/, "tax_calculation.SGST_amount"],
  [/opening balance/i, "account_info.opening_balance"],
  [/closing balance/i, "account_info.closing_balance"],
];

const range = (from, to, name) => {
  const out = [];
  for (let i = from; i <= Math.min(to, from + 500); i++) out.push(`${name}[${i - 1}]`);
  return out;
};

/** Path prefixes a warning concerns: `buyer_details.GSTIN`, `line_items[1]`, `transactions[2]`. */
export function warningTargets(warning) {
  const targets = new Set();
  for (const m of warning.matchAll(/\b([a-z]+(?:_[a-z]+)+)\.([A-Za-z][A-Za-z0-9_]*)/g)) targets.add(`${m[1]}.${m[2]}`);
  for (const m of warning.matchAll(/\bline items? (\d+)/gi)) targets.add(`line_items[${Number(m[1]) - 1}]`);
  for (const m of warning.matchAll(/\btransactions? (\d+)(?:\s*[–-]\s*(\d+))?/gi))
    for (const t of range(Number(m[1]), Number(m[2] ?? m[1]), "transactions")) targets.add(t);
  if (targets.size === 0) for (const [re, path] of NAMED) if (re.test(warning)) targets.add(path);
  return [...targets];
}

/** Whether a field's path lies under a warning's target (`line_items[1]` covers `line_items[1].amount`). */
export const concerns = (target, path) =>
  path === target || path.startsWith(`${target}.`) || path.startsWith(`${target}[`);

/** The warnings of each field path, and those that name no field of the result. */
export function warningsByField(warnings, paths) {
  const byField = new Map();
  const general = [];
  for (const w of warnings ?? []) {
    const targets = warningTargets(w);
    const hit = paths.filter((p) => targets.some((t) => concerns(t, p)));
    if (hit.length === 0) general.push(w);
    for (const p of hit) byField.set(p, [...(byField.get(p) ?? []), w]);
  }
  return { byField, general };
}
