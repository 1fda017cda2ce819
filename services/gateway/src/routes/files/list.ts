/** GET /files: the caller's files, newest first. */
import { Type } from "typebox";
import { fileRecord, ok } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { FileRecord } from "../../http/schemas/files.ts";
import { links } from "../../http/schemas/links.ts";
import { DocumentType, FileStatus, Int, PaginationQuery, WithDefaults } from "../../http/schemas/primitives.ts";

const schema = {
  tags: ["files"],
  operationId: "listFiles",
  summary: "List the caller's files, newest first",
  querystring: WithDefaults(
    Type.Object({
      ...PaginationQuery,
      type: Type.Optional(DocumentType),
      status: Type.Optional({ ...FileStatus, description: "`deleted` files are listed only when asked" }),
    }),
  ),
  security: [{ bearerAuth: [] }],
  response: {
    200: Envelope(Type.Object({ files: Type.Array(FileRecord), page: Int(), page_size: Int(), total: Int() })),
    ...failures(),
  },
};

export function listFilesRoute(app: Api, { files }: RouteDeps): void {
  const firstFile = { file_id: "$response.body#/data/files/0/id" };
  const toFile = links(200, { getFile: firstFile, downloadFile: firstFile });
  app.get("/files", { schema, links: toFile }, async (req) => {
    const { page, page_size: pageSize, type, status } = req.query;
    const result = await files.list(callerOf(req), {
      page,
      pageSize,
      ...(type !== undefined ? { type } : {}),
      ...(status !== undefined ? { status } : {}),
    });
    return ok({ files: result.files.map(fileRecord), page, page_size: pageSize, total: result.total });
  });
}
