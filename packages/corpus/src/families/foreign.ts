// Invoices from Germany (DIN 5008 business letter), France, Spain, Italy, the UK and the US: one
// renderer, each country giving its legal mentions, wordings, number and date forms and layout.
import type { Rng } from "../random.ts";
import { LOCALES, type Locale } from "../data/abroad.ts";
import { SANS, type FontFamily } from "../render/fonts.ts";
import { esc, lines, pickLabels, type LabelSets } from "../render/html.ts";
import { addDays, dayBetween, formatDate, type DateStyle, type Language } from "../format/dates.ts";
import { formatMinor, plainAmount, plainNumber, type NumberStyle } from "../format/numbers.ts";
import { vatBill, type VatBill } from "../model/vat.ts";
import { foreignParty } from "../model/parties.ts";
import { group, invoiceTruth } from "../model/truth.ts";
import { invoiceNumber } from "../model/india-doc.ts";
import {
  frenchCompanyIds,
  germanVatId,
  italianVatNumber,
  makeIban,
  printIban,
  spanishCompanyNif,
  ukVatNumber,
  usEin,
  australianAbn,
} from "../ids/europe.ts";
import type { Built, Family, Split } from "./family.ts";

export type ForeignLabel =
  | "title"
  | "number"
  | "date"
  | "serviceDate"
  | "due"
  | "customer"
  | "pos"
  | "desc"
  | "qty"
  | "unit"
  | "price"
  | "vatCol"
  | "amount"
  | "net"
  | "vat"
  | "gross"
  | "payTerms"
  | "bank"
  | "taxId"
  | "greeting";

interface CountrySpec {
  locale: Locale;
  language: Language;
  labels: LabelSets<ForeignLabel>;
  numberStyles: NumberStyle[];
  dateStyles: DateStyle[];
  currency: (amount: string) => string;
  layout: "din" | "classic";
  fonts: readonly FontFamily[];
  numbering: string[];
  /** Lines of the seller's legal identity (VAT id, registry, capital…). */
  legal: (rng: Rng) => string[];
  /** The VAT line's wording for a rate. */
  vatLine: (label: string, rate: number) => string;
  page: { widthMm: number; heightMm: number };
  showUnit: boolean;
  vatColumn: boolean;
  /** Days to pay, or none (US receipts "Due on receipt"). */
  terms: number[];
  paymentText: (due: string, rng: Rng) => string;
}

function itemsTable(
  spec: CountrySpec,
  l: Record<ForeignLabel, string>,
  bill: VatBill,
  money: (m: number) => string,
): string {
  const head = [
    l.desc,
    l.qty,
    ...(spec.showUnit ? [l.unit] : []),
    l.price,
    ...(spec.vatColumn ? [l.vatCol] : []),
    l.amount,
  ];
  const rows = bill.lines
    .map(
      (x, i) =>
        `<tr><td>${i + 1}</td><td>${esc(x.description)}</td><td class="r">${plainNumber(x.qty).replace(".", spec.numberStyles[0] === "western" || spec.numberStyles[0] === "plain" ? "." : ",")}</td>${spec.showUnit ? `<td>${esc(x.unit)}</td>` : ""}<td class="r">${money(x.price)}</td>${spec.vatColumn ? `<td class="r">${plainNumber(x.vatRate)} %</td>` : ""}<td class="r">${money(x.net)}</td></tr>`,
    )
    .join("");
  return `<table class="items"><tr><th>${spec.locale.country === "DE" ? "Pos." : "#"}</th>${head.map((h, i) => `<th class="${i === 0 || (spec.showUnit && i === 2) ? "" : "r"}">${esc(h)}</th>`).join("")}</tr>${rows}</table>`;
}

/** Australia pays into a BSB (bank, state, branch) and an account number, not an IBAN. */
function bsbAccount(rng: Rng, locale: Locale): { bank: Locale["banks"][number]; bsb: string; account: string } {
  const bank = rng.pick(locale.banks);
  return { bank, bsb: `${bank.code}${rng.digits(1)}-${rng.digits(3)}`, account: rng.digits(rng.pick([8, 9])) };
}

function buildForeign(spec: CountrySpec, rng: Rng): Built {
  const l = pickLabels(rng, spec.labels);
  const seller = foreignParty(rng.fork("seller"), spec.locale);
  const buyer = foreignParty(rng.fork("buyer"), spec.locale, { person: rng.chance(0.2) });
  const date = dayBetween((a, b) => rng.int(a, b), "2023-01-01", "2025-12-31");
  const due = spec.terms.length ? addDays(date, rng.pick(spec.terms)) : undefined;
  const number = invoiceNumber(rng, spec.numbering, date);
  const bill = vatBill(rng.fork("bill"), spec.locale.items, spec.locale.vatRates, [1, 8]);
  const style = rng.pick(spec.numberStyles);
  const money = (m: number) => formatMinor(m, style);
  const dateStyle = rng.pick(spec.dateStyles);
  const day = (iso: string) => formatDate(iso, dateStyle, spec.language);
  const local = spec.locale.country === "US" || spec.locale.country === "AU";
  const bank = local ? undefined : rng.pick(spec.locale.banks);
  const iban = bank
    ? makeIban(rng, spec.locale.country as Exclude<Locale["country"], "US" | "AU">, bank.code)
    : undefined;
  const usAccount =
    spec.locale.country === "US"
      ? { bank: rng.pick(spec.locale.banks), routing: rng.digits(9), account: rng.digits(10) }
      : undefined;
  const auAccount = spec.locale.country === "AU" ? bsbAccount(rng, spec.locale) : undefined;
  const dueText = due ? day(due) : undefined;
  const meta: [string, string][] = [
    [l.number, number],
    [l.date, day(date)],
    ...(rng.chance(0.5) ? [[l.serviceDate, day(addDays(date, -rng.int(0, 10)))] as [string, string]] : []),
    [l.customer, String(rng.int(10000, 99999))],
    ...(dueText ? [[l.due, dueText] as [string, string]] : []),
  ];
  const metaHtml = `<table class="meta">${meta.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="r"><b>${esc(v)}</b></td></tr>`).join("")}</table>`;
  const sellerBlock = lines([
    `<b class="firm">${esc(seller.name)}</b>`,
    ...seller.addressLines.map(esc),
    seller.phone && `Tel. ${esc(seller.phone)}`,
    seller.email && esc(seller.email),
  ]);
  const buyerBlock = lines([
    esc(buyer.name),
    ...(rng.chance(0.4) && buyer.contact ? [esc(buyer.contact)] : []),
    ...buyer.addressLines.map(esc),
  ]);
  const totals = [
    [l.net, money(bill.net)],
    ...bill.vat.map((v) => [spec.vatLine(l.vat, v.rate), money(v.amount)]),
    [l.gross, spec.currency(money(bill.gross))],
  ];
  const totalsHtml = `<table class="totals">${totals.map(([k, v], i) => `<tr class="${i === totals.length - 1 ? "grand" : ""}"><td>${esc(k!)}</td><td class="r">${esc(v!)}</td></tr>`).join("")}</table>`;
  const legal = spec.legal(rng);
  const bankLines = bank
    ? [`${esc(l.bank)}: ${esc(bank.name)}`, `IBAN: ${printIban(iban!)}`, `BIC: ${bank.bic}`]
    : usAccount
      ? [
          `${esc(l.bank)}: ${esc(usAccount.bank.name)}`,
          `Routing No.: ${usAccount.routing}`,
          `Account No.: ${usAccount.account}`,
        ]
      : auAccount
        ? [`${esc(l.bank)}: ${esc(auAccount.bank.name)}`, `BSB: ${auAccount.bsb}`, `Account No.: ${auAccount.account}`]
        : [];
  const footer = `<div class="footer"><div>${lines([esc(seller.name), ...seller.addressLines.map(esc)])}</div><div>${lines(legal.map(esc))}</div><div>${lines(bankLines)}</div></div>`;
  const payment = `<p>${esc(spec.paymentText(dueText ?? "", rng))}</p>`;
  let body: string;
  if (spec.layout === "din") {
    // DIN 5008 form B: letterhead, return line and window address at 45 mm, information block at right.
    body = `<div class="letterhead">${esc(seller.name)}<div class="contact">${lines([seller.phone && `Tel. ${esc(seller.phone)}`, seller.email && esc(seller.email)])}</div></div>
<div class="window"><div class="return">${esc([seller.name, ...seller.addressLines].join(" · "))}</div>${buyerBlock}</div>
<div class="info">${metaHtml}</div>
<div class="subject"><b>${esc(l.title)} ${esc(number)}</b></div><p>${esc(l.greeting)}</p>
${itemsTable(spec, l, bill, money)}<div class="after">${totalsHtml}</div>${payment}${footer}`;
  } else {
    body = `<div class="row"><div>${sellerBlock}</div><div class="rt"><div class="title">${esc(l.title)}</div>${metaHtml}</div></div>
<div class="row" style="margin-top:8mm"><div></div><div class="client"><div class="muted">${esc(l.pos)}</div>${buyerBlock}</div></div>
${itemsTable(spec, l, bill, money)}<div class="after">${totalsHtml}</div>${payment}${footer}`;
  }
  const font = rng.pick(spec.fonts);
  const css = `.sheet{padding:${spec.layout === "din" ? "0" : "14mm 16mm"};font-family:"${font}";font-size:${rng.pick([9, 9.5, 10])}pt;color:#111;position:relative;height:100%;box-sizing:border-box;display:flow-root}
.letterhead{position:absolute;top:14mm;right:20mm;font-size:16pt;font-weight:bold;text-align:right}.window{position:absolute;top:45mm;left:25mm;width:85mm;height:45mm}
.letterhead .contact{font-size:8pt;font-weight:normal}.return{font-size:7pt;text-decoration:underline;margin-bottom:2mm}.info{position:absolute;top:50mm;left:125mm;width:75mm}.subject{margin-top:103mm;margin-left:25mm;font-size:11pt}
.sheet>p,.sheet>table.items,.sheet>.after{margin-left:${spec.layout === "din" ? "25mm" : "0"};margin-right:${spec.layout === "din" ? "20mm" : "0"}}
.row{display:flex;justify-content:space-between;gap:10mm}.row>div{flex:1}.rt{text-align:right}.title{font-size:20pt;font-weight:bold;margin-bottom:3mm}.firm{font-size:12pt}
.client{border:0.5px solid #999;padding:3mm}.muted{color:#666;font-size:0.85em}table.meta{margin-left:auto;border-collapse:collapse}table.meta td{padding:1px 0 1px 8px}
table.items{width:${spec.layout === "din" ? "auto" : "100%"};border-collapse:collapse;margin-top:6mm}.sheet>table.items{width:calc(100% - ${spec.layout === "din" ? "45mm" : "0mm"})}
table.items th{border-bottom:1px solid #000;text-align:left;padding:3px}table.items td{padding:3px;border-bottom:0.5px solid #ccc;vertical-align:top}.r{text-align:right !important;white-space:nowrap}
.after{display:flex;justify-content:flex-end}table.totals{border-collapse:collapse;min-width:70mm;margin-top:3mm}table.totals td{padding:2px 4px}table.totals tr.grand td{border-top:1px solid #000;border-bottom:3px double #000;font-weight:bold}
.footer{position:absolute;bottom:10mm;left:${spec.layout === "din" ? "25mm" : "16mm"};right:${spec.layout === "din" ? "20mm" : "16mm"};display:flex;gap:6mm;font-size:7pt;color:#444;border-top:0.5px solid #999;padding-top:2mm}.footer>div{flex:1}`;
  const truth = invoiceTruth({
    invoice_details: group({ invoice_number: number, invoice_date: date, due_date: due }),
    seller_details: group({ name: seller.name, address: seller.addressLines.join(", "), phone: seller.phone }),
    buyer_details: group({ name: buyer.name, address: buyer.addressLines.join(", ") }),
    line_items: bill.lines.map((x) => ({
      description: x.description,
      quantity: plainNumber(x.qty),
      unit_price: plainAmount(x.price),
      amount: plainAmount(x.net),
    })),
    total_calculation: group({
      sub_total: plainAmount(bill.net),
      total_tax: plainAmount(bill.totalVat),
      grand_total: plainAmount(bill.gross),
    }),
    bank_details: bank
      ? group({ bank_name: bank.name, account_number: iban, SWIFT_CODE: bank.bic })
      : usAccount
        ? group({ bank_name: usAccount.bank.name, account_number: usAccount.account })
        : auAccount
          ? group({ bank_name: auAccount.bank.name, account_number: auAccount.account })
          : undefined,
  });
  return {
    truth: { type: "invoice", invoice: truth },
    body: `<section class="page"><div class="sheet">${body}</div></section>`,
    css,
    page: spec.page,
  };
}

const A4 = { widthMm: 210, heightMm: 297 };

const SPECS: Record<string, CountrySpec> = {
  de: {
    locale: LOCALES.DE,
    language: "de",
    labels: {
      title: ["Rechnung", "Rechnung Nr.", "RECHNUNG"],
      number: ["Rechnungsnummer", "Rechnungs-Nr.", "Rechnung Nr."],
      date: ["Rechnungsdatum", "Datum", "Rechnungsdatum:"],
      serviceDate: ["Leistungsdatum", "Lieferdatum", "Leistungszeitraum"],
      due: ["Fällig am", "Zahlungsziel", "Fälligkeitsdatum"],
      customer: ["Kundennummer", "Kunden-Nr.", "Kd.-Nr."],
      pos: ["Rechnungsempfänger"],
      desc: ["Bezeichnung", "Beschreibung", "Artikel / Leistung"],
      qty: ["Menge", "Anzahl", "Menge"],
      unit: ["Einheit", "ME"],
      price: ["Einzelpreis", "E-Preis", "Preis/Einheit"],
      vatCol: ["USt.", "MwSt."],
      amount: ["Gesamtpreis", "Gesamt", "Betrag"],
      net: ["Nettobetrag", "Summe netto", "Zwischensumme (netto)"],
      vat: ["MwSt.", "USt.", "Umsatzsteuer"],
      gross: ["Gesamtbetrag", "Rechnungsbetrag", "Gesamtsumme", "Bruttobetrag"],
      payTerms: ["Zahlungsbedingungen"],
      bank: ["Bankverbindung", "Bank"],
      taxId: ["USt-IdNr.", "USt-ID"],
      greeting: [
        "Sehr geehrte Damen und Herren,",
        "vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:",
      ],
    },
    numberStyles: ["dot-comma"],
    dateStyles: ["dd.mm.yyyy", "dd.mm.yyyy", "long-local"],
    currency: (a) => `${a} €`,
    layout: "din",
    fonts: [...SANS.filter((f) => f !== "Hind"), "Noto Serif"],
    numbering: ["RE-{y}-{n4}", "{y}{n4}", "R{n5}", "RE{n4}"],
    legal: (rng) => [
      `USt-IdNr.: ${germanVatId(rng)}`,
      `Steuernummer: ${rng.digits(3)}/${rng.digits(3)}/${rng.digits(5)}`,
      `Amtsgericht ${rng.pick(["Köln", "München", "Hamburg"])} HRB ${rng.int(1000, 99999)}`,
      `Geschäftsführer: ${rng.pick(LOCALES.DE.people)}`,
    ],
    vatLine: (label, rate) => `zzgl. ${plainNumber(rate)} % ${label}`,
    page: A4,
    showUnit: true,
    vatColumn: false,
    terms: [14, 30],
    paymentText: (due) => `Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum ${due}.`,
  },
  fr: {
    locale: LOCALES.FR,
    language: "fr",
    labels: {
      title: ["FACTURE", "Facture", "Facture N°"],
      number: ["Facture N°", "N° de facture", "Numéro de facture"],
      date: ["Date de facturation", "Date d'émission", "Date"],
      serviceDate: ["Date de la prestation", "Date de livraison", "Date de vente"],
      due: ["Date d'échéance", "Échéance", "À régler avant le"],
      customer: ["N° client", "Code client", "Réf. client"],
      pos: ["Facturé à", "Client", "Adresse de facturation"],
      desc: ["Désignation", "Description", "Libellé"],
      qty: ["Qté", "Quantité"],
      unit: ["Unité", "U."],
      price: ["Prix unitaire HT", "PU HT", "Prix unit. HT"],
      vatCol: ["TVA", "Taux TVA"],
      amount: ["Montant HT", "Total HT", "Montant HT"],
      net: ["Total HT", "Montant total HT", "Total hors taxes"],
      vat: ["TVA", "T.V.A.", "TVA"],
      gross: ["Total TTC", "Net à payer", "Montant TTC", "Total TTC"],
      payTerms: ["Conditions de paiement"],
      bank: ["Banque", "Coordonnées bancaires"],
      taxId: ["N° TVA intracom."],
      greeting: [""],
    },
    numberStyles: ["space-comma", "space-comma", "dot-comma"],
    dateStyles: ["dd/mm/yyyy", "dd/mm/yyyy", "long-local"],
    currency: (a) => `${a} €`,
    layout: "classic",
    fonts: ["Lato", "Open Sans", "Roboto", "Merriweather", "Source Sans 3"],
    numbering: ["F{y}-{n4}", "FA{n5}", "{y}-{n3}", "FAC-{y}-{n4}"],
    legal: (rng) => {
      const ids = frenchCompanyIds(rng);
      return [
        `${rng.pick(LOCALES.FR.legalForms)} au capital de ${rng.pick(["1 000", "10 000", "50 000", "7 500"])} €`,
        `SIRET : ${ids.siret}`,
        `RCS ${rng.pick(["Paris", "Lyon", "Nantes"])} B ${ids.siren}`,
        `N° TVA intracom. : ${ids.vat}`,
        "APE : " + rng.digits(4) + rng.letters(1),
      ];
    },
    vatLine: (label, rate) => `${label} ${plainNumber(rate).replace(".", ",")} %`,
    page: A4,
    showUnit: false,
    vatColumn: true,
    terms: [30, 45],
    paymentText: (due) =>
      `Paiement à réception, au plus tard le ${due}. En cas de retard, pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €. Pas d'escompte pour paiement anticipé.`,
  },
  es: {
    locale: LOCALES.ES,
    language: "es",
    labels: {
      title: ["FACTURA", "Factura", "FACTURA ORDINARIA"],
      number: ["Nº factura", "Número de factura", "Factura nº"],
      date: ["Fecha de expedición", "Fecha factura", "Fecha"],
      serviceDate: ["Fecha de operación", "Fecha de entrega"],
      due: ["Fecha de vencimiento", "Vencimiento", "Vto."],
      customer: ["Nº cliente", "Código cliente"],
      pos: ["Cliente", "Facturar a", "Datos del cliente"],
      desc: ["Concepto", "Descripción", "Artículo"],
      qty: ["Cantidad", "Uds.", "Cant."],
      unit: ["Unidad"],
      price: ["Precio unitario", "Precio", "P. unitario"],
      vatCol: ["IVA", "% IVA"],
      amount: ["Importe", "Total", "Subtotal"],
      net: ["Base imponible", "Base imponible", "Subtotal"],
      vat: ["IVA", "Cuota IVA"],
      gross: ["Total", "Total factura", "TOTAL A PAGAR", "Importe total"],
      payTerms: ["Forma de pago"],
      bank: ["Banco", "Entidad"],
      taxId: ["NIF", "CIF"],
      greeting: [""],
    },
    numberStyles: ["dot-comma"],
    dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "long-local"],
    currency: (a) => `${a} €`,
    layout: "classic",
    fonts: ["Open Sans", "Roboto", "Lato", "DejaVu Sans"],
    numbering: ["{y}/{n4}", "A-{n4}", "FAC{y}{n4}", "F-{y}-{n3}"],
    legal: (rng) => [
      `NIF: ${spanishCompanyNif(rng)}`,
      `Inscrita en el Registro Mercantil de ${rng.pick(["Madrid", "Barcelona", "Valencia"])}, Tomo ${rng.int(1000, 40000)}, Folio ${rng.int(1, 200)}`,
    ],
    vatLine: (label, rate) => `${label} ${plainNumber(rate)}%`,
    page: A4,
    showUnit: false,
    vatColumn: false,
    terms: [30, 60],
    paymentText: (due) => `Forma de pago: transferencia bancaria. Vencimiento: ${due}.`,
  },
  it: {
    locale: LOCALES.IT,
    language: "it",
    labels: {
      title: ["FATTURA", "Fattura", "FATTURA N."],
      number: ["Fattura n.", "Numero", "N. documento"],
      date: ["Data", "Data documento", "Data fattura"],
      serviceDate: ["Data consegna", "DDT del"],
      due: ["Scadenza", "Data scadenza", "Scadenza pagamento"],
      customer: ["Cod. cliente", "Codice cliente"],
      pos: ["Cessionario/Committente", "Spett.le", "Destinatario"],
      desc: ["Descrizione", "Descrizione articolo"],
      qty: ["Quantità", "Q.tà", "Qtà"],
      unit: ["U.M."],
      price: ["Prezzo unitario", "Prezzo", "Prezzo unit."],
      vatCol: ["IVA %", "Aliquota", "% IVA"],
      amount: ["Importo", "Totale", "Imponibile"],
      net: ["Imponibile", "Totale imponibile", "Totale imponibile"],
      vat: ["IVA", "Imposta"],
      gross: ["Totale documento", "Totale fattura", "Netto a pagare", "Totale documento"],
      payTerms: ["Modalità di pagamento"],
      bank: ["Banca", "Appoggio bancario"],
      taxId: ["Partita IVA", "P.IVA"],
      greeting: [""],
    },
    numberStyles: ["dot-comma"],
    dateStyles: ["dd/mm/yyyy", "dd-mm-yyyy", "long-local"],
    currency: (a) => `€ ${a}`,
    layout: "classic",
    fonts: ["Roboto", "Open Sans", "Source Sans 3", "Noto Serif"],
    numbering: ["{n}/{y}", "{n3}/{y}", "FT {n}/{y}", "{y}/{n4}"],
    legal: (rng) => [
      `P.IVA ${italianVatNumber(rng)}`,
      `REA ${rng.pick(["MI", "RM", "TO"])}-${rng.digits(6)}`,
      `Cap. soc. € ${rng.pick(["10.000,00", "50.000,00", "100.000,00"])} i.v.`,
    ],
    vatLine: (label, rate) => `${label} ${plainNumber(rate)}%`,
    page: A4,
    showUnit: true,
    vatColumn: true,
    terms: [30, 60],
    paymentText: (due) => `Modalità di pagamento: bonifico bancario. Scadenza: ${due}.`,
  },
  uk: {
    locale: LOCALES.GB,
    language: "en",
    labels: {
      title: ["VAT INVOICE", "Tax Invoice", "INVOICE"],
      number: ["Invoice No.", "Invoice number", "Invoice #"],
      date: ["Invoice date", "Date of issue", "Date"],
      serviceDate: ["Tax point", "Supply date", "Tax point date"],
      due: ["Payment due", "Due date", "Due by"],
      customer: ["Customer ref.", "Account no."],
      pos: ["Invoice to", "Bill to", "Customer"],
      desc: ["Description", "Item", "Details"],
      qty: ["Qty", "Quantity"],
      unit: ["Unit"],
      price: ["Unit price", "Price", "Rate"],
      vatCol: ["VAT rate", "VAT %"],
      amount: ["Net amount", "Amount", "Net"],
      net: ["Subtotal", "Total net", "Net total"],
      vat: ["VAT", "VAT"],
      gross: ["Total", "Amount due", "Total due", "Invoice total"],
      payTerms: ["Payment terms"],
      bank: ["Bank", "Pay to"],
      taxId: ["VAT Reg. No."],
      greeting: [""],
    },
    numberStyles: ["western"],
    dateStyles: ["d Month yyyy", "dd/mm/yyyy", "dd Mon yyyy"],
    currency: (a) => `£${a}`,
    layout: "classic",
    fonts: ["Open Sans", "Lato", "IBM Plex Sans", "Merriweather"],
    numbering: ["INV-{n4}", "{n5}", "INV{y}{n3}"],
    legal: (rng) => [
      `VAT Reg. No. GB ${ukVatNumber(rng).replace(/^(\d{3})(\d{4})(\d{2})$/, "$1 $2 $3")}`,
      `Registered in England and Wales No. ${rng.digits(8)}`,
    ],
    vatLine: (label, rate) => `${label} @ ${plainNumber(rate)}%`,
    page: A4,
    showUnit: false,
    vatColumn: true,
    terms: [14, 30],
    paymentText: (due, rng) =>
      `Please pay by ${due} quoting the invoice number. Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}.`,
  },
  us: {
    locale: LOCALES.US,
    language: "en",
    labels: {
      title: ["INVOICE", "Invoice"],
      number: ["Invoice #", "Invoice No.", "Invoice Number"],
      date: ["Date", "Invoice Date", "Date Issued"],
      serviceDate: ["Service Date", "Ship Date"],
      due: ["Due Date", "Payment Due"],
      customer: ["Customer ID", "Account #"],
      pos: ["Bill To", "Bill To:", "Billed To"],
      desc: ["Description", "Item", "Description"],
      qty: ["Qty", "Hours", "Quantity"],
      unit: ["Unit"],
      price: ["Unit Price", "Rate", "Price"],
      vatCol: ["Tax"],
      amount: ["Amount", "Line Total", "Total"],
      net: ["Subtotal", "Subtotal"],
      vat: ["Sales Tax", "Tax"],
      gross: ["Total", "Amount Due", "Balance Due", "Total Due"],
      payTerms: ["Terms"],
      bank: ["Bank", "Remit to"],
      taxId: ["EIN"],
      greeting: [""],
    },
    numberStyles: ["western"],
    dateStyles: ["mm/dd/yyyy", "Month d, yyyy", "mm/dd/yyyy"],
    currency: (a) => `$${a}`,
    layout: "classic",
    fonts: ["Roboto", "Open Sans", "Lato", "IBM Plex Sans", "Source Sans 3"],
    numbering: ["{n4}", "INV-{n4}", "#{n5}", "{y}-{n3}"],
    legal: (rng) => [`EIN ${usEin(rng)}`],
    vatLine: (label, rate) => `${label} (${plainNumber(rate)}%)`,
    page: { widthMm: 215.9, heightMm: 279.4 },
    showUnit: false,
    vatColumn: false,
    terms: [15, 30],
    paymentText: (due) => `Terms: Net 30. Payment is due by ${due}. Thank you for your business!`,
  },
};

// Australia: the ATO's tax invoice (the words "Tax invoice", the seller's ABN, GST exclusive and
// inclusive totals, "Total price includes GST"), direct deposit to a BSB and account.
SPECS["au"] = {
  locale: LOCALES.AU,
  language: "en",
  labels: {
    title: ["TAX INVOICE", "Tax Invoice"],
    number: ["Invoice No.", "Invoice Number", "Invoice #"],
    date: ["Date", "Invoice Date", "Date of Issue"],
    serviceDate: ["Date of Supply", "Supply Date"],
    due: ["Due Date", "Payment Due"],
    customer: ["Customer ID", "Client Ref."],
    pos: ["Bill To", "Invoice To", "Customer"],
    desc: ["Description", "Item", "Description of Goods/Services"],
    qty: ["Qty", "Quantity"],
    unit: ["Unit"],
    price: ["Unit Price", "Rate", "Unit Price (ex GST)"],
    vatCol: ["GST"],
    amount: ["Amount", "Amount (ex GST)", "Total ex GST"],
    net: ["Subtotal", "Total (ex GST)", "Subtotal excl. GST"],
    vat: ["GST", "Total GST"],
    gross: ["Total (inc GST)", "Amount Due", "Total incl. GST", "TOTAL AUD"],
    payTerms: ["Payment terms"],
    bank: ["Bank", "Direct deposit to"],
    taxId: ["ABN"],
    greeting: [""],
  },
  numberStyles: ["western"],
  dateStyles: ["dd/mm/yyyy", "d Month yyyy", "dd Mon yyyy"],
  currency: (a) => `$${a}`,
  layout: "classic",
  fonts: ["Open Sans", "Roboto", "Lato", "Source Sans 3"],
  numbering: ["INV-{n4}", "{n5}", "TI{n4}"],
  legal: (rng) => [`ABN ${australianAbn(rng)}`],
  vatLine: (label, rate) => `${label} (${plainNumber(rate)}%)`,
  page: A4,
  showUnit: false,
  vatColumn: false,
  terms: [7, 14, 30],
  paymentText: (due) => `Please pay by ${due} by direct deposit, quoting the invoice number. Total price includes GST.`,
};

function family(name: string, key: keyof typeof SPECS, languages: string[], split: Split): Family {
  return {
    name,
    type: "invoice",
    kind: "foreign",
    languages,
    split,
    variants: ["pdf", "scan", "photo"],
    build: (rng) => buildForeign(SPECS[key]!, rng),
  };
}

export const deDin5008 = family("de-din5008", "de", ["de"], "tune");
export const frFacture = family("fr-facture", "fr", ["fr"], "tune");
export const esFactura = family("es-factura", "es", ["es"], "heldout");
export const itFattura = family("it-fattura", "it", ["it"], "tune");
export const ukVatInvoice = family("uk-vat-invoice", "uk", ["en-GB"], "heldout");
export const usInvoice = family("us-invoice", "us", ["en-US"], "tune");
export const auTaxInvoice = family("au-tax-invoice", "au", ["en-AU"], "tune");
