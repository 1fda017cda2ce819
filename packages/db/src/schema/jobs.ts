import { index, integer, jsonb, pgSchema, text, uuid } from "drizzle-orm/pg-core";
import { inboxTable, outboxTable, ts } from "./common.ts";

export const jobsSchema = pgSchema("jobs");

export const jobs = jobsSchema.table(
  "jobs",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").notNull(),
    documentId: uuid("document_id").notNull(),
    batchId: text("batch_id"),
    /** Order of the job within its batch, as the client listed the documents. */
    batchPosition: integer("batch_position"),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    fileStorageName: text("file_storage_name").notNull(),
    progress: integer("progress").notNull().default(0),
    result: jsonb("result"),
    extraction: jsonb("extraction"),
    error: text("error"),
    /** The failed job's error code (the errors package's), beside its message. */
    errorCode: text("error_code"),
    callbackUrl: text("callback_url"),
    schemaId: uuid("schema_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** Set when the document was deleted: the job then answers 404 and its result is gone. */
    purgedAt: ts("purged_at"),
    callbackStatus: text("callback_status"),
    callbackAttempts: integer("callback_attempts"),
    callbackError: text("callback_error"),
  },
  (t) => [index().on(t.userId, t.documentId), index().on(t.batchId)],
);

export const batches = jobsSchema.table("batches", {
  id: text("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  kind: text("kind").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const jobsOutbox = outboxTable(jobsSchema);
export const jobsInbox = inboxTable(jobsSchema);
