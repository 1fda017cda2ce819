import { describe, expect, it } from "@jest/globals";
import { asOcr, layoutOf } from "../../testing/layout.ts";
import { umlautsMended } from "./umlauts.ts";

const page = (lines: string[]) => layoutOf([lines.map((text, i) => ({ x: 40, y: 60 + i * 16, text }))]);
const GERMAN = [
  "Rechnung Nr. R-12",
  "Rechnungsdatum 01.02.2024",
  "Lieferdatum 01.02.2024",
  "Kriiger Druck GmbH",
  "Zwischensumme 10,00",
  "Gesamtbetrag 11,90",
  "Bankverbindung",
  "Vielen Dank für Ihren Auftrag und die Zusammenarbeit",
];
const texts = (l: ReturnType<typeof page>) => l.pages[0]!.words.map((w) => w.text);

describe("umlauts English OCR read as ii", () => {
  it("puts back a ü read as ii between letters on a German page", () => {
    expect(texts(umlautsMended(asOcr(page(GERMAN))))).toContain("Krüger");
  });
  it("leaves English pages, a word's start and text layers as read", () => {
    const english = ["Invoice No. 12", "Invoice Date 01.02.2024", "Kriiger Ltd", "Subtotal 10.00", "Total 11.90"];
    expect(texts(umlautsMended(asOcr(page(english))))).toContain("Kriiger");
    expect(texts(umlautsMended(page(GERMAN)))).toContain("Kriiger");
    expect(texts(umlautsMended(asOcr(page([...GERMAN, "iiber"]))))).toContain("iiber");
  });
});
