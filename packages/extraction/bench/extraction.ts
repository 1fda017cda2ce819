// `pnpm bench extraction`: throughput of the two reading paths, against the native tools on the same pages.
//   text layer: readLayout over digital PDFs (one thread) vs poppler's `pdftotext -bbox` (text-layer.ts)
//   OCR:        one tesseract.js worker vs native `tesseract` (OMP_THREAD_LIMIT=1) on the same prepared images
//               (tesseract-speed.ts)
//   engines:    tesseract and PP-OCR on the scans and photos of ../shared/corpus (realworld photo/ and india/,
//               dev): the share of printed codes and amounts read, ms a page, the upload's quick reading, memory
//               (ocr-engines.ts, engines-report.ts)
// The native tools are for this comparison only (apt-get install poppler-utils tesseract-ocr).
// OCR_PAGES sets how many dev pictures the tesseract comparison reads (default 12).
// OCR_ENGINES=tesseract,paddle and OCR_CORPORA=photo,india,dev choose what the engines section measures
// (OCR_ENGINES= skips it); OCR_READINGS=quick,full,upload which readings it makes (the upload's quick one for
// type detection, the full one; upload: realworld/photo's quick readings all at once on the detection
// engine, as one upload reaches the embedded service); OCR_DETECTION_SIZE and OCR_THREADS tune PP-OCR;
// OCR_MISSES prints what each engine missed.
// SHARED_CORPUS names the shared corpus folder where it is not beside the checkout (a worktree).
import { resolve } from "node:path";
import type { OcrEngineName } from "../src/read/ocr/options.ts";
import { reportEngines, reportUpload } from "./engines-report.ts";
import { benchTesseract } from "./tesseract-speed.ts";
import { benchTextLayer } from "./text-layer.ts";

const env = process.env;
const shared = env["SHARED_CORPUS"] ?? resolve(import.meta.dirname, "../../../../shared/corpus");

await benchTextLayer(shared);
await benchTesseract(shared, Number(env["OCR_PAGES"] ?? 12));
const engines = (env["OCR_ENGINES"] ?? "tesseract,paddle").split(",").filter(Boolean) as OcrEngineName[];
const tuning = {
  detectionSize: Number(env["OCR_DETECTION_SIZE"] ?? 0),
  threads: Number(env["OCR_THREADS"] ?? 0),
  readings: (env["OCR_READINGS"] ?? "quick,full,upload").split(","),
  misses: !!env["OCR_MISSES"],
};
await reportEngines(shared, engines, (env["OCR_CORPORA"] ?? "photo,india,dev").split(","), tuning);
if (tuning.readings.includes("upload")) await reportUpload(shared, engines);
