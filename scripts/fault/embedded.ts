// The embedded deployment's scenario: its one process SIGKILLed part-way through the work and started again on the
// same data folder, as its supervisor would; the work in flight must resume or fail clearly.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { FsBlobStore } from "@docintake/blob";
import { openDatabase } from "@docintake/db";
import { startLogged, stopProcess, waitForHttp } from "../lib/proc.ts";
import { createTestUsers } from "../lib/users.ts";
import type { Doc } from "./client.ts";
import { FAULT_SERVICE_ENV, purgeUploads } from "./distributed.ts";
import type { Receiver } from "./receiver.ts";
import { runScenario, type ScenarioResult } from "./scenario.ts";

const ROOT = resolve(import.meta.dirname, "../..");
export const EMBEDDED_SCENARIO = "embedded-kill";

export async function embeddedScenario(opts: {
  docs: Doc[];
  receiver: Receiver;
  port: () => Promise<number>;
  random: () => number;
}): Promise<ScenarioResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "docintake-fault-"));
  const user = (await createTestUsers(join(dataDir, "pg"))).a;
  const port = await opts.port();
  const log = join(ROOT, ".tmp/fault-logs/embedded.log");
  const env = { ...FAULT_SERVICE_ENV, DATA_DIR: dataDir, HTTP_PORT: String(port), LOG_LEVEL: "warn" };
  let child: ChildProcess | undefined;
  const start = async () => {
    const c = startLogged("embedded", [join(ROOT, "services/embedded/src/main.ts")], env, log);
    child = c;
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, 180_000, () => c.exitCode === null);
  };
  try {
    await start();
    return await runScenario({
      name: EMBEDDED_SCENARIO,
      base: `http://127.0.0.1:${port}/api/v1`,
      key: user.key,
      userId: user.id,
      docs: opts.docs,
      callbackUrl: opts.receiver.url(EMBEDDED_SCENARIO),
      receipts: () => opts.receiver.receipts(EMBEDDED_SCENARIO),
      random: opts.random,
      fault: async (moment) => {
        await moment();
        const dying = child!;
        const exited = new Promise<void>((r) => dying.once("exit", () => r()));
        dying.kill("SIGKILL");
        await exited;
        const killed = Date.now();
        await start();
        return [
          `the embedded process SIGKILLed, started again on its data folder, ready in ${((Date.now() - killed) / 1000).toFixed(1)} s`,
        ];
      },
      inspect: async () => {
        // PGlite has one owner: the service stops before the purge helper and the checks open its folder.
        if (child) await stopProcess(child);
        await purgeUploads({ DATA_DIR: dataDir, DATABASE_URL: "", S3_ENDPOINT: "" });
        const database = await openDatabase({ dataDir: join(dataDir, "pg") });
        return { db: database.db, blobs: new FsBlobStore(join(dataDir, "blobs")), close: () => database.close() };
      },
    });
  } finally {
    if (child) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
