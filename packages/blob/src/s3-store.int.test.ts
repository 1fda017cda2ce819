// Integration: the S3 adapter against a real MinIO (deploy/local), run by `pnpm test` with S3_ENDPOINT set.
import { describe, expect, it } from "@jest/globals";
import { randomBytes, randomUUID } from "node:crypto";
import { S3BlobStore } from "./s3-store.ts";
import { BlobNotFoundError } from "./port.ts";

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

  const store = () =>
    new S3BlobStore({
      endpoint: endpoint!,
      region: process.env["S3_REGION"] ?? "us-east-1",
      accessKey: process.env["S3_ACCESS_KEY"] ?? "",
      secretKey: process.env["S3_SECRET_KEY"] ?? "",
      bucket: process.env["S3_BUCKET"] ?? "docintake",
    });

  it("streams a multi-megabyte body in and out, verifying its checksum", async () => {
    const s3 = store();
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
});
