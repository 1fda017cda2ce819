// The schemas domain on an in-memory repository: validation, name uniqueness per user, ownership and paging,
// without a database.
import { beforeEach, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type { Caller } from "@docintake/contracts";
import { appErrorCode as code } from "@docintake/testing";
import { SchemasDomain } from "./schemas.ts";
import { MemorySchemasRepository } from "../testing/memory-schemas-repository.ts";

const alice: Caller = { userId: randomUUID() };
const bob: Caller = { userId: randomUUID() };

let repo: MemorySchemasRepository;
let schemas: SchemasDomain;
let clock: number;

beforeEach(() => {
  repo = new MemorySchemasRepository();
  clock = Date.parse("2026-01-01T00:00:00Z");
  repo.now = () => new Date((clock += 1000));
  schemas = new SchemasDomain({ repo });
});

const definition = { fields: ["PO number"] };

describe("create", () => {
  it("stores an active first version under the trimmed name", async () => {
    const s = await schemas.create(alice, { name: "  PO  ", type: "invoice", definition });
    expect(s).toMatchObject({
      userId: alice.userId,
      name: "PO",
      type: "invoice",
      description: null,
      definition,
      version: 1,
      isActive: true,
    });
    expect(s.createdAt).toBe(s.updatedAt);
    expect(new Date(s.createdAt).toISOString()).toBe(s.createdAt);
    expect(repo.schemas.map((r) => r.id)).toEqual([s.id]);
  });

  it("refuses an empty name and fields that are not strings", async () => {
    expect(await code(schemas.create(alice, { name: "  ", type: "invoice", definition }))).toBe("INVALID_REQUEST");
    expect(await code(schemas.create(alice, { name: "x", type: "invoice", definition: { fields: ["a", 1] } }))).toBe(
      "INVALID_REQUEST",
    );
    expect(await code(schemas.create(alice, { name: "x", type: "invoice", definition: { fields: "a" } }))).toBe(
      "INVALID_REQUEST",
    );
    expect(repo.schemas).toEqual([]);
  });

  it("keeps a name unique among one user's active schemas only", async () => {
    await schemas.create(alice, { name: "PO", type: "invoice", definition });
    expect(await code(schemas.create(alice, { name: "PO ", type: "bank_statement", definition: {} }))).toBe(
      "SCHEMA_NAME_TAKEN",
    );
    await expect(schemas.create(bob, { name: "PO", type: "invoice", definition })).resolves.toMatchObject({
      name: "PO",
    });
  });

  it("answers SCHEMA_NAME_TAKEN to the loser of two concurrent creations", async () => {
    repo.beforeInsert = async () => {
      repo.beforeInsert = undefined;
      await schemas.create(alice, { name: "PO", type: "invoice", definition });
    };
    expect(await code(schemas.create(alice, { name: "PO", type: "invoice", definition }))).toBe("SCHEMA_NAME_TAKEN");
    expect(repo.schemas).toHaveLength(1);
  });

  it("frees a name once its schema is deleted", async () => {
    const s = await schemas.create(alice, { name: "PO", type: "invoice", definition });
    await schemas.remove(alice, s.id);
    await expect(schemas.create(alice, { name: "PO", type: "invoice", definition })).resolves.toMatchObject({
      name: "PO",
    });
  });
});

describe("get and remove", () => {
  it("finds a user's own schemas only; another user's or a malformed id is not found", async () => {
    const s = await schemas.create(alice, { name: "PO", type: "invoice", description: "d", definition });
    expect(await schemas.get(alice, s.id)).toEqual(s);
    expect(await schemas.get(alice, s.id.toUpperCase())).toEqual(s);
    expect(await code(schemas.get(bob, s.id))).toBe("NOT_FOUND");
    expect(await code(schemas.get(alice, "not-a-uuid"))).toBe("NOT_FOUND");
    expect(await code(schemas.remove(bob, s.id))).toBe("NOT_FOUND");
    await schemas.remove(alice, s.id);
    expect(await code(schemas.get(alice, s.id))).toBe("NOT_FOUND");
    expect(await code(schemas.remove(alice, s.id))).toBe("NOT_FOUND");
  });
});

describe("list", () => {
  it("pages a user's schemas newest first, filtered by type", async () => {
    const a = await schemas.create(alice, { name: "a", type: "invoice", definition });
    const b = await schemas.create(alice, { name: "b", type: "bank_statement", definition: {} });
    const c = await schemas.create(alice, { name: "c", type: "invoice", definition });
    await schemas.create(bob, { name: "a", type: "invoice", definition });
    const all = await schemas.list(alice, { page: 1, pageSize: 10 });
    expect(all.total).toBe(3);
    expect(all.schemas.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(await schemas.list(alice, { page: 2, pageSize: 2 })).toEqual({ schemas: [a], total: 3 });
    const invoices = await schemas.list(alice, { page: 1, pageSize: 10, type: "invoice" });
    expect(invoices).toEqual({ schemas: [c, a], total: 2 });
  });
});
