import type { pgSchema } from "drizzle-orm/pg-core";
import { bigserial, index, jsonb, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Events leave a service through its own outbox, written in the same transaction as the state they announce. */
export function outboxTable(schema: ReturnType<typeof pgSchema>) {
  return schema.table(
    "outbox",
    {
      seq: bigserial("seq", { mode: "number" }).primaryKey(),
      id: uuid("id").notNull().unique(),
      topic: text("topic").notNull(),
      key: text("key").notNull(),
      payload: jsonb("payload").notNull(),
      headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
      createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
      publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    },
    (t) => [index().on(t.publishedAt, t.seq)],
  );
}

/** Event ids a consumer has applied: what makes at-least-once delivery safe to repeat. */
export function inboxTable(schema: ReturnType<typeof pgSchema>) {
  return schema.table(
    "inbox",
    {
      consumer: text("consumer").notNull(),
      eventId: text("event_id").notNull(),
      processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
  );
}

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
