import { readFileSync, realpathSync, statSync } from "node:fs";
import type { ResolveFnOutput, ResolveHookContext } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

type PackageType = "module" | "commonjs";
type NextResolve = (specifier: string, context?: Partial<ResolveHookContext>) => ResolveFnOutput;

/**
 * A module resolve hook that answers relative `.js` imports between the files of an installed package
 * itself, with the package's `type` read once per package.json.
 *
 * Why: to learn whether an imported `.js` file is ESM, Node 24 looks up the nearest package.json and, in
 * doing so, JSON-parses that package.json's whole `exports` map again for every file (it spreads its
 * cached entry, which runs the map's lazy getter). drizzle-orm's map is 179 KB and an import of its
 * PostgreSQL dialect loads about 400 files: 270 ms and some 150 MB of garbage at every start, most of
 * which V8 keeps as committed heap for the life of the process.
 *
 * Anything this hook is not sure of goes to Node's own resolution, which then decides exactly as before:
 * bare specifiers, importers outside node_modules, `require`, files that are missing, not plain files
 * or reached through a symbolic link (Node would name them by their real path), and packages whose
 * package.json has no valid `type`.
 */
export function packageScopeResolve(): (
  specifier: string,
  context: ResolveHookContext,
  nextResolve: NextResolve,
) => ResolveFnOutput {
  const typeOfDir = new Map<string, PackageType | null>();

  /** The `type` of the package.json that governs files in `dir`, as Node finds it; null where Node would decide otherwise. */
  function packageType(dir: string): PackageType | null {
    const walked: string[] = [];
    let found: PackageType | null = null;
    for (let d = dir; ; d = dirname(d)) {
      const known = typeOfDir.get(d);
      if (known !== undefined) {
        found = known;
        break;
      }
      walked.push(d);
      // Node stops looking at a node_modules folder, and at the root.
      if (basename(d) === "node_modules" || dirname(d) === d) break;
      let text: string | null = null;
      try {
        text = readFileSync(join(d, "package.json"), "utf8");
      } catch {
        continue;
      }
      try {
        const type: unknown = (JSON.parse(text) as { type?: unknown }).type;
        found = type === "module" || type === "commonjs" ? type : null;
      } catch {
        // Node reports a broken package.json itself.
        found = null;
      }
      break;
    }
    for (const d of walked) typeOfDir.set(d, found);
    return found;
  }

  return (specifier, context, nextResolve) => {
    const parent = context.parentURL;
    if (
      parent?.startsWith("file:") &&
      parent.includes("/node_modules/") &&
      (specifier.startsWith("./") || specifier.startsWith("../")) &&
      specifier.endsWith(".js") &&
      context.conditions.includes("import") &&
      !context.conditions.includes("require")
    ) {
      try {
        const url = new URL(specifier, parent);
        const path = fileURLToPath(url);
        if (realpathSync(path) === path && statSync(path).isFile()) {
          const format = packageType(dirname(path));
          if (format) return { url: url.href, format, shortCircuit: true };
        }
      } catch {
        // Missing, unreadable or oddly encoded: Node's resolution gives the proper error.
      }
    }
    return nextResolve(specifier, context);
  };
}
