import type { Bus } from "./port.ts";
import { InProcessBus } from "./in-process.ts";
import { KafkaBus, type KafkaOptions } from "./kafka.ts";
import type { HandlerHooks } from "./retry.ts";

export * from "./port.ts";
export * from "./retry.ts";
export { InProcessBus } from "./in-process.ts";
export { KafkaBus, type KafkaOptions } from "./kafka.ts";
export { enqueue, once, OutboxRelay } from "./outbox.ts";

/** Chosen once from configuration: Kafka when brokers are given, in-process otherwise. */
export function createBus(opts: { kafka?: KafkaOptions | undefined; hooks?: HandlerHooks }): Bus {
  return opts.kafka ? new KafkaBus({ ...opts.kafka, ...(opts.hooks ? { hooks: opts.hooks } : {}) }) : new InProcessBus(opts.hooks ? { hooks: opts.hooks } : {});
}
