/**
 * Upload: every file part is streamed to staging as it arrives (never held whole), counted and size-checked on
 * the way; then all are committed at once (validated, stored all-or-nothing); then the answer waits for type
 * detection up to a deadline.
 */
import { createHash, type Hash } from "node:crypto";
import {
  isSafeText,
  type Caller,
  type CommitOptions,
  type FileRecord,
  type FilesApi,
  type StagedUpload,
} from "@docintake/contracts";
import { AppError, invalid, isAppError } from "@docintake/errors";

/** The parts of a multipart body as @fastify/multipart yields them (only what we use). */
export type UploadPart =
  | { type: "file"; fieldname: string; filename: string; file: AsyncIterable<Uint8Array> & { resume?: () => void } }
  | { type: "field"; fieldname: string; value?: unknown };

export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
}

/** `files`, `files[]`, `files[0]`, `files[1]`, … */
const FILE_FIELD = /^files(\[\d*\])?$/;

export const SUPPORTED_TYPES_MESSAGE = "supported types are PDF, JPG, JPEG, PNG";

const mb = (bytes: number) => {
  const v = bytes / (1024 * 1024);
  return Number.isInteger(v) ? `${v} MB` : `${bytes} bytes`;
};

export const tooManyFiles = (max: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `too many files: at most ${max} files per request`);

export const fileTooLarge = (filename: string, max: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `file "${filename}" is larger than ${mb(max)}`);

export interface StagedRequest {
  staged: StagedUpload[];
  /**
   * SHA-256 over every file part's field name, file name and bytes: what identifies the request for idempotency.
   * The password fields are left out: a hash of a password kept for a day would be a trace of it.
   */
  contentHash: string;
  /** The text fields that matter to the upload (`password`, `password_hints`), by name. */
  fields: Map<string, string>;
}

/** The text fields an upload reads; any other is ignored. */
const UPLOAD_FIELDS = new Set(["password", "password_hints"]);

/** Passes a part's bytes through, counting and hashing them, and fails as soon as one byte too many arrives. */
async function* guarded(
  source: AsyncIterable<Uint8Array>,
  filename: string,
  max: number,
  hash: Hash,
  onError: (e: AppError) => void,
): AsyncGenerator<Uint8Array> {
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > max) {
      const e = fileTooLarge(filename, max);
      onError(e);
      throw e;
    }
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Stages every file part in order. On any failure the files staged so far are discarded and the error
 * propagates; the caller must discard the returned staging ids if it does not commit them.
 */
export async function stageParts(
  files: FilesApi,
  caller: Caller,
  parts: AsyncIterable<UploadPart>,
  limits: UploadLimits,
): Promise<StagedRequest> {
  const staged: StagedUpload[] = [];
  const fields = new Map<string, string>();
  const request = createHash("sha256");
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<UploadPart>;
      try {
        next = await iterator.next();
      } catch (err) {
        throw multipartError(err);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type !== "file") {
        if (UPLOAD_FIELDS.has(part.fieldname) && typeof part.value === "string") fields.set(part.fieldname, part.value);
        continue;
      }
      if (!FILE_FIELD.test(part.fieldname)) {
        throw invalid(
          `unexpected file part "${part.fieldname}"; send files as parts named "files" or "files[0]", "files[1]", …`,
        );
      }
      if (staged.length >= limits.maxFiles) throw tooManyFiles(limits.maxFiles);
      // The name is stored and echoed back: the same text rule as every other field.
      if (!isSafeText(part.filename))
        throw invalid("a file name must not contain NUL characters or unpaired surrogates");
      const filename = part.filename.trim() === "" ? "upload" : part.filename;
      const fileHash = createHash("sha256");
      let guardError: AppError | undefined;
      let result: StagedUpload;
      try {
        result = await files.stage(
          caller,
          { filename },
          guarded(part.file, filename, limits.maxFileBytes, fileHash, (e) => (guardError = e)),
        );
      } catch (err) {
        if (guardError) throw guardError;
        throw withSupportedTypes(err);
      }
      request.update(`${part.fieldname}\0${filename}\0${fileHash.digest("hex")}\n`);
      staged.push(result);
    }
  } catch (err) {
    await discardQuietly(
      files,
      caller,
      staged.map((s) => s.stagingId),
    );
    throw err;
  }
  if (staged.length === 0) {
    throw invalid('no file in the request; send multipart/form-data with file parts named "files"');
  }
  return { staged, contentHash: request.digest("hex"), fields };
}

/** Errors of the multipart parser itself (a malformed body) are the client's; anything else is ours. */
function multipartError(err: unknown): unknown {
  if (isAppError(err)) return err;
  const e = err as { statusCode?: unknown; code?: unknown };
  if (typeof e?.statusCode === "number" || typeof e?.code === "string") return err;
  return invalid("malformed multipart/form-data body");
}

/** An unsupported-type refusal always tells which types are supported. */
export function withSupportedTypes(err: unknown): unknown {
  if (!isAppError(err) || err.code !== "UNSUPPORTED_FILE_TYPE") return err;
  if (["PDF", "JPG", "JPEG", "PNG"].every((t) => new RegExp(`\\b${t}\\b`).test(err.message))) return err;
  return new AppError("UNSUPPORTED_FILE_TYPE", `${err.message}; ${SUPPORTED_TYPES_MESSAGE}`, err.details);
}

export async function discardQuietly(files: FilesApi, caller: Caller, stagingIds: string[]): Promise<void> {
  if (stagingIds.length === 0) return;
  try {
    await files.discard(caller, stagingIds);
  } catch {
    // Staging is swept by the files service; a failed discard only delays that.
  }
}

/** Commits the staged files (all or none); on failure discards them. */
export async function commitStaged(
  files: FilesApi,
  caller: Caller,
  staged: StagedUpload[],
  opts: CommitOptions = {},
): Promise<FileRecord[]> {
  const ids = staged.map((s) => s.stagingId);
  try {
    return await files.commit(caller, ids, opts);
  } catch (err) {
    await discardQuietly(files, caller, ids);
    throw withSupportedTypes(err);
  }
}

/**
 * The files with their detected types, waiting up to the deadline for detection; a file still being
 * detected keeps type `unknown`. Never fails: the upload is stored whatever the detector does; a failure to ask
 * goes to onFailure, since every upload then answering `unknown` would otherwise look like a slow detector.
 */
export async function awaitDetection(
  files: FilesApi,
  caller: Caller,
  records: FileRecord[],
  deadlineMs: number,
  onFailure: (err: unknown) => void = () => undefined,
): Promise<FileRecord[]> {
  // A file that waits for its password is not being detected: there is nothing to wait for.
  const pending = records.filter((f) => f.type === "unknown" && !f.typeReason).map((f) => f.id);
  if (pending.length === 0) return records;
  try {
    const types = await files.awaitTypes(caller, pending, deadlineMs);
    return records.map((f) => (types[f.id] ? { ...f, type: types[f.id]! } : f));
  } catch (err) {
    onFailure(err);
    return records;
  }
}
