/**
 * Zlib streams that inflate to a great deal of repeated bytes, made in milliseconds: a block of the pattern
 * is compressed once, ending on a full flush (byte-aligned, history reset), so that the same compressed
 * bytes may follow each other as often as wanted; the stream ends with an empty final block and the
 * Adler-32 of the whole.
 */
import { constants, deflateRawSync } from "node:zlib";

const BLOCK = 1 << 20;
const ADLER_BASE = 65521;

/** A raw deflate of the bytes that leaves the stream open and byte-aligned. */
const openBlock = (bytes: Buffer) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });

/** A final, empty block with fixed Huffman codes: BFINAL 1, BTYPE 01, end-of-block. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % ADLER_BASE;
    b = (b + a) % ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two byte runs one after the other, from theirs (zlib's adler32_combine). */
function adlerCombine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  const a1 = first & 0xffff;
  let a = a1 + (second & 0xffff) + ADLER_BASE - 1;
  let b = ((rem * a1) % ADLER_BASE) + (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  a %= ADLER_BASE;
  b %= ADLER_BASE;
  return ((b << 16) | a) >>> 0;
}

const cache = new Map<string, Buffer>();

/**
 * A zlib stream (FlateDecode's format) that inflates to `prefix` then `pattern` repeated to `total` bytes (a
 * multiple of its length): about total / 1000 bytes long. Cached for the run: the flate bombs are asked for
 * more than once.
 */
export function zlibOfRepeated(pattern: Buffer, total: number, prefix = Buffer.alloc(0)): Buffer {
  if (total % pattern.length !== 0) throw new Error("the total must be a multiple of the pattern's length");
  const id = `${prefix.toString("hex")}:${pattern.toString("hex")}:${total}`;
  const known = cache.get(id);
  if (known) return known;
  const unit = pattern.length * Math.max(1, Math.floor(BLOCK / pattern.length));
  const block = Buffer.alloc(unit, pattern);
  const whole = Math.floor(total / unit);
  const rest = block.subarray(0, total - whole * unit);
  const compressed = openBlock(block);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let adler = 1;
  if (prefix.length > 0) {
    parts.push(openBlock(prefix));
    adler = adler32(prefix);
  }
  const blockAdler = adler32(block);
  for (let i = 0; i < whole; i++) {
    parts.push(compressed);
    adler = adlerCombine(adler, blockAdler, unit);
  }
  if (rest.length > 0) {
    parts.push(openBlock(rest));
    adler = adlerCombine(adler, adler32(rest), rest.length);
  }
  const check = Buffer.alloc(4);
  check.writeUInt32BE(adler);
  const out = Buffer.concat([...parts, LAST_BLOCK, check]);
  cache.set(id, out);
  return out;
}
