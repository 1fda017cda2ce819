import type {
  DocumentTypeName,
  TypeReason,
  FileFormat,
  FileListQuery,
  FileStatus,
  TopicName,
  TopicPayload,
} from "@docintake/contracts";

/** A stored document as this service keeps it: its public fields plus where its bytes are. */
export interface StoredFile {
  id: string;
  userId: string;
  filename: string;
  storageName: string;
  type: DocumentTypeName;
  typeReason: TypeReason | null;
  status: FileStatus;
  size: number;
  format: FileFormat;
  mime: string;
  pageCount: number;
  /** Null once the file is deleted. */
  blobKey: string | null;
  layoutKey: string | null;
  processedData: unknown;
  createdAt: Date;
  completedAt: Date | null;
}

export type NewFile = Omit<StoredFile, "layoutKey" | "processedData" | "createdAt" | "completedAt"> & {
  blobKey: string;
};

/** Bytes received and checked, waiting until every file of their upload is accepted. */
export interface StagedFile {
  id: string;
  userId: string;
  filename: string;
  blobKey: string;
  format: FileFormat;
  size: number;
  createdAt: Date;
}

/** What other services' events change on a file that is not deleted. */
export interface LiveFileChange {
  type?: DocumentTypeName;
  typeConfidence?: number;
  pageCount?: number;
  layoutKey?: string | null;
  ocrUsed?: "yes" | "no";
  status?: "processing" | "completed" | "failed";
  processedData?: unknown;
  /** Stamped from the database's clock. */
  completedAt?: "now";
}

/** The events this service announces; each leaves through its outbox. */
export type FilesTopic = Extract<TopicName, "file.uploaded" | "file.deleted">;

export interface FileReads {
  /** The user's file with that id, deleted ones included; another user's file is not found. */
  find(userId: string, id: string): Promise<StoredFile | undefined>;
}

/**
 * Writes that commit together. A state change and the event announcing it are made through the same
 * transaction, so neither exists without the other.
 */
export interface FilesTransaction extends FileReads {
  insert(file: NewFile): Promise<StoredFile>;
  unstage(stagingIds: string[]): Promise<void>;
  /** Marks the file deleted and forgets its data and blob keys. */
  tombstone(id: string): Promise<void>;
  /** Changes the user's file unless it is deleted (then nothing happens). */
  changeLive(userId: string, id: string, change: LiveFileChange): Promise<void>;
  enqueue<T extends FilesTopic>(
    topic: T,
    key: string,
    payload: TopicPayload<T>,
    headers: Record<string, string>,
  ): Promise<void>;
}

/** The files service's storage of records; blob bytes live behind the blob port instead. */
export interface FilesRepository extends FileReads {
  /** The type of each of the user's files among these ids; others' files are left out. */
  typesOf(userId: string, ids: string[]): Promise<Record<string, DocumentTypeName>>;
  /** Newest first; without a status filter, deleted files are left out. */
  list(userId: string, q: FileListQuery): Promise<{ files: StoredFile[]; total: number }>;
  stage(file: Omit<StagedFile, "createdAt">): Promise<void>;
  /** The user's staged files among these ids, in no particular order. */
  staged(userId: string, stagingIds: string[]): Promise<StagedFile[]>;
  /** Every user's staged files received before the cutoff. */
  stagedBefore(cutoff: Date): Promise<StagedFile[]>;
  unstage(stagingIds: string[]): Promise<void>;
  /** Runs the work in one transaction: all its writes commit, or none (the work's error is rethrown). */
  transaction<T>(work: (tx: FilesTransaction) => Promise<T>): Promise<T>;
  /**
   * Runs the work once per (consumer, event id) in one transaction with the record that it ran;
   * false when the event had been applied already (a redelivery) and nothing was done.
   */
  once(consumer: string, eventId: string, work: (tx: FilesTransaction) => Promise<void>): Promise<boolean>;
}

/** The outbox relay as the domain sees it: told to publish right after a commit that enqueued events. */
export interface OutboxKick {
  kick(): void;
}
