import type { Database } from "@docintake/db";
import { schemasRepository } from "./adapters/schemas-repo.ts";
import { SchemasDomain } from "./domain/schemas.ts";

export interface SchemasService {
  api: SchemasDomain;
}

/** Builds the schemas service on the given database; no ports are opened here. */
export function buildSchemasService(deps: { db: Database }): SchemasService {
  return { api: new SchemasDomain({ repo: schemasRepository(deps.db) }) };
}
