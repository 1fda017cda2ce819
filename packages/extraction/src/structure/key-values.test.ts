import { describe, expect, it } from "@jest/globals";
import { buildLines } from "../text/lines.ts";
import { layoutOf } from "../testing/layout.ts";
import { findKeyValues } from "./key-values.ts";

const pairsOf = (lines: { x: number; y: number; text: string }[]) =>
  findKeyValues(buildLines(layoutOf([lines]))).map((kv) => [kv.key, kv.value, kv.layout]);

describe("key-value pairs by geometry", () => {
  it("reads a key and its value in one cell, several in one cell", () => {
    expect(pairsOf([{ x: 40, y: 40, text: "SIREN : 123 456 782 - GLN : 587451236587" }])).toEqual([
      ["SIREN", "123 456 782", "inline"],
      ["GLN", "587451236587", "inline"],
    ]);
    expect(pairsOf([{ x: 40, y: 40, text: "Date: 12.03.2024 Invoice No: AB-55" }])).toEqual([
      ["Date", "12.03.2024", "inline"],
      ["Invoice No", "AB-55", "inline"],
    ]);
  });
  it("reads the value right of a key that ends in a colon, else below it", () => {
    expect(
      pairsOf([
        { x: 300, y: 40, text: "FACTURE N° :" },
        { x: 440, y: 40, text: "F20260023" },
        { x: 40, y: 80, text: "Bill To:" },
        { x: 40, y: 92, text: "Nandi Hardware" },
      ]),
    ).toEqual([
      ["FACTURE N°", "F20260023", "right"],
      ["Bill To", "Nandi Hardware", "below"],
    ]);
  });
  it("keeps a time's colon in its value", () => {
    expect(pairsOf([{ x: 40, y: 40, text: "Issued at: 10:30 hrs" }])).toEqual([["Issued at", "10:30 hrs", "inline"]]);
  });
  it("pairs keys and values alternating along a line", () => {
    expect(
      pairsOf([
        { x: 40, y: 40, text: "Total HT" },
        { x: 140, y: 40, text: "100,00" },
        { x: 240, y: 40, text: "TVA" },
        { x: 340, y: 40, text: "20,00" },
      ]),
    ).toEqual([
      ["Total HT", "100,00", "right"],
      ["TVA", "20,00", "right"],
    ]);
  });
  it("leaves a table row alone", () => {
    expect(
      pairsOf([
        { x: 40, y: 40, text: "Steel hinges" },
        { x: 200, y: 40, text: "12" },
        { x: 300, y: 40, text: "45.50" },
      ]),
    ).toEqual([]);
  });
  it("reads a grid of keys over their values", () => {
    expect(
      pairsOf([
        { x: 40, y: 40, text: "Your Reference" },
        { x: 180, y: 40, text: "Due Date" },
        { x: 320, y: 40, text: "Order No." },
        { x: 180, y: 52, text: "March 3, 2026" },
        { x: 320, y: 52, text: "101628" },
      ]),
    ).toEqual([
      ["Due Date", "March 3, 2026", "below"],
      ["Order No.", "101628", "below"],
    ]);
  });
  it("does not take names over addresses side by side for a grid", () => {
    expect(
      pairsOf([
        { x: 40, y: 100, text: "Adatum Corporation" },
        { x: 400, y: 100, text: "Cronus GmbH" },
        { x: 40, y: 112, text: "Station Road 21" },
        { x: 400, y: 112, text: "Hofstrasse 12" },
        { x: 40, y: 124, text: "48436 Dusseldorf" },
        { x: 400, y: 124, text: "20097 Hamburg" },
      ]),
    ).toEqual([]);
  });
});

describe("a joint key over a joint value", () => {
  it("gives each key its own value", () => {
    expect(pairsOf([{ x: 328, y: 603, text: "Branch & IFS Cd : Station Road & ICIC0329119" }])).toEqual([
      ["Branch", "Station Road", "inline"],
      ["IFS Cd", "ICIC0329119", "inline"],
    ]);
  });
  it("stays one pair where the value is not joint", () => {
    expect(pairsOf([{ x: 40, y: 40, text: "Terms & Conditions : Net 30" }])).toEqual([
      ["Terms & Conditions", "Net 30", "inline"],
    ]);
  });
});

describe("a grid of totals, names over figures (the e-invoice's value details)", () => {
  const pairs = pairsOf([
    { x: 32, y: 100, text: "Taxable Amt" },
    { x: 120, y: 100, text: "IGST Amt" },
    { x: 200, y: 100, text: "Round Off" },
    { x: 280, y: 100, text: "Tot Inv. Amt" },
    { x: 60, y: 116, text: "3619926.45" },
    { x: 140, y: 116, text: "651573.42" },
    { x: 248, y: 116, text: "0.13" },
    { x: 300, y: 116, text: "4271500.00" },
  ]);

  it("pairs each figure set flush right in its column with the name over that column", () => {
    expect(pairs).toEqual([
      ["Taxable Amt", "3619926.45", "below"],
      ["IGST Amt", "651573.42", "below"],
      ["Round Off", "0.13", "below"],
      ["Tot Inv. Amt", "4271500.00", "below"],
    ]);
  });

  it("takes an abbreviation's point before a capital for no sentence's end", () => {
    expect(pairsOf([{ x: 40, y: 40, text: "Thank you. Please pay by transfer 12" }])).toEqual([]);
  });
});
