/**
 * The only place the contract suite reads its configuration. Everything comes from environment variables so the
 * same suite runs against the embedded single process and against a distributed deployment.
 *
 *   DOCINTAKE_BASE_URL        e.g. http://127.0.0.1:8080/api/v1 (with the /api/v1 prefix)
 *   DOCINTAKE_API_KEY         user A's API key
 *   DOCINTAKE_API_KEY_2       user B's API key (ownership tests)
 *   DOCINTAKE_WEBHOOK_SECRET  user A's webhook signing secret (callback signature tests)
 *   DOCINTAKE_JOB_TIMEOUT_MS  optional, how long to wait for a job/callback to end (default 60000)
 *   DOCINTAKE_ADMIN_KEY       the service's admin credential (ADMIN_API_KEY): admin API tests
 *   DOCINTAKE_ADMIN_URL       optional, where the admin API answers (default: the origin of DOCINTAKE_BASE_URL)
 *   DOCINTAKE_DATA_DIR        the embedded service's data folder, or DOCINTAKE_DATABASE_URL and DOCINTAKE_S3_* for a
 *                             distributed one: where helpers/stores.ts looks for what must not be stored
 */
import { describe, jest } from "@jest/globals";

const read = (name: string): string | undefined => {
  const v = process.env[name];
  return v === undefined || v.trim() === "" ? undefined : v.trim();
};

const rawBase = read("DOCINTAKE_BASE_URL");
const baseUrl = rawBase?.replace(/\/+$/, "");

/** The origin root, i.e. the base URL minus its `/api/v1` suffix: /healthz, /readyz, /metrics, /openapi.json, /docs. */
const originUrl = baseUrl?.replace(/\/api\/v1$/, "");

export const env = {
  baseUrl: baseUrl ?? "",
  originUrl: originUrl ?? "",
  apiKey: read("DOCINTAKE_API_KEY") ?? "",
  apiKey2: read("DOCINTAKE_API_KEY_2") ?? "",
  webhookSecret: read("DOCINTAKE_WEBHOOK_SECRET") ?? "",
  adminKey: read("DOCINTAKE_ADMIN_KEY") ?? "",
  adminUrl: (read("DOCINTAKE_ADMIN_URL") ?? originUrl ?? "").replace(/\/+$/, ""),
  jobTimeoutMs: Number(read("DOCINTAKE_JOB_TIMEOUT_MS") ?? 60_000),
  /** The deployment's CALLBACK_MAX_ATTEMPTS, when the runner knows it: needed to see a callback dead-lettered. */
  callbackMaxAttempts: Number(read("DOCINTAKE_CALLBACK_MAX_ATTEMPTS") ?? 0),
};

type Requirement = "baseUrl" | "apiKey" | "apiKey2" | "webhookSecret" | "adminKey";
const VAR_OF: Record<Requirement, string> = {
  baseUrl: "DOCINTAKE_BASE_URL",
  apiKey: "DOCINTAKE_API_KEY",
  apiKey2: "DOCINTAKE_API_KEY_2",
  webhookSecret: "DOCINTAKE_WEBHOOK_SECRET",
  adminKey: "DOCINTAKE_ADMIN_KEY",
};

/** Which of the given requirements are unset, as environment variable names. */
export function missing(...needs: Requirement[]): string[] {
  return needs.filter((n) => env[n] === "").map((n) => VAR_OF[n]);
}

const announced = new Set<string>();

/**
 * `describe` when every needed variable is set; otherwise `describe.skip` with the reason in the title and printed
 * once, so a run without a service never passes silently.
 */
export function contractDescribe(name: string, needs: Requirement[], fn: () => void): void {
  const absent = missing("baseUrl", ...needs);
  if (absent.length === 0) {
    // Hooks and tests wait for jobs, batches (twice the job timeout) and callback retries.
    jest.setTimeout(env.jobTimeoutMs * 3 + 30_000);
    describe(name, fn);
    return;
  }
  const reason = `SKIPPED: ${absent.join(", ")} not set`;
  const line = `[contract-tests] "${name}" ${reason} (set DOCINTAKE_BASE_URL, DOCINTAKE_API_KEY, DOCINTAKE_API_KEY_2, DOCINTAKE_WEBHOOK_SECRET to run against a service)\n`;
  if (!announced.has(line)) {
    announced.add(line);
    process.stderr.write(line);
  }
  describe.skip(`${name} [${reason}]`, fn);
}
