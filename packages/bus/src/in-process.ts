import type { TopicName } from "@docintake/contracts";
import type { Bus, ConsumerSpec, OutgoingMessage } from "./port.ts";
import { handleWithPolicy, type DeadLetter, type HandlerHooks } from "./retry.ts";

interface Subscription {
  spec: ConsumerSpec<TopicName>;
  /** Per key, the tail of the chain of handlings: keeps one document's events in order. */
  tails: Map<string, Promise<void>>;
  running: number;
  waiting: (() => void)[];
}

/**
 * The embedded deployment's bus: same semantics as Kafka (consumer groups, per-key order, retries,
 * dead letters, payload copies) inside one process.
 */
export class InProcessBus implements Bus {
  readonly kind = "in-process" as const;
  private readonly subs: Subscription[] = [];
  private readonly inflight = new Set<Promise<void>>();
  private started = false;
  private stopping = false;
  readonly deadLetters: DeadLetter[] = [];
  private readonly hooks: HandlerHooks;
  private readonly onDeadLetter: ((dl: DeadLetter) => void) | undefined;

  constructor(opts: { hooks?: HandlerHooks; onDeadLetter?: (dl: DeadLetter) => void } = {}) {
    this.hooks = opts.hooks ?? {};
    this.onDeadLetter = opts.onDeadLetter;
  }

  consume<T extends TopicName>(spec: ConsumerSpec<T>): void {
    this.subs.push({ spec: spec as unknown as ConsumerSpec<TopicName>, tails: new Map(), running: 0, waiting: [] });
  }

  async start(): Promise<void> {
    this.started = true;
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    if (this.stopping) throw new Error("bus is stopping");
    for (const m of messages) {
      for (const sub of this.subs) {
        if (sub.spec.topic !== m.topic) continue;
        // A copy, as if serialized: a handler can never mutate what another one sees.
        const value = JSON.parse(JSON.stringify(m.payload)) as unknown;
        this.dispatch(sub, { id: m.id, key: m.key, value, headers: { ...(m.headers ?? {}) } });
      }
    }
  }

  private dispatch(
    sub: Subscription,
    raw: { id: string; key: string; value: unknown; headers: Record<string, string> },
  ) {
    const prev = sub.tails.get(raw.key) ?? Promise.resolve();
    const next = prev.then(async () => {
      await this.acquire(sub);
      try {
        await handleWithPolicy(sub.spec, raw, async (dl) => this.recordDeadLetter(dl), this.hooks);
      } finally {
        this.release(sub);
      }
    });
    const settled = next.catch(() => undefined);
    sub.tails.set(raw.key, settled);
    this.inflight.add(settled);
    void settled.then(() => {
      this.inflight.delete(settled);
      if (sub.tails.get(raw.key) === settled) sub.tails.delete(raw.key);
    });
  }

  private async acquire(sub: Subscription): Promise<void> {
    const limit = sub.spec.concurrency ?? 4;
    if (sub.running < limit) {
      sub.running++;
      return;
    }
    await new Promise<void>((resolve) => sub.waiting.push(resolve));
    sub.running++;
  }

  private release(sub: Subscription): void {
    sub.running--;
    sub.waiting.shift()?.();
  }

  private async recordDeadLetter(dl: DeadLetter): Promise<void> {
    this.deadLetters.push(dl);
    if (this.deadLetters.length > 1000) this.deadLetters.shift();
    this.onDeadLetter?.(dl);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  async ping(): Promise<void> {
    if (!this.started || this.stopping) throw new Error("bus not running");
  }
}
