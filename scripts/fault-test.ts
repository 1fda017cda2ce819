// Fault test: during a run of 200 documents on the distributed deployment every extractor process is
// killed with SIGKILL, so none is left to take over, and restarted. Every job must complete, with
// exactly one result and one callback each.
//   node scripts/fault-test.ts      (prints "fault test: PASS|FAIL …"; exit code 0 on PASS)
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { bringUpInfra } from "./lib/infra.ts";
import { startDistributed } from "./lib/distributed.ts";
import { createTestUsers } from "./lib/users.ts";
import { startCallbackReceiver, uploadAndParse, waitFor } from "./lib/load.ts";

const ROOT = resolve(import.meta.dirname, "..");
const corpus = resolve(ROOT, "../shared/corpus/bench");
const files = readdirSync(corpus)
  .filter((f) => f.endsWith(".pdf"))
  .sort()
  .slice(0, Number(process.env["FAULT_DOCS"] ?? 200));

export async function faultTest(infraEnv?: Record<string, string>): Promise<{ ok: boolean; summary: string }> {
  const infra = infraEnv ? { env: infraEnv, stop: async () => undefined } : await bringUpInfra();
  const users = await createTestUsers(undefined, infra.env["DATABASE_URL"]);
  const deployment = await startDistributed({
    infra: infra.env,
    logDir: join(ROOT, ".tmp/fault-logs"),
    env: { CALLBACK_ALLOW_LOOPBACK: "true", RATE_LIMIT_PER_MINUTE: "0", CALLBACK_INITIAL_BACKOFF_MS: "200" },
  });
  const receiver = await startCallbackReceiver();
  try {
    const run = uploadAndParse({
      base: deployment.baseUrl,
      key: users.a.key,
      corpus,
      files,
      callbackUrl: receiver.url,
    });
    // Kill the extractor once some jobs are done and many are still queued or in flight.
    await waitFor(() => receiver.received.length >= Math.min(20, files.length / 4), 120_000);
    const doneBeforeKill = receiver.received.length;
    const extractors = [...deployment.processes.keys()].filter((n) => /^extractor(-\d+)?$/.test(n));
    for (const name of extractors) deployment.kill(name, "SIGKILL");
    await new Promise((r) => setTimeout(r, 1000));
    await Promise.all(extractors.map((name) => deployment.restart(name)));
    const { jobs, failures } = await run;
    const complete = await waitFor(() => new Set(receiver.received.map((r) => r.jobId)).size >= jobs.size, 300_000);
    await new Promise((r) => setTimeout(r, 3000)); // late duplicates would arrive now
    const perJob = new Map<string, number>();
    for (const r of receiver.received) perJob.set(r.jobId, (perJob.get(r.jobId) ?? 0) + 1);
    const duplicates = [...perJob.values()].filter((n) => n > 1).length;
    const notCompleted: string[] = [];
    for (const id of jobs.keys()) {
      const r = await fetch(`${deployment.baseUrl}/api/v1/parse/${id}`, {
        headers: { authorization: `Bearer ${users.a.key}` },
      });
      const body = (await r.json()) as { data?: { status: string } };
      if (body.data?.status !== "completed") notCompleted.push(`${id}:${body.data?.status}`);
    }
    const ok =
      failures.length === 0 && complete && duplicates === 0 && notCompleted.length === 0 && jobs.size === files.length;
    const summary =
      `${files.length} documents, ${jobs.size} jobs; ${extractors.length === 1 ? "extractor" : `all ${extractors.length} extractors`} SIGKILLed after ${doneBeforeKill} callbacks and restarted; ` +
      `completed ${jobs.size - notCompleted.length}/${jobs.size}, callbacks ${receiver.received.length} for ${perJob.size} jobs, ` +
      `jobs with more than one callback: ${duplicates}, request failures: ${failures.length}`;
    return { ok, summary };
  } finally {
    await receiver.close();
    await deployment.stop();
    await infra.stop();
  }
}

if (import.meta.main) {
  const { ok, summary } = await faultTest();
  console.log(`fault test: ${ok ? "PASS" : "FAIL"}: ${summary}`);
  process.exit(ok ? 0 : 1);
}
