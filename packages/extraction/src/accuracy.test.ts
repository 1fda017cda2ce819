// Accuracy over the dev corpus, offline, with the shared tool's scoring rules. The library runs in a
// child process (real pdfjs and tesseract.js workers, outside jest's module sandbox).
import { describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const corpus = resolve(import.meta.dirname, "../../../../shared/corpus/dev");
const available = existsSync(join(corpus, "manifest.json"));
if (!available) console.log(`skip accuracy: no corpus at ${corpus}`);

interface Figures {
  type_accuracy: number;
  invoice_f1: number;
  statement_f1: number;
}

(available ? describe : describe.skip)("extraction accuracy on the dev corpus", () => {
  let report: { all: Figures; ocr: Figures; variants: Record<string, Figures> };
  const load = () => {
    if (report) return report;
    const out = join(mkdtempSync(join(tmpdir(), "accuracy-")), "report.json");
    const printed = execFileSync(
      process.execPath,
      [resolve(import.meta.dirname, "../bench/corpus-score.ts"), corpus, "--json", out],
      {
        encoding: "utf8",
        timeout: 900_000,
      },
    );
    console.log(printed);
    report = JSON.parse(readFileSync(out, "utf8"));
    return report;
  };

  it("detects the type of at least 98% of documents", () => {
    expect(load().all.type_accuracy).toBeGreaterThanOrEqual(0.98);
  }, 900_000);
  it("reaches invoice F1 ≥ 0.95 overall and ≥ 0.90 on scans and photos alone", () => {
    const r = load();
    expect(r.all.invoice_f1).toBeGreaterThanOrEqual(0.95);
    expect(r.ocr.invoice_f1).toBeGreaterThanOrEqual(0.9);
  }, 900_000);
  it("reaches statement F1 ≥ 0.97 overall and ≥ 0.92 on scans and photos alone", () => {
    const r = load();
    expect(r.all.statement_f1).toBeGreaterThanOrEqual(0.97);
    expect(r.ocr.statement_f1).toBeGreaterThanOrEqual(0.92);
  }, 900_000);
});
