import * as Minio from "minio";
import type { Readable } from "node:stream";
import { assertSafeKey, BlobNotFoundError, type BlobStore, type ListedBlob, type StoredBlob } from "./port.ts";
import { collect, hashing, verifying } from "./checksum.ts";

export interface S3Options {
  endpoint: string;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

const SHA_META = "sha256";

/** Blobs in an S3-compatible bucket (MinIO, AWS S3); the checksum travels as object metadata. */
export class S3BlobStore implements BlobStore {
  private readonly client: Minio.Client;
  private readonly bucket: string;
  private readonly region: string;
  private bucketReady: Promise<void> | undefined;
  private readonly partSize: number;
  constructor(opts: S3Options & { partSize?: number }) {
    const url = new URL(opts.endpoint);
    this.client = new Minio.Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80,
      useSSL: url.protocol === "https:",
      accessKey: opts.accessKey,
      secretKey: opts.secretKey,
      region: opts.region,
      pathStyle: true,
    });
    this.bucket = opts.bucket;
    this.region = opts.region;
    // S3's smallest part is 5 MiB; 16 MiB keeps a 10 MB upload in one request.
    this.partSize = Math.max(5 * 1024 * 1024, opts.partSize ?? 16 * 1024 * 1024);
  }
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket, this.region);
    })().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }
  /**
   * A body that fits in one part (every upload: they are capped at 10 MB) goes up in one request with
   * its checksum as metadata. A longer one is sent in parts to a temporary key and then copied with its
   * checksum, since S3 takes metadata only when an upload starts. Either way at most one part is held
   * in memory: the client library would buffer as much itself.
   */
  async put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array, contentType?: string): Promise<StoredBlob> {
    assertSafeKey(key);
    await this.ensureBucket();
    const info = { size: 0, sha256: "" };
    const type = { "Content-Type": contentType ?? "application/octet-stream" };
    const parts = inParts(hashing(body, info), this.partSize);
    // A source that fails mid-way (a refused upload) fails here, before anything was written.
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await this.client.putObject(this.bucket, key, firstPart, firstPart.byteLength, {
        ...type,
        [SHA_META]: info.sha256,
      });
      return info;
    }
    const tmpKey = `${key}.part`;
    const uploadId = await this.client.initiateNewMultipartUpload(this.bucket, tmpKey, type);
    try {
      const etags: { part: number; etag: string }[] = [];
      const send = async (payload: Buffer) => {
        const part = etags.length + 1;
        const r = await this.client.uploadPart(
          { bucketName: this.bucket, objectName: tmpKey, uploadID: uploadId, partNumber: part, headers: {} },
          payload,
        );
        etags.push({ part, etag: r.etag });
      };
      await send(firstPart);
      await send(second.value);
      for await (const part of parts) await send(part);
      await this.client.completeMultipartUpload(this.bucket, tmpKey, uploadId, etags);
    } catch (err) {
      // The upload's own error is what the caller must see. An upload left open is dropped by the store itself
      // (MinIO after 24 h; S3 given an AbortIncompleteMultipartUpload lifecycle rule).
      await this.client.abortMultipartUpload(this.bucket, tmpKey, uploadId).catch(() => undefined);
      throw err;
    }
    try {
      const src = new Minio.CopySourceOptions({ Bucket: this.bucket, Object: tmpKey });
      const dst = new Minio.CopyDestinationOptions({
        Bucket: this.bucket,
        Object: key,
        MetadataDirective: "REPLACE",
        UserMetadata: { [SHA_META]: info.sha256 },
        Headers: type,
      });
      await this.client.copyObject(src, dst);
    } finally {
      // The blob is stored (or the copy's error is thrown); a temporary object left behind only costs space.
      await this.client.removeObject(this.bucket, tmpKey).catch(() => undefined);
    }
    return info;
  }
  /** One request: the checksum to verify against comes back with the object's headers. */
  async get(key: string): Promise<AsyncIterable<Uint8Array>> {
    assertSafeKey(key);
    let res: Readable & { headers?: Record<string, string | string[] | undefined> };
    try {
      res = await this.client.getObject(this.bucket, key);
    } catch (err) {
      if ((err as { code?: string }).code === "NotFound" || (err as { code?: string }).code === "NoSuchKey")
        throw new BlobNotFoundError(key);
      throw err;
    }
    const expected = res.headers?.[`x-amz-meta-${SHA_META}`];
    return verifying(key, res, typeof expected === "string" ? expected : undefined);
  }
  async getBytes(key: string): Promise<Uint8Array> {
    return collect(await this.get(key));
  }
  async copy(from: string, to: string): Promise<void> {
    assertSafeKey(from);
    assertSafeKey(to);
    const src = new Minio.CopySourceOptions({ Bucket: this.bucket, Object: from });
    const dst = new Minio.CopyDestinationOptions({ Bucket: this.bucket, Object: to });
    await this.client.copyObject(src, dst);
  }
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.removeObject(this.bucket, key);
  }
  async *list(prefix: string): AsyncIterable<ListedBlob> {
    const stream = this.client.listObjectsV2(this.bucket, prefix, true);
    for await (const item of stream as AsyncIterable<{ name?: string; size?: number; lastModified?: Date }>) {
      if (item.name) yield { key: item.name, size: item.size ?? 0, modifiedAt: item.lastModified ?? new Date(0) };
    }
  }
  async dropIncomplete(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    const stale = new Set<string>();
    const uploads = this.client.listIncompleteUploads(this.bucket, "", true);
    for await (const u of uploads as AsyncIterable<{ key: string; initiated: Date }>) {
      if (u.initiated.getTime() <= cutoff) stale.add(u.key);
    }
    for (const key of stale) await this.client.removeIncompleteUpload(this.bucket, key);
    return stale.size;
  }
  /** Asks the store every time: a bucket found once says nothing about whether it answers now. */
  async ping(): Promise<void> {
    await this.ensureBucket();
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`bucket ${this.bucket} is gone`);
  }
}

/** Regroups a byte stream into buffers of `size` bytes (the last one shorter). */
async function* inParts(body: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  for await (const chunk of body) {
    let c = chunk;
    while (heldBytes + c.byteLength >= size) {
      const take = size - heldBytes;
      held.push(c.subarray(0, take));
      yield Buffer.concat(held, size);
      c = c.subarray(take);
      held = [];
      heldBytes = 0;
    }
    if (c.byteLength > 0) {
      held.push(c);
      heldBytes += c.byteLength;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes);
}
