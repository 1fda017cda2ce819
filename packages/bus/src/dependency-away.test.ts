import { describe, expect, it } from "@jest/globals";
import { dependencyAway } from "./dependency-away.ts";
import { handleWithPolicy, type DeadLetter } from "./retry.ts";

const pgError = (code: string) => Object.assign(new Error("pg"), { code });

describe("a dependency away", () => {
  it("is told by network codes, PostgreSQL shutting down or refusing, and causes that say so", () => {
    expect(dependencyAway(pgError("ECONNREFUSED"))).toBe(true);
    expect(dependencyAway(pgError("57P01"))).toBe(true);
    expect(dependencyAway(pgError("08006"))).toBe(true);
    expect(dependencyAway(new Error("Failed query", { cause: pgError("57P03") }))).toBe(true);
    expect(dependencyAway(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(dependencyAway(pgError("23505"))).toBe(false);
    expect(dependencyAway(new Error("bad payload"))).toBe(false);
    expect(dependencyAway(undefined)).toBe(false);
  });

  it("does not use up a message's attempts while it lasts, and sends nothing to the dead letters", async () => {
    const dead: DeadLetter[] = [];
    let calls = 0;
    const spec = {
      topic: "file.deleted" as const,
      group: "test",
      deadLetter: true as const,
      retry: { attempts: 2, initialBackoffMs: 1, maxBackoffMs: 2 },
      handle: async () => {
        calls++;
        if (calls <= 5) throw pgError("ECONNREFUSED");
      },
    };
    const raw = { id: "e1", key: "k", value: { userId: "u", fileId: "f" }, headers: {} };
    await handleWithPolicy(spec, raw, async (dl) => void dead.push(dl));
    expect(calls).toBe(6);
    expect(dead).toEqual([]);
    // A failure of the message's own still counts: two attempts, then the dead letters.
    calls = 0;
    await handleWithPolicy(
      {
        ...spec,
        handle: async () => {
          calls++;
          throw new Error("cannot apply");
        },
      },
      raw,
      async (dl) => void dead.push(dl),
    );
    expect(calls).toBe(2);
    expect(dead).toHaveLength(1);
  });

  it("counts again once the dependency has been away longer than the wait", async () => {
    const dead: DeadLetter[] = [];
    let calls = 0;
    const spec = {
      topic: "file.deleted" as const,
      group: "test",
      deadLetter: true as const,
      retry: { attempts: 2, initialBackoffMs: 5, maxBackoffMs: 5, dependencyWaitMs: 0 },
      handle: async () => {
        calls++;
        throw pgError("ECONNREFUSED");
      },
    };
    await handleWithPolicy(
      spec,
      { id: "e2", key: "k", value: { userId: "u", fileId: "f" }, headers: {} },
      async (dl) => void dead.push(dl),
    );
    expect(calls).toBe(2);
    expect(dead).toHaveLength(1);
  });
});
