/** A user as the gateway keeps it. */
export interface StoredUser {
  id: string;
  name: string;
  /** `sub` of a JWT for users first seen through a token. */
  subject: string | null;
  createdAt: Date;
}

/** An API key as stored: its hash and its first characters, never the key itself. */
export interface StoredApiKey {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  hash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export type NewApiKey = Pick<StoredApiKey, "id" | "userId" | "name" | "prefix" | "hash">;

export interface NewWebhookSecret {
  id: string;
  userId: string;
  secret: string;
  /** Absent: stamped from the database's clock. */
  createdAt?: Date;
}

/** Writes that commit together: a user with its first secret, a rotation's new secret with the old ones' end. */
export interface IdentityTransaction {
  /** Fails when the id or the subject is already taken. */
  insertUser(user: Pick<StoredUser, "id" | "name" | "subject">): Promise<StoredUser>;
  insertWebhookSecret(secret: NewWebhookSecret): Promise<void>;
  /** Every secret of the user that would still sign after `end` stops at `end`; returns how many were cut short. */
  endWebhookSecretsAt(userId: string, end: Date): Promise<number>;
}

/** Users, API keys and webhook secrets. Ids given to it are UUIDs (the domain turns others away first). */
export interface IdentityRepository {
  /** Oldest first. */
  listUsers(): Promise<StoredUser[]>;
  findUser(id: string): Promise<StoredUser | undefined>;
  findUserBySubject(subject: string): Promise<StoredUser | undefined>;
  /** Fails when a key with the same hash exists. */
  insertKey(key: NewApiKey): Promise<StoredApiKey>;
  /** Every key, or the user's, oldest first. */
  listKeys(userId?: string): Promise<StoredApiKey[]>;
  findKey(id: string): Promise<StoredApiKey | undefined>;
  /** The key with that hash, revoked or not. */
  findKeyByHash(hash: string): Promise<StoredApiKey | undefined>;
  /** Revokes the key at that time unless it is revoked already (the first revocation's time stays). */
  revokeKey(id: string, at: Date): Promise<void>;
  recordKeyUse(id: string, at: Date): Promise<void>;
  /** The user's secrets that sign at `at` (no end, or an end after it), newest first. */
  activeWebhookSecrets(userId: string, at: Date): Promise<string[]>;
  /** Runs the work in one transaction: all its writes commit, or none (the work's error is rethrown). */
  transaction<T>(work: (tx: IdentityTransaction) => Promise<T>): Promise<T>;
}
