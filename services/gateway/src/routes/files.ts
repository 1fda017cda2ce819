/** Files: upload (current and legacy), list, get, download, delete. */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUuid, type FileStatus } from "@docintake/contracts";
import { invalid, notFound } from "@docintake/errors";
import { attachmentDisposition } from "../domain/disposition.ts";
import { requestHash, type StoredResponse } from "../domain/idempotency.ts";
import { fileRecord, fileRecordFull, legacyUploadedFile, ok, uploadedFile } from "../domain/present.ts";
import { awaitDetection, commitStaged, discardQuietly, stageParts, type UploadPart } from "../domain/upload.ts";
import { apiBaseUrl, callerOf, idempotencyKeyOf, routeKey, sendStored, type RouteDeps } from "../http/context.ts";
import {
  deleteFileSchema,
  downloadFileSchema,
  getFileSchema,
  legacyUploadSchema,
  listFilesSchema,
  uploadSchema,
} from "../http/schemas.ts";

/** Multipart bodies are read by the handler, part by part; fastify must not validate them. */
const skipBodyValidation = () => () => true;

/** A path id that is not a UUID cannot name a file: answer as for any absent file. */
function fileId(req: FastifyRequest<{ Params: { file_id: string } }>): string {
  const id = req.params.file_id;
  if (!isUuid(id)) throw notFound("file");
  return id.toLowerCase();
}

export function fileRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { config, files } = deps;
  const limits = { maxFiles: config.MAX_FILES, maxFileBytes: config.MAX_FILE_BYTES };

  async function upload(req: FastifyRequest, reply: FastifyReply, legacy: boolean): Promise<FastifyReply> {
    if (!req.isMultipart()) {
      throw invalid('expected a multipart/form-data body with file parts named "files"');
    }
    const caller = callerOf(req);
    const key = idempotencyKeyOf(req);
    const parts = req.parts({
      // One byte over the limit reaches the stage guard, which names the file; the service checks again.
      limits: {
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles + 1,
        fields: 100,
        parts: limits.maxFiles + 101,
      },
    }) as AsyncIterable<UploadPart>;
    const { staged, contentHash } = await stageParts(files, caller, parts, limits);

    let claimed = false;
    if (key !== null) {
      const route = routeKey(req);
      let claim;
      try {
        claim = await deps.idempotency.claim(caller.userId, key, route, requestHash(route, contentHash));
      } catch (err) {
        await discardQuietly(
          files,
          caller,
          staged.map((s) => s.stagingId),
        );
        throw err;
      }
      if (claim.kind === "replay") {
        await discardQuietly(
          files,
          caller,
          staged.map((s) => s.stagingId),
        );
        return sendStored(reply, claim.response, true);
      }
      claimed = true;
    }

    let response: StoredResponse;
    try {
      const stored = await commitStaged(files, caller, staged);
      if (legacy) {
        const base = apiBaseUrl(config, req);
        response = {
          statusCode: 200,
          body: ok({ files: stored.map((f) => legacyUploadedFile(f, base)), status: "done" }),
        };
      } else {
        const detected = await awaitDetection(files, caller, stored, config.UPLOAD_DETECTION_DEADLINE_MS, (err) =>
          req.log.warn({ err }, "could not wait for type detection; answering with type unknown"),
        );
        response = { statusCode: 200, body: ok({ files: detected.map(uploadedFile), status: "done" }) };
      }
    } catch (err) {
      if (claimed && key !== null) {
        // The request's own error is what the client needs; a key left claimed only holds up retries until it counts as abandoned.
        await deps.idempotency.release(caller.userId, key).catch((releaseErr: unknown) => {
          req.log.error(
            { err: releaseErr },
            "could not release the idempotency key; retries with it wait until the claim counts as abandoned",
          );
        });
      }
      throw err;
    }
    if (claimed && key !== null) {
      await deps.idempotency.complete(caller.userId, key, response).catch((err: unknown) => {
        req.log.error({ err }, "could not record the idempotent response");
      });
    }
    return sendStored(reply, response, false);
  }

  /** A refusal before the body was read to its end closes the connection: the rest of the body is not read. */
  async function uploadOrClose(req: FastifyRequest, reply: FastifyReply, legacy: boolean): Promise<FastifyReply> {
    try {
      return await upload(req, reply, legacy);
    } catch (err) {
      if (!req.raw.complete) reply.header("connection", "close");
      throw err;
    }
  }

  app.post(
    "/files/upload",
    { schema: { ...uploadSchema, operationId: "uploadFiles" }, validatorCompiler: skipBodyValidation },
    (req, reply) => uploadOrClose(req, reply, false),
  );

  app.post(
    "/parse/upload",
    { schema: { ...legacyUploadSchema, operationId: "uploadFilesLegacy" }, validatorCompiler: skipBodyValidation },
    (req, reply) => uploadOrClose(req, reply, true),
  );

  app.get<{ Querystring: { page: number; page_size: number; type?: string; status?: FileStatus } }>(
    "/files",
    { schema: { ...listFilesSchema, operationId: "listFiles" } },
    async (req) => {
      const { page, page_size: pageSize, type, status } = req.query;
      const result = await files.list(callerOf(req), {
        page,
        pageSize,
        ...(type !== undefined ? { type } : {}),
        ...(status !== undefined ? { status } : {}),
      });
      return ok({ files: result.files.map(fileRecord), page, page_size: pageSize, total: result.total });
    },
  );

  app.get<{ Params: { file_id: string } }>(
    "/files/:file_id",
    { schema: { ...getFileSchema, operationId: "getFile" } },
    async (req) => ok(fileRecordFull(await files.get(callerOf(req), fileId(req)))),
  );

  app.get<{ Params: { file_id: string } }>(
    "/files/:file_id/download",
    { schema: { ...downloadFileSchema, operationId: "downloadFile" } },
    async (req, reply) => {
      const { file, body } = await files.download(callerOf(req), fileId(req));
      reply
        .header("content-type", file.mime)
        .header("content-length", String(file.size))
        .header("content-disposition", attachmentDisposition(file.filename))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff");
      return reply.send(Readable.from(body, { objectMode: false }));
    },
  );

  app.delete<{ Params: { file_id: string } }>(
    "/files/:file_id",
    { schema: { ...deleteFileSchema, operationId: "deleteFile" } },
    async (req) => {
      const id = fileId(req);
      await files.remove(callerOf(req), id);
      return ok({ file_id: id, message: "file deleted" });
    },
  );
}
