import { describe, expect, it } from "@jest/globals";
import { mkdir, mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
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
  it("lists the blobs under a prefix with their sizes, without checksums or half-written files", async () => {
    const root = await mkdtemp(join(tmpdir(), "blob-"));
    const store = new FsBlobStore(root);
    await store.put("users/u1/files/a", Buffer.from("one"));
    await store.put("users/u1/layouts/a.json", Buffer.from("three"));
    await store.put("users/u2/files/b", Buffer.from("x"));
    await mkdir(join(root, ".incoming"), { recursive: true });
    await writeFile(join(root, ".incoming", "half"), "ha");
    const listed = async (prefix: string) => {
      const out = [];
      for await (const b of store.list(prefix)) {
        expect(Date.now() - b.modifiedAt.getTime()).toBeLessThan(60_000);
        out.push({ key: b.key, size: b.size });
      }
      return out.sort((x, y) => x.key.localeCompare(y.key));
    };
    expect(await listed("users/u1/")).toEqual([
      { key: "users/u1/files/a", size: 3 },
      { key: "users/u1/layouts/a.json", size: 5 },
    ]);
    expect((await listed("")).map((b) => b.key)).toEqual([
      "users/u1/files/a",
      "users/u1/layouts/a.json",
      "users/u2/files/b",
    ]);
    expect(await listed("nothing/")).toEqual([]);
  });
  it("drops files a killed writer left half-written, once older than the cutoff", async () => {
    const root = await mkdtemp(join(tmpdir(), "blob-"));
    const store = new FsBlobStore(root);
    await store.put("k", Buffer.from("kept"));
    const half = join(root, ".incoming", "left-by-a-dead-process");
    await writeFile(half, "half");
    expect(await store.dropIncomplete(60_000)).toBe(0);
    const old = new Date(Date.now() - 120_000);
    await utimes(half, old, old);
    expect(await store.dropIncomplete(60_000)).toBe(1);
    expect(await readdir(join(root, ".incoming"))).toEqual([]);
    expect(Buffer.from(await store.getBytes("k")).toString()).toBe("kept");
  });
});
