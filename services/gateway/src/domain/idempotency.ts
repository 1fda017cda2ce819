/**
 * Idempotency-Key: the first response to a creating POST is kept for 24 h per user and key and replayed for the
 * same request; the same key with another request is refused; a duplicate arriving while the first is still
 * running waits for it.
 */
import { createHash, randomUUID } from "node:crypto";
import { AppError, invalid } from "@docintake/errors";
import type { IdempotencyRepository } from "./idempotency-repository.ts";

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/**
 * A claimed key comes with the request key to hand the services below, which create once per request key: a
 * claim taken over from a gateway that died keeps the first one's, so the retry finds what it created.
 */
export type Claim = { kind: "claimed"; requestKey: string } | { kind: "replay"; response: StoredResponse };

export interface IdempotencyOptions {
  ttlMs: number;
  /**
   * A claim not renewed for this long with no response is taken to be abandoned (its process died); the process
   * running a request renews its claim three times as often.
   */
  staleAfterMs?: number;
  /** How long a duplicate waits for the first request to finish. */
  waitMs?: number;
  pollMs?: number;
  now?: () => number;
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Printable ASCII, neither starting nor ending with a space (HTTP strips those from header values anyway). */
export const IDEMPOTENCY_KEY_PATTERN = "^[\\x21-\\x7e](?:[\\x20-\\x7e]*[\\x21-\\x7e])?$";
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** The header's key, or null without one; the request schema has already checked it, this says the rule in code. */
export function parseIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) throw invalid("send a single Idempotency-Key header");
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY.test(value)) {
    throw invalid(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`);
  }
  return value;
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export const requestHash = (route: string, body: unknown): string =>
  createHash("sha256").update(route).update("\n").update(canonicalJson(body)).digest("hex");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** For a claim recorded before request keys were kept: the same for every retry of that request. */
const fallbackRequestKey = (key: string, hash: string) => createHash("sha256").update(`${key}\n${hash}`).digest("hex");

export class IdempotencyStore {
  private readonly repo: IdempotencyRepository;
  private readonly ttlMs: number;
  private readonly staleAfterMs: number;
  private readonly waitMs: number;
  private readonly pollMs: number;
  private readonly now: () => number;

  constructor(repo: IdempotencyRepository, opts: IdempotencyOptions) {
    this.repo = repo;
    this.ttlMs = opts.ttlMs;
    this.staleAfterMs = opts.staleAfterMs ?? 30_000;
    this.waitMs = opts.waitMs ?? 120_000;
    this.pollMs = opts.pollMs ?? 200;
    this.now = opts.now ?? Date.now;
  }

  /**
   * Claims the key for this request, or returns the first response to replay. Throws INVALID_REQUEST when the
   * key was used for another request, UNAVAILABLE when the first request is still running after the wait.
   */
  async claim(userId: string, key: string, route: string, hash: string): Promise<Claim> {
    const deadline = this.now() + this.waitMs;
    for (;;) {
      const requestKey = randomUUID();
      const createdAt = new Date(this.now());
      if (await this.repo.insertClaim({ userId, key, route, requestHash: hash, createdAt, requestKey }))
        return { kind: "claimed", requestKey };

      const row = await this.repo.find(userId, key);
      if (!row) continue; // released meanwhile: try again
      const age = this.now() - row.createdAt.getTime();
      const finished = row.statusCode !== null;
      const same = row.route === route && row.requestHash === hash;
      if (!finished && age >= this.staleAfterMs && age < this.ttlMs && same) {
        // Abandoned by a process that died: this request goes on under the first one's request key.
        if (await this.repo.takeOver(userId, key, row.createdAt, createdAt))
          return { kind: "claimed", requestKey: row.requestKey ?? fallbackRequestKey(key, hash) };
        continue;
      }
      if (age >= this.ttlMs || (!finished && age >= this.staleAfterMs)) {
        // Expired, or abandoned with another request: drop it and claim afresh.
        await this.repo.deleteCreatedAt(userId, key, row.createdAt);
        continue;
      }
      if (!same) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was already used with a different request");
      }
      if (finished) return { kind: "replay", response: { statusCode: row.statusCode ?? 200, body: row.response } };
      if (this.now() >= deadline) {
        throw new AppError("UNAVAILABLE", "a request with this Idempotency-Key is still in progress; retry later");
      }
      await sleep(this.pollMs);
    }
  }

  /**
   * Keeps a claim from counting as abandoned while its request runs: renewed every third of the stale time until
   * the returned function is called. A gateway killed mid-request stops renewing, so a retry takes over within
   * the stale time instead of waiting for the replay window.
   */
  hold(userId: string, key: string, onError: (err: unknown) => void): () => void {
    const timer = setInterval(() => {
      this.repo.renew(userId, key, new Date(this.now())).catch(onError);
    }, this.staleAfterMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Records the response of a claimed request. */
  async complete(userId: string, key: string, response: StoredResponse): Promise<void> {
    await this.repo.finish(userId, key, response);
  }

  /**
   * Gives a claim up after a failure: it counts as abandoned at once, so a retry with the same key runs again, and
   * under the same request key, since the failure may have come after a service below created (its answer lost).
   */
  async release(userId: string, key: string): Promise<void> {
    await this.repo.renew(userId, key, new Date(this.now() - this.staleAfterMs));
  }

  /** Deletes every record past its replay window; returns how many. */
  async purgeExpired(): Promise<number> {
    return this.repo.deleteCreatedBefore(new Date(this.now() - this.ttlMs));
  }
}
