/** Who is calling: an API key (hashed, looked up in identity.api_keys) or a JWT from a configured issuer. */
import { createHash } from "node:crypto";
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { AppError } from "@docintake/errors";
import type { Logger } from "@docintake/telemetry";
import { API_KEY_PREFIX, findKeyOwner, looksLikeApiKey, touchApiKey, userForSubject } from "./identity.ts";
import type { IdentityRepository } from "./identity-repository.ts";
import { TtlLru } from "./lru.ts";

export interface Principal {
  userId: string;
  /** Hex SHA-256 of the presented credential: the rate-limit key, never the credential itself. */
  credentialHash: string;
  kind: "api_key" | "jwt";
}

export interface AuthOptions {
  identity: IdentityRepository;
  logger: Logger;
  jwtSecret?: string | undefined;
  jwksUrl?: string | undefined;
  issuer?: string | undefined;
  audience?: string | undefined;
  /** How long a key lookup is trusted; a revocation takes effect within this window. */
  cacheTtlMs: number;
  now?: () => number;
}

const ASYMMETRIC = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];
/** Unknown keys are remembered briefly too, so a flood of bad keys does not reach the database each time. */
const NEGATIVE_TTL_MS = 5_000;
/** last_used_at is written at most this often per key. */
const TOUCH_EVERY_MS = 60_000;

export const unauthenticated = (message = "missing or invalid credential") => new AppError("UNAUTHENTICATED", message);

export const credentialHashOf = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i.exec(header);
  return m?.[1] ?? null;
}

export class Authenticator {
  private readonly opts: AuthOptions;
  private readonly keys: TtlLru<string, { userId: string; keyId: string } | null>;
  private readonly subjects: TtlLru<string, string>;
  private readonly touched: TtlLru<string, true>;
  private readonly jwks: JWTVerifyGetKey | undefined;
  private readonly secret: Uint8Array | undefined;

  constructor(opts: AuthOptions) {
    this.opts = opts;
    const now = opts.now ?? Date.now;
    this.keys = new TtlLru(10_000, now);
    this.subjects = new TtlLru(10_000, now);
    this.touched = new TtlLru(10_000, now);
    this.jwks = opts.jwksUrl ? createRemoteJWKSet(new URL(opts.jwksUrl)) : undefined;
    this.secret = opts.jwtSecret ? new TextEncoder().encode(opts.jwtSecret) : undefined;
  }

  /** Resolves the Authorization header to a principal or throws UNAUTHENTICATED. */
  async authenticate(header: string | undefined): Promise<Principal> {
    const token = bearerToken(header);
    if (!token) throw unauthenticated("missing or malformed Authorization header; expected: Bearer <token>");
    const credentialHash = credentialHashOf(token);
    if (token.startsWith(API_KEY_PREFIX)) {
      const owner = looksLikeApiKey(token) ? await this.keyOwner(token, credentialHash) : null;
      if (!owner) throw unauthenticated("unknown or revoked API key");
      return { userId: owner.userId, credentialHash, kind: "api_key" };
    }
    if (token.split(".").length === 3 && (this.secret || this.jwks)) {
      const userId = await this.jwtUser(token);
      return { userId, credentialHash, kind: "jwt" };
    }
    throw unauthenticated("unknown credential");
  }

  /** Forgets cached lookups (e.g. after a revocation in this process). */
  forget(): void {
    this.keys.clear();
  }

  private async keyOwner(token: string, hash: string): Promise<{ userId: string; keyId: string } | null> {
    const cached = this.keys.get(hash);
    if (cached !== undefined) return cached;
    const owner = await findKeyOwner(this.opts.identity, token);
    this.keys.set(hash, owner, owner ? this.opts.cacheTtlMs : Math.min(NEGATIVE_TTL_MS, this.opts.cacheTtlMs));
    if (owner && !this.touched.has(owner.keyId)) {
      this.touched.set(owner.keyId, true, TOUCH_EVERY_MS);
      touchApiKey(this.opts.identity, owner.keyId).catch((err: unknown) =>
        this.opts.logger.warn({ err }, "could not record API key use"),
      );
    }
    return owner;
  }

  private async jwtUser(token: string): Promise<string> {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw unauthenticated("malformed token");
    }
    const options = {
      ...(this.opts.issuer ? { issuer: this.opts.issuer } : {}),
      ...(this.opts.audience ? { audience: this.opts.audience } : {}),
    };
    let sub: unknown;
    try {
      if (alg === "HS256" && this.secret) {
        ({
          payload: { sub },
        } = await jwtVerify(token, this.secret, { ...options, algorithms: ["HS256"] }));
      } else if (alg && ASYMMETRIC.includes(alg) && this.jwks) {
        ({
          payload: { sub },
        } = await jwtVerify(token, this.jwks, { ...options, algorithms: ASYMMETRIC }));
      } else {
        throw unauthenticated("token algorithm not accepted");
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWKSTimeout) throw new AppError("UNAVAILABLE", "token issuer keys unreachable");
      if (err instanceof joseErrors.JOSEError) throw unauthenticated("invalid or expired token");
      this.opts.logger.warn({ err }, "token verification failed");
      throw new AppError("UNAVAILABLE", "token issuer keys unreachable");
    }
    if (typeof sub !== "string" || sub.trim() === "" || sub.length > 255) {
      throw unauthenticated("token has no subject");
    }
    const cached = this.subjects.get(sub);
    if (cached) return cached;
    const userId = await userForSubject(this.opts.identity, sub);
    this.subjects.set(sub, userId, 10 * 60_000);
    return userId;
  }
}
