export interface StoredBlob {
  size: number;
  sha256: string;
}

/** Where document bytes live: a local folder when embedded, S3/MinIO when distributed. */
export interface BlobStore {
  /** Streams bytes in; never holds a whole body in memory. */
  put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array, contentType?: string): Promise<StoredBlob>;
  /** Streams bytes out, verifying the stored checksum as they pass; a mismatch fails the stream at its end. */
  get(key: string): Promise<AsyncIterable<Uint8Array>>;
  getBytes(key: string): Promise<Uint8Array>;
  copy(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every stored blob whose key starts with the prefix, with its size; in no particular order. */
  list(prefix: string): AsyncIterable<ListedBlob>;
  /**
   * Drops writes begun before the cutoff that never finished (their process died mid-way): S3 multipart uploads
   * left open, the folder's half-written files. Answers how many.
   */
  dropIncomplete(olderThanMs: number): Promise<number>;
  /** Answers only when the store does: each call asks it. */
  ping(): Promise<void>;
}

export interface ListedBlob {
  key: string;
  size: number;
  /** When it was written: what tells a blob left behind from one whose row is about to be written. */
  modifiedAt: Date;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob not found: ${key}`);
    this.name = "BlobNotFoundError";
  }
}

export class BlobIntegrityError extends Error {
  constructor(key: string) {
    super(`blob checksum mismatch: ${key}`);
    this.name = "BlobIntegrityError";
  }
}

/** Keys are built from ids the service made, never from user input; this guards against a mistake anyway. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9._\-/]+$/.test(key) || key.split("/").some((p) => p === ".." || p === "." || p === "")) {
    throw new Error(`unsafe blob key: ${key}`);
  }
}
