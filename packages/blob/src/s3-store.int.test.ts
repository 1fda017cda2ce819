// Integration: the S3 adapter against a real MinIO (deploy/local), run by `pnpm test` with S3_ENDPOINT set.
import { describe, expect, it } from "@jest/globals";
import { randomBytes, randomUUID } from "node:crypto";
import { Client } from "minio";
import { S3BlobStore } from "./s3-store.ts";
import { BlobIntegrityError, BlobNotFoundError } from "./port.ts";

const endpoint = process.env["S3_ENDPOINT"];
if (!endpoint) console.log("skip S3 integration: S3_ENDPOINT is not set (pnpm test runs it with local MinIO)");
const maybe = endpoint ? describe : describe.skip;

maybe("S3BlobStore against MinIO", () => {
  it("stores an empty body", async () => {
    const s3 = store();
    const key = `it/${randomUUID()}`;
    async function* nothing() {}
    expect((await s3.put(key, nothing())).size).toBe(0);
    expect((await s3.getBytes(key)).byteLength).toBe(0);
    await s3.delete(key);
  });
  it("fails a put whose source fails mid-way, and leaves nothing behind", async () => {
    const s3 = store();
    const key = `it/${randomUUID()}`;
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error("refused mid-stream");
    }
    await expect(s3.put(key, failing())).rejects.toThrow("refused mid-stream");
    await expect(s3.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  const store = (partSize?: number) =>
    new S3BlobStore({
      ...(partSize ? { partSize } : {}),
      endpoint: endpoint!,
      region: process.env["S3_REGION"] ?? "us-east-1",
      accessKey: process.env["S3_ACCESS_KEY"] ?? "",
      secretKey: process.env["S3_SECRET_KEY"] ?? "",
      bucket: process.env["S3_BUCKET"] ?? "docintake",
    });

  it.each([
    ["in one request", undefined],
    ["in parts", 5 * 1024 * 1024],
  ])("streams a multi-megabyte body in and out %s, verifying its checksum", async (_, partSize) => {
    const s3 = store(partSize);
    const key = `it/${randomUUID()}`;
    const body = randomBytes(6 * 1024 * 1024 + 17);
    async function* chunks() {
      for (let o = 0; o < body.length; o += 64 * 1024) yield body.subarray(o, o + 64 * 1024);
    }
    const info = await s3.put(key, chunks(), "application/pdf");
    expect(info.size).toBe(body.length);
    expect(Buffer.compare(Buffer.from(await s3.getBytes(key)), body)).toBe(0);
    await s3.copy(key, `${key}-copy`);
    expect((await s3.getBytes(`${key}-copy`)).byteLength).toBe(body.length);
    await s3.delete(key);
    await s3.delete(`${key}-copy`);
    await expect(s3.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it("fails the read of a blob whose bytes no longer match its checksum", async () => {
    const s3 = store();
    const key = `it/${randomUUID()}`;
    await s3.put(key, Buffer.from("the original bytes"));
    // Another writer replaces the bytes but keeps the old checksum: what corruption looks like to a reader.
    const raw = rawClient();
    const stat = await raw.statObject(bucket(), key);
    await raw.putObject(bucket(), key, Buffer.from("tampered bytes"), 14, {
      sha256: String((stat.metaData as Record<string, string>)["sha256"]),
    });
    await expect(s3.getBytes(key)).rejects.toBeInstanceOf(BlobIntegrityError);
    await s3.delete(key);
  });

  it("lists the blobs under a prefix with their sizes", async () => {
    const s3 = store();
    const prefix = `it/${randomUUID()}/`;
    await s3.put(`${prefix}a`, Buffer.from("one"));
    await s3.put(`${prefix}sub/b`, Buffer.from("three"));
    const listed = [];
    for await (const b of s3.list(prefix)) {
      expect(Date.now() - b.modifiedAt.getTime()).toBeLessThan(60_000);
      listed.push({ key: b.key, size: b.size });
    }
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: `${prefix}a`, size: 3 },
      { key: `${prefix}sub/b`, size: 5 },
    ]);
    await s3.delete(`${prefix}a`);
    await s3.delete(`${prefix}sub/b`);
  });

  it("drops a multipart upload its writer left open, once it is older than the cutoff", async () => {
    const s3 = store();
    const key = `it/${randomUUID()}`;
    const raw = rawClient();
    await raw.initiateNewMultipartUpload(bucket(), key, {});
    const open = async () => {
      const keys: string[] = [];
      for await (const u of raw.listIncompleteUploads(bucket(), key, true) as AsyncIterable<{ key: string }>)
        keys.push(u.key);
      return keys;
    };
    expect(await s3.dropIncomplete(3_600_000)).toBe(0);
    expect(await open()).toEqual([key]);
    expect(await s3.dropIncomplete(0)).toBeGreaterThanOrEqual(1);
    expect(await open()).toEqual([]);
  });

  it("is not ready while the store does not answer", async () => {
    const away = new S3BlobStore({
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKey: "x",
      secretKey: "y",
      bucket: bucket(),
    });
    await expect(away.ping()).rejects.toThrow();
    await expect(store().ping()).resolves.toBeUndefined();
  });

  const bucket = () => process.env["S3_BUCKET"] ?? "docintake";
  const rawClient = () => {
    const url = new URL(endpoint!);
    return new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: process.env["S3_ACCESS_KEY"] ?? "",
      secretKey: process.env["S3_SECRET_KEY"] ?? "",
      region: process.env["S3_REGION"] ?? "us-east-1",
      pathStyle: true,
    });
  };
});
