/**
 * Dutch labels as Dutch and Belgian invoices (the factuureisen, accounting software) and bank
 * statements and exports (rekeningafschriften, ING and ICS) print them.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_NL: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("Factuur", "dolibarr-langs", "nl-invoice-templates", "be-kb1-art5"),
    seen("Voorschotnota", "dolibarr-langs"),
  ],
  "doc.credit_note": [seen("Creditnota", "dolibarr-langs"), seen("Correctiefactuur", "dolibarr-langs")],
  "doc.statement": [
    seen("Rekeningafschrift", "dolibarr-langs"),
    seen("Afschrift", "dolibarr-langs"),
    seen("Bankafschrift", "dolibarr-langs"),
  ],
  "doc.quotation": [seen("Offerte", "dolibarr-langs")],
  "doc.proforma": [seen("Proforma factuur", "dolibarr-langs"), seen("Pro-forma factuur", "blesta-invoice-langs")],
  "doc.delivery_note": [seen("Pakbon", "dolibarr-langs"), seen("Verzendbrief", "dolibarr-langs")],

  // --- invoice header ---
  "invoice.number": [
    seen("Factuurnummer", "akaunting-langs", "nl-factuureisen", "blesta-invoice-langs", "nl-invoice-templates"),
    seen("Factuur nummer", "nl-invoice-templates"),
    seen("Factuurnr.", "nl-invoice-templates"),
    seen("Factuurreferentie", "dolibarr-langs"),
    seen("Volgnummer", "be-kb1-art5"),
  ],
  "invoice.date": [
    seen("Factuurdatum", "dolibarr-langs", "blesta-invoice-langs", "nl-factuureisen"),
    seen("Factuur datum", "akaunting-langs", "nl-invoice-templates"),
    seen("Datum", "dolibarr-langs", "nl-invoice-templates"),
    seen("Datum van uitreiking", "be-kb1-art5"),
  ],
  "invoice.due_date": [
    seen("Vervaldatum", "akaunting-langs", "dolibarr-langs", "nl-invoice-templates"),
    seen("Uiterste betaaldatum", "nl-invoice-templates"),
    seen("Uiterste datum", "blesta-invoice-langs"),
    seen("Vervalt", "nl-invoice-templates"),
  ],
  "invoice.pay_by": [
    seen("Te betalen vóór", "payment-request-sentences"),
    seen("Uiterlijk te betalen op", "payment-request-sentences"),
  ],
  "invoice.po_number": [seen("Bestelnummer", "akaunting-langs"), seen("Uw order referentie", "nl-invoice-templates")],
  "invoice.order_number": [seen("Order nummer", "nl-invoice-templates")],
  "invoice.delivery_date": [seen("Leveringsdatum", "nl-factuureisen")],
  "invoice.customer_number": [
    seen("Klantnummer", "blesta-invoice-langs", "nl-invoice-templates"),
    seen("Klant nummer", "nl-invoice-templates"),
    seen("Referentie afnemer", "dolibarr-langs"),
  ],
  "invoice.payment_terms": [
    seen("Betalingsvoorwaarden", "dolibarr-langs"),
    seen("Betalingsconditie", "nl-invoice-templates"),
    seen("Betalingswijze", "dolibarr-langs"),
  ],

  // --- parties ---
  "party.seller": [seen("Leverancier", "be-kb1-art5"), seen("Factuur van", "akaunting-langs")],
  "party.buyer": [
    seen("Afnemer", "be-kb1-art5", "nl-factuureisen"),
    seen("Klant", "be-kb1-art5"),
    seen("Factuur voor", "akaunting-langs"),
    seen("Factuuradres", "dolibarr-langs", "nl-invoice-templates"),
  ],
  "party.ship_to": [seen("Afleveradres", "nl-invoice-templates")],
  "party.name": [seen("Naam", "dolibarr-langs"), seen("Klantnaam", "blesta-invoice-langs")],
  "party.address": [seen("Adres", "dolibarr-langs")],
  "party.phone": [
    seen("Telefoon", "nl-bank-exports"),
    seen("Telefoonnummer", "dolibarr-langs"),
    seen("tel.", "nl-invoice-templates"),
  ],
  "party.email": [seen("E-mail", "nl-invoice-templates")],

  // --- identifiers ---
  "id.vat": [
    seen("BTW-nummer", "be-kb1-art5", "nl-invoice-templates"),
    seen("BTW-identificatienummer", "nl-factuureisen", "be-kb1-art5"),
    seen("Intracommunautair btw-nummer", "dolibarr-langs"),
    seen("BTW/VAT nummer", "nl-invoice-templates"),
    seen("BTW", "be-kb1-art5"),
  ],
  "id.company_register": [
    seen("KvK-nummer", "nl-factuureisen", "nl-invoice-templates"),
    seen("Ondernemingsnummer", "be-kb1-art5"),
  ],

  // --- bank details ---
  "bank.name": [seen("Banknaam", "dolibarr-langs")],
  "bank.account_holder": [seen("Naam rekeninghouder", "dolibarr-langs")],
  "bank.account_number": [
    seen("Rekeningnummer", "dolibarr-langs"),
    seen("Bankrekeningnummer", "dolibarr-langs"),
    seen("Bankrek.", "nl-bank-exports"),
  ],
  "bank.swift": [seen("BIC", "nl-invoice-templates", "nl-bank-exports"), seen("BIC / SWIFT", "dolibarr-langs")],
  "bank.iban": [seen("IBAN", "nl-invoice-templates", "dolibarr-langs"), seen("IBAN-nummer", "dolibarr-langs")],

  // --- totals ---
  "total.net": [
    seen("Subtotaal", "akaunting-langs", "dolibarr-langs", "blesta-invoice-langs"),
    seen("Totaal excl. BTW", "dolibarr-langs", "nl-invoice-templates"),
    seen("Subtotaal (exclusief BTW)", "nl-invoice-templates"),
    seen("Bedrag (exclusief BTW)", "dolibarr-langs"),
    seen("Bedrag ex. BTW", "dolibarr-langs"),
    seen("Exclusief BTW", "invoice2data-test-invoices"),
    seen("Maatstaf van heffing", "be-kb1-art5"),
  ],
  "total.tax": [
    seen("Totaal BTW", "akaunting-langs", "dolibarr-langs"),
    seen("Btw-bedrag", "nl-factuureisen"),
    seen("Bedrag BTW", "dolibarr-langs"),
  ],
  "total.grand": [
    seen("Totaal", "akaunting-langs", "dolibarr-langs", "nl-invoice-templates", "blesta-invoice-langs"),
    seen("Totaal incl. BTW", "dolibarr-langs"),
    seen("Bedrag (incl. BTW)", "dolibarr-langs"),
    seen("Totaal factuurbedrag", "nl-invoice-templates"),
    seen("Factuurbedrag", "dolibarr-langs"),
    seen("Factuur totaal", "invoice2data-test-invoices"),
    seen("Eindtotaal", "akaunting-langs"),
    seen("Totaalprijs", "akaunting-langs"),
  ],
  "total.amount_due": [
    seen("Netto te betalen", "dolibarr-langs"),
    seen("Resterend onbetaald", "dolibarr-langs"),
    seen("Verschuldigd bedrag", "akaunting-langs"),
    seen("Totaal verschuldigd bedrag", "blesta-invoice-langs"),
  ],
  "total.paid": [seen("Reeds betaald", "dolibarr-langs"), seen("Betaald", "akaunting-langs")],
  "total.discount": [seen("Korting", "akaunting-langs", "dolibarr-langs")],

  // --- taxes ---
  "tax.vat": [
    seen("BTW", "dolibarr-langs", "nl-invoice-templates", "be-kb1-art5"),
    seen("BTW/VAT", "nl-invoice-templates"),
  ],
  "tax.rate": [seen("BTW-tarief", "dolibarr-langs", "nl-factuureisen", "be-kb1-art5")],
  "tax.included": [seen("Inclusief BTW", "dolibarr-langs")],

  // --- line items ---
  "item.description": [
    seen("Omschrijving", "dolibarr-langs", "nl-invoice-templates"),
    seen("Product omschrijving", "nl-invoice-templates"),
    seen("Beschrijving", "blesta-invoice-langs"),
  ],
  "item.quantity": [
    seen("Aantal", "akaunting-langs", "dolibarr-langs", "nl-invoice-templates"),
    seen("Hoeveelheid", "dolibarr-langs", "blesta-invoice-langs"),
  ],
  "item.unit_price": [
    seen("Eenheidsprijs", "dolibarr-langs", "nl-factuureisen", "be-kb1-art5"),
    seen("Eenheidsprijs (netto)", "dolibarr-langs"),
    seen("Prijs per eenheid", "blesta-invoice-langs"),
    seen("Prijs/stuk", "nl-invoice-templates"),
    seen("Prijs", "akaunting-langs", "nl-invoice-templates"),
    seen("Tarief", "nl-invoice-templates"),
  ],
  "item.discount": [seen("Korting", "dolibarr-langs")],
  "item.tax_rate": [seen("BTW-tarief", "dolibarr-langs")],
  "item.amount": [seen("Bedrag", "nl-invoice-templates"), seen("Totaal", "nl-invoice-templates")],

  // --- bank statement: account block ---
  "stmt.account_number": [seen("Rekening", "nl-bank-exports")],
  "stmt.opening_balance": [seen("Vorig openstaand saldo", "nl-bank-exports"), seen("Beginbalans", "dolibarr-langs")],
  "stmt.closing_balance": [seen("Nieuw openstaand saldo", "nl-bank-exports"), seen("Eindbalans", "dolibarr-langs")],
  "stmt.currency": [seen("Valuta", "dolibarr-langs")],

  // --- bank statement: transaction columns ---
  "txn.date": [
    seen("Datum", "nl-bank-exports"),
    seen("Datum transactie", "nl-bank-exports"),
    seen("Datum boeking", "nl-bank-exports"),
  ],
  "txn.value_date": [seen("Valutadatum", "nl-bank-exports", "dolibarr-langs")],
  "txn.description": [
    seen("Naam / Omschrijving", "nl-bank-exports"),
    seen("Omschrijving", "nl-bank-exports"),
    seen("Mededelingen", "nl-bank-exports"),
  ],
  "txn.debit": [seen("Af", "nl-bank-exports")],
  "txn.credit": [seen("Bij", "nl-bank-exports")],
  "txn.drcr": [seen("Af Bij", "nl-bank-exports")],
  "txn.amount": [
    seen("Bedrag (EUR)", "nl-bank-exports"),
    seen("Bedrag in euro's", "nl-bank-exports"),
    seen("Bedrag", "nl-bank-exports"),
  ],
  "txn.balance": [seen("Saldo", "dolibarr-langs"), seen("Boeksaldo", "nl-bank-exports")],
  "txn.type": [seen("Mutatiesoort", "nl-bank-exports")],
};
