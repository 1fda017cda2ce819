import type { TopicName, TopicPayload } from "@docintake/contracts";

export interface OutgoingMessage<T extends TopicName = TopicName> {
  /** Event id: stable across redeliveries, what consumers deduplicate on. */
  id: string;
  topic: T;
  /** The document id: keeps one document's events in order. */
  key: string;
  payload: TopicPayload<T>;
  headers?: Record<string, string>;
}

export interface Delivery<T extends TopicName> {
  id: string;
  topic: T;
  key: string;
  payload: TopicPayload<T>;
  headers: Record<string, string>;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** How long failures because a dependency is away are retried without counting (default 2 min). */
  dependencyWaitMs?: number;
}

/** What every consumer must declare: its topic, its group, how it retries and that it dead-letters. */
export interface ConsumerSpec<T extends TopicName> {
  group: string;
  topic: T;
  retry: RetryPolicy;
  /** Failed after every retry: the message goes to `<topic>.dlq` with the error, and the stream moves on. */
  deadLetter: true;
  /** Messages handled at once (distinct keys only; one key is always handled in order). */
  concurrency?: number;
  handle(delivery: Delivery<T>): Promise<void>;
  /** Runs once the message is given up (after the last retry, before the dead letter): e.g. fail the job it was for. */
  onGiveUp?(delivery: Delivery<T>, error: unknown): Promise<void>;
}

export interface Bus {
  readonly kind: "in-process" | "kafka";
  publish(messages: OutgoingMessage[]): Promise<void>;
  /** Register before start(). */
  consume<T extends TopicName>(spec: ConsumerSpec<T>): void;
  start(): Promise<void>;
  /** Stops taking messages, waits for in-flight handlers, commits what they finished. */
  stop(): Promise<void>;
  ping(): Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, initialBackoffMs: 200, maxBackoffMs: 10_000 };
