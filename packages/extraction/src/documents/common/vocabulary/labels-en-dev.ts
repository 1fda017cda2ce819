/**
 * English wordings of the development corpus that the researched sources do not list: the earlier
 * extractors read them, and the vocabulary keeps them so that nothing read before is lost.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

const dev = (...texts: string[]) => texts.map((t) => seen(t, "docintake-dev-corpus"));

export const LABELS_EN_DEV: LabelTable = {
  "doc.quotation": dev("Request for Quotation"),
  "doc.proforma": dev("Proforma Invoice"),
  "doc.payslip": dev("Pay Slip", "Salary Slip"),
  "doc.letter": dev("Dear", "Regards"),
  "invoice.number": dev("Invoice ID", "Document No", "Tax Invoice No", "Invoice Serial No", "Invoice Sr No"),
  "invoice.date": dev("Document Date", "Date of Invoice"),
  "invoice.due_date": dev("Payment Due", "Due On", "Due By", "Pay By"),
  "invoice.po_number": dev("Order No", "Order Number"),
  "invoice.gr_number": dev("GR No", "Goods Receipt No", "E-Way Bill No", "Consignment Note No"),
  "invoice.gr_date": dev("GR Date", "LR Date", "Goods Receipt Date", "Lorry Receipt Date"),
  "invoice.place_of_supply": dev("Supply Place"),
  "invoice.reverse_charge": dev("Tax Payable on Reverse Charge", "Reverse Charge Applicable", "Reverse Charge (Y/N)"),
  "party.seller": dev("Billed By", "From", "Details of Supplier"),
  "party.buyer": dev(
    "Buyer Details",
    "Customer Details",
    "Sold To",
    "Invoice To",
    "Details of Receiver",
    "Details of Recipient",
    "Details of Buyer",
    "Party Details",
    "Party",
  ),
  "party.phone": dev("Contact"),
  "id.gstin": dev("GST No", "GST Number", "GSTIN No", "UIN"),
  "id.fssai": dev("FSSAI"),
  "bank.name": dev("Name of Bank", "Name of the Bank", "Bank"),
  "bank.account_number": dev("Bank A/c No"),
  "bank.ifsc": dev("RTGS/NEFT IFSC Code"),
  "bank.swift": dev("SWIFT Code"),
  "bank.branch": dev("Branch Name"),
  "total.net": dev(
    "Taxable Value",
    "Total Taxable Value",
    "Total Before Tax",
    "Total Excluding Tax",
    "Total Excl. Tax",
  ),
  "total.tax": dev("Total GST", "Tax Total", "Total GST Amount"),
  "total.grand": dev("Invoice Amount", "Total Payable", "Net Payable", "Net Amount", "Amount Payable"),
  "total.amount_due": dev("Amount Due", "Total Due"),
  "total.in_words": dev("Amount Chargeable"),
  "total.round_off": dev("Rounding Off", "Rounded Off"),
  "item.description": dev("Particulars", "Goods", "Services", "Details", "Item Description"),
  "item.hsn": dev("SAC"),
  "item.quantity": dev("Nos"),
  "item.unit_price": dev("Unit Cost", "Unit Rate"),
  "item.amount": dev("Value", "Total"),
  "stmt.account_holder": dev("Account Holder Name", "Name of Account Holder"),
  "stmt.period": dev("Statement for the Period", "Statement From"),
  "stmt.from": dev("Start Date", "Period From"),
  "stmt.to": dev("End Date", "Period To"),
  "stmt.carried_forward": dev("Balance C/F"),
  "stmt.available_balance": dev("Available Balance"),
  "txn.reference": dev("Ref No", "Reference"),
  "txn.drcr": dev("Cr/Dr", "D/C"),
  "txn.type": dev("Type"),
};
