import { describe, expect, it } from "@jest/globals";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FsBlobStore } from "./fs-store.ts";
import { BlobIntegrityError, BlobNotFoundError } from "./port.ts";

async function* chunks(...parts: string[]) {
  for (const p of parts) yield Buffer.from(p);
}

describe("FsBlobStore", () => {
  it("streams a body in and out with its checksum", async () => {
    const store = new FsBlobStore(await mkdtemp(join(tmpdir(), "blob-")));
    const info = await store.put("u/1/a.pdf", chunks("hello ", "world"));
    expect(info.size).toBe(11);
    expect(Buffer.from(await store.getBytes("u/1/a.pdf")).toString()).toBe("hello world");
  });
  it("fails a read whose bytes no longer match the checksum", async () => {
    const root = await mkdtemp(join(tmpdir(), "blob-"));
    const store = new FsBlobStore(root);
    await store.put("k", Buffer.from("original"));
    await writeFile(join(root, "k"), "tampered");
    await expect(store.getBytes("k")).rejects.toBeInstanceOf(BlobIntegrityError);
  });
  it("reports a missing blob and refuses unsafe keys", async () => {
    const store = new FsBlobStore(await mkdtemp(join(tmpdir(), "blob-")));
    await expect(store.get("nope")).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.put("../escape", Buffer.from("x"))).rejects.toThrow(/unsafe/);
  });
  it("copies and deletes", async () => {
    const store = new FsBlobStore(await mkdtemp(join(tmpdir(), "blob-")));
    await store.put("a", Buffer.from("x"));
    await store.copy("a", "b/c");
    expect(Buffer.from(await store.getBytes("b/c")).toString()).toBe("x");
    await store.delete("a");
    await expect(store.get("a")).rejects.toBeInstanceOf(BlobNotFoundError);
  });
});
