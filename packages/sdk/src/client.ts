/**
 * The typed client: every operation of the API through openapi-fetch on the generated types (`client.api`), and
 * the helpers most callers need: upload, parse, waitForJob, parseFile, files, schemas.
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import { DocIntakeConnectionError, DocIntakeError, JobFailedError, retryAfterMs, type ErrorCode } from "./errors.ts";
import type { paths } from "./generated/openapi.ts";
import type {
  CreateSchemaBody,
  DocumentKind,
  ExportFormat,
  FileList,
  FileListQuery,
  FileRecord,
  JobCreated,
  JobStatus,
  SchemaList,
  SchemaListQuery,
  SchemaRecord,
  UploadedFile,
} from "./types.ts";
import { chunks, multipartBody, namedBlobs, type UploadInput, type UploadProgress } from "./upload.ts";
import { backoff, sleep, type Backoff } from "./wait.ts";

export interface ClientOptions {
  /** The service's address: its origin (`http://127.0.0.1:8080`) or its API base (`…/api/v1`). */
  baseUrl: string;
  /** An API key (`dik_…`) or a JWT. */
  apiKey: string;
  /** Another fetch (tests, proxies). */
  fetch?: typeof globalThis.fetch;
  /** Times a GET answered 429 or 503 is tried again, after Retry-After (default 3). */
  retries?: number;
}

export interface ParseOptions {
  /** `invoice`, `bank_statement`, or `auto` (default): the service routes the document by its detected type. */
  type?: DocumentKind | "auto";
  callbackUrl?: string;
  idempotencyKey?: string;
  /** A parsing schema whose fields are extracted too (`custom_fields`). */
  schemaId?: string;
  signal?: AbortSignal;
}

export interface WaitOptions extends Backoff {
  /** Called with each status that differs from the one before (status or progress). */
  onProgress?: (job: JobStatus) => void;
  signal?: AbortSignal;
  /** Gives up after this long (ms), with a TimeoutError. */
  timeoutMs?: number;
}

export interface UploadOptions {
  idempotencyKey?: string;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

const TERMINAL = new Set(["completed", "failed"]);
const trimBase = (url: string) => url.replace(/\/+$/, "").replace(/\/api\/v1$/, "");

interface FailureBody {
  error?: string;
  code?: ErrorCode;
}

/** The API's failure as a DocIntakeError. */
async function failure(response: Response, body?: unknown): Promise<DocIntakeError> {
  let b = body as FailureBody | undefined;
  if (b === undefined) b = (await response.json().catch(() => ({}))) as FailureBody;
  return new DocIntakeError(b.error ?? `HTTP ${response.status}`, {
    status: response.status,
    code: b.code ?? (response.status >= 500 ? "INTERNAL" : "INVALID_REQUEST"),
    requestId: response.headers.get("x-request-id") ?? undefined,
    retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
  });
}

/** GETs answered 429 or 503 are asked again after Retry-After; a connection failure becomes a typed error. */
function resilientFetch(base: typeof fetch, retries: number): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await base(input, init);
      } catch (err) {
        if ((err as Error)?.name === "AbortError" || (err as Error)?.name === "TimeoutError") throw err;
        const url = input instanceof Request ? input.url : String(input);
        throw new DocIntakeConnectionError(`could not reach ${new URL(url).origin}: ${(err as Error).message}`, {
          cause: err,
        });
      }
      const method = (input instanceof Request ? input.method : init?.method) ?? "GET";
      if (method !== "GET" || ![429, 503].includes(res.status) || attempt >= retries) return res;
      await res.arrayBuffer();
      await sleep(Math.min(retryAfterMs(res.headers.get("retry-after")) ?? 1000, 30_000));
    }
  };
}

export class DocIntake {
  /** Every operation of the OpenAPI document, typed (openapi-fetch). */
  readonly api: Client<paths>;
  readonly baseUrl: string;

  constructor(options: ClientOptions) {
    this.baseUrl = trimBase(options.baseUrl);
    const fetchImpl = resilientFetch(options.fetch ?? globalThis.fetch, options.retries ?? 3);
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: { authorization: `Bearer ${options.apiKey}` },
      fetch: (req: Request) => fetchImpl(req),
    });
    const typedErrors: Middleware = {
      async onResponse({ response }) {
        if (!response.ok) throw await failure(response.clone());
        return undefined;
      },
    };
    this.api.use(typedErrors);
  }

  /**
   * Uploads files (paths, buffers, Blobs, streams), up to 50 a request, and returns each one's doc_id and detected
   * type, in order. `onProgress` counts the bytes sent over all requests.
   */
  async upload(files: UploadInput | readonly UploadInput[], options: UploadOptions = {}): Promise<UploadedFile[]> {
    const blobs = await namedBlobs(Array.isArray(files) ? files : [files as UploadInput]);
    if (blobs.length === 0) return [];
    const totalBytes = blobs.reduce((n, f) => n + f.blob.size, 0);
    let doneBytes = 0;
    const out: UploadedFile[] = [];
    for (const [i, group] of chunks(blobs).entries()) {
      const groupBytes = group.reduce((n, f) => n + f.blob.size, 0);
      const { body, contentType } = multipartBody(group, (p) =>
        options.onProgress?.({
          sentBytes: doneBytes + Math.round((p.sentBytes / p.totalBytes) * groupBytes),
          totalBytes,
        }),
      );
      const key = options.idempotencyKey && (i === 0 ? options.idempotencyKey : `${options.idempotencyKey}-${i}`);
      const { data } = await this.api.POST("/api/v1/files/upload", {
        body: { files: [] },
        bodySerializer: () => body,
        headers: { "content-type": contentType, ...(key ? { "idempotency-key": key } : {}) },
        duplex: "half",
        ...(options.signal ? { signal: options.signal } : {}),
      } as never);
      out.push(...(data as unknown as { data: { files: UploadedFile[] } }).data.files);
      doneBytes += groupBytes;
    }
    return out;
  }

  /** Starts a parse job for an uploaded document. */
  async parse(documentId: string, options: ParseOptions = {}): Promise<JobCreated> {
    const body = {
      document_id: documentId,
      ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
      ...(options.schemaId ? { schema_id: options.schemaId } : {}),
    };
    const init = {
      body,
      params: { header: options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {} },
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const type = options.type ?? "auto";
    const path =
      type === "invoice"
        ? "/api/v1/parse/invoices"
        : type === "bank_statement"
          ? "/api/v1/parse/statements"
          : "/api/v1/parse";
    const { data } = await this.api.POST(path, init as never);
    return (data as unknown as { data: JobCreated }).data;
  }

  /** A job's status and, once completed, its result and extraction metadata. */
  async getJob(jobId: string, signal?: AbortSignal): Promise<JobStatus> {
    const { data } = await this.api.GET("/api/v1/parse/{job_id}", {
      params: { path: { job_id: jobId } },
      ...(signal ? { signal } : {}),
    });
    return data!.data;
  }

  /** Polls a job with backoff until it completes or fails; returns its last status (a failed one too). */
  async waitForJob(jobId: string, options: WaitOptions = {}): Promise<JobStatus> {
    const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined];
    const signal = AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
    const waits = backoff(options);
    let seen = "";
    for (;;) {
      const job = await this.getJob(jobId, signal);
      const state = `${job.status}:${job.progress}`;
      if (state !== seen) {
        if (seen !== "") waits.reset();
        seen = state;
        options.onProgress?.(job);
      }
      if (TERMINAL.has(job.status)) return job;
      await sleep(waits.next(), signal);
    }
  }

  /**
   * Upload, parse and wait in one call: the document is parsed as the type the service detected (or `type`).
   * Throws JobFailedError when the job fails.
   */
  async parseFile(
    file: UploadInput,
    options: ParseOptions & Omit<WaitOptions, "signal"> = {},
  ): Promise<{ file: UploadedFile; job: JobStatus }> {
    const [uploaded] = await this.upload([file], options.signal ? { signal: options.signal } : {});
    const detected = uploaded!.type === "invoice" || uploaded!.type === "bank_statement" ? uploaded!.type : "auto";
    const created = await this.parse(uploaded!.doc_id, { ...options, type: options.type ?? detected });
    const job = await this.waitForJob(created.job_id, options);
    if (job.status === "failed") throw new JobFailedError(job);
    return { file: uploaded!, job };
  }

  /**
   * A completed statement's transactions as a file: `csv`, `ofx` or `xlsx`, as a Response to stream (`body`) or
   * read whole (`arrayBuffer()`); its Content-Disposition names the file. A job not completed throws
   * DocIntakeError with code JOB_NOT_COMPLETED.
   */
  async exportStatement(jobId: string, format: ExportFormat, signal?: AbortSignal): Promise<Response> {
    const { response } = await this.api.GET("/api/v1/parse/statements/{job_id}/export", {
      params: { path: { job_id: jobId }, query: { format } },
      parseAs: "stream",
      ...(signal ? { signal } : {}),
    });
    return response;
  }

  readonly files = {
    list: async (query: Partial<FileListQuery> = {}): Promise<FileList> =>
      (await this.api.GET("/api/v1/files", { params: { query: query as FileListQuery } })).data!.data,
    get: async (fileId: string): Promise<FileRecord> =>
      (await this.api.GET("/api/v1/files/{file_id}", { params: { path: { file_id: fileId } } })).data!.data,
    /** The original bytes, as a Response to stream (`body`) or read whole (`arrayBuffer()`). */
    download: async (fileId: string): Promise<Response> =>
      (
        await this.api.GET("/api/v1/files/{file_id}/download", {
          params: { path: { file_id: fileId } },
          parseAs: "stream",
        })
      ).response,
    remove: async (fileId: string): Promise<{ file_id: string; message: string }> =>
      (await this.api.DELETE("/api/v1/files/{file_id}", { params: { path: { file_id: fileId } } })).data!.data,
  };

  readonly schemas = {
    list: async (query: Partial<SchemaListQuery> = {}): Promise<SchemaList> =>
      (await this.api.GET("/api/v1/schemas/list", { params: { query: query as SchemaListQuery } })).data!.data,
    create: async (body: CreateSchemaBody, idempotencyKey?: string): Promise<SchemaRecord> =>
      (
        await this.api.POST("/api/v1/schemas", {
          body,
          params: { header: idempotencyKey ? { "idempotency-key": idempotencyKey } : {} },
        })
      ).data!.data,
    get: async (schemaId: string): Promise<SchemaRecord> =>
      (await this.api.GET("/api/v1/schemas/id/{schema_id}", { params: { path: { schema_id: schemaId } } })).data!.data,
    remove: async (schemaId: string): Promise<{ message: string }> =>
      (await this.api.DELETE("/api/v1/schemas/id/{schema_id}", { params: { path: { schema_id: schemaId } } })).data!
        .data,
  };
}
