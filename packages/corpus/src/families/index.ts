// Every family, in a stable order; the split of each is part of its definition.
import type { Family } from "./family.ts";
import { inTally } from "./in-tally.ts";
import { inZoho } from "./in-zoho.ts";
import { inBusy } from "./in-busy.ts";
import { inMarg } from "./in-marg.ts";
import { inVyapar, inMyBillBook } from "./in-small-business.ts";
import { inErpnext, inOdoo, inServices } from "./in-erp.ts";

export const FAMILIES: readonly Family[] = [
  inTally,
  inZoho,
  inBusy,
  inMarg,
  inVyapar,
  inMyBillBook,
  inErpnext,
  inOdoo,
  inServices,
];

export function familiesByName(names: readonly string[] | undefined): Family[] {
  if (!names || names.length === 0) return [...FAMILIES];
  return names.map((n) => {
    const f = FAMILIES.find((x) => x.name === n);
    if (!f) throw new Error(`unknown family "${n}"; known: ${FAMILIES.map((x) => x.name).join(", ")}`);
    return f;
  });
}
