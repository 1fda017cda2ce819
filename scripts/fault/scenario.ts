// One scenario from its clients' start to its verdict: the clients run while the fault strikes at a random
// moment, everything settles, the purge helper runs, and the invariants are checked against the stores.
import type { BlobStore } from "@docintake/blob";
import type { Database } from "@docintake/db";
import { DocIntake } from "@docintake/sdk";
import { runClients, type ClientRun, type Doc } from "./client.ts";
import { judge, listBlobs, readRows, type Outcome } from "./invariants.ts";
import type { Receipt } from "./receiver.ts";

export interface ScenarioResult {
  name: string;
  ok: boolean;
  /** `PASS: <scenario>: N documents, N jobs, callbacks N, duplicates 0, lost 0` */
  line: string;
  details: string[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A random generator from a seed (mulberry32): a failing run's moments can be replayed with FAULT_SEED. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScenarioSetup {
  name: string;
  base: string;
  key: string;
  userId: string;
  docs: Doc[];
  callbackUrl: string;
  receipts: () => Receipt[];
  random: () => number;
  /** Runs the fault; `moment` resolves part-way through the clients' work. */
  fault: (moment: () => Promise<void>) => Promise<string[]>;
  /** After everything settled: the purge helper, then the stores to read (the embedded process is stopped first). */
  inspect: () => Promise<{ db: Database; blobs: BlobStore; close(): Promise<void> }>;
  /** How long ended jobs may take to be called back after the clients are done. */
  settleMs?: number;
}

/** Every accepted job called back (2xx) or the time is up; then a pause for late duplicates. */
async function settle(run: ClientRun, receipts: () => Receipt[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const called = new Set(
      receipts()
        .filter((r) => r.answered < 300)
        .map((r) => r.jobId),
    );
    if ([...run.jobs.keys()].every((j) => called.has(j))) break;
    await sleep(250);
  }
  await sleep(3000);
}

/** Each accepted job's status as the API tells it (the client's view). */
async function statuses(sdk: DocIntake, run: ClientRun): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const ids = [...run.jobs.keys()];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
        out.set(
          id,
          await sdk.getJob(id).then(
            (j) => j.status,
            (err: unknown) => `unreadable (${String(err)})`,
          ),
        );
      }
    }),
  );
  return out;
}

export function scenarioLine(name: string, ok: boolean, o: Outcome): string {
  return (
    `${ok ? "PASS" : "FAIL"}: ${name}: ${o.documents} documents, ${o.jobs} jobs, callbacks ${o.callbacks}, ` +
    `duplicates ${o.duplicates}, lost ${o.lost}`
  );
}

export async function runScenario(s: ScenarioSetup): Promise<ScenarioResult> {
  const started = Date.now();
  const sdk = new DocIntake({ baseUrl: s.base, apiKey: s.key, retries: 80, retryBackoff: { maxMs: 1500 } });
  const schema = await sdk.schemas.create(
    { name: `fault ${s.name}`, type: "invoice", schema_string: { fields: ["PO number"] } },
    `${s.name}-schema`,
  );
  const { run, done } = runClients({
    base: s.base,
    key: s.key,
    docs: s.docs,
    tag: s.name,
    callbackUrl: s.callbackUrl,
    schemaId: schema.id,
    concurrency: 6,
  });
  // The moment: once a random share (15-45 %) of the work is done, counting uploads answered and jobs called back.
  const share = 0.15 + 0.3 * s.random();
  const total = 2 * s.docs.length;
  const moment = async () => {
    for (;;) {
      const called = new Set(
        s
          .receipts()
          .filter((r) => r.answered < 300)
          .map((r) => r.jobId),
      ).size;
      if (run.uploaded + called >= share * total) return;
      await sleep(50);
    }
  };
  const details: string[] = [];
  try {
    details.push(...(await s.fault(moment)).map((n) => `at ${Math.round(share * 100)} % of the work: ${n}`));
  } catch (err) {
    details.push(`fault: ${err instanceof Error ? err.message : String(err)}`);
  }
  await done;
  await settle(run, s.receipts, s.settleMs ?? 180_000);
  const seen = await statuses(sdk, run);
  const stores = await s.inspect();
  let outcome: Outcome;
  try {
    outcome = judge(s.docs.length, run, {
      rows: await readRows(stores.db, s.userId),
      blobs: await listBlobs(stores.blobs, s.userId),
      statuses: seen,
      receipts: s.receipts(),
    });
  } finally {
    await stores.close();
  }
  const faultFailed = details.some((d) => d.startsWith("fault: "));
  const ok = outcome.problems.length === 0 && outcome.orphans === 0 && !faultFailed;
  const seconds = (Date.now() - started) / 1000;
  details.push(
    `clients retried ${run.retried} request(s); orphan blobs ${outcome.orphans}; ` +
      `callbacks delivered again under the same event id ${outcome.redelivered}; ${seconds.toFixed(0)} s`,
  );
  if (!ok) details.push(...outcome.problems.slice(0, 15));
  return { name: s.name, ok, line: scenarioLine(s.name, ok, outcome), details, seconds };
}
