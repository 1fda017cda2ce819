// Integration: the Kafka adapter against a real broker (deploy/local or testcontainers), run by `pnpm test`
// in its distributed stage with KAFKA_BROKERS set.
import { afterAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { KafkaBus } from "./kafka.ts";

const brokers = process.env["KAFKA_BROKERS"];
if (!brokers) console.log("skip kafka integration: KAFKA_BROKERS is not set (pnpm test runs it with local Kafka)");
const maybe = brokers ? describe : describe.skip;

maybe("KafkaBus against a real broker", () => {
  const buses: KafkaBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()));
  });

  it("delivers in key order to one consumer group, retries, and dead-letters what keeps failing", async () => {
    const group = `it-${randomUUID()}`;
    const seen: string[] = [];
    const dead: string[] = [];
    let flaky = 0;
    const consumer = new KafkaBus({ brokers: brokers!.split(","), clientId: "it-consumer" });
    buses.push(consumer);
    const fileId = randomUUID();
    consumer.consume({
      group,
      topic: "file.deleted",
      retry: { attempts: 3, initialBackoffMs: 10, maxBackoffMs: 20 },
      deadLetter: true,
      handle: async (d) => {
        if (d.payload.fileId !== fileId) return;
        if (d.payload.userId === "poison") throw new Error("always fails");
        if (d.payload.userId === "flaky" && flaky++ === 0) throw new Error("fails once");
        seen.push(d.payload.userId);
      },
    });
    const dlq = new KafkaBus({ brokers: brokers!.split(","), clientId: "it-dlq" });
    buses.push(dlq);
    const { Kafka } = await import("kafkajs");
    const raw = new Kafka({ brokers: brokers!.split(","), clientId: "it-raw" }).consumer({ groupId: `${group}-dlq` });
    await consumer.start();
    await raw.connect();
    await raw.subscribe({ topic: "file.deleted.dlq", fromBeginning: true });
    await raw.run({
      eachMessage: async ({ message }) => {
        if (message.key?.toString() === fileId) dead.push(String(message.headers?.["x-error"] ?? ""));
      },
    });
    const users = ["u1", "flaky", "poison", "u2", "u3"];
    await consumer.publish(
      users.map((u) => ({ id: randomUUID(), topic: "file.deleted", key: fileId, payload: { userId: u, fileId } })),
    );
    const deadline = Date.now() + 60_000;
    while ((seen.length < 4 || dead.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    await raw.disconnect();
    expect(seen).toEqual(["u1", "flaky", "u2", "u3"]);
    expect(dead).toEqual(["always fails"]);
  });
});
