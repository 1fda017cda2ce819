// `pnpm bench hostile [--only name,name] [--kill-above MB] [--set NAME=value ...]`: starts the embedded service
// and sends it every hostile probe of test/helpers/hostile.ts in turn (upload, then an invoice parse of what the
// upload took), printing one line per probe: what the service answered, the process's peak RSS during the
// probe, its RSS two seconds after, and whether it was still ready. The target: under 1 GB on every probe. At the
// end, its RSS once idle for a minute (OCR workers gone), to compare with the RSS it started with.
// A process that goes past --kill-above (default 4096 MB) is killed and started again, so that a regression
// cannot take the machine down; `--set` passes settings to the service (e.g. --set MAX_DECODED_BYTES=0).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ChildProcess } from "node:child_process";
import { HOSTILE_PROBES, type HostileProbe } from "../test/helpers/hostile.ts";
import { freePort, startLogged, stopProcess, waitForHttp } from "./lib/proc.ts";
import { resetPeakRss, rssMb } from "./lib/memory.ts";
import { createTestUsers } from "./lib/users.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const opt = (k: string, d: string) => (args.indexOf(k) >= 0 ? args[args.indexOf(k) + 1]! : d);
const only = opt("--only", "").split(",").filter(Boolean);
const killAboveMb = Number(opt("--kill-above", "4096"));
const TARGET_MB = 1024;
const JOB_TIMEOUT_MS = 180_000;
const settings = Object.fromEntries(
  args.flatMap((a, i) => (args[i - 1] === "--set" ? [a.split("=") as [string, string]] : [])),
);
const probes = HOSTILE_PROBES.filter((p) => only.length === 0 || only.includes(p.name));

interface Service {
  child: ChildProcess;
  base: string;
  origin: string;
  key: string;
  stop(): Promise<void>;
}

async function startService(): Promise<Service> {
  const dataDir = mkdtempSync(join(tmpdir(), "docintake-bench-hostile-"));
  const users = await createTestUsers(join(dataDir, "pg"));
  const port = await freePort();
  const child = startLogged(
    "embedded",
    [join(ROOT, "services/embedded/src/main.ts")],
    {
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      ...settings,
      DATA_DIR: dataDir,
      HTTP_PORT: String(port),
      BOOTSTRAP_API_KEY: users.a.key,
    },
    join(ROOT, ".tmp/bench-logs/hostile-embedded.log"),
  );
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, 120_000, () => child.exitCode === null);
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    origin,
    base: `${origin}/api/v1`,
    key: users.a.key,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const alive = (s: Service) => s.child.exitCode === null && s.child.signalCode === null;

/** Uploads the probe, then parses what was taken as an invoice; the answer in a few words. */
async function send(s: Service, probe: HostileProbe): Promise<string> {
  const auth = { authorization: `Bearer ${s.key}` };
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(probe.bytes())]), probe.filename);
  let upload: Response;
  try {
    upload = await fetch(`${s.base}/files/upload`, { method: "POST", headers: auth, body: form });
  } catch (err) {
    return `upload failed: ${err instanceof Error ? err.message : String(err)}`;
  }
  const body = (await upload.json().catch(() => ({}))) as {
    data?: { files: { doc_id: string; type: string }[] };
    code?: string;
    error?: string;
  };
  if (!upload.ok) return `refused ${upload.status} ${body.code}: ${body.error}`;
  const file = body.data!.files[0]!;
  const parse = await fetch(`${s.base}/parse/invoices`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ document_id: file.doc_id }),
  });
  const job = (await parse.json()) as { data?: { job_id: string }; code?: string; error?: string };
  if (!parse.ok) return `taken as ${file.type}; parse refused ${parse.status} ${job.code}: ${job.error}`;
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while (Date.now() < deadline && alive(s)) {
    const r = await fetch(`${s.base}/parse/invoices/${job.data!.job_id}`, { headers: auth }).catch(() => null);
    const status = r?.ok ? ((await r.json()) as { status: string; error?: string }) : null;
    if (status?.status === "completed") return `taken as ${file.type}; job completed`;
    if (status?.status === "failed") return `taken as ${file.type}; job failed: ${status.error}`;
    await new Promise((done) => setTimeout(done, 250));
  }
  return alive(s) ? `taken as ${file.type}; job still running after ${JOB_TIMEOUT_MS / 1000} s` : "process ended";
}

/** Samples the process's RSS while `work` runs; kills it past the cap. The highest sample, in MB. */
async function watched<T>(s: Service, work: Promise<T>): Promise<{ result: T; sampledPeak: number; killed: boolean }> {
  let sampledPeak = 0;
  let killed = false;
  const timer = setInterval(() => {
    const now = rssMb(s.child.pid, "VmRSS") ?? 0;
    sampledPeak = Math.max(sampledPeak, now);
    if (now > killAboveMb && !killed) {
      killed = true;
      s.child.kill("SIGKILL");
    }
  }, 50);
  try {
    return { result: await work, sampledPeak, killed };
  } finally {
    clearInterval(timer);
  }
}

async function ready(s: Service): Promise<boolean> {
  const r = await fetch(`${s.origin}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  return r?.ok ?? false;
}

let service = await startService();
console.log(`embedded service ready: RSS ${rssMb(service.child.pid, "VmRSS")} MB`);
if (Object.keys(settings).length) console.log(`settings: ${JSON.stringify(settings)}`);
let worst = 0;
for (const probe of probes) {
  if (!alive(service)) service = await startService();
  probe.bytes();
  const exact = resetPeakRss(service.child.pid);
  const started = performance.now();
  const { result, sampledPeak, killed } = await watched(service, send(service, probe));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const peak = killed ? sampledPeak : Math.max(sampledPeak, exact ? (rssMb(service.child.pid) ?? 0) : 0);
  await new Promise((done) => setTimeout(done, 2000));
  const after = alive(service) ? `${rssMb(service.child.pid, "VmRSS")} MB` : "-";
  const state = killed
    ? `killed above ${killAboveMb} MB`
    : !alive(service)
      ? "process ended"
      : (await ready(service))
        ? "ready"
        : "NOT READY";
  worst = Math.max(worst, peak);
  console.log(
    `${probe.name.padEnd(20)} peak ${String(peak).padStart(5)} MB  after ${after.padStart(7)}  ${seconds.padStart(5)} s  ${state.padEnd(9)} ${result.slice(0, 160)}`,
  );
}
console.log(`largest peak: ${worst} MB (target: under ${TARGET_MB} MB on every probe)`);
// OCR workers end after a minute idle (OCR_WORKER_IDLE_MS): what is left then is what the probes left behind.
await new Promise((done) => setTimeout(done, 65_000));
console.log(`idle a minute after the last probe: RSS ${rssMb(service.child.pid, "VmRSS")} MB`);
await service.stop();
process.exit(0);
