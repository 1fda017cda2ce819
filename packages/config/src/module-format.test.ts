import { afterAll, describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { ResolveFnOutput, ResolveHookContext } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageScopeResolve } from "./module-format.ts";

const root = mkdtempSync(join(tmpdir(), "module-format-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, text = "export {};\n"): string {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

file(
  "node_modules/esm-pkg/package.json",
  JSON.stringify({ name: "esm-pkg", type: "module", exports: { ".": "./a.js" } }),
);
const esmA = file("node_modules/esm-pkg/a.js");
const esmB = file("node_modules/esm-pkg/lib/b.js");
file("node_modules/esm-pkg/cjs/package.json", JSON.stringify({ type: "commonjs" }));
file("node_modules/esm-pkg/cjs/c.js", "module.exports = {};\n");
mkdirSync(join(root, "node_modules/esm-pkg/dir.js"));
symlinkSync(esmB, join(root, "node_modules/esm-pkg/linked.js"));
file("node_modules/typeless/package.json", JSON.stringify({ name: "typeless" }));
const typelessA = file("node_modules/typeless/a.js");
file("node_modules/typeless/b.js");
file("node_modules/broken/package.json", "{ not json");
const brokenA = file("node_modules/broken/a.js");
file("node_modules/broken/b.js");
// A file straight inside node_modules: Node does not look past the node_modules folder for its package.json.
file("package.json", JSON.stringify({ type: "module" }));
const looseA = file("node_modules/loose-a.js");
file("node_modules/loose-b.js");
const app = file("src/app.js");
file("src/other.js");

const importing = (parent: string): ResolveHookContext => ({
  conditions: ["node", "import", "module-sync", "node-addons"],
  importAttributes: {},
  parentURL: pathToFileURL(parent).href,
});

/** Runs the hook; `null` when it handed the specifier to Node's own resolution. */
function resolve(hook: ReturnType<typeof packageScopeResolve>, specifier: string, context: ResolveHookContext) {
  let deferred = false;
  const out = hook(specifier, context, (): ResolveFnOutput => {
    deferred = true;
    return { url: "node:deferred" };
  });
  return deferred ? null : out;
}

describe("packageScopeResolve", () => {
  it("answers relative .js imports inside an ESM package with the package's type", () => {
    const hook = packageScopeResolve();
    expect(resolve(hook, "./lib/b.js", importing(esmA))).toEqual({
      url: pathToFileURL(esmB).href,
      format: "module",
      shortCircuit: true,
    });
    expect(resolve(hook, "../a.js", importing(esmB))).toMatchObject({
      url: pathToFileURL(esmA).href,
      format: "module",
    });
  });

  it("takes the nearest package.json, as Node does", () => {
    const hook = packageScopeResolve();
    expect(resolve(hook, "./cjs/c.js", importing(esmA))).toMatchObject({ format: "commonjs" });
    // The nested folder's type, now cached, must not leak to its siblings or its parent.
    expect(resolve(hook, "./lib/b.js", importing(esmA))).toMatchObject({ format: "module" });
    expect(resolve(hook, "../a.js", importing(esmB))).toMatchObject({ format: "module" });
  });

  it("leaves to Node what it cannot answer exactly as Node would", () => {
    const hook = packageScopeResolve();
    expect(resolve(hook, "./missing.js", importing(esmA))).toBeNull();
    expect(resolve(hook, "./dir.js", importing(esmA))).toBeNull();
    expect(resolve(hook, "./linked.js", importing(esmA))).toBeNull();
    expect(resolve(hook, "./lib/b", importing(esmA))).toBeNull();
    expect(resolve(hook, "./lib%2Fb.js", importing(esmA))).toBeNull();
    expect(resolve(hook, "esm-pkg", importing(esmA))).toBeNull();
    expect(resolve(hook, "./b.js", importing(typelessA))).toBeNull();
    expect(resolve(hook, "./b.js", importing(brokenA))).toBeNull();
    expect(resolve(hook, "./loose-b.js", importing(looseA))).toBeNull();
  });

  it("leaves the project's own files and require() to Node", () => {
    const hook = packageScopeResolve();
    expect(resolve(hook, "./other.js", importing(app))).toBeNull();
    const requiring = { ...importing(esmA), conditions: ["node", "require", "module-sync", "node-addons"] };
    expect(resolve(hook, "./lib/b.js", requiring)).toBeNull();
  });
});

describe("packageScopeResolve in Node", () => {
  it("loads a real package through the hook, answering its own imports", () => {
    // A child process: jest's module system does not go through Node's resolve hooks.
    const script = `
      import { registerHooks } from "node:module";
      import { packageScopeResolve } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, "module-format.ts")).href)};
      const hook = packageScopeResolve();
      let answered = 0;
      registerHooks({ resolve: (s, c, n) => { const r = hook(s, c, n); if (r.shortCircuit) answered++; return r; } });
      const { z } = await import("zod");
      console.log(JSON.stringify({ answered, parsed: z.object({ n: z.number() }).parse({ n: 1 }) }));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: join(import.meta.dirname, ".."),
      encoding: "utf8",
    });
    const result = JSON.parse(out) as { answered: number; parsed: unknown };
    expect(result.parsed).toEqual({ n: 1 });
    expect(result.answered).toBeGreaterThan(10);
  });
});
