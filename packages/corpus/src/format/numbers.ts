// Amounts are integers of the minor unit (paise, cents) everywhere; these functions only print them.

/** How a locale groups digits and marks decimals. */
export type NumberStyle = "indian" | "western" | "dot-comma" | "space-comma" | "apostrophe" | "plain";

function groupWestern(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Indian grouping: the last three digits, then pairs (12,34,567). */
function groupIndian(int: string): string {
  if (int.length <= 3) return int;
  const head = int.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${head},${int.slice(-3)}`;
}

export function formatMinor(minor: number, style: NumberStyle, decimals = 2): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.round(minor));
  const int = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, "0");
  const [grouped, point] = (() => {
    switch (style) {
      case "indian":
        return [groupIndian(int), "."];
      case "western":
        return [groupWestern(int, ","), "."];
      case "dot-comma":
        return [groupWestern(int, "."), ","];
      case "space-comma":
        return [groupWestern(int, "\u202f"), ","];
      case "apostrophe":
        return [groupWestern(int, "'"), "."];
      case "plain":
        return [int, "."];
    }
  })();
  const body = decimals === 0 ? grouped : `${grouped}${point}${frac}`;
  return negative ? `-${body}` : body;
}

/** The truth's form: plain decimal with two places ("1234.50"). */
export function plainAmount(minor: number): string {
  return formatMinor(minor, "plain", 2);
}

/** A quantity or rate that may carry decimals, printed without trailing zeros ("2.5", "18"). */
export function plainNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** Rounds to the minor unit, half away from zero (what billing software prints). */
export function roundMinor(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}
