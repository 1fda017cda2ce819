import { describe, expect, it } from "@jest/globals";
import { loadConfig } from "@docintake/config";
import { embeddedConfigSchema } from "./config.ts";

describe("embedded configuration", () => {
  it("reads the callback settings the distributed notifier reads, with the same bounds", () => {
    const config = loadConfig(embeddedConfigSchema, { CALLBACK_POLL_MS: "2000", CALLBACK_TIMEOUT_MS: "5000" });
    expect(config.CALLBACK_POLL_MS).toBe(2000);
    expect(config.CALLBACK_TIMEOUT_MS).toBe(5000);
    expect(() => loadConfig(embeddedConfigSchema, { CALLBACK_POLL_MS: "10", CALLBACK_TIMEOUT_MS: "0" })).toThrow(
      /CALLBACK_POLL_MS[\s\S]*CALLBACK_TIMEOUT_MS|CALLBACK_TIMEOUT_MS[\s\S]*CALLBACK_POLL_MS/,
    );
  });

  it("defaults to one OCR worker per core and one layout thread", () => {
    const config = loadConfig(embeddedConfigSchema, {});
    expect(config.OCR_WORKERS).toBe(0);
    expect(config.LAYOUT_THREADS).toBe(1);
    expect(config.CALLBACK_POLL_MS).toBe(500);
  });
});

describe("OCR configuration", () => {
  it("chooses the engine by OCR_ENGINE, English unless OCR_LANGUAGES says more", () => {
    const config = loadConfig(embeddedConfigSchema, {});
    expect(config.OCR_ENGINE).toBe("tesseract");
    expect(config.OCR_LANGUAGES).toEqual(["eng"]);
    const german = loadConfig(embeddedConfigSchema, { OCR_ENGINE: "auto", OCR_LANGUAGES: "eng+deu, fra" });
    expect(german.OCR_ENGINE).toBe("auto");
    expect(german.OCR_LANGUAGES).toEqual(["eng", "deu", "fra"]);
  });

  it("reads uploads for their type with PP-OCR unless DETECTION_OCR_ENGINE says otherwise", () => {
    expect(loadConfig(embeddedConfigSchema, {}).DETECTION_OCR_ENGINE).toBe("paddle");
    expect(loadConfig(embeddedConfigSchema, { DETECTION_OCR_ENGINE: "tesseract" }).DETECTION_OCR_ENGINE).toBe(
      "tesseract",
    );
    expect(() => loadConfig(embeddedConfigSchema, { DETECTION_OCR_ENGINE: "easyocr" })).toThrow(/DETECTION_OCR_ENGINE/);
  });

  it("reads photos as taken unless OCR_FLATTEN asks to flatten their perspective", () => {
    expect(loadConfig(embeddedConfigSchema, {}).OCR_FLATTEN).toBe(false);
    expect(loadConfig(embeddedConfigSchema, { OCR_FLATTEN: "true" }).OCR_FLATTEN).toBe(true);
  });

  it("leaves a page's rules in its picture unless OCR_CLEAR_RULES asks to clear them", () => {
    expect(loadConfig(embeddedConfigSchema, {}).OCR_CLEAR_RULES).toBe(false);
    expect(loadConfig(embeddedConfigSchema, { OCR_CLEAR_RULES: "true" }).OCR_CLEAR_RULES).toBe(true);
  });
  it("keeps two of the detection engine's workers started unless DETECTION_OCR_KEPT says otherwise", () => {
    expect(loadConfig(embeddedConfigSchema, {}).DETECTION_OCR_KEPT).toBe(2);
    expect(loadConfig(embeddedConfigSchema, { DETECTION_OCR_KEPT: "0" }).DETECTION_OCR_KEPT).toBe(0);
    expect(() => loadConfig(embeddedConfigSchema, { DETECTION_OCR_KEPT: "-1" })).toThrow(/DETECTION_OCR_KEPT/);
  });

  it("names what it cannot use", () => {
    expect(() => loadConfig(embeddedConfigSchema, { OCR_ENGINE: "easyocr" })).toThrow(/OCR_ENGINE/);
    expect(() => loadConfig(embeddedConfigSchema, { OCR_LANGUAGES: "eng+jpn" })).toThrow(/OCR_LANGUAGES: unknown jpn/);
    expect(() => loadConfig(embeddedConfigSchema, { OCR_DETECTION_SIZE: "100" })).toThrow(/OCR_DETECTION_SIZE/);
  });
});
