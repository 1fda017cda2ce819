/**
 * Spanish labels as invoices (Reglamento de facturación, accounting software) and bank statements
 * (extractos) print them.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_ES: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("Factura", "dolibarr-langs", "es-rd-1619-2012"),
    seen("Factura electrónica de venta", "co-dian-fev"),
    seen("Factura de venta", "co-dian-fev"),
  ],
  "doc.retail_bill": [seen("Factura simplificada", "es-rd-1619-2012")],
  "doc.credit_note": [
    seen("Factura rectificativa", "dolibarr-langs", "es-rd-1619-2012"),
    seen("Rectificativa", "vtiger-langs"),
    seen("Abono", "dolibarr-langs"),
  ],
  "doc.statement": [seen("Extracto bancario", "es-extracto-guides")],
  "doc.quotation": [seen("Presupuesto", "dolibarr-langs")],
  "doc.proforma": [seen("Factura pro-forma", "dolibarr-langs")],
  "quote.valid_until": [
    seen("Fecha fin de validez", "dolibarr-propal-langs"),
    seen("Duración de validez", "dolibarr-propal-langs"),
  ],
  "doc.purchase_order": [
    seen("Orden Compra", "vtiger-langs"),
    seen("Pedido", "dolibarr-orders-langs"),
    seen("Pedido a proveedor", "dolibarr-orders-langs"),
    seen("Pedido de cliente", "dolibarr-orders-langs"),
  ],
  "doc.delivery_note": [seen("Albarán", "dolibarr-langs"), seen("Nota de entrega", "dolibarr-langs")],
  "doc.letter": [seen("Estimado Sr.", "letter-conventions"), seen("Estimada Sra.", "letter-conventions")],

  // --- invoice header ---
  "invoice.number": [
    seen("Número de factura", "invoice2data-templates", "akaunting-langs"),
    seen("Número de la factura", "invoice2data-templates"),
    seen("Número Factura", "vtiger-langs"),
    seen("Ref. factura", "dolibarr-langs"),
    seen("Número", "es-rd-1619-2012"),
    seen("Folio", "mx-cfdi-printed"),
    seen("Serie y Folio", "mx-cfdi-printed"),
    seen("Comp. Nro", "ar-afip-factura"),
    seen("Nro. Comprobante", "ar-afip-factura"),
    seen("Factura No.", "co-dian-fev"),
  ],
  "invoice.date": [
    seen("Fecha de factura", "akaunting-langs"),
    seen("Fecha Factura", "vtiger-langs"),
    seen("Fecha de emisión", "invoice2data-templates"),
    seen("Fecha facturación", "dolibarr-langs"),
    seen("Fecha de expedición", "es-rd-1619-2012", "co-dian-fev"),
    seen("Fecha y hora de emisión", "mx-cfdi-printed"),
    seen("Fecha de generación", "co-dian-fev"),
    seen("Fecha", "ar-afip-factura"),
  ],
  "invoice.due_date": [
    seen("Fecha de vencimiento", "akaunting-langs", "co-dian-fev"),
    seen("Fecha vencimiento", "dolibarr-langs"),
    seen("Fecha de Vto. para el pago", "ar-afip-factura"),
  ],
  "invoice.pay_by": [
    seen("Pagar antes del", "payment-request-sentences"),
    seen("A pagar antes del", "payment-request-sentences"),
  ],
  "invoice.po_number": [seen("Nº Pedido", "akaunting-langs"), seen("Número Orden Compra", "vtiger-langs")],
  "invoice.delivery_date": [
    seen("Fecha de la entrega", "invoice2data-templates"),
    seen("Fecha de las operaciones", "es-rd-1619-2012"),
  ],
  "invoice.customer_number": [seen("Referencia Cliente", "vtiger-langs")],
  "invoice.payment_terms": [seen("Condiciones de pago", "dolibarr-langs"), seen("Forma de pago", "dolibarr-langs")],

  // --- parties ---
  "party.seller": [
    seen("Vendido por", "invoice2data-templates"),
    seen("Emisor", "dolibarr-langs", "mx-cfdi-printed"),
    seen("Datos del emisor", "mx-cfdi-printed"),
  ],
  "party.buyer": [
    seen("Facturar a", "akaunting-langs"),
    seen("Dirección de facturación", "dolibarr-langs"),
    seen("Receptor", "mx-cfdi-printed"),
    seen("Datos del receptor", "mx-cfdi-printed"),
    seen("Cliente", "mx-cfdi-printed", "co-dian-fev"),
    seen("Adquiriente", "co-dian-fev"),
    seen("Adquirente", "co-dian-fev"),
    seen("Datos del cliente", "es-invoice-template-guides"),
  ],
  "party.name": [seen("Razón Social", "ar-afip-factura"), seen("Apellido y Nombre / Razón Social", "ar-afip-factura")],
  "party.ship_to": [seen("Enviar a", "dolibarr-langs")],
  "party.tax_status": [
    seen("Régimen Fiscal", "mx-cfdi-printed"),
    seen("Condición frente al IVA", "ar-afip-factura"),
    seen("Uso CFDI", "mx-cfdi-printed"),
    seen("Responsable de IVA", "co-rut-responsabilidades"),
    seen("No responsable de IVA", "co-rut-responsabilidades"),
  ],
  "party.address": [
    seen("Domicilio", "es-rd-1619-2012", "ar-afip-factura"),
    seen("Domicilio Comercial", "ar-afip-factura"),
    seen("Dirección", "co-dian-fev"),
  ],

  // --- identifiers ---
  "id.vat": [
    seen("NIF", "es-rd-1619-2012"),
    seen("CIF", "es-invoice-template-guides"),
    seen("RFC", "mx-cfdi-printed"),
    seen("CUIT", "ar-afip-factura"),
    seen("NIT", "co-dian-fev"),
  ],

  // --- totals ---
  "total.net": [
    seen("Base imponible", "es-rd-1619-2012"),
    seen("Total (base imponible)", "invoice2data-templates"),
    seen("Suma sin IVA", "invoice2data-templates"),
    seen("Subtotal", "akaunting-langs", "mx-cfdi-printed", "co-dian-fev"),
    seen("Importe Neto Gravado", "ar-afip-factura"),
  ],
  "total.tax": [seen("Total Impuestos", "akaunting-langs"), seen("Cuota tributaria", "es-rd-1619-2012")],
  "total.grand": [
    seen("Total factura", "invoice2data-templates"),
    seen("Importe total", "invoice2data-templates"),
    seen("Importe de la factura", "akaunting-langs"),
    seen("Total", "akaunting-langs", "mx-cfdi-printed"),
    seen("Total a pagar", "co-dian-fev"),
    // A simplified invoice's total, its prices including the tax: not a total of the tax.
    seen("Total IVA incluido", "es-factura-simplificada"),
  ],
  "total.amount_due": [seen("Queda por pagar", "dolibarr-langs")],
  "total.paid": [seen("Ya pagado", "dolibarr-langs")],
  "total.discount": [seen("Descuento", "akaunting-langs"), seen("Dto.", "dolibarr-langs")],

  // --- taxes ---
  "tax.vat": [
    seen("IVA", "invoice2data-templates", "es-rd-1619-2012"),
    seen("IVA Trasladado", "mx-cfdi-printed"),
    seen("Impuestos trasladados", "mx-cfdi-printed"),
  ],
  "tax.rate": [seen("Tipo impositivo", "es-rd-1619-2012")],

  // --- line items ---
  "item.description": [
    seen("Descripción", "mx-cfdi-printed", "co-dian-fev"),
    seen("Producto / Servicio", "ar-afip-factura"),
  ],
  "item.quantity": [seen("Cantidad", "akaunting-langs", "mx-cfdi-printed", "ar-afip-factura")],
  "item.unit_price": [
    seen("Precio", "akaunting-langs"),
    seen("Valor unitario", "mx-cfdi-printed"),
    seen("Precio Unit.", "ar-afip-factura"),
    seen("Vr. Unitario", "co-dian-fev"),
  ],
  "item.discount": [seen("Dto.", "dolibarr-langs")],
  "item.amount": [seen("Importe", "dolibarr-langs")],
  // The breakdown of the tax by rate under the items: each rate's base and its cuota (RD 1619/2012
  // art. 6.1.f–h: base imponible, tipo impositivo, cuota tributaria "consignarse por separado").
  "item.taxable_value": [seen("Base imponible", "es-rd-1619-2012")],
  "item.tax_amount": [seen("Cuota", "es-rd-1619-2012"), seen("Cuota IVA", "es-rd-1619-2012")],

  // --- bank statement ---
  "stmt.account_number": [seen("Número de cuenta", "es-extracto-guides")],
  "stmt.opening_balance": [seen("Saldo anterior", "es-extracto-guides")],
  "txn.date": [
    seen("Fecha de operación", "es-extracto-guides"),
    seen("Fecha operación", "es-bank-exports"),
    seen("Fecha", "es-bank-exports"),
  ],
  "txn.value_date": [seen("Fecha valor", "es-extracto-guides", "es-bank-exports"), seen("F. Valor", "es-bank-exports")],
  "txn.description": [
    seen("Concepto", "es-extracto-guides", "es-bank-exports"),
    seen("Descripción", "es-bank-exports"),
  ],
  "txn.debit": [seen("Cargos", "es-extracto-guides"), seen("Debe", "es-extracto-guides")],
  "txn.credit": [seen("Abonos", "es-extracto-guides"), seen("Haber", "es-extracto-guides")],
  "txn.amount": [seen("Importe", "es-extracto-guides")],
  "txn.balance": [seen("Saldo", "es-extracto-guides")],
};
