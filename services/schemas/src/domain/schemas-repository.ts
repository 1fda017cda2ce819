import type { JobKind, ListQuery } from "@docintake/contracts";

/** A parsing schema as this service keeps it. */
export interface StoredSchema {
  id: string;
  userId: string;
  name: string;
  type: JobKind;
  description: string | null;
  definition: Record<string, unknown>;
  version: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type NewSchema = Omit<StoredSchema, "createdAt" | "updatedAt">;

/** The schemas service's storage. Every read is scoped by the schema's owner. */
export interface SchemasRepository {
  /** The user's active schema with that id; inactive ones and other users' are not found. */
  findActive(userId: string, id: string): Promise<StoredSchema | undefined>;
  /** Whether the user already has an active schema of that name. */
  activeNameTaken(userId: string, name: string): Promise<boolean>;
  /**
   * Stores the schema, or answers "name_taken" when an active schema of the same user and name exists:
   * the store itself decides, so of two concurrent creations exactly one wins.
   */
  insert(schema: NewSchema): Promise<StoredSchema | "name_taken">;
  /** The user's active schemas, newest first, with how many there are in all. */
  listActive(userId: string, q: ListQuery & { type?: JobKind }): Promise<{ schemas: StoredSchema[]; total: number }>;
  delete(id: string): Promise<void>;
}
