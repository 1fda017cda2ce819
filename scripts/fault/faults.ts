// The faults of the matrix, one per scenario, injected into a running distributed deployment at the scenario's
// moment: a process kind SIGKILLed and started again (as its supervisor would), a server of the infrastructure
// stopped and started, the customer's receiver failing for a while.
import type { Deployment } from "../lib/distributed.ts";
import type { InfraControl, InfraService } from "../lib/infra.ts";
import type { Receiver } from "./receiver.ts";

export interface FaultContext {
  scenario: string;
  deployment: Deployment;
  control: InfraControl | undefined;
  receiver: Receiver;
  /** Resolves at the scenario's random moment, part-way through its work. */
  moment(): Promise<void>;
  /** A line for the report: what was done, and when. */
  note(text: string): void;
}

export interface Fault {
  name: string;
  /** Stops and starts a server of the infrastructure: only where the infrastructure can be (deploy/local). */
  needsControl?: boolean;
  /** Before the clients start (e.g. the receiver failing from the first callback). */
  before?(ctx: FaultContext): void;
  inject(ctx: FaultContext): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The processes of one kind: "extractor" is every replica. */
const processesOf = (d: Deployment, kind: string) =>
  [...d.processes.keys()].filter((n) => n.replace(/-\d+$/, "") === kind);

function kill(kind: string): Fault {
  return {
    name: `kill-${kind}`,
    async inject(ctx) {
      await ctx.moment();
      const names = processesOf(ctx.deployment, kind);
      const exited = names.map(
        (n) =>
          new Promise<void>((r) =>
            ctx.deployment.processes.get(n)!.exitCode !== null
              ? r()
              : ctx.deployment.processes.get(n)!.once("exit", () => r()),
          ),
      );
      for (const n of names) ctx.deployment.kill(n, "SIGKILL");
      await Promise.all(exited);
      const started = Date.now();
      // Its supervisor notices and starts a new one.
      await sleep(1000);
      await Promise.all(names.map((n) => ctx.deployment.restart(n)));
      ctx.note(
        `${names.join(", ")} SIGKILLed, started again and ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

/** Who reports each server of the infrastructure in its readiness. */
const DEPENDENTS: Record<InfraService, (d: Deployment) => string[]> = {
  postgres: (d) => ["gateway", "files", "jobs", "schemas", "notifier"].filter((n) => d.readiness.has(n)),
  kafka: (d) => [...d.readiness.keys()].filter((n) => n !== "gateway" && n !== "schemas"),
  minio: (d) => ["files", "detector", ...processesOf(d, "extractor")],
};

/** Polls the dependents' readiness while `during` runs: which ones said "not ready", and that all say "ready" after. */
async function watchReadiness(d: Deployment, names: string[], during: () => Promise<void>): Promise<string> {
  const wentDown = new Set<string>();
  const ready = async (n: string) => {
    try {
      return (await fetch(d.readiness.get(n)!, { signal: AbortSignal.timeout(3000) })).ok;
    } catch {
      return false;
    }
  };
  let watching = true;
  const poll = (async () => {
    while (watching) {
      await Promise.all(names.map(async (n) => (await ready(n)) || wentDown.add(n)));
      await sleep(250);
    }
  })();
  try {
    await during();
  } finally {
    watching = false;
    await poll;
  }
  const deadline = Date.now() + 90_000;
  let notBack = names;
  while (notBack.length > 0 && Date.now() < deadline) {
    notBack = (await Promise.all(names.map(async (n) => ((await ready(n)) ? null : n)))).filter((n) => n !== null);
    if (notBack.length > 0) await sleep(500);
  }
  if (wentDown.size === 0) throw new Error(`readiness never went false for ${names.join(", ")}`);
  if (notBack.length > 0) throw new Error(`not ready again 90 s after: ${notBack.join(", ")}`);
  return `readiness false then true: ${[...wentDown].join(", ")}`;
}

function outage(service: InfraService, name: string, awayMs: number, how: string): Fault {
  return {
    name,
    needsControl: true,
    async inject(ctx) {
      await ctx.moment();
      const control = ctx.control!;
      const started = Date.now();
      const readiness = await watchReadiness(ctx.deployment, DEPENDENTS[service](ctx.deployment), async () => {
        await control.stop(service);
        const stopped = Date.now();
        await sleep(Math.max(0, awayMs - (Date.now() - stopped)));
        await control.start(service);
      });
      ctx.note(`${how}; back after ${((Date.now() - started) / 1000).toFixed(1)} s; ${readiness}`);
    },
  };
}

function failingReceiver(): Fault {
  return {
    name: "callback-500",
    before(ctx) {
      ctx.receiver.failUntil(ctx.scenario, Number.POSITIVE_INFINITY);
    },
    async inject(ctx) {
      await ctx.moment();
      const since = Date.now();
      // Failing from the first callback on, for 8 s more after the moment.
      await sleep(8000);
      ctx.receiver.failUntil(ctx.scenario, 0);
      const refused = ctx.receiver.receipts(ctx.scenario).filter((r) => r.answered >= 500).length;
      ctx.note(
        `receiver answered 500 to ${refused} callback(s), until ${((Date.now() - since) / 1000).toFixed(1)} s past the moment`,
      );
    },
  };
}

export const FAULTS: Fault[] = [
  ...["gateway", "files", "jobs", "schemas", "detector", "extractor", "notifier"].map(kill),
  outage("kafka", "kafka-restart", 0, "Kafka broker stopped (controlled shutdown) and started"),
  // Stopped for 3 s at least, as a minor upgrade would be: a bare stop and start can be over between two polls of
  // the readiness, which must be seen going false.
  outage("postgres", "postgres-restart", 3000, "PostgreSQL stopped (fast shutdown), started 3 s later"),
  outage("minio", "minio-outage", 10_000, "MinIO stopped for 10 s"),
  failingReceiver(),
];
