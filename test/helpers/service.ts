/** Higher-level steps over the API: upload fixtures, start jobs, wait for jobs and files. */
import { env } from "../env.ts";
import { expectStatus, expectSuccess } from "./assert.ts";
import type { FilePart, Res } from "./client.ts";
import { api, sleep, upload } from "./client.ts";
import type {
  BatchStatus,
  Envelope,
  FileList,
  FileRecord,
  InvoiceJobStatus,
  JobStatus,
  SchemaList,
  SchemaRecord,
  UploadData,
  UploadedFile,
} from "./types.ts";

/** Tolerated difference between this machine's clock and the service's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export const TERMINAL = ["completed", "failed"];
export const JOB_STATES = ["pending", "processing", "completed", "failed"];
export const FILE_STATES = ["pending", "processing", "completed", "failed", "deleted"];
export const DOC_TYPES = ["invoice", "bank_statement", "other", "unknown"];

/** Uploads the parts to /files/upload with user A (or `key`), expecting success; returns `data.files`. */
export async function uploadOk(parts: FilePart[], key?: string): Promise<UploadedFile[]> {
  const res = await upload(parts, key === undefined ? {} : { key });
  const data = expectSuccess<UploadData>(res, 200);
  if (data.files.length !== parts.length) throw new Error(`upload returned ${data.files.length} files: ${res.text}`);
  return data.files;
}

export async function uploadOne(filename: string, data: Buffer, key?: string): Promise<UploadedFile> {
  const [f] = await uploadOk([{ filename, data }], key);
  if (!f) throw new Error("no file in upload response");
  return f;
}

/** Polls `fetchOnce` until `done` holds or the timeout elapses; returns the last value. */
export async function poll<T>(
  fetchOnce: () => Promise<T>,
  done: (v: T) => boolean,
  what: string,
  timeoutMs = env.jobTimeoutMs,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await fetchOnce();
  while (!done(last)) {
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(last)?.slice(0, 600)}`,
      );
    }
    await sleep(intervalMs);
    last = await fetchOnce();
  }
  return last;
}

const checked = <T>(res: Res, pick: (r: Res) => T): T => {
  expectStatus(res, 200);
  return pick(res);
};

export const getInvoiceJob = async (jobId: string, key?: string): Promise<InvoiceJobStatus> =>
  checked(
    await api("GET", `/parse/invoices/${jobId}`, key === undefined ? {} : { key }),
    (r) => r.json as InvoiceJobStatus,
  );

export const getStatementJob = async (jobId: string): Promise<JobStatus> =>
  checked(await api("GET", `/parse/statements/${jobId}`), (r) => (r.json as Envelope<JobStatus>).data);

export const getGeneralJob = async (jobId: string, prefix = ""): Promise<JobStatus> =>
  checked(await api("GET", `${prefix}/parse/${jobId}`), (r) => (r.json as Envelope<JobStatus>).data);

const ended = (j: { status: string }) => TERMINAL.includes(j.status);

export const waitInvoiceJob = (jobId: string) => poll(() => getInvoiceJob(jobId), ended, `invoice job ${jobId}`);
export const waitStatementJob = (jobId: string) => poll(() => getStatementJob(jobId), ended, `statement job ${jobId}`);
export const waitGeneralJob = (jobId: string, prefix = "") =>
  poll(() => getGeneralJob(jobId, prefix), ended, `job ${jobId}`);

export const getBatch = async (kind: "invoices" | "statements", batchId: string): Promise<BatchStatus> =>
  checked(await api("GET", `/parse/${kind}/batch/${batchId}`), (r) => (r.json as Envelope<BatchStatus>).data);

export const waitBatch = (kind: "invoices" | "statements", batchId: string) =>
  poll(
    () => getBatch(kind, batchId),
    (b) => ["completed", "partially_failed", "failed"].includes(b.status),
    `${kind} batch ${batchId}`,
    env.jobTimeoutMs * 2,
    500,
  );

export async function getFile(id: string, key?: string): Promise<FileRecord> {
  const res = await api("GET", `/files/${id}`, key === undefined ? {} : { key });
  return expectSuccess<FileRecord>(res, 200);
}

/** Waits until the file record satisfies `pred` (e.g. detection finished, parse completed). */
export const waitFile = (id: string, pred: (f: FileRecord) => boolean, what: string) =>
  poll(() => getFile(id), pred, `file ${id}: ${what}`);

/** POST /parse/invoices as it answers, whatever that is. */
export const invoiceJobRequest = (documentId: string, extra: Record<string, unknown> = {}): Promise<Res> =>
  api("POST", "/parse/invoices", { json: { document_id: documentId, ...extra } });

/** POST /parse/statements as it answers, whatever that is. */
export const statementJobRequest = (documentId: string, extra: Record<string, unknown> = {}): Promise<Res> =>
  api("POST", "/parse/statements", { json: { document_id: documentId, ...extra } });

/** Starts an invoice job and returns its id (expects 202). */
export async function startInvoiceJob(documentId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api("POST", "/parse/invoices", { json: { document_id: documentId, ...extra } });
  const data = expectSuccess<{ job_id: string }>(res, 202);
  return data.job_id;
}

export async function startStatementJob(documentId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api("POST", "/parse/statements", { json: { document_id: documentId, ...extra } });
  const data = expectSuccess<{ job_id: string }>(res, 202);
  return data.job_id;
}

export async function startGeneralJob(
  documentId: string,
  extra: Record<string, unknown> = {},
  prefix = "",
): Promise<string> {
  const res = await api("POST", `${prefix}/parse`, { json: { document_id: documentId, ...extra } });
  const data = expectSuccess<{ job_id: string }>(res, 202);
  return data.job_id;
}

/**
 * Files of the user created since `sinceMs` (the listing is newest first, so stop at the first older record).
 * `query` adds filters such as `status=deleted`.
 */
export async function filesSince(sinceMs: number, query = "", key?: string): Promise<FileRecord[]> {
  const out: FileRecord[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await api(
      "GET",
      `/files?page=${page}&page_size=100${query ? `&${query}` : ""}`,
      key === undefined ? {} : { key },
    );
    const data = expectSuccess<FileList>(res, 200);
    for (const f of data.files) {
      // Generous margin: the service's clock may differ from this machine's (distributed deployment).
      if (Date.parse(f.created_at) < sinceMs - CLOCK_SKEW_MS) return out;
      out.push(f);
    }
    if (data.files.length < 100) return out;
  }
  throw new Error(`more than 5000 files since ${new Date(sinceMs).toISOString()}`);
}

/** Every schema of the user (all pages), optionally filtered (`type=invoice`). */
export async function listSchemas(prefix = "", query = "", key?: string): Promise<SchemaRecord[]> {
  const out: SchemaRecord[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await api(
      "GET",
      `${prefix}/schemas/list?page=${page}&page_size=100${query ? `&${query}` : ""}`,
      key === undefined ? {} : { key },
    );
    const data = expectSuccess<SchemaList>(res, 200);
    out.push(...data.schemas);
    if (data.schemas.length < 100) break;
  }
  return out;
}

/** A value computed on first use and shared afterwards (e.g. "the job has ended"), so tests that do not need it
 * do not fail when it cannot be had. */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= make());
}
