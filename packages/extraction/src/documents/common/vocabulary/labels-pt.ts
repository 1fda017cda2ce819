/**
 * Portuguese labels as Portuguese invoices (Código do IVA, SAF-T document types, certified software),
 * Brazilian DANFEs and Portuguese and Brazilian bank statements (extratos) print them.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_PT: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("Fatura", "pt-saft-doc-types", "pt-exo-docs", "blesta-invoice-langs", "akaunting-langs"),
    seen("Factura", "blesta-invoice-langs", "dolibarr-langs"),
    seen("Fatura-Recibo", "pt-saft-doc-types", "pt-exo-docs", "pt-invoice-templates"),
    seen("DANFE", "br-danfe-sefazclass"),
    seen("Documento Auxiliar da Nota Fiscal Eletrônica", "br-danfe-sefazclass"),
    seen("Nota Fiscal Eletrônica", "br-danfe-sefazclass"),
    seen("NF-e", "br-danfe-sefazclass"),
  ],
  "doc.retail_bill": [seen("Fatura simplificada", "pt-saft-doc-types", "pt-exo-docs")],
  "doc.credit_note": [seen("Nota de crédito", "pt-saft-doc-types", "pt-exo-docs", "dolibarr-langs")],
  "doc.debit_note": [seen("Nota de débito", "pt-saft-doc-types", "pt-exo-docs")],
  "doc.statement": [seen("Extrato bancário", "pt-extrato-guides"), seen("Extracto", "dolibarr-langs")],
  "doc.quotation": [seen("Orçamento", "pt-exo-docs"), seen("Cotação", "blesta-invoice-langs")],
  "doc.proforma": [
    seen("Fatura pró-forma", "pt-exo-docs", "blesta-invoice-langs"),
    seen("Factura pró-forma", "blesta-invoice-langs"),
    seen("Pró-forma", "pt-saft-doc-types"),
  ],
  "doc.purchase_order": [seen("Nota de encomenda", "pt-exo-docs", "pt-saft-doc-types")],
  "doc.delivery_note": [seen("Guia de remessa", "pt-exo-docs"), seen("Guia de transporte", "pt-exo-docs")],
  "doc.receipt": [seen("Recibo", "pt-saft-doc-types", "pt-exo-docs", "pt-invoice-templates")],

  // --- invoice header ---
  "invoice.number": [
    seen("Número da fatura", "akaunting-langs", "blesta-invoice-langs", "pt-exo-docs"),
    seen("Número de fatura", "pt-civa-art36"),
    seen("Fatura nº", "akaunting-langs"),
    seen("Nº", "br-danfe-sefazclass", "pt-invoice-templates"),
  ],
  "invoice.date": [
    seen("Data de emissão", "akaunting-langs", "pt-exo-docs", "br-danfe-sefazclass"),
    seen("Data da fatura", "blesta-invoice-langs", "pt-civa-art36"),
    seen("Data", "akaunting-langs", "pt-invoice-templates"),
  ],
  "invoice.due_date": [
    seen("Data de vencimento", "akaunting-langs", "blesta-invoice-langs", "dolibarr-langs", "pt-exo-docs"),
  ],
  "invoice.order_number": [seen("Encomenda nº", "akaunting-langs")],
  "invoice.delivery_date": [seen("Data da operação", "pt-civa-art36")],
  "invoice.customer_number": [
    seen("Número de cliente", "blesta-invoice-langs"),
    seen("Ref. Cliente", "dolibarr-langs"),
  ],

  // --- parties ---
  "party.seller": [
    seen("Fornecedor", "pt-civa-art36"),
    seen("Identificação do emitente", "br-danfe-sefazclass"),
    seen("Entidade emitente", "pt-invoice-templates"),
    seen("Comerciante", "pt-exo-docs"),
  ],
  "party.buyer": [
    seen("Adquirente", "pt-civa-art36"),
    seen("Cliente", "pt-civa-art36", "pt-exo-docs", "pt-invoice-templates"),
    seen("Destinatário", "pt-civa-art36"),
    seen("Destinatário/Remetente", "br-danfe-sefazclass"),
    seen("Cobrar a", "akaunting-langs"),
  ],
  "party.name": [
    seen("Nome / Razão social", "br-danfe-sefazclass"),
    seen("Nome ou denominação social", "pt-exo-docs"),
    seen("Nome", "pt-invoice-templates", "akaunting-langs"),
  ],
  "party.address": [
    seen("Endereço", "br-danfe-sefazclass", "akaunting-langs"),
    seen("Morada", "pt-exo-docs", "pt-invoice-templates"),
    seen("Sede", "pt-invoice-templates"),
  ],
  "party.phone": [seen("Telefone", "akaunting-langs", "pt-invoice-templates"), seen("Fone/Fax", "br-danfe-sefazclass")],
  "party.email": [seen("E-mail", "akaunting-langs"), seen("Email", "pt-invoice-templates")],
  "party.state": [seen("Estado", "br-danfe-sefazclass")],

  // --- identifiers ---
  "id.vat": [
    seen("NIF", "pt-civa-art36", "pt-exo-docs", "pt-invoice-templates"),
    seen("Número de identificação fiscal", "blesta-invoice-langs", "pt-civa-art36"),
  ],
  "id.tax_number": [
    seen("CNPJ/CPF", "br-danfe-sefazclass"),
    seen("C.N.P.J.", "br-danfe-sefazclass"),
    seen("Inscrição estadual", "br-danfe-sefazclass"),
  ],

  // --- bank details ---
  "bank.name": [seen("Nome do banco", "dolibarr-langs")],
  "bank.account_number": [seen("Conta bancária", "dolibarr-langs")],
  "bank.swift": [seen("Código BIC / SWIFT", "dolibarr-langs"), seen("BIC/SWIFT", "pt-extrato-guides")],
  "bank.iban": [seen("IBAN", "pt-invoice-templates"), seen("Número IBAN", "dolibarr-langs")],

  // --- totals ---
  "total.net": [
    seen("Subtotal", "akaunting-langs", "blesta-invoice-langs", "dolibarr-langs", "pt-invoice-templates"),
    seen("Valor tributável", "pt-civa-art36"),
    seen("Montante base", "dolibarr-langs"),
    seen("Valor total dos produtos", "br-danfe-sefazclass"),
    seen("Base de cálculo do ICMS", "br-danfe-sefazclass"),
  ],
  "total.tax": [
    seen("Total do IVA", "dolibarr-langs"),
    seen("Montante do IVA", "dolibarr-langs"),
    seen("Montante de IVA liquidado", "pt-exo-docs"),
    seen("Montante de imposto", "pt-civa-art36"),
    seen("Total de imposto", "akaunting-langs"),
    seen("Valor do ICMS", "br-danfe-sefazclass"),
  ],
  "total.grand": [
    seen("Total", "akaunting-langs", "blesta-invoice-langs", "dolibarr-langs", "pt-invoice-templates"),
    seen("Valor total", "akaunting-langs"),
    seen("Total (IVA inc.)", "dolibarr-langs"),
    seen("Montante total", "dolibarr-langs"),
    seen("Valor da fatura", "akaunting-langs"),
    seen("Montante da fatura", "dolibarr-langs"),
    seen("Valor total da nota fiscal", "br-danfe-sefazclass"),
  ],
  "total.amount_due": [
    seen("Valor a pagar", "pt-invoice-templates"),
    seen("Total devido", "akaunting-langs"),
    seen("Valor devido", "akaunting-langs"),
  ],
  "total.paid": [seen("Pago", "akaunting-langs"), seen("Valor recebido", "pt-invoice-templates")],
  "total.discount": [seen("Desconto", "akaunting-langs", "dolibarr-langs", "br-danfe-sefazclass")],
  "total.shipping": [seen("Valor do frete", "br-danfe-sefazclass")],

  // --- taxes ---
  "tax.vat": [seen("IVA", "dolibarr-langs", "pt-civa-art36", "pt-invoice-templates")],
  "tax.rate": [
    seen("Taxa IVA", "dolibarr-langs"),
    seen("IVA %", "pt-invoice-templates"),
    seen("Taxas aplicáveis", "pt-civa-art36", "pt-exo-docs"),
  ],
  "tax.included": [seen("IVA incluído", "dolibarr-langs")],

  // --- line items ---
  "item.description": [
    seen("Descrição", "blesta-invoice-langs", "dolibarr-langs", "pt-invoice-templates"),
    seen("Descrição do produto / serviço", "br-danfe-sefazclass"),
    seen("Designação", "dolibarr-langs"),
  ],
  "item.hsn": [seen("NCM/SH", "br-danfe-sefazclass")],
  "item.quantity": [
    seen("Quantidade", "akaunting-langs", "blesta-invoice-langs", "br-danfe-sefazclass"),
    seen("Quant.", "dolibarr-langs", "br-danfe-sefazclass"),
    seen("Qtd", "pt-invoice-templates"),
  ],
  "item.unit": [seen("Unid", "br-danfe-sefazclass")],
  "item.unit_price": [
    seen("Preço unitário", "blesta-invoice-langs", "dolibarr-langs"),
    seen("Valor unitário", "br-danfe-sefazclass"),
    seen("Preço Unit.", "pt-invoice-templates"),
    seen("P.U.", "dolibarr-langs"),
    seen("Preço", "akaunting-langs"),
  ],
  "item.discount": [seen("Desconto", "dolibarr-langs")],
  "item.taxable_value": [seen("Incidência", "pt-invoice-templates")],
  "item.tax_rate": [seen("IVA %", "pt-invoice-templates"), seen("Taxa IVA", "dolibarr-langs")],
  "item.amount": [
    seen("Valor total", "br-danfe-sefazclass"),
    seen("Total", "pt-invoice-templates"),
    seen("Valor", "pt-invoice-templates"),
    seen("Montante", "dolibarr-langs"),
  ],

  // --- bank statement: account block ---
  "stmt.period": [seen("Período de referência", "pt-extrato-guides")],
  "stmt.opening_balance": [
    seen("Saldo anterior", "pt-extrato-guides"),
    seen("Saldo inicial", "pt-extrato-guides", "dolibarr-langs"),
  ],
  "stmt.closing_balance": [
    seen("Saldo final", "pt-extrato-guides", "dolibarr-langs"),
    seen("Saldo atual", "pt-extrato-guides"),
  ],
  "stmt.currency": [seen("Moeda", "pt-extrato-guides", "dolibarr-langs")],

  // --- bank statement: transaction columns ---
  "txn.date": [
    seen("Data", "pt-extrato-guides"),
    seen("Data da transação", "pt-extrato-guides"),
    seen("Data da operação", "dolibarr-langs"),
  ],
  "txn.value_date": [seen("Data-valor", "pt-extrato-guides"), seen("Data do valor", "dolibarr-langs")],
  "txn.description": [seen("Descrição", "pt-extrato-guides"), seen("Histórico", "pt-extrato-guides")],
  "txn.reference": [seen("Documento", "pt-extrato-guides")],
  "txn.debit": [seen("Débito", "pt-extrato-guides")],
  "txn.credit": [seen("Crédito", "pt-extrato-guides")],
  "txn.amount": [seen("Valor", "pt-extrato-guides"), seen("Montante", "pt-extrato-guides")],
  "txn.balance": [seen("Saldo", "pt-extrato-guides", "dolibarr-langs")],
};
