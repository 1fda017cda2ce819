import { describe, expect, it } from "@jest/globals";
import { languageScores, pageLanguage } from "./language.ts";

const words = (text: string) => text.split(/\s+/);

describe("a page's language", () => {
  it("is told by its labels and commonest words, as an English reading keeps them", () => {
    // An English reading of a German invoice: umlauts lost ("fiir", "Miinchen"), the words whole.
    const german = words(
      "Rechnung Nr. 471102 Rechnungsdatum 05.03.2018 Lieferant GmbH Miinchen Kunde " +
        "Bitte iiberweisen Sie den Betrag bis zum 24.07.2018 auf das Konto der Firma. Gesamtbetrag MwSt",
    );
    expect(pageLanguage(german)).toBe("de");
    const french = words(
      "Facture N° F20180027 Date de facture 12/03/2018 Client Total HT Montant TVA Total TTC " +
        "Conditions de paiement : à réception de la facture, par virement sur le compte",
    );
    expect(pageLanguage(french)).toBe("fr");
  });

  it("is English for an English page, though it prints words other languages share", () => {
    const english = words(
      "TAX INVOICE Invoice No. INV-2024 Date 12/03/2024 Bill To Total Amount Date of supply " +
        "Please pay within 30 days of the invoice date to the account below",
    );
    expect(pageLanguage(english)).toBe("en");
    expect(languageScores(words("Total Date Amount Invoice"))["fr"]).toBeUndefined();
  });

  it("is none where too few words tell one", () => {
    expect(pageLanguage(words("Rechnung 12345 01.02.2024"))).toBeUndefined();
    expect(pageLanguage([])).toBeUndefined();
  });
});
