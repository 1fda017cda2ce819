/** GET /schemas/list: the caller's active schemas. */
import { Type } from "typebox";
import { ok, schemaListItem } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { Int, JobKind, PaginationQuery, WithDefaults } from "../../http/schemas/primitives.ts";
import { SchemaListItem } from "../../http/schemas/schemas.ts";
import { suffixOf } from "../path-forms.ts";

export function listSchemasRoute(app: Api, { schemas }: RouteDeps, prefix: string): void {
  const schema = {
    tags: ["schemas"],
    operationId: `listSchemas${suffixOf(prefix)}`,
    summary: "List the caller's active schemas",
    querystring: WithDefaults(Type.Object({ ...PaginationQuery, type: Type.Optional(JobKind) })),
    security: [{ bearerAuth: [] }],
    response: {
      200: Envelope(Type.Object({ schemas: Type.Array(SchemaListItem), page: Int(), limit: Int(), total: Int() })),
      ...failures(),
    },
  };
  app.get(`${prefix}/schemas/list`, { schema }, async (req) => {
    const { page, page_size: pageSize, type } = req.query;
    const result = await schemas.list(callerOf(req), { page, pageSize, ...(type !== undefined ? { type } : {}) });
    return ok({ schemas: result.schemas.map(schemaListItem), page, limit: pageSize, total: result.total });
  });
}
