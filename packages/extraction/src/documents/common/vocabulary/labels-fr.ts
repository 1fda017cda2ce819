/**
 * French labels as invoices (Factur-X, accounting software, telecom bills) and bank statements
 * (relevés de compte) print them.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_FR: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("Facture", "dolibarr-langs", "zugferd-corpus", "invoice2data-test-invoices", "fr-invoice-mentions"),
  ],
  "doc.credit_note": [seen("Avoir", "dolibarr-langs", "zugferd-corpus")],
  "doc.statement": [seen("Relevé de compte", "fr-releve-guides")],
  "doc.quotation": [seen("Devis", "dolibarr-langs"), seen("Proposition commerciale", "dolibarr-langs")],
  "doc.proforma": [seen("Facture proforma", "dolibarr-langs")],
  "quote.valid_until": [
    seen("Date fin validité", "dolibarr-propal-langs"),
    seen("Durée de validité", "dolibarr-propal-langs"),
  ],
  "doc.purchase_order": [
    seen("Bon de commande", "fr-invoice-mentions", "vtiger-langs"),
    seen("Commande fournisseur", "vtiger-langs"),
  ],
  "doc.delivery_note": [seen("Bordereau de livraison", "dolibarr-langs"), seen("Bon de livraison", "facturx-samples")],

  // --- invoice header ---
  "invoice.number": [
    seen("Facture N°", "invoice2data-templates", "facturx-samples", "invoice2data-test-invoices"),
    seen("Numéro de la facture", "invoice2data-templates", "fr-invoice-mentions"),
    seen("Numéro de facture", "akaunting-langs"),
    seen("N° facture", "vtiger-langs"),
    seen("N° de facture", "oca-edi-samples"),
  ],
  "invoice.date": [
    seen("Date de facture", "zugferd-corpus", "oca-edi-samples"),
    seen("Date de facturation", "akaunting-langs"),
    seen("Date facturation", "invoice2data-templates", "vtiger-langs"),
    seen("Date d'émission", "invoice2data-templates", "vtiger-langs", "fr-invoice-mentions"),
    seen("Date", "facturx-samples", "invoice2data-test-invoices"),
  ],
  "invoice.due_date": [
    seen("Échéance", "public-invoice-renderers"),
    seen("À régler avant le", "public-invoice-renderers"),
    seen("Date d'échéance", "akaunting-langs", "zugferd-corpus", "fr-invoice-mentions"),
    seen("Date limite de paiement", "invoice2data-test-invoices"),
  ],
  "invoice.pay_by": [
    seen("À payer avant le", "payment-request-sentences"),
    seen("Payable avant le", "payment-request-sentences"),
    seen("À payer au plus tard le", "payment-request-sentences"),
    seen("Paiement avant le", "payment-request-sentences"),
  ],
  "invoice.po_number": [
    seen("N° bon de commande", "facturx-samples"),
    seen("Numéro de commande", "akaunting-langs"),
    seen("Commande N°", "vtiger-langs"),
    seen("Votre référence", "zugferd-corpus"),
  ],
  "invoice.delivery_date": [
    seen("Date de livraison", "dolibarr-langs", "facturx-samples"),
    seen("Date de la vente", "fr-invoice-mentions"),
  ],
  "invoice.customer_number": [
    seen("N° de client", "facturx-samples"),
    seen("N° de compte client", "oca-edi-samples"),
    seen("Id.client", "invoice2data-test-invoices"),
  ],
  "invoice.payment_terms": [
    seen("Conditions de paiement", "zugferd-corpus"),
    seen("Conditions de règlement", "fr-invoice-mentions"),
    seen("Modes de règlement", "invoice2data-test-invoices"),
  ],

  // --- parties ---
  "party.seller": [seen("Émetteur", "invoice2data-templates")],
  "party.buyer": [
    seen("Adresse de facturation", "public-invoice-renderers"),
    seen("Facturé à", "public-invoice-renderers"),
    seen("Adressé à", "invoice2data-templates"),
    seen("Adresse du client", "facturx-samples"),
    seen("Client", "facturx-samples"),
    seen("Nom client", "vtiger-langs"),
  ],
  "party.ship_to": [seen("Adresse de livraison", "zugferd-corpus")],
  "party.phone": [seen("Téléphone", "invoice2data-test-invoices")],
  "party.email": [seen("Email", "facturx-samples")],

  // --- identifiers ---
  "id.vat": [
    seen("Numéro individuel d'identification à la TVA", "fr-invoice-mentions"),
    seen("N° de TVA intra communautaire", "invoice2data-test-invoices"),
    seen("N° TVA intra", "facturx-samples"),
    seen("N° TVA", "facturx-samples"),
    seen("N° TVA client", "zugferd-corpus"),
    seen("Num. TVA", "invoice2data-templates"),
    seen("TVA", "zugferd-corpus", "invoice2data-test-invoices"),
  ],
  "id.company_register": [
    seen("SIRET", "fr-invoice-mentions", "zugferd-corpus", "invoice2data-test-invoices"),
    seen("SIREN", "fr-invoice-mentions", "facturx-samples"),
    seen("SIREN / SIRET", "facturx-samples"),
    seen("RCS", "fr-invoice-mentions"),
  ],

  // --- bank details ---
  "bank.account_holder": [seen("Titulaire du compte", "invoice2data-test-invoices")],
  "bank.swift": [seen("BIC", "invoice2data-test-invoices")],
  "bank.name": [seen("Banque", "dolibarr-langs"), seen("Nom de la banque", "dolibarr-langs")],
  "bank.iban": [seen("IBAN", "invoice2data-test-invoices")],

  // --- totals ---
  "total.net": [
    seen("Total HT", "invoice2data-templates", "zugferd-corpus", "facturx-samples", "invoice2data-test-invoices"),
    seen("Montant HT", "invoice2data-test-invoices"),
    seen("Montant EUR HT", "invoice2data-test-invoices"),
    seen("Montant hors TVA", "oca-edi-samples"),
    seen("Total Net", "vtiger-langs"),
    seen("Sous-total", "akaunting-langs"),
    seen("Total hors taxes", "fr-fiducial-invoice-model"),
    seen("Total net hors taxes", "fr-fiducial-invoice-model"),
  ],
  "total.tax": [
    seen("Total TVA", "invoice2data-templates", "facturx-samples"),
    seen("Total taxes", "zugferd-corpus"),
    seen("Montant TVA", "invoice2data-test-invoices", "facturx-samples"),
    seen("TVA collectée", "zugferd-corpus"),
    seen("Taxe totale", "akaunting-langs"),
    seen("Taxe", "vtiger-langs"),
  ],
  "total.grand": [
    seen("Total TTC", "invoice2data-templates", "zugferd-corpus", "facturx-samples", "invoice2data-test-invoices"),
    seen("Montant TTC", "fr-invoice-mentions"),
    seen("Montant EUR TTC", "invoice2data-test-invoices"),
    seen("Total facture", "invoice2data-test-invoices"),
    seen("Facture Total", "invoice2data-templates"),
    seen("Montant de la facture", "oca-edi-samples"),
    seen("Total toutes taxes comprises", "fr-fiducial-invoice-model"),
    seen("Total", "akaunting-langs"),
  ],
  "total.amount_due": [
    seen("Solde à payer", "zugferd-corpus"),
    seen("Somme à payer", "invoice2data-test-invoices"),
    seen("Net à payer", "fr-fiducial-invoice-model"),
    seen("Prix net à payer", "fr-fiducial-invoice-model"),
    seen("Paiement dû", "akaunting-langs"),
  ],
  "total.paid": [seen("Payé", "akaunting-langs")],
  "total.discount": [seen("Remise", "akaunting-langs", "vtiger-langs", "facturx-samples")],
  "total.shipping": [seen("Frais d'expédition", "vtiger-langs")],

  // --- taxes ---
  "tax.vat": [seen("TVA", "fr-invoice-mentions", "invoice2data-templates", "zugferd-corpus")],
  "tax.rate": [
    seen("Taux de TVA", "fr-invoice-mentions"),
    seen("Taux", "facturx-samples"),
    seen("% TVA", "invoice2data-test-invoices"),
  ],

  // --- line items ---
  "item.description": [
    seen("Désignation", "invoice2data-test-invoices"),
    seen("Description", "zugferd-corpus"),
    seen("Nom & désignation", "facturx-samples"),
  ],
  "item.quantity": [
    seen("Quantité", "akaunting-langs", "zugferd-corpus"),
    seen("Qté", "facturx-samples"),
    seen("Nombre", "invoice2data-test-invoices"),
  ],
  "item.unit_price": [
    seen("Prix unitaire", "zugferd-corpus", "invoice2data-test-invoices"),
    seen("P.U. HT", "facturx-samples", "invoice2data-test-invoices"),
    seen("Prix unitaire hors TVA", "fr-invoice-mentions"),
    seen("Prix", "akaunting-langs", "vtiger-langs"),
  ],
  "item.discount": [seen("Rem.", "zugferd-corpus"), seen("Remise", "facturx-samples")],
  "item.tax_rate": [seen("% TVA", "invoice2data-test-invoices"), seen("TVA", "facturx-samples")],
  "item.tax_amount": [seen("Montant TVA", "invoice2data-test-invoices")],
  "item.amount": [
    seen("Prix HT", "zugferd-corpus"),
    seen("Montant HT", "invoice2data-test-invoices"),
    seen("Total HT", "facturx-samples"),
    seen("Montant", "zugferd-corpus", "invoice2data-test-invoices"),
  ],

  // --- bank statement ---
  "stmt.account_number": [seen("Numéro de compte", "fr-releve-guides")],
  "stmt.account_holder": [seen("Titulaire du compte", "fr-releve-guides")],
  "stmt.period": [seen("Période de référence", "fr-releve-guides")],
  "stmt.opening_balance": [
    seen("Solde précédent", "fr-releve-guides"),
    seen("Ancien solde", "uk-fr-statement-templates"),
  ],
  "stmt.closing_balance": [seen("Nouveau solde", "uk-fr-statement-templates"), seen("Solde final", "fr-releve-guides")],
  "stmt.page_total": [seen("Total des opérations", "uk-fr-statement-templates")],
  "txn.date": [seen("Date de l'opération", "fr-releve-guides"), seen("Date opération", "fr-bank-csv")],
  "txn.value_date": [
    seen("Date de valeur", "fr-releve-guides", "fr-bank-csv"),
    seen("Date valeur", "uk-fr-statement-templates", "fr-bank-csv"),
  ],
  "txn.description": [
    seen("Libellé", "fr-releve-guides"),
    seen("Opération", "fr-releve-guides"),
    seen("Nature de l'opération", "fr-releve-guides"),
  ],
  "txn.debit": [seen("Débit", "fr-releve-guides")],
  "txn.credit": [seen("Crédit", "fr-releve-guides")],
  "txn.amount": [seen("Montant", "fr-releve-guides")],
  "txn.balance": [
    seen("Solde", "fr-releve-guides"),
    seen("Solde créditeur", "fr-releve-guides"),
    seen("Solde débiteur", "fr-releve-guides"),
  ],
};
