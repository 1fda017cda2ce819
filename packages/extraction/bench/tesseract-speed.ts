// tesseract.js's time a page on the dev corpus's pictures, one worker, against native tesseract on the
// same prepared images (OMP_THREAD_LIMIT=1) where installed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { createOcrEngine } from "../src/index.ts";
import { decodeImage, prepareForOcr } from "../src/read/image.ts";
import { LANG_PATH } from "../src/read/ocr.ts";
import { has, secs } from "./figures.ts";

export async function benchTesseract(shared: string, pageCount: number): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), "ocr-bench-"));
  try {
    const prepared = await preparedPictures(join(shared, "dev"), tmp, pageCount);
    const engine = await createOcrEngine({ engine: "tesseract", workers: 1 });
    await engine.recognize(readFileSync(prepared[0]!)); // worker start-up is not per page
    const t0 = performance.now();
    for (const f of prepared) await engine.recognize(readFileSync(f));
    const jsPerPage = secs(t0) / prepared.length;
    await engine.terminate();
    console.log(
      `OCR: tesseract.js, one worker: ${(jsPerPage * 1000).toFixed(0)} ms/page over ${prepared.length} pages`,
    );
    if (has("tesseract")) nativeTesseract(prepared, tmp, jsPerPage);
    else console.log("  tesseract not installed: comparison skipped (apt-get install tesseract-ocr)");
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The dev corpus's pictures exactly as our OCR path gets them (PGMs), which native tesseract reads too. */
async function preparedPictures(dev: string, tmp: string, count: number): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(join(dev, "manifest.json"), "utf8")) as { file: string; variant: string }[];
  const images = manifest.filter((m) => m.variant === "png" || m.variant === "jpg").slice(0, count);
  const prepared: string[] = [];
  for (const m of images) {
    const p = await prepareForOcr(await decodeImage(new Uint8Array(readFileSync(join(dev, m.file)))));
    const out = join(tmp, `${m.file}.pgm`);
    writeFileSync(out, p.image);
    prepared.push(out);
  }
  return prepared;
}

/**
 * Native tesseract on the same pictures. The same model on both sides: Debian's eng.traineddata is the
 * small "fast" network, ours the standard one (about 40 % more work a page), so ours is unpacked for
 * native tesseract to load too; the system's own model is timed beside it.
 */
function nativeTesseract(prepared: string[], tmp: string, jsPerPage: number): void {
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
}
