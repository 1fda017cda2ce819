/** Parsing schemas, served under both path forms (`prefix` is "" or "/api/v1"). */
import type { Api, RouteDeps } from "../../http/context.ts";
import { createSchemaRoute } from "./create.ts";
import { deleteSchemaRoute } from "./delete.ts";
import { getSchemaRoute } from "./get.ts";
import { listSchemasRoute } from "./list.ts";

export function schemaRoutes(app: Api, deps: RouteDeps, prefix: string): void {
  createSchemaRoute(app, deps, prefix);
  listSchemasRoute(app, deps, prefix);
  getSchemaRoute(app, deps, prefix);
  deleteSchemaRoute(app, deps, prefix);
}
