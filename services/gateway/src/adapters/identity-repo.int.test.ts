// Integration: the drizzle identity repository on real PostgreSQL (DATABASE_URL) or, without it, PGlite.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { type DatabaseHandle } from "@docintake/db";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import type { IdentityRepository, NewApiKey } from "../domain/identity-repository.ts";
import { identityRepository } from "./identity-repo.ts";

describe(`identity repository on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let repo: IdentityRepository;
  beforeAll(async () => {
    handle = await openTestDatabase();
    repo = identityRepository(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const newUser = async (subject: string | null = null) => {
    const id = randomUUID();
    return repo.transaction(async (tx) => {
      const u = await tx.insertUser({ id, name: `u-${id}`, subject });
      await tx.insertWebhookSecret({ id: randomUUID(), userId: id, secret: `whsec_${id}` });
      return u;
    });
  };
  const newKey = (userId: string): NewApiKey => ({
    id: randomUUID(),
    userId,
    name: "k",
    prefix: "dik_abcdefgh",
    hash: randomUUID().replaceAll("-", ""),
  });

  it("commits a user with its secret, or neither; ids and subjects are unique", async () => {
    const subject = `sub-${randomUUID()}`;
    const u = await newUser(subject);
    expect(u).toEqual({ id: u.id, name: `u-${u.id}`, subject, createdAt: expect.any(Date) });
    expect(await repo.findUser(u.id.toUpperCase())).toEqual(u);
    expect(await repo.findUserBySubject(subject)).toEqual(u);
    expect(await repo.findUser(randomUUID())).toBeUndefined();
    expect((await repo.listUsers()).map((x) => x.id)).toContain(u.id);
    expect(await repo.activeWebhookSecrets(u.id, new Date())).toEqual([`whsec_${u.id}`]);

    await expect(newUser(subject)).rejects.toThrow();
    const lost = randomUUID();
    await expect(
      repo.transaction(async (tx) => {
        await tx.insertUser({ id: lost, name: "lost", subject: null });
        await tx.insertWebhookSecret({ id: randomUUID(), userId: lost, secret: "s" });
        throw new Error("after the writes");
      }),
    ).rejects.toThrow("after the writes");
    expect(await repo.findUser(lost)).toBeUndefined();
    expect(await repo.activeWebhookSecrets(lost, new Date())).toEqual([]);
  });

  it("stores keys by hash, lists them oldest first, revokes once and records use", async () => {
    const u = await newUser();
    const k1 = await repo.insertKey(newKey(u.id));
    const k2 = await repo.insertKey(newKey(u.id));
    expect(k1).toMatchObject({ userId: u.id, lastUsedAt: null, revokedAt: null, createdAt: expect.any(Date) });
    await expect(repo.insertKey({ ...newKey(u.id), hash: k1.hash })).rejects.toThrow();
    expect(await repo.findKeyByHash(k2.hash)).toEqual(k2);
    expect(await repo.findKeyByHash("none")).toBeUndefined();
    expect((await repo.listKeys(u.id)).map((k) => k.id)).toEqual([k1.id, k2.id]);
    expect((await repo.listKeys()).map((k) => k.id)).toEqual(expect.arrayContaining([k1.id, k2.id]));
    expect(await repo.listKeys(randomUUID())).toEqual([]);

    const at = new Date("2026-02-03T04:05:06.789Z");
    await repo.revokeKey(k1.id, at);
    await repo.revokeKey(k1.id, new Date());
    await repo.recordKeyUse(k2.id, at);
    expect(await repo.findKey(k1.id)).toMatchObject({ revokedAt: at, lastUsedAt: null });
    expect(await repo.findKey(k2.id.toUpperCase())).toMatchObject({ revokedAt: null, lastUsedAt: at });
    expect(await repo.findKey(randomUUID())).toBeUndefined();
  });

  it("ends the secrets that would sign past a rotation's grace, in the rotation's transaction", async () => {
    const u = await newUser();
    // After the first secret, which the database stamped with its own clock.
    const t0 = new Date(Date.now() + 60_000);
    const end = (h: number) => new Date(t0.getTime() + h * 3600_000);
    const rotate = (at: Date, graceEnd: Date, secret: string) =>
      repo.transaction(async (tx) => {
        const n = await tx.endWebhookSecretsAt(u.id, graceEnd);
        await tx.insertWebhookSecret({ id: randomUUID(), userId: u.id, secret, createdAt: at });
        return n;
      });
    expect(await rotate(end(0), end(24), "s2")).toBe(1);
    expect(await repo.activeWebhookSecrets(u.id, end(1))).toEqual(["s2", `whsec_${u.id}`]);
    expect(await repo.activeWebhookSecrets(u.id, end(24))).toEqual(["s2"]);
    // An hour later: s2 is cut to the new grace end, the first secret keeps its earlier one.
    expect(await rotate(end(1), end(25), "s3")).toBe(1);
    expect(await repo.activeWebhookSecrets(u.id, end(23))).toEqual(["s3", "s2", `whsec_${u.id}`]);
    expect(await repo.activeWebhookSecrets(u.id, end(24.5))).toEqual(["s3", "s2"]);
    await expect(
      repo.transaction(async (tx) => {
        await tx.endWebhookSecretsAt(u.id, end(2));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await repo.activeWebhookSecrets(u.id, end(3))).toEqual(["s3", "s2", `whsec_${u.id}`]);
  });
});
