/**
 * Operator commands of the files service.
 *
 *   node services/files/src/cli.ts sweep-uploads [--older-than SECONDS]
 *
 * Removes what uploads that never finished left behind (their staged bytes and records, the documents' bytes of
 * a commit cut short, writes a killed process left open), once older than SECONDS (default 3600; the service
 * itself does the same every 10 minutes, but for the documents' bytes, which need the whole store read). 0 removes every such upload: only while no upload is running. It works
 * on the stores of DATABASE_URL and S3_ENDPOINT, or on the embedded ones under $DATA_DIR (default .data) while the
 * embedded service is stopped (PGlite has a single owner).
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "@docintake/config";
import { createBlobStore, s3OptionsFrom } from "@docintake/blob";
import { openDatabase } from "@docintake/db";
import { createLogger } from "@docintake/telemetry";
import { filesRepository } from "./adapters/files-repo.ts";
import { filesConfigSchema } from "./config.ts";
import { sweepAbandonedUploads } from "./domain/abandoned-uploads.ts";

const USAGE = "usage: sweep-uploads [--older-than SECONDS]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { "older-than": { type: "string", default: "3600" } },
});
const seconds = Number(values["older-than"]);
if (positionals[0] !== "sweep-uploads" || positionals.length !== 1 || !Number.isFinite(seconds) || seconds < 0) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig(filesConfigSchema, process.env);
const log = createLogger({ service: "files-cli", level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "pg") });
try {
  const blobs = await createBlobStore({ s3: s3OptionsFrom(config), dir: join(config.DATA_DIR, "blobs") });
  const swept = await sweepAbandonedUploads({ repo: filesRepository(database.db), blobs, log }, seconds * 1000, {
    documents: true,
  });
  console.log(
    `swept ${swept.staged} abandoned upload(s), ${swept.orphans} blob(s) without their record, ` +
      `${swept.incomplete} unfinished write(s)`,
  );
} finally {
  await database.close();
}
