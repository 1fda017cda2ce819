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
  ping(): Promise<void>;
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
