/**
 * Italian labels as invoices (FatturaPA as printed, accounting software) and bank statements
 * (estratti conto) print them.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_IT: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("Fattura", "dolibarr-langs", "fatturapa-assosoftware", "it-dpr-633-art21"),
    seen("Fattura d'acconto", "dolibarr-langs"),
    seen("Parcella", "fatturapa-assosoftware"),
  ],
  "doc.retail_bill": [seen("Fattura semplificata", "fatturapa-assosoftware")],
  "doc.credit_note": [
    seen("Nota di credito", "dolibarr-langs", "fatturapa-assosoftware"),
    seen("Fattura di Accredito", "vtiger-langs"),
  ],
  "doc.debit_note": [seen("Nota di debito", "fatturapa-assosoftware")],
  "doc.statement": [seen("Estratto conto", "it-estratto-guides")],
  "doc.quotation": [seen("Preventivo", "dolibarr-langs")],
  "doc.proforma": [seen("Fattura proforma", "dolibarr-langs")],
  "quote.valid_until": [
    seen("Data di fine validità", "dolibarr-propal-langs"),
    seen("Durata validità", "dolibarr-propal-langs"),
  ],
  "doc.purchase_order": [
    seen("Ordine di Acquisto", "vtiger-langs"),
    seen("Ordine", "dolibarr-orders-langs"),
    seen("Ordine fornitore", "dolibarr-orders-langs"),
    seen("Ordine cliente", "dolibarr-orders-langs"),
  ],
  "doc.delivery_note": [seen("Documento di Trasporto (D.d.t.)", "dolibarr-langs")],

  // --- invoice header ---
  "invoice.number": [
    seen("Numero fattura", "akaunting-langs"),
    seen("Fattura Numero", "vtiger-langs"),
    seen("Numero documento", "fatturapa-assosoftware"),
    seen("Rif. fattura", "dolibarr-langs"),
    seen("Numero progressivo", "it-dpr-633-art21"),
  ],
  "invoice.date": [
    seen("Data fattura", "akaunting-langs"),
    seen("Data documento", "fatturapa-assosoftware"),
    seen("Data di fatturazione", "dolibarr-langs"),
    seen("Data di emissione", "it-dpr-633-art21"),
  ],
  "invoice.due_date": [
    seen("Scadenza", "public-invoice-renderers"),
    seen("Data scadenza", "akaunting-langs", "fatturapa-assosoftware"),
    seen("Data di scadenza", "dolibarr-langs"),
    seen("Scadenza pagamento", "akaunting-langs"),
    seen("Scadenze", "fatturapa-assosoftware"),
  ],
  "invoice.pay_by": [
    seen("Pagamento entro il", "payment-request-sentences"),
    seen("Da pagare entro il", "payment-request-sentences"),
  ],
  "invoice.po_number": [seen("Numero d'ordine", "akaunting-langs")],
  "invoice.customer_number": [seen("Numero cliente", "vtiger-langs")],
  "invoice.payment_terms": [
    seen("Modalità pagamento", "fatturapa-assosoftware"),
    seen("Termine di pagamento", "dolibarr-langs"),
    seen("Tipo di pagamento", "dolibarr-langs"),
  ],

  // --- parties ---
  "party.seller": [seen("Cedente/prestatore (fornitore)", "fatturapa-assosoftware"), seen("Da", "dolibarr-langs")],
  "party.buyer": [
    seen("Spett.le", "public-invoice-renderers"),
    seen("Cessionario/committente", "fatturapa-assosoftware"),
    seen("Fatturare a", "akaunting-langs"),
    seen("Fattura a", "dolibarr-langs"),
    seen("Indirizzo di fatturazione", "dolibarr-langs"),
  ],
  "party.name": [seen("Denominazione", "fatturapa-assosoftware")],
  "party.address": [seen("Indirizzo", "fatturapa-assosoftware")],

  // --- identifiers ---
  "id.vat": [
    seen("Partita IVA", "it-dpr-633-art21"),
    seen("Identificativo fiscale ai fini IVA", "fatturapa-assosoftware"),
  ],
  "id.tax_number": [seen("Codice fiscale", "fatturapa-assosoftware", "it-dpr-633-art21")],

  // --- bank details ---
  "bank.account_holder": [seen("Beneficiario", "fatturapa-assosoftware")],
  "bank.swift": [seen("BIC", "fatturapa-assosoftware")],
  "bank.name": [seen("Banca", "dolibarr-langs"), seen("Nome della Banca", "dolibarr-langs")],
  "bank.iban": [seen("IBAN", "fatturapa-assosoftware")],

  // --- totals ---
  "total.net": [
    seen("Totale imponibile", "fatturapa-assosoftware"),
    seen("Imponibile", "fatturapa-assosoftware"),
    seen("Base imponibile", "it-dpr-633-art21"),
    seen("Subtotale", "akaunting-langs"),
  ],
  "total.tax": [
    seen("Totale imposta", "fatturapa-assosoftware"),
    seen("Totale imposte", "akaunting-langs"),
    seen("Imposta", "fatturapa-assosoftware"),
    seen("Ammontare dell'imposta", "it-dpr-633-art21"),
    seen("Totale IVA", "public-invoice-renderers"),
  ],
  "total.grand": [
    seen("Totale documento", "fatturapa-assosoftware"),
    seen("Totale", "akaunting-langs"),
    // Longer than the VAT's "Totale IVA" it begins with: the amount with its VAT.
    seen("Totale IVA inclusa", "public-invoice-renderers"),
  ],
  "total.amount_due": [seen("Restante da pagare", "dolibarr-langs"), seen("Importo", "fatturapa-assosoftware")],
  "total.paid": [seen("Pagato", "akaunting-langs"), seen("Già pagato", "dolibarr-langs")],
  "total.round_off": [seen("Arrotondamento", "fatturapa-assosoftware")],
  "total.discount": [seen("Sconto", "akaunting-langs")],

  // --- taxes ---
  "tax.vat": [seen("IVA", "it-dpr-633-art21", "fatturapa-assosoftware")],
  "tax.rate": [seen("Aliquota", "it-dpr-633-art21"), seen("%IVA", "fatturapa-assosoftware")],

  // --- line items ---
  "item.description": [seen("Descrizione", "fatturapa-assosoftware")],
  "item.quantity": [seen("Quantità", "fatturapa-assosoftware", "akaunting-langs")],
  "item.unit": [seen("UM", "fatturapa-assosoftware")],
  "item.unit_price": [seen("Prezzo unitario", "fatturapa-assosoftware"), seen("Prezzo", "akaunting-langs")],
  "item.discount": [seen("Sconto o magg.", "fatturapa-assosoftware")],
  "item.tax_rate": [seen("%IVA", "fatturapa-assosoftware")],
  "item.amount": [seen("Prezzo totale", "fatturapa-assosoftware")],

  // --- bank statement ---
  "stmt.opening_balance": [seen("Saldo iniziale", "it-estratto-guides")],
  "stmt.closing_balance": [seen("Saldo finale", "it-estratto-guides")],
  // Fineco closes its movements with a "Totale" row.
  "stmt.page_total": [seen("Totale", "it-fineco-export")],
  "txn.date": [
    seen("Data operazione", "it-estratto-guides", "it-fineco-export"),
    seen("Data contabile", "it-estratto-guides", "it-intesa-export"),
  ],
  "txn.value_date": [seen("Data valuta", "it-estratto-guides", "it-intesa-export")],
  "txn.description": [
    seen("Descrizione operazioni", "it-estratto-guides"),
    seen("Descrizione", "it-intesa-export", "it-fineco-export"),
  ],
  "txn.debit": [
    seen("Movimenti dare", "it-estratto-guides"),
    seen("Dare", "it-estratto-guides"),
    seen("Uscite", "it-estratto-guides", "it-fineco-export"),
    seen("Addebiti", "it-intesa-export"),
  ],
  "txn.credit": [
    seen("Movimenti avere", "it-estratto-guides"),
    seen("Avere", "it-estratto-guides"),
    seen("Entrate", "it-estratto-guides", "it-fineco-export"),
    seen("Accrediti", "it-intesa-export"),
  ],
  "txn.amount": [seen("Importo", "it-intesa-export", "it-fineco-export")],
};
