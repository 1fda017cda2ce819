// The deliveries table and the notifier's outbox: what the deliverer claims, records and announces.
import { randomUUID } from "node:crypto";
import type { TopicPayload } from "@docintake/contracts";
import {
  activeWebhookSecrets,
  and,
  asc,
  eq,
  inArray,
  lte,
  sql,
  tables,
  type Database,
  type DbOrTx,
} from "@docintake/db";
import { enqueue, once } from "@docintake/bus";
import {
  callbackPayload,
  type DeliveriesRepository,
  type Delivery,
  type FinishedJobsInbox,
} from "../domain/deliverer.ts";

/** Records a callback to make for a finished job; a repeated event adds nothing. */
export async function recordDelivery(
  tx: DbOrTx,
  e: TopicPayload<"job.finished">,
  trace: Record<string, string> = {},
): Promise<boolean> {
  if (!e.callbackUrl) return false;
  const { event, body } = callbackPayload(e);
  const rows = await tx
    .insert(tables.deliveries)
    .values({ id: randomUUID(), userId: e.userId, jobId: e.jobId, event, url: e.callbackUrl, payload: body, trace })
    .onConflictDoNothing()
    .returning({ id: tables.deliveries.id });
  return rows.length > 0;
}

type DeliveryRow = typeof tables.deliveries.$inferSelect;

/** The domain's view of a claimed row. */
const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  userId: row.userId,
  jobId: row.jobId,
  event: row.event,
  url: row.url,
  // Written only by recordDelivery, from callbackPayload's body.
  payload: row.payload as Record<string, unknown>,
  trace: row.trace,
  attempts: row.attempts,
});

export function finishedJobsInbox(db: Database): FinishedJobsInbox {
  return {
    record: async (consumer, eventId, e, trace) => {
      let added = false;
      await once(db, tables.notifierInbox, consumer, eventId, async (tx) => {
        added = await recordDelivery(tx, e, trace);
      });
      return added;
    },
  };
}

export function deliveriesRepository(db: Database): DeliveriesRepository {
  /** The final outcome leaves through the outbox with the state change: the job then shows it. */
  const announce = async (
    tx: DbOrTx,
    d: Delivery,
    status: "delivered" | "dead",
    attempts: number,
    lastError: string | null,
  ): Promise<void> => {
    const doc = typeof d.payload.document_id === "string" ? d.payload.document_id : d.jobId;
    await enqueue(
      tx,
      tables.notifierOutbox,
      "callback.outcome",
      doc,
      { userId: d.userId, jobId: d.jobId, deliveryId: d.id, status, attempts, lastError },
      d.trace,
    );
  };
  /** The row as this replica claimed it: still pending, no attempt recorded since. */
  const asClaimed = (d: Delivery) =>
    and(
      eq(tables.deliveries.id, d.id),
      eq(tables.deliveries.status, "pending"),
      eq(tables.deliveries.attempts, d.attempts),
    );
  return {
    claimDue: (limit, leaseSeconds) =>
      db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(tables.deliveries)
          .where(and(eq(tables.deliveries.status, "pending"), lte(tables.deliveries.nextAttemptAt, sql`now()`)))
          .orderBy(asc(tables.deliveries.nextAttemptAt))
          .limit(limit)
          .for("update", { skipLocked: true });
        // The lease of the whole batch, in one statement.
        if (due.length > 0)
          await tx
            .update(tables.deliveries)
            .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
            .where(
              inArray(
                tables.deliveries.id,
                due.map((d) => d.id),
              ),
            );
        return due.map(toDelivery);
      }),
    activeSecrets: (userId) => activeWebhookSecrets(db, userId),
    delivered: (d, attempts, status) =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(tables.deliveries)
          .set({
            status: "delivered",
            attempts,
            lastStatusCode: status,
            lastError: null,
            deliveredAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(asClaimed(d))
          .returning({ id: tables.deliveries.id });
        if (updated.length === 0) return false;
        await announce(tx, d, "delivered", attempts, null);
        return true;
      }),
    failed: (d, a) =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(tables.deliveries)
          .set({
            status: a.dead ? "dead" : "pending",
            attempts: a.attempts,
            lastStatusCode: a.status,
            lastError: a.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${a.retryInMs / 1000})`,
            updatedAt: sql`now()`,
          })
          .where(asClaimed(d))
          .returning({ id: tables.deliveries.id });
        if (updated.length === 0) return false;
        if (a.dead) await announce(tx, d, "dead", a.attempts, a.error);
        return true;
      }),
  };
}
