/**
 * Users, API keys and webhook signing secrets: what the CLI, the embedded launcher and the test runner manage,
 * and what the gateway authenticates against.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { isUuid } from "@docintake/contracts";
import { invalid, notFound } from "@docintake/errors";
import type { IdentityRepository, StoredApiKey, StoredUser } from "./identity-repository.ts";

export const API_KEY_PREFIX = "dik_";
/** How many leading characters of a key are kept in clear, to tell keys apart in listings. */
export const API_KEY_SHOWN_CHARS = 12;
/** How long a rotated-out webhook secret keeps signing. */
export const WEBHOOK_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
/** Marks the user the bootstrap key belongs to (never a plausible JWT subject of another issuer). */
const BOOTSTRAP_SUBJECT = "urn:docintake:bootstrap";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
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

function userInfo(u: StoredUser): UserInfo {
  return { id: u.id, name: u.name, subject: u.subject, createdAt: u.createdAt.toISOString() };
}

function keyInfo(k: StoredApiKey): ApiKeyInfo {
  return {
    id: k.id,
    userId: k.userId,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: iso(k.lastUsedAt),
    revokedAt: iso(k.revokedAt),
  };
}

/** Creates a user and its first webhook signing secret; the secret is returned once and must be shown to the operator. */
export async function createUser(
  identity: IdentityRepository,
  input: { name: string; id?: string; subject?: string },
): Promise<{ user: UserInfo; webhookSecret: string }> {
  const name = input.name.trim();
  if (name === "") throw invalid("user name must not be empty");
  const id = input.id ?? randomUUID();
  const secret = generateWebhookSecret();
  const user = await identity.transaction(async (tx) => {
    const made = await tx.insertUser({ id, name, subject: input.subject ?? null });
    await tx.insertWebhookSecret({ id: randomUUID(), userId: id, secret });
    return made;
  });
  return { user: userInfo(user), webhookSecret: secret };
}

export async function listUsers(identity: IdentityRepository): Promise<UserInfo[]> {
  return (await identity.listUsers()).map(userInfo);
}

export async function getUser(identity: IdentityRepository, userId: string): Promise<UserInfo | null> {
  if (!isUuid(userId)) return null;
  const user = await identity.findUser(userId);
  return user ? userInfo(user) : null;
}

/** Creates an API key for a user; the key itself is returned once and only its hash is stored. */
export async function createApiKey(
  identity: IdentityRepository,
  input: { userId: string; name?: string; key?: string },
): Promise<{ key: string; info: ApiKeyInfo }> {
  if (!(await getUser(identity, input.userId))) throw notFound("user");
  const key = input.key ?? generateApiKey();
  if (!looksLikeApiKey(key)) throw invalid("an API key is dik_ followed by at least 32 letters or digits");
  const stored = await identity.insertKey({
    id: randomUUID(),
    userId: input.userId,
    name: input.name?.trim() || "default",
    prefix: key.slice(0, API_KEY_SHOWN_CHARS),
    hash: hashApiKey(key),
  });
  return { key, info: keyInfo(stored) };
}

export async function listKeys(identity: IdentityRepository, opts: { userId?: string } = {}): Promise<ApiKeyInfo[]> {
  if (opts.userId !== undefined && !isUuid(opts.userId)) return [];
  return (await identity.listKeys(opts.userId)).map(keyInfo);
}

/** Revokes a key by its id; revoking twice is harmless. Returns the key as stored. */
export async function revokeApiKey(identity: IdentityRepository, keyId: string): Promise<ApiKeyInfo> {
  if (!isUuid(keyId)) throw notFound("API key");
  await identity.revokeKey(keyId, new Date());
  const stored = await identity.findKey(keyId);
  if (!stored) throw notFound("API key");
  return keyInfo(stored);
}

/** The owner of an active key, or null for an unknown or revoked key. */
export async function findKeyOwner(
  identity: IdentityRepository,
  key: string,
): Promise<{ keyId: string; userId: string } | null> {
  const stored = await identity.findKeyByHash(hashApiKey(key));
  if (!stored || stored.revokedAt) return null;
  return { keyId: stored.id, userId: stored.userId };
}

export async function touchApiKey(identity: IdentityRepository, keyId: string): Promise<void> {
  await identity.recordKeyUse(keyId, new Date());
}

/**
 * Issues a new webhook secret for the user. Secrets still valid keep signing for 24 h (their expires_at is set),
 * so receivers can switch over. Returns the new secret, shown once.
 */
export async function rotateWebhookSecret(
  identity: IdentityRepository,
  userId: string,
  now: Date = new Date(),
): Promise<{ secret: string; previousExpiresAt: string | null }> {
  if (!(await getUser(identity, userId))) throw notFound("user");
  const secret = generateWebhookSecret();
  const graceEnd = new Date(now.getTime() + WEBHOOK_SECRET_GRACE_MS);
  const cutShort = await identity.transaction(async (tx) => {
    const n = await tx.endWebhookSecretsAt(userId, graceEnd);
    await tx.insertWebhookSecret({ id: randomUUID(), userId, secret, createdAt: now });
    return n;
  });
  return { secret, previousExpiresAt: cutShort > 0 ? graceEnd.toISOString() : null };
}

/** The secrets that currently sign a user's callbacks, newest first. */
export function activeWebhookSecrets(
  identity: IdentityRepository,
  userId: string,
  now: Date = new Date(),
): Promise<string[]> {
  return identity.activeWebhookSecrets(userId, now);
}

/**
 * Makes sure the given key works: when no key with its hash exists, creates a "bootstrap" user (once) and
 * the key for it. Returns the key's owner. A revoked bootstrap key stays revoked.
 */
export async function ensureBootstrapKey(
  identity: IdentityRepository,
  key: string,
): Promise<{ userId: string; created: boolean; webhookSecret?: string }> {
  if (!looksLikeApiKey(key)) throw invalid("BOOTSTRAP_API_KEY must be dik_ followed by at least 32 letters or digits");
  const existing = await identity.findKeyByHash(hashApiKey(key));
  if (existing) return { userId: existing.userId, created: false };
  const bootstrap = await identity.findUserBySubject(BOOTSTRAP_SUBJECT);
  let userId: string;
  let webhookSecret: string | undefined;
  if (bootstrap) {
    userId = bootstrap.id;
  } else {
    const made = await createUser(identity, { name: "bootstrap", subject: BOOTSTRAP_SUBJECT });
    userId = made.user.id;
    webhookSecret = made.webhookSecret;
  }
  await createApiKey(identity, { userId, name: "bootstrap", key });
  return webhookSecret === undefined ? { userId, created: true } : { userId, created: true, webhookSecret };
}

/** The user a JWT subject stands for, created on first sight. A UUID subject is the user id itself. */
export async function userForSubject(identity: IdentityRepository, subject: string): Promise<string> {
  const id = isUuid(subject) ? subject.toLowerCase() : undefined;
  const known = () => (id ? identity.findUser(id) : identity.findUserBySubject(subject));
  const found = await known();
  if (found) return found.id;
  const newId = id ?? randomUUID();
  try {
    await createUser(identity, { name: subject.slice(0, 200), id: newId, subject });
    return newId;
  } catch (err) {
    // A concurrent request for the same subject won the race: read what it wrote.
    const won = await known();
    if (won) return won.id;
    throw err;
  }
}
