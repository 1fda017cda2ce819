/**
 * The shape of the extraction vocabulary: what each concept a document prints is called, in each
 * language, and where that wording was seen. Data only; matching lives in `../labels.ts`.
 */

export const LANGUAGES = ["en", "hi", "de", "fr", "es", "it", "nl", "pt"] as const;
export type Lang = (typeof LANGUAGES)[number];

/**
 * The concepts a label may name. Kinds of document (`doc.*`) are titles; the others are labels of a
 * value (a key-value pair), a party block's heading (`party.*`) or a table column's header (`item.*`,
 * `txn.*`).
 */
export const CONCEPTS = [
  // kinds of document, by their titles
  "doc.invoice",
  "doc.tax_invoice",
  "doc.bill_of_supply",
  "doc.retail_bill",
  "doc.credit_note",
  "doc.debit_note",
  "doc.statement",
  "doc.quotation",
  "doc.proforma",
  "doc.estimate",
  "doc.purchase_order",
  "doc.delivery_note",
  "doc.receipt",
  "doc.payslip",
  "doc.letter",
  // invoice header fields
  "invoice.number",
  "invoice.date",
  // A credit or debit note's own number and date, keyed by its title ("Credit Note No."): on a note,
  // "Invoice No." and its date are the corresponding invoice's (rule 53).
  "invoice.note_number",
  "invoice.note_date",
  "invoice.due_date",
  // A sentence's words before the date payment is due by ("Bitte überweisen Sie bis zum").
  "invoice.pay_by",
  "invoice.po_number",
  "invoice.po_date",
  "invoice.gr_number",
  "invoice.gr_date",
  "invoice.eway_bill",
  "invoice.place_of_supply",
  "invoice.reverse_charge",
  "invoice.no_reverse_charge",
  "invoice.irn",
  "invoice.ack_number",
  "invoice.ack_date",
  "invoice.order_number",
  "invoice.delivery_date",
  "invoice.customer_number",
  "invoice.payment_terms",
  // How the goods travel ("Transportation Mode", "Vehicle No."): not extracted, known so that no other
  // field takes the label for its value.
  "invoice.transport",
  // The date a quotation's offer ends ("Valid Till", "Gültig bis"): what only a quotation prints.
  "quote.valid_until",
  // parties: headings of their blocks, and labels inside them
  "party.seller",
  "party.buyer",
  "party.ship_to",
  "party.unregistered",
  "party.name",
  "party.address",
  // A letterhead's line naming the shop's trade ("Dealers in", "Seller of"): no part of its address.
  "party.trade",
  // A party's standing for VAT or the use it declares ("Régimen Fiscal: 601 - …", "Condición frente al
  // IVA: Responsable Inscripto", "Uso CFDI: G03 - …"): a line of its block, neither name nor address.
  "party.tax_status",
  "party.phone",
  "party.email",
  "party.state",
  "party.state_code",
  // tax and company identifiers
  "id.gstin",
  "id.pan",
  "id.vat",
  "id.tax_number",
  "id.cin",
  "id.company_register",
  "id.fssai",
  "id.drug_licence",
  // bank details
  "bank.name",
  "bank.account_holder",
  "bank.account_number",
  "bank.ifsc",
  "bank.swift",
  "bank.iban",
  "bank.branch",
  // the branch's codes (Indian statements print them beside its name)
  "bank.branch_code",
  "bank.micr",
  // a UPI id printed beside the account (a label, so that no other field takes it for its value)
  "bank.upi",
  // totals
  "total.net",
  "total.tax",
  "total.grand",
  "total.amount_due",
  "total.paid",
  "total.in_words",
  "total.round_off",
  "total.discount",
  "total.shipping",
  "tax.cgst",
  "tax.sgst",
  "tax.utgst",
  "tax.igst",
  "tax.cess",
  "tax.vat",
  "tax.rate",
  "tax.included",
  // line-item table columns
  "item.serial",
  "item.description",
  "item.hsn",
  "item.quantity",
  "item.unit",
  "item.unit_price",
  "item.mrp",
  "item.discount",
  "item.gross",
  "item.taxable_value",
  // A value on which no GST is charged, beside the taxable one ("NonTaxable/Exempted Value").
  "item.exempt_value",
  "item.tax_rate",
  "item.tax_amount",
  "item.amount",
  // bank statement: account block
  "stmt.account_holder",
  "stmt.account_number",
  "stmt.customer_id",
  "stmt.period",
  "stmt.from",
  "stmt.to",
  "stmt.opening_balance",
  "stmt.closing_balance",
  "stmt.currency",
  "stmt.brought_forward",
  "stmt.carried_forward",
  "stmt.page_total",
  // bank statement: the account block's other fields (the statement reader stops a value before them)
  "stmt.date",
  "stmt.available_balance",
  "stmt.account_type",
  "stmt.account_status",
  "stmt.open_date",
  "stmt.limit",
  "stmt.nominee",
  "stmt.joint_holder",
  "stmt.page",
  // bank statement: transaction table columns
  "txn.date",
  "txn.value_date",
  "txn.description",
  "txn.reference",
  "txn.branch",
  "txn.serial",
  "txn.debit",
  "txn.credit",
  "txn.amount",
  "txn.balance",
  "txn.drcr",
  "txn.type",
] as const;
export type Concept = (typeof CONCEPTS)[number];

/** A label as documents print it ("Invoice No.", "Rechnungsnummer"), with the sources it was seen in. */
export interface LabelEntry {
  text: string;
  /** Ids from `SOURCES`. */
  sources: readonly string[];
}

/** One language's labels, by concept; a concept a language does not print is left out. */
export type LabelTable = Partial<Record<Concept, readonly LabelEntry[]>>;

/** Where wordings were seen: a rule, a software's print format, a schema, a standard. */
export interface VocabularySource {
  id: string;
  title: string;
  /** Where to read it (an official page, a manual, a schema); absent for well-known print conventions. */
  url?: string;
  /** What it contributed, briefly. */
  note: string;
}

/**
 * Abbreviations, expanded before labels are compared: a token (folded: lower case, no accents, no
 * punctuation) → the tokens it stands for. "no" → "number", "dt" → "date", "ac" → "account".
 */
export type Abbreviations = Readonly<Record<string, string>>;
