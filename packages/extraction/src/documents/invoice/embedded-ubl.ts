import { amount, child, children, emptyGroups, gstinOf, putter, text, type XmlNode } from "./xml-nodes.ts";

/**
 * OASIS UBL 2.x invoices and credit notes: the other syntax of EN 16931, used by XRechnung's UBL
 * flavour and Peppol BIS Billing 3.0. Element names from the UBL 2.1 schema (cac/cbc namespaces).
 */
export const UBL_ROOTS = ["Invoice", "CreditNote"] as const;

/** ISO dates as UBL writes them (`xs:date`, perhaps with a zone). */
const ublDate = (n: unknown): string | undefined => /^\d{4}-\d{2}-\d{2}/.exec(text(n) ?? "")?.[0];

function party(p: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const name = text(child(p, "PartyName", "Name")) ?? text(child(p, "PartyLegalEntity", "RegistrationName"));
  if (name) out["name"] = name;
  Object.assign(out, gstinOf(children(p, "PartyTaxScheme").map((s) => text(child(s, "CompanyID")))));
  const addr = child(p, "PostalAddress");
  const lines = ["StreetName", "AdditionalStreetName", "CityName", "PostalZone"]
    .map((k) => text(child(addr, k)))
    .filter((v): v is string => !!v);
  if (lines.length) out["address"] = lines.join(", ");
  return out;
}

/** The document's own tax total: UBL may repeat TaxTotal in the accounting currency, without subtotals. */
function taxTotal(root: unknown): string | undefined {
  const totals = children(root, "TaxTotal");
  const main = totals.find((t) => children(t, "TaxSubtotal").length > 0) ?? totals[0];
  return amount(child(main, "TaxAmount"));
}

/** The invoice groups of a parsed UBL invoice or credit note, or nothing where its root is neither. */
export function readUbl(doc: XmlNode): Record<string, Record<string, string>> | undefined {
  const rootName = UBL_ROOTS.find((r) => child(doc, r) !== undefined);
  if (!rootName) return undefined;
  const root = child(doc, rootName);
  const sums = child(root, "LegalMonetaryTotal");
  const fields = emptyGroups();
  fields["seller_details"] = party(child(root, "AccountingSupplierParty", "Party"));
  fields["buyer_details"] = party(child(root, "AccountingCustomerParty", "Party"));
  const put = putter(fields);
  put("invoice_details", "invoice_number", text(child(root, "ID")));
  put("invoice_details", "invoice_date", ublDate(child(root, "IssueDate")));
  put("invoice_details", "PO_number", text(child(root, "OrderReference", "ID")));
  put(
    "invoice_details",
    "due_date",
    ublDate(child(root, "DueDate")) ?? ublDate(child(root, "PaymentMeans", "PaymentDueDate")),
  );
  put("tax_calculation", "taxable_value", amount(child(sums, "TaxExclusiveAmount")));
  put("total_calculation", "sub_total", amount(child(sums, "TaxExclusiveAmount")));
  put("total_calculation", "total_tax", taxTotal(root));
  put("total_calculation", "grand_total", amount(child(sums, "TaxInclusiveAmount")));
  put("bank_details", "account_number", text(child(root, "PaymentMeans", "PayeeFinancialAccount", "ID")));
  return fields;
}
