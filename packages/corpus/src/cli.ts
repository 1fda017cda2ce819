// pnpm corpus generate --out DIR [--seed N] [--families a,b] [--split tune|heldout|all] [--variants pdf,scan,photo]
//                      [--per-family N] [--concurrency N]
// pnpm corpus ensure [same options but --out]   generates into ~/.cache (keyed by sources + options), prints the folder
// pnpm corpus list                               the families, their kind, languages and split
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { generate } from "./generate.ts";
import { familiesByName, FAMILIES } from "./families/index.ts";
import { VARIANTS, type Split, type Variant } from "./families/family.ts";
import { ensureCorpus } from "./cache.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string" },
    seed: { type: "string", default: "1" },
    families: { type: "string" },
    split: { type: "string", default: "all" },
    variants: { type: "string", default: VARIANTS.join(",") },
    "per-family": { type: "string", default: "7" },
    concurrency: { type: "string", default: "2" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const command = positionals[0] ?? "help";
const split = values.split as Split | "all";
if (!["tune", "heldout", "all"].includes(split)) fail(`--split must be tune, heldout or all, not "${split}"`);
const variants = values.variants.split(",").map((v) => v.trim()) as Variant[];
for (const v of variants) if (!VARIANTS.includes(v)) fail(`unknown variant "${v}": use ${VARIANTS.join(", ")}`);
const perFamily = Number(values["per-family"]);
if (!Number.isInteger(perFamily) || perFamily < 1) fail("--per-family must be a positive integer");
const concurrency = Number(values.concurrency);
let families;
try {
  families = familiesByName(
    values.families
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
} catch (err) {
  fail((err as Error).message);
}
const options = {
  seed: values.seed,
  families,
  split,
  variants,
  perFamily,
  concurrency,
  chromium: process.env["CHROMIUM_PATH"],
  cacheHome: process.env["XDG_CACHE_HOME"],
  log: (l: string) => console.error(l),
};

async function main(): Promise<void> {
  if (command === "generate") {
    if (!values.out) fail("generate needs --out DIR");
    const out = resolve(values.out);
    const { entries, ms } = await generate({ ...options, out });
    const by = (k: "variant" | "split") =>
      Object.entries(Object.groupBy(entries, (e) => e[k])).map(([v, xs]) => `${v} ${xs!.length}`);
    console.log(
      `${entries.length} documents in ${(ms / 1000).toFixed(1)} s → ${out} (${by("split").join(", ")}; ${by("variant").join(", ")})`,
    );
  } else if (command === "ensure") {
    const { dir, generated } = await ensureCorpus(options);
    console.error(generated ? `generated ${dir}` : `cached ${dir}`);
    console.log(dir);
  } else if (command === "list") {
    for (const f of FAMILIES)
      console.log(
        `${f.name.padEnd(24)} ${f.split.padEnd(8)} ${f.type.padEnd(8)} ${f.kind.padEnd(14)} ${f.languages.join(",")}`,
      );
  } else {
    fail(
      "usage: corpus generate --out DIR [--seed N] [--families a,b] [--split tune|heldout|all] [--variants pdf,scan,photo] | ensure | list",
    );
  }
}

// A missing Chromium or an overflowing page is reported in one line, not as a stack trace.
await main().catch((err: unknown) => {
  console.error(`corpus: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
