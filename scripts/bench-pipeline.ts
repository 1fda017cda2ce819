// `pnpm bench pipeline --deployment embedded|distributed [--docs N]`: uploads ../shared/corpus/bench
// (digital PDFs), parses every document, and prints documents/s end to end, p50/p95 job latency
// (job created → callback received) and the peak RSS of every process.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ChildProcess } from "node:child_process";
import { freePort, startLogged, stopProcess, waitForHttp } from "./lib/proc.ts";
import { createTestUsers } from "./lib/users.ts";
import { startDistributed } from "./lib/distributed.ts";
import { bringUpInfra } from "./lib/infra.ts";
import { startCallbackReceiver, uploadAndParse, waitFor } from "./lib/load.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const opt = (k: string, d: string) => (args.indexOf(k) >= 0 ? args[args.indexOf(k) + 1]! : d);
const deployment = opt("--deployment", "embedded");
const corpus = resolve(opt("--corpus", join(ROOT, "../shared/corpus/bench")));
const files = readdirSync(corpus)
  .filter((f) => f.endsWith(".pdf"))
  .sort()
  .slice(0, Number(opt("--docs", "200")));
const logDir = join(ROOT, ".tmp/bench-logs");

/** Peak resident memory (VmHWM) of a live process, in MB. */
function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

let base = "";
let key = "";
let processes = new Map<string, ChildProcess>();
let stop: () => Promise<void> = async () => undefined;
const common = { CALLBACK_ALLOW_LOOPBACK: "true", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "warn" };

if (deployment === "embedded") {
  const dataDir = mkdtempSync(join(tmpdir(), "docintake-bench-"));
  const users = await createTestUsers(join(dataDir, "pg"));
  key = users.a.key;
  const port = await freePort();
  const child = startLogged(
    "embedded",
    [join(ROOT, "services/embedded/src/main.ts")],
    { ...common, DATA_DIR: dataDir, HTTP_PORT: String(port), BOOTSTRAP_API_KEY: key },
    join(logDir, "embedded.log"),
  );
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, 120_000, () => child.exitCode === null);
  base = `http://127.0.0.1:${port}/api/v1`;
  processes = new Map([["embedded", child]]);
  stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
} else if (deployment === "distributed") {
  const infra = await bringUpInfra();
  const users = await createTestUsers(undefined, infra.env["DATABASE_URL"]);
  key = users.a.key;
  const d = await startDistributed({ infra: infra.env, logDir, env: common });
  base = d.baseUrl;
  processes = d.processes;
  stop = async () => {
    await d.stop();
    await infra.stop();
  };
} else {
  console.error("--deployment embedded|distributed");
  process.exit(2);
}

// Completion is observed through the callbacks, so the benchmark adds no polling load.
const receiver = await startCallbackReceiver();
const { jobs, failures, startedAt } = await uploadAndParse({ base, key, corpus, files, callbackUrl: receiver.url });
await waitFor(() => new Set(receiver.received.map((r) => r.jobId)).size >= jobs.size, 600_000);
const done = new Map<string, number>();
for (const r of receiver.received) if (!done.has(r.jobId)) done.set(r.jobId, r.at);
const wall = (Math.max(...done.values()) - startedAt) / 1000;
const lat = [...jobs]
  .filter(([id]) => done.has(id))
  .map(([id, s]) => done.get(id)! - s)
  .sort((a, b) => a - b);
const pct = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? NaN);
console.log(`deployment: ${deployment}`);
console.log(`documents: ${files.length}, jobs completed: ${done.size}, request failures: ${failures.length}`);
console.log(
  `throughput: ${(done.size / wall).toFixed(1)} documents/s end to end (${wall.toFixed(1)} s from first upload to last callback)`,
);
console.log(`job latency: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`);
for (const [name, child] of processes) console.log(`peak RSS ${name}: ${peakRssMb(child.pid)} MB`);
await receiver.close();
await stop();
process.exit(0);
