import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { eq, tables } from "@docintake/db";
import { attachmentDisposition } from "./disposition.ts";
import { canonicalJson, IdempotencyStore, requestHash } from "./idempotency.ts";
import {
  activeWebhookSecrets,
  createApiKey,
  createUser,
  findKeyOwner,
  generateApiKey,
  looksLikeApiKey,
  revokeApiKey,
  rotateWebhookSecret,
  userForSubject,
} from "./identity.ts";
import { closeSharedDatabase, sharedDatabase } from "../testing/harness.ts";
import type { Database } from "@docintake/db";

let db: Database;

beforeAll(async () => {
  db = (await sharedDatabase()).db;
});

afterAll(async () => {
  await closeSharedDatabase();
});

describe("identity", () => {
  it("makes keys of the documented shape and stores only their hash", async () => {
    const key = generateApiKey();
    expect(key).toMatch(/^dik_[0-9A-Za-z]{40}$/);
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey("dik_short")).toBe(false);
    const { user } = await createUser(db, { name: "k" });
    const { info } = await createApiKey(db, { userId: user.id, name: "ci", key });
    expect(info.prefix).toBe(key.slice(0, 12));
    const [row] = await db.select().from(tables.apiKeys).where(eq(tables.apiKeys.id, info.id));
    expect(row!.hash).not.toContain(key.slice(4));
    expect(await findKeyOwner(db, key)).toEqual({ keyId: info.id, userId: user.id });
    await revokeApiKey(db, info.id);
    expect(await findKeyOwner(db, key)).toBeNull();
  });

  it("rotating the webhook secret keeps the old one signing for 24 h", async () => {
    const { user, webhookSecret } = await createUser(db, { name: "w" });
    const now = new Date();
    const { secret, previousExpiresAt } = await rotateWebhookSecret(db, user.id, now);
    expect(secret).not.toBe(webhookSecret);
    expect(Date.parse(previousExpiresAt!) - now.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(await activeWebhookSecrets(db, user.id, now)).toEqual([secret, webhookSecret]);
    expect(await activeWebhookSecrets(db, user.id, new Date(now.getTime() + 25 * 3600_000))).toEqual([secret]);
  });

  it("maps JWT subjects to users: a UUID subject is the id, others get one", async () => {
    const id = "5b0e5d2a-3c4b-4d6e-8f90-a1b2c3d4e5f6";
    expect(await userForSubject(db, id)).toBe(id);
    expect(await userForSubject(db, id.toUpperCase())).toBe(id);
    const a = await userForSubject(db, "auth0|abc");
    expect(await userForSubject(db, "auth0|abc")).toBe(a);
  });
});

describe("idempotency store", () => {
  it("claims, replays, refuses another request, and waits for one in flight", async () => {
    const { user } = await createUser(db, { name: "i" });
    const store = new IdempotencyStore(db, { ttlMs: 60_000, pollMs: 10, waitMs: 2_000 });
    const h1 = requestHash("POST /x", { a: 1, b: 2 });
    expect(requestHash("POST /x", { b: 2, a: 1 })).toBe(h1);
    expect(await store.claim(user.id, "k", "POST /x", h1)).toEqual({ kind: "claimed" });
    await expect(store.claim(user.id, "k", "POST /x", requestHash("POST /x", { a: 2 }))).rejects.toMatchObject({
      code: "INVALID_REQUEST",
    });
    const waiting = store.claim(user.id, "k", "POST /x", h1);
    setTimeout(() => void store.complete(user.id, "k", { statusCode: 202, body: { ok: 1 } }), 50);
    expect(await waiting).toEqual({ kind: "replay", response: { statusCode: 202, body: { ok: 1 } } });
  });

  it("gives the key up after a failure and forgets records past the TTL", async () => {
    const { user } = await createUser(db, { name: "j" });
    let now = Date.now();
    const store = new IdempotencyStore(db, { ttlMs: 1_000, now: () => now });
    expect((await store.claim(user.id, "k", "r", "h")).kind).toBe("claimed");
    await store.release(user.id, "k");
    expect((await store.claim(user.id, "k", "r", "h2")).kind).toBe("claimed");
    await store.complete(user.id, "k", { statusCode: 200, body: {} });
    now += 2_000;
    expect((await store.claim(user.id, "k", "r", "h3")).kind).toBe("claimed");
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
