import { deadLetterTopic, topics, type TopicName } from "@docintake/contracts";
import type { ConsumerSpec, Delivery, RetryPolicy } from "./port.ts";
import { dependencyAway } from "./dependency-away.ts";

/** How long a message waits for a dependency that is away before its failures count again. */
export const DEPENDENCY_WAIT_MS = 120_000;

export function backoffMs(policy: RetryPolicy, attempt: number): number {
  const base = Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** (attempt - 1));
  // Full jitter keeps retrying consumers from stampeding a recovering dependency together.
  return Math.round(base / 2 + Math.random() * (base / 2));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DeadLetter {
  topic: string;
  key: string;
  id: string;
  value: unknown;
  headers: Record<string, string>;
}

export interface HandlerHooks {
  onError?: (err: unknown, delivery: Delivery<TopicName>, attempt: number) => void;
  /** Wraps one handling (e.g. a trace span continued from the message headers). */
  around?: <R>(spec: ConsumerSpec<TopicName>, delivery: Delivery<TopicName>, fn: () => Promise<R>) => Promise<R>;
}

/**
 * Validates, handles with retries and backoff, and dead-letters what still fails. Shared by every bus
 * adapter so retry semantics do not depend on the transport.
 */
export async function handleWithPolicy<T extends TopicName>(
  spec: ConsumerSpec<T>,
  raw: { id: string; key: string; value: unknown; headers: Record<string, string> },
  sendDeadLetter: (dl: DeadLetter) => Promise<void>,
  hooks: HandlerHooks = {},
): Promise<void> {
  const parsed = topics[spec.topic].safeParse(raw.value);
  if (!parsed.success) {
    // A malformed message will never succeed: straight to the dead letters.
    await sendDeadLetter({
      topic: deadLetterTopic(spec.topic),
      key: raw.key,
      id: raw.id,
      value: raw.value,
      headers: { ...raw.headers, "x-error": `invalid payload: ${parsed.error.message}`, "x-consumer": spec.group },
    });
    return;
  }
  const delivery = {
    id: raw.id,
    topic: spec.topic,
    key: raw.key,
    payload: parsed.data,
    headers: raw.headers,
  } as Delivery<T>;
  let lastErr: unknown;
  // Failures while a dependency is away are retried without counting, for a while: the message is not at fault.
  const waitUntil = Date.now() + (spec.retry.dependencyWaitMs ?? DEPENDENCY_WAIT_MS);
  for (let tries = 1, counted = 0; ; tries++) {
    try {
      const run = () => spec.handle(delivery);
      await (hooks.around ? hooks.around(spec as never, delivery as never, run) : run());
      return;
    } catch (err) {
      lastErr = err;
      hooks.onError?.(err, delivery as never, tries);
      if (!dependencyAway(err) || Date.now() >= waitUntil) counted++;
      if (counted >= spec.retry.attempts) break;
      await sleep(backoffMs(spec.retry, tries));
    }
  }
  if (spec.onGiveUp) {
    try {
      await spec.onGiveUp(delivery, lastErr);
    } catch (err) {
      hooks.onError?.(err, delivery as never, spec.retry.attempts + 1);
    }
  }
  await sendDeadLetter({
    topic: deadLetterTopic(spec.topic),
    key: raw.key,
    id: raw.id,
    value: raw.value,
    headers: {
      ...raw.headers,
      "x-error": lastErr instanceof Error ? lastErr.message : String(lastErr),
      "x-consumer": spec.group,
    },
  });
}
