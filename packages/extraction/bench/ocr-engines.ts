// Both OCR engines on the scans and photos of the shared corpora: the share of the printed codes and
// amounts each one reads (printed-values.ts), its time per page, and how long the upload's quick reading
// of a one-page photo takes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  createLayoutReader,
  createOcrEngine,
  detectType,
  readLayout,
  type Layout,
  type OcrEngine,
} from "../src/index.ts";
import type { OcrEngineName } from "../src/read/ocr/options.ts";
import { printedValues, valueFound } from "./printed-values.ts";

export interface OcrDocument {
  corpus: string;
  file: string;
  truth: unknown;
}

/** The documents of the corpora that may need OCR: pictures, and PDFs (read only where they are scans). */
export function ocrDocuments(shared: string, corpora: string[]): OcrDocument[] {
  const docs: OcrDocument[] = [];
  const fromManifest = (corpus: string, dir: string, variants: string[]) => {
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as {
      file: string;
      truth: string;
      variant: string;
    }[];
    for (const m of manifest.filter((m) => variants.includes(m.variant)))
      docs.push({ corpus, file: join(dir, m.file), truth: JSON.parse(readFileSync(join(dir, m.truth), "utf8")) });
  };
  if (corpora.includes("photo")) fromManifest("photo", join(shared, "realworld/photo"), ["jpg", "scan"]);
  if (corpora.includes("india")) {
    const dir = join(shared, "realworld/india");
    for (const f of readdirSync(dir)
      .filter((f) => /\.(jpe?g|png|pdf)$/i.test(f))
      .sort()) {
      const truth = join(dir, f.replace(/\.[^.]+$/, ".truth.json"));
      if (existsSync(truth)) docs.push({ corpus: "india", file: join(dir, f), truth: readJson(truth) });
    }
  }
  if (corpora.includes("dev")) fromManifest("dev", join(shared, "dev"), ["scan", "jpg", "png"]);
  return docs;
}

const readJson = (f: string): unknown => JSON.parse(readFileSync(f, "utf8"));

/** The engine, counting the time and the pictures it is given. */
function timed(ocr: OcrEngine): OcrEngine & { ms: number; pictures: number } {
  const t = {
    ms: 0,
    pictures: 0,
    workers: ocr.workers,
    ...(ocr.quickWidth ? { quickWidth: ocr.quickWidth } : {}),
    terminate: () => ocr.terminate(),
    recognize: async (image: Buffer) => {
      const t0 = performance.now();
      try {
        return await ocr.recognize(image);
      } finally {
        t.ms += performance.now() - t0;
        t.pictures++;
      }
    },
  };
  return t;
}

const ocrText = (layout: Layout) =>
  layout.pages
    .filter((p) => p.ocr)
    .map((p) => p.words.map((w) => w.text).join(" "))
    .join("\n");

export interface EngineFigures {
  engine: string;
  /** By corpus: values found, values looked for, documents, OCR pages, time spent in OCR, CPU time. */
  corpora: Record<string, { found: number; total: number; docs: number; pages: number; ms: number; cpuMs: number }>;
  /** The upload's quick reading of each one-page picture, in ms, and its CPU time. */
  quickMs: number[];
  quickCpuMs: number[];
  /**
   * By corpus, the upload's quick reading of each document OCR reads (pictures and scanned PDFs): the
   * type detected from it right, documents, its time and its CPU time in ms (OCR's threads are the
   * process's), and the pictures OCR read (a page unsure of its orientation is read turned too).
   */
  quick: Record<string, { typed: number; docs: number; ms: number; cpuMs: number; pictures: number }>;
  /** Documents the quick reading typed wrong, with the type it gave. */
  mistyped: string[];
  /** Documents whose values were missed, with what was missed. */
  misses: { file: string; missed: string[] }[];
  /** Resident memory in MB: before the engine started, at its peak while reading, after it ended. */
  rss: { before: number; peak: number; after: number };
}

/** The process's resident memory, sampled every 100 ms until stopped: its peak in MB. */
function rssPeak(): () => number {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage.rss()) / 1e6;
  };
}

/** The upload's quick reading of a document, as the detector makes it: the type it gives, and its time. */
async function quickReading(
  ocr: ReturnType<typeof timed>,
  doc: OcrDocument,
  bytes: Uint8Array,
  figures: EngineFigures,
): Promise<void> {
  const t0 = performance.now();
  const start = { cpu: process.cpuUsage(), pictures: ocr.pictures };
  const layout = await readLayout(bytes, { ocr, quick: true });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(start.cpu);
  if (!layout.ocrUsed) return;
  const q = (figures.quick[doc.corpus] ??= { typed: 0, docs: 0, ms: 0, cpuMs: 0, pictures: 0 });
  q.docs++;
  q.ms += ms;
  q.cpuMs += (cpu.user + cpu.system) / 1000;
  q.pictures += ocr.pictures - start.pictures;
  if (detectType(layout).type === (doc.truth as { type?: string }).type) q.typed++;
  else figures.mistyped.push(`${doc.file.split("/").pop()}: ${detectType(layout).type}`);
  if (/\.pdf$/i.test(doc.file)) return;
  figures.quickMs.push(ms);
  figures.quickCpuMs.push((cpu.user + cpu.system) / 1000);
}

/**
 * The engine's figures over the documents: the full reading (`full`: values found, time a page) and
 * the upload's quick one (`quick`: the type it gives, its time).
 */
export async function measureEngine(
  engine: OcrEngineName,
  docs: OcrDocument[],
  opts: { threads?: number; detectionSize?: number; readings?: readonly ("quick" | "full")[] } = {},
): Promise<EngineFigures> {
  const { readings = ["quick", "full"], ...tuning } = opts;
  const before = process.memoryUsage.rss() / 1e6;
  const peak = rssPeak();
  const ocr = timed(await createOcrEngine({ engine, workers: 1, ...tuning }));
  const figures: EngineFigures = {
    engine,
    corpora: {},
    quickMs: [],
    quickCpuMs: [],
    quick: {},
    mistyped: [],
    misses: [],
    rss: { before, peak: 0, after: 0 },
  };
  // Loading the models is not a page's cost.
  await readLayout(new Uint8Array(readFileSync(docs[0]!.file)), { ocr, quick: true });
  for (const doc of docs) {
    const bytes = new Uint8Array(readFileSync(doc.file));
    if (readings.includes("quick")) await quickReading(ocr, doc, bytes, figures);
    if (!readings.includes("full")) continue;
    const start = { ms: ocr.ms, cpu: process.cpuUsage() };
    const layout = await readLayout(bytes, { ocr });
    const cpu = process.cpuUsage(start.cpu);
    if (!layout.ocrUsed) continue;
    const c = (figures.corpora[doc.corpus] ??= { found: 0, total: 0, docs: 0, pages: 0, ms: 0, cpuMs: 0 });
    const text = ocrText(layout);
    const values = printedValues(doc.truth);
    const missed = values.filter((v) => !valueFound(v, text));
    c.found += values.length - missed.length;
    c.total += values.length;
    c.docs++;
    c.pages += layout.pages.filter((p) => p.ocr).length;
    c.ms += ocr.ms - start.ms;
    c.cpuMs += (cpu.user + cpu.system) / 1000;
    if (missed.length) figures.misses.push({ file: doc.file, missed: missed.map((v) => `${v.field}=${v.value}`) });
  }
  await ocr.terminate();
  figures.rss.peak = peak();
  // The engine's threads have ended; what their memory leaves behind is the process's to keep.
  await new Promise((resolve) => setTimeout(resolve, 500));
  figures.rss.after = process.memoryUsage.rss() / 1e6;
  return figures;
}

/** One upload's detection of many documents at once, as the embedded service makes it. */
export interface UploadFigures {
  docs: number;
  /** Documents typed right. */
  typed: number;
  /** Seconds until every document was typed; documents typed (right or wrong) by `deadlineMs`. */
  seconds: number;
  byDeadline: number;
  /** The process's CPU time a document, in ms (OCR's threads are the process's). */
  cpuMs: number;
}

/**
 * The quick readings of `docs` sent at once, as one upload's files reach the embedded service's
 * detector: its OCR engine (a worker a core), one layout thread, `concurrency` documents read at a time.
 */
export async function measureUpload(
  engine: OcrEngineName,
  docs: OcrDocument[],
  opts: { concurrency: number; deadlineMs: number },
): Promise<UploadFigures> {
  const ocr = await createOcrEngine({ engine });
  const reader = createLayoutReader({ ocr, threads: 1 });
  // Loading the models is not the upload's cost: a running service has them (until idle).
  await Promise.all([0, 1].map(() => reader.read(readFileSync(docs[0]!.file), { quick: true })));
  const queue = [...docs];
  const done: number[] = [];
  let typed = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const detectOne = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      const layout = await reader.read(readFileSync(doc.file), { quick: true });
      done.push(performance.now() - t0);
      if (detectType(layout).type === (doc.truth as { type?: string }).type) typed++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, detectOne));
  const cpu = process.cpuUsage(cpu0);
  await reader.terminate();
  await ocr.terminate();
  return {
    docs: docs.length,
    typed,
    seconds: Math.max(...done) / 1000,
    byDeadline: done.filter((ms) => ms <= opts.deadlineMs).length,
    cpuMs: (cpu.user + cpu.system) / 1000 / docs.length,
  };
}
