import * as Minio from "minio";
import { Readable } from "node:stream";
import { assertSafeKey, BlobNotFoundError, type BlobStore, type StoredBlob } from "./port.ts";
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
  constructor(opts: S3Options) {
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
  async put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array, contentType?: string): Promise<StoredBlob> {
    assertSafeKey(key);
    await this.ensureBucket();
    const info = { size: 0, sha256: "" };
    // The checksum is only known once the stream ends, so the object is written first and its metadata
    // completed by a server-side copy; readers verify against it.
    const tmpKey = `${key}.part`;
    // A source that fails mid-way (a refused upload) must fail this call, not crash the process:
    // the client does not listen for errors on the stream it is given.
    // An empty body is a valid blob, but MinIO refuses a stream that yields no part at all.
    const chunks = hashing(body, info);
    const first = await chunks.next();
    const source: Readable | Buffer = first.done
      ? Buffer.alloc(0)
      : Readable.from(
          (async function* () {
            yield first.value;
            yield* chunks;
          })(),
        );
    const sourceFailed = new Promise<never>((_, reject) => {
      if (source instanceof Readable) source.once("error", reject);
    });
    sourceFailed.catch(() => undefined);
    try {
      await Promise.race([
        this.client.putObject(this.bucket, tmpKey, source, source instanceof Buffer ? 0 : undefined, {
          "Content-Type": contentType ?? "application/octet-stream",
        }),
        sourceFailed,
      ]);
    } catch (err) {
      if (source instanceof Readable) source.destroy();
      await this.client.removeObject(this.bucket, tmpKey).catch(() => undefined);
      throw err;
    }
    const src = new Minio.CopySourceOptions({ Bucket: this.bucket, Object: tmpKey });
    const dst = new Minio.CopyDestinationOptions({
      Bucket: this.bucket,
      Object: key,
      MetadataDirective: "REPLACE",
      UserMetadata: { [SHA_META]: info.sha256 },
      Headers: { "Content-Type": contentType ?? "application/octet-stream" },
    });
    await this.client.copyObject(src, dst);
    await this.client.removeObject(this.bucket, tmpKey);
    return info;
  }
  async get(key: string): Promise<AsyncIterable<Uint8Array>> {
    assertSafeKey(key);
    let expected: string | undefined;
    try {
      const st = await this.client.statObject(this.bucket, key);
      const meta = st.metaData as Record<string, string | undefined>;
      expected = meta[SHA_META] ?? meta[`x-amz-meta-${SHA_META}`];
    } catch (err) {
      if ((err as { code?: string }).code === "NotFound" || (err as { code?: string }).code === "NoSuchKey")
        throw new BlobNotFoundError(key);
      throw err;
    }
    const stream = await this.client.getObject(this.bucket, key);
    return verifying(key, stream, expected);
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
  async ping(): Promise<void> {
    await this.ensureBucket();
  }
}
