export interface ChainLink {
  index: number;
  expected: string | null;
  balance: string | null;
  broken: boolean;
}
export function balanceChain(results: unknown): ChainLink[];
export function closesAt(results: unknown): boolean | null;
