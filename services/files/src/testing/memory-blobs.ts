/** Blobs in a map, for unit tests: the blob port's behaviour without a folder or a bucket. */
import { createHash } from "node:crypto";
import { BlobNotFoundError, type BlobStore, type ListedBlob, type StoredBlob } from "@docintake/blob";

export class MemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, Buffer>();
  /** Keys whose delete fails, to check that a blob left behind is reported, not thrown. */
  readonly undeletable = new Set<string>();
  /** When each blob was written; a test may move it back to make a blob old. */
  readonly written = new Map<string, Date>();

  async put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<StoredBlob> {
    const chunks: Buffer[] = [];
    if (body instanceof Uint8Array) chunks.push(Buffer.from(body));
    else for await (const c of body) chunks.push(Buffer.from(c));
    const bytes = Buffer.concat(chunks);
    this.blobs.set(key, bytes);
    this.written.set(key, new Date());
    return { size: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
  }

  async get(key: string): Promise<AsyncIterable<Uint8Array>> {
    const bytes = await this.getBytes(key);
    return (async function* () {
      yield bytes;
    })();
  }

  async getBytes(key: string): Promise<Uint8Array> {
    const bytes = this.blobs.get(key);
    if (!bytes) throw new BlobNotFoundError(key);
    return bytes;
  }

  async copy(from: string, to: string): Promise<void> {
    this.blobs.set(to, Buffer.from(await this.getBytes(from)));
    this.written.set(to, new Date());
  }

  async delete(key: string): Promise<void> {
    if (this.undeletable.has(key)) throw new Error(`cannot delete ${key}`);
    this.blobs.delete(key);
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    for (const [key, bytes] of this.blobs)
      if (key.startsWith(prefix))
        yield { key, size: bytes.byteLength, modifiedAt: this.written.get(key) ?? new Date() };
  }

  async dropIncomplete(): Promise<number> {
    return 0;
  }

  async ping(): Promise<void> {}
}
