// The fuzz stage of `pnpm test`: schemathesis (PyPI), installed once into a cached virtualenv, runs every check
// against a running service's /openapi.json with a fixed seed and a bounded number of examples per operation.
// It fails on any 5xx, any response that does not match the document, and every other check's finding; an
// operation schemathesis itself could not generate cases for is run once more on its own (see generationFlakes).
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { capture, run } from "./proc.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const FUZZ_DIR = join(ROOT, "scripts/fuzz");

export const SCHEMATHESIS_VERSION = "4.32.5";
/** The seed makes a run repeatable: the same cases, in the same order, against the same service. */
export const FUZZ_SEED = 20261125;
/** Examples per operation and phase: with the 30 operations (admin API included), about 5,500 cases. */
export const FUZZ_MAX_EXAMPLES = 120;
/** Longer than an upload's detection deadline (UPLOAD_DETECTION_DEADLINE_MS, 20 s by default). */
const REQUEST_TIMEOUT_S = 45;
/**
 * The response time check's limit (schemathesis' default is 10 s): an upload answers by its detection deadline,
 * 20 s by default, and then stores what it read. Past that deadline and 10 s more, a request hangs; below it,
 * it is only slow, which benchmarks measure and the fuzzer does not judge.
 */
const MAX_RESPONSE_S = 30;

export interface FuzzResult {
  ok: boolean;
  cases: number;
  failures: number;
  summary: string;
}

/** The virtualenv's directory, under the cache that CI keeps between runs. */
function venvDir(): string {
  const cache = process.env["XDG_CACHE_HOME"] ?? join(homedir(), ".cache");
  return join(cache, "docintake", `schemathesis-${SCHEMATHESIS_VERSION}`);
}

/** The schemathesis executable, installed on first use; a half-made virtualenv (no marker) is made again. */
async function ensureSchemathesis(): Promise<string> {
  const dir = venvDir();
  const bin = join(dir, "bin", "schemathesis");
  const marker = join(dir, ".installed");
  if (existsSync(marker) && existsSync(bin)) return bin;
  rmSync(dir, { recursive: true, force: true });
  if ((await run("python3", ["-m", "venv", dir])) !== 0) {
    throw new Error(
      "python3 -m venv failed: the fuzz stage needs Python 3.10+ with venv (apt-get install python3-venv)",
    );
  }
  const pip = join(dir, "bin", "pip");
  const args = ["install", "--disable-pip-version-check", "--quiet", `schemathesis==${SCHEMATHESIS_VERSION}`];
  if ((await run(pip, args)) !== 0) throw new Error(`pip could not install schemathesis ${SCHEMATHESIS_VERSION}`);
  writeFileSync(marker, `${SCHEMATHESIS_VERSION}\n`);
  return bin;
}

/** Cases and failures from schemathesis' closing summary ("3612 generated, 2 found 2 unique failures, …"). */
export function fuzzCounts(output: string): { cases: number; failures: number } {
  const cases = Number(/(\d+) generated/.exec(output)?.[1] ?? 0);
  const failures = Number(/found (\d+) unique failures?/.exec(output)?.[1] ?? 0);
  return { cases, failures };
}

/** An operation schemathesis reports in its ERRORS section ("____ POST /api/v1/schemas ____"). */
interface ErroredOperation {
  method: string;
  path: string;
}

/** What a re-run needs of the API description: each operation's id. */
interface OpenApiPaths {
  paths?: Record<string, Record<string, { operationId?: string } | undefined> | undefined>;
}

/**
 * The operations whose only trouble was schemathesis failing to generate cases ("Inconsistent results": its own
 * Hypothesis draw raised once and not on replay, which its caches shared across a run make timing-dependent), or
 * null when any error is of another kind. The API was not asked anything it failed, so such operations are
 * run again rather than counted.
 */
export function generationFlakes(output: string): ErroredOperation[] | null {
  const errors = output.split(/^=+ ERRORS =+$/m)[1];
  if (errors === undefined) return null;
  const section = errors.split(/^=+ [A-Z]/m)[0] ?? "";
  const blocks = [...section.matchAll(/^_{3,} ([A-Z]+) (\S+) _{3,}$/gm)];
  if (blocks.length === 0) return null;
  const operations: ErroredOperation[] = [];
  for (const [index, block] of blocks.entries()) {
    const end = blocks[index + 1]?.index ?? section.length;
    const text = section.slice(block.index, end);
    if (!text.includes("Inconsistent results")) return null;
    operations.push({ method: block[1] ?? "", path: block[2] ?? "" });
  }
  return operations;
}

/** One schemathesis run against `origin`; `operationId` narrows it to one operation. */
async function runSchemathesis(
  bin: string,
  origin: string,
  apiKey: string,
  reportDir: string,
  operationId?: string,
): Promise<{ code: number; out: string }> {
  // One operation alone has no links to follow: the stateful phase is left out.
  const narrow =
    operationId === undefined ? [] : ["--include-operation-id", operationId, "--phases", "examples,coverage,fuzzing"];
  return capture(
    bin,
    [
      "--config-file",
      join(FUZZ_DIR, "schemathesis.toml"),
      "run",
      `${origin}/openapi.json`,
      "--url",
      origin,
      "--header",
      `Authorization: Bearer ${apiKey}`,
      ...narrow,
      "--checks",
      "all",
      "--seed",
      String(FUZZ_SEED),
      "--max-examples",
      String(FUZZ_MAX_EXAMPLES),
      "--workers",
      "2",
      // An upload answers once its files are typed, or at its detection deadline (20 s by default): an OCR
      // engine's first start on a busy machine can take most of it, past schemathesis' 10 s default.
      "--request-timeout",
      String(REQUEST_TIMEOUT_S),
      "--max-response-time",
      String(MAX_RESPONSE_S),
      "--no-color",
      "--report",
      "junit",
      "--report-dir",
      reportDir,
    ],
    // The hooks module gives schema-valid requests fresh Idempotency-Keys (see scripts/fuzz/fuzz_hooks.py).
    { PYTHONPATH: FUZZ_DIR, SCHEMATHESIS_HOOKS: "fuzz_hooks" },
  );
}

/** Runs again, one by one, the operations schemathesis could not generate cases for; true when each passes. */
async function rerunFlakes(
  bin: string,
  origin: string,
  apiKey: string,
  reportDir: string,
  flakes: ErroredOperation[],
): Promise<boolean> {
  const document = (await (await fetch(`${origin}/openapi.json`)).json()) as OpenApiPaths;
  for (const [index, operation] of flakes.entries()) {
    const operationId = document.paths?.[operation.path]?.[operation.method.toLowerCase()]?.operationId;
    if (operationId === undefined) return false;
    const { code, out } = await runSchemathesis(bin, origin, apiKey, join(reportDir, `rerun-${index}`), operationId);
    if (code !== 0 || fuzzCounts(out).failures > 0) return false;
  }
  return true;
}

/** Runs schemathesis against the service at `origin` (no /api/v1), authenticated with `apiKey`. */
export async function fuzz(origin: string, apiKey: string, reportDir: string): Promise<FuzzResult> {
  let bin: string;
  try {
    bin = await ensureSchemathesis();
  } catch (err) {
    const summary = err instanceof Error ? err.message : String(err);
    return { ok: false, cases: 0, failures: 0, summary };
  }
  const started = Date.now();
  const { code, out } = await runSchemathesis(bin, origin, apiKey, reportDir);
  const { cases, failures } = fuzzCounts(out);
  let ok = code === 0 && failures === 0 && cases > 0;
  let rerun = "";
  const flakes = !ok && failures === 0 && cases > 0 ? generationFlakes(out) : null;
  if (flakes !== null) {
    ok = await rerunFlakes(bin, origin, apiKey, reportDir, flakes);
    const names = flakes.map((op) => `${op.method} ${op.path}`).join(", ");
    rerun = `, re-ran ${names} after schemathesis could not generate its cases${ok ? "" : " and it failed again"}`;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const summary =
    `${cases} cases, ${failures} failures in ${seconds} s ` +
    `(schemathesis ${SCHEMATHESIS_VERSION}, every check, seed ${FUZZ_SEED}, ${FUZZ_MAX_EXAMPLES} examples` +
    `${ok && rerun === "" ? "" : `, exit ${code}`}${rerun})`;
  return { ok, cases, failures, summary };
}
