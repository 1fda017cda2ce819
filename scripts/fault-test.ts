// The fault matrix: on the distributed deployment each process kind SIGKILLed in turn, the Kafka broker and
// PostgreSQL restarted, MinIO away for 10 s and a callback receiver failing for a while; on the embedded deployment
// its one process SIGKILLed and started again on its data folder. Each scenario runs its own documents through
// clients that retry with the same Idempotency-Key, and checks the same invariants (scripts/fault/invariants.ts).
//   node scripts/fault-test.ts [scenario ...]     (one line per scenario; exit code 0 when all pass)
// FAULT_DOCS (default 60) documents per scenario; FAULT_SEED replays a run's moments.
import { resolve } from "node:path";
import { bringUpInfra, type Infra } from "./lib/infra.ts";
import { portAllocator } from "./lib/proc.ts";
import { loadDocs } from "./fault/client.ts";
import { distributedMatrix, FAULTS } from "./fault/distributed.ts";
import { embeddedScenario, EMBEDDED_SCENARIO } from "./fault/embedded.ts";
import { startReceiver } from "./fault/receiver.ts";
import { seeded, type ScenarioResult } from "./fault/scenario.ts";

const ROOT = resolve(import.meta.dirname, "..");

export const SCENARIOS = [...FAULTS.map((f) => f.name), EMBEDDED_SCENARIO];

/**
 * Runs the chosen scenarios (all by default) on the given infrastructure; `report` receives each result as it
 * comes. The distributed ones need the infrastructure's PostgreSQL, Kafka and MinIO; the embedded one needs none.
 */
export async function faultMatrix(opts: {
  infra?: Infra;
  only?: string[];
  report: (r: ScenarioResult) => void;
}): Promise<{ results: ScenarioResult[]; seed: number }> {
  const only = opts.only?.length ? opts.only : SCENARIOS;
  const unknown = only.filter((n) => !SCENARIOS.includes(n));
  if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(", ")}; known: ${SCENARIOS.join(", ")}`);
  const seed = Number(process.env["FAULT_SEED"] ?? Math.floor(Math.random() * 2 ** 31));
  const random = seeded(seed);
  const docs = loadDocs(resolve(ROOT, "../shared/corpus/bench"), Number(process.env["FAULT_DOCS"] ?? 60));
  const port = portAllocator();
  const receiver = await startReceiver(await port());
  const results: ScenarioResult[] = [];
  try {
    const faults = FAULTS.filter((f) => only.includes(f.name));
    if (faults.length > 0) {
      if (!opts.infra) throw new Error("the distributed scenarios need the infrastructure");
      results.push(
        ...(await distributedMatrix({ infra: opts.infra, docs, receiver, port, random, faults, report: opts.report })),
      );
    }
    if (only.includes(EMBEDDED_SCENARIO)) {
      const r = await embeddedScenario({ docs, receiver, port, random });
      results.push(r);
      opts.report(r);
    }
  } finally {
    await receiver.close();
  }
  return { results, seed };
}

if (import.meta.main) {
  const only = process.argv.slice(2);
  const needsInfra = only.length === 0 || only.some((n) => n !== EMBEDDED_SCENARIO);
  const infra = needsInfra ? await bringUpInfra() : undefined;
  const started = Date.now();
  let ok = true;
  try {
    const { seed } = await faultMatrix({
      ...(infra ? { infra } : {}),
      only,
      report: (r) => {
        ok &&= r.ok;
        console.log([r.line, ...r.details.map((d) => `  | ${d}`)].join("\n"));
      },
    });
    console.log(`fault matrix: ${((Date.now() - started) / 1000).toFixed(0)} s, FAULT_SEED=${seed}`);
  } finally {
    await infra?.stop();
  }
  process.exit(ok ? 0 : 1);
}
