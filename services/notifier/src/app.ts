import { OutboxRelay, type Bus } from "@docintake/bus";
import type { Resolve } from "@docintake/contracts";
import { tables, type Database } from "@docintake/db";
import type { Logger, Metrics } from "@docintake/telemetry";
import { httpSender } from "./adapters/callback-sender.ts";
import { deliveriesRepository, finishedJobsInbox } from "./adapters/deliveries-repo.ts";
import { Deliverer, type DeliveriesRepository, type DeliveryPolicy, type Send } from "./domain/deliverer.ts";
import { registerNotifierConsumers } from "./handlers/consumers.ts";

export interface Notifier {
  deliverer: Deliverer;
  start(): void;
  stop(): Promise<void>;
}

/** Turns finished jobs into signed callbacks, retried and dead-lettered. */
export function buildNotifier(deps: {
  db: Database;
  bus: Bus;
  log: Logger;
  metrics?: Metrics;
  policy: DeliveryPolicy;
  pollMs?: number;
  /** The HTTP call (default: node:http with the policy's address check); tests pass a stand-in receiver. */
  send?: Send;
  /** How the sender resolves host names; tests pass a stand-in. */
  resolve?: Resolve;
  /** Wraps the deliveries repository; tests make parts of it fail. */
  wrapRepo?: (repo: DeliveriesRepository) => DeliveriesRepository;
}): Notifier {
  const relay = new OutboxRelay({
    db: deps.db,
    outbox: tables.notifierOutbox,
    bus: deps.bus,
    intervalMs: 250,
    onError: (err) => deps.log.error({ err }, "notifier outbox relay failed"),
  });
  const repo = deliveriesRepository(deps.db);
  const deliverer = new Deliverer({
    repo: deps.wrapRepo ? deps.wrapRepo(repo) : repo,
    policy: deps.policy,
    send: deps.send ?? httpSender(deps.policy, deps.resolve, { inFlight: 3, waitMs: deps.policy.timeoutMs }),
    log: deps.log,
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
    onAnnounced: () => relay.kick(),
  });
  registerNotifierConsumers(deps.bus, finishedJobsInbox(deps.db), deliverer);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    deliverer,
    start() {
      relay.start();
      const tick = () => {
        if (stopped) return;
        void deliverer.kick().finally(() => {
          if (!stopped) timer = setTimeout(tick, deps.pollMs ?? 500);
        });
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await deliverer.idle();
      await relay.stop();
    },
  };
}
