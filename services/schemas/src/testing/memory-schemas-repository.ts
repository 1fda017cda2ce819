/** The schemas repository in memory, for the domain's unit tests: the same contract as the drizzle adapter. */
import type { JobKind, ListQuery } from "@docintake/contracts";
import { uuidKey } from "@docintake/testing";
import type { NewSchema, SchemasRepository, StoredSchema } from "../domain/schemas-repository.ts";

export class MemorySchemasRepository implements SchemasRepository {
  private readonly rows = new Map<string, StoredSchema>();
  /** The database's clock. */
  now = () => new Date();
  /** Called before an insert checks its name, to let a test slip in a concurrent creation. */
  beforeInsert: (() => Promise<void>) | undefined;

  get schemas(): StoredSchema[] {
    return [...this.rows.values()].map((s) => ({ ...s }));
  }

  async findActive(userId: string, id: string): Promise<StoredSchema | undefined> {
    const s = this.rows.get(uuidKey(id));
    return s && uuidKey(s.userId) === uuidKey(userId) && s.isActive ? { ...s } : undefined;
  }

  async activeNameTaken(userId: string, name: string): Promise<boolean> {
    return [...this.rows.values()].some((s) => uuidKey(s.userId) === uuidKey(userId) && s.name === name && s.isActive);
  }

  async insert(schema: NewSchema): Promise<StoredSchema | "name_taken"> {
    await this.beforeInsert?.();
    // The partial unique index: one active schema per user and name.
    if (schema.isActive && (await this.activeNameTaken(schema.userId, schema.name))) return "name_taken";
    const now = this.now();
    const stored = { ...schema, createdAt: now, updatedAt: now };
    this.rows.set(uuidKey(schema.id), stored);
    return { ...stored };
  }

  async listActive(userId: string, q: ListQuery & { type?: JobKind }) {
    const all = [...this.rows.values()]
      .filter((s) => uuidKey(s.userId) === uuidKey(userId) && s.isActive && (!q.type || s.type === q.type))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    const start = (q.page - 1) * q.pageSize;
    return { schemas: all.slice(start, start + q.pageSize).map((s) => ({ ...s })), total: all.length };
  }

  async delete(id: string): Promise<void> {
    this.rows.delete(uuidKey(id));
  }
}
