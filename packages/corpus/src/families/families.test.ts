// Every family's truth, without rendering: deterministic from the seed and internally consistent.
import { describe, expect, it } from "@jest/globals";
import { Rng } from "../random.ts";
import { FAMILIES } from "./index.ts";
import type { InvoiceTruth, StatementTruth } from "../model/truth.ts";

const cents = (v: string | undefined) => (v === undefined ? undefined : Math.round(Number(v) * 100));

/** Families whose rows print tax-inclusive amounts (MRP retail), so items sum to the total instead. */
const INCLUSIVE = new Set(["in-thermal-receipt", "in-shop-photo", "in-pharmacy-bill", "in-supermarket-receipt"]);
/** Families some of whose layouts print tax-inclusive rows (a POS receipt, a factura simplificada). */
const SOME_INCLUSIVE = new Set(["pos-supply-es"]);
/** Families that may print a charge between the sub-total and the taxes (a restaurant's service charge). */
const CHARGES = new Set(["in-restaurant-bill"]);
/** Families whose items include a value outside GST (an airline's airport charges): items and taxes make the total. */
const OUTSIDE_GST = new Set(["in-consumer-apps"]);
/** Families that charge a cess beside GST: the total tax printed includes it, and no tax field holds it. */
const CESS = new Set(["in-tax-mix"]);

function checkInvoice(name: string, inv: InvoiceTruth): void {
  const tax = inv.tax_calculation ?? {};
  const tot = inv.total_calculation ?? {};
  const grand = cents(tot["grand_total"]);
  expect(grand).toBeDefined();
  const items = (inv.line_items ?? []).reduce((s, l) => s + (cents(l.amount) ?? 0), 0);
  const taxable = cents(tax["taxable_value"]) ?? cents(tot["sub_total"]);
  const inclusive = SOME_INCLUSIVE.has(name) && taxable !== undefined && items !== taxable;
  if (OUTSIDE_GST.has(name)) {
    expect(items).toBeGreaterThanOrEqual(taxable ?? 0);
  } else if (INCLUSIVE.has(name) || inclusive) {
    expect(Math.abs(items - grand!)).toBeLessThanOrEqual(50);
  } else if (taxable !== undefined) {
    expect(items).toBe(taxable);
  } else {
    expect(items).toBe(grand);
  }
  const taxes = ["IGST_amount", "CGST_amount", "SGST_amount"].reduce((s, k) => s + (cents(tax[k]) ?? 0), 0);
  const totalTax = cents(tot["total_tax"]) ?? taxes;
  if (taxes && cents(tot["total_tax"]) !== undefined) {
    if (CESS.has(name)) expect(totalTax).toBeGreaterThanOrEqual(taxes);
    else expect(taxes).toBe(totalTax);
  }
  if (OUTSIDE_GST.has(name)) expect(Math.abs(items + totalTax - grand!)).toBeLessThanOrEqual(50);
  else if (taxable !== undefined && CHARGES.has(name))
    expect(grand! - (taxable + totalTax)).toBeGreaterThanOrEqual(-50);
  else if (taxable !== undefined) expect(Math.abs(taxable + totalTax - grand!)).toBeLessThanOrEqual(50);
  for (const v of [inv.invoice_details?.["invoice_date"], inv.invoice_details?.["due_date"]])
    if (v !== undefined) expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const l of inv.line_items ?? [])
    for (const k of ["quantity", "unit_price", "amount"] as const)
      if (l[k] !== undefined) expect(l[k]).toMatch(/^-?\d+(\.\d+)?$/);
}

/** A statement's printed balances follow from its opening balance and its movements, to the closing one. */
function checkStatement(s: StatementTruth, opening: number): void {
  let balance = opening;
  for (const t of s.transactions) {
    expect(t["date"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Boolean(t["debit"]) !== Boolean(t["credit"])).toBe(true);
    balance += (cents(t["credit"] || undefined) ?? 0) - (cents(t["debit"] || undefined) ?? 0);
    if (t["balance"]) expect(cents(t["balance"])).toBe(balance);
  }
  const closing = cents(s.account_info["closing_balance"]);
  if (closing !== undefined) expect(closing).toBe(balance);
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
      const statement = built.truth.statement;
      if (statement)
        for (const s of statement.accounts ?? [statement]) {
          const opening = cents(s.account_info["opening_balance"]);
          // Without a printed opening balance, the first printed balance and the rows before it give it.
          const first = s.transactions.findIndex((t) => t["balance"]);
          const before = s.transactions
            .slice(0, first + 1)
            .reduce((a, t) => a + (cents(t["credit"] || undefined) ?? 0) - (cents(t["debit"] || undefined) ?? 0), 0);
          checkStatement(s, opening ?? (first >= 0 ? cents(s.transactions[first]!["balance"])! - before : 0));
        }
      if (family.type !== "invoice") continue;
      checkInvoice(name, built.truth.invoice!);
      for (const entry of built.truth.invoices ?? []) checkInvoice(name, entry);
    }
  });
});

describe("a statement that prints its column header on page 1 only (stmt-in-wrap)", () => {
  const count = (body: string, re: RegExp) => (body.match(re) ?? []).length;

  it("leaves its later pages without a header, at the column widths page 1 sets", () => {
    const wrap = FAMILIES.find((f) => f.name === "stmt-in-wrap")!;
    const bodies = Array.from({ length: 10 }, (_, i) => wrap.build(new Rng(`head/${i}`).fork("build")).body);
    const once = bodies.filter((b) => count(b, /<thead>/g) === 1 && count(b, /<section class="page">/g) > 1);
    expect(once.length).toBeGreaterThan(0);
    for (const b of once) expect(count(b, /<colgroup>/g)).toBe(count(b, /<table class="tx"/g));
  });
});

describe("a statement of stmt-in-sfb's prints", () => {
  const sfb = FAMILIES.find((f) => f.name === "stmt-in-sfb")!;
  const bodies = Array.from({ length: 12 }, (_, i) => sfb.build(new Rng(`sfb/${i}`).fork("build")).body);

  it("prints a footer on every page, numbering the pages where it says so", () => {
    for (const b of bodies) {
      const pages = (b.match(/<section class="page">/g) ?? []).length;
      expect((b.match(/<div class="foot">/g) ?? []).length).toBe(pages);
      if (/Page \d+ of/.test(b)) expect(b).toContain(`Page ${pages} of ${pages}`);
    }
  });

  it("marks a lone amount column's amounts with their side, and prints times under some dates", () => {
    expect(bodies.some((b) => /\d\.\d{2} \((?:Dr|Cr)\)</.test(b) || /\d\.\d{2} (?:DR|CR|Dr|Cr)</.test(b))).toBe(true);
    expect(bodies.some((b) => /<br>\d{2}:\d{2}:\d{2} [AP]M</.test(b))).toBe(true);
  });
});
