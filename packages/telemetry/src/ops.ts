import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";
import type { Logger } from "pino";

export type ReadinessCheck = () => Promise<Record<string, boolean>>;

/** /healthz, /readyz and /metrics for a process that has no HTTP API of its own. */
export async function startOpsServer(opts: {
  host: string;
  port: number;
  registry: Registry;
  readiness: ReadinessCheck;
}): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
    } else if (path === "/readyz") {
      opts.readiness().then(
        (checks) => {
          const ok = Object.values(checks).every(Boolean);
          res
            .writeHead(ok ? 200 : 503, { "content-type": "application/json" })
            .end(JSON.stringify({ status: ok ? "ready" : "not_ready", checks }));
        },
        () => res.writeHead(503).end(JSON.stringify({ status: "not_ready" })),
      );
    } else if (path === "/metrics") {
      opts.registry.metrics().then(
        (text) => res.writeHead(200, { "content-type": opts.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  return server;
}

/** Each check answers true/false within a short deadline instead of hanging a probe. */
export async function checkAll(checks: Record<string, () => Promise<void>>, timeoutMs = 2000) {
  const out: Record<string, boolean> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, fn]) => {
      out[name] = await Promise.race([
        fn().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref()),
      ]);
    }),
  );
  return out;
}

/** Runs `stop` once on SIGTERM/SIGINT, then exits; a second signal exits at once. */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, "shutting down");
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => handler("SIGTERM"));
  process.on("SIGINT", () => handler("SIGINT"));
}

/**
 * A readiness check that fails until `start` has settled or `limitMs` has passed: a process gets no
 * traffic while it still loads what its first requests need (OCR models), and a start that fails or
 * hangs holds it back no longer than that; whoever started it logs the failure.
 */
export function settledOrAfter(start: Promise<unknown>, limitMs: number): () => Promise<void> {
  let settled = false;
  const since = Date.now();
  start.then(
    () => (settled = true),
    () => (settled = true),
  );
  return async () => {
    if (!settled && Date.now() - since < limitMs) throw new Error("still starting");
  };
}
