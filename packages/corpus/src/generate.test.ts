// A small corpus rendered for real in Chromium: every manifest entry's files exist and say what it says.
import { describe, expect, it } from "@jest/globals";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate, type ManifestEntry } from "./generate.ts";
import { familiesByName } from "./families/index.ts";
import { DEFAULT_CHROMIUM } from "./render/browser.ts";

const chromium = process.env["CHROMIUM_PATH"] ?? DEFAULT_CHROMIUM;
const available = existsSync(chromium);
if (!available) console.log(`skip corpus rendering: no Chromium at ${chromium}`);

(available ? describe : describe.skip)("generating a corpus", () => {
  it("writes every manifest entry's document and truth, in the dev corpus's shape", async () => {
    const out = mkdtempSync(join(tmpdir(), "corpus-"));
    try {
      const families = familiesByName(["in-tally", "in-food-delivery", "in-shop-photo", "other-letter"]);
      const { entries } = await generate({
        out,
        seed: "test",
        families,
        split: "all",
        variants: ["pdf", "scan", "photo"],
        perFamily: 3,
        concurrency: 2,
        chromium,
      });
      const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as ManifestEntry[];
      expect(manifest).toEqual(entries);
      expect(manifest.length).toBe(12);
      for (const m of manifest) {
        const bytes = readFileSync(join(out, m.file));
        expect(m.variant === "jpg" ? bytes.subarray(0, 3).toString("hex") : bytes.subarray(0, 5).toString()).toBe(
          m.variant === "jpg" ? "ffd8ff" : "%PDF-",
        );
        const truth = JSON.parse(readFileSync(join(out, m.truth), "utf8"));
        expect(truth).toMatchObject({
          type: m.type,
          family: m.family,
          variant: m.variant,
          file: m.file,
          split: m.split,
        });
        expect(["tune", "heldout"]).toContain(m.split);
        expect(truth.page_count).toBeGreaterThan(0);
      }
      expect(manifest.filter((m) => m.family === "in-shop-photo").every((m) => m.variant === "jpg")).toBe(true);
      const food = manifest.find((m) => m.family === "in-food-delivery" && m.variant === "pdf");
      if (food) expect(JSON.parse(readFileSync(join(out, food.truth), "utf8")).page_count).toBe(2);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 180_000);
});
