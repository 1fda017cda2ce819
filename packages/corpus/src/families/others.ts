// Business documents that are not invoices, for type detection's negatives: quotations, proformas,
// purchase orders, delivery notes and challans (some with items, taxes and totals, looking very much
// like invoices), payment receipts, letters and payslips, in English, Hindi, German, French, Spanish
// and Italian.
import type { Rng } from "../random.ts";
import { GOODS } from "../data/goods.ts";
import { LOCALES } from "../data/abroad.ts";
import { DEVANAGARI, SANS, SERIF } from "../render/fonts.ts";
import { esc, lines } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type Language } from "../format/dates.ts";
import { formatMinor, plainNumber, roundMinor } from "../format/numbers.ts";
import { amountInWords } from "../format/words.ts";
import { indianParty, foreignParty, personName } from "../model/parties.ts";
import { priceMinor } from "../model/gst.ts";
import type { Built, Family, Split } from "./family.ts";

type Lang = "en" | "hi" | "de" | "fr" | "es" | "it";
type Kind = "quotation" | "proforma" | "purchase-order" | "delivery-note";

const TITLES: Record<Kind, Partial<Record<Lang, string[]>>> = {
  quotation: {
    en: ["QUOTATION", "Estimate", "Quotation"],
    hi: ["कोटेशन / QUOTATION"],
    de: ["Angebot", "ANGEBOT", "Kostenvoranschlag"],
    fr: ["Devis", "DEVIS"],
    es: ["Presupuesto", "PRESUPUESTO"],
    it: ["Preventivo", "PREVENTIVO"],
  },
  proforma: {
    en: ["PROFORMA INVOICE", "Proforma Invoice", "Pro-forma Invoice"],
    de: ["Proforma-Rechnung", "PROFORMARECHNUNG"],
    fr: ["Facture proforma", "FACTURE PRO FORMA"],
    es: ["Factura proforma", "FACTURA PROFORMA"],
    it: ["Fattura proforma", "FATTURA PRO FORMA"],
  },
  "purchase-order": {
    en: ["PURCHASE ORDER", "Purchase Order"],
    hi: ["क्रय आदेश / PURCHASE ORDER"],
    de: ["Bestellung", "BESTELLUNG"],
    fr: ["Bon de commande", "BON DE COMMANDE"],
    es: ["Orden de compra", "PEDIDO"],
    it: ["Ordine d'acquisto", "ORDINE"],
  },
  "delivery-note": {
    en: ["DELIVERY CHALLAN", "Delivery Note", "Delivery Challan"],
    hi: ["डिलीवरी चालान / DELIVERY CHALLAN", "चालान / CHALLAN"],
    de: ["Lieferschein", "LIEFERSCHEIN"],
    fr: ["Bon de livraison", "BON DE LIVRAISON"],
    es: ["Albarán", "ALBARÁN DE ENTREGA"],
    it: ["Documento di trasporto (DDT)", "DDT"],
  },
};

interface Words {
  number: string;
  date: string;
  to: string;
  desc: string;
  qty: string;
  price: string;
  amount: string;
  subtotal: string;
  tax: string;
  total: string;
  note: Record<Kind, string>;
}

const WORDS: Record<Lang, Words> = {
  en: {
    number: "No.",
    date: "Date",
    to: "To",
    desc: "Description",
    qty: "Qty",
    price: "Rate",
    amount: "Amount",
    subtotal: "Sub Total",
    tax: "GST",
    total: "Total",
    note: {
      quotation: "This quotation is valid for 30 days. Prices are subject to change without notice.",
      proforma: "This is a proforma invoice and not a demand for payment. A tax invoice will be issued on dispatch.",
      "purchase-order": "Please supply the above goods as per the terms agreed. Quote this PO number on your invoice.",
      "delivery-note": "Goods sent for job work / on approval basis. Not for sale. Please sign and return a copy.",
    },
  },
  hi: {
    number: "संख्या / No.",
    date: "दिनांक / Date",
    to: "प्रति / To",
    desc: "विवरण / Description",
    qty: "मात्रा / Qty",
    price: "दर / Rate",
    amount: "राशि / Amount",
    subtotal: "योग / Sub Total",
    tax: "जीएसटी / GST",
    total: "कुल / Total",
    note: {
      quotation: "यह कोटेशन 30 दिनों के लिए मान्य है।",
      proforma: "This is a proforma invoice.",
      "purchase-order": "कृपया उपरोक्त माल समय पर भेजें।",
      "delivery-note": "माल अनुमोदन हेतु भेजा गया। बिक्री हेतु नहीं।",
    },
  },
  de: {
    number: "Nr.",
    date: "Datum",
    to: "An",
    desc: "Bezeichnung",
    qty: "Menge",
    price: "Einzelpreis",
    amount: "Gesamt",
    subtotal: "Nettobetrag",
    tax: "zzgl. 19 % MwSt.",
    total: "Gesamtbetrag",
    note: {
      quotation: "Dieses Angebot ist 30 Tage gültig. Wir freuen uns auf Ihren Auftrag.",
      proforma: "Proforma-Rechnung für Zollzwecke. Keine Zahlungsaufforderung.",
      "purchase-order": "Bitte bestätigen Sie diese Bestellung und geben Sie die Bestellnummer auf Ihrer Rechnung an.",
      "delivery-note": "Ware vollständig und unbeschädigt erhalten: ____________ (Unterschrift)",
    },
  },
  fr: {
    number: "N°",
    date: "Date",
    to: "Client",
    desc: "Désignation",
    qty: "Qté",
    price: "Prix unitaire HT",
    amount: "Montant HT",
    subtotal: "Total HT",
    tax: "TVA 20 %",
    total: "Total TTC",
    note: {
      quotation: "Devis valable 30 jours. Bon pour accord, date et signature :",
      proforma: "Facture proforma, ne constitue pas une facture définitive.",
      "purchase-order": "Merci de rappeler la référence de cette commande sur votre facture.",
      "delivery-note": "Marchandise reçue en bon état. Signature du destinataire :",
    },
  },
  es: {
    number: "Nº",
    date: "Fecha",
    to: "Cliente",
    desc: "Concepto",
    qty: "Cantidad",
    price: "Precio",
    amount: "Importe",
    subtotal: "Base imponible",
    tax: "IVA 21%",
    total: "Total",
    note: {
      quotation: "Presupuesto válido durante 30 días.",
      proforma: "Factura proforma sin validez fiscal.",
      "purchase-order": "Indique el número de pedido en su factura.",
      "delivery-note": "Recibí conforme. Firma:",
    },
  },
  it: {
    number: "N.",
    date: "Data",
    to: "Spett.le",
    desc: "Descrizione",
    qty: "Quantità",
    price: "Prezzo",
    amount: "Importo",
    subtotal: "Imponibile",
    tax: "IVA 22%",
    total: "Totale",
    note: {
      quotation: "Offerta valida 30 giorni dalla data del presente preventivo.",
      proforma: "Documento non valido ai fini fiscali.",
      "purchase-order": "Si prega di indicare il numero d'ordine in fattura.",
      "delivery-note": "Causale del trasporto: vendita. Firma del destinatario:",
    },
  },
};

const LOCALE_OF = { de: LOCALES.DE, fr: LOCALES.FR, es: LOCALES.ES, it: LOCALES.IT } as const;

function itemized(kind: Kind, langs: Lang[], rng: Rng): Built {
  const lang = rng.pick(langs.filter((x) => TITLES[kind][x]));
  const w = WORDS[lang];
  const title = rng.pick(TITLES[kind][lang]!);
  const indian = lang === "en" || lang === "hi";
  const locale = indian ? undefined : LOCALE_OF[lang as "de" | "fr" | "es" | "it"];
  const from = indian ? indianParty(rng.fork("from")) : foreignParty(rng.fork("from"), locale!);
  const to = indian ? indianParty(rng.fork("to")) : foreignParty(rng.fork("to"), locale!);
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const items = indian ? rng.sample(GOODS, rng.int(2, 8)) : rng.sample(locale!.items, rng.int(2, 6));
  const money = (m: number) => formatMinor(m, indian ? "indian" : "dot-comma");
  const rows = items.map((a) => {
    const qty = rng.int(1, 40);
    const price = priceMinor(rng, a.price);
    return { description: a.description, qty, price, amount: qty * price };
  });
  const priced = kind !== "delivery-note" || rng.chance(0.3);
  const net = rows.reduce((s, r) => s + r.amount, 0);
  const tax = roundMinor(
    net * (indian ? 0.18 : lang === "de" ? 0.19 : lang === "fr" ? 0.2 : lang === "es" ? 0.21 : 0.22),
  );
  const taxed = priced && kind !== "purchase-order" ? true : rng.chance(0.5);
  const table = `<table class="items"><tr><th>#</th><th>${esc(w.desc)}</th><th class="r">${esc(w.qty)}</th>${priced ? `<th class="r">${esc(w.price)}</th><th class="r">${esc(w.amount)}</th>` : ""}</tr>${rows
    .map(
      (r, i) =>
        `<tr><td>${i + 1}</td><td>${esc(r.description)}</td><td class="r">${plainNumber(r.qty)}</td>${priced ? `<td class="r">${money(r.price)}</td><td class="r">${money(r.amount)}</td>` : ""}</tr>`,
    )
    .join("")}</table>`;
  const totals = priced
    ? `<table class="totals"><tr><td>${esc(w.subtotal)}</td><td class="r">${money(net)}</td></tr>${taxed ? `<tr><td>${esc(indian ? `${w.tax} @ 18%` : w.tax)}</td><td class="r">${money(tax)}</td></tr>` : ""}<tr class="g"><td>${esc(w.total)}</td><td class="r">${money(taxed ? net + tax : net)}</td></tr></table>${
        indian && rng.chance(0.5) ? `<p>${esc(amountInWords(taxed ? net + tax : net, "rupees-paise-only"))}</p>` : ""
      }`
    : "";
  const party = (p: typeof from) =>
    lines([
      `<b>${esc(p.name)}</b>`,
      ...p.addressLines.map(esc),
      "gstin" in p && p.gstin ? `GSTIN: ${p.gstin}` : undefined,
    ]);
  const numberText = `${kind === "quotation" ? "Q" : kind === "proforma" ? "PI" : kind === "purchase-order" ? "PO" : "DC"}-${rng.int(100, 9999)}`;
  const body = `<section class="page"><div class="sheet"><div class="row"><div>${party(from)}</div><div class="rt"><div class="title">${esc(title)}</div>${esc(w.number)} <b>${numberText}</b><br>${esc(w.date)} <b>${esc(formatDate(date, indian ? "dd/mm/yyyy" : "dd.mm.yyyy", lang === "hi" ? "en" : (lang as Language)))}</b>${
    kind === "quotation"
      ? `<br>${lang === "de" ? "Gültig bis" : "Valid until"} ${esc(formatDate(addDays(date, 30), "dd/mm/yyyy"))}`
      : ""
  }</div></div><div class="to">${esc(w.to)}:<br>${party(to)}</div>${table}<div class="after">${totals}</div><p class="note">${esc(w.note[kind])}</p><div class="sign">${esc(from.name)}</div></div></section>`;
  const font = lang === "hi" ? rng.pick(DEVANAGARI.filter((f) => f !== "Kalam")) : rng.pick([...SANS, ...SERIF]);
  const css = `.sheet{padding:13mm;font-family:"${font}";font-size:9pt}.row{display:flex;justify-content:space-between;gap:8mm}.row>div{flex:1}.rt{text-align:right}.title{font-size:17pt;font-weight:bold;margin-bottom:2mm}
.to{margin:6mm 0}table.items{width:100%;border-collapse:collapse}table.items th{border-bottom:1px solid #000;text-align:left;padding:3px}table.items td{padding:3px;border-bottom:0.5px solid #ccc}
.r{text-align:right !important;white-space:nowrap}.after{display:flex;justify-content:flex-end;flex-direction:column;align-items:flex-end}table.totals td{padding:2px 6px}tr.g td{font-weight:bold;border-top:1px solid #000}
.note{margin-top:6mm;font-size:8pt;color:#444}.sign{margin-top:12mm;text-align:right}`;
  return { truth: { type: "other" }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

function receipt(rng: Rng): Built {
  const lang = rng.pick(["en", "en", "de", "fr", "es", "it"] as const);
  const indian = lang === "en";
  const from = indian ? indianParty(rng.fork("from")) : foreignParty(rng.fork("from"), LOCALE_OF[lang]);
  const payer = indian ? indianParty(rng.fork("payer")).name : foreignParty(rng.fork("payer"), LOCALE_OF[lang]).name;
  const amount = rng.int(500, 250000) * 100;
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const ref = `${rng.int(100, 9999)}`;
  const text: Record<typeof lang, [string, string]> = {
    en: [
      rng.pick(["PAYMENT RECEIPT", "MONEY RECEIPT", "RECEIPT"]),
      `Received with thanks from M/s ${payer} the sum of ${amountInWords(amount, "rupees-paise-only")} by ${rng.pick(["NEFT", "cheque No. " + rng.digits(6), "UPI", "cash"])} towards full settlement of our bill No. ${ref}.`,
    ],
    de: [
      "Quittung",
      `Betrag von ${formatMinor(amount, "dot-comma")} € von ${payer} dankend erhalten. Verwendungszweck: Rechnung ${ref}.`,
    ],
    fr: [
      "Reçu de paiement",
      `Reçu de ${payer} la somme de ${formatMinor(amount, "space-comma")} € en règlement de la facture n° ${ref}.`,
    ],
    es: [
      "Recibo",
      `He recibido de ${payer} la cantidad de ${formatMinor(amount, "dot-comma")} € en concepto de pago de la factura ${ref}.`,
    ],
    it: [
      "Ricevuta di pagamento",
      `Si dichiara di aver ricevuto da ${payer} la somma di € ${formatMinor(amount, "dot-comma")} a saldo della fattura n. ${ref}.`,
    ],
  };
  const [title, sentence] = text[lang];
  const body = `<section class="page"><div class="sheet"><div class="head"><b>${esc(from.name)}</b><br>${esc(from.addressLines.join(", "))}</div><div class="title">${esc(title)}</div>
<div class="row"><span>No. ${rng.int(1, 999)}</span><span>${esc(formatDate(date, indian ? "dd/mm/yyyy" : "dd.mm.yyyy"))}</span></div><p class="body">${esc(sentence)}</p>
<div class="box">${indian ? "₹" : "€"} ${esc(formatMinor(amount, indian ? "indian" : "dot-comma"))}</div><div class="sign">${indian ? "Receiver's Signature" : "Unterschrift / Signature"}</div></div></section>`;
  const css = `.sheet{padding:10mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:10pt;border:1.5px solid #333;margin:8mm;height:calc(100% - 16mm);box-sizing:border-box}
.head{text-align:center}.title{text-align:center;font-size:15pt;font-weight:bold;margin:4mm 0;text-decoration:underline}.row{display:flex;justify-content:space-between}.body{line-height:1.8;margin:6mm 0}
.box{display:inline-block;border:1.2px solid #000;padding:2mm 5mm;font-size:13pt;font-weight:bold}.sign{text-align:right;margin-top:10mm}`;
  return { truth: { type: "other" }, body, css, page: { widthMm: 210, heightMm: 148 } };
}

function letter(rng: Rng): Built {
  const lang = rng.pick(["en", "de", "fr", "it"] as const);
  const indian = lang === "en" && rng.chance(0.6);
  const from = indian
    ? indianParty(rng.fork("from"))
    : foreignParty(rng.fork("from"), lang === "en" ? LOCALES.GB : LOCALE_OF[lang]);
  const to = indian
    ? indianParty(rng.fork("to"))
    : foreignParty(rng.fork("to"), lang === "en" ? LOCALES.GB : LOCALE_OF[lang]);
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const texts: Record<typeof lang, { subject: string[]; body: string[]; close: string }> = {
    en: {
      subject: [
        "Change in our bank account details",
        "Confirmation of meeting on site",
        "Revised delivery schedule",
        "Annual rate contract renewal",
      ],
      body: [
        "We write to inform you that, with effect from next month, all correspondence regarding orders should be addressed to our new office at the address above.",
        "Kindly acknowledge receipt of this letter and update your records accordingly. Our team will be happy to answer any questions you may have.",
        "We thank you for your continued support and look forward to a long association.",
      ],
      close: "Yours faithfully,",
    },
    de: {
      subject: ["Terminbestätigung", "Änderung unserer Anschrift", "Ihre Anfrage vom letzten Monat"],
      body: [
        "vielen Dank für Ihr Schreiben. Gerne bestätigen wir Ihnen den vereinbarten Termin in unseren Geschäftsräumen.",
        "Bitte bringen Sie die besprochenen Unterlagen mit. Für Rückfragen stehen wir Ihnen jederzeit zur Verfügung.",
      ],
      close: "Mit freundlichen Grüßen",
    },
    fr: {
      subject: ["Confirmation de rendez-vous", "Changement d'adresse", "Votre demande de renseignements"],
      body: [
        "Nous vous remercions de votre courrier et vous confirmons notre rendez-vous dans nos locaux.",
        "Nous restons à votre disposition pour toute information complémentaire.",
      ],
      close: "Veuillez agréer, Madame, Monsieur, nos salutations distinguées.",
    },
    it: {
      subject: ["Conferma appuntamento", "Variazione di indirizzo", "Vostra richiesta di informazioni"],
      body: [
        "Con la presente confermiamo l'appuntamento concordato presso la nostra sede.",
        "Restiamo a disposizione per ogni ulteriore chiarimento.",
      ],
      close: "Distinti saluti",
    },
  };
  const t = texts[lang];
  const body = `<section class="page"><div class="sheet"><div class="head"><b>${esc(from.name)}</b><br>${esc(from.addressLines.join(" · "))}</div>
<div class="to">${lines([esc(to.name), ...to.addressLines.map(esc)])}</div><div class="date">${esc(formatDate(date, "long-local", lang === "en" ? "en" : lang))}</div>
<p><b>${esc(rng.pick(t.subject))}</b></p><p>${lang === "de" ? "Sehr geehrte Damen und Herren," : lang === "en" ? "Dear Sir/Madam," : lang === "fr" ? "Madame, Monsieur," : "Gentili Signori,"}</p>${t.body.map((x) => `<p>${esc(x)}</p>`).join("")}
<p>${esc(t.close)}</p><p style="margin-top:14mm">${esc(personName(rng))}</p></div></section>`;
  const css = `.sheet{padding:18mm 20mm;font-family:"${rng.pick([...SANS, ...SERIF])}";font-size:10.5pt;line-height:1.5}.head{text-align:right;border-bottom:1px solid #555;padding-bottom:2mm}.to{margin-top:18mm}.date{text-align:right;margin:8mm 0}`;
  return { truth: { type: "other" }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

function payslip(rng: Rng): Built {
  const german = rng.chance(0.3);
  const employer = german ? foreignParty(rng.fork("er"), LOCALES.DE) : indianParty(rng.fork("er"));
  const name = german ? rng.pick(LOCALES.DE.people) : personName(rng);
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const basic = rng.int(180, 900) * 10000;
  const earn: [string, number][] = german
    ? [
        ["Grundgehalt", basic],
        ["Zuschläge", roundMinor(basic * 0.08)],
      ]
    : [
        ["Basic", basic],
        ["HRA", roundMinor(basic * 0.4)],
        ["Conveyance", 160000],
        ["Special Allowance", roundMinor(basic * 0.2)],
      ];
  const gross = earn.reduce((s, e) => s + e[1], 0);
  const ded: [string, number][] = german
    ? [
        ["Lohnsteuer", roundMinor(gross * 0.12)],
        ["Rentenversicherung", roundMinor(gross * 0.093)],
        ["Krankenversicherung", roundMinor(gross * 0.081)],
      ]
    : [
        ["Provident Fund", roundMinor(basic * 0.12)],
        ["Professional Tax", 20000],
        ["TDS", roundMinor(gross * 0.05)],
      ];
  const dsum = ded.reduce((s, e) => s + e[1], 0);
  const money = (m: number) => formatMinor(m, german ? "dot-comma" : "indian");
  const month = formatDate(date, "long-local", german ? "de" : "en").replace(/^\d+\.? /, "");
  const rows = Array.from(
    { length: Math.max(earn.length, ded.length) },
    (_, i) =>
      `<tr><td>${esc(earn[i]?.[0] ?? "")}</td><td class="r">${earn[i] ? money(earn[i][1]) : ""}</td><td>${esc(ded[i]?.[0] ?? "")}</td><td class="r">${ded[i] ? money(ded[i][1]) : ""}</td></tr>`,
  ).join("");
  const body = `<section class="page"><div class="sheet"><div class="c"><b class="big">${esc(employer.name)}</b><br>${esc(employer.addressLines.join(", "))}</div>
<div class="c title">${german ? `Verdienstabrechnung ${esc(month)}` : `Salary Slip for the month of ${esc(month)}`}</div>
<table class="info"><tr><td>${german ? "Mitarbeiter" : "Employee Name"}: <b>${esc(name)}</b></td><td>${german ? "Personalnummer" : "Employee ID"}: ${rng.int(1000, 9999)}</td></tr>
<tr><td>${german ? "Steuerklasse" : "Designation"}: ${german ? rng.int(1, 5) : rng.pick(["Accountant", "Sales Executive", "Engineer"])}</td><td>${german ? "Bank" : "PAN"}: ${german ? "Sparkasse" : rng.letters(5) + rng.digits(4) + rng.letters(1)}</td></tr></table>
<table class="grid"><tr><th>${german ? "Bezüge" : "Earnings"}</th><th class="r">${german ? "Betrag" : "Amount"}</th><th>${german ? "Abzüge" : "Deductions"}</th><th class="r">${german ? "Betrag" : "Amount"}</th></tr>${rows}
<tr><td><b>${german ? "Gesamtbrutto" : "Gross Earnings"}</b></td><td class="r"><b>${money(gross)}</b></td><td><b>${german ? "Summe Abzüge" : "Total Deductions"}</b></td><td class="r"><b>${money(dsum)}</b></td></tr></table>
<p><b>${german ? "Auszahlungsbetrag" : "Net Pay"}: ${money(gross - dsum)}</b>${german ? "" : ` (${esc(amountInWords(gross - dsum, "rupees-paise-only"))})`}</p><p class="small">${german ? "" : "This is a system generated payslip and does not require a signature."}</p></div></section>`;
  const css = `.sheet{padding:14mm;font-family:"${rng.pick(SANS)}";font-size:9.5pt}.c{text-align:center}.big{font-size:14pt}.title{margin:4mm 0;font-weight:bold;font-size:11pt}table.info{width:100%;margin-bottom:4mm}
table.grid{width:100%;border-collapse:collapse}table.grid th,table.grid td{border:0.7px solid #555;padding:3px}.r{text-align:right}.small{font-size:8pt;color:#555}`;
  return { truth: { type: "other" }, body, css, page: { widthMm: 210, heightMm: 297 } };
}

function other(name: string, languages: string[], split: Split, build: (rng: Rng) => Built): Family {
  return { name, type: "other", kind: "other", languages, split, variants: ["pdf", "scan", "photo"], build };
}

export const otherQuotation = other("other-quotation", ["en-IN", "hi", "de", "fr", "es", "it"], "tune", (rng) =>
  itemized("quotation", ["en", "en", "hi", "de", "fr", "es", "it"], rng),
);
export const otherProforma = other("other-proforma", ["en-IN", "de", "fr", "es", "it"], "heldout", (rng) =>
  itemized("proforma", ["en", "en", "de", "fr", "es", "it"], rng),
);
export const otherPurchaseOrder = other(
  "other-purchase-order",
  ["en-IN", "hi", "de", "fr", "es", "it"],
  "tune",
  (rng) => itemized("purchase-order", ["en", "en", "hi", "de", "fr", "es", "it"], rng),
);
export const otherDeliveryNote = other(
  "other-delivery-note",
  ["en-IN", "hi", "de", "fr", "es", "it"],
  "heldout",
  (rng) => itemized("delivery-note", ["en", "hi", "de", "fr", "es", "it"], rng),
);
export const otherReceipt = other("other-payment-receipt", ["en-IN", "de", "fr", "es", "it"], "tune", receipt);
export const otherLetter = other("other-letter", ["en", "de", "fr", "it"], "tune", letter);
export const otherPayslip = other("other-payslip", ["en-IN", "de"], "tune", payslip);
