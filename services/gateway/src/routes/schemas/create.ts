/** POST /schemas: a parsing schema, whose name is unique among the caller's active schemas. */
import { Type } from "typebox";
import { LIMITS } from "@docintake/contracts";
import { ok, schemaRecord } from "../../domain/present.ts";
import { callerOf, idempotent, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import {
  IdempotencyHeaders,
  JobKind,
  JsonBody,
  JsonObject,
  NonBlankText,
  SafeText,
} from "../../http/schemas/primitives.ts";
import { links } from "../../http/schemas/links.ts";
import { SchemaRecord } from "../../http/schemas/schemas.ts";
import { suffixOf } from "../path-forms.ts";

const CreateBody = JsonBody({
  name: NonBlankText({
    maxLength: LIMITS.schemaNameChars,
    description: "Unique among the caller's active schemas; kept trimmed",
  }),
  type: JobKind,
  description: Type.Optional(Type.Union([SafeText({ maxLength: LIMITS.schemaDescriptionChars }), Type.Null()])),
  schema_string: JsonObject(
    { fields: Type.Array(SafeText(), { description: "The field names to extract" }) },
    "The definition: `fields` lists the field names to extract; other members are kept as given",
  ),
});

export function createSchemaRoute(app: Api, deps: RouteDeps, prefix: string): void {
  const schema = {
    tags: ["schemas"],
    operationId: `createSchema${suffixOf(prefix)}`,
    summary: "Create a parsing schema",
    headers: IdempotencyHeaders,
    body: CreateBody,
    security: [{ bearerAuth: [] }],
    response: { 201: Envelope(SchemaRecord), ...failures(409, 413) },
  };
  const created = { schema_id: "$response.body#/data/id" };
  const suffix = suffixOf(prefix);
  const toSchema = links(201, { [`getSchema${suffix}`]: created, [`deleteSchema${suffix}`]: created });
  app.post(`${prefix}/schemas`, { schema, links: toSchema }, (req, reply) =>
    idempotent(deps, req, reply, async () => {
      const { name, type, description, schema_string: definition } = req.body;
      const created = await deps.schemas.create(callerOf(req), {
        name: name.trim(),
        type,
        definition,
        ...(typeof description === "string" ? { description } : {}),
      });
      return { statusCode: 201, body: ok(schemaRecord(created)) };
    }),
  );
}
