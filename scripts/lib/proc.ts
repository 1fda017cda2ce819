import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export const NODE = process.execPath;

/**
 * Node settings every service process runs with (the image's entrypoint and `pnpm start` set the same):
 * a small young generation keeps start-up garbage out of the old one, which roughly halves a service's
 * resident memory; the preload answers installed packages' own imports without re-parsing their
 * package.json each time and keeps V8's old generations within 1.5× their live data
 * (packages/config/src/module-format.ts, heap-growth.ts).
 */
export const NODE_FLAGS = [
  "--max-semi-space-size=4",
  `--import=${pathToFileURL(join(resolve(import.meta.dirname, "../.."), "packages/config/src/preload.ts")).href}`,
];

/**
 * The environment every service process gets besides (the image's entrypoint and `pnpm start` set the
 * same): glibc gives buffers of 16 KB and more (page pictures, OCR input, the inflater's output chunks)
 * back to the system when they are freed instead of keeping them in its arenas, so a process shrinks
 * again after a burst of scans or a flate bomb.
 */
export const NODE_ENV_DEFAULTS: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: "16384" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

/** Whether nothing listens on the port (127.0.0.1). */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/**
 * Hands out distinct free ports: from DOCINTAKE_TEST_PORTS ("8400-8499") when set, which keeps a run's services
 * on ports of their own while other runs share the machine, else from the system. A process that is killed and
 * started again keeps its port, so one out of the system's range could be taken by a connection meanwhile.
 */
export function portAllocator(range = process.env["DOCINTAKE_TEST_PORTS"]): () => Promise<number> {
  const given = new Set<number>();
  const m = range ? /^(\d+)-(\d+)$/.exec(range.trim()) : null;
  if (range && !m) throw new Error(`DOCINTAKE_TEST_PORTS: expected FROM-TO, got "${range}"`);
  const next = async (): Promise<number> => {
    if (!m) {
      for (;;) {
        const p = await freePort();
        if (!given.has(p)) return p;
      }
    }
    for (let p = Number(m[1]); p <= Number(m[2]); p++) if (!given.has(p) && (await bindable(p))) return p;
    throw new Error(`no free port left in DOCINTAKE_TEST_PORTS=${range}`);
  };
  return async () => {
    const p = await next();
    given.add(p);
    return p;
  };
}

/** Runs a command to its end, streaming its output; resolves with the exit code. */
export function run(cmd: string, args: string[], env: Record<string, string | undefined> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and captures its standard output while also echoing it. */
export function capture(
  cmd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      process.stdout.write(d);
    });
    // "close", not "exit": the end of the output (what a failure's summary repeats) may still be unread at exit.
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
    child.on("error", (err) => resolve({ code: 1, out: `${out}\n${err.message}` }));
  });
}

/** Starts a long-running process with its output in a log file. */
export function startLogged(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
  logFile: string,
): ChildProcess {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(NODE, [...NODE_FLAGS, ...args], {
    env: { ...NODE_ENV_DEFAULTS, ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.on("exit", (code, signal) => log.write(`\n[${name} exited: code=${code} signal=${signal}]\n`));
  return child;
}

export async function waitForHttp(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < end) {
    if (!alive()) throw new Error(`process exited before ${url} answered`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
      last = `HTTP ${r.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}

export async function stopProcess(child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}
