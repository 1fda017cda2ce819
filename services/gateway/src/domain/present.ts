/** Service records in the shapes of the public API (snake_case, ISO timestamps, envelopes). */
import { gzipSync } from "node:zlib";
import type { Batch, FileRecord, Job, SchemaRecord } from "@docintake/contracts";
import type { ApiKeyInfo, UserInfo } from "./identity.ts";

/** ISO 8601 UTC ending in Z, whatever form the service gave. */
export function isoZ(v: string): string;
export function isoZ(v: string | null): string | null;
export function isoZ(v: string | null): string | null {
  if (v === null || v === "") return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

export const ok = <T>(data: T) => ({ success: true as const, data });

export function uploadedFile(f: FileRecord) {
  return {
    doc_id: f.id,
    type: f.type,
    ...(f.typeReason ? { type_reason: f.typeReason } : {}),
    validation: { page_count: f.pageCount, file_size: f.size, format: f.format },
  };
}

export function legacyUploadedFile(f: FileRecord, apiBase: string) {
  return { file_id: f.fileId, file_url: `${apiBase}/files/${f.id}/download`, doc_id: f.id };
}

export function fileRecord(f: FileRecord) {
  return {
    id: f.id,
    filename: f.filename,
    file_id: f.fileId,
    type: f.type,
    ...(f.typeReason ? { type_reason: f.typeReason } : {}),
    status: f.status,
    size: f.size,
    created_at: isoZ(f.createdAt),
    completed_at: isoZ(f.completedAt),
  };
}

export function fileRecordFull(f: FileRecord) {
  const processed = f.processedData;
  return { ...fileRecord(f), processed_data: processed === undefined || processed === null ? {} : processed };
}

interface JobExtras {
  error?: string;
  error_code?: string;
  extraction?: Record<string, unknown>;
  callback?: { status: string; attempts: number; last_error: string | null };
}

function jobExtras(j: Job): JobExtras {
  const out: JobExtras = {};
  if (j.status === "failed") out.error = j.error ?? "the job failed";
  if (j.status === "failed" && j.errorCode) out.error_code = j.errorCode;
  if (j.extraction) out.extraction = j.extraction;
  // A callback given up after every retry is a dead letter: the job says so.
  if (j.callback)
    out.callback = { status: j.callback.status, attempts: j.callback.attempts, last_error: j.callback.lastError };
  return out;
}

function jobCommon(j: Job) {
  return {
    job_id: j.id,
    status: j.status,
    file_id: j.fileId,
    created_at: isoZ(j.createdAt),
    updated_at: isoZ(j.updatedAt),
  };
}

/** A statement result always has account_info and transactions; anything else (custom_fields) passes through. */
export function statementResults(result: Record<string, unknown> | null) {
  const r = result ?? {};
  const account = r["account_info"];
  const transactions = r["transactions"];
  return {
    ...r,
    account_info: account && typeof account === "object" && !Array.isArray(account) ? account : {},
    transactions: Array.isArray(transactions) ? transactions : [],
  };
}

/** GET /parse/invoices/{id}: top level, no envelope. */
export function invoiceJobStatus(j: Job) {
  return { ...jobCommon(j), result: j.result ?? {}, ...jobExtras(j) };
}

/** GET /parse/statements/{id}: `data`. */
export function statementJobStatus(j: Job) {
  return { ...jobCommon(j), progress: j.progress, results: statementResults(j.result), ...jobExtras(j) };
}

/** GET /api/v1/parse/{id}: `data`, any kind. */
export function generalJobStatus(j: Job) {
  const result = j.kind === "bank_statement" ? statementResults(j.result) : (j.result ?? {});
  return { ...jobCommon(j), type: j.kind, progress: j.progress, result, ...jobExtras(j) };
}

export const jobCreated = (j: Job) => ({ job_id: j.id, status: j.status });

export const generalJobCreated = (j: Job) => ({
  job_id: j.id,
  status: j.status,
  created_at: isoZ(j.createdAt),
  updated_at: isoZ(j.updatedAt),
});

export const batchCreated = (b: Batch) => ({
  batch_id: b.id,
  status: b.status,
  job_ids: b.jobIds,
  created_at: isoZ(b.createdAt),
  updated_at: isoZ(b.updatedAt),
});

export const batchStatus = (b: Batch) => ({
  batch_id: b.id,
  status: b.status,
  job_ids: b.jobIds,
  counts: {
    pending: b.counts.pending,
    processing: b.counts.processing,
    completed: b.counts.completed,
    failed: b.counts.failed,
  },
  created_at: isoZ(b.createdAt),
  updated_at: isoZ(b.updatedAt),
});

/** The response form of a schema definition: base64 of gzip of its JSON. */
export const encodeSchemaString = (definition: Record<string, unknown>): string =>
  gzipSync(Buffer.from(JSON.stringify(definition), "utf8")).toString("base64");

export function schemaListItem(s: SchemaRecord) {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    description: s.description,
    version: s.version,
    is_active: s.isActive,
    created_at: isoZ(s.createdAt),
    updated_at: isoZ(s.updatedAt),
  };
}

export function schemaRecord(s: SchemaRecord) {
  return {
    id: s.id,
    user_id: s.userId,
    name: s.name,
    type: s.type,
    description: s.description,
    schema_string: encodeSchemaString(s.definition),
    version: s.version,
    is_active: s.isActive,
    created_at: isoZ(s.createdAt),
    updated_at: isoZ(s.updatedAt),
  };
}

/** Admin API: a user, without secrets. */
export const adminUser = (u: UserInfo) => ({
  user_id: u.id,
  name: u.name,
  subject: u.subject,
  created_at: isoZ(u.createdAt),
});

/** Admin API: an API key as stored (its prefix, never the key). */
export const adminKey = (k: ApiKeyInfo) => ({
  key_id: k.id,
  user_id: k.userId,
  name: k.name,
  prefix: k.prefix,
  created_at: isoZ(k.createdAt),
  last_used_at: isoZ(k.lastUsedAt),
  revoked_at: isoZ(k.revokedAt),
});
