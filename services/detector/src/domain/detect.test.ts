import { describe, expect, it } from "@jest/globals";
import type { BlobStore } from "@docintake/blob";
import { DocumentError, LayoutThreadCrash, type Layout, type LayoutReader } from "@docintake/extraction";
import { keptSecrets } from "@docintake/worker/kept-secrets";
import { randomBytes } from "node:crypto";
import { detectDocument } from "./detect.ts";

const upload = { userId: "u", fileId: "f", blobKey: "users/u/files/f" } as Parameters<typeof detectDocument>[0];
const stored: string[] = [];
const blobs = {
  getBytes: async () => new Uint8Array([1, 2, 3]),
  put: async (key: string) => void stored.push(key),
} as unknown as BlobStore;
const kept = { keep: async () => "users/u/layouts/f.json", find: async () => null };
const secrets = keptSecrets(blobs, randomBytes(32));
const reading = (read: LayoutReader["read"]): LayoutReader => ({ threads: 1, read, terminate: async () => undefined });

describe("detectDocument", () => {
  it("reads quickly, handing the bytes over, and keeps a complete reading", async () => {
    const asked: unknown[] = [];
    const layout: Layout = { format: "PDF", pageCount: 1, pages: [], ocrUsed: false };
    const out = await detectDocument(upload, {
      blobs,
      kept,
      secrets,
      layouts: reading(async (_, opts) => (asked.push(opts), layout)),
    });
    expect(asked).toEqual([{ quick: true, transferBytes: true, passwords: [] }]);
    expect(out).toMatchObject({ type: "other", pageCount: 1, error: null });
    expect(out.layoutKey).not.toBeNull();
  });

  it("answers an unreadable document as other, with the reason", async () => {
    const out = await detectDocument(upload, {
      blobs,
      kept,
      secrets,
      layouts: reading(() => Promise.reject(new DocumentError("corrupt", "the PDF is damaged or truncated"))),
    });
    expect(out).toMatchObject({ type: "other", layoutKey: null, error: "the PDF is damaged or truncated" });
  });

  it("leaves a layout the blob store cannot keep to the retries, and does not type the document other", async () => {
    const down = new Error("connect ECONNREFUSED 127.0.0.1:9000");
    const layout: Layout = { format: "PDF", pageCount: 1, pages: [], ocrUsed: false };
    const failing = { keep: () => Promise.reject(down), find: async () => null };
    await expect(
      detectDocument(upload, { blobs, kept: failing, secrets, layouts: reading(async () => layout) }),
    ).rejects.toBe(down);
  });

  it("leaves a stopped layout thread to the retries", async () => {
    const crash = new LayoutThreadCrash("exit code 1");
    await expect(
      detectDocument(upload, { blobs, kept, secrets, layouts: reading(() => Promise.reject(crash)) }),
    ).rejects.toBe(crash);
  });
});
