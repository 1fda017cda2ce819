import type { DocumentType, Layout } from "../../types.ts";

interface Signal {
  re: RegExp;
  weight: number;
}

// Vocabulary, not templates: words any invoice, statement or other business document tends to use.
const INVOICE: Signal[] = [
  { re: /\btax\s*invoice\b/, weight: 4 },
  { re: /\binvoice\b/, weight: 2.5 },
  { re: /\bbill\s*(of\s*supply|no\b|number\b)/, weight: 2 },
  { re: /\bgstin\b|\bgst\s*no\b|\bgst\s*reg/, weight: 1.5 },
  { re: /\bhsn\b|\bsac\b/, weight: 2 },
  { re: /\b[cis]gst\b|\butgst\b/, weight: 2 },
  { re: /\btaxable\s*(value|amount)\b/, weight: 2 },
  { re: /\b(billed|bill|ship|shipped|sold)\s*to\b|\bbuyer\b|\bconsignee\b|\brecipient\b/, weight: 1.5 },
  { re: /\bplace\s*of\s*supply\b/, weight: 2 },
  { re: /\b(grand|invoice|net)\s*total\b|\btotal\s*amount\b/, weight: 1.5 },
  { re: /\bamount\s*(chargeable|in\s*words)\b/, weight: 1.5 },
  { re: /\breverse\s*charge\b/, weight: 1.5 },
  { re: /\b(qty|quantity)\b.*\b(rate|price)\b/, weight: 1.5 },
  { re: /\bdue\s*date\b|\bpayment\s*terms\b/, weight: 0.5 },
  { re: /\bauthori[sz]ed\s*signatory\b/, weight: 0.5 },
];

const STATEMENT: Signal[] = [
  { re: /\b(account|bank|a\/c)\s*statement\b|\bstatement\s*of\s*account\b/, weight: 4 },
  { re: /\bstatement\s*(period|date|from)\b/, weight: 2 },
  { re: /\bopening\s*balance\b/, weight: 2.5 },
  { re: /\bclosing\s*balance\b/, weight: 2.5 },
  { re: /\bwithdrawals?\b|\bdeposits?\b/, weight: 2 },
  { re: /\bnarration\b|\bparticulars\b|\btransaction\s*(details|date)\b|\btxn\b/, weight: 2 },
  { re: /\bdebit\b.*\bcredit\b|\bdr\b.*\bcr\b/, weight: 2 },
  { re: /\bbalance\b/, weight: 1 },
  { re: /\bvalue\s*date\b|\bchq\b|\bcheque\b|\bref\.?\s*no\b/, weight: 1 },
  { re: /\baccount\s*(holder|number|no|name)\b|\bcustomer\s*id\b/, weight: 1.5 },
  { re: /\b(neft|imps|rtgs|upi|atm|pos|ach)\b/, weight: 1.5 },
];

const OTHER: Signal[] = [
  { re: /\b(pay\s*slip|salary\s*slip|payslip)\b/, weight: 5 },
  {
    re: /\b(net\s*pay|gross\s*(pay|salary)|basic\s*(pay|salary)?:|hra\b|provident\s*fund|earnings|deductions)\b/,
    weight: 2,
  },
  { re: /\b(request\s*for\s*(quotation|proposal)|rfq|quotation\s*request)\b/, weight: 5 },
  { re: /\bplease\s*(send|quote|share)\b/, weight: 1.5 },
  { re: /\bminutes\s*of\b|\bagenda\b|\battendees\b|\baction\s*items\b/, weight: 4 },
  { re: /\bdear\s+\w+/, weight: 3 },
  { re: /\b(regards|sincerely|faithfully|yours\s*truly)\b/, weight: 2 },
  { re: /\b(appointment|offer\s*letter|resignation|to\s*whom\s*it\s*may\s*concern)\b/, weight: 2 },
  { re: /\bpurchase\s*order\b/, weight: 1.5 },
  { re: /\bdelivery\s*(challan|note)\b/, weight: 2 },
];

const DATE_ROW = /^\s*\d{1,2}[/.-](\d{1,2}|[a-z]{3})[/.-]\d{2,4}\b/i;

function score(text: string, signals: Signal[]): number {
  let s = 0;
  for (const sig of signals) if (sig.re.test(text)) s += sig.weight;
  return s;
}

/**
 * The document type from its words: weighted vocabulary for each kind, plus the shape of a
 * statement (many rows that start with a date and end with amounts). Robust to OCR noise because it
 * needs several independent signals rather than one exact title.
 */
export function detectType(layout: Layout): { type: DocumentType; confidence: number } {
  const text = layout.pages
    .map((p) => p.words.map((w) => w.text).join(" "))
    .join("\n")
    .toLowerCase()
    .replace(/[|]/g, " ");
  if (text.replace(/\s/g, "").length < 20) return { type: "other", confidence: 0.5 };
  let inv = score(text, INVOICE);
  let stm = score(text, STATEMENT);
  const oth = score(text, OTHER);
  // Rows that begin with a date and carry two or more amounts: transaction rows.
  const rows = layout.pages.flatMap((p) => rowsOf(p.words));
  const txnRows = rows.filter((r) => DATE_ROW.test(r) && (r.match(/\d[\d,]*\.\d{2}\b/g) ?? []).length >= 2).length;
  if (txnRows >= 3) stm += Math.min(6, txnRows * 0.5);
  const itemRows = rows.filter(
    (r) => /^\s*\d{1,3}\s+\D/.test(r) && (r.match(/\d[\d,]*\.\d{2}\b/g) ?? []).length >= 2,
  ).length;
  if (itemRows >= 1) inv += Math.min(3, itemRows);
  const best = Math.max(inv, stm);
  if (best < 5 || oth > best) {
    const confidence = Math.min(0.99, 0.6 + Math.max(0, oth - best) / 20);
    return { type: "other", confidence: +confidence.toFixed(2) };
  }
  const type: DocumentType = stm > inv ? "bank_statement" : "invoice";
  const margin = Math.abs(stm - inv) / best;
  return { type, confidence: +Math.min(0.99, 0.55 + margin * 0.45 + Math.min(0.2, best / 100)).toFixed(2) };
}

function rowsOf(words: Layout["pages"][number]["words"]): string[] {
  const sorted = [...words].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const rows: { y: number; h: number; parts: { x: number; t: string }[] }[] = [];
  for (const w of sorted) {
    const cy = (w.y0 + w.y1) / 2;
    const h = Math.max(1, w.y1 - w.y0);
    const row = rows.find((r) => Math.abs(r.y - cy) < Math.max(r.h, h) * 0.5);
    if (row) row.parts.push({ x: w.x0, t: w.text });
    else rows.push({ y: cy, h, parts: [{ x: w.x0, t: w.text }] });
  }
  return rows.map((r) =>
    r.parts
      .sort((a, b) => a.x - b.x)
      .map((p) => p.t)
      .join(" "),
  );
}
