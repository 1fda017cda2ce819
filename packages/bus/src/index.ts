import type { Bus } from "./port.ts";
import { InProcessBus } from "./in-process.ts";
import type { KafkaOptions } from "./kafka.ts";
import type { HandlerHooks } from "./retry.ts";

export * from "./port.ts";
export * from "./retry.ts";
export { InProcessBus } from "./in-process.ts";
export type { KafkaOptions } from "./kafka.ts";
export { enqueue, once, OutboxRelay } from "./outbox.ts";

/**
 * Chosen once from configuration: Kafka when brokers are given, in-process otherwise. kafkajs is loaded
 * only by the deployments that use it.
 */
export async function createBus(opts: { kafka?: KafkaOptions | undefined; hooks?: HandlerHooks }): Promise<Bus> {
  if (!opts.kafka) return new InProcessBus(opts.hooks ? { hooks: opts.hooks } : {});
  const { KafkaBus } = await import("./kafka.ts");
  return new KafkaBus({ ...opts.kafka, ...(opts.hooks ? { hooks: opts.hooks } : {}) });
}

/** Kafka settings from the shared infrastructure configuration; undefined selects the in-process bus. */
export function kafkaOptionsFrom(
  c: {
    KAFKA_BROKERS?: string | undefined;
    KAFKA_SSL: boolean;
    KAFKA_SASL_MECHANISM?: "plain" | "scram-sha-256" | "scram-sha-512" | undefined;
    KAFKA_SASL_USERNAME?: string | undefined;
    KAFKA_SASL_PASSWORD?: string | undefined;
  },
  clientId: string,
  log?: KafkaOptions["log"],
  onLag?: KafkaOptions["onLag"],
): KafkaOptions | undefined {
  if (!c.KAFKA_BROKERS) return undefined;
  return {
    brokers: c.KAFKA_BROKERS.split(",")
      .map((b) => b.trim())
      .filter(Boolean),
    clientId,
    ssl: c.KAFKA_SSL,
    sasl: c.KAFKA_SASL_MECHANISM
      ? {
          mechanism: c.KAFKA_SASL_MECHANISM,
          username: c.KAFKA_SASL_USERNAME ?? "",
          password: c.KAFKA_SASL_PASSWORD ?? "",
        }
      : undefined,
    ...(log ? { log } : {}),
    ...(onLag ? { onLag } : {}),
  };
}
