/** GET /files/{file_id}: one file record, with processed_data. */
import { fileRecordFull, ok } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { FileIdParams, FileRecordFull } from "../../http/schemas/files.ts";
import { fileIdOf } from "./file-id.ts";

const schema = {
  tags: ["files"],
  operationId: "getFile",
  summary: "Get one file record, with processed_data",
  params: FileIdParams,
  security: [{ bearerAuth: [] }],
  response: { 200: Envelope(FileRecordFull), ...failures(404) },
};

export function getFileRoute(app: Api, { files }: RouteDeps): void {
  app.get("/files/:file_id", { schema }, async (req) =>
    ok(fileRecordFull(await files.get(callerOf(req), fileIdOf(req.params.file_id)))),
  );
}
