import { index, integer, jsonb, pgSchema, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { inboxTable, outboxTable, ts } from "./common.ts";

export const notifierSchema = pgSchema("notifier");

/** One callback to deliver; its id is the X-DocIntake-Event-Id, stable across retries. */
export const deliveries = notifierSchema.table(
  "deliveries",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").notNull(),
    jobId: text("job_id").notNull(),
    event: text("event").notNull(),
    url: text("url").notNull(),
    payload: jsonb("payload").notNull(),
    /** Trace context of the job that caused the callback: the delivery joins the job's trace. */
    trace: jsonb("trace").$type<Record<string, string>>().notNull().default({}),
    /** pending → delivered | dead (kept as a dead letter, visible to the user). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    lastStatusCode: integer("last_status_code"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    deliveredAt: ts("delivered_at"),
  },
  (t) => [uniqueIndex().on(t.jobId, t.event), index().on(t.status, t.nextAttemptAt), index().on(t.userId)],
);

export const notifierInbox = inboxTable(notifierSchema);
export const notifierOutbox = outboxTable(notifierSchema);
