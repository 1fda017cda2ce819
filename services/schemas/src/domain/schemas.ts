import { randomUUID } from "node:crypto";
import {
  isUuid,
  type Caller,
  type JobKind,
  type ListQuery,
  type SchemaRecord,
  type SchemasApi,
} from "@docintake/contracts";
import { AppError, invalid, notFound } from "@docintake/errors";
import type { SchemasRepository, StoredSchema } from "./schemas-repository.ts";

function toRecord(s: StoredSchema): SchemaRecord {
  return {
    id: s.id,
    userId: s.userId,
    name: s.name,
    type: s.type,
    description: s.description,
    definition: s.definition,
    version: s.version,
    isActive: s.isActive,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) => new AppError("SCHEMA_NAME_TAKEN", `a schema named "${name}" already exists`);

/** Parsing schemas per user; a name is unique among a user's active schemas. */
export class SchemasDomain implements SchemasApi {
  private readonly repo: SchemasRepository;
  constructor(deps: { repo: SchemasRepository }) {
    this.repo = deps.repo;
  }

  async create(
    caller: Caller,
    input: { name: string; type: JobKind; description?: string; definition: Record<string, unknown> },
  ): Promise<SchemaRecord> {
    const name = input.name.trim();
    if (!name) throw invalid("name must not be empty");
    const fields = input.definition["fields"];
    if (fields !== undefined && (!Array.isArray(fields) || fields.some((f) => typeof f !== "string")))
      throw invalid("schema_string.fields must be an array of strings");
    if (await this.repo.activeNameTaken(caller.userId, name)) throw nameTaken(name);
    // Two concurrent creations can both pass the check above: the store decides, the loser hears the same answer.
    const stored = await this.repo.insert({
      id: randomUUID(),
      userId: caller.userId,
      name,
      type: input.type,
      description: input.description ?? null,
      definition: input.definition,
      version: 1,
      isActive: true,
    });
    if (stored === "name_taken") throw nameTaken(name);
    return toRecord(stored);
  }

  async list(caller: Caller, q: ListQuery & { type?: JobKind }) {
    const { schemas, total } = await this.repo.listActive(caller.userId, q);
    return { schemas: schemas.map(toRecord), total };
  }

  private async find(caller: Caller, id: string): Promise<StoredSchema> {
    if (!isUuid(id)) throw notFound("schema");
    const schema = await this.repo.findActive(caller.userId, id);
    if (!schema) throw notFound("schema");
    return schema;
  }

  async get(caller: Caller, id: string): Promise<SchemaRecord> {
    return toRecord(await this.find(caller, id));
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const schema = await this.find(caller, id);
    await this.repo.delete(schema.id);
  }
}
