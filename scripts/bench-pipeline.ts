// `pnpm bench pipeline --deployment embedded|distributed [--docs N] [--rate R] [--rounds N] [--cpu-prof DIR]`:
// uploads ../shared/corpus/bench (digital PDFs), parses every document, and prints documents/s end to
// end, p50/p95 job latency (job created → callback received), and the peak RSS and CPU of every
// process. All documents at once measures capacity; --rate R offers R documents a second.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ChildProcess } from "node:child_process";
import { freePort, startLogged, stopProcess, waitForHttp } from "./lib/proc.ts";
import { rssMb } from "./lib/memory.ts";
import { createTestUsers } from "./lib/users.ts";
import { startDistributed } from "./lib/distributed.ts";
import { bringUpInfra } from "./lib/infra.ts";
import { startCallbackReceiver, uploadAndParse, uploadAndParseAtRate, waitFor } from "./lib/load.ts";

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

/** utime, stime, cutime, cstime (seconds) and parent of one process, from /proc/<pid>/stat. */
function procStat(pid: number): { cpu: number; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { cpu: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100, ppid: Number(f[1]) };
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process and its live descendants have used so far, including
 * children that already exited (PostgreSQL runs one backend per connection).
 */
function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  const all = new Map<number, { cpu: number; ppid: number }>();
  for (const e of readdirSync("/proc")) {
    if (!/^\d+$/.test(e)) continue;
    const st = procStat(Number(e));
    if (st) all.set(Number(e), st);
  }
  if (!all.has(pid)) return null;
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += all.get(p)?.cpu ?? 0;
    for (const [child, st] of all) if (st.ppid === p) stack.push(child);
  }
  return total;
}

/**
 * CPU seconds (user + system) each live thread of a process has used, summed by thread name (MainThread,
 * a worker thread's name, V8Worker for V8's helpers…): what the event loop carries, and what other threads took off it.
 */
function threadCpu(pid: number | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!pid) return out;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(name, (out.get(name) ?? 0) + (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return out;
}

/** The local infrastructure's processes (deploy/local), so their share of the work shows too. */
function infraPids(): Map<string, number> {
  const out = new Map<string, number>();
  const read = (f: string) => {
    try {
      return Number(readFileSync(f, "utf8").split("\n")[0]);
    } catch {
      return NaN;
    }
  };
  const state = join(ROOT, "deploy/local/.state");
  for (const [name, f] of [
    ["postgres", join(state, "pg/postmaster.pid")],
    ["kafka", join(state, "run/kafka.pid")],
    ["minio", join(state, "run/minio.pid")],
  ] as const) {
    const pid = read(f);
    if (Number.isInteger(pid) && pid > 0) out.set(name, pid);
  }
  return out;
}

let base = "";
let key = "";
let processes = new Map<string, ChildProcess>();
let stop: () => Promise<void> = async () => undefined;
const common: Record<string, string> = {
  CALLBACK_ALLOW_LOOPBACK: "true",
  RATE_LIMIT_PER_MINUTE: "0",
  LOG_LEVEL: "warn",
};
// `--cpu-prof DIR`: every service process writes a V8 CPU profile there when it stops.
if (args.includes("--cpu-prof"))
  common["NODE_OPTIONS"] = `--cpu-prof --cpu-prof-dir=${resolve(opt("--cpu-prof", ".tmp/prof"))}`;

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

/** Busy and total core-seconds of the whole machine (/proc/stat), to tell a CPU-bound run from a waiting one. */
function machineCpu(): { busy: number; total: number } {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0) / 100;
  return { busy: total - (f[3]! + f[4]!) / 100, total };
}
// Completion is observed through the callbacks, so the benchmark adds no polling load.
const receiver = await startCallbackReceiver();
// `--rounds N` offers the same load N times to the same processes. The first round meets a cold process
// (V8 still compiling the hot code, pools and caches filling); later rounds show the service as it runs.
const rounds = Math.max(1, Number(opt("--rounds", "2")));
for (let round = 1; round <= rounds; round++) {
  receiver.received.length = 0;
  console.log(`\nround ${round} of ${rounds}${round === 1 ? " (processes just started)" : ""}`);
  const machineBefore = machineCpu();
  const infra = deployment === "distributed" ? infraPids() : new Map<string, number>();
  const cpuBefore = new Map([...processes].map(([n, c]) => [n, cpuSeconds(c.pid) ?? 0]));
  const threadsBefore = new Map([...processes].map(([n, c]) => [n, threadCpu(c.pid)]));
  const infraBefore = new Map([...infra].map(([n, pid]) => [n, cpuSeconds(pid) ?? 0]));
  // Without --rate every document is offered at once (capacity); with it, at that many a second (latency at a load).
  const rate = Number(opt("--rate", "0"));
  const { jobs, failures, startedAt } =
    rate > 0
      ? await uploadAndParseAtRate({ base, key, corpus, files, callbackUrl: receiver.url, perSecond: rate })
      : await uploadAndParse({ base, key, corpus, files, callbackUrl: receiver.url });
  await waitFor(() => new Set(receiver.received.map((r) => r.jobId)).size >= jobs.size, 600_000);
  const done = new Map<string, number>();
  for (const r of receiver.received) if (!done.has(r.jobId)) done.set(r.jobId, r.at);
  const wall = (Math.max(...done.values()) - startedAt) / 1000;
  const lat = [...jobs]
    .filter(([id]) => done.has(id))
    .map(([id, s]) => done.get(id)! - s)
    .sort((a, b) => a - b);
  const pct = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? NaN);
  console.log(`deployment: ${deployment}, load: ${rate > 0 ? `${rate} documents/s offered` : "all documents at once"}`);
  console.log(`documents: ${files.length}, jobs completed: ${done.size}, request failures: ${failures.length}`);
  console.log(
    `throughput: ${(done.size / wall).toFixed(1)} documents/s end to end (${wall.toFixed(1)} s from first upload to last callback)`,
  );
  if (rate > 0) {
    // Paced, the wall clock is set by the offer; what tells whether the service kept up is how soon the
    // last document was done after it was offered.
    const offerEnd = (files.length - 1) / rate;
    console.log(
      `kept up with ${rate} documents/s: last callback ${(wall - offerEnd).toFixed(1)} s after the last document was offered`,
    );
  }
  console.log(`job latency: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`);
  let cpuTotal = 0;
  for (const [name, child] of processes) {
    const cpu = (cpuSeconds(child.pid) ?? 0) - (cpuBefore.get(name) ?? 0);
    cpuTotal += cpu;
    console.log(
      `peak RSS ${name}: ${rssMb(child.pid)} MB (${rssMb(child.pid, "VmRSS")} MB at the end), CPU ${cpu.toFixed(1)} s`,
    );
    const before = threadsBefore.get(name) ?? new Map<string, number>();
    const threads = [...threadCpu(child.pid)]
      .map(([t, s]) => [t, s - (before.get(t) ?? 0)] as const)
      .filter(([, s]) => s >= 0.05)
      .sort((a, b) => b[1] - a[1]);
    if (threads.length > 1)
      console.log(
        `  CPU by thread, ms per document: ${threads.map(([t, s]) => `${t} ${((s / Math.max(1, done.size)) * 1000).toFixed(0)}`).join(", ")}`,
      );
  }
  let infraTotal = 0;
  for (const [name, pid] of infra) {
    const cpu = (cpuSeconds(pid) ?? 0) - (infraBefore.get(name) ?? 0);
    infraTotal += cpu;
    console.log(`infrastructure ${name}: CPU ${cpu.toFixed(1)} s`);
  }
  // On a machine shared with other work the wall-clock figures move; CPU per document does not.
  const machine = machineCpu();
  console.log(
    `machine CPU: ${(machine.busy - machineBefore.busy).toFixed(1)} of ${(machine.total - machineBefore.total).toFixed(1)} core-seconds busy (every process, infrastructure and anything else running)`,
  );
  const perDoc = (s: number) => ((s / Math.max(1, done.size)) * 1000).toFixed(0);
  console.log(
    `CPU per document: ${perDoc(cpuTotal)} ms in DocIntake processes` +
      (infra.size ? `, ${perDoc(cpuTotal + infraTotal)} ms with the infrastructure` : ""),
  );
}
await receiver.close();
await stop();
process.exit(0);
