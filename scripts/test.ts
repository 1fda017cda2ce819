// `pnpm test`: every test, from a clean checkout. Unit tests first, then the embedded service is
// started for real and the contract suite, the accuracy check and the fuzzer run against it through HTTP.
// Ends with the plain line "N passed, N failed" that CI reads.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { capture, freePort, NODE, run, startLogged, stopProcess, waitForHttp } from "./lib/proc.ts";
import { createTestUsers } from "./lib/users.ts";
import { startDistributed } from "./lib/distributed.ts";
import { bringUpInfra, type Infra } from "./lib/infra.ts";
import { faultMatrix } from "./fault-test.ts";
import { EMBEDDED_SCENARIO } from "./fault/embedded.ts";
import { ensureChromium, ensureCorpus } from "./lib/corpus.ts";
import { fuzz } from "./lib/fuzz.ts";

const ROOT = resolve(import.meta.dirname, "..");
const TMP = join(ROOT, ".tmp");
const SHARED = resolve(ROOT, "../shared");
const only = process.argv.slice(2);
const want = (stage: string) => only.length === 0 || only.includes(stage);
/** The admin credential the started services get, and the admin API's contract tests with them. */
const ADMIN_API_KEY = `admin_${randomBytes(24).toString("hex")}`;
/** The review console's browser test has a stage of its own; the contract suite is the rest of test/. */
const CONTRACT_ARGS = ["test/", "--testPathIgnorePatterns=/test/browser/"];

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const notes: string[] = [];

async function jest(name: string, paths: string[], env: Record<string, string> = {}): Promise<void> {
  const out = join(TMP, `jest-${name}.json`);
  rmSync(out, { force: true });
  const code = await run(
    NODE,
    [
      "--experimental-vm-modules",
      "--no-warnings",
      join(ROOT, "node_modules/jest/bin/jest.js"),
      "--ci",
      "--json",
      `--outputFile=${out}`,
      ...paths,
    ],
    env,
  );
  try {
    const r = JSON.parse(readFileSync(out, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numRuntimeErrorTestSuites: number;
      testResults: { name: string; message: string; assertionResults: { fullName: string; status: string }[] }[];
    };
    total.passed += r.numPassedTests;
    total.failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
    total.skipped += r.numPendingTests;
    notes.push(
      `${name}: ${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed, ${r.numPendingTests} skipped`,
    );
    // CI keeps only the end of the output: name what failed there.
    const failures = (r.testResults ?? []).flatMap((file) => [
      ...(file.assertionResults ?? []).filter((a) => a.status === "failed").map((a) => a.fullName),
      ...((file.assertionResults ?? []).length === 0 && file.message
        ? [`${file.name}: ${file.message.split("\n")[0]}`]
        : []),
    ]);
    notes.push(...failures.slice(0, 15).map((f) => `  | FAIL ${f.slice(0, 300)}`));
  } catch {
    total.failed += 1;
    notes.push(`${name}: jest produced no report (exit ${code})`);
  }
}

function tail(text: string, lines: number): string[] {
  return text.trimEnd().split("\n").slice(-lines);
}

/** The accuracy check of the shared tool, as one test: it must finish with no upload error and no failed job. */
async function evalCheck(name: string, base: string, key: string): Promise<void> {
  const corpus = join(SHARED, "corpus/dev");
  const json = join(TMP, `eval-${name}.json`);
  const { out } = await capture(NODE, [
    join(SHARED, "tools/eval.mjs"),
    "--base",
    base,
    "--key",
    key,
    "--corpus",
    corpus,
    "--json",
    json,
    "--concurrency",
    "4",
  ]);
  const score = out.split("\n").find((l) => l.startsWith("SCORE")) ?? "no SCORE line";
  let ok = false;
  try {
    const report = JSON.parse(readFileSync(json, "utf8")).report as { upload_errors: number; job_failures: number };
    ok = report.upload_errors === 0 && report.job_failures === 0;
  } catch {
    ok = false;
  }
  notes.push(`eval ${name}: ${score}`);
  if (ok) total.passed++;
  else total.failed++;
  console.log(`${ok ? "ok  " : "FAIL"} eval against ${name}: ${score}`);
}

/** schemathesis over the service's OpenAPI, as one test: no 5xx, no response unlike the document, no other finding. */
async function fuzzCheck(name: string, origin: string, key: string): Promise<void> {
  const { ok, summary } = await fuzz(origin, key, join(TMP, `fuzz-${name}`));
  notes.push(`fuzz ${name}: ${ok ? "PASS" : "FAIL"}: ${summary}`);
  if (ok) total.passed++;
  else total.failed++;
  console.log(`${ok ? "ok  " : "FAIL"} fuzz against ${name}: ${summary}`);
}

/** The review console in Debian's Chromium (installed when missing), screenshots under .tmp/browser. */
async function browserCheck(env: Record<string, string>): Promise<void> {
  let chromium: string;
  try {
    chromium = await ensureChromium();
  } catch (err) {
    total.failed++;
    notes.push(`browser: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  const output = join(TMP, "browser");
  await jest("browser-embedded", ["test/browser/"], { ...env, CHROMIUM_PATH: chromium, DOCINTAKE_TEST_OUTPUT: output });
  notes.push(`  | screenshots: ${output}`);
}

async function embedded(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "docintake-test-"));
  const users = await createTestUsers(join(dataDir, "pg"));
  const port = await freePort();
  const log = join(TMP, "embedded.log");
  const child = startLogged(
    "embedded",
    [join(ROOT, "services/embedded/src/main.ts")],
    {
      DATA_DIR: dataDir,
      HTTP_PORT: String(port),
      LOG_LEVEL: "warn",
      CALLBACK_ALLOW_LOOPBACK: "true",
      CALLBACK_INITIAL_BACKOFF_MS: "200",
      CALLBACK_MAX_BACKOFF_MS: "2000",
      CALLBACK_MAX_ATTEMPTS: "3",
      RATE_LIMIT_PER_MINUTE: "0",
      BOOTSTRAP_API_KEY: users.a.key,
      ADMIN_API_KEY,
    },
    log,
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, 120_000, () => child.exitCode === null);
    const base = `http://127.0.0.1:${port}/api/v1`;
    const env = {
      DOCINTAKE_BASE_URL: base,
      DOCINTAKE_API_KEY: users.a.key,
      DOCINTAKE_API_KEY_2: users.b.key,
      DOCINTAKE_WEBHOOK_SECRET: users.a.webhookSecret,
      DOCINTAKE_DEPLOYMENT: "embedded",
      DOCINTAKE_CALLBACK_MAX_ATTEMPTS: "3",
      DOCINTAKE_ADMIN_KEY: ADMIN_API_KEY,
      // Where it keeps its database and blobs: tests read them to check what must never be stored there.
      DOCINTAKE_DATA_DIR: dataDir,
    };
    if (want("contract")) await jest("contract-embedded", CONTRACT_ARGS, env);
    if (want("browser")) await browserCheck(env);
    if (want("eval")) await evalCheck("embedded", base, users.a.key);
    // Last: it leaves thousands of odd files and schemas behind, in this run's own data directory.
    if (want("fuzz")) await fuzzCheck("embedded", `http://127.0.0.1:${port}`, users.a.key);
  } catch (err) {
    total.failed++;
    notes.push(`embedded: ${err instanceof Error ? err.message : String(err)} (log: ${log})`);
    console.log(readFileSync(log, "utf8").split("\n").slice(-40).join("\n"));
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same suite against one process per service on PostgreSQL, Kafka and MinIO. */
async function distributed(infra: Record<string, string>): Promise<void> {
  const users = await createTestUsers(undefined, infra["DATABASE_URL"]);
  let deployment;
  try {
    deployment = await startDistributed({
      infra,
      logDir: join(TMP, "distributed-logs"),
      env: {
        CALLBACK_ALLOW_LOOPBACK: "true",
        CALLBACK_INITIAL_BACKOFF_MS: "200",
        CALLBACK_MAX_BACKOFF_MS: "2000",
        CALLBACK_MAX_ATTEMPTS: "3",
        RATE_LIMIT_PER_MINUTE: "0",
        ADMIN_API_KEY,
      },
    });
    const env = {
      DOCINTAKE_BASE_URL: deployment.baseUrl,
      DOCINTAKE_API_KEY: users.a.key,
      DOCINTAKE_API_KEY_2: users.b.key,
      DOCINTAKE_WEBHOOK_SECRET: users.a.webhookSecret,
      DOCINTAKE_DEPLOYMENT: "distributed",
      DOCINTAKE_CALLBACK_MAX_ATTEMPTS: "3",
      DOCINTAKE_ADMIN_KEY: ADMIN_API_KEY,
      // Its database and bucket: tests read them to check what must never be stored there.
      DOCINTAKE_DATABASE_URL: infra["DATABASE_URL"] ?? "",
      DOCINTAKE_S3_ENDPOINT: infra["S3_ENDPOINT"] ?? "",
      DOCINTAKE_S3_ACCESS_KEY: infra["S3_ACCESS_KEY"] ?? "",
      DOCINTAKE_S3_SECRET_KEY: infra["S3_SECRET_KEY"] ?? "",
      DOCINTAKE_S3_BUCKET: infra["S3_BUCKET"] ?? "",
      DOCINTAKE_S3_REGION: infra["S3_REGION"] ?? "",
    };
    if (want("contract")) await jest("contract-distributed", CONTRACT_ARGS, env);
    if (want("eval")) await evalCheck("distributed", deployment.baseUrl, users.a.key);
  } catch (err) {
    total.failed++;
    notes.push(`distributed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await deployment?.stop();
  }
}

const deployments = (process.env["DOCINTAKE_TEST_DEPLOYMENTS"] ?? "embedded,distributed").split(",");
rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });
// Real servers for the integration tests and the distributed deployment; started here, stopped at the end.
let infra: Record<string, string> = {};
let infraHandle: Infra | undefined;
if (deployments.includes("distributed") || want("integration") || want("fault")) {
  try {
    infraHandle = await bringUpInfra();
    infra = infraHandle.env;
    notes.push(`infrastructure: ${infraHandle.how}`);
  } catch (err) {
    total.failed++;
    notes.push(`infra: ${err instanceof Error ? err.message : String(err)}`);
  }
}
/** The Helm chart rendered for the default and production values and validated offline (deploy/helm/validate.sh). */
async function chartCheck(): Promise<void> {
  const script = join(ROOT, "deploy/helm/validate.sh");
  const { code, out } = await capture("bash", ["-c", 'exec bash "$0" 2>&1', script], { IMAGE_STRICT: "1" });
  if (code === 0) total.passed++;
  else total.failed++;
  notes.push(`chart validation: ${code === 0 ? "PASS" : `FAIL (exit ${code})`}`);
  // CI keeps only the end of a long run's output: repeat why the chart check failed there.
  if (code !== 0) notes.push(...tail(out, 25).map((l) => `  | ${l}`));
}

/**
 * The fault matrix (scripts/fault-test.ts): each scenario a test, its line in the summary. The distributed scenarios
 * run when that deployment is tested and the infrastructure is up; the embedded one always.
 */
async function faultStage(): Promise<void> {
  const distributed = deployments.includes("distributed") && infraHandle !== undefined;
  const started = Date.now();
  try {
    const { seed } = await faultMatrix({
      ...(distributed ? { infra: infraHandle } : {}),
      only: distributed ? [] : [EMBEDDED_SCENARIO],
      report: (r) => {
        if (r.line.startsWith("SKIP")) total.skipped++;
        else if (r.ok) total.passed++;
        else total.failed++;
        notes.push(r.line, ...(r.ok ? [] : r.details.map((d) => `  | ${d}`)));
        console.log([r.line, ...r.details.map((d) => `  | ${d}`)].join("\n"));
      },
    });
    notes.push(`fault matrix: ${((Date.now() - started) / 1000).toFixed(0)} s (FAULT_SEED=${seed})`);
  } catch (err) {
    total.failed++;
    notes.push(`fault matrix: ${err instanceof Error ? err.message : String(err)}`);
  }
}

try {
  if (want("chart")) await chartCheck();
  // The generated corpus (issues 15/17) for the corpus package's own test and the held-out accuracy checks.
  let corpusEnv: Record<string, string> = {};
  if (want("unit")) {
    try {
      corpusEnv = { DOCINTAKE_CORPUS_DIR: await ensureCorpus() };
      notes.push(`generated corpus: ${corpusEnv["DOCINTAKE_CORPUS_DIR"]}`);
    } catch (err) {
      total.failed++;
      notes.push(`corpus: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (want("unit") || want("integration"))
    await jest("unit+integration", ["packages/", "services/", "scripts/"], { ...infra, ...corpusEnv });
  if ((want("contract") || want("eval") || want("fuzz") || want("browser")) && deployments.includes("embedded"))
    await embedded();
  if ((want("contract") || want("eval")) && deployments.includes("distributed") && infra["DATABASE_URL"])
    await distributed(infra);
  if (want("fault")) await faultStage();
} finally {
  await infraHandle?.stop();
}

console.log("\n" + notes.join("\n"));
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed > 0 ? 1 : 0);
