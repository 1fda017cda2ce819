// Integration: the drizzle idempotency repository on real PostgreSQL (DATABASE_URL) or, without it, PGlite.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { type DatabaseHandle } from "@docintake/db";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import type { IdempotencyRepository, NewClaim } from "../domain/idempotency-repository.ts";
import { idempotencyRepository } from "./idempotency-repo.ts";

describe(`idempotency repository on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let repo: IdempotencyRepository;
  beforeAll(async () => {
    handle = await openTestDatabase();
    repo = idempotencyRepository(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const claim = (userId: string, key: string, createdAt = new Date()): NewClaim => ({
    userId,
    key,
    route: "POST /api/v1/parse/invoices",
    requestHash: "h",
    createdAt,
    requestKey: randomUUID(),
  });

  it("lets one claim per user and key in, also under concurrent inserts", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const c = claim(alice, "k");
    expect(await repo.insertClaim(c)).toBe(true);
    expect(await repo.insertClaim(claim(alice, "k"))).toBe(false);
    expect(await repo.insertClaim(claim(alice, "K"))).toBe(true);
    expect(await repo.insertClaim(claim(bob, "k"))).toBe(true);
    expect(await repo.find(alice, "k")).toEqual({ ...c, statusCode: null, response: null });
    expect(await repo.find(randomUUID(), "k")).toBeUndefined();
    const race = await Promise.all([1, 2, 3].map(() => repo.insertClaim(claim(alice, "raced"))));
    expect(race.filter(Boolean)).toHaveLength(1);
  });

  it("finishes an unfinished claim only", async () => {
    const user = randomUUID();
    await repo.insertClaim(claim(user, "k"));
    await repo.finish(user, "k", { statusCode: 202, body: { data: { job_id: "j", n: [1, null] } } });
    await repo.finish(user, "k", { statusCode: 500, body: { other: true } });
    expect(await repo.find(user, "k")).toMatchObject({
      statusCode: 202,
      response: { data: { job_id: "j", n: [1, null] } },
    });
  });

  it("renews an unfinished claim's time only", async () => {
    const user = randomUUID();
    const t = new Date("2020-01-01T00:00:00.000Z");
    const later = new Date("2020-01-01T00:00:30.000Z");
    await repo.insertClaim(claim(user, "running", t));
    await repo.renew(user, "running", later);
    expect((await repo.find(user, "running"))?.createdAt).toEqual(later);
    await repo.insertClaim(claim(user, "done", t));
    await repo.finish(user, "done", { statusCode: 200, body: {} });
    await repo.renew(user, "done", later);
    expect((await repo.find(user, "done"))?.createdAt).toEqual(t);
  });

  it("takes over an unfinished claim created at the given time only, keeping its request key", async () => {
    const user = randomUUID();
    const t = new Date("2020-01-01T00:00:00.000Z");
    const later = new Date("2020-01-01T00:01:00.000Z");
    const c = claim(user, "k", t);
    await repo.insertClaim(c);
    expect(await repo.takeOver(user, "k", new Date(t.getTime() + 1), later)).toBe(false);
    expect(await repo.takeOver(user, "k", t, later)).toBe(true);
    expect(await repo.find(user, "k")).toMatchObject({ createdAt: later, requestKey: c.requestKey });
    await repo.finish(user, "k", { statusCode: 200, body: {} });
    expect(await repo.takeOver(user, "k", later, new Date())).toBe(false);
  });

  it("deletes a record by its creation time, and every record older than a cutoff", async () => {
    const user = randomUUID();
    const t = new Date("2020-01-01T00:00:00.123Z");
    await repo.insertClaim(claim(user, "old", t));
    await repo.deleteCreatedAt(user, "old", new Date(t.getTime() + 1));
    expect(await repo.find(user, "old")).toMatchObject({ createdAt: t });
    await repo.deleteCreatedAt(user, "old", t);
    expect(await repo.find(user, "old")).toBeUndefined();

    await repo.insertClaim(claim(user, "a", new Date("2000-01-01T00:00:00Z")));
    await repo.insertClaim(claim(user, "b", new Date("2000-01-02T00:00:00Z")));
    await repo.insertClaim(claim(user, "c"));
    // A shared PostgreSQL may hold a stray old record of an interrupted run: at least these two go.
    expect(await repo.deleteCreatedBefore(new Date("2000-01-03T00:00:00Z"))).toBeGreaterThanOrEqual(2);
    expect(await repo.find(user, "a")).toBeUndefined();
    expect(await repo.find(user, "b")).toBeUndefined();
    expect(await repo.find(user, "c")).toBeDefined();
  });
});
