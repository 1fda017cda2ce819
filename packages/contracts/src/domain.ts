/** Who is calling: the gateway passes it to every service, which refuses a call without it. */
export interface Caller {
  userId: string;
  requestId?: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Record ids are UUIDs; anything else cannot name a record, so a service answers "not found" without asking its store. */
export const isUuid = (s: string): boolean => UUID_RE.test(s);

export const FILE_STATUSES = ["pending", "processing", "completed", "failed", "deleted"] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
export const DOCUMENT_TYPES = ["invoice", "bank_statement", "other", "unknown"] as const;
export type DocumentTypeName = (typeof DOCUMENT_TYPES)[number];
export type FileFormat = "PDF" | "PNG" | "JPG" | "JPEG";

export interface FileRecord {
  id: string;
  userId: string;
  filename: string;
  /** Storage name `<epoch ms>_<sanitized filename>`. */
  fileId: string;
  type: DocumentTypeName;
  status: FileStatus;
  size: number;
  format: FileFormat;
  mime: string;
  pageCount: number;
  /** Why the type is not known: the PDF needs a password that the upload did not bring. */
  typeReason: TypeReason | null;
  createdAt: string;
  completedAt: string | null;
  processedData?: unknown;
}

export const TYPE_REASONS = ["PASSWORD_REQUIRED"] as const;
export type TypeReason = (typeof TYPE_REASONS)[number];

export interface StagedUpload {
  stagingId: string;
  filename: string;
  format: FileFormat;
  size: number;
}

export interface ListQuery {
  page: number;
  pageSize: number;
}

export interface FileListQuery extends ListQuery {
  type?: string;
  status?: FileStatus;
}

/** What a commit may carry besides the staged files. */
export interface CommitOptions {
  /** The client's Idempotency-Key as the gateway scopes it. */
  requestKey?: string;
  /** The upload's password and hints, sealed by the gateway. */
  sealedSecret?: string;
}

export interface FilesApi {
  /** Streams one file to staging, sniffing its format and enforcing the size limit on the way. */
  stage(caller: Caller, meta: { filename: string }, body: AsyncIterable<Uint8Array>): Promise<StagedUpload>;
  /**
   * Validates every staged file, then stores all or none. With a request key (the client's Idempotency-Key, as
   * the gateway scopes it), a commit under a key already committed stores nothing and answers the first one's
   * files: a retry after an answer was lost (a process killed in between) does not store the documents twice.
   * A sealed secret (secret-seal.ts) opens encrypted PDFs, and is kept until their type is detected.
   */
  commit(caller: Caller, stagingIds: string[], opts?: CommitOptions): Promise<FileRecord[]>;
  /**
   * Checks that the sealed password opens the document and keeps it, sealed, for the job `jobId` until that
   * job ends; false (nothing kept) when the document needs no password. PASSWORD_INCORRECT when it does not open.
   */
  keepSecret(caller: Caller, input: { documentId: string; jobId: string; sealedSecret: string }): Promise<boolean>;
  /** Deletes the caller's password kept for `jobId`, where the job will not be created; none kept is no error. */
  forgetSecret(caller: Caller, jobId: string): Promise<void>;
  discard(caller: Caller, stagingIds: string[]): Promise<void>;
  list(caller: Caller, query: FileListQuery): Promise<{ files: FileRecord[]; total: number }>;
  get(caller: Caller, id: string): Promise<FileRecord>;
  /**
   * The detected type of each of the caller's files, waiting up to `waitMs` while some are still
   * `unknown`; ids the caller does not own are left out. One call however many files and rounds.
   */
  awaitTypes(caller: Caller, ids: string[], waitMs: number): Promise<Record<string, DocumentTypeName>>;
  download(caller: Caller, id: string): Promise<{ file: FileRecord; body: AsyncIterable<Uint8Array> }>;
  remove(caller: Caller, id: string): Promise<void>;
}

export const JOB_KINDS = ["invoice", "bank_statement"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** The files a completed statement is exported as (GET /parse/statements/{job_id}/export?format=). */
export const EXPORT_FORMATS = ["csv", "ofx", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type JobStatus = "pending" | "processing" | "completed" | "failed";
export type BatchStatus = "pending" | "processing" | "completed" | "partially_failed" | "failed";

export interface Job {
  id: string;
  userId: string;
  documentId: string;
  batchId: string | null;
  kind: JobKind;
  status: JobStatus;
  /** The processed file's storage name. */
  fileId: string;
  progress: number;
  result: Record<string, unknown> | null;
  extraction: Record<string, unknown> | null;
  error: string | null;
  /** A failed job's error code (PASSWORD_REQUIRED, UNPROCESSABLE_DOCUMENT, …), where its failure gave one. */
  errorCode: string | null;
  callbackUrl: string | null;
  schemaId: string | null;
  /** Outcome of the job's callback, once it is known; null without a callback or while it is being tried. */
  callback: { status: "delivered" | "dead"; attempts: number; lastError: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface Batch {
  id: string;
  kind: JobKind;
  status: BatchStatus;
  jobIds: string[];
  counts: { pending: number; processing: number; completed: number; failed: number };
  createdAt: string;
  updatedAt: string;
}

export interface CreateJobInput {
  /** `auto` routes by the document's detected type. */
  route: JobKind | "auto";
  documentId: string;
  callbackUrl?: string;
  schemaId?: string;
  /** The client's Idempotency-Key as the gateway scopes it: a second create under it answers the first job. */
  requestKey?: string;
  /** The password and hints that open the document, sealed by the gateway (secret-seal.ts). */
  sealedSecret?: string;
}

export interface JobsApi {
  create(caller: Caller, input: CreateJobInput): Promise<Job>;
  createBatch(
    caller: Caller,
    input: {
      kind: JobKind;
      documentIds: string[];
      callbackUrl?: string;
      schemaId?: string;
      requestKey?: string;
      sealedSecret?: string;
    },
  ): Promise<Batch>;
  /** With a kind, a job of another kind answers NOT_FOUND. */
  get(caller: Caller, jobId: string, kind?: JobKind): Promise<Job>;
  getBatch(caller: Caller, batchId: string, kind: JobKind): Promise<Batch>;
}

export interface SchemaRecord {
  id: string;
  userId: string;
  name: string;
  type: JobKind;
  description: string | null;
  definition: Record<string, unknown>;
  version: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SchemasApi {
  create(
    caller: Caller,
    input: { name: string; type: JobKind; description?: string; definition: Record<string, unknown> },
  ): Promise<SchemaRecord>;
  list(caller: Caller, query: ListQuery & { type?: JobKind }): Promise<{ schemas: SchemaRecord[]; total: number }>;
  get(caller: Caller, id: string): Promise<SchemaRecord>;
  remove(caller: Caller, id: string): Promise<void>;
}

/** The field names a schema asks for: `fields` of its definition, strings only. */
export function schemaFieldNames(definition: Record<string, unknown>): string[] {
  const fields = definition["fields"];
  return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === "string" && f.trim() !== "") : [];
}

/** Where a document's bytes and its detected layout live in the blob store: per-user prefixes. */
export const blobKeys = {
  document: (userId: string, fileId: string) => `users/${userId}/files/${fileId}`,
  layout: (userId: string, fileId: string) => `users/${userId}/layouts/${fileId}.json`,
  staging: (userId: string, stagingId: string) => `staging/${userId}/${stagingId}`,
  /** A sealed password kept for a job (or an upload's detection) until it ends; see secret-seal.ts. */
  secret: (userId: string, id: string) => `users/${userId}/secrets/${id}`,
};

export const MIME_BY_FORMAT: Record<FileFormat, string> = {
  PDF: "application/pdf",
  PNG: "image/png",
  JPG: "image/jpeg",
  JPEG: "image/jpeg",
};
