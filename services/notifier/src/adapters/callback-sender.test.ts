import { describe, expect, it } from "@jest/globals";
import { boundedResolve } from "./callback-sender.ts";

/** A resolver whose answers the test gives by hand, recording which hosts were looked up. */
function heldResolver() {
  const started: string[] = [];
  const answers = new Map<string, (addresses: string[]) => void>();
  const resolve = (host: string) =>
    new Promise<string[]>((answer) => {
      started.push(host);
      answers.set(host, answer);
    });
  return { resolve, started, answer: (host: string) => answers.get(host)!([`192.0.2.${started.indexOf(host) + 1}`]) };
}

const settle = () => new Promise((r) => setImmediate(r));

describe("boundedResolve", () => {
  it("runs at most the bound of lookups at once, the next as one ends", async () => {
    const held = heldResolver();
    const resolve = boundedResolve(held.resolve, { inFlight: 2, waitMs: 60_000 });
    const results = ["a.test", "b.test", "c.test"].map((h) => resolve(h));
    await settle();
    expect(held.started).toEqual(["a.test", "b.test"]);
    held.answer("b.test");
    await expect(results[1]).resolves.toEqual(["192.0.2.2"]);
    await settle();
    expect(held.started).toEqual(["a.test", "b.test", "c.test"]);
    held.answer("c.test");
    held.answer("a.test");
    await expect(Promise.all(results)).resolves.toEqual([["192.0.2.1"], ["192.0.2.2"], ["192.0.2.3"]]);
  });

  it("drops, unrun, a lookup that waited for its turn longer than its call lasts", async () => {
    const held = heldResolver();
    let clock = 0;
    const resolve = boundedResolve(held.resolve, { inFlight: 1, waitMs: 1000 }, () => clock);
    const first = resolve("dead-dns.test");
    const late = resolve("late.test");
    const failed = late.then(
      () => null,
      (err: Error) => err.message,
    );
    await settle();
    clock = 1500;
    held.answer("dead-dns.test");
    await first;
    expect(await failed).toMatch(/waited over 1000 ms for its turn/);
    expect(held.started).toEqual(["dead-dns.test"]);
    // The slot is free again for the next lookup.
    const next = resolve("next.test");
    await settle();
    held.answer("next.test");
    await expect(next).resolves.toEqual(["192.0.2.2"]);
  });

  it("looks a host up once at a time, its callers sharing the answer, while other hosts go on", async () => {
    const held = heldResolver();
    const resolve = boundedResolve(held.resolve, { inFlight: 2, waitMs: 60_000 });
    const dead = [resolve("dead-dns.test"), resolve("dead-dns.test"), resolve("dead-dns.test")];
    const other = resolve("other.test");
    await settle();
    expect(held.started).toEqual(["dead-dns.test", "other.test"]);
    held.answer("other.test");
    await expect(other).resolves.toEqual(["192.0.2.2"]);
    held.answer("dead-dns.test");
    await expect(Promise.all(dead)).resolves.toEqual([["192.0.2.1"], ["192.0.2.1"], ["192.0.2.1"]]);
    // Once answered, the host is looked up afresh (no cache: its addresses may change).
    void resolve("dead-dns.test");
    await settle();
    expect(held.started).toEqual(["dead-dns.test", "other.test", "dead-dns.test"]);
  });

  it("gives the slot back when the resolver throws at once", async () => {
    let calls = 0;
    const resolve = boundedResolve(
      (host) => {
        calls++;
        if (host === "throws.test") throw new Error("resolver broke");
        return Promise.resolve(["192.0.2.7"]);
      },
      { inFlight: 1, waitMs: 60_000 },
    );
    await expect(resolve("throws.test")).rejects.toThrow("resolver broke");
    await expect(resolve("fine.test")).resolves.toEqual(["192.0.2.7"]);
    expect(calls).toBe(2);
  });

  it("passes a failed lookup's error on and frees its slot", async () => {
    const resolve = boundedResolve(
      (host) =>
        host === "bad.test"
          ? Promise.reject(new Error("getaddrinfo ENOTFOUND bad.test"))
          : Promise.resolve(["192.0.2.9"]),
      { inFlight: 1, waitMs: 60_000 },
    );
    await expect(resolve("bad.test")).rejects.toThrow("ENOTFOUND");
    await expect(resolve("good.test")).resolves.toEqual(["192.0.2.9"]);
  });
});
