// The figures of both OCR engines on real scans and photos (ocr-engines.ts measures them), and of one
// upload of many photos typed against the upload's detection deadline.
import { availableParallelism } from "node:os";
import { LIMITS } from "@docintake/contracts";
import { DEFAULT_DETECTION_ENGINE, type OcrEngineName } from "../src/read/ocr/options.ts";
import { mean, median } from "./figures.ts";
import { measureEngine, measureUpload, ocrDocuments, type EngineFigures } from "./ocr-engines.ts";

export interface EngineTuning {
  detectionSize: number;
  threads: number;
  /** quick (the upload's reading for type detection), full, upload (many photos at once). */
  readings: string[];
  /** Print each mistyped quick reading and each printed value missed. */
  misses: boolean;
}

export async function reportEngines(shared: string, engines: OcrEngineName[], corpora: string[], tuning: EngineTuning) {
  const docs = ocrDocuments(shared, corpora);
  const readings = tuning.readings.filter((r): r is "quick" | "full" => r === "quick" || r === "full");
  for (const name of engines) {
    // One worker, as the detector runs it: PP-OCR reads a page with both cores, tesseract with one.
    const f = await measureEngine(name, docs, {
      detectionSize: tuning.detectionSize,
      threads: tuning.threads,
      readings,
    });
    console.log(`OCR engine ${name}: one worker on ${availableParallelism()} cores`);
    printEngine(f, tuning.misses);
  }
}

function printEngine(f: EngineFigures, misses: boolean): void {
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
  if (misses) for (const m of f.mistyped) console.log(`    quick reading typed ${m}`);
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
  if (misses) for (const m of f.misses) console.log(`    missed in ${m.file.split("/").pop()}: ${m.missed.join(", ")}`);
}

/** realworld/photo's pictures uploaded at once, typed on the detection engine as the embedded service does. */
export async function reportUpload(shared: string, engines: OcrEngineName[]): Promise<void> {
  const deadlineMs = LIMITS.uploadDetectionDeadlineMs;
  const photos = ocrDocuments(shared, ["photo"]);
  if (!photos.length || !engines.includes(DEFAULT_DETECTION_ENGINE)) return;
  const u = await measureUpload(DEFAULT_DETECTION_ENGINE, photos, { concurrency: 2, deadlineMs });
  console.log(
    `upload of ${u.docs} photos and scans (realworld/photo) at once, ${DEFAULT_DETECTION_ENGINE}, as the embedded service reads them: ` +
      `every type in ${u.seconds.toFixed(1)} s on ${availableParallelism()} cores, ${u.byDeadline}/${u.docs} by the ` +
      `${deadlineMs / 1000} s deadline, ${u.typed} right; ${u.cpuMs.toFixed(0)} ms of CPU a document`,
  );
}
