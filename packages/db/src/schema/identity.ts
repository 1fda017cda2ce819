import { index, pgSchema, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "./common.ts";

/** Users, API keys and webhook secrets: written by the CLI and the gateway, read by the notifier to sign. */
export const identity = pgSchema("identity");

export const users = identity.table("users", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  /** `sub` of a JWT for users first seen through a token. */
  subject: text("subject").unique(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const apiKeys = identity.table(
  "api_keys",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    /** First characters of the key, shown in listings so an operator can tell keys apart. */
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull().unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index().on(t.userId)],
);

export const webhookSecrets = identity.table(
  "webhook_secrets",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** Kept in clear: it must sign callbacks, so it cannot be hashed. */
    secret: text("secret").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** After a rotation the old secret keeps signing until this moment. */
    expiresAt: ts("expires_at"),
  },
  (t) => [index().on(t.userId)],
);
