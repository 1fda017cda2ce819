export interface Decimal {
  units: bigint;
  scale: number;
}
export function parseDecimal(text: unknown): Decimal | null;
export function addDecimals(a: Decimal, b: Decimal): Decimal;
export function negate(d: Decimal): Decimal;
export function formatDecimal(d: Decimal): string;
export function signedAmount(tx: unknown): Decimal | null;
export function parseIsoDate(text: unknown): { year: number; month: number; day: number } | null;
