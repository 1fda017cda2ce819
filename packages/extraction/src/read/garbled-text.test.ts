// When a page's text layer is to be read again by OCR: made-up pages, as a font without a usable Unicode
// map spells them (each glyph the character of its code: digits as capitals, points as "K", a colon "W").
import { describe, expect, it } from "@jest/globals";
import { brokenDevanagari, garbledTextLayer } from "./garbled-text.ts";
import type { Word } from "../types.ts";

const wordsOf = (lines: string[]): Word[] =>
  lines.flatMap((line, row) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((text, i) => ({
        text,
        x0: i * 40,
        x1: i * 40 + 35,
        y0: row * 12,
        y1: row * 12 + 9,
        conf: 1,
        source: "text_layer",
      })),
  );

// One code table for the made-up font, as a subset font numbers its glyphs in the order it first uses
// them: digits come out as capitals, points and colons as letters, some capitals as small letters and
// some small letters as capitals.
const CODES: Record<string, string> = {
  ...Object.fromEntries([..."0123456789"].map((d, i) => [d, String.fromCharCode(77 + i)])),
  ...{
    ".": "K",
    ",": "I",
    ":": "W",
    "-": "J",
    "/": "L",
    K: "h",
    P: "m",
    G: "d",
    V: "s",
    S: "p",
    W: "t",
    h: "Ü",
    l: "ä",
  },
};
const spelled = (line: string) => [...line].map((c) => CODES[c] ?? c).join("");

const STATEMENT = [
  "Kontoauszug: Girokonto vom 01.03.2024 bis 31.03.2024 Kontoinhaber: Erika Mustermann",
  "Alter Kontostand 1.204,50 Auszug 3/2024 Seite 1 von 1",
  "Buchung Wert Vorgang/Buchungsinformation Soll Haben",
  "04.03. 04.03. Lastschrift Stadtwerke Referenz 7741208833 Mandat 88120 Strom Abschlag 84,00",
  "07.03. 07.03. Gutschrift Arbeitgeber Verwendungszweck Gehalt März 2024 2.310,00",
  "12.03. 12.03. Kartenzahlung Supermarkt Filiale 0412 Terminal 66120391 45,17",
  "18.03. 18.03. Dauerauftrag Miete Wohnung Hauptstraße 12 Vermieter 780,00",
  "25.03. 25.03. Auszahlung Geldautomat Sparkasse Referenz 55120033 200,00",
  "Neuer Kontostand 2.405,33 Zinssatz für Dispositionskredit 11,25 %",
  "Bitte prüfen Sie diesen Kontoauszug. Einwendungen richten Sie an Ihre Bank.",
];

const TERMS = [
  "Wir bitten Sie, den Kontoauszug unverzüglich zu überprüfen. Schecks, Wechsel und sonstige Einzugspapiere",
  "schreiben wir unter dem Vorbehalt des Eingangs gut. Etwaige Einwendungen richten Sie bitte umgehend an",
  "Ihre kontoführende Bank. Der angegebene Kontostand berücksichtigt nicht die Wertstellung der Buchungen.",
  "Somit können bei Verfügungen möglicherweise Zinsen für die Inanspruchnahme einer eingeräumten oder",
  "geduldeten Kontoüberziehung entstehen. Genehmigung des Rechnungsabschlusses: Der Abschluss gilt als",
  "genehmigt, wenn Sie Ihre Einwendungen nicht binnen sechs Wochen seit Zugang dieses Abschlusses abgesandt haben.",
];

describe("a text layer whose characters are not the printed ones", () => {
  it("is told on a statement page whose digits and points came out as capitals", () => {
    expect(garbledTextLayer(wordsOf(STATEMENT.map(spelled)))).toBe(true);
  });

  it("is told on a page of terms spelled so, though prose has few digits either way", () => {
    expect(garbledTextLayer(wordsOf(TERMS.map(spelled)))).toBe(true);
  });

  it("is not a statement page printed right, nor a page of terms printed right", () => {
    expect(garbledTextLayer(wordsOf(STATEMENT))).toBe(false);
    expect(garbledTextLayer(wordsOf(TERMS))).toBe(false);
  });

  it("is not an invoice page whose compound labels and brands turn case, as its figures show", () => {
    const invoice = [
      "QualityHosting AG USt-IdNr DE812345678 Kunden-Nr 10233 Rechnungs-Nr RE-2024-0412 vom 04.03.2024",
      "Pos Art-Nr Bezeichnung Menge MwSt Einzelpreis Gesamtpreis",
      "1 QH-100 WebHosting PremiumPaket 12 19% 9,90 118,80",
      "2 QH-220 SslZertifikat WildCard 1 19% 49,00 49,00",
      "3 QH-310 QualityExchange PostFach 5 19% 4,50 22,50",
      "Nettobetrag 190,30 MwSt 19% 36,16 Gesamtbetrag 226,46 EUR",
      "Zahlbar bis 18.03.2024 per SEPA-Lastschrift IBAN DE12 5001 0517 0648 4898 90 PayPal",
    ];
    expect(garbledTextLayer(wordsOf(invoice))).toBe(false);
  });

  it("is not judged on a page of too few words", () => {
    expect(garbledTextLayer(wordsOf(["hontoauszugW mostbank diro extra plus vom MOKMPKOMNS"]))).toBe(false);
  });
});

// A bilingual GST invoice's page, as its text layer reads with the Hindi font's Unicode map and without it
// (words as pdfjs gave them from a Chromium print whose /ToUnicode entries were removed).
const HINDI = [
  "मोबाइल: 98290 11420 बीजक बीजक सं. INV/2024/0117 तारीख 12/03/2024 आपूर्ति स्थल Rajasthan (08)",
  "क्रेता Sharma Traders GSTIN/जीएसटीआईएन 08AABCS1429B1ZX क्र.सं. वस्तु सेवा का विवरण एचएसएन मात्रा",
  "इकाई दर जीएसटी रकम 1 Copper Wire 8544 10 NOS 450.00 18% 4,500.00 कुल राशि (शब्दों में)",
  "बैंक विवरण बैंक का नाम: खाता सं.: आईएफएससी कोड: खाताधारक: धन्यवाद। पुनः पधारें। कर योग्य मूल्य",
];
const BROKEN_HINDI = [
  "मोबाĮŖ 98290 11420 बीŁĺ बीŁĺसं INV/2024/0117 तारीĻ 12/03/2024 ĭपूर्ति ·Ŗ Rajasthan (08)",
  "क्रेता Sharma Traders ǣसं Řस्तु सेवा का विŘŔň ĵĿĵśĵō मात्रा",
  "Įकाį ŋŔ जीĵśटी ŔĺŒ 1 Copper Wire 8544 10 NOS 450.00 18% 4,500.00 कुŖराशि řब्दोंमें",
  "बैंĺविŘŔň बैंĺका नाŒ खाता सं कोņ खाताधाŔĺ Ō˰वाŋŹपुनःŎधारेंŹ ĺŔयोɦमू͒ िकसी",
];

describe("a Hindi text layer whose clusters are broken", () => {
  it("is told where its matras and conjuncts came out as Latin Extended letters", () => {
    expect(brokenDevanagari(wordsOf(BROKEN_HINDI))).toBe(true);
    expect(garbledTextLayer(wordsOf(BROKEN_HINDI))).toBe(true);
  });

  it("is not a Hindi page printed right, with its Latin words joined to Hindi ones", () => {
    expect(brokenDevanagari(wordsOf(HINDI))).toBe(false);
    expect(garbledTextLayer(wordsOf(HINDI))).toBe(false);
  });

  it("is not a page with a few broken words only (a stamp)", () => {
    expect(brokenDevanagari(wordsOf([...HINDI, "मोबाĮŖ बीŁĺ िकसी"]))).toBe(false);
  });
});
