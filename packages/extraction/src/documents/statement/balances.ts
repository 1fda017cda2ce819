import type { Found } from "../../structure/labels.ts";
import { parseAmount } from "../../text/values/amounts.ts";
import { pointLost } from "./numbers.ts";

/**
 * The amounts a labelled balance may be, most likely first. An amount with paise comes before a bare
 * number, and OCR often reads the rupee sign in front of an amount as a digit ("₹ 6,025.57" as
 * "1 6,025.57" or "16,025.57"), so an amount without its first digit is a further reading; only the
 * balance chain may pick one of those. A balance marked Dr ("12,345.00 Dr", "12,345.00Dr") is overdrawn:
 * negative.
 */
export function balanceReadings(f: Found | undefined): string[] {
  if (!f) return [];
  const words = f.value.split(/\s+/);
  const tokens = words.flatMap((t, i) =>
    /\d/.test(t) && parseAmount(t) !== null
      ? [{ t: t.replace(/(?:cr|dr)\.?$/i, ""), debit: /dr\.?$/i.test(t) || /^dr\.?$/i.test(words[i + 1] ?? "") }]
      : [],
  );
  const read = (t: string, debit: boolean) => {
    const v = parseAmount(t);
    return v !== null && debit && !v.startsWith("-") && Number(v) !== 0 ? `-${v}` : v;
  };
  const withPaise = tokens.filter(({ t }) => /[.,]\d{2}\)?$/.test(t));
  const out: string[] = [];
  for (const { t, debit } of [...withPaise, ...tokens.filter((k) => !withPaise.includes(k))]) out.push(read(t, debit)!);
  // The rupee sign read as a leading 1 or 2 is an OCR misreading: a text layer's digits are as printed,
  // and a chain that disagrees with them is the document's own inconsistency, which stays visible.
  const ocr = f.words.some((w) => w.source === "ocr");
  for (const { t, debit } of ocr ? withPaise : []) {
    const rest = /^[12]\d/.test(t) ? read(t.slice(1), debit) : null;
    if (rest) out.push(rest);
  }
  // Bare digits of OCR may have lost their decimal point ("24241031" for 242410.31).
  for (const { t, debit } of ocr ? tokens.filter((k) => !withPaise.includes(k)) : []) {
    const pointed = pointLost(t, ".");
    const read1 = pointed ? read(pointed, debit) : null;
    if (read1) out.push(read1);
  }
  return [...new Set(out)];
}

/** The reading the balance chain confirms, else the most likely one; a further reading needs the chain. */
export function confirmedBy(readings: string[], expected: number[]): string | undefined {
  return readings.find((r) => expected.some((e) => Math.abs(Number(r) - e) < 0.011)) ?? readings[0];
}
