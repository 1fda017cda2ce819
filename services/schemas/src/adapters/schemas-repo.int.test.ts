// Integration: the drizzle schemas repository on real PostgreSQL (DATABASE_URL) or, without it, PGlite.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { eq, sql, tables, type DatabaseHandle } from "@docintake/db";
import { openTestDatabase, testDatabaseKind } from "@docintake/testing";
import type { NewSchema, SchemasRepository } from "../domain/schemas-repository.ts";
import { schemasRepository } from "./schemas-repo.ts";

describe(`schemas repository on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let repo: SchemasRepository;
  beforeAll(async () => {
    handle = await openTestDatabase();
    repo = schemasRepository(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const newSchema = (userId: string, over: Partial<NewSchema> = {}): NewSchema => ({
    id: randomUUID(),
    userId,
    name: `s-${randomUUID()}`,
    type: "invoice",
    description: null,
    definition: { fields: ["PO number"] },
    version: 1,
    isActive: true,
    ...over,
  });
  const inserted = async (s: NewSchema) => {
    const stored = await repo.insert(s);
    if (stored === "name_taken") throw new Error(`name ${s.name} taken`);
    return stored;
  };

  it("stores a schema and finds it for its owner while it is active", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const s = newSchema(alice, { description: "d", type: "bank_statement" });
    const stored = await inserted(s);
    expect(stored).toEqual({ ...s, createdAt: expect.any(Date), updatedAt: expect.any(Date) });
    expect(await repo.findActive(alice, s.id)).toEqual(stored);
    expect(await repo.findActive(alice.toUpperCase(), s.id.toUpperCase())).toEqual(stored);
    expect(await repo.findActive(bob, s.id)).toBeUndefined();
    await handle.db.update(tables.parsingSchemas).set({ isActive: false }).where(eq(tables.parsingSchemas.id, s.id));
    expect(await repo.findActive(alice, s.id)).toBeUndefined();
    await repo.delete(s.id);
    expect(await handle.db.select().from(tables.parsingSchemas).where(eq(tables.parsingSchemas.id, s.id))).toEqual([]);
  });

  it("lets one active schema per user hold a name, also under concurrent inserts", async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const first = await inserted(newSchema(alice, { name: "PO" }));
    expect(await repo.activeNameTaken(alice, "PO")).toBe(true);
    expect(await repo.activeNameTaken(bob, "PO")).toBe(false);
    expect(await repo.insert(newSchema(alice, { name: "PO" }))).toBe("name_taken");
    await inserted(newSchema(bob, { name: "PO" }));
    // An inactive schema does not hold its name.
    await inserted(newSchema(alice, { name: "PO", isActive: false }));
    await repo.delete(first.id);
    expect(await repo.activeNameTaken(alice, "PO")).toBe(false);

    const race = await Promise.all([1, 2, 3].map(() => repo.insert(newSchema(alice, { name: "raced" }))));
    expect(race.filter((r) => r === "name_taken")).toHaveLength(2);
  });

  it("lists a user's active schemas newest first, by type, a page at a time", async () => {
    const alice = randomUUID();
    const a = await inserted(newSchema(alice));
    const b = await inserted(newSchema(alice, { type: "bank_statement" }));
    const c = await inserted(newSchema(alice));
    await inserted(newSchema(alice, { isActive: false }));
    await inserted(newSchema(randomUUID()));
    // Newest first by the database's own microseconds (a JS Date keeps only milliseconds, so two inserts
    // within one millisecond would look tied here and not there); the id breaks real ties, as in the query.
    const stamps = (await handle.db.execute(
      sql`select id::text as id, (extract(epoch from created_at) * 1000000)::bigint::text as us
          from ${tables.parsingSchemas} where id in (${a.id}, ${b.id}, ${c.id})`,
    )) as unknown as { rows: { id: string; us: string }[] };
    const expected = stamps.rows
      .sort((x, y) => (BigInt(y.us) === BigInt(x.us) ? (x.id < y.id ? 1 : -1) : BigInt(y.us) > BigInt(x.us) ? 1 : -1))
      .map((r) => r.id);
    expect(expected).toHaveLength(3);
    const all = await repo.listActive(alice, { page: 1, pageSize: 10 });
    expect(all.total).toBe(3);
    expect(all.schemas.map((s) => s.id)).toEqual(expected);
    expect(await repo.listActive(alice, { page: 2, pageSize: 2 })).toMatchObject({
      total: 3,
      schemas: [{ id: expected[2] }],
    });
    expect(await repo.listActive(alice, { page: 1, pageSize: 10, type: "bank_statement" })).toEqual({
      total: 1,
      schemas: [b],
    });
  });
});
