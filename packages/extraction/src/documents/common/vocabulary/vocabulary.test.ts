// The vocabulary's data holds together: every label is sourced, every source is used, every language
// carries the core concepts, and no concept lists the same wording twice.
import { describe, expect, it } from "@jest/globals";
import { ABBREVIATIONS, CONCEPTS, LABELS, LANGUAGES, SOURCES } from "./index.ts";
import type { Concept, LabelEntry } from "./index.ts";

/**
 * The folding rule documented in abbreviations.ts, written out here so the data can be checked
 * against it; the matcher owns the production fold.
 */
function fold(text: string): string[] {
  const spaced = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[°º]/g, "o")
    .replace(/(?<!\d)\.|\.(?!\d)|['’]/g, "")
    .replace(/(?<![\p{L}\p{N}])(\p{L})\/(\p{L})(?![\p{L}\p{N}])/gu, "$1$2")
    .replace(/[&#%]/g, " $& ");
  return spaced.split(/[^\p{L}\p{M}\p{N}&#%]+/u).filter((token) => token !== "");
}

const CORE: readonly Concept[] = [
  "doc.invoice",
  "doc.statement",
  "invoice.number",
  "invoice.date",
  "party.seller",
  "party.buyer",
  "total.net",
  "total.tax",
  "total.grand",
];
const STATEMENT_COLUMNS: readonly Concept[] = ["txn.date", "txn.description", "txn.debit", "txn.credit", "txn.balance"];

const entries = LANGUAGES.flatMap((lang) =>
  Object.entries(LABELS[lang]).flatMap(([concept, labels]) =>
    (labels as readonly LabelEntry[]).map((label) => ({ lang, concept, label })),
  ),
);

describe("the folding rule", () => {
  it("folds the documented examples", () => {
    expect(fold("N°")).toEqual(["no"]);
    expect(fold("I.F.S.C.")).toEqual(["ifsc"]);
    expect(fold("Buyer's Order No.")).toEqual(["buyers", "order", "no"]);
    expect(fold("A/c No.")).toEqual(["ac", "no"]);
    expect(fold("GSTIN/UIN")).toEqual(["gstin", "uin"]);
    expect(fold("Debit/Credit")).toEqual(["debit", "credit"]);
    expect(fold("Branch & IFS Code")).toEqual(["branch", "&", "ifs", "code"]);
    expect(fold("Fälligkeitsdatum")).toEqual(["falligkeitsdatum"]);
    expect(fold("Straße")).toEqual(["strasse"]);
    expect(fold("कुल राशि")).toEqual(["कुल", "राशि"]);
  });
});

describe("sources", () => {
  const ids = SOURCES.map((source) => source.id);

  it("have unique ids, a title, a note and a well-formed address", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const source of SOURCES) {
      expect(source.title.trim()).not.toBe("");
      expect(source.note.trim()).not.toBe("");
      if (source.url !== undefined) expect(() => new URL(source.url as string)).not.toThrow();
    }
  });

  it("are the ones the labels name", () => {
    const named = new Set(entries.flatMap(({ label }) => label.sources));
    expect([...named].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("are each used by a label", () => {
    const named = new Set(entries.flatMap(({ label }) => label.sources));
    expect(ids.filter((id) => !named.has(id))).toEqual([]);
  });
});

describe("labels", () => {
  it("name known concepts", () => {
    const known = new Set<string>(CONCEPTS);
    expect(entries.filter(({ concept }) => !known.has(concept)).map(({ concept }) => concept)).toEqual([]);
  });

  it("are never empty and each names its sources once", () => {
    for (const { label } of entries) {
      expect(label.text.trim()).not.toBe("");
      expect(fold(label.text)).not.toEqual([]);
      expect(label.sources.length).toBeGreaterThan(0);
      expect(new Set(label.sources).size).toBe(label.sources.length);
    }
  });

  it("do not repeat a wording within a concept", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { lang, concept, label } of entries) {
      const key = `${lang} ${concept} ${fold(label.text).join(" ")}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) repeats.push(`${lang} ${concept}: "${earlier}" and "${label.text}"`);
      seen.set(key, label.text);
    }
    expect(repeats).toEqual([]);
  });

  it.each(LANGUAGES)("carry the core concepts in %s", (lang) => {
    const table = LABELS[lang];
    expect(CORE.filter((concept) => (table[concept] ?? []).length === 0)).toEqual([]);
    expect((table["id.vat"] ?? []).length + (table["id.gstin"] ?? []).length).toBeGreaterThan(0);
  });

  it.each(["en", "de", "fr", "nl", "pt"] as const)("carry a statement's columns in %s", (lang) => {
    expect(STATEMENT_COLUMNS.filter((concept) => (LABELS[lang][concept] ?? []).length === 0)).toEqual([]);
  });
});

describe("abbreviations", () => {
  it("are keyed by single folded tokens and expand to folded tokens", () => {
    for (const [key, expansion] of Object.entries(ABBREVIATIONS)) {
      expect(fold(key)).toEqual([key]);
      expect(fold(expansion).join(" ")).toBe(expansion);
    }
  });

  it("expand in one step", () => {
    const again = Object.entries(ABBREVIATIONS).filter(([, expansion]) =>
      expansion.split(" ").some((token) => token in ABBREVIATIONS),
    );
    expect(again).toEqual([]);
  });
});
