/**
 * German labels as invoices (ZUGFeRD, XRechnung, accounting software) and bank statements
 * (Kontoauszüge, CSV exports) print them.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_DE: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("Rechnung", "xrechnung-viz-de", "dolibarr-langs", "ustg-14", "invoice2data-test-invoices"),
    seen("Handelsrechnung", "zugferd-corpus"),
    seen("Warenrechnung", "zugferd-corpus"),
    seen("Anzahlungsrechnung", "dolibarr-langs"),
    // A corrected invoice (EN 16931 type 384) is an invoice.
    seen("Rechnungskorrektur", "zugferd-corpus"),
    // An insurer's premium invoice.
    seen("Beitragsrechnung", "de-insurance-invoices", "zugferd-corpus"),
  ],
  "doc.credit_note": [seen("Gutschrift", "dolibarr-langs", "zugferd-corpus")],
  "doc.statement": [seen("Kontoauszug", "de-stan-parsers")],
  "doc.quotation": [seen("Angebot", "dolibarr-langs")],
  "doc.proforma": [seen("Proforma-Rechnung", "dolibarr-langs")],
  "quote.valid_until": [
    seen("Gültig bis", "dolibarr-propal-langs"),
    seen("Gültigkeitsdauer", "dolibarr-propal-langs"),
    seen("Ablauf Bindefrist", "vtiger-langs"),
  ],
  "doc.purchase_order": [seen("Bestellung", "vtiger-langs"), seen("Einkaufsbestellung", "vtiger-langs")],
  "doc.delivery_note": [seen("Lieferschein", "dolibarr-langs"), seen("Versandschein", "dolibarr-langs")],

  // --- invoice header ---
  "invoice.number": [
    seen("Rechnungsnummer", "xrechnung-viz-de", "akaunting-langs", "zugferd-corpus"),
    seen("Rechnungsnr.", "invoice2data-templates", "invoice2data-test-invoices"),
    seen("Rechnungs Nr.", "dolibarr-langs"),
    seen("Rechnung #", "zugferd-corpus"),
    seen("Nr.", "zugferd-corpus"),
    seen("Beleg-Nr", "zugferd-corpus"),
  ],
  "invoice.date": [
    seen("Rechnungsdatum", "xrechnung-viz-de", "akaunting-langs", "zugferd-corpus", "invoice2data-test-invoices"),
    seen("Ausstellungsdatum", "ustg-14"),
    seen("Beleg-Datum", "zugferd-corpus"),
  ],
  "invoice.due_date": [
    seen("Fällig am", "public-invoice-renderers"),
    seen("Fälligkeitsdatum", "xrechnung-viz-de", "akaunting-langs"),
    seen("Fälligkeit", "zugferd-corpus"),
    seen("Zahlungsziel", "dolibarr-langs"),
    seen("Zahlbar", "zugferd-corpus"),
    seen("Fälligkeitstag", "de-insurance-invoices", "zugferd-corpus"),
  ],
  "invoice.pay_by": [
    seen("Zahlbar bis zum", "payment-request-sentences"),
    seen("Zahlbar bis", "payment-request-sentences"),
    seen("Bitte überweisen Sie bis zum", "payment-request-sentences", "zugferd-corpus"),
    seen("Überweisen Sie bis zum", "payment-request-sentences"),
    seen("Zahlung bis zum", "payment-request-sentences"),
  ],
  "invoice.po_number": [
    seen("Bestellreferenz", "xrechnung-viz-de"),
    seen("Bestellnummer", "akaunting-langs"),
    seen("Bestell-Nr", "zugferd-corpus"),
  ],
  "invoice.po_date": [seen("Bestell-Datum", "zugferd-corpus")],
  "invoice.order_number": [seen("Auftragsreferenz", "xrechnung-viz-de"), seen("Auftrag-Nr-Lief", "zugferd-corpus")],
  "invoice.delivery_date": [
    seen("Lieferdatum", "xrechnung-viz-de", "invoice2data-templates"),
    seen("Leistungsdatum", "ustg-14"),
    seen("Liefer- und Leistungsdatum", "zugferd-corpus"),
    seen("Liefer-/Leistungszeitraum", "zugferd-corpus"),
    seen("Leistungs-Datum", "zugferd-corpus"),
    seen("Zeitpunkt der Lieferung", "ustg-14"),
  ],
  "invoice.customer_number": [
    seen("Kundennummer", "zugferd-corpus"),
    seen("Ihre Kundennummer", "zugferd-corpus"),
    seen("Kunden-Nr.", "zugferd-corpus"),
    seen("Kundennr.", "invoice2data-test-invoices"),
    seen("Kundenzeichen", "vtiger-langs"),
    seen("Käuferreferenz", "xrechnung-viz-de"),
  ],
  "invoice.payment_terms": [
    seen("Zahlungsbedingungen", "xrechnung-viz-de", "dolibarr-langs", "zugferd-corpus"),
    seen("Zahlungsart", "dolibarr-langs"),
  ],

  // --- parties ---
  "party.seller": [
    seen("Verkäufer", "xrechnung-viz-de", "zugferd-corpus"),
    seen("Lieferant", "zugferd-corpus"),
    seen("Von", "dolibarr-langs"),
    seen("Rechnungsersteller", "zugferd-corpus"),
    seen("Rechnungssteller", "xrechnung-viz-de"),
  ],
  "party.buyer": [
    seen("Käufer", "xrechnung-viz-de", "zugferd-corpus"),
    seen("Käufer/Leistungsempfänger", "zugferd-corpus"),
    seen("Rechnungsempfänger", "zugferd-corpus"),
    seen("Rechnung Zu", "akaunting-langs"),
    seen("Rechnungsanschrift", "dolibarr-langs"),
    seen("An", "dolibarr-langs"),
  ],
  "party.ship_to": [seen("Warenempfänger", "zugferd-corpus")],
  "party.name": [seen("Name", "xrechnung-viz-de", "zugferd-corpus"), seen("Firmenname", "xrechnung-viz-de")],
  "party.address": [seen("Anschrift", "zugferd-corpus")],
  "party.phone": [seen("Telefon", "zugferd-corpus")],
  "party.email": [seen("E-Mail", "zugferd-corpus")],

  // --- identifiers ---
  "id.vat": [
    seen("Umsatzsteuer-ID", "xrechnung-viz-de"),
    seen("Umsatzsteuer-Identifikationsnummer", "ustg-14"),
    seen("USt.-Id.-Nr.", "zugferd-corpus"),
    seen("USt-IdNr.", "zugferd-corpus", "de-stan-parsers"),
    seen("USt-ID", "zugferd-corpus"),
  ],
  "id.tax_number": [seen("Steuernummer", "xrechnung-viz-de", "ustg-14", "zugferd-corpus", "de-stan-parsers")],
  "id.company_register": [seen("Registernummer", "xrechnung-viz-de"), seen("Handelsregisternummer", "zugferd-corpus")],

  // --- bank details ---
  "bank.account_holder": [seen("Kontoinhaber", "xrechnung-viz-de", "zugferd-corpus")],
  "bank.account_number": [seen("Kontonummer", "xrechnung-viz-de", "de-bank-csv")],
  "bank.swift": [seen("BIC", "xrechnung-viz-de", "de-stan-parsers"), seen("BIC (SWIFT)", "de-stan-parsers")],
  "bank.iban": [seen("IBAN", "xrechnung-viz-de", "de-stan-parsers")],

  // --- totals ---
  "total.net": [
    seen("Nettobetrag", "xrechnung-viz-de", "zugferd-corpus"),
    seen("Nettosumme aller Positionen", "xrechnung-viz-de"),
    seen("Summe netto", "zugferd-corpus"),
    seen("Rechnungssumme ohne USt.", "zugferd-corpus"),
    seen("Rechnungssumme Netto (excl. USt.)", "zugferd-corpus"),
    seen("Rechnungssumme netto", "facturx-samples"),
    seen("Positionssumme", "zugferd-corpus"),
    seen("Zwischensumme", "akaunting-langs"),
    seen("Warenwert", "zugferd-corpus"),
    seen("Entgelt", "ustg-14"),
    // An insurance premium before the insurance tax.
    seen("Gesamtbeitrag", "de-insurance-invoices", "zugferd-corpus"),
    seen("Nettobeitrag", "de-insurance-invoices"),
  ],
  "total.tax": [
    seen("Summe Umsatzsteuer", "xrechnung-viz-de", "zugferd-corpus"),
    seen("Steuerbetrag", "ustg-14", "zugferd-corpus"),
    seen("Steuern Gesamt", "akaunting-langs"),
    seen("Zuzügl. USt", "zugferd-corpus"),
    seen("MwSt-Betrag", "zugferd-corpus"),
    // Insurance tax: what VAT is to an invoice, an insurer's premium invoice shows apart.
    seen("Versicherungsteuer", "de-insurance-invoices", "zugferd-corpus"),
    seen("Versicherungssteuer", "de-insurance-invoices"),
  ],
  "total.grand": [
    seen("Bruttobetrag", "xrechnung-viz-de"),
    seen("Bruttosumme", "zugferd-corpus"),
    seen("Rechnungssumme Brutto (inkl. USt.)", "zugferd-corpus"),
    seen("Rechnungssumme brutto", "facturx-samples"),
    seen("Summe inkl. USt", "zugferd-corpus"),
    seen("Summe gesamt", "zugferd-corpus"),
    seen("Gesamtbetrag", "zugferd-corpus"),
    seen("Rechnungsbetrag", "zugferd-corpus"),
    seen("Endbetrag", "zugferd-corpus"),
    seen("Gesamtsumme", "public-invoice-renderers"),
    seen("Endsumme", "vtiger-langs"),
    seen("Gesamt", "akaunting-langs"),
    seen("Total EUR", "invoice2data-templates"),
  ],
  "total.amount_due": [
    seen("Fälliger Betrag", "xrechnung-viz-de"),
    seen("Zahlbetrag", "zugferd-corpus"),
    seen("Offener Zahlbetrag", "dolibarr-langs"),
  ],
  "total.paid": [
    seen("Bereits gezahlt", "xrechnung-viz-de"),
    seen("Bereits bezahlt", "dolibarr-langs"),
    seen("Bezahlt", "akaunting-langs"),
    seen("Erhaltene Anzahlungen", "zugferd-corpus"),
  ],
  "total.round_off": [seen("Rundungsbetrag", "xrechnung-viz-de")],
  "total.discount": [
    seen("Summe Nachlässe", "xrechnung-viz-de"),
    seen("Gesamtbetrag der Abschläge", "zugferd-corpus"),
    seen("Rabatt", "dolibarr-langs"),
  ],
  "total.shipping": [seen("Transportkosten", "zugferd-corpus"), seen("Frachtbetrag", "zugferd-corpus")],

  // --- taxes ---
  "tax.vat": [
    seen("Umsatzsteuer", "xrechnung-viz-de", "zugferd-corpus"),
    seen("USt.", "zugferd-corpus"),
    seen("MwSt.", "zugferd-corpus", "invoice2data-test-invoices"),
  ],
  "tax.rate": [
    seen("Steuersatz", "ustg-14", "zugferd-corpus"),
    seen("Umsatzsteuersatz", "xrechnung-viz-de"),
    seen("MwSt-%", "zugferd-corpus"),
    seen("USt. %", "zugferd-corpus"),
  ],

  // --- line items ---
  "item.serial": [seen("Pos.", "zugferd-corpus", "invoice2data-test-invoices"), seen("Position", "xrechnung-viz-de")],
  "item.description": [
    seen("Beschreibung", "xrechnung-viz-de", "zugferd-corpus", "invoice2data-test-invoices"),
    seen("Bezeichnung", "xrechnung-viz-de"),
    seen("Artikelbezeichnung", "zugferd-corpus"),
    seen("Produkt", "zugferd-corpus"),
  ],
  "item.quantity": [
    seen("Menge", "xrechnung-viz-de", "akaunting-langs", "zugferd-corpus", "invoice2data-test-invoices"),
  ],
  "item.unit": [seen("Einheit", "xrechnung-viz-de")],
  "item.unit_price": [
    seen("Preis pro Einheit (netto)", "xrechnung-viz-de"),
    seen("Nettopreis", "zugferd-corpus"),
    seen("Einzelpreis", "zugferd-corpus"),
    seen("Preis", "akaunting-langs", "zugferd-corpus"),
    seen("VK-Preis", "invoice2data-test-invoices"),
  ],
  "item.discount": [seen("Rabatt %", "invoice2data-test-invoices"), seen("Rabatt", "dolibarr-langs")],
  "item.tax_rate": [
    seen("Steuersatz", "zugferd-corpus"),
    seen("Umsatzsteuersatz", "xrechnung-viz-de"),
    seen("MwSt-%", "zugferd-corpus"),
    seen("USt", "zugferd-corpus"),
  ],
  "item.tax_amount": [seen("Umsatzsteuerbetrag", "xrechnung-viz-de"), seen("Steuerbetrag", "zugferd-corpus")],
  "item.amount": [
    seen("Nettobetrag", "zugferd-corpus"),
    seen("Nettowert", "zugferd-corpus"),
    seen("Gesamtbetrag", "zugferd-corpus"),
    seen("Summe", "zugferd-corpus"),
    seen("Zeilenbetrag", "invoice2data-test-invoices"),
    seen("Betrag", "dolibarr-langs"),
  ],

  // --- bank statement: account block ---
  "stmt.account_holder": [seen("Kontoinhaber", "de-stan-parsers")],
  "stmt.account_number": [seen("Kontonummer", "de-stan-parsers", "de-bank-csv"), seen("Auftragskonto", "de-bank-csv")],
  "stmt.opening_balance": [
    seen("Alter Kontostand", "de-stan-parsers"),
    seen("Alter Saldo", "de-stan-parsers", "de-comdirect-report"),
    seen("Anfangssaldo", "de-kontoauszug-guides"),
  ],
  "stmt.closing_balance": [
    seen("Neuer Kontostand", "de-stan-parsers"),
    seen("Neuer Saldo", "de-stan-parsers", "de-comdirect-report"),
    seen("Endsaldo", "de-kontoauszug-guides"),
  ],
  "stmt.period": [seen("Zeitraum", "de-ing-csv")],
  "stmt.from": [seen("vom", "de-stan-parsers")],
  "stmt.to": [seen("bis", "de-stan-parsers")],
  "stmt.currency": [seen("Währung", "de-bank-csv")],
  "stmt.page": [seen("Seite", "zugferd-corpus")],
  "stmt.page_total": [
    seen("Summe Zahlungseingänge", "de-stan-parsers"),
    seen("Summe Zahlungsausgänge", "de-stan-parsers"),
  ],

  // --- bank statement: transaction columns ---
  "txn.date": [
    seen("Buchungstag", "de-bank-csv", "de-comdirect-report"),
    seen("Buchungsdatum", "de-dkb-csv", "de-kontoauszug-guides", "bank2ynab-conf"),
    seen("Buchung", "de-stan-parsers", "de-ing-csv"),
  ],
  "txn.value_date": [
    seen("Valuta", "de-bank-csv", "de-stan-parsers"),
    seen("Wertstellung", "de-bank-csv"),
    seen("Valutadatum", "de-bank-csv"),
    seen("Wert", "de-stan-parsers"),
  ],
  "txn.description": [
    seen("Verwendungszweck", "de-bank-csv"),
    seen("Buchungstext", "de-bank-csv"),
    seen("Buchung / Verwendungszweck", "de-stan-parsers"),
    seen("Vorgang/Buchungsinformation", "de-stan-parsers"),
    // comdirect prints the kind of booking ("Lastschrift / Belastung") under "Vorgang", beside "Buchungstext".
    seen("Vorgang", "de-comdirect-report"),
    seen("Auftraggeber/Empfänger", "de-bank-csv"),
    seen("Auftraggeber / Begünstigter", "de-bank-csv"),
    seen("Beguenstigter/Zahlungspflichtiger", "de-bank-csv"),
  ],
  "txn.reference": [seen("Mandatsreferenz", "de-bank-csv"), seen("Kundenreferenz", "de-bank-csv")],
  "txn.debit": [seen("Soll", "de-stan-parsers"), seen("Belastung", "bank2ynab-conf")],
  "txn.credit": [seen("Haben", "de-stan-parsers"), seen("Gutschrift", "bank2ynab-conf")],
  "txn.amount": [seen("Betrag", "de-bank-csv"), seen("Betrag (EUR)", "de-bank-csv", "de-stan-parsers")],
  "txn.balance": [seen("Saldo", "de-bank-csv")],
};
