import type { BlobStore } from "./port.ts";
import { FsBlobStore } from "./fs-store.ts";
import type { S3Options } from "./s3-store.ts";

export * from "./port.ts";
export { FsBlobStore } from "./fs-store.ts";
export type { S3Options } from "./s3-store.ts";

/**
 * Chosen once from configuration: S3 when an endpoint is given, the local folder otherwise. The S3 client
 * is loaded only by the deployments that use it (the embedded service never pays for it).
 */
export async function createBlobStore(opts: { s3?: S3Options | undefined; dir: string }): Promise<BlobStore> {
  if (!opts.s3) return new FsBlobStore(opts.dir);
  const { S3BlobStore } = await import("./s3-store.ts");
  return new S3BlobStore(opts.s3);
}

/** S3 settings from the shared infrastructure configuration; undefined selects the local folder. */
export function s3OptionsFrom(c: {
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY?: string | undefined;
  S3_SECRET_KEY?: string | undefined;
  S3_BUCKET: string;
}): S3Options | undefined {
  if (!c.S3_ENDPOINT) return undefined;
  return {
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    accessKey: c.S3_ACCESS_KEY ?? "",
    secretKey: c.S3_SECRET_KEY ?? "",
    bucket: c.S3_BUCKET,
  };
}
