import { createHash } from "node:crypto";
import { BlobIntegrityError } from "./port.ts";

export async function* hashing(
  body: AsyncIterable<Uint8Array> | Uint8Array,
  out: { size: number; sha256: string },
): AsyncGenerator<Uint8Array> {
  const h = createHash("sha256");
  const chunks = body instanceof Uint8Array ? [body] : body;
  for await (const c of chunks) {
    h.update(c);
    out.size += c.byteLength;
    yield c;
  }
  out.sha256 = h.digest("hex");
}

export async function* verifying(key: string, body: AsyncIterable<Uint8Array>, expected: string | undefined) {
  const h = createHash("sha256");
  for await (const c of body) {
    h.update(c);
    yield c as Uint8Array;
  }
  if (expected && h.digest("hex") !== expected) throw new BlobIntegrityError(key);
}

export async function collect(body: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const c of body) parts.push(c);
  return Buffer.concat(parts);
}
