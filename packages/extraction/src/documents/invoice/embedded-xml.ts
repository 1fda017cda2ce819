import { XMLParser } from "fast-xml-parser";
import { sameValue } from "../../text/values/amounts.ts";
import type { FieldSink } from "../common/output.ts";
import type { Layout } from "../../types.ts";

/** Invoice fields read from structured data inside the file (Factur-X / ZUGFeRD 1 and 2, UN/CEFACT CII). */
export interface EmbeddedInvoice {
  source: string;
  fields: Record<string, Record<string, string>>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
});

type Node = Record<string, unknown>;
const child = (n: unknown, ...path: string[]): unknown => {
  let cur = n;
  for (const p of path) {
    if (Array.isArray(cur)) cur = cur[0];
    if (!cur || typeof cur !== "object") return undefined;
    cur = (cur as Node)[p];
  }
  return Array.isArray(cur) ? cur[0] : cur;
};
const text = (n: unknown): string | undefined => {
  if (typeof n === "string") return n.trim() || undefined;
  if (n && typeof n === "object" && typeof (n as Node)["#text"] === "string")
    return ((n as Node)["#text"] as string).trim();
  return undefined;
};
/** CII dates are `format="102"`: YYYYMMDD. */
const ciiDate = (n: unknown): string | undefined => {
  const s = text(child(n, "DateTimeString")) ?? text(n);
  const m = s && /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};
const amount = (n: unknown): string | undefined => {
  const s = text(n);
  return s && /^-?\d+(\.\d+)?$/.test(s) ? s : undefined;
};

function party(p: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const name = text(child(p, "Name"));
  if (name) out["name"] = name;
  const regs = (p as Node | undefined)?.["SpecifiedTaxRegistration"];
  for (const r of Array.isArray(regs) ? regs : regs ? [regs] : []) {
    const id = text(child(r, "ID"));
    if (id && /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/.test(id)) out["GSTIN"] = id;
  }
  const addr = child(p, "PostalTradeAddress");
  const lines = ["LineOne", "LineTwo", "LineThree", "CityName", "PostcodeCode"]
    .map((k) => text(child(addr, k)))
    .filter((v): v is string => !!v);
  if (lines.length) out["address"] = lines.join(", ");
  if (out["GSTIN"]) out["state_code"] = out["GSTIN"].slice(0, 2);
  return out;
}

/**
 * Where the two generations of the UN/CEFACT Cross Industry Invoice keep the same fields: ZUGFeRD 2,
 * Factur-X and XRechnung (CII D16B: `CrossIndustryInvoice`, "header trade" elements), and ZUGFeRD 1.0
 * (`CrossIndustryDocument`, "supply chain trade" elements, the order's number in its `ID`).
 */
const CII_DIALECTS = [
  {
    root: "CrossIndustryInvoice",
    document: "ExchangedDocument",
    transaction: "SupplyChainTradeTransaction",
    agreement: "ApplicableHeaderTradeAgreement",
    settlement: "ApplicableHeaderTradeSettlement",
    sums: "SpecifiedTradeSettlementHeaderMonetarySummation",
    orderId: "IssuerAssignedID",
  },
  {
    root: "CrossIndustryDocument",
    document: "HeaderExchangedDocument",
    transaction: "SpecifiedSupplyChainTradeTransaction",
    agreement: "ApplicableSupplyChainTradeAgreement",
    settlement: "ApplicableSupplyChainTradeSettlement",
    sums: "SpecifiedTradeSettlementMonetarySummation",
    orderId: "ID",
  },
] as const;

/**
 * Reads the first CII invoice among the layout's embedded files, if any. One that cannot be parsed
 * is skipped, and `warn` told why: the printed fields stand, but a reviewer should know the
 * machine-written data was there and not used.
 */
export function readEmbeddedInvoice(
  layout: Layout,
  warn: (message: string) => void = () => {},
): EmbeddedInvoice | undefined {
  for (const [name, xml] of Object.entries(layout.embedded ?? {})) {
    const dialect = CII_DIALECTS.find((d) => xml.includes(d.root));
    if (!dialect) continue;
    let doc: Node;
    try {
      doc = parser.parse(xml) as Node;
    } catch (err) {
      warn(`the embedded invoice data (${name}) cannot be read: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    const root = child(doc, dialect.root);
    const exchanged = child(root, dialect.document);
    const trade = child(root, dialect.transaction);
    const agreement = child(trade, dialect.agreement);
    const settlement = child(trade, dialect.settlement);
    const sums = child(settlement, dialect.sums);
    const fields: Record<string, Record<string, string>> = {
      invoice_details: {},
      seller_details: party(child(agreement, "SellerTradeParty")),
      buyer_details: party(child(agreement, "BuyerTradeParty")),
      tax_calculation: {},
      total_calculation: {},
      bank_details: {},
    };
    const put = (group: string, key: string, value: string | undefined) => {
      if (value) fields[group]![key] = value;
    };
    put("invoice_details", "invoice_number", text(child(exchanged, "ID")));
    put("invoice_details", "invoice_date", ciiDate(child(exchanged, "IssueDateTime")));
    put("invoice_details", "PO_number", text(child(agreement, "BuyerOrderReferencedDocument", dialect.orderId)));
    put("invoice_details", "due_date", ciiDate(child(settlement, "SpecifiedTradePaymentTerms", "DueDateDateTime")));
    put("tax_calculation", "taxable_value", amount(child(sums, "TaxBasisTotalAmount")));
    put("total_calculation", "sub_total", amount(child(sums, "TaxBasisTotalAmount")));
    put("total_calculation", "total_tax", amount(child(sums, "TaxTotalAmount")));
    put("total_calculation", "grand_total", amount(child(sums, "GrandTotalAmount")));
    const account = child(settlement, "SpecifiedTradeSettlementPaymentMeans", "PayeePartyCreditorFinancialAccount");
    put("bank_details", "account_number", text(child(account, "ProprietaryID")) ?? text(child(account, "IBANID")));
    return { source: name, fields };
  }
  return undefined;
}

/**
 * Structured data inside the PDF (Factur-X / ZUGFeRD) is machine-written: it fills what the printed
 * text lacks and wins where they disagree, and every disagreement becomes a warning.
 */
export function mergeEmbedded(layout: Layout, result: Record<string, unknown>, sink: FieldSink): void {
  const embedded = readEmbeddedInvoice(layout, (m) => sink.warn(m));
  if (!embedded) return;
  for (const [group, values] of Object.entries(embedded.fields)) {
    const target = (result[group] ??= {}) as Record<string, string>;
    for (const [key, value] of Object.entries(values)) {
      const printed = target[key];
      if (printed !== undefined && !sameValue(printed, value))
        sink.warn(
          `${group}.${key}: the embedded invoice data (${embedded.source}) says "${value}", the printed text "${printed}"`,
        );
      target[key] = value;
      sink.fields[`${group}.${key}`] = { page: 1, bbox: [0, 0, 0, 0], confidence: 1, source: "embedded" };
    }
  }
}
