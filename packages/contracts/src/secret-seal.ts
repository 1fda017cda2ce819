/**
 * A document's password and hints at rest: sealed with AES-256-GCM under the deployment's secret key
 * (DOCUMENT_SECRET_KEY), bound to the user they belong to, so that the database, the bus and the blob
 * store only ever hold ciphertext. The gateway seals what a request brings; the services that open
 * documents unseal it just before reading, and the copy kept for a job is deleted when the job ends.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AppError } from "@docintake/errors";
import type { DocumentSecret } from "./password-rules.ts";

const VERSION = "s1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** A key given as 64 hex digits or as the base64 of 32 bytes. */
export function parseSecretKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, "hex") : Buffer.from(t, "base64");
  if (key.length !== KEY_BYTES) throw new Error("the secret key must be 32 bytes: 64 hex digits or base64");
  return key;
}

export const newSecretKey = (): string => randomBytes(KEY_BYTES).toString("base64");

/** `s1.<iv>.<tag>.<ciphertext>`, base64url; the user id is authenticated, so a secret opens only for its owner. */
export function sealSecret(secret: DocumentSecret, key: Buffer, userId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(JSON.stringify(secret), "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function openSecret(sealed: string, key: Buffer, userId: string): DocumentSecret {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw sealBroken();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(text) as DocumentSecret;
  } catch {
    throw sealBroken();
  }
}

// Never says more: the sealed text could be an attacker's probe.
const sealBroken = () => new AppError("INTERNAL", "a stored document password could not be opened");

/**
 * The deployment's key: the configured one, or else one generated once into the data folder (the embedded
 * default, and processes that share that folder), readable by its owner only. Made aside and linked into
 * place, so that processes starting together agree on the first one made.
 */
export function documentSecretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseSecretKey(configured);
  const path = join(dataDir, "document-secret.key");
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, newSecretKey(), { mode: 0o600 });
    try {
      linkSync(draft, path);
    } catch (err) {
      if ((err as { code?: string }).code !== "EEXIST") throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  return parseSecretKey(readFileSync(path, "utf8"));
}
