// The gateway's domain on in-memory repositories: users, keys and webhook secrets, JWT subjects and
// Idempotency-Key claims, without a database.
import { beforeEach, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { appErrorCode as code } from "@docintake/testing";
import { attachmentDisposition } from "./disposition.ts";
import { canonicalJson, IdempotencyStore, requestHash } from "./idempotency.ts";
import {
  activeWebhookSecrets,
  createApiKey,
  createUser,
  ensureBootstrapKey,
  findKeyOwner,
  generateApiKey,
  getUser,
  hashApiKey,
  listKeys,
  listUsers,
  looksLikeApiKey,
  revokeApiKey,
  rotateWebhookSecret,
  touchApiKey,
  userForSubject,
} from "./identity.ts";
import { awaitDetection } from "./upload.ts";
import type { FileRecord, FilesApi } from "@docintake/contracts";
import { MemoryIdentityRepository } from "../testing/memory-identity-repository.ts";
import { MemoryIdempotencyRepository } from "../testing/memory-idempotency-repository.ts";

const HOUR = 3600_000;

describe("identity", () => {
  let identity: MemoryIdentityRepository;
  let clock: number;
  beforeEach(() => {
    identity = new MemoryIdentityRepository();
    clock = Date.parse("2026-01-01T00:00:00Z");
    identity.now = () => new Date((clock += 1000));
  });

  it("makes keys of the documented shape and stores only their hash", async () => {
    const key = generateApiKey();
    expect(key).toMatch(/^dik_[0-9A-Za-z]{40}$/);
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey("dik_short")).toBe(false);
    const { user } = await createUser(identity, { name: "k" });
    const { info } = await createApiKey(identity, { userId: user.id, name: " ci ", key });
    expect(info).toMatchObject({ userId: user.id, name: "ci", prefix: key.slice(0, 12), revokedAt: null });
    const [stored] = identity.keys;
    expect(stored!.hash).toBe(hashApiKey(key));
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
    expect(await findKeyOwner(identity, key)).toEqual({ keyId: info.id, userId: user.id });
    expect(await findKeyOwner(identity, generateApiKey())).toBeNull();
  });

  it("names a key 'default' and refuses keys of another shape or for an unknown user", async () => {
    const { user } = await createUser(identity, { name: "k" });
    expect((await createApiKey(identity, { userId: user.id, name: "  " })).info.name).toBe("default");
    expect(await code(createApiKey(identity, { userId: user.id, key: "dik_short" }))).toBe("INVALID_REQUEST");
    expect(await code(createApiKey(identity, { userId: randomUUID() }))).toBe("NOT_FOUND");
    expect(await code(createApiKey(identity, { userId: "not-a-uuid" }))).toBe("NOT_FOUND");
    expect(identity.keys).toHaveLength(1);
  });

  it("revokes a key once: the first revocation's time stays, unknown ids are not found", async () => {
    const { user } = await createUser(identity, { name: "r" });
    const { key, info } = await createApiKey(identity, { userId: user.id });
    const first = await revokeApiKey(identity, info.id.toUpperCase());
    expect(first.revokedAt).not.toBeNull();
    expect(await findKeyOwner(identity, key)).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    expect((await revokeApiKey(identity, info.id)).revokedAt).toBe(first.revokedAt);
    expect(await code(revokeApiKey(identity, randomUUID()))).toBe("NOT_FOUND");
    expect(await code(revokeApiKey(identity, "nope"))).toBe("NOT_FOUND");
  });

  it("records when a key was last used", async () => {
    const { user } = await createUser(identity, { name: "t" });
    const { info } = await createApiKey(identity, { userId: user.id });
    await touchApiKey(identity, info.id);
    expect((await listKeys(identity))[0]!.lastUsedAt).not.toBeNull();
  });

  it("lists users and keys oldest first; a user id that is not a UUID has none", async () => {
    const a = await createUser(identity, { name: " a " });
    const b = await createUser(identity, { name: "b" });
    expect((await listUsers(identity)).map((u) => [u.id, u.name])).toEqual([
      [a.user.id, "a"],
      [b.user.id, "b"],
    ]);
    const ka = await createApiKey(identity, { userId: a.user.id });
    const kb = await createApiKey(identity, { userId: b.user.id });
    expect((await listKeys(identity)).map((k) => k.id)).toEqual([ka.info.id, kb.info.id]);
    expect((await listKeys(identity, { userId: b.user.id })).map((k) => k.id)).toEqual([kb.info.id]);
    expect(await listKeys(identity, { userId: "bob" })).toEqual([]);
    expect(await getUser(identity, a.user.id.toUpperCase())).toEqual(a.user);
    expect(await getUser(identity, "a")).toBeNull();
  });

  it("creates a user with its first webhook secret, or neither", async () => {
    expect(await code(createUser(identity, { name: "  " }))).toBe("INVALID_REQUEST");
    const { user, webhookSecret } = await createUser(identity, { name: "w" });
    expect(webhookSecret).toMatch(/^whsec_[0-9A-Za-z]{40}$/);
    expect(await activeWebhookSecrets(identity, user.id)).toEqual([webhookSecret]);
    identity.failOn = "insertWebhookSecret";
    await expect(createUser(identity, { name: "lost" })).rejects.toThrow("injected failure");
    expect(identity.users.map((u) => u.name)).toEqual(["w"]);
  });

  it("rotating the webhook secret keeps the old one signing for 24 h", async () => {
    const { user, webhookSecret } = await createUser(identity, { name: "w" });
    const now = new Date(clock + HOUR);
    const { secret, previousExpiresAt } = await rotateWebhookSecret(identity, user.id, now);
    expect(secret).not.toBe(webhookSecret);
    expect(Date.parse(previousExpiresAt!) - now.getTime()).toBe(24 * HOUR);
    expect(await activeWebhookSecrets(identity, user.id, now)).toEqual([secret, webhookSecret]);
    expect(await activeWebhookSecrets(identity, user.id, new Date(now.getTime() + 25 * HOUR))).toEqual([secret]);

    // A second rotation an hour later cuts the newest secret's grace to 24 h; the oldest keeps its earlier end.
    const later = new Date(now.getTime() + HOUR);
    const third = await rotateWebhookSecret(identity, user.id, later);
    expect(Date.parse(third.previousExpiresAt!) - later.getTime()).toBe(24 * HOUR);
    expect(await activeWebhookSecrets(identity, user.id, new Date(now.getTime() + 24.5 * HOUR))).toEqual([
      third.secret,
      secret,
    ]);
    expect(identity.secrets.find((s) => s.secret === webhookSecret)!.expiresAt).toEqual(new Date(previousExpiresAt!));

    expect(await code(rotateWebhookSecret(identity, randomUUID()))).toBe("NOT_FOUND");
  });

  it("rolls a rotation back whole", async () => {
    const { user, webhookSecret } = await createUser(identity, { name: "w" });
    identity.failOn = "insertWebhookSecret";
    await expect(rotateWebhookSecret(identity, user.id)).rejects.toThrow("injected failure");
    expect(identity.secrets).toMatchObject([{ secret: webhookSecret, expiresAt: null }]);
  });

  it("maps JWT subjects to users: a UUID subject is the id, others get one", async () => {
    const id = "5b0e5d2a-3c4b-4d6e-8f90-a1b2c3d4e5f6";
    expect(await userForSubject(identity, id)).toBe(id);
    expect(await userForSubject(identity, id.toUpperCase())).toBe(id);
    const a = await userForSubject(identity, "auth0|abc");
    expect(await userForSubject(identity, "auth0|abc")).toBe(a);
    expect(await identity.findUserBySubject("auth0|abc")).toMatchObject({ id: a, name: "auth0|abc" });
    expect(identity.users).toHaveLength(2);
  });

  it("gives concurrent first requests of one subject the same user", async () => {
    const ids = await Promise.all([1, 2, 3].map(() => userForSubject(identity, "auth0|race")));
    expect(new Set(ids).size).toBe(1);
    expect(identity.users).toHaveLength(1);
  });

  it("makes a bootstrap key work once, on one bootstrap user; a revoked one stays revoked", async () => {
    expect(await code(ensureBootstrapKey(identity, "dik_short"))).toBe("INVALID_REQUEST");
    const key = generateApiKey();
    const first = await ensureBootstrapKey(identity, key);
    expect(first).toEqual({ userId: expect.any(String), created: true, webhookSecret: expect.any(String) });
    expect(await ensureBootstrapKey(identity, key)).toEqual({ userId: first.userId, created: false });
    const other = await ensureBootstrapKey(identity, generateApiKey());
    expect(other).toEqual({ userId: first.userId, created: true });
    expect(identity.users).toHaveLength(1);
    await revokeApiKey(identity, (await listKeys(identity))[0]!.id);
    expect(await ensureBootstrapKey(identity, key)).toEqual({ userId: first.userId, created: false });
    expect(await findKeyOwner(identity, key)).toBeNull();
  });
});

describe("idempotency store", () => {
  let repo: MemoryIdempotencyRepository;
  const user = randomUUID();
  beforeEach(() => {
    repo = new MemoryIdempotencyRepository();
  });

  it("claims, replays, refuses another request, and waits for one in flight", async () => {
    const store = new IdempotencyStore(repo, { ttlMs: 60_000, pollMs: 10, waitMs: 2_000 });
    const h1 = requestHash("POST /x", { a: 1, b: 2 });
    expect(requestHash("POST /x", { b: 2, a: 1 })).toBe(h1);
    expect(await store.claim(user, "k", "POST /x", h1)).toMatchObject({ kind: "claimed" });
    await expect(store.claim(user, "k", "POST /x", requestHash("POST /x", { a: 2 }))).rejects.toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    expect(await code(store.claim(user, "k", "POST /y", h1))).toBe("IDEMPOTENCY_KEY_REUSED");
    const waiting = store.claim(user, "k", "POST /x", h1);
    setTimeout(() => void store.complete(user, "k", { statusCode: 202, body: { ok: 1 } }), 50);
    expect(await waiting).toEqual({ kind: "replay", response: { statusCode: 202, body: { ok: 1 } } });
    // The key is the user's own: another user's same key is a fresh claim.
    expect(await store.claim(randomUUID(), "k", "POST /x", h1)).toMatchObject({ kind: "claimed" });
  });

  it("answers UNAVAILABLE when the first request is still running after the wait", async () => {
    const store = new IdempotencyStore(repo, { ttlMs: 60_000, pollMs: 5, waitMs: 30 });
    await store.claim(user, "k", "r", "h");
    expect(await code(store.claim(user, "k", "r", "h"))).toBe("UNAVAILABLE");
  });

  it("keeps the first response: a second completion changes nothing", async () => {
    const store = new IdempotencyStore(repo, { ttlMs: 60_000 });
    await store.claim(user, "k", "r", "h");
    await store.complete(user, "k", { statusCode: 201, body: { n: 1 } });
    await store.complete(user, "k", { statusCode: 500, body: { n: 2 } });
    await store.release(user, "k");
    expect(await store.claim(user, "k", "r", "h")).toEqual({
      kind: "replay",
      response: { statusCode: 201, body: { n: 1 } },
    });
  });

  it("runs a retry after a failure at once, under the failed try's request key", async () => {
    const store = new IdempotencyStore(repo, { ttlMs: 60_000, waitMs: 0 });
    const first = await store.claim(user, "k", "r", "h");
    await store.release(user, "k");
    expect(await store.claim(user, "k", "r", "h")).toEqual(first);
  });

  it("gives the key up after a failure and forgets records past the TTL", async () => {
    let now = Date.now();
    const store = new IdempotencyStore(repo, { ttlMs: 1_000, now: () => now });
    expect((await store.claim(user, "k", "r", "h")).kind).toBe("claimed");
    await store.release(user, "k");
    expect((await store.claim(user, "k", "r", "h2")).kind).toBe("claimed");
    await store.complete(user, "k", { statusCode: 200, body: {} });
    now += 2_000;
    expect((await store.claim(user, "k", "r", "h3")).kind).toBe("claimed");
  });

  it("takes over a claim abandoned without a response, under the first one's request key", async () => {
    let now = Date.now();
    const store = new IdempotencyStore(repo, { ttlMs: 60_000, staleAfterMs: 1_000, waitMs: 0, now: () => now });
    const first = await store.claim(user, "k", "r", "h");
    expect(await code(store.claim(user, "k", "r", "h"))).toBe("UNAVAILABLE");
    now += 1_000;
    const retried = await store.claim(user, "k", "r", "h");
    expect(retried).toMatchObject({ kind: "claimed" });
    expect(retried).toEqual(first);
    expect(repo.all).toMatchObject([{ createdAt: new Date(now) }]);
    // Abandoned, then claimed by another request: that one is new, and so is its request key.
    now += 1_000;
    const other = await store.claim(user, "k", "r", "h2");
    expect(other.kind === "claimed" && first.kind === "claimed" && other.requestKey !== first.requestKey).toBe(true);
    // After the replay window the same request under the same key is new too.
    await store.complete(user, "k", { statusCode: 200, body: {} });
    now += 60_000;
    const later = await store.claim(user, "k", "r", "h2");
    expect(later.kind === "claimed" && other.kind === "claimed" && later.requestKey !== other.requestKey).toBe(true);
  });

  it("does not take over a claim its running request keeps renewing", async () => {
    let now = Date.now();
    const store = new IdempotencyStore(repo, { ttlMs: 60_000, staleAfterMs: 300, waitMs: 0, now: () => now });
    await store.claim(user, "k", "r", "h");
    const release = store.hold(user, "k", (err) => {
      throw err;
    });
    now += 250;
    await new Promise((r) => setTimeout(r, 150)); // a renewal runs (every 100 ms)
    now += 100;
    expect(await code(store.claim(user, "k", "r", "h"))).toBe("UNAVAILABLE");
    release();
    now += 300;
    expect(await store.claim(user, "k", "r", "h")).toMatchObject({ kind: "claimed" });
  });

  it("purges the records past their replay window", async () => {
    let now = Date.now();
    const store = new IdempotencyStore(repo, { ttlMs: 1_000, now: () => now });
    await store.claim(user, "old", "r", "h");
    now += 600;
    await store.claim(user, "new", "r", "h");
    now += 600;
    expect(await store.purgeExpired()).toBe(1);
    expect(repo.all.map((r) => r.key)).toEqual(["new"]);
  });

  it("canonical JSON ignores key order only", () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[1,{"c":2,"d":1}]}');
  });
});

describe("content disposition", () => {
  it("quotes ASCII names and adds RFC 5987 for others", () => {
    expect(attachmentDisposition("inv 1.pdf")).toBe('attachment; filename="inv 1.pdf"');
    expect(attachmentDisposition('a"b.pdf')).toBe("attachment; filename=\"a_b.pdf\"; filename*=UTF-8''a%22b.pdf");
    expect(attachmentDisposition("façture.pdf")).toBe(
      "attachment; filename=\"fa_ture.pdf\"; filename*=UTF-8''fa%C3%A7ture.pdf",
    );
  });
});

describe("waiting for type detection", () => {
  const record = { id: randomUUID(), type: "unknown" } as FileRecord;
  const caller = { userId: randomUUID() };

  it("answers with the files as they are when the files service cannot be asked, and says so", async () => {
    const down = new Error("files service unavailable");
    const files = { awaitTypes: () => Promise.reject(down) } as unknown as FilesApi;
    const failures: unknown[] = [];
    expect(await awaitDetection(files, caller, [record], 100, (err) => failures.push(err))).toEqual([record]);
    expect(failures).toEqual([down]);
  });

  it("takes the detected types", async () => {
    const files = { awaitTypes: async () => ({ [record.id]: "invoice" }) } as unknown as FilesApi;
    expect(await awaitDetection(files, caller, [record], 100)).toEqual([{ ...record, type: "invoice" }]);
  });
});
