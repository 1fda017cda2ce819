/** GET /files/{file_id}/download: the original bytes, streamed. */
import { Readable } from "node:stream";
import { Type } from "typebox";
import { attachmentDisposition } from "../../domain/disposition.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { jsonFailures } from "../../http/schemas/envelope.ts";
import { FileIdParams } from "../../http/schemas/files.ts";
import { fileIdOf } from "./file-id.ts";

/** The bytes, streamed as they are read from the blob store. */
const original = { schema: Type.Unsafe<Readable>({ type: "string", format: "binary" }) };

const schema = {
  tags: ["files"],
  operationId: "downloadFile",
  summary: "Download the original bytes",
  params: FileIdParams,
  security: [{ bearerAuth: [] }],
  response: {
    // Only the bytes are in the file's own type; every failure is a JSON body.
    200: {
      description: "The original file, with Content-Type, Content-Disposition and Content-Length",
      content: { "application/pdf": original, "image/png": original, "image/jpeg": original },
    },
    ...jsonFailures(404),
  },
};

export function downloadFileRoute(app: Api, { files }: RouteDeps): void {
  app.get("/files/:file_id/download", { schema }, async (req, reply) => {
    const { file, body } = await files.download(callerOf(req), fileIdOf(req.params.file_id));
    reply
      .header("content-type", file.mime)
      .header("content-length", String(file.size))
      .header("content-disposition", attachmentDisposition(file.filename))
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff");
    return reply.send(Readable.from(body, { objectMode: false }));
  });
}
