/** Tiny, valid PNG and baseline JPEG encoders for fixtures (no dependencies). */
import { crc32, deflateSync } from "node:zlib";

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** An RGB PNG of the given size with a simple deterministic pattern. */
export function buildPng(width = 64, height = 48, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const p = row + 1 + x * 3;
      const on = ((x >> 3) + (y >> 3) + seed) % 2 === 0;
      raw[p] = on ? 240 : 30 + (seed % 200);
      raw[p + 1] = on ? 240 : 60;
      raw[p + 2] = on ? 240 : 90;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((code >> i) & 1);
      this.n++;
      if (this.n === 8) this.flushByte();
    }
  }
  private flushByte(): void {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0x00); // byte stuffing
    this.acc = 0;
    this.n = 0;
  }
  finish(): Buffer {
    while (this.n !== 0) this.write(1, 1); // pad with 1-bits
    return Buffer.from(this.bytes);
  }
}

const segment = (marker: number, payload: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/**
 * A baseline (SOF0) greyscale JPEG made of flat 8x8 blocks (so every block is DC-only), with the standard
 * luminance DC Huffman table and a two-symbol AC table. Decodes in any conforming decoder.
 */
export function buildJpeg(blocksX = 8, blocksY = 6, seed = 0): Buffer {
  const width = blocksX * 8;
  const height = blocksY * 8;
  // Standard luminance DC table (JPEG Annex K.3).
  const dcCounts = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
  const dcValues = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  // AC table: EOB (0x00) -> "00", 0x01 -> "01" (only EOB is used).
  const acCounts = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const acValues = [0x00, 0x01];
  // Canonical codes for the DC table.
  const dcCode = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < (dcCounts[len - 1] ?? 0); i++) dcCode.set(dcValues[k++] ?? 0, [code++, len]);
    code <<= 1;
  }
  const bw = new BitWriter();
  let prevDc = 0;
  for (let by = 0; by < blocksY; by++) {
    for (let bx = 0; bx < blocksX; bx++) {
      const level = 40 + ((bx * 37 + by * 91 + seed * 13) % 180); // 40..219
      const dc = 8 * (level - 128); // FDCT DC of a flat block, quantiser 1
      const diff = dc - prevDc;
      prevDc = dc;
      const mag = Math.abs(diff);
      const cat = mag === 0 ? 0 : Math.floor(Math.log2(mag)) + 1;
      const [c, l] = dcCode.get(cat) ?? [0, 0];
      bw.write(c, l);
      if (cat > 0) bw.write(diff > 0 ? diff : diff + (1 << cat) - 1, cat);
      bw.write(0b00, 2); // EOB
    }
  }
  const app0 = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const dht = Buffer.from([0x00, ...dcCounts, ...dcValues, 0x10, ...acCounts, ...acValues]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xffe0, app0),
    segment(0xffdb, dqt),
    segment(0xffc0, sof),
    segment(0xffc4, dht),
    segment(0xffda, sos),
    bw.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
}
