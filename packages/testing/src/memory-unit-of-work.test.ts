// The in-memory unit of work the services' fake repositories share: order, rollback, inbox and injected failures.
import { describe, expect, it } from "@jest/globals";
import { MemoryUnitOfWork } from "./memory-unit-of-work.ts";

interface Tx {
  add(item: string): Promise<void>;
  remove(item: string): Promise<void>;
}

class MemoryList extends MemoryUnitOfWork<{ items: string[] }, Tx> {
  constructor() {
    super({ items: [] }, (s) => ({ items: [...s.items] }));
  }
  get items(): string[] {
    return this.state.items;
  }
  protected override openTransaction(): Tx {
    return {
      add: async (item) => {
        this.failIfInjected("add");
        this.state.items.push(item);
      },
      remove: async (item) => {
        this.failIfInjected("remove");
        this.state.items = this.state.items.filter((i) => i !== item);
      },
    };
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("memory unit of work", () => {
  it("runs transactions one after another, in the order they were asked for", async () => {
    const list = new MemoryList();
    const slow = list.transaction(async (tx) => {
      await tx.add("a");
      await tick();
      await tx.add("b");
    });
    const fast = list.transaction((tx) => tx.add("c"));
    await Promise.all([slow, fast]);
    expect(list.items).toEqual(["a", "b", "c"]);
  });

  it("keeps all of a transaction or none of it, and goes on after a failed one", async () => {
    const list = new MemoryList();
    await list.transaction((tx) => tx.add("kept"));
    const failed = list.transaction(async (tx) => {
      await tx.add("lost");
      await tx.remove("kept");
      throw new Error("boom");
    });
    await expect(failed).rejects.toThrow("boom");
    expect(list.items).toEqual(["kept"]);
    const answer = list.transaction(async (tx) => {
      await tx.add("next");
      return 7;
    });
    await expect(answer).resolves.toBe(7);
    expect(list.items).toEqual(["kept", "next"]);
  });

  it("makes the named write throw and rolls back what came before it", async () => {
    const list = new MemoryList();
    list.failOn = "remove";
    const work = list.transaction(async (tx) => {
      await tx.add("a");
      await tx.remove("a");
    });
    await expect(work).rejects.toThrow("injected failure in remove");
    expect(list.items).toEqual([]);
    list.failOn = undefined;
    await list.transaction((tx) => tx.add("a"));
    expect(list.items).toEqual(["a"]);
  });

  it("lets an event in once per consumer, and again after the work that took it failed", async () => {
    const list = new MemoryList();
    expect(await list.once("c1", "e1", (tx) => tx.add("first"))).toBe(true);
    expect(await list.once("c1", "e1", (tx) => tx.add("again"))).toBe(false);
    expect(await list.once("c2", "e1", (tx) => tx.add("other consumer"))).toBe(true);
    list.failOn = "add";
    await expect(list.once("c1", "e2", (tx) => tx.add("x"))).rejects.toThrow("injected failure in add");
    list.failOn = undefined;
    expect(await list.once("c1", "e2", (tx) => tx.add("retried"))).toBe(true);
    expect(list.items).toEqual(["first", "other consumer", "retried"]);
  });
});
