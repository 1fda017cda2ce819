// Plans the documents of a corpus, builds and renders each, and writes files, truths and the manifest.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Rng } from "./random.ts";
import { Browsers } from "./render/browser.ts";
import { OverflowError, printPdf, rasterPages } from "./render/print.ts";
import { imagePdf, photoJpeg, scanCss } from "./render/degrade.ts";
import type { Family, Split, Variant } from "./families/family.ts";
import type { Truth } from "./model/truth.ts";

export interface GenerateOptions {
  out: string;
  seed: string;
  families: readonly Family[];
  split: Split | "all";
  variants: readonly Variant[];
  perFamily: number;
  concurrency: number;
  /** Chromium's executable (Debian's package by default). */
  chromium?: string;
  log?: (line: string) => void;
}

/** As ../shared/corpus/dev lists documents, plus the split; photos are named `jpg` there too. */
export interface ManifestEntry {
  file: string;
  truth: string;
  type: Truth["type"];
  family: string;
  variant: "pdf" | "scan" | "jpg";
  split: Split;
}

interface Planned {
  family: Family;
  index: number;
  name: string;
}

/** Mostly digital PDFs, about a quarter scans and photos, as customers send them. */
const WEIGHTS: Record<Variant, number> = { pdf: 0.72, scan: 0.14, photo: 0.14 };

function chooseVariant(rng: Rng, allowed: readonly Variant[]): Variant | undefined {
  if (allowed.length === 0) return undefined;
  const total = allowed.reduce((s, v) => s + WEIGHTS[v], 0);
  let x = rng.next() * total;
  for (const v of allowed) {
    x -= WEIGHTS[v];
    if (x < 0) return v;
  }
  return allowed[allowed.length - 1];
}

export function plan(opts: Pick<GenerateOptions, "families" | "split" | "perFamily">): Planned[] {
  const out: Planned[] = [];
  for (const family of opts.families) {
    if (opts.split !== "all" && family.split !== opts.split) continue;
    for (let index = 0; index < opts.perFamily; index++)
      out.push({ family, index, name: `${family.name}-${String(index).padStart(3, "0")}` });
  }
  return out;
}

/**
 * Builds and prints a document; one whose content overflows its page (a rare long wrap) is drawn
 * again from a further fork of its seed, so generation stays deterministic and never stops on it.
 */
async function buildAndPrint(browsers: Browsers, item: Planned, rng: Rng) {
  for (let attempt = 0; ; attempt++) {
    const built = item.family.build(rng.fork(attempt === 0 ? "build" : `build-${attempt}`));
    const printable = { name: item.name, body: built.body, css: built.css, page: built.page };
    try {
      return { built, printable, printed: await printPdf(browsers, printable) };
    } catch (err) {
      if (!(err instanceof OverflowError) || attempt >= 4) throw err;
    }
  }
}

async function renderOne(browsers: Browsers, item: Planned, opts: GenerateOptions): Promise<ManifestEntry | undefined> {
  const rng = new Rng(`${opts.seed}/${item.family.name}/${item.index}`);
  const allowed = item.family.variants.filter((v) => opts.variants.includes(v));
  let variant = chooseVariant(rng.fork("variant"), allowed);
  if (!variant) return undefined;
  const { built, printable, printed } = await buildAndPrint(browsers, item, rng);
  if (variant === "photo" && printed.pages > 1)
    variant = allowed.includes("scan") ? "scan" : allowed.includes("pdf") ? "pdf" : undefined;
  if (!variant) return undefined;
  const degrade = rng.fork("degrade");
  let bytes: Uint8Array;
  let ext = "pdf";
  if (variant === "pdf") bytes = printed.pdf;
  else if (variant === "scan") {
    const dpi = degrade.pick([150, 175, 200]);
    const css = scanCss(degrade, printed.pages);
    const jpegs = await rasterPages(browsers, printable, printed.heightMm, {
      dpi,
      css,
      jpegQuality: degrade.int(62, 85),
    });
    bytes = await imagePdf(jpegs, { widthMm: built.page.widthMm, heightMm: printed.heightMm });
  } else {
    const dpi = degrade.pick([150, 175]);
    const [jpeg] = await rasterPages(browsers, printable, printed.heightMm, { dpi, limit: 1, jpegQuality: 92 });
    const px = (mm: number) => Math.round((mm / 25.4) * dpi);
    bytes = await photoJpeg(
      browsers,
      { jpeg: jpeg!, width: px(built.page.widthMm), height: px(printed.heightMm) },
      degrade,
    );
    ext = "jpg";
  }
  const file = `${item.name}.${ext}`;
  const truthFile = `${item.name}.json`;
  const manifestVariant = variant === "photo" ? "jpg" : variant;
  const truth: Truth & { variant: string; file: string; split: Split } = {
    ...built.truth,
    type: built.truth.type,
    family: item.family.name,
    page_count: variant === "photo" ? 1 : printed.pages,
    variant: manifestVariant,
    file,
    split: item.family.split,
  };
  writeFileSync(join(opts.out, file), bytes);
  writeFileSync(join(opts.out, truthFile), JSON.stringify(truth, null, 1));
  return {
    file,
    truth: truthFile,
    type: truth.type,
    family: item.family.name,
    variant: manifestVariant,
    split: item.family.split,
  };
}

export async function generate(opts: GenerateOptions): Promise<{ entries: ManifestEntry[]; ms: number }> {
  const t0 = performance.now();
  mkdirSync(opts.out, { recursive: true });
  const items = plan(opts);
  const results: (ManifestEntry | undefined)[] = new Array(items.length);
  const browsers = await Browsers.launch(opts.chromium);
  let next = 0;
  let done = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, opts.concurrency) }, async () => {
        while (next < items.length) {
          const k = next++;
          results[k] = await renderOne(browsers, items[k]!, opts);
          done++;
          if (done % 25 === 0) opts.log?.(`${done}/${items.length} documents`);
        }
      }),
    );
  } finally {
    await browsers.close();
  }
  const entries = results.filter((e): e is ManifestEntry => e !== undefined);
  writeFileSync(join(opts.out, "manifest.json"), JSON.stringify(entries, null, 1));
  return { entries, ms: performance.now() - t0 };
}
