/** DELETE /files/{file_id}: the bytes and results go; a tombstone with status deleted stays. */
import { Type } from "typebox";
import { ok } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { FileIdParams } from "../../http/schemas/files.ts";
import { fileIdOf } from "./file-id.ts";

const schema = {
  tags: ["files"],
  operationId: "deleteFile",
  summary: "Delete a file permanently (a metadata tombstone with status deleted remains)",
  params: FileIdParams,
  security: [{ bearerAuth: [] }],
  response: { 200: Envelope(Type.Object({ file_id: Type.String(), message: Type.String() })), ...failures(404) },
};

export function deleteFileRoute(app: Api, { files }: RouteDeps): void {
  app.delete("/files/:file_id", { schema }, async (req) => {
    const id = fileIdOf(req.params.file_id);
    await files.remove(callerOf(req), id);
    return ok({ file_id: id, message: "file deleted" });
  });
}
