import type * as grpcTypes from "@grpc/grpc-js";
import type {
  Caller,
  DocumentTypeName,
  FileFormat,
  FileListQuery,
  CommitOptions,
  FileRecord,
  FileStatus,
  FilesApi,
  StagedUpload,
  TypeReason,
} from "../domain.ts";
import { TYPE_REASONS } from "../domain.ts";
import { PAGE_SIZE } from "../limits.ts";
import type { File as FileMsg } from "../generated/docintake/v1/File.ts";
import type { FilesServiceClient, FilesServiceHandlers } from "../generated/docintake/v1/FilesService.ts";
import type { StageChunk } from "../generated/docintake/v1/StageChunk.ts";
import type { DownloadChunk } from "../generated/docintake/v1/DownloadChunk.ts";
import { AppError } from "@docintake/errors";
import {
  callerFrom,
  callerMetadata,
  channelOptions,
  fromServiceError,
  grpc,
  invoke,
  protoPackage,
  toServiceError,
  unary,
  type ServerHooks,
} from "./core.ts";

export function fileToMessage(f: FileRecord): FileMsg {
  return {
    id: f.id,
    userId: f.userId,
    filename: f.filename,
    fileId: f.fileId,
    type: f.type,
    status: f.status,
    size: f.size,
    format: f.format,
    mime: f.mime,
    pageCount: f.pageCount,
    typeReason: f.typeReason ?? "",
    createdAt: f.createdAt,
    completedAt: f.completedAt ?? "",
    processedDataJson: f.processedData === undefined ? "" : JSON.stringify(f.processedData),
  };
}

export function fileFromMessage(m: FileMsg): FileRecord {
  const rec: FileRecord = {
    id: m.id,
    userId: m.userId,
    filename: m.filename,
    fileId: m.fileId,
    type: m.type as DocumentTypeName,
    status: m.status as FileStatus,
    size: Number(m.size),
    format: m.format as FileFormat,
    mime: m.mime,
    pageCount: m.pageCount,
    typeReason: (TYPE_REASONS as readonly string[]).includes(m.typeReason) ? (m.typeReason as TypeReason) : null,
    createdAt: m.createdAt,
    completedAt: m.completedAt || null,
  };
  if (m.processedDataJson) rec.processedData = JSON.parse(m.processedDataJson);
  return rec;
}

export function filesHandlers(api: FilesApi, hooks: ServerHooks = {}): FilesServiceHandlers {
  return {
    Stage: (call, callback) => {
      let caller: Caller;
      try {
        caller = callerFrom(call.metadata);
      } catch (err) {
        callback(toServiceError(err));
        return;
      }
      // The first chunk names the file; the body is the rest of the stream, consumed lazily so bytes flow through.
      const iterator = (call as AsyncIterable<StageChunk>)[Symbol.asyncIterator]();
      const run = async (): Promise<StagedUpload> => {
        const first = await iterator.next();
        if (first.done || first.value.part !== "filename")
          throw new AppError("INVALID_REQUEST", "stage stream must start with the file name");
        const filename = first.value.filename ?? "";
        const body: AsyncIterable<Uint8Array> = {
          async *[Symbol.asyncIterator]() {
            for (;;) {
              const n = await iterator.next();
              if (n.done) return;
              if (n.value.data) yield n.value.data;
            }
          },
        };
        return api.stage(caller, { filename }, body);
      };
      const wrapped = hooks.around ? hooks.around("Files.Stage", call.metadata, run) : run();
      wrapped.then(
        (r) => callback(null, r),
        (err: unknown) => callback(toServiceError(err, hooks.onUnexpected)),
      );
    },
    Commit: unary(
      "Files.Commit",
      async (c, req) => {
        const files = await api.commit(c, req.stagingIds, {
          ...(req.requestKey ? { requestKey: req.requestKey } : {}),
          ...(req.sealedSecret ? { sealedSecret: req.sealedSecret } : {}),
        });
        return { files: files.map(fileToMessage), total: files.length };
      },
      hooks,
    ),
    Discard: unary(
      "Files.Discard",
      async (c, req) => {
        await api.discard(c, req.stagingIds);
        return {};
      },
      hooks,
    ),
    List: unary(
      "Files.List",
      async (c, req) => {
        const q: FileListQuery = { page: req.page?.page ?? 1, pageSize: req.page?.pageSize ?? PAGE_SIZE.default };
        if (req.type) q.type = req.type;
        if (req.status) q.status = req.status as FileStatus;
        const { files, total } = await api.list(c, q);
        return { files: files.map(fileToMessage), total };
      },
      hooks,
    ),
    Get: unary("Files.Get", async (c, req) => fileToMessage(await api.get(c, req.id)), hooks),
    AwaitTypes: unary(
      "Files.AwaitTypes",
      async (c, req) => ({ types: await api.awaitTypes(c, req.ids, Math.max(0, req.waitMs)) }),
      hooks,
    ),
    KeepSecret: unary(
      "Files.KeepSecret",
      async (c, req) => ({
        kept: await api.keepSecret(c, { documentId: req.documentId, jobId: req.jobId, sealedSecret: req.sealedSecret }),
      }),
      hooks,
    ),
    ForgetSecret: unary(
      "Files.ForgetSecret",
      async (c, req) => {
        await api.forgetSecret(c, req.jobId);
        return {};
      },
      hooks,
    ),
    Remove: unary(
      "Files.Remove",
      async (c, req) => {
        await api.remove(c, req.id);
        return {};
      },
      hooks,
    ),
    Download: (call) => {
      const run = async () => {
        const caller = callerFrom(call.metadata);
        const { file, body } = await api.download(caller, call.request.id);
        if (!call.write({ file: fileToMessage(file) })) await waitDrain(call);
        for await (const chunk of body) {
          if (call.cancelled) return;
          if (!call.write({ data: Buffer.from(chunk) })) await waitDrain(call);
        }
        call.end();
      };
      const wrapped = hooks.around ? hooks.around("Files.Download", call.metadata, run) : run();
      // grpc-js turns an "error" event on a server stream into the call's status; destroy() would leave the client waiting.
      wrapped.catch((err: unknown) => call.emit("error", toServiceError(err, hooks.onUnexpected)));
    },
  };
}

function waitDrain(stream: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => stream.once("drain", () => resolve()));
}

const STAGE_CHUNK = 256 * 1024;

/** FilesApi over gRPC: what the gateway and the jobs service use in a distributed deployment. */
export class FilesClient implements FilesApi {
  private readonly client: FilesServiceClient;
  private readonly trace: () => Record<string, string>;
  constructor(address: string, trace: () => Record<string, string> = () => ({})) {
    const Ctor = protoPackage().docintake.v1.FilesService;
    this.client = new Ctor(address, grpc.credentials.createInsecure(), channelOptions());
    this.trace = trace;
  }
  private md(caller: Caller): grpcTypes.Metadata {
    return callerMetadata(caller, this.trace());
  }
  stage(caller: Caller, meta: { filename: string }, body: AsyncIterable<Uint8Array>): Promise<StagedUpload> {
    return new Promise<StagedUpload>((resolve, reject) => {
      const call = this.client.Stage(this.md(caller), (err, res) => {
        if (err) reject(fromServiceError(err));
        else resolve({ ...(res as StagedUpload), size: Number(res?.size ?? 0) });
      });
      const pump = async () => {
        call.write({ filename: meta.filename });
        for await (const chunk of body) {
          for (let o = 0; o < chunk.byteLength; o += STAGE_CHUNK) {
            if (!call.write({ data: chunk.subarray(o, o + STAGE_CHUNK) })) await waitDrain(call);
          }
        }
        call.end();
      };
      pump().catch((err: unknown) => {
        call.cancel();
        reject(err);
      });
    });
  }
  async commit(caller: Caller, stagingIds: string[], opts: CommitOptions = {}): Promise<FileRecord[]> {
    const res = await invoke<{ files: FileMsg[] }>(
      (md, o, cb) =>
        this.client.Commit(
          { stagingIds, requestKey: opts.requestKey ?? "", sealedSecret: opts.sealedSecret ?? "" },
          md,
          o,
          cb,
        ),
      this.md(caller),
      120_000,
    );
    return res.files.map(fileFromMessage);
  }
  async discard(caller: Caller, stagingIds: string[]): Promise<void> {
    await invoke((md, o, cb) => this.client.Discard({ stagingIds }, md, o, cb), this.md(caller));
  }
  async list(caller: Caller, q: FileListQuery): Promise<{ files: FileRecord[]; total: number }> {
    const res = await invoke<{ files: FileMsg[]; total: number }>(
      (md, o, cb) =>
        this.client.List(
          { page: { page: q.page, pageSize: q.pageSize }, type: q.type ?? "", status: q.status ?? "" },
          md,
          o,
          cb,
        ),
      this.md(caller),
    );
    return { files: res.files.map(fileFromMessage), total: Number(res.total) };
  }
  async get(caller: Caller, id: string): Promise<FileRecord> {
    return fileFromMessage(await invoke<FileMsg>((md, o, cb) => this.client.Get({ id }, md, o, cb), this.md(caller)));
  }
  async awaitTypes(caller: Caller, ids: string[], waitMs: number): Promise<Record<string, DocumentTypeName>> {
    const res = await invoke<{ types: Record<string, string> }>(
      (md, o, cb) => this.client.AwaitTypes({ ids, waitMs }, md, o, cb),
      this.md(caller),
      // The call itself may wait that long; the deadline leaves room for the answer.
      waitMs + 10_000,
    );
    return res.types as Record<string, DocumentTypeName>;
  }
  async remove(caller: Caller, id: string): Promise<void> {
    await invoke((md, o, cb) => this.client.Remove({ id }, md, o, cb), this.md(caller));
  }
  async keepSecret(
    caller: Caller,
    input: { documentId: string; jobId: string; sealedSecret: string },
  ): Promise<boolean> {
    const res = await invoke<{ kept: boolean }>(
      (md, o, cb) => this.client.KeepSecret(input, md, o, cb),
      this.md(caller),
      // Opening the document with each password the hints make may take a while.
      60_000,
    );
    return res.kept;
  }
  async forgetSecret(caller: Caller, jobId: string): Promise<void> {
    await invoke((md, o, cb) => this.client.ForgetSecret({ jobId }, md, o, cb), this.md(caller));
  }
  async download(caller: Caller, id: string): Promise<{ file: FileRecord; body: AsyncIterable<Uint8Array> }> {
    const stream = this.client.Download({ id }, this.md(caller));
    const iterator = (stream as AsyncIterable<DownloadChunk>)[Symbol.asyncIterator]();
    let first: IteratorResult<DownloadChunk>;
    try {
      first = await iterator.next();
    } catch (err) {
      throw fromServiceError(err);
    }
    if (first.done || !first.value.file) throw new AppError("INTERNAL", "download stream carried no file record");
    const body: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          let n: IteratorResult<DownloadChunk>;
          try {
            n = await iterator.next();
          } catch (err) {
            throw fromServiceError(err);
          }
          if (n.done) return;
          if (n.value.data) yield n.value.data;
        }
      },
    };
    return { file: fileFromMessage(first.value.file), body };
  }
  close(): void {
    this.client.close();
  }
}
