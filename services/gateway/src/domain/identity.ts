/**
 * Users, API keys and webhook signing secrets: what the CLI, the embedded launcher and the test runner manage,
 * and what the gateway authenticates against.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, or, tables, type Database } from "@docintake/db";
import { AppError, invalid, notFound } from "@docintake/errors";

const { users, apiKeys, webhookSecrets } = tables;

export const API_KEY_PREFIX = "dik_";
/** How many leading characters of a key are kept in clear, to tell keys apart in listings. */
export const API_KEY_SHOWN_CHARS = 12;
/** How long a rotated-out webhook secret keeps signing. */
export const WEBHOOK_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
/** Marks the user the bootstrap key belongs to (never a plausible JWT subject of another issuer). */
const BOOTSTRAP_SUBJECT = "urn:docintake:bootstrap";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: string): boolean => UUID_RE.test(v);

/** Uniformly random base62 characters (rejection sampling, no modulo bias). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248) out += BASE62[b % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new API key: `dik_` followed by 40 base62 characters (~238 bits). */
export const generateApiKey = (): string => `${API_KEY_PREFIX}${randomBase62(40)}`;

/** A key's stored form: hex SHA-256. Keys are high-entropy, so a plain hash is enough (no salt, no KDF). */
export const hashApiKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

/** Keys the gateway accepts: `dik_` + at least 32 base62 characters. */
export const looksLikeApiKey = (token: string): boolean => /^dik_[0-9A-Za-z]{32,}$/.test(token);

export const generateWebhookSecret = (): string => `whsec_${randomBase62(40)}`;

export interface UserInfo {
  id: string;
  name: string;
  subject: string | null;
  createdAt: string;
}

export interface ApiKeyInfo {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function userInfo(row: typeof users.$inferSelect): UserInfo {
  return { id: row.id, name: row.name, subject: row.subject, createdAt: row.createdAt.toISOString() };
}

function keyInfo(row: typeof apiKeys.$inferSelect): ApiKeyInfo {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** Creates a user and its first webhook signing secret; the secret is returned once and must be shown to the operator. */
export async function createUser(
  db: Database,
  input: { name: string; id?: string; subject?: string },
): Promise<{ user: UserInfo; webhookSecret: string }> {
  const name = input.name.trim();
  if (name === "") throw invalid("user name must not be empty");
  const id = input.id ?? randomUUID();
  const secret = generateWebhookSecret();
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ id, name, subject: input.subject ?? null })
      .returning();
    await tx.insert(webhookSecrets).values({ id: randomUUID(), userId: id, secret });
    return row;
  });
  if (!user) throw new AppError("INTERNAL", "user was not created");
  return { user: userInfo(user), webhookSecret: secret };
}

export async function listUsers(db: Database): Promise<UserInfo[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt));
  return rows.map(userInfo);
}

export async function getUser(db: Database, userId: string): Promise<UserInfo | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? userInfo(row) : null;
}

/** Creates an API key for a user; the key itself is returned once and only its hash is stored. */
export async function createApiKey(
  db: Database,
  input: { userId: string; name?: string; key?: string },
): Promise<{ key: string; info: ApiKeyInfo }> {
  if (!(await getUser(db, input.userId))) throw notFound("user");
  const key = input.key ?? generateApiKey();
  if (!looksLikeApiKey(key)) throw invalid("an API key is dik_ followed by at least 32 letters or digits");
  const [row] = await db
    .insert(apiKeys)
    .values({
      id: randomUUID(),
      userId: input.userId,
      name: input.name?.trim() || "default",
      prefix: key.slice(0, API_KEY_SHOWN_CHARS),
      hash: hashApiKey(key),
    })
    .returning();
  if (!row) throw new AppError("INTERNAL", "key was not created");
  return { key, info: keyInfo(row) };
}

export async function listKeys(db: Database, opts: { userId?: string } = {}): Promise<ApiKeyInfo[]> {
  if (opts.userId !== undefined && !isUuid(opts.userId)) return [];
  const rows = await db
    .select()
    .from(apiKeys)
    .where(opts.userId ? eq(apiKeys.userId, opts.userId) : undefined)
    .orderBy(asc(apiKeys.createdAt));
  return rows.map(keyInfo);
}

/** Revokes a key by its id; revoking twice is harmless. Returns the key as stored. */
export async function revokeApiKey(db: Database, keyId: string): Promise<ApiKeyInfo> {
  if (!isUuid(keyId)) throw notFound("API key");
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, keyId)).limit(1);
  if (!row) throw notFound("API key");
  return keyInfo(row);
}

/** The owner of an active key, or null for an unknown or revoked key. */
export async function findKeyOwner(db: Database, key: string): Promise<{ keyId: string; userId: string } | null> {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.hash, hashApiKey(key)))
    .limit(1);
  if (!row || row.revokedAt) return null;
  return { keyId: row.id, userId: row.userId };
}

export async function touchApiKey(db: Database, keyId: string): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, keyId));
}

/**
 * Issues a new webhook secret for the user. Secrets still valid keep signing for 24 h (their expires_at is set),
 * so receivers can switch over. Returns the new secret, shown once.
 */
export async function rotateWebhookSecret(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<{ secret: string; previousExpiresAt: string | null }> {
  if (!(await getUser(db, userId))) throw notFound("user");
  const secret = generateWebhookSecret();
  const graceEnd = new Date(now.getTime() + WEBHOOK_SECRET_GRACE_MS);
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookSecrets)
      .set({ expiresAt: graceEnd })
      .where(
        and(
          eq(webhookSecrets.userId, userId),
          or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, graceEnd)),
        ),
      )
      .returning({ id: webhookSecrets.id });
    await tx.insert(webhookSecrets).values({ id: randomUUID(), userId, secret, createdAt: now });
    return rows.length;
  });
  return { secret, previousExpiresAt: expired > 0 ? graceEnd.toISOString() : null };
}

/** The secrets that currently sign a user's callbacks, newest first. */
export { activeWebhookSecrets } from "@docintake/db";

/**
 * Makes sure the given key works: when no key with its hash exists, creates a "bootstrap" user (once) and
 * the key for it. Returns the key's owner. A revoked bootstrap key stays revoked.
 */
export async function ensureBootstrapKey(
  db: Database,
  key: string,
): Promise<{ userId: string; created: boolean; webhookSecret?: string }> {
  if (!looksLikeApiKey(key)) throw invalid("BOOTSTRAP_API_KEY must be dik_ followed by at least 32 letters or digits");
  const [existing] = await db
    .select({ userId: apiKeys.userId })
    .from(apiKeys)
    .where(eq(apiKeys.hash, hashApiKey(key)))
    .limit(1);
  if (existing) return { userId: existing.userId, created: false };
  const [bootstrap] = await db.select().from(users).where(eq(users.subject, BOOTSTRAP_SUBJECT)).limit(1);
  let userId: string;
  let webhookSecret: string | undefined;
  if (bootstrap) {
    userId = bootstrap.id;
  } else {
    const made = await createUser(db, { name: "bootstrap", subject: BOOTSTRAP_SUBJECT });
    userId = made.user.id;
    webhookSecret = made.webhookSecret;
  }
  await createApiKey(db, { userId, name: "bootstrap", key });
  return webhookSecret === undefined ? { userId, created: true } : { userId, created: true, webhookSecret };
}

/** The user a JWT subject stands for, created on first sight. A UUID subject is the user id itself. */
export async function userForSubject(db: Database, subject: string): Promise<string> {
  if (isUuid(subject)) {
    const id = subject.toLowerCase();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (row) return row.id;
  } else {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.subject, subject)).limit(1);
    if (row) return row.id;
  }
  const id = isUuid(subject) ? subject.toLowerCase() : randomUUID();
  try {
    await createUser(db, { name: subject.slice(0, 200), id, subject });
    return id;
  } catch (err) {
    // A concurrent request for the same subject won the race: read what it wrote.
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(isUuid(subject) ? eq(users.id, id) : eq(users.subject, subject))
      .limit(1);
    if (row) return row.id;
    throw err;
  }
}
