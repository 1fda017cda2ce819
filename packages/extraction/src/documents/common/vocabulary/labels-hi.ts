/**
 * Hindi labels as Indian bilingual bills and statements print them. Only wordings seen in a source
 * are listed: Hindi billing software mostly transliterates ("इनवॉइस") or uses everyday words
 * ("बिल", "चालान"), and the formal GST terms (कर बीजक) were not found printed.
 */
import { seen } from "./entry.ts";
import type { LabelTable } from "./types.ts";

export const LABELS_HI: LabelTable = {
  // --- kinds of document ---
  "doc.invoice": [
    seen("इनवॉइस", "hi-pos-localisation", "hi-invoice-generator"),
    seen("चालान", "hi-pos-localisation", "akaunting-langs"),
    seen("बिल", "hi-pos-localisation"),
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
  ],
  "invoice.date": [
    seen("इनवॉइस दिनांक", "hi-pos-localisation"),
    seen("चालान तारीख", "akaunting-langs"),
    seen("बिल तारीख", "akaunting-langs"),
    seen("तारीख", "hi-invoice-generator"),
    seen("तिथि", "hi-pos-localisation"),
  ],
  "invoice.due_date": [
    seen("देय तिथि", "hi-pos-localisation"),
    seen("नियत तारीख", "hi-invoice-generator", "akaunting-langs"),
  ],
  "invoice.place_of_supply": [seen("पूर्ति का राज्य", "hi-pos-localisation")],

  // --- parties ---
  "party.seller": [
    seen("विक्रेता", "hi-pos-localisation"),
    seen("बिल से", "hi-pos-localisation"),
    seen("से", "hi-invoice-generator"),
  ],
  "party.buyer": [
    seen("बिल के लिए", "hi-pos-localisation"),
    seen("बिल टू", "hi-invoice-generator"),
    seen("बिल प्राप्तकर्ता", "akaunting-langs"),
  ],
  "party.ship_to": [seen("जहाज के लिए", "hi-pos-localisation")],
  "party.address": [seen("पता", "hi-pos-localisation", "hi-invoice-generator")],
  "party.phone": [
    seen("फ़ोन", "hi-pos-localisation"),
    seen("फोन", "hi-invoice-generator"),
    seen("मोबाइल", "hi-pos-localisation", "hi-invoice-generator"),
  ],
  "party.email": [seen("ईमेल", "hi-pos-localisation", "hi-invoice-generator")],
  "party.state": [seen("राज्य का नाम", "hi-pos-localisation")],

  // --- identifiers ---
  "id.gstin": [seen("जीएसटी संख्या", "hi-pos-localisation")],
  "id.tax_number": [seen("कर संख्या", "hi-pos-localisation")],

  // --- bank details ---
  "bank.name": [seen("बैंक", "hi-invoice-generator")],
  "bank.account_holder": [seen("खाता नाम", "hi-invoice-generator")],
  "bank.account_number": [seen("खाता संख्या", "hi-invoice-generator")],
  "bank.ifsc": [seen("आईएफएससी", "hi-invoice-generator")],

  // --- totals ---
  "total.net": [
    seen("उप-कुल", "hi-pos-localisation"),
    seen("उप-योग", "hi-invoice-generator"),
    seen("कर योग्य राशि", "hi-pos-localisation"),
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
  "total.round_off": [seen("गोल करें", "hi-pos-localisation")],
  "total.discount": [seen("छूट", "hi-pos-localisation")],
  "total.shipping": [seen("शिपिंग", "hi-invoice-generator")],
  "tax.rate": [seen("कर दर", "hi-pos-localisation")],

  // --- line items ---
  "item.serial": [seen("क्रम संख्या", "akaunting-langs")],
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
  "item.amount": [seen("राशि", "hi-invoice-generator")],

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
