/**
 * Hindi labels as Indian bilingual bills and statements print them. Only wordings seen in a source
 * are listed: Hindi billing software mostly transliterates ("इनवॉइस", "सीजीएसटी") or uses everyday
 * words ("बिल", "चालान"); bilingual GST print templates use the law's terms ("कर बीजक", "बीजक संख्या").
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_HI: LabelTable = {
  // --- kinds of document ---
  "doc.tax_invoice": [
    seen("कर बीजक", "hi-gst-terms", "hi-bilingual-invoice-labels"),
    // The transliteration, printed under "Tax Invoice" as a bilingual bill's title.
    seen("टैक्स इनवॉइस", "hi-bilingual-tcpdf-invoice"),
  ],
  "doc.invoice": [
    seen("इनवॉइस", "hi-pos-localisation", "hi-invoice-generator"),
    seen("चालान", "hi-pos-localisation", "akaunting-langs"),
    seen("बिल", "hi-pos-localisation"),
    seen("बीजक", "hi-bilingual-invoice-labels"),
  ],
  "doc.credit_note": [seen("बिक्री वापसी/Cr. नोट", "hi-pos-localisation")],
  "doc.debit_note": [seen("डेबिट नोट", "hi-pos-localisation")],
  "doc.statement": [
    seen("बैंक स्टेटमेंट", "hi-bank-guides"),
    seen("खाता विवरण", "hi-bank-guides"),
    seen("अकाउंट स्टेटमेंट", "hi-bank-guides"),
  ],
  "doc.quotation": [seen("कोटेशन", "hi-pos-localisation")],
  "doc.purchase_order": [seen("खरीद आदेश", "hi-invoice-generator")],
  "doc.receipt": [seen("रसीद", "hi-pos-localisation")],

  // --- invoice header ---
  "invoice.number": [
    seen("इनवॉइस संख्या", "hi-pos-localisation"),
    seen("चालान संख्या", "akaunting-langs"),
    seen("बिल संख्या", "hi-pos-localisation", "akaunting-langs"),
    seen("बीजक संख्या", "hi-bilingual-invoice-labels"),
    seen("बीजक सं.", "hi-bilingual-invoice-labels"),
    seen("बिल नंबर", "hi-gst-bill-guides"),
    seen("बिल क्रमांक", "hi-gst-bill-guides"),
    seen("बिल नं.", "hi-gst-bill-guides"),
    seen("इनवॉइस नंबर", "hi-app-invoice-labels"),
    seen("इनवॉइस नं.", "hi-app-invoice-labels"),
    seen("बीजक क्रमांक", "in-invoice-header-research"),
  ],
  "invoice.date": [
    seen("इनवॉइस दिनांक", "hi-pos-localisation"),
    seen("चालान तारीख", "akaunting-langs"),
    seen("बिल तारीख", "akaunting-langs"),
    seen("तारीख", "hi-invoice-generator"),
    seen("तिथि", "hi-pos-localisation"),
    seen("दिनांक", "hi-bilingual-invoice-labels"),
    seen("बीजक दिनांक", "hi-gst-terms", "hi-bilingual-invoice-labels"),
    seen("बीजक की तारीख", "in-invoice-header-research"),
  ],
  "invoice.due_date": [
    seen("देय तिथि", "hi-pos-localisation"),
    seen("नियत तारीख", "hi-invoice-generator", "akaunting-langs"),
  ],
  "invoice.place_of_supply": [
    seen("पूर्ति का राज्य", "hi-pos-localisation"),
    seen("आपूर्ति का स्थान", "hi-gst-terms", "hi-bilingual-invoice-labels"),
  ],
  "invoice.reverse_charge": [seen("प्रतिलोम प्रभार", "hi-gst-terms"), seen("रिवर्स चार्ज", "hi-bilingual-invoice-labels")],

  // --- parties ---
  "party.seller": [
    seen("विक्रेता", "hi-pos-localisation"),
    seen("बिल से", "hi-pos-localisation"),
    seen("से", "hi-invoice-generator"),
    seen("आपूर्तिकर्ता", "hi-gst-terms"),
    seen("प्रेषक", "hi-bilingual-invoice-labels"),
  ],
  "party.buyer": [
    seen("बिल के लिए", "hi-pos-localisation"),
    seen("बिल टू", "hi-invoice-generator"),
    seen("बिल प्राप्तकर्ता", "akaunting-langs"),
    seen("क्रेता", "hi-bilingual-invoice-labels"),
    seen("प्राप्तिकर्ता", "hi-gst-terms"),
    seen("खरीदार", "hi-bilingual-invoice-labels"),
    seen("प्राप्तकर्ता", "hi-bilingual-invoice-labels"),
    seen("पार्टी का नाम", "hi-bilingual-invoice-labels"),
    seen("ग्राहक", "hi-bilingual-invoice-labels"),
    seen("ग्राहक का नाम", "hi-bilingual-invoice-labels"),
  ],
  "party.ship_to": [
    seen("जहाज के लिए", "hi-pos-localisation"),
    seen("परेषिती", "hi-gst-terms"),
    seen("शिपिंग पता", "hi-bilingual-invoice-labels"),
  ],
  "party.address": [seen("पता", "hi-pos-localisation", "hi-invoice-generator")],
  "party.phone": [
    seen("फ़ोन", "hi-pos-localisation"),
    seen("फोन", "hi-invoice-generator"),
    seen("मोबाइल", "hi-pos-localisation", "hi-invoice-generator"),
  ],
  "party.email": [seen("ईमेल", "hi-pos-localisation", "hi-invoice-generator")],
  "party.state": [seen("राज्य का नाम", "hi-pos-localisation")],

  // --- identifiers ---
  "id.gstin": [
    seen("जीएसटी संख्या", "hi-pos-localisation"),
    seen("जीएसटीआईएन", "hi-gst-bill-guides", "hi-bilingual-invoice-labels"),
  ],
  "id.tax_number": [seen("कर संख्या", "hi-pos-localisation")],

  // --- bank details ---
  "bank.name": [seen("बैंक", "hi-invoice-generator"), seen("बैंक का नाम", "hi-bilingual-invoice-labels")],
  "bank.account_holder": [seen("खाता नाम", "hi-invoice-generator")],
  "bank.account_number": [
    seen("खाता संख्या", "hi-invoice-generator"),
    // संख्या and नंबर cut short, as bilingual forms print them.
    seen("खाता सं.", "hi-bank-label-forms"),
    seen("खाता नं.", "hi-bank-label-forms"),
  ],
  "bank.ifsc": [seen("आईएफएससी", "hi-invoice-generator"), seen("आईएफएससी कोड", "hi-bilingual-invoice-labels")],

  // --- totals ---
  "total.net": [
    seen("उप-कुल", "hi-pos-localisation"),
    seen("उप-योग", "hi-invoice-generator"),
    seen("कर योग्य राशि", "hi-pos-localisation"),
    seen("कर योग्य मूल्य", "hi-pos-localisation", "hi-bilingual-invoice-labels"),
  ],
  "total.tax": [
    seen("कुल कर", "akaunting-langs"),
    seen("कर राशि", "hi-pos-localisation"),
    seen("कर", "hi-invoice-generator"),
  ],
  "total.grand": [
    seen("कुल योग", "hi-pos-localisation"),
    seen("कुल राशि", "hi-pos-localisation"),
    seen("कुल", "hi-pos-localisation"),
    seen("पूर्ण योग", "akaunting-langs"),
  ],
  "total.amount_due": [
    seen("देय राशि", "akaunting-langs"),
    seen("बकाया राशि", "hi-invoice-generator"),
    seen("शेष राशि", "hi-invoice-generator"),
  ],
  "total.paid": [
    seen("भुगतान की गई राशि", "hi-pos-localisation", "hi-invoice-generator"),
    seen("भुगतान राशि", "akaunting-langs"),
  ],
  "total.in_words": [seen("शब्दों में राशि", "hi-pos-localisation")],
  "total.round_off": [seen("गोल करें", "hi-pos-localisation"), seen("पूर्णांकन", "hi-bilingual-invoice-labels")],
  "total.discount": [seen("छूट", "hi-pos-localisation")],
  "total.shipping": [seen("शिपिंग", "hi-invoice-generator")],
  "tax.cgst": [
    seen("केन्द्रीय कर", "hi-gst-terms"),
    seen("केंद्रीय कर", "hi-gst-terms"),
    seen("सीजीएसटी", "hi-gst-bill-guides", "hi-bilingual-invoice-labels"),
  ],
  "tax.sgst": [seen("राज्य कर", "hi-gst-terms"), seen("एसजीएसटी", "hi-gst-bill-guides", "hi-bilingual-invoice-labels")],
  "tax.utgst": [seen("संघ राज्यक्षेत्र कर", "hi-gst-terms")],
  "tax.igst": [seen("एकीकृत कर", "hi-gst-terms"), seen("आईजीएसटी", "hi-gst-bill-guides", "hi-bilingual-invoice-labels")],
  "tax.rate": [seen("कर दर", "hi-pos-localisation")],

  // --- line items ---
  "item.serial": [seen("क्रम संख्या", "akaunting-langs"), seen("क्र.सं.", "hi-bilingual-invoice-labels")],
  "item.hsn": [
    seen("एचएसएन कोड", "hi-gst-bill-guides"),
    seen("एचएसएन", "hi-gst-bill-guides"),
    seen("एचएसएन/एसएसी", "hi-bilingual-invoice-labels"),
  ],
  "item.unit": [seen("इकाई", "hi-bilingual-invoice-labels")],
  "item.description": [seen("विवरण", "hi-pos-localisation")],
  "item.quantity": [seen("मात्रा", "hi-pos-localisation", "hi-invoice-generator")],
  "item.unit_price": [
    seen("मूल्य", "hi-pos-localisation"),
    seen("प्रति इकाई मूल्य", "hi-pos-localisation"),
    seen("दर", "hi-invoice-generator"),
    seen("कीमत", "akaunting-langs"),
  ],
  "item.discount": [seen("छूट", "hi-pos-localisation")],
  "item.taxable_value": [seen("कर योग्य मूल्य", "hi-pos-localisation")],
  "item.tax_rate": [seen("कर दर", "hi-pos-localisation")],
  "item.tax_amount": [seen("कर राशि", "hi-pos-localisation")],
  "item.amount": [seen("राशि", "hi-invoice-generator"), seen("रकम", "hi-amount-labels")],

  // --- bank statement ---
  "stmt.account_holder": [seen("खाताधारक", "hi-bank-guides")],
  "stmt.account_number": [seen("खाता संख्या", "hi-bank-guides")],
  "stmt.period": [seen("अवधि", "hi-bank-guides")],
  "stmt.from": [seen("प्रारंभ तिथि", "hi-pos-localisation")],
  "stmt.to": [seen("अंत तिथि", "hi-pos-localisation")],
  "stmt.opening_balance": [seen("प्रारंभिक शेष", "hi-pos-localisation")],
  "txn.date": [seen("लेनदेन की तारीख", "hi-bank-guides"), seen("तारीख", "hi-bank-guides")],
  "txn.description": [seen("विवरण", "hi-bank-guides")],
  "txn.reference": [seen("संदर्भ संख्या", "hi-pos-localisation")],
  "txn.debit": [seen("निकासी", "hi-bank-guides")],
  "txn.credit": [seen("जमा", "hi-bank-guides")],
  "txn.amount": [seen("राशि", "hi-bank-guides")],
  "txn.balance": [seen("शेष", "hi-bank-guides", "hi-pos-localisation"), seen("शेष राशि", "hi-bank-guides")],
  "txn.type": [seen("लेनदेन प्रकार", "hi-pos-localisation")],
};
