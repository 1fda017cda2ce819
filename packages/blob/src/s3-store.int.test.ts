// Integration: the S3 adapter against a real MinIO (deploy/local), run by `pnpm test` with S3_ENDPOINT set.
import { describe, expect, it } from "@jest/globals";
import { randomBytes, randomUUID } from "node:crypto";
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
    const { Client } = await import("minio");
    const url = new URL(endpoint!);
    const raw = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: process.env["S3_ACCESS_KEY"] ?? "",
      secretKey: process.env["S3_SECRET_KEY"] ?? "",
      region: process.env["S3_REGION"] ?? "us-east-1",
      pathStyle: true,
    });
    const stat = await raw.statObject(process.env["S3_BUCKET"] ?? "docintake", key);
    await raw.putObject(process.env["S3_BUCKET"] ?? "docintake", key, Buffer.from("tampered bytes"), 14, {
      sha256: String((stat.metaData as Record<string, string>)["sha256"]),
    });
    await expect(s3.getBytes(key)).rejects.toBeInstanceOf(BlobIntegrityError);
    await s3.delete(key);
  });
});
