import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { assertSafeKey, BlobNotFoundError, type BlobStore, type ListedBlob, type StoredBlob } from "./port.ts";
import { collect, hashing, verifying } from "./checksum.ts";

/** Half-written files, apart from the keys: a process killed mid-write leaves its file here, not under a key. */
const INCOMING = ".incoming";
const SIDECAR = ".sha256";

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
    await mkdir(join(this.root, INCOMING), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const tmp = join(this.root, INCOMING, randomUUID());
    const info = { size: 0, sha256: "" };
    try {
      await pipeline(Readable.from(hashing(body, info)), createWriteStream(tmp));
      await writeFile(`${target}${SIDECAR}`, info.sha256);
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return info;
  }
  private async expected(key: string): Promise<string | undefined> {
    try {
      return (await readFile(`${this.path(key)}${SIDECAR}`, "utf8")).trim();
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
    if (sum) await writeFile(`${dst}${SIDECAR}`, sum);
  }
  async delete(key: string): Promise<void> {
    const p = this.path(key);
    await rm(p, { force: true });
    await rm(`${p}${SIDECAR}`, { force: true });
  }
  async *list(prefix: string): AsyncIterable<ListedBlob> {
    // The folder holding the prefix's keys: the prefix up to its last "/".
    const base = join(this.root, prefix.slice(0, prefix.lastIndexOf("/") + 1));
    let entries;
    try {
      entries = await readdir(base, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (!e.isFile() || e.name.endsWith(SIDECAR)) continue;
      const key = relative(this.root, join(e.parentPath, e.name)).split(sep).join("/");
      if (key.startsWith(`${INCOMING}/`) || !key.startsWith(prefix)) continue;
      const info = await stat(join(e.parentPath, e.name));
      yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }
  async dropIncomplete(olderThanMs: number): Promise<number> {
    const dir = join(this.root, INCOMING);
    const cutoff = Date.now() - olderThanMs;
    let dropped = 0;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const file = join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs <= cutoff) {
        await rm(file, { force: true });
        dropped++;
      }
    }
    return dropped;
  }
  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}
