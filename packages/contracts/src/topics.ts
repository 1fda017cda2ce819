import { z } from "zod";
import { JOB_KINDS } from "./domain.ts";

/**
 * The one map from topic to payload. Every message is keyed by the document (file) id so that all
 * events of one document keep their order on one partition.
 */
const documentType = z.enum(["invoice", "bank_statement", "other", "unknown"]);
const kind = z.enum(JOB_KINDS);

export const topics = {
  "file.uploaded": z.object({
    userId: z.string(),
    fileId: z.string(),
    blobKey: z.string(),
    format: z.string(),
    filename: z.string(),
    /** Blob key of the sealed password the upload brought (deleted once detection ends), or null. */
    secretKey: z.string().nullish(),
  }),
  "file.detected": z.object({
    userId: z.string(),
    fileId: z.string(),
    type: documentType,
    confidence: z.number(),
    pageCount: z.number().int(),
    ocrUsed: z.boolean(),
    layoutKey: z.string().nullable(),
    error: z.string().nullable(),
  }),
  "file.deleted": z.object({ userId: z.string(), fileId: z.string() }),
  "parse.requested": z.object({
    userId: z.string(),
    jobId: z.string(),
    fileId: z.string(),
    blobKey: z.string(),
    kind,
    customFields: z.array(z.string()),
    /** Blob key of the sealed password for this job (deleted when the job ends), or null. */
    secretKey: z.string().nullish(),
  }),
  "parse.progress": z.object({ userId: z.string(), jobId: z.string(), fileId: z.string(), progress: z.number() }),
  "parse.completed": z.object({
    userId: z.string(),
    jobId: z.string(),
    fileId: z.string(),
    kind,
    result: z.record(z.string(), z.unknown()),
    extraction: z.record(z.string(), z.unknown()),
  }),
  "parse.failed": z.object({
    userId: z.string(),
    jobId: z.string(),
    fileId: z.string(),
    error: z.string(),
    code: z.string(),
  }),
  /** Emitted by the jobs service once a job's final state is committed: what callbacks and file records follow. */
  "job.finished": z.object({
    userId: z.string(),
    jobId: z.string(),
    documentId: z.string(),
    kind,
    status: z.enum(["completed", "failed"]),
    callbackUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
    /** The failed job's error code; absent from events written before it was sent. */
    errorCode: z.string().nullish(),
  }),
  /** A callback's final outcome: delivered, or given up after every retry (a dead letter the user can see). */
  "callback.outcome": z.object({
    userId: z.string(),
    jobId: z.string(),
    deliveryId: z.string(),
    status: z.enum(["delivered", "dead"]),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
  }),
} as const;

export type TopicName = keyof typeof topics;
export type TopicPayload<T extends TopicName> = z.infer<(typeof topics)[T]>;
export const TOPIC_NAMES = Object.keys(topics) as TopicName[];
export const deadLetterTopic = (topic: TopicName) => `${topic}.dlq`;
