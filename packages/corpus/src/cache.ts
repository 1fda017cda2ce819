// The corpus generated once per version of the generator: a folder under ~/.cache named by a hash of
// the generator's sources, its dependencies' versions and the options, so CI regenerates only on change.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative } from "node:path";
import { generate, type GenerateOptions } from "./generate.ts";

const PACKAGE = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
    })
    .sort();
}

export function corpusKey(opts: Omit<GenerateOptions, "out" | "log">): string {
  const hash = createHash("sha256");
  for (const file of [...sourceFiles(join(PACKAGE, "src")), join(PACKAGE, "package.json")]) {
    hash.update(relative(PACKAGE, file));
    hash.update(readFileSync(file));
  }
  hash.update(
    JSON.stringify({
      seed: opts.seed,
      families: opts.families.map((f) => f.name),
      split: opts.split,
      variants: opts.variants,
      perFamily: opts.perFamily,
    }),
  );
  return hash.digest("hex").slice(0, 16);
}

export function cacheRoot(cacheHome = join(homedir(), ".cache")): string {
  return join(cacheHome, "docintake", "corpus");
}

/** The cached corpus for these options, generated first when missing. */
export async function ensureCorpus(
  opts: Omit<GenerateOptions, "out"> & { cacheHome?: string | undefined },
): Promise<{ dir: string; generated: boolean }> {
  const dir = join(cacheRoot(opts.cacheHome), `seed-${opts.seed}-${corpusKey(opts)}`);
  if (existsSync(join(dir, "manifest.json"))) return { dir, generated: false };
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  await generate({ ...opts, out: tmp });
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { dir, generated: true };
}
