import type { Found } from "../../structure/labels.ts";
import { money, parseAmount } from "../../text/values/amounts.ts";
import { sameDigits } from "../../text/repair.ts";
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
  // A colon OCR ran into the amount after it (":3,108.16") is the label's.
  const words = f.value.split(/\s+/).map((t) => t.replace(/^[:;]+(?=[\d₹$£€])/, ""));
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

/**
 * The reading the balance chain confirms, else the most likely one; a further reading needs the chain.
 * OCR may blur a labelled balance's separators past reading ("1,76,031.32" as "176.03132"): where no
 * reading is confirmed, the one value the chain leads to whose digits were read is taken.
 */
export function confirmedBy(readings: string[], expected: number[], found?: Found): string | undefined {
  const confirmed = readings.find((r) => expected.some((e) => Math.abs(Number(r) - e) < 0.011));
  if (confirmed !== undefined || !found?.words.some((w) => w.source === "ocr")) return confirmed ?? readings[0];
  const figures = found.value.split(/\s+/).filter((t) => /\d/.test(t));
  const misread = [...new Set(expected.map(money))].filter((e) => figures.some((t) => sameDigits(t, Number(e))));
  return misread.length === 1 ? misread[0] : readings[0];
}
