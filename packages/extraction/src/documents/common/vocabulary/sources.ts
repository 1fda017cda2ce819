/**
 * Where the vocabulary's wordings were seen. Every label names at least one of these ids; the labels
 * themselves are facts (how documents are printed), the prose around them stays in the sources.
 */
import type { VocabularySource } from "./types.ts";

const SOURCE_LIST = [
  // --- Indian GST law: what an invoice, a bill of supply, a note or a challan must show ---
  {
    id: "cgst-rule-46",
    title: "CGST Rules 2017, Rule 46: Tax invoice",
    url: "https://www.gstzen.in/a/tax-invoice-cgst-rule-46.html",
    note: "The particulars of a tax invoice: supplier and recipient name, address and GSTIN/UIN, serial number, date of issue, state name and code, HSN, description, quantity and UQC, taxable value, rate and amount of central/State/integrated/UT tax and cess, place of supply, address of delivery, reverse charge, signature.",
  },
  {
    id: "cgst-rule-46a",
    title: "CGST Rules 2017, Rule 46A: Invoice-cum-bill of supply",
    url: "https://gstacts.in/rule/cgst-rule-46a/",
    note: "The title 'invoice-cum-bill of supply' for taxable and exempt supplies to an unregistered person.",
  },
  {
    id: "cgst-rule-49",
    title: "CGST Rules 2017, Rule 49: Bill of supply",
    url: "https://www.taxheal.com/rule-49-cgst-rules-2017.html",
    note: "The title 'bill of supply' and its particulars (no tax lines; value of supply).",
  },
  {
    id: "cgst-rule-53",
    title: "CGST Rules 2017, Rule 53: Revised tax invoice and credit or debit notes",
    url: "https://lawcrux.com/data5t/gt/gtstrl/cgst_rule_53.htm",
    note: "'Revised Invoice', the nature of the document (credit note, debit note), and the serial number and date of the original invoice.",
  },
  {
    id: "cgst-rule-54",
    title: "CGST Rules 2017, Rule 54: Tax invoice in special cases",
    url: "https://gstvidhi.com/gst-rules-gst-vidhi-acts-description.aspx?subtitle=Rule+54.+Tax+invoice+in+special+cases",
    note: "Input Service Distributor invoices and credit notes; goods transport agency notes (consignor, consignee, goods carriage registration number); banks' consolidated invoices.",
  },
  {
    id: "cgst-rule-55",
    title: "CGST Rules 2017, Rule 55: Transportation of goods without issue of invoice",
    url: "https://taxguru.in/goods-and-service-tax/transportation-goods-issue-invoice-gst.html",
    note: "The delivery challan: its number and date, consigner and consignee, and the copy marks 'Original for Consignee', 'Duplicate for Transporter'.",
  },
  {
    id: "cgst-chapter-vi",
    title: "CGST Rules 2017, Chapter VI: Tax invoice, credit and debit notes (rules 46 to 55A)",
    url: "https://www.lawspedia.in/category/gst-laws/rules/central-goods-and-service-tax-rules-2017/chapter-vi-tax-invoice-credit-and-debit-notes",
    note: "The names of the other GST documents: receipt voucher (rule 50), refund voucher (rule 51), payment voucher (rule 52).",
  },
  {
    id: "gst-model-invoice",
    title: "Model GST invoice formats published at the GST launch (2017)",
    url: "https://taxclick.org/type/gst/format-invoice-gst",
    note: "The model layouts: 'Sr. No. of Invoice', 'Details of Receiver (Billed to)', 'Details of Consignee (Shipped to)', 'HSN Code/SAC', 'Qty', 'UQC', 'Rate per unit', 'Invoice Value (In Words)', 'Freight Charges', 'Invoice Total', 'Tax Is Payable On Reverse Charge', 'Transportation Mode', 'Veh. No', 'Date & Time of Supply', 'Electronic Reference Number'.",
  },
  {
    id: "gst-einvoice-inv01",
    title: "FORM GST INV-01, the e-invoice schema (Notification 60/2020-Central Tax), and the IRP's response",
    url: "https://einvoice1.gst.gov.in/",
    note: "The human names behind the JSON: DocDtls (document type, number, date), SellerDtls/BuyerDtls/ShipDtls (GSTIN, legal and trade name, place of supply, state code; printed as 'Seller Details'/'Supplier Details', 'Buyer Details'/'Recipient Details', 'Shipping Details'), ItemList (HSN, quantity, unit, unit price, assessable amount, GST rate), ValDtls (assessable value, CGST/SGST/IGST/cess value, round-off, total invoice value; the IRP's print sets them as a grid of names over figures, Tax'ble Amt … Tot Inv. Amt), PayDtls (payee, account, IFSC, payment terms, due date), RefDtls (preceding invoice, PO reference), EwbDtls (transporter, vehicle number); the IRP adds IRN, Ack No and Ack Date.",
  },
  // --- Indian billing software and marketplaces, as they print ---
  {
    id: "tally-prime-help",
    title: "TallyPrime help: invoice configuration, sales order and delivery note, e-invoicing",
    url: "https://help.tallysolutions.com/tally-prime/gst-regular-sales/e-invoice-faq/",
    note: "Separate buyer and consignee, dispatch and order details, delivery notes; IRN, Ack No. and e-Way Bill No. printed on the voucher.",
  },
  {
    id: "tally-print-samples",
    title: "Text of TallyPrime-printed GST invoices in a public document dataset",
    url: "https://huggingface.co/datasets/Mihir1108/realtime_data",
    note: "Labels as Tally prints them: 'Invoice No.', 'Dated', 'Delivery Note', 'Mode/Terms of Payment', 'Reference No. & Date.', 'Other References', 'Buyer (Bill to)', 'Buyer's Order No.', 'Dispatch Doc No.', 'Delivery Note Date', 'Dispatched through', 'Destination', 'Terms of Delivery', 'Description of Goods', 'HSN/SAC', 'Rate', 'per', 'Amount Chargeable (in words)', 'E. & O.E', 'Taxable Value', 'Central Tax', 'State Tax', 'Total Tax Amount', 'Tax Amount (in words)', 'Company's Bank Details', 'A/c Holder's Name', 'Bank Name', 'A/c No.', 'Branch & IFS Code', 'State Name', 'Code', 'GSTIN/UIN'. Another Tally-printed invoice (https://pastebin.com/s2dFxNwE) adds 'Despatch Document No.', 'Despatched through', 'Bill of Lading/LR-RR No.', 'Motor Vehicle No.', 'PAN/IT No', 'CIN', 'Supplier's Ref.'.",
  },
  {
    id: "zoho-books-help",
    title: "Zoho Books (India) help: invoices",
    url: "https://zohohelp.com/in/books/help/invoice",
    note: "Invoice fields: customer name, place of supply, invoice number and date, terms, due date, item details, quantity, rate, discount, tax, shipping charges, adjustment, sub total.",
  },
  {
    id: "zoho-books-gst-guide",
    title: "Zoho Books GST invoicing guide (document types and mandatory fields)",
    url: "https://www.patronaccounting.com/blog/zoho-books-gst-invoicing-guide",
    note: "Document types in Zoho Books India: Tax Invoice, Bill of Supply, Export Invoice, Credit Note, Debit Note, Delivery Challan.",
  },
  {
    id: "erpnext-india-compliance",
    title: "ERPNext India Compliance app: the 'GST Tax Invoice' print format",
    url: "https://github.com/resilient-tech/india-compliance",
    note: "Printed labels: 'Tax Invoice', 'Billed To', 'Shipped To', 'Billing and Shipping Address', 'Place of Supply', 'Reverse Charge', 'Purchase Order Reference', 'dtd.', 'Transporter Details', 'Vehicle No', 'LR No', 'e-Waybill No', 'IRN', 'Ack No.', 'Ack Dt.', 'Due Date', 'Paid Amount', 'Bank Details', 'A/c No', 'IFSC', 'Net Total', 'Grand Total', 'Rounded Total', 'In Words', 'Unpaid Amount', 'Company GSTIN'.",
  },
  {
    id: "odoo-l10n-in",
    title: "Odoo India localisation (l10n_in): invoice report",
    url: "https://github.com/odoo/odoo/blob/master/addons/l10n_in/views/report_invoice.xml",
    note: "Titles 'Tax Invoice', 'Bill of Supply', 'Invoice-cum-Bill of Supply', 'Proforma'; 'GSTIN', 'Place of supply', 'HSN/SAC', 'HSN Summary' with 'Quantity', 'Rate %', 'Taxable Value', 'SGST/UTGST', 'CGST', 'IGST', 'CESS'; copy marks 'Original for Recipient', 'Duplicate for Transporter'.",
  },
  {
    id: "busy-manual",
    title: "BUSY accounting software manual: configuring documents (invoice headings)",
    url: "https://aakhirkyon.in/unit-7-print-utilities-179/",
    note: "Invoice headings printed by BUSY: 'Tax Invoice', 'Retail Invoice'.",
  },
  {
    id: "marg-help",
    title: "Marg ERP / Marg Books help: invoice design and bills",
    url: "https://care.margcompusoft.com/marg-book/invoice-design/179394/9/how-to-design-invoice-bill-format-in-marg-books",
    note: "Sale bill fields: invoice number and date, party name, HSN, batch number, expiry date, quantity, subtotal, discount, IGST/CGST, tax summary with taxable value, outstanding with bill number and due days.",
  },
  {
    id: "marg-drug-licence",
    title: "Marg ERP help: drug licence and food licence on bills",
    url: "https://care.margcompusoft.com/margerp/inventory/167210/1/Drug-Licence-and-Food-Licence",
    note: "Pharmacy distributors print each party's drug licence numbers (forms 20B and 21B) under its address: 'DL No.' (also 'D.L.No.'), 'Drug Lic. No.'.",
  },
  {
    id: "vyapar-help",
    title: "Vyapar help: print settings by transaction type",
    url: "https://vyaparapp.in/guides/how-to-add-terms-and-conditions-in-vyapar-app",
    note: "Transaction types printed by Vyapar: sale invoice, purchase, quotation, estimate.",
  },
  {
    id: "billclap-help",
    title: "BillClap help: customising invoices",
    url: "https://help.billclap.com/article/18-customizing-invoices",
    note: "Optional printed fields: PO Number, E-way Bill Number, Vehicle Number, Shipping Address, Due Date, Balance Amount, Received Amount, Party Balance.",
  },
  {
    id: "in-invoice-templates",
    title: "GST invoice print templates of small Indian businesses in public repositories",
    url: "https://github.com/Sagarbca/Jagdamba/blob/master/light/invoicecheck.php",
    note: "'GST INVOICE / SUPPLY BILL', 'Invoice No.', 'Date', 'ITC-HS Codes', 'Mode/Terms of Payment', 'Purchase Order No.', 'Consignor', 'Consignee', 'Consignor's GSTIN', 'Consignee's GSTIN', 'S.No.', 'Particular', 'Quantity', 'Rate', 'Per', 'Amount'; an Amazon-style bill (https://github.com/yogeshwarnbollu/creative-tycoon-ecom/blob/master/bill_invoice.php): 'Tax Invoice/Bill of Supply/Cash Memo', '(Original for Recipient)', 'Sold By', 'PAN No.', 'Order Number', 'Order Date', 'Invoice Number', 'Billing Address', 'Shipping Address', 'Invoice Date', 'Sr.', 'Description', 'Unit Price', 'Qty', 'Net Amount', 'Tax Rate', 'Tax Type', 'Tax Amount', 'Total Amount'; a shop's 'Tax Invoice' with 'Invoice No.', 'Invoice Date', 'Mob no.' (https://github.com/Pankaj-Wadhwani/IMS/blob/master/new-invoice.php).",
  },
  {
    id: "gst-invoice-format-guides",
    title: "GST tax invoice formats as invoice-format guides and templates lay them out",
    url: "https://forms-legal.com/india/financial/invoices/invoice-template-india",
    note: "'SUPPLIER DETAILS' / 'RECIPIENT DETAILS' with 'Name:', 'GSTIN:', 'Billing Address:', 'State:', 'Type of Supply', 'Reverse Charge Applicable', 'TAX SUMMARY', 'TOTAL INVOICE VALUE', 'PAYMENT DETAILS'; 'Billing Address' / 'Shipping Address', 'Total GST Amount In Words', 'Total Invoice Amount in Words', 'BANK DETAILS OF SUPPLIER' (https://www.scribd.com/document/837045435/Invoice-Format-Gstmentor); 'Name and address of the recipient' as CGST rule 46's guides list the recipient's particulars (https://alankitgst.com/particulars-of-invoice.aspx); a GST invoice format's 'Transportation Mode', 'Vehicle No.' / 'Veh.No' and 'Date & Time of Supply' beside the place of supply (https://www.scribd.com/document/366682367/GST-Invoice-Format).",
  },
  {
    id: "santrans-bill-report",
    title: "Bill report layout of SanTrans, an Indian transport billing software",
    url: "http://update.sansoftwares.com/SanTrans_Live/reports/bill_20210324.FRT",
    note: "'INVOICE', 'Bill No.', 'Bill Date', 'Due Date', 'M/s', 'PAN No', 'S.No', 'Particular', 'Amount', 'Net Amount', 'Less Advance', 'Payable', 'E.&.O.E.'.",
  },
  {
    id: "in-transporter-checklist",
    title: "Documents an Indian courier asks shippers for (what the invoice and the challan must show)",
    url: "https://sgkexpress.co.in/documentation",
    note: "'Tax Invoice', 'Challan', 'P.O.No.', 'P.O.Date', 'PO No.', 'Challan No.', 'Consignee/ Buyer/Billed To', 'TIN/VAT/CST/LST nos'.",
  },
  {
    id: "amazon-in-invoice",
    title: "An Amazon.in seller invoice, transcribed in a public repository",
    url: "https://github.com/adityajhakumar/Heart-of-undead-/blob/main/Ama.md",
    note: "'Sold By', 'PAN No', 'GST Registration No', 'Billing Address', 'Shipping Address', 'Order Number', 'Order Date', 'Invoice Number', 'Invoice Details', 'Invoice Date', 'HSN Code', 'Unit Price', 'Discount', 'Taxable Amount', 'Shipping Charges'.",
  },
  {
    id: "marketplace-invoice-spec",
    title: "A specification of an Indian marketplace invoice (Amazon.in layout) in a public repository",
    url: "https://github.com/Vimal2023/Invoice-Generator-using-python",
    note: "'State/UT Code', 'Place of Supply', 'Place of Delivery', 'Order No.', 'Invoice No.', 'Reverse Charge', 'Net Amount', 'Tax Rate', 'Tax Type', 'Tax Amount', 'Total Amount', 'Amount in Words', 'Authorised Signatory'.",
  },
  {
    id: "flipkart-invoice",
    title: "invoice2data template for Flipkart (WS Retail) invoices",
    url: "https://github.com/invoice-x/invoice2data/blob/master/src/invoice2data/extract/templates/com/com.flipkart.WSRetail.yml",
    note: "'Invoice Date', 'Invoice No', 'Order ID', 'Grand Total' (the template matches them with spaces removed).",
  },
  // --- European e-invoicing and invoice law ---
  {
    id: "en16931",
    title: "EN 16931-1:2017, semantic data model of the core elements of an electronic invoice",
    url: "https://ec.europa.eu/digital-building-blocks/sites/display/DIGITAL/Compliance+with+eInvoicing+standard",
    note: "The business terms and their English names: BT-1 Invoice number, BT-2 Invoice issue date, BT-9 Payment due date, BT-10 Buyer reference, BT-13 Purchase order reference, BT-27 Seller name, BT-31 Seller VAT identifier, BT-32 Seller tax registration identifier, BT-44 Buyer name, BT-72 Actual delivery date, BT-84 Payment account identifier (IBAN), BT-86 Payment service provider identifier (BIC), BT-106 Sum of Invoice line net amount, BT-109 Invoice total amount without VAT, BT-110 Invoice total VAT amount, BT-112 Invoice total amount with VAT, BT-113 Paid amount, BT-114 Rounding amount, BT-115 Amount due for payment. Factur-X, ZUGFeRD and XRechnung carry the same terms.",
  },
  {
    id: "eu-vat-directive",
    title: "Council Directive 2006/112/EC, Article 226: details required on invoices",
    url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32006L0112",
    note: "Date of issue, sequential number, VAT identification numbers of supplier and customer, taxable amount per rate, unit price exclusive of VAT, VAT rate, VAT amount payable.",
  },
  {
    id: "xrechnung-viz-de",
    title: "KoSIT XRechnung visualisation, German display labels (l10n/de.xml)",
    url: "https://github.com/itplr-kosit/xrechnung-visualization/blob/master/src/xsl/l10n/de.xml",
    note: "The official German names of the EN 16931 terms as the XRechnung viewer prints them: 'Rechnungsnummer', 'Rechnungsdatum', 'Fälligkeitsdatum', 'Käuferreferenz', 'Bestellreferenz', 'Lieferdatum', 'Umsatzsteuer-ID', 'Steuernummer', 'Registernummer', 'Nettobetrag', 'Summe Umsatzsteuer', 'Bruttobetrag', 'Bereits gezahlt', 'Rundungsbetrag', 'Fälliger Betrag', 'Kontoinhaber', 'Kontonummer', 'BIC', 'Menge', 'Einheit', 'Preis pro Einheit (netto)', 'Umsatzsteuersatz', 'Zahlungsbedingungen', 'Verwendungszweck'.",
  },
  {
    id: "ustg-14",
    title: "Umsatzsteuergesetz (UStG) § 14 Abs. 4: Pflichtangaben einer Rechnung",
    url: "https://www.gesetze-im-internet.de/ustg_1980/__14.html",
    note: "German mandatory invoice content: Steuernummer or Umsatzsteuer-Identifikationsnummer, Ausstellungsdatum, fortlaufende Rechnungsnummer, Zeitpunkt der Lieferung (Leistungsdatum), Entgelt, Steuersatz, Steuerbetrag.",
  },
  {
    id: "fr-invoice-mentions",
    title:
      "French mandatory invoice mentions (Code général des impôts art. 242 nonies A annexe II; Code de commerce L441-9)",
    url: "https://www.assistant-juridique.fr/mentions_obligatoires_facture.jsp",
    note: "Date d'émission, numéro de la facture, date de la vente ou de la prestation, numéro de bon de commande, SIREN/SIRET, RCS, numéro individuel d'identification à la TVA, prix unitaire hors TVA, taux et montant de TVA, total HT et TTC, conditions de règlement, date d'échéance.",
  },
  {
    id: "es-rd-1619-2012",
    title: "Real Decreto 1619/2012, Reglamento de facturación, artículo 6",
    url: "https://www.boe.es/buscar/act.php?id=BOE-A-2012-14696",
    note: "Spanish invoice content: número y serie, fecha de expedición, NIF, domicilio, base imponible, tipo impositivo, cuota tributaria, fecha de las operaciones; 'factura simplificada', 'factura rectificativa'.",
  },
  {
    id: "it-dpr-633-art21",
    title: "DPR 633/1972, art. 21: fatturazione delle operazioni",
    url: "https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1972-10-26;633~art21",
    note: "Italian invoice content: data di emissione, numero progressivo, partita IVA and codice fiscale of the parties, base imponibile, aliquota, ammontare dell'imposta.",
  },
  {
    id: "fatturapa-assosoftware",
    title: "AssoSoftware stylesheet for FatturaPA (as shipped in Odoo's l10n_it_edi)",
    url: "https://github.com/odoo/odoo/blob/master/addons/l10n_it_edi/data/FoglioStileAssoSoftware.xsl",
    note: "How Italian e-invoices are printed: 'Cedente/prestatore (fornitore)', 'Cessionario/committente', 'Identificativo fiscale ai fini IVA', 'Codice fiscale', 'Tipologia documento', 'Numero documento', 'Data documento', 'Cod. articolo', 'Descrizione', 'Quantità', 'Prezzo unitario', 'UM', 'Sconto o magg.', '%IVA', 'Prezzo totale', 'Totale imponibile', 'Totale imposta', 'Arrotondamento', 'Totale documento', 'Modalità pagamento', 'Data scadenza', 'IBAN', 'Importo'; document types fattura, nota di credito, nota di debito, parcella.",
  },
  {
    id: "nl-factuureisen",
    title: "Dutch invoice requirements (Wet op de omzetbelasting 1968, art. 35a; the Belastingdienst's factuureisen)",
    url: "https://meierijaccountancy.nl/nieuws/factuureisen-belastingdienst",
    note: "What a Dutch invoice must show, as the Belastingdienst lists it: btw-identificatienummer, KVK-nummer, the date the invoice is issued, factuurnummer, the amount exclusief btw, the eenheidsprijs, the btw-tarief and the btw-bedrag; 'Leveringsdatum' and 'factuurdatum' in another summary of the same rules (https://nlfinancy.nl/wat-moet-er-allemaal-op-een-factuur-staan/).",
  },
  {
    id: "be-kb1-art5",
    title: "Belgian invoice mentions (Royal Decree No. 1 on VAT, art. 5)",
    url: "https://www.bertdegreef.be/algemeen/verplichte-vermeldingen-factuur/",
    note: "Datum van uitreiking, volgnummer, the identity of the leverancier and of the afnemer with their BTW-identificatienummer, maatstaf van heffing, eenheidsprijs, BTW-tarief; 'BTW-nummer', 'klant' and the printed form 'BTW BE 0123.456.789' that replaced the trade-register number (https://vaeremans.be/page11415650.aspx); the ondernemingsnummer on every business document (https://www.tijd.be/affiliaties/vizo/hoe-vermeldt-u-uw-ondernemingsnummer-op-uw-factuur/1492724.html).",
  },
  {
    id: "pt-civa-art36",
    title: "Código do IVA (Portugal), art. 36: what an invoice must show",
    url: "https://fiscalidade.pt/2017/10/12/artigo-36-prazo-emissao-formalidades-das-faturas/",
    note: "Invoices dated and numbered in sequence, with the names and seats of the fornecedor and of the destinatário or adquirente and their números de identificação fiscal, the quantity and usual name of the goods, the price net of tax and the valor tributável, the taxas aplicáveis and the montante de imposto, the date of the operation; as a checklist, 'Data da fatura', 'Número de fatura', 'Identificação do fornecedor', 'Identificação do adquirente (cliente)', 'NIF', 'Data da operação' (https://maisrigor.com/atividade/os-elementos-que-devem-constar-obrigatoriamente-das-faturas).",
  },
  {
    id: "pt-saft-doc-types",
    title: "SAF-T (PT) document types (Portaria 302/2016), as named in GOBL's Portuguese regime",
    url: "https://github.com/invopop/gobl",
    note: "The Portuguese names of the sales documents: Fatura, Fatura simplificada, Fatura-recibo, Nota de débito, Nota de crédito; work documents Pró-forma, Nota de Encomenda, Orçamentos; receipts 'Recibo no âmbito do regime de IVA de Caixa' and 'Outro Recibo' (regimes/pt/README.md, addons/pt/saft/extensions.go).",
  },
  {
    id: "br-danfe-sefazclass",
    title: "The DANFE (printed form of a Brazilian NF-e) as sefazclass draws it, after the MOC layout",
    url: "https://github.com/JoseQuintas/sefazclass",
    note: "Block and field titles of the DANFE (ze_SpedDaNfe.prg): 'DANFE', 'Documento Auxiliar da Nota Fiscal Eletrônica', 'NF-e', 'Nº', 'SÉRIE', 'IDENTIFICAÇÃO DO EMITENTE', 'NATUREZA DA OPERAÇÃO', 'INSCRIÇÃO ESTADUAL', 'C.N.P.J.', 'DESTINATÁRIO/REMETENTE', 'NOME / RAZÃO SOCIAL', 'CNPJ/CPF', 'DATA DE EMISSÃO', 'ENDEREÇO', 'ESTADO', 'FONE/FAX', 'FATURA/DUPLICATAS', 'CÁLCULO DO IMPOSTO', 'BASE DE CÁLCULO DO ICMS', 'VALOR DO ICMS', 'VALOR TOTAL DOS PRODUTOS', 'VALOR DO FRETE', 'DESCONTO', 'VALOR TOTAL DA NOTA FISCAL', 'DADOS DOS PRODUTOS / SERVIÇOS' with 'CÓDIGO', 'DESCRIÇÃO DO PRODUTO / SERVIÇO', 'NCM/SH', 'CFOP', 'UNID', 'QUANT', 'VALOR UNITÁRIO', 'VALOR TOTAL', 'QUANTIDADE'. The layout rules themselves are in the Manual de Orientação do Contribuinte (http://moc.sped.fazenda.pr.gov.br/DanfeCodigoBarras.html).",
  },
  // --- sample and test invoices published with e-invoicing libraries and parsers ---
  {
    id: "zugferd-corpus",
    title: "ZUGFeRD/Factur-X sample invoices (FeRD corpus), as printed",
    url: "https://github.com/ZUGFeRD/corpus",
    note: "German: 'Handelsrechnung', 'Nr.', 'vom', 'Liefer- und Leistungsdatum', 'Verkäufer', 'Käufer/Leistungsempfänger', 'Anschrift', 'Steuernummer', 'USt.-Id.-Nr.', 'USt-IdNr', 'USt-ID', 'Handelsregisternummer', 'Ihre Kundennummer', 'Kunden-Nr.', 'Beleg-Nr', 'Beleg-Datum', 'Leistungs-Datum', 'Bestell-Nr', 'Bestell-Datum', 'Lieferschein-Nr', 'Lieferschein-Datum', 'Rechnungsempfänger', 'Warenempfänger', 'Rechnung #', 'Pos', 'Beschreibung', 'Artikelbezeichnung', 'Menge', 'Nettopreis', 'Einzelpreis', 'Steuersatz', 'MwSt-%', 'Nettobetrag', 'Nettowert', 'Positionssumme', 'Summe netto', 'Rechnungssumme ohne USt.', 'Zuzügl. USt', 'Steuerbetrag', 'MwSt-Betrag', 'Bruttosumme', 'Summe inkl. USt', 'Endbetrag', 'Zahlbetrag', 'Erhaltene Anzahlungen', 'Zahlungsbedingungen', 'Zahlbar', 'Kontoinhaber', 'Gutschrift', 'Rechnungskorrektur', 'Rechnungsnummer', 'Rechnungsdatum', 'Kundennummer', 'Liefer-/Leistungszeitraum', 'Rechnungssumme Netto (excl. USt.)', 'Rechnungssumme Brutto (inkl. USt.)', 'Summe gesamt', 'Gesamtbetrag', 'Rechnungsbetrag', 'MwSt.'. French: 'Facture', 'Avoir', 'Facture liée', 'Date de facture', 'Date d'échéance', 'Conditions de paiement', 'Votre référence', 'Adresse de livraison', 'N° TVA client', 'Quantité', 'Prix unitaire', 'Rem.', 'Prix HT', 'Total HT', 'TVA collectée', 'Total taxes', 'Total TTC', 'Solde à payer', 'SIRET'.",
  },
  {
    id: "facturx-samples",
    title: "Factur-X sample invoices of the Mustang project and of akretion/factur-x",
    url: "https://github.com/ZUGFeRD/mustangproject",
    note: "French Factur-X layout: 'FACTURE N°', 'Date', 'Adresse du Client', 'SIREN / SIRET', 'N° TVA', 'N° TVA intra', 'N° DE CLIENT', 'N° BON DE COMMANDE', 'N° BON DE LIVRAISON', 'DATE DE LIVRAISON', 'N° DE FACTURE ASSOCIÉE', 'P.U. HT', 'Qté', 'TOTAL HT', 'TOTAL TVA', 'TOTAL TTC', 'Taux', 'Base TVA', 'Montant TVA', 'Remise', 'DEVISE'. German (the ZUGFeRD sample invoice of its test resources): 'Rechnungsnummer', 'Liefer- und Rechnungsdatum', 'Kundennummer', 'Ihre Auftragsnummer', 'Rechnungssumme netto', 'zuzüglich 19% MwSt.', 'Rechnungssumme brutto'.",
  },
  {
    id: "oca-edi-samples",
    title: "Test invoices of OCA/edi (account_invoice_import_simple_pdf)",
    url: "https://github.com/OCA/edi",
    note: "A French telecom bill ('Date de facture', 'N° de facture', 'N° de compte client', 'Montant de la facture', 'Montant hors TVA soumis à une TVA à 20,00 %') and an Odoo-printed invoice ('Invoice', 'Invoice Date', 'Due Date', 'Description', 'Quantity', 'Unit Price', 'Taxes', 'Amount', 'Subtotal', 'Total', 'Payment terms', 'VAT').",
  },
  {
    id: "invoice2data-test-invoices",
    title: "The invoices invoice2data tests its templates on",
    url: "https://github.com/invoice-x/invoice2data/tree/master/tests/compare",
    note: "English: AWS ('Invoice Number', 'Invoice Date', 'Bill to Address', 'Total Amount Due', 'Account number', 'Total for this invoice'), an Odoo invoice ('Invoice Date', 'Due Date', 'Reference', 'Quantity', 'Unit Price', 'Disc.%', 'Taxes', 'Amount', 'Subtotal', 'Total', 'Payment terms', 'Bank Account'), OYO ('Payment Receipt', 'Booking ID', 'Payment Mode', 'Grand Total', 'Bank Name', 'Account No.', 'IFSC CODE', 'GSTIN', 'CIN'), Flipkart 2015 ('Retail Invoices/Bill', 'Invoice No', 'Sold By', 'Order ID', 'Order Date', 'Invoice Date', 'Billing Address', 'Shipping Address', 'VAT/TIN', 'Qty', 'Price', 'Tax(%)', 'Grand Total'). German: 'Rechnung', 'Rechnungsnr.', 'Kundennr.', 'Rechnungsdatum', 'Pos.', 'Menge', 'Beschreibung', 'Rabatt %', 'VK-Preis', 'Zeilenbetrag'. French: 'Facture n°', 'Désignation', 'P.U. HT', 'Montant HT', 'Total HT', 'TVA', 'Total TTC', 'Titulaire du compte', 'Siret', 'Date limite de paiement', 'Montant EUR HT', 'Montant TVA', 'Montant EUR TTC', 'Total facture', 'Somme à payer', 'Id.client', 'N° de TVA intra communautaire'. Dutch (Coolblue, Saeco): 'Factuurnummer', 'Factuurdatum', 'Exclusief BTW' beside 'Subtotaal' (which there includes the VAT), 'Factuur totaal'.",
  },
  {
    id: "docintake-corpus-india",
    title: "Real Indian invoices and bank statements in DocIntake's development corpus",
    note: "Kept in ../shared/corpus/realworld/india (gathered from public statement- and invoice-parser repositories). Invoices: Flipkart ('Tax Invoice', 'Sold By', 'Serviced By', 'Ship-from Address', 'Invoice Number', 'Invoice No', 'Order ID', 'Order Id', 'Order Date', 'Invoice Date', 'Bill To', 'Ship To', 'Billing Address', 'Shipping ADDRESS', 'PAN', 'CIN', 'FSSAI License number', 'Qty', 'Gross Amount', 'Discounts /Coupons', 'Taxable Value', 'CGST', 'SGST /UTGST', 'IGST', 'Total', 'Grand Total', 'TOTAL PRICE', 'TOTAL QTY', 'E. & O.E.'); Meesho ('Original For Recipient', 'BILL TO', 'SHIP TO', 'Place of Supply', 'Order Number', 'Invoice Number', 'SN.', 'HSN', 'Taxable Value', 'Taxes', 'Sold by', 'Tax is not payable on reverse charge basis'); IndiGo ('Number', 'Date', 'FSSAI License number', 'Passenger Name', 'GSTIN of Customer', 'SAC Code', 'Taxable Value', 'NonTaxable/Exempted Value', 'SGST/UGST', 'CESS', 'Tax %', 'Total (Incl Taxes)', 'Currency'); a mobile shop's Tax Invoice ('Invoice No.', 'Dated', 'Place of Supply', 'Reverse Charge', 'Billed to', 'Shipped to', 'GSTIN / UIN', 'S.N.', 'Description of Goods', 'HSN/SAC Code', 'Qty.', 'Unit', 'CGST Rate', 'CGST Amount', 'SGST Rate', 'SGST Amount', 'Taxable Amt.', 'CGST Amt.', 'SGST Amt.', 'Tax Rate', 'Total Tax', 'Authorised Signatory'); a caterer's tax invoice ('Customer Name', 'Billing Address', 'Shipping Address', 'Place of Supply', 'Taxable Value', 'Taxable Amount', 'Total Tax', 'Invoice Total', 'Total amount (in words)'); a coffee chain's receipt ('TAX INVOICE', 'Invoice number', 'Total Amount', 'Net Invoice Amount', 'Rounded off Invoice Amount'); printed GST bill books filled in by hand ('Total Amount before Tax', 'Add: CGST', 'Add: SGST', 'Total Amount after Tax'), titled 'CASH/CREDIT BILL' or 'BILL / CASH' (a cash bill or a credit bill), whose letterheads print the shop's trade under its name, before its address ('Seller of : Gold & Silver Jewellery', 'Manufacture & General Order Suppliers', '(Sponsored by Central Silk Board …), Mfrs. & Exporters & Wholesale Dealers for'; the wider forms 'Dealers in', 'Deals in', 'Stockist of', 'Specialist in' are the same habit). Statements: HDFC ('Statement of account', 'Cust ID', 'Account No', 'Account number', 'Account Branch', 'RTGS/NEFT IFSC', 'MICR', 'Branch Code', 'Br.Code', 'From', 'To', 'Date', 'Narration', 'Chq./Ref.No.', 'Chq. / Ref No.', 'Value Dt', 'Value Date', 'Withdrawal Amt.', 'Withdrawal Amount', 'Deposit Amt.', 'Deposit Amount', 'Closing Balance'); ICICI ('DETAILED STATEMENT', 'Account Number', 'Transaction Date from', 'S No.', 'Value Date', 'Transaction Date', 'Cheque Number', 'Transaction Remarks', 'Withdrawal Amount (INR )', 'Deposit Amount (INR )', 'Balance (INR )'); Axis ('Customer No', 'Scheme', 'Currency', 'Statement of Axis Account No', 'for the period', 'Tran Date', 'Chq No', 'Particulars', 'Debit', 'Credit', 'Balance', 'Init. Br', 'OPENING BALANCE'); Canara ('Account Statement', 'Customer Name', 'Branch', 'Account Number', 'Customer Id', 'IFSC Code', 'MICR Code', 'Account Currency', 'Opening Balance', 'Closing Balance', 'Txn Date', 'Value Date', 'Cheque No.', 'Description', 'Branch Code', 'Debit', 'Credit', 'Balance'); Central Bank of India ('STATEMENT OF ACCOUNT', 'Branch Code', 'Account No.', 'Currency', 'Cleared Balance', 'Statement From', 'Value Date', 'Post Date', 'Details', 'Chq.No.', 'BROUGHT FORWARD', 'CARRIED FORWARD'); Kotak ('Account #', 'Account Statement', 'Branch', 'CRN', 'IFSC', 'MICR', '#', 'TRANSACTION DATE', 'VALUE DATE', 'TRANSACTION DETAILS', 'CHQ / REF NO.', 'DEBIT/CREDIT(₹)', 'BALANCE(₹)'); Kalupur co-operative bank ('Account Statement', 'Account Number', 'Account Type', 'Period', 'Tran Date', 'Value Date', 'Particulars', 'Tr. Mode', 'Instrument', 'Debit Amt.', 'Credit Amt.', 'Balance', 'Opening Balance', 'Balance B/F', 'Total', 'Sanction Limit', 'Drawing Power', 'Page'). The account blocks' other fields: HDFC 'A/C Open Date', 'Account Status', 'OD Limit', 'Product Code' ('Pr.Code'), 'Branch Code' ('Br.Code'), 'MICR', 'JOINT HOLDERS', 'Nomination', 'Email', 'Phone no.', 'Page No.'; Axis 'Joint Holder', 'Scheme'; Central Bank of India 'Product', 'Limit', 'Drawing Power', 'Nomination', 'Branch Code', 'Page No.'; Kotak 'Nominee'; Canara 'MICR Code', 'Page'.",
  },
  // --- invoice law elsewhere (English-speaking markets) ---
  {
    id: "uk-hmrc-vat-invoice",
    title: "HMRC VAT Trader Records manual VATREC5010: details on a full VAT invoice",
    url: "https://gov.uk/hmrc-internal-manuals/vat-trader-records/vatrec5010",
    note: "Unique sequential number, time of supply (tax point), date of issue, VAT registration number, rate of VAT, amount excluding VAT, total VAT.",
  },
  {
    id: "uk-ie-accounting-prints",
    title:
      "UK and Irish accounting software invoices (Xero, QuickBooks UK, FreeAgent) and Irish Revenue's VAT invoice rules",
    url: "https://docs.numble.co.uk/working-with-numble/sales-invoices-in-xero",
    note: "Xero's invoice fields 'Reference', 'Invoice Number', 'Issue Date', 'Due Date', 'Quantity', 'Price', 'Tax Rate'; FreeAgent-style prints label the date of issue 'Issue Date'. Irish Revenue (https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/invoices/what-information-is-required-on-a-vat-invoice.aspx): date of issue, VAT exclusive unit price, breakdown by the rate of VAT.",
  },
  {
    id: "au-ato-tax-invoice",
    title: "Australian Taxation Office: tax invoices if you are registered for GST",
    url: "https://www.ato.gov.au/business/manage-your-invoices,-payments-and-records/getting-started/setting-up-your-invoices/if-you-are-registered-for-gst/",
    note: "The words 'tax invoice', ABN, invoice number, amount of GST, 'total price includes GST', date of the document, purchaser's ABN.",
  },
  {
    id: "sg-iras-tax-invoice",
    title: "IRAS: invoicing customers (tax invoices, simplified tax invoices, receipts, credit notes)",
    url: "https://www.iras.gov.sg/IRASHome/GST/GST-registered-businesses/Learning-the-basics/How-to-implement-GST/Displaying-and-Quoting-Prices/Invoicing-Customers/",
    note: "'Tax Invoice', GST registration number, total amount payable excluding and including GST, total GST payable, 'Price includes GST'.",
  },
  // --- open-source billing software and parsers, as they print or read invoices ---
  {
    id: "invoice2data-templates",
    title: "invoice2data extraction templates (DE, FR, ES issuers)",
    url: "https://github.com/invoice-x/invoice2data/tree/master/src/invoice2data/extract/templates",
    note: "Labels the templates key on: 'Rechnungsnr.', 'Lieferdatum/Rechnungsdatum', 'Total EUR'; 'Facture N°', 'Numéro de la facture', 'Date d'émission', 'Date facturation', 'Total HT', 'Total TVA', 'Total TTC', 'Émetteur', 'Adressé à', 'Num. TVA'; 'Número de factura', 'Número de la factura', 'Fecha de emisión', 'Total factura', 'Total (base imponible)', 'Suma sin IVA', 'Importe total', 'Vendido por'.",
  },
  {
    id: "sql-ledger-templates",
    title: "SQL-Ledger default invoice template",
    url: "http://git.freeside.biz/cgit/freeside.git/plain/sql-ledger/templates/Default-invoice.html?h=SQL_LEDGER",
    note: "US-style printed labels: 'Invoice #', 'Date', 'Due', 'Order #', 'Ship To', 'Ship via', 'Qt'y', 'Unit Price', 'Disc %', 'Extended', 'Subtotal', 'Paid', 'Balance Due', 'Registration No.'.",
  },
  {
    id: "gobl-bill-totals",
    title: "GOBL bill totals (invoice totals model)",
    url: "https://docs.gobl.org/draft-0/bill/totals",
    note: "Totals wordings: 'Sum', 'Tax Included', 'Total with Tax', 'Rounding', 'Payable', 'Advance', 'Due'.",
  },
  {
    id: "dolibarr-langs",
    title:
      "Dolibarr ERP/CRM translations (bills, propal, sendings, banks) in German, French, Spanish, Italian, Dutch and Portuguese",
    url: "https://github.com/Dolibarr/dolibarr/tree/develop/htdocs/langs",
    note: "Document titles and invoice fields as Dolibarr prints them: Rechnung, Gutschrift, Proforma-Rechnung, Angebot, Lieferschein; Facture, Avoir, Facture Proforma, Proposition commerciale, Devis, Bordereau de livraison; Factura, Abono, Factura rectificativa, Presupuesto, Albarán, Nota de entrega; Fattura, Nota di credito, Fattura proforma, Preventivo, Documento di Trasporto (D.d.t.); Dutch (nl_NL) Factuur, Creditnota, Correctiefactuur, Voorschotnota, Proforma factuur, Offerte, Pakbon, Verzendbrief, Rekeningafschrift, Factuurdatum, Vervaldatum, Valutadatum, Omschrijving, Aantal, Eenheidsprijs, Totaal excl. BTW, Totaal BTW, Totaal incl. BTW, BTW-tarief, Reeds betaald, Resterend onbetaald, Netto te betalen, Factuuradres, Rekeningnummer, BIC / SWIFT, Intracommunautair btw-nummer; Portuguese (pt_PT) Factura, Nota de crédito, Extracto, Descrição, Designação, Quant., Preço Unitário, P.U., Data de Vencimento, Data do valor, Total do IVA, Montante do IVA, Total (IVA inc.), Taxa IVA, IVA incluído, Saldo Inicial, Saldo Final, Número IBAN, Código BIC / SWIFT; invoice and due dates, payment conditions and modes, remainder to pay.",
  },
  {
    id: "akaunting-langs",
    title: "Akaunting translations of invoices and bills (de-DE, fr-FR, es-ES, it-IT, hi-IN, nl-NL, pt-PT, pt-BR)",
    url: "https://github.com/akaunting/akaunting/tree/master/resources/lang",
    note: "Invoice number, invoice date, due date, order number, bill to, quantity, price, sub total, discount, tax total, total, amount due, in each language; Hindi 'चालान संख्या', 'चालान तारीख', 'नियत तारीख', 'बिल संख्या', 'देय राशि'; Dutch 'Factuurnummer', 'Factuur datum', 'Factuur voor', 'Factuur van', 'Subtotaal', 'Totaal BTW', 'Eindtotaal', 'Verschuldigd bedrag'; Portuguese 'Fatura nº', 'Número da Fatura', 'Data de Emissão', 'Data de Vencimento', 'Encomenda nº', 'Cobrar a', 'Quantidade', 'Preço', 'Total de imposto', 'Valor total', 'Valor da Fatura', 'Total Devido', 'Valor Devido'.",
  },
  {
    id: "dolibarr-propal-langs",
    title: "Dolibarr ERP/CRM translations of commercial proposals (propal.lang, en_US, de_DE, fr_FR, es_ES, it_IT)",
    url: "https://github.com/Dolibarr/dolibarr/tree/develop/htdocs/langs",
    note: "A quotation's end of validity and its duration as printed: 'Date end validity' / 'Validity duration'; 'Gültig bis' / 'Gültigkeitsdauer'; 'Date fin validité' / 'Durée de validité'; 'Fecha fin de validez' / 'Duración de validez'; 'Data di fine validità' / 'Durata validità'. vtiger's Quotes module names the field 'Valid Till' ('Ablauf Bindefrist' in German).",
  },
  {
    id: "dolibarr-orders-langs",
    title: "Dolibarr ERP/CRM translations of orders (orders.lang, it_IT and es_ES)",
    url: "https://github.com/Dolibarr/dolibarr/tree/develop/htdocs/langs",
    note: "What an order's PDF is titled: Order = 'Ordine' / 'Pedido', SupplierOrder = 'Ordine fornitore' / 'Pedido a proveedor', CustomerOrder = 'Ordine cliente' / 'Pedido de cliente'; the order's reference as 'Rif. ordine' / 'Ref. pedido'.",
  },
  {
    id: "vtiger-langs",
    title: "vtiger CRM translations (Invoice, Quotes, PurchaseOrder modules)",
    url: "https://github.com/javanile/vtiger-i18n",
    note: "Invoice No, Invoice Date, Customer No, Purchase Order, Sales Order in German, French, Spanish and Italian ('Kundenzeichen', 'N° facture', 'Date facturation', 'Número Factura', 'Referencia Cliente', 'Fattura Numero', 'Numero cliente', 'Ordine di Acquisto', 'Orden Compra', 'Commande fournisseur'); French PDF labels 'Date d'émission', 'Frais d'expédition', 'Remise', 'Total Net', 'Taxe'.",
  },
  {
    id: "blesta-invoice-langs",
    title: "Blesta invoice templates (default and perforated), Dutch and Portuguese translations",
    url: "https://github.com/blesta/language/tree/master/components/invoice_templates/default_invoice/language",
    note: "Printed invoice labels in nl_nl: 'Factuurnummer', 'Factuurdatum', 'Uiterste datum', 'Klantnummer', 'Klantnaam', 'Beschrijving', 'Hoeveelheid', 'Prijs per eenheid', 'Subtotaal', 'Totaal', 'Totaal verschuldigd bedrag', 'PRO-FORMA FACTUUR'; in pt_pt and pt_br: 'Número da fatura', 'Data da fatura', 'Data de vencimento', 'Número de cliente', 'Número de identificação fiscal', 'Descrição', 'Quantidade', 'Preço unitário', 'Subtotal', 'Total', 'FATURA', 'FACTURA', 'FATURA PRÓ-FORMA', 'FACTURA PRÓ-FORMA', 'COTAÇÃO'.",
  },
  {
    id: "nl-invoice-templates",
    title: "Dutch invoice print templates in public repositories",
    url: "https://github.com/google-code-export/freshinvoice",
    note: "FreshInvoice's factuur template (trunk/FreshInvoice/templates/factuur.sample.tpl.php): 'Factuur', 'Factuurnummer', 'Datum', 'Uiterste betaaldatum', 'Klantnummer', 'KvK nummer', 'BTW nummer', 'BIC', 'IBAN', 'tel.', 'e-mail', 'Product omschrijving', 'Aantal', 'Prijs', 'Totaal', 'BTW'; a webshop's Dutch print strings (https://github.com/Elexy/Sylvia, languages/Dutch/PrintInvoice.php): 'Factuuradres', 'Afleveradres', 'Factuur nummer', 'Factuur Datum', 'Klant nummer', 'Uw BTW/VAT nummer', 'Uw order referentie', 'Order nummer', 'Prijs/stuk', 'Totaal excl. BTW', 'BTW/VAT', 'Vervaldatum', 'Betalingsconditie'; an invoice report (https://github.com/ulmclemens/GettingStarted, src/com/company/report.ftl): 'Factuurnummer', 'Omschrijving', 'Aantal', 'Tarief', 'Bedrag', 'Subtotaal (exclusief BTW)', 'Totaal factuurbedrag'; a receivables listing (https://github.com/BDOAutoMapper/demo): 'Factuurnr.', 'Vervalt'.",
  },
  {
    id: "pt-exo-docs",
    title: "Exo's Portuguese localisation of Odoo: the fiscal documents it issues",
    url: "https://github.com/exosoftware/documentation",
    note: "content/documentos_utilizador/faturacao/documentos_fiscais.rst: Orçamento, Fatura pró-forma, Nota de encomenda, Fatura, Fatura-recibo, Fatura simplificada, Nota de crédito, Nota de débito, Recibo, Guia de remessa, Guia de transporte; what each contains: 'Data de emissão', 'Número da fatura', 'Data de vencimento', 'Comerciante' and 'Cliente' with 'Nome ou denominação social', 'Morada', 'NIF', 'Taxas aplicáveis', 'Montante de IVA liquidado'.",
  },
  {
    id: "pt-invoice-templates",
    title: "A Portuguese fatura-recibo print template in a public repository",
    url: "https://github.com/mchantre28/https-github.com-mchantre28-Sistema-Legal-prontos",
    note: "_docs/TEMPLATE-FATURA-RECIBO.md: 'FATURA / RECIBO', 'Nº', 'Entidade Emitente', 'Nome', 'NIF', 'Telefone', 'Email', 'IBAN', 'Sede', 'Cliente', 'Morada', 'Descrição', 'Qtd', 'Incidência', 'Preço Unit.', 'IVA %', 'Total', 'Subtotal', 'Valor', 'IVA', 'Valor a Pagar', 'Recibo', 'Data', 'Valor Recebido'.",
  },
  {
    id: "hi-pos-localisation",
    title: "Hindi localisation of an Indian POS and GST billing system",
    url: "https://github.com/sakhighulam322/posSystem/tree/main/lang/hi",
    note: "Hindi printed labels: 'इनवॉइस', 'इनवॉइस संख्या', 'इनवॉइस दिनांक', 'चालान', 'बिल', 'बिल संख्या', 'कोटेशन', 'डेबिट नोट', 'विक्रेता', 'बिल के लिए', 'बिल से', 'मात्रा', 'मूल्य', 'छूट', 'उप-कुल', 'कुल', 'कुल योग', 'कुल राशि', 'गोल करें', 'शब्दों में राशि', 'बैंक विवरण', 'अधिकृत हस्ताक्षरकर्ता', 'देय तिथि', 'राज्य का नाम', 'पूर्ति का राज्य', 'कर योग्य मूल्य', 'कर राशि', 'कर दर', 'जीएसटी संख्या', 'संदर्भ संख्या', 'प्रारंभिक शेष', 'शेष', 'रसीद'.",
  },
  {
    id: "in-pos-localisation-en",
    title: "English strings of the same Indian POS and GST billing system",
    url: "https://github.com/sakhighulam322/posSystem/tree/main/lang/en",
    note: "'Invoice', 'Sale Invoice', 'Invoice No.', 'Invoice Date', 'Invoice/Reference No.', 'Invoice Value', 'Quotation', 'Debit Note', 'Sale Return/Cr.Note', 'Order Number', 'Seller', 'Bill To', 'Bill From', 'Ship To', 'Ship From', 'State of supply', 'State Name', 'Sub Total', 'Grand Total', 'Round Off', 'Total Amount', 'Paid Amount', 'Previous Due', 'Bill Amount in Words', 'Bank details', 'Authorized Signatory', 'QTY', 'Quantity', 'Unit Price', 'Price/Unit', 'HSN', 'MRP', 'Batch No.', 'Exp.', 'Mfg.Date', 'Opening Balance', 'Balance', 'Reference No.', 'Transaction Type', 'From Date', 'To Date'.",
  },
  {
    id: "pharmacy-bill-guides",
    title: "Pharmacy bill guides: what a chemist's bill in India prints",
    url: "https://smartinvoicegenerator.com/blog/pharmacy-invoice-guide",
    note: "Pharmacy name, drug licence number (DL No.), GSTIN; patient name, doctor's name and prescription; per medicine batch number, expiry date, MRP, discount, GST rate; subtotal, CGST/SGST, total payable. Also https://margbooks.com/blogs/tips-to-prepare-a-perfect-pharmacy-bill-format (customer name, doctor's name, batch, expiry, 'No exchange or return of medicines once sold').",
  },
  {
    id: "in-pos-bill-prints",
    title: "Counter bills printed by Indian POS and pharmacy software (80 mm rolls, A5)",
    note: "Seen in public POS bill-printing code and in bills quoted by public inventory tools: a GST breakup under the items headed 'GST%', 'Taxable', 'CGST', 'SGST', 'Total' with a 'Tot.' row, 'Above prices are incl. of tax', 'MRP Total', 'Net Total', 'Round Off', 'You Pay', 'Saved on bill'; a distributor's pharmacy bill with 'SNo', 'Particulars', 'Packing', 'HSN', 'Batch', 'Exp', 'Qty', 'MRP', 'Rate', 'GST%', 'Taxable', 'Taxable Amount', 'Tax Tot', 'Net Payable'.",
  },
  {
    id: "hi-invoice-generator",
    title: "Hindi translations of an online invoice, quote and purchase-order generator",
    url: "https://github.com/PritamMakwana/Online-Invoice-Generator/tree/main/assets/lang/hindi/documents",
    note: "'इनवॉइस', 'खरीद आदेश', 'से', 'बिल टू', 'तारीख', 'नियत तारीख', 'मान्य तिथि', 'मात्रा', 'दर', 'राशि', 'उप-योग', 'कर', 'शिपिंग', 'भुगतान की गई राशि', 'बकाया राशि', 'शेष राशि', 'बैंक विवरण', 'खाता नाम', 'खाता संख्या', 'आईएफएससी', 'खाता प्रकार', 'बैंक', 'पता', 'फोन', 'मोबाइल', 'ईमेल', 'पिन कोड'.",
  },
  {
    id: "payslip-localisation",
    title: "Payslip module translations in an open-source HR tool",
    url: "https://github.com/tho-primelabo/leaveTools",
    note: "The title 'Payslip' and its lines (gross salary, net salary, taxable income).",
  },
  {
    id: "letter-conventions",
    title: "Business letter conventions: salutations and complimentary closes (English, Spanish)",
    url: "https://studfiles.net/preview/4031842/page:5/",
    note: "'Dear Sir or Madam', 'To whom it may concern', 'Yours faithfully', 'Yours sincerely', 'Kind regards', 'Best regards'; Spanish 'Estimado Sr.', 'Estimada Sra.' (https://triochitarristicodiroma.com/anniversary-wishes-for-parents/letters-closings-salutations).",
  },
  // --- bank statements: India ---
  {
    id: "in-bank-header-list",
    title: "Header rows of Indian bank statements (20 banks) collected by a statement-to-CSV converter",
    url: "https://github.com/Amit49/Bank-Statement-to-csv-form/blob/main/All_Bank_Header_List.md",
    note: "Axis 'Tran Date, Chq No, Particulars, Debit, Credit, Balance, Init. Br'; Bank of Baroda 'S.No, Date, Description, Cheque No, Debit, Credit, Balance, Value Date' and 'NARRATION, DEPOSIT(CR), CHQ.NO., WITHDRAWAL(DR), BALANCE(INR)'; Bank of India 'Transaction Date, Instrument Id, Narration'; Canara 'TRANS DATE, VALUE DATE, BRANCH, REF/CHQ.NO, DESCRIPTION, WITHDRAWS, DEPOSIT, BALANCE'; Federal 'Date, Value Date, Particulars, TranType, Tran ID, Cheque Details, Withdrawals, Deposits, Balance, Dr/Cr'; HDFC 'Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance'; ICICI 'Sr No, Value Date, Transaction Date, Cheque Number, Transaction Remarks, Debit Amount, Credit Amount, Balance(INR)'; IDBI 'Chq. no, Withdrawals, Deposits'; IndusInd 'Chq./Ref.No., Withdrawl, Deposit'; Kotak 'Chq/Ref No., Withdrawal (Dr), Deposit (Cr)', 'Dr / Cr'; Paytm 'DATE & TIME, TRANSACTION DETAILS, AMOUNT, AVAILABLE BALANCE'; PNB 'Transaction Date, Cheque Number, Withdrawal, Deposit, Balance, Narration'; SBI 'Txn Date, Value Date, Description, Ref No./Cheque No., Branch Code, Debit, Credit, Balance'; Union 'Tran Id, Tran Date, Remarks, Amount (Rs.), Balance (Rs.)'; co-operative banks 'TRN. Date, Chq/Ref.No, Closing Bal'.",
  },
  {
    id: "in-icici-statement-fields",
    title: "ICICI Bank's account statement fields, as a client of its statement API names them",
    url: "https://github.com/np4652/ICICI/blob/master/src/AppCode/Reops/Entities/FetchStatement.cs",
    note: "'Sl No.', 'Tran ID', 'Value Date', 'Transaction Date', 'Transaction Posted Date', 'Cheque No./Ref No.', 'Transaction Remarks', 'Withdrawal Amt (INR)', 'Deposit Amt (INR)', 'Balance (INR)'; ICICI's XLS statement (an XLS parser's notes, found by code search): 'No.', 'Transaction ID', 'Value Date', 'Txn Posted Date', 'ChequeNo.', 'Description', 'Cr/Dr', 'Transaction Amount(INR)', 'Available Balance(INR)'.",
  },
  {
    id: "in-bank-formats",
    title:
      "Indian bank statement column reference (HDFC, ICICI, SBI, Axis, Kotak, PNB, Bank of Baroda, Canara, Union, IndusInd, Yes)",
    url: "https://github.com/FFFSTANZA/SharaLedger/blob/main/docs/INDIAN_BANK_FORMATS.md",
    note: "Column names per bank and in common ('Txn Date', 'Value Dt', 'Post Date', 'Posting Date', 'Transaction Particulars', 'Remarks', 'Dr Amount', 'Cr Amount', 'Payment', 'Receipt', 'Running Balance', 'Available Balance', 'Ledger Balance', 'Instrument No.', 'UTR No.', 'Transaction ID'); date forms dd/MM/yy, dd-MMM-yyyy; amounts with Dr/Cr suffixes and ₹, Rs., INR.",
  },
  {
    id: "in-bank-research",
    title: "Bank statement format research for five Indian banks",
    url: "https://github.com/asmitsharp/cashlens/blob/main/docs/bank-statement-format-research.md",
    note: "Exports of HDFC, ICICI ('Withdrawal Amount (INR)', 'Deposit Amount (INR)', 'Balance (INR)'), SBI, Axis ('Dr/Cr', 'Amount') and Kotak; the statement header ('Account Statement', 'Account Holder', 'Account Number', 'Statement Period') and summary rows ('Opening Balance', 'Total Debit', 'Total Credit').",
  },
  {
    id: "in-pdf-bank-parsers",
    title: "Headers of Bandhan, Axis, Yes Bank and Indian Overseas Bank PDF statements, as a parser lists them",
    url: "https://github.com/sabirsp/pdfparser/blob/main/SUPPORTED_BANKS.md",
    note: "Bandhan 'Transaction Date, Value Date, Description, Amount, Dr / Cr, Balance' (amounts as 'INR34,279.01'); Axis 'S.No, Transaction Date, Value Date, Particulars, Amount, Debit/Credit, Balance, Cheque Number, Branch Name', its Debit/Credit column marking each amount's side; Yes Bank 'Reference Number, Withdrawals, Deposits, Running Balance'; Indian Overseas Bank 'Date(Value Date), Particulars, Ref No./Cheque No., Transaction Type, Debit(Rs), Credit(Rs), Balance(Rs)'.",
  },
  // --- bank statements: Europe and elsewhere ---
  {
    id: "de-stan-parsers",
    title: "stan: parsers for Postbank, ING and PSD Bank statements",
    url: "https://github.com/sschuberth/stan",
    note: "German statement wordings: 'Kontoauszug', 'Auszug', 'Seite', 'Buchung/Wert', 'Vorgang/Buchungsinformation', 'Soll', 'Haben', 'Alter Kontostand', 'Neuer Kontostand', 'Alter Saldo', 'Neuer Saldo', 'Summe Zahlungseingänge', 'Summe Zahlungsausgänge', 'IBAN', 'BIC (SWIFT)'; amounts with H/S marks. Its ING test statement prints 'Kontoauszug', 'Auszugsnummer', 'Datum', 'Alter Saldo', 'Neuer Saldo', 'Buchung', 'Valuta', 'Buchung / Verwendungszweck', 'Betrag (EUR)'; its Postbank statements print their period as 'vom 01.01.2020 bis 02.02.2020'.",
  },
  {
    id: "de-bank-csv",
    title: "German bank CSV exports (Sparkasse, Volksbank, DKB, ING, CAMT) collected by an invoicing tool",
    url: "https://github.com/nicolettas-muggelbude/RechnungsPilot/blob/main/vorlagen/bank-csv/TEMPLATE.md",
    note: "'Buchungstag', 'Valuta', 'Wertstellung', 'Valutadatum', 'Auftraggeber/Empfänger', 'Auftraggeber / Begünstigter', 'Beguenstigter/Zahlungspflichtiger', 'Buchungstext', 'Verwendungszweck', 'Betrag', 'Betrag (EUR)', 'Währung', 'Saldo', 'Kontonummer', 'BLZ', 'Gläubiger-ID', 'Mandatsreferenz', 'Kundenreferenz', 'Auftragskonto'.",
  },
  {
    id: "de-dkb-csv",
    title: "beancount-dkb: importers of DKB (Deutsche Kreditbank) account and card CSV exports",
    url: "https://github.com/siddhantgoel/beancount-dkb",
    note: "The giro export since 2023 (beancount_dkb/extractors/ec.py): 'Buchungsdatum', 'Wertstellung', 'Status', 'Zahlungspflichtige*r', 'Zahlungsempfänger*in', 'Verwendungszweck', 'Umsatztyp' (its values 'Eingang' and 'Ausgang'), 'IBAN', 'Betrag (€)', 'Gläubiger-ID', 'Mandatsreferenz', 'Kundenreferenz', under a head line 'Kontostand vom 30.06.2023:'; the earlier export's 'Buchungstag', 'Wertstellung', 'Buchungstext', 'Auftraggeber / Begünstigter'; the card export's 'Belegdatum', 'Wertstellung', 'Beschreibung', 'Betrag (EUR)'.",
  },
  {
    id: "de-ing-csv",
    title: "beancount-ing: importer of ING (Germany) account CSV exports",
    url: "https://github.com/siddhantgoel/beancount-ing",
    note: "The 'Umsatzanzeige' export (beancount_ing/ec.py): a head of 'IBAN', 'Kontoname', 'Bank', 'Kunde', 'Zeitraum' (the period, 'dd.mm.yyyy - dd.mm.yyyy') and 'Saldo', over the columns 'Buchung', 'Auftraggeber/Empfänger', 'Buchungstext', 'Verwendungszweck', 'Saldo', 'Währung', 'Betrag', 'Währung'.",
  },
  {
    id: "de-comdirect-report",
    title: "parse-kontoauszug: a reader of comdirect's PDF account report (Finanzreport)",
    url: "https://github.com/btbest/parse-kontoauszug",
    note: "The giro account table as the report prints it (parsecomdi.py): 'Buchungstag', 'Vorgang' (the kind of booking), 'Auftraggeber', 'Buchungstext', 'Ausgang', with 'Valuta' and 'Umsatztag' under the date; the table runs from 'Alter Saldo' to 'Neuer Saldo'.",
  },
  {
    id: "de-kontoauszug-guides",
    title: "What a German bank statement (Kontoauszug) prints, as a business glossary lists it",
    url: "https://www.gruenderlexikon.de/lexikon/kontoauszug/",
    note: "Printed on a statement: the account holder's name, the account number and bank code, the bank, the statement's date and number, the 'Anfangs- und Endsaldo' of the period, and each booking with its 'Buchungsdatum', 'Wertstellung', 'Verwendungszweck' and amount ('Soll' or 'Haben').",
  },
  {
    id: "bank2ynab-conf",
    title: "bank2ynab: its bank configurations (bank2ynab/data/bank2ynab.conf), with the header rows they read",
    url: "https://github.com/bank2ynab/bank2ynab",
    note: "Header rows quoted in its comments: UBS (Switzerland) 'Abschlussdatum, Abschlusszeit, Buchungsdatum, Valutadatum, Währung, Belastung, Gutschrift, Einzelbetrag, Saldo, Transaktions-Nr., Beschreibung1'; Zürcher Kantonalbank 'Datum, Buchungstext, Whg, Betrag Detail, ZKB-Referenz, Referenznummer, Belastung CHF, Gutschrift CHF, Valuta, Saldo CHF, Zahlungszweck, Details'; UOB (Singapore) savings 'Transaction Date, Transaction Description, Withdrawal, Deposit, Available Balance', card 'Transaction Date, Posting Date, Description'; Barclaycard business 'Transaction Date, Merchant Name, Amount, Currency, Posted Date'.",
  },
  {
    id: "fr-releve-guides",
    title: "How to read a French bank statement (relevé de compte)",
    url: "https://younited-credit.com/lexique/releve-de-compte",
    note: "Columns 'date de l'opération', 'date de valeur', 'opération' or 'libellé' (https://www.epargne-placements-patrimoine.com/actualite/actualite-finances-et-patrimoine/comment-lire-un-releve-bancaire/), 'débit', 'crédit'; 'solde créditeur' or 'débiteur', 'solde précédent', période de référence. Each movement's 'nature de l'opération' and 'montant', the 'solde initial' and 'solde final' (http://easycompte.free.fr/Articles/ReleveCompte.php); the head's 'titulaire du compte' and 'numéro de compte' (French Wikipedia, 'Relevé de compte').",
  },
  {
    id: "fr-bank-csv",
    title: "beancount importers of Fortuneo and Crédit Mutuel (France) account CSV exports",
    url: "https://github.com/vrischmann/beancount-importers",
    note: "Fortuneo's export (fortuneo.py): 'Date opération', 'Date valeur', 'libellé', 'Débit', 'Crédit'; Crédit Mutuel's (ccm.py): 'Date', 'Date de valeur', 'Débit', 'Crédit', 'Libellé', 'Solde'.",
  },
  {
    id: "es-extracto-guides",
    title: "How to read a Spanish bank statement (extracto bancario)",
    url: "https://finanzasgarcia.com/educacion-financiera/guia-para-entender-tu-extracto-bancario-comisiones-codigos-etc",
    note: "'Fecha de operación', 'fecha valor', 'concepto', 'importe', 'saldo', 'cargos', 'abonos'; 'saldo anterior', 'número de cuenta' and 'Debe'/'Haber' marks (https://wiki.domaincloud.app/index.php?seccion=Contenido&id=2015C824100910).",
  },
  {
    id: "es-bank-exports",
    title: "Column headers of ING, Santander and BBVA (Spain) account exports, as a personal-finance ETL maps them",
    url: "https://github.com/SergioSuarezgh/jenkins_cuentas/blob/main/constantes/class_etl.py",
    note: "ING 'F. Valor', 'Descripción', 'Importe (€)', 'Saldo (€)'; Santander 'Fecha operación', 'Fecha valor', 'Concepto', 'Importe EUR', 'Saldo'; BBVA 'Fecha', 'F.Valor', 'Concepto', 'Movimiento', 'Importe', 'Divisa', 'Disponible'.",
  },
  {
    id: "it-estratto-guides",
    title: "How to read an Italian bank statement (estratto conto)",
    url: "http://www.conto-corrente-online.it/lestratto_conto/",
    note: "'Data operazione', 'Data valuta', 'Movimenti dare (uscite)', 'Movimenti avere (entrate)', 'Descrizione operazioni', 'saldo iniziale', 'saldo finale'; 'data contabile' (https://www.giornal.it/2022/07/01/ecco-come-leggere-lestratto-conto-la-guida-completa/).",
  },
  {
    id: "it-intesa-export",
    title: "ofxstatement-intesasp: converter of Intesa Sanpaolo's account movement spreadsheets",
    url: "https://github.com/Jacotsu/ofxstatement-intesasp",
    note: "The columns of the 'Lista Movimenti' sheet, in order (src/ofxstatement/plugins/intesaSP.py): data contabile, data valuta, descrizione, accrediti, addebiti, descrizione estesa, mezzo; of the newer 'Lista Operazione' sheet: data, operazione, dettagli, conto o carta, contabilizzazione, categoria, valuta (the currency), importo.",
  },
  {
    id: "it-fineco-export",
    title: "ofxstatement-fineco: converter of Fineco's account and card movement spreadsheets",
    url: "https://github.com/frankIT/ofxstatement-fineco",
    note: "The account sheet (src/ofxstatement_fineco/config/defaults.ini) opens with 'Conto Corrente: ' and heads its columns 'Data', 'Entrate', 'Uscite', 'Descrizione', 'Descrizione_Completa', 'Stato' (and 'Moneymap'); its movements end at a 'Totale' row. The card sheet: 'Intestatario carta', 'Numero carta', 'Data operazione', 'Data registrazione', 'Descrizione', 'Stato operazione', 'Tipo operazione', 'Circuito', 'Tipo rimborso', 'Importo'.",
  },
  {
    id: "nl-bank-exports",
    title: "ofxstatement-dutch: ING transaction exports and ICS credit-card statements",
    url: "https://github.com/gpaulissen/ofxstatement-dutch",
    note: "ING's CSV header 'Datum', 'Naam / Omschrijving', 'Rekening', 'Tegenrekening', 'Code', 'Af Bij', 'Bedrag (EUR)', 'Mutatiesoort', 'Mededelingen', with 'Af' and 'Bij' marks, 'Valutadatum:' inside the notes and a 'Boeksaldo' balance export; the text of an ICS card statement (tests/samples/icscards-2025-03.txt): 'Vorig openstaand saldo', 'Nieuw openstaand saldo', 'Datum transactie', 'Datum boeking', 'Omschrijving', 'Bedrag in euro's', 'Bankrek.', 'BIC', 'Telefoon'.",
  },
  {
    id: "pt-extrato-guides",
    title: "How to read a Portuguese or Brazilian bank statement (extrato bancário)",
    url: "https://www.comparaja.pt/blog/extrato-bancario",
    note: "What a Portuguese extrato must show (Banco de Portugal): the period, dates and data-valor of the movements, their descrição, montante and nature (crédito or débito), the moeda, the balances. Brazilian layouts: 'saldo anterior', 'saldo atual', columns 'data', 'histórico', 'documento', 'valor', 'saldo' (https://canaldeinformacao.com/?p=1132); 'Data da transação', 'data-valor', 'Descrição ou histórico', 'Saldo inicial', 'Período de referência', 'código BIC/Swift' (https://crescehoje.org/p/guia-rapido-para-entender-seu-extrato-bancario); 'saldo final' (http://jurosbaixos.com.br/conteudo/o-que-e-e-como-entender-o-extrato-bancario).",
  },
  {
    id: "monopoly-banks",
    title: "monopoly: statement parsers for Singapore, US, Canadian and Swiss banks",
    url: "https://github.com/benjamin-awd/monopoly/tree/main/src/monopoly",
    note: "Header rows and balance lines: DBS 'Date, Description, Withdrawal (-), Deposit, Balance', 'Previous Balance'; OCBC 'Withdrawal, Deposit, Balance', 'Transaction Date', 'Last Month's Balance'; Citibank 'Balance Previous Statement'; HSBC 'Previous Statement Balance'; Maybank 'Outstanding Balance Brought Forward'; Standard Chartered 'Balance from Previous Statement'; Bank of America 'Date, Description, Amount', 'Statement Closing Date'; RBC 'Opening Balance', 'Closing Balance'; ZKB 'Date, Booking text, Debit CHF, Credit CHF', 'Balance as of'. Its example credit-card statement prints 'STATEMENT DATE', 'NAME', 'PAGE', 'SUBTOTAL', 'TOTAL' and 'TOTAL AMOUNT DUE' (the balance owed).",
  },
  {
    id: "transtractor-fixture",
    title: "The sample statement in transtractor's test fixtures",
    url: "https://github.com/transtractor/transtractor-lib",
    note: "'Statement Period', 'Opening balance', 'Closing balance', 'Account number', 'Transaction Details', 'Date', 'Description', 'Debit', 'Credit', 'Balance', with CR marks.",
  },
  {
    id: "uk-statement-guides",
    title: "Reading a UK bank statement (University of Warwick; Reading University Students' Union)",
    url: "https://warwick.ac.uk/services/academicoffice/funding/managingyourmoney/bankstatements/",
    note: "'Sort Code', 'Account Number', 'Opening Balance', 'Closing Balance', 'Payment Type', 'Paid in', 'Paid out', 'Balance', 'Description' (RBS statement guide, reproduced at https://studylib.net/doc/18273351/understanding-your-bank-statements).",
  },
  {
    id: "uk-fr-statement-templates",
    title: "Bank templates and parsers of a statement extractor for UK and French banks",
    url: "https://github.com/paultendo/ai-bank-statement-extractor/tree/main/data/bank_templates",
    note: "Barclays 'Date, Description, Money out, Money in, Balance', 'Start balance', 'End balance', 'Statement date', a balance on a day's last line only; NatWest 'Previous Balance', 'Paid In', 'Withdrawn', 'New Balance', 'Period Covered', 'Statement Date', 'BROUGHT FORWARD', 'CARRIED FORWARD'; HSBC (src/parsers/hsbc_parser.py) 'Paid out', 'Paid in', 'BALANCE BROUGHT FORWARD', 'BALANCE CARRIED FORWARD', one date for a day's rows; Crédit Agricole 'Date opé.', 'Date valeur', 'Libellé des opérations', 'Débit', 'Crédit', 'Ancien solde', 'Nouveau solde', 'Total des opérations'.",
  },
  {
    id: "nl-abnamro-parser",
    title: "bank-statement-parser: ABN AMRO (Netherlands) PDF statement parser and its test pages",
    url: "https://github.com/felgru/bank-statement-parser/blob/main/parsers/banks/abnamro.py",
    note: "ABN AMRO's English statement: 'Statement of account'; 'Account number', 'IBAN', 'Date', 'No of pages'; 'Previous balance', 'New balance' ('1.234,56 +/CREDIT'), 'Total amount debit', 'Total amount credit'; the table 'Bookdate' over '(Value date)', 'Description', 'Amount debit', 'Amount credit'; rows dated '14-11' without a year, the value date in brackets under the booking date, newest first; '1.234,56' amounts (parsers/banks/test_data/abnamro).",
  },
  {
    id: "ae-bank-parsers",
    title: "UAE bank statement parsers: Emirates NBD (account and card), Emirates Islamic",
    url: "https://github.com/afsal007-App/Seamless-PDF-conversion-and-Categorization/blob/main/pdf_app/emirates_islamic_bank.py",
    note: "Emirates Islamic's header row 'Transaction Date', 'Narration', 'Debit', 'Credit', 'Running Balance'. An Emirates NBD account-statement parser found by code search (its own notes): 'STATEMENT OF ACCOUNT FOR THE PERIOD OF … to …', 'Account No.', 'IBAN', 'Currency AED'; columns Date · Description · Debits · Credits · Balance, dates '24 Jan 2026', debits printed with a minus ('-38564.24'), balances with 'Cr' or 'Dr', narrations wrapped below the dated line.",
  },
  {
    id: "ie-aib-parser",
    title: "An AIB (Ireland) current account statement parser (aib_current.py), found by code search",
    note: "AIB's statement: 'Statement of Account with Allied Irish Banks, p.l.c.', 'Date of Statement'; the table 'Date', 'Details', 'Debit €', 'Credit €', 'Balance €' (the euro sign a word of its own), amounts right-aligned; 'BALANCE FORWARD' lines (the first the opening balance); a date printed once for a day's rows, carried to the rows under it; dates '26 Jan 2024'.",
  },
  {
    id: "uk-bank-csv",
    title: "A converter of Lloyds and TSB (UK) account CSV exports",
    url: "https://github.com/jakubka/transactions-mapper",
    note: "Both banks' header row (mapper.py): 'Transaction Date', 'Transaction Type', 'Sort Code', 'Account Number', 'Transaction Description', 'Debit Amount', 'Credit Amount', 'Balance'.",
  },
  {
    id: "us-bank-csv",
    title: "pfin: parsers of US bank and card CSV exports (Capital One, Chase, Bank of America)",
    url: "https://github.com/mendelmaleh/pfin",
    note: "Capital One (parser/capitalone/types.go): 'Transaction Date', 'Posted Date', 'Card No.', 'Description', 'Category', 'Debit', 'Credit'; Chase: 'Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo'; Bank of America: 'Date', 'Description', 'Amount', 'Running Bal.'.",
  },
  {
    id: "us-statement-guides",
    title: "Reading a US checking-account statement (Hands on Banking; Foundations of Personal Finance)",
    url: "https://handsonbanking.org/adults/basics-banking-services/using-managing-accounts/how-to-read-your-statement/",
    note: "'Statement date', 'Account number', 'Deposits', 'Checks', 'Other withdrawals', 'beginning balance', 'ending balance', 'Statement of Account', 'Checks and other debits', 'Deposits and other credits', 'Daily balance', 'Service charge' (https://www.g-wonlinetextbooks.com/foundations-personal-finance-2010/193).",
  },
  {
    id: "au-commbank-export",
    title: "A Commonwealth Bank transaction summary, transcribed in a public repository",
    url: "https://github.com/linusquan/haimoney-ai/blob/main/extraction_out.md",
    note: "'Account Number', 'Account Name', 'Account Type', 'Transactions from', 'Date', 'Transaction Details', 'Amount', 'Balance'.",
  },
  {
    id: "hi-bank-guides",
    title: "Hindi guides to bank statements and passbooks",
    url: "https://gyansky.com/bank-statement-in-hindi/",
    note: "'बैंक स्टेटमेंट', 'खाता विवरण', 'अकाउंट स्टेटमेंट' and 'खाता संख्या', the statement sent to the 'खाताधारक' with the balances at the start and end of its 'अवधि' (https://navbharattimes.indiatimes.com/business/b/glossary/bank-statement/ampdefault); 'जमा', 'निकासी', 'शेष', 'विवरण' (https://inteligenciaymonitoreo.com/blog/bank-statement-meaning-in-hindi-1763385215978); 'शेष राशि', 'लेनदेन की तारीख', each transaction's 'प्रकार' and 'राशि' (https://www.yojanahindime.in/what-is-bank-passbook/); each entry's 'तारीख', 'राशि' and 'शेष राशि' (https://eguardian.co.in/bank-passbook-kya-hai). These are the guides' words for a statement's fields, not a printed statement.",
  },
  {
    id: "public-invoice-renderers",
    title: "Invoice PDF renderers in public repositories (searched by their printed labels, 2026)",
    note: "Labels that open-source invoice generators print beside or above a value: German ZUGFeRD and PDF generators 'Fällig am' beside 'Rechnungsdatum' and 'Leistungsdatum', and 'Gesamtsumme' for the grand total (beside 'Netto insgesamt' in a generator's label table); French ones 'Facturé à' or 'FACTURÉ À' and 'Adresse de facturation' over the client's legal name, 'Échéance' or 'ÉCHÉANCE' as the due date beside the conditions, or 'À régler avant le' before it; Italian ones 'Spett.le' over the client's name, 'Scadenza' for the due date, and 'totale IVA' under the net total, for the VAT's; Italian order and receipt texts that parsers are tested on end with 'Totale IVA inclusa' (the amount VAT included).",
  },
  {
    id: "payment-request-sentences",
    title: "Payment requests naming the due date in a sentence, in invoice generators (2026)",
    note: "Invoice footers and e-invoice payment terms written as a sentence before the date: German 'Zahlbar bis zum <date> ohne Abzug' (PDF and ZUGFeRD generators' payment terms) and 'Bitte überweisen Sie bis zum <date>' (Gnuaccounting samples of the ZUGFeRD corpus); French 'À payer avant le <date>' (invoice extractors' keyword lists, payment screens); Italian 'Pagamento entro il <date>' (invoice templates); English 'Payable by', 'Please pay by', 'Please remit until <date>' (the English Gnuaccounting samples of the ZUGFeRD corpus, beside 'Date of delivery' and 'VAT total'); Spanish 'Pagar antes del'; Dutch 'Te betalen vóór', 'uiterlijk op'.",
  },
  {
    id: "erpnext-doctype-fields",
    title: "ERPNext's Sales Invoice and Sales Order fields, by their labels (doctypes)",
    url: "https://github.com/frappe/erpnext",
    note: "The customer's order reference field po_no is labelled 'Customer's Purchase Order' (with po_date beside it), and a standard print format prints a field's label beside its value.",
  },
  {
    id: "in-invoice-header-research",
    title: "How Indian billing software labels an invoice's own particulars (2026 research for in-invoice-headers)",
    url: "https://ja.scribd.com/document/61757043/Q-103-How-to-Make-an-Invoice-in-Tally",
    note: "Tally's sales invoice particulars (sales/voucher number, 'Date', 'Delivery note', 'Dispatch Doc. No.', 'Dispatch Through', 'Destination', 'Order Number', 'Terms of delivery', 'Other References'); a Tally-style print in a public repository setting 'Voucher No.' over 'Dated', and Tally's sales register export with 'Voucher Type', 'Voucher No.' columns; Kalculate's invoice (http://kalculate.com/kal_manual/invoice.html: 'Invoice No', 'Invoice Date', 'P.O No', 'P.O Date', 'Del Challan No.', 'LR/RR No.', each number with a date of its own); Hindi 'बीजक' for an invoice with 'बीजक संख्या, तारीख' as its particulars (https://alumniagri.in/task/b-jaka-ka-na-ra-ma-nae-ka-sa-ka-ya-ja-ta-ha-b-caka-na-ma-22630769) and 'बीजक क्रमांक' / 'बीजक की तारीख' on Hindi-belt bills; NEFT/RTGS payee blocks copying the mandate form's fields: 'Beneficiary' / 'Beneficiary Name', 'Beneficiary A/c No.' / 'Beneficiary Account Number', '(Beneficiary) Bank & Branch' with the bank's name and its branch after a comma.",
  },
  {
    id: "in-invoice-bank-blocks",
    title: "Bank blocks of Indian invoice templates in public repositories (2026)",
    note: "The payee's account printed with its kind: 'Current A/C No:', 'Current A/c No.:', 'CURRENT A/C NO :', beside 'Bank:', 'Branch Name', 'IFSC Code:' and 'IFS CODE NO.'.",
  },
  {
    id: "fr-fiducial-invoice-model",
    title: "Fiducial's French invoice model and its list of what an invoice states",
    url: "https://www.fiducial.fr/Outils-et-modeles/Modele-de-facture/Assurance-obligatoire",
    note: "The totals of a French invoice in order: 'Total hors taxes', 'Total net hors taxes', 'Total TVA', 'Total toutes taxes comprises', 'Acompte(s)', then the amount left to pay, '(Prix) net à payer'.",
  },
  {
    id: "de-insurance-invoices",
    title: "German insurance premium invoices (Beitragsrechnungen) and the insurance tax they show",
    url: "https://versicherungsmagazin.de/lexikon/versicherungsteuer-1947087.html",
    note: "Insurers add the insurance tax (Versicherungsteuer, also spelt Versicherungssteuer; VersStG §§ 1, 3, 6: 19 % of the premium in most lines) to the net premium and invoice it to the policy holder, shown apart (gewerbe-profi.de and tarifo.de glossaries). The premium invoice ('Beitragsrechnung', the ZUGFeRD corpus's COMFORT insurance samples) prints the premium as 'Gesamtbeitrag' or 'Nettobeitrag', then 'Versicherungsteuer 19 %', then the invoiced amount, and its due day as 'Fälligkeitstag'.",
  },
  {
    id: "hi-gst-terms",
    title: "Hindi (and Marathi) terms of India's GST law and returns",
    note: "The Hindi text of the CGST Act and Rules 2017 (CBIC): 'कर बीजक', 'आपूर्तिकर्ता' (supplier), 'प्राप्तिकर्ता' (recipient), 'परेषिती' (consignee), 'आपूर्ति का स्थान', 'प्रतिलोम प्रभार' (reverse charge), 'संघ राज्यक्षेत्र कर'; the tax heads 'केंद्रीय कर' / 'केन्द्रीय कर', 'राज्य कर', 'एकीकृत कर' as GSTR tables in public repositories head their columns ('बीजक क्रमांक', 'बीजक दिनांक', 'करपात्र मूल्य', 'केंद्रीय कर', 'राज्य कर').",
  },
  {
    id: "hi-gst-bill-guides",
    title: "Hindi guides to what a GST bill must print, for traders",
    url: "https://lendennews.com/archives/3248",
    note: "'बिल नंबर या बिल क्रमांक', 'खरीदने वाले का नाम, पता और उसका जीएसटीआईएन नंबर', 'माल का एचएसएन कोड', 'कर की दर', 'सीजीएसटी और एसजीएसटी', 'आईजीएसटी', 'विक्रेता'; the same list in <https://blog.lio.io/gst-bill-kaise-banaye/>.",
  },
  {
    id: "hi-bank-label-forms",
    title:
      "Bilingual bank-detail labels of Indian forms and bill templates in public repositories, found by code search",
    note: "'खाता सं.' beside 'Account No.', 'बैंक खाता सं. / IFSC'; 'खाता नं.' over '(Account No.)' in a table beside the bank's name, 'खाता नं. / A/C No.' under 'BANK DETAILS / बैंक विवरण' with 'बैंक का नाम / Bank Name'.",
  },
  {
    id: "erpnext-sales-invoice",
    title: "ERPNext's Sales Invoice: its date is the Posting Date",
    url: "https://github.com/Jayyyy123/docusaurus-CERP/blob/main/docs/coreModules/accounts/salesInovice.md",
    note: "The Sales Invoice's date and time are its 'posting date' and 'Posting Time' (a backdated entry edits them), beside the 'Payment Due Date'; a Japanese invoice requirement for ERPNext takes the transaction date (取引年月日) from the standard 'Posting Date'.",
  },
  {
    id: "hi-amount-labels",
    title: "Hindi user-interface translations in public repositories that name an amount 'रकम', found by code search",
    note: "'Amount' translated 'रकम' beside 'Date' 'तारीख़', 'Type' 'प्रकार' and 'Note' 'विवरण' in an expense tracker's columns, in a clinic's fee screen ('Amount': 'रकम', 'Paid'), and listed with 'राशि' as the amount's Hindi words in a statement parser's column names; the everyday word beside the formal 'राशि'.",
  },
  {
    id: "hi-app-invoice-labels",
    title: "Hindi translations of billing apps' invoice labels in public repositories, found by code search",
    note: "'Invoice Number' translated 'इनवॉइस नंबर' (with 'Invoice Date' 'इनवॉइस तारीख', 'Bank Details' 'बैंक विवरण', 'GST Number' 'GST नंबर', 'Trip No.' 'ट्रिप नं.'), an invoice form's 'invoice.number': 'इनवॉइस नंबर', a shop billing app's 'invoiceNoLabel': 'इनवॉइस नंबर', and a multilingual receipt's 'Invoice No.' as 'इनवॉइस नं.'.",
  },
  {
    id: "hi-bilingual-invoice-labels",
    title: "English/Hindi label tables of Indian GST invoice generators and bill print templates (public repositories)",
    note: "An invoice generator's bilingual labels: 'कर बीजक' (Tax Invoice), 'बीजक', 'बीजक संख्या', 'बीजक दिनांक', 'देय तिथि', 'आदेश संख्या', 'प्रेषक' (From), 'प्राप्तकर्ता' (To), 'बिल प्राप्तकर्ता', 'शिपिंग पता', 'विक्रेता', 'खरीदार' (Buyer), 'पता', 'जीएसटीआईएन', 'राज्य कोड', 'क्र.सं.', 'विवरण', 'एचएसएन/एसएसी', 'मात्रा', 'इकाई', 'दर', 'छूट', 'कर योग्य मूल्य', 'सीजीएसटी', 'एसजीएसटी', 'आईजीएसटी', 'राशि', 'कुल', 'उप-योग', 'कुल कर', 'कुल योग', 'पूर्णांकन' (Round Off), 'शब्दों में राशि', 'बैंक विवरण', 'बैंक का नाम', 'खाता संख्या', 'आईएफएससी कोड', 'आपूर्ति का स्थान', 'रिवर्स चार्ज', abbreviations with 'नं.' ('टेबल नं.', 'ऑर्डर नं.'); a work-order bill template: 'बीजक सं. (Invoice No.)', 'बीजक दिनांक (Invoice Date)', 'पार्टी का नाम (Billed To)', 'मोबा.'; a GST document model naming its parties 'विक्रेता' and 'क्रेता'; an invoice HTML template's client block, 'ग्राहक का नाम' (Client Name), and billing apps' 'ग्राहक' (customer).",
  },
  {
    id: "hi-bilingual-tcpdf-invoice",
    title: "A bilingual English/Hindi invoice printed with TCPDF in a public repository",
    url: "https://github.com/Joshyboi29/pc-project",
    note: "subsystem/acad/print-req.php: the title 'Tax Invoice' over 'टैक्स इनवॉइस', 'Bill To बिल प्राप्तकर्ता', 'Issue Date इशू डेट', 'Due Date देय डेट', 'Item Description वस्तु वर्णन', 'Sub Total उप कुल मूल्य'.",
  },
  {
    id: "mx-cfdi-printed",
    title: "Mexico: what the printed representation of a CFDI must show (CFF art. 29-A, Anexo 20 v4.0)",
    url: "https://es.scribd.com/document/718135613/Requisitos-cfdi-impresos",
    note: "RFC and 'Régimen Fiscal' of the emisor, folio, 'Lugar y fecha de expedición', RFC of the receptor, 'Cantidad', 'Valor unitario', 'Importe', IVA trasladado by rate, 'Fecha y hora de emisión', 'Este documento es una representación impresa de un CFDI'; CFDI 4.0 adds the 'Uso CFDI' and both parties' name and postcode (<http://omawww.sat.gob.mx/factura/Paginas/factura_electronica4.htm>). Print templates label the parties 'Emisor' / 'Receptor' and the totals 'Subtotal', 'IVA 16%', 'Total'.",
  },
  {
    id: "ar-afip-factura",
    title: "Argentina: the AFIP factura as open-source print templates lay it out",
    url: "https://github.com/Construir/CIJUSO",
    note: "app/Views/imprimir_factura_html.php: 'ORIGINAL', the letter and 'COD.' box, 'FACTURA', 'Razón Social', 'Domicilio Comercial', 'Condición frente al IVA', 'Punto de Venta', 'Comp. Nro', 'Fecha de Emisión', 'CUIT', 'Ingresos Brutos', 'Fecha de Inicio de Actividades', 'Período Facturado Desde / Hasta', 'Fecha de Vto. para el pago', 'Apellido y Nombre / Razón Social', 'Domicilio', 'Condición de venta', 'Producto / Servicio', 'Cantidad', 'Precio Unit.', '% Bonif', 'Subtotal', 'Importe Neto Gravado', 'IVA 21%', 'Importe Otros Tributos', 'Importe Total', 'CAE N°', 'Fecha de Vto. de CAE'; alejandrosofter/yavu modeloFacturaPDF.php ('FECHA', 'NRO COMPROBANTE', 'CUIT', 'DIRECCION').",
  },
  {
    id: "co-dian-fev",
    title: "Colombia: requisites of the factura electrónica de venta (Resolución DIAN 000042 de 2020, art. 11)",
    url: "http://contabler.com.co/la-dian-reglamenta-el-tema-de-facturacion-incluida-la-factura-electronica-de-venta-con-validacion-previa/",
    note: "The words 'factura electrónica de venta', name and NIT of the seller and of the 'adquiriente', a consecutive number within the DIAN's authorised numbering, 'fecha y hora de generación' and of expedición, the CUFE; print formats: 'No.', 'Fecha de expedición', 'Fecha de vencimiento', 'Vr. Unitario', 'Vr. Total', 'Subtotal', 'IVA 19%', 'Total a pagar'.",
  },
  {
    id: "co-rut-responsabilidades",
    title: "Colombia: the RUT's tax responsibilities as billing programs print them under the seller's NIT",
    note: "Responsibility codes 48 'Responsable del impuesto sobre las ventas – IVA' and 49 'No responsable de IVA'; point-of-sale and invoice prints set 'RESPONSABLE DE IVA' or 'NO RESPONSABLE DE IVA' as a line of the letterhead, under 'NIT: …' (found by code search in Colombian billing and POS programs).",
  },
  {
    id: "us-card-statements",
    title: "Chase credit card statement parsers' notes, found by code search (docs/banks.md, CC)",
    note: "ACCOUNT SUMMARY: 'Account Number: XXXX XXXX XXXX 1234', Previous Balance, Payment, Credits, Purchases, New Balance, 'Opening/Closing Date MM/DD/YY - MM/DD/YY'; ACCOUNT ACTIVITY grouped as PAYMENTS AND OTHER CREDITS, PURCHASE, FEES CHARGED, INTEREST CHARGED; the table 'Date of Transaction', 'Merchant Name or Transaction Description', '$ Amount'; rows 'MM/DD Description Amount', the year from the statement's period.",
  },
  {
    id: "docintake-dev-corpus",
    title: "DocIntake's development corpus of Indian invoices and statements (../shared/corpus/dev)",
    note: "Wordings its invoice and statement families print, which the extractors read before this vocabulary existed: kept so that nothing read before is lost ('Invoice ID', 'Due On', 'Sold To', 'Taxable Value', 'Balance B/F', 'Ref No', ...).",
  },
] as const satisfies readonly VocabularySource[];

/** A source's id; labels name their sources by it, so a misspelt id does not compile. */
export type SourceId = (typeof SOURCE_LIST)[number]["id"];

export const SOURCES: readonly VocabularySource[] = SOURCE_LIST;
