// Accuracy offline, with the shared tool's scoring rules: over the dev corpus, and over the held-out
// families of the generated corpus (packages/corpus), which no rule here was tuned on. The library
// runs in a child process (real pdfjs and tesseract.js workers, outside jest's module sandbox).
import { describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const dev = resolve(import.meta.dirname, "../../../../shared/corpus/dev");
/** The generated corpus, made by the test command (scripts/lib/corpus.ts) before the unit stage. */
const generated = process.env["DOCINTAKE_CORPUS_DIR"];

interface Figures {
  type_accuracy: number;
  invoice_f1: number;
  statement_f1: number;
}
interface Report {
  all: Figures;
  ocr: Figures;
  variants: Record<string, Figures>;
}

function score(corpus: string, args: string[] = []): Report {
  const out = join(mkdtempSync(join(tmpdir(), "accuracy-")), "report.json");
  const printed = execFileSync(
    process.execPath,
    [resolve(import.meta.dirname, "../bench/corpus-score.ts"), corpus, "--json", out, ...args],
    { encoding: "utf8", timeout: 1_500_000 },
  );
  console.log(printed);
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

const onDev = existsSync(join(dev, "manifest.json"));
if (!onDev) console.log(`skip accuracy: no corpus at ${dev}`);

(onDev ? describe : describe.skip)("extraction accuracy on the dev corpus", () => {
  let report: Report | undefined;
  const load = () => (report ??= score(dev));

  it("detects the type of at least 98% of documents", () => {
    expect(load().all.type_accuracy).toBeGreaterThanOrEqual(0.98);
  }, 1_500_000);
  it("reaches invoice F1 ≥ 0.95 overall and ≥ 0.90 on scans and photos alone", () => {
    const r = load();
    expect(r.all.invoice_f1).toBeGreaterThanOrEqual(0.95);
    expect(r.ocr.invoice_f1).toBeGreaterThanOrEqual(0.9);
  }, 1_500_000);
  it("reaches statement F1 ≥ 0.97 overall and ≥ 0.92 on scans and photos alone", () => {
    const r = load();
    expect(r.all.statement_f1).toBeGreaterThanOrEqual(0.97);
    expect(r.ocr.statement_f1).toBeGreaterThanOrEqual(0.92);
  }, 1_500_000);
});

const onGenerated = generated !== undefined && existsSync(join(generated, "manifest.json"));
if (!onGenerated) console.log("skip held-out accuracy: DOCINTAKE_CORPUS_DIR names no generated corpus");

/**
 * Floors, not the targets: issue 15 aims at type accuracy 0.99 and invoice F1 0.95 on layouts and
 * wordings not seen while tuning. These floors sit just under what the held-out families score
 * today, so that a change that loses ground on documents nobody tuned on fails here.
 */
const HELD_OUT_FLOOR = { type_accuracy: 0.89, invoice_f1: 0.52, statement_f1: 0.88 };

(onGenerated ? describe : describe.skip)("extraction accuracy on the held-out generated families", () => {
  let report: Report | undefined;
  const load = () => (report ??= score(generated!, ["--split", "heldout"]));

  it(`detects the type of at least ${HELD_OUT_FLOOR.type_accuracy * 100}% of documents`, () => {
    expect(load().all.type_accuracy).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.type_accuracy);
  }, 1_500_000);
  it(`reaches invoice F1 ≥ ${HELD_OUT_FLOOR.invoice_f1}`, () => {
    expect(load().all.invoice_f1).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.invoice_f1);
  }, 1_500_000);
  it(`reaches statement F1 ≥ ${HELD_OUT_FLOOR.statement_f1}`, () => {
    expect(load().all.statement_f1).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.statement_f1);
  }, 1_500_000);
});
