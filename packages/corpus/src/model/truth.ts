// Ground truth in the shape of ../shared/corpus/dev: groups and field names of spec/decisions.md
// "Results", every value a string, absent fields omitted.

export type Group = Record<string, string>;

export interface LineTruth {
  description: string;
  HSN?: string;
  quantity?: string;
  unit_price?: string;
  amount?: string;
}

export interface InvoiceTruth {
  invoice_details?: Group;
  seller_details?: Group;
  buyer_details?: Group;
  line_items?: LineTruth[];
  tax_calculation?: Group;
  total_calculation?: Group;
  bank_details?: Group;
}

/** One invoice of a document that prints several, with the pages it covers (1-based, inclusive). */
export interface InvoiceEntryTruth extends InvoiceTruth {
  pages: { from: number; to: number };
}

export interface Truth {
  type: "invoice" | "bank_statement" | "other";
  family: string;
  page_count?: number;
  invoice?: InvoiceTruth;
  /** Documents holding several invoices: each with its page range; `invoice` repeats the first. */
  invoices?: InvoiceEntryTruth[];
  /** A statement's first account; `accounts` lists every account where it covers several. */
  statement?: StatementTruth & { accounts?: StatementTruth[] };
}

export interface StatementTruth {
  account_info: Group;
  transactions: Group[];
}

/** Drops undefined and empty values, so the truth holds only what the page shows. */
export function group(fields: Record<string, string | undefined | null | false>): Group | undefined {
  const out: Group = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string" && v.trim() !== "") out[k] = v;
  return Object.keys(out).length ? out : undefined;
}

/** An invoice truth without its empty groups. */
export function invoiceTruth(groups: InvoiceTruth): InvoiceTruth {
  const out: InvoiceTruth = {};
  for (const [k, v] of Object.entries(groups) as [keyof InvoiceTruth, unknown][]) {
    if (v === undefined) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
