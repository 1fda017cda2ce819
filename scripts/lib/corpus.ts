// The generated corpus for the test command: Chromium installed when missing (Debian package, as
// deploy/local installs its servers), then `pnpm corpus ensure`, cached under ~/.cache by a hash of
// the generator's sources, so CI regenerates it only when the generator changes.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { capture, NODE, run } from "./proc.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

async function aptInstall(pkg: string): Promise<void> {
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["install", "-y", "--no-install-recommends", pkg], env)) === 0) return;
  await run("apt-get", ["update"], env);
  if ((await run("apt-get", ["install", "-y", "--no-install-recommends", pkg], env)) !== 0)
    throw new Error(`apt-get install ${pkg} failed`);
}

export async function ensureChromium(): Promise<string> {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium not found at ${CHROMIUM} and not root: run 'sudo apt-get install -y chromium'`);
  console.log("corpus: installing Debian package 'chromium'");
  await aptInstall("chromium");
  if (!existsSync(CHROMIUM)) throw new Error(`installed chromium but found no ${CHROMIUM}`);
  return CHROMIUM;
}

/** The folder of the generated corpus (generated on first use). */
export async function ensureCorpus(): Promise<string> {
  const chromium = await ensureChromium();
  const { code, out } = await capture(NODE, [join(ROOT, "packages/corpus/src/cli.ts"), "ensure"], {
    CHROMIUM_PATH: chromium,
  });
  const dir = out.trim().split("\n").pop() ?? "";
  if (code !== 0 || !existsSync(join(dir, "manifest.json"))) throw new Error(`corpus generation failed (exit ${code})`);
  return dir;
}
