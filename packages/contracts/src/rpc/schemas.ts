import type { Caller, JobKind, SchemaRecord, SchemasApi } from "../domain.ts";
import { PAGE_SIZE } from "../limits.ts";
import type { Schema as SchemaMsg } from "../generated/docintake/v1/Schema.ts";
import type { SchemasServiceClient, SchemasServiceHandlers } from "../generated/docintake/v1/SchemasService.ts";
import { callerMetadata, channelOptions, grpc, invoke, protoPackage, unary, type ServerHooks } from "./core.ts";

export function schemaToMessage(s: SchemaRecord): SchemaMsg {
  return {
    id: s.id,
    userId: s.userId,
    name: s.name,
    type: s.type,
    description: s.description ?? "",
    hasDescription: s.description !== null,
    definitionJson: JSON.stringify(s.definition),
    version: s.version,
    isActive: s.isActive,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

export function schemaFromMessage(m: SchemaMsg): SchemaRecord {
  return {
    id: m.id,
    userId: m.userId,
    name: m.name,
    type: m.type as JobKind,
    description: m.hasDescription ? m.description : null,
    definition: JSON.parse(m.definitionJson || "{}") as Record<string, unknown>,
    version: m.version,
    isActive: m.isActive,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

export function schemasHandlers(api: SchemasApi, hooks: ServerHooks = {}): SchemasServiceHandlers {
  return {
    Create: unary(
      "Schemas.Create",
      async (c, r) => {
        const input: Parameters<SchemasApi["create"]>[1] = {
          name: r.name,
          type: r.type as JobKind,
          definition: JSON.parse(r.definitionJson || "{}") as Record<string, unknown>,
        };
        if (r.hasDescription) input.description = r.description;
        return schemaToMessage(await api.create(c, input));
      },
      hooks,
    ),
    List: unary(
      "Schemas.List",
      async (c, r) => {
        const q: Parameters<SchemasApi["list"]>[1] = {
          page: r.page?.page ?? 1,
          pageSize: r.page?.pageSize ?? PAGE_SIZE.default,
        };
        if (r.type) q.type = r.type as JobKind;
        const { schemas, total } = await api.list(c, q);
        return { schemas: schemas.map(schemaToMessage), total };
      },
      hooks,
    ),
    Get: unary("Schemas.Get", async (c, r) => schemaToMessage(await api.get(c, r.id)), hooks),
    Remove: unary(
      "Schemas.Remove",
      async (c, r) => {
        await api.remove(c, r.id);
        return {};
      },
      hooks,
    ),
  };
}

export class SchemasClient implements SchemasApi {
  private readonly client: SchemasServiceClient;
  private readonly trace: () => Record<string, string>;
  constructor(address: string, trace: () => Record<string, string> = () => ({})) {
    const Ctor = protoPackage().docintake.v1.SchemasService;
    this.client = new Ctor(address, grpc.credentials.createInsecure(), channelOptions());
    this.trace = trace;
  }
  async create(caller: Caller, input: Parameters<SchemasApi["create"]>[1]): Promise<SchemaRecord> {
    const req = {
      name: input.name,
      type: input.type,
      description: input.description ?? "",
      hasDescription: input.description !== undefined,
      definitionJson: JSON.stringify(input.definition),
    };
    const md = callerMetadata(caller, this.trace());
    return schemaFromMessage(await invoke<SchemaMsg>((m, o, cb) => this.client.Create(req, m, o, cb), md));
  }
  async list(
    caller: Caller,
    q: Parameters<SchemasApi["list"]>[1],
  ): Promise<{ schemas: SchemaRecord[]; total: number }> {
    const md = callerMetadata(caller, this.trace());
    const res = await invoke<{ schemas: SchemaMsg[]; total: number }>(
      (m, o, cb) => this.client.List({ page: { page: q.page, pageSize: q.pageSize }, type: q.type ?? "" }, m, o, cb),
      md,
    );
    return { schemas: res.schemas.map(schemaFromMessage), total: Number(res.total) };
  }
  async get(caller: Caller, id: string): Promise<SchemaRecord> {
    const md = callerMetadata(caller, this.trace());
    return schemaFromMessage(await invoke<SchemaMsg>((m, o, cb) => this.client.Get({ id }, m, o, cb), md));
  }
  async remove(caller: Caller, id: string): Promise<void> {
    const md = callerMetadata(caller, this.trace());
    await invoke((m, o, cb) => this.client.Remove({ id }, m, o, cb), md);
  }
  close(): void {
    this.client.close();
  }
}
