import { randomUUID } from "node:crypto";
import type { TopicName, TopicPayload } from "@docintake/contracts";
import { asc, inArray, isNull, sql, type Database, type DbOrTx } from "@docintake/db";
import type { PgTable } from "drizzle-orm/pg-core";
import type { tables } from "@docintake/db";
import type { Bus } from "./port.ts";

type OutboxTable = typeof tables.filesOutbox | typeof tables.jobsOutbox | typeof tables.notifierOutbox;
type InboxTable = typeof tables.filesInbox | typeof tables.jobsInbox | typeof tables.notifierInbox;

/** Writes an event in the caller's transaction: it leaves only if the state change commits. */
export async function enqueue<T extends TopicName>(
  tx: DbOrTx,
  outbox: OutboxTable,
  topic: T,
  key: string,
  payload: TopicPayload<T>,
  headers: Record<string, string> = {},
): Promise<string> {
  const id = randomUUID();
  await tx.insert(outbox).values({ id, topic, key, payload, headers });
  return id;
}

/**
 * Runs `fn` once per (consumer, event): the inbox row and the handler's writes commit together, so a
 * redelivered event is recognised and skipped.
 */
export async function once(
  db: Database,
  inbox: InboxTable,
  consumer: string,
  eventId: string,
  fn: (tx: DbOrTx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(inbox)
      .values({ consumer, eventId })
      .onConflictDoNothing()
      .returning({ eventId: inbox.eventId });
    if (inserted.length === 0) return false;
    await fn(tx);
    return true;
  });
}

/**
 * Moves committed events from a service's outbox to the bus, oldest first. Several relays may run
 * (replicas): row locks with SKIP LOCKED give each event to one of them.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly db: Database;
  private readonly outbox: OutboxTable;
  private readonly bus: Bus;
  private readonly intervalMs: number;
  private readonly onError: (err: unknown) => void;

  constructor(opts: {
    db: Database;
    outbox: OutboxTable;
    bus: Bus;
    intervalMs?: number;
    onError?: (e: unknown) => void;
  }) {
    this.db = opts.db;
    this.outbox = opts.outbox;
    this.bus = opts.bus;
    this.intervalMs = opts.intervalMs ?? 250;
    this.onError = opts.onError ?? (() => undefined);
  }

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.intervalMs);
    };
    tick();
  }

  /** Publishes now rather than at the next tick: called right after a commit that enqueued events. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const n = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(this.outbox as PgTable)
          .where(isNull(this.outbox.publishedAt))
          .orderBy(asc(this.outbox.seq))
          .limit(200)
          .for("update", { skipLocked: true });
        if (rows.length === 0) return 0;
        const typed = rows as (typeof this.outbox.$inferSelect)[];
        await this.bus.publish(
          typed.map((r) => ({
            id: r.id,
            topic: r.topic as TopicName,
            key: r.key,
            payload: r.payload as never,
            headers: r.headers,
          })),
        );
        await tx
          .update(this.outbox)
          .set({ publishedAt: sql`now()` })
          .where(
            inArray(
              this.outbox.seq,
              typed.map((r) => r.seq),
            ),
          );
        return typed.length;
      });
      if (n < 200) return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
