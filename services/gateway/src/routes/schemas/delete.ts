/** DELETE /schemas/id/{schema_id}: the schema goes for good. */
import { Type } from "typebox";
import { ok } from "../../domain/present.ts";
import { callerOf, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { SchemaIdParams } from "../../http/schemas/schemas.ts";
import { suffixOf } from "../path-forms.ts";
import { schemaIdOf } from "./schema-id.ts";

export function deleteSchemaRoute(app: Api, { schemas }: RouteDeps, prefix: string): void {
  const schema = {
    tags: ["schemas"],
    operationId: `deleteSchema${suffixOf(prefix)}`,
    summary: "Delete a schema permanently",
    params: SchemaIdParams,
    security: [{ bearerAuth: [] }],
    response: { 200: Envelope(Type.Object({ message: Type.String() })), ...failures(404) },
  };
  app.delete(`${prefix}/schemas/id/:schema_id`, { schema }, async (req) => {
    await schemas.remove(callerOf(req), schemaIdOf(req.params.schema_id));
    return ok({ message: "schema deleted" });
  });
}
