// `pnpm start:distributed`: local PostgreSQL, Kafka and MinIO (started if needed), migrations, then
// one process per service. Logs under .data/distributed-logs/.
import { join, resolve } from "node:path";
import { run } from "./lib/proc.ts";
import { infraEnv, startDistributed } from "./lib/distributed.ts";

const ROOT = resolve(import.meta.dirname, "..");
if ((await run("bash", [join(ROOT, "deploy/local/infra.sh"), "up"])) !== 0) process.exit(1);
const port = Number(process.env["HTTP_PORT"] ?? 8080);
const deployment = await startDistributed({
  infra: infraEnv(),
  logDir: join(ROOT, ".data/distributed-logs"),
  httpPort: port,
  extractors: extractorReplicas(process.env["EXTRACTOR_REPLICAS"]),
});
console.log(`DocIntake (distributed) is running at ${deployment.baseUrl}`);
console.log("Create a key with: DATABASE_URL=... pnpm cli users create --name me && pnpm cli keys create --user <id>");
const stop = () => void deployment.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

function extractorReplicas(raw: string | undefined): number {
  const n = Number(raw ?? 2);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`EXTRACTOR_REPLICAS must be a whole number of 1 or more, not "${raw}"`);
    process.exit(1);
  }
  return n;
}
