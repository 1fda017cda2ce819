import { describe, expect, it } from "@jest/globals";
import { documentReadingConfig, loadConfig, z } from "./index.ts";

const schema = z.object(
  documentReadingConfig({
    ocrWorkers: 1,
    layoutThreads: 1,
    limits: { maxDecodedBytes: 1 << 20, maxRenderPixels: 1_000_000 },
  }),
);

describe("OCR_PAGE_LANGUAGES", () => {
  it("reads German, French and Hindi pages again by default, the languages named, or none", () => {
    expect(loadConfig(schema, {}).OCR_PAGE_LANGUAGES).toEqual(["deu", "fra", "hin"]);
    expect(loadConfig(schema, { OCR_PAGE_LANGUAGES: "hin" }).OCR_PAGE_LANGUAGES).toEqual(["hin"]);
    expect(loadConfig(schema, { OCR_PAGE_LANGUAGES: "fra" }).OCR_PAGE_LANGUAGES).toEqual(["fra"]);
    expect(loadConfig(schema, { OCR_PAGE_LANGUAGES: "deu+fra, deu" }).OCR_PAGE_LANGUAGES).toEqual(["deu", "fra"]);
    expect(loadConfig(schema, { OCR_PAGE_LANGUAGES: "none" }).OCR_PAGE_LANGUAGES).toEqual([]);
  });

  it("refuses a language that cannot be told from an English reading", () => {
    expect(() => loadConfig(schema, { OCR_PAGE_LANGUAGES: "eng" })).toThrow(/OCR_PAGE_LANGUAGES: unknown eng/);
  });
});
