// `pnpm bench extraction`: throughput of the two reading paths, against the native tools on the same pages.
//   text layer: readLayout over digital PDFs (one thread) vs poppler's `pdftotext -bbox`
//   OCR:        one tesseract.js worker vs native `tesseract` (OMP_THREAD_LIMIT=1) on the same prepared images
//   engines:    tesseract and PP-OCR on the scans and photos of ../shared/corpus (realworld photo/ and india/,
//               dev): the share of printed codes and amounts read, ms a page, the upload's quick reading, memory
// The native tools are for this comparison only (apt-get install poppler-utils tesseract-ocr).
// OCR_ENGINES=tesseract,paddle and OCR_CORPORA=photo,india,dev choose what the engines section measures
// (OCR_ENGINES= skips it); OCR_READINGS=quick,full,upload which readings it makes (the upload's quick one for
// type detection, the full one; upload: realworld/photo's quick readings all at once on the detection
// engine, as one upload reaches the embedded service); OCR_DETECTION_SIZE and OCR_THREADS tune PP-OCR.
// SHARED_CORPUS names the shared corpus folder where it is not beside the checkout (a worktree).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  createOcrEngine,
  detectType,
  extractInvoice,
  extractStatement,
  readLayout,
  workerLayoutReader,
  type Layout,
} from "../src/index.ts";
import { decodeImage, prepareForOcr } from "../src/read/image.ts";
import { LANG_PATH } from "../src/read/ocr.ts";
import { DEFAULT_DETECTION_ENGINE, type OcrEngineName } from "../src/read/ocr/options.ts";
import { measureEngine, measureUpload, ocrDocuments } from "./ocr-engines.ts";

const shared = process.env["SHARED_CORPUS"] ?? resolve(import.meta.dirname, "../../../../shared/corpus");
const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const secs = (t0: number) => (performance.now() - t0) / 1000;

// ---- text layer ----
const benchDir = join(shared, "bench");
const pdfs = readdirSync(benchDir)
  .filter((f) => f.endsWith(".pdf"))
  .map((f) => join(benchDir, f));
const noOcr = {
  recognize: () => Promise.reject(new Error("no OCR in this run")),
  workers: 0,
  terminate: async () => undefined,
};
let pages = 0;
// A full round first: a service reads many documents, so the figure is the compiled code's, not the warm-up's.
for (const f of pdfs) await readLayout(new Uint8Array(readFileSync(f)), { ocr: noOcr });
let t0 = performance.now();
const layouts: Layout[] = [];
for (const f of pdfs) layouts.push(await readLayout(new Uint8Array(readFileSync(f)), { ocr: noOcr }));
pages = layouts.reduce((n, l) => n + l.pageCount, 0);
const ours = pages / secs(t0);
console.log(
  `text layer: ${pages} pages in ${secs(t0).toFixed(2)} s = ${ours.toFixed(1)} pages/s on one thread (target ≥ 140)`,
);
console.log(`  then type detection and extraction: ${extractionRate(layouts).toFixed(0)} pages/s on one thread`);
if (has("pdftotext")) {
  t0 = performance.now();
  for (const f of pdfs) execFileSync("pdftotext", ["-bbox", f, "/dev/null"]);
  const poppler = pages / secs(t0);
  console.log(`  pdftotext -bbox: ${poppler.toFixed(1)} pages/s; ratio ours/poppler = ${(ours / poppler).toFixed(2)}`);
} else console.log("  pdftotext not installed: comparison skipped (apt-get install poppler-utils)");

/** Pages a second through detectType and the extractor it chooses, on layouts already read (after a warm-up round). */
function extractionRate(read: Layout[]): number {
  const round = () => {
    for (const l of read) {
      if (detectType(l).type === "bank_statement") extractStatement(l);
      else extractInvoice(l);
    }
  };
  round();
  const t = performance.now();
  round();
  return pages / secs(t);
}

// The same pages through one layout thread, as the services read them: the hand-off's cost, and what is
// left on the calling thread (receiving each layout) while the thread reads.
const threads = workerLayoutReader({ ocr: noOcr, threads: 1 });
for (const f of pdfs.slice(0, 10)) await threads.read(readFileSync(f), { transferBytes: true }); // warm-up
const elu = performance.eventLoopUtilization();
t0 = performance.now();
for (const f of pdfs) await threads.read(readFileSync(f), { transferBytes: true });
const pooled = pages / secs(t0);
const callerMs = performance.eventLoopUtilization(elu).active / pages;
await threads.terminate();
console.log(
  `  through one layout thread: ${pooled.toFixed(1)} pages/s, one at a time; ${callerMs.toFixed(2)} ms of the calling thread per page`,
);

// ---- OCR ----
const dev = join(shared, "dev");
const manifest = JSON.parse(readFileSync(join(dev, "manifest.json"), "utf8")) as { file: string; variant: string }[];
const images = manifest
  .filter((m) => m.variant === "png" || m.variant === "jpg")
  .slice(0, Number(process.env["OCR_PAGES"] ?? 12));
const tmp = mkdtempSync(join(tmpdir(), "ocr-bench-"));
const prepared: string[] = [];
for (const m of images) {
  const p = await prepareForOcr(await decodeImage(new Uint8Array(readFileSync(join(dev, m.file)))));
  // The picture exactly as our OCR path gets it (a PGM); native tesseract reads the same file.
  const out = join(tmp, `${m.file}.pgm`);
  writeFileSync(out, p.image);
  prepared.push(out);
}
const engine = await createOcrEngine({ engine: "tesseract", workers: 1 });
await engine.recognize(readFileSync(prepared[0]!)); // worker start-up is not per page
t0 = performance.now();
for (const f of prepared) await engine.recognize(readFileSync(f));
const jsPerPage = secs(t0) / prepared.length;
await engine.terminate();
console.log(`OCR: tesseract.js, one worker: ${(jsPerPage * 1000).toFixed(0)} ms/page over ${prepared.length} pages`);
if (has("tesseract")) {
  // The same model on both sides: Debian's eng.traineddata is the small "fast" network, ours the
  // standard one (about 40 % more work a page), so it is unpacked for native tesseract to load too.
  const models = join(tmp, "tessdata");
  mkdirSync(models);
  writeFileSync(join(models, "eng.traineddata"), gunzipSync(readFileSync(join(LANG_PATH, "eng.traineddata.gz"))));
  const native = (model: string[]) => {
    const t = performance.now();
    for (const f of prepared)
      execFileSync("tesseract", [f, "-", ...model, "--psm", "3", "tsv"], {
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        stdio: ["ignore", "ignore", "ignore"],
      });
    return secs(t) / prepared.length;
  };
  const nativePerPage = native(["--tessdata-dir", models, "--oem", "1"]);
  console.log(
    `  native tesseract, one thread, same model: ${(nativePerPage * 1000).toFixed(0)} ms/page; ratio ours/native = ${(jsPerPage / nativePerPage).toFixed(2)} (target ≤ 1.3)`,
  );
  const systemPerPage = native([]);
  console.log(
    `  (native with the system's own eng model, a smaller network: ${(systemPerPage * 1000).toFixed(0)} ms/page, ratio ${(jsPerPage / systemPerPage).toFixed(2)})`,
  );
} else console.log("  tesseract not installed: comparison skipped (apt-get install tesseract-ocr)");
rmSync(tmp, { recursive: true, force: true });

// ---- OCR engines on real scans and photos ----
const engines = (process.env["OCR_ENGINES"] ?? "tesseract,paddle").split(",").filter(Boolean) as OcrEngineName[];
const ocrDocs = ocrDocuments(shared, (process.env["OCR_CORPORA"] ?? "photo,india,dev").split(","));
const tuning = {
  detectionSize: Number(process.env["OCR_DETECTION_SIZE"] ?? 0),
  threads: Number(process.env["OCR_THREADS"] ?? 0),
  readings: (process.env["OCR_READINGS"] ?? "quick,full,upload").split(","),
};
const readings = tuning.readings.filter((r): r is "quick" | "full" => r === "quick" || r === "full");
for (const name of engines) {
  // One worker, as the detector runs it: PP-OCR reads a page with both cores, tesseract with one.
  const f = await measureEngine(name, ocrDocs, { ...tuning, readings });
  console.log(`OCR engine ${name}: one worker on ${availableParallelism()} cores`);
  for (const [corpus, c] of Object.entries(f.corpora))
    console.log(
      `  ${corpus.padEnd(6)} printed codes and amounts read ${(c.found / c.total).toFixed(3)} (${c.found}/${c.total}, ${c.docs} documents); ` +
        `${(c.ms / c.pages).toFixed(0)} ms/page OCR, ${(c.cpuMs / c.pages).toFixed(0)} ms/page CPU over ${c.pages} pages`,
    );
  for (const [corpus, q] of Object.entries(f.quick))
    console.log(
      `  ${corpus.padEnd(6)} upload's quick reading: type right ${(q.typed / q.docs).toFixed(3)} (${q.typed}/${q.docs}), ` +
        `${(q.ms / q.docs).toFixed(0)} ms a document (its first page), ${(q.cpuMs / q.docs).toFixed(0)} ms of CPU, ` +
        `${(q.pictures / q.docs).toFixed(1)} pictures read`,
    );
  if (process.env["OCR_MISSES"]) for (const m of f.mistyped) console.log(`    quick reading typed ${m}`);
  const quick = f.quickMs.sort((a, b) => a - b);
  if (quick.length)
    console.log(
      `  upload's quick reading of a one-page picture: median ${quick[quick.length >> 1]!.toFixed(0)} ms, ` +
        `slowest ${quick[quick.length - 1]!.toFixed(0)} ms over ${quick.length} (target ≤ 5000); ` +
        `CPU a picture: median ${median(f.quickCpuMs).toFixed(0)} ms, mean ${mean(f.quickCpuMs).toFixed(0)} ms`,
    );
  console.log(
    `  resident memory: ${f.rss.before.toFixed(0)} MB before, ${f.rss.peak.toFixed(0)} MB at the peak, ${f.rss.after.toFixed(0)} MB after it ended`,
  );
  if (process.env["OCR_MISSES"])
    for (const m of f.misses) console.log(`    missed in ${m.file.split("/").pop()}: ${m.missed.join(", ")}`);
}

// ---- one upload of many photos ----
// The detection deadline: what the upload waits for at most (UPLOAD_DETECTION_DEADLINE_MS's default).
const DEADLINE_MS = 20_000;
const photos = ocrDocuments(shared, ["photo"]);
const uploadEngines = engines.filter((e) => e === DEFAULT_DETECTION_ENGINE);
for (const name of tuning.readings.includes("upload") && photos.length ? uploadEngines : []) {
  const u = await measureUpload(name, photos, { concurrency: 2, deadlineMs: DEADLINE_MS });
  console.log(
    `upload of ${u.docs} photos and scans (realworld/photo) at once, ${name}, as the embedded service reads them: ` +
      `every type in ${u.seconds.toFixed(1)} s on ${availableParallelism()} cores, ${u.byDeadline}/${u.docs} by the ` +
      `${DEADLINE_MS / 1000} s deadline, ${u.typed} right; ${u.cpuMs.toFixed(0)} ms of CPU a document`,
  );
}
