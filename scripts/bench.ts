// `pnpm bench <name> [args]`: extraction | pipeline | hostile
import { join, resolve } from "node:path";
import { run } from "./lib/proc.ts";

const ROOT = resolve(import.meta.dirname, "..");
const [name, ...rest] = process.argv.slice(2);
const targets: Record<string, string> = {
  extraction: "packages/extraction/bench/extraction.ts",
  pipeline: "scripts/bench-pipeline.ts",
  hostile: "scripts/bench-hostile.ts",
};
const target = name ? targets[name] : undefined;
if (!target) {
  console.error(`usage: pnpm bench ${Object.keys(targets).join("|")} [options]`);
  process.exit(2);
}
process.exit(await run(process.execPath, [join(ROOT, target), ...rest]));
