import { integer, jsonb, pgSchema, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "./common.ts";

export const gateway = pgSchema("gateway");

/** First responses to POSTs carrying an Idempotency-Key, replayed for 24 h. */
export const idempotency = gateway.table(
  "idempotency",
  {
    userId: uuid("user_id").notNull(),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: ts("created_at").notNull().defaultNow(),
    /**
     * What the services below know this claim by (they create once per request key). Kept when a retry takes an
     * abandoned claim over, so the retry finds what the first try created; a new claim after the replay window
     * gets a new one. Null on records from before it existed.
     */
    requestKey: text("request_key"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
