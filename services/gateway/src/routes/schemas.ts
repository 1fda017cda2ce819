/** Parsing schemas, served under both path forms (`prefix` is "" or "/api/v1"). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isUuid, type JobKind } from "@docintake/contracts";
import { invalid, notFound } from "@docintake/errors";
import { ok, schemaListItem, schemaRecord } from "../domain/present.ts";
import { callerOf, idempotent, type RouteDeps } from "../http/context.ts";
import { createSchemaSchema, deleteSchemaSchema, getSchemaSchema, listSchemasSchema } from "../http/schemas.ts";

interface CreateBody {
  name: string;
  type: JobKind;
  description?: string | null;
  schema_string: Record<string, unknown>;
}

function schemaId(req: FastifyRequest<{ Params: { schema_id: string } }>): string {
  const id = req.params.schema_id;
  if (!isUuid(id)) throw notFound("schema");
  return id.toLowerCase();
}

export function schemaRoutes(app: FastifyInstance, deps: RouteDeps, prefix: string): void {
  const { schemas } = deps;
  const suffix = prefix === "" ? "" : "DoublePrefix";

  app.post<{ Body: CreateBody }>(
    `${prefix}/schemas`,
    { schema: { ...createSchemaSchema, operationId: `createSchema${suffix}` } },
    (req, reply) =>
      idempotent(deps, req, reply, async () => {
        const { name, type, description, schema_string: definition } = req.body;
        if (name.trim() === "") throw invalid("name must not be empty");
        if (definition === null || typeof definition !== "object" || Array.isArray(definition)) {
          throw invalid("schema_string must be an object");
        }
        const created = await schemas.create(callerOf(req), {
          name: name.trim(),
          type,
          definition,
          ...(typeof description === "string" ? { description } : {}),
        });
        return { statusCode: 201, body: ok(schemaRecord(created)) };
      }),
  );

  app.get<{ Querystring: { page: number; page_size: number; type?: JobKind } }>(
    `${prefix}/schemas/list`,
    { schema: { ...listSchemasSchema, operationId: `listSchemas${suffix}` } },
    async (req) => {
      const { page, page_size: pageSize, type } = req.query;
      const result = await schemas.list(callerOf(req), { page, pageSize, ...(type !== undefined ? { type } : {}) });
      return ok({ schemas: result.schemas.map(schemaListItem), page, limit: pageSize, total: result.total });
    },
  );

  app.get<{ Params: { schema_id: string } }>(
    `${prefix}/schemas/id/:schema_id`,
    { schema: { ...getSchemaSchema, operationId: `getSchema${suffix}` } },
    async (req) => ok(schemaRecord(await schemas.get(callerOf(req), schemaId(req)))),
  );

  app.delete<{ Params: { schema_id: string } }>(
    `${prefix}/schemas/id/:schema_id`,
    { schema: { ...deleteSchemaSchema, operationId: `deleteSchema${suffix}` } },
    async (req) => {
      const id = schemaId(req);
      await schemas.remove(callerOf(req), id);
      return ok({ message: "schema deleted" });
    },
  );
}
