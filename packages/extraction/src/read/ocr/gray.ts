// Gray pictures as the PP-OCR engine reads them: decoded from what prepareForOcr makes (a PGM) or a PNG
// or JPEG, scaled for text detection, and text lines cut out of them for recognition.
import { decodeImage, prepareForOcr, usingPicture } from "../image.ts";

/** 8-bit gray pixels, row by row. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A point on the picture, in pixels. */
export type Point = readonly [number, number];
/** A text line's four corners: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A binary PGM's header: `P5`, width, height and maximum value, separated by white space or comments. */
function pgmHeader(bytes: Uint8Array): { width: number; height: number; max: number; offset: number } | undefined {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x35) return undefined;
  const fields: number[] = [];
  let i = 2;
  while (fields.length < 3 && i < bytes.length) {
    const c = bytes[i]!;
    if (c === 0x23) {
      while (i < bytes.length && bytes[i] !== 0x0a) i++;
    } else if (c >= 0x30 && c <= 0x39) {
      let n = 0;
      while (i < bytes.length && bytes[i]! >= 0x30 && bytes[i]! <= 0x39) n = n * 10 + bytes[i++]! - 0x30;
      fields.push(n);
      continue;
    }
    i++;
  }
  const [width, height, max] = fields;
  // One white-space byte ends the header; the pixels follow.
  if (!width || !height || !max || max > 255) return undefined;
  return { width, height, max, offset: i + 1 };
}

/** The picture's gray levels: a PGM is read as it is; a PNG or JPEG is made one the way every page is. */
export async function decodeGray(image: Uint8Array): Promise<Gray> {
  const pgm = pgmHeader(image.subarray(0, 64));
  if (!pgm) {
    const picture = await decodeImage(image);
    const { image: made } = await usingPicture(picture, (p) =>
      prepareForOcr(p, { targetWidth: Math.max(p.width, p.height) }),
    );
    return decodeGray(made);
  }
  const { width, height, max, offset } = pgm;
  if (image.length < offset + width * height) throw new Error("the PGM picture is cut short");
  const data = image.slice(offset, offset + width * height);
  if (max !== 255) for (let i = 0; i < data.length; i++) data[i] = Math.round((data[i]! * 255) / max);
  return { width, height, data };
}

/**
 * For each output pixel along one axis, the input pixels it covers and their weights: the covered span's
 * average when shrinking (no aliasing of thin strokes), linear interpolation when enlarging.
 */
function axisWeights(from: number, to: number): { first: Int32Array; weights: Float32Array[] } {
  const scale = from / to;
  const first = new Int32Array(to);
  const weights: Float32Array[] = [];
  for (let o = 0; o < to; o++) {
    if (scale > 1) {
      const a = o * scale;
      const b = Math.min(from, a + scale);
      const i0 = Math.floor(a);
      const w = new Float32Array(Math.ceil(b) - i0);
      for (let i = i0; i < b; i++) w[i - i0] = (Math.min(b, i + 1) - Math.max(a, i)) / scale;
      first[o] = i0;
      weights.push(w);
    } else {
      const x = Math.min(from - 1, Math.max(0, (o + 0.5) * scale - 0.5));
      const i0 = Math.min(from - 1, Math.floor(x));
      const f = x - i0;
      first[o] = i0;
      weights.push(i0 + 1 < from ? Float32Array.of(1 - f, f) : Float32Array.of(1));
    }
  }
  return { first, weights };
}

/** The picture scaled to width × height. */
export function resizeGray(src: Gray, width: number, height: number): Gray {
  if (width === src.width && height === src.height) return src;
  const xs = axisWeights(src.width, width);
  const ys = axisWeights(src.height, height);
  // Across first, into one row of floats per input row; then down.
  const across = new Float32Array(width * src.height);
  for (let y = 0; y < src.height; y++) {
    const row = y * src.width;
    for (let x = 0; x < width; x++) {
      const w = xs.weights[x]!;
      const i0 = row + xs.first[x]!;
      let v = 0;
      for (let k = 0; k < w.length; k++) v += src.data[i0 + k]! * w[k]!;
      across[y * width + x] = v;
    }
  }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const w = ys.weights[y]!;
    const r0 = ys.first[y]!;
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (let k = 0; k < w.length; k++) v += across[(r0 + k) * width + x]! * w[k]!;
      data[y * width + x] = Math.round(v);
    }
  }
  return { width, height, data };
}

/** The gray level at a fractional position, interpolated; outside the picture, paper white. */
function sample(src: Gray, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = (xx: number, yy: number) =>
    xx < 0 || yy < 0 || xx >= src.width || yy >= src.height ? 255 : src.data[yy * src.width + xx]!;
  const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The quad cut out and straightened to width × height, written to `out` from `offset` on, row by row with
 * `stride` values a row, each gray level passed through `level`. Where the quad is much larger than the
 * output, each output pixel averages several samples, so that thin strokes are not lost.
 */
export function cutQuad(
  src: Gray,
  quad: Quad,
  size: { width: number; height: number },
  out: { data: Float32Array; offset: number; stride: number },
  level: (gray: number) => number,
): void {
  const [p0, p1, , p3] = quad;
  const ux = (p1[0] - p0[0]) / size.width;
  const uy = (p1[1] - p0[1]) / size.width;
  const vx = (p3[0] - p0[0]) / size.height;
  const vy = (p3[1] - p0[1]) / size.height;
  const n = Math.min(4, Math.max(1, Math.ceil(Math.max(Math.hypot(ux, uy), Math.hypot(vx, vy)))));
  for (let j = 0; j < size.height; j++) {
    for (let i = 0; i < size.width; i++) {
      let v = 0;
      for (let sj = 0; sj < n; sj++)
        for (let si = 0; si < n; si++) {
          const a = i + (si + 0.5) / n;
          const b = j + (sj + 0.5) / n;
          v += sample(src, p0[0] + a * ux + b * vx - 0.5, p0[1] + a * uy + b * vy - 0.5);
        }
      out.data[out.offset + j * out.stride + i] = level(v / (n * n));
    }
  }
}
