import { amount, child, children, emptyGroups, gstinOf, putter, text, type XmlNode } from "./xml-nodes.ts";

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

/** The root element's name of each CII generation: what says an attachment is CII. */
export const CII_ROOTS = CII_DIALECTS.map((d) => d.root);

/** CII dates are `format="102"`: YYYYMMDD. */
const ciiDate = (n: unknown): string | undefined => {
  const s = text(child(n, "DateTimeString")) ?? text(n);
  const m = s && /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};

function party(p: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const name = text(child(p, "Name"));
  if (name) out["name"] = name;
  Object.assign(out, gstinOf(children(p, "SpecifiedTaxRegistration").map((r) => text(child(r, "ID")))));
  const addr = child(p, "PostalTradeAddress");
  const lines = ["LineOne", "LineTwo", "LineThree", "CityName", "PostcodeCode"]
    .map((k) => text(child(addr, k)))
    .filter((v): v is string => !!v);
  if (lines.length) out["address"] = lines.join(", ");
  return out;
}

/** The invoice groups of a parsed CII document, or nothing where its root is not one. */
export function readCii(doc: XmlNode): Record<string, Record<string, string>> | undefined {
  const dialect = CII_DIALECTS.find((d) => child(doc, d.root) !== undefined);
  if (!dialect) return undefined;
  const root = child(doc, dialect.root);
  const exchanged = child(root, dialect.document);
  const trade = child(root, dialect.transaction);
  const agreement = child(trade, dialect.agreement);
  const settlement = child(trade, dialect.settlement);
  const sums = child(settlement, dialect.sums);
  const fields = emptyGroups();
  fields["seller_details"] = party(child(agreement, "SellerTradeParty"));
  fields["buyer_details"] = party(child(agreement, "BuyerTradeParty"));
  const put = putter(fields);
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
  return fields;
}
