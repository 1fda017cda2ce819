// Scores the extraction library over a corpus folder offline, per variant, with eval.mjs's rules.
//   node packages/extraction/bench/corpus-score.ts [corpus dir] [--cache DIR] [--misses] [--only FILE]
//        [--split tune|heldout] [--family a,b] [--by split,family]   (generated corpora: packages/corpus)
//        [--variant pdf,scan]   (only those variants: the digital path alone without OCR time)
//     [--engine tesseract|paddle|auto] (default: OCR_ENGINE, else tesseract) [--languages eng+deu] (default: OCR_LANGUAGES)
//     [--quick-engine paddle|tesseract|auto]   (the type's quick reading; default: DETECTION_OCR_ENGINE, else
//                          the service's default, so that types are the ones the upload answers)
//     [--alternate DIR]   (another engine's cached layouts: its pages become the alternates of the pages
//                          read below the fallback's confidence, as the service's fallback makes them)
//     [--fallback-below C]   (that confidence; default: the service's OCR_FALLBACK_BELOW default)
//     [--consult-below C]   (the confidence under which a sure page's alternate is there too, to fill key
//                          fields only: Page.sure; default: the service's OCR_CONSULT_BELOW default)
//     [--page-languages deu=DIR,fra=DIR]   (cached layouts read in a language: a page whose first reading
//                          is in it takes that reading's words instead, as the service's OCR_PAGE_LANGUAGES)
//     [--clear-rules]   (tesseract clears each page's rules across before reading it: read/ocr/rules.ts)
//     [--flatten] [--flatten-quick]   (PP-OCR reads photographed pages flattened: read/flatten.ts; the full
//                          readings, the quick ones)
//     [--devanagari]   (fresh readings: a page whose picture shows Devanagari is read again in Hindi, as
//                          the service's OCR_PAGE_LANGUAGES=hin does)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  createOcrEngine,
  resolveEngine,
  detectType,
  extractInvoice,
  extractStatement,
  readLayout,
  type Layout,
} from "../src/index.ts";
import { pageLanguage } from "../src/documents/common/language.ts";
import {
  DEFAULT_DETECTION_ENGINE,
  DEFAULT_OCR_ENGINE,
  DEFAULT_OCR_FALLBACK_BELOW,
  DEFAULT_OCR_CONSULT_BELOW,
  OCR_ENGINES,
  OCR_LANGUAGE_OF,
  OCR_LANGUAGES,
  type OcrEngineName,
  type OcrLanguage,
} from "../src/read/ocr/options.ts";
import { withPageLanguage } from "../src/read/ocr.ts";
import { f1, INVOICE_GROUPS, scoreGroup, scoreRows, sum, type Tallies } from "../src/testing/scoring.ts";

const args = process.argv.slice(2);
const flag = (k: string) => args.includes(k);
const opt = (k: string) => (args.indexOf(k) >= 0 ? args[args.indexOf(k) + 1] : undefined);
const valued = [
  "--cache",
  "--only",
  "--engine",
  "--quick-engine",
  "--languages",
  "--json",
  "--split",
  "--family",
  "--by",
  "--variant",
  "--alternate",
  "--page-languages",
  "--fallback-below",
  "--consult-below",
].map(opt);
const dir = resolve(
  args.find((a) => !a.startsWith("--") && !valued.includes(a)) ??
    join(import.meta.dirname, "../../../../shared/corpus/dev"),
);
const cache = opt("--cache");
const alternates = opt("--alternate");
const fallbackBelow = Number(opt("--fallback-below") ?? DEFAULT_OCR_FALLBACK_BELOW);
const consultBelow = Number(opt("--consult-below") ?? DEFAULT_OCR_CONSULT_BELOW);
const pageLanguages = new Map(
  (opt("--page-languages")?.split(",") ?? []).map((kv) => kv.split("=") as [OcrLanguage, string]),
);
const only = opt("--only");
const split = opt("--split");
const families = opt("--family")?.split(",");
const variants = opt("--variant")?.split(",");
// Figures per manifest field as well (one run gives every family's line).
const by = (opt("--by")?.split(",") ?? []) as ("split" | "family")[];
const byKey: Record<string, { t: Tallies; ty: [number, number] }> = {};
if (cache) mkdirSync(cache, { recursive: true });
const manifest = (
  JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as {
    file: string;
    truth: string;
    type: string;
    variant: string;
    family?: string;
    split?: string;
  }[]
).filter(
  (m) =>
    (!only || m.file === only) &&
    (!split || m.split === split) &&
    (!families || families.includes(m.family ?? "")) &&
    (!variants || variants.includes(m.variant)),
);
function addTallies(into: Tallies, from: Tallies): void {
  for (const [g, v] of Object.entries(from)) {
    const a = (into[g] ??= { tp: 0, fp: 0, fn: 0 });
    a.tp += v.tp;
    a.fp += v.fp;
    a.fn += v.fn;
  }
}
const engine = (opt("--engine") ?? process.env["OCR_ENGINE"] ?? DEFAULT_OCR_ENGINE) as OcrEngineName;
const languages = (opt("--languages") ?? process.env["OCR_LANGUAGES"] ?? "eng").split(/[+,]/) as OcrLanguage[];
if (!OCR_ENGINES.includes(engine) || !languages.every((l) => OCR_LANGUAGES.includes(l)))
  throw new Error(`--engine is one of ${OCR_ENGINES.join(", ")}; --languages among ${OCR_LANGUAGES.join(", ")}`);
const ocr = await createOcrEngine({
  engine,
  languages,
  workers: 2,
  clearRules: flag("--clear-rules"),
  flatten: flag("--flatten"),
});
const quickEngine = resolveEngine(
  (opt("--quick-engine") ?? process.env["DETECTION_OCR_ENGINE"] ?? DEFAULT_DETECTION_ENGINE) as OcrEngineName,
  languages,
);
const quickOcr =
  quickEngine === resolveEngine(engine, languages)
    ? ocr
    : await createOcrEngine({ engine: quickEngine, languages, workers: 2, flatten: flag("--flatten-quick") });
console.log(`OCR engine: ${resolveEngine(engine, languages)} (${languages.join("+")}); type by ${quickEngine}`);
const hindi = flag("--devanagari")
  ? await createOcrEngine({ engine: "tesseract", languages: ["hin", ...languages], workers: 2 })
  : undefined;
const reader = hindi ? withPageLanguage(ocr, new Map([["hin" as const, hindi]]), () => undefined) : ocr;

const cachedLayout = (file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Layout) : undefined;

/**
 * The layout with its OCR pages read as the service reads them: another engine's reading (cached layouts
 * of that engine) as the alternate of a page the first reading is unsure of; then the page's language's
 * reading (cached layouts read in it) instead of the first where the first is in that language.
 */
function withAlternates(layout: Layout, file: string): Layout {
  if (!layout.ocrUsed) return layout;
  const other = alternates ? cachedLayout(join(alternates, file)) : undefined;
  const mean = (p: Layout["pages"][number]) => p.words.reduce((a, w) => a + w.conf, 0) / Math.max(1, p.words.length);
  const pages = layout.pages.map((p, i) => {
    if (!p.ocr) return p;
    const sure = mean(p) >= fallbackBelow;
    const fallback = mean(p) < Math.max(fallbackBelow, consultBelow) ? other?.pages[i]?.words : undefined;
    const lang = OCR_LANGUAGE_OF[pageLanguage(p.words.map((w) => w.text)) ?? ""];
    const dir = lang && pageLanguages.get(lang);
    const own = (dir ? cachedLayout(join(dir, file))?.pages[i]?.words : undefined) ?? p.words;
    const alternates = fallback?.length ? { alternates: [fallback], ...(sure ? { sure: true } : {}) } : {};
    return { ...p, words: own.length ? own : p.words, ...alternates };
  });
  return { ...layout, pages };
}

/** The quick reading the upload's type detection makes of a scan or photo, cached beside the full one. */
async function quickLayout(file: string, cached: string | undefined): Promise<Layout> {
  const at = cached?.replace(/\.json$/, `.quick-${quickEngine}.json`);
  if (at && existsSync(at)) return JSON.parse(readFileSync(at, "utf8")) as Layout;
  const layout = await readLayout(new Uint8Array(readFileSync(file)), { ocr: quickOcr, quick: true });
  if (at) writeFileSync(at, JSON.stringify(layout));
  return layout;
}
const byVariant: Record<string, Tallies> = {};
const types: Record<string, [number, number]> = {};
let next = 0;
const t0 = performance.now();
await Promise.all(
  [0, 1].map(async () => {
    while (next < manifest.length) {
      const m = manifest[next++]!;
      const truth = JSON.parse(readFileSync(join(dir, m.truth), "utf8"));
      const cached = cache ? join(cache, m.file + ".json") : undefined;
      let layout: Layout;
      if (cached && existsSync(cached)) layout = JSON.parse(readFileSync(cached, "utf8"));
      else {
        layout = await readLayout(new Uint8Array(readFileSync(join(dir, m.file))), { ocr: reader });
        if (cached) writeFileSync(cached, JSON.stringify(layout));
      }
      if (alternates || pageLanguages.size) layout = withAlternates(layout, m.file + ".json");
      const tv = (types[m.variant] ??= [0, 0]);
      tv[1]++;
      // Type as the service decides it at upload: from a quick reading when the document needs OCR.
      const forType = layout.ocrUsed ? await quickLayout(join(dir, m.file), cached) : layout;
      const typeOk = detectType(forType).type === truth.type;
      if (typeOk) tv[0]++;
      else if (flag("--misses")) console.log(`--- ${m.file}: type ${detectType(forType).type}, want ${truth.type}`);
      // This document's tallies, added to its variant's and (with --by) to its family's or split's.
      const t: Tallies = {};
      const misses: string[] = [];
      if (truth.type === "invoice") {
        const out = extractInvoice(layout).result as Record<string, unknown>;
        for (const g of INVOICE_GROUPS) scoreGroup(t, g, truth.invoice[g], out[g], misses);
        scoreRows(
          t,
          "line_items",
          truth.invoice.line_items,
          out["line_items"],
          ["description", "HSN", "quantity", "unit_price", "amount"],
          misses,
        );
      } else if (truth.type === "bank_statement") {
        const out = extractStatement(layout).result as Record<string, unknown>;
        scoreGroup(t, "account_info", truth.statement.account_info, out["account_info"], misses);
        scoreRows(
          t,
          "transactions",
          truth.statement.transactions,
          out["transactions"],
          ["date", "debit", "credit", "balance"],
          misses,
        );
      }
      addTallies((byVariant[m.variant] ??= {}), t);
      for (const k of by) {
        const e = (byKey[`${k}=${m[k] ?? "?"}`] ??= { t: {}, ty: [0, 0] });
        addTallies(e.t, t);
        e.ty[0] += typeOk ? 1 : 0;
        e.ty[1]++;
      }
      if (flag("--misses") && misses.length)
        console.log(`--- ${m.file} (${m.variant})\n  ${misses.slice(0, 12).join("\n  ")}`);
    }
  }),
);
await Promise.all([ocr.terminate(), quickOcr !== ocr ? quickOcr.terminate() : undefined, hindi?.terminate()]);
const all: Tallies = {};
for (const t of Object.values(byVariant))
  for (const [g, v] of Object.entries(t)) {
    const a = (all[g] ??= { tp: 0, fp: 0, fn: 0 });
    a.tp += v.tp;
    a.fp += v.fp;
    a.fn += v.fn;
  }
const line = (name: string, t: Tallies, ty: [number, number]) =>
  `${name.padEnd(6)} type_acc=${(ty[0] / Math.max(1, ty[1])).toFixed(3)} invoice_f1=${f1(sum(t, [...INVOICE_GROUPS, "line_items"])).toFixed(3)} statement_f1=${f1(sum(t, ["account_info", "transactions"])).toFixed(3)} fields_f1=${f1(sum(t, INVOICE_GROUPS)).toFixed(3)}`;
// Scans and photos together: the OCR path's own figure.
const ocrTallies: Tallies = {};
const ocrTypes: [number, number] = [0, 0];
for (const v of ["scan", "png", "jpg"]) {
  for (const [g, x] of Object.entries(byVariant[v] ?? {})) {
    const a = (ocrTallies[g] ??= { tp: 0, fp: 0, fn: 0 });
    a.tp += x.tp;
    a.fp += x.fp;
    a.fn += x.fn;
  }
  ocrTypes[0] += types[v]?.[0] ?? 0;
  ocrTypes[1] += types[v]?.[1] ?? 0;
}
for (const [v, t] of Object.entries(byVariant)) console.log(line(v, t, types[v]!));
console.log(line("ocr", ocrTallies, ocrTypes));
const tyAll = Object.values(types).reduce((a, b) => [a[0] + b[0], a[1] + b[1]] as [number, number], [0, 0]);
console.log(line("all", all, tyAll));
for (const [k, e] of Object.entries(byKey).sort()) console.log(line(k, e.t, e.ty));
console.log(
  "groups",
  Object.entries(all)
    .map(([g, v]) => `${g}=${f1(v).toFixed(2)}`)
    .join(" "),
);
console.log(`${manifest.length} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const figures = (t: Tallies, ty: [number, number]) => ({
  type_accuracy: ty[0] / Math.max(1, ty[1]),
  invoice_f1: f1(sum(t, [...INVOICE_GROUPS, "line_items"])),
  statement_f1: f1(sum(t, ["account_info", "transactions"])),
  // Issue 15's real-world figure: the invoice fields without line items (whose truth there is often absent).
  fields_f1: f1(sum(t, INVOICE_GROUPS)),
});
const jsonOut = opt("--json");
if (jsonOut)
  writeFileSync(
    jsonOut,
    JSON.stringify({
      all: figures(all, tyAll),
      ocr: figures(ocrTallies, ocrTypes),
      variants: Object.fromEntries(Object.entries(byVariant).map(([v, t]) => [v, figures(t, types[v]!)])),
      by: Object.fromEntries(Object.entries(byKey).map(([k, e]) => [k, figures(e.t, e.ty)])),
    }),
  );
