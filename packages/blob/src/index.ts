import type { BlobStore } from "./port.ts";
import { FsBlobStore } from "./fs-store.ts";
import { S3BlobStore, type S3Options } from "./s3-store.ts";

export * from "./port.ts";
export { FsBlobStore } from "./fs-store.ts";
export { S3BlobStore, type S3Options } from "./s3-store.ts";

/** Chosen once from configuration: S3 when an endpoint is given, the local folder otherwise. */
export function createBlobStore(opts: { s3?: S3Options | undefined; dir: string }): BlobStore {
  return opts.s3 ? new S3BlobStore(opts.s3) : new FsBlobStore(opts.dir);
}
