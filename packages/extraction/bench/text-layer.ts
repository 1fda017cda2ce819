// The text-layer path on the digital PDFs of ../shared/corpus/bench: readLayout on one thread (after a
// full warm-up round), then type detection and extraction, then the same pages through one layout
// thread as the services read them; poppler's `pdftotext -bbox` beside it where installed.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  detectType,
  extractInvoice,
  extractStatement,
  readLayout,
  workerLayoutReader,
  type Layout,
} from "../src/index.ts";
import { has, secs } from "./figures.ts";

const noOcr = {
  recognize: () => Promise.reject(new Error("no OCR in this run")),
  workers: 0,
  terminate: async () => undefined,
};

export async function benchTextLayer(shared: string): Promise<void> {
  const benchDir = join(shared, "bench");
  const pdfs = readdirSync(benchDir)
    .filter((f) => f.endsWith(".pdf"))
    .map((f) => join(benchDir, f));
  // A full round first: a service reads many documents, so the figure is the compiled code's, not the warm-up's.
  for (const f of pdfs) await readLayout(new Uint8Array(readFileSync(f)), { ocr: noOcr });
  let t0 = performance.now();
  const layouts: Layout[] = [];
  for (const f of pdfs) layouts.push(await readLayout(new Uint8Array(readFileSync(f)), { ocr: noOcr }));
  const pages = layouts.reduce((n, l) => n + l.pageCount, 0);
  const ours = pages / secs(t0);
  console.log(
    `text layer: ${pages} pages in ${secs(t0).toFixed(2)} s = ${ours.toFixed(1)} pages/s on one thread (target ≥ 140)`,
  );
  console.log(
    `  then type detection and extraction: ${extractionRate(layouts, pages).toFixed(0)} pages/s on one thread`,
  );
  if (has("pdftotext")) {
    t0 = performance.now();
    for (const f of pdfs) execFileSync("pdftotext", ["-bbox", f, "/dev/null"]);
    const poppler = pages / secs(t0);
    console.log(
      `  pdftotext -bbox: ${poppler.toFixed(1)} pages/s; ratio ours/poppler = ${(ours / poppler).toFixed(2)}`,
    );
  } else console.log("  pdftotext not installed: comparison skipped (apt-get install poppler-utils)");
  await throughThread(pdfs, pages);
}

/** Pages a second through detectType and the extractor it chooses, on layouts already read (after a warm-up round). */
function extractionRate(read: Layout[], pages: number): number {
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

/**
 * The same pages through one layout thread, as the services read them: the hand-off's cost, and what is
 * left on the calling thread (receiving each layout) while the thread reads.
 */
async function throughThread(pdfs: string[], pages: number): Promise<void> {
  const threads = workerLayoutReader({ ocr: noOcr, threads: 1 });
  for (const f of pdfs.slice(0, 10)) await threads.read(readFileSync(f), { transferBytes: true }); // warm-up
  const elu = performance.eventLoopUtilization();
  const t0 = performance.now();
  for (const f of pdfs) await threads.read(readFileSync(f), { transferBytes: true });
  const pooled = pages / secs(t0);
  const callerMs = performance.eventLoopUtilization(elu).active / pages;
  await threads.terminate();
  console.log(
    `  through one layout thread: ${pooled.toFixed(1)} pages/s, one at a time; ${callerMs.toFixed(2)} ms of the calling thread per page`,
  );
}
