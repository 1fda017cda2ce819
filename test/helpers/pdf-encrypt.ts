/**
 * The PDF standard security handler at its simplest (revision 2: RC4 with a 40-bit key, PDF 1.1), enough to
 * make encrypted files in code: one with a user password (nobody reads it without the password) and one with
 * only an owner password (anybody reads it; the password only restricts permissions).
 */
import { createHash } from "node:crypto";

/** The padding string of the standard security handler. */
const PAD = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

const padded = (password: string) => Buffer.concat([Buffer.from(password, "latin1"), PAD]).subarray(0, 32);
const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();

/** RC4: OpenSSL 3 no longer offers it by default, and it is a dozen lines. */
export function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

export interface Encryption {
  /** The trailer's entries: /Encrypt and /ID. */
  trailer: string;
  /** Encrypts a stream's or string's bytes as object `num` (generation 0) holds them. */
  encrypt(num: number, data: Buffer): Buffer;
}

/** Permissions: everything allowed (the bits a reader checks are set, the reserved ones as required). */
const PERMISSIONS = -4;

export function standardEncryption(userPassword: string, ownerPassword: string): Encryption {
  const id = md5(Buffer.from(`docintake ${userPassword} ${ownerPassword}`));
  const o = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(PERMISSIONS);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  const hex = (b: Buffer) => `<${b.toString("hex")}>`;
  return {
    trailer: `/Encrypt << /Filter /Standard /V 1 /R 2 /O ${hex(o)} /U ${hex(u)} /P ${PERMISSIONS} >> /ID [${hex(id)} ${hex(id)}]`,
    encrypt(num, data) {
      const objectKey = md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0]));
      return rc4(objectKey.subarray(0, 10), data);
    },
  };
}
