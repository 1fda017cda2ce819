import type { Database } from "@docintake/db";
import { SchemasDomain } from "./domain/schemas.ts";

export interface SchemasService {
  api: SchemasDomain;
}

export function buildSchemasService(deps: { db: Database }): SchemasService {
  return { api: new SchemasDomain(deps.db) };
}
