import { randomUUID } from "node:crypto";
import {
  blobKeys,
  candidatePasswords,
  isUuid,
  openSecret,
  MIME_BY_FORMAT,
  type Caller,
  type DocumentTypeName,
  type FileListQuery,
  type FileRecord,
  type FilesApi,
  type StagedUpload,
  type TopicPayload,
} from "@docintake/contracts";
import { AppError, notFound } from "@docintake/errors";
import { BlobNotFoundError, type BlobStore } from "@docintake/blob";
import { DocumentError, sniffFormat, type DocumentFormat, type DocumentInspector } from "@docintake/extraction";
import type { Logger } from "@docintake/telemetry";
import type {
  FileReads,
  FilesRepository,
  FilesTransaction,
  OutboxKick,
  StagedFile,
  StoredFile,
} from "./files-repository.ts";
import type { CommitOptions } from "@docintake/contracts";
import { documentIdFor, reportedFormat, storageName } from "./naming.ts";
import { DetectionWaiters } from "./detection-waiters.ts";
import { sweepAbandonedUploads } from "./abandoned-uploads.ts";

/** How often a waiting upload looks for detections applied by another replica. */
const DETECTION_RECHECK_MS = 250;

/** What opening a document at upload found. */
interface Opened {
  pageCount: number;
  /** A PDF that needs a user password to open. */
  encrypted: boolean;
  /** Encrypted and no password came with it: its type cannot be detected yet. */
  needsPassword: boolean;
}

export interface FilesLimits {
  maxFileBytes: number;
  maxPages: number;
  maxPixels: number;
}

const SUPPORTED = "supported types are PDF, JPG, JPEG, PNG";

export function toRecord(f: StoredFile, withData: boolean): FileRecord {
  const rec: FileRecord = {
    id: f.id,
    userId: f.userId,
    filename: f.filename,
    fileId: f.storageName,
    type: f.type,
    status: f.status,
    size: f.size,
    format: f.format,
    mime: f.mime,
    pageCount: f.pageCount,
    typeReason: f.typeReason,
    createdAt: f.createdAt.toISOString(),
    completedAt: f.completedAt ? f.completedAt.toISOString() : null,
  };
  if (withData) rec.processedData = f.processedData ?? null;
  return rec;
}

/** Stored documents: all-or-nothing intake, owner-scoped reads, tombstones on delete. */
export class FilesDomain implements FilesApi {
  private readonly repo: FilesRepository;
  private readonly blobs: BlobStore;
  private readonly relay: OutboxKick;
  private readonly limits: FilesLimits;
  private readonly inspector: DocumentInspector;
  private readonly log: Logger;
  private readonly traceHeaders: () => Record<string, string>;
  private readonly secretKey: Buffer;
  private readonly detections = new DetectionWaiters();

  constructor(deps: {
    repo: FilesRepository;
    blobs: BlobStore;
    relay: OutboxKick;
    limits: FilesLimits;
    inspector: DocumentInspector;
    log: Logger;
    /** Opens the passwords the gateway sealed (DOCUMENT_SECRET_KEY). */
    secretKey: Buffer;
    traceHeaders?: () => Record<string, string>;
  }) {
    this.secretKey = deps.secretKey;
    this.repo = deps.repo;
    this.blobs = deps.blobs;
    this.relay = deps.relay;
    this.limits = deps.limits;
    this.inspector = deps.inspector;
    this.log = deps.log;
    this.traceHeaders = deps.traceHeaders ?? (() => ({}));
  }

  async stage(caller: Caller, meta: { filename: string }, body: AsyncIterable<Uint8Array>): Promise<StagedUpload> {
    const filename = meta.filename || "upload";
    const stagingId = randomUUID();
    const key = blobKeys.staging(caller.userId, stagingId);
    const max = this.limits.maxFileBytes;
    let format: DocumentFormat | null = null;
    let size = 0;
    // Bytes are checked as they stream past: the type from the first bytes, the size as it grows.
    async function* guarded(): AsyncGenerator<Uint8Array> {
      let head = Buffer.alloc(0);
      for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > max) throw new AppError("PAYLOAD_TOO_LARGE", `${filename}: file exceeds ${max} bytes`);
        if (format === null) {
          head = Buffer.concat([head, chunk]);
          if (head.byteLength >= 16) {
            format = sniffFormat(head);
            if (!format)
              throw new AppError("UNSUPPORTED_FILE_TYPE", `${filename}: unsupported file type; ${SUPPORTED}`);
          }
        }
        yield chunk;
      }
      if (format === null && head.byteLength > 0) {
        format = sniffFormat(head);
        if (!format) throw new AppError("UNSUPPORTED_FILE_TYPE", `${filename}: unsupported file type; ${SUPPORTED}`);
      }
    }
    try {
      await this.blobs.put(key, guarded());
    } catch (err) {
      await this.dropBlobs([key], "refused upload");
      throw err;
    }
    if (size === 0 || format === null) {
      await this.dropBlobs([key], "empty upload");
      throw new AppError("UNPROCESSABLE_DOCUMENT", `${filename}: the file is empty`);
    }
    const reported = reportedFormat(format, filename);
    await this.repo.stage({
      id: stagingId,
      userId: caller.userId,
      filename,
      blobKey: key,
      format: reported,
      size,
    });
    return { stagingId, filename, format: reported, size };
  }

  async commit(caller: Caller, stagingIds: string[], opts: CommitOptions = {}): Promise<FileRecord[]> {
    const { requestKey, sealedSecret } = opts;
    const ids = stagingIds.map((_, i) => (requestKey ? documentIdFor(caller.userId, requestKey, i) : randomUUID()));
    if (requestKey) {
      const earlier = await this.committedEarlier(caller, ids);
      if (earlier) {
        await this.discard(caller, stagingIds);
        return earlier;
      }
    }
    const rows = await this.repo.staged(caller.userId, stagingIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = stagingIds.map((id) => byId.get(id));
    const passwords = this.passwordsOf(caller, sealedSecret);
    try {
      if (ordered.some((r) => r === undefined)) throw notFound("staged upload");
      const checked: { row: StagedFile; opened: Opened }[] = [];
      for (const row of ordered as StagedFile[]) {
        checked.push({ row, opened: await this.validate(row.blobKey, row.filename, passwords) });
      }
      const now = Date.now();
      const prepared = checked.map(({ row, opened }, i) => ({
        id: ids[i]!,
        row,
        opened,
        storage: storageName(row.filename, now),
      }));
      for (const p of prepared) await this.blobs.copy(p.row.blobKey, blobKeys.document(caller.userId, p.id));
      // Detection reads an encrypted PDF with the upload's password: it is kept, sealed, until detection ends.
      const secretKeys = new Map<string, string>();
      if (sealedSecret) {
        for (const p of prepared.filter((x) => x.opened.encrypted)) {
          const key = blobKeys.secret(caller.userId, `upload-${p.id}`);
          await this.blobs.put(key, Buffer.from(sealedSecret));
          secretKeys.set(p.id, key);
        }
      }
      const inserted = await this.repo.transaction((tx) => this.insertFiles(tx, caller, prepared, secretKeys));
      this.relay.kick();
      await this.dropBlobs(
        prepared.map((p) => p.row.blobKey),
        "staging after commit",
      );
      return inserted.map((r) => toRecord(r, false));
    } catch (err) {
      await this.discard(caller, stagingIds);
      throw err;
    }
  }

  /** The files an earlier commit under the same request key stored, when it did (all or none, as commits are). */
  private async committedEarlier(caller: Caller, ids: string[]): Promise<FileRecord[] | undefined> {
    const found = await Promise.all(ids.map((id) => this.repo.find(caller.userId, id)));
    if (found.some((f) => f === undefined)) return undefined;
    return (found as StoredFile[]).map((f) => toRecord(f, false));
  }

  /** The records of an accepted upload and, for each file that can be read, the event that has it detected. */
  private async insertFiles(
    tx: FilesTransaction,
    caller: Caller,
    prepared: { id: string; row: StagedFile; opened: Opened; storage: string }[],
    secretKeys: Map<string, string>,
  ): Promise<StoredFile[]> {
    const out = [];
    for (const p of prepared) {
      const format = p.row.format;
      const locked = p.opened.needsPassword;
      out.push(
        await tx.insert({
          id: p.id,
          userId: caller.userId,
          filename: p.row.filename,
          storageName: p.storage,
          status: "pending",
          type: "unknown",
          // Nothing to detect until a password comes: the reason says so, and no detection is asked for.
          typeReason: locked ? "PASSWORD_REQUIRED" : null,
          size: p.row.size,
          format,
          mime: MIME_BY_FORMAT[format],
          pageCount: p.opened.pageCount,
          blobKey: blobKeys.document(caller.userId, p.id),
        }),
      );
      if (locked) continue;
      await tx.enqueue(
        "file.uploaded",
        p.id,
        {
          userId: caller.userId,
          fileId: p.id,
          blobKey: blobKeys.document(caller.userId, p.id),
          format,
          filename: p.row.filename,
          secretKey: secretKeys.get(p.id) ?? null,
        },
        this.traceHeaders(),
      );
    }
    await tx.unstage(prepared.map((p) => p.row.id));
    return out;
  }

  /** The passwords a sealed secret gives (the one sent, then the hints' rules); none without one. */
  private passwordsOf(caller: Caller, sealedSecret: string | undefined): string[] {
    return sealedSecret ? candidatePasswords(openSecret(sealedSecret, this.secretKey, caller.userId)) : [];
  }

  async keepSecret(
    caller: Caller,
    input: { documentId: string; jobId: string; sealedSecret: string },
  ): Promise<boolean> {
    const row = await this.live(this.repo, caller, input.documentId);
    if (row.format !== "PDF") return false;
    const opened = await this.validate(row.blobKey!, row.filename, this.passwordsOf(caller, input.sealedSecret));
    if (!opened.encrypted) return false;
    await this.blobs.put(blobKeys.secret(caller.userId, input.jobId), Buffer.from(input.sealedSecret));
    return true;
  }

  async forgetSecret(caller: Caller, jobId: string): Promise<void> {
    await this.blobs.delete(blobKeys.secret(caller.userId, jobId));
  }

  /**
   * Opens the document enough to know it is readable, with the passwords given: its page count, and whether
   * it is encrypted. An encrypted PDF that no password came for is readable later: it needs a password (its
   * pages are not counted); one that the passwords given do not open is refused.
   */
  private async validate(blobKey: string, filename: string, passwords: string[]): Promise<Opened> {
    const bytes = await this.blobs.getBytes(blobKey);
    const limits = { maxPages: this.limits.maxPages, maxPixels: this.limits.maxPixels };
    try {
      try {
        return {
          pageCount: (await this.inspector.inspect(bytes, limits)).pageCount,
          encrypted: false,
          needsPassword: false,
        };
      } catch (err) {
        if (!(err instanceof DocumentError && err.reason === "password_required")) throw err;
        if (passwords.length === 0) return { pageCount: 0, encrypted: true, needsPassword: true };
        const info = await this.inspector.inspect(bytes, { ...limits, passwords });
        return { pageCount: info.pageCount, encrypted: true, needsPassword: false };
      }
    } catch (err) {
      throw this.refusal(err, filename);
    }
  }

  /** Why a document is refused, as the client is told. */
  private refusal(err: unknown, filename: string): AppError {
    if (err instanceof DocumentError) {
      switch (err.reason) {
        case "password_required":
          return new AppError("PASSWORD_REQUIRED", `${filename}: the PDF is password-protected; send its password`);
        case "password_incorrect":
          return new AppError(
            "PASSWORD_INCORRECT",
            `${filename}: the PDF is password-protected and neither the password nor the hints given open it`,
          );
        case "corrupt":
          return new AppError("UNPROCESSABLE_DOCUMENT", `${filename}: the document is corrupt or truncated`);
        case "unsupported":
          return new AppError("UNSUPPORTED_FILE_TYPE", `${filename}: unsupported file type; ${SUPPORTED}`);
        case "too_many_pages":
          return new AppError("PAYLOAD_TOO_LARGE", `${filename}: more than ${this.limits.maxPages} pages`);
        case "too_many_pixels":
          return new AppError("PAYLOAD_TOO_LARGE", `${filename}: image larger than ${this.limits.maxPixels} pixels`);
        case "over_budget":
          // The message names the limit the document needs more than.
          return new AppError("UNPROCESSABLE_DOCUMENT", `${filename}: ${err.message}`);
      }
    }
    if (err instanceof AppError) return err;
    this.log.warn({ err, filename }, "document could not be inspected");
    return new AppError("UNPROCESSABLE_DOCUMENT", `${filename}: the document could not be read`);
  }

  async discard(caller: Caller, stagingIds: string[]): Promise<void> {
    const rows = await this.repo.staged(caller.userId, stagingIds);
    await this.dropBlobs(
      rows.map((r) => r.blobKey),
      "discarded upload",
    );
    await this.repo.unstage(rows.map((r) => r.id));
  }

  /**
   * Staged bytes whose request never committed (client gone, process killed) are swept after an hour, with bytes
   * left without their staging record and writes never finished; answers how many staged uploads.
   */
  async sweepStaging(olderThanMs = 3_600_000): Promise<number> {
    return (await sweepAbandonedUploads({ repo: this.repo, blobs: this.blobs, log: this.log }, olderThanMs)).staged;
  }

  async list(caller: Caller, q: FileListQuery): Promise<{ files: FileRecord[]; total: number }> {
    const { files, total } = await this.repo.list(caller.userId, q);
    return { files: files.map((f) => toRecord(f, false)), total };
  }

  private async live(reads: FileReads, caller: Caller, id: string): Promise<StoredFile> {
    const row = isUuid(id) ? await reads.find(caller.userId, id) : undefined;
    if (!row || row.status === "deleted") throw notFound("file");
    return row;
  }

  async get(caller: Caller, id: string): Promise<FileRecord> {
    return toRecord(await this.live(this.repo, caller, id), true);
  }

  async awaitTypes(caller: Caller, ids: string[], waitMs: number): Promise<Record<string, DocumentTypeName>> {
    const deadline = Date.now() + waitMs;
    const types = await this.repo.typesOf(caller.userId, ids.filter(isUuid));
    for (;;) {
      const pending = Object.keys(types).filter((id) => types[id] === "unknown");
      const left = deadline - Date.now();
      if (pending.length === 0 || left <= 0) return types;
      await this.detections.next(pending, Math.min(left, DETECTION_RECHECK_MS));
      Object.assign(types, await this.repo.typesOf(caller.userId, pending));
    }
  }

  /** Called once a detection is committed, so that uploads waiting for it answer at once. */
  detectionApplied(fileId: string): void {
    this.detections.detected(fileId);
  }

  async download(caller: Caller, id: string): Promise<{ file: FileRecord; body: AsyncIterable<Uint8Array> }> {
    const row = await this.live(this.repo, caller, id);
    try {
      return { file: toRecord(row, false), body: await this.blobs.get(row.blobKey!) };
    } catch (err) {
      if (err instanceof BlobNotFoundError) throw notFound("file");
      throw err;
    }
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const row = await this.repo.transaction(async (tx) => {
      const r = await this.live(tx, caller, id);
      await tx.tombstone(r.id);
      await tx.enqueue("file.deleted", r.id, { userId: caller.userId, fileId: r.id }, this.traceHeaders());
      return r;
    });
    this.relay.kick();
    await this.dropBlobs([row.blobKey, row.layoutKey], "deleted document");
  }

  /**
   * Removes blobs the records no longer point to. The record's state is already committed, so a
   * failure cannot undo it; it is logged with the key so an operator can finish the purge.
   */
  private async dropBlobs(keys: (string | null | undefined)[], why: string): Promise<void> {
    await Promise.all(
      keys
        .filter((k): k is string => !!k)
        .map((key) =>
          this.blobs.delete(key).catch((err: unknown) => this.log.error({ err, key, why }, "blob left behind")),
        ),
    );
  }

  // ---- state changes driven by other services' events; a deleted file stays as it is ----

  async applyDetected(tx: FilesTransaction, e: TopicPayload<"file.detected">): Promise<void> {
    await tx.changeLive(e.userId, e.fileId, {
      type: e.type,
      typeConfidence: e.confidence,
      ...(e.pageCount > 0 ? { pageCount: e.pageCount } : {}),
      layoutKey: e.layoutKey,
      ocrUsed: e.ocrUsed ? "yes" : "no",
    });
  }

  async applyParseRequested(tx: FilesTransaction, e: TopicPayload<"parse.requested">): Promise<void> {
    await tx.changeLive(e.userId, e.fileId, { status: "processing" });
  }

  async applyJobFinished(tx: FilesTransaction, e: TopicPayload<"job.finished">): Promise<void> {
    if (e.status === "completed") {
      await tx.changeLive(e.userId, e.documentId, {
        status: "completed",
        processedData: e.result,
        completedAt: "now",
      });
    } else {
      await tx.changeLive(e.userId, e.documentId, { status: "failed" });
    }
  }
}
