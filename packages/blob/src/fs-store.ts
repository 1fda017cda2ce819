import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { assertSafeKey, BlobNotFoundError, type BlobStore, type StoredBlob } from "./port.ts";
import { collect, hashing, verifying } from "./checksum.ts";

/** Blobs as files under one folder, each with a sidecar holding its checksum. */
export class FsBlobStore implements BlobStore {
  private readonly root: string;
  constructor(root: string) {
    this.root = root;
  }
  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }
  async put(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<StoredBlob> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const tmp = `${target}.${randomUUID()}.part`;
    const info = { size: 0, sha256: "" };
    try {
      await pipeline(Readable.from(hashing(body, info)), createWriteStream(tmp));
      await writeFile(`${target}.sha256`, info.sha256);
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return info;
  }
  private async expected(key: string): Promise<string | undefined> {
    try {
      return (await readFile(`${this.path(key)}.sha256`, "utf8")).trim();
    } catch {
      return undefined;
    }
  }
  async get(key: string): Promise<AsyncIterable<Uint8Array>> {
    const p = this.path(key);
    try {
      await stat(p);
    } catch {
      throw new BlobNotFoundError(key);
    }
    return verifying(key, createReadStream(p, { highWaterMark: 256 * 1024 }), await this.expected(key));
  }
  async getBytes(key: string): Promise<Uint8Array> {
    return collect(await this.get(key));
  }
  async copy(from: string, to: string): Promise<void> {
    const dst = this.path(to);
    await mkdir(dirname(dst), { recursive: true });
    await copyFile(this.path(from), dst);
    const sum = await this.expected(from);
    if (sum) await writeFile(`${dst}.sha256`, sum);
  }
  async delete(key: string): Promise<void> {
    const p = this.path(key);
    await rm(p, { force: true });
    await rm(`${p}.sha256`, { force: true });
  }
  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}
