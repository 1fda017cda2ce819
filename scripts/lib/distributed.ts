import type { ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { freePort, NODE, NODE_FLAGS, run, startLogged, stopProcess, waitForHttp } from "./proc.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/** Connection settings of the local real infrastructure (deploy/local/infra.sh env). */
export function infraEnv(): Record<string, string> {
  const out = execFileSync("bash", [join(ROOT, "deploy/local/infra.sh"), "env"], { encoding: "utf8" });
  const env: Record<string, string> = {};
  for (const line of out.split("\n")) {
    const m = /^export ([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!.replace(/^['"]|['"]$/g, "");
  }
  return env;
}

export interface Deployment {
  baseUrl: string;
  processes: Map<string, ChildProcess>;
  /** Each process's readiness URL, by name. */
  readiness: Map<string, string>;
  restart(name: string): Promise<void>;
  kill(name: string, signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

interface Role {
  name: string;
  entry: string;
  env: Record<string, string>;
  ready: string;
}

/**
 * Every service as its own process on Kafka, MinIO and PostgreSQL, talking gRPC: what
 * `pnpm start:distributed` runs and what the tests run against.
 */
export async function startDistributed(opts: {
  infra: Record<string, string>;
  logDir: string;
  env?: Record<string, string>;
  httpPort?: number;
  /** Extractor processes (default 2): "extractor", then "extractor-2" and on. */
  extractors?: number;
  /** Where the processes' ports come from (default: free ports of the system's). */
  port?: () => Promise<number>;
}): Promise<Deployment> {
  // Every process that handles a document's password seals or opens it with the same key.
  const base = {
    ...opts.infra,
    LOG_LEVEL: "warn",
    DOCUMENT_SECRET_KEY: randomBytes(32).toString("base64"),
    ...(opts.env ?? {}),
  };
  if ((await run(NODE, [...NODE_FLAGS, join(ROOT, "services/migrate/src/main.ts")], base)) !== 0)
    throw new Error("migrations failed");
  const port = async () => String(await (opts.port ?? freePort)());
  const grpc = { files: await port(), jobs: await port(), schemas: await port() };
  const addr = (p: string) => `127.0.0.1:${p}`;
  const services = {
    FILES_GRPC_URL: addr(grpc.files),
    JOBS_GRPC_URL: addr(grpc.jobs),
    SCHEMAS_GRPC_URL: addr(grpc.schemas),
  };
  const httpPort = String(opts.httpPort ?? (await port()));
  const roles: Role[] = [];
  for (const [name, grpcPort] of Object.entries(grpc)) {
    const ops = await port();
    roles.push({
      name,
      entry: `services/${name}/src/main.ts`,
      env: { GRPC_PORT: grpcPort, METRICS_PORT: ops, ...services },
      ready: `http://127.0.0.1:${ops}/readyz`,
    });
  }
  // Extractors scale out as replicas of one consumer group: each runs one OCR thread (OCR_WORKERS) to
  // stay small, so a machine's cores take more of them.
  const extractors = Array.from({ length: Math.max(1, opts.extractors ?? 2) }, (_, k) =>
    k === 0 ? "extractor" : `extractor-${k + 1}`,
  );
  for (const name of ["detector", ...extractors, "notifier"]) {
    const ops = await port();
    const service = name.replace(/-\d+$/, "");
    roles.push({
      name,
      entry: `services/${service}/src/main.ts`,
      env: { METRICS_PORT: ops },
      ready: `http://127.0.0.1:${ops}/readyz`,
    });
  }
  roles.push({
    name: "gateway",
    entry: "services/gateway/src/main.ts",
    env: { HTTP_PORT: httpPort, ...services },
    ready: `http://127.0.0.1:${httpPort}/readyz`,
  });

  const processes = new Map<string, ChildProcess>();
  const spawnRole = (r: Role) => {
    const child = startLogged(r.name, [join(ROOT, r.entry)], { ...base, ...r.env }, join(opts.logDir, `${r.name}.log`));
    processes.set(r.name, child);
    return child;
  };
  const deployment: Deployment = {
    baseUrl: `http://127.0.0.1:${httpPort}/api/v1`,
    processes,
    readiness: new Map(roles.map((r) => [r.name, r.ready])),
    async restart(name) {
      const r = roles.find((x) => x.name === name)!;
      const old = processes.get(name);
      if (old) await stopProcess(old);
      const child = spawnRole(r);
      await waitForHttp(r.ready, 120_000, () => child.exitCode === null);
    },
    kill(name, signal) {
      processes.get(name)?.kill(signal);
    },
    async stop() {
      // The gateway first, so no new work arrives while the workers drain.
      const gw = processes.get("gateway");
      if (gw) await stopProcess(gw);
      await Promise.all([...processes.entries()].filter(([n]) => n !== "gateway").map(([, c]) => stopProcess(c)));
    },
  };
  try {
    for (const r of roles) spawnRole(r);
    for (const r of roles) {
      const child = processes.get(r.name)!;
      await waitForHttp(r.ready, 180_000, () => child.exitCode === null).catch((err: unknown) => {
        throw new Error(
          `${r.name}: ${err instanceof Error ? err.message : String(err)} (log: ${join(opts.logDir, `${r.name}.log`)})`,
        );
      });
    }
  } catch (err) {
    await deployment.stop();
    throw err;
  }
  return deployment;
}
