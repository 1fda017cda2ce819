/** GET /schemas/id/{schema_id}: an active schema. */
import { ok, schemaRecord } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { SchemaIdParams, SchemaRecord } from "../../http/schemas/schemas.ts";
import { suffixOf } from "../path-forms.ts";
import { schemaIdOf } from "./schema-id.ts";

export function getSchemaRoute(app: Api, { schemas }: RouteDeps, prefix: string): void {
  const schema = {
    tags: ["schemas"],
    operationId: `getSchema${suffixOf(prefix)}`,
    summary: "Get an active schema",
    params: SchemaIdParams,
    security: [{ bearerAuth: [] }],
    response: { 200: Envelope(SchemaRecord), ...failures(404) },
  };
  app.get(`${prefix}/schemas/id/:schema_id`, { schema }, async (req) =>
    ok(schemaRecord(await schemas.get(callerOf(req), schemaIdOf(req.params.schema_id)))),
  );
}
