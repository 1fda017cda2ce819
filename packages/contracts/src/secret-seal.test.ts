// Passwords at rest: sealed with AES-256-GCM for one user, opened only with the same key and user.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { documentSecretKey, openSecret, parseSecretKey, sealSecret } from "./secret-seal.ts";

const key = randomBytes(32);
const secret = { password: "RAJE1503", hints: { name: "Rajesh Kumar", date_of_birth: "1985-03-15" } };

describe("sealed secrets", () => {
  it("open to what was sealed, and hold none of it in the clear", () => {
    const sealed = sealSecret(secret, key, "user-a");
    expect(openSecret(sealed, key, "user-a")).toEqual(secret);
    for (const clear of ["RAJE1503", "Rajesh", "1985-03-15"]) expect(sealed).not.toContain(clear);
    // A fresh nonce each time: the same secret never seals the same way twice.
    expect(sealSecret(secret, key, "user-a")).not.toBe(sealed);
  });

  it("do not open for another user, under another key, or once tampered with", () => {
    const sealed = sealSecret(secret, key, "user-a");
    expect(() => openSecret(sealed, key, "user-b")).toThrow(/could not be opened/);
    expect(() => openSecret(sealed, randomBytes(32), "user-a")).toThrow(/could not be opened/);
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0]! ^= 1;
    parts[3] = body.toString("base64url");
    expect(() => openSecret(parts.join("."), key, "user-a")).toThrow(/could not be opened/);
    expect(() => openSecret("garbage", key, "user-a")).toThrow(/could not be opened/);
  });

  it("take a configured key as hex or base64 of 32 bytes, and nothing else", () => {
    expect(parseSecretKey(key.toString("hex"))).toEqual(key);
    expect(parseSecretKey(key.toString("base64"))).toEqual(key);
    expect(() => parseSecretKey("short")).toThrow(/32 bytes/);
  });

  it("generate a key once into the data folder when none is configured, readable by its owner only", () => {
    const dir = mkdtempSync(join(tmpdir(), "docintake-key-"));
    try {
      const first = documentSecretKey(undefined, dir);
      expect(documentSecretKey(undefined, dir)).toEqual(first);
      expect(statSync(join(dir, "document-secret.key")).mode & 0o777).toBe(0o600);
      expect(parseSecretKey(readFileSync(join(dir, "document-secret.key"), "utf8"))).toEqual(first);
      expect(documentSecretKey(key.toString("hex"), dir)).toEqual(key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
