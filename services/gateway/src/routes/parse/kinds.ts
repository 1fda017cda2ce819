import type { JobKind } from "@docintake/contracts";

/** How each kind of job appears in paths, tags and operation ids. */
export const KINDS: Record<JobKind, { path: string; tag: string; op: string; article: string }> = {
  invoice: { path: "invoices", tag: "invoices", op: "Invoice", article: "an invoice" },
  bank_statement: { path: "statements", tag: "statements", op: "Statement", article: "a bank statement" },
};
