// Seed until the researched vocabulary lands: a handful of labels to build the matcher against.
import type { Abbreviations, Lang, LabelTable } from "./types.ts";

const l = (...texts: string[]) => texts.map((text) => ({ text, sources: [] }));

export const ABBREVIATIONS: Abbreviations = {
  no: "number",
  nr: "number",
  num: "number",
  "#": "number",
  dt: "date",
  ac: "account",
  acct: "account",
  amt: "amount",
  qty: "quantity",
  inv: "invoice",
  gstn: "gstin",
};

export const LABELS: Readonly<Partial<Record<Lang, LabelTable>>> = {
  en: {
    "doc.invoice": l("Invoice", "Tax Invoice"),
    "invoice.number": l("Invoice No", "Invoice Number", "Bill No"),
    "invoice.date": l("Invoice Date", "Date", "Dated"),
    "total.grand": l("Grand Total", "Total Amount", "Amount Due"),
  },
  de: {
    "doc.invoice": l("Rechnung"),
    "invoice.number": l("Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr."),
    "invoice.date": l("Rechnungsdatum", "Datum"),
    "total.grand": l("Gesamtbetrag", "Rechnungsbetrag"),
  },
  fr: {
    "doc.invoice": l("Facture"),
    "invoice.number": l("Facture N°", "N° de facture"),
    "invoice.date": l("Date de facture", "Date"),
    "total.grand": l("Total TTC", "Net à payer"),
  },
};
