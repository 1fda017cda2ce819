// `pnpm bench pipeline --deployment embedded|distributed [--docs N]`: uploads ../shared/corpus/bench
// (digital PDFs), parses every document, and prints documents/s end to end, p50/p95 job latency
// (job created → callback received) and the peak RSS of every process.
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ChildProcess } from "node:child_process";
import { freePort, run, startLogged, stopProcess, waitForHttp } from "./lib/proc.ts";
import { createTestUsers } from "./lib/users.ts";
import { infraEnv, startDistributed } from "./lib/distributed.ts";

const ROOT = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const opt = (k: string, d: string) => (args.indexOf(k) >= 0 ? args[args.indexOf(k) + 1]! : d);
const deployment = opt("--deployment", "embedded");
const corpus = resolve(opt("--corpus", join(ROOT, "../shared/corpus/bench")));
const files = readdirSync(corpus).filter((f) => f.endsWith(".pdf")).sort().slice(0, Number(opt("--docs", "200")));
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

if (deployment === "embedded") {
  const dataDir = mkdtempSync(join(tmpdir(), "docintake-bench-"));
  const users = await createTestUsers(join(dataDir, "pg"));
  key = users.a.key;
  const port = await freePort();
  const child = startLogged(
    "embedded",
    [join(ROOT, "services/embedded/src/main.ts")],
    { DATA_DIR: dataDir, HTTP_PORT: String(port), LOG_LEVEL: "warn", CALLBACK_ALLOW_LOOPBACK: "true", RATE_LIMIT_PER_MINUTE: "0", BOOTSTRAP_API_KEY: key },
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
  if ((await run("bash", [join(ROOT, "deploy/local/infra.sh"), "up"])) !== 0) process.exit(1);
  const infra = infraEnv();
  const users = await createTestUsers(undefined, infra["DATABASE_URL"]);
  key = users.a.key;
  const d = await startDistributed({ infra, logDir, env: { CALLBACK_ALLOW_LOOPBACK: "true", RATE_LIMIT_PER_MINUTE: "0" } });
  base = d.baseUrl;
  processes = d.processes;
  stop = () => d.stop();
} else {
  console.error("--deployment embedded|distributed");
  process.exit(2);
}

// Completion is observed through the callbacks, so the benchmark does not add polling load.
const done = new Map<string, number>();
let allDone: () => void = () => undefined;
const finished = new Promise<void>((r) => (allDone = r));
const receiver = createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    res.writeHead(200).end();
    try {
      const e = JSON.parse(body) as { job_id: string; status: string };
      if (!done.has(e.job_id)) done.set(e.job_id, performance.now());
      if (done.size === files.length) allDone();
    } catch {
      /* a malformed callback is not ours */
    }
  });
});
const cbPort = await freePort();
await new Promise<void>((r) => receiver.listen(cbPort, "127.0.0.1", r));
const callbackUrl = `http://127.0.0.1:${cbPort}/cb`;
const H = { authorization: `Bearer ${key}` };

const created = new Map<string, number>();
const failures: string[] = [];
const t0 = performance.now();
const chunks: string[][] = [];
for (let i = 0; i < files.length; i += 50) chunks.push(files.slice(i, i + 50));
await Promise.all(
  chunks.map(async (chunk) => {
    const fd = new FormData();
    for (const f of chunk) fd.append("files", new Blob([readFileSync(join(corpus, f))], { type: "application/pdf" }), f);
    const r = await fetch(`${base}/files/upload`, { method: "POST", headers: H, body: fd });
    const json = (await r.json()) as { data?: { files: { doc_id: string; type: string }[] } };
    if (!r.ok || !json.data) {
      failures.push(`upload ${r.status}`);
      return;
    }
    await Promise.all(
      json.data.files.map(async (f, k) => {
        const truth = JSON.parse(readFileSync(join(corpus, chunk[k]!.replace(/\.pdf$/, ".json")), "utf8")) as { type: string };
        const route = truth.type === "bank_statement" ? "statements" : "invoices";
        const start = performance.now();
        const p = await fetch(`${base}/parse/${route}`, {
          method: "POST",
          headers: { ...H, "content-type": "application/json" },
          body: JSON.stringify({ document_id: f.doc_id, callback_url: callbackUrl }),
        });
        const pj = (await p.json()) as { data?: { job_id: string } };
        if (pj.data?.job_id) created.set(pj.data.job_id, start);
        else failures.push(`parse ${p.status}`);
      }),
    );
  }),
);
const expected = created.size;
if (expected < files.length) allDone = () => undefined;
await Promise.race([finished, new Promise((r) => setTimeout(r, 600_000))]);
const wall = (Math.max(...done.values()) - t0) / 1000;
const lat = [...created].filter(([id]) => done.has(id)).map(([id, s]) => done.get(id)! - s).sort((a, b) => a - b);
const pct = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? NaN);
console.log(`deployment: ${deployment}`);
console.log(`documents: ${files.length}, completed: ${done.size}, failures: ${failures.length}`);
console.log(`throughput: ${(done.size / wall).toFixed(1)} documents/s end to end (${wall.toFixed(1)} s from first upload to last callback)`);
console.log(`job latency: p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`);
for (const [name, child] of processes) console.log(`peak RSS ${name}: ${peakRssMb(child.pid)} MB`);
receiver.close();
await stop();
process.exit(0);
