// The matrix on the distributed deployment: one deployment on one infrastructure for every scenario, each scenario
// with a user of its own (so its rows and blobs are told apart) and its own documents' worth of work.
import { join, resolve } from "node:path";
import { createBlobStore, s3OptionsFrom } from "@docintake/blob";
import { openDatabase } from "@docintake/db";
import { startDistributed } from "../lib/distributed.ts";
import type { Infra } from "../lib/infra.ts";
import { NODE, NODE_FLAGS, run } from "../lib/proc.ts";
import { createTestUsers } from "../lib/users.ts";
import type { Doc } from "./client.ts";
import { FAULTS, type Fault } from "./faults.ts";
import type { Receiver } from "./receiver.ts";
import { runScenario, type ScenarioResult } from "./scenario.ts";

const ROOT = resolve(import.meta.dirname, "../..");

/**
 * The callback policy of the matrix's deployment: quick retries, enough of them to outlast the receiver that fails
 * for a while, and a short timeout so a callback claimed by a notifier that was killed is taken up within ~35 s.
 */
export const FAULT_SERVICE_ENV = {
  CALLBACK_ALLOW_LOOPBACK: "true",
  RATE_LIMIT_PER_MINUTE: "0",
  CALLBACK_INITIAL_BACKOFF_MS: "200",
  CALLBACK_MAX_BACKOFF_MS: "2000",
  CALLBACK_MAX_ATTEMPTS: "30",
  CALLBACK_TIMEOUT_MS: "5000",
};

/** The files service's purge helper, as an operator runs it: every abandoned upload, now that nothing runs. */
export async function purgeUploads(env: Record<string, string>): Promise<void> {
  const code = await run(
    NODE,
    [...NODE_FLAGS, join(ROOT, "services/files/src/cli.ts"), "sweep-uploads", "--older-than", "0"],
    { ...env, LOG_LEVEL: "warn" },
  );
  if (code !== 0) throw new Error(`sweep-uploads exited with ${code}`);
}

export async function distributedMatrix(opts: {
  infra: Infra;
  docs: Doc[];
  receiver: Receiver;
  port: () => Promise<number>;
  random: () => number;
  faults: Fault[];
  report: (r: ScenarioResult) => void;
}): Promise<ScenarioResult[]> {
  const env = opts.infra.env;
  const deployment = await startDistributed({
    infra: env,
    logDir: join(ROOT, ".tmp/fault-logs"),
    env: FAULT_SERVICE_ENV,
    port: opts.port,
  });
  const results: ScenarioResult[] = [];
  try {
    for (const fault of opts.faults) {
      if (fault.needsControl && !opts.infra.control) {
        opts.report({
          name: fault.name,
          ok: true,
          line: `SKIP: ${fault.name}: the infrastructure runs in containers, which the matrix does not restart`,
          details: [],
          seconds: 0,
        });
        continue;
      }
      const user = (await createTestUsers(undefined, env["DATABASE_URL"])).a;
      const notes: string[] = [];
      const ctx = {
        scenario: fault.name,
        deployment,
        control: opts.infra.control,
        receiver: opts.receiver,
        moment: async () => undefined,
        note: (t: string) => void notes.push(t),
      };
      fault.before?.(ctx);
      const result = await runScenario({
        name: fault.name,
        base: deployment.baseUrl,
        key: user.key,
        userId: user.id,
        docs: opts.docs,
        callbackUrl: opts.receiver.url(fault.name),
        receipts: () => opts.receiver.receipts(fault.name),
        random: opts.random,
        fault: async (moment) => {
          await fault.inject({ ...ctx, moment });
          return notes;
        },
        inspect: async () => {
          await purgeUploads(env);
          const database = await openDatabase({ url: env["DATABASE_URL"], applicationName: "fault-matrix" });
          const blobs = await createBlobStore({
            s3: s3OptionsFrom({ S3_REGION: "us-east-1", S3_BUCKET: "docintake", ...env }),
            dir: "",
          });
          return { db: database.db, blobs, close: () => database.close() };
        },
      });
      results.push(result);
      opts.report(result);
    }
  } finally {
    await deployment.stop();
  }
  return results;
}

export { FAULTS };
