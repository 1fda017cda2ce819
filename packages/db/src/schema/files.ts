import { bigint, index, integer, jsonb, pgSchema, real, text, uuid } from "drizzle-orm/pg-core";
import { inboxTable, outboxTable, ts } from "./common.ts";

export const filesSchema = pgSchema("files");

export const files = filesSchema.table(
  "files",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").notNull(),
    filename: text("filename").notNull(),
    storageName: text("storage_name").notNull(),
    type: text("type").notNull().default("unknown"),
    typeConfidence: real("type_confidence"),
    /** Why the type is not known (PASSWORD_REQUIRED: an encrypted PDF uploaded without its password). */
    typeReason: text("type_reason"),
    status: text("status").notNull().default("pending"),
    size: bigint("size", { mode: "number" }).notNull(),
    format: text("format").notNull(),
    mime: text("mime").notNull(),
    pageCount: integer("page_count").notNull(),
    blobKey: text("blob_key"),
    /** Words and positions found at detection, reused by extraction so a scan is OCRed once. */
    layoutKey: text("layout_key"),
    ocrUsed: text("ocr_used"),
    processedData: jsonb("processed_data"),
    createdAt: ts("created_at").notNull().defaultNow(),
    completedAt: ts("completed_at"),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.userId, t.status)],
);

/** Bytes received but not yet accepted: an upload is all-or-nothing. */
export const staging = filesSchema.table("staging", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  filename: text("filename").notNull(),
  blobKey: text("blob_key").notNull(),
  format: text("format").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const filesOutbox = outboxTable(filesSchema);
export const filesInbox = inboxTable(filesSchema);
