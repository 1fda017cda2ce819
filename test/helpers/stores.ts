/**
 * What the deployment keeps, read behind the API to check what must never be there (a document's password):
 * the embedded service's data folder (its PGlite database files and blob folder, read as bytes), or the
 * distributed deployment's PostgreSQL (every row of every table, as text) and S3 bucket. The runner says where
 * (scripts/test.ts); without it the stores cannot be looked at.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import * as Minio from "minio";
import pg from "pg";

const read = (name: string) => process.env[name]?.trim() || undefined;

export const storesKnown = (): boolean => !!(read("DOCINTAKE_DATA_DIR") || read("DOCINTAKE_DATABASE_URL"));

/** Where any of `needles` appears in what the deployment stored since `sinceMs` (files and blobs) or at all (rows). */
export async function findInStores(needles: string[], sinceMs: number): Promise<string[]> {
  const dir = read("DOCINTAKE_DATA_DIR");
  if (dir) return findInFolder(dir, needles, sinceMs);
  return [...(await findInDatabase(needles)), ...(await findInBucket(needles, sinceMs))];
}

/** The byte forms a stored text takes: UTF-8 (PostgreSQL's text, JSON) and UTF-16 (a PDF's text strings). */
const forms = (needles: string[]) => needles.flatMap((n) => [Buffer.from(n, "utf8"), Buffer.from(n, "utf16le")]);
const holds = (bytes: Buffer, needles: Buffer[]) => needles.some((n) => bytes.includes(n));

function findInFolder(root: string, needles: string[], sinceMs: number): string[] {
  const wanted = forms(needles);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      // Written during the test: the database's pages and log, the blobs (a second of clock slack).
      else if (entry.isFile() && statSync(path).mtimeMs >= sinceMs - 1000 && holds(readFileSync(path), wanted))
        found.push(path);
    }
  };
  walk(root);
  return found;
}

async function findInDatabase(needles: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: read("DOCINTAKE_DATABASE_URL") });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const found: string[] = [];
    for (const t of tables.rows) {
      const table = `"${t.schema}"."${t.name}"`;
      for (const needle of needles) {
        const r = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${table} t WHERE strpos(t::text, $1) > 0`,
          [needle],
        );
        if (Number(r.rows[0]?.n) > 0) found.push(`${table} (${r.rows[0]?.n} rows)`);
      }
    }
    return found;
  } finally {
    await client.end();
  }
}

async function findInBucket(needles: string[], sinceMs: number): Promise<string[]> {
  const endpoint = new URL(read("DOCINTAKE_S3_ENDPOINT")!);
  const client = new Minio.Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port) || (endpoint.protocol === "https:" ? 443 : 80),
    useSSL: endpoint.protocol === "https:",
    accessKey: read("DOCINTAKE_S3_ACCESS_KEY") ?? "",
    secretKey: read("DOCINTAKE_S3_SECRET_KEY") ?? "",
    region: read("DOCINTAKE_S3_REGION") ?? "us-east-1",
  });
  const bucket = read("DOCINTAKE_S3_BUCKET") ?? "docintake";
  const keys: string[] = [];
  for await (const o of client.listObjectsV2(bucket, "", true) as AsyncIterable<Minio.BucketItem>) {
    if (o.name && o.lastModified && o.lastModified.getTime() >= sinceMs - 1000) keys.push(o.name);
  }
  const wanted = forms(needles);
  const found: string[] = [];
  for (const key of keys) {
    const chunks: Buffer[] = [];
    for await (const c of await client.getObject(bucket, key)) chunks.push(c as Buffer);
    if (holds(Buffer.concat(chunks), wanted)) found.push(`s3://${bucket}/${key}`);
  }
  return found;
}
