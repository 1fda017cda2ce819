/** The identity repository in memory, for the domain's unit tests: the same contract as the drizzle adapter. */
import { MemoryUnitOfWork, uuidKey } from "@docintake/testing";
import type {
  IdentityRepository,
  IdentityTransaction,
  NewApiKey,
  NewWebhookSecret,
  StoredApiKey,
  StoredUser,
} from "../domain/identity-repository.ts";

export interface MemoryWebhookSecret {
  id: string;
  userId: string;
  secret: string;
  createdAt: Date;
  expiresAt: Date | null;
}

interface State {
  users: Map<string, StoredUser>;
  keys: Map<string, StoredApiKey>;
  secrets: MemoryWebhookSecret[];
}

export class MemoryIdentityRepository
  extends MemoryUnitOfWork<State, IdentityTransaction>
  implements IdentityRepository
{
  constructor() {
    super({ users: new Map(), keys: new Map(), secrets: [] }, (s) => ({
      users: new Map([...s.users].map(([k, v]) => [k, { ...v }])),
      keys: new Map([...s.keys].map(([k, v]) => [k, { ...v }])),
      secrets: s.secrets.map((x) => ({ ...x })),
    }));
  }

  get users(): StoredUser[] {
    return [...this.state.users.values()].map((u) => ({ ...u }));
  }
  get keys(): StoredApiKey[] {
    return [...this.state.keys.values()].map((k) => ({ ...k }));
  }
  get secrets(): MemoryWebhookSecret[] {
    return this.state.secrets.map((s) => ({ ...s }));
  }

  async listUsers(): Promise<StoredUser[]> {
    return this.users.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async findUser(id: string): Promise<StoredUser | undefined> {
    const u = this.state.users.get(uuidKey(id));
    return u && { ...u };
  }

  async findUserBySubject(subject: string): Promise<StoredUser | undefined> {
    return this.users.find((u) => u.subject === subject);
  }

  async insertKey(key: NewApiKey): Promise<StoredApiKey> {
    if (this.state.keys.has(uuidKey(key.id)) || this.keys.some((k) => k.hash === key.hash))
      throw new Error("duplicate key value violates unique constraint");
    if (!this.state.users.has(uuidKey(key.userId))) throw new Error("violates foreign key constraint");
    const stored: StoredApiKey = { ...key, createdAt: this.now(), lastUsedAt: null, revokedAt: null };
    this.state.keys.set(uuidKey(key.id), stored);
    return { ...stored };
  }

  async listKeys(userId?: string): Promise<StoredApiKey[]> {
    return this.keys
      .filter((k) => userId === undefined || uuidKey(k.userId) === uuidKey(userId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async findKey(id: string): Promise<StoredApiKey | undefined> {
    const k = this.state.keys.get(uuidKey(id));
    return k && { ...k };
  }

  async findKeyByHash(hash: string): Promise<StoredApiKey | undefined> {
    return this.keys.find((k) => k.hash === hash);
  }

  async revokeKey(id: string, at: Date): Promise<void> {
    const k = this.state.keys.get(uuidKey(id));
    if (k && !k.revokedAt) k.revokedAt = at;
  }

  async recordKeyUse(id: string, at: Date): Promise<void> {
    const k = this.state.keys.get(uuidKey(id));
    if (k) k.lastUsedAt = at;
  }

  async activeWebhookSecrets(userId: string, at: Date): Promise<string[]> {
    return this.state.secrets
      .filter((s) => uuidKey(s.userId) === uuidKey(userId) && (s.expiresAt === null || s.expiresAt > at))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((s) => s.secret);
  }

  protected override openTransaction(): IdentityTransaction {
    return {
      insertUser: async (user) => {
        this.failIfInjected("insertUser");
        if (
          this.state.users.has(uuidKey(user.id)) ||
          (user.subject !== null && this.users.some((u) => u.subject === user.subject))
        )
          throw new Error("duplicate key value violates unique constraint");
        const stored: StoredUser = { ...user, createdAt: this.now() };
        this.state.users.set(uuidKey(user.id), stored);
        return { ...stored };
      },
      insertWebhookSecret: async (secret: NewWebhookSecret) => {
        this.failIfInjected("insertWebhookSecret");
        if (!this.state.users.has(uuidKey(secret.userId))) throw new Error("violates foreign key constraint");
        this.state.secrets.push({ ...secret, createdAt: secret.createdAt ?? this.now(), expiresAt: null });
      },
      endWebhookSecretsAt: async (userId, end) => {
        this.failIfInjected("endWebhookSecretsAt");
        let n = 0;
        for (const s of this.state.secrets) {
          if (uuidKey(s.userId) === uuidKey(userId) && (s.expiresAt === null || s.expiresAt > end)) {
            s.expiresAt = end;
            n++;
          }
        }
        return n;
      },
    };
  }
}
