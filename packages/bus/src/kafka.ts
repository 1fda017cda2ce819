import { Kafka, logLevel, Partitioners, type Consumer, type Producer, type SASLOptions } from "kafkajs";
import { deadLetterTopic, TOPIC_NAMES, type TopicName } from "@docintake/contracts";
import type { Bus, ConsumerSpec, OutgoingMessage } from "./port.ts";
import { handleWithPolicy, type HandlerHooks } from "./retry.ts";

export interface KafkaOptions {
  brokers: string[];
  clientId: string;
  ssl?: boolean;
  sasl?: { mechanism: "plain" | "scram-sha-256" | "scram-sha-512"; username: string; password: string } | undefined;
  partitions?: number;
  replicationFactor?: number;
  hooks?: HandlerHooks;
  log?: (level: "error" | "warn" | "info", message: string) => void;
  /** Messages still waiting in a group's topic (summed over its partitions), after each fetched batch. */
  onLag?: (group: string, topic: string, lag: number) => void;
}

const ID_HEADER = "x-event-id";

/** The distributed deployment's bus: one consumer group per worker kind, per-key order by partition. */
export class KafkaBus implements Bus {
  readonly kind = "kafka" as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly specs: ConsumerSpec<TopicName>[] = [];
  private readonly consumers: Consumer[] = [];
  private readonly opts: KafkaOptions;
  private connected = false;
  /** Consumers that have joined their group at least once: until then the process is not ready. */
  private readonly joined = new Set<Consumer>();

  constructor(opts: KafkaOptions) {
    this.opts = opts;
    const log = opts.log;
    this.kafka = new Kafka({
      clientId: opts.clientId,
      brokers: opts.brokers,
      ssl: opts.ssl ?? false,
      ...(opts.sasl ? { sasl: opts.sasl as SASLOptions } : {}),
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => {
        const level = entry.level === logLevel.ERROR ? "error" : entry.level === logLevel.WARN ? "warn" : "info";
        log?.(level, `${entry.namespace}: ${entry.log.message}`);
      },
      retry: { retries: 8, initialRetryTime: 200 },
    });
    // Idempotent producer: a retried send is written once per partition.
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // Murmur2 on the key, as the Java client does: one document's events land on one partition.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
  }

  /** Creates every topic of the map and its dead-letter topic, if missing. */
  async ensureTopics(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const wanted = TOPIC_NAMES.flatMap((t) => [t, deadLetterTopic(t)]).filter((t) => !existing.has(t));
      if (wanted.length > 0) {
        await admin.createTopics({
          waitForLeaders: true,
          topics: wanted.map((topic) => ({
            topic,
            numPartitions: this.opts.partitions ?? 6,
            replicationFactor: this.opts.replicationFactor ?? 1,
          })),
        });
      }
    } finally {
      await admin.disconnect();
    }
  }

  consume<T extends TopicName>(spec: ConsumerSpec<T>): void {
    this.specs.push(spec as unknown as ConsumerSpec<TopicName>);
  }

  private async connectProducer(): Promise<void> {
    if (!this.connected) {
      await this.producer.connect();
      this.connected = true;
    }
  }

  async start(): Promise<void> {
    await this.ensureTopics();
    await this.connectProducer();
    // One consumer per group, subscribed to every topic its handlers declare: members of a group must
    // share one subscription, or the assignor hands them partitions they do not read.
    const groups = new Map<string, ConsumerSpec<TopicName>[]>();
    for (const spec of this.specs) groups.set(spec.group, [...(groups.get(spec.group) ?? []), spec]);
    for (const [groupId, specs] of groups) {
      const byTopic = new Map(specs.map((s) => [s.topic as string, s]));
      if (byTopic.size !== specs.length) throw new Error(`group ${groupId} declares a topic twice`);
      // A member that died (SIGKILL) is noticed within the session timeout; its partitions then move on.
      const consumer = this.kafka.consumer({
        groupId,
        allowAutoTopicCreation: false,
        sessionTimeout: 10_000,
        heartbeatInterval: 2_000,
      });
      consumer.on(consumer.events.GROUP_JOIN, () => this.joined.add(consumer));
      consumer.on(consumer.events.CRASH, () => this.joined.delete(consumer));
      const lags = new Map<string, number>();
      consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
        lags.set(`${payload.topic}:${payload.partition}`, Number(payload.offsetLag));
        let total = 0;
        for (const [k, v] of lags) if (k.startsWith(`${payload.topic}:`)) total += v;
        this.opts.onLag?.(groupId, payload.topic, total);
      });
      await consumer.connect();
      await consumer.subscribe({ topics: [...byTopic.keys()], fromBeginning: true });
      await consumer.run({
        partitionsConsumedConcurrently: Math.max(...specs.map((s) => s.concurrency ?? 1)),
        eachMessage: async ({ topic, message }) => {
          const spec = byTopic.get(topic);
          if (!spec) return;
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(message.headers ?? {})) {
            if (v !== undefined) headers[k] = Array.isArray(v) ? String(v[0]) : String(v);
          }
          let value: unknown;
          try {
            value = JSON.parse(message.value?.toString("utf8") ?? "null");
          } catch {
            value = message.value?.toString("utf8");
          }
          await handleWithPolicy(
            spec,
            {
              id: headers[ID_HEADER] ?? `${topic}:${message.offset}`,
              key: message.key?.toString() ?? "",
              value,
              headers,
            },
            async (dl) => {
              await this.producer.send({
                topic: dl.topic,
                messages: [
                  { key: dl.key, value: JSON.stringify(dl.value), headers: { ...dl.headers, [ID_HEADER]: dl.id } },
                ],
              });
            },
            this.opts.hooks,
          );
        },
      });
      this.consumers.push(consumer);
    }
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.connectProducer();
    const byTopic = new Map<string, OutgoingMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    await this.producer.sendBatch({
      topicMessages: [...byTopic].map(([topic, ms]) => ({
        topic,
        messages: ms.map((m) => ({
          key: m.key,
          value: JSON.stringify(m.payload),
          headers: { ...(m.headers ?? {}), [ID_HEADER]: m.id },
        })),
      })),
    });
  }

  async stop(): Promise<void> {
    // disconnect() lets the running handlers finish and commits their offsets.
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    if (this.connected) await this.producer.disconnect();
    this.connected = false;
  }

  async ping(): Promise<void> {
    const waiting = this.consumers.filter((c) => !this.joined.has(c)).length;
    if (waiting > 0) throw new Error(`${waiting} consumer(s) have not joined their group yet`);
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await admin.describeCluster();
    } finally {
      await admin.disconnect();
    }
  }
}
