// The arithmetic of a European or American invoice, in cents: net lines, VAT per rate, gross.
import type { Rng } from "../random.ts";
import { roundMinor } from "../format/numbers.ts";
import { priceMinor } from "./gst.ts";

export interface VatLine {
  description: string;
  qty: number;
  unit: string;
  price: number;
  net: number;
  vatRate: number;
}

export interface VatBill {
  lines: VatLine[];
  net: number;
  /** VAT per rate, computed on each rate's net total (as EU invoices state it). */
  vat: { rate: number; base: number; amount: number }[];
  totalVat: number;
  gross: number;
}

export function vatBill(
  rng: Rng,
  items: readonly { description: string; unit: string; price: [number, number] }[],
  rates: readonly number[],
  count: [number, number],
): VatBill {
  const chosen = rng.sample(items, Math.min(rng.int(count[0], count[1]), items.length));
  const main = rates[0]!;
  const lines = chosen.map((item) => {
    const qty = item.unit.startsWith("pauschal") || item.unit === "forfait" ? 1 : rng.int(1, 40);
    const price =
      item.price[1] < 5 ? Math.round(rng.range(item.price[0], item.price[1]) * 100) : priceMinor(rng, item.price);
    const vatRate = rng.chance(0.85) ? main : rng.pick(rates);
    return { description: item.description, qty, unit: item.unit, price, net: roundMinor(qty * price), vatRate };
  });
  const net = lines.reduce((s, l) => s + l.net, 0);
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.net);
  const vat = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ rate, base, amount: roundMinor((base * rate) / 100) }));
  const totalVat = vat.reduce((s, v) => s + v.amount, 0);
  return { lines, net, vat, totalVat, gross: net + totalVat };
}
