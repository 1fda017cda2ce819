// Every family's truth, without rendering: deterministic from the seed and internally consistent.
import { describe, expect, it } from "@jest/globals";
import { Rng } from "../random.ts";
import { FAMILIES } from "./index.ts";
import type { InvoiceTruth } from "../model/truth.ts";

const cents = (v: string | undefined) => (v === undefined ? undefined : Math.round(Number(v) * 100));

/** Families whose rows print tax-inclusive amounts (MRP retail), so items sum to the total instead. */
const INCLUSIVE = new Set(["in-thermal-receipt", "in-shop-photo"]);

function checkInvoice(name: string, inv: InvoiceTruth): void {
  const tax = inv.tax_calculation ?? {};
  const tot = inv.total_calculation ?? {};
  const grand = cents(tot["grand_total"]);
  expect(grand).toBeDefined();
  const items = (inv.line_items ?? []).reduce((s, l) => s + (cents(l.amount) ?? 0), 0);
  const taxable = cents(tax["taxable_value"]) ?? cents(tot["sub_total"]);
  if (INCLUSIVE.has(name)) {
    expect(Math.abs(items - grand!)).toBeLessThanOrEqual(50);
  } else if (taxable !== undefined) {
    expect(items).toBe(taxable);
  } else {
    expect(items).toBe(grand);
  }
  const taxes = ["IGST_amount", "CGST_amount", "SGST_amount"].reduce((s, k) => s + (cents(tax[k]) ?? 0), 0);
  const totalTax = cents(tot["total_tax"]) ?? taxes;
  if (taxes && cents(tot["total_tax"]) !== undefined) expect(taxes).toBe(totalTax);
  if (taxable !== undefined) expect(Math.abs(taxable + totalTax - grand!)).toBeLessThanOrEqual(50);
  for (const v of [inv.invoice_details?.["invoice_date"], inv.invoice_details?.["due_date"]])
    if (v !== undefined) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const l of inv.line_items ?? [])
    for (const k of ["quantity", "unit_price", "amount"] as const)
      if (l[k] !== undefined) expect(l[k]).toMatch(/^-?\d+(\.\d+)?$/);
}

describe.each(FAMILIES.map((f) => [f.name, f] as const))("family %s", (name, family) => {
  it("builds the same truth and page from the same seed", () => {
    const a = family.build(new Rng(`7/${name}/3`).fork("build"));
    const b = family.build(new Rng(`7/${name}/3`).fork("build"));
    expect(b.truth).toEqual(a.truth);
    expect(b.body).toBe(a.body);
    const c = family.build(new Rng(`8/${name}/3`).fork("build"));
    expect(c.body).not.toBe(a.body);
  });
  it("reconciles its totals and prints values in the truth's forms", () => {
    for (let i = 0; i < 25; i++) {
      const built = family.build(new Rng(`1/${name}/${i}`).fork("build"));
      expect(built.truth.type).toBe(family.type);
      if (family.type !== "invoice") continue;
      checkInvoice(name, built.truth.invoice!);
      for (const entry of built.truth.invoices ?? []) checkInvoice(name, entry);
    }
  });
});
