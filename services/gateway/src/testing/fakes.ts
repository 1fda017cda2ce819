/** In-memory FilesApi, JobsApi and SchemasApi for the gateway's unit tests: behaviour as the contract describes. */
import { randomUUID } from "node:crypto";
import {
  MIME_BY_FORMAT,
  type Batch,
  type Caller,
  type CreateJobInput,
  type DocumentTypeName,
  type FileFormat,
  type FileListQuery,
  type FileRecord,
  type FilesApi,
  type Job,
  type JobKind,
  type JobsApi,
  type SchemaRecord,
  type SchemasApi,
  type StagedUpload,
} from "@docintake/contracts";
import { AppError, invalid, notFound } from "@docintake/errors";

function sniff(bytes: Buffer, filename: string): FileFormat | null {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "PDF";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "PNG";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return filename.toLowerCase().endsWith(".jpeg") ? "JPEG" : "JPG";
  }
  return null;
}

interface Staged {
  userId: string;
  filename: string;
  bytes: Buffer;
  format: FileFormat | null;
}

export class FakeFiles implements FilesApi {
  readonly staged = new Map<string, Staged>();
  readonly records = new Map<string, FileRecord & { bytes: Buffer }>();
  /** How long "detection" takes; the type it finds comes from the content ("INVOICE"/"STATEMENT" markers). */
  detectionMs = 5;
  maxFileBytes = 10 * 1024 * 1024;
  discarded: string[] = [];
  commits = 0;

  async stage(caller: Caller, meta: { filename: string }, body: AsyncIterable<Uint8Array>): Promise<StagedUpload> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of body) {
      size += c.byteLength;
      if (size > this.maxFileBytes) throw new AppError("PAYLOAD_TOO_LARGE", `file "${meta.filename}" too large`);
      chunks.push(Buffer.from(c));
    }
    const bytes = Buffer.concat(chunks);
    const stagingId = randomUUID();
    const format = sniff(bytes, meta.filename);
    this.staged.set(stagingId, { userId: caller.userId, filename: meta.filename, bytes, format });
    return { stagingId, filename: meta.filename, format: format ?? "PDF", size: bytes.length };
  }

  async commit(caller: Caller, stagingIds: string[]): Promise<FileRecord[]> {
    const items = stagingIds.map((id) => {
      const s = this.staged.get(id);
      if (!s || s.userId !== caller.userId) throw notFound("staged file");
      return s;
    });
    for (const s of items) {
      if (!s.format) throw new AppError("UNSUPPORTED_FILE_TYPE", `file "${s.filename}" is not a supported type`);
      if (s.bytes.includes("CORRUPT")) throw new AppError("UNPROCESSABLE_DOCUMENT", `file "${s.filename}" is corrupt`);
    }
    this.commits++;
    const now = Date.now();
    const out: FileRecord[] = [];
    for (const [i, s] of items.entries()) {
      this.staged.delete(stagingIds[i]!);
      const rec = {
        id: randomUUID(),
        userId: caller.userId,
        filename: s.filename,
        fileId: `${now}_${s.filename}`,
        type: "unknown" as const,
        typeReason: null,
        status: "pending" as const,
        size: s.bytes.length,
        format: s.format!,
        mime: MIME_BY_FORMAT[s.format!],
        pageCount: 1,
        createdAt: new Date(now + i).toISOString(),
        completedAt: null,
        bytes: s.bytes,
      };
      this.records.set(rec.id, rec);
      const detected = s.bytes.includes("STATEMENT")
        ? "bank_statement"
        : s.bytes.includes("INVOICE")
          ? "invoice"
          : "other";
      if (this.detectionMs >= 0) {
        setTimeout(() => {
          const r = this.records.get(rec.id);
          if (r) r.type = detected;
        }, this.detectionMs);
      }
      const { bytes: _bytes, ...pub } = rec;
      out.push(pub);
    }
    return out;
  }

  /** Documents whose sealed passwords jobs kept: the fake's documents never need one. */
  async keepSecret(
    caller: Caller,
    input: { documentId: string; jobId: string; sealedSecret: string },
  ): Promise<boolean> {
    await this.get(caller, input.documentId);
    return false;
  }

  async forgetSecret(_caller: Caller, _jobId: string): Promise<void> {}

  async discard(_caller: Caller, stagingIds: string[]): Promise<void> {
    for (const id of stagingIds) this.staged.delete(id);
    this.discarded.push(...stagingIds);
  }

  private own(caller: Caller, id: string) {
    const r = this.records.get(id);
    if (!r || r.userId !== caller.userId || r.status === "deleted") throw notFound("file");
    return r;
  }

  async list(caller: Caller, q: FileListQuery): Promise<{ files: FileRecord[]; total: number }> {
    const all = [...this.records.values()]
      .filter((r) => r.userId === caller.userId)
      .filter((r) => (q.status ? r.status === q.status : r.status !== "deleted"))
      .filter((r) => (q.type ? r.type === q.type : true))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const page = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map(({ bytes: _b, ...f }) => f);
    return { files: page, total: all.length };
  }

  async get(caller: Caller, id: string): Promise<FileRecord> {
    const { bytes: _b, ...f } = this.own(caller, id);
    return f;
  }

  async awaitTypes(caller: Caller, ids: string[], waitMs: number): Promise<Record<string, DocumentTypeName>> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const types: Record<string, DocumentTypeName> = {};
      for (const id of ids) {
        const r = this.records.get(id);
        if (r && r.userId === caller.userId) types[id] = r.type;
      }
      const left = deadline - Date.now();
      if (Object.values(types).every((t) => t !== "unknown") || left <= 0) return types;
      await new Promise((r) => setTimeout(r, Math.min(left, 5)));
    }
  }

  async download(caller: Caller, id: string): Promise<{ file: FileRecord; body: AsyncIterable<Uint8Array> }> {
    const { bytes, ...file } = this.own(caller, id);
    return {
      file,
      body: (async function* () {
        yield bytes.subarray(0, 3);
        yield bytes.subarray(3);
      })(),
    };
  }

  async remove(caller: Caller, id: string): Promise<void> {
    this.own(caller, id).status = "deleted";
  }
}

export class FakeJobs implements JobsApi {
  readonly jobs = new Map<string, Job>();
  readonly batches = new Map<string, Batch & { userId: string }>();
  files: FakeFiles;
  failNext: Error | null = null;

  constructor(files: FakeFiles) {
    this.files = files;
  }

  private makeJob(caller: Caller, kind: JobKind, documentId: string, extra: Partial<Job>): Job {
    const file = this.files.records.get(documentId);
    if (!file || file.userId !== caller.userId || file.status === "deleted") throw notFound("document");
    const now = new Date().toISOString();
    return {
      id: `job_${randomUUID().replace(/-/g, "")}`,
      userId: caller.userId,
      documentId,
      batchId: null,
      callback: null,
      kind,
      status: "pending",
      fileId: file.fileId,
      progress: 0,
      result: null,
      extraction: null,
      error: null,
      errorCode: null,
      callbackUrl: null,
      schemaId: null,
      createdAt: now,
      updatedAt: now,
      ...extra,
    };
  }

  async create(caller: Caller, input: CreateJobInput): Promise<Job> {
    if (this.failNext) {
      const e = this.failNext;
      this.failNext = null;
      throw e;
    }
    let kind: JobKind;
    if (input.route === "auto") {
      const file = this.files.records.get(input.documentId);
      if (!file || file.userId !== caller.userId) throw notFound("document");
      if (file.type !== "invoice" && file.type !== "bank_statement") {
        throw new AppError("UNPROCESSABLE_DOCUMENT", `no parser for documents of type ${file.type}`);
      }
      kind = file.type;
    } else {
      kind = input.route;
    }
    const job = this.makeJob(caller, kind, input.documentId, {
      callbackUrl: input.callbackUrl ?? null,
      schemaId: input.schemaId ?? null,
    });
    this.jobs.set(job.id, job);
    return job;
  }

  async createBatch(
    caller: Caller,
    input: { kind: JobKind; documentIds: string[]; callbackUrl?: string; schemaId?: string },
  ): Promise<Batch> {
    if (new Set(input.documentIds).size !== input.documentIds.length) throw invalid("duplicate document");
    const batchId = `batch_${randomUUID().replace(/-/g, "")}`;
    const jobs = input.documentIds.map((d) => this.makeJob(caller, input.kind, d, { batchId }));
    for (const j of jobs) this.jobs.set(j.id, j);
    const now = new Date().toISOString();
    const batch = {
      id: batchId,
      userId: caller.userId,
      kind: input.kind,
      status: "pending" as const,
      jobIds: jobs.map((j) => j.id),
      counts: { pending: jobs.length, processing: 0, completed: 0, failed: 0 },
      createdAt: now,
      updatedAt: now,
    };
    this.batches.set(batchId, batch);
    const { userId: _u, ...pub } = batch;
    return pub;
  }

  async get(caller: Caller, jobId: string, kind?: JobKind): Promise<Job> {
    const j = this.jobs.get(jobId);
    if (!j || j.userId !== caller.userId || (kind && j.kind !== kind)) throw notFound("job");
    return j;
  }

  async getBatch(caller: Caller, batchId: string, kind: JobKind): Promise<Batch> {
    const b = this.batches.get(batchId);
    if (!b || b.userId !== caller.userId || b.kind !== kind) throw notFound("batch");
    const { userId: _u, ...pub } = b;
    return pub;
  }
}

export class FakeSchemas implements SchemasApi {
  readonly schemas = new Map<string, SchemaRecord>();

  async create(
    caller: Caller,
    input: { name: string; type: JobKind; description?: string; definition: Record<string, unknown> },
  ): Promise<SchemaRecord> {
    for (const s of this.schemas.values()) {
      if (s.userId === caller.userId && s.name === input.name) {
        throw new AppError("SCHEMA_NAME_TAKEN", `a schema named "${input.name}" already exists`);
      }
    }
    const now = new Date().toISOString();
    const rec: SchemaRecord = {
      id: randomUUID(),
      userId: caller.userId,
      name: input.name,
      type: input.type,
      description: input.description ?? null,
      definition: input.definition,
      version: 1,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    };
    this.schemas.set(rec.id, rec);
    return rec;
  }

  async list(
    caller: Caller,
    q: { page: number; pageSize: number; type?: JobKind },
  ): Promise<{ schemas: SchemaRecord[]; total: number }> {
    const all = [...this.schemas.values()].filter((s) => s.userId === caller.userId && (!q.type || s.type === q.type));
    return { schemas: all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize), total: all.length };
  }

  async get(caller: Caller, id: string): Promise<SchemaRecord> {
    const s = this.schemas.get(id);
    if (!s || s.userId !== caller.userId) throw notFound("schema");
    return s;
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.get(caller, id);
    this.schemas.delete(id);
  }
}
