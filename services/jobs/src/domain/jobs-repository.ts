import type { JobKind, JobStatus, TopicName, TopicPayload } from "@docintake/contracts";

/** A parse job as this service keeps it. */
export interface StoredJob {
  id: string;
  userId: string;
  documentId: string;
  batchId: string | null;
  /** Where the job stands among its batch's documents, as the client listed them. */
  batchPosition: number | null;
  kind: JobKind;
  status: JobStatus;
  fileStorageName: string;
  progress: number;
  result: Record<string, unknown> | null;
  extraction: Record<string, unknown> | null;
  error: string | null;
  errorCode: string | null;
  callbackUrl: string | null;
  schemaId: string | null;
  /** Set when the job's document was deleted. */
  purgedAt: Date | null;
  callbackStatus: string | null;
  callbackAttempts: number | null;
  callbackError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewJob = Pick<
  StoredJob,
  | "id"
  | "userId"
  | "documentId"
  | "batchId"
  | "batchPosition"
  | "kind"
  | "status"
  | "fileStorageName"
  | "callbackUrl"
  | "schemaId"
>;

export interface StoredBatch {
  id: string;
  userId: string;
  kind: JobKind;
  createdAt: Date;
}

/**
 * A compare-and-set on one job's state: it applies only while the job is in one of `from` (and, with
 * `unlessPurged`, while its document is not deleted); `updatedAt` is stamped from the database's clock.
 */
export interface JobTransition {
  from: readonly JobStatus[];
  unlessPurged?: boolean;
  to: JobStatus;
  /** A number sets the progress; `atLeast` raises it and never lowers it. */
  progress?: number | { atLeast: number };
  result?: Record<string, unknown>;
  extraction?: Record<string, unknown>;
  error?: string | null;
  errorCode?: string | null;
}

/** The events this service announces; each leaves through its outbox. */
export type JobsTopic = Extract<TopicName, "parse.requested" | "job.finished">;

/**
 * Writes that commit together. A state change and the event announcing it are made through the same
 * transaction, so neither exists without the other.
 */
export interface JobsTransaction {
  insertJob(job: NewJob): Promise<StoredJob>;
  insertBatch(batch: Omit<StoredBatch, "createdAt">): Promise<StoredBatch>;
  /**
   * The job after the change, or undefined when it was not in a state the transition starts from. Its
   * result and extraction are those the transition set (null when it set none): they are not read back.
   */
  transition(jobId: string, t: JobTransition): Promise<StoredJob | undefined>;
  recordCallbackOutcome(
    userId: string,
    jobId: string,
    outcome: { status: "delivered" | "dead"; attempts: number; lastError: string | null },
  ): Promise<void>;
  /** Marks every job of the user's document purged and forgets their results. */
  purgeDocument(userId: string, documentId: string): Promise<void>;
  enqueue<T extends JobsTopic>(
    topic: T,
    key: string,
    payload: TopicPayload<T>,
    headers: Record<string, string>,
  ): Promise<void>;
}

/** The jobs service's storage of jobs and batches. */
export interface JobsRepository {
  /** The user's job with that id, purged ones included; another user's job is not found. */
  find(userId: string, jobId: string): Promise<StoredJob | undefined>;
  findBatch(userId: string, batchId: string, kind: JobKind): Promise<StoredBatch | undefined>;
  /** The batch's jobs in the order their documents were listed. */
  jobsOfBatch(batchId: string): Promise<StoredJob[]>;
  /** Runs the work in one transaction: all its writes commit, or none (the work's error is rethrown). */
  transaction<T>(work: (tx: JobsTransaction) => Promise<T>): Promise<T>;
  /**
   * Runs the work once per (consumer, event id) in one transaction with the record that it ran;
   * false when the event had been applied already (a redelivery) and nothing was done.
   */
  once(consumer: string, eventId: string, work: (tx: JobsTransaction) => Promise<void>): Promise<boolean>;
}

/** The outbox relay as the domain sees it: told to publish right after a commit that enqueued events. */
export interface OutboxKick {
  kick(): void;
}
