import { describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { InProcessBus } from "./in-process.ts";

describe("in-process bus", () => {
  it("keeps one key's messages in order, retries, gives up once and dead-letters", async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    const givenUp: string[] = [];
    let flaky = 0;
    bus.consume({
      group: "g",
      topic: "file.deleted",
      retry: { attempts: 3, initialBackoffMs: 1, maxBackoffMs: 2 },
      deadLetter: true,
      concurrency: 4,
      handle: async (d) => {
        if (d.payload.userId === "poison") throw new Error("always fails");
        if (d.payload.userId === "flaky" && flaky++ === 0) throw new Error("fails once");
        seen.push(d.payload.userId);
      },
      onGiveUp: async (d, err) => {
        givenUp.push(`${d.payload.userId}: ${(err as Error).message}`);
      },
    });
    await bus.start();
    const key = randomUUID();
    await bus.publish(
      ["a", "flaky", "poison", "b"].map((userId) => ({
        id: randomUUID(),
        topic: "file.deleted" as const,
        key,
        payload: { userId, fileId: key },
      })),
    );
    await bus.stop();
    expect(seen).toEqual(["a", "flaky", "b"]);
    expect(givenUp).toEqual(["poison: always fails"]);
    expect(bus.deadLetters.map((d) => d.headers["x-error"])).toEqual(["always fails"]);
  });
});
