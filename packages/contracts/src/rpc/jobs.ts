import type { Batch, BatchStatus, Caller, CreateJobInput, Job, JobKind, JobStatus, JobsApi } from "../domain.ts";
import type { Job as JobMsg } from "../generated/docintake/v1/Job.ts";
import type { Batch as BatchMsg } from "../generated/docintake/v1/Batch.ts";
import type { JobsServiceClient, JobsServiceHandlers } from "../generated/docintake/v1/JobsService.ts";
import { callerMetadata, channelOptions, grpc, invoke, protoPackage, unary, type ServerHooks } from "./core.ts";

const json = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));
const unjson = (s: string) => (s ? (JSON.parse(s) as Record<string, unknown>) : null);

export function jobToMessage(j: Job): JobMsg {
  return {
    id: j.id,
    userId: j.userId,
    documentId: j.documentId,
    batchId: j.batchId ?? "",
    kind: j.kind,
    status: j.status,
    fileId: j.fileId,
    progress: j.progress,
    resultJson: json(j.result),
    extractionJson: json(j.extraction),
    error: j.error ?? "",
    errorCode: j.errorCode ?? "",
    callbackUrl: j.callbackUrl ?? "",
    schemaId: j.schemaId ?? "",
    createdAt: j.createdAt,
    updatedAt: j.updatedAt,
    callbackStatus: j.callback?.status ?? "",
    callbackAttempts: j.callback?.attempts ?? 0,
    callbackError: j.callback?.lastError ?? "",
  };
}

export function jobFromMessage(m: JobMsg): Job {
  return {
    id: m.id,
    userId: m.userId,
    documentId: m.documentId,
    batchId: m.batchId || null,
    kind: m.kind as JobKind,
    status: m.status as JobStatus,
    fileId: m.fileId,
    progress: m.progress,
    result: unjson(m.resultJson),
    extraction: unjson(m.extractionJson),
    error: m.error || null,
    errorCode: m.errorCode || null,
    callbackUrl: m.callbackUrl || null,
    schemaId: m.schemaId || null,
    callback:
      m.callbackStatus === "delivered" || m.callbackStatus === "dead"
        ? { status: m.callbackStatus, attempts: m.callbackAttempts, lastError: m.callbackError || null }
        : null,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

export function batchToMessage(b: Batch): BatchMsg {
  return { ...b, counts: b.counts };
}

export function batchFromMessage(m: BatchMsg): Batch {
  return {
    id: m.id,
    kind: m.kind as JobKind,
    status: m.status as BatchStatus,
    jobIds: m.jobIds,
    counts: m.counts ?? { pending: 0, processing: 0, completed: 0, failed: 0 },
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

const opt = (s: string) => (s ? s : undefined);

export function jobsHandlers(api: JobsApi, hooks: ServerHooks = {}): JobsServiceHandlers {
  return {
    Create: unary(
      "Jobs.Create",
      async (c, r) => {
        const input: CreateJobInput = { route: r.route as CreateJobInput["route"], documentId: r.documentId };
        if (r.callbackUrl) input.callbackUrl = r.callbackUrl;
        if (r.schemaId) input.schemaId = r.schemaId;
        if (r.requestKey) input.requestKey = r.requestKey;
        if (r.sealedSecret) input.sealedSecret = r.sealedSecret;
        return jobToMessage(await api.create(c, input));
      },
      hooks,
    ),
    CreateBatch: unary(
      "Jobs.CreateBatch",
      async (c, r) => {
        const input: Parameters<JobsApi["createBatch"]>[1] = { kind: r.kind as JobKind, documentIds: r.documentIds };
        if (r.callbackUrl) input.callbackUrl = r.callbackUrl;
        if (r.schemaId) input.schemaId = r.schemaId;
        if (r.requestKey) input.requestKey = r.requestKey;
        if (r.sealedSecret) input.sealedSecret = r.sealedSecret;
        return batchToMessage(await api.createBatch(c, input));
      },
      hooks,
    ),
    Get: unary(
      "Jobs.Get",
      async (c, r) => jobToMessage(await api.get(c, r.jobId, opt(r.kind) as JobKind | undefined)),
      hooks,
    ),
    GetBatch: unary(
      "Jobs.GetBatch",
      async (c, r) => batchToMessage(await api.getBatch(c, r.batchId, r.kind as JobKind)),
      hooks,
    ),
  };
}

export class JobsClient implements JobsApi {
  private readonly client: JobsServiceClient;
  private readonly trace: () => Record<string, string>;
  constructor(address: string, trace: () => Record<string, string> = () => ({})) {
    const Ctor = protoPackage().docintake.v1.JobsService;
    this.client = new Ctor(address, grpc.credentials.createInsecure(), channelOptions());
    this.trace = trace;
  }
  async create(caller: Caller, input: CreateJobInput): Promise<Job> {
    const req = {
      route: input.route,
      documentId: input.documentId,
      callbackUrl: input.callbackUrl ?? "",
      schemaId: input.schemaId ?? "",
      requestKey: input.requestKey ?? "",
      sealedSecret: input.sealedSecret ?? "",
    };
    const md = callerMetadata(caller, this.trace());
    return jobFromMessage(await invoke<JobMsg>((m, o, cb) => this.client.Create(req, m, o, cb), md));
  }
  async createBatch(caller: Caller, input: Parameters<JobsApi["createBatch"]>[1]): Promise<Batch> {
    const req = {
      ...input,
      callbackUrl: input.callbackUrl ?? "",
      schemaId: input.schemaId ?? "",
      requestKey: input.requestKey ?? "",
      sealedSecret: input.sealedSecret ?? "",
    };
    const md = callerMetadata(caller, this.trace());
    return batchFromMessage(await invoke<BatchMsg>((m, o, cb) => this.client.CreateBatch(req, m, o, cb), md));
  }
  async get(caller: Caller, jobId: string, kind?: JobKind): Promise<Job> {
    const md = callerMetadata(caller, this.trace());
    return jobFromMessage(
      await invoke<JobMsg>((m, o, cb) => this.client.Get({ jobId, kind: kind ?? "" }, m, o, cb), md),
    );
  }
  async getBatch(caller: Caller, batchId: string, kind: JobKind): Promise<Batch> {
    const md = callerMetadata(caller, this.trace());
    return batchFromMessage(
      await invoke<BatchMsg>((m, o, cb) => this.client.GetBatch({ batchId, kind }, m, o, cb), md),
    );
  }
  close(): void {
    this.client.close();
  }
}
